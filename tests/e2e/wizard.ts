/** What the booking specs share: a booking made through the API or the public wizard, whether the wizard offers a time, and a message's calendar invitation. */
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { BOOKING_MESSAGES } from '../../src/domain/api/booking';
import { API_ENDPOINTS } from '../../src/domain/api/endpoints';
import { DEFAULT_RULES } from '../../src/domain/availability/rules';
import { availability, calendarDateOf } from '../../src/domain/booking/slots';
import { bookFirstFree, shuffled } from './bookings';
import { isReserved, pickFreeTime } from './reservedTimes';
import { expect, forgiveRefusedRequest, waitForHydration } from './fixtures';
import { e2eNow } from './stack';

/**
 * The times the public booking wizard on the home page, opened afresh in `context`, offers on `date` (none when it
 * does not offer the day).
 */
export async function timesInWizard(context: BrowserContext, date: string): Promise<string[]> {
  const page = await context.newPage();
  try {
    await page.goto('/#cta');
    await waitForHydration(page);
    const dates = page.getByRole('group', { name: 'Select a Date' });
    await expect(dates.getByRole('button').first()).toBeVisible({ timeout: 30_000 });
    const day = dates.locator(`[data-date="${date}"]`);
    if ((await day.count()) === 0) return [];
    await day.click();
    const times = page.getByRole('group', { name: 'Select a Time' }).locator('button[data-start]');
    await expect(times.first()).toBeVisible();
    return await times.evaluateAll((buttons) => buttons.map((button) => button.getAttribute('data-start')!));
  } finally {
    await page.close();
  }
}

/** Whether the public booking wizard on the home page, opened afresh in `context`, offers the time `startIso`. */
export async function offeredInWizard(context: BrowserContext, startIso: string): Promise<boolean> {
  return (await timesInWizard(context, calendarDateOf(new Date(startIso)))).includes(startIso);
}

interface WithAttachments {
  subject: string;
  attachments?: { filename: string; content: string }[];
}

/** The calendar file of a message, unfolded. */
export function calendarOf(message: WithAttachments): string {
  const file = message.attachments?.find((attachment) => attachment.filename.endsWith('.ics'));
  expect(file, `"${message.subject}" carries an invitation`).toBeDefined();
  return Buffer.from(file!.content, 'base64').toString('utf8').replace(/\r\n /g, '');
}

export const uidOf = (ics: string) => /\r\nUID:([^\r]+)\r\n/.exec(ics)?.[1];

/**
 * Books a free time as the wizard does (POST /api/sendBookingEmail); skips times others took first, times
 * that start within the hour (one could pass while the test runs) and times other specs close (reservedTimes.ts).
 */
export async function bookByApi(request: APIRequestContext, name: string, email: string): Promise<string> {
  const anHourFromNow = new Date(e2eNow().getTime() + 60 * 60 * 1000);
  const starts = shuffled(
    availability(e2eNow(), [], DEFAULT_RULES).flatMap((day) =>
      day.slots.slice(0, -1).filter((start) => start > anHourFromNow && !isReserved(start.toISOString())),
    ),
  );
  return bookFirstFree(request, starts, { name, email });
}

/**
 * Books, through the home page's wizard, a free time on a day after today (one of today's could pass). Another
 * spec may book the same time between the wizard's read and this confirmation (the other worker picks at random
 * too): told so, the visitor chooses another time, as a person would, once the wizard no longer offers it. The
 * server's 409, which Chromium logs as an error, is then taken back from the test's `pageErrors`.
 */
export async function bookInWizard(page: Page, name: string, email: string, pageErrors: string[]): Promise<string> {
  let refusedPosts = 0;
  page.on('response', (response) => {
    if (response.url().endsWith(API_ENDPOINTS.booking) && response.status() === 409) refusedPosts++;
  });
  await page.goto('/#cta');
  await waitForHydration(page);
  const days = page
    .getByRole('group', { name: 'Select a Date' })
    .locator(`button[data-date]:not([data-date="${calendarDateOf(e2eNow())}"])`);
  const times = page.getByRole('group', { name: 'Select a Time' });
  const backToDays = page.getByRole('button', { name: 'Back to dates' });
  const confirmed = page.getByRole('heading', { name: 'Booking Confirmed' });
  const alerts = page.getByRole('alert').filter({ hasText: /\S/ });
  const taken = alerts.filter({ hasText: BOOKING_MESSAGES.taken });
  for (let attempt = 1; ; attempt++) {
    const { start, button } = await pickFreeTime(days, times, backToDays);
    await button.click();
    if (attempt === 1) {
      await page.getByLabel(/Full name/).fill(name);
      await page.getByLabel(/Email/).fill(email);
      await page.getByLabel(/What would you like to discuss/).selectOption('Project Consultation');
    }
    await page.getByRole('button', { name: 'Confirm Booking' }).click();
    await expect(confirmed.or(alerts).first()).toBeVisible({ timeout: 20_000 });
    if (await confirmed.isVisible()) return start;
    // Any other answer fails here, with what the visitor was told.
    expect((await alerts.allInnerTexts()).join('\n')).toContain(BOOKING_MESSAGES.taken);
    // Taken between the wizard's own check and the post: the server's 409, which Chromium logs.
    for (; refusedPosts > 0; refusedPosts--) await forgiveRefusedRequest(pageErrors, 409);
    expect(attempt, 'another spec took the chosen time twice running').toBeLessThan(3);
    await expect(times.locator(`[data-start="${start}"]`)).toHaveCount(0);
    // The visitor closes its toast (a click on it), so the next answer is not read from it.
    await taken.click();
    await expect(taken).toHaveCount(0);
    await backToDays.click();
  }
}
