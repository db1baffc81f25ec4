/** What the handlers need from storage; implemented with firebase-admin in firestore.ts. */

export interface BookingClaim {
  slotId: string;
  start: Date;
  name: string;
  email: string;
  purpose: string;
  attemptId?: string;
}

/**
 * 'claimed': `slots/{id}` and `bookings/{id}` were created together by this call.
 * 'taken': someone already holds the slot. 'duplicate': this same attempt (attemptId) holds it.
 */
export type ClaimResult = 'claimed' | 'taken' | 'duplicate';

export interface BookingStore {
  claim(booking: BookingClaim): Promise<ClaimResult>;
  /** Deletes both documents of a slot claimed by this function (when its emails failed). */
  release(slotId: string): Promise<void>;
}

export type InquiryKind = 'contact' | 'service';

export interface DeliveryState {
  status: 'pending' | 'sent' | 'failed';
  agencyEmailAt?: Date;
  visitorEmailAt?: Date;
  /** What went wrong, without personal data (e.g. 'agency email: SendGrid answered HTTP 500'). */
  error?: string;
}

export interface RecordResult {
  id: string;
  /** True when an inquiry with the same attemptId was already stored (nothing new was written). */
  duplicate: boolean;
  /** The stored record's delivery state (pending for a new one). */
  delivery: DeliveryState;
}

export interface InquiryStore {
  /** Stores a new inquiry with delivery pending, unless `attemptId` was stored before. */
  record(kind: InquiryKind, payload: Record<string, unknown>, attemptId?: string): Promise<RecordResult>;
  markDelivery(kind: InquiryKind, id: string, delivery: DeliveryState): Promise<void>;
}
