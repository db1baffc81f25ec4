/**
 * What the visitor's manage link does to a confirmed booking: find it, see the free times, move it,
 * cancel it. A move or a cancellation stores its emails in the same transaction (docs/booking-life.md).
 */
import type { DocumentSnapshot, Firestore, Timestamp } from 'firebase-admin/firestore';
import { currentRules } from '../../store/availability.js';
import { COLLECTIONS, fromDeliveryData, stamp, toDate } from '../../store/firestore.js';
import { bookingExpiresAt } from '../../store/retention.js';
import { bookingRefs, managedOf, noticeData, reminderField } from './documents.js';
import type { BookingRecord, BookingStore } from './types.js';

/** How often `find` follows a link that changed while it read the booking. */
const FIND_ATTEMPTS = 3;

const revisionOf = (booking: DocumentSnapshot) =>
  typeof booking.get('sequence') === 'number' ? (booking.get('sequence') as number) : 0;

export function changeOperations(
  db: Firestore,
): Pick<BookingStore, 'find' | 'findAt' | 'availabilityRules' | 'takenStarts' | 'move' | 'cancel'> {
  const { refs, linkRef, noticeRef, quotaOf } = bookingRefs(db);

  return {
    async find(bookingId): Promise<BookingRecord | undefined> {
      // Two reads, not one snapshot: a move or cancellation committed between them leaves the link
      // naming a slot the booking just left. Then the link has changed, and is read again (a booking
      // that was moved while its page loaded is found where it went, not answered 404).
      let link = await linkRef(bookingId).get();
      for (let attempt = 0; attempt < FIND_ATTEMPTS; attempt += 1) {
        if (!link.exists) return undefined;
        const slotId = String(link.get('slotId'));
        if (link.get('status') === 'cancelled') {
          return { status: 'cancelled', start: toDate(link.get('datetime')) ?? new Date(slotId) };
        }
        const booked = await refs(slotId).booking.get();
        if (booked.exists && booked.get('bookingId') === bookingId) {
          return { status: 'confirmed', booking: managedOf(slotId, booked) };
        }
        const again = await linkRef(bookingId).get();
        if (again.get('slotId') === link.get('slotId') && again.get('status') === link.get('status')) return undefined;
        link = again;
      }
      return undefined;
    },

    async findAt(slotId) {
      const booked = await refs(slotId).booking.get();
      return booked.exists ? managedOf(slotId, booked) : undefined;
    },

    availabilityRules: () => currentRules(db),

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
      const quotaRef = quotaOf(booking.email);
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
        // Still where it was found, and at the revision found: moved away and back since is moved too.
        if (!ours(old!) || revisionOf(old!) !== booking.sequence) return 'gone';
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
      const quotaRef = quotaOf(booking.email);
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
  };
}
