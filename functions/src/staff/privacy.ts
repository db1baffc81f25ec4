/**
 * Privacy requests (docs/privacy.md): everything held about one email address, its export as one JSON file,
 * and its erasure by an owner. The erasure's order is what keeps its invariants when it stops half-way:
 * the upcoming bookings are cancelled first (each cancellation stores its emails in its own transaction and
 * sends them), and nothing else is touched while one is left; a notice whose emails are still owed is kept
 * until they are settled. Each step reads what is left, so running the erasure again resumes it.
 */
import type { ErasureReport } from '../../../src/domain/api/staff.js';
import { DEFAULT_STEP_TIMEOUT_MS, timeLimit, type StepLimit } from '../lib/timeout.js';
import type { PrivacyStore } from './privacyStore.js';

/** Rounds of cancelling: a booking the visitor moved meanwhile is found again at its new time. */
const CANCEL_ROUNDS = 3;

export type ErasureOutcome =
  { ok: true; report: ErasureReport } | { ok: false; reason: 'bookingInProgress' | 'changed' | 'failed' };

/** The staff's cancellation of a booking (handler.ts `BookingActions`: the visitor's own, with its emails). */
export interface Cancellations {
  cancel(slotId: string, options: { now: Date }): Promise<{ ok: true } | { ok: false; reason: string }>;
}

export interface ErasureDeps {
  privacy: PrivacyStore;
  bookings: Cancellations;
  /** Each step's time limit (the handler's default in production; the fault tests' in tests). */
  stepLimit?: StepLimit | undefined;
}

export async function erase(address: string, now: Date, deps: ErasureDeps): Promise<ErasureOutcome> {
  const step = deps.stepLimit ?? timeLimit(DEFAULT_STEP_TIMEOUT_MS);
  const { privacy } = deps;
  // A visitor booking right now would confirm a booking after the erasure: it waits for the hold to end.
  if (await step(privacy.bookingInProgress(address, now), 'bookingInProgress')) {
    return { ok: false, reason: 'bookingInProgress' };
  }
  let cancelledBookings = 0;
  for (let round = 0; ; round++) {
    const upcoming = await step(privacy.upcomingBookings(address, now), 'upcomingBookings');
    if (upcoming.length === 0) break;
    if (round === CANCEL_ROUNDS) return { ok: false, reason: 'changed' };
    for (const slotId of upcoming) {
      const cancelled = await deps.bookings.cancel(slotId, { now });
      if (cancelled.ok) cancelledBookings += 1;
      // 'changed': moved or cancelled meanwhile (the next round sees where it is); 'started': past now.
      else if (cancelled.reason === 'failed') return { ok: false, reason: 'failed' };
    }
  }
  // The audit first: it finds entries through the leads and bookings deleted below.
  const anonymisedAuditEntries = await step(privacy.anonymiseAudit(address), 'anonymiseAudit');
  const deletedLeads = await step(privacy.deleteLeads(address), 'deleteLeads');
  const deletedBookings = await step(privacy.deletePastBookings(address, now), 'deletePastBookings');
  const notices = await step(privacy.eraseNotices(address), 'eraseNotices');
  const deletedHolds = await step(privacy.deleteHoldsAndQuota(address, now), 'deleteHoldsAndQuota');
  // A booking the person made after the cancellations (a race the order cannot close): erase again.
  if ((await step(privacy.upcomingBookings(address, now), 'upcomingBookings')).length > 0) {
    return { ok: false, reason: 'changed' };
  }
  return {
    ok: true,
    report: {
      status: notices.awaitingEmails > 0 ? 'awaitingEmails' : 'done',
      cancelledBookings,
      deletedLeads,
      deletedBookings,
      deletedNotices: notices.deleted,
      noticesAwaitingEmails: notices.awaitingEmails,
      deletedHolds,
      anonymisedAuditEntries,
    },
  };
}
