/**
 * One command per environment, with nothing asked on the way:
 *
 *   npm run deploy -- --project staging            # or production, or a project id
 *   npm run deploy -- --project staging --only hosting
 *
 * 1. checks the project's site address (SITE_URL in functions/.env.<project>) before anything is built;
 * 2. creates the agency's availability rules (`availability/rules`, scripts/availability-seed.ts) if the project
 *    has none yet, before the code that reads them goes live: a project deployed without them would offer the
 *    days the migrated closures shut (Dec 24, Dec 29–31 2026). Existing rules are never touched;
 * 3. runs `firebase deploy --non-interactive` of Hosting, the functions and the Firestore rules and indexes
 *    (a missing secret or parameter stops it with the CLI's message instead of a prompt);
 * 4. runs the smoke check (scripts/smoke.ts) against that address, and exits 1 if any check fails.
 *
 * `--project` is required, so that no deploy goes to production by default. In CI, the Firebase CLI
 * authenticates with the service account in GOOGLE_APPLICATION_CREDENTIALS (docs/operations.md, "Deploy from CI").
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { seedAvailability } from './availability-seed';
import { runWhenMain } from './cli';
import { rootDir } from './paths';
import { ProductionConfigError } from './productionConfig';
import { projectFirestore } from './projectFirestore';
import { deployedSiteUrl, projectIdOf } from './projectParams';
import { smokeChecks, type SmokeCheck, type SmokeTarget } from './smoke';

export interface DeployDeps {
  /** Runs the Firebase CLI with these arguments; resolves to its exit status. */
  firebase: (args: string[]) => number;
  smoke: (target: SmokeTarget) => Promise<SmokeCheck[]>;
  log: (line: string) => void;
  siteUrlOf?: (projectId: string) => string;
  /** Creates the project's availability rules if it has none (scripts/availability-seed.ts). */
  seedAvailability: (projectId: string) => Promise<'created' | 'kept'>;
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
  const targets = values.only ?? DEFAULT_TARGETS;
  if (/\b(hosting|functions)\b/.test(targets)) {
    const seeded = await deps.seedAvailability(projectId);
    deps.log(
      seeded === 'created'
        ? 'availability/rules created with the migrated closures and the default notice and buffer'
        : 'availability/rules exists; left as staff set it',
    );
  }
  deps.log(`Deploying ${targets} to ${projectId}, served at ${siteUrl}`);
  const status = deps.firebase(['deploy', '--only', targets, '--project', projectId, '--non-interactive']);
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
    seedAvailability: (projectId) => seedAvailability(projectFirestore(projectId).db),
    log: (line) => console.log(line),
  });
});
