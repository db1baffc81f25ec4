/**
 * The manage link's token: `<bookingId>.<expiry in Unix seconds>.<signature>`, the signature being
 * HMAC-SHA256 (MANAGE_LINK_SECRET) over the first two parts, base64url. Whoever holds the emailed link
 * may see, move or cancel that one booking until the token expires (the end of the meeting it was
 * issued for); no sign-in. Verification recomputes the signature and compares it in constant time, so
 * a changed id, a changed expiry or another secret all fail the same way.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export type TokenCheck =
  | { ok: true; bookingId: string; expiresAt: Date }
  /** Not a token of ours: malformed, tampered with, or signed with another secret (told apart only in logs). */
  | { ok: false; reason: 'malformed' | 'invalid' }
  /** A genuine token past its expiry. */
  | { ok: false; reason: 'expired' };

const BOOKING_ID = /^[A-Za-z0-9_-]{16,64}$/;
const TOKEN = /^([A-Za-z0-9_-]{16,64})\.(\d{9,11})\.([A-Za-z0-9_-]{43})$/;

const hmac = (secret: string, purpose: string, text: string) =>
  createHmac('sha256', secret).update(`${purpose}:${text}`).digest('base64url');

/**
 * The id of the booking that attempt `attemptId` makes of slot `slotId`: derived, so every retry of
 * the attempt (and every email it sends) names the same booking; keyed, so it cannot be worked out
 * from the attempt id the browser chose.
 */
export function bookingIdOf(attemptId: string, slotId: string, secret: string): string {
  return hmac(secret, 'booking', `${attemptId}|${slotId}`).slice(0, 32);
}

export function signManageToken(bookingId: string, expiresAt: Date, secret: string): string {
  if (!BOOKING_ID.test(bookingId)) throw new RangeError('Invalid booking id');
  const payload = `${bookingId}.${Math.floor(expiresAt.getTime() / 1000)}`;
  return `${payload}.${hmac(secret, 'manage', payload)}`;
}

export function verifyManageToken(token: unknown, secret: string, now: Date): TokenCheck {
  const match = typeof token === 'string' ? TOKEN.exec(token) : null;
  if (!match) return { ok: false, reason: 'malformed' };
  const [, bookingId, seconds, signature] = match as unknown as [string, string, string, string];
  const expected = Buffer.from(hmac(secret, 'manage', `${bookingId}.${seconds}`));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'invalid' };
  const expiresAt = new Date(Number(seconds) * 1000);
  if (expiresAt <= now) return { ok: false, reason: 'expired' };
  return { ok: true, bookingId, expiresAt };
}
