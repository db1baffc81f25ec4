/**
 * A local stand-in for a Slack-compatible incoming webhook on 127.0.0.1: records each POST's JSON body and
 * answers as the test sets (`ok` as Slack does, an HTTP error, or never: `hang`). Not part of the functions bundle.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeChatAnswer = { status: number } | 'hang';

export interface FakeChatWebhook {
  /** The webhook's address, with a path as Slack's have. */
  url: string;
  /** Each POST's body, parsed, in order of arrival. */
  posts: { text: string; blocks?: unknown[] }[];
  answer(next: FakeChatAnswer): void;
  close(): Promise<void>;
}

export async function startFakeChatWebhook(initial: FakeChatAnswer = { status: 200 }): Promise<FakeChatWebhook> {
  let current = initial;
  const posts: FakeChatWebhook['posts'] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      posts.push(JSON.parse(Buffer.concat(chunks).toString('utf8')) as FakeChatWebhook['posts'][number]);
      if (current === 'hang') return;
      const ok = current.status >= 200 && current.status < 300;
      response.writeHead(current.status, { 'content-type': 'text/plain' }).end(ok ? 'ok' : 'invalid_payload');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/services/T000/B000/fake`,
    posts,
    answer: (next) => (current = next),
    close: () =>
      new Promise((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
