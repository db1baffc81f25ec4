import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';

const mainLinks = ['Home', 'Services', 'Portfolio', 'Blog', 'About', 'Contact'];

test.describe('navigation bar', () => {
  // The desktop bar is hidden below 1024 px, where the menu (tested below) replaces it.
  test(
    'marks the current page and navigates client-side with a spinner and scroll to top',
    { tag: '@desktop' },
    async ({ page }) => {
      await page.goto('/about');
      await waitForHydration(page);
      const nav = page.getByRole('navigation', { name: 'Main' });
      for (const label of mainLinks) await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
      await expect(nav.getByRole('link', { name: 'About', exact: true })).toHaveAttribute('aria-current', 'page');
      await expect(nav.getByRole('link', { name: 'Home', exact: true })).not.toHaveAttribute('aria-current', 'page');

      await page.mouse.wheel(0, 2000);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
      // The spinner lives ~100 ms, too briefly to poll for: the page records when it comes and goes.
      await page.evaluate(() => {
        const seen: { shown?: number; hidden?: number } = {};
        (window as unknown as { spinner: typeof seen }).spinner = seen;
        new MutationObserver(() => {
          const present = document.querySelector('[data-testid="route-spinner"]') !== null;
          if (present && seen.shown === undefined) seen.shown = performance.now();
          if (!present && seen.shown !== undefined && seen.hidden === undefined) seen.hidden = performance.now();
        }).observe(document.body, { childList: true, subtree: true });
      });
      await page.getByRole('contentinfo').getByRole('link', { name: 'Portfolio' }).click();
      const spinner = () =>
        page.evaluate(() => (window as unknown as { spinner: { shown?: number; hidden?: number } }).spinner);
      await expect.poll(async () => (await spinner()).hidden).toBeDefined();
      const { shown, hidden } = await spinner();
      expect(hidden! - shown!).toBeGreaterThanOrEqual(90);
      await expect(page.getByTestId('route-spinner')).toBeHidden();
      await expect(page).toHaveURL(/\/portfolio$/);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      await expect(nav.getByRole('link', { name: 'Portfolio', exact: true })).toHaveAttribute('aria-current', 'page');
      await expect(page).toHaveTitle(/Portfolio/);
    },
  );

  for (const [path, section] of [
    ['/blog/website-speed-small-business', 'Blog'],
    ['/services/seo', 'Services'],
  ] as const) {
    test(`marks ${section} as the current section on ${path}, and no link as the page`, async ({ page, isMobile }) => {
      await page.goto(path);
      await waitForHydration(page);
      if (isMobile) await page.getByRole('button', { name: 'Open menu' }).click();
      const nav = page.getByRole('navigation', { name: isMobile ? 'Mobile' : 'Main' });
      await expect(nav.getByRole('link', { name: section, exact: true })).toHaveAttribute('aria-current', 'true');
      await expect(nav.locator('[aria-current="page"]')).toHaveCount(0);
      await expect(nav.locator('[aria-current]')).toHaveCount(1);
    });
  }

  test('on a phone only the main bar sticks: 73 px of header over the page', { tag: '@phone' }, async ({ page }) => {
    await page.goto('/about');
    const header = page.getByRole('banner');
    await expect.poll(() => header.evaluate((element) => element.getBoundingClientRect().bottom)).toBe(109);
    await page.mouse.wheel(0, 1500);
    await expect.poll(() => header.evaluate((element) => element.getBoundingClientRect().bottom)).toBe(73);
    await expect(page.getByRole('link', { name: 'Lakeforge Digital home' })).toBeInViewport();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeInViewport();
    await expect(header.getByRole('link', { name: /on Facebook/ })).not.toBeInViewport();
  });

  test('shows the four social links', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    for (const network of ['Facebook', 'Instagram', 'LinkedIn', 'X']) {
      const link = header.getByRole('link', { name: new RegExp(`on ${network} \\(opens in a new tab\\)`) });
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
    }
  });
});

test.describe('mobile menu', () => {
  test('toggles, closes on a choice and on Escape', { tag: '@phone' }, async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();

    await toggle.click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toBeVisible();
    // A popover invoker: the browser exposes its expanded state; the name follows the menu.
    await expect(page.getByRole('button', { name: 'Close menu' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute('aria-current', 'page');

    await menu.getByRole('link', { name: 'Services', exact: true }).click();
    await expect(page).toHaveURL(/\/services$/);
    await expect(menu).toBeHidden();
    // Focus moves to the new page's heading, where a screen reader or the next Tab continues.
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  });
});

test.describe('mobile menu as a modal', () => {
  test('dims the page, holds it still, and closes on a tap outside', { tag: '@phone' }, async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toBeVisible();
    await expect(page.getByTestId('menu-backdrop')).toBeVisible();
    // Held from the frame the menu opens in, not a moment later once the app has heard of it.
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
    // The page under the menu is out of reach of the keyboard and assistive technology.
    await expect(page.getByRole('main')).toHaveJSProperty('inert', true);

    const viewport = page.viewportSize()!;
    await page.touchscreen.tap(viewport.width / 2, viewport.height - 20);
    await expect(menu).toBeHidden();
    await expect(page.getByTestId('menu-backdrop')).toBeHidden();
    await expect(page.getByRole('main')).toHaveJSProperty('inert', false);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');
    // The tap only closed the menu: it did not go through to the page.
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('footer', () => {
  test('has quick links, service links, contact details and legal links', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    const quick = footer.getByRole('navigation', { name: 'Quick Links' });
    for (const [name, href] of [
      ['Home', '/'],
      ['Services', '/services'],
      ['Portfolio', '/portfolio'],
      ['About Us', '/about'],
      ['Contact', '/contact'],
    ]) {
      await expect(quick.getByRole('link', { name: name!, exact: true })).toHaveAttribute('href', href!);
    }
    await expect(footer.getByRole('navigation', { name: 'Services' }).getByRole('link')).toHaveCount(10);
    await expect(footer.getByRole('link', { name: '(905) 555-0142' })).toHaveAttribute('href', 'tel:+19055550142');
    const legal = footer.getByRole('navigation', { name: 'Legal' });
    for (const href of ['/privacy', '/terms', '/cookies', '/sitemap']) {
      await expect(legal.locator(`a[href="${href}"]`)).toBeVisible();
    }
  });
});

/**
 * After a /#cta link, focus is inside the booking section once the scroll has ended: on the section's
 * heading on a desktop, on the wizard itself on a phone. It sits fully below the sticky header, and the
 * next Tab stays in the booking section.
 */
async function expectFocusInBooking(page: Page, isMobile: boolean) {
  await expect(page).toHaveURL(/\/#cta$/);
  const focused = page.locator(':focus');
  await expect(page.locator('#cta').locator(':focus')).toHaveCount(1);
  if (isMobile) {
    await expect(focused).toHaveAttribute('data-hash-landing', /max-width/);
    await expect(focused.getByRole('heading', { name: 'Select a Date' })).toBeInViewport();
  } else {
    await expect(focused).toHaveText('Book a Free 30-Minute Consultation');
  }
  await expect(focused).toBeInViewport();
  const [top, headerBottom] = await page.evaluate(() => [
    document.activeElement!.getBoundingClientRect().top,
    document.querySelector('header')!.getBoundingClientRect().bottom,
  ]);
  expect(top).toBeGreaterThanOrEqual(headerBottom);
  await page.keyboard.press('Tab');
  await expect(page.locator('#cta').locator(':focus')).toHaveCount(1);
}

test.describe('booking anchor', () => {
  test('/#cta scrolls smoothly to the booking section after the page renders', async ({ page, isMobile }) => {
    await page.goto('/#cta');
    await expect(page.locator('#cta')).toBeInViewport();
    await expectFocusInBooking(page, isMobile);
  });

  test("the menu's Book a Free Call lands in the booking section from another page", async ({ page, isMobile }) => {
    await page.goto('/contact');
    await waitForHydration(page);
    if (isMobile) await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('banner').getByRole('link', { name: 'Book a Free Call' }).click();
    await expectFocusInBooking(page, isMobile);
  });

  // Every kind of /#cta link on a desktop: the home hero, the about page, the services index, a category,
  // a service page, the portfolio, a blog post and the sitemap page. On a phone, where focus lands on the
  // wizard instead, a link on the home page itself, one from another page and a page with several.
  for (const [path, onPhone] of [
    ['/', true],
    ['/about', true],
    ['/services', false],
    ['/services/development', false],
    ['/services/seo', true],
    ['/portfolio', false],
    ['/blog/website-speed-small-business', false],
    ['/sitemap', false],
  ] as const) {
    const tag = onPhone ? '' : ' @desktop';
    test(`every /#cta link on ${path} moves focus into the booking section${tag}`, async ({ page, isMobile }) => {
      test.slow();
      await page.goto(path);
      const links = page.getByRole('main').locator('a[href="/#cta"]');
      const count = await links.count();
      expect(count).toBeGreaterThan(0);
      await waitForHydration(page);
      for (let index = 0; index < count; index += 1) {
        // Back to the page as a visitor would (the app renders it again without reloading), for the next link.
        if (index > 0) {
          await page.goBack();
          await expect(page).toHaveURL(new RegExp(`^[^#]*${path}$`));
        }
        await links.nth(index).click();
        await expectFocusInBooking(page, isMobile);
      }
    });
  }
});

test.describe('not found', () => {
  test('an unknown path is a real 404 with ways back', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    await expect(page).toHaveTitle(/404 Page Not Found/);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    for (const name of ['About', 'Services', 'Portfolio']) {
      await expect(page.getByRole('navigation', { name: 'Popular pages' }).getByRole('link', { name })).toBeVisible();
    }
    await page.getByRole('link', { name: 'Contact Support' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await page.goBack();
    await page.getByRole('link', { name: 'Return Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
