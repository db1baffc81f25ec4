/**
 * POST /api/manageBooking: the visitor's own booking, through the signed link in their emails
 * (docs/booking-life.md). Actions: view, reschedule, cancel.
 *
 * parse (the common gate, with this endpoint's rate limit) → check the token → find the booking → act
 * → answer. A move claims the new slot with the booking function's own claim (same lease, same
 * closures check), then moves the booking and frees the old slot in one transaction; a cancellation
 * deletes the booking and frees its slot in one. The same transaction stores the change's emails as
 * pending (an outbox, notices.ts), which are delivered right after and, should that fail or the
 * function die, by the sweep. No answer is 200 unless the change is stored, and a failed email does
 * not undo it.
 */
import { MANAGE_MESSAGES, type ManageAnswer, type ManagedBookingView } from '../../../src/domain/api/manage.js';
import { manageRequestSchema } from '../../../src/domain/booking/manageSchema.js';
import { availability, bookingWindow, checkBookable, slotId as slotIdOf } from '../../../src/domain/booking/slots.js';
import { gateForm } from '../http/gate.js';
import { json, type ApiRequest, type ApiResponse } from '../http/request.js';
import type { Clock } from '../lib/clock.js';
import type { Logger } from '../lib/logger.js';
import type { ClientAddressSource } from '../http/clientAddress.js';
import type { RateLimiter } from '../http/rateLimit.js';
import { errorMessage, maskEmail } from '../lib/text.js';
import { DEFAULT_STEP_TIMEOUT_MS, type StepLimit, timeLimit } from '../lib/timeout.js';
import type { MailConfig, Mailer } from '../mail/mailer.js';
import type { BookingHold, BookingStore, ManagedBooking } from './store/types.js';
import type { ManageLinks } from './links.js';
import { deliverChangeNotice } from './notices.js';

export interface ManageDeps {
  store: BookingStore;
  mailer: Mailer;
  mail: MailConfig;
  clock: Clock;
  limiter: RateLimiter;
  logger: Logger;
  links: ManageLinks;
  client?: ClientAddressSource;
  /** How long one step may take (default: `timeLimit(DEFAULT_STEP_TIMEOUT_MS)`). */
  stepLimit?: StepLimit;
}

const fail = (status: number, error: string) => json(status, { error });
const answer = (body: ManageAnswer): ApiResponse => json(200, { ...body });

export async function handleManage(request: ApiRequest, deps: ManageDeps): Promise<ApiResponse> {
  const gate = await gateForm(request, {
    schema: manageRequestSchema,
    limiter: deps.limiter,
    logger: deps.logger,
    endpoint: 'manage',
    kind: 'booking',
    clock: deps.clock,
    client: deps.client,
  });
  if (!gate.ok) {
    // The page shows `error`: on a refused field, that field's own words (the schema's, never the library's).
    if (gate.refusal.kind !== 'invalid') return gate.response;
    const [first] = Object.values(gate.refusal.fields);
    return json(400, { error: first ?? MANAGE_MESSAGES.unreadable, fields: gate.refusal.fields });
  }
  const action = gate.data;
  const limit = deps.stepLimit ?? timeLimit(DEFAULT_STEP_TIMEOUT_MS);
  const step = <T>(work: () => Promise<T>, name: string) => limit(work(), name);
  const now = deps.clock.now();

  let check;
  try {
    check = deps.links.verify(action.token, now);
  } catch (error) {
    deps.logger.error('manage: links are unavailable', { error: errorMessage(error) });
    return fail(503, MANAGE_MESSAGES.failed);
  }
  if (!check.ok) {
    deps.logger.info('manage: link refused', { reason: check.reason });
    return check.reason === 'expired' ? fail(410, MANAGE_MESSAGES.expiredLink) : fail(404, MANAGE_MESSAGES.invalidLink);
  }
  let record;
  try {
    record = await step(() => deps.store.find(check.bookingId), 'find');
  } catch (error) {
    deps.logger.error('manage: could not read the booking', { error: errorMessage(error) });
    return fail(503, MANAGE_MESSAGES.failed);
  }
  if (!record) return fail(404, MANAGE_MESSAGES.invalidLink);
  if (record.status === 'cancelled') {
    return answer({ booking: { status: 'cancelled', datetime: record.start.toISOString() } });
  }
  const booking = record.booking;
  const log = { slotId: booking.slotId, visitor: maskEmail(booking.email) };
  const started = booking.start <= now;

  if (action.action === 'view') return viewOf(booking);
  if (started) return fail(409, MANAGE_MESSAGES.started);
  return action.action === 'reschedule'
    ? reschedule(new Date(action.datetime), new Date(action.expectedStart))
    : cancel();

  async function viewOf(current: ManagedBooking, extra: Omit<ManageAnswer, 'booking'> = {}): Promise<ApiResponse> {
    const at = deps.clock.now();
    const base = { datetime: current.start.toISOString(), purpose: current.purpose };
    if (current.start <= at) return answer({ booking: { status: 'past', ...base }, ...extra });
    let taken;
    try {
      taken = await step(() => deps.store.takenStarts(bookingWindow(at), at), 'taken starts');
    } catch (error) {
      deps.logger.error('manage: could not read the free times', { ...log, error: errorMessage(error) });
      return fail(503, MANAGE_MESSAGES.failed);
    }
    const days = availability(at, [...taken, current.start]).map((day) => ({
      date: day.date,
      slots: day.slots.map((start) => start.toISOString()),
    }));
    const view: ManagedBookingView = { status: 'confirmed', ...base, days };
    return answer({ booking: view, ...extra });
  }

  async function cancel(): Promise<ApiResponse> {
    let outcome;
    try {
      outcome = await step(() => deps.store.cancel(booking, now), 'cancel');
    } catch (error) {
      deps.logger.error('manage: could not cancel', { ...log, error: errorMessage(error) });
      return fail(503, MANAGE_MESSAGES.failed);
    }
    if (outcome === 'gone') return fail(409, MANAGE_MESSAGES.changed);
    deps.logger.info('manage: cancelled', log);
    const emailed = await notify();
    return answer({ booking: { status: 'cancelled', datetime: booking.start.toISOString() }, emailed });
  }

  /**
   * Moves the booking from `seen` (the start the visitor's page showed) to `start`. A booking that has
   * moved since is refused with 409 before anything is claimed, and the move's transaction refuses it
   * again if it moves in between (`store.move` checks the revision it was found at), so of any number
   * of racing moves exactly one is stored and emailed.
   */
  async function reschedule(start: Date, seen: Date): Promise<ApiResponse> {
    const slotId = slotIdOf(start);
    if (slotId === booking.slotId) return fail(400, MANAGE_MESSAGES.sameTime);
    if (seen.getTime() !== booking.start.getTime()) {
      deps.logger.info('manage: move refused, the booking moved since the page showed it', log);
      return fail(409, MANAGE_MESSAGES.moved);
    }
    if (!checkBookable(start, now).ok) return fail(400, MANAGE_MESSAGES.notBookable);
    const hold: BookingHold = { ...booking, start, slotId };
    let claim;
    try {
      claim = await step(() => deps.store.claim(hold, now, booking.slotId), 'claim');
    } catch (error) {
      // A claim that committed after all lapses with its lease.
      deps.logger.error('manage: could not claim the new time', { ...log, error: errorMessage(error) });
      return fail(503, MANAGE_MESSAGES.failed);
    }
    if (claim.kind === 'taken' || claim.kind === 'confirmed') return fail(409, MANAGE_MESSAGES.taken);
    if (claim.kind === 'limited') return fail(409, MANAGE_MESSAGES.changed);

    let moved;
    try {
      moved = await step(() => deps.store.move(booking, hold, now), 'move');
    } catch (error) {
      // Either nothing moved (the new hold lapses) or the move is stored; the page reloads to see which.
      deps.logger.error('manage: could not move the booking', { ...log, error: errorMessage(error) });
      return fail(503, MANAGE_MESSAGES.failed);
    }
    if (moved === 'lost') return fail(409, MANAGE_MESSAGES.taken);
    if (moved === 'gone') {
      await releaseQuietly(hold);
      return fail(409, MANAGE_MESSAGES.changed);
    }
    deps.logger.info('manage: moved', { ...log, to: slotId });
    const next: ManagedBooking = { ...booking, start, slotId, sequence: booking.sequence + 1 };
    const url = deps.links.url(booking.bookingId, start);
    const emailed = await notify();
    return viewOf(next, { token: new URL(url).searchParams.get('token') ?? '', emailed });
  }

  async function releaseQuietly(hold: BookingHold): Promise<void> {
    try {
      await step(() => deps.store.release(hold.slotId, hold.attemptId), 'release');
    } catch (error) {
      deps.logger.error('manage: could not release the new time; its lease frees it', {
        ...log,
        error: errorMessage(error),
      });
    }
  }

  /** Delivers the stored change's emails; true when the visitor's was accepted. */
  async function notify(): Promise<boolean> {
    try {
      return (await deliverChangeNotice(booking.bookingId, deps)).visitorEmailed;
    } catch (error) {
      deps.logger.error('manage: could not start the change emails; the sweep sends them', {
        ...log,
        error: errorMessage(error),
      });
      return false;
    }
  }
}
