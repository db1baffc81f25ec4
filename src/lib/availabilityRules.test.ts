/** The live rules as the wizard and the back office read them (REST → Google's Firestore emulator). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchAvailabilityRules } from './availabilityRules';
import { DEFAULT_RULES } from '../domain/availability/rules';
import { startFirestore, TEST_PROJECT, type TestFirestore } from '../../tests/utils/bookingBackend';

let firestore: TestFirestore;
let target: { projectId: string; emulatorHost: string };

beforeAll(async () => {
  firestore = await startFirestore();
  await firestore.reset();
  target = { projectId: TEST_PROJECT, emulatorHost: firestore.emulatorHost };
});
afterAll(async () => {
  await firestore.close();
});

describe('fetchAvailabilityRules', () => {
  it('answers the defaults while the agency has set nothing, then the closures and notice it set', async () => {
    expect(await fetchAvailabilityRules(target)).toEqual(DEFAULT_RULES);

    await firestore.setRules({
      closures: [{ id: 'c1', from: '2026-12-24', to: '2026-12-24', startTime: '12:00' }],
      noticeMinutes: 60,
    });

    const rules = await fetchAvailabilityRules(target);
    expect(rules.closures).toEqual([{ id: 'c1', from: '2026-12-24', to: '2026-12-24', startTime: '12:00' }]);
    expect(rules.noticeMinutes).toBe(60);
  });
});
