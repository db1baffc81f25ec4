/**
 * A local stand-in for the servers behind the agency's secret iCal addresses (Google, Outlook, Apple), on
 * 127.0.0.1: each path answers as the test (or `npm run busy:refresh`) sets it, and every request is recorded
 * so its conditional headers can be checked. Not part of the functions bundle.
 */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';

export type FakeCalendarAnswer =
  /** 200 with the file, its ETag and Last-Modified; 304 to a request whose validators match. */
  | { kind: 'calendar'; body: string; etag?: string; lastModified?: string; gzip?: boolean }
  /** Any status with a body (e.g. an error page that must never reach a log or an email). */
  | { kind: 'status'; status: number; body: string }
  /** Accepts the request and never answers. */
  | { kind: 'hang' }
  /** Sends headers, then bytes without end (no Content-Length), until the client gives up. */
  | { kind: 'endless' }
  | { kind: 'redirect'; location: string };

export interface FakeCalendarServer {
  baseUrl: string;
  /** The address of a path, e.g. `url('/studio.ics')`. */
  url(path: string): string;
  requests: { path: string; headers: IncomingHttpHeaders }[];
  answer(path: string, answer: FakeCalendarAnswer): void;
  close(): Promise<void>;
}

/** On `port` of 127.0.0.1 (default: any free one). */
export async function startFakeCalendarServer(port = 0): Promise<FakeCalendarServer> {
  const answers = new Map<string, FakeCalendarAnswer>();
  const requests: FakeCalendarServer['requests'] = [];
  const server = createServer((request, response) => {
    const path = request.url ?? '/';
    requests.push({ path, headers: request.headers });
    const answer = answers.get(path);
    if (!answer) return void response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
    switch (answer.kind) {
      case 'calendar': {
        const fresh =
          (answer.etag !== undefined && request.headers['if-none-match'] === answer.etag) ||
          (answer.lastModified !== undefined && request.headers['if-modified-since'] === answer.lastModified);
        const validators = {
          ...(answer.etag ? { etag: answer.etag } : {}),
          ...(answer.lastModified ? { 'last-modified': answer.lastModified } : {}),
        };
        if (fresh) return void response.writeHead(304, validators).end();
        const body = answer.gzip ? gzipSync(answer.body) : Buffer.from(answer.body);
        response.writeHead(200, {
          'content-type': 'text/calendar; charset=utf-8',
          'content-length': String(body.length),
          ...(answer.gzip ? { 'content-encoding': 'gzip' } : {}),
          ...validators,
        });
        return void response.end(body);
      }
      case 'status':
        return void response.writeHead(answer.status, { 'content-type': 'text/html' }).end(answer.body);
      case 'hang':
        return;
      case 'endless': {
        response.writeHead(200, { 'content-type': 'text/calendar' });
        const line = Buffer.from(`X-FILLER:${'x'.repeat(1000)}\r\n`);
        const pump = () => {
          while (!response.destroyed && response.write(line));
          if (!response.destroyed) response.once('drain', pump);
        };
        return pump();
      }
      case 'redirect':
        return void response.writeHead(302, { location: answer.location }).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    baseUrl,
    url: (path) => `${baseUrl}${path}`,
    requests,
    answer: (path, answer) => void answers.set(path, answer),
    close: () =>
      new Promise((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
