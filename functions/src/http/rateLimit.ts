/**
 * Per-client rate limit: a token bucket per key (client IP), kept in this instance's memory.
 *
 * Limitation: each function instance counts on its own (up to `maxInstances`) and forgets on
 * restart, so this slows down a spammer rather than enforcing an exact quota; the honeypot and
 * validation do the rest.
 */

export type RateDecision = { ok: true } | { ok: false; retryAfterSeconds: number };

export interface RateLimiter {
  /** Takes one token for `key`. */
  take(key: string): RateDecision;
}

export interface TokenBucketOptions {
  /** Requests allowed in a burst, and per `windowMs` over time. */
  capacity: number;
  windowMs: number;
  now?: () => number;
  /** Buckets kept at most (least recently used ones are dropped first). Default 10,000. */
  maxKeys?: number;
}

interface Bucket {
  tokens: number;
  updatedAt: number;
}

export function createTokenBucket(options: TokenBucketOptions): RateLimiter {
  const { capacity, windowMs } = options;
  if (!(capacity >= 1) || !(windowMs > 0)) throw new RangeError('Rate limit needs capacity >= 1 and windowMs > 0');
  const now = options.now ?? Date.now;
  const maxKeys = options.maxKeys ?? 10_000;
  const perMs = capacity / windowMs;
  const buckets = new Map<string, Bucket>();

  return {
    take(key: string): RateDecision {
      const at = now();
      const previous = buckets.get(key);
      const refilled = previous
        ? Math.min(capacity, previous.tokens + Math.max(0, at - previous.updatedAt) * perMs)
        : capacity;
      buckets.delete(key); // re-inserted below: Map order is least recently used first
      if (refilled >= 1) {
        buckets.set(key, { tokens: refilled - 1, updatedAt: at });
        if (buckets.size > maxKeys) buckets.delete(buckets.keys().next().value as string);
        return { ok: true };
      }
      buckets.set(key, { tokens: refilled, updatedAt: at });
      return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((1 - refilled) / perMs / 1000)) };
    },
  };
}

/** A limiter that never refuses (tests, or RATE_LIMIT_MAX=0). */
export const unlimited: RateLimiter = { take: () => ({ ok: true }) };
