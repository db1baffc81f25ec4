/**
 * The availability rules beyond the grid of docs/product.md (docs/booking-life.md, "The availability model"), as pure
 * functions of their data: the agency's closures (days, ranges, parts of days), the minimum notice, and the
 * agency calendar's busy intervals extended by the buffer. `slots.ts` applies them in order, in the wizard's
 * offer and in `checkBookable`, which the booking function runs inside its claim transaction.
 */
import type { CalendarDate } from '../calendarDate';
import type { AvailabilitySettings, BusyInterval, ClockTime, ClosureRule } from './model';

/** What applies while `availability/rules` has no setting yet: two hours' notice, no buffer. */
export const DEFAULT_SETTINGS: Readonly<AvailabilitySettings> = Object.freeze({ noticeMinutes: 120, bufferMinutes: 0 });
export const MAX_NOTICE_MINUTES = 14 * 24 * 60;
export const MAX_BUFFER_MINUTES = 240;
/** A slot is this long: the interval a closure or a busy time must not overlap. */
const SLOT_MS = 30 * 60_000;

/** Everything besides the grid, the holidays and the taken slots that decides whether a start is offered. */
export interface AvailabilityRules extends AvailabilitySettings {
  closures: readonly ClosureRule[];
  busy: readonly BusyInterval[];
}

/**
 * None of the agency's rules: the grid, the holidays and the past only. For a quick check before the one
 * that counts (the claim's, with the rules read in its transaction) and for tests of the grid.
 */
export const GRID_ONLY: AvailabilityRules = Object.freeze({
  closures: [],
  busy: [],
  noticeMinutes: 0,
  bufferMinutes: 0,
});

/** The rules before the agency set any: default notice and buffer, no closures, no busy times. */
export const DEFAULT_RULES: AvailabilityRules = Object.freeze({ ...DEFAULT_SETTINGS, closures: [], busy: [] });

const CLOCK_TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

export function isClockTime(value: unknown): value is ClockTime {
  return typeof value === 'string' && CLOCK_TIME.test(value);
}

/** Minutes after midnight of an 'HH:mm' time. */
export function minutesOf(time: ClockTime): number {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return hours * 60 + minutes;
}

/** The closure that closes the slot starting at `time` on `date` (Toronto), if any: it overlaps the slot's 30 minutes. */
export function closureCovering(
  date: CalendarDate,
  time: ClockTime,
  closures: readonly ClosureRule[],
): ClosureRule | undefined {
  const start = minutesOf(time);
  return closures.find((closure) => {
    if (date < closure.from || date > closure.to) return false;
    const closedFrom = closure.startTime ? minutesOf(closure.startTime) : 0;
    const closedUntil = closure.endTime ? minutesOf(closure.endTime) : 24 * 60;
    return start < closedUntil && start + 30 > closedFrom;
  });
}

/** True when `start` is sooner than the minimum notice after `now` (a start exactly at the notice is fine). */
export function isTooSoon(start: Date, now: Date, noticeMinutes: number): boolean {
  return start.getTime() < now.getTime() + noticeMinutes * 60_000;
}

/** True when the slot starting at `start` overlaps a busy interval extended by `bufferMinutes` after its end. */
export function isBusy(start: Date, busy: readonly BusyInterval[], bufferMinutes: number): boolean {
  const from = start.getTime();
  const until = from + SLOT_MS;
  return busy.some(
    (interval) => from < interval.end.getTime() + bufferMinutes * 60_000 && until > interval.start.getTime(),
  );
}

/** A stored instant: a Date (the REST reads), a Firestore Timestamp (the Admin SDK) or an ISO string. */
function instantOf(value: unknown): Date | undefined {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value;
  if (typeof value === 'object' && value !== null && typeof (value as { toDate?: unknown }).toDate === 'function') {
    return instantOf((value as { toDate: () => unknown }).toDate());
  }
  if (typeof value === 'string') return instantOf(new Date(value));
  return undefined;
}

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A stored closure, or undefined when it is not one (its id, dates and optional hours checked). */
export function closureOf(value: unknown): ClosureRule | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const data = value as Record<string, unknown>;
  const { id, from, to, startTime, endTime } = data;
  if (typeof id !== 'string' || typeof from !== 'string' || typeof to !== 'string') return undefined;
  if (!CALENDAR_DATE.test(from) || !CALENDAR_DATE.test(to) || to < from) return undefined;
  if ((startTime !== undefined && !isClockTime(startTime)) || (endTime !== undefined && !isClockTime(endTime))) {
    return undefined;
  }
  const closure: ClosureRule = { id, from, to };
  if (startTime !== undefined) closure.startTime = startTime;
  if (endTime !== undefined) closure.endTime = endTime;
  return closure;
}

const minutesWithin = (value: unknown, max: number, fallback: number) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= max ? value : fallback;

/**
 * The rules from the two public documents' data (`availability/rules`, `availability/busy`; either may be
 * missing). A closure that cannot be read is left out rather than closing nothing silently wrong;
 * settings out of bounds fall back to the defaults; busy intervals need a start before their end.
 */
export function rulesFromDocuments(
  rules: Record<string, unknown> | null | undefined,
  busy: Record<string, unknown> | null | undefined,
): AvailabilityRules {
  const closures = Array.isArray(rules?.closures)
    ? rules.closures.map(closureOf).filter((closure) => closure !== undefined)
    : [];
  const intervals: BusyInterval[] = [];
  if (Array.isArray(busy?.intervals)) {
    for (const entry of busy.intervals as unknown[]) {
      const { start, end } = (entry ?? {}) as Record<string, unknown>;
      const from = instantOf(start);
      const until = instantOf(end);
      if (from && until && from < until) intervals.push({ start: from, end: until });
    }
  }
  return {
    closures,
    noticeMinutes: minutesWithin(rules?.noticeMinutes, MAX_NOTICE_MINUTES, DEFAULT_SETTINGS.noticeMinutes),
    bufferMinutes: minutesWithin(rules?.bufferMinutes, MAX_BUFFER_MINUTES, DEFAULT_SETTINGS.bufferMinutes),
    busy: intervals,
  };
}
