/**
 * What a visitor on a slow phone gets in the window between the first paint and the app taking over. For each
 * of the five Lighthouse pages, at 390 px with Lighthouse's phone profile (CPU 4× slower, 150 ms round trip,
 * 1.6 Mbps down, 750 kbps up, a cold cache), it loads the page, taps the page's main control as soon as the
 * first contentful paint is reported, and records, from the navigation's start:
 *   - the first contentful paint, and when an observer registered before any of the page's code saw it (the
 *     boot script starts the app from such an observer, src/boot.ts, registered when it runs at DOMContentLoaded);
 *   - when the app's entry was requested (at the paint seen by the boot script, or at the tap if that came first);
 *   - when the app took over (`<html data-interactive>`, set once React has hydrated the page), or that the tap
 *     left the page first (a link followed before the app: `/services/seo`'s 'Get Started', so that page is
 *     measured with its menu too);
 *   - when the tap took effect (the control's result is on screen, whichever code produced it).
 *
 *   npm run bench:first-touch                    # serves .local/build/ itself (gzip), 3 runs a page
 *   npm run bench:first-touch -- --runs 5 /about  # more runs, some pages
 *   FIRST_TOUCH_BASE_URL=http://127.0.0.1:5000 npm run bench:first-touch   # a running server
 *
 * Prints a Markdown table of medians (every run after it). Exits 1 when a tap never took effect.
 */
import { chromium, type Browser, type Locator, type Page } from '@playwright/test';
import { loadavg } from 'node:os';
import { pathToFileURL } from 'node:url';

import { distDir } from './paths';
import { serveBuild } from './static-server';

/** Lighthouse 12's mobile throttling ("slow 4G" and a mid-range phone). */
export const PHONE_PROFILE = {
  cpuSlowdown: 4,
  latencyMs: 150,
  downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8,
  uploadBytesPerSecond: (750 * 1024) / 8,
  viewport: { width: 390, height: 844 },
} as const;

export interface TouchTarget {
  path: string;
  /** What the visitor taps, for the table. */
  control: string;
  /** Finds it (the first visible match is tapped). */
  locate: (page: Page) => Locator;
  /** Runs in the page: whether the tap's result is on screen. */
  tookEffect: () => boolean;
}

const menuButton = (page: Page) => page.getByRole('button', { name: /^open menu$/i });
const menuOpened = () => {
  const menu = document.querySelector<HTMLElement>('nav[aria-label="Mobile"]');
  return Boolean(menu?.checkVisibility() && menu.getBoundingClientRect().height > 0);
};

export const TARGETS: readonly TouchTarget[] = [
  { path: '/', control: 'the menu', locate: menuButton, tookEffect: menuOpened },
  {
    path: '/services/seo',
    control: "a package's 'Get Started'",
    locate: (page) =>
      page.getByRole('link', { name: /^get started/i }).or(page.getByRole('button', { name: /^get started/i })),
    tookEffect: () =>
      [...document.querySelectorAll<HTMLInputElement>('input[name="email"]')].some(
        (input) => input.closest('form')?.querySelector('[name="requirements"]') && input.checkVisibility(),
      ),
  },
  // The tap above leaves the page for the request page when it comes before the app; the menu keeps the visitor
  // there, so this row gives the page's own takeover.
  { path: '/services/seo', control: 'the menu', locate: menuButton, tookEffect: menuOpened },
  {
    path: '/blog/website-speed-small-business',
    control: 'the menu',
    locate: menuButton,
    tookEffect: menuOpened,
  },
  { path: '/about', control: 'the menu', locate: menuButton, tookEffect: menuOpened },
  {
    path: '/contact',
    control: "'Send Message' on the empty form",
    locate: (page) => page.getByRole('button', { name: 'Send Message' }),
    tookEffect: () => document.activeElement?.getAttribute('name') === 'name',
  },
];

export interface TouchRun {
  firstPaintMs: number;
  paintSeenMs: number;
  /** Undefined when the page never requested its app (a native navigation left it first). */
  appRequestedMs: number | undefined;
  /** Undefined when the page the visitor tapped never took over (a native navigation left it first: `left`). */
  appTookOverMs: number | undefined;
  /** Whether the tap took the visitor to another page (a link or a post followed before the app took over). */
  left: boolean;
  tappedAtMs: number;
  /** From navigation start; undefined when the tap never took effect. */
  tookEffectMs: number | undefined;
}

type Mark = 'firstPaint' | 'paintSeen' | 'appRequested' | 'appTookOver';

/**
 * Reports the first paint, when it was seen, the app's request and its takeover as epoch milliseconds to the
 * harness, from before the page's own code runs, in every document the page shows (a native link or post may
 * navigate). A string, so that the bundler's helpers never reach the page.
 */
const REPORT_MILESTONES = `
  const report = (mark, epoch) => window.__firstTouchMark(mark, epoch, location.pathname);
  new PerformanceObserver((list) => {
    const entry = list.getEntriesByName('first-contentful-paint')[0];
    if (!entry) return;
    report('firstPaint', performance.timeOrigin + entry.startTime);
    report('paintSeen', performance.timeOrigin + performance.now());
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    const app = document.querySelector('script[data-app]');
    const entry = app && list.getEntries().find((each) => each.name === new URL(app.dataset.app, location.href).href);
    if (entry) report('appRequested', performance.timeOrigin + entry.startTime);
  }).observe({ type: 'resource', buffered: true });
  const takeover = new MutationObserver(() => {
    if (!document.documentElement || !document.documentElement.hasAttribute('data-interactive')) return;
    takeover.disconnect();
    report('appTookOver', performance.timeOrigin + performance.now());
  });
  takeover.observe(document, { subtree: true, attributes: true, attributeFilter: ['data-interactive'] });
`;

/** The first report of each mark by the page at `path`, as loaded (not by a page a tap navigated to). */
function milestones(path: string) {
  const first = new Map<Mark, number>();
  const waiters = new Map<Mark, () => void>();
  return {
    record(mark: Mark, epoch: number, pathname: string) {
      if (first.has(mark) || pathname !== path) return;
      first.set(mark, epoch);
      waiters.get(mark)?.();
    },
    reached(mark: Mark, timeoutMs: number): Promise<number | undefined> {
      if (first.has(mark)) return Promise.resolve(first.get(mark));
      return new Promise((resolve) => {
        const timer = setTimeout(() => resolve(undefined), timeoutMs);
        waiters.set(mark, () => {
          clearTimeout(timer);
          resolve(first.get(mark));
        });
      });
    },
  };
}

const EFFECT_TIMEOUT_MS = 20_000;

/** Waits for `tookEffect` in whichever document the page shows (a native link or post may navigate). */
async function effectTime(page: Page, tookEffect: () => boolean): Promise<number | undefined> {
  const deadline = Date.now() + EFFECT_TIMEOUT_MS;
  while (Date.now() < deadline) {
    try {
      const handle = await page.waitForFunction(
        `(${tookEffect.toString()})() && performance.timeOrigin + performance.now()`,
        undefined,
        { polling: 'raf', timeout: deadline - Date.now() },
      );
      return (await handle.jsonValue()) as number;
    } catch (error) {
      // A navigation destroyed the context the check ran in: look again in the new document.
      if (!/context was destroyed|navigation/i.test(String(error))) return undefined;
      await page.waitForLoadState('domcontentloaded').catch(() => {});
    }
  }
  return undefined;
}

async function measure(browser: Browser, url: string, target: TouchTarget): Promise<TouchRun> {
  const context = await browser.newContext({
    viewport: PHONE_PROFILE.viewport,
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 3,
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: PHONE_PROFILE.latencyMs,
      downloadThroughput: PHONE_PROFILE.downloadBytesPerSecond,
      uploadThroughput: PHONE_PROFILE.uploadBytesPerSecond,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_PROFILE.cpuSlowdown });
    const marks = milestones(new URL(url).pathname);
    await page.exposeFunction('__firstTouchMark', marks.record);
    await page.addInitScript(REPORT_MILESTONES);
    await page.goto(url, { waitUntil: 'commit' });
    const firstPaint = await marks.reached('firstPaint', EFFECT_TIMEOUT_MS);
    if (firstPaint === undefined) throw new Error(`${url}: no first contentful paint`);
    const origin = await page.evaluate(() => performance.timeOrigin);
    // A touch where the control is drawn, as a visitor's finger lands: no wait for the control to be "stable"
    // (Playwright's tap waits for two frames with the same box, which a control still easing in does not give).
    const control = target.locate(page).locator('visible=true').first();
    await control.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    const box = await control.boundingBox();
    if (!box) throw new Error(`${url}: ${target.control} is not on screen`);
    const tappedAt = Date.now();
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    const tookEffect = await effectTime(page, target.tookEffect);
    // A native link or post may have left the page before its app took over: then it never will.
    const left = new URL(page.url()).pathname !== new URL(url).pathname;
    const appTookOver = await marks.reached('appTookOver', left ? 0 : EFFECT_TIMEOUT_MS);
    // The resource entry comes once the entry has arrived, which may be after the takeover's mark was read.
    const appRequested = await marks.reached('appRequested', left ? 0 : EFFECT_TIMEOUT_MS);
    const sinceStart = (epoch: number | undefined) => (epoch === undefined ? undefined : Math.round(epoch - origin));
    return {
      firstPaintMs: sinceStart(firstPaint)!,
      paintSeenMs: sinceStart(await marks.reached('paintSeen', EFFECT_TIMEOUT_MS))!,
      appRequestedMs: sinceStart(appRequested),
      appTookOverMs: sinceStart(appTookOver),
      left,
      tappedAtMs: sinceStart(tappedAt)!,
      tookEffectMs: sinceStart(tookEffect),
    };
  } finally {
    await context.close();
  }
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const seconds = (ms: number | undefined, otherwise = 'never') =>
  ms === undefined ? otherwise : `${(ms / 1000).toFixed(2)} s`;

/** The median, or undefined when any run has no value. */
function medianOf(values: readonly (number | undefined)[]): number | undefined {
  return values.includes(undefined) ? undefined : median(values as number[]);
}

export function markdownTable(results: readonly { target: TouchTarget; runs: TouchRun[] }[]): string {
  const lines = [
    '| page | tapped | first paint | paint seen | app requested | app took over | tap at | tap took effect |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
  ];
  for (const { target, runs } of results) {
    lines.push(
      `| \`${target.path}\` | ${target.control} | ${seconds(median(runs.map((r) => r.firstPaintMs)))} | ` +
        `${seconds(median(runs.map((r) => r.paintSeenMs)))} | ` +
        `${seconds(medianOf(runs.map((r) => r.appRequestedMs)), 'never')} | ` +
        `${seconds(medianOf(runs.map((r) => r.appTookOverMs)), runs.some((r) => r.left) ? 'left first' : 'never')} | ` +
        `${seconds(median(runs.map((r) => r.tappedAtMs)))} | ` +
        `${seconds(medianOf(runs.map((r) => r.tookEffectMs)))} |`,
    );
  }
  return lines.join('\n');
}

export function parseArgs(argv: readonly string[]): { runs: number; paths: string[] } {
  let runs = 3;
  const paths: string[] = [];
  for (let i = 0; i < argv.length; i += 1) {
    if (argv[i] === '--runs') runs = Number(argv[++i]);
    else paths.push(argv[i]!);
  }
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number from 1');
  const unknown = paths.filter((path) => !TARGETS.some((target) => target.path === path));
  if (unknown.length) throw new Error(`No main control is named for ${unknown.join(', ')}`);
  return { runs, paths };
}

async function main() {
  const { runs, paths } = parseArgs(process.argv.slice(2));
  const given = process.env.FIRST_TOUCH_BASE_URL?.replace(/\/$/, '');
  const server = given ? { baseUrl: given, stop: () => {} } : await serveBuild(distDir);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking'],
  });
  try {
    const targets = TARGETS.filter((target) => !paths.length || paths.includes(target.path));
    const results: { target: TouchTarget; runs: TouchRun[] }[] = [];
    const loadBefore = loadavg()[0]!;
    for (const target of targets) {
      const measured: TouchRun[] = [];
      for (let run = 0; run < runs; run += 1)
        measured.push(await measure(browser, server.baseUrl + target.path, target));
      results.push({ target, runs: measured });
      process.stderr.write(`${target.path}: ${JSON.stringify(measured)}\n`);
    }
    console.log(markdownTable(results));
    console.log(
      `\n${runs} run(s) a page, medians; load average ${loadBefore.toFixed(1)} → ${loadavg()[0]!.toFixed(1)}`,
    );
    if (results.some(({ runs: measured }) => measured.some((run) => run.tookEffectMs === undefined))) {
      console.error('A tap never took effect.');
      process.exitCode = 1;
    }
  } finally {
    await browser.close();
    server.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
