/**
 * Each staff member's own settings (docs/staff.md, _Email notifications_), one document per account in
 * `staffPreferences/{uid}`: closed to browsers like every staff collection (firestore.rules), read and written by
 * the staff API for the signed-in member only, and read by the lead owner's emails (leadOwnerMail.ts).
 */
import type { Firestore } from 'firebase-admin/firestore';
import type { StaffPreferences } from '../../../src/domain/api/staff.js';
import { stamp } from '../store/firestore.js';

export const PREFERENCES_COLLECTION = 'staffPreferences';

export interface PreferencesStore {
  get(uid: string): Promise<StaffPreferences>;
  save(uid: string, preferences: StaffPreferences, now: Date): Promise<StaffPreferences>;
}

export function createPreferencesStore(db: Firestore): PreferencesStore {
  const ref = (uid: string) => db.collection(PREFERENCES_COLLECTION).doc(uid);
  return {
    async get(uid) {
      const stored = (await ref(uid).get()).data();
      // Until a member chooses: no emails.
      return { leadEmails: stored?.leadEmails === true };
    },
    async save(uid, { leadEmails }, now) {
      await ref(uid).set({ leadEmails, updatedAt: stamp(now) });
      return { leadEmails };
    },
  };
}
