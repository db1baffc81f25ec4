/**
 * A booking's life through the link in the visitor's email, against the whole local stack (`npm start`,
 * mail in the outbox): book, open the manage link from the confirmation, move the meeting, then
 * cancel it. After the move the old time is offered again to every visitor and the new one is not, and
 * both emails carry the updated invitation (same UID, SEQUENCE 1); after the cancellation the time is
 * offered again and both sides get the calendar cancellation.
 *
 * At the suite's fixed clock (tests/e2e/stack.ts) and independent of parallel runs: a unique visitor, and times picked at random among those
 * free (a time someone else takes first is skipped for the booking, and would fail the move loudly).
 */
import { randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { TestInfo } from '@playwright/test';
import { API_ENDPOINTS } from '../../src/domain/api/endpoints';
import { MANAGE_MESSAGES } from '../../src/domain/api/manage';
import { calendarDateOf } from '../../src/domain/booking/slots';
import { axeViolations, expect, forgiveRefusedRequest, test, waitForHydration } from './fixtures';
import { e2eNow, OUTBOX, shiftPageClocks } from './stack';
import { pickFreeTime } from './reservedTimes';
import { bookByApi, calendarOf, offeredInWizard, uidOf } from './wizard';

const AGENCY = 'hello@lakeforge.ca';

interface OutboxMessage {
  to: { email: string };
  replyTo?: { email: string };
  subject: string;
  text: string;
  attachments?: { filename: string; content: string; type: string }[];
}

/** Messages to the visitor, and the agency's about them (they reply to the visitor). */
async function mailAbout(email: string): Promise<{ visitor: OutboxMessage[]; agency: OutboxMessage[] }> {
  const names = (await readdir(OUTBOX).catch(() => [] as string[])).filter((name) => name.endsWith('.json')).sort();
  const all = await Promise.all(
    names.map(async (name) => JSON.parse(await readFile(join(OUTBOX, name), 'utf8')) as OutboxMessage),
  );
  return {
    visitor: all.filter((message) => message.to.email === email),
    agency: all.filter((message) => message.to.email === AGENCY && message.replyTo?.email === email),
  };
}

const utc = (iso: string) => iso.replace(/[-:]/g, '').replace(/\.\d{3}Z$/, 'Z');

function visitorEmail(testInfo: TestInfo): string {
  return `e2e-manage-${testInfo.project.name}-${randomUUID().slice(0, 8)}@example.com`;
}

test('book, open the emailed link, move the meeting, then cancel it', async ({
  page,
  request,
  browser,
  pageErrors,
}, testInfo) => {
  test.setTimeout(120_000);
  const email = visitorEmail(testInfo);
  const first = await bookByApi(request, 'Mona Manage', email);

  // The link in the visitor's confirmation opens the booking.
  const confirmation = (await mailAbout(email)).visitor;
  expect(confirmation).toHaveLength(1);
  const link = /(http:\/\/\S+\/manage-booking\?token=\S+)/.exec(confirmation[0]!.text)?.[1];
  expect(link, 'the confirmation carries the manage link').toBeDefined();
  const firstUid = uidOf(calendarOf(confirmation[0]!));
  const { pathname, search } = new URL(link!);
  await page.goto(pathname + search);
  await waitForHydration(page);
  await expect(page.getByRole('button', { name: 'Choose a new time' })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  expect(await axeViolations(page)).toEqual([]);

  // Move it to another free time, on a day after today (one of today's could pass before the move). Another spec's
  // random pick may take that time first: told so, the visitor chooses again, as a person would.
  const days = page
    .getByRole('group', { name: 'Pick a day' })
    .locator(`button[data-date]:not([data-date="${calendarDateOf(e2eNow())}"])`);
  let second: string | undefined;
  for (let attempt = 1; !second; attempt++) {
    expect(attempt, 'another spec took the chosen time twice running').toBeLessThan(3);
    await page.getByRole('button', { name: 'Choose a new time' }).click();
    const picked = await pickFreeTime(days, page.getByRole('group', { name: /^Pick a time on/ }));
    expect(picked.start).not.toBe(first);
    await picked.button.click();
    const answered = page.waitForResponse((response) => response.url().endsWith(API_ENDPOINTS.manage));
    await page.getByRole('button', { name: 'Move my consultation' }).click();
    if ((await answered).status() === 409) {
      await expect(page.getByRole('alert')).toHaveText(MANAGE_MESSAGES.taken);
      await forgiveRefusedRequest(pageErrors, 409);
    } else {
      await expect(page.getByRole('status').filter({ hasText: 'Done: your consultation is now on' })).toBeVisible();
      second = picked.start;
    }
  }
  // The page's address follows the booking's new link.
  await expect(page).not.toHaveURL(link!);

  // The old time is offered again, the new one is not: in the page's own choice…
  await page.getByRole('button', { name: 'Choose a new time' }).click();
  await page
    .getByRole('group', { name: 'Pick a day' })
    .locator(`[data-date="${calendarDateOf(new Date(first))}"]`)
    .click();
  await expect(page.locator(`[data-start="${first}"]`)).toBeVisible();
  await expect(page.locator(`[data-start="${second}"]`)).toHaveCount(0);
  await page.getByRole('button', { name: 'Keep the current time' }).click();

  // …and in the public wizard, in another visitor's browser.
  const other = await browser.newContext();
  await shiftPageClocks(other);
  expect(await offeredInWizard(other, first)).toBe(true);
  expect(await offeredInWizard(other, second)).toBe(false);

  // Both sides got the updated invitation: same event, next revision, new time.
  const moved = await mailAbout(email);
  expect(moved.visitor.map((message) => message.subject)).toEqual([
    expect.stringMatching(/is confirmed/),
    expect.stringMatching(/has moved/),
  ]);
  const movedNotices = moved.agency.filter((message) => message.subject.startsWith('Booking moved'));
  expect(movedNotices).toHaveLength(1);
  for (const message of [moved.visitor[1]!, movedNotices[0]!]) {
    const ics = calendarOf(message);
    expect(ics).toContain('METHOD:REQUEST\r\n');
    expect(ics).toContain('SEQUENCE:1\r\n');
    expect(ics).toContain(`DTSTART:${utc(second)}\r\n`);
    expect(uidOf(ics)).toBe(firstUid);
  }

  // Cancel: the time is offered again at once, and both sides get the cancellation.
  await page.getByRole('button', { name: 'Cancel consultation' }).click();
  await page.getByRole('button', { name: 'Yes, cancel it' }).click();
  await expect(page.getByRole('heading', { name: 'Your consultation is cancelled' })).toBeVisible();
  expect(await offeredInWizard(other, second)).toBe(true);
  const cancelled = await mailAbout(email);
  const cancellations = [
    ...cancelled.visitor.filter((message) => message.subject.includes('is cancelled')),
    ...cancelled.agency.filter((message) => message.subject.startsWith('Booking cancelled')),
  ];
  expect(cancellations).toHaveLength(2);
  for (const message of cancellations) {
    const ics = calendarOf(message);
    expect(ics).toContain('METHOD:CANCEL\r\n');
    expect(ics).toContain('STATUS:CANCELLED\r\n');
    expect(uidOf(ics)).toBe(firstUid);
  }
  await other.close();
});

test.describe('a link that is not one of ours', () => {
  // The page's request is answered 404, which the browser logs.
  test.use({ expectedConsoleErrors: [/status of 404/] });

  test('gets a clear page that reveals nothing', async ({ page }) => {
    await page.goto(
      '/manage-booking?token=AAAAAAAAAAAAAAAAAAAAAA.1893456000.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
    );
    await waitForHydration(page);
    await expect(page.getByRole('heading', { name: "This link doesn't work" })).toBeVisible();
  });
});
