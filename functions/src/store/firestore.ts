/**
 * The stores on Cloud Firestore through firebase-admin (DESIGN §3–4). Collections:
 *
 * - `slots/{slotId}` (public, no personal data): `{datetime, state: 'held', heldUntil}` while an
 *   attempt holds the slot, `{datetime, state: 'confirmed'}` once booked. The browser offers a slot
 *   with no document, or with a hold whose `heldUntil` has passed.
 * - `bookingHolds/{slotId}`: the holding attempt's details `{attemptId, name, email, purpose,
 *   datetime, heldUntil, createdAt, uncertainAt?}`; deleted when the booking is confirmed or released.
 * - `bookings/{slotId}`: confirmed bookings only `{name, email, datetime, purpose, createdAt,
 *   status: 'confirmed', attemptId, agencyNotice}`.
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
import { DELIVERY_LOCK_MS, pendingDelivery, type Delivery } from '../delivery.js';
import type {
  BookingHold,
  BookingStore,
  ClaimResult,
  InquiryKind,
  InquiryStore,
  LapsedHold,
  StoredBooking,
} from './types.js';
import { bookingExpiresAt, inquiryExpiresAt } from './retention.js';

export const COLLECTIONS = {
  slots: 'slots',
  holds: 'bookingHolds',
  bookings: 'bookings',
  emails: 'bookingEmails',
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
  };
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

export function createBookingStore(db: Firestore): BookingStore {
  const refs = (slotId: string) => ({
    slot: db.collection(COLLECTIONS.slots).doc(slotId),
    hold: db.collection(COLLECTIONS.holds).doc(slotId),
    booking: db.collection(COLLECTIONS.bookings).doc(slotId),
  });

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
    claim(hold, now) {
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

        const upcoming = await hasOtherUpcoming(tx, quota!, hold.slotId, now);
        if (upcoming) {
          return { kind: 'limited', retryAfterSeconds: Math.ceil((upcoming.getTime() - now.getTime()) / 1000) };
        }
        const datetime = stamp(hold.start);
        // Every document of a booking carries when it is deleted (retention.ts, TTL policies).
        const expiresAt = bookingExpiresAt(hold.start);
        tx.set(slot, { datetime, state: 'held', heldUntil, expiresAt });
        tx.set(holdRef, {
          attemptId: hold.attemptId,
          name: hold.name,
          email: hold.email,
          purpose: hold.purpose,
          datetime,
          heldUntil,
          createdAt: FieldValue.serverTimestamp(),
          expiresAt,
        });
        tx.set(quotaRef, { slotId: hold.slotId, datetime, attemptId: hold.attemptId, expiresAt });
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
          agencyNotice: toDeliveryData(pendingDelivery(now)),
          expiresAt,
        });
        tx.set(slot, { datetime, state: 'confirmed', expiresAt });
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
      const snapshot = await db
        .collection(COLLECTIONS.bookings)
        .where('agencyNotice.nextAttemptAt', '<=', stamp(now))
        .limit(limit)
        .get();
      return snapshot.docs.map((doc): StoredBooking => ({
        ...holdOf(doc.id, doc),
        agencyNotice: fromDeliveryData(doc.get('agencyNotice')),
      }));
    },

    async lapsedHolds(now, limit) {
      const snapshot = await db.collection(COLLECTIONS.holds).where('heldUntil', '<=', stamp(now)).limit(limit).get();
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
        const delivery = fromDeliveryData(snapshot.get('delivery'));
        if (delivery.status === 'sent') return { kind: 'sent' } as const;
        if (delivery.lockedUntil && delivery.lockedUntil > now) return { kind: 'busy' } as const;
        const taken: Delivery = {
          ...delivery,
          attempts: delivery.attempts + 1,
          lockedUntil: new Date(now.getTime() + DELIVERY_LOCK_MS),
          // Should this caller die, the sweep takes over once the lock has passed.
          nextAttemptAt: new Date(now.getTime() + DELIVERY_LOCK_MS),
        };
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
      const snapshot = await collection(kind).where('delivery.nextAttemptAt', '<=', stamp(now)).limit(limit).get();
      return snapshot.docs.map((doc) => doc.id);
    },
  };
}
