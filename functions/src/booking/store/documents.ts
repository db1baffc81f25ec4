/**
 * The documents of a booking (see store/firestore.ts for every collection): their references, and
 * how a stored document reads as a hold, a booking or a change notice, and back.
 */
import type { DocumentData, DocumentSnapshot, Firestore, Timestamp } from 'firebase-admin/firestore';
import { reminderTime } from '../../../../src/domain/booking/reminder.js';
import { emailIdentity } from '../../../../src/domain/forms/emailIdentity.js';
import { pendingDelivery } from '../../lib/delivery.js';
import {
  COLLECTIONS,
  fromDeliveryData,
  sha256,
  sourceField,
  stamp,
  toDate,
  toDeliveryData,
} from '../../store/firestore.js';
import { bookingExpiresAt } from '../../store/retention.js';
import type { BookingHold, ChangeNotice, ManagedBooking, StoredBooking } from './types.js';

/** How long a claim holds a slot before another attempt may take it (the handler needs well under a minute). */
export const HOLD_LEASE_MS = 5 * 60_000;

/**
 * The quota key of an address: the inbox it reaches (`emailIdentity`: case, spaces, a `+tag`, Gmail's
 * dots do not make a new address). The booking itself keeps the address as typed.
 */
export function emailKey(email: string): string {
  return sha256(emailIdentity(email));
}

/** References to a booking's documents: its slot's (public slot, hold, booking) and its link's and notice's. */
export function bookingRefs(db: Firestore) {
  return {
    refs: (slotId: string) => ({
      slot: db.collection(COLLECTIONS.slots).doc(slotId),
      hold: db.collection(COLLECTIONS.holds).doc(slotId),
      booking: db.collection(COLLECTIONS.bookings).doc(slotId),
    }),
    linkRef: (bookingId: string) => db.collection(COLLECTIONS.links).doc(bookingId),
    noticeRef: (bookingId: string) => db.collection(COLLECTIONS.notices).doc(bookingId),
    /** The address's quota document (one upcoming booking per address). */
    quotaOf: (email: string) => db.collection(COLLECTIONS.emails).doc(emailKey(email)),
  };
}

export function holdOf(slotId: string, snapshot: DocumentSnapshot): BookingHold {
  return {
    slotId,
    start: toDate(snapshot.get('datetime')) ?? new Date(slotId),
    name: String(snapshot.get('name')),
    email: String(snapshot.get('email')),
    purpose: String(snapshot.get('purpose')),
    attemptId: String(snapshot.get('attemptId')),
    bookingId: String(snapshot.get('bookingId') ?? ''),
    ...sourceField(snapshot.get('source')),
  };
}

export function managedOf(slotId: string, snapshot: DocumentSnapshot): ManagedBooking {
  const hold = holdOf(slotId, snapshot);
  return {
    ...hold,
    firstStart: toDate(snapshot.get('firstDatetime')) ?? hold.start,
    sequence: typeof snapshot.get('sequence') === 'number' ? (snapshot.get('sequence') as number) : 0,
  };
}

export function storedOf(slotId: string, snapshot: DocumentSnapshot): StoredBooking {
  const createdAt = toDate(snapshot.get('createdAt'));
  const reminder: unknown = snapshot.get('reminder');
  const teamNotice: unknown = snapshot.get('teamNotice');
  return {
    ...managedOf(slotId, snapshot),
    ...(createdAt ? { createdAt } : {}),
    agencyNotice: fromDeliveryData(snapshot.get('agencyNotice')),
    ...(teamNotice ? { teamNotice: fromDeliveryData(teamNotice) } : {}),
    ...(reminder ? { reminder: fromDeliveryData(reminder) } : {}),
  };
}

/** A change notice as stored: pending, picked up by the sweep after the grace period if its request dies. */
export function noticeData(
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
    ...sourceField(booking.source),
    ...(previousStart ? { previousDatetime: stamp(previousStart) } : {}),
    changedAt: stamp(now),
    delivery: toDeliveryData(pendingDelivery(now)),
    expiresAt: bookingExpiresAt(booking.start),
  };
}

export function noticeOf(bookingId: string, snapshot: DocumentSnapshot): ChangeNotice {
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
export function reminderField(start: Date, now: Date): { remindAt?: Timestamp } {
  const due = reminderTime(start, now);
  return due ? { remindAt: stamp(due) } : {};
}

export const sameVisitor = (stored: DocumentSnapshot, hold: BookingHold) =>
  stored.get('name') === hold.name && stored.get('email') === hold.email && stored.get('purpose') === hold.purpose;

/** A hold that still keeps the slot from others: its lease runs, or its invitation may have gone out. */
export function holdIsLive(hold: DocumentSnapshot, now: Date): boolean {
  if (!hold.exists) return false;
  if (hold.get('uncertainAt')) return true;
  const until = toDate(hold.get('heldUntil'));
  return until !== undefined && until > now;
}
