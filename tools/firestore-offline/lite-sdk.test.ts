/**
 * The web SDK's lite entry point as the site uses it (the booking wizard's slot queries, the live reviews
 * reader's document read), as a visitor, in Node, against the offline endpoint.
 */
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  collection,
  connectFirestoreEmulator,
  doc,
  getDoc,
  getDocs,
  getFirestore,
  limit,
  orderBy,
  query,
  setDoc,
  setLogLevel,
  terminate,
  Timestamp,
  where,
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

beforeAll(async () => {
  setLogLevel('silent');
  s = await startServer();
  browserApp = initializeApp({ projectId: PROJECT, apiKey: 'fake-api-key' }, 'lite-browser');
  browserDb = getFirestore(browserApp);
  connectFirestoreEmulator(browserDb, '127.0.0.1', s.port);

  // Seed slots as the booking function would (admin), with nanosecond-precision timestamps.
  const writes: unknown[] = [0, 1, 2, 5].map((i) => ({
    update: {
      name: docName(PROJECT, `slots/${slotTime(i).toISOString()}`),
      fields: { datetime: { timestampValue: slotTime(i).toISOString().replace('Z', '000000Z') } },
    },
    currentDocument: { exists: false },
  }));
  writes.push({
    update: { name: docName(PROJECT, 'public/reviews'), fields: { rating: { doubleValue: 4.9 } } },
    currentDocument: { exists: false },
  });
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
  await deleteApp(browserApp);
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

  it('reads the public reviews document with getDoc (batchGet), and learns when it is missing', async () => {
    const reviews = await getDoc(doc(browserDb, 'public', 'reviews'));
    expect(reviews.get('rating')).toBe(4.9);
    await post(s.url, `${DOCS}:commit`, { writes: [{ delete: docName(PROJECT, 'public/reviews') }] }, ADMIN);
    expect((await getDoc(doc(browserDb, 'public', 'reviews'))).exists()).toBe(false);
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
