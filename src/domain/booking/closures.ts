/**
 * The days the agency's office is closed by law, on top of weekends: Ontario's statutory holidays (on their
 * observed weekdays) and the Civic Holiday, which the agency observes. They are automatic; the agency's own
 * closures (a day off, a range, part of a day) are data staff edit (src/domain/availability/rules.ts).
 */
import { observedHolidays, type Holiday } from './holidays.js';

export const OBSERVES_CIVIC_HOLIDAY = true;

/** The statutory holiday the office observes on a Toronto calendar date, or undefined on any other day. */
export function holidayOn(date: string): Holiday | undefined {
  const year = Number(date.slice(0, 4));
  return observedHolidays(year, { civicHoliday: OBSERVES_CIVIC_HOLIDAY }).find((holiday) => holiday.date === date);
}
