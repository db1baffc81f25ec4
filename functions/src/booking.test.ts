/**
 * The booking function's handler against the project's offline Firestore endpoint (firebase-admin
 * over REST), with a recording mailer in place of SendGrid and a fixed clock.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BOOKING_MESSAGES, handleBooking, type BookingDeps } from './booking.js';
import { MESSAGES } from './http/api.js';
import { unlimited } from './http/rateLimit.js';
import { MailDeliveryError } from './mail/mailer.js';
import { createBookingStore } from './store/firestore.js';
import {
  documents,
  fixedClock,
  postJson,
  recordingLogger,
  recordingMailer,
  startTestFirestore,
  TEST_MAIL,
  type RecordingMailer,
  type TestFirestore,
} from './test-support.js';

// Monday, November 23, 2026, 10:10 AM EST.
const NOW = '2026-11-23T15:10:00.000Z';
const SLOT = '2026-11-23T16:00:00.000Z'; // Monday 11:00 AM EST

let firestore: TestFirestore;
let mailer: RecordingMailer;
let logger: ReturnType<typeof recordingLogger>;
let deps: BookingDeps;

beforeAll(async () => {
  firestore = await startTestFirestore('booking-test');
});
afterAll(async () => {
  await firestore.close();
});
beforeEach(() => {
  firestore.reset();
  mailer = recordingMailer();
  logger = recordingLogger();
  deps = {
    store: createBookingStore(firestore.db),
    mailer,
    mail: TEST_MAIL,
    clock: fixedClock(NOW),
    limiter: unlimited,
    logger,
  };
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
  it('stores the slot and the booking, then emails the agency and the visitor (with an invitation)', async () => {
    const response = await book();

    expect(response).toEqual({ status: 200, body: { ok: true, booking: { datetime: SLOT, slotId: SLOT } } });

    const slots = await documents(firestore.db, 'slots');
    expect(Object.keys(slots)).toEqual([SLOT]);
    // Kept 12 months after the meeting (the privacy page; a TTL policy deletes it then).
    const expiresAt = Timestamp.fromDate(new Date('2027-11-23T16:00:00.000Z'));
    expect(slots[SLOT]).toEqual({ datetime: Timestamp.fromDate(new Date(SLOT)), expiresAt });
    const bookings = await documents(firestore.db, 'bookings');
    expect(Object.keys(bookings)).toEqual([SLOT]);
    const { createdAt, ...stored } = bookings[SLOT]!;
    expect(stored).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      datetime: Timestamp.fromDate(new Date(SLOT)),
      purpose: 'Website Development',
      status: 'confirmed',
      expiresAt,
    });
    expect(createdAt).toBeInstanceOf(Timestamp);

    expect(mailer.sent.map((message) => message.to.email)).toEqual(['inbox@lakeforge.ca', 'ada@example.com']);
    const [agency, confirmation] = mailer.sent as [(typeof mailer.sent)[0], (typeof mailer.sent)[0]];
    expect(agency.replyTo).toEqual({ email: 'ada@example.com', name: 'Ada Lovelace' });
    expect(agency.subject).toBe('New booking: Ada Lovelace, Monday, November 23, 2026 at 11:00 AM EST');
    expect(agency.text).toContain('Topic: Website Development');
    expect(agency.attachments).toBeUndefined();

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
  });

  it('logs a masked email, never the visitor’s name or address', async () => {
    await book();
    const log = logger.lines.join('\n');
    expect(log).toContain('a***@example.com');
    expect(log).not.toContain('ada@example.com');
    expect(log).not.toContain('Lovelace');
  });

  it('answers a repeated attempt (same attemptId) as the first one, without booking or emailing twice', async () => {
    const body = { ...visitor, attemptId: 'attempt-123' };
    expect((await book(body)).status).toBe(200);
    const again = await book(body);
    expect(again).toEqual({ status: 200, body: { ok: true, booking: { datetime: SLOT, slotId: SLOT } } });
    expect(mailer.sent).toHaveLength(2);
    expect(Object.keys(await documents(firestore.db, 'bookings'))).toEqual([SLOT]);
  });
});

describe('a slot that is already taken', () => {
  it('answers 409 with the wizard’s message and sends nothing', async () => {
    expect((await book()).status).toBe(200);
    mailer.sent.length = 0;

    const response = await book({ ...visitor, name: 'Grace Hopper', email: 'grace@example.com', attemptId: 'other' });

    expect(response).toEqual({ status: 409, body: { error: BOOKING_MESSAGES.taken } });
    expect(BOOKING_MESSAGES.taken).toBe('This time slot was just booked. Please select another time.');
    expect(mailer.sent).toEqual([]);
    const bookings = await documents(firestore.db, 'bookings');
    expect(bookings[SLOT]).toMatchObject({ name: 'Ada Lovelace' });
  });

  it('lets exactly one of 20 simultaneous bookings of one slot through', async () => {
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => book({ ...visitor, name: `Visitor ${i}`, email: `v${i}@example.com` })),
    );

    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    const bookings = await documents(firestore.db, 'bookings');
    expect(Object.keys(bookings)).toEqual([SLOT]);
    expect(Object.keys(await documents(firestore.db, 'slots'))).toEqual([SLOT]);
    // Only the winner was emailed: one agency notification and one confirmation, to the stored visitor.
    expect(mailer.sent).toHaveLength(2);
    expect(mailer.sent[1]!.to.email).toBe(bookings[SLOT]!.email);
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
    expect(await documents(firestore.db, 'bookings')).toEqual({});
    expect(await documents(firestore.db, 'slots')).toEqual({});
    expect(mailer.sent).toEqual([]);
  });
});

describe('when email cannot be sent', () => {
  it('agency notification fails: 502, nothing saved, the visitor gets no confirmation', async () => {
    mailer.before = () => {
      throw new MailDeliveryError('SendGrid answered HTTP 500');
    };

    const response = await book();

    expect(response).toEqual({ status: 502, body: { error: 'Failed to submit booking. Please try again.' } });
    expect(await documents(firestore.db, 'bookings')).toEqual({});
    expect(await documents(firestore.db, 'slots')).toEqual({});
    expect(mailer.sent).toEqual([]);
  });

  it('visitor confirmation fails: 502, nothing saved, the agency is told the booking was released', async () => {
    mailer.before = (message) => {
      if (message.to.email === 'ada@example.com') throw new MailDeliveryError('SendGrid answered HTTP 500');
    };

    const response = await book();

    expect(response.status).toBe(502);
    expect(await documents(firestore.db, 'bookings')).toEqual({});
    expect(await documents(firestore.db, 'slots')).toEqual({});
    expect(mailer.sent.map((message) => message.subject)).toEqual([
      'New booking: Ada Lovelace, Monday, November 23, 2026 at 11:00 AM EST',
      'Booking not completed: Ada Lovelace, Monday, November 23, 2026 at 11:00 AM EST',
    ]);
    // The slot is free again.
    mailer.before = undefined;
    expect((await book()).status).toBe(200);
  });
});
