/**
 * A tiny HTTP server for component tests: it answers the site's form endpoints the way the
 * documented contract does (src/domain/api/README.md) and records every request, so tests exercise the real
 * `fetch` and JSON on the wire. The real functions are covered by the end-to-end tests.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  contentType: string | undefined;
  body: unknown;
}

export interface Reply {
  status: number;
  body: Record<string, unknown>;
}

export interface ApiServer {
  /** e.g. 'http://127.0.0.1:41234' */
  origin: string;
  requests: RecordedRequest[];
  /** Queues the answers of the next requests (in order); afterwards 200 `{ok:true}`. */
  reply(...replies: Reply[]): void;
  /** Holds every answer until `release()` (to observe the in-flight state). */
  hold(): void;
  release(): void;
  /** Forgets recorded requests and queued answers, and releases held ones (between tests). */
  reset(): void;
  close(): Promise<void>;
}

export const OK: Reply = { status: 200, body: { ok: true } };
export const SERVER_ERROR: Reply = { status: 502, body: { error: 'Failed to send message. Please try again later.' } };
export function invalid(fields: Record<string, string>): Reply {
  return { status: 400, body: { error: 'Please correct the highlighted fields.', fields } };
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

export async function startApiServer(): Promise<ApiServer> {
  const requests: RecordedRequest[] = [];
  const queue: Reply[] = [];
  let held: (() => void)[] | null = null;

  const server: Server = createServer((request, response) => {
    void (async () => {
      const text = await readBody(request);
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // Recorded as text; the test's assertions will show it.
      }
      requests.push({
        method: request.method ?? '',
        path: request.url ?? '',
        contentType: request.headers['content-type'],
        body,
      });
      const reply = queue.shift() ?? OK;
      if (held) await new Promise<void>((resolve) => held!.push(resolve));
      response.writeHead(reply.status, { 'Content-Type': 'application/json', Connection: 'close' });
      response.end(JSON.stringify(reply.body));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    reply: (...replies) => queue.push(...replies),
    hold: () => {
      held ??= [];
    },
    release: () => {
      const waiting = held ?? [];
      held = null;
      waiting.forEach((resolve) => resolve());
    },
    reset: () => {
      requests.length = 0;
      queue.length = 0;
      const waiting = held ?? [];
      held = null;
      waiting.forEach((resolve) => resolve());
    },
    close: () =>
      new Promise<void>((resolve) => {
        const waiting = held ?? [];
        held = null;
        waiting.forEach((go) => go());
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** An origin where nothing listens: fetch fails with a connection error (a thrown error). */
export async function closedOrigin(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}
