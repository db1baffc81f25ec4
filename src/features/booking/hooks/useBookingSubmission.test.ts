/**
 * The booking's submission with the wizard's other hooks, against Google's Firestore
 * emulator and a local server answering the contract of POST /api/sendBookingEmail. The clock is
 * fixed: Tuesday 14 July 2026, 10:00 in Toronto; the booking is for Wednesday 9:00 AM.
 */
import { act, renderHook, waitFor } from '@testing-library/react';
import { setLogLevel } from 'firebase/firestore/lite';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { LEAD_SOURCE_KEY } from '../../../domain/attribution/source';
import { slotsOf } from '../../../domain/booking/slots';
import {
  startBookingApi,
  startFirestore,
  testConfig,
  type BookingApiStub,
  type TestFirestore,
} from '../../../../tests/utils/bookingBackend';
import { BOOKING_TOASTS } from '../toasts';
import { useAvailability } from './useAvailability';
import { useBookingSubmission } from './useBookingSubmission';
import { useSlotSelection } from './useSlotSelection';
import { PageSeenAMinuteAgo } from '../../../../tests/utils/render';
import { BOOKING_MESSAGES } from '../../../domain/api/booking';

setLogLevel('silent');

const NOW = new Date('2026-07-14T14:00:00Z');
const WED = '2026-07-15';
const NINE = slotsOf(WED)[0]!;

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
afterEach(() => api.answer());

/** The wizard's three hooks, with Wednesday 9:00 AM chosen and the form filled. */
async function chosenAndFilled() {
  const notified: string[] = [];
  const config = testConfig({ firestoreHost: firestore.emulatorHost, apiOrigin: api.origin, now: NOW });
  const notify = (message: string) => notified.push(message);
  const { result } = renderHook(
    () => {
      const availability = useAvailability(config, notify);
      const selection = useSlotSelection();
      const submission = useBookingSubmission({ config, availability, selection, notify });
      return { availability, selection, submission };
    },
    { wrapper: PageSeenAMinuteAgo },
  );
  await waitFor(() => expect(result.current.availability.status).toBe('ready'));
  act(() => result.current.selection.chooseDate(WED));
  act(() => result.current.submission.chooseTime(NINE));
  act(() => {
    result.current.submission.changeField('name', ' Ada Lovelace ');
    result.current.submission.changeField('email', 'ada@example.com');
    result.current.submission.changeField('purpose', 'UI/UX Design');
  });
  const submit = () => act(() => result.current.submission.submit());
  return { result, notified, submit };
}

describe('useBookingSubmission', () => {
  it('sends nothing for an incomplete form and names each field', async () => {
    const { result, submit } = await chosenAndFilled();
    act(() => result.current.submission.changeField('purpose', ''));
    await submit();
    expect(result.current.submission.errors).toEqual({ purpose: 'Please choose what the meeting is about.' });
    act(() => result.current.submission.changeField('purpose', 'Other'));
    expect(result.current.submission.errors.purpose).toBeUndefined();
    expect(api.requests).toHaveLength(0);
  });

  it('a confirmed booking is shown with its calendar file and the step is done', async () => {
    const source = { landingPage: '/services/seo', referrerOrigin: 'https://search.example' };
    sessionStorage.setItem(LEAD_SOURCE_KEY, JSON.stringify(source));
    onTestFinished(() => sessionStorage.clear());
    const { result, submit, notified } = await chosenAndFilled();
    await submit();
    expect(api.requests[0]!.body).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      datetime: NINE.toISOString(),
      purpose: 'UI/UX Design',
      attemptId: expect.any(String),
      fillMs: expect.any(Number),
      // Where the visit came from, as the tab kept it.
      source,
    });
    const { booked } = result.current.submission;
    expect(booked).toMatchObject({ start: NINE, name: 'Ada Lovelace', email: 'ada@example.com' });
    expect(booked!.ics.replace(/\r\n /g, '')).toContain(`${api.requests[0]!.body.attemptId as string}@lakeforge.ca`);
    expect(result.current.selection.step).toBe('done');
    expect(result.current.submission.submitting).toBe(false);
    expect(notified).toEqual([]);

    // Another meeting: empty form, back to the dates, the booked time no longer offered.
    act(() => result.current.submission.scheduleAnother());
    expect(result.current.submission.values).toEqual({ name: '', email: '', purpose: '', website: '' });
    expect(result.current.submission.booked).toBeNull();
    expect(result.current.selection).toMatchObject({ step: 'date', date: null, slot: null });
    await waitFor(() => expect(result.current.availability.status).toBe('ready'));
    expect(result.current.availability.timesOf(WED)).not.toContainEqual(NINE);
  });

  it('the re-check finds the slot taken: nothing sent, back to the times with the count announced', async () => {
    const { result, submit, notified } = await chosenAndFilled();
    await firestore.takeSlots([NINE]);
    await submit();
    expect(api.requests).toHaveLength(0);
    expect(notified).toEqual([BOOKING_TOASTS.slotTaken]);
    expect(result.current.selection).toMatchObject({ step: 'time', date: WED, slot: null });
    await waitFor(() =>
      expect(result.current.submission.announcement).toBe(
        'Times updated: 15 still available on Wednesday, July 15, 2026.',
      ),
    );
    expect(result.current.submission.values.name).toBe(' Ada Lovelace ');
  });

  it('a reached limit shows the server’s words once, in the form (no notice)', async () => {
    api.answer({ status: 429, body: { error: 'Please try again tomorrow.' } });
    const { result, submit, notified } = await chosenAndFilled();
    await submit();
    expect(result.current.submission.formError).toBe('Please try again tomorrow.');
    expect(notified).toEqual([]);
    expect(result.current.selection.step).toBe('details');
    // Choosing the time again starts without it.
    act(() => result.current.submission.chooseTime(NINE));
    expect(result.current.submission.formError).toBeNull();
  });

  it('a booking the server took for a bot’s (403) is never shown as booked: the form says so and stays', async () => {
    api.answer({ status: 403, body: { error: BOOKING_MESSAGES.unconfirmed } });
    const { result, submit, notified } = await chosenAndFilled();
    await submit();
    expect(result.current.submission.formError).toBe(BOOKING_MESSAGES.unconfirmed);
    expect(result.current.submission.booked).toBeNull();
    expect(result.current.selection.step).toBe('details');
    expect(notified).toEqual([]);
  });

  it('a 400 puts the server’s words next to the fields and the time’s reason on the form', async () => {
    api.answer({
      status: 400,
      body: {
        error: 'Please correct the highlighted fields.',
        fields: { email: 'Please enter a valid email address.', datetime: 'This time is not available for booking.' },
      },
    });
    const { result, submit, notified } = await chosenAndFilled();
    await submit();
    expect(result.current.submission.errors).toEqual({ email: 'Please enter a valid email address.' });
    expect(result.current.submission.formError).toBe('This time is not available for booking.');
    expect(notified).toEqual([BOOKING_TOASTS.submitFailed]);
  });

  it('a failed send keeps the form; its retry reuses the attempt id, a changed booking gets a new one', async () => {
    api.answer({ status: 502, body: {} }, { status: 500, body: {} });
    const { result, submit, notified } = await chosenAndFilled();
    await submit();
    await submit();
    act(() => result.current.submission.changeField('email', 'ada@lovelace.example'));
    await submit();
    expect(notified).toEqual([BOOKING_TOASTS.submitFailed, BOOKING_TOASTS.submitFailed]);
    const [first, retry, changed] = api.requests.map((request) => request.body.attemptId);
    expect(retry).toBe(first);
    expect(changed).not.toBe(first);
    expect(result.current.selection.step).toBe('done');
  });
});
