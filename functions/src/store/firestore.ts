/**
 * The stores on Cloud Firestore through firebase-admin (DESIGN §3–4). Collections:
 *
 * - `slots/{slotId}` (public, no personal data): `{datetime, state: 'held', heldUntil}` while an
 *   attempt holds the slot, `{datetime, state: 'confirmed'}` once booked. The browser offers a slot
 *   with no document, or with a hold whose `heldUntil` has passed.
 * - `bookingHolds/{slotId}`: the holding attempt's details `{attemptId, name, email, purpose,
 *   datetime, heldUntil, createdAt, uncertainAt?}`; deleted when the booking is confirmed or released.
 * - `bookings/{slotId}`: confirmed bookings only `{name, email, datetime, purpose, createdAt,
 *   status: 'confirmed', attemptId, bookingId, firstDatetime, sequence, agencyNotice, remindAt?,
 *   remindedAt?, reminder?}` (`reminder`: the reminder's delivery once taken); a move re-creates it
 *   under the new slot, a cancellation deletes it.
 * - `bookingLinks/{bookingId}`: where a manage link's booking is `{slotId, datetime, status:
 *   'confirmed' | 'cancelled'}` (docs/booking-life.md).
 * - `bookingNotices/{bookingId}`: the emails about the booking's latest move or cancellation, written
 *   in the change's own transaction (an outbox): `{kind: 'moved' | 'cancelled', revision, name, email,
 *   purpose, attemptId, slotId, datetime, firstDatetime, sequence, previousDatetime?, changedAt,
 *   delivery, expiresAt}`. A later change overwrites it.
 * - `bookingEmails/{sha256 of the normalised email}`: `{slotId, datetime, attemptId}`, the address's
 *   latest booking, for the one-upcoming-booking-per-address quota.
 * - `contactInquiries/{id}` and `serviceRequests/{id}`: `{…payload, createdAt, delivery, attemptId?}`.
 */
import { createHash } from 'node:crypto';
import {
  FieldValue,
  Timestamp,
  type DocumentData,
  type DocumentSnapshot,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore';
import { reminderTime } from '../../../src/domain/booking/reminder.js';
import { pendingDelivery, takeDelivery, type Delivery } from '../lib/delivery.js';
import type {
  BookingHold,
  BookingRecord,
  BookingStore,
  ChangeNotice,
  ClaimResult,
  InquiryKind,
  InquiryStore,
  LapsedHold,
  ManagedBooking,
  StoredBooking,
} from './types.js';
import { bookingExpiresAt, inquiryExpiresAt } from './retention.js';

export const COLLECTIONS = {
  slots: 'slots',
  holds: 'bookingHolds',
  bookings: 'bookings',
  emails: 'bookingEmails',
  links: 'bookingLinks',
  notices: 'bookingNotices',
  contact: 'contactInquiries',
  service: 'serviceRequests',
} as const;

/** How long a claim holds a slot before another attempt may take it (the handler needs well under a minute). */
export const HOLD_LEASE_MS = 5 * 60_000;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The quota key of an address: case and surrounding spaces do not make a new address. */
export function emailKey(email: string): string {
  return sha256(email.trim().toLowerCase());
}

const toDate = (value: unknown): Date | undefined => (value instanceof Timestamp ? value.toDate() : undefined);
const stamp = (date: Date) => Timestamp.fromDate(date);

export function toDeliveryData(delivery: Delivery): DocumentData {
  const data: DocumentData = { status: delivery.status, attempts: delivery.attempts };
  for (const key of ['nextAttemptAt', 'lockedUntil', 'agencyEmailAt', 'visitorEmailAt', 'alertedAt'] as const) {
    const value = delivery[key];
    if (value) data[key] = stamp(value);
  }
  if (delivery.error) data.error = delivery.error;
  return data;
}

export function fromDeliveryData(data: unknown): Delivery {
  const value = (data ?? {}) as Record<string, unknown>;
  const status = value.status === 'sent' || value.status === 'failed' ? value.status : 'pending';
  const delivery: Delivery = { status, attempts: typeof value.attempts === 'number' ? value.attempts : 0 };
  for (const key of ['nextAttemptAt', 'lockedUntil', 'agencyEmailAt', 'visitorEmailAt', 'alertedAt'] as const) {
    const date = toDate(value[key]);
    if (date) delivery[key] = date;
  }
  if (typeof value.error === 'string') delivery.error = value.error;
  return delivery;
}

function holdOf(slotId: string, snapshot: DocumentSnapshot): BookingHold {
  return {
    slotId,
    start: toDate(snapshot.get('datetime')) ?? new Date(slotId),
    name: String(snapshot.get('name')),
    email: String(snapshot.get('email')),
    purpose: String(snapshot.get('purpose')),
    attemptId: String(snapshot.get('attemptId')),
    bookingId: String(snapshot.get('bookingId') ?? ''),
  };
}

function managedOf(slotId: string, snapshot: DocumentSnapshot): ManagedBooking {
  const hold = holdOf(slotId, snapshot);
  return {
    ...hold,
    firstStart: toDate(snapshot.get('firstDatetime')) ?? hold.start,
    sequence: typeof snapshot.get('sequence') === 'number' ? (snapshot.get('sequence') as number) : 0,
  };
}

/** A change notice as stored: pending, picked up by the sweep after the grace period if its request dies. */
function noticeData(
  kind: ChangeNotice['kind'],
  booking: ManagedBooking,
  now: Date,
  previousStart?: Date,
): DocumentData {
  return {
    kind,
    revision: `${kind}-${booking.sequence}`,
    name: booking.name,
    email: booking.email,
    purpose: booking.purpose,
    attemptId: booking.attemptId,
    slotId: booking.slotId,
    datetime: stamp(booking.start),
    firstDatetime: stamp(booking.firstStart),
    sequence: booking.sequence,
    ...(previousStart ? { previousDatetime: stamp(previousStart) } : {}),
    changedAt: stamp(now),
    delivery: toDeliveryData(pendingDelivery(now)),
    expiresAt: bookingExpiresAt(booking.start),
  };
}

function noticeOf(bookingId: string, snapshot: DocumentSnapshot): ChangeNotice {
  const slotId = String(snapshot.get('slotId'));
  const previousStart = toDate(snapshot.get('previousDatetime'));
  return {
    kind: snapshot.get('kind') === 'cancelled' ? 'cancelled' : 'moved',
    booking: { ...managedOf(slotId, snapshot), bookingId },
    ...(previousStart ? { previousStart } : {}),
    changedAt: toDate(snapshot.get('changedAt')) ?? new Date(0),
    revision: String(snapshot.get('revision')),
    delivery: fromDeliveryData(snapshot.get('delivery')),
  };
}

/** The reminder field of a booking of `start` made (or moved) at `now`: when it is due, if ever (none sent yet). */
function reminderField(start: Date, now: Date): { remindAt?: Timestamp } {
  const due = reminderTime(start, now);
  return due ? { remindAt: stamp(due) } : {};
}

const sameVisitor = (stored: DocumentSnapshot, hold: BookingHold) =>
  stored.get('name') === hold.name && stored.get('email') === hold.email && stored.get('purpose') === hold.purpose;

/** A hold that still keeps the slot from others: its lease runs, or its invitation may have gone out. */
function holdIsLive(hold: DocumentSnapshot, now: Date): boolean {
  if (!hold.exists) return false;
  if (hold.get('uncertainAt')) return true;
  const until = toDate(hold.get('heldUntil'));
  return until !== undefined && until > now;
}

/** Documents of `collection` whose timestamp `field` has passed at `now` (the sweep's and the jobs' work lists). */
function dueDocuments(db: Firestore, collection: string, field: string, now: Date, limit: number) {
  return db.collection(collection).where(field, '<=', stamp(now)).limit(limit).get();
}

export function createBookingStore(db: Firestore): BookingStore {
  const refs = (slotId: string) => ({
    slot: db.collection(COLLECTIONS.slots).doc(slotId),
    hold: db.collection(COLLECTIONS.holds).doc(slotId),
    booking: db.collection(COLLECTIONS.bookings).doc(slotId),
  });

  const linkRef = (bookingId: string) => db.collection(COLLECTIONS.links).doc(bookingId);
  const noticeRef = (bookingId: string) => db.collection(COLLECTIONS.notices).doc(bookingId);

  /** Whether the address's quota document points at another upcoming booking that still stands. */
  async function hasOtherUpcoming(tx: Transaction, quota: DocumentSnapshot, slotId: string, now: Date) {
    if (!quota.exists || quota.get('slotId') === slotId) return undefined;
    const start = toDate(quota.get('datetime'));
    if (!start || start <= now) return undefined;
    const other = refs(String(quota.get('slotId')));
    const [hold, booking] = await tx.getAll(other.hold, other.booking);
    const attemptId = quota.get('attemptId');
    const stands =
      (booking!.exists && booking!.get('attemptId') === attemptId) ||
      (holdIsLive(hold!, now) && hold!.get('attemptId') === attemptId);
    return stands ? start : undefined;
  }

  return {
    claim(hold, now, replacing) {
      const { slot, hold: holdRef, booking: bookingRef } = refs(hold.slotId);
      const quotaRef = db.collection(COLLECTIONS.emails).doc(emailKey(hold.email));
      return db.runTransaction(async (tx): Promise<ClaimResult> => {
        const [slotDoc, held, booked, quota] = await tx.getAll(slot, holdRef, bookingRef, quotaRef);
        if (booked!.exists) {
          const mine = booked!.get('attemptId') === hold.attemptId && sameVisitor(booked!, hold);
          return mine ? { kind: 'confirmed' } : { kind: 'taken' };
        }
        const heldUntil = stamp(new Date(now.getTime() + HOLD_LEASE_MS));
        if (held!.exists && held!.get('attemptId') === hold.attemptId) {
          if (!sameVisitor(held!, hold)) return { kind: 'taken' };
          const uncertain = Boolean(held!.get('uncertainAt'));
          if (!uncertain) {
            tx.update(holdRef, { heldUntil });
            tx.set(slot, {
              datetime: stamp(hold.start),
              state: 'held',
              heldUntil,
              expiresAt: bookingExpiresAt(hold.start),
            });
          }
          return { kind: 'held', uncertain };
        }
        if (holdIsLive(held!, now) || (slotDoc!.exists && !held!.exists)) return { kind: 'taken' };

        const replaces = replacing !== undefined && quota!.get('slotId') === replacing;
        const upcoming = replaces ? undefined : await hasOtherUpcoming(tx, quota!, hold.slotId, now);
        if (upcoming) {
          return { kind: 'limited', retryAfterSeconds: Math.ceil((upcoming.getTime() - now.getTime()) / 1000) };
        }
        const datetime = stamp(hold.start);
        // Every document of a booking carries when it is deleted (retention.ts, TTL policies).
        const expiresAt = bookingExpiresAt(hold.start);
        tx.set(slot, { datetime, state: 'held', heldUntil, expiresAt });
        tx.set(holdRef, {
          attemptId: hold.attemptId,
          bookingId: hold.bookingId,
          name: hold.name,
          email: hold.email,
          purpose: hold.purpose,
          datetime,
          heldUntil,
          createdAt: FieldValue.serverTimestamp(),
          expiresAt,
        });
        // A move keeps the quota on the booking it replaces until the move is stored.
        if (!replaces) tx.set(quotaRef, { slotId: hold.slotId, datetime, attemptId: hold.attemptId, expiresAt });
        return { kind: 'held', uncertain: false };
      });
    },

    confirm(hold, now) {
      const { slot, hold: holdRef, booking: bookingRef } = refs(hold.slotId);
      return db.runTransaction(async (tx) => {
        const [held, booked] = await tx.getAll(holdRef, bookingRef);
        if (booked!.exists) return booked!.get('attemptId') === hold.attemptId ? 'confirmed' : 'lost';
        if (!held!.exists || held!.get('attemptId') !== hold.attemptId) return 'lost';
        const datetime = stamp(hold.start);
        const expiresAt = bookingExpiresAt(hold.start);
        tx.set(bookingRef, {
          name: hold.name,
          email: hold.email,
          datetime,
          purpose: hold.purpose,
          createdAt: FieldValue.serverTimestamp(),
          status: 'confirmed',
          attemptId: hold.attemptId,
          bookingId: hold.bookingId,
          firstDatetime: datetime,
          sequence: 0,
          agencyNotice: toDeliveryData(pendingDelivery(now)),
          expiresAt,
          ...reminderField(hold.start, now),
        });
        tx.set(slot, { datetime, state: 'confirmed', expiresAt });
        tx.set(linkRef(hold.bookingId), { slotId: hold.slotId, datetime, status: 'confirmed', expiresAt });
        tx.delete(holdRef);
        return 'confirmed';
      });
    },

    release(slotId, attemptId) {
      const { slot, hold: holdRef, booking: bookingRef } = refs(slotId);
      return db.runTransaction(async (tx) => {
        const [held, booked] = await tx.getAll(holdRef, bookingRef);
        if (booked!.exists && booked!.get('attemptId') === attemptId) return 'confirmed';
        if (!held!.exists || held!.get('attemptId') !== attemptId) return 'gone';
        const quotaRef = db.collection(COLLECTIONS.emails).doc(emailKey(String(held!.get('email'))));
        const quota = await tx.get(quotaRef);
        tx.delete(holdRef);
        tx.delete(slot);
        if (quota.get('slotId') === slotId && quota.get('attemptId') === attemptId) tx.delete(quotaRef);
        return 'released';
      });
    },

    async markUncertain(slotId, attemptId, now) {
      const { slot, hold: holdRef } = refs(slotId);
      await db.runTransaction(async (tx) => {
        const held = await tx.get(holdRef);
        if (!held.exists || held.get('attemptId') !== attemptId || held.get('uncertainAt')) return;
        // The browser keeps it off the calendar: held until the meeting itself.
        const heldUntil = held.get('datetime') as Timestamp;
        tx.update(holdRef, { uncertainAt: stamp(now), heldUntil });
        tx.set(slot, {
          datetime: heldUntil,
          state: 'held',
          heldUntil,
          expiresAt: bookingExpiresAt(heldUntil.toDate()),
        });
      });
    },

    async recordAgencyNotice(slotId, delivery) {
      await refs(slotId).booking.update({ agencyNotice: toDeliveryData(delivery) });
    },

    async dueAgencyNotices(now, limit) {
      const snapshot = await dueDocuments(db, COLLECTIONS.bookings, 'agencyNotice.nextAttemptAt', now, limit);
      return snapshot.docs.map((doc): StoredBooking => ({
        ...holdOf(doc.id, doc),
        agencyNotice: fromDeliveryData(doc.get('agencyNotice')),
      }));
    },

    async lapsedHolds(now, limit) {
      const snapshot = await dueDocuments(db, COLLECTIONS.holds, 'heldUntil', now, limit);
      return snapshot.docs.map((doc): LapsedHold => ({
        ...holdOf(doc.id, doc),
        uncertain: Boolean(doc.get('uncertainAt')),
      }));
    },

    deleteDeadHold(slotId, attemptId, now) {
      const { slot, hold: holdRef } = refs(slotId);
      return db.runTransaction(async (tx) => {
        const held = await tx.get(holdRef);
        if (held.get('attemptId') !== attemptId || holdIsLive(held, now)) return false;
        tx.delete(holdRef);
        tx.delete(slot);
        return true;
      });
    },

    async find(bookingId): Promise<BookingRecord | undefined> {
      const link = await linkRef(bookingId).get();
      if (!link.exists) return undefined;
      const slotId = String(link.get('slotId'));
      if (link.get('status') === 'cancelled') {
        return { status: 'cancelled', start: toDate(link.get('datetime')) ?? new Date(slotId) };
      }
      const booked = await refs(slotId).booking.get();
      if (!booked.exists || booked.get('bookingId') !== bookingId) return undefined;
      return { status: 'confirmed', booking: managedOf(slotId, booked) };
    },

    async takenStarts(range, now) {
      const snapshot = await db
        .collection(COLLECTIONS.slots)
        .where('datetime', '>=', stamp(range.start))
        .where('datetime', '<', stamp(range.end))
        .get();
      return snapshot.docs.flatMap((doc) => {
        const start = toDate(doc.get('datetime'));
        const until = toDate(doc.get('heldUntil'));
        const taken = doc.get('state') !== 'held' || (until !== undefined && until > now);
        return start && taken ? [start] : [];
      });
    },

    move(booking, to, now) {
      const from = refs(booking.slotId);
      const next = refs(to.slotId);
      const link = linkRef(booking.bookingId);
      const quotaRef = db.collection(COLLECTIONS.emails).doc(emailKey(booking.email));
      const notice = noticeRef(booking.bookingId);
      return db.runTransaction(async (tx) => {
        const [old, held, landed, quota, unsent] = await tx.getAll(
          from.booking,
          next.hold,
          next.booking,
          quotaRef,
          notice,
        );
        const ours = (doc: DocumentSnapshot) =>
          doc.exists && doc.get('bookingId') === booking.bookingId && doc.get('attemptId') === booking.attemptId;
        if (ours(landed!)) return 'moved'; // this move was stored before
        if (!ours(old!)) return 'gone';
        if (landed!.exists || !held!.exists || held!.get('attemptId') !== to.attemptId) return 'lost';
        const datetime = stamp(to.start);
        const expiresAt = bookingExpiresAt(to.start);
        // A new time, a new reminder: what was due or sent for the old time does not carry over.
        const kept = { ...old!.data() };
        delete kept.remindAt;
        delete kept.remindedAt;
        delete kept.reminder;
        tx.set(next.booking, {
          ...kept,
          datetime,
          sequence: booking.sequence + 1,
          rescheduledAt: stamp(now),
          expiresAt,
          ...reminderField(to.start, now),
        });
        tx.set(next.slot, { datetime, state: 'confirmed', expiresAt });
        tx.delete(next.hold);
        tx.delete(from.booking);
        tx.delete(from.slot);
        tx.set(link, { slotId: to.slotId, datetime, status: 'confirmed', expiresAt });
        if (!quota!.exists || quota!.get('slotId') === booking.slotId) {
          tx.set(quotaRef, { slotId: to.slotId, datetime, attemptId: booking.attemptId, expiresAt });
        }
        // An earlier move whose emails are not all out: its "was" is still the time they last heard of.
        const stale = unsent!.exists && fromDeliveryData(unsent!.get('delivery')).status !== 'sent';
        const previousStart = (stale && toDate(unsent!.get('previousDatetime'))) || booking.start;
        const movedBooking = { ...managedOf(booking.slotId, old!), slotId: to.slotId, start: to.start };
        tx.set(notice, noticeData('moved', { ...movedBooking, sequence: booking.sequence + 1 }, now, previousStart));
        return 'moved';
      });
    },

    cancel(booking, now) {
      const { slot, booking: bookingRef } = refs(booking.slotId);
      const quotaRef = db.collection(COLLECTIONS.emails).doc(emailKey(booking.email));
      return db.runTransaction(async (tx) => {
        const [booked, quota] = await tx.getAll(bookingRef, quotaRef);
        if (!booked!.exists || booked!.get('bookingId') !== booking.bookingId) return 'gone';
        tx.delete(bookingRef);
        tx.delete(slot);
        if (quota!.get('slotId') === booking.slotId) tx.delete(quotaRef);
        tx.set(linkRef(booking.bookingId), {
          slotId: booking.slotId,
          datetime: booked!.get('datetime') as Timestamp,
          status: 'cancelled',
          cancelledAt: stamp(now),
          expiresAt: bookingExpiresAt(booking.start),
        });
        tx.set(noticeRef(booking.bookingId), noticeData('cancelled', managedOf(booking.slotId, booked!), now));
        return 'cancelled';
      });
    },

    startNotice(bookingId, now) {
      const ref = noticeRef(bookingId);
      return db.runTransaction(async (tx) => {
        const snapshot = await tx.get(ref);
        if (!snapshot.exists) return { kind: 'none' } as const;
        const notice = noticeOf(bookingId, snapshot);
        const taken = takeDelivery(notice.delivery, now);
        if (taken === 'sent' || taken === 'busy') return { kind: taken } as const;
        tx.update(ref, { delivery: toDeliveryData(taken) });
        return { kind: 'deliver', notice: { ...notice, delivery: taken } } as const;
      });
    },

    async recordNotice(bookingId, revision, delivery) {
      const ref = noticeRef(bookingId);
      await db.runTransaction(async (tx) => {
        const snapshot = await tx.get(ref);
        if (snapshot.get('revision') === revision) tx.update(ref, { delivery: toDeliveryData(delivery) });
      });
    },

    async dueNotices(now, limit) {
      const snapshot = await dueDocuments(db, COLLECTIONS.notices, 'delivery.nextAttemptAt', now, limit);
      return snapshot.docs.map((doc) => doc.id);
    },

    async dueReminders(now, limit) {
      const snapshot = await dueDocuments(db, COLLECTIONS.bookings, 'remindAt', now, limit);
      return snapshot.docs.map((doc) => managedOf(doc.id, doc));
    },

    markReminded(booking, now) {
      const { booking: bookingRef } = refs(booking.slotId);
      return db.runTransaction(async (tx) => {
        const booked = await tx.get(bookingRef);
        if (!booked.exists || booked.get('bookingId') !== booking.bookingId) return false;
        const due = toDate(booked.get('remindAt'));
        const start = toDate(booked.get('datetime'));
        if (!due || due > now || booked.get('remindedAt')) return false;
        if (!start || start <= now) {
          tx.update(bookingRef, { remindAt: FieldValue.delete() }); // too late: no reminder, and never again due
          return false;
        }
        tx.update(bookingRef, {
          remindAt: FieldValue.delete(),
          remindedAt: stamp(now),
          reminder: toDeliveryData({ status: 'pending', attempts: 1 }),
        });
        return true;
      });
    },

    async recordReminder(booking, delivery) {
      const { booking: bookingRef } = refs(booking.slotId);
      await db.runTransaction(async (tx) => {
        const booked = await tx.get(bookingRef);
        if (booked.exists && booked.get('bookingId') === booking.bookingId) {
          tx.update(bookingRef, { reminder: toDeliveryData(delivery) });
        }
      });
    },

    async dueReminderRetries(now, limit) {
      const snapshot = await dueDocuments(db, COLLECTIONS.bookings, 'reminder.nextAttemptAt', now, limit);
      return snapshot.docs.map((doc) => managedOf(doc.id, doc));
    },

    retakeReminder(booking, now) {
      const { booking: bookingRef } = refs(booking.slotId);
      return db.runTransaction(async (tx) => {
        const booked = await tx.get(bookingRef);
        if (!booked.exists || booked.get('bookingId') !== booking.bookingId) return undefined;
        const { nextAttemptAt, ...reminder } = fromDeliveryData(booked.get('reminder'));
        if (reminder.status !== 'failed' || !nextAttemptAt || nextAttemptAt > now) return undefined;
        const start = toDate(booked.get('datetime'));
        const taken = start && start > now ? { ...reminder, attempts: reminder.attempts + 1 } : reminder;
        tx.update(bookingRef, { reminder: toDeliveryData(taken) });
        return taken === reminder ? undefined : taken;
      });
    },
  };
}

/** The stored text's fingerprint: a retry with the same attemptId and text is the same inquiry, a changed text a new one. */
function submissionId(attemptId: string, payload: Record<string, unknown>): string {
  const canonical = JSON.stringify(
    Object.keys(payload)
      .sort()
      .map((key) => [key, payload[key]]),
  );
  return `attempt-${attemptId}-${sha256(canonical).slice(0, 16)}`;
}

/**
 * Inquiries. With an attemptId the document id is derived from it and the text, so a retried
 * request finds the first one in the same transaction that would create it; without one Firestore
 * generates the id.
 */
export function createInquiryStore(db: Firestore): InquiryStore {
  const collection = (kind: InquiryKind) => db.collection(COLLECTIONS[kind]);

  return {
    async record(kind, payload, attemptId, now) {
      const data = {
        ...payload,
        expiresAt: inquiryExpiresAt(new Date()),
        createdAt: FieldValue.serverTimestamp(),
        delivery: toDeliveryData(pendingDelivery(now)),
        ...(attemptId ? { attemptId } : {}),
      };
      const ref = attemptId ? collection(kind).doc(submissionId(attemptId, payload)) : collection(kind).doc();
      return db.runTransaction(async (tx) => {
        if ((await tx.get(ref)).exists) return { id: ref.id, duplicate: true };
        tx.create(ref, data);
        return { id: ref.id, duplicate: false };
      });
    },

    startDelivery(kind, id, now) {
      const ref = collection(kind).doc(id);
      return db.runTransaction(async (tx) => {
        const snapshot = await tx.get(ref);
        const taken = takeDelivery(fromDeliveryData(snapshot.get('delivery')), now);
        if (taken === 'sent' || taken === 'busy') return { kind: taken } as const;
        tx.update(ref, { delivery: toDeliveryData(taken) });
        return { kind: 'deliver', inquiry: { id, data: snapshot.data() ?? {}, delivery: taken } } as const;
      });
    },

    async finishDelivery(kind, id, delivery) {
      await collection(kind)
        .doc(id)
        .update({ delivery: toDeliveryData(delivery) });
    },

    async dueInquiries(kind, now, limit) {
      const snapshot = await dueDocuments(db, COLLECTIONS[kind], 'delivery.nextAttemptAt', now, limit);
      return snapshot.docs.map((doc) => doc.id);
    },
  };
}
