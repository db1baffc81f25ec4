/**
 * The reminder job: one email to the visitor before each upcoming consultation, when its reminder is
 * due (a day before, or an hour before for a booking made less than a day ahead:
 * src/domain/booking/reminder.ts). Run every 15 minutes by the scheduled function
 * `sendBookingReminders` (index.ts) and locally by `npm run reminders` (scripts/reminders.ts).
 *
 * At most once: each booking's reminder is marked sent in a transaction before the email goes out,
 * and only the run whose transaction marks it sends it. A run that dies between the two, or a mail
 * service that refuses the message, means no reminder for that meeting (logged), never two. A
 * cancelled booking no longer exists, and a moved one is due again for its new time.
 */
import type { Clock, Logger } from './http/api.js';
import { errorMessage, maskEmail } from './lib/text.js';
import { withTimeout } from './lib/timeout.js';
import type { MailConfig, Mailer } from './mail/mailer.js';
import { bookingReminder } from './mail/templates.js';
import type { ManageLinks } from './manage/links.js';
import type { BookingStore } from './store/types.js';
import { DEFAULT_STEP_TIMEOUT_MS } from './booking.js';

export interface ReminderDeps {
  store: BookingStore;
  mailer: Mailer;
  mail: MailConfig;
  clock: Clock;
  logger: Logger;
  links: ManageLinks;
  stepTimeoutMs?: number;
}

export interface ReminderReport {
  sent: number;
  failed: number;
  /** Due, but another run marked it first, or it was cancelled, moved or begun meanwhile. */
  skipped: number;
}

/** Bookings handled per run; the next run takes the rest. */
const BATCH = 50;

export async function sendReminders(deps: ReminderDeps): Promise<ReminderReport> {
  const report: ReminderReport = { sent: 0, failed: 0, skipped: 0 };
  const timeoutMs = deps.stepTimeoutMs ?? DEFAULT_STEP_TIMEOUT_MS;
  const now = deps.clock.now();
  for (const booking of await deps.store.dueReminders(now, BATCH)) {
    const log = { slotId: booking.slotId, visitor: maskEmail(booking.email) };
    try {
      const message = bookingReminder(booking, deps.mail, deps.links.url(booking.bookingId, booking.start));
      if (!(await withTimeout(deps.store.markReminded(booking, now), timeoutMs, 'mark reminded'))) {
        report.skipped += 1;
        continue;
      }
      await withTimeout(deps.mailer.send(message), timeoutMs, 'reminder');
      report.sent += 1;
    } catch (error) {
      deps.logger.error('reminders: a reminder was not sent; it is not retried', {
        ...log,
        error: errorMessage(error),
      });
      report.failed += 1;
    }
  }
  deps.logger.info('reminders: done', { ...report });
  return report;
}
