/**
 * A local stand-in for a Slack-compatible incoming webhook on 127.0.0.1: records each POST's JSON body and
 * answers as the test sets (`ok` as Slack does, an HTTP error, or never: `hang`), or as a function of the post
 * decides (the end-to-end suite's, tests/e2e/chatWebhook.ts). Not part of the functions bundle.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeChatAnswer = { status: number } | 'hang';
export type FakeChatPost = { text: string; blocks?: unknown[] };
type Answering = FakeChatAnswer | ((post: FakeChatPost) => FakeChatAnswer);

export interface FakeChatWebhook {
  /** The webhook's address, with a path as Slack's have. */
  url: string;
  /** Each POST's body, parsed, in order of arrival. */
  posts: FakeChatPost[];
  answer(next: Answering): void;
  close(): Promise<void>;
}

/** `port` 0: any free port. */
export async function startFakeChatWebhook(initial: Answering = { status: 200 }, port = 0): Promise<FakeChatWebhook> {
  let current = initial;
  const posts: FakeChatWebhook['posts'] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const post = JSON.parse(Buffer.concat(chunks).toString('utf8')) as FakeChatPost;
      posts.push(post);
      const answer = typeof current === 'function' ? current(post) : current;
      if (answer === 'hang') return;
      const ok = answer.status >= 200 && answer.status < 300;
      response.writeHead(answer.status, { 'content-type': 'text/plain' }).end(ok ? 'ok' : 'invalid_payload');
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: listening } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${listening}/services/T000/B000/fake`,
    posts,
    answer: (next) => (current = next),
    close: () =>
      new Promise((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
