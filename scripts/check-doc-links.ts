/**
 * Checks that the paths the docs name still exist, so docs cannot drift from the code unnoticed:
 * in README.md, docs/ and the tools' READMEs, every relative Markdown link and every `code` span that
 * names a repository path (one starting with a top-level folder of the repo) must resolve to a file or
 * folder inside the repository, or to a path git ignores (files each developer creates). Links out of the
 * repository (`../…`) and absolute paths of one machine are errors too.
 *
 *   npx tsx scripts/check-doc-links.ts [repo root]
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { isAbsolute, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

export interface BrokenLink {
  file: string;
  line: number;
  target: string;
  problem: string;
}

/** Top-level folders whose paths the docs name in `code` spans. */
const REPO_FOLDERS = ['.ci', 'docs', 'functions', 'public', 'scripts', 'src', 'tests', 'tools'];
/** System locations a doc may name (the browser, the JDK, …); never part of the repository. */
const SYSTEM_PREFIXES = ['/usr/', '/etc/', '/bin/', '/opt/', '/var/', '/dev/', '/proc/'];

const MARKDOWN_LINK = /\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g;
const CODE_SPAN = /`([^`\s]+)`/g;

/** The Markdown files whose links are checked: README.md, docs/**, and README.md files under tools/. */
export function docFiles(root: string): string[] {
  const files: string[] = [];
  const walk = (dir: string, keep: (name: string) => boolean) => {
    if (!existsSync(dir)) return;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path, keep);
      else if (keep(entry.name)) files.push(path);
    }
  };
  if (existsSync(join(root, 'README.md'))) files.push(join(root, 'README.md'));
  walk(join(root, 'docs'), (name) => name.endsWith('.md'));
  walk(join(root, 'tools'), (name) => name === 'README.md');
  return files;
}

function isExternal(target: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('#') || target.startsWith('//');
}

/**
 * A `code` span that names a file (with an extension) or a folder (ending in `/`) of this repository; not a
 * route, a command, a glob or a Firestore path such as `public/reviews`.
 */
function repoPathInCode(token: string): string | undefined {
  if (/[<>{}*$|,;=]/.test(token)) return undefined;
  const last = token.split('/').at(-1)!;
  if (!token.endsWith('/') && !/\.[A-Za-z0-9]+$/.test(last)) return undefined;
  if (token.startsWith('./') || token.startsWith('../')) return token;
  const top = token.split('/')[0]!;
  return token.includes('/') && REPO_FOLDERS.includes(top) ? token : undefined;
}

/** An absolute path of this machine outside the system folders (a route such as `/about` does not exist on disk). */
function isMachinePath(token: string): boolean {
  const segments = token.split('/').filter(Boolean);
  return (
    isAbsolute(token) &&
    segments.length >= 2 &&
    !SYSTEM_PREFIXES.some((prefix) => token.startsWith(prefix)) &&
    existsSync(token)
  );
}

/** Files that git ignores (a developer's own `.env.local`, say) are named by the docs but never committed. */
function isIgnoredByGit(root: string, path: string): boolean {
  return spawnSync('git', ['check-ignore', '--quiet', '--no-index', path], { cwd: root }).status === 0;
}

function problemWith(root: string, base: string, target: string): string | undefined {
  const path = target.split('#')[0]!;
  if (path === '') return undefined;
  if (isAbsolute(path)) return 'is an absolute path of one machine; link inside the repository instead';
  const resolved = resolve(base, decodeURI(path));
  const inside = relative(root, resolved);
  if (inside.startsWith('..') || isAbsolute(inside)) return 'points outside the repository';
  if (!existsSync(resolved) && !isIgnoredByGit(root, inside)) return 'does not exist';
  if (path.endsWith('/') && !statSync(resolved).isDirectory()) return 'is not a folder';
  return undefined;
}

export function brokenLinks(root: string, files = docFiles(root)): BrokenLink[] {
  const broken: BrokenLink[] = [];
  for (const file of files) {
    const lines = readFileSync(file, 'utf8').split('\n');
    const dir = resolve(file, '..');
    let fenced = false;
    lines.forEach((text, index) => {
      if (text.trimStart().startsWith('```')) fenced = !fenced;
      if (fenced) return;
      const report = (target: string, problem: string | undefined) => {
        if (problem) broken.push({ file: relative(root, file), line: index + 1, target, problem });
      };
      for (const [, target] of text.matchAll(MARKDOWN_LINK)) {
        if (!isExternal(target!)) report(target!, problemWith(root, dir, target!));
      }
      for (const [, token] of text.matchAll(CODE_SPAN)) {
        if (isMachinePath(token!)) {
          report(token!, 'is an absolute path of one machine; name a path inside the repository instead');
          continue;
        }
        const path = repoPathInCode(token!);
        if (path) report(path, problemWith(root, path.startsWith('.') ? dir : root, path));
      }
    });
  }
  return broken;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const root = resolve(process.argv[2] ?? join(import.meta.dirname, '..'));
  const broken = brokenLinks(root);
  for (const link of broken) console.error(`${link.file}:${link.line}: ${link.target} ${link.problem}`);
  if (broken.length > 0) {
    console.error(`${broken.length} broken path${broken.length === 1 ? '' : 's'} in the docs`);
    process.exit(1);
  }
  console.log(`Every path named in ${docFiles(root).length} doc files resolves inside the repository`);
}
