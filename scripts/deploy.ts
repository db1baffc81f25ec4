/**
 * One command per environment, with nothing asked on the way:
 *
 *   npm run deploy -- --project staging            # or production, or a project id
 *   npm run deploy -- --project staging --only hosting
 *
 * 1. checks the project's site address (SITE_URL in functions/.env.<project>) before anything is built;
 * 2. runs `firebase deploy --non-interactive` of Hosting, the functions and the Firestore rules and indexes
 *    (a missing secret or parameter stops it with the CLI's message instead of a prompt);
 * 3. runs the smoke check (scripts/smoke.ts) against that address, and exits 1 if any check fails.
 *
 * `--project` is required, so that no deploy goes to production by default. In CI, the Firebase CLI
 * authenticates with the service account in GOOGLE_APPLICATION_CREDENTIALS (README, "Deploy from CI").
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { runWhenMain } from './cli';
import { rootDir } from './paths';
import { ProductionConfigError } from './productionConfig';
import { deployedSiteUrl, projectIdOf } from './projectParams';
import { smokeChecks, type SmokeCheck, type SmokeTarget } from './smoke';

export interface DeployDeps {
  /** Runs the Firebase CLI with these arguments; resolves to its exit status. */
  firebase: (args: string[]) => number;
  smoke: (target: SmokeTarget) => Promise<SmokeCheck[]>;
  log: (line: string) => void;
  siteUrlOf?: (projectId: string) => string;
}

export const DEFAULT_TARGETS = 'hosting,functions,firestore';

/** Deploys and smoke-checks; resolves to the process's exit status. */
export async function deploy(argv: string[], deps: DeployDeps): Promise<number> {
  const { values } = parseArgs({ args: argv, options: { project: { type: 'string' }, only: { type: 'string' } } });
  if (!values.project) throw new Error('Usage: npm run deploy -- --project <alias or id> [--only <targets>]');
  const projectId = projectIdOf(values.project);
  if (projectId.startsWith('demo-')) {
    throw new ProductionConfigError(`${projectId} is a demo project; choose staging or production.`);
  }
  const siteUrl = (deps.siteUrlOf ?? deployedSiteUrl)(projectId);
  deps.log(`Deploying ${values.only ?? DEFAULT_TARGETS} to ${projectId}, served at ${siteUrl}`);
  const status = deps.firebase([
    'deploy',
    '--only',
    values.only ?? DEFAULT_TARGETS,
    '--project',
    projectId,
    '--non-interactive',
  ]);
  if (status !== 0) {
    deps.log(`firebase deploy failed (exit ${status}); no smoke check was run.`);
    return status || 1;
  }
  const checks = await deps.smoke({ site: siteUrl, projectId, firestore: 'https://firestore.googleapis.com' });
  for (const check of checks)
    deps.log(`${check.ok ? 'PASS' : 'FAIL'}  ${check.name}${check.ok ? '' : `: ${check.detail}`}`);
  return checks.every((check) => check.ok) ? 0 : 1;
}

runWhenMain(import.meta.url, async () => {
  process.exitCode = await deploy(process.argv.slice(2), {
    firebase: (args) =>
      spawnSync(join(rootDir, 'node_modules/.bin/firebase'), args, { cwd: rootDir, stdio: 'inherit' }).status ?? 1,
    smoke: smokeChecks,
    log: (line) => console.log(line),
  });
});
