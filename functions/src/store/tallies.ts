/**
 * The pipeline's counters (docs/staff.md, _The pipeline's counts_): `leadTallies/{YYYY-MM}`, one document per
 * calendar month (Toronto) of the leads' days, `{month, expiresAt, days: {'YYYY-MM-DD': DayTally}}`. A lead is
 * counted under its `tallyDay` (the Toronto day of the clock that stored it; a lead stored before the tallies: the
 * day of its createdAt), which never changes. Every write that creates a lead, changes its status or owner, or
 * deletes it changes its day's counts in the same transaction (`tallyChange`), so the summary reads at most 25
 * small documents however many leads are held. A day is counted while a lead of it may still be held (its last
 * lead expires 730 days after the day ends, store/retention.ts): the TTL's deletions need no write.
 * `rebuildTallies` recounts them from the leads, month by month, each in a transaction; `countLeads` is the one
 * count both it and the tests' full recount use.
 */
import {
  FieldPath,
  FieldValue,
  type DocumentData,
  type DocumentSnapshot,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore';
import type { LeadStatus, PipelineCounts, PipelineMonth, PipelineSummary } from '../../../src/domain/api/staff.js';
import { LEAD_CHANNELS, type LeadChannel } from '../../../src/domain/attribution/channel.js';
import { calendarDateOf, isCalendarDate } from '../../../src/domain/booking/slots.js';
import { LEAD_STATUSES } from '../../../src/domain/staff/schemas.js';
import { COLLECTIONS, sha256, stamp, toDate } from './firestore.js';
import { pipelineOf } from './pipeline.js';
import { RETENTION_DAYS, tallyExpiresAt } from './retention.js';

/** Where a lead is counted. */
export interface TallyPlace {
  /** 'YYYY-MM-DD' (Toronto). */
  day: string;
  status: LeadStatus;
  owner: string | null;
  channel: LeadChannel;
}

/** One day's leads: by status, by channel, and by owner (keyed by `ownerKey`, with the address or null). */
export interface DayTally {
  total: number;
  status: Partial<Record<LeadStatus, number>>;
  channel: Partial<Record<LeadChannel, number>>;
  owner: Record<string, { owner: string | null; count: number }>;
}

export type MonthTallies = Map<string, Map<string, DayTally>>;

/** The fields of a lead that say where it is counted. */
export const TALLY_FIELDS = ['tallyDay', 'createdAt', 'status', 'handled', 'owner', 'source'];

const DAY_MS = 24 * 60 * 60_000;
/** The agency's calendar day of an instant, 'YYYY-MM-DD' (Toronto): the booking calendar's. */
export const dayOf = calendarDateOf;
const isDay = isCalendarDate;

/**
 * The first day still counted at `now`: a lead of day D expires at most 730 days after D ends, so D may still be
 * held exactly when D is on or after the day of `now` minus 730 days.
 */
export const firstCountedDay = (now: Date) => dayOf(new Date(now.getTime() - RETENTION_DAYS.inquiry * DAY_MS));

/**
 * A map key for an owner: the address is never a field name (dots, Firestore's reserved `__x__` names); its
 * hash is, and the address is stored beside the count.
 */
const ownerKey = (owner: string | null) => (owner === null ? 'none' : sha256(owner));

const tallies = (db: Firestore) => db.collection(COLLECTIONS.tallies);

/** Where a stored lead is counted; undefined for a document with neither tallyDay nor createdAt (none is written so). */
export function tallyPlaceOf(data: DocumentData): TallyPlace | undefined {
  const created = toDate(data.createdAt);
  const day = isDay(data.tallyDay) ? data.tallyDay : created && dayOf(created);
  if (!day) return undefined;
  const { status, owner, channel } = pipelineOf(data);
  return { day, status, owner, channel };
}

const emptyDay = (): DayTally => ({ total: 0, status: {}, channel: {}, owner: {} });
const entry = <K, V>(map: Map<K, V>, key: K, make: () => V): V => map.get(key) ?? map.set(key, make()).get(key)!;

function add(tally: DayTally, place: TallyPlace, amount: number) {
  tally.total += amount;
  tally.status[place.status] = (tally.status[place.status] ?? 0) + amount;
  tally.channel[place.channel] = (tally.channel[place.channel] ?? 0) + amount;
  const key = ownerKey(place.owner);
  tally.owner[key] = { owner: place.owner, count: (tally.owner[key]?.count ?? 0) + amount };
}

/** The leads counted by month and day: the full recount the rebuild writes and the tallies must equal. */
export function countLeads(leads: DocumentSnapshot[]): MonthTallies {
  const months: MonthTallies = new Map();
  for (const lead of leads) {
    const place = tallyPlaceOf(lead.data() ?? {});
    if (!place) continue;
    const days = entry(months, place.day.slice(0, 7), () => new Map<string, DayTally>());
    add(entry(days, place.day, emptyDay), place, 1);
  }
  return months;
}

/**
 * Counts a lead's change in its day's tally, in the transaction that makes it: `before` undefined for a new lead,
 * `after` undefined for a deleted one. Only the counts that change are written, each as an increment, so
 * concurrent changes to one day add up; a note (no change of place) writes nothing.
 */
export function tallyChange(db: Firestore, tx: Transaction, before?: TallyPlace, after?: TallyPlace): void {
  const byDay = new Map<string, DayTally>();
  for (const [place, amount] of [
    [before, -1],
    [after, 1],
  ] as const) {
    if (place) add(entry(byDay, place.day, emptyDay), place, amount);
  }
  for (const [day, delta] of byDay) {
    const increments = incrementsOf(delta);
    if (!increments) continue;
    const month = day.slice(0, 7);
    tx.set(
      tallies(db).doc(month),
      { month, expiresAt: tallyExpiresAt(month), days: { [day]: increments } },
      { merge: true },
    );
  }
}

/** A day's non-zero changes as increments (nested maps: `set` with merge takes each key as it is). */
function incrementsOf(delta: DayTally): DocumentData | undefined {
  const nonZero = (counts: Record<string, number | undefined>) =>
    Object.fromEntries(
      Object.entries(counts)
        .filter(([, count]) => count)
        .map(([key, count]) => [key, FieldValue.increment(count!)]),
    );
  const owner = Object.fromEntries(
    Object.entries(delta.owner)
      .filter(([, { count }]) => count)
      .map(([key, { owner, count }]) => [key, { owner, count: FieldValue.increment(count) }]),
  );
  // An empty map would replace the stored one: only the maps with a change are written.
  const changes: DocumentData = Object.fromEntries(
    Object.entries({ status: nonZero(delta.status), channel: nonZero(delta.channel), owner }).filter(
      ([, counts]) => Object.keys(counts).length > 0,
    ),
  );
  if (delta.total) changes.total = FieldValue.increment(delta.total);
  return Object.keys(changes).length > 0 ? changes : undefined;
}

/** Every lead held, counted (reads them all): what the tallies must equal, and how the rebuild finds its months. */
export async function recountLeads(db: Firestore): Promise<MonthTallies> {
  const snapshots = await Promise.all(
    [COLLECTIONS.contact, COLLECTIONS.service].map((name) =>
      db
        .collection(name)
        .select(...TALLY_FIELDS)
        .get(),
    ),
  );
  return countLeads(snapshots.flatMap((snapshot) => snapshot.docs));
}

/**
 * Recounts every month that has leads or a tally, each in its own transaction: it reads the month's tally first
 * (every write to the month's leads writes that document, so none commits between this read and the rewrite),
 * then the month's leads (by tallyDay, and by createdAt a day either side for leads stored before the tallies),
 * and writes their count in its place. A lead change the rebuild did not see commits after it, on top of it.
 */
export async function rebuildTallies(db: Firestore): Promise<{ months: number; leads: number }> {
  const [held, stored] = await Promise.all([recountLeads(db), tallies(db).select().get()]);
  const months = [...new Set([...held.keys(), ...stored.docs.map((doc) => doc.id)])].sort();
  let leads = 0;
  for (const month of months) {
    leads += await retriedWhenClosed(() =>
      db.runTransaction(async (tx) => {
        const ref = tallies(db).doc(month);
        await tx.get(ref);
        const found = await Promise.all(leadsOfMonth(db, month).map((query) => tx.get(query)));
        const unique = new Map(found.flatMap((snapshot) => snapshot.docs).map((doc) => [doc.ref.path, doc]));
        const days = countLeads([...unique.values()]).get(month);
        if (!days) {
          tx.delete(ref);
          return 0;
        }
        tx.set(ref, { month, expiresAt: tallyExpiresAt(month), days: Object.fromEntries(days) });
        return [...days.values()].reduce((sum, day) => sum + day.total, 0);
      }),
    );
  }
  return { months: months.length, leads };
}

/**
 * Runs a month's recount again when its transaction was closed under it. Firestore answers a transaction it gives
 * up under contention with ABORTED, which the SDK retries; Google's emulator drops the rebuild's long transaction
 * among concurrent lead changes and answers its next call with INVALID_ARGUMENT "Transaction is invalid or closed",
 * which the SDK does not (4 of 10 runs of the concurrency test at the moved clock). Nothing of it was committed,
 * and a month's recount can run again.
 */
async function retriedWhenClosed<T>(run: () => Promise<T>, attempts = 5): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      const closed = error instanceof Error && /Transaction is invalid or closed/.test(error.message);
      if (!closed || attempt >= attempts) throw error;
    }
  }
}

/** The queries that find a month's leads, and some of the days either side (countLeads keeps the month's). */
function leadsOfMonth(db: Firestore, month: string) {
  const [year, index] = month.split('-').map(Number) as [number, number];
  const from = stamp(new Date(Date.UTC(year, index - 1, 1) - DAY_MS));
  const to = stamp(new Date(Date.UTC(year, index, 1) + DAY_MS));
  return [COLLECTIONS.contact, COLLECTIONS.service].flatMap((name) => [
    db
      .collection(name)
      .where('tallyDay', '>=', `${month}-01`)
      .where('tallyDay', '<=', `${month}-31`)
      .select(...TALLY_FIELDS),
    db
      .collection(name)
      .where('createdAt', '>=', from)
      .where('createdAt', '<', to)
      .select(...TALLY_FIELDS),
  ]);
}

/** The summary from the tallies of the months still counted at `now` (at most 25 documents). */
export async function pipelineSummary(db: Firestore, now: Date): Promise<PipelineSummary> {
  const first = firstCountedDay(now);
  const snapshot = await tallies(db).where(FieldPath.documentId(), '>=', first.slice(0, 7)).get();
  const stored: MonthTallies = new Map(
    snapshot.docs.map((doc) => {
      const days = (doc.get('days') ?? {}) as Record<string, DayTally>;
      return [doc.id, new Map(Object.entries(days))];
    }),
  );
  return summaryOf(stored, now);
}

/** Every day still counted at `now`, by status, owner and channel; and the twelve months up to `now`'s. */
export function summaryOf(tallied: MonthTallies, now: Date): PipelineSummary {
  const first = firstCountedDay(now);
  const months = lastTwelveMonths(now);
  const summary: PipelineSummary = { counts: emptyCounts(), months: months.map(emptyMonth) };
  const owners = new Map<string | null, number>();
  for (const days of tallied.values()) {
    for (const [day, tally] of days) {
      if (!isDay(day) || day < first) continue;
      const month = summary.months[months.indexOf(day.slice(0, 7))];
      for (const into of month ? [summary.counts, month] : [summary.counts]) count(into, tally);
      for (const { owner, count } of Object.values(tally.owner ?? {})) {
        if (count) owners.set(owner, (owners.get(owner) ?? 0) + count);
      }
    }
  }
  summary.counts.owner = [...owners]
    .filter(([, count]) => count !== 0)
    .map(([owner, count]) => ({ owner, count }))
    .sort((a, b) => (a.owner ?? '\uffff').localeCompare(b.owner ?? '\uffff'));
  return summary;
}

function count(into: PipelineCounts | PipelineMonth, tally: DayTally) {
  into.total += tally.total ?? 0;
  for (const status of LEAD_STATUSES) into.status[status] += tally.status?.[status] ?? 0;
  for (const channel of LEAD_CHANNELS) into.channel[channel] += tally.channel?.[channel] ?? 0;
}

const zeros = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, 0])) as Record<K, number>;
const emptyCounts = (): PipelineCounts => ({
  total: 0,
  status: zeros(LEAD_STATUSES),
  channel: zeros(LEAD_CHANNELS),
  owner: [],
});
const emptyMonth = (month: string): PipelineMonth => ({
  month,
  total: 0,
  status: zeros(LEAD_STATUSES),
  channel: zeros(LEAD_CHANNELS),
});

/** The twelve months up to `now`'s (Toronto), oldest first. */
function lastTwelveMonths(now: Date): string[] {
  const [year, month] = dayOf(now).split('-').map(Number) as [number, number];
  return Array.from({ length: 12 }, (_, index) => {
    const date = new Date(Date.UTC(year, month - 1 - (11 - index), 1));
    return date.toISOString().slice(0, 7);
  });
}
