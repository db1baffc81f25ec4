/**
 * What POST /api/manageBooking answers the manage page, and its refusals in words (docs/booking-life.md).
 * No zod here: the page loads this module. What the page sends is `ManageRequest` (requests.ts).
 */

/** One day of free times to move to: its Toronto date and the start instants (ISO). */
export interface ManageDay {
  date: string;
  slots: string[];
}

/**
 * - confirmed: upcoming, and may be moved to one of `days` or cancelled;
 * - past: its meeting has begun, nothing to change;
 * - cancelled: cancelled (by this link or by the agency).
 */
export type ManagedBookingView =
  | { status: 'confirmed'; datetime: string; purpose: string; days: ManageDay[] }
  | { status: 'past'; datetime: string; purpose: string }
  | { status: 'cancelled'; datetime: string };

/** A 200 answer. After a move it carries the booking's new link token (the old one expires sooner). */
export interface ManageAnswer {
  booking: ManagedBookingView;
  token?: string;
  /** False when the change is stored but the email about it could not be sent. */
  emailed?: boolean;
}

export const MANAGE_MESSAGES = {
  invalidLink: 'This booking link is not valid.',
  expiredLink: 'This booking link has expired.',
  started: 'This consultation has already started, so it can no longer be changed.',
  sameTime: 'That is already the time of your consultation.',
  notBookable: 'This time is not available for booking.',
  taken: 'This time was just booked by someone else. Please choose another time.',
  changed: 'This booking was changed in the meantime. Please reload the page.',
  /** 409 to a move from a time the booking no longer has (another tab or device moved it since). */
  moved:
    'Your consultation was moved to another time in the meantime, so this change was not made. Please check its time and choose again.',
  failed: 'We could not change your booking. Please try again.',
  /** 400 to a request the page never sends (unknown action, a missing or unreadable time). */
  unreadable: 'We could not read this request. Please reload the page and try again.',
  /** 400 to a move without a new time the page could have offered. */
  chooseTime: 'Please choose a new time.',
} as const;
