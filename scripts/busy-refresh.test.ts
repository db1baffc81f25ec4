/**
 * `npm run busy:refresh` below the command line: the sample (or a given) calendar file served by the local fake
 * server, through the real fetch, expansion and import, into a local Firestore (a project in
 * Google's emulator here; the stack's in real use), at the instant given.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createServer, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import { getFirestore, type Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { deleteAllDocuments, firestoreEmulatorHost } from '../tests/utils/firestoreEmulator';
import { refreshLocalBusyTimes } from './busy-refresh';

const work = mkdtempSync(join(tmpdir(), 'busy-refresh-'));

beforeAll(async () => {
  const host = await firestoreEmulatorHost();
  await deleteAllDocuments(host, 'demo-busy-script');
  Object.assign(process.env, {
    FIRESTORE_EMULATOR_HOST: host,
    GCLOUD_PROJECT: 'demo-busy-script',
    OUTBOX_DIR: join(work, 'outbox'),
  });
  vi.spyOn(console, 'info').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'log').mockImplementation(() => {});
});

/** A port free now: both runs serve their file there, as the command does on FAKE_CALENDAR_PORT. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}
let port: number;
beforeAll(async () => {
  port = await freePort();
});

const busy = async () =>
  (
    (await getFirestore().doc('availability/busy').get()).get('intervals') as { start: Timestamp; end: Timestamp }[]
  ).map(({ start, end }) => [start.toDate().toISOString(), end.toDate().toISOString()]);

describe('busy:refresh', () => {
  it('imports the sample calendar at the instant given, then keeps it when a given file is not a calendar', async () => {
    const now = new Date('2027-04-12T12:00:00Z');
    expect(await refreshLocalBusyTimes({ now, port })).toMatchObject({
      sources: 1,
      updated: 1,
      failed: 0,
      intervals: 4,
    });
    const first = await busy();
    expect(first).toEqual([
      ['2027-04-12T19:00:00.000Z', '2027-04-12T20:00:00.000Z'],
      ['2027-04-13T14:00:00.000Z', '2027-04-13T15:00:00.000Z'],
      ['2027-04-15T14:00:00.000Z', '2027-04-15T15:30:00.000Z'],
      ['2027-04-16T04:00:00.000Z', '2027-04-17T04:00:00.000Z'],
    ]);

    const file = join(work, 'broken.ics');
    writeFileSync(file, '<html>Sign in to see this calendar</html>');
    expect(await refreshLocalBusyTimes({ file, now, port })).toMatchObject({ sources: 1, failed: 1, intervals: 4 });
    expect(await busy()).toEqual(first);
  });
});
