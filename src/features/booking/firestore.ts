/**
 * Reads of public booking availability from the `slots` collection (DESIGN §3–4), with the
 * Firestore **lite** SDK only (plain REST, no streams; src/lib/firestore.ts), loaded with the wizard.
 *
 * `slots/{slotId}` holds `{datetime, state, heldUntil?}` for every meeting start someone booked
 * (`state: 'confirmed'`) or holds while their booking is being completed (`state: 'held'` until
 * `heldUntil`); it carries no personal data. A hold past its `heldUntil` is free again. Browsers may
 * list it only within the bookable window and with a limit of at most one window's worth
 * (firestore.rules), so every query here carries both. Bookings are never readable from a browser.
 */
import { collection, getDocs, limit, query, Timestamp, where } from 'firebase/firestore/lite';
import { MAX_SLOTS_IN_WINDOW } from '../../domain/booking/slots';
import { liteFirestore } from '../../lib/firestore';
import type { FirestoreTarget } from '../../lib/firestoreTarget';

export const SLOTS_COLLECTION = 'slots';

type SlotDoc = { get(field: string): unknown };

/** Booked, or held by someone whose hold has not lapsed at `now`. */
export function isUnavailable(doc: SlotDoc, now: Date): boolean {
  if (doc.get('state') !== 'held') return true;
  const heldUntil = doc.get('heldUntil');
  return heldUntil instanceof Timestamp && heldUntil.toMillis() > now.getTime();
}

function takenStartsOf(docs: SlotDoc[], now: Date): Date[] {
  const starts: Date[] = [];
  for (const doc of docs) {
    const value = doc.get('datetime');
    if (value instanceof Timestamp && isUnavailable(doc, now)) starts.push(value.toDate());
  }
  return starts;
}

/** Start instants of every slot in `[start, end)` that is taken at `now`: one range query on `datetime`. */
export async function fetchTakenStarts(
  target: FirestoreTarget,
  range: { start: Date; end: Date },
  now: Date,
): Promise<Date[]> {
  const snapshot = await getDocs(
    query(
      collection(liteFirestore(target), SLOTS_COLLECTION),
      where('datetime', '>=', Timestamp.fromDate(range.start)),
      where('datetime', '<', Timestamp.fromDate(range.end)),
      limit(MAX_SLOTS_IN_WINDOW),
    ),
  );
  return takenStartsOf(snapshot.docs, now);
}

/** Whether the slot starting at `start` is taken at `now`: the equality query on the exact datetime. */
export async function isSlotTaken(target: FirestoreTarget, start: Date, now: Date): Promise<boolean> {
  const snapshot = await getDocs(
    query(
      collection(liteFirestore(target), SLOTS_COLLECTION),
      where('datetime', '==', Timestamp.fromDate(start)),
      limit(1),
    ),
  );
  return takenStartsOf(snapshot.docs, now).length > 0;
}
