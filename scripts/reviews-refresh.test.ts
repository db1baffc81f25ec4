/**
 * `npm run reviews:refresh` end to end below the command line: the sample (or a given) Places answer
 * served by the local fake server, through the real client and refresh, into a local Firestore (a project
 * in Google's emulator here; the stack's in real use).
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getFirestore } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { deleteAllDocuments, firestoreEmulatorHost } from '../tests/utils/firestoreEmulator';
import { refreshLocalReviews } from './reviews-refresh';

beforeAll(async () => {
  const host = await firestoreEmulatorHost();
  await deleteAllDocuments(host, 'demo-reviews-script');
  // firebase-admin's default app reads both from the environment (as the functions emulator sets them).
  Object.assign(process.env, { FIRESTORE_EMULATOR_HOST: host, GCLOUD_PROJECT: 'demo-reviews-script' });
  vi.spyOn(console, 'info').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

const stored = async () => (await getFirestore().doc('public/reviews').get()).data();

describe('reviews:refresh', () => {
  it('stores the sample Places answer, then keeps it when a given file is malformed', async () => {
    expect(await refreshLocalReviews()).toBe('updated');
    const first = await stored();
    expect(first!.reviews.map((review: { name: string }) => review.name)).toEqual([
      'Hannah Kowalski',
      'Tomás Ferreira',
    ]);

    const file = join(mkdtempSync(join(tmpdir(), 'places-')), 'broken.json');
    writeFileSync(file, '{"reviews": "not a list"}');
    expect(await refreshLocalReviews({ file })).toBe('kept');
    expect(await stored()).toEqual(first);
  });

  it('refuses to run without a local Firestore', async () => {
    await expect(refreshLocalReviews({ env: {} })).rejects.toThrow(/FIRESTORE_EMULATOR_HOST is not set/);
  });
});
