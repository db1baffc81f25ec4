/**
 * Issue #14: no layout shift from the fonts, the hero, the carousel or the logo marquee at 375, 768 and
 * 1280 px. The web fonts are held back until the page has painted, so they always swap in late. Every `layout-shift` entry of a page's life is summed (stricter than CLS, which keeps only the
 * worst burst): from the first paint, through the web fonts swapping in and hydration, to the sections
 * below the fold hydrating when scrolled to (testimonials with the live reviews, featured projects, the
 * booking wizard replacing its placeholder).
 */
import type { Page } from '@playwright/test';
import { expect, test, waitForHydration, waitForSectionHydration } from './fixtures';

const WIDTHS = [375, 768, 1280];
const HEIGHT = 800;
const PAGES = ['/', '/services/seo', '/blog/website-speed-small-business', '/about', '/contact'];
/** Issue #14's CLS goal, applied to the sum of every shift. */
const MAX_SHIFT = 0.01;

type Shift = { value: number; sources: string[] };

async function recordShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: { value: number; sources: string[] }[] = [];
    (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node | null }[];
      }[]) {
        if (entry.hadRecentInput) continue;
        const sources = (entry.sources ?? []).map(({ node }) =>
          node instanceof Element ? `${node.tagName.toLowerCase()}.${node.className}` : String(node?.nodeName),
        );
        shifts.push({ value: entry.value, sources });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const shiftsOf = (page: Page) => page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, { tag: '@desktop' }, () => {
    // The hero's video plays as it does for visitors: it must not move anything either.
    test.use({ viewport: { width, height: HEIGHT }, heroVideo: true });

    for (const path of PAGES) {
      test(`${path} does not shift while it loads, swaps its fonts and hydrates`, async ({ page }) => {
        await recordShifts(page);
        // The worst case, every time: the web fonts arrive only after the page has painted in its fallback
        // fonts (a cached or fast font would hide a swap that shifts the layout). The app starts loading at
        // that first paint (src/boot.ts), so it may hydrate before or after the swap.
        let releaseFonts!: () => void;
        const fontsReleased = new Promise<void>((resolve) => (releaseFonts = resolve));
        await page.route('**/*.woff2', async (route) => {
          await fontsReleased;
          await route.continue();
        });
        await page.goto(path, { waitUntil: 'commit' });
        await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
        releaseFonts();
        await waitForHydration(page);
        await page.evaluate(() => document.fonts.ready.then(() => undefined));
        expect(
          await page.evaluate(() => [...document.fonts].filter((font) => font.status === 'loaded').length),
        ).toBeGreaterThan(0);
        if (path === '/') {
          // Below the fold, in page order; each hydrates from its prerendered HTML when it nears the viewport.
          // The sections around them are scrolled to: a deferred part is replaced when it hydrates, possibly
          // during a locator's scroll.
          const testimonials = page.getByRole('group', { name: 'Client testimonials' });
          await page.getByRole('region', { name: 'Businusses that Trust Us' }).scrollIntoViewIfNeeded();
          await waitForSectionHydration(page, testimonials);
          await expect(page.locator('[aria-busy="false"]').filter({ has: testimonials })).toBeVisible();
          await page.getByRole('region', { name: 'Featured Projects' }).scrollIntoViewIfNeeded();
          await page.getByRole('region', { name: 'Trusted by Leading Brands' }).scrollIntoViewIfNeeded();
          await waitForSectionHydration(page, page.getByRole('region', { name: 'Client brands' }));
          const booking = page.locator('#cta');
          // The booking section is deferred as a whole: scrolled to by script, not by a locator it may replace.
          await page.evaluate(() => document.getElementById('cta')?.scrollIntoView());
          await expect(booking.getByRole('group', { name: 'Select a Date' }).getByRole('button').first()).toBeVisible();
        } else {
          await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
        }
        const shifts = await shiftsOf(page);
        const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
        expect(total, `layout shifts: ${JSON.stringify(shifts)}`).toBeLessThanOrEqual(MAX_SHIFT);
      });
    }
  });
}
