/**
 * A local stand-in for the Google Places API (New) on 127.0.0.1: answers
 * `GET /v1/places/{placeId}` with whatever the test (or `npm run reviews:refresh`) sets, and records
 * each request so its headers can be checked. Not part of the functions bundle.
 */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeAnswer {
  status: number;
  /** Sent as JSON, or as is when a string. */
  body: unknown;
}

export interface FakePlacesServer {
  baseUrl: string;
  requests: { path: string; headers: IncomingHttpHeaders }[];
  answer(next: FakeAnswer): void;
  close(): Promise<void>;
}

export async function startFakePlacesServer(
  initial: FakeAnswer = { status: 200, body: {} },
): Promise<FakePlacesServer> {
  let current = initial;
  const requests: FakePlacesServer['requests'] = [];
  const server = createServer((request, response) => {
    requests.push({ path: request.url ?? '', headers: request.headers });
    if (request.method !== 'GET' || !/^\/v1\/places\/[^/?]+$/.test(request.url ?? '')) {
      response
        .writeHead(404, { 'content-type': 'application/json' })
        .end('{"error":{"code":404,"status":"NOT_FOUND"}}');
      return;
    }
    const body = typeof current.body === 'string' ? current.body : JSON.stringify(current.body);
    response.writeHead(current.status, { 'content-type': 'application/json' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    answer: (next) => (current = next),
    close: () => new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
