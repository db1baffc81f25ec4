/**
 * Reports and enforces the first-load JavaScript of every prerendered route (gzip): the module script
 * of the page and every chunk it preloads; and the HTML of every page (gzip), which must fit in the 14 kB a
 * phone's first round trip carries with the response's headers. Exits 1 when a route exceeds a budget in budgets.json or ships a library
 * that must load only with the feature that needs it.
 */
import { readFile, readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

interface Budgets {
  /** The most gzip bytes any page's HTML may weigh. */
  htmlGzipBytes: number;
  default: number;
  routes: Record<string, number>;
  /**
   * A lazily loaded part of a page: what it adds (JS and CSS, gzip kB) beyond the page's first load, or, with
   * `within`, beyond that other section (a part of it loaded later, budgeted on its own and left out of it).
   */
  sections: Record<string, Section>;
  forbiddenInFirstLoad: Record<string, string>;
}

interface Section {
  page: string;
  module: string;
  budgetKb: number;
  within?: string;
}

type Manifest = Record<string, { file: string; imports?: string[]; dynamicImports?: string[]; css?: string[] }>;

export interface RouteReport {
  route: string;
  files: string[];
  gzipKb: number;
  budgetKb: number;
  forbidden: string[];
}

import { distDir, rootDir } from './paths';

/**
 * The boot script of a prerendered page and every script it loads (scripts/prerender.ts `bootScript`); for an
 * app shell, which has no boot script, its module script and preloads.
 */
export function firstLoadScripts(html: string): string[] {
  const boot = /<script type="module" src="([^"]+)" data-app="([^"]+)" data-preload="([^"]*)"[^>]*><\/script>/.exec(
    html,
  );
  if (!boot) return shellScripts(html);
  const [, bootFile, app, preloads] = boot;
  return [...new Set([bootFile!, app!, ...preloads!.split(' ').filter(Boolean)])];
}

/** The scripts of a page that is not prerendered (the back office's, `STAFF_SHELL`): its module script and preloads. */
function shellScripts(html: string): string[] {
  const entry = [...html.matchAll(/<script type="module"[^>]*\ssrc="([^"]+)"/g)].map((match) => match[1]!);
  const preloads = [...html.matchAll(/<link rel="modulepreload"[^>]*\shref="([^"]+)"/g)].map((match) => match[1]!);
  return [...new Set([...entry, ...preloads])];
}

export function routeForHtmlFile(file: string): string {
  const path = '/' + file.replace(/\.html$/, '');
  return path === '/index' ? '/' : path;
}

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .sort();
}

/** A route's budget: an exact entry, else the longest `prefix/*` entry that matches, else the default. */
export function budgetFor(budgets: Pick<Budgets, 'default' | 'routes'>, route: string): number {
  if (budgets.routes[route] !== undefined) return budgets.routes[route];
  const patterns = Object.keys(budgets.routes)
    .filter((key) => key.endsWith('/*') && route.startsWith(key.slice(0, -1)))
    .sort((a, b) => b.length - a.length);
  return patterns.length ? budgets.routes[patterns[0]!]! : budgets.default;
}

export async function measure(budgets: Budgets): Promise<RouteReport[]> {
  const reports: RouteReport[] = [];
  for (const file of await htmlFiles(distDir)) {
    const files = firstLoadScripts(await readFile(join(distDir, file), 'utf8'));
    let bytes = 0;
    const forbidden = new Set<string>();
    for (const script of files) {
      const code = await readFile(join(distDir, script));
      bytes += gzipSync(code, { level: 9 }).length;
      for (const [name, marker] of Object.entries(budgets.forbiddenInFirstLoad)) {
        if (code.includes(marker)) forbidden.add(name);
      }
    }
    const route = file === '404.html' ? '(404)' : routeForHtmlFile(file);
    reports.push({
      route,
      files,
      gzipKb: Math.round(bytes / 102.4) / 10,
      budgetKb: budgetFor(budgets, route),
      forbidden: [...forbidden],
    });
  }
  return reports;
}

export interface HtmlReport {
  route: string;
  gzipBytes: number;
}

/** Every page's HTML in `dir` (gzip -9 bytes), heaviest first, with the pages over `budgetBytes`. */
export async function measureHtml(
  dir: string,
  budgetBytes: number,
): Promise<{ pages: HtmlReport[]; over: HtmlReport[] }> {
  const pages: HtmlReport[] = [];
  for (const file of await htmlFiles(dir)) {
    const gzipBytes = gzipSync(await readFile(join(dir, file)), { level: 9 }).length;
    pages.push({ route: file === '404.html' ? '(404)' : routeForHtmlFile(file), gzipBytes });
  }
  pages.sort((a, b) => b.gzipBytes - a.gzipBytes);
  return { pages, over: pages.filter((page) => page.gzipBytes > budgetBytes) };
}

/** The lines that report the HTML budget: every page over it, else the heaviest pages. */
export function htmlBudgetLines(
  { pages, over }: Awaited<ReturnType<typeof measureHtml>>,
  budgetBytes: number,
): string[] {
  const shown = over.length ? over : pages.slice(0, 5);
  return [
    `HTML per page (gzip), budget ${budgetBytes} B: ${over.length ? `${over.length} over` : `all ${pages.length} within, heaviest`}:`,
    ...shown.map(
      (page) =>
        `  ${page.route.padEnd(42)} ${String(page.gzipBytes).padStart(6)} B${over.includes(page) ? '  <- OVER BUDGET' : ''}`,
    ),
  ];
}

/**
 * The files a lazily imported module brings: its chunk, the chunks it imports statically or dynamically (a
 * section loads its parts as soon as it renders), and their CSS; except what is already loaded (the page's
 * first load) and the modules in `later` (parts loaded later, budgeted as sections of their own) with what
 * only they bring.
 */
export function sectionFiles(
  manifest: Manifest,
  module: string,
  loadedFiles: string[],
  later: string[] = [],
): string[] {
  const loaded = new Set(loadedFiles.map((file) => file.replace(/^\//, '')));
  const files = new Set<string>();
  const seen = new Set<string>(later);
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    if (loaded.has(chunk.file)) return;
    for (const file of [chunk.file, ...(chunk.css ?? [])]) files.add(file);
    for (const next of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) visit(next);
  };
  visit(module);
  return [...files];
}

/**
 * The manifest of the build that wrote `page`: the visitors' site's or the back office's (vite.config.ts: two
 * builds, one manifest each, keyed by their source files).
 */
async function manifestOf(page: string): Promise<Manifest> {
  const dir = join(distDir, '.vite');
  for (const file of (await readdir(dir)).filter((name) => name.endsWith('manifest.json')).sort()) {
    const manifest = JSON.parse(await readFile(join(dir, file), 'utf8')) as Manifest;
    if (manifest[page]) return manifest;
  }
  throw new Error(`No manifest in ${dir} has the entry ${page}: run \`npm run build:local\` first`);
}

/** What each section of budgets.json adds to its page when reached, against its budget. */
export async function measureSections(budgets: Pick<Budgets, 'sections'>): Promise<RouteReport[]> {
  const sections = budgets.sections;
  const filesOf = async (name: string): Promise<string[]> => {
    const section = sections[name];
    if (!section) throw new Error(`budgets.json: no section "${name}"`);
    const manifest = await manifestOf(section.page);
    if (!manifest[section.module])
      throw new Error(`budgets.json: ${section.module} (section "${name}") is not in the build of ${section.page}`);
    const loaded = firstLoadScripts(await readFile(join(distDir, section.page), 'utf8'));
    if (section.within) loaded.push(...(await filesOf(section.within)));
    const later = Object.values(sections)
      .filter((each) => each.within === name)
      .map((each) => each.module);
    return sectionFiles(manifest, section.module, loaded, later);
  };
  const reports: RouteReport[] = [];
  for (const [name, { page, budgetKb }] of Object.entries(sections)) {
    const files = await filesOf(name);
    let bytes = 0;
    for (const file of files) bytes += gzipSync(await readFile(join(distDir, file)), { level: 9 }).length;
    reports.push({
      route: `${name} (${page})`,
      files,
      gzipKb: Math.round(bytes / 102.4) / 10,
      budgetKb,
      forbidden: [],
    });
  }
  return reports;
}

export async function readBudgets(): Promise<Budgets> {
  return JSON.parse(await readFile(join(rootDir, 'budgets.json'), 'utf8')) as Budgets;
}

async function main() {
  const budgets = await readBudgets();
  const pages = await measure(budgets);
  if (pages.length === 0) throw new Error(`No HTML in ${distDir}: run \`npm run build:local\` first`);
  const reports = [...pages, ...(await measureSections(budgets))];
  let failed = 0;
  console.log('First-load JavaScript per route (gzip), then what each lazy section adds (JS and CSS):');
  for (const report of reports) {
    const over = report.gzipKb > report.budgetKb;
    const problems = [over ? 'OVER BUDGET' : '', ...report.forbidden.map((name) => `ships ${name}`)].filter(Boolean);
    if (problems.length) failed++;
    console.log(
      `  ${report.route.padEnd(42)} ${report.gzipKb.toFixed(1).padStart(6)} kB / ${String(report.budgetKb).padStart(3)} kB` +
        `  ${report.files.length} files${problems.length ? '  <- ' + problems.join(', ') : ''}`,
    );
  }
  console.log(failed ? `${failed} of ${reports.length} fail their budget` : `All ${reports.length} within budget`);
  const html = await measureHtml(distDir, budgets.htmlGzipBytes);
  for (const line of htmlBudgetLines(html, budgets.htmlGzipBytes)) console.log(line);
  process.exitCode = failed || html.over.length ? 1 : 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
