/**
 * A change to a confirmed booking, a move or a cancellation, whoever asks for it: the visitor through
 * the manage link (manage.ts) or the agency's staff (../staff/, through the actions index.ts wires from
 * here). One path for both: the same checks, the same transactions (the booking function's own claim of
 * the new time, then `move`, which frees the old time; or `cancel`), and the same emails and updated
 * invitation, stored with the change and delivered right after (notices.ts). The callers only decide
 * who may ask and how to answer.
 */
import { GRID_ONLY } from '../../../src/domain/availability/rules.js';
import { checkBookable, slotId as slotIdOf } from '../../../src/domain/booking/slots.js';
import { errorMessage, maskEmail } from '../lib/text.js';
import { DEFAULT_STEP_TIMEOUT_MS, timeLimit } from '../lib/timeout.js';
import { stakeAndClaim } from './claim.js';
import { deliverChangeNotice, type NoticeDeps } from './notices.js';
import type { BookingHold, ManagedBooking } from './store/types.js';

/**
 * Why a change was refused: the meeting has begun; a move to its own time, or to a time a new booking
 * could not have; the booking no longer starts at the time the caller saw (`moved`: another tab, device or
 * person moved it since); the new time is taken; the booking changed while this change was made (moved or
 * cancelled); or storage failed (nothing changed, or the caller must look again).
 */
export type ChangeRefusal = 'started' | 'sameTime' | 'moved' | 'notBookable' | 'taken' | 'changed' | 'failed';

export type MoveOutcome =
  { ok: true; booking: ManagedBooking; emailed: boolean } | { ok: false; reason: ChangeRefusal };
export type CancelOutcome = { ok: true; emailed: boolean } | { ok: false; reason: ChangeRefusal };

export interface ChangeOptions {
  now: Date;
  /** Names the caller in logs ('manage', 'staff'). */
  who: string;
  /** The start the caller saw: a booking moved since is refused as 'moved', before anything is claimed. */
  expectedStart?: Date;
}

function movedSince(booking: ManagedBooking, deps: NoticeDeps, options: ChangeOptions): boolean {
  if (!options.expectedStart || options.expectedStart.getTime() === booking.start.getTime()) return false;
  deps.logger.info(`${options.who}: change refused, the booking moved since the caller saw it`, {
    slotId: booking.slotId,
    visitor: maskEmail(booking.email),
  });
  return true;
}

function stepsOf(deps: NoticeDeps) {
  const limit = deps.stepLimit ?? timeLimit(DEFAULT_STEP_TIMEOUT_MS);
  return <T>(work: () => Promise<T>, name: string) => limit(work(), name);
}

/** Delivers the stored change's emails; true when the visitor's was accepted. */
async function notify(booking: ManagedBooking, deps: NoticeDeps, who: string): Promise<boolean> {
  try {
    return (await deliverChangeNotice(booking.bookingId, deps)).visitorEmailed;
  } catch (error) {
    deps.logger.error(`${who}: could not start the change emails; the sweep sends them`, {
      slotId: booking.slotId,
      visitor: maskEmail(booking.email),
      error: errorMessage(error),
    });
    return false;
  }
}

/** Deletes the booking and frees its time, then emails both sides the calendar cancellation. */
export async function cancelBooking(
  booking: ManagedBooking,
  deps: NoticeDeps,
  options: ChangeOptions,
): Promise<CancelOutcome> {
  if (booking.start <= options.now) return { ok: false, reason: 'started' };
  if (movedSince(booking, deps, options)) return { ok: false, reason: 'moved' };
  const step = stepsOf(deps);
  const log = { slotId: booking.slotId, visitor: maskEmail(booking.email) };
  let outcome;
  try {
    outcome = await step(() => deps.store.cancel(booking, options.now), 'cancel');
  } catch (error) {
    deps.logger.error(`${options.who}: could not cancel`, { ...log, error: errorMessage(error) });
    return { ok: false, reason: 'failed' };
  }
  if (outcome === 'gone') return { ok: false, reason: 'changed' };
  deps.logger.info(`${options.who}: cancelled`, log);
  return { ok: true, emailed: await notify(booking, deps, options.who) };
}

/**
 * Claims `start` with the booking function's own claim (same lease, same availability rules read in its
 * transaction), then moves the
 * booking there and frees its old time in one transaction, and emails both sides the updated invitation.
 * A booking that moved since the caller saw it is refused before anything is claimed, and the move's
 * transaction refuses it again if it moves in between (`store.move` checks the revision it was found at),
 * so of any number of racing moves exactly one is stored and emailed.
 */
export async function moveBooking(
  booking: ManagedBooking,
  start: Date,
  deps: NoticeDeps,
  options: ChangeOptions,
): Promise<MoveOutcome> {
  const { now, who } = options;
  if (booking.start <= now) return { ok: false, reason: 'started' };
  const step = stepsOf(deps);
  const log = { slotId: booking.slotId, visitor: maskEmail(booking.email) };
  const slotId = slotIdOf(start);
  if (slotId === booking.slotId) return { ok: false, reason: 'sameTime' };
  if (movedSince(booking, deps, options)) return { ok: false, reason: 'moved' };
  // The grid here; the agency's rules in the claim's transaction.
  if (!checkBookable(start, now, GRID_ONLY).ok) return { ok: false, reason: 'notBookable' };
  const hold: BookingHold = { ...booking, start, slotId };
  let claim;
  try {
    claim = await stakeAndClaim(step, deps.store, hold, now, booking.slotId);
  } catch (error) {
    // A claim that committed after all lapses with its lease.
    deps.logger.error(`${who}: could not claim the new time`, { ...log, error: errorMessage(error) });
    return { ok: false, reason: 'failed' };
  }
  if (claim.kind === 'taken' || claim.kind === 'confirmed') return { ok: false, reason: 'taken' };
  if (claim.kind === 'unavailable') return { ok: false, reason: 'notBookable' };
  if (claim.kind === 'limited') return { ok: false, reason: 'changed' };

  let moved;
  try {
    moved = await step(() => deps.store.move(booking, hold, now), 'move');
  } catch (error) {
    // Either nothing moved (the new hold lapses) or the move is stored; the caller reloads to see which.
    deps.logger.error(`${who}: could not move the booking`, { ...log, error: errorMessage(error) });
    return { ok: false, reason: 'failed' };
  }
  if (moved === 'lost') return { ok: false, reason: 'taken' };
  if (moved === 'gone') {
    try {
      await step(() => deps.store.release(hold.slotId, hold.attemptId), 'release');
    } catch (error) {
      deps.logger.error(`${who}: could not release the new time; its lease frees it`, {
        ...log,
        error: errorMessage(error),
      });
    }
    return { ok: false, reason: 'changed' };
  }
  deps.logger.info(`${who}: moved`, { ...log, to: slotId });
  const next: ManagedBooking = { ...booking, start, slotId, sequence: booking.sequence + 1 };
  return { ok: true, booking: next, emailed: await notify(booking, deps, who) };
}

/**
 * The staff's actions on a booking named by its slot (../staff/handler.ts `BookingActions`): the same
 * move and cancellation as above, with the staff's own expectations.
 */
export function staffBookingActions(deps: NoticeDeps) {
  type StaffOutcome = { ok: true; emailed: boolean } | { ok: false; reason: Exclude<ChangeRefusal, 'moved'> };
  const find = (slotId: string) => stepsOf(deps)(() => deps.store.findAt(slotId), 'find');
  // To the staff a booking that moved since they saw it is one that changed meanwhile.
  const staffOutcome = (outcome: CancelOutcome | MoveOutcome): StaffOutcome =>
    outcome.ok
      ? { ok: true, emailed: outcome.emailed }
      : { ok: false, reason: outcome.reason === 'moved' ? 'changed' : outcome.reason };
  const gone: StaffOutcome = { ok: false, reason: 'changed' };
  return {
    async cancel(slotId: string, options: { now: Date; expectedStart?: Date }): Promise<StaffOutcome> {
      const booking = await find(slotId);
      return booking ? staffOutcome(await cancelBooking(booking, deps, { ...options, who: 'staff' })) : gone;
    },
    async move(slotId: string, start: Date, options: { now: Date; expectedStart: Date }): Promise<StaffOutcome> {
      const booking = await find(slotId);
      return booking ? staffOutcome(await moveBooking(booking, start, deps, { ...options, who: 'staff' })) : gone;
    },
  };
}
