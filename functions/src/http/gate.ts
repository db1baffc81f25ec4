/**
 * The common gate every form submission passes before it is acted on: method, same-site check of every
 * post, content type, rate limit, size, body, validation, honeypot and fill time, quotas.
 */
import type * as z from 'zod';
import { validate } from '../../../src/domain/forms/schemas.js';
import type { Clock } from '../lib/clock.js';
import type { Logger } from '../lib/logger.js';
import { errorMessage } from '../lib/text.js';
import { DEFAULT_STEP_TIMEOUT_MS, timeLimit, type StepLimit } from '../lib/timeout.js';
import { readFormBody, readJsonBody } from './body.js';
import { clientAddress, DEFAULT_CLIENT_ADDRESS_SOURCE, type ClientAddressSource } from './clientAddress.js';
import { looksAutomated, quotaCounters, type SubmissionGuard, type SubmissionKind } from './guard.js';
import type { RateLimiter } from './rateLimit.js';
import {
  FORM_MEDIA_TYPE,
  headerValue,
  isCompressed,
  isCrossSitePost,
  isSameOriginPost,
  json,
  mediaType,
  MESSAGES,
  type ApiRequest,
  type ApiResponse,
} from './request.js';

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
  /**
   * What a suspected bot (honeypot filled, or a JSON post sent sooner than the minimum fill time) is
   * answered, with nothing stored, sent or counted. Default: what a real success of an inquiry looks like,
   * 200 `{ok: true}`, so a bot learns nothing (docs/abuse.md, "Bots").
   */
  botAnswer?: (data: z.output<S>) => ApiResponse;
  /**
   * The site's own origin: a post a browser says came from anywhere else is refused before anything is
   * counted (`isCrossSitePost`).
   */
  siteOrigin?: string | undefined;
  /**
   * Also accept the form posted natively (form-encoded, without scripts), only from the pages of
   * `siteOrigin` (`isSameOriginPost`). Without it, or without `siteOrigin`, only JSON is accepted.
   */
  nativeForms?: boolean | undefined;
  /**
   * What the visitor reads when the shared quotas cannot be reached (503, nothing acted on): the endpoint's own
   * "try again".
   */
  unavailableMessage: string;
  /** How long the quotas may take (the handler's step limit). */
  stepLimit?: StepLimit | undefined;
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
  | { kind: 'unavailable'; message: string; input: Record<string, unknown> }
  | { kind: 'bot' };

export type FormGateResult<T> =
  | {
      ok: true;
      data: T;
      input: Record<string, unknown>;
      /**
       * Gives back what the shared quotas counted for this submission, when the endpoint refuses it
       * after all with nothing sent (a booking whose time was taken: docs/abuse.md). Never throws: a
       * failure is logged and the count stays (the strict side).
       */
      refundQuotas(): Promise<void>;
    }
  | { ok: false; response: ApiResponse; refusal: GateRefusal };

const nothingToRefund = () => Promise.resolve();

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
 * methods; 415 (with Accept-Encoding: identity) for a compressed body; 403 for a post a browser sent
 * from another site, whatever its Content-Type, and for a form-encoded post not shown to come from the
 * site's own pages; 415 for another Content-Type (these refusals count nothing); 429 (with
 * Retry-After) over the per-instance limit of the client; 413 over MAX_BODY_BYTES; 400 for a body
 * that cannot be read; 400 `{error, fields}` for invalid fields; `botAnswer` for a bot (honeypot
 * filled, or a JSON post sent too fast: nothing is stored, sent or counted); 429 over a shared quota
 * (per email address, per client); 503 `unavailableMessage` when the quotas cannot be read or written in time
 * (nothing is acted on, so the visitor may simply send again). A native post has no script to time it, so only
 * the honeypot judges it (docs/abuse.md).
 */
export async function gateForm<S extends z.ZodType>(
  request: ApiRequest,
  options: FormGateOptions<S>,
): Promise<FormGateResult<z.output<S>>> {
  if (request.method.toUpperCase() !== 'POST') {
    return refuseRequest(json(405, { error: MESSAGES.methodNotAllowed }, { Allow: 'POST' }));
  }
  if (isCompressed(request)) {
    // A line per refusal: the log-based view of an attack with compressed bodies (scripts/alerts.ts).
    options.logger.warn(`request refused: compressed body (${options.endpoint})`, {
      contentEncoding: headerValue(request, 'content-encoding'),
    });
    return refuseRequest(json(415, { error: MESSAGES.compressed }, { 'Accept-Encoding': 'identity' }));
  }
  const { siteOrigin } = options;
  const formsAccepted = options.nativeForms === true && siteOrigin !== undefined;
  const native = formsAccepted && mediaType(request) === FORM_MEDIA_TYPE;
  if (native ? !isSameOriginPost(request, siteOrigin) : isCrossSitePost(request, siteOrigin)) {
    options.logger.warn(`${options.endpoint}: posted from another site, refused`);
    return { ok: false, response: json(403, { error: MESSAGES.crossSite }), refusal: { kind: 'cross-site' } };
  }
  if (!native && mediaType(request) !== 'application/json') {
    return refuseRequest(
      json(415, { error: formsAccepted ? MESSAGES.unsupportedFormMediaType : MESSAGES.unsupportedMediaType }),
    );
  }
  const client = clientAddress(request, options.guard?.client ?? options.client ?? DEFAULT_CLIENT_ADDRESS_SOURCE);
  const rate = options.limiter.take(client);
  const body = native ? readFormBody(request) : readJsonBody(request);
  /** What was sent, to show it again (only a readable object). */
  const input = body.ok && isPlainObject(body.value) ? body.value : {};
  if (!rate.ok) {
    options.logger.warn(`${options.endpoint}: rate limit reached`);
    return {
      ok: false,
      response: tooMany(MESSAGES.rateLimited, rate.retryAfterSeconds),
      refusal: { kind: 'limited', message: MESSAGES.rateLimited, input },
    };
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
    options.logger.info(`${options.endpoint}: honeypot filled or sent too fast, submission not acted on`);
    return {
      ok: false,
      response: options.botAnswer ? options.botAnswer(result.data) : json(200, { ok: true }),
      refusal: { kind: 'bot' },
    };
  }
  if (options.guard) {
    const { guard } = options;
    const { email } = result.data as { email: string };
    const counters = quotaCounters(options.kind, email, client, guard.limits);
    const limit = options.stepLimit ?? timeLimit(DEFAULT_STEP_TIMEOUT_MS);
    let quota;
    try {
      quota = await limit(guard.quotas.take(counters, options.clock.now()), 'quotas');
    } catch (error) {
      options.logger.error(`${options.endpoint}: could not count the submission against its quotas`, {
        error: errorMessage(error),
      });
      return {
        ok: false,
        response: json(503, { error: options.unavailableMessage }),
        refusal: { kind: 'unavailable', message: options.unavailableMessage, input },
      };
    }
    if (!quota.ok) {
      options.logger.warn(`${options.endpoint}: quota reached`);
      return {
        ok: false,
        response: tooMany(quota.message, quota.retryAfterSeconds),
        refusal: { kind: 'limited', message: quota.message, input },
      };
    }
    const { taken } = quota;
    const refundQuotas = async () => {
      try {
        await limit(guard.quotas.give(taken), 'quota refund');
      } catch (error) {
        options.logger.warn(`${options.endpoint}: could not give back the quota of a refused submission`, {
          error: errorMessage(error),
        });
      }
    };
    return { ok: true, data: result.data, input, refundQuotas };
  }
  return { ok: true, data: result.data, input, refundQuotas: nothingToRefund };
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
