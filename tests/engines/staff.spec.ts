/**
 * The back office in WebKit and Firefox: a staff member signs in by email link (Firebase Auth in the browser, its
 * session kept by the engine) and adds a note to a new lead's timeline. What tests/e2e/staff.spec.ts checks in
 * Chromium, with what was stored.
 */
import { randomUUID } from 'node:crypto';
import { sendInquiry, storedFor, visitorEmail } from '../e2e/inquiries';
import { account, signInLinkPath } from '../e2e/staffAccounts';
import { expect, test } from './fixtures';

test(
  'a staff member signs in by email link and adds a note to a new lead',
  { tag: ['@webkit-desktop', '@firefox-phone'] },
  async ({ visitor, request }, testInfo) => {
    test.setTimeout(90_000);
    const name = `Lena Lead ${randomUUID().slice(0, 6)}`;
    const email = visitorEmail(testInfo, 'engine-lead');
    await sendInquiry(request, name, email);
    const staff = await account('engine', true);

    await visitor.goto('/staff');
    await visitor.waitForHydration();
    await visitor.type('input[type="email"]', staff.email);
    await visitor.click('button[type="submit"]', 'Email me a sign-in link');
    await visitor.until(
      'the link to be sent',
      (address: string) =>
        [...document.querySelectorAll('[role="status"]')].some((status) =>
          status.textContent?.includes(`we sent a sign-in link to ${address}`),
        ),
      staff.email,
    );
    // The link from the email, opened in the same browser.
    await visitor.goto(await signInLinkPath(staff.email));
    await visitor.waitFor('h1', 'Back office', 30_000);
    await visitor.until(
      'the signed-in address',
      (address: string) => document.body.textContent!.includes(`Signed in as ${address}`),
      staff.email,
    );
    // The one-time code leaves the address bar once used.
    await visitor.until('the code to leave the address', () => location.search === '');

    await visitor.click('nav[aria-label="Back office"] a', 'Leads');
    await visitor.waitFor('article h3', name, 20_000);
    const card = await visitor.evaluate(
      (lead: string) =>
        [...document.querySelectorAll('article h3')].find((heading) => heading.textContent === lead)?.id ?? null,
      name,
    );
    expect(card, 'the new lead is listed').not.toBeNull();
    const inCard = `article[aria-labelledby="${card}"]`;
    await visitor.click(`${inCard} button[aria-controls]`, `Show details of ${name}'s lead`);
    await visitor.type(`${inCard} textarea`, 'Called back; quote sent.');
    await visitor.click(`${inCard} button[type="submit"]`, 'Add note');
    await visitor.waitFor(`${inCard} [role="status"]`, `Note added to ${name}'s lead.`, 20_000);

    expect(await storedFor('contactInquiries', email)).toEqual([
      expect.objectContaining({
        name,
        status: 'new',
        notes: [expect.objectContaining({ by: staff.email, text: 'Called back; quote sent.' })],
        updatedBy: staff.email,
      }),
    ]);
  },
);
