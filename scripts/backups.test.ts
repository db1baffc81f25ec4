import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configureBackups } from './backups';
import { FAKE_TOKEN, startFakeGoogle, type FakeGoogle } from './fakeGoogle';
import { googleApi } from './googleApi';

let fake: FakeGoogle;
let log: string[];
const api = (dryRun: boolean) =>
  googleApi({ baseUrl: fake.baseUrl, token: async () => FAKE_TOKEN, dryRun, log: (line) => void log.push(line) });
const DATABASE = 'firestore /v1/projects/lakeforge-staging/databases/(default)';

beforeEach(async () => {
  fake = await startFakeGoogle();
  log = [];
  // A database as `firebase firestore:databases:create` leaves it.
  fake.seed('firestore', 'projects/lakeforge-staging/databases/(default)', {
    locationId: 'northamerica-northeast2',
    pointInTimeRecoveryEnablement: 'POINT_IN_TIME_RECOVERY_DISABLED',
    deleteProtectionState: 'DELETE_PROTECTION_DISABLED',
  });
});
afterEach(() => fake.close());

describe('npm run backups against a fake of Google', () => {
  it('in a dry run reads the database and its schedules and prints the changes, making none', async () => {
    await configureBackups(api(true), 'lakeforge-staging', (line) => void log.push(line));
    expect(fake.calls).toEqual([`GET ${DATABASE}`, `GET ${DATABASE}/backupSchedules`]);
    expect(log.map((line) => line.split(':')[0])).toEqual([
      'would turn on point-in-time recovery (7 days) and delete protection',
      'would schedule a daily backup kept 14 days',
    ]);
  });

  it('turns on point-in-time recovery and a daily backup kept 14 days in order, and a second run changes nothing', async () => {
    await configureBackups(api(false), 'lakeforge-staging', (line) => void log.push(line));
    expect(fake.changes()).toEqual([
      `PATCH ${DATABASE}?updateMask=pointInTimeRecoveryEnablement,deleteProtectionState`,
      `POST ${DATABASE}/backupSchedules`,
    ]);
    expect(fake.resource('firestore', 'projects/lakeforge-staging/databases/(default)')).toMatchObject({
      pointInTimeRecoveryEnablement: 'POINT_IN_TIME_RECOVERY_ENABLED',
      deleteProtectionState: 'DELETE_PROTECTION_ENABLED',
    });
    expect(
      fake.resource('firestore', 'projects/lakeforge-staging/databases/(default)/backupSchedules/1'),
    ).toMatchObject({ retention: '1209600s', dailyRecurrence: {} });
    const before = fake.changes().length;
    expect(await configureBackups(api(false), 'lakeforge-staging', () => {})).toEqual(['unchanged', 'unchanged']);
    expect(fake.changes().slice(before)).toEqual([]);
  });

  it("corrects an existing daily schedule's retention instead of adding a second schedule", async () => {
    fake.seed('firestore', 'projects/lakeforge-staging/databases/(default)/backupSchedules/daily', {
      retention: '604800s',
      dailyRecurrence: {},
    });
    await configureBackups(api(false), 'lakeforge-staging', () => {});
    expect(fake.changes()).toContain(
      'PATCH firestore /v1/projects/lakeforge-staging/databases/(default)/backupSchedules/daily?updateMask=retention',
    );
    expect(fake.changes().filter((call) => call.startsWith('POST'))).toEqual([]);
  });

  it('says to create the database first in a project without one', async () => {
    await expect(configureBackups(api(false), 'lakeforge-new', () => {})).rejects.toThrow(
      'lakeforge-new has no Firestore database yet',
    );
  });
});
