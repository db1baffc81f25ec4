/**
 * The manage links of bookings: which id a booking gets, the link the visitor's emails carry, and the
 * check of a link's token. Keyed with MANAGE_LINK_SECRET (token.ts).
 */
import { MEETING_MINUTES } from '../../../src/domain/booking/slots.js';
import { bookingIdOf, signManageToken, verifyManageToken, type TokenCheck } from './token.js';

/** The page's path on the site (src/app/routes.ts). */
export const MANAGE_PATH = '/manage-booking';

/** Shortest secret accepted outside the emulator (256 bits as base64 is 44 characters). */
export const MIN_SECRET_LENGTH = 32;

/** Under the emulator without a secret: links still work locally, and are worthless anywhere else. */
export const LOCAL_SECRET = 'local-demo-manage-link-secret-not-for-production';

export interface ManageLinks {
  bookingId(attemptId: string, slotId: string): string;
  /** The link for the booking of `start`; it expires when that meeting ends. */
  url(bookingId: string, start: Date): string;
  verify(token: unknown, now: Date): TokenCheck;
}

/** No usable secret outside the emulator: no link can be made or checked (handlers answer 503). */
export class LinksUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LinksUnavailableError';
  }
}

export const meetingEnd = (start: Date) => new Date(start.getTime() + MEETING_MINUTES * 60_000);

export function createManageLinks(secret: string, siteUrl: string): ManageLinks {
  const base = siteUrl.replace(/\/+$/, '');
  return {
    bookingId: (attemptId, slotId) => bookingIdOf(attemptId, slotId, secret),
    url: (bookingId, start) => `${base}${MANAGE_PATH}?token=${signManageToken(bookingId, meetingEnd(start), secret)}`,
    verify: (token, now) => verifyManageToken(token, secret, now),
  };
}

/** Links that refuse every use, for an instance deployed without a usable secret (the cause is logged once). */
export function unavailableLinks(cause: string): ManageLinks {
  const fail = (): never => {
    throw new LinksUnavailableError(cause);
  };
  return { bookingId: fail, url: fail, verify: fail };
}
