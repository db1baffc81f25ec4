/**
 * The busy-calendar import (the scheduled function `importBusyCalendars`, every 10 minutes; locally
 * `npm run busy:refresh`): the agency's calendars, by their secret iCal addresses, into the public busy
 * intervals `availability/busy` that the wizard and the booking function read (docs/availability.md).
 *
 * - The sources are the deploy's addresses (the BUSY_CALENDAR_URLS secret) and those staff set in the back
 *   office (`staffSettings/availability.calendarUrls`), each address once. A source no longer listed is
 *   forgotten, and its busy times with it.
 * - Each source's busy intervals are kept from the start of today (Toronto) to SOURCE_HORIZON_DAYS ahead.
 *   While they still cover the bookable window, the fetch is conditional (ETag / Last-Modified) and a 304
 *   keeps them; otherwise the whole file is fetched and expanded again.
 * - A failing source (an HTTP error, no answer in time, too large, not a calendar, a refused address)
 *   keeps its last good intervals: a failure never frees a time. After ALERT_AFTER_FAILURES failures in a
 *   row the agency is emailed once (and an `ALERT:` line logged); a good fetch ends the run of failures.
 * - The public document holds the union of every source's intervals within the bookable window, merged,
 *   written in one batch with the sources' states.
 *
 * Addresses are secrets: logs and alerts name a source by its host and a short hash, never the address.
 */
import { bookingWindow } from '../../../src/domain/booking/slots.js';
import type { Clock } from '../lib/clock.js';
import type { Logger } from '../lib/logger.js';
import { errorMessage } from '../lib/text.js';
import type { MailConfig, Mailer } from '../mail/mailer.js';
import { sha256 } from '../store/firestore.js';
import { alertBusyCalendar } from './alert.js';
import { calendarUrl, CalendarError, type CalendarAnswer, type Validators } from './calendarFetch.js';
import { busyIntervals, clipIntervals } from './expand.js';
import type { BusyStore, Source, SourceState } from './store.js';

/** Failures in a row (10 minutes apart) before the agency is told. */
export const ALERT_AFTER_FAILURES = 3;
/** How far ahead a source's intervals are kept: a failing source still blocks known events this long. */
export const SOURCE_HORIZON_DAYS = 31;
/** Intervals kept per source (a Firestore document holds at most 1 MiB). */
export const MAX_INTERVALS_PER_SOURCE = 2_000;

const DAY_MS = 24 * 60 * 60 * 1000;

export type FetchCalendar = (address: string, validators: Validators | undefined) => Promise<CalendarAnswer>;

export interface BusyImportDeps {
  store: BusyStore;
  /** The deploy's own addresses (BUSY_CALENDAR_URLS); staff's come from the store. */
  configuredUrls: string[];
  fetchCalendar: FetchCalendar;
  mailer: Mailer;
  mail: MailConfig;
  clock: Clock;
  logger: Logger;
}

export interface BusyImportReport {
  sources: number;
  updated: number;
  notModified: number;
  failed: number;
  alerts: number;
  /** Busy intervals now in `availability/busy`. */
  intervals: number;
}

/** A source from its address; the id is the hash of the address as it will be fetched. */
export function sourceOf(address: string): Source {
  let normalized = address.trim();
  let host = '(not a web address)';
  try {
    const url = calendarUrl(normalized);
    normalized = url.href;
    host = url.host;
  } catch {
    // Kept as given: its fetch fails as invalidUrl, and the source's state says so.
  }
  const id = sha256(normalized);
  return { id, address: normalized, host, label: `${host} #${id.slice(0, 8)}` };
}

/** The deploy's list: comma- or line-separated addresses. */
export function parseUrlList(value: string | undefined): string[] {
  return (value ?? '')
    .split(/[,\s]+/)
    .map((url) => url.trim())
    .filter(Boolean);
}

type SourceOutcome = 'updated' | 'notModified' | 'failed';

async function refreshSource(
  source: Source,
  previous: SourceState | undefined,
  deps: BusyImportDeps,
  now: Date,
): Promise<{ state: SourceState; outcome: SourceOutcome; alert: boolean }> {
  const window = bookingWindow(now);
  const horizon = { start: window.start, end: new Date(window.start.getTime() + SOURCE_HORIZON_DAYS * DAY_MS) };
  const known: SourceState = previous ?? {
    host: source.host,
    intervals: [],
    validators: {},
    failures: 0,
    checkedAt: now,
  };
  // A 304 is only worth having while the intervals kept still cover the bookable window.
  const covered = known.coveredUntil !== undefined && known.coveredUntil >= window.end;
  const fresh = { host: source.host, failures: 0, lastSuccessAt: now, checkedAt: now };
  try {
    const answer = await deps.fetchCalendar(source.address, covered ? known.validators : undefined);
    const state: SourceState =
      answer.kind === 'notModified'
        ? { ...fresh, intervals: known.intervals, coveredUntil: known.coveredUntil!, validators: known.validators }
        : {
            ...fresh,
            intervals: busyIntervals(answer.text, horizon).slice(0, MAX_INTERVALS_PER_SOURCE),
            coveredUntil: horizon.end,
            validators: answer.validators,
          };
    if (known.failures > 0) deps.logger.info('busy calendars: a source reads again', { source: source.label });
    return { state, outcome: answer.kind === 'notModified' ? 'notModified' : 'updated', alert: false };
  } catch (error) {
    const failure =
      error instanceof CalendarError ? error : new CalendarError('network', `unexpected: ${errorMessage(error)}`);
    const failures = known.failures + 1;
    const alert = failures >= ALERT_AFTER_FAILURES && !known.alertedAt;
    deps.logger.error('busy calendars: a source could not be read; its last busy times are kept', {
      source: source.label,
      kind: failure.kind,
      ...(failure.status ? { status: failure.status } : {}),
      failures,
    });
    const state: SourceState = {
      ...known,
      host: source.host,
      failures,
      lastError: { kind: failure.kind, at: now, ...(failure.status ? { status: failure.status } : {}) },
      checkedAt: now,
      ...(alert ? { alertedAt: now } : {}),
    };
    return { state, outcome: 'failed', alert };
  }
}

export async function importBusyTimes(deps: BusyImportDeps): Promise<BusyImportReport> {
  const now = deps.clock.now();
  const addresses = [...deps.configuredUrls, ...(await deps.store.settingsUrls())];
  const sources = [...new Map(addresses.map((address) => sourceOf(address)).map((s) => [s.id, s])).values()];
  const stored = await deps.store.sources();

  const results = await Promise.all(
    sources.map(async (source) => ({ source, ...(await refreshSource(source, stored.get(source.id), deps, now)) })),
  );
  const states = new Map(results.map(({ source, state }) => [source.id, state]));
  const removed = [...stored.keys()].filter((id) => !states.has(id));
  const busy = clipIntervals(
    results.flatMap(({ state }) => state.intervals),
    bookingWindow(now),
  );
  await deps.store.save(busy, states, removed, now);

  // After the save, which records that the alert is sent: never twice, even if the email fails (logged).
  const alerting = results.filter((result) => result.alert);
  for (const { source, state } of alerting) await alertBusyCalendar(source, state, deps);

  const count = (outcome: SourceOutcome) => results.filter((result) => result.outcome === outcome).length;
  const report: BusyImportReport = {
    sources: sources.length,
    updated: count('updated'),
    notModified: count('notModified'),
    failed: count('failed'),
    alerts: alerting.length,
    intervals: busy.length,
  };
  deps.logger.info('busy calendars: imported', { ...report, removed: removed.length });
  return report;
}
