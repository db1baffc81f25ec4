/**
 * POST /api/sendBookingEmail: books a free consultation (docs/functions.md, "Booking").
 *
 * validate → build the emails → stake the slot (one write) → claim a hold on it (a lease, in one
 * transaction) → email the visitor's invitation → confirm → answer 200 → email the agency. Only a
 * confirmed booking, whose invitation the mail service accepted, is ever answered 200. A definite mail
 * failure releases the hold; an uncertain one (a timeout) keeps the slot reserved and tells the agency;
 * a crash leaves a stake or a hold that lapses by itself when its lease ends. The agency's notice never
 * undoes a booking: when it fails, the sweep (../sweep.ts) retries it. With a chat webhook, the booking's
 * team notice is stored pending with the agency notice's record and posted after it (teamNotice.ts). The
 * same attemptId resumes its own booking.
 */
import { randomUUID } from 'node:crypto';
import { BOOKING_MESSAGES } from '../../../src/domain/api/booking.js';
import { GRID_ONLY } from '../../../src/domain/availability/rules.js';
import { checkBookable, slotId as slotIdOf } from '../../../src/domain/booking/slots.js';
import { bookingSchema } from '../../../src/domain/forms/schemas.js';
import { failedDelivery, pendingDelivery, sentDelivery, type Delivery } from '../lib/delivery.js';
import type { TeamChat } from '../chat/webhook.js';
import { deliverBookingTeamNotice } from './teamNotice.js';
import { gateForm } from '../http/gate.js';
import { json, MESSAGES, type ApiRequest, type ApiResponse } from '../http/request.js';
import type { Clock } from '../lib/clock.js';
import type { Logger } from '../lib/logger.js';
import type { SubmissionGuard } from '../http/guard.js';
import type { RateLimiter } from '../http/rateLimit.js';
import { errorMessage, maskEmail } from '../lib/text.js';
import { DEFAULT_STEP_TIMEOUT_MS, type StepLimit, timeLimit } from '../lib/timeout.js';
import { stakeAndClaim } from './claim.js';
import type { ManageLinks } from './links.js';
import { isDefiniteMailFailure, MailUnavailableError, type MailConfig, type Mailer } from '../mail/mailer.js';
import { bookingConfirmation, bookingNotification, uncertainBookingAlert, type BookingDetails } from './emails.js';
import type { BookingHold, BookingStore } from './store/types.js';

export interface BookingDeps {
  store: BookingStore;
  mailer: Mailer;
  mail: MailConfig;
  clock: Clock;
  limiter: RateLimiter;
  logger: Logger;
  /** Makes the booking's id and the manage link its invitation carries. */
  links: ManageLinks;
  /** How long one step may take. Default `timeLimit(DEFAULT_STEP_TIMEOUT_MS)`: four steps fit in the function's 60 s. */
  stepLimit?: StepLimit;
  guard?: SubmissionGuard;
  /** The site's origin: a booking a browser posted from another site is refused (403). */
  siteOrigin?: string | undefined;
  /** The team's chat webhook, when one is configured: each new booking is posted to it. */
  teamChat?: TeamChat | undefined;
}

const failed = (status: number): ApiResponse => json(status, { error: BOOKING_MESSAGES.failed });

const detailsOf = (hold: BookingHold): BookingDetails => ({ ...hold });

/**
 * Sends a confirmed booking's notice to the agency and records the outcome (never throws). Used
 * after the confirmation and by the sweep for notices that failed or whose function died. With a chat
 * webhook and `withTeamNotice` (the booking has no team notice yet), the record stores its team notice
 * pending too, so a function that dies before posting it leaves it to the sweep.
 */
export async function deliverAgencyNotice(
  hold: BookingHold,
  previous: Delivery,
  deps: Pick<BookingDeps, 'store' | 'mailer' | 'mail' | 'clock' | 'logger' | 'stepLimit' | 'teamChat'>,
  withTeamNotice = false,
): Promise<Delivery> {
  const limit = deps.stepLimit ?? timeLimit(DEFAULT_STEP_TIMEOUT_MS);
  const attempt = { ...previous, attempts: previous.attempts + 1 };
  let outcome: Delivery;
  try {
    await limit(deps.mailer.send(bookingNotification(detailsOf(hold), deps.mail, deps.clock.now())), 'agency notice');
    outcome = sentDelivery(attempt, { agencyEmailAt: deps.clock.now() });
  } catch (error) {
    deps.logger.error('booking: the agency notice failed; the sweep retries it', {
      slotId: hold.slotId,
      error: errorMessage(error),
    });
    outcome = failedDelivery(attempt, `agency notice: ${errorMessage(error)}`, deps.clock.now());
  }
  try {
    const teamNotice = withTeamNotice && deps.teamChat ? pendingDelivery(deps.clock.now()) : undefined;
    await limit(deps.store.recordAgencyNotice(hold.slotId, outcome, teamNotice), 'record agency notice');
  } catch (error) {
    // The booking stands; at worst the sweep sends the agency a second notice.
    deps.logger.error('booking: could not record the agency notice', {
      slotId: hold.slotId,
      error: errorMessage(error),
    });
  }
  return outcome;
}

/**
 * What a booking of `start` is answered when it succeeds, or 400 when it is off the
 * grid, on a weekend or holiday, past or outside the window. The agency's rules (closures, notice, busy
 * times) are checked by the claim, in its transaction, and answered 409 `unavailable`.
 */
function bookingAnswer(start: Date, now: Date): ApiResponse {
  if (!checkBookable(start, now, GRID_ONLY).ok) {
    return json(400, { error: MESSAGES.invalidFields, fields: { datetime: BOOKING_MESSAGES.notBookable } });
  }
  return json(200, { ok: true, booking: { datetime: start.toISOString(), slotId: slotIdOf(start) } });
}

export async function handleBooking(request: ApiRequest, deps: BookingDeps): Promise<ApiResponse> {
  const gate = await gateForm(request, {
    schema: bookingSchema,
    limiter: deps.limiter,
    logger: deps.logger,
    endpoint: 'booking',
    kind: 'booking',
    clock: deps.clock,
    guard: deps.guard,
    // A booking is a promise of a meeting: a suspected bot is told plainly that nothing was booked
    // (docs/abuse.md, "Bots"), never shown a confirmation.
    botAnswer: () => json(403, { error: BOOKING_MESSAGES.unconfirmed }),
    siteOrigin: deps.siteOrigin,
    unavailableMessage: BOOKING_MESSAGES.failed,
    stepLimit: deps.stepLimit,
  });
  if (!gate.ok) return gate.response;
  const payload = gate.data;

  // An attempt counts against the daily quotas only once it reaches the mail service: one refused
  // before anything is sent (time not bookable, taken, a second upcoming booking) or a repeat of a
  // confirmed one gives its count back (docs/abuse.md, "Quotas").
  const refused = async (response: ApiResponse) => {
    await gate.refundQuotas();
    return response;
  };
  const now = deps.clock.now();
  const start = new Date(payload.datetime);
  const answer = bookingAnswer(start, now);
  if (answer.status !== 200) return refused(answer);
  const slotId = slotIdOf(start);
  const attemptId = payload.attemptId ?? randomUUID();
  let hold: BookingHold;
  let invitation;
  try {
    hold = {
      name: payload.name,
      email: payload.email,
      purpose: payload.purpose,
      source: payload.source,
      start,
      slotId,
      attemptId,
      bookingId: deps.links.bookingId(attemptId, slotId),
    };
    // Built before anything is stored, so that nothing accepted above can fail halfway.
    invitation = bookingConfirmation(detailsOf(hold), deps.mail, now, deps.links.url(hold.bookingId, start));
  } catch (error) {
    deps.logger.error('booking: could not prepare the invitation', { slotId, error: errorMessage(error) });
    return failed(503);
  }
  const limit = deps.stepLimit ?? timeLimit(DEFAULT_STEP_TIMEOUT_MS);
  const step = <T>(work: () => Promise<T>, name: string) => limit(work(), name);
  const log = { slotId: hold.slotId, visitor: maskEmail(hold.email) };
  const confirmedAnswer = answer;

  let claim;
  try {
    claim = await stakeAndClaim(step, deps.store, hold, now);
  } catch (error) {
    // A claim that committed after all lapses with its lease; a retry of this attempt resumes it.
    deps.logger.error('booking: could not claim the slot', { ...log, error: errorMessage(error) });
    return failed(503);
  }
  if (claim.kind === 'taken') {
    deps.logger.info('booking: slot already taken', log);
    return refused(json(409, { error: BOOKING_MESSAGES.taken }));
  }
  if (claim.kind === 'unavailable') {
    deps.logger.info('booking: the availability rules refuse the time', { ...log, reason: claim.reason });
    return refused(json(409, { error: BOOKING_MESSAGES.unavailable }));
  }
  if (claim.kind === 'limited') {
    deps.logger.info('booking: the address already has an upcoming booking', log);
    return refused(
      json(
        429,
        { error: BOOKING_MESSAGES.oneUpcoming },
        { 'Retry-After': String(Math.max(1, claim.retryAfterSeconds)) },
      ),
    );
  }
  if (claim.kind === 'confirmed') {
    deps.logger.info('booking: repeated attempt of a confirmed booking', log);
    return refused(confirmedAnswer);
  }

  try {
    await step(() => deps.mailer.send(invitation), 'invitation');
  } catch (error) {
    return isDefiniteMailFailure(error) ? releaseAfter(error) : keepUncertain(error);
  }

  let confirmation;
  try {
    confirmation = await step(() => deps.store.confirm(hold, deps.clock.now()), 'confirm');
  } catch (error) {
    // The invitation went out: the slot must not lapse to someone else.
    return keepUncertain(error);
  }
  if (confirmation === 'lost') {
    deps.logger.error('booking: the invitation went out but the hold was lost', log);
    await tellAgency('the booking could not be confirmed after the invitation was sent');
    return failed(502);
  }
  deps.logger.info('booking: confirmed', log);
  await deliverAgencyNotice(hold, { status: 'pending', attempts: 0 }, deps, true);
  if (deps.teamChat) await deliverBookingTeamNotice(hold.slotId, deps);
  return confirmedAnswer;

  async function releaseAfter(error: unknown): Promise<ApiResponse> {
    deps.logger.error('booking: the invitation was not sent; releasing the slot', {
      ...log,
      error: errorMessage(error),
    });
    try {
      const released = await step(() => deps.store.release(hold.slotId, hold.attemptId), 'release');
      // A retry of this same attempt confirmed it meanwhile: its invitation was accepted.
      if (released === 'confirmed') return confirmedAnswer;
    } catch (releaseError) {
      deps.logger.error('booking: could not release the slot; its lease frees it', {
        ...log,
        error: errorMessage(releaseError),
      });
    }
    return failed(error instanceof MailUnavailableError ? 503 : 502);
  }

  async function keepUncertain(error: unknown): Promise<ApiResponse> {
    const reason = errorMessage(error);
    deps.logger.error('booking: the invitation may have been delivered; the slot stays reserved', {
      ...log,
      error: reason,
    });
    try {
      await step(() => deps.store.markUncertain(hold.slotId, hold.attemptId, deps.clock.now()), 'mark uncertain');
    } catch (markError) {
      deps.logger.error('booking: could not mark the hold uncertain', { ...log, error: errorMessage(markError) });
    }
    await tellAgency(reason);
    return failed(502);
  }

  async function tellAgency(reason: string): Promise<void> {
    try {
      await step(() => deps.mailer.send(uncertainBookingAlert(detailsOf(hold), deps.mail, reason)), 'agency alert');
    } catch (alertError) {
      deps.logger.error('booking: could not alert the agency about an uncertain booking', {
        ...log,
        error: errorMessage(alertError),
      });
    }
  }
}
