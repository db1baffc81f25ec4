/**
 * The back office (/staff) against the whole local stack: the Auth emulator, the staff API, the offline
 * Firestore and the outbox. A visitor books through the wizard; a staff member signs in by email link in the
 * browser, sees the booking and moves it, and the visitor is told. Google sign-in goes through the emulator's
 * popup (Google's own script loader, unreachable offline, is a local stand-in: googleApiStandIn.ts). Every staff resource refuses anyone who is
 * not staff, whatever token they bring. The export opens a formula as text. axe checks the signed-in views.
 *
 * Accounts and tokens that are not what a test is about come from the Auth emulator's REST API.
 */
import { randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import { STAFF_ROUTES, type PrivacyRecord, type TeamAnswer } from '../../src/domain/api/staff';
import { calendarDateOf } from '../../src/domain/booking/slots';
import { axeViolations, expect, test, waitForHydration } from './fixtures';
import { e2eNow, OUTBOX, shiftPageClocks } from './stack';
import { pickFreeTime } from './reservedTimes';
import { serveGoogleStandIns } from './googleApiStandIn';
import {
  account,
  ADMIN,
  authCall,
  chooseGoogleAccount,
  openLead,
  PROJECT,
  signInByEmailLink,
  signInWithGoogle,
  staffAddCommand,
  staffEmail,
} from './staffAccounts';
import { bookByApi, bookInWizard, calendarOf, offeredInWizard, uidOf } from './wizard';
import { sendInquiry, storedFor } from './inquiries';

// ---------------------------------------------------------------------------------------------
// Tokens
// ---------------------------------------------------------------------------------------------

/**
 * An unsigned token as the Auth emulator issues them (which the Admin SDK accepts while it talks to the
 * emulator), with the claims written by hand: what a forger would send.
 */
function handWrittenToken(uid: string, claims: Record<string, unknown>, lifetimeSeconds: number): string {
  const now = Math.floor(e2eNow().getTime() / 1000);
  const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  // Signed in now (after the account was made: an earlier sign-in counts as revoked), or an hour ago for a
  // token that has expired.
  const issued = lifetimeSeconds < 0 ? now - 3600 : now;
  const payload = {
    iss: `https://securetoken.google.com/${PROJECT}`,
    aud: PROJECT,
    auth_time: issued,
    user_id: uid,
    sub: uid,
    iat: issued,
    exp: now + lifetimeSeconds,
    firebase: { identities: {}, sign_in_provider: 'password' },
    ...claims,
  };
  return `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(payload)}.`;
}

// ---------------------------------------------------------------------------------------------
// The visitor's side: the wizard, the outbox
// ---------------------------------------------------------------------------------------------

interface OutboxMessage {
  to: { email: string };
  subject: string;
  text: string;
  attachments?: { filename: string; content: string }[];
}

async function mailTo(email: string): Promise<OutboxMessage[]> {
  const names = (await readdir(OUTBOX).catch(() => [] as string[])).filter((name) => name.endsWith('.json')).sort();
  const all = await Promise.all(
    names.map(async (name) => JSON.parse(await readFile(join(OUTBOX, name), 'utf8')) as OutboxMessage),
  );
  return all.filter((message) => message.to.email === email);
}

const sequenceOf = (ics: string) => Number(/\r\nSEQUENCE:(\d+)\r\n/.exec(ics)?.[1] ?? 0);

const visitorEmail = (testInfo: TestInfo, label: string) =>
  `e2e-staff-${label}-${testInfo.project.name}-${randomUUID().slice(0, 8)}@example.com`;

// ---------------------------------------------------------------------------------------------
// Tests
// ---------------------------------------------------------------------------------------------

test('a staff member signs in by email link, sees a visitor’s new booking and moves it; the visitor is told', async ({
  page,
  browser,
  pageErrors,
}, testInfo) => {
  test.setTimeout(120_000);
  const name = `Vera Visitor ${randomUUID().slice(0, 6)}`;
  const email = visitorEmail(testInfo, 'booked');
  const first = await bookInWizard(page, name, email, pageErrors);
  const confirmation = await mailTo(email);
  expect(confirmation).toHaveLength(1);
  const firstUid = uidOf(calendarOf(confirmation[0]!));

  const staff = await account('mover', true);
  await signInByEmailLink(page, staff.email);
  await expect(page.getByRole('heading', { name: 'Back office', level: 1 })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(`Signed in as ${staff.email}`)).toBeVisible();
  // The one-time code leaves the address bar once used.
  expect(new URL(page.url()).search).toBe('');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

  const card = page.getByRole('article', { name: new RegExp(name) });
  await expect(card).toBeVisible();
  await expect(card).toHaveAttribute('data-slot', first);
  await expect(card.getByText(email)).toBeVisible();
  await expect(card.getByText('Agency notice: sent')).toBeVisible();

  // Move it to another time on another day after today, from the dialog's grid of bookable times.
  await card.getByRole('button', { name: `Move ${name}'s meeting` }).click();
  const dialog = page.getByRole('dialog', { name: `Move ${name}'s meeting` });
  const days = dialog
    .getByRole('group', { name: 'Day' })
    .locator(`button[data-date]:not([data-date="${calendarDateOf(e2eNow())}"])`);
  let second: string | undefined;
  // A time another visitor takes meanwhile is refused: then another one.
  for (let attempt = 0; attempt < 5 && !second; attempt++) {
    const { start, button } = await pickFreeTime(days, dialog.getByRole('group', { name: /^Time on/ }));
    // The grid leaves out the booking's own time.
    await expect(dialog.locator(`[data-start="${first}"]`)).toHaveCount(0);
    await button.click();
    await dialog.getByRole('button', { name: /^Move to / }).click();
    const outcome = page
      .getByRole('status')
      .filter({ hasText: /^Moved / })
      .or(dialog.getByRole('alert').filter({ hasText: 'This time is taken' }));
    await expect(outcome).toBeVisible({ timeout: 20_000 });
    if (await dialog.isHidden()) second = start;
  }
  expect(second, 'a free time to move to').toBeDefined();
  await expect(page.getByRole('status').filter({ hasText: `Moved ${name}'s meeting to` })).toContainText(
    'the visitor was emailed',
  );
  await expect(page.getByRole('article', { name: new RegExp(name) })).toHaveAttribute('data-slot', second!);

  // The visitor got the updated invitation: the same event, a later revision, the new time.
  const mail = await mailTo(email);
  const moved = mail.find((message) => /has moved/.test(message.subject));
  expect(moved, 'the visitor is told of the move').toBeDefined();
  const ics = calendarOf(moved!);
  expect(uidOf(ics)).toBe(firstUid);
  expect(sequenceOf(ics)).toBeGreaterThan(sequenceOf(calendarOf(confirmation[0]!)));
  expect(ics).toContain(`DTSTART:${second!.replace(/[-:]/g, '').replace(/\.\d{3}Z$/, 'Z')}\r\n`);

  // The old time is free again for every visitor, the new one is not.
  const other = await browser.newContext();
  await shiftPageClocks(other);
  expect(await offeredInWizard(other, first)).toBe(true);
  expect(await offeredInWizard(other, second!)).toBe(false);
  await other.close();
});

test('the back office is a page of its own: any address under /staff opens it, and the site’s links load the visitors’ pages @desktop', async ({
  page,
}) => {
  const signIn = page.getByRole('heading', { name: 'Sign in to the back office', level: 1 });
  await page.goto('/staff/leads');
  await waitForHydration(page);
  await expect(signIn).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/staff/leads');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  // Not a visitors' page: none of their boot script (which names the app and the page's chunks).
  await expect(page.locator('script[data-app]')).toHaveCount(0);

  await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/A Hamilton studio/);
  await expect(page.locator('script[data-app]')).toHaveCount(1);
  await page.goBack();
  await expect(signIn).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/staff/leads');

  // The page's file has an address of its own too: it shows the back office at /staff.
  await page.goto('/staff-app');
  await expect(signIn).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/staff');
});

test('a staff member granted by staff:add signs in with Google in a popup, and picks the same account next time @desktop', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const name = `Gus Google ${randomUUID().slice(0, 6)}`;
  await bookByApi(request, name, visitorEmail(testInfo, 'google'));
  // Granted before the address ever signed in: its first Google sign-in finds the claim (docs/staff.md).
  const email = staffEmail('google');
  expect(await staffAddCommand(email)).toContain(`${email} has a new account, and it is staff`);

  await signInWithGoogle(page, email, 'new');
  await expect(page.getByRole('heading', { name: 'Back office', level: 1 })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Meetings' })).toBeVisible();
  // The staff API took the Google session's token: the meetings are read.
  await expect(page.getByRole('article', { name: new RegExp(name) })).toBeVisible();

  // Signed out, the next Google sign-in lists the account, and choosing it signs the same person in again.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('button', { name: 'Sign in with Google' })).toBeVisible();
  await signInWithGoogle(page, email, 'listed');
  await expect(page.getByText(`Signed in as ${email}`)).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('article', { name: new RegExp(name) })).toBeVisible();
});

test('where the browser blocks the popup, Google sign-in goes to the account chooser and comes back signed in @desktop', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const email = staffEmail('google-redirect');
  await staffAddCommand(email);
  await serveGoogleStandIns(page.context());
  // A popup blocker: window.open opens nothing.
  await page.addInitScript(() => {
    window.open = () => null;
  });
  await page.goto('/staff');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Sign in with Google' }).click();
  await page.waitForURL(/^http:\/\/127\.0\.0\.1:9099\/emulator\/auth\/handler\?/);
  await chooseGoogleAccount(page, email, 'new');
  await page.waitForURL((url) => url.pathname === '/staff');
  await expect(page.getByText(`Signed in as ${email}`)).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('heading', { name: 'Meetings' })).toBeVisible();
});

test('the signed-in views have no accessibility violations', async ({ page, request }, testInfo) => {
  test.setTimeout(90_000);
  await bookByApi(request, 'Axel Axe', visitorEmail(testInfo, 'axe'));
  await sendInquiry(request, 'Axel Axe', visitorEmail(testInfo, 'axe-lead'));
  const staff = await account('axe', true);
  await signInByEmailLink(page, staff.email);
  await expect(page.getByRole('heading', { name: 'Meetings' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('article').first()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page
    .getByRole('article')
    .first()
    .getByRole('button', { name: /^Move / })
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Keep the current time' }).click();

  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Leads' }).click();
  await expect(page.getByRole('heading', { name: 'Leads' })).toBeVisible();
  // The list, the pipeline's counts and the staff are three reads through the staff API, as slow as signing in
  // on a loaded machine; axe checks the view with all three.
  await expect(page.getByRole('list', { name: 'Leads' }).getByRole('article').first()).toBeVisible({ timeout: 15_000 });
  await expect(
    page.getByRole('group', { name: 'Status' }).getByRole('button', { name: /^All \d+ leads$/ }),
  ).toBeVisible({ timeout: 15_000 });
  await page
    .getByRole('button', { name: /^Show details/ })
    .first()
    .click();
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('leads.png'), fullPage: true });

  // The Report section (its own lazy chunk): the monthly chart, then its numbers as a table.
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Report' }).click();
  await expect(page.getByRole('img', { name: /^Leads per month by source, / })).toBeVisible({ timeout: 15_000 });
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'By status' }).click();
  await page.getByText('The numbers, month by month').click();
  await expect(page.getByRole('table')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // The Availability section (its own lazy chunk) with its closures, settings and feed read.
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Availability' }).click();
  await expect(page.getByRole('heading', { name: 'Availability', level: 2 })).toBeVisible();
  // The section's settings, feed and closures are read through the staff API, as slow as signing in on a loaded
  // machine.
  await expect(page.getByRole('button', { name: 'Save settings' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByLabel('Feed address')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Reading the closures…')).toHaveCount(0, { timeout: 15_000 });
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Add closure' }).click();
  await expect(page.getByText('Choose the first day.')).toBeVisible();
  await page.getByRole('button', { name: 'Regenerate address' }).click();
  await expect(page.getByRole('dialog', { name: 'Regenerate the feed address?' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Keep the current address' }).click();

  // The Team section as staff who are not owners see it (an owner's: the Team test below).
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Team' }).click();
  await expect(
    page.getByRole('list', { name: 'Staff members' }).getByRole('heading', { name: staff.email }),
  ).toBeVisible({ timeout: 15_000 });
  expect(await axeViolations(page)).toEqual([]);

  // Signed out: the sign-in form.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('button', { name: 'Sign in with Google' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

/** The notes of a lead's card as they read: "author · time" then the text, oldest first. */
const notesOf = (card: ReturnType<Page['getByRole']>) =>
  card.getByRole('region', { name: 'Notes' }).getByRole('listitem');

test('a lead moves through the pipeline with two notes by two staff members, each note with its author and time', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const name = `Pia Pipeline ${randomUUID().slice(0, 6)}`;
  const email = visitorEmail(testInfo, 'pipeline');
  await sendInquiry(request, name, email);
  const grace = await account('pipeline-grace', true);
  const ada = await account('pipeline-ada', true);

  // Grace takes the new lead: contacted, hers, and a note.
  await signInByEmailLink(page, grace.email);
  await expect(page.getByRole('heading', { name: 'Meetings' })).toBeVisible({ timeout: 15_000 });
  const hers = await openLead(page, name);
  await expect(hers.getByRole('combobox', { name: 'Status' })).toHaveValue('new');
  await hers.getByRole('combobox', { name: 'Status' }).selectOption('contacted');
  await hers.getByRole('combobox', { name: 'Owner' }).selectOption(grace.email);
  await hers.getByRole('button', { name: 'Save' }).click();
  await expect(hers.getByRole('status')).toHaveText(`Saved: ${name}'s lead is contacted, owned by ${grace.email}.`, {
    timeout: 15_000,
  });
  await hers.getByLabel('Add a note').fill('Called; they want a quote for five pages.');
  await hers.getByRole('button', { name: 'Add note' }).click();
  await expect(hers.getByRole('status')).toHaveText(`Note added to ${name}'s lead.`, { timeout: 15_000 });
  await expect(hers.getByLabel('Add a note')).toHaveValue('');
  await expect(notesOf(hers)).toHaveCount(1);

  // Ada, in a browser of her own, reads Grace's note, qualifies the lead, adds hers, and marks it won.
  const other = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const adaPage = await other.newPage();
  await signInByEmailLink(adaPage, ada.email);
  await expect(adaPage.getByRole('heading', { name: 'Meetings' })).toBeVisible({ timeout: 15_000 });
  const card = await openLead(adaPage, name);
  await expect(card.getByText(`Owner: ${grace.email}`)).toBeVisible();
  await expect(notesOf(card)).toHaveText([new RegExp(`^${grace.email} · .+Called; they want a quote`)]);
  await card.getByRole('combobox', { name: 'Status' }).selectOption('qualified');
  await card.getByRole('button', { name: 'Save' }).click();
  await expect(card.getByRole('status')).toHaveText(`Saved: ${name}'s lead is qualified, owned by ${grace.email}.`, {
    timeout: 15_000,
  });
  await card.getByLabel('Add a note').fill('Quote accepted by phone.');
  await card.getByRole('button', { name: 'Add note' }).click();
  await expect(card.getByRole('status')).toHaveText(`Note added to ${name}'s lead.`, { timeout: 15_000 });
  await card.getByRole('combobox', { name: 'Status' }).selectOption('won');
  await card.getByRole('button', { name: 'Save' }).click();
  await expect(card.getByRole('status')).toHaveText(`Saved: ${name}'s lead is won, owned by ${grace.email}.`, {
    timeout: 15_000,
  });
  await expect(notesOf(card)).toHaveText([
    new RegExp(`^${grace.email} · .+Called; they want a quote`),
    new RegExp(`^${ada.email} · .+Quote accepted by phone\\.$`),
  ]);
  // The Won chip, with its count, finds it.
  const won = adaPage.getByRole('group', { name: 'Status' }).getByRole('button', { name: /^Won \d+ leads$/ });
  await won.click();
  await expect(won).toHaveAttribute('aria-pressed', 'true');
  await expect(adaPage.getByRole('article', { name })).toBeVisible();
  expect(await axeViolations(adaPage)).toEqual([]);
  await other.close();

  // As stored: won, Grace's, both notes with their authors and the server's times, oldest first.
  const [stored] = await storedFor('contactInquiries', email);
  expect(stored).toMatchObject({ status: 'won', owner: grace.email, updatedBy: ada.email });
  const notes = stored!.notes as { at: string; by: string; text: string }[];
  expect(notes.map(({ by, text }) => ({ by, text }))).toEqual([
    { by: grace.email, text: 'Called; they want a quote for five pages.' },
    { by: ada.email, text: 'Quote accepted by phone.' },
  ]);
  expect(Date.parse(notes[0]!.at)).toBeLessThanOrEqual(Date.parse(notes[1]!.at));
});

test.describe('who is refused', () => {
  // The back office's own check of the account is refused (403), which the browser logs.
  test.use({ expectedConsoleErrors: [/status of 403/] });

  test('a signed-in account without the claim sees that it has no staff access, and can sign out @desktop', async ({
    page,
  }) => {
    const visitor = await account('not-staff', false);
    await signInByEmailLink(page, visitor.email);
    await expect(page.getByRole('alert')).toHaveText(
      `This account does not have staff access. You are signed in as ${visitor.email}.`,
    );
    await expect(page.getByRole('heading', { name: 'Back office', level: 1 })).toHaveCount(0);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('button', { name: 'Email me a sign-in link' })).toBeVisible();
  });

  test('a Google account without the claim sees that it has no staff access @desktop', async ({ page }) => {
    const email = staffEmail('google-not-staff');
    await signInWithGoogle(page, email, 'new');
    await expect(page.getByRole('alert')).toHaveText(
      `This account does not have staff access. You are signed in as ${email}.`,
      { timeout: 15_000 },
    );
    await expect(page.getByRole('heading', { name: 'Back office', level: 1 })).toHaveCount(0);
  });
});

/** Every route and method of the staff API (STAFF_ROUTES), with a body where one is expected. */
const EVERY_RESOURCE: { method: 'GET' | 'POST' | 'PATCH'; path: string; body?: unknown }[] = [
  { method: 'GET', path: STAFF_ROUTES.me },
  { method: 'GET', path: STAFF_ROUTES.bookings },
  { method: 'GET', path: `${STAFF_ROUTES.bookings}?when=past` },
  { method: 'GET', path: STAFF_ROUTES.inquiries },
  { method: 'PATCH', path: STAFF_ROUTES.lead('contact', 'any-lead'), body: { status: 'won' } },
  { method: 'PATCH', path: STAFF_ROUTES.lead('service', 'any-lead'), body: { owner: null } },
  { method: 'POST', path: STAFF_ROUTES.leadNotes('contact', 'any-lead'), body: { text: 'x' } },
  { method: 'GET', path: STAFF_ROUTES.pipeline },
  { method: 'POST', path: STAFF_ROUTES.retryDelivery('contact', 'any-lead'), body: {} },
  { method: 'POST', path: STAFF_ROUTES.retryDelivery('service', 'any-lead'), body: {} },
  { method: 'POST', path: STAFF_ROUTES.retryTeamNotice('contact', 'any-lead'), body: {} },
  { method: 'POST', path: STAFF_ROUTES.cancel('2027-04-13T14:00:00.000Z'), body: {} },
  {
    method: 'POST',
    path: STAFF_ROUTES.move('2027-04-13T14:00:00.000Z'),
    body: { datetime: '2027-04-14T14:00:00.000Z', expectedStart: '2027-04-13T14:00:00.000Z' },
  },
  { method: 'GET', path: STAFF_ROUTES.export('bookings') },
  { method: 'GET', path: STAFF_ROUTES.export('inquiries') },
  { method: 'GET', path: STAFF_ROUTES.privacy('ada@example.com') },
  { method: 'GET', path: STAFF_ROUTES.privacyExport('ada@example.com') },
  { method: 'POST', path: STAFF_ROUTES.privacyErase, body: { email: 'ada@example.com', confirm: 'ada@example.com' } },
  { method: 'GET', path: STAFF_ROUTES.team },
  { method: 'POST', path: STAFF_ROUTES.team, body: { email: 'ada@example.com' } },
];

test('every staff resource refuses the anonymous, the non-staff and forged, expired or orphaned tokens @desktop', async ({
  request,
}) => {
  const staff = await account('real', true);
  const visitor = await account('visitor', false);
  const removed = await account('removed', true);
  await authCall(`projects/${PROJECT}/accounts:delete`, { localId: removed.uid }, ADMIN);

  const callers: { who: string; authorization?: string; status: number[] }[] = [
    { who: 'anonymous', status: [401] },
    { who: 'not a bearer token', authorization: `Basic ${Buffer.from('a:b').toString('base64')}`, status: [401] },
    { who: 'a signed-in account without the claim', authorization: `Bearer ${visitor.idToken}`, status: [403] },
    {
      who: 'a hand-written token with the staff claim, for an account without it',
      authorization: `Bearer ${handWrittenToken(visitor.uid, { staff: true, email: visitor.email }, 3600)}`,
      status: [403],
    },
    {
      who: 'a hand-written token for an account that does not exist',
      authorization: `Bearer ${handWrittenToken(`nobody-${randomUUID()}`, { staff: true }, 3600)}`,
      status: [401],
    },
    { who: 'the token of a staff account since deleted', authorization: `Bearer ${removed.idToken}`, status: [401] },
    {
      who: 'an expired token of a staff account',
      authorization: `Bearer ${handWrittenToken(staff.uid, { staff: true, email: staff.email }, -60)}`,
      status: [401],
    },
  ];
  for (const caller of callers) {
    for (const resource of EVERY_RESOURCE) {
      const response = await request.fetch(resource.path, {
        method: resource.method,
        headers: caller.authorization ? { Authorization: caller.authorization } : {},
        ...(resource.body === undefined ? {} : { data: resource.body }),
      });
      expect(caller.status, `${caller.who}: ${resource.method} ${resource.path}`).toContain(response.status());
      const body = (await response.json()) as { reason?: string; items?: unknown };
      expect(body.items, 'nothing is read').toBeUndefined();
    }
  }
  // The expired token is told its session ended (the back office then refreshes it), and the real staff token
  // passes the same check, so the refusals above are the callers', not a broken API.
  const expired = await request.get(STAFF_ROUTES.me, {
    headers: { Authorization: `Bearer ${handWrittenToken(staff.uid, { staff: true }, -60)}` },
  });
  expect(((await expired.json()) as { reason: string }).reason).toBe('sessionEnded');
  const me = await request.get(STAFF_ROUTES.me, { headers: { Authorization: `Bearer ${staff.idToken}` } });
  expect(me.status()).toBe(200);
  expect(await me.json()).toEqual({ uid: staff.uid, email: staff.email, owner: false });
});

test('the leads export downloads from the back office, and a name that is a formula opens as text @desktop', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const marker = randomUUID().slice(0, 8);
  const name = `=HYPERLINK("http://evil.example/${marker}","Click me")`;
  await sendInquiry(request, name, visitorEmail(testInfo, 'formula'));

  const staff = await account('exporter', true);
  await signInByEmailLink(page, staff.email);
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Leads' }).click();
  // The lead is listed, its name shown as the text it is.
  await expect(page.getByRole('heading', { name, exact: true })).toBeVisible({ timeout: 15_000 });

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export leads (CSV)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.csv$/);
  await expect(page.getByRole('status').filter({ hasText: `Downloaded ${file.suggestedFilename()}` })).toBeVisible();
  const csv = await readFile((await file.path())!, 'utf8');
  expect(csv.charCodeAt(0), 'a UTF-8 byte-order mark first').toBe(0xfeff);
  const row = csv.split('\r\n').find((line) => line.includes(marker));
  expect(row, 'the lead is in the export').toBeDefined();
  // RFC 4180 quoting doubles the quotes; the neutralising apostrophe comes first in the cell.
  expect(row).toContain(`"'=HYPERLINK(""http://evil.example/${marker}"",""Click me"")"`);
});

test('a staff member finds a visitor by email and exports their data; an owner erases them, the meeting cancelled with both emails, and nothing names them after', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const name = `Pia Privacy ${randomUUID().slice(0, 6)}`;
  const email = visitorEmail(testInfo, 'privacy');
  await bookByApi(request, name, email);
  await sendInquiry(request, name, email);

  // A staff member who is not an owner: sees and exports, cannot erase.
  const staff = await account('privacy', true);
  await signInByEmailLink(page, staff.email);
  const openPrivacy = async () => {
    await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Privacy' }).click();
    await page.getByRole('search').getByLabel('Email address').fill(email.toUpperCase());
    await page.getByRole('button', { name: 'Find', exact: true }).click();
  };
  await openPrivacy();
  const held = page.getByRole('region', { name: `Held about ${email}` });
  await expect(held).toBeVisible({ timeout: 15_000 });
  await expect(held.getByRole('list', { name: 'Leads' }).getByRole('listitem')).toHaveCount(1);
  await expect(held.getByRole('list', { name: 'Upcoming meetings' }).getByRole('listitem')).toHaveCount(1);
  await expect(held.getByText("Only an owner of the back office can erase a person's data.")).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('privacy.png'), fullPage: true });

  const download = page.waitForEvent('download');
  await held.getByRole('button', { name: 'Export as JSON' }).click();
  const file = await download;
  const exported = JSON.parse(await readFile((await file.path())!, 'utf8')) as PrivacyRecord;
  expect(exported.email).toBe(email);
  expect(exported.leads.map((lead) => lead.name)).toEqual([name]);
  expect(exported.bookings.upcoming.map((booking) => booking.email)).toEqual([email]);
  const refused = await request.post(STAFF_ROUTES.privacyErase, {
    headers: { Authorization: `Bearer ${staff.idToken}` },
    data: { email, confirm: email },
  });
  expect(refused.status()).toBe(403);

  // An owner erases them.
  await page.getByRole('button', { name: 'Sign out' }).click();
  const owner = await account('privacy-owner', true, { owner: true });
  await signInByEmailLink(page, owner.email);
  await openPrivacy();
  await expect(held).toBeVisible({ timeout: 15_000 });
  await held.getByLabel('Type the address again to confirm').fill(email);
  expect(await axeViolations(page)).toEqual([]);
  await held.getByRole('button', { name: 'Erase everything' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Erased: 1 upcoming meeting(s) cancelled' })).toContainText(
    'Nothing held names this address any more.',
    { timeout: 20_000 },
  );
  // Not looked up again (a look-up is audited with the address it names).
  await expect(held).toHaveCount(0);
  const cancellations = (await mailTo(email)).filter((message) => message.subject.includes('is cancelled'));
  expect(cancellations).toHaveLength(1);
  const agency = (await mailTo('hello@lakeforge.ca')).filter(
    (message) =>
      message.subject === `Booking cancelled: ${name}, ${cancellations[0]!.subject.split('is cancelled: ')[1]}`,
  );
  expect(agency).toHaveLength(1);

  // No export, list or feed names them; the audit log keeps the erasure.
  const asOwner = { Authorization: `Bearer ${owner.idToken}` };
  for (const path of [STAFF_ROUTES.export('bookings'), STAFF_ROUTES.export('inquiries')]) {
    expect(await (await request.get(path, { headers: asOwner })).text()).not.toContain(email);
  }
  const { url } = (await (await request.get(STAFF_ROUTES.feed, { headers: asOwner })).json()) as { url: string };
  expect(await (await request.get(new URL(url).pathname)).text()).not.toContain(email);
  for (const path of [`${STAFF_ROUTES.inquiries}?q=${encodeURIComponent(email)}`, STAFF_ROUTES.bookings]) {
    expect(await (await request.get(path, { headers: asOwner })).text()).not.toContain(email);
  }

  // The audit log shows the erasure: by whom and when, never whose data it was.
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Audit log' }).click();
  await page.getByRole('search', { name: 'Filter the audit log' }).getByLabel("Staff member's email").fill(owner.email);
  await page.getByLabel('Action').selectOption({ label: 'Person erased' });
  const erasures = page.getByRole('list', { name: 'Audit entries' }).getByRole('article');
  await expect(erasures).toHaveCount(1, { timeout: 15_000 });
  await expect(erasures.first()).toContainText(`Person erased${owner.email}`);
  await expect(erasures.first()).toContainText('done');
  await expect(erasures.first()).not.toContainText(email);
  // Nothing widens the page past the screen (the action names are long for a phone's select).
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('audit.png'), fullPage: true });
});

test.describe('the Team section', () => {
  // A removed member's next request is refused (401, or 403 in the revocation's own second), which the browser logs.
  test.use({ expectedConsoleErrors: [/status of 40[13]/] });

  test('an owner adds a staff member, who then signs in; removed, their session ends at once', async ({
    page,
    browser,
  }, testInfo) => {
    test.setTimeout(120_000);
    const owner = await account('team-owner', true, { owner: true });
    await signInByEmailLink(page, owner.email);
    await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Team' }).click();
    const members = page.getByRole('list', { name: 'Staff members' });
    await expect(members.getByRole('heading', { name: owner.email })).toBeVisible({ timeout: 15_000 });

    const hire = staffEmail('team-hire');
    await page.getByLabel('Work email').fill(hire);
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(
      page.getByRole('status').filter({ hasText: `${hire} now has an account with staff access` }),
    ).toBeVisible({ timeout: 15_000 });
    await expect(members.getByRole('heading', { name: hire })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath('team.png'), fullPage: true });

    // They sign in by email link in a browser of their own: the account the owner made is staff.
    const theirs = await browser.newContext();
    const hirePage = await theirs.newPage();
    await signInByEmailLink(hirePage, hire);
    await expect(hirePage.getByText(`Signed in as ${hire}`)).toBeVisible({ timeout: 15_000 });

    await members.getByRole('button', { name: `Remove ${hire}` }).click();
    const dialog = page.getByRole('dialog', { name: `Remove ${hire}?` });
    await expect(dialog).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Yes, remove' }).click();
    await expect(page.getByRole('status').filter({ hasText: `${hire} was removed` })).toBeVisible({ timeout: 15_000 });
    await expect(members.getByRole('heading', { name: hire })).toHaveCount(0);

    // Their open back office has no access from its next request on.
    await hirePage.reload();
    await expect(
      hirePage
        .getByRole('button', { name: 'Email me a sign-in link' })
        .or(hirePage.getByRole('alert').filter({ hasText: 'This account does not have staff access' })),
    ).toBeVisible({ timeout: 15_000 });
    // The back office's own bar is gone (the refusal's "You are signed in as …" is not it).
    await expect(hirePage.getByText(`Signed in as ${hire}`, { exact: true })).toHaveCount(0);
    await theirs.close();
  });

  test('staff who are not owners see the team without its controls, and the API refuses them (403) @desktop', async ({
    page,
    request,
  }) => {
    const owner = await account('team-kept-owner', true, { owner: true });
    const staff = await account('team-staff', true);
    await signInByEmailLink(page, staff.email);
    await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Team' }).click();
    const members = page.getByRole('list', { name: 'Staff members' });
    await expect(members.getByRole('heading', { name: owner.email })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText('Only an owner can add or remove staff or change roles.')).toBeVisible();
    await expect(page.getByLabel('Work email')).toHaveCount(0);
    await expect(members.getByRole('button')).toHaveCount(0);

    // Their own email notifications are theirs to choose, kept on the server.
    const leadEmails = page.getByRole('checkbox', { name: /^Email me when someone else gives me a lead/ });
    await expect(leadEmails).not.toBeChecked();
    await leadEmails.check();
    await expect(page.getByRole('status').filter({ hasText: 'Saved: you will be emailed' })).toBeVisible();
    await page.reload();
    await expect(leadEmails).toBeChecked({ timeout: 15_000 });

    const headers = { Authorization: `Bearer ${staff.idToken}` };
    const attempts = [
      request.post(STAFF_ROUTES.team, { headers, data: { email: staffEmail('team-sneak'), owner: true } }),
      request.patch(STAFF_ROUTES.teamMember(staff.uid), { headers, data: { owner: true } }),
      request.patch(STAFF_ROUTES.teamMember(owner.uid), { headers, data: { owner: false } }),
      request.delete(STAFF_ROUTES.teamMember(owner.uid), { headers }),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.status()).toBe(403);
      expect(await response.json()).toMatchObject({ reason: 'notOwner' });
    }
    const team = await request.get(STAFF_ROUTES.team, { headers });
    const { members: listed } = (await team.json()) as TeamAnswer;
    expect(listed.find((member) => member.uid === owner.uid)?.owner).toBe(true);
    expect(listed.find((member) => member.uid === staff.uid)?.owner).toBe(false);
  });
});
