import { describe, expect, it } from 'vitest';
import { createTokenBucket } from './rateLimit.js';

describe('createTokenBucket', () => {
  it('allows a burst of `capacity`, then refuses with the seconds until the next token', () => {
    let now = 1_000_000;
    const limiter = createTokenBucket({ capacity: 5, windowMs: 10 * 60_000, now: () => now });
    for (let i = 0; i < 5; i++) expect(limiter.take('a')).toEqual({ ok: true });
    expect(limiter.take('a')).toEqual({ ok: false, retryAfterSeconds: 120 });
    now += 60_000;
    expect(limiter.take('a')).toEqual({ ok: false, retryAfterSeconds: 60 });
    now += 60_000;
    expect(limiter.take('a')).toEqual({ ok: true });
    expect(limiter.take('a').ok).toBe(false);
  });

  it('counts each key on its own and never refills above capacity', () => {
    let now = 0;
    const limiter = createTokenBucket({ capacity: 2, windowMs: 1000, now: () => now });
    expect(limiter.take('a').ok).toBe(true);
    expect(limiter.take('a').ok).toBe(true);
    expect(limiter.take('a').ok).toBe(false);
    expect(limiter.take('b').ok).toBe(true);
    now += 60_000;
    expect([limiter.take('a').ok, limiter.take('a').ok, limiter.take('a').ok]).toEqual([true, true, false]);
  });

  it('forgets the least recently used clients beyond maxKeys (a forgotten client starts full)', () => {
    const limiter = createTokenBucket({ capacity: 1, windowMs: 60_000, now: () => 0, maxKeys: 2 });
    expect(limiter.take('a').ok).toBe(true);
    expect(limiter.take('b').ok).toBe(true);
    expect(limiter.take('c').ok).toBe(true); // 'a' is dropped
    expect(limiter.take('b').ok).toBe(false);
    expect(limiter.take('a').ok).toBe(true);
  });
});
