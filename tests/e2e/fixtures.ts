import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { distDir } from '../../scripts/paths';
import { APP_SCRIPT, shiftPageClocks } from './stack';

/**
 * In the page: media start only on the visitor's gesture, as in a browser that blocks autoplay (Safari in Low
 * Power Mode, Firefox set to block audio and video). Chromium has no such setting for muted video.
 */
function refuseAutoplay() {
  // The events by which a visitor activates a page (HTML's user activation); the test runner's own input is
  // trusted, so its clicks count. (`navigator.userActivation` itself reports the page active from its start
  // in the suite's browsers.)
  const gestures = ['click', 'keydown', 'keyup', 'mousedown', 'mouseup', 'pointerdown', 'pointerup', 'touchend'];
  const play = HTMLMediaElement.prototype.play;
  HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
    const event = window.event;
    if (event?.isTrusted && gestures.includes(event.type)) return play.call(this);
    return Promise.reject(new DOMException('play() needs a user gesture here', 'NotAllowedError'));
  };
  Object.defineProperty(HTMLMediaElement.prototype, 'autoplay', {
    configurable: true,
    get: () => false,
    set: () => {},
  });
}

/**
 * Every page must load without script errors, failed hydration or CSP violations. A test that expects
 * certain console errors (say, refused requests) lists them with `test.use({ expectedConsoleErrors })`.
 */
export const test = base.extend<{
  pageErrors: string[];
  expectedConsoleErrors: RegExp[];
  heroVideo: boolean;
  autoplayRefused: void;
  pageClock: void;
}>({
  /** Pages read the suite's clock, as the stack does (tests/e2e/stack.ts). */
  pageClock: [
    async ({ context }, use) => {
      await shiftPageClocks(context);
      await use();
    },
    { auto: true },
  ],
  expectedConsoleErrors: [[], { option: true }],
  /**
   * Whether the hero background videos may start by themselves. Decoding one in software (the test browser
   * has no GPU) takes a third of a core for as long as its page is open, which on the 2-core CI machine slows
   * the other worker's tests. So a test that does not concern the video meets a browser that refuses autoplay
   * and sees the poster. Video tests opt in. (Answering the videos' requests with nothing instead cost 7 % more
   * of the suite's CPU: a route makes every request of the page wait on the test runner, and turns off the
   * browser's cache.)
   */
  heroVideo: [false, { option: true }],
  autoplayRefused: [
    async ({ context, heroVideo }, use) => {
      if (!heroVideo) await context.addInitScript(refuseAutoplay);
      await use();
    },
    { auto: true },
  ],
  pageErrors: [
    async ({ page, expectedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
      page.on('console', (message) => {
        // The browser logs the 404 status of a not-found document itself; that is the page working.
        const isOwn404 = /status of 404/.test(message.text()) && message.location().url === page.url();
        if (isOwn404 || expectedConsoleErrors.some((pattern) => pattern.test(message.text()))) return;
        if (message.type() === 'error' || /hydrat|did not match|Content Security Policy/i.test(message.text())) {
          errors.push(`console.${message.type()}: ${message.text()}`);
        }
      });
      await use(errors);
      expect(errors, 'errors logged by the page').toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * Takes back the error Chromium logs by itself for a request the server refused with `status` (it logs every 4xx),
 * once the test has seen the page show that refusal as a visitor should see it: that is the page working.
 */
export async function forgiveRefusedRequest(pageErrors: string[], status: number): Promise<void> {
  const logged = () => pageErrors.findIndex((error) => error.includes(`status of ${status}`));
  await expect.poll(logged).toBeGreaterThanOrEqual(0);
  pageErrors.splice(logged(), 1);
}

export { expect };

export function pathsInSitemap(xml: string): string[] {
  return [...xml.matchAll(/<loc>https?:\/\/[^/<]+(\/[^<]*)<\/loc>/g)].map((match) => match[1]!);
}

/** The paths of the site the stack serves (`npm run build:local` writes its sitemap.xml from the route table). */
export function builtSitePaths(): string[] {
  return pathsInSitemap(readFileSync(join(distDir, 'sitemap.xml'), 'utf8'));
}

/**
 * Waits until React has hydrated the prerendered page (links then navigate client-side). It takes about a second;
 * the bound is 15 s, since on the 2-core machine loaded by other work (a load average of 20 to 30) a page took
 * longer than the 5 s an assertion waits by default (docs/testing.md, "Flake hunts").
 */
export async function waitForHydration(page: Page) {
  await expect(page.locator('html[data-interactive]')).toHaveCount(1, { timeout: 15_000 });
}

/**
 * Waits until a section deferred with `hydrateWhenVisible` has replaced its prerendered HTML with the
 * rendered one, whose controls work (`section` is an element inside it).
 */
export async function waitForSectionHydration(page: Page, section: Locator) {
  await expect(page.locator('[data-hydrates-when-visible]').filter({ has: section })).toHaveCount(0);
}

/**
 * axe's violations on the page (or inside `selector`), one "rule: targets" line each, measured on the settled
 * page: axe reads colours as they are painted, so a dialog caught fading in has its text half-blended with
 * the page behind (issue #40). The page is switched to prefers-reduced-motion, which every animation of the
 * site honours (one that ran on forever would time out here), and axe runs once no animation is left
 * running; the page's own motion preference is then given back.
 *
 * Legacy mode runs axe in the page itself: the site has no cross-origin frames to collect, and the default
 * mode opens a second page to merge frame results, which took 1.3 s of the 1.9 s of each run on the CI machine.
 */
export async function axeViolations(page: Page, selector?: string): Promise<string[]> {
  const motionWasReduced = await page.evaluate(() => matchMedia('(prefers-reduced-motion: reduce)').matches);
  if (!motionWasReduced) await page.emulateMedia({ reducedMotion: 'reduce' });
  await expect.poll(() => page.evaluate(runningAnimations), { message: 'animations still running' }).toEqual([]);
  const builder = new AxeBuilder({ page }).setLegacyMode();
  const { violations } = await (selector ? builder.include(selector) : builder).analyze();
  if (!motionWasReduced) await page.emulateMedia({ reducedMotion: null });
  return violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}

/** The page's animations (CSS or scripted) still running or about to start, each named with what it moves. */
export function runningAnimations(): string[] {
  return document
    .getAnimations()
    .filter((animation) => animation.playState === 'running' || animation.pending)
    .map((animation) => {
      const target = animation.effect instanceof KeyframeEffect ? animation.effect.target : null;
      const name = animation instanceof CSSAnimation ? animation.animationName : animation.constructor.name;
      return `${name} on ${target?.tagName.toLowerCase() ?? 'nothing'}${target?.className ? `.${target.className}` : ''}`;
    });
}

/**
 * Holds back every script of the app (all of `/assets/*.js` but the boot script) until `release()`, so that a
 * test acts in the window a visitor on a slow phone has: the page painted, its code not yet arrived. Call it
 * before `page.goto`. `requested` settles once the page has asked for the app (the boot script runs after the
 * first paint), which is the earliest moment the real window opens.
 */
export async function holdAppScripts(page: Page) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  let markRequested!: () => void;
  const requested = new Promise<void>((resolve) => (markRequested = resolve));
  await page.route(APP_SCRIPT, async (route) => {
    markRequested();
    await gate;
    await route.continue().catch(() => {
      // The page went away (a native form post navigated) before the script was let through.
    });
  });
  return { requested, release };
}
