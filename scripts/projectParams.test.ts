import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { aliasOf, deployedSiteUrl, projectParams } from './projectParams';

const work = mkdtempSync(join(tmpdir(), 'project-params-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('projectParams', () => {
  it("reads the shared file and the project's own, as firebase deploy gives them to the functions", () => {
    writeFileSync(
      join(work, '.env'),
      'MAIL_FROM="Lakeforge Digital <hello@lakeforge.ca>"\nSITE_URL=https://lakeforge.ca\n',
    );
    writeFileSync(join(work, '.env.staging'), 'SITE_URL=https://staging.lakeforge.ca\n');
    expect(projectParams('lakeforge-staging', { functionsDir: work, alias: 'staging' })).toEqual({
      MAIL_FROM: 'Lakeforge Digital <hello@lakeforge.ca>',
      SITE_URL: 'https://staging.lakeforge.ca',
    });
    expect(projectParams('lakeforge-site', { functionsDir: work }).SITE_URL).toBe('https://lakeforge.ca');
  });

  it('finds the alias .firebaserc gives a project', () => {
    const firebaserc = join(work, '.firebaserc');
    writeFileSync(
      firebaserc,
      JSON.stringify({
        projects: { default: 'demo-lakeforge', staging: 'lakeforge-staging', production: 'lakeforge-site' },
      }),
    );
    expect(aliasOf('lakeforge-staging', firebaserc)).toBe('staging');
    expect(aliasOf('lakeforge-site', firebaserc)).toBe('production');
    expect(aliasOf('demo-lakeforge', firebaserc)).toBeUndefined();
  });
});

describe('deployedSiteUrl', () => {
  const none = () => ({});

  it("takes the environment's SITE_URL, else the project's parameter", () => {
    expect(deployedSiteUrl('lakeforge-site', { SITE_URL: 'https://lakeforge.ca' }, none)).toBe('https://lakeforge.ca');
    expect(deployedSiteUrl('lakeforge-staging', {}, () => ({ SITE_URL: 'https://staging.lakeforge.ca' }))).toBe(
      'https://staging.lakeforge.ca',
    );
  });

  it('refuses a project with no address, saying which file to put it in', () => {
    expect(() => deployedSiteUrl('lakeforge-staging', {}, none)).toThrow(
      'no site address is set for project lakeforge-staging. Put SITE_URL=https://<its address> in functions/.env.lakeforge-staging',
    );
  });

  it.each([
    'http://lakeforge.ca',
    'https://lakeforge.ca/',
    'https://lakeforge.ca/home',
    'https://localhost:5000',
    'lakeforge.ca',
  ])('refuses %s: it must be an https origin', (value) => {
    expect(() => deployedSiteUrl('lakeforge-site', { SITE_URL: value }, none)).toThrow(
      /SITE_URL=.* \(project lakeforge-site\)/,
    );
  });
});
