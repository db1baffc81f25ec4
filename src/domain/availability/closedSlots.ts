/**
 * Which grid slots of the bookable window a closure closes: the slots that may already be held or booked
 * when staff add it (functions/src/staff/availability.ts reads exactly these, in the closure's transaction).
 */
import { bookableDates, SLOT_TIMES, slotsOf } from '../booking/slots';
import type { ClosureRule } from './model';
import { closureCovering } from './rules';

/** Starts of the window's slots (weekdays, no holidays, not past at `now`) that `closure` overlaps, ascending. */
export function slotsClosedBy(closure: ClosureRule, now: Date): Date[] {
  return bookableDates(now)
    .filter((date) => date >= closure.from && date <= closure.to)
    .flatMap((date) =>
      slotsOf(date).filter(
        (start, index) => start.getTime() > now.getTime() && closureCovering(date, SLOT_TIMES[index]!, [closure]),
      ),
    );
}
