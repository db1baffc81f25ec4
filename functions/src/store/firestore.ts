/**
 * The stores on Cloud Firestore through firebase-admin (DESIGN §3):
 * `slots/{slotId}` {datetime}, `bookings/{slotId}` {name, email, datetime, purpose, createdAt, status},
 * `contactInquiries/{id}` and `serviceRequests/{id}` {…payload, createdAt, delivery, attemptId?}.
 */
import { FieldValue, Timestamp, type DocumentData, type Firestore } from 'firebase-admin/firestore';
import type {
  BookingClaim,
  BookingStore,
  ClaimResult,
  DeliveryState,
  InquiryKind,
  InquiryStore,
  RecordResult,
} from './types.js';
import { bookingExpiresAt, inquiryExpiresAt } from './retention.js';

export const COLLECTIONS = {
  slots: 'slots',
  bookings: 'bookings',
  contact: 'contactInquiries',
  service: 'serviceRequests',
} as const;

/**
 * "Document already exists", however the transport reports it: ALREADY_EXISTS (6) over gRPC and
 * with firebase-admin 14 over REST; FAILED_PRECONDITION (9) with that message from firebase-admin 13
 * over REST (see tools/firestore-offline/README.md).
 */
export function isAlreadyExists(error: unknown): boolean {
  const failure = error as { code?: unknown; message?: unknown } | null;
  if (failure?.code === 6) return true;
  return failure?.code === 9 && /already exists/i.test(String(failure.message));
}

/**
 * Claims a slot in one transaction: read both documents; if the slot is held, report who holds it;
 * otherwise create both (each with a must-not-exist precondition). Two visitors can never hold
 * one slot: concurrent claims conflict at commit, and the retried transaction then reads the slot
 * as taken. The same answer on every transport (gRPC in production, REST locally).
 */
export function createBookingStore(db: Firestore): BookingStore {
  return {
    async claim(booking: BookingClaim): Promise<ClaimResult> {
      const slotRef = db.collection(COLLECTIONS.slots).doc(booking.slotId);
      const bookingRef = db.collection(COLLECTIONS.bookings).doc(booking.slotId);
      const datetime = Timestamp.fromDate(booking.start);
      try {
        return await db.runTransaction(async (tx) => {
          const [slot, existing] = await tx.getAll(slotRef, bookingRef);
          if (slot?.exists || existing?.exists) {
            const holder = existing?.exists ? existing.get('attemptId') : undefined;
            return booking.attemptId && holder === booking.attemptId ? 'duplicate' : 'taken';
          }
          const expiresAt = bookingExpiresAt(booking.start);
          tx.create(slotRef, { datetime, expiresAt });
          tx.create(bookingRef, {
            expiresAt,
            name: booking.name,
            email: booking.email,
            datetime,
            purpose: booking.purpose,
            createdAt: FieldValue.serverTimestamp(),
            status: 'confirmed',
            ...(booking.attemptId ? { attemptId: booking.attemptId } : {}),
          });
          return 'claimed';
        });
      } catch (error) {
        if (isAlreadyExists(error)) return 'taken';
        throw error;
      }
    },

    async release(slotId: string): Promise<void> {
      const batch = db.batch();
      batch.delete(db.collection(COLLECTIONS.bookings).doc(slotId));
      batch.delete(db.collection(COLLECTIONS.slots).doc(slotId));
      await batch.commit();
    },
  };
}

function toDeliveryData(delivery: DeliveryState): DocumentData {
  return {
    status: delivery.status,
    ...(delivery.agencyEmailAt ? { agencyEmailAt: Timestamp.fromDate(delivery.agencyEmailAt) } : {}),
    ...(delivery.visitorEmailAt ? { visitorEmailAt: Timestamp.fromDate(delivery.visitorEmailAt) } : {}),
    ...(delivery.error ? { error: delivery.error } : {}),
  };
}

function fromDeliveryData(data: unknown): DeliveryState {
  const value = (data ?? {}) as Record<string, unknown>;
  const status = value.status === 'sent' || value.status === 'failed' ? value.status : 'pending';
  const at = (field: unknown) => (field instanceof Timestamp ? field.toDate() : undefined);
  const delivery: DeliveryState = { status };
  const agencyEmailAt = at(value.agencyEmailAt);
  const visitorEmailAt = at(value.visitorEmailAt);
  if (agencyEmailAt) delivery.agencyEmailAt = agencyEmailAt;
  if (visitorEmailAt) delivery.visitorEmailAt = visitorEmailAt;
  if (typeof value.error === 'string') delivery.error = value.error;
  return delivery;
}

/**
 * Inquiries. With an attemptId the document id is derived from it ('attempt-<id>'), so a retried
 * request finds the first one in the same transaction that would create it; without one Firestore
 * generates the id.
 */
export function createInquiryStore(db: Firestore): InquiryStore {
  const collection = (kind: InquiryKind) => db.collection(COLLECTIONS[kind]);

  return {
    async record(kind, payload, attemptId): Promise<RecordResult> {
      const data = {
        ...payload,
        expiresAt: inquiryExpiresAt(new Date()),
        createdAt: FieldValue.serverTimestamp(),
        delivery: { status: 'pending' },
        ...(attemptId ? { attemptId } : {}),
      };
      if (!attemptId) {
        const ref = collection(kind).doc();
        await ref.create(data);
        return { id: ref.id, duplicate: false, delivery: { status: 'pending' } };
      }
      const ref = collection(kind).doc(`attempt-${attemptId}`);
      const read = async (): Promise<RecordResult> => {
        const snapshot = await ref.get();
        return { id: ref.id, duplicate: true, delivery: fromDeliveryData(snapshot.get('delivery')) };
      };
      try {
        return await db.runTransaction(async (tx) => {
          const existing = await tx.get(ref);
          if (existing.exists) {
            return { id: ref.id, duplicate: true, delivery: fromDeliveryData(existing.get('delivery')) };
          }
          tx.create(ref, data);
          return { id: ref.id, duplicate: false, delivery: { status: 'pending' } };
        });
      } catch (error) {
        if (isAlreadyExists(error)) return read();
        throw error;
      }
    },

    async markDelivery(kind, id, delivery): Promise<void> {
      await collection(kind)
        .doc(id)
        .update({ delivery: toDeliveryData(delivery) });
    },
  };
}
