/** `npm run availability:seed` against Google's Firestore emulator. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkBookable, slotsOf } from '../src/domain/booking/slots';
import { currentRules } from '../functions/src/store/availability';
import { startTestFirestore, type TestFirestore } from '../tests/functions/support';
import { seedAvailability } from './availability-seed';

let firestore: TestFirestore;
beforeAll(async () => {
  firestore = await startTestFirestore('availability-seed');
});
afterAll(() => firestore.close());

describe('availability:seed', () => {
  it('closes the days the old code list closed, and never overwrites what staff changed since', async () => {
    const { db } = firestore;
    expect(await seedAvailability(db)).toBe('created');
    const rules = await currentRules(db);
    const dayBefore = new Date('2026-12-23T15:00:00Z');
    for (const date of ['2026-12-24', '2026-12-29', '2026-12-30', '2026-12-31']) {
      const morning = slotsOf(date)[4]!;
      const now = new Date(morning.getTime() - 24 * 3_600_000);
      expect(checkBookable(morning, now, rules), date).toEqual({ ok: false, reason: 'closed' });
    }
    expect(checkBookable(slotsOf('2026-12-23')[12]!, dayBefore, rules)).toEqual({ ok: true });
    expect(rules).toMatchObject({ noticeMinutes: 120, bufferMinutes: 0 });

    await db.doc('availability/rules').set({ closures: [], noticeMinutes: 30 });
    expect(await seedAvailability(db)).toBe('kept');
    expect((await db.doc('availability/rules').get()).data()).toEqual({ closures: [], noticeMinutes: 30 });
  });
});
