/**
 * The window a visitor on a slow phone has (the page painted, the app's code not yet arrived) for engines whose
 * drivers cannot hold a request back: a loopback HTTP proxy in front of the stack's Hosting that passes everything
 * through at once but the app's scripts (`APP_SCRIPT`), which wait until the test releases them. The engine loads
 * the page from the proxy's address. What `holdAppScripts` (tests/e2e/fixtures.ts) does with Playwright's routes.
 */
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { APP_SCRIPT } from '../e2e/stack';

export async function startHeldScripts(target: string) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  let markRequested!: () => void;
  const requested = new Promise<void>((resolve) => (markRequested = resolve));
  const upstream = new URL(target);

  const proxy = createServer(async (incoming, outgoing) => {
    if (APP_SCRIPT.test(incoming.url ?? '')) {
      markRequested();
      await gate;
    }
    const forwarded = request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: incoming.method,
        path: incoming.url,
        headers: { ...incoming.headers, host: upstream.host },
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode!, answer.headers);
        answer.pipe(outgoing);
      },
    );
    // The page went away (a test's end) while a request was under way.
    forwarded.on('error', () => outgoing.destroy());
    incoming.pipe(forwarded);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));

  return {
    /** Where the engine loads the page from. */
    baseURL: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`,
    /** Settles once the page has asked for the app (its boot script runs after the first paint). */
    requested,
    release,
    close() {
      release();
      proxy.closeAllConnections();
      return new Promise<void>((resolve) => proxy.close(() => resolve()));
    },
  };
}
