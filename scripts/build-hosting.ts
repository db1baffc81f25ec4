/**
 * The production build that Hosting deploys: `npm run build:hosting`, run by `firebase deploy` as Hosting's
 * predeploy (firebase.json). It checks the project's Firebase settings first (its `.env.<alias>`, scripts/webConfig.ts), builds
 * into dist/ in production mode whatever OUT_DIR, BUILD_MODE or NODE_ENV say, then refuses the result if any file
 * Hosting would upload holds a trace of the local stack (a loopback host, a `demo-` id).
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { runWhenMain } from './cli';
import { deployDir, rootDir } from './paths';
import { localTraces } from './productionConfig';
import { deployedSiteUrl } from './projectParams';
import { productionBuildConfig } from './webConfig';

const require = createRequire(import.meta.url);
// The Hosting deploy's own file listing (firebase-tools/lib/deploy/hosting/deploy.js calls it with hosting.ignore).
const { listFiles } = require('firebase-tools/lib/listFiles') as {
  listFiles(cwd: string, ignore?: string[]): string[];
};

/** The files `firebase deploy` would upload from `publicDir`, with firebase.json's `hosting.ignore`. */
export function hostingUpload(publicDir: string): string[] {
  const config = JSON.parse(readFileSync(join(rootDir, 'firebase.json'), 'utf8')) as { hosting: { ignore?: string[] } };
  return listFiles(publicDir, config.hosting.ignore).sort();
}

/** `file: trace` for every local trace in the files Hosting would upload from `publicDir`. */
export function tracesInUpload(publicDir: string): string[] {
  return hostingUpload(publicDir).flatMap((file) =>
    [...new Set(localTraces(readFileSync(join(publicDir, file), 'latin1')))].map((trace) => `${file}: ${trace}`),
  );
}

function main() {
  const firebase = productionBuildConfig();
  const siteUrl = deployedSiteUrl(firebase.projectId);
  console.log(
    `Production build for Firebase project ${firebase.projectId}, served at ${siteUrl}, into ${relative(rootDir, deployDir)}/`,
  );
  const build = spawnSync('npm', ['run', 'build:web'], {
    cwd: rootDir,
    stdio: 'inherit',
    // NODE_ENV too: Vite's import.meta.env.PROD follows it, and a shell's NODE_ENV=development would keep local code.
    env: {
      ...process.env,
      BUILD_MODE: 'production',
      OUT_DIR: deployDir,
      NODE_ENV: 'production',
      BUILD_SITE_URL: siteUrl,
    },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
  const traces = tracesInUpload(deployDir);
  if (traces.length > 0) {
    throw new Error(
      `The production build holds traces of the local stack; nothing may be deployed:\n${traces.join('\n')}`,
    );
  }
  console.log(`${hostingUpload(deployDir).length} files ready to deploy, no local traces.`);
}

runWhenMain(import.meta.url, main);
