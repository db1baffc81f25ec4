/**
 * The pipeline's tallies (store/tallies.ts, docs/staff.md _The pipeline's counts_) on Google's Firestore
 * emulator: after any sequence of creates, moves, reassignments, notes, erasures and rebuilds, the summary from
 * the tallies equals a full recount of the leads; concurrent writers and a rebuild running among them keep it so;
 * a write that throws at any step of its transaction leaves the lead and its tally as they were; a day leaves the
 * counts exactly when its last lead can have expired. Every clock is an argument.
 */
import { Timestamp, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import type { LeadKind, LeadStatus } from '../../../src/domain/api/staff.js';
import { LEAD_STATUSES } from '../../../src/domain/staff/schemas.js';
import { testBackend } from '../../../tests/functions/backend.js';
import { createInquiryStore, type InquiryKind } from '../inquiry/store.js';
import { createPrivacyStore } from '../staff/privacyStore.js';
import { createStaffStore } from '../staff/store.js';
import { COLLECTIONS } from './firestore.js';
import { pipelineSummary, rebuildTallies, recountLeads, summaryOf } from './tallies.js';

const backend = testBackend('tallies-test');

const DAY_MS = 86_400_000;
// Monday, November 23, 2026, 10:10 AM EST: every lead below is received before it, within 700 days.
const NOW = new Date('2026-11-23T15:10:00.000Z');
const GRACE = { uid: 'uid-grace', email: 'grace@lakeforge.ca' };
// Owners are map keys in the tallies: an address with dots, and one shaped like Firestore's reserved names.
const OWNERS = [null, 'grace@lakeforge.ca', 'a.b.c@lakeforge.ca', '__x__@lakeforge.ca'];
const VISITORS = ['ada@example.com', 'bo@example.com', 'cy@example.com', 'di@example.com'];
const SOURCES = [
  undefined,
  { landingPage: '/', utm: { utm_source: 'newsletter' } },
  { landingPage: '/', referrerOrigin: 'https://www.google.com' },
];

/** A small deterministic generator: the same sequence every run. */
function random(seed: number) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    below: (n: number) => Math.floor(next() * n),
    pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!,
  };
}

function payload(kind: InquiryKind, email: string, source: unknown) {
  const fields =
    kind === 'contact'
      ? { service: 'web', message: 'We need a new site.' }
      : { serviceType: 'Web', serviceCategory: 'Websites', package: 'Starter', requirements: 'Five pages.' };
  return { ...fields, name: 'Ada Lovelace', email, ...(source ? { source } : {}) };
}

/** A lead as stored before the tallies (and before the pipeline): `handled`, no status, owner or tallyDay. */
async function seedLegacyLead(kind: LeadKind, id: string, at: Date, over: Record<string, unknown> = {}) {
  await backend.db
    .collection(COLLECTIONS[kind])
    .doc(id)
    .set({
      ...payload(kind, 'ada@example.com', undefined),
      createdAt: Timestamp.fromDate(at),
      handled: false,
      ...over,
    });
}

/** Every lead held, read and counted: what the tallies must say at `now`. */
async function expectTalliesEqualRecount(now = NOW) {
  expect(await pipelineSummary(backend.db, now)).toEqual(summaryOf(await recountLeads(backend.db), now));
}

async function leadIds(): Promise<{ kind: LeadKind; id: string }[]> {
  const kinds: LeadKind[] = ['contact', 'service'];
  const snapshots = await Promise.all(kinds.map((kind) => backend.db.collection(COLLECTIONS[kind]).get()));
  return snapshots.flatMap((snapshot, index) => snapshot.docs.map((doc) => ({ kind: kinds[index]!, id: doc.id })));
}

describe('the tallies equal a full recount', () => {
  it('after creates, moves, reassignments, notes, erasures and rebuilds, checked after every step', async () => {
    const inquiries = createInquiryStore(backend.db);
    const staff = createStaffStore(backend.db);
    const privacy = createPrivacyStore(backend.db);
    // Leads stored before the tallies, one of them changed before the rebuild that first counts them.
    await seedLegacyLead('contact', 'old-1', new Date('2025-03-09T06:30:00.000Z'), { handled: true });
    await seedLegacyLead('service', 'old-2', new Date('2026-01-01T04:59:00.000Z'), {
      status: 'won',
      owner: 'grace@lakeforge.ca',
    });
    await staff.updateLead('contact', 'old-1', { status: 'lost' }, GRACE, NOW);
    await rebuildTallies(backend.db);
    await expectTalliesEqualRecount();

    const pick = random(45);
    for (let step = 0; step < 60; step++) {
      const leads = await leadIds();
      const lead = leads.length > 0 ? pick.pick(leads) : undefined;
      const operation = lead ? pick.below(10) : 0;
      if (operation <= 3) {
        // Received at any minute of the last 700 days, midnights and daylight-saving days among them.
        const at = new Date(NOW.getTime() - pick.below(700 * 24 * 60) * 60_000);
        const kind = pick.pick(['contact', 'service'] as const);
        await inquiries.record(kind, payload(kind, pick.pick(VISITORS), pick.pick(SOURCES)), undefined, at);
      } else if (operation <= 6) {
        const update = pick.below(2) === 0 ? { status: pick.pick(LEAD_STATUSES) } : { owner: pick.pick(OWNERS) };
        await staff.updateLead(lead!.kind, lead!.id, update, GRACE, NOW);
      } else if (operation <= 8) {
        await staff.addNote(lead!.kind, lead!.id, `Note ${step}.`, GRACE, NOW);
      } else {
        await privacy.deleteLeads(pick.pick(VISITORS));
      }
      if (step % 20 === 19) await rebuildTallies(backend.db);
      await expectTalliesEqualRecount();
    }
    expect((await pipelineSummary(backend.db, NOW)).counts.total).toBe((await leadIds()).length);
  });

  it('with concurrent changes and a rebuild running among them', async () => {
    const inquiries = createInquiryStore(backend.db);
    const staff = createStaffStore(backend.db);
    const at = new Date('2026-11-20T15:00:00.000Z');
    const created = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        inquiries.record('contact', payload('contact', `p${index}@example.com`, undefined), undefined, at),
      ),
    );
    const pick = random(7);
    const changes = Array.from({ length: 12 }, () => {
      const { id } = pick.pick(created);
      const update =
        pick.below(2) === 0 ? { status: pick.pick(LEAD_STATUSES) as LeadStatus } : { owner: pick.pick(OWNERS) };
      return staff.updateLead('contact', id, update, GRACE, NOW);
    });
    const arrivals = Array.from({ length: 4 }, (_, index) =>
      inquiries.record('service', payload('service', `q${index}@example.com`, undefined), undefined, at),
    );
    await Promise.all([...changes, ...arrivals, rebuildTallies(backend.db)]);
    await expectTalliesEqualRecount();
    expect((await pipelineSummary(backend.db, NOW)).counts.total).toBe(10);
  });

  it("with a month's transaction closed under it (as the emulator does under contention), recounts it again", async () => {
    await seedLegacyLead('contact', 'legacy-1', new Date('2026-10-05T15:00:00.000Z'));
    const closedOnce = (message: string) => {
      let calls = 0;
      return new Proxy(backend.db, {
        get(target, key) {
          const value = Reflect.get(target, key, target) as unknown;
          if (key === 'runTransaction' && ++calls === 1) return () => Promise.reject(new Error(message));
          return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
        },
      });
    };
    await expect(rebuildTallies(closedOnce('3 INVALID_ARGUMENT: Transaction is invalid or closed.'))).resolves.toEqual({
      months: 1,
      leads: 1,
    });
    await expectTalliesEqualRecount();
    // Any other failure stops the rebuild, to be run again.
    await expect(rebuildTallies(closedOnce('14 UNAVAILABLE: No connection established.'))).rejects.toThrow(
      'UNAVAILABLE',
    );
  });
});

/**
 * The database with every transaction's `step`-th call (get, create, update, set or delete) throwing, as a
 * fault between the steps of one transaction would; `reached` says whether a call got that far.
 */
function failingAt(db: Firestore, step: number) {
  let calls = 0;
  let reached = false;
  const faulty = (tx: Transaction) =>
    new Proxy(tx, {
      get(target, key) {
        const value = Reflect.get(target, key, target) as unknown;
        if (typeof value !== 'function') return value;
        return (...args: unknown[]) => {
          if (++calls === step) {
            reached = true;
            throw new Error(`fault at call ${step} of the transaction`);
          }
          return (value as (...a: unknown[]) => unknown).apply(target, args);
        };
      },
    });
  const proxy = new Proxy(db, {
    get(target, key) {
      if (key === 'runTransaction') {
        return <T>(work: (tx: Transaction) => Promise<T>) => target.runTransaction((tx) => work(faulty(tx)));
      }
      const value = Reflect.get(target, key, target) as unknown;
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
  return { db: proxy, reached: () => reached };
}

/** Runs `write` with a fault at each call of its transactions in turn, until it gets through untouched. */
async function throwAtEachStep(write: (db: Firestore) => Promise<unknown>, unchanged: () => Promise<void>) {
  for (let step = 1; ; step++) {
    const fault = failingAt(backend.db, step);
    const outcome = await write(fault.db).then(
      () => 'done',
      (error: unknown) => error,
    );
    if (!fault.reached()) {
      expect(outcome).toBe('done');
      return step - 1;
    }
    expect(outcome).toEqual(new Error(`fault at call ${step} of the transaction`));
    await unchanged();
    await expectTalliesEqualRecount();
  }
}

describe('a write that throws midway leaves the lead and its tally as they were', () => {
  const at = new Date('2026-11-02T04:30:00.000Z'); // November 1 in Toronto, 11:30 PM.

  it('creating a lead', async () => {
    const steps = await throwAtEachStep(
      (db) => createInquiryStore(db).record('contact', payload('contact', 'ada@example.com', undefined), 'a1', at),
      async () => expect(await leadIds()).toEqual([]),
    );
    expect(steps).toBe(3);
    await expectTalliesEqualRecount();
    expect((await pipelineSummary(backend.db, NOW)).months.at(-1)).toMatchObject({ month: '2026-11', total: 1 });
  });

  it('moving and reassigning a lead, and a note', async () => {
    const { id } = await backend.inquiries.record(
      'service',
      payload('service', 'ada@example.com', undefined),
      'a2',
      at,
    );
    const lead = () => createStaffStore(backend.db).findLead('service', id);
    const before = await lead();
    const steps = await throwAtEachStep(
      (db) =>
        createStaffStore(db).updateLead(
          'service',
          id,
          { status: 'qualified', owner: 'grace@lakeforge.ca' },
          GRACE,
          NOW,
        ),
      async () => expect(await lead()).toEqual(before),
    );
    expect(steps).toBe(4);
    expect(await lead()).toMatchObject({ status: 'qualified', owner: 'grace@lakeforge.ca' });
    await expectTalliesEqualRecount();
    const noted = await lead();
    await throwAtEachStep(
      (db) => createStaffStore(db).addNote('service', id, 'Called back.', GRACE, NOW),
      async () => expect(await lead()).toEqual(noted),
    );
    await expectTalliesEqualRecount();
  });

  it('erasing a lead', async () => {
    await backend.inquiries.record('contact', payload('contact', 'ada@example.com', undefined), 'a3', at);
    await backend.inquiries.record('contact', payload('contact', 'bo@example.com', undefined), 'a4', at);
    const steps = await throwAtEachStep(
      (db) => createPrivacyStore(db).deleteLeads('ada@example.com'),
      async () => expect(await leadIds()).toHaveLength(2),
    );
    expect(steps).toBe(3);
    expect(await leadIds()).toHaveLength(1);
    await expectTalliesEqualRecount();
    expect((await pipelineSummary(backend.db, NOW)).counts.total).toBe(1);
  });
});

describe('expiry', () => {
  // November 23, 2024, 10:00 AM EST; the day ends at 2024-11-24T05:00Z.
  const received = new Date('2024-11-23T15:00:00.000Z');
  const dayEnds = new Date('2024-11-24T05:00:00.000Z').getTime();
  const later = (ms: number) => new Date(ms + 730 * DAY_MS);

  it('counts a day until its last lead can have expired, 730 days after it ends, and no longer', async () => {
    await backend.inquiries.record('contact', payload('contact', 'ada@example.com', undefined), 'e1', received);
    await backend.inquiries.record('contact', payload('contact', 'bo@example.com', undefined), 'e2', NOW);
    const total = async (now: Date) => (await pipelineSummary(backend.db, now)).counts.total;
    // The lead itself expires at received + 730 days; another lead of its day may be held until the day ends.
    expect(await total(later(received.getTime()))).toBe(2);
    expect(await total(later(dayEnds - 1))).toBe(2);
    expect(await total(later(dayEnds))).toBe(1);
    // The twelve months come from the same tallies: November 2026 holds the other lead.
    expect((await pipelineSummary(backend.db, later(dayEnds))).months.at(-1)).toMatchObject({
      month: '2026-11',
      total: 1,
    });
  });

  it("keeps a month's tally until the last day it counts has passed, then lets the TTL delete it", async () => {
    // November 30, 11:30 PM EST: the month's last day.
    await backend.inquiries.record(
      'contact',
      payload('contact', 'ada@example.com', undefined),
      'e3',
      new Date('2024-12-01T04:30:00.000Z'),
    );
    const tally = await backend.db.collection(COLLECTIONS.tallies).doc('2024-11').get();
    const expiresAt = (tally.get('expiresAt') as Timestamp).toMillis();
    // November 30 in Toronto ends at 2024-12-01T05:00Z: counted until 730 days after.
    const lastCounted = later(new Date('2024-12-01T05:00:00.000Z').getTime() - 1);
    expect(await pipelineSummary(backend.db, lastCounted)).toMatchObject({ counts: { total: 1 } });
    expect(await pipelineSummary(backend.db, new Date(lastCounted.getTime() + 1))).toMatchObject({
      counts: { total: 0 },
    });
    expect(expiresAt).toBeGreaterThan(lastCounted.getTime());
    expect(expiresAt - lastCounted.getTime()).toBeLessThan(DAY_MS);
  });
});
