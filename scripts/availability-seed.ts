/**
 * `npm run availability:seed [-- --project <alias or id>]`: the migration of the agency closures that used to be a
 * TypeScript list (issue #30) into the rules document staff now edit (docs/booking-life.md, "The availability
 * model"). It creates `availability/rules` with those closures and the default notice and buffer, and only when the
 * document does not exist yet: once staff have changed anything, running it again changes nothing. `npm start`
 * runs it against the local stack; a deployed project runs it once (docs/booking-life.md, "Deploying"). Without
 * --project (or with a demo- project) it works on the local stack's Firestore.
 */
import { parseArgs } from 'node:util';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { AVAILABILITY_COLLECTION, RULES_DOC, type ClosureRule } from '../src/domain/availability/model';
import { DEFAULT_SETTINGS } from '../src/domain/availability/rules';
import { runWhenMain } from './cli';
import { projectFirestore } from './projectFirestore';

/** The closures of the former `AGENCY_CLOSURES` list (src/domain/booking/closures.ts before #30). */
export const MIGRATED_CLOSURES: readonly ClosureRule[] = [
  { id: 'christmas-eve-2026', from: '2026-12-24', to: '2026-12-24' },
  { id: 'year-end-break-2026', from: '2026-12-29', to: '2026-12-31' },
];

/** Creates the rules document with the migrated closures if it does not exist; whether it did. */
export async function seedAvailability(db: Firestore): Promise<'created' | 'kept'> {
  const ref = db.collection(AVAILABILITY_COLLECTION).doc(RULES_DOC);
  return db.runTransaction(async (tx) => {
    if ((await tx.get(ref)).exists) return 'kept';
    tx.create(ref, { closures: MIGRATED_CLOSURES, ...DEFAULT_SETTINGS, updatedAt: FieldValue.serverTimestamp() });
    return 'created';
  });
}

async function main() {
  const { values } = parseArgs({ options: { project: { type: 'string' } } });
  const { db, projectId } = projectFirestore(values.project);
  const outcome = await seedAvailability(db);
  console.log(
    outcome === 'created'
      ? `availability/rules created with ${MIGRATED_CLOSURES.length} closures (${projectId})`
      : `availability/rules exists; nothing changed (${projectId})`,
  );
}

runWhenMain(import.meta.url, main);
