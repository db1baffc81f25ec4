/**
 * Delivers the emails about a booking's latest change — to the visitor and to the agency, each with
 * the updated invitation (same UID, the move's SEQUENCE) or the calendar cancellation — from the
 * notice the change stored in its own transaction (store `startNotice`). The manage handler calls it
 * right after the change; the sweep (../sweep.ts) calls it for notices still pending (their request
 * died) or failed (after their backoff). Only emails not yet accepted are sent; after the last
 * attempt the agency is alerted. A change stored later replaces the notice, so an older state is
 * never sent after a newer one.
 */
import { failedDelivery, gaveUp, sentDelivery, type Delivery } from '../lib/delivery.js';
import type { Clock } from '../lib/clock.js';
import type { Logger } from '../lib/logger.js';
import { errorMessage, maskEmail } from '../lib/text.js';
import { DEFAULT_STEP_TIMEOUT_MS, type StepLimit, timeLimit } from '../lib/timeout.js';
import { alertUndelivered } from '../mail/alerts.js';
import type { MailConfig, Mailer, MailMessage } from '../mail/mailer.js';
import { bookingCancelled, bookingCancelledNotice, bookingRescheduled, bookingRescheduledNotice } from './emails.js';
import { COLLECTIONS } from '../store/firestore.js';
import type { BookingStore, ChangeNotice } from './store/types.js';
import type { ManageLinks } from './links.js';

export interface NoticeDeps {
  store: BookingStore;
  mailer: Mailer;
  mail: MailConfig;
  clock: Clock;
  logger: Logger;
  links: ManageLinks;
  /** How long one step may take (default: `timeLimit(DEFAULT_STEP_TIMEOUT_MS)`). */
  stepLimit?: StepLimit;
}

export interface NoticeOutcome {
  /** 'none': no change stored; 'busy': another caller is delivering it right now. */
  status: Delivery['status'] | 'busy' | 'none';
  /** The visitor's email was accepted by the mail service (now or before). */
  visitorEmailed: boolean;
  alerted: boolean;
}

const RECIPIENTS = [
  { who: 'visitor', sentAt: 'visitorEmailAt' },
  { who: 'agency', sentAt: 'agencyEmailAt' },
] as const;

function messageFor(notice: ChangeNotice, who: 'visitor' | 'agency', deps: NoticeDeps): MailMessage {
  const { booking, changedAt } = notice;
  if (notice.kind === 'cancelled') {
    return who === 'visitor'
      ? bookingCancelled(booking, deps.mail, changedAt)
      : bookingCancelledNotice(booking, deps.mail, changedAt);
  }
  const previous = notice.previousStart ?? booking.firstStart;
  return who === 'visitor'
    ? bookingRescheduled(booking, previous, deps.mail, changedAt, deps.links.url(booking.bookingId, booking.start))
    : bookingRescheduledNotice(booking, previous, deps.mail, changedAt);
}

/** Throws only when the delivery could not be started (storage unreachable); the notice then waits for the sweep. */
export async function deliverChangeNotice(bookingId: string, deps: NoticeDeps): Promise<NoticeOutcome> {
  const limit = deps.stepLimit ?? timeLimit(DEFAULT_STEP_TIMEOUT_MS);
  const step = <T>(work: () => Promise<T>, name: string) => limit(work(), name);
  const started = await step(() => deps.store.startNotice(bookingId, deps.clock.now()), 'start notice');
  if (started.kind !== 'deliver') {
    return { status: started.kind, visitorEmailed: started.kind === 'sent', alerted: false };
  }
  const { notice } = started;
  const log = { slotId: notice.booking.slotId, visitor: maskEmail(notice.booking.email), change: notice.revision };
  const record = (delivery: Delivery) =>
    step(() => deps.store.recordNotice(bookingId, notice.revision, delivery), 'record notice').catch(
      (error: unknown) => {
        // The lock lapses and the sweep looks again; at worst an email goes out twice (the same update).
        deps.logger.error('manage: could not record the change emails', { ...log, error: errorMessage(error) });
      },
    );

  let delivery = notice.delivery;
  const errors: string[] = [];
  for (const { who, sentAt } of RECIPIENTS) {
    if (delivery[sentAt]) continue;
    try {
      await step(() => deps.mailer.send(messageFor(notice, who, deps)), `${who} email`);
      delivery = { ...delivery, [sentAt]: deps.clock.now() };
      await record(delivery);
    } catch (error) {
      errors.push(`${who} email: ${errorMessage(error)}`);
      deps.logger.error('manage: an email about the change failed; the sweep retries it', {
        ...log,
        to: who,
        error: errorMessage(error),
      });
    }
  }

  const outcome = errors.length
    ? failedDelivery(delivery, errors.join('; '), deps.clock.now())
    : sentDelivery(delivery, {});
  const alert = gaveUp(outcome) && !outcome.alertedAt;
  if (alert) {
    await alertUndelivered(
      {
        what: notice.kind === 'moved' ? 'booking move notice' : 'booking cancellation notice',
        record: `${COLLECTIONS.notices}/${bookingId}`,
        name: notice.booking.name,
        email: notice.booking.email,
        attempts: outcome.attempts,
        error: outcome.error ?? 'unknown',
      },
      deps,
    );
    outcome.alertedAt = deps.clock.now();
  }
  await record(outcome);
  return { status: outcome.status, visitorEmailed: Boolean(outcome.visitorEmailAt), alerted: alert };
}
