/**
 * Firestore backups as code, per project:
 *
 *   npm run backups -- --project staging            # dry run: prints what it would change
 *   npm run backups -- --project staging --apply
 *
 * - point-in-time recovery on: any minute of the last 7 days can be read back (Firestore keeps the versions);
 * - delete protection on: the database cannot be deleted until it is turned off;
 * - a daily backup schedule, each backup kept 14 days (RETENTION_DAYS).
 *
 * What is already as wanted is left alone, so running it again changes nothing. Through the Firestore admin API
 * with the Application Default Credentials (Cloud Datastore Owner on the project). The restore is
 * docs/operations.md, "Backups and restore".
 */
import { parseArgs } from 'node:util';
import { runWhenMain } from './cli';
import { googleApiFromEnvironment, type GoogleApi } from './googleApi';
import type { Outcome } from './googleResources';
import { projectIdOf } from './projectParams';

export const RETENTION_DAYS = 14;
const RETENTION = `${RETENTION_DAYS * 24 * 60 * 60}s`;

interface Database {
  pointInTimeRecoveryEnablement?: string;
  deleteProtectionState?: string;
  locationId?: string;
}

interface BackupSchedule {
  name: string;
  retention?: string;
  dailyRecurrence?: object;
}

export async function configureBackups(api: GoogleApi, projectId: string, log: (line: string) => void) {
  const database = `/v1/projects/${projectId}/databases/(default)`;
  const outcomes: Outcome[] = [];
  const current = await api.get<Database>('firestore', database);
  if (!current) throw new Error(`${projectId} has no Firestore database yet: create it first (README, Deploy).`);
  if (
    current.pointInTimeRecoveryEnablement === 'POINT_IN_TIME_RECOVERY_ENABLED' &&
    current.deleteProtectionState === 'DELETE_PROTECTION_ENABLED'
  ) {
    log('point-in-time recovery and delete protection are on');
    outcomes.push('unchanged');
  } else {
    await api.change(
      'turn on point-in-time recovery (7 days) and delete protection',
      'PATCH',
      'firestore',
      `${database}?updateMask=pointInTimeRecoveryEnablement,deleteProtectionState`,
      {
        pointInTimeRecoveryEnablement: 'POINT_IN_TIME_RECOVERY_ENABLED',
        deleteProtectionState: 'DELETE_PROTECTION_ENABLED',
      },
    );
    outcomes.push('updated');
  }

  const schedules = await api.list<BackupSchedule>('firestore', `${database}/backupSchedules`, 'backupSchedules');
  const daily = schedules.find((schedule) => schedule.dailyRecurrence);
  if (!daily) {
    await api.change(
      `schedule a daily backup kept ${RETENTION_DAYS} days`,
      'POST',
      'firestore',
      `${database}/backupSchedules`,
      { retention: RETENTION, dailyRecurrence: {} },
    );
    outcomes.push('created');
  } else if (daily.retention !== RETENTION) {
    await api.change(
      `keep the daily backups ${RETENTION_DAYS} days (now ${daily.retention ?? 'unset'})`,
      'PATCH',
      'firestore',
      `/v1/${daily.name}?updateMask=retention`,
      { retention: RETENTION },
    );
    outcomes.push('updated');
  } else {
    log(`a daily backup is scheduled, kept ${RETENTION_DAYS} days`);
    outcomes.push('unchanged');
  }
  return outcomes;
}

async function main() {
  const { values } = parseArgs({
    options: { project: { type: 'string' }, apply: { type: 'boolean', default: false } },
  });
  if (!values.project) throw new Error('Usage: npm run backups -- --project <id or alias> [--apply]');
  const projectId = projectIdOf(values.project);
  const outcomes = await configureBackups(
    googleApiFromEnvironment({ dryRun: !values.apply, quotaProject: projectId }),
    projectId,
    (line) => console.log(line),
  );
  const changed = outcomes.filter((outcome) => outcome !== 'unchanged').length;
  console.log(
    values.apply ? `Backups of ${projectId}: ${changed} changed.` : `Dry run: ${changed} to change (add --apply).`,
  );
}

runWhenMain(import.meta.url, main);
