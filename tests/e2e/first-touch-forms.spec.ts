/**
 * The forms in the window between first paint and hydration, on a phone: the app's scripts are held
 * back (holdAppScripts) while the visitor types, taps 'Get Started' or sends the contact form.
 * Against the whole local stack: Hosting → Functions → Firestore and the mail outbox.
 */
import { expect, holdAppScripts, test, waitForHydration } from './fixtures';
import { mailFor, storedFor, visitorEmail, withMailLock } from './inquiries';

test.describe('before the app has taken over @phone', () => {
  test('text typed into the contact form survives hydration and the renders after it', async ({ page }) => {
    const held = await holdAppScripts(page);
    await page.goto('/contact');
    await held.requested;
    const form = page.getByRole('form', { name: 'Send us a message' });
    const name = form.getByRole('textbox', { name: 'Full Name' });
    const message = form.getByRole('textbox', { name: 'Message' });
    await name.fill('Ada Lovelace');
    await message.fill('Typed while the page was still waking up.');

    held.release();
    await waitForHydration(page);
    // A render of every field: the missing email is flagged in the app's own words.
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'Please enter your email address.',
    );
    await expect(name).toHaveValue('Ada Lovelace');
    await expect(message).toHaveValue('Typed while the page was still waking up.');
  });

  test("'Get Started' on a package opens its request form", async ({ page }) => {
    const held = await holdAppScripts(page);
    await page.goto('/services/seo');
    await held.requested;
    await page.getByRole('article', { name: 'Growth' }).getByRole('link', { name: 'Get Started' }).click();

    await expect(page).toHaveURL(/\/services\/seo\/request\/growth$/);
    const request = page.getByRole('region', { name: 'Your request' });
    await expect(request.getByText('Search Engine Optimization')).toBeVisible();
    await expect(request.getByRole('textbox', { name: 'Full Name' })).toBeEditable();
    held.release();
  });

  test('a contact message sent in the window reaches the agency once and the visitor is thanked', async ({
    page,
  }, testInfo) => {
    const email = visitorEmail(testInfo, 'early-contact');
    const text = `Sent before the app took over (${testInfo.project.name}).`;
    const held = await holdAppScripts(page);
    await page.goto('/contact');
    await held.requested;
    const form = page.getByRole('form', { name: 'Send us a message' });
    await form.getByRole('textbox', { name: 'Full Name' }).fill('Ada Lovelace');
    await form.getByRole('textbox', { name: 'Email' }).fill(email);
    await form.getByRole('textbox', { name: 'Message' }).fill(text);

    await withMailLock(async () => {
      await form.getByRole('button', { name: 'Send Message' }).click();
      await expect(page).toHaveURL(/\/contact\/sent$/);
    });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you for reaching out!');

    // The app now takes over the thank-you page; nothing sends the message again.
    held.release();
    await waitForHydration(page);
    expect(await storedFor('contactInquiries', email)).toEqual([expect.objectContaining({ message: text })]);
    const mail = await mailFor(email);
    expect(mail.toAgency).toHaveLength(1);
    expect(mail.toVisitor).toHaveLength(1);
  });
});
