/**
 * The functions' parameters and secrets as a non-interactive deploy resolves them, through firebase-tools'
 * own discovery and resolution (scripts/functionsParams.ts), for projects set up as docs/operations.md says: one
 * without Google Places, one with it, one missing settings, and this repository's own `.firebaserc`.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bundleFunctions,
  checkProject,
  configuredProjects,
  discoverFunctions,
  report,
  requiredSecrets,
  type FunctionsBundle,
} from './functionsParams';

const work = mkdtempSync(join(tmpdir(), 'functions-params-'));
const firebaserc = join(work, '.firebaserc');
const options = { firebaserc, functionsDir: work };
const MAIL = 'MAIL_FROM="Lakeforge Digital <hello@lakeforge.ca>"\nAGENCY_INBOX=hello@lakeforge.ca\n';
let bundle: FunctionsBundle;

beforeAll(() => {
  writeFileSync(
    firebaserc,
    JSON.stringify({
      projects: {
        default: 'demo-lakeforge',
        staging: 'lakeforge-staging-test',
        production: 'lakeforge-site-test',
        broken: 'lakeforge-broken-test',
      },
    }),
  );
  writeFileSync(join(work, '.env.staging'), `SITE_URL=https://staging.site-b.example\n${MAIL}`);
  writeFileSync(join(work, '.env.production'), `SITE_URL=https://www.site-a.example\n${MAIL}PLACES_PLACE_ID=ChIJ-a\n`);
  writeFileSync(join(work, '.env.broken'), 'MAIL_FROM="Lakeforge Digital <hello@lakeforge.ca>"\n');
  bundle = bundleFunctions();
}, 60_000);
afterAll(() => {
  bundle?.remove();
  rmSync(work, { recursive: true, force: true });
});

describe('a project without Google Places', () => {
  it('resolves with no prompt and needs only the mail secrets; the reviews refresh declares none', async () => {
    const check = await checkProject(bundle, 'staging', options);
    expect(check).toEqual({
      project: 'staging',
      projectId: 'lakeforge-staging-test',
      params: { MAIL_FROM: 'Lakeforge Digital <hello@lakeforge.ca>', AGENCY_INBOX: 'hello@lakeforge.ca' },
      siteUrl: 'https://staging.site-b.example',
      secrets: ['SENDGRID_API_KEY', 'MANAGE_LINK_SECRET'],
      problems: [],
    });
    const build = await discoverFunctions(bundle, 'lakeforge-staging-test', {});
    expect(build.endpoints.refreshGoogleReviews!.secretEnvironmentVariables ?? []).toEqual([]);
    expect(build.params.map((param) => param.name)).not.toContain('PLACES_API_KEY');
  }, 60_000);
});

describe('a project with Google Places (PLACES_PLACE_ID set)', () => {
  it('declares the Places key as a secret of the reviews refresh, so the deploy requires it', async () => {
    const check = await checkProject(bundle, 'production', options);
    expect(check.problems).toEqual([]);
    expect(check.secrets).toEqual(['SENDGRID_API_KEY', 'MANAGE_LINK_SECRET', 'PLACES_API_KEY']);
    const build = await discoverFunctions(bundle, 'lakeforge-site-test', { PLACES_PLACE_ID: 'ChIJ-a' });
    expect(build.endpoints.refreshGoogleReviews!.secretEnvironmentVariables).toEqual([
      expect.objectContaining({ key: 'PLACES_API_KEY' }),
    ]);
  }, 60_000);
});

describe('a project with busy calendar addresses of its own (USE_BUSY_CALENDAR_SECRET=true)', () => {
  it('declares the BUSY_CALENDAR_URLS secret for the busy import only; other projects declare none', async () => {
    const withAddresses = await discoverFunctions(bundle, 'lakeforge-site-test', { USE_BUSY_CALENDAR_SECRET: 'true' });
    expect(withAddresses.endpoints.importBusyCalendars!.secretEnvironmentVariables).toEqual([
      expect.objectContaining({ key: 'SENDGRID_API_KEY' }),
      expect.objectContaining({ key: 'MANAGE_LINK_SECRET' }),
      expect.objectContaining({ key: 'BUSY_CALENDAR_URLS' }),
    ]);
    expect(requiredSecrets(withAddresses)).toContain('BUSY_CALENDAR_URLS');
    const without = await discoverFunctions(bundle, 'lakeforge-staging-test', {});
    expect(requiredSecrets(without)).not.toContain('BUSY_CALENDAR_URLS');
    expect(without.endpoints.importBusyCalendars).toMatchObject({ scheduleTrigger: { schedule: 'every 10 minutes' } });
  }, 60_000);
});

describe("a project with the team's chat webhook (USE_TEAM_CHAT_WEBHOOK=true)", () => {
  it('declares the TEAM_CHAT_WEBHOOK_URL secret for the lead functions and the sweep; other projects declare none', async () => {
    const withChat = await discoverFunctions(bundle, 'lakeforge-site-test', { USE_TEAM_CHAT_WEBHOOK: 'true' });
    for (const name of ['contactEmail', 'servicesEmail', 'sendBookingEmail', 'sweepDeliveries']) {
      expect(withChat.endpoints[name]!.secretEnvironmentVariables).toContainEqual(
        expect.objectContaining({ key: 'TEAM_CHAT_WEBHOOK_URL' }),
      );
    }
    expect(requiredSecrets(withChat)).toContain('TEAM_CHAT_WEBHOOK_URL');
    const without = await discoverFunctions(bundle, 'lakeforge-staging-test', {});
    expect(requiredSecrets(without)).not.toContain('TEAM_CHAT_WEBHOOK_URL');
  }, 60_000);
});

describe('a project missing settings', () => {
  it("fails with the deploy's own message for each missing parameter, and names the missing address", async () => {
    const check = await checkProject(bundle, 'broken', options);
    expect(check.problems).toEqual([
      expect.stringContaining(
        'In non-interactive mode but have no value for the following environment variables: AGENCY_INBOX',
      ),
      expect.stringContaining('no site address is set for project lakeforge-broken-test'),
    ]);
    expect(report(check)[0]).toBe('FAIL  broken (lakeforge-broken-test)');
  }, 60_000);
});

describe("this repository's .firebaserc", () => {
  it('lists each alias and each project without one, and every one resolves', async () => {
    expect(configuredProjects(firebaserc)).toEqual(['staging', 'production', 'broken', 'demo-lakeforge']);
    const checks = await Promise.all(configuredProjects().map((project) => checkProject(bundle, project)));
    expect(checks.flatMap((check) => check.problems)).toEqual([]);
  }, 60_000);
});
