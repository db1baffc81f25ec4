import { describe, expect, it } from 'vitest';
import { bookingIdOf, signManageToken, verifyManageToken } from './token.js';

const SECRET = 'test-secret-that-is-long-enough-0123456789';
const NOW = new Date('2026-11-23T15:10:00.000Z');
const MEETING_END = new Date('2026-11-24T16:30:00.000Z');
const BOOKING = bookingIdOf('attempt-1', '2026-11-24T16:00:00.000Z', SECRET);

describe('manage tokens', () => {
  it('verify with the booking id and expiry they were signed with', () => {
    const token = signManageToken(BOOKING, MEETING_END, SECRET);
    expect(verifyManageToken(token, SECRET, NOW)).toEqual({ ok: true, bookingId: BOOKING, expiresAt: MEETING_END });
  });

  it('are refused once the meeting they were issued for has ended', () => {
    const token = signManageToken(BOOKING, MEETING_END, SECRET);
    expect(verifyManageToken(token, SECRET, new Date(MEETING_END.getTime() - 1000)).ok).toBe(true);
    expect(verifyManageToken(token, SECRET, MEETING_END)).toEqual({ ok: false, reason: 'expired' });
  });

  it('are refused when the id, the expiry or the signature was changed', () => {
    const token = signManageToken(BOOKING, MEETING_END, SECRET);
    const [id, expiry, signature] = token.split('.') as [string, string, string];
    const otherId = bookingIdOf('attempt-2', '2026-11-24T16:00:00.000Z', SECRET);
    const flipped = (signature[0] === 'A' ? 'B' : 'A') + signature.slice(1);
    for (const tampered of [
      `${otherId}.${expiry}.${signature}`,
      `${id}.${Number(expiry) + 86_400}.${signature}`,
      `${id}.${expiry}.${flipped}`,
    ]) {
      expect(verifyManageToken(tampered, SECRET, NOW)).toEqual({ ok: false, reason: 'invalid' });
    }
  });

  it('signed with another secret are refused, even when expired', () => {
    const token = signManageToken(BOOKING, MEETING_END, 'another-secret-that-is-long-enough-012345');
    expect(verifyManageToken(token, SECRET, NOW)).toEqual({ ok: false, reason: 'invalid' });
    expect(verifyManageToken(token, SECRET, new Date('2027-01-01T00:00:00Z'))).toEqual({
      ok: false,
      reason: 'invalid',
    });
  });

  it('that are malformed are refused without throwing', () => {
    const token = signManageToken(BOOKING, MEETING_END, SECRET);
    for (const malformed of [
      undefined,
      42,
      '',
      'abc',
      `${token}.extra`,
      token.slice(0, -1),
      ` ${token}`,
      `${token}=`,
    ]) {
      expect(verifyManageToken(malformed, SECRET, NOW)).toEqual({ ok: false, reason: 'malformed' });
    }
  });

  it('name the same booking for every retry of one attempt, and another for another slot', () => {
    expect(bookingIdOf('attempt-1', '2026-11-24T16:00:00.000Z', SECRET)).toBe(BOOKING);
    expect(bookingIdOf('attempt-1', '2026-11-24T16:30:00.000Z', SECRET)).not.toBe(BOOKING);
    expect(bookingIdOf('attempt-1', '2026-11-24T16:00:00.000Z', `${SECRET}x`)).not.toBe(BOOKING);
    expect(BOOKING).toMatch(/^[A-Za-z0-9_-]{32}$/);
  });
});
