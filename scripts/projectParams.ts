/**
 * The parameters of a deployed project, one file per project: `functions/.env.<project id or alias>`
 * (beside the shared `functions/.env`), Firebase's own convention. `firebase deploy` gives them to the
 * functions; the web build reads the same files, so the site and its emails agree on one address.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { rootDir } from './paths';
import { ProductionConfigError } from './productionConfig';

const require = createRequire(import.meta.url);
// firebase-tools' own loader: the files, their order and their syntax are exactly what a deploy reads.
const { loadUserEnvs } = require('firebase-tools/lib/functions/env') as {
  loadUserEnvs(options: {
    functionsSource: string;
    projectDir: string;
    projectId: string;
    projectAlias?: string;
  }): Record<string, string>;
};

/** The alias `.firebaserc` gives `projectId` (`staging`, `production`), if any. */
export function aliasOf(projectId: string, firebaserc = join(rootDir, '.firebaserc')): string | undefined {
  const { projects = {} } = JSON.parse(readFileSync(firebaserc, 'utf8')) as { projects?: Record<string, string> };
  return Object.entries(projects).find(([alias, id]) => id === projectId && alias !== 'default')?.[0];
}

/** The project id that `idOrAlias` names: an alias of `.firebaserc`, or an id as it is. */
export function projectIdOf(idOrAlias: string, firebaserc = join(rootDir, '.firebaserc')): string {
  const { projects = {} } = JSON.parse(readFileSync(firebaserc, 'utf8')) as { projects?: Record<string, string> };
  return projects[idOrAlias] ?? idOrAlias;
}

export function projectParams(
  projectId: string,
  {
    functionsDir = join(rootDir, 'functions'),
    alias = aliasOf(projectId),
  }: { functionsDir?: string; alias?: string } = {},
): Record<string, string> {
  return loadUserEnvs({ functionsSource: functionsDir, projectDir: rootDir, projectId, projectAlias: alias });
}

/**
 * The address the deployed project serves the site at (canonical URLs, sitemap, feed, structured data, the
 * links in emails): `SITE_URL` from the environment (a CI job may set it) or the project's parameters.
 * It must be an https origin: no path, query or trailing slash, not a local host.
 */
export function deployedSiteUrl(
  projectId: string,
  env: Record<string, string | undefined> = process.env,
  params: () => Record<string, string> = () => projectParams(projectId),
): string {
  const value = env.SITE_URL?.trim() || params().SITE_URL?.trim();
  if (!value) {
    throw new ProductionConfigError(
      `no site address is set for project ${projectId}. Put SITE_URL=https://<its address> in ` +
        `functions/.env.${projectId} (or in the file of its alias): the build writes it into canonical URLs, the ` +
        'sitemap and the feed, and the functions into the links of their emails.',
    );
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ProductionConfigError(`SITE_URL=${value} (project ${projectId}) is not a URL.`);
  }
  if (url.protocol !== 'https:' || url.origin !== value || /^(localhost|127\.|\[::1\])/.test(url.host)) {
    throw new ProductionConfigError(
      `SITE_URL=${value} (project ${projectId}) must be the site's https origin, e.g. https://staging.lakeforge.ca, ` +
        'with no path or trailing slash.',
    );
  }
  return value;
}
