import { describe, expect, it } from 'vitest';
import { testBackend } from '../../../tests/functions/backend.js';
import { quotaTicketCounts } from '../../../tests/functions/support.js';
import { quotaCounters, QUOTA_DEFAULTS, QUOTA_MESSAGES } from '../http/guard.js';
import { createQuotaStore, type QuotaCounter } from './quotas.js';

const backend = testBackend('quotas-test');

const HOUR = 3_600_000;
const counter = (key: string, max: number): QuotaCounter => ({ key, max, windowMs: HOUR, message: `${key} spent` });

describe('createQuotaStore', () => {
  it('takes until the limit, then refuses with the seconds left in the window and takes nothing', async () => {
    const quotas = createQuotaStore(backend.db);
    const at = new Date('2026-11-23T15:40:00.000Z');
    const both = [counter('a', 2), counter('b', 5)];
    expect((await quotas.take(both, at)).ok).toBe(true);
    expect((await quotas.take(both, at)).ok).toBe(true);
    expect(await quotas.take(both, at)).toEqual({ ok: false, retryAfterSeconds: 20 * 60, message: 'a spent' });
    expect(await quotaTicketCounts(backend.db)).toEqual({ a: 2, b: 2 });
    // The next window starts afresh.
    expect((await quotas.take(both, new Date('2026-11-23T16:00:00.000Z'))).ok).toBe(true);
  });

  it('never lets concurrent submissions overshoot a limit, and keeps no ticket of those it refused', async () => {
    const quotas = createQuotaStore(backend.db);
    const at = new Date('2026-11-23T15:00:00.000Z');
    const results = await Promise.all(Array.from({ length: 8 }, () => quotas.take([counter('c', 3)], at)));
    expect(results.filter((result) => result.ok)).toHaveLength(3);
    expect(await quotaTicketCounts(backend.db)).toEqual({ c: 3 });
  });

  it('lets a crowd from one address through at once, each submission counted once (issue #40)', async () => {
    // Thirty people behind one router send the contact form in the same moment: three counters each, one
    // of them shared by all. A counter written in a transaction made them queue on its lock.
    const quotas = createQuotaStore(backend.db);
    const at = new Date('2026-11-23T15:00:00.000Z');
    const limits = { ...QUOTA_DEFAULTS, clientPerDay: 31 };
    const crowd = Array.from({ length: 30 }, (_, index) =>
      quotas.take(quotaCounters('inquiry', `person${index}@example.com`, '203.0.113.9', limits), at),
    );
    expect((await Promise.all(crowd)).every((result) => result.ok)).toBe(true);
    const counted = await quotaTicketCounts(backend.db);
    expect(counted[Object.keys(counted).find((key) => key.startsWith('client-day:'))!]).toBe(30);
    // One place left for that address today, then none.
    const next = () => quotas.take(quotaCounters('inquiry', 'late@example.com', '203.0.113.9', limits), at);
    expect((await next()).ok).toBe(true);
    expect(await next()).toMatchObject({ ok: false, message: QUOTA_MESSAGES.clientPerDay });
  });
});

describe('give (a refused submission gives back what it took)', () => {
  it('gives back only what that take took, once, and lets the next submission in', async () => {
    const quotas = createQuotaStore(backend.db);
    const at = new Date('2026-11-23T15:59:59.000Z');
    const one = [counter('g', 1)];
    const first = await quotas.take(one, at);
    if (!first.ok) throw new Error('the first take was refused');
    expect((await quotas.take(one, at)).ok).toBe(false);
    // Given back a moment later, in the next hour: still the window it was taken from; twice gives back once.
    await quotas.give(first.taken);
    await quotas.give(first.taken);
    expect(await quotaTicketCounts(backend.db)).toEqual({});
    const second = await quotas.take(one, at);
    expect(second.ok).toBe(true);
    await quotas.give(first.taken);
    expect(await quotaTicketCounts(backend.db)).toEqual({ g: 1 });
  });
});

describe('quotaCounters', () => {
  it('counts per address (case-insensitively, hashed) and per client; bookings skip the hourly inquiry count', () => {
    const inquiry = quotaCounters('inquiry', 'Ada@Example.com', '203.0.113.7', QUOTA_DEFAULTS);
    expect(inquiry.map((c) => [c.key.split(':')[0], c.max, c.message])).toEqual([
      ['email-day', 10, QUOTA_MESSAGES.emailPerDay],
      ['email-hour', 3, QUOTA_MESSAGES.inquiriesPerEmailPerHour],
      ['client-day', 30, QUOTA_MESSAGES.clientPerDay],
    ]);
    expect(JSON.stringify(inquiry)).not.toMatch(/ada|example|203\.0/i);
    expect(quotaCounters('inquiry', 'ada@example.com', 'x', QUOTA_DEFAULTS)[0]!.key).toBe(inquiry[0]!.key);
    const booking = quotaCounters('booking', 'ada@example.com', 'x', { ...QUOTA_DEFAULTS, clientPerDay: 0 });
    expect(booking.map((c) => c.key.split(':')[0])).toEqual(['email-day']);
  });

  it('counts an address with a +tag, or a Gmail address with dots, as the inbox it reaches (issue #32)', () => {
    const keyOf = (email: string) => quotaCounters('inquiry', email, 'x', QUOTA_DEFAULTS)[0]!.key;
    expect(keyOf('ada+newsletter@example.com')).toBe(keyOf('ada@example.com'));
    expect(keyOf('A.da.Love+x@googlemail.com')).toBe(keyOf('adalove@gmail.com'));
    expect(keyOf('a.da@example.com')).not.toBe(keyOf('ada@example.com'));
  });
});
