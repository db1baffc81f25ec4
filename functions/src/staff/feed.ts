/**
 * The staff's bookings feed (the public HTTPS function `bookingsFeed`, docs/staff.md "The bookings feed"):
 * `GET /calendar/bookings/<token>.ics` answers the iCalendar file of the agency's meetings to whoever holds
 * the secret address. Calendar apps cannot sign in, so the token in the address is the key: 256 random bits,
 * compared in constant time with the one stored. An unknown, malformed or rotated token answers 404 before
 * anything but the token's own document is read; the answer says nothing else. Each client address has a
 * per-instance allowance (FEED_RATE_LIMIT_DEFAULTS), taken before anything is read: calendar apps poll every
 * few minutes at most, so only someone hammering the address (guessing tokens, or a leaked one) meets it.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { bookingsFeedIcs } from '../../../src/domain/booking/bookingsFeed.js';
import { ICS_MIME_TYPE } from '../../../src/domain/booking/ics.js';
import { clientAddress, DEFAULT_CLIENT_ADDRESS_SOURCE, type ClientAddressSource } from '../http/clientAddress.js';
import type { RateLimiter } from '../http/rateLimit.js';
import { json, type ApiRequest, type ApiResponse } from '../http/request.js';
import type { Clock } from '../lib/clock.js';
import type { Logger } from '../lib/logger.js';
import type { FeedStore } from './feedStore.js';

/** Where Hosting serves the feed (firebase.json rewrites it to the function). */
export const FEED_PATH_PREFIX = '/calendar/bookings/';

export const feedPath = (token: string) => `${FEED_PATH_PREFIX}${token}.ics`;

export interface BookingsFeedDeps {
  store: FeedStore;
  limiter: RateLimiter;
  /** Where the client's address comes from (the forms' guard's source). */
  client?: ClientAddressSource;
  clock: Clock;
  logger: Logger;
}

const TOKEN_FILE = /^([A-Za-z0-9_-]{43})\.ics$/;
const digest = (value: string) => createHash('sha256').update(value).digest();

/** Equal tokens, in time that does not depend on where they differ. */
export function sameToken(given: string, stored: string): boolean {
  return timingSafeEqual(digest(given), digest(stored));
}

const notFound = () => json(404, { error: 'Not found.' }, { 'X-Robots-Tag': 'noindex, nofollow' });

export async function handleBookingsFeed(request: ApiRequest, deps: BookingsFeedDeps): Promise<ApiResponse> {
  const method = request.method.toUpperCase();
  if (method !== 'GET' && method !== 'HEAD') return json(405, { error: 'Method not allowed.' }, { Allow: 'GET, HEAD' });
  const rate = deps.limiter.take(clientAddress(request, deps.client ?? DEFAULT_CLIENT_ADDRESS_SOURCE));
  if (!rate.ok) {
    deps.logger.warn('bookings feed: a client over its allowance');
    return json(
      429,
      { error: 'Too many requests. Please try again later.' },
      { 'Retry-After': String(rate.retryAfterSeconds), 'X-Robots-Tag': 'noindex, nofollow' },
    );
  }
  const path = new URL(request.url ?? '/', 'http://feed.invalid').pathname;
  const file = path.startsWith(FEED_PATH_PREFIX) ? TOKEN_FILE.exec(path.slice(FEED_PATH_PREFIX.length)) : null;
  if (!file) return notFound();
  const stored = await deps.store.token();
  if (!stored || !sameToken(file[1]!, stored)) {
    deps.logger.warn('bookings feed: refused an unknown token');
    return notFound();
  }
  const now = deps.clock.now();
  const ics = bookingsFeedIcs(await deps.store.bookings(now), now);
  return {
    status: 200,
    body: {},
    headers: {
      'Content-Type': ICS_MIME_TYPE,
      'Content-Disposition': 'inline; filename="lakeforge-bookings.ics"',
      // The feed names visitors: no shared cache keeps it, and a rotated address serves nothing from one.
      'Cache-Control': 'private, no-store',
      'X-Robots-Tag': 'noindex, nofollow',
    },
    stream: (async function* () {
      yield ics;
    })(),
  };
}
