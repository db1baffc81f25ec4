import { company } from '../../../src/content/company';
import { expect, test } from '../fixtures';

/** JavaScript off (the no-js project): what the HTML does by itself. */

test('the phone menu opens, closes and its links navigate', async ({ page }) => {
  await page.goto('/');
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  await expect(menu).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(menu).toBeVisible();
  await page.getByRole('button', { name: 'Close menu' }).click();
  await expect(menu).toBeHidden();

  await page.getByRole('button', { name: 'Open menu' }).click();
  // A tap on the dimmed page closes the menu and reaches nothing under it.
  const viewport = page.viewportSize()!;
  await page.touchscreen.tap(viewport.width / 2, viewport.height - 20);
  await expect(menu).toBeHidden();
  await expect(page).toHaveURL(/\/$/);

  await page.getByRole('button', { name: 'Open menu' }).click();
  await menu.getByRole('link', { name: 'Services', exact: true }).click();
  await expect(page).toHaveURL(/\/services$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(menu).toBeHidden();
});

test("'Read more' expands a testimonial and one stays expanded at a time", async ({ page }) => {
  await page.goto('/');
  const carousel = page.getByRole('group', { name: 'Client testimonials' });
  const card = (name: string) => carousel.getByRole('article').filter({ has: page.getByRole('heading', { name }) });
  const [melissa, jordan] = [card('Melissa Okafor'), card('Jordan Whitfield')];
  await melissa.getByText('Read more', { exact: true }).click();
  await expect(melissa.getByText(/without a second thought\.$/)).toBeVisible();
  // The carousel scrolls natively: a swipe brings the next card, whose 'Read more' closes the first.
  await jordan.getByText('Read more', { exact: true }).click();
  await expect(jordan.getByText(/zero jargon\.$/)).toBeVisible();
  await expect(melissa.getByText(/\.\.\.$/)).toBeVisible();
  await jordan.getByText('Read less', { exact: true }).click();
  await expect(jordan.getByText(/\.\.\.$/)).toBeVisible();
});

test('the booking section says how else to book: phone, contact form, email', async ({ page }) => {
  await page.goto('/#cta');
  const booking = page.locator('section#cta');
  await expect(booking.getByRole('heading', { name: 'Book by phone, message or email' })).toBeVisible();
  await expect(booking.getByRole('status')).toHaveCount(0);
  const placeholder = booking.getByTestId('booking-placeholder');
  await expect(placeholder.getByRole('link', { name: `Call ${company.phone}` })).toHaveAttribute(
    'href',
    company.phoneHref,
  );
  await expect(placeholder.getByRole('link', { name: `Email ${company.email}` })).toHaveAttribute(
    'href',
    `mailto:${company.email}`,
  );
  await placeholder.getByRole('link', { name: /contact form/ }).click();
  await expect(page).toHaveURL(/\/contact$/);
});

test('a hero shows its still image, with no video player or pause button that could not work', async ({ page }) => {
  for (const path of ['/', '/about', '/portfolio']) {
    await page.goto(path);
    const hero = page.locator('section').filter({ has: page.getByRole('heading', { level: 1 }) });
    await expect(hero.locator('video')).toBeHidden();
    await expect(page.getByRole('button', { name: /background video/ })).toBeHidden();
    expect(await hero.evaluate((element) => getComputedStyle(element).backgroundImage)).toMatch(
      /\/media\/hero-[a-z]+-poster\.webp/,
    );
  }
});
