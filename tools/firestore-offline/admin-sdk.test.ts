/**
 * firebase-admin (what the Cloud Functions use) with `preferRest: true` against the offline endpoint.
 * An auth client that needs no credentials is required: without one, firebase-admin looks for Google default
 * credentials, fails, and crashes the process with an unhandled rejection.
 */
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { FieldValue, getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { PassThroughClient } from 'google-auth-library';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminAlreadyExistsCode, startServer, type RunningServer } from './test-support.js';

const PROJECT = 'demo-admin';
const ALREADY_EXISTS = adminAlreadyExistsCode();

let s: RunningServer;
let app: App;
let db: Firestore;

beforeAll(async () => {
  s = await startServer();
  app = initializeApp({ projectId: PROJECT }, `admin-sdk-test-${process.pid}`);
  db = getFirestore(app);
  db.settings({ preferRest: true, host: `127.0.0.1:${s.port}`, ssl: false, authClient: new PassThroughClient() });
});

afterAll(async () => {
  await deleteApp(app);
  await s.close();
});

beforeEach(() => {
  s.firestore.reset();
});

const at = (iso: string) => Timestamp.fromDate(new Date(iso));

describe('documents', () => {
  it('sets, gets, updates, merges and deletes', async () => {
    const ref = db.doc('things/a');
    const written = await ref.set({ name: 'a', nested: { x: 1, y: 2 }, tags: ['p'] });
    const snap = await ref.get();
    expect(snap.exists).toBe(true);
    expect(snap.data()).toEqual({ name: 'a', nested: { x: 1, y: 2 }, tags: ['p'] });
    expect(snap.updateTime?.isEqual(written.writeTime)).toBe(true);
    expect(snap.createTime?.isEqual(written.writeTime)).toBe(true);

    await ref.update({ 'nested.x': 10, tags: ['q'] });
    await ref.set({ extra: true, nested: { z: 3 } }, { merge: true });
    await ref.update({ name: FieldValue.delete() });
    const after = await ref.get();
    expect(after.data()).toEqual({ nested: { x: 10, y: 2, z: 3 }, tags: ['q'], extra: true });
    expect(after.createTime?.isEqual(snap.createTime!)).toBe(true);
    expect(after.updateTime!.toMillis()).toBeGreaterThanOrEqual(snap.updateTime!.toMillis());

    await ref.delete();
    expect((await ref.get()).exists).toBe(false);
  });

  it('rejects update() of a missing document with NOT_FOUND (5)', async () => {
    await expect(db.doc('things/missing').update({ a: 1 })).rejects.toMatchObject({ code: 5 });
  });

  it('stores serverTimestamp() as the commit time', async () => {
    const before = Date.now();
    const result = await db.doc('things/ts').set({ createdAt: FieldValue.serverTimestamp() });
    const value = (await db.doc('things/ts').get()).get('createdAt') as Timestamp;
    expect(value).toBeInstanceOf(Timestamp);
    expect(value.isEqual(result.writeTime)).toBe(true);
    expect(value.toMillis()).toBeGreaterThanOrEqual(before - 1);
  });

  it('reads several documents with getAll', async () => {
    await db.doc('things/1').set({ a: 1, b: 2 });
    const [one, two] = await db.getAll(db.doc('things/1'), db.doc('things/2'));
    expect(one!.data()).toEqual({ a: 1, b: 2 });
    expect(two!.exists).toBe(false);
  });
});

describe('batches', () => {
  it('creates two documents atomically: if one exists, neither is written', async () => {
    await db.doc('slots/s1').create({ datetime: at('2030-01-07T14:00:00Z') });
    const batch = db.batch();
    batch.create(db.doc('bookings/s1'), { name: 'Ada' });
    batch.create(db.doc('slots/s1'), { datetime: at('2030-01-07T14:00:00Z') });
    const error = await batch.commit().then(
      () => undefined,
      (e: { code: number; message: string }) => e,
    );
    expect(error).toMatchObject({ code: ALREADY_EXISTS });
    expect(error?.message).toContain('Document already exists');
    expect((await db.doc('bookings/s1').get()).exists).toBe(false);

    const ok = db.batch();
    ok.create(db.doc('bookings/s2'), { name: 'Grace' });
    ok.create(db.doc('slots/s2'), { datetime: at('2030-01-07T14:30:00Z') });
    await ok.commit();
    expect((await db.getAll(db.doc('bookings/s2'), db.doc('slots/s2'))).every((d) => d.exists)).toBe(true);
  });

  it('lets exactly one of 20 concurrent create() calls on one document succeed', async () => {
    const ref = db.doc('slots/2030-01-07T15:00:00.000Z');
    const results = await Promise.allSettled(Array.from({ length: 20 }, (_, i) => ref.create({ attempt: i })));
    const fulfilled = results.filter((r) => r.status === 'fulfilled');
    const rejected = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(fulfilled).toHaveLength(1);
    expect(rejected).toHaveLength(19);
    for (const r of rejected) {
      expect(r.reason).toMatchObject({ code: ALREADY_EXISTS });
      expect(String(r.reason.message)).toContain('Document already exists');
    }
  });
});

describe('queries', () => {
  beforeEach(async () => {
    const batch = db.batch();
    const hours = [9, 10, 11, 13, 15];
    hours.forEach((h, i) => {
      const iso = `2030-01-07T${String(h + 5).padStart(2, '0')}:00:00.000Z`;
      batch.set(db.doc(`slots/${iso}`), { datetime: at(iso), hour: h, kind: i % 2 === 0 ? 'call' : 'visit' });
    });
    batch.set(db.doc('slots/other-day'), { datetime: at('2030-01-08T14:00:00Z'), hour: 9, kind: 'call' });
    batch.set(db.doc('bookings/b'), { datetime: at('2030-01-07T14:00:00Z') });
    await batch.commit();
  });

  it('runs a range query on a timestamp with orderBy and limit', async () => {
    const snapshot = await db
      .collection('slots')
      .where('datetime', '>=', at('2030-01-07T15:00:00Z'))
      .where('datetime', '<', at('2030-01-08T00:00:00Z'))
      .orderBy('datetime')
      .limit(3)
      .get();
    expect(snapshot.docs.map((d) => d.get('hour'))).toEqual([10, 11, 13]);
  });

  it("runs the sweep's query: a timestamp at most now, with a limit, in field then name order", async () => {
    const due = await db.collection('slots').where('datetime', '<=', at('2030-01-07T16:00:00Z')).limit(2).get();
    expect(due.docs.map((d) => d.get('hour'))).toEqual([9, 10]);
    const exact = await db.collection('slots').where('datetime', '==', at('2030-01-07T16:00:00Z')).get();
    expect(exact.docs.map((d) => d.get('hour'))).toEqual([11]);
  });

  it('refuses what this project never sends with INVALID_ARGUMENT (3), naming it', async () => {
    await expect(db.collection('slots').where('hour', 'in', [9, 15]).get()).rejects.toMatchObject({
      code: 3,
      message: expect.stringContaining('not supported by the offline Firestore endpoint'),
    });
    await expect(db.collection('slots').count().get()).rejects.toMatchObject({ code: expect.any(Number) });
    await expect(db.collectionGroup('notes').get()).rejects.toMatchObject({
      message: expect.stringContaining('collection-group query'),
    });
  });
});

describe('transactions', () => {
  it('reads then writes', async () => {
    await db.doc('counters/c').set({ n: 1 });
    const result = await db.runTransaction(async (tx) => {
      const snap = await tx.get(db.doc('counters/c'));
      tx.update(db.doc('counters/c'), { n: (snap.get('n') as number) + 1 });
      tx.create(db.doc('counters/log'), { from: snap.get('n') });
      return snap.get('n') as number;
    });
    expect(result).toBe(1);
    expect((await db.doc('counters/c').get()).get('n')).toBe(2);
    expect((await db.doc('counters/log').get()).get('from')).toBe(1);
  });

  it('retries a transaction whose read document changed before its commit (ABORTED), losing no update', async () => {
    await db.doc('counters/race').set({ n: 0 });
    let attempts = 0;
    let arrived = 0;
    let release!: () => void;
    const bothHaveRead = new Promise<void>((resolve) => (release = resolve));
    const increment = () =>
      db.runTransaction(async (tx) => {
        attempts += 1;
        const snap = await tx.get(db.doc('counters/race'));
        if (arrived < 2) {
          arrived += 1;
          if (arrived === 2) release();
          await bothHaveRead;
        }
        tx.update(db.doc('counters/race'), { n: (snap.get('n') as number) + 1 });
      });
    await Promise.all([increment(), increment()]);
    expect((await db.doc('counters/race').get()).get('n')).toBe(2);
    expect(attempts).toBe(3);
  });

  it('retries a transaction when a document it only read changed before its commit (a closure during a claim)', async () => {
    await db.doc('availability/rules').set({ closed: false });
    let attempts = 0;
    let release!: () => void;
    let haveRead!: () => void;
    const closed = new Promise<void>((resolve) => (release = resolve));
    const firstRead = new Promise<void>((resolve) => (haveRead = resolve));
    const claim = db.runTransaction(async (tx) => {
      attempts += 1;
      const rules = await tx.get(db.doc('availability/rules'));
      if (attempts === 1) {
        haveRead();
        await closed;
      }
      if (rules.get('closed') === true) return 'refused';
      tx.set(db.doc('slots/read-only'), { claimed: true });
      return 'claimed';
    });
    // The closure lands after the claim read the rules and before it commits.
    await firstRead;
    await db.doc('availability/rules').set({ closed: true });
    release();
    expect(await claim).toBe('refused');
    expect(attempts).toBe(2);
    expect((await db.doc('slots/read-only').get()).exists).toBe(false);
  });

  it('decides a slot claim inside a transaction: the loser sees the slot taken', async () => {
    const claim = (who: string) =>
      db.runTransaction(async (tx) => {
        const slot = db.doc('slots/claim');
        if ((await tx.get(slot)).exists) return 'taken';
        tx.create(slot, { who });
        tx.create(db.doc(`bookings/claim-${who}`), { who });
        return 'claimed';
      });
    const outcomes = await Promise.all([claim('a'), claim('b')]);
    expect([...outcomes].sort()).toEqual(['claimed', 'taken']);
    expect((await db.collection('bookings').get()).size).toBe(1);
  });

  it('rolls back when the function throws', async () => {
    await expect(
      db.runTransaction(async (tx) => {
        await tx.get(db.doc('counters/none'));
        tx.set(db.doc('counters/none'), { n: 1 });
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect((await db.doc('counters/none').get()).exists).toBe(false);
  });
});
