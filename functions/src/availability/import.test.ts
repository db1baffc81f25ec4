/**
 * The busy-calendar import against a local fake calendar server (the true external boundary) and
 * Google's Firestore emulator: what `availability/busy` holds, what each source's state keeps, and how a
 * failing source keeps its last good busy times and alerts the agency once.
 */
import { readFileSync } from 'node:fs';
import { beforeEach, describe, expect, it } from 'vitest';
import { testBackend } from '../../../tests/functions/backend.js';
import type { FakeCalendarServer } from '../../../tests/functions/fakeCalendarServer.js';
import { documents, TEST_MAIL, testCalendarServer } from '../../../tests/functions/support.js';
import { fetchCalendar, type CalendarFetchOptions } from './calendarFetch.js';
import { ALERT_AFTER_FAILURES, importBusyTimes, parseUrlList, sourceOf, type BusyImportDeps } from './import.js';
import { BUSY_SOURCES_COLLECTION, createBusyStore } from './store.js';

const FIXTURE = readFileSync(new URL('../../../tests/functions/fixtures/agency-calendar.ics', import.meta.url), 'utf8');
/** Monday 12 April 2027, 08:00 in Toronto: the window runs to Sunday 18 April. */
const MONDAY = '2027-04-12T12:00:00.000Z';
const FIXTURE_WEEK = [
  ['2027-04-12T19:00:00.000Z', '2027-04-12T20:00:00.000Z'],
  ['2027-04-13T14:00:00.000Z', '2027-04-13T15:00:00.000Z'],
  ['2027-04-15T14:00:00.000Z', '2027-04-15T15:30:00.000Z'],
  ['2027-04-16T04:00:00.000Z', '2027-04-17T04:00:00.000Z'],
];
const OTHER_FILE = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'PRODID:-//Test//EN',
  'BEGIN:VEVENT',
  'UID:board@test',
  'DTSTART:20270414T170000Z',
  'DTEND:20270414T180000Z',
  'SUMMARY:Board meeting',
  'END:VEVENT',
  'END:VCALENDAR',
  '',
].join('\r\n');
const LOCAL: CalendarFetchOptions = { timeoutMs: 1_000, maxBytes: 256 * 1024, network: 'local' };
/** The secret part of an address, as Google puts it in the path. */
const SECRET = 'private-5f0c2a9e71d44b38a1c6e0d9b2f47a35';

const backend = testBackend('busy', MONDAY);
const fake = testCalendarServer();
beforeEach(() => {
  fake.current.answer(`/${SECRET}/basic.ics`, { kind: 'calendar', body: FIXTURE, etag: '"rev-1"' });
  fake.current.answer('/board.ics', { kind: 'calendar', body: OTHER_FILE });
});

const studio = () => fake.current.url(`/${SECRET}/basic.ics`);

function deps(configuredUrls: string[], over: Partial<BusyImportDeps> = {}): BusyImportDeps {
  return {
    store: createBusyStore(backend.db),
    configuredUrls,
    fetchCalendar: (address, validators) => fetchCalendar(address, validators, LOCAL),
    mailer: backend.mailer,
    mail: TEST_MAIL,
    clock: backend.clock,
    logger: backend.logger,
    ...over,
  };
}

async function busyDocument() {
  const data = (await backend.db.doc('availability/busy').get()).data();
  return {
    intervals: (data?.intervals as { start: { toDate(): Date }; end: { toDate(): Date } }[]).map(({ start, end }) => [
      start.toDate().toISOString(),
      end.toDate().toISOString(),
    ]),
    updatedAt: data?.updatedAt.toDate().toISOString() as string,
  };
}

const sourceState = async (address: string) =>
  (await backend.db.collection(BUSY_SOURCES_COLLECTION).doc(sourceOf(address).id).get()).data();

const setStaffUrls = (calendarUrls: string[]) =>
  backend.db.doc('staffSettings/availability').set({ calendarUrls }, { merge: true });

describe('importBusyTimes: a good calendar', () => {
  it('stores exactly its busy times in the bookable window, and the source state without address or titles', async () => {
    const report = await importBusyTimes(deps([studio()]));
    expect(report).toEqual({ sources: 1, updated: 1, notModified: 0, failed: 0, alerts: 0, intervals: 4 });
    expect(await busyDocument()).toEqual({ intervals: FIXTURE_WEEK, updatedAt: MONDAY });

    const state = await sourceState(studio());
    expect(state).toMatchObject({ host: new URL(studio()).host, failures: 0, etag: '"rev-1"' });
    expect(state!.lastSuccessAt.toDate().toISOString()).toBe(MONDAY);
    // Kept a month ahead, so that a failing source still blocks what it had: the weekly sync up to 12 May.
    expect(state!.coveredUntil.toDate().toISOString()).toBe('2027-05-13T04:00:00.000Z');
    expect(state!.intervals.at(-1).start.toDate().toISOString()).toBe('2027-05-12T14:00:00.000Z');

    const everything = JSON.stringify([
      await documents(backend.db, BUSY_SOURCES_COLLECTION),
      await documents(backend.db, 'availability'),
    ]);
    for (const secret of [SECRET, 'Studio', 'Dentist', 'Priya', 'partner-studio', 'Dial-in'])
      expect(everything).not.toContain(secret);
    expect(backend.logger.lines.join('\n')).not.toContain(SECRET);
  });

  it('reads the addresses of the deploy and of the back office together, each once', async () => {
    await setStaffUrls([fake.current.url('/board.ics'), ` ${studio()} `]);
    const report = await importBusyTimes(deps([studio()]));
    expect(report).toMatchObject({ sources: 2, updated: 2 });
    expect(fake.current.requests.map((request) => request.path).sort()).toEqual(['/board.ics', `/${SECRET}/basic.ics`]);
    expect((await busyDocument()).intervals).toEqual([
      FIXTURE_WEEK[0],
      FIXTURE_WEEK[1],
      ['2027-04-14T17:00:00.000Z', '2027-04-14T18:00:00.000Z'],
      FIXTURE_WEEK[2],
      FIXTURE_WEEK[3],
    ]);
  });

  it('asks again with its ETag, keeps the busy times on 304, and moves them with the window', async () => {
    await importBusyTimes(deps([studio()]));
    backend.clock.set('2027-04-13T12:10:00.000Z');
    const report = await importBusyTimes(deps([studio()]));
    expect(report).toMatchObject({ updated: 0, notModified: 1 });
    expect(fake.current.requests[1]!.headers['if-none-match']).toBe('"rev-1"');
    // Tuesday's window starts on Tuesday: Monday's busy time is gone, Monday 19's 10:00 sync has come in.
    expect(await busyDocument()).toEqual({
      intervals: [...FIXTURE_WEEK.slice(1), ['2027-04-19T14:00:00.000Z', '2027-04-19T15:00:00.000Z']],
      updatedAt: '2027-04-13T12:10:00.000Z',
    });
  });

  it('asks without validators once the intervals kept no longer cover the window', async () => {
    await importBusyTimes(deps([studio()]));
    backend.clock.set('2027-05-10T12:00:00.000Z');
    expect(await importBusyTimes(deps([studio()]))).toMatchObject({ updated: 1 });
    expect(fake.current.requests[1]!.headers['if-none-match']).toBeUndefined();
  });

  it('forgets a source no longer listed, with its busy times', async () => {
    await setStaffUrls([fake.current.url('/board.ics')]);
    await importBusyTimes(deps([studio()]));
    await setStaffUrls([]);
    expect(await importBusyTimes(deps([studio()]))).toMatchObject({ sources: 1 });
    expect((await busyDocument()).intervals).toEqual(FIXTURE_WEEK);
    expect(await sourceState(fake.current.url('/board.ics'))).toBeUndefined();

    expect(await importBusyTimes(deps([]))).toMatchObject({ sources: 0, intervals: 0 });
    expect((await busyDocument()).intervals).toEqual([]);
    expect(await documents(backend.db, BUSY_SOURCES_COLLECTION)).toEqual({});
  });
});

describe('importBusyTimes: a failing calendar', () => {
  const ERROR_PAGE = '<h1>Server error</h1><p>Trace id 77aa-PAGE-TEXT: mailto ops@calendar.example</p>';

  /** One good import at 08:00, then the source fails at each run, 10 minutes apart. */
  async function goodThenFailing(answer: Parameters<FakeCalendarServer['answer']>[1], runs: number) {
    await importBusyTimes(deps([studio()]));
    fake.current.answer(`/${SECRET}/basic.ics`, answer);
    const reports = [];
    for (let run = 1; run <= runs; run += 1) {
      backend.clock.set(new Date(Date.parse(MONDAY) + run * 10 * 60_000).toISOString());
      reports.push(await importBusyTimes(deps([studio()])));
    }
    return reports;
  }

  it.each([
    ['answers 500', { kind: 'status', status: 500, body: ERROR_PAGE } as const, 'http'],
    ['never answers', { kind: 'hang' } as const, 'timeout'],
    ['sends a body without end', { kind: 'endless' } as const, 'tooLarge'],
    ['sends a page that is not a calendar', { kind: 'calendar', body: ERROR_PAGE } as const, 'unparsable'],
  ])('keeps the last good busy times when the source %s', async (_, answer, kind) => {
    const [report] = await goodThenFailing(answer, 1);
    expect(report).toMatchObject({ failed: 1, alerts: 0, intervals: 4 });
    expect(await busyDocument()).toEqual({ intervals: FIXTURE_WEEK, updatedAt: '2027-04-12T12:10:00.000Z' });
    const state = await sourceState(studio());
    expect(state).toMatchObject({ failures: 1, lastError: { kind } });
    expect(state!.lastSuccessAt.toDate().toISOString()).toBe(MONDAY);
  });

  it(`alerts the agency once after ${ALERT_AFTER_FAILURES} failures in a row, with nothing the server sent`, async () => {
    const reports = await goodThenFailing({ kind: 'status', status: 500, body: ERROR_PAGE }, 5);
    expect(reports.map((report) => report.alerts)).toEqual([0, 0, 1, 0, 0]);
    expect((await busyDocument()).intervals).toEqual(FIXTURE_WEEK);

    expect(backend.mailer.sent).toHaveLength(1);
    const [alert] = backend.mailer.sent;
    expect(alert!.to).toEqual(TEST_MAIL.agencyInbox);
    expect(alert!.subject).toBe(`Busy calendar cannot be read: ${new URL(studio()).host}`);
    expect(alert!.text).toContain('3 times in a row');
    expect(alert!.text).toContain('The calendar server answered with an error (HTTP 500).');
    expect(alert!.text).toContain('Monday, April 12, 2027 at 8:00 AM EDT');
    for (const part of [alert!.text, alert!.html, alert!.subject]) {
      expect(part).not.toContain('PAGE-TEXT');
      expect(part).not.toContain('ops@calendar.example');
      expect(part).not.toContain(SECRET);
    }
    expect(backend.logger.lines.filter((line) => line.startsWith('ALERT: '))).toHaveLength(1);
  });

  it('ends the alert with a good read, and alerts again after a new run of failures', async () => {
    await goodThenFailing({ kind: 'status', status: 503, body: ERROR_PAGE }, ALERT_AFTER_FAILURES);
    expect(backend.mailer.sent).toHaveLength(1);
    fake.current.answer(`/${SECRET}/basic.ics`, { kind: 'calendar', body: FIXTURE, etag: '"rev-2"' });
    expect(await importBusyTimes(deps([studio()]))).toMatchObject({ updated: 1 });
    const recovered = await sourceState(studio());
    expect(recovered).toMatchObject({ failures: 0 });
    expect(recovered).not.toHaveProperty('alertedAt');
    expect(recovered).not.toHaveProperty('lastError');

    fake.current.answer(`/${SECRET}/basic.ics`, { kind: 'hang' });
    for (let run = 0; run < ALERT_AFTER_FAILURES; run += 1) await importBusyTimes(deps([studio()]));
    expect(backend.mailer.sent).toHaveLength(2);
    expect(backend.mailer.sent[1]!.text).toContain('The calendar server did not answer in time.');
  });

  it('records the alert even when the email fails, and logs it', async () => {
    backend.mailer.before = () => {
      throw new Error('SendGrid is down');
    };
    await goodThenFailing({ kind: 'status', status: 500, body: ERROR_PAGE }, ALERT_AFTER_FAILURES + 1);
    expect(
      backend.logger.lines.filter((line) => line.startsWith('ALERT: the agency could not be emailed')),
    ).toHaveLength(1);
    expect(await sourceState(studio())).toHaveProperty('alertedAt');
  });

  it('opens nothing for a source that never read: it has no busy times, and the others keep theirs', async () => {
    // A name that resolves to loopback (no DNS query leaves the machine), refused as production refuses it.
    await setStaffUrls(['https://localhost:9/x.ics', 'not a web address']);
    const report = await importBusyTimes(
      deps([studio()], {
        fetchCalendar: (address, validators) =>
          fetchCalendar(address, validators, { ...LOCAL, network: address.startsWith('https:') ? 'public' : 'local' }),
      }),
    );
    expect(report).toMatchObject({ sources: 3, updated: 1, failed: 2, intervals: 4 });
    expect((await busyDocument()).intervals).toEqual(FIXTURE_WEEK);
    expect(await sourceState('not a web address')).toMatchObject({ failures: 1, lastError: { kind: 'invalidUrl' } });
  });
});

describe('parseUrlList', () => {
  it('splits the deploy parameter on commas, spaces and line breaks', () => {
    expect(parseUrlList(' https://a.example/1.ics,webcal://b.example/2.ics\nhttps://c.example/3.ics ')).toEqual([
      'https://a.example/1.ics',
      'webcal://b.example/2.ics',
      'https://c.example/3.ics',
    ]);
    expect(parseUrlList(undefined)).toEqual([]);
    expect(parseUrlList('')).toEqual([]);
  });
});
