/**
 * Lighthouse scores of a served build: desktop preset, all four categories, several runs per page and
 * the median of each category. Prints a table and writes docs/performance.md.
 *
 *   npx tsx scripts/lighthouse.ts                       # serves dist/ itself on a free port
 *   OUT_DIR=.local/build-x npx tsx scripts/lighthouse.ts   # serves that build instead
 *   LIGHTHOUSE_BASE_URL=http://127.0.0.1:5000 npx tsx scripts/lighthouse.ts   # an already running server
 *   npx tsx scripts/lighthouse.ts /about /portfolio --runs 5 --min 95 --no-write
 *
 * Lighthouse 13 needs Node 22.19+, so this runs Lighthouse 12 through npx (downloaded once into npm's
 * cache; it is not a project dependency) with the system Chromium (CHROME_PATH, default
 * /usr/bin/chromium). Options: paths or full URLs (default: /, /services/seo,
 * /blog/website-speed-small-business), --runs N (default 3), --min N (exit 1 when a median is lower),
 * --no-write (print only).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';

import { distDir, rootDir } from './paths';

export const LIGHTHOUSE_PACKAGE = process.env.LIGHTHOUSE_PACKAGE ?? 'lighthouse@12.8.2';
export const DEFAULT_PATHS = ['/', '/services/seo', '/blog/website-speed-small-business'];
export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The lab metrics reported beside the scores (Lighthouse audit ids). */
const METRICS = {
  FCP: 'first-contentful-paint',
  LCP: 'largest-contentful-paint',
  TBT: 'total-blocking-time',
  CLS: 'cumulative-layout-shift',
  SI: 'speed-index',
} as const;
type Metric = keyof typeof METRICS;

export interface RunResult {
  scores: Record<Category, number>;
  metrics: Record<Metric, string>;
  /** Weighted audits (other than the metrics) that did not pass: what to fix. */
  failing: string[];
  lighthouseVersion: string;
  userAgent: string;
}

export interface PageResult {
  url: string;
  runs: RunResult[];
  median: Record<Category, number>;
  /** The run whose performance score is the median one: its metrics and failing audits are reported. */
  representative: RunResult;
}

interface Options {
  targets: string[];
  runs: number;
  min: number | undefined;
  write: boolean;
}

export function parseArgs(argv: readonly string[]): Options {
  const options: Options = { targets: [], runs: 3, min: undefined, write: true };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--runs') options.runs = Number(argv[++i]);
    else if (arg === '--min') options.min = Number(argv[++i]);
    else if (arg === '--no-write') options.write = false;
    else if (arg.startsWith('--')) throw new Error(`Unknown option ${arg}`);
    else options.targets.push(arg);
  }
  if (!Number.isInteger(options.runs) || options.runs < 1) throw new Error('--runs takes a whole number ≥ 1');
  if (options.min !== undefined && !(options.min >= 0 && options.min <= 100)) throw new Error('--min takes 0–100');
  if (!options.targets.length) options.targets = DEFAULT_PATHS;
  return options;
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : Math.round((sorted[middle - 1]! + sorted[middle]!) / 2);
}

interface LighthouseReport {
  lighthouseVersion: string;
  environment: { hostUserAgent: string };
  runtimeError?: { code: string; message: string };
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number; group?: string }[] }>;
  audits: Record<string, { score: number | null; displayValue?: string; title: string; scoreDisplayMode: string }>;
}

/** Lighthouse separates numbers and units with no-break spaces. */
const plain = (text: string) => text.replace(/\u00a0/g, ' ');

/** Scores (0–100), metrics and failing audits from Lighthouse's JSON report. */
export function summarize(report: LighthouseReport): RunResult {
  if (report.runtimeError) throw new Error(`Lighthouse: ${report.runtimeError.code} ${report.runtimeError.message}`);
  const scores = {} as Record<Category, number>;
  const failing: string[] = [];
  for (const category of CATEGORIES) {
    const entry = report.categories[category];
    if (!entry || entry.score === null) throw new Error(`No ${category} score in the report`);
    scores[category] = Math.round(entry.score * 100);
    for (const { id, weight, group } of entry.auditRefs) {
      // The lab metrics are in the table already.
      if (group === 'metrics') continue;
      const audit = report.audits[id];
      if (weight > 0 && audit && audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== 'informative') {
        failing.push(`${category}: ${audit.title}${audit.displayValue ? ` (${plain(audit.displayValue)})` : ''}`);
      }
    }
  }
  const metrics = {} as Record<Metric, string>;
  for (const [name, id] of Object.entries(METRICS) as [Metric, string][]) {
    metrics[name] = plain(report.audits[id]?.displayValue ?? 'n/a');
  }
  return {
    scores,
    metrics,
    failing,
    lighthouseVersion: report.lighthouseVersion,
    userAgent: report.environment.hostUserAgent,
  };
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args[2] ?? ''} exited with ${code}\n${stderr}`)),
    );
  });
}

async function lighthouse(url: string, workDir: string, index: number): Promise<RunResult> {
  const output = join(workDir, `report-${index}.json`);
  await run(
    'npx',
    [
      '--yes',
      LIGHTHOUSE_PACKAGE,
      url,
      '--preset=desktop',
      `--only-categories=${CATEGORIES.join(',')}`,
      '--output=json',
      `--output-path=${output}`,
      '--quiet',
      `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
    ],
    { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
  );
  return summarize(JSON.parse(await readFile(output, 'utf8')) as LighthouseReport);
}

export async function measurePage(url: string, runs: number, workDir: string): Promise<PageResult> {
  const results: RunResult[] = [];
  for (let i = 0; i < runs; i++) {
    results.push(await lighthouse(url, workDir, i));
    process.stderr.write('.');
  }
  const medianScores = Object.fromEntries(
    CATEGORIES.map((category) => [category, median(results.map((result) => result.scores[category]))]),
  ) as Record<Category, number>;
  const byPerformance = [...results].sort((a, b) => a.scores.performance - b.scores.performance);
  return {
    url,
    runs: results,
    median: medianScores,
    representative: byPerformance[Math.floor((byPerformance.length - 1) / 2)]!,
  };
}

const LABELS: Record<Category, string> = {
  performance: 'Performance',
  accessibility: 'Accessibility',
  'best-practices': 'Best Practices',
  seo: 'SEO',
};

export function markdownTable(results: readonly PageResult[], baseUrl: string): string {
  const header = `| Page | ${CATEGORIES.map((c) => LABELS[c]).join(' | ')} | FCP | LCP | TBT | CLS | SI |`;
  const divider = `|---|${CATEGORIES.map(() => '---:').join('|')}|---:|---:|---:|---:|---:|`;
  const rows = results.map(({ url, median: scores, representative: { metrics } }) => {
    const page = url.startsWith(baseUrl) ? url.slice(baseUrl.length) || '/' : url;
    return `| \`${page}\` | ${CATEGORIES.map((c) => scores[c]).join(' | ')} | ${metrics.FCP} | ${metrics.LCP} | ${metrics.TBT} | ${metrics.CLS} | ${metrics.SI} |`;
  });
  return [header, divider, ...rows].join('\n');
}

export function performanceDoc(results: readonly PageResult[], baseUrl: string, runs: number, date: Date): string {
  const first = results[0]!.runs[0]!;
  const chrome = first.userAgent.match(/Chrome\/[\d.]+/)?.[0] ?? first.userAgent;
  const failing = results.flatMap(({ url, representative }) =>
    representative.failing.map((item) => `- \`${url.slice(baseUrl.length) || '/'}\`: ${item}`),
  );
  const allRuns = results.map(
    ({ url, runs: list }) =>
      `- \`${url.slice(baseUrl.length) || '/'}\`: ${list.map((r) => CATEGORIES.map((c) => r.scores[c]).join('/')).join(', ')}`,
  );
  return `# Performance

Lighthouse ${first.lighthouseVersion}, desktop preset, all four categories, against the prerendered
production build served locally with clean URLs (as Firebase Hosting serves it). Each score is the
median of ${runs} runs; the metrics are those of the run with the median performance score.

Measured ${date.toISOString().slice(0, 10)} with ${chrome} (headless) on the project's build machine
(2 cores, shared with other work, so timings are noisier than on a quiet desktop).

${markdownTable(results, baseUrl)}

Target: at least 95 in every category on these pages.

## Audits that did not pass (median run)

${failing.length ? failing.join('\n') : 'None: every weighted audit passed.'}

## Every run (performance/accessibility/best practices/SEO)

${allRuns.join('\n')}

## How to run

\`\`\`sh
OUT_DIR=.local/build-lh npm run build:web          # or npm run build (writes dist/)
OUT_DIR=.local/build-lh npx tsx scripts/lighthouse.ts   # serves that build on a free port, 3 runs a page
\`\`\`

- Other pages: \`npx tsx scripts/lighthouse.ts /about /portfolio\` (paths, or full URLs).
- A server that is already running: \`LIGHTHOUSE_BASE_URL=http://127.0.0.1:5000 npx tsx scripts/lighthouse.ts\`
  (for example the Hosting emulator, which also sends the security headers of firebase.json).
- \`--runs 5\` for more runs, \`--min 95\` to exit 1 when a median falls below 95, \`--no-write\` to leave
  this file alone.
- Lighthouse 13 needs Node 22.19 or later and the project runs on Node 20, so the script runs
  \`${LIGHTHOUSE_PACKAGE}\` through \`npx --yes\` (fetched once into npm's cache, not a dependency) with the
  system Chromium (\`CHROME_PATH\`, default \`/usr/bin/chromium\`).
`;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function waitForServer(url: string, child: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 400; attempt++) {
    if (child.exitCode !== null) throw new Error(`The static server exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`${url} did not answer`);
}

/** Serves a build folder with clean URLs and no trailing slashes, like Firebase Hosting. */
async function serveBuild(dir: string): Promise<{ baseUrl: string; stop: () => void }> {
  const port = await freePort();
  const child = spawn(
    join(rootDir, 'node_modules/.bin/superstatic'),
    // superstatic resolves its folder against the working directory (an absolute path answers 404s).
    ['.', '--port', String(port), '--host', '127.0.0.1', '--config', '{"cleanUrls":true,"trailingSlash":false}'],
    { cwd: dir, stdio: 'ignore' },
  );
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForServer(`${baseUrl}/robots.txt`, child);
  return { baseUrl, stop: () => child.kill() };
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const given = process.env.LIGHTHOUSE_BASE_URL?.replace(/\/$/, '');
  const server = given ? { baseUrl: given, stop: () => {} } : await serveBuild(distDir);
  const workDir = await mkdtemp(join(tmpdir(), 'lighthouse-'));
  try {
    if (!given) console.error(`Serving ${relative(rootDir, distDir)} at ${server.baseUrl}`);
    const results: PageResult[] = [];
    for (const target of options.targets) {
      const url = /^https?:/.test(target) ? target : server.baseUrl + target;
      process.stderr.write(`${url} `);
      results.push(await measurePage(url, options.runs, workDir));
      process.stderr.write('\n');
    }
    console.log(markdownTable(results, server.baseUrl));
    for (const { url, representative } of results) {
      for (const item of representative.failing) console.log(`  ${url.slice(server.baseUrl.length) || '/'} ${item}`);
    }
    if (options.write) {
      const file = join(rootDir, 'docs/performance.md');
      await mkdir(join(rootDir, 'docs'), { recursive: true });
      await writeFile(file, performanceDoc(results, server.baseUrl, options.runs, new Date()));
      console.log(`Wrote ${relative(rootDir, file)}`);
    }
    const below = results.flatMap(({ url, median: scores }) =>
      CATEGORIES.filter((c) => options.min !== undefined && scores[c] < options.min).map(
        (c) => `${url} ${c} ${scores[c]}`,
      ),
    );
    if (below.length) {
      console.error(`Below ${options.min}:\n${below.join('\n')}`);
      process.exitCode = 1;
    }
  } finally {
    server.stop();
    await rm(workDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
