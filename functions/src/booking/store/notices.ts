/**
 * The emails a booking owes the agency and the visitor after it is stored: the agency's notice of a new
 * booking (and its notice to the team's chat), and the emails of a move or cancellation (`bookingNotices`),
 * each taken and recorded so that the sweep can retry what failed.
 */
import type { DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import { takeDelivery } from '../../lib/delivery.js';
import { COLLECTIONS, dueDocuments, fromDeliveryData, toDeliveryData } from '../../store/firestore.js';
import { bookingRefs, noticeOf, storedOf } from './documents.js';
import type { BookingStore } from './types.js';

/** Set by a privacy erasure on a notice whose emails are still owed: it is deleted once they are settled. */
export const ERASE_WHEN_SETTLED = 'eraseWhenSettled';

/** A notice's emails are settled once sent, or given up (failed with no retry planned). */
export function noticeSettled(notice: DocumentSnapshot): boolean {
  const delivery = fromDeliveryData(notice.get('delivery'));
  return delivery.status === 'sent' || (delivery.status === 'failed' && !delivery.nextAttemptAt);
}

export function noticeOperations(
  db: Firestore,
): Pick<
  BookingStore,
  | 'recordAgencyNotice'
  | 'dueAgencyNotices'
  | 'startTeamNotice'
  | 'finishTeamNotice'
  | 'dueTeamNotices'
  | 'startNotice'
  | 'recordNotice'
  | 'dueNotices'
  | 'deleteErasedNotices'
> {
  const { refs, noticeRef } = bookingRefs(db);

  return {
    async recordAgencyNotice(slotId, delivery, teamNotice) {
      await refs(slotId).booking.update({
        agencyNotice: toDeliveryData(delivery),
        ...(teamNotice ? { teamNotice: toDeliveryData(teamNotice) } : {}),
      });
    },

    async dueAgencyNotices(now, limit) {
      const snapshot = await dueDocuments(db, COLLECTIONS.bookings, 'agencyNotice.nextAttemptAt', now, limit);
      return snapshot.docs.map((doc) => storedOf(doc.id, doc));
    },

    startTeamNotice(slotId, now) {
      const ref = refs(slotId).booking;
      return db.runTransaction(async (tx) => {
        const snapshot = await tx.get(ref);
        const booking = snapshot.exists ? storedOf(slotId, snapshot) : undefined;
        if (!booking?.teamNotice) return { kind: 'sent' } as const;
        const taken = takeDelivery(booking.teamNotice, now);
        if (taken === 'sent' || taken === 'busy') return { kind: taken } as const;
        tx.update(ref, { teamNotice: toDeliveryData(taken) });
        return { kind: 'deliver', booking, notice: taken } as const;
      });
    },

    async finishTeamNotice(slotId, notice) {
      await refs(slotId).booking.update({ teamNotice: toDeliveryData(notice) });
    },

    async dueTeamNotices(now, limit) {
      const snapshot = await dueDocuments(db, COLLECTIONS.bookings, 'teamNotice.nextAttemptAt', now, limit);
      return snapshot.docs.map((doc) => doc.id);
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

    async deleteErasedNotices(limit) {
      const marked = await db.collection(COLLECTIONS.notices).where(ERASE_WHEN_SETTLED, '==', true).limit(limit).get();
      const settled = marked.docs.filter(noticeSettled);
      await Promise.all(settled.map((doc) => doc.ref.delete()));
      return settled.length;
    },
  };
}
