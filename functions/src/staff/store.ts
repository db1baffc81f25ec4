/**
 * What the staff API reads and writes on Firestore through the Admin SDK: the lists of bookings and leads
 * (pages with cursors, filters), a lead's place in the pipeline and its notes (pipeline.ts), the pipeline's
 * counts, and the audit log (`staffAudit`). The
 * changes to a booking and a lead's delivery are the booking's and the inquiry's own code (index.ts hands
 * them to the handler), never written here.
 */
import {
  FieldPath,
  FieldValue,
  Timestamp,
  type DocumentData,
  type DocumentSnapshot,
  type Firestore,
  type Query,
} from 'firebase-admin/firestore';
import type {
  AuditView,
  DeliveryView,
  LeadKind,
  LeadStatus,
  Page,
  PipelineSummary,
  StaffBooking,
  StaffLead,
} from '../../../src/domain/api/staff.js';
import { isDocumentId, isStorableTime, MAX_NOTES_PER_LEAD, UNOWNED } from '../../../src/domain/staff/schemas.js';
import { noticeOf, storedOf } from '../booking/store/documents.js';
import type { ChangeNotice, ManagedBooking, StoredBooking } from '../booking/store/types.js';
import type { Delivery } from '../lib/delivery.js';
import { COLLECTIONS, fromDeliveryData, sourceField, stamp, toDate } from '../store/firestore.js';
import { inquiryExpiresAt } from '../store/retention.js';
import { searchField, searchQuery, type SearchQuery } from '../store/search.js';
import type { StaffActor } from './auth.js';
import { feedTokenRef, newFeedToken, tokenOf } from './feedStore.js';
import { pipelineOf, storedNote } from '../store/pipeline.js';
import { pipelineSummary, tallyChange, tallyPlaceOf } from '../store/tallies.js';

export interface BookingFilter {
  when: 'upcoming' | 'past' | 'cancelled';
  limit: number;
  cursor?: string | undefined;
}

export interface LeadFilter {
  kind?: LeadKind | undefined;
  status?: LeadStatus | undefined;
  /** A staff member's address, or `none` (UNOWNED). */
  owner?: string | undefined;
  channel?: string | undefined;
  deliveryFailed?: boolean | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
  q?: string | undefined;
  limit: number;
  cursor?: string | undefined;
}

export interface AuditFilter {
  actor?: string | undefined;
  action?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
  limit: number;
  cursor?: string | undefined;
}

export interface LeadUpdate {
  status?: LeadStatus | undefined;
  /** null: nobody owns it. */
  owner?: string | null | undefined;
}

export interface AuditEntry {
  actor: StaffActor;
  action: string;
  target: Record<string, string>;
  before: unknown;
  after?: unknown;
}

export interface StaffStore {
  listBookings(filter: BookingFilter, now: Date): Promise<Page<StaffBooking>>;
  findBooking(slotId: string, now: Date): Promise<StaffBooking | undefined>;
  listLeads(filter: LeadFilter): Promise<Page<StaffLead>>;
  findLead(kind: LeadKind, id: string): Promise<StaffLead | undefined>;
  /** The audit log, newest first. */
  listAudit(filter: AuditFilter): Promise<Page<AuditView>>;
  /** Changes the status or owner, and writes the audit entry, in one transaction; undefined: no such lead. */
  updateLead(
    kind: LeadKind,
    id: string,
    update: LeadUpdate,
    actor: StaffActor,
    now: Date,
  ): Promise<StaffLead | undefined>;
  /** Adds a note by `actor` at `now`, audited in the same transaction; 'full' at MAX_NOTES_PER_LEAD. */
  addNote(
    kind: LeadKind,
    id: string,
    text: string,
    actor: StaffActor,
    now: Date,
  ): Promise<StaffLead | 'full' | undefined>;
  /**
   * The leads still counted at `now` by status, owner and channel, and the twelve months up to `now`'s, from the
   * pipeline's tallies (store/tallies.ts).
   */
  pipeline(now: Date): Promise<PipelineSummary>;
  /** Writes an audit entry before an action (outcome 'pending'); its id, for `finishAudit`. */
  audit(entry: AuditEntry, now: Date): Promise<string>;
  finishAudit(id: string, outcome: string, after: unknown): Promise<void>;
  /** The bookings feed's secret token, created on first use (audited `feed.create` in the same transaction). */
  bookingsFeedToken(actor: StaffActor, now: Date): Promise<string>;
  /** A new token in place of the old one, refused from then on (audited `feed.rotate` in the same transaction). */
  rotateBookingsFeedToken(actor: StaffActor, now: Date): Promise<string>;
}

/** A cursor the client sent back changed, or was never ours. */
export class CursorError extends Error {}

const iso = (value: unknown) => toDate(value)?.toISOString();

export function deliveryView(delivery: Delivery): DeliveryView {
  const view: DeliveryView = { status: delivery.status, attempts: delivery.attempts };
  for (const key of ['nextAttemptAt', 'agencyEmailAt', 'visitorEmailAt', 'alertedAt'] as const) {
    const value = delivery[key];
    if (value) view[key] = value.toISOString();
  }
  if (delivery.error) view.error = delivery.error;
  return view;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The fields of each kind of lead the staff read, besides name and address. */
const LEAD_FIELDS: Record<LeadKind, string[]> = {
  contact: ['service', 'message'],
  service: ['serviceType', 'serviceCategory', 'package', 'requirements'],
};

/**
 * What a list reads of each lead: all `leadOf` shows (with the pipeline's older `handled` and `note`), never
 * its `searchIndex`: dozens of timestamps a lead, which made reading whole leads (the export) 1.7 times slower.
 */
const listedFields = (kind: LeadKind) => [
  ...LEAD_FIELDS[kind],
  ...['name', 'email', 'createdAt', 'delivery', 'teamNotice', 'updatedAt', 'updatedBy', 'source'],
  ...['status', 'handled', 'owner', 'notes', 'note'],
];

export function leadOf(kind: LeadKind, doc: DocumentSnapshot): StaffLead {
  const fields = Object.fromEntries(LEAD_FIELDS[kind].map((field) => [field, text(doc.get(field))]));
  const lead: StaffLead = {
    kind,
    id: doc.id,
    createdAt: iso(doc.get('createdAt')) ?? '',
    name: text(doc.get('name')),
    email: text(doc.get('email')),
    fields,
    delivery: deliveryView(fromDeliveryData(doc.get('delivery'))),
    ...pipelineOf(doc.data() ?? {}),
  };
  if (doc.get('teamNotice') !== undefined) lead.teamNotice = deliveryView(fromDeliveryData(doc.get('teamNotice')));
  const updatedAt = iso(doc.get('updatedAt'));
  if (updatedAt) lead.updatedAt = updatedAt;
  if (doc.get('updatedBy')) lead.updatedBy = text(doc.get('updatedBy'));
  return { ...lead, ...sourceField(doc.get('source')) };
}

/** A confirmed booking as the staff see it, with the latest change's emails when it was moved. */
export function bookingOf(booking: StoredBooking, notice: ChangeNotice | undefined, now: Date): StaffBooking {
  const view: StaffBooking = {
    ...sourceField(booking.source),
    ...bookingFields(booking),
    status: booking.start > now ? 'upcoming' : 'past',
    agencyNotice: deliveryView(booking.agencyNotice),
  };
  if (booking.createdAt) view.createdAt = booking.createdAt.toISOString();
  if (booking.teamNotice) view.teamNotice = deliveryView(booking.teamNotice);
  if (booking.reminder) view.reminder = deliveryView(booking.reminder);
  if (notice) view.change = changeOf(notice);
  return view;
}

function bookingFields(booking: ManagedBooking) {
  return {
    slotId: booking.slotId,
    bookingId: booking.bookingId,
    datetime: booking.start.toISOString(),
    name: booking.name,
    email: booking.email,
    purpose: booking.purpose,
    sequence: booking.sequence,
  };
}

function changeOf(notice: ChangeNotice): StaffBooking['change'] {
  return { kind: notice.kind, changedAt: notice.changedAt.toISOString(), delivery: deliveryView(notice.delivery) };
}

export function auditViewOf(doc: DocumentSnapshot): AuditView {
  const view: AuditView = {
    id: doc.id,
    at: toDate(doc.get('at'))?.toISOString() ?? '',
    actor: (doc.get('actor') as AuditView['actor'] | undefined) ?? { uid: '', email: '' },
    action: String(doc.get('action') ?? ''),
    target: (doc.get('target') as Record<string, string> | undefined) ?? {},
    outcome: String(doc.get('outcome') ?? ''),
    before: doc.get('before') ?? null,
    after: doc.get('after') ?? null,
  };
  if (doc.get('erased') === true) view.erased = true;
  return view;
}

/** A cancelled booking, from the notice its cancellation stored (the booking itself is deleted). */
export function cancelledOf(notice: ChangeNotice): StaffBooking {
  return {
    ...sourceField(notice.booking.source),
    ...bookingFields(notice.booking),
    status: 'cancelled',
    change: changeOf(notice),
  };
}

// Cursors: base64url JSON of the last item's position, per collection for the leads (two collections
// merged newest first, each paged on its own).
type Position = [seconds: number, nanos: number, id: string];
type LeadCursor = Partial<Record<LeadKind, Position | 'end'>>;

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
function decode(cursor: string): unknown {
  try {
    return JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw new CursorError('unreadable cursor');
  }
}

const isPosition = (value: unknown): value is Position =>
  Array.isArray(value) &&
  value.length === 3 &&
  Number.isInteger(value[0]) &&
  isStorableTime(new Date(value[0] * 1000)) &&
  Number.isInteger(value[1]) &&
  value[1] >= 0 &&
  value[1] < 1e9 &&
  typeof value[2] === 'string' &&
  isDocumentId(value[2]);

function leadCursorOf(cursor: string | undefined): LeadCursor {
  if (cursor === undefined) return {};
  const value = decode(cursor);
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new CursorError('not a lead cursor');
  for (const [key, position] of Object.entries(value)) {
    if ((key !== 'contact' && key !== 'service') || (position !== 'end' && !isPosition(position))) {
      throw new CursorError('not a lead cursor');
    }
  }
  return value as LeadCursor;
}

function positionOf(doc: DocumentSnapshot, field: string | FieldPath): Position {
  const at = doc.get(field) as Timestamp;
  return [at.seconds, at.nanoseconds, doc.id];
}

/** The newest-first page of one query after `position`. */
function newestFirst(query: Query, field: string | FieldPath, position: Position | undefined, limit: number): Query {
  const ordered = query.orderBy(field, 'desc').orderBy(FieldPath.documentId(), 'desc');
  const after = position ? ordered.startAfter(new Timestamp(position[0], position[1]), position[2]) : ordered;
  return after.limit(limit);
}

/**
 * What one lead collection gives a page of the list: its next leads, whether it may have more, and the field
 * they are ordered by (its time is the lead's createdAt, store/search.ts).
 */
interface KindPage {
  docs: DocumentSnapshot[];
  full: boolean;
  order: string | FieldPath;
}

/** The most leads a search reads at once while its filters leave the page short. */
const MAX_SEARCH_BATCH = 400;

/** Whether a lead a search found passes the list's other filters and the query's other words. */
function listed(lead: StaffLead, filter: LeadFilter, search: SearchQuery): boolean {
  return (
    (!filter.status || lead.status === filter.status) &&
    (!filter.owner || lead.owner === (filter.owner === UNOWNED ? null : filter.owner)) &&
    (!filter.channel || lead.channel === filter.channel) &&
    (!filter.deliveryFailed || lead.delivery.status === 'failed') &&
    search.matches(lead.name, lead.email)
  );
}

export function createStaffStore(db: Firestore): StaffStore {
  const leads = (kind: LeadKind) => db.collection(COLLECTIONS[kind]);

  /** The change notices of these bookings, by booking id (a moved booking's notice tells its emails' state). */
  async function noticesFor(bookings: StoredBooking[]): Promise<Map<string, ChangeNotice>> {
    const ids = [...new Set(bookings.map((booking) => booking.bookingId).filter(Boolean))];
    if (ids.length === 0) return new Map();
    const notices = await db.getAll(...ids.map((id) => db.collection(COLLECTIONS.notices).doc(id)));
    return new Map(notices.filter((notice) => notice.exists).map((notice) => [notice.id, noticeOf(notice.id, notice)]));
  }

  /** One collection's newest-first page of the list, every filter in the query. */
  async function listPage(kind: LeadKind, filter: LeadFilter, position: Position | undefined): Promise<KindPage> {
    let query: Query = leads(kind);
    if (filter.status) query = query.where('status', '==', filter.status);
    if (filter.owner) query = query.where('owner', '==', filter.owner === UNOWNED ? null : filter.owner);
    if (filter.channel) query = query.where('channel', '==', filter.channel);
    if (filter.deliveryFailed) query = query.where('delivery.status', '==', 'failed');
    if (filter.from) query = query.where('createdAt', '>=', stamp(filter.from));
    if (filter.to) query = query.where('createdAt', '<', stamp(filter.to));
    const snapshot = await newestFirst(query.select(...listedFields(kind)), 'createdAt', position, filter.limit).get();
    return { docs: snapshot.docs, full: snapshot.size === filter.limit, order: 'createdAt' };
  }

  /**
   * One collection's newest-first page of a search: the query orders by the term's field (store/search.ts),
   * which also takes the dates; the other filters and the query's other words are checked here on what it
   * returns, read in growing batches until the page is full or the term's leads run out. A filter could not
   * be in the query: with the term's field it would need a composite index per term.
   */
  async function searchPage(
    kind: LeadKind,
    filter: LeadFilter,
    search: SearchQuery,
    position: Position | undefined,
  ): Promise<KindPage> {
    const field = searchField(search.term);
    let query: Query = leads(kind).select(...listedFields(kind), field);
    if (filter.from) query = query.where(field, '>=', stamp(filter.from));
    if (filter.to) query = query.where(field, '<', stamp(filter.to));
    const docs: DocumentSnapshot[] = [];
    for (let after = position, batch = filter.limit; ; batch = Math.min(batch * 2, MAX_SEARCH_BATCH)) {
      const snapshot = await newestFirst(query, field, after, batch).get();
      for (const doc of snapshot.docs) {
        if (!listed(leadOf(kind, doc), filter, search)) continue;
        docs.push(doc);
        if (docs.length === filter.limit) return { docs, full: true, order: field };
      }
      if (snapshot.size < batch) return { docs, full: false, order: field };
      after = positionOf(snapshot.docs.at(-1)!, field);
    }
  }

  return {
    async listBookings({ when, limit, cursor }, now) {
      if (when === 'cancelled') {
        const position = cursor === undefined ? undefined : decode(cursor);
        if (position !== undefined && !isPosition(position)) throw new CursorError('not a booking cursor');
        const query = db.collection(COLLECTIONS.notices).where('kind', '==', 'cancelled');
        const snapshot = await newestFirst(query, 'changedAt', position, limit).get();
        const last = snapshot.docs.at(-1);
        return {
          items: snapshot.docs.map((doc) => cancelledOf(noticeOf(doc.id, doc))),
          nextCursor: snapshot.size === limit && last ? encode(positionOf(last, 'changedAt')) : null,
        };
      }
      let after: Date | undefined;
      if (cursor !== undefined) {
        const value = decode(cursor);
        after = typeof value === 'string' ? new Date(value) : undefined;
        if (!after || !isStorableTime(after)) throw new CursorError('not a booking cursor');
      }
      const upcoming = when === 'upcoming';
      let query = db
        .collection(COLLECTIONS.bookings)
        .where('datetime', upcoming ? '>=' : '<', stamp(now))
        .orderBy('datetime', upcoming ? 'asc' : 'desc');
      if (after) query = query.startAfter(stamp(after));
      const snapshot = await query.limit(limit).get();
      const bookings = snapshot.docs.map((doc) => storedOf(doc.id, doc));
      const notices = await noticesFor(bookings);
      const items = bookings.map((booking) => bookingOf(booking, notices.get(booking.bookingId), now));
      const last = items.at(-1);
      return { items, nextCursor: snapshot.size === limit && last ? encode(last.datetime) : null };
    },

    async findBooking(slotId, now) {
      const doc = await db.collection(COLLECTIONS.bookings).doc(slotId).get();
      if (!doc.exists) return undefined;
      const booking = storedOf(doc.id, doc);
      const notices = await noticesFor([booking]);
      return bookingOf(booking, notices.get(booking.bookingId), now);
    },

    async listLeads(filter) {
      const cursor = leadCursorOf(filter.cursor);
      const search = filter.q ? searchQuery(filter.q) : undefined;
      const kinds: LeadKind[] = filter.kind ? [filter.kind] : ['contact', 'service'];
      const pages = await Promise.all(
        kinds.map(async (kind) => {
          const position = cursor[kind];
          if (position === 'end') return { kind, docs: [] as DocumentSnapshot[], full: false, order: 'createdAt' };
          const page = search ? searchPage(kind, filter, search, position) : listPage(kind, filter, position);
          return { kind, ...(await page) };
        }),
      );
      // Merge newest first; take a page; each collection's cursor moves past what was taken from it.
      const merged = pages
        .flatMap(({ kind, docs, order }) => docs.map((doc) => ({ kind, doc, at: doc.get(order) as Timestamp })))
        .sort((a, b) => b.at.toMillis() - a.at.toMillis() || b.at.nanoseconds - a.at.nanoseconds)
        .slice(0, filter.limit);
      const next: LeadCursor = { ...cursor };
      let more = false;
      for (const { kind, docs, full, order } of pages) {
        const taken = merged.filter((item) => item.kind === kind);
        const last = taken.at(-1);
        if (last) next[kind] = positionOf(last.doc, order);
        const exhausted = !full && taken.length === docs.length;
        if (exhausted) next[kind] = 'end';
        else more = true;
      }
      return { items: merged.map(({ kind, doc }) => leadOf(kind, doc)), nextCursor: more ? encode(next) : null };
    },

    async listAudit({ actor, action, from, to, limit, cursor }) {
      const position = cursor === undefined ? undefined : decode(cursor);
      if (position !== undefined && !isPosition(position)) throw new CursorError('not an audit cursor');
      let query: Query = db.collection(COLLECTIONS.audit);
      if (actor) query = query.where('actor.email', '==', actor);
      if (action) query = query.where('action', '==', action);
      if (from) query = query.where('at', '>=', stamp(from));
      if (to) query = query.where('at', '<', stamp(to));
      const snapshot = await newestFirst(query, 'at', position, limit).get();
      const last = snapshot.docs.at(-1);
      return {
        items: snapshot.docs.map(auditViewOf),
        nextCursor: snapshot.size === limit && last ? encode(positionOf(last, 'at')) : null,
      };
    },

    async findLead(kind, id) {
      const doc = await leads(kind).doc(id).get();
      return doc.exists ? leadOf(kind, doc) : undefined;
    },

    updateLead(kind, id, update, actor, now) {
      return changeLead<never>(kind, id, actor, now, (before) => {
        const change: DocumentData = {};
        if (update.status !== undefined) change.status = update.status;
        if (update.owner !== undefined) change.owner = update.owner;
        return { change, action: 'lead.update', before: placeOf(before), after: placeOf({ ...before, ...change }) };
      });
    },

    addNote(kind, id, note, actor, now) {
      return changeLead<'full'>(kind, id, actor, now, (before) => {
        if (before.notes.length >= MAX_NOTES_PER_LEAD) return 'full';
        const notes = [...before.notes, { at: now.toISOString(), by: actor.email, text: note }];
        // The audit says a note was added and how long it was: the text stays on the lead (erased with it).
        const after = { notes: notes.length, length: note.length };
        return { change: { notes, note: FieldValue.delete() }, action: 'lead.note', before: null, after };
      });
    },

    pipeline(now) {
      return pipelineSummary(db, now);
    },

    async audit(entry, now) {
      const ref = db.collection(COLLECTIONS.audit).doc();
      await ref.create({ ...auditData(entry, now), after: plain(entry.after), outcome: 'pending' });
      return ref.id;
    },

    async finishAudit(id, outcome, after) {
      await db
        .collection(COLLECTIONS.audit)
        .doc(id)
        .update({ outcome, after: plain(after) });
    },

    bookingsFeedToken(actor, now) {
      return setFeedToken(actor, now, 'feed.create');
    },

    rotateBookingsFeedToken(actor, now) {
      return setFeedToken(actor, now, 'feed.rotate');
    },
  };

  /**
   * One change to a lead, its audit entry and the pipeline's tally, in one transaction: `change` sees the lead as it is and says
   * what to write (the time and author are added), or 'full'.
   */
  function changeLead<Refusal extends string = never>(
    kind: LeadKind,
    id: string,
    actor: StaffActor,
    now: Date,
    change: (before: StaffLead) => LeadChange | Refusal,
  ): Promise<StaffLead | Refusal | undefined> {
    const ref = leads(kind).doc(id);
    return db.runTransaction(async (tx) => {
      const doc = await tx.get(ref);
      if (!doc.exists) return undefined;
      const before = leadOf(kind, doc);
      const made = change(before);
      if (typeof made === 'string') return made;
      const { notes, ...rest } = made.change as DocumentData & { notes?: StaffLead['notes'] };
      tx.update(ref, {
        ...rest,
        ...(notes ? { notes: notes.map(storedNote) } : {}),
        updatedAt: stamp(now),
        updatedBy: actor.email,
      });
      tx.create(db.collection(COLLECTIONS.audit).doc(), {
        ...auditData({ actor, action: made.action, target: { kind, id }, before: made.before }, now),
        after: plain(made.after),
        outcome: 'done',
      });
      const after: StaffLead = { ...before, updatedAt: now.toISOString(), updatedBy: actor.email };
      if (rest.status !== undefined) after.status = rest.status as LeadStatus;
      if (rest.owner !== undefined) after.owner = rest.owner as string | null;
      if (notes) after.notes = notes;
      const place = tallyPlaceOf(doc.data() ?? {});
      if (place) tallyChange(db, tx, place, { ...place, status: after.status, owner: after.owner });
      return after;
    });
  }

  /**
   * `feed.create` keeps a token that exists; `feed.rotate` replaces it. The audit entry says when the token
   * in use was made, never the token.
   */
  function setFeedToken(actor: StaffActor, now: Date, action: 'feed.create' | 'feed.rotate'): Promise<string> {
    const ref = feedTokenRef(db);
    return db.runTransaction(async (tx) => {
      const current = await tx.get(ref);
      const existing = tokenOf(current);
      if (existing && action === 'feed.create') return existing;
      const token = newFeedToken();
      tx.set(ref, { token, createdAt: stamp(now), createdBy: actor.email });
      const before = existing ? { createdAt: iso(current.get('createdAt')) ?? null } : null;
      tx.create(db.collection(COLLECTIONS.audit).doc(), {
        ...auditData({ actor, action, target: { feed: 'bookings' }, before }, now),
        after: { createdAt: now.toISOString() },
        outcome: 'done',
      });
      return token;
    });
  }
}

/** What one change to a lead writes, and its audit entry's action, before and after. */
interface LeadChange {
  change: DocumentData;
  action: string;
  before: unknown;
  after: unknown;
}

/** What a lead update changes, for its audit entry. */
const placeOf = (lead: Pick<StaffLead, 'status' | 'owner'>) => ({ status: lead.status, owner: lead.owner });

/** Plain data only: Firestore refuses `undefined`, and JSON keeps what a reader of the log needs. */
const plain = (value: unknown) => (value === undefined ? null : (JSON.parse(JSON.stringify(value)) as unknown));

function auditData(entry: AuditEntry, now: Date): DocumentData {
  return {
    at: stamp(now),
    actor: { uid: entry.actor.uid, email: entry.actor.email },
    action: entry.action,
    target: entry.target,
    before: plain(entry.before),
    // The entries name people: they are kept as long as the leads they are about (docs/staff.md).
    expiresAt: inquiryExpiresAt(now),
  };
}
