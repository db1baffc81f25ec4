/** The adapter from the Express-style (req, res) that `onRequest` hands over to the handlers' request and answer. */
import type { Logger } from '../lib/logger.js';
import { json, MESSAGES, type ApiRequest, type ApiResponse, type HeaderValue } from './request.js';

/** What the adapter reads of an Express (firebase-functions) request. */
export interface ExpressLikeRequest {
  method: string;
  url?: string;
  headers: Record<string, HeaderValue>;
  rawBody?: Buffer;
  body?: unknown;
  socket?: { remoteAddress?: string | undefined };
}

/** What the adapter uses of an Express response. */
export interface ExpressLikeResponse {
  status(code: number): this;
  set(headers: Record<string, string>): this;
  removeHeader(name: string): void;
  json(body: unknown): unknown;
  send(body: string): unknown;
  /** For a streamed answer: false when the socket's buffer is full (wait for 'drain'). */
  write?(chunk: string): boolean;
  end?(): unknown;
  once?(event: 'drain' | 'close', listener: () => void): unknown;
  destroy?(error?: Error): unknown;
}

export type ApiHandler = (request: ApiRequest) => Promise<ApiResponse>;

/**
 * Runs `handle` for an Express-style request and writes its answer (`no-store`, `nosniff`, no
 * `X-Powered-By`); unexpected errors answer 500.
 */
export function toRequestHandler(handle: ApiHandler, logger: Logger) {
  return async (req: ExpressLikeRequest, res: ExpressLikeResponse): Promise<void> => {
    let response: ApiResponse;
    try {
      response = await handle({
        method: req.method,
        url: req.url,
        headers: req.headers,
        rawBody: req.rawBody,
        body: req.body,
        ip: req.socket?.remoteAddress,
      });
    } catch (error) {
      logger.error('Unexpected error', { error: error instanceof Error ? error.message : String(error) });
      response = json(500, { error: MESSAGES.unexpected });
    }
    // The runtime's Express app announces itself on every answer; ours say nothing about the stack.
    res.removeHeader('X-Powered-By');
    res
      .status(response.status)
      .set({ 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff', ...response.headers });
    if (response.stream) await writeStream(res, response.stream, logger);
    else if (response.html === undefined) res.json(response.body);
    else res.set({ 'Content-Type': 'text/html; charset=utf-8' }).send(response.html);
  };
}

/**
 * Writes a streamed answer, waiting whenever the socket's buffer is full, so that only what the client has
 * not read yet is held in memory. A failure half-way cannot change the status any more: the connection is
 * cut, so that the client sees an incomplete answer rather than a short one that looks whole.
 */
async function writeStream(res: ExpressLikeResponse, stream: AsyncIterable<string>, logger: Logger) {
  let closed = false;
  res.once!('close', () => (closed = true));
  try {
    for await (const chunk of stream) {
      // The client went away: stop reading (leaving the loop ends the stream's work too).
      if (closed) return;
      if (!res.write!(chunk)) {
        await new Promise<void>((resolve) => {
          res.once!('drain', resolve);
          res.once!('close', resolve);
        });
      }
    }
    res.end!();
  } catch (error) {
    logger.error('Streamed answer failed', { error: error instanceof Error ? error.message : String(error) });
    res.destroy!(error instanceof Error ? error : undefined);
  }
}
