/**
 * `npm run staff:backfill [-- --project <alias or id>]`: gives the leads stored before the staff API and before
 * the pipeline the fields its lists filter on (docs/staff.md, _Search_ and _The pipeline_): `searchIndex` from
 * the stored name, address and createdAt (in place of the first search's `searchTerms` array, deleted), and
 * `status`, `owner`, `channel` and `notes` as the lead already reads (functions/src/store/pipeline.ts:
 * `handled: true` is `contacted`, the old `note` the first note). Reads every
 * lead once, in pages; writes only those missing a field, each in one update, so a run stopped half-way leaves
 * every lead whole, and running it again finishes the rest and changes nothing after. Then it rebuilds the
 * pipeline's tallies from the leads (functions/src/store/tallies.ts, `rebuildTallies`: a month at a time, each
 * in a transaction, so leads changed meanwhile are counted once), which the leads stored before the tallies need;
 * run it after the deploy that brings them. Without --project (or with a demo- project) it works on the local
 * stack's Firestore.
 */
import { parseArgs } from 'node:util';
import { FieldPath, FieldValue, type Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../functions/src/store/firestore';
import { missingPipelineFields } from '../functions/src/store/pipeline';
import { searchIndex } from '../functions/src/store/search';
import { dayOf, rebuildTallies } from '../functions/src/store/tallies';
import { runWhenMain } from './cli';
import { projectFirestore } from './projectFirestore';

const PAGE = 400;

/** Backfills both lead collections; how many leads each had and how many were updated. */
export async function backfillLeads(db: Firestore): Promise<Record<string, { read: number; updated: number }>> {
  const report: Record<string, { read: number; updated: number }> = {};
  for (const collection of [COLLECTIONS.contact, COLLECTIONS.service]) {
    const counts = { read: 0, updated: 0 };
    let last: string | undefined;
    for (;;) {
      let query = db.collection(collection).orderBy(FieldPath.documentId()).limit(PAGE);
      if (last) query = query.startAfter(last);
      const page = await query.get();
      if (page.empty) break;
      const batch = db.batch();
      let writes = 0;
      for (const doc of page.docs) {
        const missing: Record<string, unknown> = missingPipelineFields(doc.data());
        if (doc.get('searchIndex') === undefined) {
          const [name, email] = [String(doc.get('name') ?? ''), String(doc.get('email') ?? '')];
          missing.searchIndex = searchIndex(name, email, doc.get('createdAt') ?? doc.createTime);
        }
        if (doc.get('searchTerms') !== undefined) missing.searchTerms = FieldValue.delete();
        // A lead without createdAt (none was ever stored so) is counted in the tallies under its document's day.
        if (doc.get('createdAt') === undefined && doc.get('tallyDay') === undefined) {
          missing.tallyDay = dayOf(doc.createTime.toDate());
        }
        if (Object.keys(missing).length > 0) {
          batch.update(doc.ref, missing);
          writes++;
        }
      }
      if (writes > 0) await batch.commit();
      counts.read += page.size;
      counts.updated += writes;
      last = page.docs.at(-1)!.id;
    }
    report[collection] = counts;
  }
  return report;
}

async function main() {
  const { values } = parseArgs({ options: { project: { type: 'string' } } });
  const { db, projectId } = projectFirestore(values.project);
  for (const [collection, { read, updated }] of Object.entries(await backfillLeads(db))) {
    console.log(`${collection}: ${read} read, ${updated} updated (${projectId})`);
  }
  const { months, leads } = await rebuildTallies(db);
  console.log(`leadTallies: ${months} months recounted, ${leads} leads counted (${projectId})`);
}

runWhenMain(import.meta.url, main);
