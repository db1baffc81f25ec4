/**
 * POST /api/manageBooking: the visitor's own booking, through the signed link in their emails
 * (docs/booking-life.md). Actions: view, reschedule, cancel.
 *
 * parse (the common gate, with this endpoint's rate limit) → check the token → find the booking → act
 * → answer. The move and the cancellation are change.ts's, the same the agency's staff make: a move
 * claims the new slot with the booking function's own claim, then moves the booking and frees the old
 * slot in one transaction; a cancellation deletes the booking and frees its slot in one. The same
 * transaction stores the change's emails as pending (an outbox, notices.ts), which are delivered right
 * after and, should that fail or the function die, by the sweep. No answer is 200 unless the change is
 * stored, and a failed email does not undo it.
 */
import { MANAGE_MESSAGES, type ManageAnswer, type ManagedBookingView } from '../../../src/domain/api/manage.js';
import { manageRequestSchema } from '../../../src/domain/booking/manageSchema.js';
import { availability, bookingWindow } from '../../../src/domain/booking/slots.js';
import { gateForm } from '../http/gate.js';
import { json, type ApiRequest, type ApiResponse } from '../http/request.js';
import type { Clock } from '../lib/clock.js';
import type { Logger } from '../lib/logger.js';
import type { ClientAddressSource } from '../http/clientAddress.js';
import type { RateLimiter } from '../http/rateLimit.js';
import { errorMessage, maskEmail } from '../lib/text.js';
import { DEFAULT_STEP_TIMEOUT_MS, type StepLimit, timeLimit } from '../lib/timeout.js';
import type { MailConfig, Mailer } from '../mail/mailer.js';
import type { BookingStore, ManagedBooking } from './store/types.js';
import type { ManageLinks } from './links.js';
import { cancelBooking, moveBooking, type ChangeRefusal } from './change.js';

export interface ManageDeps {
  store: BookingStore;
  mailer: Mailer;
  mail: MailConfig;
  clock: Clock;
  limiter: RateLimiter;
  logger: Logger;
  links: ManageLinks;
  client?: ClientAddressSource;
  /** The site's origin: a change a browser posted from another site is refused (403). */
  siteOrigin?: string | undefined;
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
    siteOrigin: deps.siteOrigin,
    unavailableMessage: MANAGE_MESSAGES.failed,
    stepLimit: deps.stepLimit,
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

  if (action.action === 'view') return viewOf(booking);
  const options = { now, who: 'manage' };
  if (action.action === 'cancel') {
    const cancelled = await cancelBooking(booking, deps, options);
    if (!cancelled.ok) return refusal(cancelled.reason);
    return answer({
      booking: { status: 'cancelled', datetime: booking.start.toISOString() },
      emailed: cancelled.emailed,
    });
  }
  const moved = await moveBooking(booking, new Date(action.datetime), deps, {
    ...options,
    expectedStart: new Date(action.expectedStart),
  });
  if (!moved.ok) return refusal(moved.reason);
  const url = deps.links.url(booking.bookingId, moved.booking.start);
  return viewOf(moved.booking, { token: new URL(url).searchParams.get('token') ?? '', emailed: moved.emailed });

  async function viewOf(current: ManagedBooking, extra: Omit<ManageAnswer, 'booking'> = {}): Promise<ApiResponse> {
    const at = deps.clock.now();
    const base = { datetime: current.start.toISOString(), purpose: current.purpose };
    if (current.start <= at) return answer({ booking: { status: 'past', ...base }, ...extra });
    let taken, rules;
    try {
      [taken, rules] = await Promise.all([
        step(() => deps.store.takenStarts(bookingWindow(at), at), 'taken starts'),
        step(() => deps.store.availabilityRules(), 'availability rules'),
      ]);
    } catch (error) {
      deps.logger.error('manage: could not read the free times', { ...log, error: errorMessage(error) });
      return fail(503, MANAGE_MESSAGES.failed);
    }
    const days = availability(at, [...taken, current.start], rules).map((day) => ({
      date: day.date,
      slots: day.slots.map((start) => start.toISOString()),
    }));
    const view: ManagedBookingView = { status: 'confirmed', ...base, days };
    return answer({ booking: view, ...extra });
  }
}

const REFUSALS: Record<ChangeRefusal, [number, string]> = {
  started: [409, MANAGE_MESSAGES.started],
  sameTime: [400, MANAGE_MESSAGES.sameTime],
  moved: [409, MANAGE_MESSAGES.moved],
  notBookable: [400, MANAGE_MESSAGES.notBookable],
  taken: [409, MANAGE_MESSAGES.taken],
  changed: [409, MANAGE_MESSAGES.changed],
  failed: [503, MANAGE_MESSAGES.failed],
};

const refusal = (reason: ChangeRefusal): ApiResponse => fail(...REFUSALS[reason]);
