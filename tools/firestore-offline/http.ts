/**
 * HTTP layer: routing of the Firestore REST URLs (with `(default)` literal or percent-encoded, any query string),
 * CORS for browsers, JSON bodies whatever the Content-Type, and errors in Google's format.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { CallContext, FirestoreApi } from './api.js';
import { ApiError, invalidArgument, isLegacyGaxRestClient, renderError } from './errors.js';
import { databaseKey } from './paths.js';
import { isAdminRequest } from './rules.js';

export interface HttpHandlerOptions {
  api: FirestoreApi;
  /** When set, other projects are answered 404; by default any project is served (each with its own data). */
  projectId?: string | undefined;
  /** Awaited after every change before answering (persistence). */
  persist: () => Promise<void>;
  /** Answer ALREADY_EXISTS / FAILED_PRECONDITION so that google-gax 4 clients get a non-retried code. Default true. */
  legacyGaxErrorCompat?: boolean | undefined;
  maxBodyBytes?: number | undefined;
  /** Browser origins allowed to call (CORS); requests from any other Origin are refused. Default LOCAL_ORIGINS. */
  allowedOrigins?: readonly string[] | undefined;
  log?: ((line: string) => void) | undefined;
  onInternalError?: ((error: unknown) => void) | undefined;
}

const VERBS = new Set(['runQuery', 'batchGet', 'commit', 'rollback']);

const DEFAULT_ALLOWED_HEADERS = [
  'authorization',
  'content-type',
  'google-cloud-resource-prefix',
  'x-goog-api-client',
  'x-goog-request-params',
  'x-firebase-gmpid',
  'x-firebase-appcheck',
  'x-firebase-client',
  'x-goog-user-project',
].join(', ');

/**
 * The local site's origins: the Hosting emulator (5000) and Vite's dev server (5173), by address and by
 * name. Any other web page a developer visits gets no CORS grant and a 403, so it can neither read nor
 * change local data.
 */
export const LOCAL_ORIGINS: readonly string[] = ['127.0.0.1', 'localhost'].flatMap((host) =>
  [5000, 5173].map((port) => `http://${host}:${port}`),
);

/** Headers for a request without Origin (SDKs in Node, curl) or from an allowed origin; never for others. */
function corsHeaders(req: IncomingMessage): Record<string, string> {
  const origin = req.headers.origin;
  if (origin === undefined) return { 'Access-Control-Allow-Origin': '*' };
  return { 'Access-Control-Allow-Origin': origin, 'Access-Control-Allow-Credentials': 'true', Vary: 'Origin' };
}

function preflightHeaders(req: IncomingMessage): Record<string, string> {
  const requested = req.headers['access-control-request-headers'];
  const headers: Record<string, string> = {
    ...corsHeaders(req),
    'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
    'Access-Control-Allow-Headers':
      typeof requested === 'string' && requested.trim() !== '' ? requested : DEFAULT_ALLOWED_HEADERS,
    'Access-Control-Max-Age': '86400',
  };
  if (req.headers['access-control-request-private-network'] === 'true')
    headers['Access-Control-Allow-Private-Network'] = 'true';
  if (headers['Vary'] !== undefined) headers['Vary'] = 'Origin, Access-Control-Request-Headers';
  return headers;
}

function sendJson(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  body: unknown,
  extra: Record<string, string> = {},
): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    ...corsHeaders(req),
    ...extra,
    'Content-Type': 'application/json; charset=UTF-8',
    'Content-Length': String(Buffer.byteLength(text)),
    'Cache-Control': 'no-store',
  });
  res.end(text);
}

class BodyTooLarge extends Error {}

async function readBody(req: IncomingMessage, limit: number): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  let tooLarge = false;
  for await (const chunk of req) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > limit) tooLarge = true;
    if (!tooLarge) chunks.push(buffer);
  }
  if (tooLarge) throw new BodyTooLarge();
  return Buffer.concat(chunks).toString('utf8');
}

function parseJsonBody(text: string): Record<string, unknown> {
  if (text.trim() === '') return {};
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch (error) {
    throw invalidArgument(`Invalid JSON payload received. ${(error as Error).message}`);
  }
  if (body === null || typeof body !== 'object' || Array.isArray(body))
    throw invalidArgument('Invalid JSON payload received. Expected an object.');
  return body as Record<string, unknown>;
}

type Route = { kind: 'health' } | { kind: 'verb'; project: string; database: string; verb: string };

const VERB_URL = /^\/v1\/projects\/([^/]+)\/databases\/([^/]+)\/documents:([A-Za-z]+)$/;

function route(pathname: string): Route | undefined {
  if (pathname === '/' || pathname === '') return { kind: 'health' };
  const match = VERB_URL.exec(pathname);
  if (!match || !VERBS.has(match[3]!)) return undefined;
  return { kind: 'verb', project: match[1]!, database: match[2]!, verb: match[3]! };
}

const methodNotAllowed = (method: string, allowed: string): ApiError =>
  new ApiError('INVALID_ARGUMENT', `Method ${method} is not allowed here; use ${allowed}.`, {
    httpStatus: 405,
    headers: { Allow: `${allowed}, OPTIONS` },
  });

export function createRequestHandler(options: HttpHandlerOptions): (req: IncomingMessage, res: ServerResponse) => void {
  const { api } = options;
  const maxBodyBytes = options.maxBodyBytes ?? 11 * 1024 * 1024;
  const compat = options.legacyGaxErrorCompat ?? true;

  const checkProject = (project: string): void => {
    if (options.projectId !== undefined && project !== options.projectId) {
      throw new ApiError(
        'NOT_FOUND',
        `Project "${project}" is not served here (this endpoint serves "${options.projectId}").`,
      );
    }
  };

  const allowedOrigins = new Set(options.allowedOrigins ?? LOCAL_ORIGINS);

  async function dispatch(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const method = req.method ?? 'GET';
    const origin = req.headers.origin;
    if (origin !== undefined && !allowedOrigins.has(origin)) {
      req.resume();
      const { httpStatus, body } = renderError(
        new ApiError('PERMISSION_DENIED', `Origin ${origin} is not allowed by the offline Firestore endpoint.`),
        { legacyGaxRestClient: false },
      );
      res.writeHead(httpStatus, { 'Content-Type': 'application/json; charset=UTF-8', Vary: 'Origin' });
      res.end(JSON.stringify(body));
      return;
    }
    if (method === 'OPTIONS') {
      res.writeHead(204, preflightHeaders(req));
      res.end();
      return;
    }
    const url = new URL(req.url ?? '/', 'http://localhost');
    let pathname: string;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      throw invalidArgument('Malformed URL encoding');
    }
    const target = route(pathname);
    if (target === undefined) {
      throw new ApiError(
        'NOT_FOUND',
        `Not found: ${method} ${pathname} (the offline Firestore endpoint serves documents:${[...VERBS].join('|')})`,
      );
    }
    if (target.kind === 'health') {
      if (method !== 'GET' && method !== 'HEAD') throw methodNotAllowed(method, 'GET');
      res.writeHead(200, { ...corsHeaders(req), 'Content-Type': 'text/plain; charset=UTF-8' });
      res.end(method === 'HEAD' ? undefined : 'Ok\n');
      return;
    }
    checkProject(target.project);
    const dbKey = databaseKey(target.project, target.database);

    if (method !== 'POST') throw methodNotAllowed(method, 'POST');
    let text: string;
    try {
      text = await readBody(req, maxBodyBytes);
    } catch (error) {
      if (error instanceof BodyTooLarge) {
        throw new ApiError('INVALID_ARGUMENT', `Request payload larger than ${maxBodyBytes} bytes.`, {
          httpStatus: 413,
        });
      }
      throw error;
    }
    const body = parseJsonBody(text);
    const ctx: CallContext = { dbKey, admin: isAdminRequest(req.headers) };
    let result: unknown;
    switch (target.verb) {
      case 'runQuery':
        result = api.runQuery(ctx, body);
        break;
      case 'batchGet':
        result = api.batchGet(ctx, body);
        break;
      case 'commit':
        result = api.commit(ctx, body);
        await options.persist();
        break;
      case 'rollback':
        result = api.rollback(ctx, body);
        break;
    }
    sendJson(req, res, 200, result);
  }

  return (req, res) => {
    const started = Date.now();
    dispatch(req, res)
      .catch((error: unknown) => {
        let apiError: ApiError;
        if (error instanceof ApiError) {
          apiError = error;
        } else {
          options.onInternalError?.(error);
          apiError = new ApiError(
            'INTERNAL',
            `Internal error in the offline Firestore endpoint: ${(error as Error)?.message ?? String(error)}`,
          );
        }
        const legacy = compat && isLegacyGaxRestClient(req.headers['x-goog-api-client'] as string | undefined);
        const { httpStatus, body } = renderError(apiError, { legacyGaxRestClient: legacy });
        if (res.headersSent) {
          res.destroy();
          return;
        }
        // Drain the rest of an unread body so that keep-alive connections stay usable.
        req.resume();
        sendJson(req, res, httpStatus, body, apiError.headers);
      })
      .finally(() => {
        options.log?.(`${req.method} ${req.url} ${res.statusCode} ${Date.now() - started}ms`);
      });
  };
}
