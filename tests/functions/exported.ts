/**
 * The exported functions (functions/src/index.ts) as the Functions runtime serves them, for the tests that
 * go through them: a project of their own in Google's Firestore emulator, a fresh outbox folder, the environment
 * the test gives (a value of `undefined` deletes the variable), the system clock fixed to an open week
 * (`fixSystemClock`), and the named functions behind Express at `<base>/api/<name>`. Call
 * `serveExportedFunctions` once at the top of a test file (it registers the hooks); read its fields
 * inside the tests.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, vi } from 'vitest';
import { emptyProject, type EmulatorProject } from '../utils/firestoreEmulator.js';
import { fixSystemClock, serveFunctions, storedFields } from './support.js';

type Functions = typeof import('../../functions/src/index.js');

export interface ExportedFunctions {
  readonly functions: Functions;
  readonly firestore: EmulatorProject;
  /** `http://127.0.0.1:<port>`: the functions answer at `/api/<name>`. */
  readonly base: string;
  /** The outbox folder (OUTBOX_DIR), empty at the start. */
  readonly outboxDir: string;
  /** Every document's fields in `collection`, read over REST (owner access). */
  stored(collection: string, options?: { group?: boolean }): Promise<Record<string, unknown>[]>;
}

export function serveExportedFunctions(
  project: string,
  env: Record<string, string | undefined>,
  names: readonly (keyof Functions)[],
): ExportedFunctions {
  let state: {
    functions: Functions;
    firestore: EmulatorProject;
    base: string;
    outboxDir: string;
    close(): Promise<void>;
  };
  const ready = () => {
    if (!state) throw new Error('serveExportedFunctions: read its fields inside a test or hook');
    return state;
  };

  beforeAll(async () => {
    fixSystemClock();
    const firestore = await emptyProject(project);
    const outboxDir = await mkdtemp(path.join(tmpdir(), `functions-${project}-`));
    const settings = {
      FIRESTORE_EMULATOR_HOST: firestore.host,
      GCLOUD_PROJECT: project,
      OUTBOX_DIR: outboxDir,
      ...env,
    };
    for (const [name, value] of Object.entries(settings)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    const functions = (await import('../../functions/src/index.js')) as Functions;
    const server = await serveFunctions(() => functions as never, names);
    state = {
      functions,
      firestore,
      base: server.base,
      outboxDir,
      close: async () => {
        await server.close();
        vi.useRealTimers();
        await rm(outboxDir, { recursive: true, force: true });
      },
    };
  });
  afterAll(async () => {
    await state?.close();
  });

  return {
    get functions() {
      return ready().functions;
    },
    get firestore() {
      return ready().firestore;
    },
    get base() {
      return ready().base;
    },
    get outboxDir() {
      return ready().outboxDir;
    },
    stored: (collection, options) => storedFields(process.env.FIRESTORE_EMULATOR_HOST!, project, collection, options),
  };
}
