/**
 * Issue #30 against the whole local stack: the agency's calendars and the staff's bookings feed.
 *
 * Busy times: a calendar file served on 127.0.0.1 (tests/e2e/busy-calendar.ics: a weekly recurrence in London
 * time with an EXDATE and a moved occurrence, a Vancouver event without VTIMEZONE, an all-day event, a
 * transparent one) is imported by `npm run busy:refresh` at the suite's clock, and `availability/busy` in the
 * stack's Firestore holds exactly its busy times; then the same address answering 500, or never answering,
 * leaves them in place. The file's busy times lie outside office hours (before 09:00, after 17:00, a Saturday)
 * so that specs booking in parallel on the same stack meet no busy slot; the document is emptied afterwards.
 * Then a small calendar with one event inside office hours, in times this spec reserves (BUSY_DAY; reservedTimes.ts),
 * takes that event's times out of the wizard in a real browser while the rest of the day stays, and the booking
 * function refuses them; the busy documents are put back as they were.
 *
 * The bookings feed: a meeting booked through the booking API is in the feed under the invitation's UID; a
 * move by the staff API shows the same UID at the new time with a higher SEQUENCE; after rotation the old
 * address answers 404 and the new one lists the meeting.
 */
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Page } from '@playwright/test';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { BOOKING_MESSAGES } from '../../src/domain/api/booking';
import { DEFAULT_RULES } from '../../src/domain/availability/rules';
import { availability, bookableDates, slotId, slotsOf } from '../../src/domain/booking/slots';
import { startFakeCalendarServer, type FakeCalendarServer } from '../functions/fakeCalendarServer';
import { bookFirstFree, shuffled } from './bookings';
import { isReserved, RESERVATIONS, reservedStarts } from './reservedTimes';
import { expect, test, waitForHydration } from './fixtures';
import { e2eNow, OUTBOX } from './stack';

const SPEC = 'busy-calendar.spec.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const PROJECT = 'demo-lakeforge';
const FIRESTORE = 'http://127.0.0.1:8080';
const AUTH_HOST = '127.0.0.1:9099';
const DATABASE = `projects/${PROJECT}/databases/(default)`;
/** The Firestore emulators' administrator, as firebase-admin is: past the rules. */
const OWNER = { Authorization: 'Bearer owner' };

/** A call of the Firestore REST API (the one the browser and firebase-admin speak), as the administrator. */
async function firestore(request: APIRequestContext, verb: 'batchGet' | 'runQuery' | 'commit', body: object) {
  const response = await request.post(`${FIRESTORE}/v1/${DATABASE}/documents:${verb}`, { headers: OWNER, data: body });
  expect(response.status(), await response.text()).toBe(200);
  return response.json() as Promise<unknown>;
}

/** The names of the documents of a collection. */
async function documentNames(request: APIRequestContext, collectionId: string): Promise<string[]> {
  const rows = (await firestore(request, 'runQuery', { structuredQuery: { from: [{ collectionId }] } })) as {
    document?: { name: string };
  }[];
  return rows.flatMap((row) => (row.document ? [row.document.name] : []));
}

interface StoredDocument {
  name: string;
  fields?: unknown;
}

/** What the busy import writes, as stored: the `busyCalendarSources` documents and `availability/busy`. */
async function busyDocuments(request: APIRequestContext): Promise<StoredDocument[]> {
  const sources = (await firestore(request, 'runQuery', {
    structuredQuery: { from: [{ collectionId: 'busyCalendarSources' }] },
  })) as { document?: StoredDocument }[];
  const [busy] = (await firestore(request, 'batchGet', {
    documents: [`${DATABASE}/documents/availability/busy`],
  })) as [{ found?: StoredDocument }];
  return [...sources.flatMap((row) => (row.document ? [row.document] : [])), ...(busy.found ? [busy.found] : [])].map(
    ({ name, fields }) => ({ name, fields }),
  );
}

/** Puts the busy import's documents back as `saved` holds them (none: no source and no busy time). */
async function restoreBusyDocuments(request: APIRequestContext, saved: StoredDocument[]) {
  const keep = new Set(saved.map((document) => document.name));
  const stale = (await busyDocuments(request)).filter((document) => !keep.has(document.name));
  const writes = [...stale.map(({ name }) => ({ delete: name })), ...saved.map((document) => ({ update: document }))];
  if (writes.length > 0) await firestore(request, 'commit', { writes });
}

/** tests/e2e/busy-calendar.ics in the window of Monday 12 April 2027 (Toronto): each start and end, UTC. */
const EXPECTED_BUSY = [
  // Monday's 12:00 London call (BST) = 07:00 Toronto, before the day's first slot.
  ['2027-04-12T11:00:00.000Z', '2027-04-12T12:00:00.000Z'],
  // Tuesday's, moved by its RECURRENCE-ID to 23:00 London = 18:00 Toronto. Wednesday's is an EXDATE.
  ['2027-04-13T22:00:00.000Z', '2027-04-13T22:30:00.000Z'],
  // 04:00 in Vancouver (PDT), a zone the file does not define = 07:00 Toronto.
  ['2027-04-15T11:00:00.000Z', '2027-04-15T12:00:00.000Z'],
  // Saturday's all-day market: the whole Toronto day.
  ['2027-04-17T04:00:00.000Z', '2027-04-18T04:00:00.000Z'],
];

/** `npm run busy:refresh` at the suite's clock, as a developer runs it; its exit code and output. */
function busyRefresh(url: string, ...extra: string[]): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    execFile(
      join(ROOT, 'node_modules/.bin/tsx'),
      ['scripts/busy-refresh.ts', '--url', url, '--now', e2eNow().toISOString(), ...extra],
      { cwd: ROOT, env: { ...process.env, FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080', OUTBOX_DIR: OUTBOX } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, output: stdout + stderr }),
    );
  });
}

interface StoredBusy {
  intervals: string[][];
  updatedAt: string;
}

/** `availability/busy` as stored (read through the Firestore REST endpoint). */
async function storedBusy(request: APIRequestContext): Promise<StoredBusy> {
  type Stamp = { timestampValue: string };
  const [{ found }] = (await firestore(request, 'batchGet', {
    documents: [`${DATABASE}/documents/availability/busy`],
  })) as [
    {
      found?: {
        fields: {
          intervals: { arrayValue: { values?: { mapValue: { fields: { start: Stamp; end: Stamp } } }[] } };
          updatedAt: Stamp;
        };
      };
    },
  ];
  expect(found, 'availability/busy exists').toBeDefined();
  const iso = (stamp: Stamp) => new Date(stamp.timestampValue).toISOString();
  return {
    intervals: (found!.fields.intervals.arrayValue.values ?? []).map(({ mapValue: { fields: interval } }) => [
      iso(interval.start),
      iso(interval.end),
    ]),
    updatedAt: iso(found!.fields.updatedAt),
  };
}

test.describe('busy times from a served calendar', { tag: '@desktop' }, () => {
  test.describe.configure({ mode: 'serial' });
  let calendars: FakeCalendarServer;
  let address: string;

  test.beforeAll(async () => {
    calendars = await startFakeCalendarServer();
    address = calendars.url(`/private-${randomUUID()}/basic.ics`);
  });

  test.afterAll(async ({ request }) => {
    await calendars.close();
    // No busy time stays behind for the specs that run after this one.
    await restoreBusyDocuments(request, []);
  });

  test('busy:refresh stores exactly the busy times of the file in the bookable window', async ({ request }) => {
    calendars.answer(new URL(address).pathname, {
      kind: 'calendar',
      body: await readFile(join(ROOT, 'tests/e2e/busy-calendar.ics'), 'utf8'),
      etag: '"e2e-1"',
    });
    const run = await busyRefresh(address);
    expect(run.output).toContain('"updated":1');
    expect(run.code, run.output).toBe(0);
    const stored = await storedBusy(request);
    expect(stored.intervals).toEqual(EXPECTED_BUSY);
    // Nothing of the events but their times, and not the secret address, is stored or printed.
    const sources = JSON.stringify(
      await firestore(request, 'runQuery', { structuredQuery: { from: [{ collectionId: 'busyCalendarSources' }] } }),
    );
    for (const secret of ['Leeds', 'Hollis', 'Ferry', 'market', new URL(address).pathname])
      expect(sources + JSON.stringify(stored) + run.output).not.toContain(secret);
  });

  for (const [failure, answer] of [
    ['answers 500', { kind: 'status', status: 500, body: '<h1>Calendar backend error</h1>' }],
    ['never answers', { kind: 'hang' }],
  ] as const) {
    test(`a calendar that ${failure} leaves the last busy times in place`, async ({ request }) => {
      const before = await storedBusy(request);
      expect(before.intervals).toEqual(EXPECTED_BUSY);
      calendars.answer(new URL(address).pathname, answer);
      const run = await busyRefresh(address, '--timeout', '2');
      expect(run.code, run.output).toBe(1);
      expect(run.output).toContain('"failed":1');
      const after = await storedBusy(request);
      expect(after.intervals).toEqual(EXPECTED_BUSY);
      // The import ran (and wrote) all the same.
      expect(after.updatedAt >= before.updatedAt).toBe(true);
      expect(run.output).not.toContain('Calendar backend error');
    });
  }

  test('a busy event in office hours takes its times out of the wizard, and the booking function refuses them', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    expect(bookableDates(e2eNow()), 'the busy day is in the bookable window').toContain(BUSY_DAY);
    // The other tests of this block share the busy documents: they get theirs back whatever the order.
    const saved = await busyDocuments(request);
    const path = `/private-${randomUUID()}/thursday.ics`;
    calendars.answer(path, { kind: 'calendar', body: BUSY_DAY_CALENDAR });
    try {
      const run = await busyRefresh(calendars.url(path));
      expect(run.code, run.output).toBe(0);
      // 11:00 to 12:15 Toronto (EDT).
      expect((await storedBusy(request)).intervals).toEqual([['2027-04-15T15:00:00.000Z', '2027-04-15T16:15:00.000Z']]);
      // The three slots it overlaps: 11:00, 11:30, and 12:00 (which it overlaps by a quarter of an hour).
      const busyStarts = ['2027-04-15T15:00:00.000Z', '2027-04-15T15:30:00.000Z', '2027-04-15T16:00:00.000Z'];
      expect(RESERVATIONS.filter((each) => each.spec === SPEC).flatMap(reservedStarts)).toEqual(busyStarts);
      const otherStarts = slotsOf(BUSY_DAY)
        .map(slotId)
        .filter((start) => !busyStarts.includes(start) && !isReserved(start, SPEC));

      // Other specs book on the same stack meanwhile: a time taken before or after the wizard is read may be missing.
      const takenBefore = await takenStarts(request);
      const offered = await offeredOn(page, BUSY_DAY);
      const taken = new Set([...takenBefore, ...(await takenStarts(request))]);
      for (const start of busyStarts) expect(offered, `busy ${start} is not offered`).not.toContain(start);
      for (const start of otherStarts.filter((start) => !taken.has(start)))
        expect(offered, `free ${start} is offered`).toContain(start);

      // The function is the authority: a request that skips the wizard is refused with the wizard's message.
      const refused = await request.post('/api/sendBookingEmail', {
        data: {
          name: 'Bea Busy',
          email: `e2e-busy-${randomUUID().slice(0, 8)}@example.com`,
          datetime: busyStarts[1],
          purpose: 'Website Development',
          attemptId: randomUUID(),
          fillMs: 5000,
        },
      });
      expect(refused.status()).toBe(409);
      expect(await refused.json()).toEqual({ error: BOOKING_MESSAGES.unavailable });
      expect(await takenStarts(request)).not.toContain(busyStarts[1]);
    } finally {
      await restoreBusyDocuments(request, saved);
    }
    expect(await busyDocuments(request), 'the busy documents are as before the test').toEqual(saved);
  });
});

/**
 * The day the busy event in office hours falls on: Thursday 15 April 2027. It must lie in the suite's bookable
 * window (its Monday and the six days after; a later day is never offered, so it could show nothing); its three
 * slots are this spec's in reservedTimes.ts, which the specs that book or move at random leave alone.
 */
const BUSY_DAY = '2027-04-15';

/** A calendar with one busy event inside office hours on BUSY_DAY, as a calendar server serves it. */
const BUSY_DAY_CALENDAR = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'PRODID:-//Lakeforge Digital//End-to-end fixture: a busy event in office hours//EN',
  'BEGIN:VEVENT',
  'UID:client-workshop-5d1e@calendar.example',
  'DTSTAMP:20270401T090000Z',
  'DTSTART;TZID=America/Toronto:20270415T110000',
  'DTEND;TZID=America/Toronto:20270415T121500',
  'SUMMARY:Workshop at the client',
  'END:VEVENT',
  'END:VCALENDAR',
  '',
].join('\r\n');

/** The starts of the slots stored as taken (the `slots` collection's ids). */
async function takenStarts(request: APIRequestContext): Promise<string[]> {
  return (await documentNames(request, 'slots')).map((name) => decodeURIComponent(name.split('/').at(-1)!));
}

/** The times the home page's wizard offers on `date`, opened afresh. */
async function offeredOn(page: Page, date: string): Promise<string[]> {
  await page.goto('/#cta');
  await waitForHydration(page);
  await page.getByRole('group', { name: 'Select a Date' }).locator(`[data-date="${date}"]`).click();
  const times = page.getByRole('group', { name: 'Select a Time' }).locator('button[data-start]');
  await expect(times.first()).toBeVisible();
  return times.evaluateAll((buttons) => buttons.map((button) => button.getAttribute('data-start')!));
}

interface OutboxMessage {
  to: { email: string };
  attachments?: { filename: string; content: string }[];
}

/** The UID of the invitation in the visitor's confirmation. */
async function invitationUid(email: string): Promise<string> {
  const names = (await readdir(OUTBOX)).filter((name) => name.endsWith('.json'));
  for (const name of names) {
    const message = JSON.parse(await readFile(join(OUTBOX, name), 'utf8')) as OutboxMessage;
    const file = message.attachments?.find((attachment) => attachment.filename.endsWith('.ics'));
    if (message.to.email !== email || !file) continue;
    return /\r\nUID:([^\r]+)\r\n/.exec(Buffer.from(file.content, 'base64').toString('utf8').replace(/\r\n /g, ''))![1]!;
  }
  throw new Error(`No invitation to ${email} in the outbox`);
}

/**
 * Free starts of the window, after today (today's could pass while the test runs), in random order; none that a
 * spec closes or makes busy meanwhile (reservedTimes.ts: a move there would be refused), this one's included.
 */
function laterStarts(): Date[] {
  const tomorrow = new Date(e2eNow().getTime() + 24 * 60 * 60 * 1000);
  return shuffled(
    availability(e2eNow(), [], DEFAULT_RULES)
      .flatMap((day) => day.slots)
      .filter((start) => start > tomorrow && !isReserved(start.toISOString())),
  );
}

/** A staff account of the stack's Auth emulator, signed in: its ID token. */
async function staffToken(): Promise<string> {
  process.env.FIREBASE_AUTH_EMULATOR_HOST = AUTH_HOST;
  const app = initializeApp({ projectId: PROJECT }, `busy-calendar-${randomUUID()}`);
  try {
    const email = `e2e-feed-${randomUUID().slice(0, 8)}@lakeforge.test`;
    const user = await getAuth(app).createUser({ email, password: 'e2e-feed-password' });
    await getAuth(app).setCustomUserClaims(user.uid, { staff: true });
    const response = await fetch(
      `http://${AUTH_HOST}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=local`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email, password: 'e2e-feed-password', returnSecureToken: true }),
      },
    );
    return ((await response.json()) as { idToken: string }).idToken;
  } finally {
    await deleteApp(app);
  }
}

/** The feed's VEVENT whose description names `email`, unfolded, or undefined. */
async function feedEvent(request: APIRequestContext, url: string, email: string) {
  const response = await request.get(new URL(url).pathname);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  expect(response.headers()['cache-control']).toBe('private, no-store');
  const ics = (await response.text()).replace(/\r\n /g, '');
  const event = ics.split('BEGIN:VEVENT\r\n').find((part) => part.includes(`Email: ${email}`));
  if (!event) return undefined;
  const value = (name: string) => new RegExp(`^${name}:(.*)$`, 'm').exec(event)?.[1]?.trimEnd();
  return { uid: value('UID'), sequence: value('SEQUENCE'), start: value('DTSTART'), status: value('STATUS') };
}

const utc = (iso: string) => iso.replace(/[-:]/g, '').replace(/\.\d{3}Z$/, 'Z');

test(
  'the bookings feed lists a new booking, shows its move, and refuses its old address after rotation',
  { tag: '@desktop' },
  async ({ request }) => {
    test.setTimeout(90_000);
    const email = `e2e-feed-${randomUUID().slice(0, 8)}@example.com`;
    const starts = laterStarts();
    const booked = await bookFirstFree(request, starts, { name: 'Fenna Feed', email });

    const staff = { Authorization: `Bearer ${await staffToken()}` };
    const feed = await request.get('/api/staff/feed', { headers: staff });
    expect(feed.status()).toBe(200);
    const { url } = (await feed.json()) as { url: string };
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:5000\/calendar\/bookings\/[A-Za-z0-9_-]{43}\.ics$/);

    const uid = await invitationUid(email);
    expect(await feedEvent(request, url, email)).toEqual({
      uid,
      sequence: '0',
      start: utc(booked),
      status: 'CONFIRMED',
    });

    // Moved by the staff: the same event, at the new time, one revision on.
    let moved: string | undefined;
    for (const start of starts.filter((start) => start.toISOString() !== booked).slice(0, 10)) {
      const response = await request.post(`/api/staff/bookings/${encodeURIComponent(booked)}/move`, {
        headers: staff,
        data: { datetime: start.toISOString(), expectedStart: booked },
      });
      if (response.status() === 409 && ((await response.json()) as { reason: string }).reason === 'taken') continue;
      expect(response.status(), await response.text()).toBe(200);
      moved = start.toISOString();
      break;
    }
    expect(moved, 'the booking was moved').toBeDefined();
    expect(await feedEvent(request, url, email)).toEqual({
      uid,
      sequence: '1',
      start: utc(moved!),
      status: 'CONFIRMED',
    });

    // A new address: the old one is refused at once, the new one lists the meeting.
    const rotated = await request.post('/api/staff/feed/rotate', { headers: staff });
    expect(rotated.status()).toBe(200);
    const { url: newUrl } = (await rotated.json()) as { url: string };
    expect(newUrl).not.toBe(url);
    expect((await request.get(new URL(url).pathname)).status()).toBe(404);
    expect(await feedEvent(request, newUrl, email)).toMatchObject({ uid, sequence: '1' });
  },
);
