/**
 * Reports and enforces the first-load JavaScript of every prerendered route (gzip): the module script
 * of the page and every chunk it preloads. Exits 1 when a route exceeds its budget in budgets.json or
 * ships a library that must load only with the feature that needs it.
 */
import { readFile, readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

interface Budgets {
  default: number;
  routes: Record<string, number>;
  forbiddenInFirstLoad: Record<string, string>;
}

export interface RouteReport {
  route: string;
  files: string[];
  gzipKb: number;
  budgetKb: number;
  forbidden: string[];
}

import { distDir, rootDir } from './paths';

export function firstLoadScripts(html: string): string[] {
  const pattern = /<(?:script type="module"[^>]*\ssrc|link rel="modulepreload"[^>]*\shref)="([^"]+\.js)"/g;
  return [...new Set([...html.matchAll(pattern)].map((match) => match[1]!))];
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

async function main() {
  const budgets = JSON.parse(await readFile(join(rootDir, 'budgets.json'), 'utf8')) as Budgets;
  const reports = await measure(budgets);
  if (reports.length === 0) throw new Error(`No HTML in ${distDir}: run \`npm run build:local\` first`);
  let failed = 0;
  console.log('First-load JavaScript per route (gzip):');
  for (const report of reports) {
    const over = report.gzipKb > report.budgetKb;
    const problems = [over ? 'OVER BUDGET' : '', ...report.forbidden.map((name) => `ships ${name}`)].filter(Boolean);
    if (problems.length) failed++;
    console.log(
      `  ${report.route.padEnd(42)} ${report.gzipKb.toFixed(1).padStart(6)} kB / ${String(report.budgetKb).padStart(3)} kB` +
        `  ${report.files.length} files${problems.length ? '  <- ' + problems.join(', ') : ''}`,
    );
  }
  console.log(failed ? `${failed} route(s) fail their budget` : `All ${reports.length} routes within budget`);
  process.exitCode = failed ? 1 : 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
