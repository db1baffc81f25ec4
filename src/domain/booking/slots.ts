/**
 * The consultation slot calendar: which meeting start times can be booked at a given instant.
 *
 * Meetings are defined in Eastern Time (America/Toronto, with its daylight-saving changes). Every
 * function takes the current instant (`now`) as an argument and does all calendar math in Toronto,
 * so the answer never depends on the time zone of the machine or the visitor's browser.
 *
 * Used by the browser (which days and times to offer) and by the booking function (whether a
 * requested slot may be claimed), so the rule lives in one place.
 */
import { TZDate, tz, tzOffset, tzName } from '@date-fns/tz';
import { addDays, format, isValid, isWeekend, startOfDay } from 'date-fns';
import { closureCovering, isBusy, isTooSoon, type AvailabilityRules } from '../availability/rules.js';
import type { CalendarDate } from '../calendarDate.js';
import { holidayOn } from './closures.js';

/** Time zone the meetings are defined in ("Eastern Time" on the site). */
export const MEETING_TIME_ZONE = 'America/Toronto';
/** Length of a consultation. */
export const MEETING_MINUTES = 30;
/** Number of calendar days in the bookable window, starting today (today + 6 days). */
export const BOOKABLE_DAYS = 7;
/** Start times of the slots of a bookable day, Toronto wall-clock time. */
export const SLOT_TIMES = [
  '09:00',
  '09:30',
  '10:00',
  '10:30',
  '11:00',
  '11:30',
  '12:00',
  '12:30',
  '13:00',
  '13:30',
  '14:00',
  '14:30',
  '15:00',
  '15:30',
  '16:00',
  '16:30',
] as const;
export type SlotTime = (typeof SLOT_TIMES)[number];
/**
 * The most slots one bookable window can hold: 7 consecutive days have at most 5 weekdays. Browsers may
 * list at most this many per query (firestore.rules: `request.query.limit <= 80`).
 */
export const MAX_SLOTS_IN_WINDOW = 5 * SLOT_TIMES.length;

/** One offered day of the booking wizard with its free future slots (start instants, ascending). */
export interface DayAvailability {
  date: CalendarDate;
  slots: Date[];
}

export type BookableCheck =
  | { ok: true }
  | { ok: false; reason: 'outside-window' | 'weekend' | 'closed' | 'off-grid' | 'past' | 'too-soon' | 'busy' };

const inMeetingZone = tz(MEETING_TIME_ZONE);
const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True when `value` is a real 'YYYY-MM-DD' calendar date (e.g. not '2026-02-30'). */
export function isCalendarDate(value: unknown): value is CalendarDate {
  if (typeof value !== 'string') return false;
  const match = CALENDAR_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const probe = new Date(Date.UTC(year, month - 1, day));
  return probe.getUTCFullYear() === year && probe.getUTCMonth() === month - 1 && probe.getUTCDate() === day;
}

/** Noon of a Toronto calendar date (noon is never near a daylight-saving change). */
function noonOf(date: CalendarDate): TZDate {
  if (!isCalendarDate(date)) throw new RangeError(`Not a calendar date (YYYY-MM-DD): ${String(date)}`);
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new TZDate(year, month - 1, day, 12, 0, MEETING_TIME_ZONE);
}

function assertValid(instant: Date, what: string): void {
  if (!isValid(instant)) throw new RangeError(`Invalid ${what}`);
}

/** The Toronto calendar date of an instant. */
export function calendarDateOf(instant: Date): CalendarDate {
  assertValid(instant, 'instant');
  return format(instant, 'yyyy-MM-dd', { in: inMeetingZone });
}

/**
 * The weekdays among the 7 calendar days starting today in Toronto, ascending, without statutory
 * holidays (`closures.ts`): the window still counts calendar days, so a holiday makes it one day shorter.
 * The agency's own closures are rules (`availability`).
 */
export function bookableDates(now: Date): CalendarDate[] {
  const today = noonOf(calendarDateOf(now));
  const dates: CalendarDate[] = [];
  for (let i = 0; i < BOOKABLE_DAYS; i++) {
    const day = addDays(today, i);
    const date = format(day, 'yyyy-MM-dd');
    if (!isWeekend(day) && !holidayOn(date)) dates.push(date);
  }
  return dates;
}

/** The 16 slot start instants of a Toronto calendar date (09:00 … 16:30 Toronto time). */
export function slotsOf(date: CalendarDate): Date[] {
  const noon = noonOf(date);
  return SLOT_TIMES.map((time) => {
    const [hours, minutes] = time.split(':').map(Number) as [number, number];
    const start = new TZDate(noon.getFullYear(), noon.getMonth(), noon.getDate(), hours, minutes, MEETING_TIME_ZONE);
    return new Date(start.getTime());
  });
}

/**
 * Document id of a slot (in `slots` and `bookings`): the UTC ISO string of its start,
 * e.g. '2026-11-23T14:00:00.000Z'. Throws RangeError for an invalid date.
 */
export function slotId(start: Date): string {
  assertValid(start, 'slot start');
  return start.toISOString();
}

/**
 * The instant range covering the whole bookable window, half-open: `start <= t < end`.
 * `start` is 00:00 today in Toronto, `end` is 00:00 Toronto on the day after the window.
 * One Firestore query `datetime >= start && datetime < end` on `slots` fetches every taken slot
 * that `availability` needs.
 */
export function bookingWindow(now: Date): { start: Date; end: Date } {
  const today = startOfDay(noonOf(calendarDateOf(now)));
  const after = startOfDay(addDays(noonOf(calendarDateOf(now)), BOOKABLE_DAYS));
  return { start: new Date(today.getTime()), end: new Date(after.getTime()) };
}

function toInstant(value: Date | string | number): Date | null {
  const instant = value instanceof Date ? value : new Date(value);
  return isValid(instant) ? instant : null;
}

/**
 * The days to offer and their free slots, the rules applied in order (docs/booking-life.md, "The
 * availability model"): the grid of the window's weekdays without statutory holidays, starts after `now`,
 * then the agency's closures, the minimum notice, the busy intervals (plus the buffer after each), and
 * finally the taken slots; days with no slot left are left out. `takenStarts` are the start instants of
 * booked slots (Dates, ISO strings or epoch milliseconds; invalid values are ignored).
 */
export function availability(
  now: Date,
  takenStarts: Iterable<Date | string | number>,
  rules: AvailabilityRules,
): DayAvailability[] {
  assertValid(now, 'now');
  const taken = new Set<number>();
  for (const value of takenStarts) {
    const instant = toInstant(value);
    if (instant) taken.add(instant.getTime());
  }
  const days: DayAvailability[] = [];
  for (const date of bookableDates(now)) {
    const starts = slotsOf(date);
    const free = starts.filter(
      (start, index) =>
        start.getTime() > now.getTime() &&
        !closureCovering(date, SLOT_TIMES[index]!, rules.closures) &&
        !isTooSoon(start, now, rules.noticeMinutes) &&
        !isBusy(start, rules.busy, rules.bufferMinutes) &&
        !taken.has(start.getTime()),
    );
    if (free.length > 0) days.push({ date, slots: free });
  }
  return days;
}

/**
 * Whether `start` is a slot that may be booked at `now` under `rules` (ignoring whether it is already
 * taken): exactly the starts `availability` offers when nothing is taken. Reasons are checked in this
 * order: 'off-grid' (invalid date, or not one of the 09:00–16:30 half-hour start times in Toronto, or
 * with seconds), 'weekend' (Saturday or Sunday in Toronto), 'closed' (a statutory holiday, or an agency
 * closure overlapping the slot), 'past' (starts at or before `now`, including any earlier day),
 * 'outside-window' (after the last day of the window), 'too-soon' (within the minimum notice), 'busy'
 * (overlaps a busy interval of the agency's calendar or the buffer after it).
 */
export function checkBookable(start: Date, now: Date, rules: AvailabilityRules): BookableCheck {
  assertValid(now, 'now');
  if (!isValid(start)) return { ok: false, reason: 'off-grid' };
  const local = new TZDate(start.getTime(), MEETING_TIME_ZONE);
  const time = format(local, 'HH:mm');
  if (local.getSeconds() !== 0 || local.getMilliseconds() !== 0 || !(SLOT_TIMES as readonly string[]).includes(time)) {
    return { ok: false, reason: 'off-grid' };
  }
  if (isWeekend(local)) return { ok: false, reason: 'weekend' };
  const date = format(local, 'yyyy-MM-dd');
  if (holidayOn(date) || closureCovering(date, time, rules.closures)) return { ok: false, reason: 'closed' };
  if (start.getTime() <= now.getTime()) return { ok: false, reason: 'past' };
  if (start.getTime() >= bookingWindow(now).end.getTime()) return { ok: false, reason: 'outside-window' };
  if (isTooSoon(start, now, rules.noticeMinutes)) return { ok: false, reason: 'too-soon' };
  if (isBusy(start, rules.busy, rules.bufferMinutes)) return { ok: false, reason: 'busy' };
  return { ok: true };
}

/** 'Monday, November 23, 2026'. */
export function formatDateLabel(date: CalendarDate): string {
  return format(noonOf(date), 'EEEE, MMMM d, yyyy');
}

/** Short parts of a date for a compact date button: { weekday: 'Mon', day: '23', month: 'Nov' }. */
export function formatDateParts(date: CalendarDate): { weekday: string; day: string; month: string } {
  const noon = noonOf(date);
  return { weekday: format(noon, 'EEE'), day: format(noon, 'd'), month: format(noon, 'MMM') };
}

/** The start time in Toronto, e.g. '9:00 AM'. */
export function formatSlotTime(start: Date): string {
  assertValid(start, 'slot start');
  return format(start, 'h:mm a', { in: inMeetingZone });
}

/** True when `timeZone` is an IANA zone name (or offset) this runtime understands. */
export function isValidTimeZone(timeZone: unknown): timeZone is string {
  if (typeof timeZone !== 'string' || timeZone === '') return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/**
 * The start time in another zone (the visitor's), e.g. '3:00 PM'. When that zone's calendar day
 * differs from Toronto's for this instant, the zone's short weekday is added: '6:30 AM (Tue)'.
 * Throws RangeError for an unknown zone (check with `isValidTimeZone` / `differsFromMeetingZone`).
 */
export function formatInZone(start: Date, timeZone: string): string {
  assertValid(start, 'slot start');
  if (!isValidTimeZone(timeZone)) throw new RangeError(`Unknown time zone: ${String(timeZone)}`);
  const inZone = tz(timeZone);
  const time = format(start, 'h:mm a', { in: inZone });
  const sameDay = format(start, 'yyyy-MM-dd', { in: inZone }) === calendarDateOf(start);
  return sameDay ? time : `${time} (${format(start, 'EEE', { in: inZone })})`;
}

/**
 * True when `timeZone` is a valid zone whose UTC offset at `at` differs from Toronto's, i.e. when
 * showing the visitor's local time beside Eastern Time tells them something.
 */
export function differsFromMeetingZone(timeZone: string | undefined | null, at: Date): boolean {
  if (!isValidTimeZone(timeZone) || !isValid(at)) return false;
  return tzOffset(timeZone, at) !== tzOffset(MEETING_TIME_ZONE, at);
}

/** 'EST' or 'EDT' for the given instant ('ET' should the runtime's time zone data lack them). */
export function timeZoneLabel(start: Date): 'EST' | 'EDT' | 'ET' {
  if (!isValid(start)) return 'ET';
  const name = tzName(MEETING_TIME_ZONE, start, 'short');
  return name === 'EST' || name === 'EDT' ? name : 'ET';
}
