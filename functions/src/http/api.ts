/**
 * The HTTP side shared by the three functions: a framework-free request/answer shape that handlers
 * are pure functions of, the common gate every form submission passes (method, rate limit, content
 * type, size, JSON, honeypot, validation), and the adapter to the Express-style (req, res) that
 * `onRequest` hands over.
 */
import type * as z from 'zod';
import { validate } from '../../../src/domain/forms/schemas.js';
import { clientAddress, DEFAULT_CLIENT_ADDRESS_SOURCE, type ClientAddressSource } from './clientAddress.js';
import { looksAutomated, quotaCounters, type SubmissionGuard, type SubmissionKind } from './guard.js';
import type { RateLimiter } from './rateLimit.js';

export type HeaderValue = string | string[] | undefined;

export interface ApiRequest {
  method: string;
  /** Header names in lower case (as Node gives them). */
  headers: Record<string, HeaderValue>;
  /** The body's bytes as received. */
  rawBody?: Buffer | string;
  /** A body some framework already parsed; used only when `rawBody` is absent. */
  body?: unknown;
  /**
   * The socket's peer address. Not Express's `req.ip`: under 'trust proxy' (which the Functions runtime
   * turns on) that is the leftmost X-Forwarded-For entry, which the client writes.
   */
  ip?: string;
}

export interface ApiResponse {
  status: number;
  body: Record<string, unknown>;
  headers?: Record<string, string>;
}

export interface Logger {
  info(message: string, data?: Record<string, unknown>): void;
  warn(message: string, data?: Record<string, unknown>): void;
  error(message: string, data?: Record<string, unknown>): void;
}

export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/**
 * Largest body accepted. The biggest legitimate one is a contact message of 5,000 characters,
 * which can take up to 3 bytes each in UTF-8 (about 15.5 kB with the other fields).
 */
export const MAX_BODY_BYTES = 20 * 1024;

export const MESSAGES = {
  methodNotAllowed: 'Method not allowed. Send the form with POST.',
  unsupportedMediaType: 'Content-Type must be application/json.',
  tooLarge: 'The submission is too large.',
  invalidJson: 'Request body must be valid JSON.',
  invalidFields: 'Please correct the highlighted fields.',
  rateLimited: 'Too many submissions from your connection. Please wait a few minutes and try again.',
  unexpected: 'Something went wrong. Please try again later.',
} as const;

export function json(status: number, body: Record<string, unknown>, headers?: Record<string, string>): ApiResponse {
  return headers ? { status, body, headers } : { status, body };
}

export function headerValue(request: ApiRequest, name: string): string | undefined {
  const value = request.headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}

function isJsonContentType(value: string | undefined): boolean {
  const mediaType = value?.split(';')[0]?.trim().toLowerCase();
  return mediaType === 'application/json';
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

type BodyResult = { ok: true; value: unknown } | { ok: false; response: ApiResponse };

function readJsonBody(request: ApiRequest): BodyResult {
  const declaredLength = Number(headerValue(request, 'content-length'));
  if (Number.isFinite(declaredLength) && declaredLength > MAX_BODY_BYTES) {
    return { ok: false, response: json(413, { error: MESSAGES.tooLarge }) };
  }
  const raw =
    request.rawBody ?? (typeof request.body === 'string' || Buffer.isBuffer(request.body) ? request.body : undefined);
  if (raw === undefined) {
    // Only a parsed body is available: measure it as JSON.
    if (request.body === undefined) return { ok: false, response: json(400, { error: MESSAGES.invalidJson }) };
    if (Buffer.byteLength(JSON.stringify(request.body) ?? '') > MAX_BODY_BYTES) {
      return { ok: false, response: json(413, { error: MESSAGES.tooLarge }) };
    }
    return { ok: true, value: request.body };
  }
  const bytes = typeof raw === 'string' ? Buffer.from(raw, 'utf8') : raw;
  if (bytes.length > MAX_BODY_BYTES) return { ok: false, response: json(413, { error: MESSAGES.tooLarge }) };
  try {
    return { ok: true, value: JSON.parse(utf8.decode(bytes)) };
  } catch {
    return { ok: false, response: json(400, { error: MESSAGES.invalidJson }) };
  }
}

export interface FormGateOptions<S extends z.ZodType> {
  schema: S;
  limiter: RateLimiter;
  logger: Logger;
  /** Names the endpoint in logs. */
  endpoint: string;
  /** Which quotas the submission counts against. */
  kind: SubmissionKind;
  clock: Clock;
  /** Client identity, minimum fill time and shared quotas; without it only the per-instance limit applies. */
  guard?: SubmissionGuard | undefined;
  /** Where the client's address comes from when there is no guard (its `client` otherwise). */
  client?: ClientAddressSource | undefined;
  /** What a real success of this endpoint looks like; a bot gets it instead. Default 200 `{ok: true}`. */
  decoy?: (data: z.output<S>) => ApiResponse;
}

export type FormGateResult<T> = { ok: true; data: T } | { ok: false; response: ApiResponse };

function tooMany(error: string, retryAfterSeconds: number): ApiResponse {
  return json(429, { error }, { 'Retry-After': String(retryAfterSeconds) });
}

/**
 * Everything before a form submission is acted on. Answers: 405 (with Allow: POST) for other
 * methods; 429 (with Retry-After) over the per-instance limit of the client; 415 without a JSON
 * Content-Type; 413 over MAX_BODY_BYTES; 400 for a body that is not JSON; 400 `{error, fields}` for
 * invalid fields; the endpoint's own success (`decoy`) for a bot (honeypot filled or sent too fast:
 * nothing is stored, sent or counted); 429 over a shared quota (per email address, per client).
 */
export async function gateForm<S extends z.ZodType>(
  request: ApiRequest,
  options: FormGateOptions<S>,
): Promise<FormGateResult<z.output<S>>> {
  if (request.method.toUpperCase() !== 'POST') {
    return { ok: false, response: json(405, { error: MESSAGES.methodNotAllowed }, { Allow: 'POST' }) };
  }
  const client = clientAddress(request, options.guard?.client ?? options.client ?? DEFAULT_CLIENT_ADDRESS_SOURCE);
  const rate = options.limiter.take(client);
  if (!rate.ok) {
    options.logger.warn(`${options.endpoint}: rate limit reached`);
    return { ok: false, response: tooMany(MESSAGES.rateLimited, rate.retryAfterSeconds) };
  }
  if (!isJsonContentType(headerValue(request, 'content-type'))) {
    return { ok: false, response: json(415, { error: MESSAGES.unsupportedMediaType }) };
  }
  const body = readJsonBody(request);
  if (!body.ok) return body;
  const result = validate(options.schema, body.value);
  if (!result.ok) return { ok: false, response: json(400, { error: MESSAGES.invalidFields, fields: result.fields }) };
  if (looksAutomated(body.value, options.guard?.minFillMs ?? 0)) {
    options.logger.info(`${options.endpoint}: honeypot filled or sent too fast, submission ignored`);
    return { ok: false, response: options.decoy ? options.decoy(result.data) : json(200, { ok: true }) };
  }
  if (options.guard) {
    const { email } = result.data as { email: string };
    const counters = quotaCounters(options.kind, email, client, options.guard.limits);
    const quota = await options.guard.quotas.take(counters, options.clock.now());
    if (!quota.ok) {
      options.logger.warn(`${options.endpoint}: quota reached`);
      return { ok: false, response: tooMany(quota.message, quota.retryAfterSeconds) };
    }
  }
  return { ok: true, data: result.data };
}

// ---------------------------------------------------------------------------------------------
// Adapter to Express-style (req, res)
// ---------------------------------------------------------------------------------------------

/** What the adapter reads of an Express (firebase-functions) request. */
export interface ExpressLikeRequest {
  method: string;
  headers: Record<string, HeaderValue>;
  rawBody?: Buffer;
  body?: unknown;
  socket?: { remoteAddress?: string | undefined };
}

/** What the adapter uses of an Express response. */
export interface ExpressLikeResponse {
  status(code: number): this;
  set(headers: Record<string, string>): this;
  json(body: unknown): unknown;
}

export type ApiHandler = (request: ApiRequest) => Promise<ApiResponse>;

/** Runs `handle` for an Express-style request and writes its answer; unexpected errors answer 500. */
export function toRequestHandler(handle: ApiHandler, logger: Logger) {
  return async (req: ExpressLikeRequest, res: ExpressLikeResponse): Promise<void> => {
    let response: ApiResponse;
    try {
      response = await handle({
        method: req.method,
        headers: req.headers,
        rawBody: req.rawBody,
        body: req.body,
        ip: req.socket?.remoteAddress,
      });
    } catch (error) {
      logger.error('Unexpected error', { error: error instanceof Error ? error.message : String(error) });
      response = json(500, { error: MESSAGES.unexpected });
    }
    res
      .status(response.status)
      .set({ 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff', ...response.headers })
      .json(response.body);
  };
}
