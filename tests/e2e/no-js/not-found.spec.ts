/**
 * The 404 answers with JavaScript off: Hosting serves the prerendered 404 page (status 404) for every
 * path without a file, including an unknown category, post or package request, whose own "not
 * found" views need the app. Its links work by themselves.
 */
import { expect, test } from '../fixtures';

for (const path of [
  '/no-such-page',
  '/services/no-such-category',
  '/blog/no-such-post',
  '/services/seo/request/gold',
]) {
  test(`${path}: 404 with the 'Page Not Found' page and its links`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', '/contact');
    await page.getByRole('link', { name: 'Return Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Data-Driven Digital Solutions');
  });
}
