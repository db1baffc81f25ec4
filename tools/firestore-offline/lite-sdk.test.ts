/**
 * The web SDK's lite entry point (what the booking wizard uses), in Node, against the offline endpoint.
 */
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  collection,
  connectFirestoreEmulator,
  doc,
  getCount,
  getDoc,
  getDocs,
  getFirestore,
  limit,
  orderBy,
  query,
  runTransaction,
  serverTimestamp,
  setDoc,
  setLogLevel,
  terminate,
  Timestamp,
  where,
  writeBatch,
  type Firestore,
} from 'firebase/firestore/lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, docName, post, startServer, type RunningServer } from './test-support.js';

const PROJECT = 'demo-lite';
const DOCS = `/v1/projects/${PROJECT}/databases/(default)/documents`;
const HOUR = 3_600_000;
/** Tomorrow, on the hour: inside the window of slots a visitor may list (firestore.rules). */
const BASE = Math.ceil(Date.now() / HOUR) * HOUR + 24 * HOUR;
const slotTime = (i: number) => new Date(BASE + i * 30 * 60_000);

let s: RunningServer;
let browserApp: FirebaseApp;
let browserDb: Firestore;
let ownerApp: FirebaseApp;
let ownerDb: Firestore;

beforeAll(async () => {
  setLogLevel('silent');
  s = await startServer();
  browserApp = initializeApp({ projectId: PROJECT, apiKey: 'fake-api-key' }, 'lite-browser');
  browserDb = getFirestore(browserApp);
  connectFirestoreEmulator(browserDb, '127.0.0.1', s.port);
  // The emulator admin convention for the web SDK: a mock token "owner".
  ownerApp = initializeApp({ projectId: PROJECT }, 'lite-owner');
  ownerDb = getFirestore(ownerApp);
  connectFirestoreEmulator(ownerDb, '127.0.0.1', s.port, { mockUserToken: 'owner' });

  // Seed slots as the booking function would (admin), with nanosecond-precision timestamps.
  const writes = [0, 1, 2, 5].map((i) => ({
    update: {
      name: docName(PROJECT, `slots/${slotTime(i).toISOString()}`),
      fields: { datetime: { timestampValue: slotTime(i).toISOString().replace('Z', '000000Z') } },
    },
    currentDocument: { exists: false },
  }));
  writes.push({
    update: {
      name: docName(PROJECT, 'bookings/secret'),
      fields: { datetime: { timestampValue: slotTime(0).toISOString() } },
    },
    currentDocument: { exists: false },
  });
  const seeded = await post(s.url, `${DOCS}:commit`, { writes }, ADMIN);
  expect(seeded.status).toBe(200);
});

afterAll(async () => {
  await terminate(browserDb);
  await terminate(ownerDb);
  await deleteApp(browserApp);
  await deleteApp(ownerApp);
  await s.close();
});

describe('web lite SDK as a visitor', () => {
  it('runs the availability range query on datetime with orderBy', async () => {
    const snapshot = await getDocs(
      query(
        collection(browserDb, 'slots'),
        where('datetime', '>=', Timestamp.fromDate(slotTime(1))),
        where('datetime', '<', Timestamp.fromDate(slotTime(6))),
        orderBy('datetime'),
        limit(80),
      ),
    );
    expect(snapshot.docs.map((d) => (d.data().datetime as Timestamp).toDate().toISOString())).toEqual(
      [1, 2, 5].map((i) => slotTime(i).toISOString()),
    );
  });

  it('orders descending and limits', async () => {
    const snapshot = await getDocs(
      query(
        collection(browserDb, 'slots'),
        where('datetime', '>=', Timestamp.fromDate(slotTime(0))),
        where('datetime', '<', Timestamp.fromDate(slotTime(6))),
        orderBy('datetime', 'desc'),
        limit(2),
      ),
    );
    expect(snapshot.docs.map((d) => d.id)).toEqual([slotTime(5).toISOString(), slotTime(2).toISOString()]);
  });

  it('runs the equality query on the exact datetime', async () => {
    const taken = await getDocs(
      query(collection(browserDb, 'slots'), where('datetime', '==', Timestamp.fromDate(slotTime(2))), limit(1)),
    );
    expect(taken.size).toBe(1);
    const free = await getDocs(
      query(collection(browserDb, 'slots'), where('datetime', '==', Timestamp.fromDate(slotTime(3))), limit(1)),
    );
    expect(free.empty).toBe(true);
  });

  it('counts slots (runAggregationQuery)', async () => {
    const count = await getCount(
      query(
        collection(browserDb, 'slots'),
        where('datetime', '>', Timestamp.fromDate(slotTime(0))),
        where('datetime', '<', Timestamp.fromDate(slotTime(6))),
        limit(80),
      ),
    );
    expect(count.data().count).toBe(3);
  });

  it('is refused slots outside the bookable window, more than 80 at once, and single-document reads', async () => {
    const denied = { code: 'permission-denied' };
    const slots = collection(browserDb, 'slots');
    const from = where('datetime', '>=', Timestamp.fromDate(slotTime(0)));
    const to = where('datetime', '<', Timestamp.fromDate(slotTime(6)));
    await expect(getDocs(query(slots, from, to))).rejects.toMatchObject(denied);
    await expect(getDocs(query(slots, from, to, limit(81)))).rejects.toMatchObject(denied);
    await expect(getDocs(query(slots, limit(10)))).rejects.toMatchObject(denied);
    const lastYear = Timestamp.fromMillis(Date.now() - 365 * 24 * HOUR);
    await expect(getDocs(query(slots, where('datetime', '>=', lastYear), to, limit(80)))).rejects.toMatchObject(denied);
    await expect(getDoc(doc(browserDb, 'slots', slotTime(0).toISOString()))).rejects.toMatchObject(denied);
  });

  it('is refused writes and reads of bookings with permission-denied', async () => {
    await expect(setDoc(doc(browserDb, 'slots', 'hijack'), { datetime: Timestamp.now() })).rejects.toMatchObject({
      code: 'permission-denied',
    });
    await expect(setDoc(doc(browserDb, 'bookings', 'x'), { name: 'x' })).rejects.toMatchObject({
      code: 'permission-denied',
    });
    await expect(getDoc(doc(browserDb, 'bookings', 'secret'))).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(getDocs(collection(browserDb, 'bookings'))).rejects.toMatchObject({ code: 'permission-denied' });
    const check = await post(s.url, `${DOCS}:batchGet`, { documents: [docName(PROJECT, 'slots/hijack')] }, ADMIN);
    expect(check.json[0].missing).toBeDefined();
  });
});

describe('web lite SDK with the owner token', () => {
  it('reads a slot with getDoc, and a missing one', async () => {
    const found = await getDoc(doc(ownerDb, 'slots', slotTime(0).toISOString()));
    expect(found.exists()).toBe(true);
    expect((found.get('datetime') as Timestamp).toMillis()).toBe(slotTime(0).getTime());
    const missing = await getDoc(doc(ownerDb, 'slots', 'nope'));
    expect(missing.exists()).toBe(false);
  });

  it('writes batches with server timestamps', async () => {
    const batch = writeBatch(ownerDb);
    batch.set(doc(ownerDb, 'notes', 'a'), { at: serverTimestamp(), n: 1 });
    batch.set(doc(ownerDb, 'notes', 'b'), { n: 2 });
    await batch.commit();
    const a = await getDoc(doc(ownerDb, 'notes', 'a'));
    expect(a.get('at')).toBeInstanceOf(Timestamp);
    expect(Math.abs((a.get('at') as Timestamp).toMillis() - Date.now())).toBeLessThan(10_000);
  });

  it('re-runs a transaction whose read document changed before its commit', async () => {
    await setDoc(doc(ownerDb, 'counters', 'c'), { n: 0 });
    let attempts = 0;
    const result = await runTransaction(ownerDb, async (tx) => {
      attempts += 1;
      const snap = await tx.get(doc(ownerDb, 'counters', 'c'));
      if (attempts === 1) {
        // Someone else writes between this transaction's read and its commit.
        await setDoc(doc(ownerDb, 'counters', 'c'), { n: 100 });
      }
      tx.set(doc(ownerDb, 'counters', 'c'), { n: (snap.get('n') as number) + 1 });
      return snap.get('n') as number;
    });
    expect(attempts).toBe(2);
    expect(result).toBe(100);
    expect((await getDoc(doc(ownerDb, 'counters', 'c'))).get('n')).toBe(101);
  });

  it('re-runs a transaction that saw a document missing which then appeared', async () => {
    let attempts = 0;
    const outcome = await runTransaction(ownerDb, async (tx) => {
      attempts += 1;
      const ref = doc(ownerDb, 'claims', 'slot-1');
      const snap = await tx.get(ref);
      if (snap.exists()) return 'taken';
      if (attempts === 1) await setDoc(ref, { by: 'someone else' });
      tx.set(ref, { by: 'me' });
      return 'claimed';
    });
    expect(outcome).toBe('taken');
    expect(attempts).toBe(2);
    expect((await getDoc(doc(ownerDb, 'claims', 'slot-1'))).get('by')).toBe('someone else');
  });
});
