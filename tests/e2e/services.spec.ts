import { expect, test, waitForHydration } from './fixtures';

test.describe('/services', () => {
  test('service cards and category links navigate to their pages', async ({ page }) => {
    await page.goto('/services');
    await waitForHydration(page);
    const list = page.getByRole('region', { name: 'Services built around your growth' });
    await expect(list.getByRole('link', { name: /^Learn More/ })).toHaveCount(10);

    await list.getByRole('link', { name: 'Learn More about Search Engine Optimization' }).click();
    await expect(page).toHaveURL(/\/services\/seo$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Get found by customers who are already searching',
    );
    await expect(page).toHaveTitle('SEO Services in Hamilton, Ontario | Lakeforge Digital');

    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Services' }).click();
    await expect(page).toHaveURL(/\/services$/);
    await page
      .getByRole('navigation', { name: 'Service categories' })
      .getByRole('link', { name: 'Creative & Content' })
      .click();
    await expect(page).toHaveURL(/\/services\/creative$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Creative & Content Services');
    await page.getByRole('link', { name: 'Learn More about Graphic Design' }).click();
    await expect(page).toHaveURL(/\/services\/graphic-design$/);
    await expect(page.getByRole('region', { name: "Don't need a Package" })).toBeVisible();
  });
});

test.describe('service pages', () => {
  test('/services/seo is prerendered with its packages and prices (no JavaScript needed)', async ({ request }) => {
    const response = await request.get('/services/seo');
    expect(response.status()).toBe(200);
    const html = await response.text();
    for (const text of ['Local', '$499/month', 'Growth', '$1,499/month', 'Enterprise', 'Contact us', 'MOST POPULAR']) {
      expect(html).toContain(`>${text}<`);
    }
    expect(html).toMatch(/<h1[^>]*>Get found by customers who are already searching<\/h1>/);
  });

  test('packages are stacked on phones and side by side on desktop, the popular one raised', async ({
    page,
    isMobile,
  }) => {
    await page.goto('/services/web-development');
    const cards = page.getByRole('region', { name: 'Web development packages' }).getByRole('article');
    await expect(cards).toHaveCount(3);
    const boxes = await Promise.all([0, 1, 2].map(async (index) => (await cards.nth(index).boundingBox())!));
    if (isMobile) {
      expect(boxes[1]!.y).toBeGreaterThan(boxes[0]!.y + boxes[0]!.height);
    } else {
      expect(Math.abs(boxes[1]!.x - boxes[0]!.x - boxes[0]!.width)).toBeLessThan(40);
      expect(boxes[1]!.y).toBeLessThan(boxes[0]!.y);
      expect(boxes[2]!.y).toBe(boxes[0]!.y);
    }
    await expect(cards.nth(1).getByText('MOST POPULAR')).toBeVisible();
  });

  test('a package Get Started opens the service request dialog for that package', async ({ page }) => {
    await page.goto('/services/seo');
    await waitForHydration(page);
    await page.getByRole('article', { name: 'Growth' }).getByRole('link', { name: 'Get Started' }).click();
    const dialog = page.getByRole('dialog', { name: 'Request a Service' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Search Engine Optimization');
    await expect(dialog).toContainText('Growth');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
  });

  test('a per-item choice and Get Started open the dialog for that choice, and the selection resets', async ({
    page,
  }) => {
    await page.goto('/services/social-media');
    await waitForHydration(page);
    const block = page.getByRole('region', { name: "Don't need a Package" });
    const button = block.getByRole('button', { name: 'Get Started with Short-Form Videos' });
    const select = block.getByRole('combobox', { name: 'Choose an option for Short-Form Videos' });
    await expect(button).toBeDisabled();
    await select.selectOption({ label: '$190 — 10 videos per month' });
    await expect(button).toBeEnabled();
    await button.click();

    const dialog = page.getByRole('dialog', { name: 'Request a Service' });
    await expect(dialog).toContainText('Short-Form Videos — $190 — 10 videos per month');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(select).toHaveValue('');
  });

  test("digital marketing's call to action reaches the contact options on the page", async ({ page }) => {
    await page.goto('/services/digital-marketing');
    await waitForHydration(page);
    const cta = page.getByRole('link', { name: 'Contact Us' });
    await expect(cta).toHaveAttribute('href', '#contact');
    await cta.click();
    const contact = page.locator('#contact');
    await expect(contact).toBeInViewport();
    await expect(contact.getByRole('link', { name: '(905) 555-0142' })).toBeVisible();
    await contact.getByRole('link', { name: /Send Us a Message/ }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });

  test('technology badges are drawn marks beside each name, not logo images', async ({ page }) => {
    await page.goto('/services/mobile-app-development');
    const row = page.getByRole('region', { name: /platforms|technolog|tools/i });
    const items = row.getByRole('listitem');
    await expect(items.first()).toBeVisible();
    await expect(row.locator('img')).toHaveCount(0);
    await expect(row.locator('li svg[aria-hidden="true"]')).toHaveCount(await items.count());
    await expect(items.filter({ hasText: 'Firebase' })).toHaveCount(1);
  });
});

test.describe('unknown category', () => {
  // A direct visit: tests/e2e/not-found.spec.ts.
  test("in-app navigation to it shows 'Category not found' with a way back", async ({ page }) => {
    await page.goto('/services');
    await waitForHydration(page);
    // A visitor following a stale in-app link (or history entry): the router renders the category route.
    await page.evaluate(() => {
      window.history.pushState({}, '', '/services/unknown-category');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Category not found');
    await expect(page).toHaveTitle(/Not found/);
    await page.getByRole('link', { name: 'Back to Services' }).click();
    await expect(page).toHaveURL(/\/services$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Everything you need to grow online');
  });
});
