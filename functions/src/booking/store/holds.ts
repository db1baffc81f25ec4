/**
 * A booking's slot from free to staked to held to confirmed (or released, or uncertain): the stake one write
 * with a precondition, each later step one transaction (docs/functions.md, "Booking"); and the dead stakes and
 * holds the sweep deletes.
 */
import {
  FieldValue,
  type DocumentSnapshot,
  type Firestore,
  type Timestamp,
  type Transaction,
} from 'firebase-admin/firestore';
import { checkBookable } from '../../../../src/domain/booking/slots.js';
import { pendingDelivery } from '../../lib/delivery.js';
import { availabilityRefs } from '../../store/availability.js';
import { rulesFromDocuments } from '../../../../src/domain/availability/rules.js';
import { COLLECTIONS, dueDocuments, sourceField, stamp, toDate, toDeliveryData } from '../../store/firestore.js';
import { bookingExpiresAt } from '../../store/retention.js';
import { bookingRefs, holdIsLive, holdOf, HOLD_LEASE_MS, reminderField, sameVisitor } from './documents.js';
import type { BookingHold, BookingStore, ClaimResult, LapsedHold } from './types.js';

export function holdOperations(
  db: Firestore,
): Pick<BookingStore, 'stake' | 'claim' | 'confirm' | 'release' | 'markUncertain' | 'lapsedHolds' | 'deleteDeadHold'> {
  const { refs, linkRef, quotaOf } = bookingRefs(db);
  const availability = availabilityRefs(db);

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

  /** A hold's document: the attempt's details and its lease (`provisional` while its claim has not judged it). */
  function holdData(hold: BookingHold, heldUntil: Timestamp) {
    return {
      attemptId: hold.attemptId,
      bookingId: hold.bookingId,
      name: hold.name,
      email: hold.email,
      purpose: hold.purpose,
      ...sourceField(hold.source),
      datetime: stamp(hold.start),
      heldUntil,
      createdAt: FieldValue.serverTimestamp(),
      // Every document of a booking carries when it is deleted (retention.ts, TTL policies).
      expiresAt: bookingExpiresAt(hold.start),
    };
  }

  return {
    async stake(hold, now) {
      const { hold: holdRef, booking: bookingRef } = refs(hold.slotId);
      const heldUntil = stamp(new Date(now.getTime() + HOLD_LEASE_MS));
      try {
        // A create is one write with a precondition: of any number of attempts at once, one succeeds.
        await holdRef.create({ ...holdData(hold, heldUntil), provisional: true });
        return 'staked';
      } catch (error) {
        if (!isAlreadyExists(error)) throw error;
      }
      // Another attempt's live stake or hold: taken, unless this attempt's own booking stands (a retry).
      const [held, booked] = await db.getAll(holdRef, bookingRef);
      if (booked!.exists && booked!.get('attemptId') === hold.attemptId) return 'staked';
      return holdIsLive(held!, now) && held!.get('attemptId') !== hold.attemptId ? 'taken' : 'staked';
    },

    claim(hold, now, replacing) {
      const { slot, hold: holdRef, booking: bookingRef } = refs(hold.slotId);
      const quotaRef = quotaOf(hold.email);
      return db.runTransaction(async (tx): Promise<ClaimResult> => {
        // The availability rules are read in the same transaction: a closure or busy import committed
        // meanwhile makes this claim retry and see it (docs/booking-life.md, "The availability model").
        const [slotDoc, held, booked, quota, rulesDoc, busyDoc] = await tx.getAll(
          slot,
          holdRef,
          bookingRef,
          quotaRef,
          availability.rules,
          availability.busy,
        );
        const ours = held!.exists && held!.get('attemptId') === hold.attemptId;
        // This attempt's stake, not yet judged: everything below decides whether it becomes the hold.
        const staked = ours && held!.get('provisional') === true;
        const refuse = (result: ClaimResult) => {
          if (staked) tx.delete(holdRef);
          return result;
        };
        if (booked!.exists) {
          const mine = booked!.get('attemptId') === hold.attemptId && sameVisitor(booked!, hold);
          return refuse(mine ? { kind: 'confirmed' } : { kind: 'taken' });
        }
        const heldUntil = stamp(new Date(now.getTime() + HOLD_LEASE_MS));
        if (ours && !staked) {
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
        const bookable = checkBookable(hold.start, now, rulesFromDocuments(rulesDoc!.data(), busyDoc!.data()));
        if (!bookable.ok) return refuse({ kind: 'unavailable', reason: bookable.reason });
        // A slot document with no hold of its own (or with only this attempt's fresh stake) stands for a booking.
        const heldByOther = !ours && holdIsLive(held!, now);
        if (heldByOther || (slotDoc!.exists && (!held!.exists || staked))) return refuse({ kind: 'taken' });

        const replaces = replacing !== undefined && quota!.get('slotId') === replacing;
        const upcoming = replaces ? undefined : await hasOtherUpcoming(tx, quota!, hold.slotId, now);
        if (upcoming) {
          return refuse({
            kind: 'limited',
            retryAfterSeconds: Math.ceil((upcoming.getTime() - now.getTime()) / 1000),
          });
        }
        const data = holdData(hold, heldUntil);
        const { datetime, expiresAt } = data;
        tx.set(slot, { datetime, state: 'held', heldUntil, expiresAt });
        tx.set(holdRef, data);
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
          ...sourceField(hold.source),
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
        const quotaRef = quotaOf(String(held!.get('email')));
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

    async lapsedHolds(now, limit) {
      const snapshot = await dueDocuments(db, COLLECTIONS.holds, 'heldUntil', now, limit);
      return snapshot.docs.map((doc): LapsedHold => ({
        ...holdOf(doc.id, doc),
        uncertain: Boolean(doc.get('uncertainAt')),
      }));
    },

    deleteDeadHold(slotId, attemptId, now) {
      const { slot, hold: holdRef, booking: bookingRef } = refs(slotId);
      return db.runTransaction(async (tx) => {
        const [held, booked] = await tx.getAll(holdRef, bookingRef);
        if (held!.get('attemptId') !== attemptId || holdIsLive(held!, now)) return false;
        tx.delete(holdRef);
        // A stake whose claim never ran can lie beside another attempt's booking, whose public slot stays.
        if (!booked!.exists) tx.delete(slot);
        return true;
      });
    },
  };
}

/** Whether a write failed on its precondition that the document must not exist yet (gRPC ALREADY_EXISTS). */
function isAlreadyExists(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 6;
}
