/**
 * Hosting back to an earlier release, through the Firebase Hosting REST API (what `firebase hosting:clone` and the
 * console's "Rollback" do): a new release of the live channel with an earlier version's files.
 *
 *   npm run rollback -- --project production                     # dry run: prints the releases and the target
 *   npm run rollback -- --project production --apply             # the version live before the current one
 *   npm run rollback -- --project production --to <version id> --apply
 *
 * With no --to, the target is the version that was live before the current version was first released, so a
 * second run after a rollback finds nothing earlier to go to and changes nothing. Functions and Firestore rules
 * roll back by deploying the previous tag (docs/operations.md, "Rollback").
 */
import { parseArgs } from 'node:util';
import { runWhenMain } from './cli';
import { googleApiFromEnvironment, type GoogleApi } from './googleApi';
import type { Outcome } from './googleResources';
import { projectIdOf } from './projectParams';

interface Release {
  name: string;
  type?: string;
  releaseTime?: string;
  version?: { name: string };
}

/** The releases of `site`'s live channel, newest first. */
async function liveReleases(api: GoogleApi, site: string): Promise<Release[]> {
  const releases = await api.list<Release>(
    'firebasehosting',
    `/v1beta1/sites/${site}/channels/live/releases`,
    'releases',
  );
  return releases.sort((a, b) => (b.releaseTime ?? '').localeCompare(a.releaseTime ?? ''));
}

/** The version live before `current` was first released, if any. */
export function previousVersion(releases: Release[], current: string): string | undefined {
  const firstOfCurrent = releases.findLastIndex((release) => release.version?.name === current);
  return releases.slice(firstOfCurrent + 1).find((release) => release.version?.name)?.version?.name;
}

export async function rollBackHosting(
  api: GoogleApi,
  { site, to }: { site: string; to?: string },
  log: (line: string) => void,
): Promise<Outcome> {
  const releases = await liveReleases(api, site);
  const current = releases[0]?.version?.name;
  if (!current) throw new Error(`Site ${site} has no release on its live channel yet.`);
  for (const release of releases.slice(0, 5)) {
    log(`  ${release.releaseTime ?? '?'}  ${release.type ?? ''}  ${release.version?.name ?? ''}`);
  }
  const target = to ? (to.includes('/') ? to : `sites/${site}/versions/${to}`) : previousVersion(releases, current);
  if (!target) {
    log(`Nothing earlier than ${current} to roll back to.`);
    return 'unchanged';
  }
  if (target === current) {
    log(`${target} is already live.`);
    return 'unchanged';
  }
  await api.change(
    `release ${target} on ${site}'s live channel (live now: ${current})`,
    'POST',
    'firebasehosting',
    `/v1beta1/sites/${site}/channels/live/releases?versionName=${encodeURIComponent(target)}`,
    { message: `Rollback from ${current} (npm run rollback)` },
  );
  return 'created';
}

async function main() {
  const { values } = parseArgs({
    options: {
      project: { type: 'string' },
      site: { type: 'string' },
      to: { type: 'string' },
      apply: { type: 'boolean', default: false },
    },
  });
  if (!values.project) {
    throw new Error('Usage: npm run rollback -- --project <id or alias> [--site <id>] [--to <version id>] [--apply]');
  }
  const projectId = projectIdOf(values.project);
  const outcome = await rollBackHosting(
    googleApiFromEnvironment({ dryRun: !values.apply, quotaProject: projectId }),
    { site: values.site ?? projectId, ...(values.to ? { to: values.to } : {}) },
    (line) => console.log(line),
  );
  if (!values.apply && outcome !== 'unchanged') console.log('Dry run: nothing changed (add --apply).');
}

runWhenMain(import.meta.url, main);
