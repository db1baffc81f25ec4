/**
 * Reads of public booking availability from the `slots` collection (DESIGN §3–4), with the
 * Firestore **lite** SDK only (plain REST, no streams). The app and database are created on first
 * use, once per target, so nothing Firebase runs before the booking section needs it.
 *
 * `slots/{slotId}` holds `{ datetime }` for every taken meeting start; it carries no personal data.
 * Browsers may list it only within the bookable window and with a limit of at most one window's worth
 * (firestore.rules), so every query here carries both. Bookings are never readable from a browser.
 */
import { initializeApp, type FirebaseOptions } from 'firebase/app';
import {
  collection,
  connectFirestoreEmulator,
  getDocs,
  getFirestore,
  limit,
  query,
  Timestamp,
  where,
  type Firestore,
} from 'firebase/firestore/lite';
import { MAX_SLOTS_IN_WINDOW } from '../../domain/booking/slots';
import type { FirestoreTarget } from './config';

export const SLOTS_COLLECTION = 'slots';

const databases = new Map<string, Firestore>();

/** 'host:port' (IPv6 hosts in brackets) → its parts. */
export function parseHostPort(value: string): { host: string; port: number } {
  const match = /^(\[[^\]]+\]|[^:]+):(\d{1,5})$/.exec(value.trim());
  const port = Number(match?.[2]);
  if (!match || !(port > 0 && port < 65536)) throw new RangeError(`Expected host:port, got ${JSON.stringify(value)}`);
  return { host: match[1]!.replace(/^\[(.*)\]$/, '$1'), port };
}

/** The lite Firestore of a target, created (and pointed at the emulator) on first use. */
export function slotsDatabase(target: FirestoreTarget): Firestore {
  const key = JSON.stringify([target.projectId, target.apiKey ?? '', target.emulatorHost ?? '']);
  let db = databases.get(key);
  if (!db) {
    const options: FirebaseOptions = { projectId: target.projectId };
    if (target.apiKey) options.apiKey = target.apiKey;
    const app = initializeApp(options, `booking-${databases.size}`);
    db = getFirestore(app);
    if (target.emulatorHost) {
      const { host, port } = parseHostPort(target.emulatorHost);
      connectFirestoreEmulator(db, host, port);
    }
    databases.set(key, db);
  }
  return db;
}

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
      collection(slotsDatabase(target), SLOTS_COLLECTION),
      where('datetime', '>=', Timestamp.fromDate(range.start)),
      where('datetime', '<', Timestamp.fromDate(range.end)),
      limit(MAX_SLOTS_IN_WINDOW),
    ),
  );
  return timestampsOf(snapshot.docs);
}

/** Whether the slot starting at `start` is taken: the equality query on the exact datetime. */
export async function isSlotTaken(target: FirestoreTarget, start: Date): Promise<boolean> {
  const snapshot = await getDocs(
    query(
      collection(slotsDatabase(target), SLOTS_COLLECTION),
      where('datetime', '==', Timestamp.fromDate(start)),
      limit(1),
    ),
  );
  return !snapshot.empty;
}
