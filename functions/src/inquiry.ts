/**
 * The flow shared by the contact form and the service request: validate → store the inquiry
 * (delivery pending) → email the agency (reply-to the visitor) → acknowledge the visitor → record
 * the delivery → answer. The inquiry is stored before any email, so nothing is lost when email
 * fails: the record stays with delivery 'failed' and the visitor is asked to try again.
 *
 * A repeated attemptId (the browser retrying one submission) stores and sends nothing new when the
 * first attempt's agency email went out (or is still going out); when the first attempt's delivery
 * failed, the retry sends it again.
 */
import type * as z from 'zod';
import { gateForm, json, type ApiRequest, type ApiResponse, type Clock, type Logger } from './http/api.js';
import type { SubmissionGuard } from './http/guard.js';
import type { RateLimiter } from './http/rateLimit.js';
import { errorMessage, maskEmail } from './lib/text.js';
import type { MailConfig, MailMessage, Mailer } from './mail/mailer.js';
import type { InquiryContext } from './mail/templates.js';
import type { InquiryKind, InquiryStore } from './store/types.js';

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
  guard?: SubmissionGuard;
}

type Submission = { name: string; email: string; attemptId?: string | undefined };

export interface InquiryEndpoint<S extends z.ZodType<Submission>> {
  kind: InquiryKind;
  /** Names the endpoint in logs. */
  name: string;
  schema: S;
  notification(payload: Omit<z.output<S>, 'attemptId'>, context: InquiryContext, config: MailConfig): MailMessage;
  acknowledgement(payload: Omit<z.output<S>, 'attemptId'>, config: MailConfig): MailMessage;
}

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
  });
  if (!gate.ok) return gate.response;
  const { attemptId, ...payload } = gate.data;
  const who = maskEmail(payload.email);
  const failed = (status: number) => json(status, { error: INQUIRY_MESSAGES.failed });

  let record;
  try {
    record = await deps.store.record(endpoint.kind, payload, attemptId);
  } catch (error) {
    deps.logger.error(`${endpoint.name}: could not store the inquiry`, { visitor: who, error: errorMessage(error) });
    return failed(503);
  }
  const { id } = record;
  if (record.duplicate && record.delivery.status !== 'failed') {
    deps.logger.info(`${endpoint.name}: repeated attempt of a stored inquiry`, {
      id,
      delivery: record.delivery.status,
    });
    return json(200, { ok: true });
  }

  const now = deps.clock.now();
  try {
    await deps.mailer.send(endpoint.notification(payload, { id, now }, deps.mail));
  } catch (error) {
    const reason = `agency email: ${errorMessage(error)}`;
    deps.logger.error(`${endpoint.name}: delivery failed; the inquiry stays stored`, {
      id,
      visitor: who,
      error: reason,
    });
    await deps.store
      .markDelivery(endpoint.kind, id, { status: 'failed', error: reason })
      .catch((markError: unknown) => {
        deps.logger.error(`${endpoint.name}: could not record the failed delivery`, {
          id,
          error: errorMessage(markError),
        });
      });
    return failed(502);
  }
  const agencyEmailAt = deps.clock.now();

  let visitorEmailAt: Date | undefined;
  let visitorError: string | undefined;
  try {
    await deps.mailer.send(endpoint.acknowledgement(payload, deps.mail));
    visitorEmailAt = deps.clock.now();
  } catch (error) {
    visitorError = `visitor acknowledgement: ${errorMessage(error)}`;
    deps.logger.warn(`${endpoint.name}: the acknowledgement was not sent`, { id, visitor: who, error: visitorError });
  }

  try {
    await deps.store.markDelivery(endpoint.kind, id, {
      status: 'sent',
      agencyEmailAt,
      ...(visitorEmailAt ? { visitorEmailAt } : {}),
      ...(visitorError ? { error: visitorError } : {}),
    });
  } catch (error) {
    // The agency has the inquiry; only its delivery record is stale.
    deps.logger.error(`${endpoint.name}: could not record the delivery`, { id, error: errorMessage(error) });
  }
  deps.logger.info(`${endpoint.name}: delivered`, { id, visitor: who });
  return json(200, { ok: true });
}
