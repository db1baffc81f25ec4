/**
 * Ontario's statutory holidays (Employment Standards Act, 2000) for any year, and the weekdays the
 * agency's office is closed for them.
 *
 * A holiday that falls on a Saturday or Sunday is observed on the next weekday that is not itself a
 * holiday: Christmas on a Saturday is observed on Monday the 27th and Boxing Day (Sunday) on Tuesday
 * the 28th; Christmas on a Sunday is observed on Tuesday the 27th, after Boxing Day on Monday.
 */
import { gregorianEaster } from 'date-easter';
import type { CalendarDate } from '../calendarDate.js';

export interface Holiday {
  date: CalendarDate;
  name: string;
}

export interface HolidayOptions {
  /** The Civic Holiday (first Monday of August) is not statutory; the agency may observe it. */
  civicHoliday: boolean;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Calendar arithmetic on UTC midnights, which have no daylight-saving changes. */
function utcDate(year: number, month: number, day: number): Date {
  return new Date(Date.UTC(year, month - 1, day));
}

function toCalendarDate(date: Date): CalendarDate {
  return date.toISOString().slice(0, 10);
}

function isWeekendDate(date: Date): boolean {
  const weekday = date.getUTCDay();
  return weekday === 0 || weekday === 6;
}

/** The `nth` Monday of a month (1-based). */
function nthMonday(year: number, month: number, nth: number): Date {
  const first = utcDate(year, month, 1);
  const toMonday = (8 - first.getUTCDay()) % 7;
  return new Date(first.getTime() + (toMonday + 7 * (nth - 1)) * DAY_MS);
}

/** Victoria Day: the last Monday before May 25. */
function victoriaDay(year: number): Date {
  const may24 = utcDate(year, 5, 24);
  const back = (may24.getUTCDay() + 6) % 7;
  return new Date(may24.getTime() - back * DAY_MS);
}

function goodFriday(year: number): Date {
  const easter = gregorianEaster(year);
  return new Date(utcDate(easter.year, easter.month, easter.day).getTime() - 2 * DAY_MS);
}

/** The holidays of `year` on their actual dates, in calendar order. */
export function ontarioHolidays(year: number, options: HolidayOptions): Holiday[] {
  if (!Number.isInteger(year) || year < 1900 || year > 9999) throw new RangeError(`Unsupported year: ${year}`);
  const holidays: Array<[Date, string]> = [
    [utcDate(year, 1, 1), "New Year's Day"],
    [nthMonday(year, 2, 3), 'Family Day'],
    [goodFriday(year), 'Good Friday'],
    [victoriaDay(year), 'Victoria Day'],
    [utcDate(year, 7, 1), 'Canada Day'],
    ...(options.civicHoliday ? [[nthMonday(year, 8, 1), 'Civic Holiday'] as [Date, string]] : []),
    [nthMonday(year, 9, 1), 'Labour Day'],
    [nthMonday(year, 10, 2), 'Thanksgiving'],
    [utcDate(year, 12, 25), 'Christmas Day'],
    [utcDate(year, 12, 26), 'Boxing Day'],
  ];
  return holidays
    .sort(([a], [b]) => a.getTime() - b.getTime())
    .map(([date, name]) => ({ date: toCalendarDate(date), name }));
}

/**
 * The weekdays of `year` on which the office is closed for a holiday: each holiday on its own date
 * when that is a weekday, otherwise on its observed day (named '<holiday> (observed)'). Observed days
 * stay in the holiday's year: the latest is Boxing Day moved to Tuesday, December 28.
 */
export function observedHolidays(year: number, options: HolidayOptions): Holiday[] {
  const holidays = ontarioHolidays(year, options);
  const taken = new Set(holidays.map((holiday) => holiday.date));
  const observed: Holiday[] = [];
  for (const holiday of holidays) {
    const date = new Date(`${holiday.date}T00:00:00Z`);
    if (!isWeekendDate(date)) {
      observed.push(holiday);
      continue;
    }
    let substitute = date;
    while (isWeekendDate(substitute) || taken.has(toCalendarDate(substitute))) {
      substitute = new Date(substitute.getTime() + DAY_MS);
    }
    taken.add(toCalendarDate(substitute));
    observed.push({ date: toCalendarDate(substitute), name: `${holiday.name} (observed)` });
  }
  return observed.sort((a, b) => a.date.localeCompare(b.date));
}
