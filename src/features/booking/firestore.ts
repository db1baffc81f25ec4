/**
 * Reads of public booking availability from the `slots` collection (DESIGN §3–4), with the
 * Firestore **lite** SDK only (plain REST, no streams). The app and database are created on first
 * use, once per target, so nothing Firebase runs before the booking section needs it.
 *
 * `slots/{slotId}` holds `{datetime, state, heldUntil?}` for every meeting start someone booked
 * (`state: 'confirmed'`) or holds while their booking is being completed (`state: 'held'` until
 * `heldUntil`); it carries no personal data and is readable by anyone (firestore.rules). A hold past
 * its `heldUntil` is free again. Bookings themselves are never readable from a browser.
 */
import { initializeApp, type FirebaseOptions } from 'firebase/app';
import {
  collection,
  connectFirestoreEmulator,
  getDocs,
  initializeFirestore,
  query,
  Timestamp,
  where,
  type Firestore,
} from 'firebase/firestore/lite';
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
    // Not getFirestore: it would follow emulator settings injected through __FIREBASE_DEFAULTS__.
    db = initializeFirestore(app, {});
    // Production builds leave the emulator code out: they can only read the deployed project's Firestore.
    if (import.meta.env.MODE !== 'production' && target.emulatorHost) {
      const { host, port } = parseHostPort(target.emulatorHost);
      connectFirestoreEmulator(db, host, port);
    }
    databases.set(key, db);
  }
  return db;
}

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
      collection(slotsDatabase(target), SLOTS_COLLECTION),
      where('datetime', '>=', Timestamp.fromDate(range.start)),
      where('datetime', '<', Timestamp.fromDate(range.end)),
    ),
  );
  return takenStartsOf(snapshot.docs, now);
}

/** Whether the slot starting at `start` is taken at `now`: the equality query on the exact datetime. */
export async function isSlotTaken(target: FirestoreTarget, start: Date, now: Date): Promise<boolean> {
  const snapshot = await getDocs(
    query(collection(slotsDatabase(target), SLOTS_COLLECTION), where('datetime', '==', Timestamp.fromDate(start))),
  );
  return takenStartsOf(snapshot.docs, now).length > 0;
}
