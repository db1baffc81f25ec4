/**
 * A consultation's whole life, in WebKit and Firefox: booked in the home page's wizard, opened at `/#cta` (the
 * deferred booking section, the 3 s the form waits out, the confirmation), then moved and cancelled from the link
 * in the confirmation email. What tests/e2e/booking.spec.ts and manage-booking.spec.ts check in Chromium, with what
 * was stored and sent.
 *
 * Each engine and width books and moves to times of its own, reserved for this spec (tests/e2e/reservedTimes.ts),
 * so no Chromium spec and no other project meets them.
 */
import type { TestInfo } from '@playwright/test';
import { calendarDateOf } from '../../src/domain/booking/slots';
import { mailFor, storedFor, visitorEmail } from '../e2e/inquiries';
import { RESERVATIONS, reservedStarts } from '../e2e/reservedTimes';
import { calendarOf, uidOf } from '../e2e/wizard';
import { expect, test } from './fixtures';

const SPEC = 'engines/booking.spec.ts';
const PROJECTS = ['webkit-phone', 'webkit-desktop', 'firefox-phone', 'firefox-desktop'];

/** The two reserved times (ISO) this project books and moves to. */
function timesOf(testInfo: TestInfo): [string, string] {
  const starts = RESERVATIONS.filter((each) => each.spec === SPEC).flatMap(reservedStarts);
  const index = PROJECTS.indexOf(testInfo.project.name);
  return [starts[2 * index]!, starts[2 * index + 1]!];
}

const confirmedAt = async (email: string) =>
  (await storedFor('bookings', email))
    .filter((booking) => booking.status === 'confirmed')
    .map((booking) => new Date(booking.datetime as string).toISOString());

const utc = (iso: string) => iso.replace(/[-:]/g, '').replace(/\.\d{3}Z$/, 'Z');

test(
  'a visitor books in the wizard and gets both emails, then moves and cancels the meeting from the emailed link',
  { tag: ['@webkit-phone', '@firefox-desktop'] },
  async ({ visitor }, testInfo) => {
    test.setTimeout(120_000);
    const [first, second] = timesOf(testInfo);
    const email = visitorEmail(testInfo, 'booking');

    // Straight to the booking section, as from a link in an email or an ad: Firefox reports no first paint for a
    // page opened there, and the app starts at the load event instead (docs/testing.md, "What differs by engine").
    await visitor.goto('/#cta');
    await visitor.waitForHydration();
    await visitor.click(`[data-testid="booking-wizard"] button[data-date="${calendarDateOf(new Date(first))}"]`);
    await visitor.click(`[data-testid="booking-wizard"] button[data-start="${first}"]`);
    await visitor.until(
      'the details step to take focus',
      () => document.activeElement?.textContent === 'Enter Your Details',
    );
    await visitor.type('[data-testid="booking-wizard"] input[name="name"]', 'Erin Engine');
    await visitor.type('[data-testid="booking-wizard"] input[name="email"]', email);
    await visitor.choose('[data-testid="booking-wizard"] select[name="purpose"]', 'Project Consultation');
    await visitor.click('[data-testid="booking-wizard"] button[type="submit"]', 'Confirm Booking');
    await visitor.waitFor(
      '[data-testid="booking-wizard"] h3, [data-testid="booking-wizard"] h2',
      'Booking Confirmed',
      20_000,
    );
    expect(await visitor.evaluate(() => document.activeElement?.textContent)).toBe('Booking Confirmed');
    // "A confirmation email was sent to <strong>{email}</strong>."
    expect(await visitor.isShown('[data-testid="booking-wizard"] strong', email)).toBe(true);

    expect(await confirmedAt(email)).toEqual([first]);
    const booked = await mailFor(email);
    expect(booked.toVisitor).toHaveLength(1);
    expect(booked.toAgency).toHaveLength(1);
    const uid = uidOf(calendarOf(booked.toVisitor[0]!));
    const link = /(http:\/\/\S+\/manage-booking\?token=\S+)/.exec(booked.toVisitor[0]!.text)?.[1];
    expect(link, 'the confirmation carries the manage link').toBeDefined();

    // The emailed link: move to the other time.
    const { pathname, search } = new URL(link!);
    await visitor.goto(pathname + search);
    await visitor.waitForHydration();
    await visitor.click('button', 'Choose a new time');
    await visitor.click(`button[data-date="${calendarDateOf(new Date(second))}"]`);
    await visitor.click(`button[data-start="${second}"]`);
    await visitor.click('button', 'Move my consultation');
    await visitor.until('the move to be confirmed', () =>
      /^Done: your consultation is now on /.test(document.querySelector('[role="status"]')?.textContent ?? ''),
    );
    expect(await confirmedAt(email)).toEqual([second]);
    const moved = await mailFor(email);
    expect(moved.toVisitor.map((message) => message.subject)).toEqual([
      expect.stringMatching(/is confirmed/),
      expect.stringMatching(/has moved/),
    ]);
    const update = calendarOf(moved.toVisitor[1]!);
    expect(update).toContain(`DTSTART:${utc(second)}\r\n`);
    expect(uidOf(update)).toBe(uid);
    expect(moved.toAgency.filter((message) => message.subject.startsWith('Booking moved'))).toHaveLength(1);

    // Cancel it: the page says so, nothing stays booked, both sides get the calendar's cancellation.
    await visitor.click('button', 'Cancel consultation');
    await visitor.click('button', 'Yes, cancel it');
    await visitor.waitFor('h1, h2', 'Your consultation is cancelled');
    expect(await confirmedAt(email)).toEqual([]);
    const cancelled = await mailFor(email);
    const cancellations = [
      ...cancelled.toVisitor.filter((message) => message.subject.includes('is cancelled')),
      ...cancelled.toAgency.filter((message) => message.subject.startsWith('Booking cancelled')),
    ];
    expect(cancellations).toHaveLength(2);
    for (const message of cancellations) {
      expect(calendarOf(message)).toContain('METHOD:CANCEL\r\n');
      expect(uidOf(calendarOf(message))).toBe(uid);
    }
  },
);
