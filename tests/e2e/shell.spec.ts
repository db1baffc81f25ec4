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
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await toggle.click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute('aria-current', 'page');

    await menu.getByRole('link', { name: 'Services', exact: true }).click();
    await expect(page).toHaveURL(/\/services$/);
    await expect(menu).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
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

test.describe('booking anchor', () => {
  test('/#cta scrolls smoothly to the booking section after the page renders', async ({ page }) => {
    await page.goto('/#cta');
    const section = page.locator('#cta');
    await expect(section).toBeInViewport();
    await expect(section.getByRole('heading', { level: 2 })).toBeVisible();
  });

  test('a link to /#cta from another page lands on the booking section', async ({ page, isMobile }) => {
    await page.goto('/contact');
    await waitForHydration(page);
    if (isMobile) await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('link', { name: 'Book a Free Call' }).last().click();
    await expect(page).toHaveURL(/\/#cta$/);
    await expect(page.locator('#cta')).toBeInViewport();
  });
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
