/**
 * The contact form and a package request, in WebKit and Firefox, with the app running and with JavaScript off
 * (the prerendered forms post themselves): what tests/e2e/forms.spec.ts and no-js/forms.spec.ts check in
 * Chromium, with what was stored and sent.
 */
import type { TestInfo } from '@playwright/test';
import { mailFor, storedFor, visitorEmail, withMailLock } from '../e2e/inquiries';
import type { Visitor } from './browsers';
import { expect, test } from './fixtures';

const contactForm = '#contact-form form';
/** Whether the page's own scripts ran: its first inline script sets up the record of early touches. */
const scriptsRan = (visitor: Visitor) => visitor.evaluate(() => '__earlyTouches' in window);
const heading = (visitor: Visitor) => visitor.evaluate(() => document.querySelector('h1')?.textContent);

async function fillContact(visitor: Visitor, email: string, message: string) {
  await visitor.type(`${contactForm} input[name="name"]`, 'Ada Lovelace');
  await visitor.type(`${contactForm} input[name="email"]`, email);
  await visitor.choose(`${contactForm} select[name="service"]`, 'Web Design & Development');
  await visitor.type(`${contactForm} textarea[name="message"]`, message);
}

/**
 * The contact inquiry was stored once as sent (with `source` when the visitor arrived from a campaign), and mailed to
 * the agency (replying to the visitor) and back.
 */
async function expectContactSent(email: string, message: string, source?: unknown) {
  expect(await storedFor('contactInquiries', email)).toEqual([
    expect.objectContaining({
      name: 'Ada Lovelace',
      service: 'web',
      message,
      delivery: expect.objectContaining({ status: 'sent' }),
      ...(source === undefined ? {} : { source }),
    }),
  ]);
  const mail = await mailFor(email);
  expect(mail.toAgency).toHaveLength(1);
  expect(mail.toAgency[0]!.text).toContain(message);
  expect(mail.toVisitor).toHaveLength(1);
}

/** The package request was stored once as sent, and mailed both ways. */
async function expectPackageRequestSent(email: string) {
  expect(await storedFor('serviceRequests', email)).toEqual([
    expect.objectContaining({
      serviceType: 'Custom Web Development',
      serviceCategory: 'Web & App Development',
      package: 'Business',
      name: 'Grace Hopper',
      requirements: 'Five pages and a booking form.',
      delivery: expect.objectContaining({ status: 'sent' }),
    }),
  ]);
  const mail = await mailFor(email);
  expect(mail.toAgency).toHaveLength(1);
  expect(mail.toVisitor).toHaveLength(1);
}

/** A newsletter link to the home page: the page keeps it in `sessionStorage` for the visit's lead (issue #29). */
const NEWSLETTER = '/?utm_source=newsletter&utm_medium=email';

const messageFor = (testInfo: TestInfo) => `We would like a new website for our bakery (${testInfo.project.name}).`;

test.describe('with the app running', () => {
  test(
    'a contact message from a newsletter visit ends in the thank-you panel, a stored record with its source and two emails',
    { tag: ['@webkit-desktop', '@firefox-phone'] },
    async ({ visitor }, testInfo) => {
      const email = visitorEmail(testInfo, 'engine-contact');
      await visitor.goto(NEWSLETTER);
      await visitor.waitForHydration();
      await visitor.goto('/contact');
      await visitor.waitForHydration();
      expect(await scriptsRan(visitor)).toBe(true);
      await fillContact(visitor, email, messageFor(testInfo));
      await withMailLock(async () => {
        await visitor.click(`${contactForm} button[type="submit"]`, 'Send Message');
        await visitor.waitFor('#contact-form h2', 'Thank you for reaching out!', 20_000);
      });
      // The thanks take focus, as a screen reader's next words.
      expect(await visitor.evaluate(() => document.activeElement?.textContent)).toBe('Thank you for reaching out!');
      await expectContactSent(email, messageFor(testInfo), {
        landingPage: NEWSLETTER,
        utm: { utm_source: 'newsletter', utm_medium: 'email' },
      });
    },
  );

  test(
    "a package's Get Started opens the request dialog, which is sent and confirmed",
    { tag: ['@webkit-phone', '@firefox-desktop'] },
    async ({ visitor }, testInfo) => {
      const email = visitorEmail(testInfo, 'engine-package');
      await visitor.goto('/services/web-development');
      await visitor.waitForHydration();
      await visitor.click('a[href$="/request/business"]', 'Get Started');
      const dialog = 'dialog[open]';
      await visitor.waitFor(dialog);
      await visitor.until(
        'the name field to take focus',
        () => document.activeElement?.getAttribute('name') === 'name',
      );
      await visitor.type(`${dialog} input[name="name"]`, 'Grace Hopper');
      await visitor.type(`${dialog} input[name="email"]`, email);
      await visitor.type(`${dialog} textarea[name="requirements"]`, 'Five pages and a booking form.');
      await withMailLock(async () => {
        await visitor.click(`${dialog} button[type="submit"]`, 'Submit Request');
        await visitor.waitFor('[role="status"]', undefined, 20_000);
      });
      // A note of the request stays on the page after the confirmation closes itself.
      await visitor.until('the request note', () =>
        [...document.querySelectorAll('[role="status"]')].some((note) =>
          /Custom Web Development, Business/.test(note.textContent ?? ''),
        ),
      );
      await expectPackageRequestSent(email);
    },
  );

  test(
    "a name typed with accents is drawn in the site's font, whose second file the app declares only then",
    { tag: ['@webkit-phone', '@firefox-desktop'] },
    async ({ visitor }) => {
      await visitor.goto('/contact');
      await visitor.waitForHydration();
      // Once idle, the app loads what watches for characters the copy does not use; importing the same module
      // again resolves once it has run, after the app's own import has resolved.
      await visitor.until('the watcher to load', () =>
        performance.getEntriesByType('resource').some((entry) => entry.name.includes('/restOfLatinFonts-')),
      );
      await visitor.evaluate(() => {
        const watcher = performance
          .getEntriesByType('resource')
          .find((entry) => entry.name.includes('/restOfLatinFonts-'));
        return import(watcher!.name).then(() => true);
      });
      const rangedFaces = () =>
        visitor.evaluate(() =>
          [...document.fonts]
            .filter((face) => face.unicodeRange.toUpperCase() !== 'U+0-10FFFF')
            .map(({ family, status }) => `${family.replaceAll('"', '')}: ${status}`),
        );
      expect(await rangedFaces()).toEqual([]);
      await visitor.type(`${contactForm} input[name="name"]`, 'Hélène Côté');
      await visitor.until('the name to be drawn in the web font', () =>
        [...document.fonts].some(
          (face) =>
            face.family.includes('Inter') &&
            face.unicodeRange.toUpperCase() !== 'U+0-10FFFF' &&
            face.status === 'loaded',
        ),
      );
      expect(await rangedFaces()).toEqual(['Inter Variable: loaded', 'Plus Jakarta Sans Variable: unloaded']);
    },
  );
});

test.describe('with JavaScript off', () => {
  test.use({ javaScript: false });

  test(
    'a contact message is posted by the page itself, stored, mailed and thanked',
    { tag: ['@webkit-phone', '@firefox-desktop'] },
    async ({ visitor }, testInfo) => {
      const email = visitorEmail(testInfo, 'engine-nojs-contact');
      await visitor.goto('/contact');
      expect(await scriptsRan(visitor)).toBe(false);
      await fillContact(visitor, email, messageFor(testInfo));
      await withMailLock(async () => {
        await visitor.click(`${contactForm} button[type="submit"]`, 'Send Message');
        await visitor.until('the thank-you page', () => location.pathname === '/contact/sent');
      });
      expect(await heading(visitor)).toBe('Thank you for reaching out!');
      await expectContactSent(email, messageFor(testInfo));
    },
  );

  test(
    "a package's Get Started leads to its request page, whose form is posted, stored, mailed and thanked",
    { tag: ['@webkit-phone', '@firefox-desktop'] },
    async ({ visitor }, testInfo) => {
      const email = visitorEmail(testInfo, 'engine-nojs-package');
      await visitor.goto('/services/web-development');
      expect(await scriptsRan(visitor)).toBe(false);
      await visitor.click('a[href$="/request/business"]', 'Get Started');
      await visitor.until('the request page', () => location.pathname === '/services/web-development/request/business');
      await visitor.type('main input[name="name"]', 'Grace Hopper');
      await visitor.type('main input[name="email"]', email);
      await visitor.type('main textarea[name="requirements"]', 'Five pages and a booking form.');
      await withMailLock(async () => {
        await visitor.click('main button[type="submit"]', 'Submit Request');
        await visitor.until('the request-sent page', () => location.pathname === '/services/request-sent');
      });
      expect(await heading(visitor)).toBe('Request Sent');
      await expectPackageRequestSent(email);
    },
  );
});
