import { basename, join, resolve } from 'node:path';

export const rootDir = resolve(import.meta.dirname, '..');
/**
 * Where Hosting deploys from (firebase.json `hosting.public`). Only the production build
 * (`npm run build:hosting`, Hosting's predeploy) writes here; vite.config.ts refuses any other build.
 */
export const deployDir = resolve(rootDir, 'dist');
/**
 * Where a build writes and what the local tools (npm start, check:bundle, lighthouse, bench) read:
 * OUT_DIR, else the local build in .local/build (parallel builds in one checkout use their own OUT_DIR).
 */
export const distDir = resolve(rootDir, process.env.OUT_DIR ?? '.local/build');
/** The server bundle that prerendering imports, next to the build it belongs to. */
export const ssrDir = join(rootDir, '.local', `ssr-${basename(distDir)}`);
/**
 * The back office's page (docs/staff.md): the entry of the browser build's second pass (vite.config.ts), which
 * Hosting serves for /staff and every path under it (firebase.json).
 */
export const STAFF_SHELL = 'staff-app.html';
