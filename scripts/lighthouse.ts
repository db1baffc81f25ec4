/**
 * Lighthouse on a served build, mobile and desktop presets, several runs per page: the median of each
 * category and lab metric, every run, and the machine's load while it ran. Prints a summary and writes
 * the generated part of docs/performance.md (between its `lighthouse:start` / `lighthouse:end` markers;
 * the rest of that file is kept).
 *
 *   npm run lighthouse                                   # serves .local/build/ itself, gzip, on a free port
 *   OUT_DIR=.local/build-x npm run lighthouse            # serves that build instead
 *   LIGHTHOUSE_BASE_URL=http://127.0.0.1:5000 npm run lighthouse   # an already running server
 *   npm run lighthouse -- /about /portfolio --runs 5 --preset mobile --no-write --check
 *   npm run lighthouse -- --anchor AstroWind=/tmp/astrowind/dist   # also another site's home page, served the same way
 *
 * Lighthouse is the project's pinned devDependency (12.8.2: Lighthouse 13 needs Node 22.19), run from
 * node_modules with the system Chromium (CHROME_PATH, default /usr/bin/chromium): nothing is downloaded.
 * Options: paths or full URLs (default: DEFAULT_PATHS), --runs N (default 3), --preset mobile|desktop|both
 * (default both), --check (exit 1 when a median misses a goal in GOALS), --no-write (print only),
 * --anchor NAME=DIR (a built static site to compare with: its home page is served like ours and measured
 * in the same run, just before our pages with each preset, in a row of its own named NAME).
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

import { distDir, rootDir } from './paths';
import { serveBuild } from './static-server';

const LIGHTHOUSE_BIN = join(rootDir, 'node_modules/.bin/lighthouse');
export const DEFAULT_PATHS = ['/', '/services/seo', '/blog/website-speed-small-business', '/about', '/contact'];
export const PRESETS = ['mobile', 'desktop'] as const;
export type Preset = (typeof PRESETS)[number];
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

/** The lab metrics (Lighthouse audit ids), in milliseconds except CLS. */
export const METRICS = {
  FCP: 'first-contentful-paint',
  LCP: 'largest-contentful-paint',
  TBT: 'total-blocking-time',
  CLS: 'cumulative-layout-shift',
  SI: 'speed-index',
} as const;
export type Metric = keyof typeof METRICS;

/** Issue #14's goals: the lowest score and highest metric each preset's medians may have. */
export const GOALS: Record<
  Preset,
  { scores: Partial<Record<Category, number>>; metrics: Partial<Record<Metric, number>> }
> = {
  mobile: { scores: { performance: 99 }, metrics: { FCP: 1400, LCP: 1800, TBT: 50, CLS: 0.01 } },
  desktop: { scores: { performance: 100, accessibility: 100, 'best-practices': 100, seo: 100 }, metrics: {} },
};

export interface RunResult {
  scores: Record<Category, number>;
  metrics: Record<Metric, number>;
  /** Weighted audits (other than the metrics) that did not pass: what to fix. */
  failing: string[];
  lighthouseVersion: string;
  userAgent: string;
}

export interface PageResult {
  url: string;
  /** The row's name when it is not one of our pages (the anchor's). */
  label?: string;
  preset: Preset;
  runs: RunResult[];
  median: { scores: Record<Category, number>; metrics: Record<Metric, number> };
  /** 1-minute load average before and after the page's runs (2 cores: above 2 the CPU was contended). */
  load: [number, number];
}

interface Options {
  targets: string[];
  runs: number;
  presets: Preset[];
  check: boolean;
  write: boolean;
  anchor?: { name: string; dir: string };
}

export function parseArgs(argv: readonly string[]): Options {
  const options: Options = { targets: [], runs: 3, presets: [...PRESETS], check: false, write: true };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--runs') options.runs = Number(argv[++i]);
    else if (arg === '--preset') {
      const preset = argv[++i];
      if (preset === 'both') options.presets = [...PRESETS];
      else if (PRESETS.includes(preset as Preset)) options.presets = [preset as Preset];
      else throw new Error('--preset takes mobile, desktop or both');
    } else if (arg === '--check') options.check = true;
    else if (arg === '--no-write') options.write = false;
    else if (arg === '--anchor') {
      const [, name, dir] = /^([^=]+)=(.+)$/.exec(argv[++i] ?? '') ?? [];
      if (!name || !dir) throw new Error('--anchor takes NAME=DIR, a built site to serve and compare with');
      options.anchor = { name, dir: resolve(dir) };
    } else if (arg.startsWith('--')) throw new Error(`Unknown option ${arg}`);
    else options.targets.push(arg);
  }
  if (!Number.isInteger(options.runs) || options.runs < 1) throw new Error('--runs takes a whole number ≥ 1');
  if (!options.targets.length) options.targets = DEFAULT_PATHS;
  return options;
}

/** The middle value (the mean of the two middle ones for an even count). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

interface LighthouseReport {
  lighthouseVersion: string;
  environment: { hostUserAgent: string };
  runtimeError?: { code: string; message: string };
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number; group?: string }[] }>;
  audits: Record<
    string,
    { score: number | null; numericValue?: number; displayValue?: string; title: string; scoreDisplayMode: string }
  >;
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
      // The lab metrics are reported on their own.
      if (group === 'metrics') continue;
      const audit = report.audits[id];
      if (weight > 0 && audit && audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== 'informative') {
        failing.push(`${category}: ${audit.title}${audit.displayValue ? ` (${plain(audit.displayValue)})` : ''}`);
      }
    }
  }
  const metrics = {} as Record<Metric, number>;
  for (const [name, id] of Object.entries(METRICS) as [Metric, string][]) {
    const value = report.audits[id]?.numericValue;
    if (value === undefined) throw new Error(`No ${id} in the report`);
    metrics[name] = value;
  }
  return {
    scores,
    metrics,
    failing,
    lighthouseVersion: report.lighthouseVersion,
    userAgent: report.environment.hostUserAgent,
  };
}

export function formatMetric(metric: Metric, value: number): string {
  if (metric === 'CLS') return value.toFixed(3);
  if (metric === 'TBT') return `${Math.round(value)} ms`;
  return `${(value / 1000).toFixed(2)} s`;
}

/** What a page's medians miss of GOALS, e.g. `performance 97 < 99`, `LCP 2.10 s > 1.80 s`. */
export function missedGoals(result: Pick<PageResult, 'preset' | 'median'>): string[] {
  const goal = GOALS[result.preset];
  const missed: string[] = [];
  for (const [category, least] of Object.entries(goal.scores) as [Category, number][]) {
    if (result.median.scores[category] < least) missed.push(`${category} ${result.median.scores[category]} < ${least}`);
  }
  for (const [metric, most] of Object.entries(goal.metrics) as [Metric, number][]) {
    const value = result.median.metrics[metric];
    if (value > most) missed.push(`${metric} ${formatMetric(metric, value)} > ${formatMetric(metric, most)}`);
  }
  return missed;
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`lighthouse ${args[0]} exited with ${code}\n${stderr}`)),
    );
  });
}

async function lighthouse(url: string, preset: Preset, output: string): Promise<RunResult> {
  await run(
    LIGHTHOUSE_BIN,
    [
      url,
      // Lighthouse's default configuration is the mobile one (Moto G Power, simulated slow 4G).
      ...(preset === 'desktop' ? ['--preset=desktop'] : []),
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

export function pageResult(url: string, preset: Preset, runs: RunResult[], load: [number, number]): PageResult {
  const scores = Object.fromEntries(
    CATEGORIES.map((category) => [category, median(runs.map((result) => result.scores[category]))]),
  ) as Record<Category, number>;
  const metrics = Object.fromEntries(
    (Object.keys(METRICS) as Metric[]).map((metric) => [metric, median(runs.map((result) => result.metrics[metric]))]),
  ) as Record<Metric, number>;
  return { url, preset, runs, median: { scores, metrics }, load };
}

async function measurePage(url: string, preset: Preset, runs: number, workDir: string): Promise<PageResult> {
  const before = loadavg()[0]!;
  const results: RunResult[] = [];
  for (let i = 0; i < runs; i++) {
    results.push(await lighthouse(url, preset, join(workDir, `report-${i}.json`)));
    process.stderr.write('.');
  }
  return pageResult(url, preset, results, [before, loadavg()[0]!]);
}

const pathOf = (url: string, baseUrl: string) => (url.startsWith(baseUrl) ? url.slice(baseUrl.length) || '/' : url);
const loadText = ([before, after]: [number, number]) => `${before.toFixed(1)}→${after.toFixed(1)}`;

export function markdownTable(results: readonly PageResult[], baseUrl: string): string {
  const header = '| Page | Preset | Perf. | A11y | Best Pr. | SEO | FCP | LCP | TBT | CLS | SI | Load | Goals |';
  const divider = '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|';
  const rows = results.map((result) => {
    const { scores, metrics } = result.median;
    const missed = missedGoals(result);
    return [
      result.label ?? `\`${pathOf(result.url, baseUrl)}\``,
      result.preset,
      ...CATEGORIES.map((c) => scores[c]),
      ...(Object.keys(METRICS) as Metric[]).map((m) => formatMetric(m, metrics[m])),
      loadText(result.load),
      missed.length ? `missed: ${missed.join(', ')}` : 'met',
    ].join(' | ');
  });
  return [header, divider, ...rows.map((row) => `| ${row} |`)].join('\n');
}

export const MARKERS = { start: '<!-- lighthouse:start -->', end: '<!-- lighthouse:end -->' } as const;

export function generatedSection(results: readonly PageResult[], baseUrl: string, runs: number, date: Date): string {
  const first = results[0]!.runs[0]!;
  const chrome = first.userAgent.match(/Chrome\/[\d.]+/)?.[0] ?? first.userAgent;
  const name = ({ url, label }: PageResult) => label ?? `\`${pathOf(url, baseUrl)}\``;
  const failing = results.flatMap((result) =>
    [...new Set(result.runs.flatMap((r) => r.failing))].map((item) => `- ${name(result)} ${result.preset}: ${item}`),
  );
  const everyRun = results.map(
    (result) =>
      `- ${name(result)} ${result.preset}: ` +
      result.runs
        .map(
          (r) =>
            `${CATEGORIES.map((c) => r.scores[c]).join('/')} ` +
            `(${(['FCP', 'LCP', 'TBT', 'CLS'] as Metric[]).map((m) => formatMetric(m, r.metrics[m])).join(', ')})`,
        )
        .join('; '),
  );
  return `${MARKERS.start}
<!-- Written by \`npm run lighthouse\`; edits between these markers are overwritten. -->
Lighthouse ${first.lighthouseVersion} (the pinned devDependency), ${chrome} headless, measured
${date.toISOString().slice(0, 16).replace('T', ' ')} UTC. The build is served with gzip and clean URLs, as Firebase Hosting serves it.
Mobile is Lighthouse's default configuration (simulated slow 4G, 4× CPU slowdown); desktop is
\`--preset=desktop\`. Medians of ${runs} runs a page and preset; "Load" is the machine's 1-minute load
average before → after the page's runs (2 cores: above 2 the runs competed for CPU, which inflates TBT
and the paint times of the mobile preset).

${markdownTable(results, baseUrl)}

Goals (issue #14): mobile performance ≥ 99, FCP ≤ 1.40 s, LCP ≤ 1.80 s, TBT ≤ 50 ms, CLS ≤ 0.010;
desktop 100 in all four categories.

### Audits that did not pass in some run

${failing.length ? failing.join('\n') : 'None: every weighted audit passed in every run.'}

### Every run (performance/accessibility/best practices/SEO, then FCP, LCP, TBT, CLS)

${everyRun.join('\n')}
${MARKERS.end}`;
}

/** Replaces the generated section of a document (or appends it when the markers are missing). */
export function replaceGenerated(document: string, section: string): string {
  const start = document.indexOf(MARKERS.start);
  const end = document.indexOf(MARKERS.end);
  if (start === -1 || end < start) return `${document.trimEnd()}\n\n${section}\n`;
  return document.slice(0, start) + section + document.slice(end + MARKERS.end.length);
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const given = process.env.LIGHTHOUSE_BASE_URL?.replace(/\/$/, '');
  const server = given ? { baseUrl: given, stop: () => {} } : await serveBuild(distDir);
  const anchor = options.anchor && { ...options.anchor, server: await serveBuild(options.anchor.dir) };
  const workDir = await mkdtemp(join(tmpdir(), 'lighthouse-'));
  try {
    if (!given) console.error(`Serving ${relative(rootDir, distDir)} (gzip) at ${server.baseUrl}`);
    const results: PageResult[] = [];
    for (const preset of options.presets) {
      if (anchor) {
        process.stderr.write(`${preset} ${anchor.name} ${anchor.server.baseUrl}/ `);
        const result = await measurePage(`${anchor.server.baseUrl}/`, preset, options.runs, workDir);
        results.push({ ...result, label: `${anchor.name} \`/\` (anchor)` });
        process.stderr.write('\n');
      }
      for (const target of options.targets) {
        const url = /^https?:/.test(target) ? target : server.baseUrl + target;
        process.stderr.write(`${preset} ${url} `);
        results.push(await measurePage(url, preset, options.runs, workDir));
        process.stderr.write('\n');
      }
    }
    console.log(markdownTable(results, server.baseUrl));
    if (options.write) {
      const file = join(rootDir, 'docs/performance.md');
      const current = await readFile(file, 'utf8').catch(() => '# Performance\n');
      const section = generatedSection(results, server.baseUrl, options.runs, new Date());
      await writeFile(file, replaceGenerated(current, section));
      console.log(`Wrote ${relative(rootDir, file)}`);
    }
    const missed = results.filter((result) => missedGoals(result).length);
    if (options.check && missed.length) {
      console.error(`${missed.length} page/preset pair(s) miss their goals`);
      process.exitCode = 1;
    }
  } finally {
    server.stop();
    anchor?.server.stop();
    await rm(workDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
