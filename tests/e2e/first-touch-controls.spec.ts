import type { Page } from '@playwright/test';
import { expect, holdAppScripts, test, waitForSectionHydration } from './fixtures';

/**
 * The window a visitor on a slow phone has: the page painted, the app's code not yet arrived
 * (holdAppScripts). Each test acts in it, then lets the code through and checks what the visitor sees.
 */
test.describe.configure({ mode: 'parallel' });

const carousel = (page: Page) => page.getByRole('group', { name: 'Client testimonials' });
const pageStatus = (page: Page) => page.getByTestId('carousel-page');

/** Opens the home page with the app's code held back, once the page has loaded and asked for it. */
async function openHomeInTheWindow(page: Page) {
  const app = await holdAppScripts(page);
  await page.goto('/');
  await app.requested;
  return app;
}

const card = (page: Page, name: string) =>
  carousel(page)
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name }) });

test(
  'the phone menu opens before the app arrives, and the app takes it over open',
  { tag: '@phone' },
  async ({ page }) => {
    const app = await openHomeInTheWindow(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close menu' })).toBeVisible();
    await expect(page.locator('html[data-app-live]')).toHaveCount(0);
    // The page under it holds still already: the lock is the page's CSS, not the app's.
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');

    app.release();
    // The open menu is now modal as the app makes it: the page under it is inert.
    await expect(page.getByRole('main')).toHaveJSProperty('inert', true);
    await expect(menu).toBeVisible();
    await menu.getByRole('link', { name: 'About', exact: true }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(menu).toBeHidden();
    await expect(page.getByRole('main')).toHaveJSProperty('inert', false);
  },
);

test(
  "'Read more' expands before the section's code arrives and stays expanded after",
  { tag: '@phone' },
  async ({ page }) => {
    const app = await openHomeInTheWindow(page);
    const melissa = card(page, 'Melissa Okafor');
    await melissa.getByText('Read more', { exact: true }).click();
    await expect(melissa.getByText(/without a second thought\.$/)).toBeVisible();
    await expect(melissa.getByText('Read less', { exact: true })).toBeVisible();

    app.release();
    await waitForSectionHydration(page, carousel(page));
    await expect(melissa.getByText(/without a second thought\.$/)).toBeVisible();
    await melissa.getByText('Read less', { exact: true }).click();
    await expect(melissa.getByText(/\.\.\.$/)).toBeVisible();
  },
);

test(
  'a carousel arrow tapped early shows it was received, then moves one page once the code runs',
  {
    tag: '@phone',
  },
  async ({ page }) => {
    const app = await openHomeInTheWindow(page);
    const right = page.getByRole('button', { name: 'Scroll testimonials right' });
    await right.click();
    await expect(right).toHaveAttribute('data-replay-pending', '');
    await expect(pageStatus(page)).toHaveText('Page 1 of 3');

    app.release();
    await waitForSectionHydration(page, carousel(page));
    await expect(pageStatus(page)).toHaveText('Page 2 of 3');
    await expect(card(page, 'Jordan Whitfield')).toBeInViewport({ ratio: 0.95 });
    await expect(page.getByRole('button', { name: 'Scroll testimonials right' })).not.toHaveAttribute(
      'data-replay-pending',
    );
    // Once: the replayed tap moved one page, and the arrows go on from there.
    await page.getByRole('button', { name: 'Scroll testimonials right' }).click();
    await expect(pageStatus(page)).toHaveText('Page 3 of 3');
    await expect(card(page, 'Amir Haddad')).toBeInViewport({ ratio: 0.95 });
  },
);

test(
  'where every card shows, the carousel arrows look and act disabled before the section wakes, as after',
  { tag: '@desktop' },
  async ({ page }) => {
    const app = await openHomeInTheWindow(page);
    await carousel(page).scrollIntoViewIfNeeded();
    const arrows = ['left', 'right'].map((side) => page.getByRole('button', { name: `Scroll testimonials ${side}` }));
    const looks = () =>
      Promise.all(
        arrows.map((arrow) =>
          arrow.evaluate((element) => {
            const style = getComputedStyle(element);
            return [style.color, style.backgroundColor, style.boxShadow, style.cursor].join(' | ');
          }),
        ),
      );
    const before = await looks();
    // A click where the arrow is drawn is not taken: no mark that it was received, nothing moves.
    const box = (await arrows[1]!.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect(arrows[1]!).not.toHaveAttribute('data-replay-pending');
    expect(await page.evaluate(() => window.__earlyTouches?.length ?? 0)).toBe(0);

    app.release();
    await waitForSectionHydration(page, carousel(page));
    for (const arrow of arrows) await expect(arrow).toBeDisabled();
    expect(await looks()).toEqual(before);
    await expect(pageStatus(page)).toHaveText('Page 1 of 1');
  },
);

test(
  'the carousel scrolls by touch before the app arrives, and the arrows go on from where it was left',
  {
    tag: '@phone',
  },
  async ({ page }) => {
    const app = await openHomeInTheWindow(page);
    const jordan = card(page, 'Jordan Whitfield');
    // A swipe: the row scrolls natively and snaps to the next card.
    await carousel(page).scrollIntoViewIfNeeded();
    await jordan.evaluate((element) => element.parentElement!.scrollIntoView({ inline: 'start', block: 'nearest' }));
    await expect(jordan).toBeInViewport({ ratio: 0.95 });

    app.release();
    await waitForSectionHydration(page, carousel(page));
    await expect(jordan).toBeInViewport({ ratio: 0.95 });
    await expect(pageStatus(page)).toHaveText('Page 2 of 3');
    await page.getByRole('button', { name: 'Scroll testimonials right' }).click();
    await expect(pageStatus(page)).toHaveText('Page 3 of 3');
  },
);

test(
  "a tap on the logo strip's Pause before the page has loaded fetches the app at once and pauses the strip once",
  {
    tag: '@phone',
  },
  async ({ page }) => {
    // Fonts held: the page paints (with fallback text) but does not finish loading, so the app is fetched only
    // if a touch asks for it.
    let releaseFonts!: () => void;
    const fonts = new Promise<void>((resolve) => (releaseFonts = resolve));
    await page.route(/\.woff2$/, async (route) => {
      await fonts;
      await route.continue().catch(() => {});
    });
    const app = await holdAppScripts(page);
    let requested = false;
    void app.requested.then(() => (requested = true));
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    expect(requested).toBe(false);

    const strip = page.getByRole('region', { name: 'Client brands' });
    const pause = strip.getByRole('button', { name: 'Pause scrolling logos' });
    await pause.click();
    await expect(pause).toHaveAttribute('data-replay-pending', '');
    await app.requested;

    app.release();
    releaseFonts();
    await waitForSectionHydration(page, strip);
    await expect(strip.getByRole('button', { name: 'Play scrolling logos' })).toBeVisible();
    const track = strip.locator('ul').first().locator('..');
    await page.mouse.move(0, 0);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await expect.poll(() => track.evaluate((element) => getComputedStyle(element).animationPlayState)).toBe('paused');
  },
);
