/**
 * Lead attribution (issue #29) against the running stack: a visitor arrives from a newsletter link
 * (`?utm_source=newsletter&utm_medium=email`, referred by another site), opens another page, and sends
 * the contact form or books through the wizard. The source must reach the agency's email (and not the
 * visitor's), the stored lead, the staff API's lists and the CSV export. The staff account is signed in
 * on the Auth emulator (its REST API, with the emulator's `owner` credentials to set the claim).
 */
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';
import { mailFor, storedFor, visitorEmail, withMailLock } from './inquiries';
import { account, signInByEmailLink } from './staffAccounts';
import { bookInWizard } from './wizard';

const NEWSLETTER = '/?utm_source=newsletter&utm_medium=email';
const FROM = 'https://mail.example.com/inbox/message/42?token=secret';
const SOURCE = {
  landingPage: NEWSLETTER,
  referrerOrigin: 'https://mail.example.com',
  utm: { utm_source: 'newsletter', utm_medium: 'email' },
};
/** The export's source columns: landing page, referrer, then the five utm values. */
const SOURCE_CELLS = `,${NEWSLETTER},https://mail.example.com,newsletter,email,,,`;

async function staffGet(request: APIRequestContext, token: string, path: string) {
  const response = await request.get(path, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status(), await response.text()).toBe(200);
  return response;
}

/** Arrives on the home page from the newsletter, then opens `path` as a new page load. */
async function arriveFromNewsletter(page: Page, path: string) {
  await page.goto(NEWSLETTER, { referer: FROM });
  await waitForHydration(page);
  await page.goto(path);
  await waitForHydration(page);
}

function expectSourceInAgencyMailOnly(mail: Awaited<ReturnType<typeof mailFor>>) {
  expect(mail.toAgency).toHaveLength(1);
  const [notice] = mail.toAgency;
  expect(notice!.text).toContain(`Landing page: ${NEWSLETTER}`);
  expect(notice!.text).toContain('Referrer: https://mail.example.com\n');
  expect(notice!.text).toContain('UTM source: newsletter');
  expect(notice!.text).toContain('UTM medium: email');
  expect(notice!.html).toContain(NEWSLETTER.replace('&', '&amp;'));
  expect(`${notice!.text}${notice!.html}`).not.toContain('secret');
  for (const message of mail.toVisitor) expect(`${message.text}${message.html}`).not.toMatch(/newsletter|UTM/);
}

test('a contact inquiry from a newsletter link carries its source to the agency, the back office and the export @phone', async ({
  page,
  request,
}, testInfo: TestInfo) => {
  const email = visitorEmail(testInfo, 'attribution');
  await arriveFromNewsletter(page, '/contact');
  const form = page.getByRole('form', { name: 'Send us a message' });
  await form.getByRole('textbox', { name: 'Full Name' }).fill('Nell Newsletter');
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  await form.getByRole('textbox', { name: 'Message' }).fill('Your newsletter made us want a new site.');
  await withMailLock(async () => {
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('heading', { name: 'Thank you for reaching out!' })).toBeVisible();
  });

  const [stored] = await storedFor('contactInquiries', email);
  expect(stored?.source).toEqual(SOURCE);
  expectSourceInAgencyMailOnly(await mailFor(email));

  const staff = await account('attribution', true);
  const token = staff.idToken;
  const list = await staffGet(request, token, `/api/staff/inquiries?q=${encodeURIComponent(email)}`);
  expect(((await list.json()) as { items: unknown[] }).items).toEqual([
    expect.objectContaining({ email, source: SOURCE }),
  ]);
  const csv = await (await staffGet(request, token, '/api/staff/export?kind=inquiries')).text();
  expect(csv.split('\r\n')[0]).toContain(
    'Landing page,Referrer,UTM source,UTM medium,UTM campaign,UTM term,UTM content',
  );
  const row = csv.split('\r\n').find((line) => line.includes(email));
  expect(row).toContain(SOURCE_CELLS);

  // The back office shows it with the lead.
  await signInByEmailLink(page, staff.email);
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Leads' }).click();
  await page.getByRole('searchbox').fill(email);
  await page.getByRole('button', { name: "Show details of Nell Newsletter's lead" }).click({ timeout: 15_000 });
  await expect(page.getByRole('definition').filter({ hasText: 'landed on' })).toHaveText(
    `from https://mail.example.com; landed on ${NEWSLETTER}; campaign source: newsletter, medium: email`,
  );
});

test('a booking made through the wizard after a newsletter link carries its source to the agency and the back office @phone', async ({
  page,
  request,
  pageErrors,
}, testInfo: TestInfo) => {
  test.setTimeout(90_000);
  const email = visitorEmail(testInfo, 'attribution-booking');
  await arriveFromNewsletter(page, '/about');
  await bookInWizard(page, 'Nell Newsletter', email, pageErrors);

  expectSourceInAgencyMailOnly(await mailFor(email));
  const token = (await account('attribution-booking', true)).idToken;
  const list = await staffGet(request, token, '/api/staff/bookings?when=upcoming&limit=100');
  expect(((await list.json()) as { items: unknown[] }).items).toContainEqual(
    expect.objectContaining({ email, source: SOURCE }),
  );
});
