/**
 * The reminder job: one email to the visitor before each upcoming consultation, when its reminder is
 * due (a day before, or an hour before for a booking made less than a day ahead:
 * src/domain/booking/reminder.ts). Run every 15 minutes by the scheduled function
 * `sendBookingReminders` (index.ts) and locally by `npm run reminders` (scripts/reminders.ts).
 *
 * Never twice: each booking's reminder is marked taken in a transaction before the email goes out,
 * and only the run whose transaction marks it sends it. A DEFINITE failure (the mail service refused
 * the message, or was never reached) is recorded failed with a backoff (lib/delivery.ts), and the sweep
 * (../sweep.ts) retries it until the meeting starts, each retry taken in a transaction the same way. An
 * uncertain outcome (a timeout after the message may have been accepted), or a run that dies between
 * marking and recording, is never retried (logged). A cancelled booking no longer exists, and a moved
 * one is due again for its new time.
 */
import { errorMessage, maskEmail } from '../lib/text.js';
import { failedDelivery, sentDelivery, uncertainDelivery, type Delivery } from '../lib/delivery.js';
import { DEFAULT_STEP_TIMEOUT_MS, timeLimit } from '../lib/timeout.js';
import { isDefiniteMailFailure } from '../mail/mailer.js';
import { bookingReminder } from './emails.js';
import type { NoticeDeps } from './notices.js';
import type { ManagedBooking } from './store/types.js';

/** What the job needs: the same as the change emails' delivery. */
export type ReminderDeps = NoticeDeps;

export interface ReminderReport {
  sent: number;
  failed: number;
  /** Due, but another run marked it first, or it was cancelled, moved or begun meanwhile. */
  skipped: number;
}

/** Bookings handled per run; the next run takes the rest. */
const BATCH = 50;

/**
 * Sends one taken reminder (`attempt`: its delivery, this attempt counted) and records the outcome;
 * never throws. Used by the job right after marking it, and by the sweep for refused ones.
 */
export async function deliverReminder(
  booking: ManagedBooking,
  attempt: Delivery,
  deps: ReminderDeps,
): Promise<Delivery> {
  const limit = deps.stepLimit ?? timeLimit(DEFAULT_STEP_TIMEOUT_MS);
  const log = { slotId: booking.slotId, visitor: maskEmail(booking.email) };
  let outcome: Delivery;
  try {
    const message = bookingReminder(booking, deps.mail, deps.links.url(booking.bookingId, booking.start));
    await limit(deps.mailer.send(message), 'reminder');
    outcome = sentDelivery(attempt, { visitorEmailAt: deps.clock.now() });
  } catch (error) {
    const reason = `reminder: ${errorMessage(error)}`;
    const definite = isDefiniteMailFailure(error);
    outcome = definite ? failedDelivery(attempt, reason, deps.clock.now()) : uncertainDelivery(attempt, reason);
    deps.logger.error(
      definite
        ? 'reminders: the reminder was refused; the sweep retries it'
        : 'reminders: the reminder may have been sent; it is not retried',
      { ...log, attempts: outcome.attempts, error: reason },
    );
  }
  try {
    await limit(deps.store.recordReminder(booking, outcome), 'record reminder');
  } catch (error) {
    // Not retried then: at most once.
    deps.logger.error('reminders: could not record the reminder', { ...log, error: errorMessage(error) });
  }
  return outcome;
}

export async function sendReminders(deps: ReminderDeps): Promise<ReminderReport> {
  const report: ReminderReport = { sent: 0, failed: 0, skipped: 0 };
  const limit = deps.stepLimit ?? timeLimit(DEFAULT_STEP_TIMEOUT_MS);
  const now = deps.clock.now();
  for (const booking of await deps.store.dueReminders(now, BATCH)) {
    try {
      if (!(await limit(deps.store.markReminded(booking, now), 'mark reminded'))) {
        report.skipped += 1;
        continue;
      }
    } catch (error) {
      deps.logger.error('reminders: a reminder was not sent; it is not retried', {
        slotId: booking.slotId,
        visitor: maskEmail(booking.email),
        error: errorMessage(error),
      });
      report.failed += 1;
      continue;
    }
    const outcome = await deliverReminder(booking, { status: 'pending', attempts: 1 }, deps);
    if (outcome.status === 'sent') report.sent += 1;
    else report.failed += 1;
  }
  deps.logger.info('reminders: done', { ...report });
  return report;
}
