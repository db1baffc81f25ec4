import { defineConfig, devices } from '@playwright/test';

// Debian's Chromium (see README: "Browsers"). Playwright never downloads a browser of its own here.
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
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
export const baseURL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:5000';

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  // On CI's loaded 2-core machine one retry absorbs timing jitter; Playwright still reports such a test
  // as "flaky", so it stays visible.
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    video: 'off',
    launchOptions: { executablePath, args: chromiumArgs },
  },
  projects: [
    // Tests tagged @desktop or @phone concern one layout only; untagged tests run in both.
    {
      name: 'desktop',
      grepInvert: /@phone/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    { name: 'phone', grepInvert: /@desktop/, use: { ...devices['Pixel 7'], browserName: 'chromium' } },
  ],
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : {
        command: 'npm start -- --no-build',
        // Every test visitor comes from 127.0.0.1: lift the functions' per-client limits (the per-email
        // quotas stay, so specs use an address of their own). MIN_FILL_MS=1 keeps the fill-time check on
        // (a form that does not send how long it was shown is answered like a bot) without making tests,
        // which fill forms in milliseconds, wait 3 s (docs/abuse.md).
        env: { RATE_LIMIT_MAX: '0', MIN_FILL_MS: '1' },
        url: `${baseURL}/robots.txt`,
        // Hosting answers before the stack has warmed its function workers: wait for its ready line.
        wait: { stdout: /is running at http/ },
        reuseExistingServer: !process.env.CI,
        // The stack stops its emulators and the Firestore endpoint cleanly on SIGTERM.
        gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
        timeout: 120_000,
        stdout: 'ignore',
        stderr: 'pipe',
      },
});
