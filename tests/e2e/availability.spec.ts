/**
 * Availability as data (issue #30) against the running stack: a closure added through the staff API takes
 * its times out of the wizard and the booking function refuses them; a closure landing while bookings are
 * in flight never leaves a confirmed booking inside it that the closure's answer did not name.
 *
 * The closures here are on Tuesday and Wednesday afternoons of the suite's week, from 14:00: the wizard
 * specs take the first or last time of the first and last days and the concurrency spec the middle of
 * Wednesday, so they never reach for these times. Each test removes its closures and cancels its bookings.
 */
import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import type { ClosureAnswer, StaffBooking } from '../../src/domain/api/staff';
import { BOOKING_MESSAGES } from '../../src/domain/api/booking';
import { DEFAULT_RULES } from '../../src/domain/availability/rules';
import { availability, calendarDateOf, slotId } from '../../src/domain/booking/slots';
import { ports, projectId } from '../../scripts/start';
import { expect, test, waitForHydration } from './fixtures';
import { e2eNow } from './stack';

const AUTH = `http://127.0.0.1:${ports.auth}/identitytoolkit.googleapis.com/v1`;
const FIRESTORE = process.env.E2E_FIRESTORE_ORIGIN ?? `http://127.0.0.1:${ports.firestore}`;
const DOCUMENTS = `${FIRESTORE}/v1/projects/${projectId}/databases/(default)/documents`;
const ADMIN = { Authorization: 'Bearer owner', 'Content-Type': 'application/json' };

// One staff account for the file; the rules document is shared, so the tests take turns.
test.describe.configure({ mode: 'serial' });

/** A staff account of the Auth emulator, signed in: its ID token (the claim set as an admin would). */
async function staffToken(): Promise<string> {
  const email = `e2e-staff-${randomUUID().slice(0, 8)}@lakeforge.ca`;
  const password = randomUUID();
  const post = async (path: string, body: unknown, headers: Record<string, string> = {}) => {
    const response = await fetch(`${AUTH}/${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    expect(response.ok, `${path}: ${response.status}`).toBe(true);
    return (await response.json()) as { localId: string; idToken: string };
  };
  const { localId } = await post('accounts:signUp?key=local', { email, password, returnSecureToken: true });
  await post(`projects/${projectId}/accounts:update`, { localId, customAttributes: '{"staff":true}' }, ADMIN);
  return (await post('accounts:signInWithPassword?key=local', { email, password, returnSecureToken: true })).idToken;
}

/** The Toronto date of the suite's week day `offset` days after Monday. */
const dayOfWeek = (offset: number) => calendarDateOf(new Date(e2eNow().getTime() + offset * 86_400_000));

function bookingRequest(start: Date, email: string) {
  return {
    name: 'Avery Avail',
    email,
    datetime: start.toISOString(),
    purpose: 'Website Development',
    attemptId: randomUUID(),
    fillMs: 5000,
  };
}

/** Confirmed bookings stored in the stack (the Admin view of `bookings`), by slot id. */
async function storedBookingSlots(): Promise<string[]> {
  const response = await fetch(`${DOCUMENTS}:runQuery`, {
    method: 'POST',
    headers: ADMIN,
    body: JSON.stringify({ structuredQuery: { from: [{ collectionId: 'bookings' }] } }),
  });
  const rows = (await response.json()) as { document?: { name: string } }[];
  return rows.flatMap((row) => (row.document ? [decodeURIComponent(row.document.name.split('/').at(-1)!)] : []));
}

function staffApi(request: APIRequestContext, token: string) {
  const headers = { Authorization: `Bearer ${token}` };
  return {
    close: (body: Record<string, string>) => request.post('/api/staff/closures', { headers, data: body }),
    reopen: (id: string) => request.delete(`/api/staff/closures/${encodeURIComponent(id)}`, { headers }),
    list: () => request.get('/api/staff/closures', { headers }),
    cancel: (slot: string) =>
      request.post(`/api/staff/bookings/${encodeURIComponent(slot)}/cancel`, { headers, data: {} }),
  };
}

test('a closure added by staff leaves the wizard and the booking function refuses its times @desktop', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const staff = staffApi(request, await staffToken());
  const tuesday = dayOfWeek(1);
  const added = await staff.close({ date: tuesday, startTime: '14:00', note: 'Team offsite' });
  expect(added.status(), await added.text()).toBe(201);
  const { closure, affectedBookings } = (await added.json()) as ClosureAnswer;
  try {
    expect(closure).toMatchObject({ from: tuesday, to: tuesday, startTime: '14:00', note: 'Team offsite' });
    expect(affectedBookings).toEqual([]);
    expect(((await (await staff.list()).json()) as { closures: { id: string }[] }).closures).toContainEqual(
      expect.objectContaining({ id: closure.id }),
    );

    // The wizard no longer offers Tuesday from 2:00 PM; the rest of the day stays.
    const tuesdaySlots = availability(e2eNow(), [], DEFAULT_RULES).find((day) => day.date === tuesday)!.slots;
    const closedSlots = tuesdaySlots.slice(-6); // 2:00 PM … 4:30 PM
    await page.goto('/#cta');
    await waitForHydration(page);
    const dates = page.getByRole('group', { name: 'Select a Date' });
    await dates.locator(`[data-date="${tuesday}"]`).click();
    const times = page.getByRole('group', { name: 'Select a Time' });
    await expect(times.getByRole('button').first()).toBeVisible();
    for (const start of closedSlots) await expect(times.locator(`[data-start="${slotId(start)}"]`)).toHaveCount(0);

    // The function is the authority: a request that skips the wizard is refused with the wizard's message.
    const lastOfTuesday = availability(e2eNow(), [], DEFAULT_RULES)
      .find((day) => day.date === tuesday)!
      .slots.at(-1)!;
    const refused = await request.post('/api/sendBookingEmail', {
      data: bookingRequest(lastOfTuesday, `e2e-avail-${randomUUID().slice(0, 8)}@example.com`),
    });
    expect(refused.status()).toBe(409);
    expect(await refused.json()).toEqual({ error: BOOKING_MESSAGES.unavailable });
    expect(await storedBookingSlots()).not.toContain(slotId(lastOfTuesday));
  } finally {
    expect((await staff.reopen(closure.id)).status()).toBe(200);
  }
});

test('a closure landing while bookings are in flight never leaves a booking inside it that staff were not told of @desktop', async ({
  request,
}) => {
  test.setTimeout(180_000);
  const staff = staffApi(request, await staffToken());
  const wednesday = dayOfWeek(2);
  const inside = availability(e2eNow(), [], DEFAULT_RULES)
    .find((day) => day.date === wednesday)!
    .slots.slice(10); // 14:00 … 16:30
  expect(inside).toHaveLength(6);

  for (let round = 0; round < 3; round++) {
    // One visitor per time (twelve full bookings on the stack's two workers outlast the emulator's 60 s).
    const visitors = inside;
    const bookings = visitors.map((start, index) => {
      const email = `e2e-avail-${round}-${index}-${randomUUID().slice(0, 6)}@example.com`;
      // A new connection each (booking-concurrency.spec.ts, `bookAll`: microsoft/playwright#42701).
      return request.post('/api/sendBookingEmail', {
        headers: { Connection: 'close' },
        data: bookingRequest(start, email),
      });
    });
    const closing = staff.close({ date: wednesday, startTime: '14:00', note: `Round ${round}` });
    const [closed, ...answers] = await Promise.all([closing, ...bookings]);
    expect(closed.status(), await closed.text()).toBe(201);
    const answer = (await closed.json()) as ClosureAnswer;
    try {
      const told = [...answer.affectedBookings.map((booking: StaffBooking) => booking.slotId), ...answer.heldStarts];
      const insideIds = new Set(inside.map(slotId));
      for (const [index, response] of answers.entries()) {
        expect([200, 409], await response.text()).toContain(response.status());
        // A booking confirmed for a time inside the closure was claimed before the closure: its answer names it.
        if (response.status() === 200) expect(told, `round ${round}`).toContain(slotId(visitors[index]!));
      }
      const stored = (await storedBookingSlots()).filter((slot) => insideIds.has(slot));
      for (const slot of stored) expect(told, `stored ${slot}, round ${round}`).toContain(slot);

      // Once it is stored, no time inside it can be booked (refused as closed, or as taken if booked before).
      const late = await request.post('/api/sendBookingEmail', {
        data: bookingRequest(inside.at(-1)!, `e2e-avail-late-${randomUUID().slice(0, 8)}@example.com`),
      });
      expect(late.status()).toBe(409);
      for (const slot of stored) expect((await staff.cancel(slot)).status()).toBe(200);
    } finally {
      expect((await staff.reopen(answer.closure.id)).status()).toBe(200);
    }
  }
});
