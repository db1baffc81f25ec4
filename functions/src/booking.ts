/**
 * POST /api/sendBookingEmail: books a free consultation (DESIGN §4).
 *
 * validate → check the slot is bookable now → claim it (slots + bookings, atomically) → email the
 * agency, then the visitor (with an .ics invitation) → answer. If an email cannot be sent, the
 * claim is released, so nothing stays saved and no visitor holds a confirmation of a booking that
 * does not exist. The agency's copy goes first: if it fails, the visitor receives nothing.
 */
import { checkBookable, slotId as slotIdOf } from '../../src/domain/booking/slots.js';
import { bookingSchema } from '../../src/domain/forms/schemas.js';
import { gateForm, json, MESSAGES, type ApiRequest, type ApiResponse, type Clock, type Logger } from './http/api.js';
import type { SubmissionGuard } from './http/guard.js';
import type { RateLimiter } from './http/rateLimit.js';
import { errorMessage, maskEmail } from './lib/text.js';
import type { MailConfig, Mailer } from './mail/mailer.js';
import {
  bookingConfirmation,
  bookingNotification,
  bookingReleasedNotice,
  type BookingDetails,
} from './mail/templates.js';
import type { BookingStore } from './store/types.js';

export const BOOKING_MESSAGES = {
  notBookable: 'This time is not available for booking.',
  taken: 'This time slot was just booked. Please select another time.',
  failed: 'Failed to submit booking. Please try again.',
} as const;

export interface BookingDeps {
  store: BookingStore;
  mailer: Mailer;
  mail: MailConfig;
  clock: Clock;
  limiter: RateLimiter;
  logger: Logger;
  guard?: SubmissionGuard;
}

const failed = (status: number): ApiResponse => json(status, { error: BOOKING_MESSAGES.failed });

/** What a booking of `start` is answered when it succeeds (also what a bot gets), or 400 when it cannot be booked. */
function bookingAnswer(start: Date, now: Date): ApiResponse {
  if (!checkBookable(start, now).ok) {
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
    decoy: (payload) => bookingAnswer(new Date(payload.datetime), deps.clock.now()),
  });
  if (!gate.ok) return gate.response;
  const payload = gate.data;

  const now = deps.clock.now();
  const start = new Date(payload.datetime);
  const answer = bookingAnswer(start, now);
  if (answer.status !== 200) return answer;
  const booking: BookingDetails = {
    name: payload.name,
    email: payload.email,
    purpose: payload.purpose,
    start,
    slotId: slotIdOf(start),
    ...(payload.attemptId ? { attemptId: payload.attemptId } : {}),
  };
  const who = maskEmail(booking.email);

  let claim;
  try {
    claim = await deps.store.claim(booking);
  } catch (error) {
    deps.logger.error('booking: could not store the booking', { slotId: booking.slotId, error: errorMessage(error) });
    return failed(503);
  }
  if (claim === 'taken') {
    deps.logger.info('booking: slot already taken', { slotId: booking.slotId });
    return json(409, { error: BOOKING_MESSAGES.taken });
  }
  if (claim === 'duplicate') {
    deps.logger.info('booking: repeated attempt of a stored booking', { slotId: booking.slotId });
    return answer;
  }

  const release = async (reason: string) => {
    deps.logger.error(`booking: ${reason}; releasing the slot`, { slotId: booking.slotId, visitor: who });
    try {
      await deps.store.release(booking.slotId);
    } catch (error) {
      deps.logger.error('booking: could not release the slot', { slotId: booking.slotId, error: errorMessage(error) });
    }
  };

  try {
    await deps.mailer.send(bookingNotification(booking, deps.mail, now));
  } catch (error) {
    await release(`agency notification failed (${errorMessage(error)})`);
    return failed(502);
  }
  try {
    await deps.mailer.send(bookingConfirmation(booking, deps.mail, now));
  } catch (error) {
    await release(`visitor confirmation failed (${errorMessage(error)})`);
    await deps.mailer.send(bookingReleasedNotice(booking, deps.mail)).catch((noticeError: unknown) => {
      deps.logger.error('booking: could not tell the agency that the booking was released', {
        slotId: booking.slotId,
        error: errorMessage(noticeError),
      });
    });
    return failed(502);
  }
  deps.logger.info('booking: confirmed', { slotId: booking.slotId, visitor: who });
  return answer;
}
