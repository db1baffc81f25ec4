/**
 * functions/package-lock.json: the functions' own lockfile, which `firebase deploy` uploads so that Cloud
 * Build installs (`npm ci`) exactly the versions the tests ran with. functions/ is an npm workspace, so npm
 * records its packages only in the root lockfile; this derives the functions' part of it: every package the
 * functions' dependencies reach by Node's resolution, at the same path and version.
 *
 *   npm run lock:functions            # rewrite functions/package-lock.json after changing dependencies
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { rootDir } from './paths';

interface LockEntry {
  version?: string;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
  dev?: boolean;
  optional?: boolean;
  devOptional?: boolean;
  [key: string]: unknown;
}

export interface Lockfile {
  name: string;
  version: string;
  lockfileVersion: number;
  requires: boolean;
  packages: Record<string, LockEntry>;
}

interface PackageJson {
  name: string;
  version: string;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  engines?: Record<string, string>;
}

/** Where Node finds `name` required from the package at `from` ('' is the root), as a lockfile path. */
function resolve(packages: Record<string, LockEntry>, from: string, name: string): string | undefined {
  let dir = from;
  for (;;) {
    const candidate = dir ? `${dir}/node_modules/${name}` : `node_modules/${name}`;
    if (packages[candidate]) return candidate;
    if (!dir) return undefined;
    const parent = dir.lastIndexOf('/node_modules/');
    dir = parent === -1 ? '' : dir.slice(0, parent);
  }
}

/** The functions workspace's standalone lockfile, cut from the root lockfile. */
export function functionsLockfile(root: Lockfile, workspace: string, manifest: PackageJson): Lockfile {
  const packages = root.packages;
  // Each reached path, with how: 'prod' (a required edge from a dependency), 'optional', 'dev'.
  const reached = new Map<string, Set<'prod' | 'optional' | 'dev'>>();
  const visit = (from: string, deps: Record<string, string> | undefined, how: 'prod' | 'optional' | 'dev') => {
    for (const name of Object.keys(deps ?? {})) {
      const path = resolve(packages, from, name);
      if (!path) {
        if (how === 'optional') continue;
        throw new Error(`${name} (needed by ${from || manifest.name}) is not in the root lockfile: run npm install`);
      }
      const hows = reached.get(path) ?? new Set();
      if (hows.has(how)) continue;
      hows.add(how);
      reached.set(path, hows);
      const entry = packages[path]!;
      const peers = Object.fromEntries(
        Object.entries(entry.peerDependencies ?? {}).filter(([peer]) => !entry.peerDependenciesMeta?.[peer]?.optional),
      );
      visit(path, { ...entry.dependencies, ...peers }, how);
      visit(path, entry.optionalDependencies, how === 'dev' ? 'dev' : 'optional');
    }
  };
  visit(workspace, manifest.dependencies, 'prod');
  visit(workspace, manifest.devDependencies, 'dev');

  // The workspace's own nested packages move to the top; the hoisted ones stay where they are.
  const relocate = (path: string) => (path.startsWith(`${workspace}/`) ? path.slice(workspace.length + 1) : path);
  const entries = [...reached].map(([path, hows]): [string, LockEntry] => {
    // The root's dev/optional flags describe the root's graph; the functions' own replace them.
    const entry = { ...packages[path]! };
    delete entry.dev;
    delete entry.optional;
    delete entry.devOptional;
    const flags = hows.has('prod')
      ? {}
      : hows.has('optional')
        ? hows.has('dev')
          ? { devOptional: true }
          : { optional: true }
        : { dev: true, ...(packages[path]!.optional ? { optional: true } : {}) };
    return [relocate(path), { ...entry, ...flags }];
  });
  entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return {
    name: manifest.name,
    version: manifest.version,
    lockfileVersion: root.lockfileVersion,
    requires: true,
    packages: {
      '': {
        name: manifest.name,
        version: manifest.version,
        ...(manifest.dependencies ? { dependencies: manifest.dependencies } : {}),
        ...(manifest.devDependencies ? { devDependencies: manifest.devDependencies } : {}),
        ...(manifest.engines ? { engines: manifest.engines } : {}),
      },
      ...Object.fromEntries(entries),
    },
  };
}

export const functionsLockPath = join(rootDir, 'functions', 'package-lock.json');

/** The lockfile text functions/package-lock.json must hold for the current root lockfile. */
export function expectedFunctionsLock(): string {
  const root = JSON.parse(readFileSync(join(rootDir, 'package-lock.json'), 'utf8')) as Lockfile;
  const manifest = JSON.parse(readFileSync(join(rootDir, 'functions', 'package.json'), 'utf8')) as PackageJson;
  return `${JSON.stringify(functionsLockfile(root, 'functions', manifest), null, 2)}\n`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  writeFileSync(functionsLockPath, expectedFunctionsLock());
  console.log('Wrote functions/package-lock.json from the root lockfile.');
}
