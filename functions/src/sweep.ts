/**
 * The sweep: delivers what is still undelivered, and cleans up dead booking holds. Run every few
 * minutes by the scheduled function `sweepDeliveries` (index.ts) and locally by `npm run sweep`
 * (scripts/sweep.ts), against the same stores.
 *
 * - inquiries (contact, service requests) whose next attempt is due: pending ones whose request
 *   died, failed ones after their backoff (lib/delivery.ts). After the last attempt: an alert.
 * - inquiries' and bookings' notices to the team's chat whose next attempt is due (chat/notice.ts), with
 *   the same backoff; a notice given up stays failed, shown in the back office (its emails reached the agency).
 * - confirmed bookings whose agency notice is due (failed, or its function died after confirming).
 * - the emails about a booking's latest move or cancellation that are due (booking/notices.ts): pending
 *   ones whose request died, failed ones after their backoff; after the last attempt, an alert.
 * - reminders the mail service refused (booking/reminders.ts), until their meeting starts.
 * - holds whose lease ran out without an uncertain invitation: deleted (correctness does not need
 *   this; a lapsed hold is free to the next claim anyway).
 */
import { deliverAgencyNotice } from './booking/handler.js';
import { deliverBookingTeamNotice } from './booking/teamNotice.js';
import { contactEndpoint } from './inquiry/contact.js';
import { gaveUp } from './lib/delivery.js';
import type { Clock } from './lib/clock.js';
import type { Logger } from './lib/logger.js';
import { deliverInquiry } from './inquiry/handler.js';
import { deliverTeamNotice } from './inquiry/teamNotice.js';
import type { TeamChat } from './chat/webhook.js';
import { errorMessage } from './lib/text.js';
import type { StepLimit } from './lib/timeout.js';
import { alertUndelivered } from './mail/alerts.js';
import type { MailConfig, Mailer } from './mail/mailer.js';
import type { ManageLinks } from './booking/links.js';
import { deliverChangeNotice } from './booking/notices.js';
import { deliverReminder } from './booking/reminders.js';
import { serviceRequestEndpoint } from './inquiry/services.js';
import { COLLECTIONS } from './store/firestore.js';
import type { BookingStore } from './booking/store/types.js';
import type { InquiryStore } from './inquiry/store.js';

export interface SweepDeps {
  bookings: BookingStore;
  inquiries: InquiryStore;
  mailer: Mailer;
  mail: MailConfig;
  clock: Clock;
  logger: Logger;
  /** For the manage link in a moved booking's email to the visitor. */
  links: ManageLinks;
  /** How long one step may take (default: `timeLimit(DEFAULT_STEP_TIMEOUT_MS)`). */
  stepLimit?: StepLimit;
  /** The team's chat webhook, when one is configured. */
  teamChat?: TeamChat | undefined;
}

export interface SweepReport {
  delivered: number;
  failed: number;
  alerts: number;
  holdsDeleted: number;
}

/** Records handled per kind and run; the next run takes the rest. */
const BATCH = 50;

const emptyReport = (): SweepReport => ({ delivered: 0, failed: 0, alerts: 0, holdsDeleted: 0 });

export async function sweep(deps: SweepDeps): Promise<SweepReport> {
  const report = emptyReport();
  const now = deps.clock.now();
  const inquiryDeps = { ...deps, store: deps.inquiries };

  const sweepInquiries = async <S extends Parameters<typeof deliverInquiry>[0]>(endpoint: S) => {
    for (const id of await deps.inquiries.dueInquiries(endpoint.kind, now, BATCH)) {
      try {
        const outcome = await deliverInquiry(endpoint, id, inquiryDeps);
        if (outcome.kind === 'sent') report.delivered += 1;
        if (outcome.kind === 'failed') {
          report.failed += 1;
          if (outcome.alerted) report.alerts += 1;
        }
      } catch (error) {
        deps.logger.error('sweep: could not deliver an inquiry', { id, error: errorMessage(error) });
        report.failed += 1;
      }
    }
  };
  await sweepInquiries(contactEndpoint);
  await sweepInquiries(serviceRequestEndpoint);

  const bookingDeps = { ...deps, store: deps.bookings };
  for (const booking of await deps.bookings.dueAgencyNotices(now, BATCH)) {
    const outcome = await deliverAgencyNotice(booking, booking.agencyNotice, bookingDeps, !booking.teamNotice);
    if (outcome.status === 'sent') {
      report.delivered += 1;
      continue;
    }
    report.failed += 1;
    if (gaveUp(outcome)) {
      report.alerts += 1;
      await alertUndelivered(
        {
          what: 'booking notice',
          record: `${COLLECTIONS.bookings}/${booking.slotId}`,
          name: booking.name,
          email: booking.email,
          attempts: outcome.attempts,
          error: outcome.error ?? 'unknown',
        },
        deps,
      );
    }
  }

  await sweepTeamNotices(deps, now, report);

  const noticeDeps = { ...deps, store: deps.bookings };
  for (const bookingId of await deps.bookings.dueNotices(now, BATCH)) {
    try {
      const outcome = await deliverChangeNotice(bookingId, noticeDeps);
      if (outcome.status === 'sent') report.delivered += 1;
      if (outcome.status === 'failed') report.failed += 1;
      if (outcome.alerted) report.alerts += 1;
    } catch (error) {
      deps.logger.error('sweep: could not deliver a change notice', { error: errorMessage(error) });
      report.failed += 1;
    }
  }

  // A privacy erasure leaves a cancellation's emails to be sent; the notice goes once they are (docs/privacy.md).
  const erasedNotices = await deps.bookings.deleteErasedNotices(BATCH);
  if (erasedNotices > 0) deps.logger.info('sweep: deleted the notices of erased people', { count: erasedNotices });

  for (const booking of await deps.bookings.dueReminderRetries(now, BATCH)) {
    try {
      const attempt = await deps.bookings.retakeReminder(booking, now);
      if (!attempt) continue;
      const outcome = await deliverReminder(booking, attempt, noticeDeps);
      if (outcome.status === 'sent') report.delivered += 1;
      else report.failed += 1;
    } catch (error) {
      deps.logger.error('sweep: could not retry a reminder', { slotId: booking.slotId, error: errorMessage(error) });
      report.failed += 1;
    }
  }

  for (const hold of await deps.bookings.lapsedHolds(now, BATCH)) {
    if (hold.uncertain) continue; // kept for the agency to settle (docs/functions.md)
    if (await deps.bookings.deleteDeadHold(hold.slotId, hold.attemptId, now)) report.holdsDeleted += 1;
  }
  deps.logger.info('sweep: done', { ...report });
  return report;
}

/**
 * The team notices part of the sweep: inquiries' and bookings' notices to the team's chat whose next attempt
 * is due. `npm run sweep -- --only team-notices` runs it alone (the end-to-end suite's, whose other specs'
 * holds and emails a sweep at a later clock would otherwise take).
 */
export async function sweepTeamNotices(
  deps: Pick<SweepDeps, 'inquiries' | 'bookings' | 'teamChat' | 'mail' | 'clock' | 'logger' | 'stepLimit'>,
  now = deps.clock.now(),
  report = emptyReport(),
): Promise<SweepReport> {
  const count = (outcome: 'sent' | 'busy' | 'failed') => {
    if (outcome === 'sent') report.delivered += 1;
    if (outcome === 'failed') report.failed += 1;
  };
  const inquiryDeps = { ...deps, store: deps.inquiries };
  for (const id of await deps.inquiries.dueTeamNotices(contactEndpoint.kind, now, BATCH)) {
    count(await deliverTeamNotice(contactEndpoint, id, inquiryDeps));
  }
  for (const id of await deps.inquiries.dueTeamNotices(serviceRequestEndpoint.kind, now, BATCH)) {
    count(await deliverTeamNotice(serviceRequestEndpoint, id, inquiryDeps));
  }
  const bookingDeps = { ...deps, store: deps.bookings };
  for (const slotId of await deps.bookings.dueTeamNotices(now, BATCH)) {
    count(await deliverBookingTeamNotice(slotId, bookingDeps));
  }
  return report;
}
