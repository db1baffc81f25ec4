/**
 * The booking function's handler against Google's Firestore emulator (firebase-admin
 * over REST), with a recording backend.mailer in place of SendGrid and a fixed clock.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { BOOKING_MESSAGES } from '../../../src/domain/api/booking.js';
import { handleBooking, type BookingDeps } from './handler.js';
import { MESSAGES } from '../http/request.js';
import { timeLimit } from '../lib/timeout.js';
import { MailDeliveryError, MailUncertainError, MailUnavailableError, type MailMessage } from '../mail/mailer.js';
import { HOLD_LEASE_MS } from './store/index.js';
import { DEFAULT_CLIENT_ADDRESS_SOURCE } from '../http/clientAddress.js';
import { quotaCounters } from '../http/guard.js';
import { createQuotaStore } from '../store/quotas.js';
import {
  documents,
  quotaTicketCounts,
  fixedClock,
  postJson,
  TEST_LINKS,
  TEST_MAIL,
  withoutNotice,
} from '../../../tests/functions/support.js';
import { testBackend } from '../../../tests/functions/backend.js';
import { faultInjector, unreachableQuotas, type Fault, type FaultMode } from '../../../tests/functions/faults.js';

// Monday, November 23, 2026, 10:10 AM EST.
const NOW = '2026-11-23T15:10:00.000Z';
const SLOT = '2026-11-23T16:00:00.000Z'; // Monday 11:00 AM EST

const backend = testBackend('booking-test', NOW);
let deps: BookingDeps;
beforeEach(async () => {
  deps = { ...backend.common(), store: backend.bookings };
  // SLOT is 50 minutes ahead; the notice has its own tests ("the availability rules").
  await withoutNotice(backend.db);
});

const visitor = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  datetime: SLOT,
  purpose: 'Website Development',
};

const book = (body: Record<string, unknown> = visitor) => handleBooking(postJson(body), deps);
const decode = (base64: string) => Buffer.from(base64, 'base64').toString('utf8');

describe('a valid booking', () => {
  it('holds the slot, emails the visitor’s invitation, confirms the booking, then emails the agency', async () => {
    const response = await book();

    expect(response).toEqual({ status: 200, body: { ok: true, booking: { datetime: SLOT, slotId: SLOT } } });

    const slots = await documents(backend.db, 'slots');
    expect(Object.keys(slots)).toEqual([SLOT]);
    // Kept 12 months after the meeting (the privacy page; a TTL policy deletes it then).
    const expiresAt = Timestamp.fromDate(new Date('2027-11-23T16:00:00.000Z'));
    expect(slots[SLOT]).toEqual({ datetime: Timestamp.fromDate(new Date(SLOT)), state: 'confirmed', expiresAt });
    const bookings = await documents(backend.db, 'bookings');
    expect(Object.keys(bookings)).toEqual([SLOT]);
    const { createdAt, attemptId, bookingId, agencyNotice, ...stored } = bookings[SLOT]!;
    expect(stored).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      datetime: Timestamp.fromDate(new Date(SLOT)),
      firstDatetime: Timestamp.fromDate(new Date(SLOT)),
      sequence: 0,
      purpose: 'Website Development',
      status: 'confirmed',
      expiresAt,
      // Booked 50 minutes ahead: no reminder.
    });
    expect(attemptId).toMatch(/^[0-9a-f-]{36}$/); // generated when the request has none
    expect(bookingId).toBe(TEST_LINKS.bookingId(String(attemptId), SLOT));
    expect(await documents(backend.db, 'bookingLinks')).toEqual({
      [String(bookingId)]: {
        slotId: SLOT,
        datetime: Timestamp.fromDate(new Date(SLOT)),
        status: 'confirmed',
        expiresAt,
      },
    });
    expect(agencyNotice).toEqual({ status: 'sent', attempts: 1, agencyEmailAt: Timestamp.fromDate(new Date(NOW)) });
    expect(await documents(backend.db, 'bookingHolds')).toEqual({});
    expect(createdAt).toBeInstanceOf(Timestamp);

    expect(backend.mailer.sent.map((message) => message.to.email)).toEqual(['ada@example.com', 'inbox@lakeforge.ca']);
    const [confirmation, agency] = backend.mailer.sent as [
      (typeof backend.mailer.sent)[0],
      (typeof backend.mailer.sent)[0],
    ];
    expect(agency.replyTo).toEqual({ email: 'ada@example.com', name: 'Ada Lovelace' });
    expect(agency.subject).toBe('New booking: Ada Lovelace, Monday, November 23, 2026 at 11:00 AM EST');
    expect(agency.text).toContain('Topic: Website Development');
    // The agency's copy carries the invitation too, with the agency as attendee, so it lands in its calendar.
    expect(agency.attachments).toHaveLength(1);
    const agencyIcs = decode(agency.attachments![0]!.content).replace(/\r\n /g, '');
    expect(agencyIcs).toContain('METHOD:REQUEST\r\n');
    expect(agencyIcs).toContain('ATTENDEE;CN="Lakeforge Digital";ROLE=REQ-PARTICIPANT');
    expect(agencyIcs).toContain(':mailto:inbox@lakeforge.ca\r\n');

    expect(confirmation.to).toEqual({ email: 'ada@example.com', name: 'Ada Lovelace' });
    expect(confirmation.from).toEqual(TEST_MAIL.from);
    expect(confirmation.replyTo).toEqual(TEST_MAIL.agencyInbox);
    expect(confirmation.subject).toBe(
      'Your consultation with Lakeforge Digital is confirmed: Monday, November 23, 2026 at 11:00 AM EST',
    );
    expect(confirmation.text).toContain('Time: 11:00 AM – 11:30 AM EST (Eastern Time)');
    expect(confirmation.html).toContain('Monday, November 23, 2026');
    expect(confirmation.attachments).toHaveLength(1);
    const invitation = confirmation.attachments![0]!;
    expect(invitation.filename).toBe('consultation.ics');
    expect(invitation.type).toMatch(/^text\/calendar/);
    const ics = decode(invitation.content).replace(/\r\n /g, '');
    // 11:00 EST is 16:00 UTC; the meeting lasts 30 minutes.
    expect(ics).toContain('DTSTART:20261123T160000Z\r\n');
    expect(ics).toContain('DTEND:20261123T163000Z\r\n');
    expect(ics).toContain('ORGANIZER;CN="Lakeforge Digital":mailto:hello@lakeforge.ca\r\n');
    // One event in both calendars: the same UID.
    const uid = (text: string) => /\r\nUID:([^\r]+)/.exec(text)![1];
    expect(uid(agencyIcs)).toBe(uid(ics));
    // The visitor's link to change or cancel: signed, for this booking, expiring when the meeting ends.
    const link = /https:\/\/lakeforge\.ca\/manage-booking\?token=(\S+)/.exec(confirmation.text)![1]!;
    expect(confirmation.html).toContain(`href="https://lakeforge.ca/manage-booking?token=${link}"`);
    expect(TEST_LINKS.verify(link, new Date(NOW))).toEqual({
      ok: true,
      bookingId,
      expiresAt: new Date('2026-11-23T16:30:00.000Z'),
    });
  });

  it('logs a masked email, never the visitor’s name or address', async () => {
    await book();
    const log = backend.logger.lines.join('\n');
    expect(log).toContain('a***@example.com');
    expect(log).not.toContain('ada@example.com');
    expect(log).not.toContain('Lovelace');
  });

  it('answers a repeated attempt (same attemptId) as the first one, without booking or emailing twice', async () => {
    const body = { ...visitor, attemptId: 'attempt-123' };
    expect((await book(body)).status).toBe(200);
    const again = await book(body);
    expect(again).toEqual({ status: 200, body: { ok: true, booking: { datetime: SLOT, slotId: SLOT } } });
    expect(backend.mailer.sent).toHaveLength(2);
    expect(Object.keys(await documents(backend.db, 'bookings'))).toEqual([SLOT]);
  });
});

describe('a booking posted from another site (issue #43)', () => {
  it('is refused 403 before anything is held or sent; the site’s own script and a client without fetch metadata book', async () => {
    const withSite = { ...deps, siteOrigin: 'https://lakeforge.ca' };
    const from = (headers: Record<string, string>, body = visitor) =>
      handleBooking(postJson(body, { headers }), withSite);
    expect((await from({ 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' })).status).toBe(403);
    expect((await from({ origin: 'https://evil.example' })).status).toBe(403);
    expect(await documents(backend.db, 'slots')).toEqual({});
    expect(backend.mailer.sent).toEqual([]);
    expect((await from({ 'sec-fetch-site': 'same-origin', origin: 'https://lakeforge.ca' })).status).toBe(200);
    const grace = {
      ...visitor,
      name: 'Grace Hopper',
      email: 'grace@example.com',
      datetime: '2026-11-23T17:00:00.000Z',
    };
    expect((await from({}, grace)).status).toBe(200);
  });
});

describe('a slot that is already taken', () => {
  it('answers 409 with the wizard’s message and sends nothing', async () => {
    expect((await book()).status).toBe(200);
    backend.mailer.sent.length = 0;

    const response = await book({ ...visitor, name: 'Grace Hopper', email: 'grace@example.com', attemptId: 'other' });

    expect(response).toEqual({ status: 409, body: { error: BOOKING_MESSAGES.taken } });
    expect(BOOKING_MESSAGES.taken).toBe('This time slot was just booked. Please select another time.');
    expect(backend.mailer.sent).toEqual([]);
    expect(await documents(backend.db, 'bookingHolds')).toEqual({});
    const bookings = await documents(backend.db, 'bookings');
    expect(bookings[SLOT]).toMatchObject({ name: 'Ada Lovelace' });
  });

  it('lets exactly one of 20 simultaneous bookings of one slot through, from one address, quotas on', async () => {
    // As an office behind one router meets production: every booking also counts against the shared quotas.
    const limits = { emailPerDay: 10, inquiriesPerEmailPerHour: 3, clientPerDay: 30 };
    deps.guard = { client: DEFAULT_CLIENT_ADDRESS_SOURCE, quotas: createQuotaStore(backend.db), limits, minFillMs: 0 };
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => book({ ...visitor, name: `Visitor ${i}`, email: `v${i}@example.com` })),
    );

    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    const bookings = await documents(backend.db, 'bookings');
    expect(Object.keys(bookings)).toEqual([SLOT]);
    expect(Object.keys(await documents(backend.db, 'slots'))).toEqual([SLOT]);
    // Only the winner was emailed: one agency notification and one confirmation, to the stored visitor.
    expect(backend.mailer.sent).toHaveLength(2);
    expect(backend.mailer.sent[0]!.to.email).toBe(bookings[SLOT]!.email);
    // The 19 told the time was taken gave their counts back.
    const [, clientDay] = quotaCounters('booking', visitor.email, '203.0.113.7', limits).map((c) => c.key);
    expect((await quotaTicketCounts(backend.db))[clientDay!]).toBe(1);
  });
});

describe('a time that cannot be booked', () => {
  it.each([
    ['in the past (earlier today)', '2026-11-23T14:00:00.000Z'],
    ['on a weekend', '2026-11-28T15:00:00.000Z'],
    ['off the half-hour grid', '2026-11-23T16:15:00.000Z'],
    ['after the last slot of the day', '2026-11-23T22:00:00.000Z'],
    ['beyond the 7-day window', '2026-11-30T15:00:00.000Z'],
  ])('%s: 400 naming datetime, nothing stored or sent', async (_case, datetime) => {
    const response = await book({ ...visitor, datetime });

    expect(response).toEqual({
      status: 400,
      body: { error: MESSAGES.invalidFields, fields: { datetime: 'This time is not available for booking.' } },
    });
    expect(await documents(backend.db, 'bookings')).toEqual({});
    expect(await documents(backend.db, 'slots')).toEqual({});
    expect(backend.mailer.sent).toEqual([]);
  });

  it('on a statutory holiday inside the window (Christmas Day): 400, nothing stored or sent', async () => {
    deps.clock = fixedClock('2026-12-22T15:00:00.000Z');

    const response = await book({ ...visitor, datetime: '2026-12-25T15:00:00.000Z' });

    expect(response.status).toBe(400);
    expect(response.body.fields).toEqual({ datetime: 'This time is not available for booking.' });
    expect(await documents(backend.db, 'slots')).toEqual({});
    expect(backend.mailer.sent).toEqual([]);
  });
});

const failWith = (error: Error) => (message: MailMessage) => {
  if (message.to.email === 'ada@example.com') throw error;
};
const subjects = () => backend.mailer.sent.map((message) => message.subject.split(':')[0]);

describe('when the invitation cannot be sent', () => {
  it.each([
    ['refused by the mail service', new MailDeliveryError('SendGrid answered HTTP 500'), 502],
    ['mail service not configured', new MailUnavailableError('SENDGRID_API_KEY is not set'), 503],
  ])('%s: the hold is released, nothing is booked, the agency is not bothered', async (_case, error, status) => {
    backend.mailer.before = failWith(error);

    const response = await book();

    expect(response).toEqual({ status, body: { error: 'Failed to submit booking. Please try again.' } });
    expect(await documents(backend.db, 'bookings')).toEqual({});
    expect(await documents(backend.db, 'slots')).toEqual({});
    expect(await documents(backend.db, 'bookingHolds')).toEqual({});
    expect(backend.mailer.sent).toEqual([]);
    backend.mailer.before = undefined;
    expect((await book()).status).toBe(200);
  });

  it('may have been delivered (timeout): the slot stays reserved, the agency is asked to check, a retry confirms', async () => {
    const body = { ...visitor, attemptId: 'first-try' };
    backend.mailer.before = failWith(new MailUncertainError('SendGrid could not be reached (ETIMEDOUT)'));

    expect((await book(body)).status).toBe(502);

    expect(subjects()).toEqual(['Check booking']);
    expect(backend.mailer.sent[0]!.text).toContain('ETIMEDOUT');
    const slots = await documents(backend.db, 'slots');
    expect(slots[SLOT]).toEqual({
      datetime: Timestamp.fromDate(new Date(SLOT)),
      state: 'held',
      heldUntil: Timestamp.fromDate(new Date(SLOT)),
      expiresAt: Timestamp.fromDate(new Date('2027-11-23T16:00:00.000Z')),
    });
    // Long after the lease, nobody else can take it…
    backend.clock.set(new Date(Date.parse(NOW) + 2 * HOLD_LEASE_MS).toISOString());
    const other = { ...visitor, name: 'Grace Hopper', email: 'grace@example.com', attemptId: 'other' };
    expect((await book(other)).status).toBe(409);
    // …and the visitor's retry sends the same invitation again and confirms.
    backend.mailer.before = undefined;
    expect((await book(body)).status).toBe(200);
    expect(subjects()).toEqual([
      'Check booking',
      'Your consultation with Lakeforge Digital is confirmed',
      'New booking',
    ]);
    expect((await documents(backend.db, 'bookings'))[SLOT]).toMatchObject({ attemptId: 'first-try' });
  });
});

describe('a repeated attempt', () => {
  it('answers a confirmed attempt 200 again without booking or emailing twice', async () => {
    const body = { ...visitor, attemptId: 'attempt-123' };
    expect((await book(body)).status).toBe(200);
    const again = await book(body);
    expect(again).toEqual({ status: 200, body: { ok: true, booking: { datetime: SLOT, slotId: SLOT } } });
    expect(backend.mailer.sent).toHaveLength(2);
    expect(Object.keys(await documents(backend.db, 'bookings'))).toEqual([SLOT]);
  });

  it('accepts every id validation accepts, "_" included, and puts it in the invitation’s UID', async () => {
    expect((await book({ ...visitor, attemptId: '_' })).status).toBe(200);
    expect(decode(backend.mailer.sent[0]!.attachments![0]!.content)).toContain('UID:booking-20261123T160000Z-_@');
  });

  it('while the first is slow: the retry confirms; the first’s later failure then undoes nothing', async () => {
    const body = { ...visitor, attemptId: 'slow-one' };
    let failFirst!: (error: Error) => void;
    backend.mailer.before = () => {
      backend.mailer.before = undefined; // only the first send waits
      return new Promise<void>((_resolve, reject) => (failFirst = reject));
    };
    deps.stepLimit = timeLimit(60_000);
    const first = book(body);
    await expect.poll(() => failFirst).toBeDefined();

    const retry = await book(body);
    expect(retry.status).toBe(200);
    failFirst(new MailDeliveryError('SendGrid answered HTTP 500'));

    expect((await first).status).toBe(200);
    expect((await documents(backend.db, 'bookings'))[SLOT]).toMatchObject({
      status: 'confirmed',
      attemptId: 'slow-one',
    });
  });

  it('with other details than the held attempt’s is refused as taken', async () => {
    backend.mailer.before = failWith(new MailUncertainError('timeout'));
    expect((await book({ ...visitor, attemptId: 'mine' })).status).toBe(502);
    backend.mailer.before = undefined;
    const response = await book({ ...visitor, email: 'mallory@example.com', attemptId: 'mine' });
    expect(response.status).toBe(409);
  });
});

describe('one upcoming booking per email address', () => {
  const LATER = '2026-11-24T16:00:00.000Z';

  it('refuses a second upcoming booking of the same address (any case) with 429, Retry-After and a clear message', async () => {
    expect((await book()).status).toBe(200);

    const response = await book({ ...visitor, email: ' ADA@Example.com ', datetime: LATER, attemptId: 'second' });

    expect(response.status).toBe(429);
    expect(response.body).toEqual({ error: BOOKING_MESSAGES.oneUpcoming });
    expect(BOOKING_MESSAGES.oneUpcoming).toMatch(/^You already have a consultation booked\./);
    // Until the first meeting starts (16:00Z, 50 minutes after NOW).
    expect(response.headers).toEqual({ 'Retry-After': String(50 * 60) });
    expect(Object.keys(await documents(backend.db, 'slots'))).toEqual([SLOT]);
    expect(await documents(backend.db, 'bookingHolds')).toEqual({});
  });

  it('lets the address book again once its booking was released, or its hold lapsed', async () => {
    backend.mailer.before = failWith(new MailDeliveryError('SendGrid answered HTTP 500'));
    expect((await book()).status).toBe(502);
    backend.mailer.before = undefined;
    expect((await book({ ...visitor, datetime: LATER, attemptId: 'after-release' })).status).toBe(200);
  });
});

describe('one person, one upcoming booking: plus tags and Gmail dots (issue #32)', () => {
  const LATER = '2026-11-24T16:00:00.000Z';

  it('counts a +tag of any domain, and Gmail dots and googlemail.com, as the same address; stores it as typed', async () => {
    expect((await book({ ...visitor, email: 'ada@example.com' })).status).toBe(200);
    const tagged = await book({ ...visitor, email: 'Ada+work@example.com', datetime: LATER, attemptId: 'tagged' });
    expect(tagged.status).toBe(429);
    expect(tagged.body).toEqual({ error: BOOKING_MESSAGES.oneUpcoming });

    const gmail = { ...visitor, name: 'Grace Hopper', email: 'grace.hopper@gmail.com', attemptId: 'grace-1' };
    expect((await book({ ...gmail, datetime: LATER })).status).toBe(200);
    for (const [email, attemptId] of [
      ['gracehopper@gmail.com', 'grace-2'],
      ['Grace.Hop.Per+cal@googlemail.com', 'grace-3'],
    ] as const) {
      const again = await book({ ...gmail, email, attemptId, datetime: '2026-11-25T16:00:00.000Z' });
      expect(again.status, email).toBe(429);
    }
    const stored = await documents(backend.db, 'bookings');
    expect(
      Object.values(stored)
        .map((booking) => booking.email)
        .sort(),
    ).toEqual(['ada@example.com', 'grace.hopper@gmail.com']);
  });

  it('keeps dots meaningful outside Gmail: another address is another person', async () => {
    expect((await book({ ...visitor, email: 'ada.l@example.com' })).status).toBe(200);
    const other = await book({ ...visitor, email: 'adal@example.com', datetime: LATER, attemptId: 'other' });
    expect(other.status).toBe(200);
  });
});

describe('daily quotas count only bookings that reach the mail service (issue #32)', () => {
  const LATER = '2026-11-24T16:00:00.000Z';
  const CLIENT = '203.0.113.7';
  const limits = { emailPerDay: 10, inquiriesPerEmailPerHour: 3, clientPerDay: 30 };

  it('a 409 (time taken), a 429 (one upcoming) and a 400 (time not bookable) take nothing from the address or the client', async () => {
    deps.guard = { client: DEFAULT_CLIENT_ADDRESS_SOURCE, quotas: createQuotaStore(backend.db), limits, minFillMs: 0 };
    const grace = { ...visitor, name: 'Grace Hopper', email: 'grace@example.com', datetime: LATER, attemptId: 'g' };
    expect((await book(grace)).status).toBe(200);
    expect((await book({ ...visitor, attemptId: 'a' })).status).toBe(200);
    for (let i = 0; i < 3; i += 1) {
      expect((await book({ ...visitor, datetime: LATER, attemptId: `taken-${i}` })).status).toBe(409);
      const other = `2026-11-25T1${4 + i}:00:00.000Z`;
      expect((await book({ ...visitor, datetime: other, attemptId: `second-${i}` })).status).toBe(429);
      const past = await book({ ...visitor, datetime: '2026-11-23T14:00:00.000Z', attemptId: `past-${i}` });
      expect(past.status).toBe(400);
    }

    const counts = await quotaTicketCounts(backend.db);
    const [adaDay, clientDay] = quotaCounters('booking', visitor.email, CLIENT, limits).map((c) => c.key);
    expect(counts[adaDay!]).toBe(1);
    expect(counts[clientDay!]).toBe(2);
  });

  it.each(['throw', 'hang'] as const)(
    'quotas that cannot be counted (%s): 503 with the booking’s "try again", nothing held or sent',
    async (mode) => {
      const { quotas, stepLimit } = unreachableQuotas(createQuotaStore(backend.db), mode);
      deps = { ...deps, stepLimit, guard: { client: DEFAULT_CLIENT_ADDRESS_SOURCE, quotas, limits, minFillMs: 0 } };

      expect(await book()).toEqual({ status: 503, body: { error: BOOKING_MESSAGES.failed } });
      expect(await documents(backend.db, 'bookingHolds')).toEqual({});
      expect(await documents(backend.db, 'slots')).toEqual({});
      expect(backend.mailer.sent).toEqual([]);
    },
  );

  it('still counts an attempt whose invitation went to the mail service, even if it failed', async () => {
    deps.guard = { client: DEFAULT_CLIENT_ADDRESS_SOURCE, quotas: createQuotaStore(backend.db), limits, minFillMs: 0 };
    backend.mailer.before = failWith(new MailDeliveryError('SendGrid answered HTTP 500'));
    expect((await book()).status).toBe(502);
    const [adaDay] = quotaCounters('booking', visitor.email, CLIENT, limits).map((c) => c.key);
    expect((await quotaTicketCounts(backend.db))[adaDay!]).toBe(1);
  });
});

// ---------------------------------------------------------------------------------------------
// Faults at every step (docs/functions.md, "Booking"): each as a throw, a hang past the step timeout, and a crash.
// ---------------------------------------------------------------------------------------------

const A = { ...visitor, attemptId: 'visitor-a' };
const B = { ...visitor, name: 'Grace Hopper', email: 'grace@example.com', attemptId: 'visitor-b' };

function mailStep(message: MailMessage): string {
  if (message.to.email === A.email) return 'invitation';
  return message.subject.startsWith('New booking') ? 'agencyNotice' : 'agencyAlert';
}

/** Faults reached on a booking's path; `release` needs an invitation that failed definitely first. */
const scenarios: { name: string; faults: Fault[] }[] = [];
for (const mode of ['throw', 'hang', 'crash'] as FaultMode[]) {
  for (const when of ['before', 'after'] as const) {
    for (const step of ['stake', 'claim', 'invitation', 'confirm', 'agencyNotice', 'recordAgencyNotice']) {
      scenarios.push({ name: `${mode} ${when} ${step}`, faults: [{ step, when, mode }] });
    }
    scenarios.push({
      name: `${mode} ${when} release (after a refused invitation)`,
      faults: [
        { step: 'invitation', when: 'before', mode: 'throw' },
        { step: 'release', when, mode },
      ],
    });
  }
}

const faultError = (fault: Fault) => {
  if (fault.step !== 'invitation' && fault.step !== 'agencyNotice') return new Error('Firestore unavailable');
  // Before: nothing was sent (an HTTP error). After: accepted, but the answer was lost.
  return fault.when === 'before'
    ? new MailDeliveryError('SendGrid answered HTTP 500')
    : new MailUncertainError('SendGrid could not be reached (ECONNRESET)');
};

interface FirstAttempt {
  /** The answer, or undefined when the process crashed (nobody hears an answer). */
  status?: number;
  invitationAccepted: boolean;
}

async function attemptWithFaults(faults: Fault[]): Promise<FirstAttempt> {
  const injector = faultInjector(faults, faultError);
  const faulty: BookingDeps = {
    ...deps,
    stepLimit: injector.stepLimit,
    store: injector.wrap(deps.store, (method) => method),
    mailer: injector.wrap(backend.mailer, (_method, args) => mailStep(args[0] as MailMessage)),
  };
  const answer = handleBooking(postJson(A), faulty).then((response) => response.status);
  const status = await Promise.race([answer, injector.crashed.then(() => undefined)]);
  await injector.settled();
  const invitationAccepted = backend.mailer.sent.some((message) => message.to.email === A.email);
  return { ...(status === undefined ? {} : { status }), invitationAccepted };
}

async function stateOfSlot() {
  const booking = (await documents(backend.db, 'bookings'))[SLOT];
  const hold = (await documents(backend.db, 'bookingHolds'))[SLOT];
  return { confirmedFor: booking?.attemptId, uncertain: Boolean(hold?.uncertainAt) };
}

describe.each(scenarios)('$name', ({ faults }) => {
  it('keeps the invariants, and another visitor after the lease gets the slot exactly when it is free', async () => {
    const first = await attemptWithFaults(faults);
    const state = await stateOfSlot();

    // Every 200 means a confirmed booking whose invitation was accepted.
    if (first.status === 200) {
      expect(state.confirmedFor).toBe(A.attemptId);
      expect(first.invitationAccepted).toBe(true);
    }
    // An invitation that may be in the inbox (no crash) keeps the slot: confirmed, or uncertain and the agency told.
    if (first.status !== undefined && first.invitationAccepted) {
      expect(state.confirmedFor === A.attemptId || state.uncertain).toBe(true);
    }
    if (state.uncertain && first.status !== undefined) expect(subjects()).toContain('Check booking');

    // After the lease, another visitor: 409 while A's booking stands or may stand, else 200.
    backend.clock.set(new Date(Date.parse(NOW) + HOLD_LEASE_MS + 1000).toISOString());
    const second = await book(B);
    const aKeepsIt = state.confirmedFor === A.attemptId || state.uncertain;
    expect(second.status).toBe(aKeepsIt ? 409 : 200);
    // At most one confirmed booking per slot, and it is the one that was answered 200.
    const bookings = await documents(backend.db, 'bookings');
    expect(Object.keys(bookings).length).toBeLessThanOrEqual(1);
    if (second.status === 200) expect(bookings[SLOT]).toMatchObject({ attemptId: B.attemptId });
  });

  it('a retry of the same attempt ends confirmed, and the sweep delivers the agency’s notice', async () => {
    const first = await attemptWithFaults(faults);
    const retryAt = first.status === undefined ? Date.parse(NOW) + HOLD_LEASE_MS + 1000 : Date.parse(NOW) + 1000;
    backend.clock.set(new Date(retryAt).toISOString());

    const retry = await book(A);

    expect(retry.status).toBe(200);
    expect((await documents(backend.db, 'bookings'))[SLOT]).toMatchObject({
      status: 'confirmed',
      attemptId: A.attemptId,
    });
    // The sweep (a few minutes later) sends whatever agency notice is still owed.
    backend.clock.set(new Date(retryAt + 10 * 60_000).toISOString());
    await backend.sweep({ ...deps, bookings: deps.store });
    const booking = (await documents(backend.db, 'bookings'))[SLOT]!;
    expect(booking.agencyNotice).toMatchObject({ status: 'sent' });
    expect(subjects()).toContain('New booking');
  });
});

describe('the sweep and booking holds', () => {
  it('retries a failed agency notice with backoff and never undoes the booking', async () => {
    backend.mailer.before = (message) => {
      if (message.to.email === TEST_MAIL.agencyInbox.email) throw new MailDeliveryError('SendGrid answered HTTP 500');
    };
    expect((await book()).status).toBe(200);
    const stored = (await documents(backend.db, 'bookings'))[SLOT]!;
    expect(stored.agencyNotice).toMatchObject({ status: 'failed', attempts: 1 });

    backend.mailer.before = undefined;
    backend.clock.set('2026-11-23T15:16:00.000Z');
    const report = await backend.sweep({ ...deps, bookings: deps.store });

    expect(report).toMatchObject({ delivered: 1, failed: 0 });
    expect((await documents(backend.db, 'bookings'))[SLOT]!.agencyNotice).toMatchObject({
      status: 'sent',
      attempts: 2,
    });
  });

  it('deletes holds whose lease ran out (the browser already offers them)', async () => {
    const injector = faultInjector([{ step: 'invitation', when: 'before', mode: 'crash' }], faultError);
    void handleBooking(postJson(A), { ...deps, mailer: injector.wrap(backend.mailer, () => 'invitation') });
    await injector.crashed;
    expect(Object.keys(await documents(backend.db, 'bookingHolds'))).toEqual([SLOT]);

    backend.clock.set(new Date(Date.parse(NOW) + HOLD_LEASE_MS).toISOString());
    const report = await backend.sweep({ ...deps, bookings: deps.store });

    expect(report.holdsDeleted).toBe(1);
    expect(await documents(backend.db, 'bookingHolds')).toEqual({});
    expect(await documents(backend.db, 'slots')).toEqual({});
  });
});

describe('a stake, the claim’s first step', () => {
  it('left by a claim that never ran, keeps the slot from others for its lease only, and the sweep deletes it', async () => {
    const injector = faultInjector([{ step: 'claim', when: 'before', mode: 'crash' }], faultError);
    void handleBooking(postJson(A), { ...deps, store: injector.wrap(deps.store, (method) => method) });
    await injector.crashed;
    expect(await documents(backend.db, 'bookingHolds')).toEqual({
      [SLOT]: expect.objectContaining({ attemptId: A.attemptId, provisional: true }),
    });
    // Nothing public was written: the slot is not marked held.
    expect(await documents(backend.db, 'slots')).toEqual({});

    expect(await book(B)).toEqual({ status: 409, body: { error: BOOKING_MESSAGES.taken } });

    backend.clock.set(new Date(Date.parse(NOW) + HOLD_LEASE_MS).toISOString());
    const report = await backend.sweep({ ...deps, bookings: deps.store });
    expect(report.holdsDeleted).toBe(1);
    expect(await documents(backend.db, 'bookingHolds')).toEqual({});
    expect((await book(B)).status).toBe(200);
  });

  it('left beside another visitor’s booking, is deleted by the sweep, and the booking’s time stays taken', async () => {
    expect((await book(A)).status).toBe(200);
    const injector = faultInjector([{ step: 'claim', when: 'before', mode: 'crash' }], faultError);
    void handleBooking(postJson(B), { ...deps, store: injector.wrap(deps.store, (method) => method) });
    await injector.crashed;
    expect(await documents(backend.db, 'bookingHolds')).toEqual({
      [SLOT]: expect.objectContaining({ attemptId: B.attemptId, provisional: true }),
    });

    backend.clock.set(new Date(Date.parse(NOW) + HOLD_LEASE_MS).toISOString());
    const report = await backend.sweep({ ...deps, bookings: deps.store });
    expect(report.holdsDeleted).toBe(1);
    expect(await documents(backend.db, 'bookingHolds')).toEqual({});
    // The browser keeps hiding the time: its public document still says confirmed.
    expect((await documents(backend.db, 'slots'))[SLOT]).toMatchObject({ state: 'confirmed' });
    expect(Object.keys(await documents(backend.db, 'bookings'))).toEqual([SLOT]);
  });

  it('becomes the hold, public as held, once its claim has judged it', async () => {
    const injector = faultInjector([{ step: 'invitation', when: 'before', mode: 'crash' }], faultError);
    void handleBooking(postJson(A), { ...deps, mailer: injector.wrap(backend.mailer, () => 'invitation') });
    await injector.crashed;

    const hold = (await documents(backend.db, 'bookingHolds'))[SLOT]!;
    expect(hold).toMatchObject({ attemptId: A.attemptId, name: A.name });
    expect(hold.provisional).toBeUndefined();
    expect((await documents(backend.db, 'slots'))[SLOT]).toMatchObject({ state: 'held' });
  });
});

describe('the availability rules, checked in the claim’s transaction', () => {
  const rules = (data: Record<string, unknown>) => backend.db.doc('availability/rules').set(data);
  const unavailable = { status: 409, body: { error: BOOKING_MESSAGES.unavailable } };

  it('refuses a time inside a closure with 409 and the wizard’s message, storing and sending nothing', async () => {
    await rules({
      noticeMinutes: 0,
      closures: [{ id: 'off', from: '2026-11-23', to: '2026-11-23', startTime: '11:00' }],
    });
    expect(await book()).toEqual(unavailable);
    expect(await documents(backend.db, 'slots')).toEqual({});
    expect(await documents(backend.db, 'bookingHolds')).toEqual({});
    expect(backend.mailer.sent).toHaveLength(0);
    // 10:30, before the closure, is still bookable.
    expect((await book({ ...visitor, datetime: '2026-11-23T15:30:00.000Z' })).status).toBe(200);
  });

  it('refuses a time within the default two hours’ notice when the agency set none', async () => {
    await backend.db.doc('availability/rules').delete();
    expect(await book()).toEqual(unavailable);
    expect((await book({ ...visitor, datetime: '2026-11-23T17:30:00.000Z' })).status).toBe(200); // 12:30, 2h20 ahead
  });

  it('refuses a time a busy interval of the agency’s calendar (plus the buffer after it) overlaps', async () => {
    const busy = {
      start: Timestamp.fromDate(new Date('2026-11-23T15:00:00Z')),
      end: Timestamp.fromDate(new Date('2026-11-23T15:45:00Z')),
    };
    await rules({ noticeMinutes: 0, bufferMinutes: 30 });
    await backend.db.doc('availability/busy').set({ intervals: [busy] });
    expect(await book()).toEqual(unavailable); // 11:00 is inside the half hour after 10:45
    expect((await book({ ...visitor, datetime: '2026-11-23T16:30:00.000Z' })).status).toBe(200);
  });
});
