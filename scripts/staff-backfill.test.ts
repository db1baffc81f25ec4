/** `npm run staff:backfill` against the offline Firestore endpoint, in-process. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents, startTestFirestore, type TestFirestore } from '../tests/functions/support';
import { backfillLeads } from './staff-backfill';

let firestore: TestFirestore;
beforeAll(async () => {
  firestore = await startTestFirestore('staff-backfill');
});
afterAll(() => firestore.close());

describe('staff:backfill', () => {
  it('gives older leads handled: false and their search terms, keeps what is set, and changes nothing when run again', async () => {
    const { db } = firestore;
    await db.collection('contactInquiries').doc('old').set({ name: 'Zoë Ångström', email: 'Zoe@Example.org' });
    await db.collection('serviceRequests').doc('handled').set({ name: 'Ada', email: 'ada@example.com', handled: true });
    await db
      .collection('serviceRequests')
      .doc('new')
      .set({ name: 'Bo', email: 'bo@example.com', handled: false, searchTerms: ['bo'] });

    expect(await backfillLeads(db)).toEqual({
      contactInquiries: { read: 1, updated: 1 },
      serviceRequests: { read: 2, updated: 1 },
    });
    const contact = (await documents(db, 'contactInquiries')).old!;
    expect(contact.handled).toBe(false);
    expect(contact.searchTerms).toEqual(expect.arrayContaining(['zo', 'zoe', 'ang', 'angstrom', 'zoe@example.org']));
    const service = await documents(db, 'serviceRequests');
    expect(service.handled).toMatchObject({ handled: true, searchTerms: expect.arrayContaining(['ada']) });
    expect(service.new!.searchTerms).toEqual(['bo']);
    expect(await backfillLeads(db)).toEqual({
      contactInquiries: { read: 1, updated: 0 },
      serviceRequests: { read: 2, updated: 0 },
    });
  });
});
