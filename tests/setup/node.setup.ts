/**
 * The node project's files share their worker's process (vitest.config.ts, `isolate: false`). Once a file's tests
 * are done, this puts back what they may have changed, so the next file starts as in a process of its own.
 */
import { deleteApp, getApps } from 'firebase-admin/app';
import { afterAll, vi } from 'vitest';

const environment = { ...process.env };

afterAll(async () => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  for (const name of Object.keys(process.env)) if (!(name in environment)) delete process.env[name];
  Object.assign(process.env, environment);
  // An Admin SDK app outliving its file would take the next file's requests to the wrong project.
  await Promise.all(getApps().map((app) => deleteApp(app)));
});
