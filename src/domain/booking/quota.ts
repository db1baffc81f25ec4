/**
 * One upcoming consultation per email address (enforced by the booking function inside its claim
 * transaction). The server answers 429 with this message; the wizard shows it as it is.
 */
export const ONE_UPCOMING_BOOKING_MESSAGE =
  'You already have a consultation booked. One upcoming consultation per email address: to change the time or cancel, use the link in your confirmation email.';
