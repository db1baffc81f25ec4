/**
 * Availability as the wizard reads it (REST → Google's Firestore emulator with the project's rules): a booked
 * slot and a slot someone holds are not offered; a hold whose lease has lapsed is offered again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchTakenStarts, isSlotTaken } from './firestore';
import {
  BROWSER_TEST_NOW as NOW,
  startFirestore,
  TEST_PROJECT,
  type TestFirestore,
} from '../../../tests/utils/bookingBackend';

const booked = new Date('2026-07-14T15:00:00.000Z');
const held = new Date('2026-07-14T15:30:00.000Z');
const lapsed = new Date('2026-07-14T16:00:00.000Z');
const free = new Date('2026-07-14T16:30:00.000Z');

/** The rules' refusal, as the REST reads report it. */
const refused = { name: 'FirestoreReadError', status: 403 };

let firestore: TestFirestore;
let target: { projectId: string; emulatorHost: string };

beforeAll(async () => {
  firestore = await startFirestore(0, NOW);
  target = { projectId: TEST_PROJECT, emulatorHost: firestore.emulatorHost };
  await firestore.takeSlots([booked]);
  await firestore.holdSlots([held], new Date(NOW.getTime() + 60_000));
  await firestore.holdSlots([lapsed], new Date(NOW.getTime() - 1));
});
afterAll(async () => {
  await firestore.close();
});

describe('availability', () => {
  it('counts booked slots and live holds as taken, and a lapsed hold as free', async () => {
    const taken = await fetchTakenStarts(target, { start: booked, end: new Date('2026-07-15T00:00:00Z') }, NOW);
    expect(taken.map((start) => start.toISOString()).sort()).toEqual([booked.toISOString(), held.toISOString()]);
  });

  it('answers the exact-slot re-check the same way', async () => {
    expect(await isSlotTaken(target, booked, NOW)).toBe(true);
    expect(await isSlotTaken(target, held, NOW)).toBe(true);
    expect(await isSlotTaken(target, lapsed, NOW)).toBe(false);
    expect(await isSlotTaken(target, free, NOW)).toBe(false);
    // Once the hold's lease has passed, it is free too.
    expect(await isSlotTaken(target, held, new Date(NOW.getTime() + 60_001))).toBe(false);
  });

  it("is refused outside the bookable window around the emulator's request time", async () => {
    const nineDaysOn = new Date(NOW.getTime() + 9 * 24 * 60 * 60 * 1000);
    await expect(isSlotTaken(target, nineDaysOn, NOW)).rejects.toMatchObject(refused);
    const twoDaysBack = new Date(NOW.getTime() - 2 * 24 * 60 * 60 * 1000);
    await expect(fetchTakenStarts(target, { start: twoDaysBack, end: booked }, NOW)).rejects.toMatchObject(refused);
  });
});
