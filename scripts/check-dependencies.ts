/**
 * Checks that every package a source file imports is declared, in the list that ships it:
 * - the web's product code (src/, outside tests) → the root `dependencies`;
 * - the shared domain (src/domain/) → also the functions' `dependencies` (the functions bundle it and leave
 *   packages to Cloud Build's `npm ci`), and the root lists;
 * - the functions' product code (functions/src/, outside tests) → the functions' `dependencies`;
 * - tests, scripts, tools and configuration → any list of the package they run in (the functions' tests run
 *   under the root's Vitest, so the root devDependencies too).
 * Imports are read by TypeScript's own pre-processor (static, dynamic and type imports, re-exports); CSS
 * `url()`s of packages count for the web. `node:` built-ins and Vite's `virtual:` modules are exempt.
 *
 *   npx tsx scripts/check-dependencies.ts [repo root]
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';

export interface UndeclaredImport {
  file: string;
  /** The package imported. */
  specifier: string;
  /** Where the package must be declared. */
  expected: string;
}

interface Manifest {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}

const SOURCE = /\.(?:[cm]?[jt]sx?)$/;
const CSS_PACKAGE_URL = /url\(\s*['"]?(@?[a-z0-9][^'")\s]*)/gi;
const TEST_FILE = /(?:\.test\.[jt]sx?$|(?:^|\/)test-support\.ts$|\/testSetup\.ts$)/;

/** `@scope/name/sub/path` → `@scope/name`; `name/sub` → `name`; relative, absolute and exempt specifiers → undefined. */
export function packageOf(specifier: string): string | undefined {
  if (/^[./]/.test(specifier) || specifier.startsWith('node:') || specifier.startsWith('virtual:')) return undefined;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

function importsOf(path: string, text: string): string[] {
  if (path.endsWith('.css')) return [...text.matchAll(CSS_PACKAGE_URL)].map((match) => match[1]!);
  return ts.preProcessFile(text, true, true).importedFiles.map((file) => file.fileName);
}

function sourceFiles(root: string): string[] {
  const listed = spawnSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  });
  if (listed.status !== 0) throw new Error(`git ls-files failed in ${root}: ${listed.stderr}`);
  return listed.stdout
    .split('\n')
    .filter((file) => SOURCE.test(file) || (file.startsWith('src/') && file.endsWith('.css')))
    .filter((file) => !file.startsWith('public/'));
}

const names = (...lists: (Record<string, string> | undefined)[]) => new Set(lists.flatMap((l) => Object.keys(l ?? {})));

export function undeclaredImports(root: string): UndeclaredImport[] {
  const read = (file: string): Manifest => JSON.parse(readFileSync(join(root, file), 'utf8')) as Manifest;
  const web = read('package.json');
  const functions = read('functions/package.json');
  const rules: { applies: (file: string) => boolean; declared: Set<string>[]; expected: string }[] = [
    {
      applies: (f) => f.startsWith('src/domain/'),
      declared: [names(web.dependencies, web.devDependencies), names(functions.dependencies)],
      expected: 'package.json and functions/package.json dependencies',
    },
    {
      applies: (f) => f.startsWith('src/'),
      declared: [names(web.dependencies)],
      expected: 'package.json dependencies',
    },
    {
      applies: (f) => f.startsWith('functions/src/'),
      declared: [names(functions.dependencies)],
      expected: 'functions/package.json dependencies',
    },
    {
      applies: (f) => f.startsWith('functions/'),
      declared: [names(functions.dependencies, functions.devDependencies, web.devDependencies)],
      expected: 'functions/package.json (or the root devDependencies)',
    },
    {
      applies: () => true,
      declared: [names(web.dependencies, web.devDependencies)],
      expected: 'package.json dependencies or devDependencies',
    },
  ];
  const problems: UndeclaredImport[] = [];
  for (const file of sourceFiles(root)) {
    const rule = TEST_FILE.test(file)
      ? file.startsWith('functions/')
        ? rules[3]!
        : rules[4]!
      : rules.find((candidate) => candidate.applies(file))!;
    const packages = new Set(importsOf(file, readFileSync(join(root, file), 'utf8')).map(packageOf));
    for (const name of packages) {
      if (name && !rule.declared.every((declared) => declared.has(name)))
        problems.push({ file, specifier: name, expected: rule.expected });
    }
  }
  return problems;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const problems = undeclaredImports(resolve(process.argv[2] ?? '.'));
  for (const { file, specifier, expected } of problems)
    console.error(`${file}: imports '${specifier}', not declared in ${expected}`);
  if (problems.length > 0) process.exit(1);
  console.log('Every imported package is declared');
}
