/**
 * The one reminder of a booking: which are due, marking one taken before it is sent (never twice), and
 * recording how it went, with the retries of a refused one (booking/reminders.ts).
 */
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS, dueDocuments, fromDeliveryData, stamp, toDate, toDeliveryData } from '../../store/firestore.js';
import { bookingRefs, managedOf } from './documents.js';
import type { BookingStore } from './types.js';

export function reminderOperations(
  db: Firestore,
): Pick<BookingStore, 'dueReminders' | 'markReminded' | 'recordReminder' | 'dueReminderRetries' | 'retakeReminder'> {
  const { refs } = bookingRefs(db);

  return {
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
