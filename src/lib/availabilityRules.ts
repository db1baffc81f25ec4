/**
 * The agency's availability rules as the public reads them: two documents, `availability/rules` (closures,
 * notice, buffer) and `availability/busy` (busy intervals of its calendar), read in one `batchGet` through
 * Firestore's REST API. Shared by the booking wizard and the back office's move dialog; the server stays the
 * authority on every booking.
 */
import { AVAILABILITY_COLLECTION, BUSY_DOC, RULES_DOC } from '../domain/availability/model';
import { rulesFromDocuments, type AvailabilityRules } from '../domain/availability/rules';
import { getDocuments } from './firestoreRest';
import type { FirestoreTarget } from './firestoreTarget';

/** The agency's availability rules as they stand (the defaults while neither document exists). */
export async function fetchAvailabilityRules(target: FirestoreTarget): Promise<AvailabilityRules> {
  const [rules, busy] = await getDocuments(target, [
    `${AVAILABILITY_COLLECTION}/${RULES_DOC}`,
    `${AVAILABILITY_COLLECTION}/${BUSY_DOC}`,
  ]);
  return rulesFromDocuments(rules, busy);
}
