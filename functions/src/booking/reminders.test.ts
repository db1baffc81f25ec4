/**
 * The reminder job against Google's Firestore emulator, on bookings made and changed through the
 * booking and manage handlers, with a recording backend.mailer and a backend.clock moved by hand.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { handleBooking } from './handler.js';
import { unlimited } from '../http/rateLimit.js';
import { handleManage } from './manage.js';
import { sendReminders, type ReminderDeps } from './reminders.js';
import { MailDeliveryError, MailUncertainError } from '../mail/mailer.js';
import { testBackend } from '../../../tests/functions/backend.js';
import { documents, postJson, TEST_LINKS } from '../../../tests/functions/support.js';
import { faultInjector } from '../../../tests/functions/faults.js';

// Monday, November 23, 2026, 10:10 AM EST.
const NOW = '2026-11-23T15:10:00.000Z';
const WEDNESDAY = '2026-11-25T16:00:00.000Z'; // 11:00 AM EST, two days ahead
const THURSDAY = '2026-11-26T16:00:00.000Z';

const backend = testBackend('reminders-test', NOW);
let deps: ReminderDeps & { limiter: typeof unlimited };
beforeEach(() => {
  deps = { ...backend.common(), store: backend.bookings };
});

const visitor = { name: 'Ada Lovelace', email: 'ada@example.com', purpose: 'Website Development' };

async function book(datetime: string): Promise<string> {
  const response = await handleBooking(postJson({ ...visitor, datetime, attemptId: 'attempt-1' }), deps);
  expect(response.status).toBe(200);
  const token = /\/manage-booking\?token=(\S+)/.exec(backend.mailer.sent[0]!.text)![1]!;
  backend.mailer.sent.length = 0;
  return token;
}

const reminders = () => backend.mailer.sent.filter((message) => message.subject.startsWith('Reminder'));
const at = (iso: string) => backend.clock.set(iso);

describe('the reminder job', () => {
  it('reminds the visitor once, a day before, with the link to change or cancel', async () => {
    await book(WEDNESDAY);
    at('2026-11-24T15:59:00.000Z');
    expect(await sendReminders(deps)).toEqual({ sent: 0, failed: 0, skipped: 0 });

    at('2026-11-24T16:05:00.000Z');
    expect(await sendReminders(deps)).toEqual({ sent: 1, failed: 0, skipped: 0 });
    const [reminder] = reminders();
    expect(reminder!.to.email).toBe('ada@example.com');
    expect(reminder!.subject).toBe(
      'Reminder: your consultation with Lakeforge Digital, Wednesday, November 25, 2026 at 11:00 AM EST',
    );
    const token = /\/manage-booking\?token=(\S+)/.exec(reminder!.text)![1];
    expect(TEST_LINKS.verify(token, new Date('2026-11-24T16:05:00.000Z')).ok).toBe(true);

    // Never twice: later runs find nothing due.
    at('2026-11-24T16:20:00.000Z');
    expect(await sendReminders(deps)).toEqual({ sent: 0, failed: 0, skipped: 0 });
    at('2026-11-25T15:30:00.000Z');
    await sendReminders(deps);
    expect(reminders()).toHaveLength(1);
  });

  it('sends one reminder when two runs overlap', async () => {
    await book(WEDNESDAY);
    at('2026-11-24T16:05:00.000Z');
    const [first, second] = await Promise.all([sendReminders(deps), sendReminders(deps)]);
    expect(first.sent + second.sent).toBe(1);
    expect(reminders()).toHaveLength(1);
  });

  it('reminds an hour before a meeting booked less than a day ahead', async () => {
    await book('2026-11-24T14:00:00.000Z'); // Tuesday 9:00 AM, booked 22 hours 50 minutes ahead
    at('2026-11-23T15:15:00.000Z');
    expect((await sendReminders(deps)).sent).toBe(0);
    at('2026-11-24T12:59:00.000Z');
    expect((await sendReminders(deps)).sent).toBe(0);
    at('2026-11-24T13:00:00.000Z');
    expect((await sendReminders(deps)).sent).toBe(1);
  });

  it('never reminds of a cancelled booking', async () => {
    const token = await book(WEDNESDAY);
    expect((await handleManage(postJson({ action: 'cancel', token }), deps)).status).toBe(200);
    at('2026-11-24T16:05:00.000Z');
    expect(await sendReminders(deps)).toEqual({ sent: 0, failed: 0, skipped: 0 });
    expect(reminders()).toEqual([]);
  });

  it('reminds of a moved booking at its new time, and not at its old one', async () => {
    const token = await book(WEDNESDAY);
    const moved = await handleManage(
      postJson({ action: 'reschedule', token, datetime: THURSDAY, expectedStart: WEDNESDAY }),
      deps,
    );
    expect(moved.status).toBe(200);
    at('2026-11-24T16:05:00.000Z');
    expect((await sendReminders(deps)).sent).toBe(0);
    at('2026-11-25T16:05:00.000Z');
    expect((await sendReminders(deps)).sent).toBe(1);
    expect(reminders()[0]!.subject).toContain('Thursday, November 26, 2026 at 11:00 AM EST');
  });

  it('sends at most once: a run that dies after marking the reminder leaves it unsent for good', async () => {
    await book(WEDNESDAY);
    at('2026-11-24T16:05:00.000Z');
    const injector = faultInjector([{ step: 'markReminded', when: 'after', mode: 'throw' }], () => new Error('lost'));
    const faulty = { ...deps, store: injector.wrap(deps.store, (method) => method) };
    expect(await sendReminders(faulty)).toEqual({ sent: 0, failed: 1, skipped: 0 });
    at('2026-11-24T16:20:00.000Z');
    expect(await sendReminders(deps)).toEqual({ sent: 0, failed: 0, skipped: 0 });
    expect(reminders()).toEqual([]);
  });

  it('does not remind of a meeting that has begun (the job was down), and drops it from later runs', async () => {
    await book(WEDNESDAY);
    at('2026-11-25T16:10:00.000Z');
    expect(await sendReminders(deps)).toEqual({ sent: 0, failed: 0, skipped: 1 });
    expect(await sendReminders(deps)).toEqual({ sent: 0, failed: 0, skipped: 0 });
    expect(reminders()).toEqual([]);
  });
});

describe('a reminder the mail service refused', () => {
  const runSweep = () => backend.sweep({ ...deps, bookings: deps.store });
  const refuse = () => {
    backend.mailer.before = (message) => {
      if (message.subject.startsWith('Reminder')) throw new MailDeliveryError('SendGrid answered HTTP 503');
    };
  };

  it('is retried by the sweep after its backoff, and then sent once only', async () => {
    await book(WEDNESDAY);
    at('2026-11-24T16:05:00.000Z');
    refuse();
    expect(await sendReminders(deps)).toEqual({ sent: 0, failed: 1, skipped: 0 });
    backend.mailer.before = undefined;

    at('2026-11-24T16:08:00.000Z'); // before the first retry is due (5 minutes)
    await runSweep();
    expect(reminders()).toEqual([]);
    at('2026-11-24T16:11:00.000Z');
    const [first, second] = await Promise.all([runSweep(), runSweep()]);
    expect(first.delivered + second.delivered).toBe(1);
    expect(reminders()).toHaveLength(1);
    expect(reminders()[0]!.to.email).toBe('ada@example.com');

    at('2026-11-24T18:00:00.000Z');
    await runSweep();
    await sendReminders(deps);
    expect(reminders()).toHaveLength(1);
    const [booking] = Object.values(await documents(backend.db, 'bookings'));
    expect(booking!.reminder).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('is retried with backoff until the meeting starts, and never after', async () => {
    await book('2026-11-24T14:00:00.000Z'); // reminded an hour before: 13:00
    at('2026-11-24T13:00:00.000Z');
    refuse();
    await sendReminders(deps);
    for (const minute of ['13:06', '13:17', '13:38']) {
      at(`2026-11-24T${minute}:00.000Z`);
      expect((await runSweep()).failed).toBe(1);
    }
    backend.mailer.before = undefined;
    at('2026-11-24T14:00:00.000Z'); // the next try was due at 14:18: the meeting has begun
    await runSweep();
    at('2026-11-24T14:20:00.000Z');
    await runSweep();
    expect(reminders()).toEqual([]);
    const [booking] = Object.values(await documents(backend.db, 'bookings'));
    expect(booking!.reminder).toMatchObject({ status: 'failed', attempts: 4 });
    expect(booking!.reminder).not.toHaveProperty('nextAttemptAt');
  });

  it('is not retried when the outcome is unknown: the mail service may have accepted it', async () => {
    await book(WEDNESDAY);
    at('2026-11-24T16:05:00.000Z');
    backend.mailer.before = () => {
      throw new MailUncertainError('SendGrid: the connection closed after the request was sent');
    };
    expect(await sendReminders(deps)).toEqual({ sent: 0, failed: 1, skipped: 0 });
    backend.mailer.before = undefined;
    at('2026-11-24T18:00:00.000Z');
    await runSweep();
    await sendReminders(deps);
    expect(reminders()).toEqual([]);
  });
});
