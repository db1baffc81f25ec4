/**
 * Reads of public booking availability from the `slots` collection (README.md, "Reading availability"),
 * through Firestore's REST API (src/lib/firestoreRest.ts), loaded with the wizard.
 *
 * `slots/{slotId}` holds `{datetime, state, heldUntil?}` for every meeting start someone booked
 * (`state: 'confirmed'`) or holds while their booking is being completed (`state: 'held'` until
 * `heldUntil`); it carries no personal data. A hold past its `heldUntil` is free again. Browsers may
 * list it only within the bookable window and with a limit of at most one window's worth
 * (firestore.rules), so every query here carries both. Bookings are never readable from a browser.
 *
 * The agency's availability rules are read by src/lib/availabilityRules.ts.
 */
import { MAX_SLOTS_IN_WINDOW } from '../../domain/booking/slots';
import type { FirestoreTarget } from '../../lib/firestoreTarget';
import { runQuery, timestampValue, type FirestoreFields } from '../../lib/firestoreRest';

export const SLOTS_COLLECTION = 'slots';

/** Booked, or held by someone whose hold has not lapsed at `now`. */
export function isUnavailable(slot: FirestoreFields, now: Date): boolean {
  if (slot.state !== 'held') return true;
  return slot.heldUntil instanceof Date && slot.heldUntil.getTime() > now.getTime();
}

function takenStartsOf(slots: FirestoreFields[], now: Date): Date[] {
  const starts: Date[] = [];
  for (const slot of slots) {
    if (slot.datetime instanceof Date && isUnavailable(slot, now)) starts.push(slot.datetime);
  }
  return starts;
}

/** Start instants of every slot in `[start, end)` that is taken at `now`: one range query on `datetime`. */
export async function fetchTakenStarts(
  target: FirestoreTarget,
  range: { start: Date; end: Date },
  now: Date,
): Promise<Date[]> {
  const slots = await runQuery(target, {
    collectionId: SLOTS_COLLECTION,
    filters: [
      { field: 'datetime', op: 'GREATER_THAN_OR_EQUAL', value: timestampValue(range.start) },
      { field: 'datetime', op: 'LESS_THAN', value: timestampValue(range.end) },
    ],
    limit: MAX_SLOTS_IN_WINDOW,
  });
  return takenStartsOf(slots, now);
}

/** Whether the slot starting at `start` is taken at `now`: the equality query on the exact datetime. */
export async function isSlotTaken(target: FirestoreTarget, start: Date, now: Date): Promise<boolean> {
  const slots = await runQuery(target, {
    collectionId: SLOTS_COLLECTION,
    filters: [{ field: 'datetime', op: 'EQUAL', value: timestampValue(start) }],
    limit: 1,
  });
  return takenStartsOf(slots, now).length > 0;
}
