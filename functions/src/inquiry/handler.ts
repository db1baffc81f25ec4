/**
 * The flow shared by the contact form and the service request: validate → store the inquiry
 * (delivery pending) → deliver it (email the agency, reply-to the visitor; acknowledge the visitor)
 * → record the delivery → answer. Stored before any email, so no lead is lost: a failed or
 * interrupted delivery is retried by the sweep (../sweep.ts) with backoff, and after the last attempt
 * the agency is alerted.
 *
 * Delivery always sends the STORED text. A repeated attemptId with the same text is the same
 * inquiry (delivered at most once more if it was not yet); a changed text is a new inquiry.
 *
 * With a chat webhook configured the inquiry is stored with its team notice pending too, posted after the
 * emails whatever became of them (teamNotice.ts); it never changes the answer.
 */
import type * as z from 'zod';
import { failedDelivery, gaveUp, sentDelivery } from '../lib/delivery.js';
import { gateForm } from '../http/gate.js';
import { json, wantsPage, type ApiRequest, type ApiResponse } from '../http/request.js';
import type { Clock } from '../lib/clock.js';
import type { Logger } from '../lib/logger.js';
import type { SubmissionGuard } from '../http/guard.js';
import type { RateLimiter } from '../http/rateLimit.js';
import { errorMessage, maskEmail } from '../lib/text.js';
import { DEFAULT_STEP_TIMEOUT_MS, type StepLimit, timeLimit } from '../lib/timeout.js';
import { alertUndelivered } from '../mail/alerts.js';
import { MailUnavailableError, type MailConfig, type Mailer } from '../mail/mailer.js';
import type { InquiryEndpoint, Submission } from './endpoint.js';
import type { InquiryStore } from './store.js';
import { COLLECTIONS } from '../store/firestore.js';
import { notStoredAnswer, queuedAnswer, receivedAnswer, refusedAnswer } from './pages.js';
import { deliverTeamNotice } from './teamNotice.js';
import type { TeamChat } from '../chat/webhook.js';

export const INQUIRY_MESSAGES = {
  failed: 'Failed to send message. Please try again later.',
} as const;

export interface InquiryDeps {
  store: InquiryStore;
  mailer: Mailer;
  mail: MailConfig;
  clock: Clock;
  limiter: RateLimiter;
  logger: Logger;
  /** How long one step may take (default: `timeLimit(DEFAULT_STEP_TIMEOUT_MS)`). */
  stepLimit?: StepLimit;
  guard?: SubmissionGuard;
  /**
   * The site's origin (e.g. 'https://lakeforge.ca'): a post a browser sent from another site is refused,
   * and the form is also accepted posted natively from its pages (form-encoded; docs/functions.md).
   * Without it, JSON only.
   */
  siteOrigin?: string | undefined;
  /** The team's chat webhook, when one is configured: each new inquiry is posted to it. */
  teamChat?: TeamChat | undefined;
}

export type DeliveryOutcome =
  | { kind: 'sent' }
  /** Another caller is delivering it right now. */
  | { kind: 'busy' }
  | { kind: 'failed'; unavailable: boolean; alerted: boolean };

type DeliveryDeps = Pick<InquiryDeps, 'store' | 'mailer' | 'mail' | 'clock' | 'logger' | 'stepLimit'>;

/**
 * Delivers one stored inquiry (the handler right after storing it, the sweep later). Throws only when
 * the delivery could not be started (storage unreachable); the record then waits for the sweep.
 */
export async function deliverInquiry<S extends z.ZodType<Submission>>(
  endpoint: InquiryEndpoint<S>,
  id: string,
  deps: DeliveryDeps,
): Promise<DeliveryOutcome> {
  const limit = deps.stepLimit ?? timeLimit(DEFAULT_STEP_TIMEOUT_MS);
  const step = <T>(work: () => Promise<T>, name: string) => limit(work(), name);
  const started = await step(() => deps.store.startDelivery(endpoint.kind, id, deps.clock.now()), 'start delivery');
  if (started.kind !== 'deliver') return started;
  const { inquiry } = started;
  const record = `${COLLECTIONS[endpoint.kind]}/${id}`;
  const finish = (delivery: Parameters<InquiryStore['finishDelivery']>[2]) =>
    step(() => deps.store.finishDelivery(endpoint.kind, id, delivery), 'record delivery').catch((error: unknown) => {
      // The lock lapses and the sweep looks again; at worst the agency gets the inquiry twice.
      deps.logger.error(`${endpoint.name}: could not record the delivery`, { id, error: errorMessage(error) });
    });

  const stored = endpoint.schema.safeParse(inquiry.data);
  if (!stored.success) {
    deps.logger.error(`${endpoint.name}: the stored inquiry is not readable`, { id });
    return { kind: 'failed', unavailable: false, alerted: false };
  }
  const payload = stored.data;
  const who = maskEmail(payload.email);

  try {
    await step(
      () => deps.mailer.send(endpoint.notification(payload, { id, now: deps.clock.now() }, deps.mail)),
      'agency email',
    );
  } catch (error) {
    const delivery = failedDelivery(inquiry.delivery, `agency email: ${errorMessage(error)}`, deps.clock.now());
    deps.logger.error(`${endpoint.name}: delivery failed; the inquiry stays stored`, {
      id,
      visitor: who,
      attempts: delivery.attempts,
      error: delivery.error,
    });
    if (gaveUp(delivery)) {
      await alertUndelivered(
        {
          what: endpoint.label,
          record,
          name: payload.name,
          email: payload.email,
          attempts: delivery.attempts,
          error: delivery.error!,
        },
        deps,
      );
      delivery.alertedAt = deps.clock.now();
    }
    await finish(delivery);
    return { kind: 'failed', unavailable: error instanceof MailUnavailableError, alerted: gaveUp(delivery) };
  }
  const agencyEmailAt = deps.clock.now();

  let acknowledged: { visitorEmailAt: Date } | { error: string };
  try {
    await step(() => deps.mailer.send(endpoint.acknowledgement(payload, deps.mail)), 'acknowledgement');
    acknowledged = { visitorEmailAt: deps.clock.now() };
  } catch (error) {
    // The agency has the inquiry and answers the visitor itself.
    acknowledged = { error: `visitor acknowledgement: ${errorMessage(error)}` };
    deps.logger.warn(`${endpoint.name}: the acknowledgement was not sent`, {
      id,
      visitor: who,
      error: acknowledged.error,
    });
  }
  await finish(sentDelivery(inquiry.delivery, { agencyEmailAt, ...acknowledged }));
  deps.logger.info(`${endpoint.name}: delivered`, { id, visitor: who });
  return { kind: 'sent' };
}

/** How a submission that passed the gate ended. */
type InquiryOutcome =
  | { kind: 'received' }
  /** Storage failed: nothing is kept. */
  | { kind: 'not-stored' }
  /** Stored, not delivered yet: the sweep will. `unavailable`: mail is not configured. */
  | { kind: 'undelivered'; unavailable: boolean };

async function storeAndDeliver<S extends z.ZodType<Submission>>(
  data: z.output<S>,
  deps: InquiryDeps,
  endpoint: InquiryEndpoint<S>,
): Promise<InquiryOutcome> {
  const { attemptId, ...payload } = data;
  const who = maskEmail(payload.email);
  const limit = deps.stepLimit ?? timeLimit(DEFAULT_STEP_TIMEOUT_MS);

  let id: string;
  try {
    const options = { teamNotice: deps.teamChat !== undefined };
    ({ id } = await limit(deps.store.record(endpoint.kind, payload, attemptId, deps.clock.now(), options), 'store'));
  } catch (error) {
    deps.logger.error(`${endpoint.name}: could not store the inquiry`, { visitor: who, error: errorMessage(error) });
    return { kind: 'not-stored' };
  }

  let outcome: DeliveryOutcome;
  try {
    outcome = await deliverInquiry(endpoint, id, deps);
  } catch (error) {
    deps.logger.error(`${endpoint.name}: could not start the delivery; the sweep will`, {
      id,
      error: errorMessage(error),
    });
    return { kind: 'undelivered', unavailable: true };
  } finally {
    if (deps.teamChat) await deliverTeamNotice(endpoint, id, deps);
  }
  if (outcome.kind === 'failed') return { kind: 'undelivered', unavailable: outcome.unavailable };
  // 'busy': stored, and another request of this attempt is delivering it (or the sweep will).
  return { kind: 'received' };
}

/**
 * A contact inquiry or service request, sent by the site's script as JSON (answered in JSON) or by a
 * browser without scripts as a form post (answered with a 303 to the thank-you page, or a page that
 * says what to do next: `pages.ts`).
 */
export async function handleInquiry<S extends z.ZodType<Submission>>(
  request: ApiRequest,
  deps: InquiryDeps,
  endpoint: InquiryEndpoint<S>,
): Promise<ApiResponse> {
  const gate = await gateForm(request, {
    schema: endpoint.schema,
    limiter: deps.limiter,
    logger: deps.logger,
    endpoint: endpoint.name,
    kind: 'inquiry',
    clock: deps.clock,
    guard: deps.guard,
    siteOrigin: deps.siteOrigin,
    nativeForms: true,
    unavailableMessage: INQUIRY_MESSAGES.failed,
    stepLimit: deps.stepLimit,
  });
  const asPage = wantsPage(request);
  if (!gate.ok) return asPage ? refusedAnswer(endpoint.page, gate.refusal, gate.response) : gate.response;
  const outcome = await storeAndDeliver(gate.data, deps, endpoint);
  switch (outcome.kind) {
    case 'received':
      return asPage ? receivedAnswer(endpoint.page) : json(200, { ok: true });
    case 'not-stored':
      return asPage
        ? notStoredAnswer(endpoint.page, gate.input, INQUIRY_MESSAGES.failed)
        : json(503, { error: INQUIRY_MESSAGES.failed });
    case 'undelivered':
      return asPage
        ? queuedAnswer(endpoint.page)
        : json(outcome.unavailable ? 503 : 502, { error: INQUIRY_MESSAGES.failed });
  }
}
