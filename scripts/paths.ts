import { basename, join, resolve } from 'node:path';

/** Where a build writes: dist/ by default, or OUT_DIR (parallel builds in one checkout use their own). */
export const rootDir = resolve(import.meta.dirname, '..');
export const distDir = resolve(rootDir, process.env.OUT_DIR ?? 'dist');
/** The server bundle that prerendering imports, next to the build it belongs to. */
export const ssrDir = join(rootDir, '.local', `ssr-${basename(distDir)}`);
