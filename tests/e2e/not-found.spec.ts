import { axeViolations, expect, test, waitForHydration } from './fixtures';

/** Unknown category and unknown post, opened directly: Hosting answers 404 with the site's 404.html. */
const cases = [
  {
    path: '/services/no-such-category',
    heading: 'Category not found',
    text: "We couldn't find that service category.",
    back: { name: 'Back to Services', url: /\/services$/ },
  },
  {
    path: '/blog/no-such-post',
    heading: 'Post Not Found',
    text: "The blog post you're looking for doesn't exist.",
    back: { name: 'Back to Blog', url: /\/blogs$/ },
  },
];

for (const { path, heading, text, back } of cases) {
  test.describe(`${path} opened directly`, () => {
    test(`answers 404 and shows '${heading}' with a way back, also after a reload`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await waitForHydration(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.getByText(text)).toBeVisible();
      await expect(page).toHaveTitle(/Not found/);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
      expect(await axeViolations(page)).toEqual([]);

      const reloaded = await page.reload();
      expect(reloaded?.status()).toBe(404);
      await waitForHydration(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);

      await page.getByRole('link', { name: back.name }).click();
      await expect(page).toHaveURL(back.url);
    });
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const { path } of cases) {
    test(`${path} answers 404 with the 404 page's own links`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
      await expect(page.getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/');
      await expect(page.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', '/contact');
    });
  }
});
