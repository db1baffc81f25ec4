/**
 * The contact form and a package request with JavaScript off (a proxy that strips scripts, a chunk
 * that failed to load): the prerendered forms post themselves to the functions, which answer with a
 * 303 to a thank-you page, or with a page that names what to fix and keeps what was typed. Against
 * the whole local stack: Hosting → Functions → Firestore and the mail outbox.
 */
import { expect, test } from '../fixtures';
import { mailFor, storedFor, visitorEmail, withMailLock } from '../inquiries';

test('a contact message is sent, stored, mailed once and thanked', async ({ page }, testInfo) => {
  const email = visitorEmail(testInfo, 'nojs-contact');
  const message = `Sent without JavaScript (${testInfo.project.name}).`;
  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Send us a message' });
  await form.getByRole('textbox', { name: 'Full Name' }).fill('Ada Lovelace');
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  await form.getByRole('combobox', { name: 'Service (optional)' }).selectOption({ label: 'PPC & Paid Advertising' });
  await form.getByRole('textbox', { name: 'Message' }).fill(message);

  await withMailLock(async () => {
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page).toHaveURL(/\/contact\/sent$/);
  });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you for reaching out!');
  await expect(page.getByText("Your message is on its way to our team. We'll reply within 24 hours.")).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');

  expect(await storedFor('contactInquiries', email)).toEqual([
    expect.objectContaining({
      name: 'Ada Lovelace',
      service: 'ppc',
      message,
      delivery: expect.objectContaining({ status: 'sent' }),
    }),
  ]);
  const mail = await mailFor(email);
  expect(mail.toAgency).toHaveLength(1);
  expect(mail.toAgency[0]!.text).toContain(message);
  expect(mail.toVisitor).toHaveLength(1);

  // Back and reload do not post the form again: the thank-you page was loaded with GET.
  await page.reload();
  expect(await storedFor('contactInquiries', email)).toHaveLength(1);
});

test("a package's Get Started leads to its request form, which is sent and thanked", async ({ page }, testInfo) => {
  const email = visitorEmail(testInfo, 'nojs-package');
  await page.goto('/services/web-development');
  await page.getByRole('article', { name: 'Business' }).getByRole('link', { name: 'Get Started' }).click();

  await expect(page).toHaveURL(/\/services\/web-development\/request\/business$/);
  const form = page.getByRole('region', { name: 'Your request' });
  await expect(form.getByText('Custom Web Development')).toBeVisible();
  await expect(form.getByText('Business', { exact: true })).toBeVisible();
  await form.getByRole('textbox', { name: 'Full Name' }).fill('Grace Hopper');
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  await form.getByRole('textbox', { name: 'Requirements (optional)' }).fill('Five pages and a booking form.');

  await withMailLock(async () => {
    await form.getByRole('button', { name: 'Submit Request' }).click();
    await expect(page).toHaveURL(/\/services\/request-sent$/);
  });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Request Sent');

  expect(await storedFor('serviceRequests', email)).toEqual([
    expect.objectContaining({
      serviceType: 'Custom Web Development',
      serviceCategory: 'Web & App Development',
      package: 'Business',
      requirements: 'Five pages and a booking form.',
    }),
  ]);
  const mail = await mailFor(email);
  expect(mail.toAgency).toHaveLength(1);
  expect(mail.toVisitor).toHaveLength(1);
});

test.describe('an invalid post', () => {
  // The browser logs the answer page's status 400 itself; that is the page working.
  test.use({ expectedConsoleErrors: [/status of 400/] });

  test('comes back with what to fix and everything typed kept, then goes through', async ({ page }, testInfo) => {
    const email = visitorEmail(testInfo, 'nojs-invalid');
    const name = 'Ada <b>Lovelace</b>';
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Send us a message' });
    await form.getByRole('textbox', { name: 'Full Name' }).fill(name);
    await form.getByRole('textbox', { name: 'Email' }).fill(email);
    await form.getByRole('combobox', { name: 'Service (optional)' }).selectOption('seo');
    // Only spaces: the browser's `required` lets it through, the server does not.
    await form.getByRole('textbox', { name: 'Message' }).fill('   ');
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/contactEmail'));
    await form.getByRole('button', { name: 'Send Message' }).click();

    expect((await answer).status()).toBe(400);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Please check your message');
    await expect(page.getByRole('alert')).toContainText('Please correct the highlighted fields.');
    const message = page.getByRole('textbox', { name: 'Message' });
    await expect(message).toHaveAccessibleDescription('Please tell us a little about your project.');
    await expect(page.getByRole('textbox', { name: 'Full Name' })).toHaveValue(name);
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
    await expect(page.getByRole('combobox', { name: 'Service (optional)' })).toHaveValue('seo');
    expect(await storedFor('contactInquiries', email)).toEqual([]);

    await message.fill('Corrected on the answer page.');
    await withMailLock(async () => {
      await page.getByRole('button', { name: 'Send Message' }).click();
      await expect(page).toHaveURL(/\/contact\/sent$/);
    });
    expect(await storedFor('contactInquiries', email)).toEqual([
      expect.objectContaining({ name, message: 'Corrected on the answer page.' }),
    ]);
  });
});
