import { describe, expect, it } from 'vitest';
import { testBackend } from '../../../tests/functions/backend.js';
import { documents } from '../../../tests/functions/support.js';
import { quotaCounters, QUOTA_DEFAULTS, QUOTA_MESSAGES } from '../http/guard.js';
import { createQuotaStore, QUOTAS_COLLECTION, type QuotaCounter } from './quotas.js';

const backend = testBackend('quotas-test');

const HOUR = 3_600_000;
const counter = (key: string, max: number): QuotaCounter => ({ key, max, windowMs: HOUR, message: `${key} spent` });

describe('createQuotaStore', () => {
  it('takes until the limit, then refuses with the seconds left in the window and takes nothing', async () => {
    const quotas = createQuotaStore(backend.db);
    const at = new Date('2026-11-23T15:40:00.000Z');
    const both = [counter('a', 2), counter('b', 5)];
    expect(await quotas.take(both, at)).toEqual({ ok: true });
    expect(await quotas.take(both, at)).toEqual({ ok: true });
    expect(await quotas.take(both, at)).toEqual({ ok: false, retryAfterSeconds: 20 * 60, message: 'a spent' });
    const stored = await documents(backend.db, QUOTAS_COLLECTION);
    expect(Object.values(stored).map((doc) => doc.count)).toEqual([2, 2]);
    // The next window starts afresh.
    expect(await quotas.take(both, new Date('2026-11-23T16:00:00.000Z'))).toEqual({ ok: true });
  });

  it('never lets concurrent submissions overshoot a limit', async () => {
    const quotas = createQuotaStore(backend.db);
    const at = new Date('2026-11-23T15:00:00.000Z');
    const results = await Promise.all(Array.from({ length: 8 }, () => quotas.take([counter('c', 3)], at)));
    expect(results.filter((result) => result.ok)).toHaveLength(3);
  });
});

describe('give (a refused submission gives back what it took)', () => {
  it('takes one back from the window of the take, never below 0, and lets the next submission in', async () => {
    const quotas = createQuotaStore(backend.db);
    const at = new Date('2026-11-23T15:59:59.000Z');
    const one = [counter('g', 1)];
    expect(await quotas.take(one, at)).toEqual({ ok: true });
    expect((await quotas.take(one, at)).ok).toBe(false);
    // Given back a moment later, in the next hour: still the window it was taken from.
    await quotas.give(one, at);
    await quotas.give(one, at);
    const stored = await documents(backend.db, QUOTAS_COLLECTION);
    expect(Object.values(stored).map((doc) => doc.count)).toEqual([0]);
    expect(await quotas.take(one, at)).toEqual({ ok: true });
    // Nothing to give back: nothing written.
    await quotas.give([counter('never-taken', 1)], at);
    expect(Object.keys(await documents(backend.db, QUOTAS_COLLECTION))).toHaveLength(1);
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
