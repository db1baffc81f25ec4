/**
 * The manage function's handler against Google's Firestore emulator, with bookings made by the
 * booking handler itself and the manage link read from the visitor's confirmation email.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { MANAGE_MESSAGES } from '../../../src/domain/api/manage.js';
import { NOT_AN_OBJECT_MESSAGE } from '../../../src/domain/forms/schemas.js';
import { handleBooking, type BookingDeps } from './handler.js';
import { createTokenBucket } from '../http/rateLimit.js';
import type { MailMessage } from '../mail/mailer.js';
import { MAX_DELIVERY_ATTEMPTS } from '../lib/delivery.js';
import { HOLD_LEASE_MS } from './store/index.js';
import { documents, postJson, TEST_LINK_SECRET, TEST_LINKS } from '../../../tests/functions/support.js';
import { testBackend } from '../../../tests/functions/backend.js';
import { faultInjector, type Fault, type FaultMode } from '../../../tests/functions/faults.js';
import { handleManage, type ManageDeps } from './manage.js';
import { signManageToken } from './token.js';

// Monday, November 23, 2026, 10:10 AM EST.
const NOW = '2026-11-23T15:10:00.000Z';
const SLOT = '2026-11-24T16:00:00.000Z'; // Tuesday 11:00 AM EST
const LATER = '2026-11-25T16:00:00.000Z'; // Wednesday 11:00 AM EST

const backend = testBackend('manage-test', NOW);
let deps: ManageDeps;
let bookingDeps: BookingDeps;
beforeEach(() => {
  deps = { ...backend.common(), store: backend.bookings };
  bookingDeps = deps;
});

const visitor = { name: 'Ada Lovelace', email: 'ada@example.com', purpose: 'Website Development' };
const decode = (base64: string) => Buffer.from(base64, 'base64').toString('utf8').replace(/\r\n /g, '');
const calendarOf = (message: MailMessage) => decode(message.attachments![0]!.content);
const uidOf = (ics: string) => /\r\nUID:([^\r]+)/.exec(ics)![1];

/** Books `datetime` through the booking handler; the token of the link in the visitor's email. */
async function book(datetime = SLOT, who = visitor, attemptId = 'attempt-1'): Promise<string> {
  const response = await handleBooking(postJson({ ...who, datetime, attemptId }), bookingDeps);
  expect(response.status).toBe(200);
  const confirmation = backend.mailer.sent.find((message) => message.to.email === who.email)!;
  return /\/manage-booking\?token=(\S+)/.exec(confirmation.text)![1]!;
}

const manage = (body: Record<string, unknown>, over: Partial<ManageDeps> = {}) =>
  handleManage(postJson(body), { ...deps, ...over });
const slotIds = async () => Object.keys(await documents(backend.db, 'slots')).sort();
const bookingSlots = async () => Object.keys(await documents(backend.db, 'bookings')).sort();

describe('view', () => {
  it('shows the booking and the free times of the window, not its own', async () => {
    const token = await book();
    const response = await manage({ action: 'view', token });
    expect(response.status).toBe(200);
    const booking = response.body.booking as { status: string; datetime: string; purpose: string; days: unknown };
    expect(booking).toMatchObject({ status: 'confirmed', datetime: SLOT, purpose: 'Website Development' });
    const days = booking.days as { date: string; slots: string[] }[];
    const offered = days.flatMap((day) => day.slots);
    expect(offered).toContain(LATER);
    expect(offered).not.toContain(SLOT);
    expect(days.map((day) => day.date)).toEqual(['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27']);
    // Nothing personal beyond the topic.
    expect(JSON.stringify(response.body)).not.toMatch(/ada@|Lovelace/);
  });

  it('refuses unknown, tampered and malformed tokens alike, revealing nothing', async () => {
    const token = await book();
    const [id, expiry, signature] = token.split('.') as [string, string, string];
    const unknown = signManageToken('x'.repeat(32), new Date('2026-11-24T16:30:00.000Z'), TEST_LINK_SECRET);
    for (const bad of [
      unknown,
      `${id}.${Number(expiry) + 3600}.${signature}`,
      `${id}.${expiry}.${signature.slice(0, -2)}AA`,
      signManageToken(id, new Date('2026-11-24T16:30:00.000Z'), 'another-secret-0123456789abcdefghijkl'),
      'not-a-token',
    ]) {
      for (const action of ['view', 'cancel'] as const) {
        expect(await manage({ action, token: bad })).toEqual({
          status: 404,
          body: { error: MANAGE_MESSAGES.invalidLink },
        });
      }
    }
    expect(await bookingSlots()).toEqual([SLOT]);
  });

  it('refuses an expired token with its own answer and changes nothing', async () => {
    const token = await book();
    backend.clock.set('2026-11-24T16:30:00.000Z'); // the meeting has ended
    expect(await manage({ action: 'cancel', token })).toEqual({
      status: 410,
      body: { error: MANAGE_MESSAGES.expiredLink },
    });
    expect(await bookingSlots()).toEqual([SLOT]);
  });

  it('shows a meeting that has begun as past, and refuses to change it', async () => {
    const token = await book();
    backend.clock.set('2026-11-24T16:05:00.000Z');
    expect((await manage({ action: 'view', token })).body.booking).toEqual({
      status: 'past',
      datetime: SLOT,
      purpose: 'Website Development',
    });
    expect(await manage({ action: 'cancel', token })).toEqual({
      status: 409,
      body: { error: MANAGE_MESSAGES.started },
    });
  });

  it('is rate-limited per client', async () => {
    const token = await book();
    const limiter = createTokenBucket({ capacity: 2, windowMs: 600_000 });
    expect((await manage({ action: 'view', token }, { limiter })).status).toBe(200);
    expect((await manage({ action: 'view', token }, { limiter })).status).toBe(200);
    const third = await manage({ action: 'view', token }, { limiter });
    expect(third.status).toBe(429);
    expect(third.headers?.['Retry-After']).toMatch(/^\d+$/);
  });
});

describe('reschedule', () => {
  it('moves the booking: the new slot is taken, the old one free, one booking, both emailed with the same UID and SEQUENCE 1', async () => {
    const token = await book();
    const [confirmation] = backend.mailer.sent;
    backend.mailer.sent.length = 0;

    const response = await manage({ action: 'reschedule', token, datetime: LATER, expectedStart: SLOT });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ booking: { status: 'confirmed', datetime: LATER }, emailed: true });
    expect(await slotIds()).toEqual([LATER]);
    expect(await bookingSlots()).toEqual([LATER]);
    const moved = (await documents(backend.db, 'bookings'))[LATER]!;
    expect(moved).toMatchObject({
      status: 'confirmed',
      sequence: 1,
      firstDatetime: Timestamp.fromDate(new Date(SLOT)),
      datetime: Timestamp.fromDate(new Date(LATER)),
      remindAt: Timestamp.fromDate(new Date('2026-11-24T16:00:00.000Z')),
    });
    const days = (response.body.booking as { days: { slots: string[] }[] }).days.flatMap((day) => day.slots);
    expect(days).toContain(SLOT);
    expect(days).not.toContain(LATER);

    expect(backend.mailer.sent.map((message) => message.to.email)).toEqual(['ada@example.com', 'inbox@lakeforge.ca']);
    for (const message of backend.mailer.sent) {
      const ics = calendarOf(message);
      expect(ics).toContain('METHOD:REQUEST\r\n');
      expect(ics).toContain('SEQUENCE:1\r\n');
      expect(ics).toContain('DTSTART:20261125T160000Z\r\n');
      expect(uidOf(ics)).toBe(uidOf(calendarOf(confirmation!)));
    }
    expect(backend.mailer.sent[0]!.subject).toBe(
      'Your consultation with Lakeforge Digital has moved: Wednesday, November 25, 2026 at 11:00 AM EST',
    );
    expect(backend.mailer.sent[0]!.text).toContain('Was: Tuesday, November 24, 2026 at 11:00 AM EST');

    // The old link still works (it names the booking, wherever it is); the new one expires later.
    const view = await manage({ action: 'view', token });
    expect(view.body.booking).toMatchObject({ status: 'confirmed', datetime: LATER });
    const fresh = TEST_LINKS.verify(response.body.token, new Date(NOW));
    expect(fresh).toMatchObject({ ok: true, expiresAt: new Date('2026-11-25T16:30:00.000Z') });
  });

  it('does not count the booking being moved against the one-upcoming-booking rule, and keeps the rule after', async () => {
    const token = await book();
    expect((await manage({ action: 'reschedule', token, datetime: LATER, expectedStart: SLOT })).status).toBe(200);
    const again = await handleBooking(
      postJson({ ...visitor, datetime: '2026-11-26T16:00:00.000Z', attemptId: 'second' }),
      bookingDeps,
    );
    expect(again.status).toBe(429);
  });

  it('refuses a taken time with 409 and changes nothing', async () => {
    const token = await book();
    await book(LATER, { ...visitor, name: 'Grace Hopper', email: 'grace@example.com' }, 'attempt-2');
    backend.mailer.sent.length = 0;
    expect(await manage({ action: 'reschedule', token, datetime: LATER, expectedStart: SLOT })).toEqual({
      status: 409,
      body: { error: MANAGE_MESSAGES.taken },
    });
    expect(await bookingSlots()).toEqual([SLOT, LATER]);
    expect((await documents(backend.db, 'bookings'))[SLOT]).toMatchObject({ email: 'ada@example.com' });
    expect(backend.mailer.sent).toEqual([]);
  });

  it('refuses times a new booking could not have: weekend, holiday, off the grid, past, beyond the window, its own', async () => {
    const token = await book();
    for (const datetime of [
      '2026-11-28T16:00:00.000Z', // Saturday
      '2026-12-25T16:00:00.000Z', // Christmas Day (and beyond the window)
      '2026-11-25T16:10:00.000Z', // 11:10 AM
      '2026-11-23T14:00:00.000Z', // earlier today
      '2026-12-02T16:00:00.000Z', // after the window
    ]) {
      expect(await manage({ action: 'reschedule', token, datetime, expectedStart: SLOT })).toEqual({
        status: 400,
        body: { error: MANAGE_MESSAGES.notBookable },
      });
    }
    expect(await manage({ action: 'reschedule', token, datetime: SLOT, expectedStart: SLOT })).toEqual({
      status: 400,
      body: { error: MANAGE_MESSAGES.sameTime },
    });
    expect(await bookingSlots()).toEqual([SLOT]);
  });
});

describe('a move carries the time the visitor saw (issue #32)', () => {
  const THIRD = '2026-11-26T16:00:00.000Z'; // Thursday 11:00 AM EST
  const movedTo = (message: MailMessage) =>
    message.subject.startsWith('Your consultation with Lakeforge Digital has moved');

  it('refuses a move from a time the booking no longer has with 409 in words, and changes and sends nothing', async () => {
    const token = await book();
    expect((await manage({ action: 'reschedule', token, datetime: LATER, expectedStart: SLOT })).status).toBe(200);
    backend.mailer.sent.length = 0;

    // A second tab still shows 11:00 AM Tuesday.
    const stale = await manage({ action: 'reschedule', token, datetime: THIRD, expectedStart: SLOT });

    expect(stale).toEqual({ status: 409, body: { error: MANAGE_MESSAGES.moved } });
    expect(await bookingSlots()).toEqual([LATER]);
    expect(await slotIds()).toEqual([LATER]);
    expect(await documents(backend.db, 'bookingHolds')).toEqual({});
    expect(backend.mailer.sent).toEqual([]);
  });

  it('ten parallel moves of one booking: exactly one 200, one booking, one "moved" email to each side', async () => {
    const token = await book();
    backend.mailer.sent.length = 0;
    // Ten free times on Thursday from 9:00 AM EST, half an hour apart.
    const targets = Array.from(
      { length: 10 },
      (_, i) => new Date(Date.parse('2026-11-26T14:00:00.000Z') + i * 1_800_000),
    );
    // As they arrive over the network: a few milliseconds apart, so that some find the booking already moved.
    const answers = await Promise.all(
      targets.map(async (target, i) => {
        await new Promise((resolve) => setTimeout(resolve, i * 100));
        return manage({ action: 'reschedule', token, datetime: target.toISOString(), expectedStart: SLOT });
      }),
    );

    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status !== 200).every((status) => status === 409)).toBe(true);
    const winner = targets[statuses.indexOf(200)]!.toISOString();
    expect(await bookingSlots()).toEqual([winner]);
    expect(await slotIds()).toEqual([winner]);
    expect(await documents(backend.db, 'bookingHolds')).toEqual({});
    const moved = backend.mailer.sent.filter(movedTo);
    expect(moved.map((message) => message.to.email)).toEqual(['ada@example.com']);
    expect(recipients(backend.mailer.sent)).toEqual(BOTH);
  });
});

describe('refused requests', () => {
  it("answer 400 in the API's own words, never the validation library's (issue #32)", async () => {
    const token = await book();
    const ours = new Set<string>([...Object.values(MANAGE_MESSAGES), NOT_AN_OBJECT_MESSAGE]);
    for (const body of [
      {},
      { action: 'rename', token },
      { action: ['view'], token },
      { action: 'view' },
      { action: 'view', token: 42 },
      { action: 'cancel', token: 'x'.repeat(201) },
      { action: 'reschedule', token },
      { action: 'reschedule', token, datetime: 'tomorrow', expectedStart: SLOT },
      { action: 'reschedule', token, datetime: LATER },
      { action: 'reschedule', token, datetime: LATER, expectedStart: 'this morning' },
      null,
      [],
    ]) {
      const response = await manage(body as Record<string, unknown>);
      expect(response.status, JSON.stringify(body)).toBe(400);
      const words = [response.body.error, ...Object.values((response.body.fields ?? {}) as Record<string, string>)];
      for (const text of words) expect(ours, `${JSON.stringify(body)}: ${String(text)}`).toContain(text);
    }
    expect(await bookingSlots()).toEqual([SLOT]);
  });
});

describe('cancel', () => {
  it('frees the slot and the address at once, and emails both sides a cancellation with the same UID', async () => {
    const token = await book();
    const [confirmation] = backend.mailer.sent;
    backend.mailer.sent.length = 0;

    const response = await manage({ action: 'cancel', token });

    expect(response).toEqual({
      status: 200,
      body: { booking: { status: 'cancelled', datetime: SLOT }, emailed: true },
    });
    expect(await slotIds()).toEqual([]);
    expect(await bookingSlots()).toEqual([]);
    expect(await documents(backend.db, 'bookingEmails')).toEqual({});
    expect(backend.mailer.sent.map((message) => message.to.email)).toEqual(['ada@example.com', 'inbox@lakeforge.ca']);
    for (const message of backend.mailer.sent) {
      const ics = calendarOf(message);
      expect(ics).toContain('METHOD:CANCEL\r\n');
      expect(ics).toContain('STATUS:CANCELLED\r\n');
      expect(uidOf(ics)).toBe(uidOf(calendarOf(confirmation!)));
      expect(message.attachments![0]!.type).toBe('text/calendar; charset=utf-8; method=CANCEL');
    }

    // The link now says so; a second cancel changes and sends nothing.
    backend.mailer.sent.length = 0;
    expect((await manage({ action: 'view', token })).body).toEqual({
      booking: { status: 'cancelled', datetime: SLOT },
    });
    expect((await manage({ action: 'cancel', token })).status).toBe(200);
    expect(backend.mailer.sent).toEqual([]);
    // Someone else, and the visitor again, may book the time.
    await book(SLOT, visitor, 'attempt-again');
  });

  it('answers 200 even when the email fails, since the cancellation is stored, and says it was not emailed', async () => {
    const token = await book();
    backend.mailer.before = () => {
      throw new Error('SendGrid answered HTTP 500');
    };
    const response = await manage({ action: 'cancel', token });
    expect(response.body).toEqual({ booking: { status: 'cancelled', datetime: SLOT }, emailed: false });
    expect(await slotIds()).toEqual([]);
  });
});

describe('the agency’s availability rules on the manage link', () => {
  it('leaves a closed day out of the free times and refuses a move into it, the booking staying where it was', async () => {
    const token = await book();
    await backend.db.doc('availability/rules').set({ closures: [{ id: 'wed', from: '2026-11-25', to: '2026-11-25' }] });
    const view = (await manage({ action: 'view', token })).body.booking as { days: { date: string }[] };
    expect(view.days.map((day) => day.date)).not.toContain('2026-11-25');
    expect(view.days.map((day) => day.date)).toContain('2026-11-26');
    expect(await manage({ action: 'reschedule', token, datetime: LATER, expectedStart: SLOT })).toEqual({
      status: 400,
      body: { error: MANAGE_MESSAGES.notBookable },
    });
    expect(Object.keys(await documents(backend.db, 'bookings'))).toEqual([SLOT]);
    expect(Object.keys(await documents(backend.db, 'bookingHolds'))).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// Faults at every step of a move and a cancellation: throw, hang past the step timeout, crash.
// ---------------------------------------------------------------------------------------------

const mailStep = (message: MailMessage) => (message.to.email === visitor.email ? 'visitorEmail' : 'agencyEmail');

function scenariosFor(steps: string[]) {
  const list: { name: string; fault: Fault }[] = [];
  for (const mode of ['throw', 'hang', 'crash'] as FaultMode[]) {
    for (const when of ['before', 'after'] as const) {
      for (const step of steps) list.push({ name: `${mode} ${when} ${step}`, fault: { step, when, mode } });
    }
  }
  return list;
}

async function withFault(fault: Fault, body: Record<string, unknown>) {
  const injector = faultInjector([fault], () => new Error('Firestore unavailable'));
  const faulty: ManageDeps = {
    ...deps,
    stepLimit: injector.stepLimit,
    store: injector.wrap(deps.store, (method) => method),
    mailer: injector.wrap(backend.mailer, (_method, args) => mailStep(args[0] as MailMessage)),
  };
  const answer = handleManage(postJson(body), faulty).then((response) => response.status);
  const status = await Promise.race([answer, injector.crashed.then(() => undefined)]);
  await injector.settled();
  return status;
}

describe.each(scenariosFor(['find', 'stake', 'claim', 'move', 'takenStarts', 'visitorEmail', 'agencyEmail']))(
  'reschedule: $name',
  ({ fault }) => {
    it('keeps one booking in one slot, frees the old slot only with the new one taken, and answers 200 only when moved', async () => {
      const token = await book();
      backend.mailer.sent.length = 0;
      const status = await withFault(fault, { action: 'reschedule', token, datetime: LATER, expectedStart: SLOT });

      const bookings = await bookingSlots();
      const slots = await documents(backend.db, 'slots');
      expect(bookings.length).toBe(1);
      const movedTo = bookings[0];
      if (status === 200) expect(movedTo).toBe(LATER);
      if (movedTo === LATER) {
        expect(slots[SLOT]).toBeUndefined();
        expect(slots[LATER]).toMatchObject({ state: 'confirmed' });
      } else {
        expect(slots[SLOT]).toMatchObject({ state: 'confirmed' });
      }

      // Once any lease is over, a retry of the same move ends moved, and the old time is free to others.
      backend.clock.set(new Date(Date.parse(NOW) + HOLD_LEASE_MS + 1000).toISOString());
      const retry = await manage({ action: 'reschedule', token, datetime: LATER, expectedStart: SLOT });
      expect(retry.status === 200 || (movedTo === LATER && retry.status === 400)).toBe(true);
      expect(await bookingSlots()).toEqual([LATER]);
      await book(SLOT, { ...visitor, name: 'Grace Hopper', email: 'grace@example.com' }, 'attempt-2');
    });
  },
);

describe.each(scenariosFor(['find', 'cancel', 'visitorEmail', 'agencyEmail']))('cancel: $name', ({ fault }) => {
  it('answers 200 only when cancelled, and a retry ends cancelled with the slot free', async () => {
    const token = await book();
    const status = await withFault(fault, { action: 'cancel', token });
    const bookings = await bookingSlots();
    if (status === 200) expect(bookings).toEqual([]);
    if (bookings.length === 1) expect(await slotIds()).toEqual([SLOT]);

    const retry = await manage({ action: 'cancel', token });
    expect(retry.body.booking).toEqual({ status: 'cancelled', datetime: SLOT });
    expect(await bookingSlots()).toEqual([]);
    expect(await slotIds()).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// The change's emails survive: whatever the fault after the change is stored, one sweep run sends
// exactly the emails that were not accepted yet, with the change's calendar update; a second nothing.
// ---------------------------------------------------------------------------------------------

const BOTH = ['ada@example.com', 'inbox@lakeforge.ca'];
const EMAIL_STEPS: Record<string, string> = { visitorEmail: 'ada@example.com', agencyEmail: 'inbox@lakeforge.ca' };
const recipients = (messages: MailMessage[]) => messages.map((message) => message.to.email).sort();
const runSweep = () => backend.sweep({ ...deps, bookings: deps.store });
const minutesLater = (minutes: number) =>
  backend.clock.set(new Date(backend.clock.now().getTime() + minutes * 60_000).toISOString());

/** Who may get an email twice: its sending may have been accepted without the handler learning so. */
function mayRepeat(fault: Fault): string[] {
  if (fault.step === 'recordNotice') return BOTH;
  const recipient = EMAIL_STEPS[fault.step];
  return recipient && fault.when === 'after' ? [recipient] : [];
}

async function expectSweepCompletes(fault: Fault, stored: boolean, calendar: (ics: string) => void) {
  const before = recipients(backend.mailer.sent);
  backend.mailer.sent.length = 0;
  minutesLater(10);
  await runSweep();
  const swept = recipients(backend.mailer.sent);
  if (!stored) {
    expect(swept).toEqual([]);
    return;
  }
  const missing = BOTH.filter((recipient) => !before.includes(recipient));
  expect(new Set(swept).size).toBe(swept.length);
  for (const recipient of missing) expect(swept).toContain(recipient);
  for (const recipient of swept) expect([...missing, ...mayRepeat(fault)]).toContain(recipient);
  for (const message of backend.mailer.sent) calendar(calendarOf(message));

  backend.mailer.sent.length = 0;
  minutesLater(10);
  await runSweep();
  expect(backend.mailer.sent).toEqual([]);
}

describe.each(scenariosFor(['move', 'startNotice', 'visitorEmail', 'recordNotice', 'agencyEmail']))(
  'reschedule emails: $name',
  ({ fault }) => {
    it('once the move is stored, the sweep sends each missing email once, with SEQUENCE 1 and the same UID', async () => {
      const token = await book();
      const uid = uidOf(calendarOf(backend.mailer.sent[0]!));
      backend.mailer.sent.length = 0;
      await withFault(fault, { action: 'reschedule', token, datetime: LATER, expectedStart: SLOT });
      const stored = (await bookingSlots())[0] === LATER;
      await expectSweepCompletes(fault, stored, (ics) => {
        expect(ics).toContain('METHOD:REQUEST\r\n');
        expect(ics).toContain('SEQUENCE:1\r\n');
        expect(ics).toContain('DTSTART:20261125T160000Z\r\n');
        expect(uidOf(ics)).toBe(uid);
      });
    });
  },
);

describe.each(scenariosFor(['cancel', 'startNotice', 'visitorEmail', 'recordNotice', 'agencyEmail']))(
  'cancel emails: $name',
  ({ fault }) => {
    it('once the cancellation is stored, the sweep sends each missing email once, METHOD:CANCEL with the same UID', async () => {
      const token = await book();
      const uid = uidOf(calendarOf(backend.mailer.sent[0]!));
      backend.mailer.sent.length = 0;
      await withFault(fault, { action: 'cancel', token });
      const stored = (await bookingSlots()).length === 0;
      await expectSweepCompletes(fault, stored, (ics) => {
        expect(ics).toContain('METHOD:CANCEL\r\n');
        expect(ics).toContain('SEQUENCE:1\r\n');
        expect(ics).toContain('DTSTART:20261124T160000Z\r\n');
        expect(uidOf(ics)).toBe(uid);
      });
    });
  },
);

describe('change emails during a mail outage', () => {
  const THIRD = '2026-11-26T16:00:00.000Z'; // Thursday 11:00 AM EST
  /** Books, makes the changes while every email fails (each stored, none emailed), then runs the sweep. */
  async function duringOutage(changes: Record<string, string>[]) {
    const token = await book();
    backend.mailer.sent.length = 0;
    backend.mailer.before = () => {
      throw new Error('SendGrid answered HTTP 503');
    };
    for (const change of changes) {
      expect(await manage({ ...change, token })).toMatchObject({ status: 200, body: { emailed: false } });
    }
    backend.mailer.before = undefined;
    minutesLater(10);
    await runSweep();
  }

  it('after two moves whose emails all failed, the sweep sends only the latest: SEQUENCE 2, "was" the time last announced', async () => {
    await duringOutage([
      { action: 'reschedule', datetime: LATER, expectedStart: SLOT },
      { action: 'reschedule', datetime: THIRD, expectedStart: LATER },
    ]);
    expect(recipients(backend.mailer.sent)).toEqual(BOTH);
    for (const message of backend.mailer.sent) {
      const ics = calendarOf(message);
      expect(ics).toContain('SEQUENCE:2\r\n');
      expect(ics).toContain('DTSTART:20261126T160000Z\r\n');
      expect(message.text).toContain('Was: Tuesday, November 24, 2026 at 11:00 AM EST');
    }
    backend.mailer.sent.length = 0;
    minutesLater(10);
    await runSweep();
    expect(backend.mailer.sent).toEqual([]);
  });

  it('a cancellation after an unsent move sends only the cancellation', async () => {
    await duringOutage([{ action: 'reschedule', datetime: LATER, expectedStart: SLOT }, { action: 'cancel' }]);
    expect(recipients(backend.mailer.sent)).toEqual(BOTH);
    for (const message of backend.mailer.sent) {
      const ics = calendarOf(message);
      expect(ics).toContain('METHOD:CANCEL\r\n');
      expect(ics).toContain('SEQUENCE:2\r\n');
    }
  });

  it('retries only the refused email with backoff, and after the last attempt alerts the agency once', async () => {
    const token = await book();
    backend.mailer.sent.length = 0;
    backend.mailer.before = (message) => {
      if (message.to.email === visitor.email) throw new Error('SendGrid answered HTTP 550');
    };
    expect((await manage({ action: 'reschedule', token, datetime: LATER, expectedStart: SLOT })).body).toMatchObject({
      emailed: false,
    });
    expect(recipients(backend.mailer.sent)).toEqual(['inbox@lakeforge.ca']);

    let sweeps = 0;
    while (!backend.mailer.sent.some((message) => message.subject.startsWith('Undelivered'))) {
      minutesLater(90);
      await runSweep();
      sweeps += 1;
      expect(sweeps).toBeLessThan(MAX_DELIVERY_ATTEMPTS);
    }
    const [notice, alert] = backend.mailer.sent;
    expect(backend.mailer.sent).toHaveLength(2);
    expect(notice!.subject).toMatch(/^Booking moved: Ada Lovelace/);
    expect(alert!.to.email).toBe('inbox@lakeforge.ca');
    expect(alert!.subject).toBe('Undelivered booking move notice: Ada Lovelace');
    expect(alert!.text).toContain(`after ${MAX_DELIVERY_ATTEMPTS} attempts`);
    const stored = Object.values(await documents(backend.db, 'bookingNotices'))[0]!;
    expect(stored.delivery).toMatchObject({ status: 'failed', attempts: MAX_DELIVERY_ATTEMPTS });
    expect(stored.delivery).not.toHaveProperty('nextAttemptAt');

    minutesLater(24 * 60);
    await runSweep();
    expect(backend.mailer.sent).toHaveLength(2);
  });
});
