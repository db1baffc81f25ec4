import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FAKE_TOKEN, startFakeGoogle, type FakeGoogle } from './fakeGoogle';
import { googleApi } from './googleApi';
import { configureSignIn } from './sign-in-providers';

let fake: FakeGoogle;
let log: string[];
const api = (dryRun: boolean) =>
  googleApi({ baseUrl: fake.baseUrl, token: async () => FAKE_TOKEN, dryRun, log: (line) => void log.push(line) });
const options = { projectId: 'lakeforge-staging', siteUrl: 'https://staging.lakeforge.ca' };
const ADMIN = 'identitytoolkit /admin/v2/projects/lakeforge-staging';

beforeEach(async () => {
  fake = await startFakeGoogle();
  log = [];
  // A new project's Authentication, as the console's "Get started" leaves it.
  fake.seed('identitytoolkit', 'projects/lakeforge-staging/config', {
    signIn: { email: { enabled: false } },
    authorizedDomains: ['localhost', 'lakeforge-staging.firebaseapp.com', 'lakeforge-staging.web.app'],
  });
});
afterEach(() => fake.close());

describe('npm run auth:configure against a fake of Google', () => {
  it('in a dry run reads the configuration and prints the changes it would make, making none', async () => {
    fake.seed('identitytoolkit', 'projects/lakeforge-staging/defaultSupportedIdpConfigs/google.com', {
      enabled: false,
      clientId: 'made-by-the-console',
    });
    await configureSignIn(api(true), options, (line) => void log.push(line));
    expect(fake.calls).toEqual([`GET ${ADMIN}/config`, `GET ${ADMIN}/defaultSupportedIdpConfigs/google.com`]);
    expect(log.map((line) => line.split(':')[0])).toEqual([
      'would turn on email link sign-in and set the authorised domains to lakeforge-staging.firebaseapp.com, ' +
        'lakeforge-staging.web.app, staging.lakeforge.ca',
      'would turn on Google sign-in',
    ]);
  });

  it('turns on email link and Google sign-in and sets the domains in order, and a second run changes nothing', async () => {
    const client = { clientId: 'client.apps.googleusercontent.com', clientSecret: 'shh' };
    await configureSignIn(api(false), { ...options, googleClient: client }, (line) => void log.push(line));
    expect(fake.changes()).toEqual([
      `PATCH ${ADMIN}/config?updateMask=signIn.email.enabled,signIn.email.passwordRequired,authorizedDomains`,
      `POST ${ADMIN}/defaultSupportedIdpConfigs?idpId=google.com`,
    ]);
    expect(fake.resource('identitytoolkit', 'projects/lakeforge-staging/config')).toMatchObject({
      signIn: { email: { enabled: true, passwordRequired: false } },
      authorizedDomains: ['lakeforge-staging.firebaseapp.com', 'lakeforge-staging.web.app', 'staging.lakeforge.ca'],
    });
    expect(
      fake.resource('identitytoolkit', 'projects/lakeforge-staging/defaultSupportedIdpConfigs/google.com'),
    ).toMatchObject({ enabled: true, clientId: client.clientId });

    const before = fake.changes().length;
    expect(await configureSignIn(api(false), options, (line) => void log.push(line))).toEqual([
      'unchanged',
      'unchanged',
    ]);
    expect(fake.changes().slice(before)).toEqual([]);
  });

  it('asks for an OAuth client where Google sign-in has none, after setting what it can', async () => {
    await expect(configureSignIn(api(false), options, () => {})).rejects.toThrow(
      'Google sign-in has no OAuth client in lakeforge-staging',
    );
    expect(fake.changes().filter((call) => call.includes('defaultSupportedIdpConfigs'))).toEqual([]);
  });

  it('says to set up Authentication first in a project that has not', async () => {
    const bare = { ...options, projectId: 'lakeforge-new' };
    await expect(configureSignIn(api(false), bare, () => {})).rejects.toThrow(
      'Authentication is not set up in lakeforge-new',
    );
    expect(fake.changes()).toEqual([]);
  });
});
