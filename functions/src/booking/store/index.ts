/**
 * The booking store on Cloud Firestore, one file per kind of operation: a slot's hold and confirmation
 * (holds.ts), the visitor's changes through the manage link (changes.ts), the emails owed after a
 * booking or a change (notices.ts) and the reminders (reminders.ts). The interface is in types.ts.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { changeOperations } from './changes.js';
import { holdOperations } from './holds.js';
import { noticeOperations } from './notices.js';
import { reminderOperations } from './reminders.js';
import type { BookingStore } from './types.js';

export { HOLD_LEASE_MS } from './documents.js';

export function createBookingStore(db: Firestore): BookingStore {
  return { ...holdOperations(db), ...changeOperations(db), ...noticeOperations(db), ...reminderOperations(db) };
}
