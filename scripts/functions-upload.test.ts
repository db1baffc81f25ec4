/**
 * What `firebase deploy` uploads of functions/, listed by firebase-tools' own packaging code
 * (lib/deploy/functions/prepareFunctionsUpload.js: firebase.json's `ignore` plus the debug logs it always
 * adds), and the functions' lockfile that Cloud Build installs from.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { expectedFunctionsLock, functionsLockPath } from './functions-lock';
import { rootDir } from './paths';

const require = createRequire(import.meta.url);
const { prepareFunctionsUpload } = require('firebase-tools/lib/deploy/functions/prepareFunctionsUpload') as {
  prepareFunctionsUpload(
    projectDir: string,
    sourceDir: string,
    config: { ignore?: string[] },
    additionalSources: string[],
    runtimeConfig: undefined,
    options: { exportType: 'tar.gz' },
  ): Promise<{ pathToSource: string }>;
};

const firebaseJson = JSON.parse(readFileSync(join(rootDir, 'firebase.json'), 'utf8')) as {
  functions: { source: string; ignore?: string[] }[];
};
const codebase = firebaseJson.functions[0]!;
const archives: string[] = [];
afterAll(() => archives.forEach((file) => rmSync(file, { force: true })));

/** The files of `sourceDir` that the deploy would upload, by firebase-tools' packaging with firebase.json's rules. */
async function upload(sourceDir: string): Promise<string[]> {
  const { pathToSource } = await prepareFunctionsUpload(rootDir, sourceDir, { ...codebase }, [], undefined, {
    exportType: 'tar.gz',
  });
  archives.push(pathToSource);
  const listing = spawnSync('tar', ['-tzf', pathToSource], { encoding: 'utf8' });
  expect(listing.status).toBe(0);
  return listing.stdout
    .split('\n')
    .filter((line) => line && !line.endsWith('/'))
    .sort();
}

/** Why `file` must not be uploaded: secrets, sources, tests, logs, local data. */
function forbidden(file: string): string | undefined {
  const name = file.split('/').pop()!;
  if (/^\.env/.test(name) || /\.local$/.test(name) || /^\.secret/.test(name)) return 'secret or local settings';
  if (/\.test\.|\.spec\./.test(name)) return 'a test';
  if (
    /\.(ts|tsx|mts|map)$/.test(name) ||
    /^(src|test|tests)\//.test(file) ||
    /^(build\.mjs|tsconfig\.json)$/.test(file)
  )
    return 'source';
  if (/\.log$/.test(name)) return 'a log';
  if (file.startsWith('node_modules/')) return 'installed packages (Cloud Build installs them)';
  return undefined;
}

describe('the functions upload', () => {
  it('holds only what runs, whatever lies in the folder', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'functions-upload-'));
    const files: Record<string, string> = {
      'package.json': '{}',
      'package-lock.json': '{}',
      'lib/index.js': 'export {}',
      'lib/index.js.map': '{"sourcesContent":["secret source"]}',
      'src/index.ts': 'export {}',
      'src/index.test.ts': '',
      'src/lib/text.ts': '',
      'build.mjs': '',
      'tsconfig.json': '{}',
      '.env': 'MAIL_FROM=a@b.c',
      '.env.demo-lakeforge': 'MAIL_FROM=a@b.c',
      '.env.lakeforge-staging': 'MAIL_FROM=a@b.c',
      '.env.local': 'SECRET=1',
      '.secret.local': 'SENDGRID_API_KEY=SG.x',
      'firebase-debug.log': '',
      'firebase-debug.1.log': '',
      'npm-debug.log': '',
      'node_modules/zod/index.js': '',
      '.runtimeconfig.json': '{}',
    };
    for (const [file, content] of Object.entries(files)) {
      mkdirSync(dirname(join(dir, file)), { recursive: true });
      writeFileSync(join(dir, file), content);
    }
    try {
      expect(await upload(dir)).toEqual(['lib/index.js', 'package-lock.json', 'package.json']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('of the real functions/ folder has no secrets, sources, tests or logs', async () => {
    const uploaded = await upload(join(rootDir, codebase.source));
    expect(uploaded).toEqual(expect.arrayContaining(['package.json', 'package-lock.json']));
    expect(uploaded.flatMap((file) => (forbidden(file) ? [`${file}: ${forbidden(file)}`] : []))).toEqual([]);
  });

  it('installs from a lockfile that matches the root lockfile (run `npm run lock:functions` after npm install)', () => {
    expect(readFileSync(functionsLockPath, 'utf8')).toBe(expectedFunctionsLock());
  });

  it('skips the build script on Cloud Build: only the bundle is uploaded, no sources to compile', () => {
    const manifest = JSON.parse(readFileSync(join(rootDir, 'functions/package.json'), 'utf8')) as {
      main: string;
      scripts: Record<string, string>;
    };
    expect(manifest.main).toBe('lib/index.js');
    expect(manifest.scripts['gcp-build']).toBe('');
  });
});
