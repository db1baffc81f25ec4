/**
 * The staff's bookings feed against Google's Firestore emulator, with bookings made, moved and cancelled
 * by their own handlers: what a calendar app reads (parsed back with ical.js, an RFC 5545 parser), and that
 * only the current token opens it.
 */
import ICAL from 'ical.js';
import { beforeEach, describe, expect, it } from 'vitest';
import { testBackend } from '../../../tests/functions/backend.js';
import { postJson } from '../../../tests/functions/support.js';
import { staffBookingActions } from '../booking/change.js';
import { handleBooking } from '../booking/handler.js';
import { createTokenBucket, unlimited } from '../http/rateLimit.js';
import type { ApiResponse } from '../http/request.js';
import { feedPath, handleBookingsFeed, sameToken, type BookingsFeedDeps } from './feed.js';
import { createFeedStore, type FeedStore } from './feedStore.js';
import { createStaffStore } from './store.js';

// Monday, November 23, 2026, 10:10 AM EST.
const NOW = '2026-11-23T15:10:00.000Z';
const SLOT = '2026-11-24T16:00:00.000Z';
const LATER = '2026-11-25T18:30:00.000Z';
const STAFF = { uid: 'staff-1', email: 'grace@lakeforge.ca' };
const VISITOR = { name: 'Ada, Countess of Lovelace', email: 'ada@example.com', purpose: 'Website Development' };

const backend = testBackend('bookings-feed', NOW);
/** What the feed read of the bookings, to show that a refused token reads none. */
let bookingReads: number;
let deps: BookingsFeedDeps;
beforeEach(() => {
  bookingReads = 0;
  const store = createFeedStore(backend.db);
  const watched: FeedStore = {
    token: () => store.token(),
    bookings: (now) => {
      bookingReads += 1;
      return store.bookings(now);
    },
  };
  deps = { store: watched, limiter: unlimited, clock: backend.clock, logger: backend.logger };
});

const get = (path: string, method = 'GET', headers: Record<string, string> = {}) =>
  handleBookingsFeed({ method, url: path, headers }, deps);
const staffStore = () => createStaffStore(backend.db);

async function text(response: ApiResponse): Promise<string> {
  let out = '';
  for await (const chunk of response.stream!) out += chunk;
  return out;
}

/** The feed's events as a calendar app reads them. */
async function events(response: ApiResponse) {
  expect(response.status).toBe(200);
  const calendar = new ICAL.Component(ICAL.parse(await text(response)));
  return calendar.getAllSubcomponents('vevent').map((event) => ({
    uid: event.getFirstPropertyValue('uid'),
    sequence: event.getFirstPropertyValue('sequence'),
    status: event.getFirstPropertyValue('status'),
    start: (event.getFirstPropertyValue('dtstart') as InstanceType<typeof ICAL.Time>).toJSDate().toISOString(),
    summary: event.getFirstPropertyValue('summary'),
    description: event.getFirstPropertyValue('description'),
  }));
}

/** The UID and SEQUENCE of the last invitation emailed to the visitor. */
function invitation() {
  const mail = backend.mailer.sent.filter((message) => message.to.email === VISITOR.email).at(-1)!;
  const ics = Buffer.from(mail.attachments![0]!.content, 'base64').toString('utf8').replace(/\r\n /g, '');
  return { uid: /\r\nUID:([^\r]+)/.exec(ics)![1], sequence: Number(/\r\nSEQUENCE:(\d+)/.exec(ics)![1]) };
}

async function book() {
  const response = await handleBooking(postJson({ ...VISITOR, datetime: SLOT, attemptId: 'attempt-feed-1' }), {
    ...backend.common(),
    store: backend.bookings,
  });
  expect(response.status).toBe(200);
}

describe('the bookings feed', () => {
  it('lists a booked meeting with the visitor, under the UID and SEQUENCE of the invitation', async () => {
    await book();
    const token = await staffStore().bookingsFeedToken(STAFF, new Date(NOW));
    const response = await get(feedPath(token));
    expect(response.headers).toMatchObject({
      'Content-Type': 'text/calendar; charset=utf-8',
      'Cache-Control': 'private, no-store',
      'X-Robots-Tag': 'noindex, nofollow',
    });
    expect(await events(response)).toEqual([
      {
        ...invitation(),
        status: 'CONFIRMED',
        start: SLOT,
        summary: `Consultation: ${VISITOR.name}`,
        description: `Name: ${VISITOR.name}\nEmail: ${VISITOR.email}\nTopic: ${VISITOR.purpose}`,
      },
    ]);
    expect(invitation().sequence).toBe(0);
  });

  it('shows a move as the same UID at the new time with a higher SEQUENCE, and a cancellation as cancelled', async () => {
    await book();
    const token = await staffStore().bookingsFeedToken(STAFF, new Date(NOW));
    const [booked] = await events(await get(feedPath(token)));
    const actions = staffBookingActions({ ...backend.common(), store: backend.bookings });
    const now = new Date(NOW);
    expect(await actions.move(SLOT, new Date(LATER), { now, expectedStart: new Date(SLOT) })).toMatchObject({
      ok: true,
    });

    const [moved] = await events(await get(feedPath(token)));
    expect(moved).toMatchObject({ uid: booked!.uid, sequence: 1, status: 'CONFIRMED', start: LATER });
    expect(invitation()).toEqual({ uid: booked!.uid, sequence: 1 });

    expect(await actions.cancel(LATER, { now })).toMatchObject({ ok: true });
    const [cancelled] = await events(await get(feedPath(token)));
    // As the cancellation email: one revision after the last update.
    expect(cancelled).toMatchObject({ uid: booked!.uid, sequence: 2, status: 'CANCELLED', start: LATER });
  });

  it('keeps the last 30 days of meetings and cancellations, and drops older ones', async () => {
    await book();
    const token = await staffStore().bookingsFeedToken(STAFF, new Date(NOW));
    backend.clock.set('2026-12-20T12:00:00.000Z');
    expect(await events(await get(feedPath(token)))).toHaveLength(1);
    backend.clock.set('2026-12-25T12:00:00.000Z');
    expect(await events(await get(feedPath(token)))).toEqual([]);
  });
});

describe('the bookings feed: its token', () => {
  it('answers 404 to an unknown, malformed or missing token, and before any token exists, reading no booking', async () => {
    await book();
    expect((await get(feedPath('A'.repeat(43)))).status).toBe(404);
    const token = await staffStore().bookingsFeedToken(STAFF, new Date(NOW));
    for (const path of [
      feedPath(`${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`),
      feedPath(token.slice(1)),
      `/calendar/bookings/${token}`,
      `/calendar/bookings/${token}.ics/extra`,
      '/calendar/bookings/',
      `/api/staff/feed?token=${token}`,
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(response.body).toEqual({ error: 'Not found.' });
    }
    expect(bookingReads).toBe(0);
  });

  it('is 256 random bits, kept by later requests, and a rotation refuses the old one at once', async () => {
    const store = staffStore();
    const first = await store.bookingsFeedToken(STAFF, new Date(NOW));
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await store.bookingsFeedToken(STAFF, new Date(NOW))).toBe(first);
    const second = await store.rotateBookingsFeedToken(STAFF, new Date(NOW));
    expect(second).not.toBe(first);
    expect((await get(feedPath(first))).status).toBe(404);
    expect(bookingReads).toBe(0);
    expect((await get(feedPath(second))).status).toBe(200);
  });

  it('answers GET and HEAD only', async () => {
    const token = await staffStore().bookingsFeedToken(STAFF, new Date(NOW));
    expect((await get(feedPath(token), 'HEAD')).status).toBe(200);
    const post = await get(feedPath(token), 'POST');
    expect(post.status).toBe(405);
    expect(post.headers).toMatchObject({ Allow: 'GET, HEAD' });
  });

  it('answers 429 to a client over its allowance before reading anything, and still serves other clients', async () => {
    const token = await staffStore().bookingsFeedToken(STAFF, new Date(NOW));
    let tokenReads = 0;
    const store = deps.store;
    deps = {
      ...deps,
      store: { ...store, token: () => ((tokenReads += 1), store.token()) },
      limiter: createTokenBucket({ capacity: 2, windowMs: 600_000, now: () => backend.clock.now().getTime() }),
    };
    // Behind Hosting the client is the second address from the right (clientAddress.ts).
    const from = (address: string) => ({ 'x-forwarded-for': `${address}, 10.0.0.1` });
    expect((await get(feedPath('A'.repeat(43)), 'GET', from('203.0.113.9'))).status).toBe(404);
    expect((await get(feedPath(token), 'GET', from('203.0.113.9'))).status).toBe(200);
    const refused = await get(feedPath(token), 'GET', from('203.0.113.9'));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers?.['Retry-After'])).toBeGreaterThan(0);
    expect(tokenReads).toBe(2);
    expect(bookingReads).toBe(1);
    expect((await get(feedPath(token), 'GET', from('198.51.100.4'))).status).toBe(200);
  });

  it('compares tokens whole', () => {
    expect(sameToken('abc', 'abc')).toBe(true);
    expect(sameToken('abc', 'abd')).toBe(false);
    expect(sameToken('abc', 'abcd')).toBe(false);
  });
});
