/**
 * The back office with JavaScript off: its sign-in and lists run in the browser (Firebase Auth, the staff API), so
 * the page says what it needs instead of showing nothing.
 */
import { expect, test } from '../fixtures';

test('/staff says that the back office needs JavaScript', async ({ page }) => {
  const response = await page.goto('/staff/leads');
  expect(response?.status()).toBe(200);
  await expect(page.getByText('The Lakeforge Digital back office needs JavaScript')).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
});
