import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFakeGoogle, FAKE_TOKEN, type FakeGoogle } from './fakeGoogle';
import { googleApi, type GoogleApi } from './googleApi';

let fake: FakeGoogle;
let log: string[];
const client = (dryRun: boolean, token = FAKE_TOKEN): GoogleApi =>
  googleApi({ baseUrl: fake.baseUrl, token: async () => token, dryRun, log: (line) => void log.push(line) });

beforeEach(async () => {
  fake = await startFakeGoogle();
  log = [];
});
afterEach(() => fake.close());

describe('the Google API client', () => {
  it('creates, reads, lists and updates resources with its token', async () => {
    const api = client(false);
    const created = await api.change<{ name: string }>(
      'create a policy',
      'POST',
      'monitoring',
      '/v3/projects/p/alertPolicies',
      {
        displayName: 'Site: 5xx',
      },
    );
    expect(created).toEqual({ displayName: 'Site: 5xx', name: 'projects/p/alertPolicies/1' });
    await api.change('rename it', 'PATCH', 'monitoring', `/v3/${created!.name}?updateMask=displayName`, {
      displayName: 'Site: 5xx answers',
    });
    expect(await api.list('monitoring', '/v3/projects/p/alertPolicies', 'alertPolicies')).toEqual([
      { displayName: 'Site: 5xx answers', name: 'projects/p/alertPolicies/1' },
    ]);
    expect(await api.get('monitoring', '/v3/projects/p/alertPolicies/2')).toBeUndefined();
    expect(fake.calls).toEqual([
      'POST monitoring /v3/projects/p/alertPolicies',
      'PATCH monitoring /v3/projects/p/alertPolicies/1?updateMask=displayName',
      'GET monitoring /v3/projects/p/alertPolicies',
      'GET monitoring /v3/projects/p/alertPolicies/2',
    ]);
    expect(log).toEqual([
      `create a policy: POST ${fake.baseUrl}/monitoring/v3/projects/p/alertPolicies`,
      `rename it: PATCH ${fake.baseUrl}/monitoring/v3/projects/p/alertPolicies/1?updateMask=displayName`,
    ]);
  });

  it('in dry-run mode reads, prints each change, and sends none', async () => {
    const api = client(true);
    fake.seed('monitoring', 'projects/p/alertPolicies/7', { displayName: 'Site: 5xx' });
    expect(await api.list('monitoring', '/v3/projects/p/alertPolicies', 'alertPolicies')).toHaveLength(1);
    expect(
      await api.change('create a policy', 'POST', 'monitoring', '/v3/projects/p/alertPolicies', {}),
    ).toBeUndefined();
    expect(fake.changes()).toEqual([]);
    expect(log).toEqual([`would create a policy: POST ${fake.baseUrl}/monitoring/v3/projects/p/alertPolicies`]);
  });

  it("fails with Google's answer when a request is refused", async () => {
    await expect(
      client(false, 'stale').list('monitoring', '/v3/projects/p/alertPolicies', 'alertPolicies'),
    ).rejects.toThrow(`Google answered 401 to ${fake.baseUrl}/monitoring/v3/projects/p/alertPolicies`);
    await expect(
      client(false).change('update', 'PATCH', 'monitoring', '/v3/projects/p/alertPolicies/9', {}),
    ).rejects.toThrow('Google answered 404');
  });
});
