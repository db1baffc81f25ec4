/**
 * firestore.rules as Google's Firestore emulator evaluates them (@firebase/rules-unit-testing): what a visitor's
 * browser, signed in or not, may read and write in every collection and document the product keeps. The
 * functions write with the Admin SDK, which the rules do not govern; here the data is seeded the same way (rules
 * off). A rule that opens anything more fails a test below.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  where,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { BUSY_SOURCES_COLLECTION } from '../../functions/src/availability/store';
import { FEED_TOKEN_DOC } from '../../functions/src/staff/feedStore';
import { PREFERENCES_COLLECTION } from '../../functions/src/staff/preferences';
import { AVAILABILITY_NOTES_COLLECTION } from '../../functions/src/store/availability';
import { COLLECTIONS, SETTINGS_COLLECTION } from '../../functions/src/store/firestore';
import { QUOTA_TAKES_COLLECTION, QUOTAS_COLLECTION } from '../../functions/src/store/quotas';
import { rootDir } from '../../scripts/paths';
import { firestoreEmulatorHost, testProjectId } from '../utils/firestoreEmulator';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

let env: RulesTestEnvironment;
/** The emulator's own clock (the rules' `request.time`), read once from a server timestamp. */
let emulatorNow: Date;

/** The modular API takes the test contexts' (compat) instances as they are; only their types differ. */
const modular = (context: RulesTestContext) => context.firestore() as unknown as Firestore;

/** A visitor's browser: not signed in, or signed in with an account that is not the agency's. */
const visitors = () => [modular(env.unauthenticatedContext()), modular(env.authenticatedContext('visitor'))];

const slotAt = (offsetMs: number) => Timestamp.fromMillis(emulatorNow.getTime() + offsetMs);

beforeAll(async () => {
  const [host, port] = (await firestoreEmulatorHost()).split(':') as [string, string];
  env = await initializeTestEnvironment({
    projectId: testProjectId('rules'),
    firestore: { host, port: Number(port), rules: readFileSync(join(rootDir, 'firestore.rules'), 'utf8') },
  });
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (admin) => {
    const db = modular(admin);
    await setDoc(doc(db, 'clock/now'), { at: serverTimestamp() });
    emulatorNow = ((await getDoc(doc(db, 'clock/now'))).get('at') as Timestamp).toDate();
    await setDoc(doc(db, 'slots/taken'), { datetime: slotAt(2 * HOUR), state: 'confirmed' });
    for (const path of [
      'public/reviews',
      'availability/rules',
      'availability/busy',
      ...privateDocuments.map(([path]) => path),
    ])
      await setDoc(doc(db, path), { seeded: true });
  });
});
afterAll(async () => {
  await env?.cleanup();
});

/** A query of `slots` as the wizard makes it: a window of start times, at most `count` documents. */
const slotsQuery = (db: Firestore, from: number, to: number, count = 80) =>
  query(
    collection(db, 'slots'),
    where('datetime', '>=', slotAt(from)),
    where('datetime', '<', slotAt(to)),
    limit(count),
  );

describe('slots: start times already taken', () => {
  it('may be listed within the bookable window (26 hours back, 8 days ahead), at most 80 at a time', async () => {
    for (const db of visitors()) {
      await assertSucceeds(getDocs(slotsQuery(db, -25 * HOUR, 7 * DAY)));
      await assertSucceeds(getDocs(slotsQuery(db, -25 * HOUR, 7 * DAY + 23 * HOUR)));
    }
  });

  it('may not be listed beyond the window, without bounds, or more than 80 at a time', async () => {
    for (const db of visitors()) {
      await assertFails(getDocs(slotsQuery(db, -27 * HOUR, DAY)));
      await assertFails(getDocs(slotsQuery(db, 0, 8 * DAY + HOUR)));
      await assertFails(getDocs(slotsQuery(db, 0, DAY, 81)));
      await assertFails(getDocs(query(collection(db, 'slots'), limit(80))));
      await assertFails(
        getDocs(
          query(collection(db, 'slots'), where('datetime', '>=', slotAt(0)), where('datetime', '<', slotAt(DAY))),
        ),
      );
    }
  });

  it('may not be read one by one, written or deleted', async () => {
    for (const db of visitors()) {
      await assertFails(getDoc(doc(db, 'slots/taken')));
      await assertFails(setDoc(doc(db, 'slots/taken'), { datetime: slotAt(2 * HOUR), state: 'held' }));
      await assertFails(setDoc(doc(db, 'slots/new'), { datetime: slotAt(3 * HOUR), state: 'confirmed' }));
      await assertFails(deleteDoc(doc(db, 'slots/taken')));
    }
  });
});

describe('the public documents: the live reviews and the two availability documents', () => {
  for (const path of ['public/reviews', 'availability/rules', 'availability/busy']) {
    it(`${path} may be read, not listed with its collection, written or deleted`, async () => {
      const collectionId = path.split('/')[0]!;
      for (const db of visitors()) {
        await assertSucceeds(getDoc(doc(db, path)));
        await assertFails(getDocs(collection(db, collectionId)));
        await assertFails(setDoc(doc(db, path), { closures: [] }));
        await assertFails(deleteDoc(doc(db, path)));
      }
    });
  }

  it('no other document in their collections may be read or written', async () => {
    for (const db of visitors()) {
      for (const path of ['public/other', 'availability/other']) {
        await assertFails(getDoc(doc(db, path)));
        await assertFails(setDoc(doc(db, path), { seeded: true }));
      }
    }
  });
});

/** Every collection and document the functions keep for themselves, with one seeded document each. */
const privateDocuments: [string, string][] = [
  [`${COLLECTIONS.bookings}/b1`, 'bookings'],
  [`${COLLECTIONS.holds}/h1`, 'booking holds'],
  [`${COLLECTIONS.emails}/e1`, 'booking emails'],
  [`${COLLECTIONS.links}/l1`, 'manage links'],
  [`${COLLECTIONS.notices}/n1`, 'booking notices'],
  [`${COLLECTIONS.contact}/c1`, 'leads: contact inquiries'],
  [`${COLLECTIONS.service}/s1`, 'leads: service requests'],
  [`${COLLECTIONS.audit}/a1`, 'the staff audit log'],
  [`${COLLECTIONS.tallies}/2026-11`, "the pipeline's tallies (counts of the leads)"],
  [`${SETTINGS_COLLECTION}/availability`, "the staff's settings (calendar addresses)"],
  [`${SETTINGS_COLLECTION}/${FEED_TOKEN_DOC}`, 'the bookings feed token'],
  [`${PREFERENCES_COLLECTION}/uid-1`, "a staff member's own settings (email notifications)"],
  [`${QUOTAS_COLLECTION}/q1`, 'quota windows'],
  [`${QUOTAS_COLLECTION}/q1/${QUOTA_TAKES_COLLECTION}/t1`, 'quota tickets'],
  [`${AVAILABILITY_NOTES_COLLECTION}/n1`, "closures' notes"],
  [`${BUSY_SOURCES_COLLECTION}/c1`, 'busy calendar sources'],
];

describe('everything else is the functions’ alone', () => {
  for (const [path, what] of privateDocuments) {
    it(`${what} (${path}): no get, list, create, update or delete`, async () => {
      const collectionPath = path.slice(0, path.lastIndexOf('/'));
      for (const db of visitors()) {
        await assertFails(getDoc(doc(db, path)));
        await assertFails(getDocs(query(collection(db, collectionPath), limit(1))));
        await assertFails(setDoc(doc(db, path), { seeded: false }));
        await assertFails(setDoc(doc(db, `${collectionPath}/created-by-a-visitor`), { seeded: false }));
        await assertFails(deleteDoc(doc(db, path)));
      }
    });
  }
});
