/**
 * The availability documents (src/domain/availability/model.ts): `availability/rules` (closures, notice,
 * buffer; written by the staff API), `availability/busy` (the agency calendar's busy intervals; written by
 * the busy-calendar import), both public, and what staff alone see: `availabilityNotes/{closureId}` (a
 * closure's note, who added it and when) and `staffSettings/availability` (the secret iCal addresses).
 * The booking claim reads the two public documents inside its transaction (docs/booking-life.md, "The
 * availability model").
 */
import type { Firestore } from 'firebase-admin/firestore';
import { AVAILABILITY_COLLECTION, BUSY_DOC, RULES_DOC } from '../../../src/domain/availability/model.js';
import { rulesFromDocuments, type AvailabilityRules } from '../../../src/domain/availability/rules.js';

export const AVAILABILITY_NOTES_COLLECTION = 'availabilityNotes';
export const STAFF_SETTINGS_COLLECTION = 'staffSettings';
export const AVAILABILITY_SETTINGS_DOC = 'availability';

export function availabilityRefs(db: Firestore) {
  const public_ = db.collection(AVAILABILITY_COLLECTION);
  return {
    rules: public_.doc(RULES_DOC),
    busy: public_.doc(BUSY_DOC),
    note: (closureId: string) => db.collection(AVAILABILITY_NOTES_COLLECTION).doc(closureId),
    staffSettings: db.collection(STAFF_SETTINGS_COLLECTION).doc(AVAILABILITY_SETTINGS_DOC),
  };
}

/** The rules as they stand (outside a transaction: for lists of free times, never for a claim). */
export async function currentRules(db: Firestore): Promise<AvailabilityRules> {
  const { rules, busy } = availabilityRefs(db);
  const [rulesDoc, busyDoc] = await db.getAll(rules, busy);
  return rulesFromDocuments(rulesDoc!.data(), busyDoc!.data());
}
