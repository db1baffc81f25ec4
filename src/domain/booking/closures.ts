/**
 * The days the agency's office is closed, on top of weekends: Ontario's statutory holidays (on their
 * observed weekdays), the Civic Holiday, which the agency observes, and the agency's own closures.
 *
 * The list lives in the domain rather than in `src/content` because the booking function refuses
 * these days too, and the functions may import only `src/domain` (docs/architecture.md). To close the
 * office on another day, add it to `AGENCY_CLOSURES` (docs/content.md).
 */
import { observedHolidays, type Holiday } from './holidays.js';

export type { Holiday as Closure } from './holidays.js';

export const OBSERVES_CIVIC_HOLIDAY = true;

/** Extra closed days, 'YYYY-MM-DD' in Toronto, with the reason shown to nobody but developers. */
export const AGENCY_CLOSURES: readonly Holiday[] = [
  { date: '2026-12-24', name: 'Christmas Eve' },
  { date: '2026-12-29', name: 'Year-end break' },
  { date: '2026-12-30', name: 'Year-end break' },
  { date: '2026-12-31', name: "New Year's Eve" },
];

/** Why the office is closed on a Toronto calendar date, or undefined when it is open (weekends aside). */
export function closureOn(date: string): Holiday | undefined {
  const year = Number(date.slice(0, 4));
  return (
    AGENCY_CLOSURES.find((closure) => closure.date === date) ??
    observedHolidays(year, { civicHoliday: OBSERVES_CIVIC_HOLIDAY }).find((holiday) => holiday.date === date)
  );
}
