/**
 * Consultation booking end to end, against the whole local stack (`npm start`: Hosting on :5000 with
 * /api/* → Functions, Firestore on :8080, mail to the outbox).
 *
 * The suite's clock is fixed (tests/e2e/stack.ts), yet every test picks from whatever the wizard offers. Independent of
 * each other and of parallel workers: each visitor has a unique email address, tests pick different
 * days (and the phone project the last free time where desktop takes the first), and each test deletes
 * the `slots` / `bookings` documents it caused (nothing else is reset, so other specs are undisturbed).
 *
 * Settings (defaults fit `npm start`): E2E_FIRESTORE_ORIGIN, E2E_FIREBASE_PROJECT, E2E_OUTBOX_DIR.
 */
import { randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Locator, Page, TestInfo } from '@playwright/test';
import { availability, formatSlotTime, slotId } from '../../src/domain/booking/slots';
import { DEFAULT_RULES } from '../../src/domain/availability/rules';
import { expect, test, waitForHydration } from './fixtures';
import { failMailTo } from './mailFailure';
import { isReserved } from './reservedTimes';
import { e2eNow, OUTBOX, shiftPageClocks } from './stack';

const FIRESTORE = process.env.E2E_FIRESTORE_ORIGIN ?? 'http://127.0.0.1:8080';
const PROJECT = process.env.E2E_FIREBASE_PROJECT ?? 'demo-lakeforge';
const DATABASE = `projects/${PROJECT}/databases/(default)`;
const DOCUMENTS = `${FIRESTORE}/v1/${DATABASE}/documents`;
/** The Firestore emulator's convention for admin rights. */
const ADMIN = { Authorization: 'Bearer owner', 'Content-Type': 'application/json' };

const TOAST = {
  slotTaken: 'This time slot was just booked. Please select another time.',
  submitFailed: 'Failed to submit booking. Please try again.',
};
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

// ---------------------------------------------------------------------------------------------
// Firestore with admin rights (REST), the outbox, visitors
// ---------------------------------------------------------------------------------------------

interface FirestoreDocument {
  name: string;
  fields: Record<string, { stringValue?: string; timestampValue?: string }>;
}

async function firestore(verb: 'batchGet' | 'commit', body: unknown): Promise<unknown> {
  const response = await fetch(`${DOCUMENTS}:${verb}`, { method: 'POST', headers: ADMIN, body: JSON.stringify(body) });
  const text = await response.text();
  if (!response.ok) throw new Error(`Firestore ${verb} answered ${response.status}: ${text}`);
  return JSON.parse(text);
}

/** The document at `path` (e.g. 'bookings/<slot id>'), or null. */
async function readDocument(path: string): Promise<FirestoreDocument | null> {
  const name = `${DATABASE}/documents/${path}`;
  const [entry] = (await firestore('batchGet', { documents: [name] })) as { found?: FirestoreDocument }[];
  return entry?.found ?? null;
}

/** Takes a slot the way the booking function does (another visitor, faster). */
async function takeSlot(startIso: string): Promise<void> {
  await firestore('commit', {
    writes: [
      {
        update: {
          name: `${DATABASE}/documents/slots/${startIso}`,
          fields: { datetime: { timestampValue: startIso }, state: { stringValue: 'confirmed' } },
        },
        currentDocument: { exists: false },
      },
    ],
  });
}

/** Deletes what a test caused for a slot (deleting a missing document is fine). */
async function releaseSlot(startIso: string): Promise<void> {
  await firestore('commit', {
    writes: ['slots', 'bookingHolds', 'bookings'].map((collection) => ({
      delete: `${DATABASE}/documents/${collection}/${startIso}`,
    })),
  });
}

interface OutboxMessage {
  to: { email: string; name?: string };
  replyTo?: { email: string };
  subject: string;
  text: string;
  html: string;
  attachments?: { filename: string; content: string; type: string }[];
}

async function outboxMessages(): Promise<OutboxMessage[]> {
  const names = await readdir(OUTBOX).catch(() => [] as string[]);
  return Promise.all(
    names
      .filter((name) => name.endsWith('.json'))
      .map(async (name) => JSON.parse(await readFile(join(OUTBOX, name), 'utf8')) as OutboxMessage),
  );
}

/** A visitor nobody else uses (outbox messages and failure markers are matched on it). */
function visitorEmail(testInfo: TestInfo): string {
  return `e2e-${testInfo.project.name}-${randomUUID().slice(0, 8)}@example.com`;
}

// ---------------------------------------------------------------------------------------------
// The wizard
// ---------------------------------------------------------------------------------------------

interface Chosen {
  /** 'YYYY-MM-DD' (Toronto). */
  date: string;
  /** The meeting's start, ISO UTC (= the slot id). */
  start: string;
}

async function openBooking(page: Page): Promise<Locator> {
  await page.goto('/#cta');
  await waitForHydration(page);
  const dates = page.getByRole('group', { name: 'Select a Date' });
  await expect(dates.getByRole('button').first(), 'the wizard offers at least one day').toBeVisible({
    timeout: 30_000,
  });
  return dates;
}

/** A time that starts this soon may pass before the test sends its booking. */
const TOO_SOON_MS = 10 * 60 * 1000;

/**
 * Chooses a day and a time among those offered. Tests use different days (`dayIndex`, counted from
 * the end on phones) and phones take the last time where desktops take the first, so parallel runs
 * never reach for the same slot; none that another spec reserves (reservedTimes.ts) counts. Only times
 * more than TOO_SOON_MS away count, so a test never takes one that could pass before it books, and late
 * in the afternoon, when today has nothing further off, every test counts its days from tomorrow alike.
 */
async function chooseSlot(page: Page, testInfo: TestInfo, dayIndex: number): Promise<Chosen> {
  const phone = testInfo.project.name === 'phone';
  const notTooSoon = new Date(e2eNow().getTime() + TOO_SOON_MS);
  const dates = availability(e2eNow(), [], DEFAULT_RULES)
    .filter((day) => day.slots.some((slot) => slot > notTooSoon))
    .map((day) => day.date);
  expect(dates.length, 'a 7-day window always offers weekdays').toBeGreaterThan(dayIndex);
  const date = dates[phone ? dates.length - 1 - dayIndex : dayIndex]!;
  await page.getByRole('group', { name: 'Select a Date' }).locator(`[data-date="${date}"]`).click();
  await expect(page.getByRole('heading', { name: 'Select a Time' })).toBeFocused();

  const times = page.getByRole('group', { name: 'Select a Time' }).locator('button[data-start]');
  const starts = await times.evaluateAll((buttons) => buttons.map((button) => button.getAttribute('data-start')!));
  const later = starts.filter(
    (start) => Date.parse(start) > notTooSoon.getTime() && !isReserved(start, 'booking.spec.ts'),
  );
  const start = phone ? later.at(-1) : later[0];
  // Only a run that books more than the suite's one week holds (a long --repeat-each) gets here.
  if (!start) throw new Error(`No free time to book on ${date}`);
  const time = times.and(page.locator(`[data-start="${start}"]`));
  // The button says what it books, in Eastern Time.
  await expect(time).toHaveText(new RegExp(`^${formatSlotTime(new Date(start))} ET`));
  expect(slotId(new Date(start))).toBe(start);
  await time.click();
  await expect(page.getByRole('heading', { name: 'Enter Your Details' })).toBeFocused();
  return { date, start };
}

async function fillDetails(page: Page, name: string, email: string): Promise<void> {
  await page.getByLabel(/Full name/).fill(name);
  await page.getByLabel(/Email/).fill(email);
  await page.getByLabel(/What would you like to discuss/).selectOption('Project Consultation');
}

const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

/** DTSTART of the meeting, in UTC (shared builder) or Toronto time (TZID form). */
function dtstartPattern(startIso: string): RegExp {
  const utc = startIso.replace(/[-:]/g, '').replace(/\.\d{3}Z$/, 'Z');
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: 'America/Toronto',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(startIso))
      .map((part) => [part.type, part.value]),
  );
  const toronto = `${parts.year}${parts.month}${parts.day}T${parts.hour}${parts.minute}00`;
  return new RegExp(`\\r\\nDTSTART(?::${utc}|;TZID=America/Toronto:${toronto})\\r\\n`);
}

// ---------------------------------------------------------------------------------------------
// Tests
// ---------------------------------------------------------------------------------------------

// Each test drives a whole booking through the browser, the functions and Firestore.
test.describe.configure({ timeout: 90_000 });

const touched: string[] = [];
test.afterEach(async () => {
  for (const start of touched.splice(0)) await releaseSlot(start);
});

test('a visitor books a free slot, both emails go out, and the next visitor no longer sees that time', async ({
  page,
  browser,
}, testInfo) => {
  const email = visitorEmail(testInfo);
  await openBooking(page);
  const chosen = await chooseSlot(page, testInfo, 0);
  touched.push(chosen.start);
  await fillDetails(page, 'Erin Example', email);

  const sent = page.waitForRequest((request) => request.url().endsWith('/api/sendBookingEmail'));
  await page.getByRole('button', { name: 'Confirm Booking' }).click();
  const confirmed = page.getByRole('heading', { name: 'Booking Confirmed' });
  await expect(confirmed).toBeVisible({ timeout: 20_000 });
  await expect(confirmed).toBeFocused();
  await expect(page.getByText(`A confirmation email was sent to ${email}.`)).toBeVisible();
  await expect(page.getByText('30 minutes', { exact: true })).toBeVisible();
  expect((await sent).postDataJSON()).toEqual({
    name: 'Erin Example',
    email,
    datetime: chosen.start,
    purpose: 'Project Consultation',
    attemptId: expect.stringMatching(UUID),
    // How long the wizard was on screen: the functions answer faster submissions like a bot's.
    fillMs: expect.any(Number),
    // Where the visit came from (tests/e2e/attribution.spec.ts): a direct visit to the home page.
    source: { landingPage: '/' },
  });

  // Stored by the function, under the slot's id.
  const booking = await readDocument(`bookings/${chosen.start}`);
  expect(booking?.fields.email?.stringValue).toBe(email);
  expect(booking?.fields.status?.stringValue).toBe('confirmed');
  expect(Date.parse(booking!.fields.datetime!.timestampValue!)).toBe(Date.parse(chosen.start));
  expect(await readDocument(`slots/${chosen.start}`)).not.toBeNull();

  // The outbox: the visitor's confirmation with the invitation, and the agency's notice.
  const messages = await outboxMessages();
  const toVisitor = messages.filter((message) => message.to.email === email);
  expect(toVisitor).toHaveLength(1);
  const invitation = toVisitor[0]!.attachments?.find((attachment) => attachment.filename.endsWith('.ics'));
  expect(invitation, 'the confirmation carries an .ics').toBeDefined();
  expect(invitation!.type).toMatch(/^text\/calendar/);
  const ics = Buffer.from(invitation!.content, 'base64').toString('utf8');
  expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
  expect(ics).toMatch(dtstartPattern(chosen.start));
  const toAgency = messages.filter(
    (message) => message.to.email !== email && (message.replyTo?.email === email || message.text.includes(email)),
  );
  expect(toAgency).toHaveLength(1);

  // 'Add to calendar' downloads the same meeting.
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Add to calendar' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('lakeforge-consultation.ics');
  const file = await readFile((await download.path())!, 'utf8');
  expect(file).toMatch(dtstartPattern(chosen.start));

  // A second visitor, in a browser of their own, no longer sees that time on that day.
  const context = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  await shiftPageClocks(context);
  try {
    const other = await context.newPage();
    const errors: string[] = [];
    other.on('pageerror', (error) => errors.push(error.message));
    other.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    const dates = await openBooking(other);
    const sameDay = dates.locator(`[data-date="${chosen.date}"]`);
    if ((await sameDay.count()) > 0) {
      await sameDay.click();
      const times = other.getByRole('group', { name: 'Select a Time' });
      await expect(times.getByRole('button').first()).toBeVisible();
      await expect(times.locator(`[data-start="${chosen.start}"]`)).toHaveCount(0);
    } // else: that was the day's last free time, so the day itself is no longer offered.
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});

test('a visitor whose time was taken meanwhile is told so and returns to the times, without that one', async ({
  page,
}, testInfo) => {
  const email = visitorEmail(testInfo);
  // Visitors who prefer reduced motion must still get to read the toast.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  let bookingRequests = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/sendBookingEmail')) bookingRequests++;
  });
  await openBooking(page);
  const chosen = await chooseSlot(page, testInfo, 1);
  touched.push(chosen.start);
  await fillDetails(page, 'Sam Slow', email);

  await takeSlot(chosen.start); // someone else books it while this visitor types
  await page.getByRole('button', { name: 'Confirm Booking' }).click();

  await expect(toast(page, TOAST.slotTaken)).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('heading', { name: 'Select a Time' })).toBeFocused();
  await page.waitForTimeout(1000);
  await expect(toast(page, TOAST.slotTaken), 'the toast stays long enough to read').toBeVisible();
  const times = page.getByRole('group', { name: 'Select a Time' });
  await expect(times.locator(`[data-start="${chosen.start}"]`)).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Next: Enter Details/ })).toBeDisabled();
  // The re-check before saving answered: nothing was sent, nothing booked for this visitor.
  expect(bookingRequests).toBe(0);
  expect(await readDocument(`bookings/${chosen.start}`)).toBeNull();
  expect((await outboxMessages()).filter((message) => message.to.email === email)).toEqual([]);
});

test(
  'when the confirmation email cannot be sent, nothing stays booked and the visitor sees the failure',
  { tag: '@desktop' },
  async ({ page, pageErrors }, testInfo) => {
    const email = visitorEmail(testInfo);
    // Delivery to this visitor fails (the outbox's FAIL marker, limited to this address).
    const restoreMail = await failMailTo([email]);
    try {
      await openBooking(page);
      const chosen = await chooseSlot(page, testInfo, 2);
      touched.push(chosen.start);
      await fillDetails(page, 'Fay Failing', email);
      const answered = page.waitForResponse((response) => response.url().endsWith('/api/sendBookingEmail'));
      await page.getByRole('button', { name: 'Confirm Booking' }).click();

      const response = await answered;
      expect(response.status()).toBeGreaterThanOrEqual(500);
      await expect(toast(page, TOAST.submitFailed)).toBeVisible();
      // The form stays as it was, ready to try again.
      await expect(page.getByRole('heading', { name: 'Enter Your Details' })).toBeVisible();
      await expect(page.getByLabel(/Full name/)).toHaveValue('Fay Failing');
      await expect(page.getByLabel(/Email/)).toHaveValue(email);
      await expect(page.getByRole('button', { name: 'Confirm Booking' })).toBeEnabled();

      // Nothing stays saved; no confirmation reached the visitor.
      expect(await readDocument(`bookings/${chosen.start}`)).toBeNull();
      expect(await readDocument(`slots/${chosen.start}`)).toBeNull();
      expect((await outboxMessages()).filter((message) => message.to.email === email)).toEqual([]);

      // The browser itself logs the failed request's status; that is the expected failure, not a page error.
      const logged = pageErrors.filter((line) => /Failed to load resource: .*status of 5\d\d/.test(line));
      expect(logged).toHaveLength(1);
      pageErrors.splice(pageErrors.indexOf(logged[0]!), 1);
    } finally {
      await restoreMail();
    }
  },
);

/** Whether two elements' boxes on the screen share any area. */
async function overlap(first: Locator, second: Locator): Promise<boolean> {
  const [a, b] = [(await first.boundingBox())!, (await second.boundingBox())!];
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

test.describe('on a 375 px phone, a failure toast', () => {
  test.use({
    viewport: { width: 375, height: 667 },
    // The refused availability reads and the failed booking request: the browser and the SDK log them.
    expectedConsoleErrors: [/Failed to load resource|@firebase\/firestore/],
  });

  /** The toast is wholly on screen, below the sticky header, and says its text once on the page. */
  async function expectClearToast(page: Page, text: string) {
    const shown = toast(page, text);
    await expect(shown).toBeInViewport({ ratio: 1 });
    const headerBottom = await page.getByRole('banner').evaluate((header) => header.getBoundingClientRect().bottom);
    expect((await shown.boundingBox())!.y).toBeGreaterThanOrEqual(headerBottom);
    await expect(page.getByText(text)).toHaveCount(1);
    return shown;
  }

  test(
    'for dates that cannot load leaves the inline retry and phone number clear, says it once, and goes with the retry',
    { tag: '@phone' },
    async ({ page }) => {
      await page.route('**/documents:runQuery', (route) => route.abort());
      await page.goto('/#cta');
      await waitForHydration(page);
      const shown = await expectClearToast(page, 'Failed to load available dates');
      // Said once: by the toast, not again by the inline block.
      await expect(page.getByText(/load (the )?available dates/i)).toHaveCount(1);
      const wizard = page.getByTestId('booking-wizard');
      const retry = wizard.getByRole('button', { name: 'Try again' });
      const phone = wizard.getByRole('link', { name: '(905) 555-0142' });
      await expect(phone).toHaveAttribute('href', 'tel:+19055550142');
      for (const inline of [retry, phone]) {
        await expect(inline).toBeInViewport({ ratio: 1 });
        expect(await overlap(shown, inline)).toBe(false);
      }

      await page.unroute('**/documents:runQuery');
      await retry.click();
      await expect(page.getByRole('group', { name: 'Select a Date' }).getByRole('button').first()).toBeVisible();
      await expect(shown).toHaveCount(0);
    },
  );

  test(
    'for a booking that cannot be sent is wholly on screen, below the header, and said once',
    { tag: '@phone' },
    async ({ page }, testInfo) => {
      const email = visitorEmail(testInfo);
      const restoreMail = await failMailTo([email]);
      try {
        await openBooking(page);
        const chosen = await chooseSlot(page, testInfo, 3);
        touched.push(chosen.start);
        await fillDetails(page, 'Fay Failing', email);
        const confirm = page.getByRole('button', { name: 'Confirm Booking' });
        await confirm.click();
        await expectClearToast(page, TOAST.submitFailed);
        await expect(confirm).toBeEnabled();
      } finally {
        await restoreMail();
      }
    },
  );
});
