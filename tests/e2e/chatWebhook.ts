/**
 * The team's chat for the end-to-end suite: the local fake webhook (tests/functions/fakeChatWebhook.ts) on a
 * fixed loopback port, to which the suite's stack posts every new booking and inquiry (playwright.config.ts
 * sets TEAM_CHAT_WEBHOOK_URL), and beside it a control port for the specs: the texts it received, and the
 * names whose posts it refuses with HTTP 500. Each spec lists only its own visitors' names, as with the
 * outbox's FAIL marker (mailFailure.ts), so specs running at the same time never fail each other's posts.
 *
 * Playwright starts it as a web server of its own (`tsx tests/e2e/chatWebhook.ts`). A stack started by hand
 * (E2E_BASE_URL) needs it started the same way, and TEAM_CHAT_WEBHOOK_URL=CHAT_WEBHOOK_URL in the stack's
 * environment.
 */
import { createServer } from 'node:http';
import { pathToFileURL } from 'node:url';
import { startFakeChatWebhook } from '../functions/fakeChatWebhook';

const WEBHOOK_PORT = 4700;
const CONTROL_PORT = 4701;
export const CHAT_WEBHOOK_URL = `http://127.0.0.1:${WEBHOOK_PORT}/services/T000/B000/e2e`;
export const CHAT_CONTROL_URL = `http://127.0.0.1:${CONTROL_PORT}`;

/** The texts of the posts the fake received that name `name`, in order of arrival. */
export async function chatPostsNaming(name: string): Promise<string[]> {
  const response = await fetch(`${CHAT_CONTROL_URL}/posts`);
  if (!response.ok) throw new Error(`the fake chat webhook's control answered ${response.status}`);
  const texts = (await response.json()) as string[];
  return texts.filter((text) => text.includes(name));
}

/** Makes the webhook refuse (HTTP 500) every post naming `name` until the returned function runs. */
export async function failChatFor(name: string): Promise<() => Promise<void>> {
  const change = async (method: 'PUT' | 'DELETE') => {
    const response = await fetch(`${CHAT_CONTROL_URL}/failing/${encodeURIComponent(name)}`, { method });
    if (!response.ok) throw new Error(`the fake chat webhook's control answered ${response.status}`);
  };
  await change('PUT');
  return () => change('DELETE');
}

async function main() {
  const failing = new Set<string>();
  const webhook = await startFakeChatWebhook(
    (post) => ({ status: [...failing].some((name) => post.text.includes(name)) ? 500 : 200 }),
    WEBHOOK_PORT,
  );
  const control = createServer((request, response) => {
    const path = new URL(request.url ?? '/', CHAT_CONTROL_URL).pathname;
    const failingName = /^\/failing\/(.+)$/.exec(path)?.[1];
    if (path === '/posts' && request.method === 'GET') {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(webhook.posts.map((post) => post.text)));
    } else if (failingName && (request.method === 'PUT' || request.method === 'DELETE')) {
      const name = decodeURIComponent(failingName);
      if (request.method === 'PUT') failing.add(name);
      else failing.delete(name);
      response.writeHead(204).end();
    } else {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => control.listen(CONTROL_PORT, '127.0.0.1', resolve));
  console.log(`Fake chat webhook at ${CHAT_WEBHOOK_URL}, its control at ${CHAT_CONTROL_URL}`);
  const stop = () => {
    control.close();
    void webhook.close().then(() => process.exit(0));
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
