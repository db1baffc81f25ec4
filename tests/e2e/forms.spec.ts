/**
 * The contact form and the service request dialog against the whole local stack (`npm start`):
 * Hosting → Functions → Firestore (the `contactInquiries` and `serviceRequests` collections, read
 * with admin rights) and the local mail outbox (.local/outbox/*.json; a `FAIL` file there makes
 * delivery fail).
 *
 * The FAIL marker lists addresses whose mail fails (mailFailure.ts). A contact inquiry fails when its
 * first email, the one to the agency's inbox, fails; that email replies to the visitor, so the failure
 * test lists only its own visitor's address and no other spec's mail is touched. Tests here that send
 * mail take a lock (a directory under .local) for the moments they send.
 */
import { findCategory, servicePages } from '../../src/content/services';
import { axeViolations, expect, test, waitForHydration } from './fixtures';
import { mailFor, openContact, storedFor, visitorEmail, withMailLock } from './inquiries';
import { failMailTo } from './mailFailure';

// ---------------------------------------------------------------------------------------------
// Contact form
// ---------------------------------------------------------------------------------------------

test.describe('contact form', () => {
  test('an inquiry ends in the thank-you panel, a stored record and two emails', async ({ page }, testInfo) => {
    const email = visitorEmail(testInfo, 'contact');
    const message = `We would like a new website for our bakery (${testInfo.project.name}).`;
    const contact = await openContact(page);
    await contact.name.fill('Ada Lovelace');
    await contact.email.fill(email);
    await contact.service.selectOption({ label: 'Web Design & Development' });
    await contact.message.fill(message);

    await withMailLock(async () => {
      await contact.submit.click();
      await expect(page.getByRole('heading', { name: 'Thank you for reaching out!' })).toBeVisible();
    });
    await expect(page.locator('#contact-form').getByText(/reply within 24 hours/)).toBeVisible();
    // The heading takes focus and sits wholly below the sticky header.
    const thanks = page.getByRole('heading', { name: 'Thank you for reaching out!' });
    await expect(thanks).toBeFocused();
    await expect(thanks).toBeInViewport({ ratio: 1 });
    const headerBottom = (await page.getByRole('banner').boundingBox())!;
    expect((await thanks.boundingBox())!.y).toBeGreaterThanOrEqual(headerBottom.y + headerBottom.height);

    const [record, ...others] = await storedFor('contactInquiries', email);
    expect(others).toEqual([]);
    expect(record).toMatchObject({
      name: 'Ada Lovelace',
      email,
      service: 'web',
      message,
      delivery: { status: 'sent' },
    });

    const mail = await mailFor(email);
    expect(mail.toAgency).toHaveLength(1);
    expect(mail.toAgency[0]!.replyTo).toMatchObject({ email });
    expect(mail.toAgency[0]!.text).toContain(message);
    expect(mail.toVisitor).toHaveLength(1);

    // 'Send another message' returns to an empty form.
    await page.getByRole('button', { name: 'Send another message' }).click();
    await expect(contact.name).toHaveValue('');
    await expect(contact.name).toBeFocused();
    await expect(contact.message).toHaveValue('');
  });

  test('checks required fields and the email format in the browser', async ({ page }) => {
    const contact = await openContact(page);
    await contact.submit.click();
    await expect(contact.name).toHaveAccessibleDescription('Please enter your name.');
    await expect(contact.email).toHaveAccessibleDescription('Please enter your email address.');
    await expect(contact.message).toHaveAccessibleDescription('Please tell us a little about your project.');
    await expect(contact.name).toBeFocused();

    await contact.name.fill('Ada');
    await contact.email.fill('ada.example.com');
    await contact.message.fill('Hello');
    await contact.submit.click();
    await expect(contact.email).toHaveAccessibleDescription('Please enter a valid email address.');
    await expect(page.getByRole('heading', { name: 'Thank you for reaching out!' })).toHaveCount(0);
  });

  test("draws a name typed with accents in the site's font, whose second file only such a name fetches", async ({
    page,
  }) => {
    const secondFiles: string[] = [];
    page.on('request', (request) => {
      if (/-latin-rest-wght-normal-[\w-]+\.woff2$/.test(request.url()))
        secondFiles.push(new URL(request.url()).pathname);
    });
    // Once idle, the app loads what watches for characters the copy does not use.
    const watcher = page.waitForRequest(/\/assets\/restOfLatinFonts-[\w-]+\.js$/);
    const contact = await openContact(page);
    const watcherUrl = (await watcher).url();
    // Importing the same module again resolves once it has run, after the app's own import has resolved.
    await page.evaluate((url) => import(url).then(() => undefined), watcherUrl);
    const rangedFaces = () =>
      page.evaluate(() =>
        [...document.fonts]
          .filter((face) => face.unicodeRange !== 'U+0-10FFFF')
          .map(({ family, status }) => `${family.replaceAll('"', '')}: ${status}`),
      );
    // The page shows only the site's copy: declaring the second files would relayout it for nothing.
    expect(await rangedFaces()).toEqual([]);
    await contact.name.fill('Hélène Côté');
    await expect.poll(rangedFaces).toEqual(['Inter Variable: loaded', 'Plus Jakarta Sans Variable: unloaded']);
    expect(secondFiles).toEqual([expect.stringMatching(/^\/assets\/inter-latin-rest-wght-normal-/)]);
  });

  test(
    'when delivery fails the visitor sees the Error dialog, the inquiry stays stored, and a retry delivers it',
    { tag: '@desktop' },
    async ({ page, pageErrors }, testInfo) => {
      const email = visitorEmail(testInfo, 'contact-fail');
      const contact = await openContact(page);
      await contact.name.fill('Grace Hopper');
      await contact.email.fill(email);
      await contact.message.fill('Please call me about a mobile app.');

      await withMailLock(async () => {
        // Only this visitor's mail fails: the agency's copy of the inquiry replies to them.
        const restoreMail = await failMailTo([email]);
        try {
          await contact.submit.click();
          const dialog = page.getByRole('dialog', { name: 'Error' });
          await expect(dialog).toBeVisible();
          await expect(dialog).toContainText('Failed to send message. Please try again later.');
        } finally {
          await restoreMail();
        }
      });
      // The browser logs the failed request itself ('Failed to load resource: … status of 502'): that
      // is this test's expected failure, not a page error.
      const failedRequestLog = /Failed to load resource: the server responded with a status of 5\d\d/;
      expect(pageErrors.filter((entry) => failedRequestLog.test(entry))).toHaveLength(1);
      pageErrors.splice(0, pageErrors.length, ...pageErrors.filter((entry) => !failedRequestLog.test(entry)));

      // The dialog is modal: focus stays on its only button, Escape closes it, focus returns to the form.
      const dialog = page.getByRole('dialog', { name: 'Error' });
      const close = dialog.getByRole('button', { name: 'Close' });
      await expect(close).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(close).toBeFocused();
      await page.keyboard.press('Shift+Tab');
      await expect(close).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
      await expect(contact.submit).toBeFocused();
      await expect(contact.message).toHaveValue('Please call me about a mobile app.');

      const [failed, ...others] = await storedFor('contactInquiries', email);
      expect(others).toEqual([]);
      expect(failed).toMatchObject({ name: 'Grace Hopper', email, delivery: { status: 'failed' } });
      expect((await mailFor(email)).toAgency).toEqual([]);

      // The retry carries the same attempt id: the one record is delivered, not duplicated.
      await withMailLock(async () => {
        await contact.submit.click();
        await expect(page.getByRole('heading', { name: 'Thank you for reaching out!' })).toBeVisible();
      });
      const records = await storedFor('contactInquiries', email);
      expect(records).toHaveLength(1);
      expect(records[0]).toMatchObject({ delivery: { status: 'sent' }, attemptId: failed!.attemptId });
      const mail = await mailFor(email);
      expect(mail.toAgency).toHaveLength(1);
      expect(mail.toVisitor).toHaveLength(1);
    },
  );
});

test.describe('contact form without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('is prerendered: every field is visible and labelled', async ({ page }) => {
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Send us a message' });
    await expect(form.getByRole('textbox', { name: 'Full Name' })).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Email' })).toHaveAttribute('type', 'email');
    await expect(form.getByRole('combobox', { name: 'Service (optional)' })).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Message' })).toBeVisible();
    await expect(form.getByRole('button', { name: 'Send Message' })).toBeVisible();
  });
});

// ---------------------------------------------------------------------------------------------
// Service request dialog
// ---------------------------------------------------------------------------------------------

test.describe('service request dialog', () => {
  test('a request from a package card ends in the confirmation, a stored record and two emails', async ({
    page,
  }, testInfo) => {
    const service = servicePages['web-development'];
    const category = findCategory(service.categoryId)!.category;
    const email = visitorEmail(testInfo, 'package');
    await page.goto('/services/web-development');
    await waitForHydration(page);

    const getStarted = page.getByRole('article', { name: 'Business' }).getByRole('link', { name: 'Get Started' });
    await getStarted.click();
    const dialog = page.getByRole('dialog', { name: 'Request a Service' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(service.name);
    await expect(dialog).toContainText('Business');
    await expect(dialog.getByRole('textbox', { name: 'Full Name' })).toBeFocused();

    await dialog.getByRole('textbox', { name: 'Full Name' }).fill('Ada Lovelace');
    await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
    await dialog.getByRole('textbox', { name: 'Requirements (optional)' }).fill('Five pages and a booking form.');
    await withMailLock(async () => {
      await dialog.getByRole('button', { name: 'Submit Request' }).click();
      await expect(page.getByRole('dialog', { name: 'Request Sent' })).toBeVisible();
    });
    // The confirmation closes itself after 1.5 s and focus returns to the button that opened it.
    await expect(page.getByRole('dialog')).toHaveCount(0, { timeout: 4_000 });
    await expect(getStarted).toBeFocused();
    // A note of the request stays on the page until dismissed.
    const note = page.getByRole('status', { name: 'Service request sent' });
    await expect(note).toContainText(`${service.name}, Business`);
    await expect(note).toContainText(email);
    await note.getByRole('button', { name: 'Dismiss this note' }).click();
    await expect(note).toHaveCount(0);

    const [record, ...others] = await storedFor('serviceRequests', email);
    expect(others).toEqual([]);
    expect(record).toMatchObject({
      serviceType: service.name,
      serviceCategory: category,
      package: 'Business',
      name: 'Ada Lovelace',
      email,
      requirements: 'Five pages and a booking form.',
      delivery: { status: 'sent' },
    });
    const mail = await mailFor(email);
    expect(mail.toAgency).toHaveLength(1);
    expect(mail.toAgency[0]!.replyTo).toMatchObject({ email });
    expect(mail.toVisitor).toHaveLength(1);
  });

  test('a request from a per-item dropdown ends in the confirmation, a stored record and two emails', async ({
    page,
  }, testInfo) => {
    const service = servicePages['social-media'];
    const item = service.perItem!.services.find((entry) => entry.name === 'Social Media Posts')!;
    const option = item.pricing[0]!;
    const optionLabel = `${option.price} — ${option.description}`;
    const packageName = `${item.name} — ${optionLabel}`;
    const email = visitorEmail(testInfo, 'per-item');
    await page.goto('/services/social-media');
    await waitForHydration(page);

    await page
      .getByRole('combobox', { name: `Choose an option for ${item.name}` })
      .selectOption({ label: optionLabel });
    await page.getByRole('button', { name: `Get Started with ${item.name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Request a Service' });
    await expect(dialog).toContainText(service.name);
    await expect(dialog).toContainText(packageName);

    await dialog.getByRole('textbox', { name: 'Full Name' }).fill('Grace Hopper');
    await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
    await withMailLock(async () => {
      await dialog.getByRole('button', { name: 'Submit Request' }).click();
      await expect(page.getByRole('dialog', { name: 'Request Sent' })).toBeVisible();
    });
    await page.getByRole('dialog', { name: 'Request Sent' }).getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    const [record, ...others] = await storedFor('serviceRequests', email);
    expect(others).toEqual([]);
    expect(record).toMatchObject({
      serviceType: service.name,
      serviceCategory: findCategory(service.categoryId)!.category,
      package: packageName,
      name: 'Grace Hopper',
      email,
      requirements: '',
      delivery: { status: 'sent' },
    });
    const mail = await mailFor(email);
    expect(mail.toAgency).toHaveLength(1);
    expect(mail.toVisitor).toHaveLength(1);
  });

  test('is a keyboard-operable modal: focus trapped, Escape and Cancel close it, focus returns, reopening is empty', async ({
    page,
  }) => {
    await page.goto('/services/web-development');
    await waitForHydration(page);
    const getStarted = page.getByRole('article', { name: 'Starter' }).getByRole('link', { name: 'Get Started' });
    await getStarted.focus();
    await page.keyboard.press('Enter');

    const dialog = page.getByRole('dialog', { name: 'Request a Service' });
    const name = dialog.getByRole('textbox', { name: 'Full Name' });
    const submit = dialog.getByRole('button', { name: 'Submit Request' });
    await expect(name).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(submit).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(name).toBeFocused();

    expect(await axeViolations(page, 'dialog')).toEqual([]);

    // The page behind does not scroll.
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');

    await name.fill('Someone');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(getStarted).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(name).toHaveValue('');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(getStarted).toBeFocused();
  });

  test('appears without motion under prefers-reduced-motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/services/web-development');
    await waitForHydration(page);
    // The dialog as it is added to the page, before its first frame: how its panel shows and how long it moves.
    type Arrival = { panel: { opacity: string; transform: string }; longestAnimationMs: number };
    await page.evaluate(() => {
      new MutationObserver((records, observer) => {
        const dialog = records
          .flatMap((record) => [...record.addedNodes])
          .find((node) => node instanceof HTMLDialogElement);
        if (!dialog) return;
        observer.disconnect();
        const panel = getComputedStyle(dialog.firstElementChild!);
        const arrival: Arrival = {
          panel: { opacity: panel.opacity, transform: panel.transform },
          longestAnimationMs: Math.max(
            0,
            ...dialog
              .getAnimations({ subtree: true })
              .map((animation) => Number(animation.effect!.getComputedTiming().endTime)),
          ),
        };
        (window as unknown as { dialogOnArrival: Arrival }).dialogOnArrival = arrival;
      }).observe(document.body, { childList: true });
    });
    await page.getByRole('article', { name: 'Starter' }).getByRole('link', { name: 'Get Started' }).click();
    await expect(page.getByRole('dialog', { name: 'Request a Service' })).toBeVisible();

    const arrival = await page.evaluate(() => (window as unknown as { dialogOnArrival: Arrival }).dialogOnArrival);
    expect(arrival.panel).toEqual({ opacity: '1', transform: 'none' });
    // The dialog's own fade-in is cut to a hundredth of a millisecond (src/app/GlobalStyle.ts).
    expect(arrival.longestAnimationMs).toBeLessThan(1);
  });
});
