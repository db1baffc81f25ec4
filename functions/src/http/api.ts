/**
 * The HTTP side shared by the three functions: a framework-free request/answer shape that handlers
 * are pure functions of, the common gate every form submission passes (method, same-site check of
 * native form posts, rate limit, content type, size, body, validation, honeypot and fill time, quotas),
 * and the adapter to the Express-style (req, res) that `onRequest` hands over.
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
  /** Sent as JSON unless `html` is given. */
  body: Record<string, unknown>;
  headers?: Record<string, string>;
  /** A page for a browser that posted a form natively (sent as text/html instead of `body`). */
  html?: string;
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
  unsupportedFormMediaType: 'Content-Type must be application/json or application/x-www-form-urlencoded.',
  crossSite: 'Forms are accepted only from our own pages.',
  unreadableForm: 'The form data could not be read. Please try again.',
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

function mediaType(request: ApiRequest): string | undefined {
  return headerValue(request, 'content-type')?.split(';')[0]?.trim().toLowerCase();
}

/** What a browser sends for a `<form method="post">` without scripts. */
export const FORM_MEDIA_TYPE = 'application/x-www-form-urlencoded';

/**
 * The request is a page load (a form posted natively, not a script's fetch): it is answered with a
 * page or a redirect. `Sec-Fetch-Mode` where the browser sends it; otherwise an `Accept` asking for HTML.
 */
export function wantsPage(request: ApiRequest): boolean {
  const mode = headerValue(request, 'sec-fetch-mode');
  if (mode) return mode.toLowerCase() === 'navigate';
  return /\btext\/html\b/i.test(headerValue(request, 'accept') ?? '');
}

/**
 * A form post from one of the site's own pages: `Sec-Fetch-Site: same-origin` (browsers set it and
 * scripts cannot), or, from a browser too old to send it, an `Origin` equal to the site's. Anything else
 * (another site, a same-site subdomain, no header at all) is refused: a page elsewhere must not be able
 * to post a visitor into sending us a message.
 */
export function isSameOriginPost(request: ApiRequest, siteOrigin: string): boolean {
  const site = headerValue(request, 'sec-fetch-site');
  if (site) return site.toLowerCase() === 'same-origin';
  const origin = headerValue(request, 'origin');
  return origin !== undefined && origin.toLowerCase() === siteOrigin.toLowerCase();
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

type BodyResult = { ok: true; value: unknown } | { ok: false; response: ApiResponse };

/** The body's bytes, or a 413 when they (or the declared length) exceed MAX_BODY_BYTES; undefined when only a parsed body exists. */
function rawBodyBytes(
  request: ApiRequest,
): { ok: true; bytes: Buffer | undefined } | { ok: false; response: ApiResponse } {
  const tooLarge = { ok: false as const, response: json(413, { error: MESSAGES.tooLarge }) };
  const declaredLength = Number(headerValue(request, 'content-length'));
  if (Number.isFinite(declaredLength) && declaredLength > MAX_BODY_BYTES) return tooLarge;
  const raw =
    request.rawBody ?? (typeof request.body === 'string' || Buffer.isBuffer(request.body) ? request.body : undefined);
  if (raw === undefined) return { ok: true, bytes: undefined };
  const bytes = typeof raw === 'string' ? Buffer.from(raw, 'utf8') : raw;
  return bytes.length > MAX_BODY_BYTES ? tooLarge : { ok: true, bytes };
}

/**
 * A form-encoded body, read from its bytes rather than the framework's parse: body-parser's extended
 * (qs) mode turns `a[]=` and `a[b]=` into arrays and objects. A repeated name gives an array, which
 * validation refuses like any value that is not text.
 */
function readFormBody(request: ApiRequest): BodyResult {
  const raw = rawBodyBytes(request);
  if (!raw.ok) return raw;
  if (raw.bytes === undefined) {
    // Only a parsed body is available (qs may have made arrays or objects: validation refuses them).
    if (typeof request.body !== 'object' || request.body === null) {
      return { ok: false, response: json(400, { error: MESSAGES.unreadableForm }) };
    }
    if (Buffer.byteLength(JSON.stringify(request.body)) > MAX_BODY_BYTES) {
      return { ok: false, response: json(413, { error: MESSAGES.tooLarge }) };
    }
    return { ok: true, value: request.body };
  }
  let text: string;
  try {
    text = utf8.decode(raw.bytes);
  } catch {
    return { ok: false, response: json(400, { error: MESSAGES.unreadableForm }) };
  }
  const fields: Record<string, string | string[]> = {};
  for (const [name, value] of new URLSearchParams(text)) {
    const earlier = fields[name];
    fields[name] = earlier === undefined ? value : [earlier, value].flat();
  }
  return { ok: true, value: fields };
}

function readJsonBody(request: ApiRequest): BodyResult {
  const raw = rawBodyBytes(request);
  if (!raw.ok) return raw;
  if (raw.bytes === undefined) {
    // Only a parsed body is available: measure it as JSON.
    if (request.body === undefined) return { ok: false, response: json(400, { error: MESSAGES.invalidJson }) };
    if (Buffer.byteLength(JSON.stringify(request.body) ?? '') > MAX_BODY_BYTES) {
      return { ok: false, response: json(413, { error: MESSAGES.tooLarge }) };
    }
    return { ok: true, value: request.body };
  }
  try {
    return { ok: true, value: JSON.parse(utf8.decode(raw.bytes)) };
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
  /**
   * Also accept the form posted natively (form-encoded, without scripts), only from this origin's pages
   * (`isSameOriginPost`). Without it only JSON is accepted.
   */
  nativeFormsFrom?: string | undefined;
}

/**
 * Why a submission was not acted on, for an endpoint that answers a native post with a page:
 * `request` refusals (method, content type, size, unreadable body) leave nothing to show again;
 * `cross-site` came from another site's page; the others carry what was sent.
 */
export type GateRefusal =
  | { kind: 'request' }
  | { kind: 'cross-site' }
  | { kind: 'invalid'; fields: Record<string, string>; input: Record<string, unknown> }
  | { kind: 'limited'; message: string; input: Record<string, unknown> }
  | { kind: 'bot' };

export type FormGateResult<T> =
  { ok: true; data: T; input: Record<string, unknown> } | { ok: false; response: ApiResponse; refusal: GateRefusal };

function tooMany(error: string, retryAfterSeconds: number): ApiResponse {
  return json(429, { error }, { 'Retry-After': String(retryAfterSeconds) });
}

const refuseRequest = (response: ApiResponse) => ({
  ok: false as const,
  response,
  refusal: { kind: 'request' as const },
});

/**
 * Everything before a form submission is acted on. Answers: 405 (with Allow: POST) for other
 * methods; 403 for a form-encoded post that is not from the site's own pages (when native forms are
 * accepted at all); 429 (with Retry-After) over the per-instance limit of the client; 415 for another
 * Content-Type; 413 over MAX_BODY_BYTES; 400 for a body that cannot be read; 400 `{error, fields}` for
 * invalid fields; the endpoint's own success (`decoy`) for a bot (honeypot filled, or a JSON post sent
 * too fast: nothing is stored, sent or counted); 429 over a shared quota (per email address, per
 * client). A native post has no script to time it, so only the honeypot judges it (docs/abuse.md).
 */
export async function gateForm<S extends z.ZodType>(
  request: ApiRequest,
  options: FormGateOptions<S>,
): Promise<FormGateResult<z.output<S>>> {
  if (request.method.toUpperCase() !== 'POST') {
    return refuseRequest(json(405, { error: MESSAGES.methodNotAllowed }, { Allow: 'POST' }));
  }
  const native = options.nativeFormsFrom !== undefined && mediaType(request) === FORM_MEDIA_TYPE;
  if (native && !isSameOriginPost(request, options.nativeFormsFrom!)) {
    options.logger.warn(`${options.endpoint}: form posted from another site, refused`);
    return { ok: false, response: json(403, { error: MESSAGES.crossSite }), refusal: { kind: 'cross-site' } };
  }
  const client = clientAddress(request, options.guard?.client ?? options.client ?? DEFAULT_CLIENT_ADDRESS_SOURCE);
  const rate = options.limiter.take(client);
  const body =
    !native && mediaType(request) !== 'application/json'
      ? undefined
      : native
        ? readFormBody(request)
        : readJsonBody(request);
  /** What was sent, to show it again (only a readable object). */
  const input = body?.ok && isPlainObject(body.value) ? body.value : {};
  if (!rate.ok) {
    options.logger.warn(`${options.endpoint}: rate limit reached`);
    return {
      ok: false,
      response: tooMany(MESSAGES.rateLimited, rate.retryAfterSeconds),
      refusal: { kind: 'limited', message: MESSAGES.rateLimited, input },
    };
  }
  if (!body) {
    const accepted =
      options.nativeFormsFrom === undefined ? MESSAGES.unsupportedMediaType : MESSAGES.unsupportedFormMediaType;
    return refuseRequest(json(415, { error: accepted }));
  }
  if (!body.ok) return refuseRequest(body.response);
  const result = validate(options.schema, body.value);
  if (!result.ok) {
    return {
      ok: false,
      response: json(400, { error: MESSAGES.invalidFields, fields: result.fields }),
      refusal: { kind: 'invalid', fields: result.fields, input },
    };
  }
  if (looksAutomated(body.value, native ? 0 : (options.guard?.minFillMs ?? 0))) {
    options.logger.info(`${options.endpoint}: honeypot filled or sent too fast, submission ignored`);
    return {
      ok: false,
      response: options.decoy ? options.decoy(result.data) : json(200, { ok: true }),
      refusal: { kind: 'bot' },
    };
  }
  if (options.guard) {
    const { email } = result.data as { email: string };
    const counters = quotaCounters(options.kind, email, client, options.guard.limits);
    const quota = await options.guard.quotas.take(counters, options.clock.now());
    if (!quota.ok) {
      options.logger.warn(`${options.endpoint}: quota reached`);
      return {
        ok: false,
        response: tooMany(quota.message, quota.retryAfterSeconds),
        refusal: { kind: 'limited', message: quota.message, input },
      };
    }
  }
  return { ok: true, data: result.data, input };
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
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
  send(body: string): unknown;
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
      .set({ 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff', ...response.headers });
    if (response.html === undefined) res.json(response.body);
    else res.set({ 'Content-Type': 'text/html; charset=utf-8' }).send(response.html);
  };
}
