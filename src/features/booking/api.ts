/**
 * POST /api/sendBookingEmail (the contract: src/domain/api/README.md): the server validates, claims the
 * slot atomically and sends the emails. The wizard only needs to know which of its outcomes it got.
 */
import { API_ENDPOINTS } from '../../domain/api/endpoints';
import { BOOKING_MESSAGES } from '../../domain/api/booking';
import type { BookingRequest } from '../../domain/api/requests';
import { postJson, type PostOutcome } from '../../lib/api';

export type BookingResult =
  | { kind: 'confirmed' }
  /** 409: someone else holds the slot, or the agency closed the time meanwhile (`message` says which). */
  | { kind: 'taken'; message: string }
  /** 400: the server named the fields it refused (may be empty). */
  | { kind: 'invalid'; fields: Record<string, string> }
  /**
   * A limit was reached (429): the server's message says which and when to try again (one upcoming
   * consultation per email address, or a daily quota).
   */
  | { kind: 'limited'; message: string }
  /**
   * 403: taken for a bot's (docs/abuse.md, "Bots"), nothing booked. The site's own wizard waits out the
   * minimum fill time, so only a filled honeypot (a browser extension filling hidden fields) leads here.
   */
  | { kind: 'unconfirmed'; message: string }
  /** 5xx, a 429 without a message, or no answer at all. */
  | { kind: 'failed'; status?: number };

/** Sends the booking; a failure to reach the server at all counts as failed. */
export async function submitBooking(apiOrigin: string, request: BookingRequest): Promise<BookingResult> {
  let outcome: PostOutcome;
  try {
    outcome = await postJson(`${apiOrigin}${API_ENDPOINTS.booking}`, request);
  } catch {
    return { kind: 'failed' };
  }
  if (outcome.ok) return { kind: 'confirmed' };
  if (outcome.status === 409) {
    const closed = outcome.error === BOOKING_MESSAGES.unavailable;
    return { kind: 'taken', message: closed ? BOOKING_MESSAGES.unavailable : BOOKING_MESSAGES.taken };
  }
  if (outcome.status === 400) return { kind: 'invalid', fields: outcome.fields };
  if (outcome.limit) return { kind: 'limited', message: outcome.limit };
  if (outcome.status === 403) return { kind: 'unconfirmed', message: BOOKING_MESSAGES.unconfirmed };
  return { kind: 'failed', status: outcome.status };
}
