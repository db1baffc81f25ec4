import { defineConfig, devices } from '@playwright/test';
import { hasLibfaketime, shiftedClockEnv } from './scripts/test-clock';
import { CHAT_CONTROL_URL, CHAT_WEBHOOK_URL } from './tests/e2e/chatWebhook';
import { clockOffsetSeconds, STACK_DATA_DIR } from './tests/e2e/stack';
import type { EngineName } from './tests/engines/browsers';

// Debian's browsers (see README: "The two commands"). Playwright never downloads a browser of its own here.
// Most tests drive the headless shell, the lighter headless-only build Playwright itself prefers for
// headless runs: the suite took 4.4 minutes in it against 7.5 in the full browser on the 2-core machine.
const headlessShellPath = process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';
// Layout-shift tests measure text as visitors' Chrome lays it out, so they run in the full browser:
// the shell positions glyphs differently (docs/decisions.md, "Testing").
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const inFullBrowser = /layout-shift\.spec\.ts$/;
// Specs under tests/e2e/no-js/ run with JavaScript off, as behind a proxy that strips scripts or with a chunk
// that failed to load: what works there is what the HTML does by itself.
const withoutJavaScript = /no-js\/.*\.spec\.ts$/;
const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
/** The stack's processes run at the suite's clock: libfaketime shifts each by the same offset. */
function stackClockEnv(): NodeJS.ProcessEnv {
  if (!hasLibfaketime())
    throw new Error('The end-to-end suite runs the stack under libfaketime: apt-get install -y faketime');
  return shiftedClockEnv(clockOffsetSeconds(), { LD_PRELOAD: process.env.LD_PRELOAD });
}
export const baseURL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:5000';
const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } };
// The cross-engine suite (tests/engines/): WebKit and Firefox from Debian's packages, at a phone's width and a
// desktop's. A journey's tags name the projects it runs in (docs/testing.md, "The cross-engine suite").
const otherEngines = (['webkit', 'firefox'] as const).flatMap((engine) =>
  (
    [
      ['phone', 390],
      ['desktop', 1280],
    ] as const
  ).map(([layout, width]) => ({
    name: `${engine}-${layout}`,
    testDir: 'tests/engines',
    grep: new RegExp(`@${engine}-${layout}\\b`),
    // Screenshots for looking at, not a check: `npm run screenshots:engines`.
    testIgnore: process.env.ENGINE_SCREENSHOTS ? [] : [/screenshots\.spec\.ts$/],
    use: { engine, width },
  })),
);

export default defineConfig<object, { engine: EngineName; width: number }>({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  // No retries: a test that fails once is a bug to find (the product or the test), not noise to repeat.
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: {
    baseURL,
    // A failing test keeps a screenshot. No trace by default: recording one for every test (DOM snapshots
    // at each action, in the browser and in the test worker) took 55 of the suite's 400 s on the 2-core
    // machine; rerun a failing test with `--trace on` to get one.
    trace: 'off',
    screenshot: 'only-on-failure',
    video: 'off',
    launchOptions: { executablePath: headlessShellPath, args: chromiumArgs },
  },
  projects: [
    // Tests tagged @desktop or @phone concern one layout only; untagged tests run in both.
    {
      name: 'desktop',
      grepInvert: /@phone/,
      testIgnore: [inFullBrowser, withoutJavaScript],
      use: desktop,
    },
    {
      name: 'phone',
      grepInvert: /@desktop/,
      testIgnore: [inFullBrowser, withoutJavaScript],
      use: { ...devices['Pixel 7'], browserName: 'chromium' },
    },
    {
      name: 'chrome',
      testMatch: inFullBrowser,
      use: { ...desktop, launchOptions: { executablePath: chromiumPath, args: chromiumArgs } },
    },
    {
      name: 'no-js',
      testMatch: withoutJavaScript,
      use: { ...devices['Pixel 7'], browserName: 'chromium', javaScriptEnabled: false },
    },
    ...otherEngines,
  ],
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : [
        // The team's chat: a fake webhook on loopback that records each post; specs make it refuse their own
        // visitors' posts (tests/e2e/chatWebhook.ts).
        {
          command: 'node_modules/.bin/tsx tests/e2e/chatWebhook.ts',
          url: `${CHAT_CONTROL_URL}/posts`,
          gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
          stdout: 'ignore',
          stderr: 'pipe',
        },
        {
          // The suite's own stack: empty data of its own, and the suite's clock (tests/e2e/stack.ts).
          command: `npm start -- --no-build --clean --data ${STACK_DATA_DIR}`,
          // Every test visitor comes from 127.0.0.1: lift the functions' per-client limits (the per-email
          // quotas stay, so specs use an address of their own). Every other guard is as visitors meet it, the
          // minimum fill time included: the site's forms wait it out themselves (docs/abuse.md, "Bots").
          env: { ...stackClockEnv(), RATE_LIMIT_MAX: '0', TEAM_CHAT_WEBHOOK_URL: CHAT_WEBHOOK_URL },
          // Hosting answers before the functions are loaded and their workers warm: the tests start on the
          // stack's ready line only. (Playwright starts on whichever comes first, so there is no `url` check;
          // to test a stack that is already running, set E2E_BASE_URL instead.)
          wait: { stdout: /is running at http/ },
          // The stack stops its emulators and the Firestore endpoint cleanly on SIGTERM.
          gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
          timeout: 240_000,
          stdout: 'ignore',
          stderr: 'pipe',
        },
      ],
});
