/**
 * A visitor as fast as autofill: every field filled at once and the button pressed the moment the page takes
 * it, well inside the minimum fill time (MIN_FILL_MS) that the functions ask of a person. The stack runs with
 * the production minimum. The site's script waits out the rest itself while showing that it is sending, then
 * sends once: each lead is stored and mailed, and what the visitor sees says so (docs/abuse.md, "Bots").
 *
 * The booking books, moves and cancels times of its own (reservedTimes.ts), so no other spec's random pick
 * lands on them and a repeated run finds them free again.
 */
import type { Locator, Page, Request } from '@playwright/test';
import { MIN_FILL_MS } from '../../src/domain/forms/fields';
import { SLOT_TIMES, slotId, slotsOf, type SlotTime } from '../../src/domain/booking/slots';
import { expect, test, waitForHydration } from './fixtures';
import { mailFor, storedFor, visitorEmail } from './inquiries';
import { suiteDay } from './reservedTimes';

/** The suite's Thursday: each layout books one time and moves it to another (RESERVATIONS). */
const BOOKING_DAY = suiteDay(3);
const TIMES: Record<string, { book: SlotTime; moveTo: SlotTime }> = {
  desktop: { book: '13:00', moveTo: '14:00' },
  phone: { book: '13:30', moveTo: '14:30' },
};
const startOf = (time: SlotTime) => slotId(slotsOf(BOOKING_DAY)[SLOT_TIMES.indexOf(time)]!);

/**
 * Presses `button` at once and holds the request to `endpoint` until the visitor has been shown `inFlight`
 * (the wait for the minimum and the request look alike to them). Answers every request the press sent.
 */
async function pressAndWatch(page: Page, button: Locator, endpoint: string, inFlight: string) {
  const sent: Request[] = [];
  let seen!: () => void;
  const shown = new Promise<void>((resolve) => (seen = resolve));
  await page.route(`**${endpoint}`, async (route) => {
    sent.push(route.request());
    await shown;
    await route.continue();
  });
  const pressedAt = await page.evaluate(() => performance.now());
  await button.click();
  await expect(page.getByRole('button', { name: inFlight })).toBeDisabled();
  seen();
  test.info().annotations.push({ type: 'pressed', description: `${endpoint} at ${Math.round(pressedAt)} ms` });
  return {
    /** The one request sent, its fill time the page's age, never under the minimum. */
    async sentOnce() {
      await expect.poll(() => sent.length).toBeGreaterThan(0);
      expect(sent, `one ${endpoint} request`).toHaveLength(1);
      const { fillMs } = sent[0]!.postDataJSON() as { fillMs: number };
      expect(fillMs).toBeGreaterThanOrEqual(MIN_FILL_MS);
      expect(fillMs).toBeGreaterThanOrEqual(Math.floor(pressedAt));
    },
  };
}

test.describe.configure({ timeout: 90_000 });

test('the booking wizard: book, then move it from the emailed link, each sent as fast as it is filled', async ({
  page,
}, testInfo) => {
  const email = visitorEmail(testInfo, 'fast-booking');
  const { book, moveTo } = TIMES[testInfo.project.name]!;
  const [booked, moved] = [startOf(book), startOf(moveTo)];

  await page.goto('/#cta');
  await waitForHydration(page);
  await page.getByRole('group', { name: 'Select a Date' }).locator(`[data-date="${BOOKING_DAY}"]`).click();
  await page.getByRole('group', { name: 'Select a Time' }).locator(`[data-start="${booked}"]`).click();
  await page.getByLabel(/Full name/).fill('Fern Fast');
  await page.getByLabel(/Email/).fill(email);
  await page.getByLabel(/What would you like to discuss/).selectOption('Project Consultation');
  const booking = await pressAndWatch(
    page,
    page.getByRole('button', { name: 'Confirm Booking' }),
    '/api/sendBookingEmail',
    'Confirming...',
  );
  await expect(page.getByRole('heading', { name: 'Booking Confirmed' })).toBeVisible({ timeout: 20_000 });
  await booking.sentOnce();
  expect(await storedFor('bookings', email)).toEqual([expect.objectContaining({ status: 'confirmed' })]);
  const { toVisitor, toAgency } = await mailFor(email);
  expect(toVisitor).toHaveLength(1);
  expect(toAgency).toHaveLength(1);

  // The emailed link, opened and used at once: the meeting moves.
  const link = /(http:\/\/\S+\/manage-booking\?token=\S+)/.exec(toVisitor[0]!.text)?.[1];
  expect(link, 'the confirmation carries the manage link').toBeDefined();
  const { pathname, search } = new URL(link!);
  await page.goto(pathname + search);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Choose a new time' }).click();
  await page.getByRole('group', { name: 'Pick a day' }).locator(`[data-date="${BOOKING_DAY}"]`).click();
  await page.locator(`[data-start="${moved}"]`).click();
  await page.getByRole('button', { name: 'Move my consultation' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Done: your consultation is now on' })).toBeVisible({
    timeout: 20_000,
  });
  const [afterMove, ...others] = await storedFor('bookings', email);
  expect(others).toEqual([]);
  expect(afterMove).toMatchObject({ status: 'confirmed' });
  expect(Date.parse(afterMove!.datetime as string)).toBe(Date.parse(moved));
  expect((await mailFor(email)).toVisitor.map((message) => message.subject)).toEqual([
    expect.stringMatching(/is confirmed/),
    expect.stringMatching(/has moved/),
  ]);

  // Cancelled, so the times are free for the next run.
  await page.getByRole('button', { name: 'Cancel consultation' }).click();
  await page.getByRole('button', { name: 'Yes, cancel it' }).click();
  await expect(page.getByRole('heading', { name: 'Your consultation is cancelled' })).toBeVisible();
});

test('the contact form: sent as fast as it is filled, stored, mailed both ways, thanked @phone', async ({
  page,
}, testInfo) => {
  const email = visitorEmail(testInfo, 'fast-contact');
  await page.goto('/contact');
  await waitForHydration(page);
  const form = page.getByRole('form', { name: 'Send us a message' });
  await form.getByRole('textbox', { name: 'Full Name' }).fill('Fern Fast');
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  await form.getByRole('textbox', { name: 'Message' }).fill('Autofill had this ready before the page finished.');
  const contact = await pressAndWatch(
    page,
    form.getByRole('button', { name: 'Send Message' }),
    '/api/contactEmail',
    'Processing...',
  );
  await expect(page.getByRole('heading', { name: 'Thank you for reaching out!' })).toBeVisible({ timeout: 20_000 });
  await contact.sentOnce();
  expect(await storedFor('contactInquiries', email)).toEqual([
    expect.objectContaining({ delivery: expect.objectContaining({ status: 'sent' }) }),
  ]);
  const { toVisitor, toAgency } = await mailFor(email);
  expect([toVisitor.length, toAgency.length]).toEqual([1, 1]);
});

for (const [where, open] of [
  [
    "the 'Get Started' dialog",
    async (page: Page) => {
      await page.goto('/services/seo');
      await waitForHydration(page);
      await page.getByRole('article', { name: 'Growth' }).getByRole('link', { name: 'Get Started' }).click();
      return page.getByRole('dialog', { name: 'Request a Service' });
    },
  ],
  [
    'a request page',
    async (page: Page) => {
      await page.goto('/services/seo/request/growth');
      await waitForHydration(page);
      return page.getByRole('region', { name: 'Your request' });
    },
  ],
] as const) {
  test(`a package request from ${where}: sent as fast as it is filled, stored, mailed both ways, thanked @phone`, async ({
    page,
  }, testInfo) => {
    const email = visitorEmail(testInfo, 'fast-package');
    const form = await open(page);
    await form.getByRole('textbox', { name: 'Full Name' }).fill('Fern Fast');
    await form.getByRole('textbox', { name: 'Email' }).fill(email);
    const request = await pressAndWatch(
      page,
      form.getByRole('button', { name: 'Submit Request' }),
      '/api/servicesEmail',
      'Sending...',
    );
    await expect(page.getByRole('status').filter({ hasText: /Thank you/ })).toBeVisible({ timeout: 20_000 });
    await request.sentOnce();
    expect(await storedFor('serviceRequests', email)).toEqual([
      expect.objectContaining({ serviceType: 'Search Engine Optimization', package: 'Growth' }),
    ]);
    const { toVisitor, toAgency } = await mailFor(email);
    expect([toVisitor.length, toAgency.length]).toEqual([1, 1]);
  });
}
