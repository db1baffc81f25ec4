import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FAKE_TOKEN, startFakeGoogle, type FakeGoogle } from './fakeGoogle';
import { googleApi } from './googleApi';
import { rollBackHosting } from './rollback';

let fake: FakeGoogle;
let log: string[];
let clock: number;
const api = (dryRun: boolean) =>
  googleApi({ baseUrl: fake.baseUrl, token: async () => FAKE_TOKEN, dryRun, log: (line) => void log.push(line) });
const RELEASES = 'firebasehosting /v1beta1/sites/lakeforge-site/channels/live/releases';
const version = (id: string) => `sites/lakeforge-site/versions/${id}`;
const at = (minute: number) => new Date(Date.UTC(2026, 10, 1, 12, minute)).toISOString();

beforeEach(async () => {
  clock = 10;
  // Hosting answers a new release with the version it names, at the time it is made.
  fake = await startFakeGoogle({
    onCreate: (_collection, _body, query) => ({
      type: 'ROLLBACK',
      version: { name: query.get('versionName') },
      releaseTime: at(clock++),
    }),
  });
  log = [];
  fake.seed('firebasehosting', 'sites/lakeforge-site/channels/live/releases/r1', {
    type: 'DEPLOY',
    version: { name: version('v1') },
    releaseTime: at(1),
  });
  fake.seed('firebasehosting', 'sites/lakeforge-site/channels/live/releases/r2', {
    type: 'DEPLOY',
    version: { name: version('v2') },
    releaseTime: at(2),
  });
});
afterEach(() => fake.close());

describe('npm run rollback against a fake of Hosting', () => {
  it('in a dry run names the version it would release, and releases nothing', async () => {
    expect(await rollBackHosting(api(true), { site: 'lakeforge-site' }, (line) => void log.push(line))).toBe('created');
    expect(fake.calls).toEqual([`GET ${RELEASES}`]);
    expect(log.at(-1)).toContain(
      `would release ${version('v1')} on lakeforge-site's live channel (live now: ${version('v2')})`,
    );
  });

  it('releases the version live before the current one, and a second run changes nothing', async () => {
    await rollBackHosting(api(false), { site: 'lakeforge-site' }, (line) => void log.push(line));
    expect(fake.changes()).toEqual([`POST ${RELEASES}?versionName=${encodeURIComponent(version('v1'))}`]);
    expect(await rollBackHosting(api(false), { site: 'lakeforge-site' }, (line) => void log.push(line))).toBe(
      'unchanged',
    );
    expect(fake.changes()).toHaveLength(1);
    expect(log.at(-1)).toBe(`Nothing earlier than ${version('v1')} to roll back to.`);
  });

  it('releases the version named with --to, once', async () => {
    await rollBackHosting(api(false), { site: 'lakeforge-site', to: 'v1' }, () => {});
    await rollBackHosting(api(false), { site: 'lakeforge-site', to: 'v1' }, (line) => void log.push(line));
    expect(fake.changes()).toHaveLength(1);
    expect(log.at(-1)).toBe(`${version('v1')} is already live.`);
  });
});
