/**
 * The booking wizard against Google's Firestore emulator (started for the test run, seeded with
 * admin rights as the booking function writes `slots`) and a local HTTP server answering the
 * contract of POST /api/sendBookingEmail. The clock is fixed: Tuesday 14 July 2026, 10:00 in
 * Toronto (EDT), so the window offers Tue 14 (from 10:30), Wed 15, Thu 16, Fri 17 and Mon 20.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../tests/utils/render';
import { MEETING_PURPOSES } from '../../domain/forms/schemas';
import { ONE_UPCOMING_BOOKING_MESSAGE } from '../../domain/booking/quota';
import { slotsOf } from '../../domain/booking/slots';
import { BookingWizard } from './BookingWizard';
import { BOOKING_MESSAGES } from '../../domain/api/booking';
import { BOOKING_TOASTS } from './toasts';
import { CALENDAR_FILE_NAME } from './calendarFile';
import {
  closedPort,
  deferred,
  startBookingApi,
  startFirestore,
  testConfig,
  type BookingApiStub,
  type TestFirestore,
} from '../../../tests/utils/bookingBackend';

// Each test drives the whole wizard over real HTTP: more than the default 5 s on a busy machine.
vi.setConfig({ testTimeout: 30_000 });
// Some tests make Firestore unreachable on purpose; the SDK would log a warning for each attempt.

const NOW = new Date('2026-07-14T14:00:00Z'); // Tuesday 10:00 EDT
const WED = '2026-07-15';
const wed = (index: number) => slotsOf(WED)[index]!; // 0 → 9:00 AM, 1 → 9:30 AM, 4 → 11:00 AM
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let firestore: TestFirestore;
let api: BookingApiStub;

beforeAll(async () => {
  firestore = await startFirestore(0, NOW);
  api = await startBookingApi();
});
afterAll(async () => {
  await firestore.close();
  await api.close();
});
beforeEach(async () => {
  await firestore.reset();
  api.requests.length = 0;
});
afterEach(() => {
  api.answer(); // nothing queued is left for the next test
});

function renderWizard(options: { timeZone?: string; firestoreHost?: string; apiOrigin?: string } = {}) {
  const user = userEvent.setup({ delay: null });
  const config = testConfig({
    firestoreHost: options.firestoreHost ?? firestore.emulatorHost,
    apiOrigin: options.apiOrigin ?? api.origin,
    now: NOW,
    timeZone: options.timeZone,
  });
  renderWithProviders(<BookingWizard config={config} />);
  return { user, config };
}

const heading = (name: string) => screen.getByRole('heading', { level: 3, name });
const dateButton = (label: RegExp) => screen.getByRole('button', { name: label });
const timeButton = (time: string) => screen.getByRole('button', { name: new RegExp(`^${time} ET`) });
const queryTimeButton = (time: string) => screen.queryByRole('button', { name: new RegExp(`^${time} ET`) });
const currentStep = () =>
  within(screen.getByRole('list', { name: 'Booking steps' }))
    .getAllByRole('listitem')
    .find((item) => item.getAttribute('aria-current') === 'step');

async function datesShown() {
  return screen.findByRole('button', { name: /Wednesday, July 15, 2026/ }, { timeout: 5000 });
}

async function toDetails(user: UserEvent, time = '9:00 AM') {
  await user.click(await datesShown());
  await user.click(timeButton(time));
  expect(heading('Enter Your Details')).toHaveFocus();
}

async function fillDetails(user: UserEvent, values = { name: 'Ada Lovelace', email: 'ada@example.com' }) {
  await user.click(screen.getByLabelText(/Full name/));
  await user.paste(values.name);
  await user.click(screen.getByLabelText(/Email/));
  await user.paste(values.email);
  await user.selectOptions(screen.getByLabelText(/What would you like to discuss/), 'UI/UX Design');
}

async function expectToast(message: string) {
  const toast = await screen.findByText(message, {}, { timeout: 5000 });
  expect(toast.closest('[role="alert"]')).not.toBeNull();
}

describe('step 1: Select a Date', () => {
  it('shows a spinner with text while loading, then the offered weekdays with a Today marker', async () => {
    renderWizard();
    expect(heading('Select a Date')).toBeInTheDocument();
    expect(screen.getByText('Loading available dates…').closest('[role="status"]')).not.toBeNull();

    await datesShown();
    const group = screen.getByRole('group', { name: 'Select a Date' });
    const days = within(group).getAllByRole('button');
    expect(days.map((day) => day.textContent)).toEqual([
      expect.stringMatching(/^Tuesday, July 14, 2026, today, 10 times available.*Today$/),
      expect.stringMatching(/^Wednesday, July 15, 2026, 16 times available/),
      expect.stringMatching(/^Thursday, July 16, 2026/),
      expect.stringMatching(/^Friday, July 17, 2026/),
      expect.stringMatching(/^Monday, July 20, 2026/),
    ]);
    for (const day of days) expect(day).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByText('Loading available dates…')).not.toBeInTheDocument();
  });

  it('leaves out full days and counts only free times', async () => {
    await firestore.takeSlots([...slotsOf('2026-07-16'), wed(0), wed(4)]);
    renderWizard();
    await datesShown();
    expect(screen.queryByRole('button', { name: /Thursday, July 16/ })).not.toBeInTheDocument();
    expect(dateButton(/Wednesday, July 15, 2026, 14 times available/)).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Select a Date' })).getAllByRole('button')).toHaveLength(4);
  });

  it('marks step 1 of 3 as current and keeps Next disabled until a date is chosen', async () => {
    renderWizard();
    expect(currentStep()).toHaveTextContent('Date');
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();
    await datesShown();
    expect(screen.getByRole('button', { name: /Next: Select Time/ })).toBeDisabled();
  });

  it('advances to step 2 when a date is chosen, moving focus to its heading', async () => {
    const { user } = renderWizard();
    await user.click(await datesShown());
    expect(heading('Select a Time')).toHaveFocus();
    expect(currentStep()).toHaveTextContent('Time');
    expect(screen.getByText('Step 2 of 3')).toBeInTheDocument();
  });

  it('can be operated with the keyboard', async () => {
    const { user } = renderWizard();
    const wednesday = await datesShown();
    wednesday.focus();
    await user.keyboard('{Enter}');
    expect(heading('Select a Time')).toHaveFocus();
    await user.tab();
    expect(timeButton('9:00 AM')).toHaveFocus();
    await user.keyboard(' ');
    expect(heading('Enter Your Details')).toHaveFocus();
  });

  it('says so when every time of the window is taken', async () => {
    const all = ['2026-07-14', '2026-07-15', '2026-07-16', '2026-07-17', '2026-07-20'].flatMap((d) => slotsOf(d));
    await firestore.takeSlots(all);
    renderWizard();
    expect(await screen.findByText('Every time in the next seven days is taken.', {}, { timeout: 5000 })).toBeVisible();
    expect(screen.getByRole('button', { name: /Next: Select Time/ })).toBeDisabled();
  });
});

describe('step 2: Select a Time', () => {
  it('lists the free times of the day in Eastern Time, without taken ones', async () => {
    await firestore.takeSlots([wed(0), wed(4)]);
    const { user } = renderWizard();
    await user.click(await datesShown());
    const times = within(screen.getByRole('group', { name: 'Select a Time' })).getAllByRole('button');
    expect(times.map((time) => time.textContent)).toEqual([
      '9:30 AM ET',
      '10:00 AM ET',
      '10:30 AM ET',
      '11:30 AM ET',
      '12:00 PM ET',
      '12:30 PM ET',
      '1:00 PM ET',
      '1:30 PM ET',
      '2:00 PM ET',
      '2:30 PM ET',
      '3:00 PM ET',
      '3:30 PM ET',
      '4:00 PM ET',
      '4:30 PM ET',
    ]);
    expect(screen.getByText(/Wednesday, July 15, 2026 · times in Eastern Time \(EDT\)/)).toBeInTheDocument();
  });

  it('hides the times of today that have passed, and those within the notice (two hours by default)', async () => {
    const { user } = renderWizard();
    await datesShown();
    await user.click(dateButton(/Tuesday, July 14, 2026, today/));
    const times = within(screen.getByRole('group', { name: 'Select a Time' })).getAllByRole('button');
    expect(times[0]).toHaveTextContent('12:00 PM ET');
    expect(times).toHaveLength(10);
  });

  it('follows the notice the agency set: none leaves only the past hidden', async () => {
    await firestore.setRules({ noticeMinutes: 0 });
    const { user } = renderWizard();
    await datesShown();
    await user.click(dateButton(/Tuesday, July 14, 2026, today, 13 times available/));
    expect(within(screen.getByRole('group', { name: 'Select a Time' })).getAllByRole('button')[0]).toHaveTextContent(
      '10:30 AM ET',
    );
  });

  it('leaves out a day the agency closed, and the times of a closed afternoon', async () => {
    await firestore.setRules({
      closures: [
        { id: 'thursday', from: '2026-07-16', to: '2026-07-16' },
        { id: 'friday', from: '2026-07-17', to: '2026-07-17', startTime: '13:00' },
      ],
    });
    const { user } = renderWizard();
    await datesShown();
    expect(screen.queryByRole('button', { name: /Thursday, July 16/ })).not.toBeInTheDocument();
    await user.click(dateButton(/Friday, July 17, 2026, 8 times available/));
    expect(timeButton('12:30 PM')).toBeInTheDocument();
    expect(queryTimeButton('1:00 PM')).not.toBeInTheDocument();
  });

  it("shows the visitor's own time beside Eastern Time when their zone differs", async () => {
    const { user } = renderWizard({ timeZone: 'Europe/London' });
    await user.click(await datesShown());
    expect(timeButton('9:00 AM')).toHaveTextContent('9:00 AM ET 2:00 PM your time');
    expect(screen.getByText(/with your time \(London\) beside each/)).toBeInTheDocument();
  });

  it('names the day when the visitor’s calendar day differs', async () => {
    const { user } = renderWizard({ timeZone: 'Asia/Tokyo' });
    await user.click(await datesShown());
    expect(timeButton('9:00 AM')).toHaveTextContent('9:00 AM ET 10:00 PM your time');
    expect(timeButton('4:30 PM')).toHaveTextContent('4:30 PM ET 5:30 AM (Thu) your time');
  });

  it('shows no second time for a visitor on Eastern Time', async () => {
    const { user } = renderWizard({ timeZone: 'America/New_York' });
    await user.click(await datesShown());
    expect(timeButton('9:00 AM')).toHaveTextContent(/^9:00 AM ET$/);
  });

  it('keeps Next disabled until a time is chosen, and goes back to the dates with the date kept', async () => {
    const { user } = renderWizard();
    await user.click(await datesShown());
    expect(screen.getByRole('button', { name: /Next: Enter Details/ })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Back to dates' }));
    expect(heading('Select a Date')).toHaveFocus();
    expect(dateButton(/Wednesday, July 15/)).toHaveAttribute('aria-pressed', 'true');
    const next = screen.getByRole('button', { name: /Next: Select Time/ });
    expect(next).toBeEnabled();
    await user.click(next);
    expect(heading('Select a Time')).toHaveFocus();
  });

  it('advances to step 3 when a time is chosen', async () => {
    const { user } = renderWizard();
    await toDetails(user, '10:00 AM');
    expect(currentStep()).toHaveTextContent('Details');
    expect(screen.getByText('Step 3 of 3')).toBeInTheDocument();
  });

  it('forgets the time when another date is chosen', async () => {
    const { user } = renderWizard();
    await toDetails(user);
    await user.click(screen.getByRole('button', { name: 'Back to times' }));
    expect(timeButton('9:00 AM')).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Back to dates' }));
    await user.click(dateButton(/Friday, July 17/));
    expect(screen.getByRole('button', { name: /Next: Enter Details/ })).toBeDisabled();
    expect(timeButton('9:00 AM')).toHaveAttribute('aria-pressed', 'false');
  });
});

describe('step 3: Enter Your Details', () => {
  it('summarises the chosen slot and has labelled, required fields', async () => {
    const { user } = renderWizard({ timeZone: 'Europe/London' });
    await toDetails(user);
    const summary = screen.getByLabelText('Your meeting');
    expect(summary).toHaveTextContent('Wednesday, July 15, 2026');
    expect(summary).toHaveTextContent('9:00 AM ET (2:00 PM your time) · 30 minutes');

    const name = screen.getByLabelText(/Full name/);
    expect(name).toHaveAttribute('type', 'text');
    expect(name).toBeRequired();
    const email = screen.getByLabelText(/Email/);
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toBeRequired();
    const purpose = screen.getByLabelText(/What would you like to discuss/);
    expect(purpose).toBeRequired();
    expect(purpose).toHaveValue('');
    const options = within(purpose).getAllByRole('option');
    expect(options.map((option) => [option.textContent, option.getAttribute('value')])).toEqual([
      ['I need help with...', ''],
      ...MEETING_PURPOSES.map((value) => [value, value]),
    ]);
  });

  it('has a honeypot hidden from people and assistive technology', async () => {
    const { user } = renderWizard();
    await toDetails(user);
    const honeypot = document.querySelector('input[name="website"]')!;
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Website' })).not.toBeInTheDocument();
  });

  it('goes back to the times with the time kept', async () => {
    const { user } = renderWizard();
    await toDetails(user, '9:30 AM');
    await user.click(screen.getByRole('button', { name: 'Back to times' }));
    expect(heading('Select a Time')).toHaveFocus();
    expect(timeButton('9:30 AM')).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: /Next: Enter Details/ }));
    expect(heading('Enter Your Details')).toHaveFocus();
  });

  it('refuses to send an incomplete form, naming each missing field', async () => {
    const { user } = renderWizard();
    await toDetails(user);
    await user.click(screen.getByRole('button', { name: 'Confirm Booking' }));
    const name = screen.getByLabelText(/Full name/);
    expect(name).toHaveAccessibleDescription('Please enter your name.');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveFocus();
    expect(screen.getByLabelText(/Email/)).toHaveAccessibleDescription('Please enter your email address.');
    expect(screen.getByLabelText(/What would you like to discuss/)).toHaveAccessibleDescription(
      'Please choose what the meeting is about.',
    );

    await user.type(name, 'Ada');
    expect(name).not.toHaveAttribute('aria-invalid');
    await user.type(screen.getByLabelText(/Email/), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Confirm Booking' }));
    expect(screen.getByLabelText(/Email/)).toHaveAccessibleDescription('Please enter a valid email address.');
    expect(screen.getByLabelText(/Email/)).toHaveFocus();
    expect(api.requests).toHaveLength(0);
  });
});

describe('submitting', () => {
  it("shows 'Confirming...' and disables the button while saving, then 'Booking Confirmed' with the details", async () => {
    const release = deferred();
    api.answer({ status: 200, body: { ok: true }, hold: release.promise });
    const { user } = renderWizard({ timeZone: 'Europe/London' });
    await toDetails(user);
    await fillDetails(user, { name: '  Ada Lovelace ', email: 'ada@example.com' });
    await user.click(screen.getByRole('button', { name: 'Confirm Booking' }));

    const busy = await screen.findByRole('button', { name: 'Confirming...' });
    expect(busy).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Back to times' })).toBeDisabled();
    await waitFor(() => expect(api.requests).toHaveLength(1));
    await user.click(busy);
    expect(api.requests).toHaveLength(1);
    release.resolve();

    const confirmed = await screen.findByRole('heading', { level: 3, name: 'Booking Confirmed' });
    await waitFor(() => expect(confirmed).toHaveFocus());
    const details = screen.getByText('Length', { selector: 'dt' }).parentElement!;
    expect(details).toHaveTextContent('DateWednesday, July 15, 2026');
    expect(details).toHaveTextContent('Time9:00 AM ET2:00 PM your time');
    expect(details).toHaveTextContent('Length30 minutes');
    expect(details).toHaveTextContent('TopicUI/UX Design');
    expect(screen.getByText(/A confirmation email was sent to/)).toHaveTextContent(
      'A confirmation email was sent to ada@example.com.',
    );
    expect(screen.getByText(/Thank you, Ada Lovelace\./)).toBeInTheDocument();
    expect(screen.queryByText(/Step \d of 3/)).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Booking steps' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Date (completed)', 'Time (completed)', 'Details (completed)']);

    const [request] = api.requests;
    expect(request!.contentType).toBe('application/json');
    expect(request!.body).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      datetime: '2026-07-15T13:00:00.000Z',
      purpose: 'UI/UX Design',
      attemptId: expect.stringMatching(UUID),
      fillMs: expect.any(Number),
    });
  });

  it('offers the meeting as an .ics download built from the booking', async () => {
    const { user } = renderWizard();
    await toDetails(user, '2:30 PM');
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Confirm Booking' }));
    const link = await screen.findByRole('link', { name: 'Add to calendar' }, { timeout: 5000 });
    expect(link).toHaveAttribute('download', CALENDAR_FILE_NAME);
    const href = link.getAttribute('href')!;
    const prefix = 'data:text/calendar;charset=utf-8,';
    expect(href.startsWith(prefix)).toBe(true);
    const ics = decodeURIComponent(href.slice(prefix.length));
    const unfolded = ics.replace(/\r\n /g, '');
    const attemptId = api.requests[0]!.body.attemptId as string;
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(ics).toContain('\r\nDTSTART:20260715T183000Z\r\n');
    expect(ics).toContain('\r\nDTEND:20260715T190000Z\r\n');
    expect(unfolded).toContain(`\r\nUID:booking-20260715T183000Z-${attemptId}@lakeforge.ca\r\n`);
    expect(unfolded).toContain('\r\nSUMMARY:Free consultation with Lakeforge Digital\r\n');
    expect(unfolded).toContain(
      '\r\nDESCRIPTION:Your free 30-minute consultation with Lakeforge Digital.\\nTopic: UI/UX Design\\n',
    );
  });

  it("'Schedule Another Meeting' empties every field and returns to step 1 with fresh availability", async () => {
    // As the real function does, the successful booking claims its slot.
    api.answer({ status: 200, body: { ok: true }, before: () => firestore.takeSlots([wed(0)]) });
    const { user } = renderWizard();
    await toDetails(user);
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Confirm Booking' }));
    await screen.findByRole('heading', { name: 'Booking Confirmed' }, { timeout: 5000 });
    // Meanwhile another visitor books Wednesday 11:00.
    await firestore.takeSlots([wed(4)]);

    await user.click(screen.getByRole('button', { name: 'Schedule Another Meeting' }));
    expect(heading('Select a Date')).toHaveFocus();
    expect(currentStep()).toHaveTextContent('Date');
    const wednesday = await screen.findByRole('button', { name: /Wednesday, July 15, 2026, 14 times available/ });
    expect(wednesday).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: /Next: Select Time/ })).toBeDisabled();

    await user.click(wednesday);
    expect(queryTimeButton('9:00 AM')).not.toBeInTheDocument();
    expect(queryTimeButton('11:00 AM')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Next: Enter Details/ })).toBeDisabled();
    await user.click(timeButton('9:30 AM'));
    expect(screen.getByLabelText(/Full name/)).toHaveValue('');
    expect(screen.getByLabelText(/Email/)).toHaveValue('');
    expect(screen.getByLabelText(/What would you like to discuss/)).toHaveValue('');
    expect(document.querySelector('input[name="website"]')).toHaveValue('');
  });

  it('sends a filled honeypot along (the server decides what to do with it)', async () => {
    const { user } = renderWizard();
    await toDetails(user);
    await fillDetails(user);
    await user.click(document.querySelector<HTMLInputElement>('input[name="website"]')!);
    await user.paste('https://spam.example');
    await user.click(screen.getByRole('button', { name: 'Confirm Booking' }));
    await screen.findByRole('heading', { name: 'Booking Confirmed' }, { timeout: 5000 });
    expect(api.requests[0]!.body.website).toBe('https://spam.example');
  });
});

describe('the slot was taken meanwhile', () => {
  it('409: toast, back to step 2 with fresh times (the taken one gone), details kept', async () => {
    // The server refuses: another visitor claimed 9:00; someone else also took 11:00 meanwhile.
    api.answer({
      status: 409,
      body: { error: BOOKING_TOASTS.slotTaken },
      before: () => firestore.takeSlots([wed(0), wed(4)]),
    });
    const { user } = renderWizard();
    await toDetails(user);
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Confirm Booking' }));

    await expectToast(BOOKING_TOASTS.slotTaken);
    await waitFor(() => expect(heading('Select a Time')).toHaveFocus());
    await screen.findByRole('button', { name: /^9:30 AM ET/ });
    expect(queryTimeButton('9:00 AM')).not.toBeInTheDocument();
    expect(queryTimeButton('11:00 AM')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Next: Enter Details/ })).toBeDisabled();
    expect(api.requests).toHaveLength(1);

    await user.click(timeButton('9:30 AM'));
    expect(screen.getByLabelText(/Full name/)).toHaveValue('Ada Lovelace');
    expect(screen.getByLabelText(/Email/)).toHaveValue('ada@example.com');
    expect(screen.getByLabelText(/What would you like to discuss/)).toHaveValue('UI/UX Design');
  });

  it('409 for a time the agency closed meanwhile: its own toast, back to step 2 without it', async () => {
    api.answer({
      status: 409,
      body: { error: BOOKING_MESSAGES.unavailable },
      before: () =>
        firestore.setRules({ closures: [{ id: 'morning', from: '2026-07-15', to: '2026-07-15', endTime: '10:00' }] }),
    });
    const { user } = renderWizard();
    await toDetails(user);
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Confirm Booking' }));

    await expectToast(BOOKING_MESSAGES.unavailable);
    await waitFor(() => expect(heading('Select a Time')).toHaveFocus());
    await screen.findByRole('button', { name: /^10:00 AM ET/ });
    expect(queryTimeButton('9:00 AM')).not.toBeInTheDocument();
    expect(queryTimeButton('9:30 AM')).not.toBeInTheDocument();
  });

  it('the re-check before saving finds the slot taken: same toast and step 2, nothing sent', async () => {
    const { user } = renderWizard();
    await toDetails(user);
    await fillDetails(user);
    await firestore.takeSlots([wed(0)]); // someone books 9:00 while this visitor types
    await user.click(screen.getByRole('button', { name: 'Confirm Booking' }));

    await expectToast(BOOKING_TOASTS.slotTaken);
    await waitFor(() => expect(heading('Select a Time')).toHaveFocus());
    await screen.findByRole('button', { name: /^9:30 AM ET/ });
    expect(queryTimeButton('9:00 AM')).not.toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });
});

describe('failures', () => {
  it('5xx: failure toast, the form keeps its values, and a retry reuses the attempt id', async () => {
    api.answer(
      { status: 502, body: { error: BOOKING_TOASTS.submitFailed } },
      { status: 500, body: { error: 'Something went wrong.' } },
    );
    const { user } = renderWizard();
    await toDetails(user);
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Confirm Booking' }));

    await expectToast(BOOKING_TOASTS.submitFailed);
    expect(heading('Enter Your Details')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Confirm Booking' })).toBeEnabled();
    expect(screen.getByLabelText(/Full name/)).toHaveValue('Ada Lovelace');
    expect(screen.getByLabelText(/Email/)).toHaveValue('ada@example.com');
    expect(screen.getByLabelText(/What would you like to discuss/)).toHaveValue('UI/UX Design');

    await user.click(screen.getByRole('button', { name: 'Confirm Booking' }));
    await waitFor(() => expect(api.requests).toHaveLength(2));
    await screen.findByRole('button', { name: 'Confirm Booking' });
    expect(api.requests[1]!.body.attemptId).toBe(api.requests[0]!.body.attemptId);

    // A changed booking is a new attempt.
    await user.clear(screen.getByLabelText(/Email/));
    await user.paste('ada@lovelace.example');
    await user.click(screen.getByRole('button', { name: 'Confirm Booking' }));
    await screen.findByRole('heading', { name: 'Booking Confirmed' }, { timeout: 5000 });
    expect(api.requests).toHaveLength(3);
    expect(api.requests[2]!.body.attemptId).toEqual(expect.stringMatching(UUID));
    expect(api.requests[2]!.body.attemptId).not.toBe(api.requests[0]!.body.attemptId);
  });

  it.each([
    [
      'a daily limit',
      'We have already received several requests from this email address today. Please try again tomorrow, or call us.',
    ],
    ['an address that already has a consultation', ONE_UPCOMING_BOOKING_MESSAGE],
  ])('429 for %s: the server’s explanation, once, in the form beside the button', async (_case, message) => {
    api.answer({ status: 429, body: { error: message } });
    const { user } = renderWizard();
    await toDetails(user);
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Confirm Booking' }));
    const shown = await screen.findByText(message, {}, { timeout: 5000 });
    expect(shown).toHaveAttribute('role', 'alert');
    expect(shown.closest('form')).not.toBeNull();
    // Not repeated by a toast.
    expect(screen.getAllByText(message)).toHaveLength(1);
    expect(heading('Enter Your Details')).toBeInTheDocument();
  });

  it('400: failure toast and the server’s messages next to the fields', async () => {
    api.answer({
      status: 400,
      body: {
        error: 'Please correct the highlighted fields.',
        fields: { email: 'Please enter a valid email address.' },
      },
    });
    const { user } = renderWizard();
    await toDetails(user);
    await fillDetails(user, { name: 'Ada', email: 'ada@example.c0m' });
    await user.click(screen.getByRole('button', { name: 'Confirm Booking' }));
    await expectToast(BOOKING_TOASTS.submitFailed);
    const email = screen.getByLabelText(/Email/);
    expect(email).toHaveAccessibleDescription('Please enter a valid email address.');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveValue('ada@example.c0m');
  });

  it('400 about the time: failure toast and the reason shown with the form', async () => {
    api.answer({
      status: 400,
      body: {
        error: 'Please correct the highlighted fields.',
        fields: { datetime: 'This time is not available for booking.' },
      },
    });
    const { user } = renderWizard();
    await toDetails(user);
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Confirm Booking' }));
    await expectToast(BOOKING_TOASTS.submitFailed);
    expect(screen.getByText('This time is not available for booking.')).toHaveAttribute('role', 'alert');
  });

  it('no answer at all (API unreachable): failure toast', async () => {
    const { user } = renderWizard({ apiOrigin: `http://127.0.0.1:${await closedPort()}` });
    await toDetails(user);
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Confirm Booking' }));
    await expectToast(BOOKING_TOASTS.submitFailed);
    expect(await screen.findByRole('button', { name: 'Confirm Booking' })).toBeEnabled();
  });

  it("dates cannot load: toast 'Failed to load available dates' and an inline retry that recovers", async () => {
    const port = await closedPort();
    const { user } = renderWizard({ firestoreHost: `127.0.0.1:${port}` });
    await expectToast(BOOKING_TOASTS.datesFailed);
    // The toast says what failed, once; the inline block offers the ways forward.
    expect(screen.getAllByText(/load (the )?available dates/i)).toHaveLength(1);
    expect(screen.getByRole('link', { name: '(905) 555-0142' })).toHaveAttribute('href', 'tel:+19055550142');
    expect(screen.getByRole('button', { name: /Next: Select Time/ })).toBeDisabled();

    const late = await startFirestore(port, NOW);
    try {
      await late.takeSlots([wed(0)]);
      await user.click(screen.getByRole('button', { name: 'Try again' }));
      await screen.findByRole('button', { name: /Wednesday, July 15, 2026, 15 times available/ }, { timeout: 5000 });
    } finally {
      await late.close();
    }
  });

  it("times cannot load after a conflict: toast 'Failed to load available times' and a retry on step 2", async () => {
    const own = await startFirestore(0, NOW);
    const port = own.port;
    try {
      api.answer({ status: 409, body: { error: BOOKING_TOASTS.slotTaken } });
      const { user } = renderWizard({ firestoreHost: own.emulatorHost });
      await toDetails(user);
      await fillDetails(user);
      await own.close(); // Firestore becomes unreachable: the re-check fails (ignored), the server says 409
      await user.click(screen.getByRole('button', { name: 'Confirm Booking' }));

      await expectToast(BOOKING_TOASTS.slotTaken);
      await expectToast(BOOKING_TOASTS.timesFailed);
      expect(heading('Select a Time')).toBeInTheDocument();
      expect(screen.getAllByText(/load (the )?available times/i)).toHaveLength(1);
      expect(screen.getByRole('link', { name: '(905) 555-0142' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: /Next: Enter Details/ })).toBeDisabled();

      const back = await startFirestore(port, NOW);
      try {
        await back.takeSlots([wed(0), wed(1)]);
        await user.click(screen.getByRole('button', { name: 'Try again' }));
        await screen.findByRole('button', { name: /^10:00 AM ET/ }, { timeout: 5000 });
        expect(queryTimeButton('9:00 AM')).not.toBeInTheDocument();
        expect(queryTimeButton('9:30 AM')).not.toBeInTheDocument();
      } finally {
        await back.close();
      }
    } finally {
      await own.close();
    }
  });
});
