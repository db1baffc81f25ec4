/**
 * The booking's answers in words (POST /api/sendBookingEmail): the function sends them, and the wizard
 * shows the same words in its toasts. 409 is `taken`, 5xx `failed`, a 400 on a time that cannot be
 * booked names `datetime` with `notBookable`, a 409 for a time the agency closed (or made busy) while the
 * visitor chose `unavailable`, a 429 for a second upcoming booking `oneUpcoming`, and a 403 for a booking
 * taken for a bot's (honeypot filled, or sent sooner than the minimum fill time) `unconfirmed`.
 */
import { ONE_UPCOMING_BOOKING_MESSAGE } from '../booking/quota';

export const BOOKING_MESSAGES = {
  notBookable: 'This time is not available for booking.',
  taken: 'This time slot was just booked. Please select another time.',
  unavailable: 'This time is no longer available. Please select another time.',
  failed: 'Failed to submit booking. Please try again.',
  unconfirmed: 'We could not confirm this booking. Please email or call us to book your consultation.',
  oneUpcoming: ONE_UPCOMING_BOOKING_MESSAGE,
} as const;
