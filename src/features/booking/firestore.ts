/**
 * Reads of public booking availability from the `slots` collection (DESIGN §3–4), with the
 * Firestore **lite** SDK only (plain REST, no streams; src/lib/firestore.ts), loaded with the wizard.
 *
 * `slots/{slotId}` holds `{ datetime }` for every taken meeting start; it carries no personal data
 * and is readable by anyone (firestore.rules). Bookings themselves are never readable from a browser.
 */
import { collection, getDocs, query, Timestamp, where } from 'firebase/firestore/lite';
import { liteFirestore } from '../../lib/firestore';
import type { FirestoreTarget } from '../../lib/firestoreTarget';

export const SLOTS_COLLECTION = 'slots';

function timestampsOf(docs: { get(field: string): unknown }[]): Date[] {
  const starts: Date[] = [];
  for (const doc of docs) {
    const value = doc.get('datetime');
    if (value instanceof Timestamp) starts.push(value.toDate());
  }
  return starts;
}

/** Start instants of every taken slot in `[start, end)`: one range query on `datetime`. */
export async function fetchTakenStarts(target: FirestoreTarget, range: { start: Date; end: Date }): Promise<Date[]> {
  const snapshot = await getDocs(
    query(
      collection(liteFirestore(target), SLOTS_COLLECTION),
      where('datetime', '>=', Timestamp.fromDate(range.start)),
      where('datetime', '<', Timestamp.fromDate(range.end)),
    ),
  );
  return timestampsOf(snapshot.docs);
}

/** Whether the slot starting at `start` is taken: the equality query on the exact datetime. */
export async function isSlotTaken(target: FirestoreTarget, start: Date): Promise<boolean> {
  const snapshot = await getDocs(
    query(collection(liteFirestore(target), SLOTS_COLLECTION), where('datetime', '==', Timestamp.fromDate(start))),
  );
  return !snapshot.empty;
}
