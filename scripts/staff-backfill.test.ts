/** `npm run staff:backfill` against Google's Firestore emulator. */
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents, startTestFirestore, type TestFirestore } from '../tests/functions/support';
import { pipelineSummary, rebuildTallies, recountLeads, summaryOf } from '../functions/src/store/tallies';
import { backfillLeads } from './staff-backfill';

let firestore: TestFirestore;
beforeAll(async () => {
  firestore = await startTestFirestore('staff-backfill');
});
afterAll(() => firestore.close());

describe('staff:backfill', () => {
  it('gives older leads their place in the pipeline and their search index, keeps what is set, and changes nothing when run again', async () => {
    const { db } = firestore;
    const changedAt = Timestamp.fromDate(new Date('2026-11-21T14:00:00.000Z'));
    const createdAt = Timestamp.fromDate(new Date('2026-11-20T09:00:00.000Z'));
    await db
      .collection('contactInquiries')
      .doc('old')
      .set({ name: 'Zoë Ångström', email: 'Zoe@Example.org', createdAt });
    await db
      .collection('serviceRequests')
      .doc('handled')
      .set({
        name: 'Ada',
        email: 'ada@example.com',
        handled: true,
        note: 'Called back.',
        updatedAt: changedAt,
        updatedBy: 'grace@lakeforge.ca',
        source: { landingPage: '/', referrerOrigin: 'https://www.google.com' },
      });
    const current = { status: 'won', owner: 'grace@lakeforge.ca', channel: 'direct', notes: [] };
    await db
      .collection('serviceRequests')
      .doc('new')
      .set({ name: 'Bo', email: 'bo@example.com', createdAt, searchTerms: ['bo'], ...current });

    expect(await backfillLeads(db)).toEqual({
      contactInquiries: { read: 1, updated: 1 },
      serviceRequests: { read: 2, updated: 2 },
    });
    const contact = (await documents(db, 'contactInquiries')).old!;
    expect(contact).toMatchObject({ status: 'new', owner: null, channel: 'direct', notes: [] });
    const terms = ['zo', 'zoe', 'ang', 'angstrom', 'zoe@example.org'];
    expect(contact.searchIndex).toEqual(expect.objectContaining(Object.fromEntries(terms.map((t) => [t, createdAt]))));
    const service = await documents(db, 'serviceRequests');
    expect(service.handled).toMatchObject({
      status: 'contacted',
      owner: null,
      channel: 'search',
      notes: [{ at: changedAt, by: 'grace@lakeforge.ca', text: 'Called back.' }],
      // A lead without its createdAt (none was ever stored so) takes the document's creation time.
      searchIndex: expect.objectContaining({ ada: expect.any(Timestamp) }),
    });
    // The first search's array is replaced.
    expect(service.new).toMatchObject({ searchIndex: expect.objectContaining({ bo: createdAt }), ...current });
    expect(service.new).not.toHaveProperty('searchTerms');
    expect(await backfillLeads(db)).toEqual({
      contactInquiries: { read: 1, updated: 0 },
      serviceRequests: { read: 2, updated: 0 },
    });
    // Then the pipeline's tallies count all three (the one without createdAt on its document's day), as a full
    // recount does; a second rebuild changes nothing.
    expect((await rebuildTallies(db)).leads).toBe(3);
    const tallied = async () => (await db.collection('leadTallies').get()).docs.map((doc) => doc.data());
    const first = await tallied();
    expect(await rebuildTallies(db)).toMatchObject({ leads: 3 });
    expect(await tallied()).toEqual(first);
    const now = new Date('2026-11-23T15:10:00.000Z');
    expect(await pipelineSummary(db, now)).toEqual(summaryOf(await recountLeads(db), now));
  });
});
