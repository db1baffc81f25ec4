/**
 * The Firestore a maintenance script works on: the local stack's (the emulator address, a `demo-` project)
 * unless `--project` names a real one, which is then reached with the Admin SDK's default credentials and
 * never through an emulator address left in the environment.
 */
import { initializeApp } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { createFirestore } from '../functions/src/runtime';
import { projectIdOf } from './projectParams';
import { ports, projectId as localProjectId } from './start';

export function projectFirestore(project: string | undefined): { db: Firestore; projectId: string } {
  const projectId = project ? projectIdOf(project) : localProjectId;
  if (projectId.startsWith('demo-')) {
    process.env.FIRESTORE_EMULATOR_HOST ??= `127.0.0.1:${ports.firestore}`;
    process.env.GCLOUD_PROJECT ??= projectId;
    return { db: createFirestore(), projectId };
  }
  delete process.env.FIRESTORE_EMULATOR_HOST;
  return { db: getFirestore(initializeApp({ projectId })), projectId };
}
