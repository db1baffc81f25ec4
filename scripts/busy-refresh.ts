/**
 * `npm run busy:refresh`: runs the busy-calendar import (the scheduled `importBusyCalendars`) once against the
 * local stack's Firestore (start it first with `npm start`), so the wizard sees the busy times locally.
 *
 *   npm run busy:refresh                              # the sample staff calendar, via a local fake server
 *   npm run busy:refresh -- --file my.ics             # a calendar file of your own, via the same server
 *                                                     # (http://127.0.0.1:5050/calendar.ics)
 *   npm run busy:refresh -- --url http://127.0.0.1:8999/a.ics [--url …]   # calendars you serve yourself
 *   npm run busy:refresh -- --now 2027-04-12T12:00:00Z                     # as if run at that instant
 *   npm run busy:refresh -- --url … --timeout 2       # give up on a calendar after 2 s (default 15)
 *
 * The addresses given (or the fake server's) are the import's only sources, with the local network allowed
 * (production fetches https from public addresses only): sources imported earlier and not given again are
 * dropped, with their busy times, as when staff remove an address. The agency's alert after repeated
 * failures goes to the local outbox. Exits 0 when every source was read (or had not changed), 1 otherwise.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { DEFAULT_FETCH_OPTIONS, fetchCalendar } from '../functions/src/availability/calendarFetch';
import { importBusyTimes, type BusyImportReport } from '../functions/src/availability/import';
import { createBusyStore } from '../functions/src/availability/store';
import { startFakeCalendarServer } from '../tests/functions/fakeCalendarServer';
import { runWhenMain } from './cli';
import { localFunctionDeps } from './local-functions';
import { rootDir } from './paths';
import { ports } from './start';

export const SAMPLE_CALENDAR_FILE = join(rootDir, 'tests/functions/fixtures/agency-calendar.ics');
/**
 * Where the fake server serves `--file`: always the same address, so that one run after another is the same
 * source (a failing file then keeps the busy times of the last good one, as in production).
 */
export const FAKE_CALENDAR_PORT = 5050;

export interface BusyRefreshOptions {
  /** Calendar addresses to import; without any, `file` (default: the sample) is served by a local fake server. */
  urls?: string[];
  file?: string;
  /** The import's clock (default: the machine's). */
  now?: Date;
  /** The fake server's port (default FAKE_CALENDAR_PORT). */
  port?: number;
  /** How long one fetch may take (default: production's). */
  timeoutMs?: number;
}

/** Runs one import against the local stack's Firestore (FIRESTORE_EMULATOR_HOST, by default the stack's). */
export async function refreshLocalBusyTimes(options: BusyRefreshOptions = {}): Promise<BusyImportReport> {
  const { db, mailer, mail, logger, clock } = localFunctionDeps();
  const fake = options.urls?.length ? undefined : await startFakeCalendarServer(options.port ?? FAKE_CALENDAR_PORT);
  try {
    const body = await readFile(options.file ?? SAMPLE_CALENDAR_FILE, 'utf8');
    // An ETag of the content, as a calendar server gives: a changed file is fetched again, an unchanged one is 304.
    const etag = `"${createHash('sha256').update(body).digest('hex').slice(0, 16)}"`;
    fake?.answer('/calendar.ics', { kind: 'calendar', body, etag });
    const at = options.now;
    return await importBusyTimes({
      store: createBusyStore(db),
      configuredUrls: options.urls?.length ? options.urls : [fake!.url('/calendar.ics')],
      fetchCalendar: (address, validators) =>
        fetchCalendar(address, validators, {
          ...DEFAULT_FETCH_OPTIONS,
          network: 'local',
          ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
        }),
      mailer,
      mail,
      clock: at ? { now: () => new Date(at.getTime()) } : clock,
      logger,
    });
  } finally {
    await fake?.close();
  }
}

runWhenMain(import.meta.url, async () => {
  const { values } = parseArgs({
    options: {
      url: { type: 'string', multiple: true },
      file: { type: 'string' },
      now: { type: 'string' },
      timeout: { type: 'string' },
    },
  });
  const now = values.now ? new Date(values.now) : undefined;
  if (now && Number.isNaN(now.getTime())) throw new Error(`--now takes an ISO instant, not ${values.now}`);
  process.env.FIRESTORE_EMULATOR_HOST ??= `127.0.0.1:${ports.firestore}`;
  try {
    await fetch(`http://${process.env.FIRESTORE_EMULATOR_HOST}/`);
  } catch {
    throw new Error(`No Firestore at ${process.env.FIRESTORE_EMULATOR_HOST}: start the local stack first (npm start)`);
  }
  const timeoutSeconds = values.timeout === undefined ? undefined : Number(values.timeout);
  if (timeoutSeconds !== undefined && !(timeoutSeconds > 0)) throw new Error('--timeout takes a number of seconds');
  const report = await refreshLocalBusyTimes({
    urls: values.url,
    file: values.file,
    now,
    ...(timeoutSeconds ? { timeoutMs: timeoutSeconds * 1000 } : {}),
  });
  console.log(`Busy calendars: ${JSON.stringify(report)} (availability/busy in the local Firestore)`);
  process.exit(report.failed === 0 ? 0 : 1);
});
