/**
 * The times of the suite's week that a spec closes, makes busy or books by hand while it runs. The specs share one stack and the
 * one bookable week (a day further out is never offered), and most of them book or move at random among what is
 * offered: they pick outside these times, so no booking, move or expectation of one spec lands where another
 * closes the calendar for a few seconds (docs/testing.md).
 */
import type { Locator } from '@playwright/test';
import { calendarDateOf, SLOT_TIMES, slotId, slotsOf, type SlotTime } from '../../src/domain/booking/slots';
import { shuffled } from './bookings';
import { expect } from './fixtures';
import { e2eNow } from './stack';

/** The suite's day `offset` days after its Monday. */
export const suiteDay = (offset: number) => calendarDateOf(new Date(e2eNow().getTime() + offset * 86_400_000));

interface Reservation {
  spec: string;
  date: string;
  /** The first and the last slot reserved, Toronto time. */
  first: SlotTime;
  last: SlotTime;
}

export const RESERVATIONS: readonly Reservation[] = [
  // The wizard spec's own bookings: on desktops the first time of Monday to Thursday, on phones the last free time
  // of Friday back to Tuesday (booking.spec.ts, chooseSlot), so no random pick takes them first (a phone once found
  // all of Friday's three times taken: the project's CI, 2026-11-29).
  ...[0, 1, 2, 3].map(
    (offset) => ({ spec: 'booking.spec.ts', date: suiteDay(offset), first: '09:00', last: '09:00' }) as const,
  ),
  { spec: 'booking.spec.ts', date: suiteDay(4), first: '16:30', last: '16:30' },
  { spec: 'booking.spec.ts', date: suiteDay(3), first: '16:30', last: '16:30' },
  { spec: 'booking.spec.ts', date: suiteDay(2), first: '13:30', last: '13:30' },
  { spec: 'booking.spec.ts', date: suiteDay(1), first: '13:30', last: '13:30' },
  // Closures added while bookings are in flight, and the closure the staff API adds and removes.
  { spec: 'availability.spec.ts', date: suiteDay(1), first: '14:00', last: '16:30' },
  { spec: 'availability.spec.ts', date: suiteDay(2), first: '14:00', last: '16:30' },
  // Crowds booking one slot at once, each run on a slot of its own (a repeat may run in the other worker).
  { spec: 'booking-concurrency.spec.ts', date: suiteDay(2), first: '11:00', last: '12:30' },
  // Booked through the wizard by the fast visitor, moved on the manage page, then cancelled.
  { spec: 'fast-visitor.spec.ts', date: suiteDay(3), first: '13:00', last: '14:30' },
  // A busy event from 11:00 to 12:15 takes three slots.
  { spec: 'busy-calendar.spec.ts', date: suiteDay(3), first: '11:00', last: '12:00' },
  // Friday until 12:00, closed in the back office's Availability section.
  { spec: 'staff-availability.spec.ts', date: suiteDay(4), first: '09:00', last: '11:30' },
  // A slot document written straight into Firestore, which the browser's SDK then queries by its time.
  { spec: 'firestore-browser.spec.ts', date: suiteDay(1), first: '13:00', last: '13:00' },
  // The cross-engine suite's booking journey: each engine and width books two of these by the wizard and its
  // manage link (tests/engines/booking.spec.ts). Not 16:30, the time booking.spec.ts's phone tests take.
  { spec: 'engines/booking.spec.ts', date: suiteDay(3), first: '15:00', last: '16:00' },
  { spec: 'engines/booking.spec.ts', date: suiteDay(4), first: '13:00', last: '16:00' },
];

/** The slot starts (ISO) a reservation covers. */
export function reservedStarts({ date, first, last }: Reservation): string[] {
  return slotsOf(date)
    .slice(SLOT_TIMES.indexOf(first), SLOT_TIMES.indexOf(last) + 1)
    .map(slotId);
}

const reservedBy = new Map(RESERVATIONS.flatMap((each) => reservedStarts(each).map((start) => [start, each.spec])));

/** Whether a spec other than `spec` closes or blocks the slot starting at `start` (ISO) while it runs. */
export const isReserved = (start: string, spec?: string) => {
  const owner = reservedBy.get(start);
  return owner !== undefined && owner !== spec;
};

/**
 * In a grid of days and times (the wizard's, the manage page's, the move dialog's), picks a random day and a
 * random time on it that no spec reserves, and returns the time's button. `times` is the group of the chosen
 * day's times, its buttons carrying `data-start`. Where the times replace the days (the wizard's steps),
 * `backToDays` is the button that brings the days back, for a day whose free times are all reserved.
 */
export async function pickFreeTime(
  days: Locator,
  times: Locator,
  backToDays?: Locator,
): Promise<{ start: string; button: Locator }> {
  await expect(days.first()).toBeVisible({ timeout: 30_000 });
  for (const index of shuffled([...Array(await days.count()).keys()])) {
    await days.nth(index).click();
    const buttons = times.locator('[data-start]');
    await expect(buttons.first()).toBeVisible();
    const starts = await buttons.evaluateAll((each) => each.map((button) => button.getAttribute('data-start')!));
    const [start] = shuffled(starts.filter((each) => !isReserved(each)));
    if (start) return { start, button: times.locator(`[data-start="${start}"]`) };
    if (backToDays) {
      await backToDays.click();
      await expect(days.first()).toBeVisible();
    }
  }
  throw new Error('No day offers a time that no spec reserves');
}
