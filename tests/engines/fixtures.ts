/**
 * The cross-engine suite's test: Playwright's runner (its stack, clock, workers and reports: playwright.config.ts),
 * with a `visitor` in WebKit or Firefox instead of a Chromium page. Each project of the suite names an engine and
 * a width; a journey names the projects it runs in with tags (`@webkit-phone`, `@firefox-desktop`, …).
 */
import { test as base } from '@playwright/test';
import { baseURL } from '../../playwright.config';
import { clockOffsetSeconds } from '../e2e/stack';
import { startHeldScripts } from './heldScripts';
import { FirefoxVisitor, startFirefox, startWebKit, type EngineName, type Visitor } from './browsers';

export { expect } from '@playwright/test';

type Engine = Awaited<ReturnType<typeof startWebKit>> | Awaited<ReturnType<typeof startFirefox>>;

export const test = base.extend<
  { javaScript: boolean; visitor: Visitor; heldScripts: Awaited<ReturnType<typeof startHeldScripts>> },
  { engine: EngineName; width: number; browserHost: Engine }
>({
  engine: ['webkit', { scope: 'worker', option: true }],
  width: [390, { scope: 'worker', option: true }],
  /** The engine, started once per worker: WebKitWebDriver on its display, or Firefox. */
  browserHost: [
    async ({ engine }, use) => {
      const started = await (engine === 'webkit' ? startWebKit : startFirefox)(baseURL, clockOffsetSeconds());
      await use(started);
      await started.stop();
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  javaScript: [true, { option: true }],
  /** A fresh window (WebKit) or browsing context (Firefox): no cookies or storage from another test. */
  visitor: [
    async ({ browserHost, width, javaScript }, use, testInfo) => {
      // WebKit's processes print what went wrong there (a browser that could not start, a web process that died).
      const log = 'log' in browserHost ? browserHost.log : undefined;
      const mark = log?.mark ?? 0;
      const visitor = await browserHost.visit({ width, javaScript });
      await use(visitor);
      // What the visitor saw when the test failed, as Playwright keeps for the Chromium suite.
      if (testInfo.status !== testInfo.expectedStatus) {
        if (log) await testInfo.attach('WebKit processes', { body: log.since(mark), contentType: 'text/plain' });
        const path = testInfo.outputPath('failed.png');
        await visitor.shootViewport(path);
        await testInfo.attach('failed', { path, contentType: 'image/png' });
      }
      await visitor.close();
      // As in the Chromium suite, a page that threw or logged an error fails its test. (WebDriver classic, which
      // drives WebKit here, does not hear the console.)
      if (visitor instanceof FirefoxVisitor) base.expect(visitor.errors, 'errors logged by the page').toEqual([]);
    },
    { scope: 'test' },
  ],
  /** The app's scripts held back until the test releases them: open the page from `heldScripts.baseURL`. */
  heldScripts: [
    // Playwright reads a fixture's dependencies from the pattern of its first parameter: none is `{}`.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const held = await startHeldScripts(baseURL);
      await use(held);
      await held.close();
    },
    { scope: 'test' },
  ],
});
