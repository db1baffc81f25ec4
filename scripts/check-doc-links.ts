/**
 * Checks that the paths the docs name still exist, so docs cannot drift from the code unnoticed. In
 * README.md, docs/ and every other README.md of the repository (tools/, src/ …):
 * - every relative Markdown link resolves to a file or folder inside the repository;
 * - every path of the repository the text names, in a `code` span (a command's arguments too) or in plain
 *   text, exists: one starting with a top-level folder of the repo (`src/domain/company.ts`, `tests/e2e`,
 *   `docs/`), or with `./` or `../`;
 * - a bare file name in a `code` span (`firebase.json`, `manage.test.ts`) names some file of the repository;
 * - nothing points outside the repository: no `../…` that leaves it, no absolute path of one machine, and
 *   no plain-text pointer to files beside it, such as "the shared folder". What a reader needs is
 *   written in docs/ (docs/product.md describes the product).
 * Files that git ignores (a developer's own `.env.local`) count as existing: each developer creates them.
 * Fenced code blocks are examples and are not checked.
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

/** Top-level folders whose paths the docs name. */
const REPO_FOLDERS = ['.ci', 'docs', 'functions', 'public', 'scripts', 'src', 'tests', 'tools'];
/**
 * Folders whose extensionless paths are also Firestore paths (`public/reviews`): there, only a name with an
 * extension, or ending in `/`, is taken for a file of the repository.
 */
const AMBIGUOUS_FOLDERS = ['public'];
/** System locations a doc may name (the browser, the JDK, …); never part of the repository. */
const SYSTEM_PREFIXES = ['/usr/', '/etc/', '/bin/', '/opt/', '/var/', '/dev/', '/proc/'];
/**
 * A bare name in a `code` span taken for a file of this repository: the kinds of file it is written in. Build
 * outputs (`404.html`) and the files of packages (`prepare.js`) are named too, and are not checked.
 */
const FILE_NAME = /^[\w.-]+\.(?:ts|tsx|md|css|sh|rules|yml|yaml)$/;
/** Plain-text pointers to files beside the repository, which a clone does not have. */
const OUTSIDE_WORDS = /\b(?:the (?:team's )?shared folder|beside (?:this|the) repository)\b/gi;

const MARKDOWN_LINK = /\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g;
const CODE_SPAN = /`([^`]+)`/g;
const URL = /\b[a-z][a-z0-9+.-]*:\/\/\S+/gi;
/** A word of plain text that may be a path: no spaces, quotes, brackets or commas. */
const WORD = /[^\s`()[\]<>"'“”‘’,;|]+/g;

/** The Markdown files checked: README.md, docs/**, and every README.md in the repository's folders. */
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
  for (const folder of REPO_FOLDERS.filter((folder) => folder !== 'docs')) {
    walk(join(root, folder), (name) => name === 'README.md');
  }
  return files;
}

/** The names of the repository's files (tracked or not ignored; every file when `root` is no git checkout). */
function fileNames(root: string): Set<string> {
  const listed = spawnSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  });
  const inThisCheckout =
    listed.status === 0 &&
    resolve(spawnSync('git', ['rev-parse', '--show-toplevel'], { cwd: root, encoding: 'utf8' }).stdout.trim()) ===
      resolve(root);
  if (inThisCheckout) return new Set(listed.stdout.split('\n').map((path) => path.split('/').at(-1)!));
  const names = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === '.git') continue;
      if (entry.isDirectory()) walk(join(dir, entry.name));
      else names.add(entry.name);
    }
  };
  walk(root);
  return names;
}

function isExternal(target: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('#') || target.startsWith('//');
}

/**
 * A word that names a path of this repository: a file (with an extension) or a folder (ending in `/`) under
 * a top-level folder, or any path under one that Firestore does not share (`functions/src/booking`), or a
 * path starting with `./` or `../`; not a route, a glob, a placeholder or a Firestore path such as
 * `public/reviews`.
 */
function repoPath(word: string): string | undefined {
  if (/[<>{}*$|,;=…]/.test(word) || !word.includes('/')) return undefined;
  if (word.startsWith('./') || word.startsWith('../')) return word;
  const top = word.split('/')[0]!;
  if (!REPO_FOLDERS.includes(top)) return undefined;
  const last = word.split('/').at(-1)!;
  const namesFile = word.endsWith('/') || /\.[A-Za-z0-9]+$/.test(last);
  return namesFile || !AMBIGUOUS_FOLDERS.includes(top) ? word : undefined;
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
  const ignored = isIgnoredByGit(root, inside) || isIgnoredByGit(root, `${inside}/`);
  if (!existsSync(resolved) && !ignored) return 'does not exist';
  if (path.endsWith('/') && !statSync(resolved).isDirectory()) return 'is not a folder';
  return undefined;
}

/** Trailing punctuation and Markdown emphasis around a word of plain text. */
const bare = (word: string) => word.replace(/^[*_]+/, '').replace(/[*_.:!?]+$/, '');

export function brokenLinks(root: string, files = docFiles(root)): BrokenLink[] {
  const broken: BrokenLink[] = [];
  const names = fileNames(root);
  for (const file of files) {
    const lines = readFileSync(file, 'utf8').split('\n');
    const dir = resolve(file, '..');
    let fenced = false;
    lines.forEach((text, index) => {
      if (text.trimStart().startsWith('```')) fenced = !fenced;
      if (fenced) return;
      const reported = new Set<string>();
      const report = (target: string, problem: string | undefined) => {
        if (!problem || reported.has(target)) return;
        reported.add(target);
        broken.push({ file: relative(root, file), line: index + 1, target, problem });
      };
      const checkWord = (word: string) => {
        if (isMachinePath(word)) {
          report(word, 'is an absolute path of one machine; name a path inside the repository instead');
          return;
        }
        const path = repoPath(word);
        if (path) report(path, problemWith(root, /^\.\.?\//.test(path) ? dir : root, path));
      };
      for (const [, target] of text.matchAll(MARKDOWN_LINK)) {
        if (!isExternal(target!)) report(target!, problemWith(root, dir, target!));
      }
      for (const [, span] of text.matchAll(CODE_SPAN)) {
        const words = span!.trim().split(/\s+/);
        words.forEach(checkWord);
        const [only] = words;
        if (words.length === 1 && FILE_NAME.test(only!) && !names.has(only!) && !isIgnoredByGit(root, only!)) {
          report(only!, 'names no file of the repository');
        }
      }
      const plain = text.replace(CODE_SPAN, ' ').replace(MARKDOWN_LINK, ']').replace(URL, ' ');
      for (const [word] of plain.matchAll(WORD)) checkWord(bare(word));
      for (const [words] of text.matchAll(OUTSIDE_WORDS)) {
        report(words, 'points to files outside the repository; write what the reader needs in docs/');
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
