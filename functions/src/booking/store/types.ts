/** What the booking handlers, the manage link, the reminders and the sweep need from storage; implemented on Firestore in index.ts. */
import type { LeadSource } from '../../../../src/domain/attribution/source.js';
import type { AvailabilityRules } from '../../../../src/domain/availability/rules.js';
import type { BookableCheck } from '../../../../src/domain/booking/slots.js';
import type { Delivery } from '../../lib/delivery.js';

/** One attempt to book one slot: what the visitor sent, and the attempt's id (its key for retries). */
export interface BookingHold {
  slotId: string;
  start: Date;
  name: string;
  email: string;
  purpose: string;
  attemptId: string;
  /** The booking's lasting id (token.ts `bookingIdOf`): what its manage link names, through every move. */
  bookingId: string;
  /** Where the visit that booked came from (its valid parts), when the browser sent it. */
  source?: LeadSource | undefined;
}

/**
 * - 'held': this attempt holds the slot (new, or resumed by a retry); `uncertain` when an earlier
 *   try's invitation may have been accepted by the mail service.
 * - 'confirmed': this attempt's booking is already confirmed.
 * - 'taken': another attempt holds the slot (live or uncertain) or has booked it.
 * - 'limited': the email address already has another upcoming booking.
 * - 'unavailable': the availability rules (closures, notice, busy times) refuse the time as they stand
 *   in the claim's own transaction; an attempt that already holds or booked the slot keeps it.
 */
export type ClaimResult =
  | { kind: 'held'; uncertain: boolean }
  | { kind: 'confirmed' }
  | { kind: 'taken' }
  | { kind: 'limited'; retryAfterSeconds: number }
  | { kind: 'unavailable'; reason: Unbookable };

export type Unbookable = Extract<BookableCheck, { ok: false }>['reason'];

/**
 * A confirmed booking's document as its readers see it: the sweep (its agency notice), and the staff's
 * lists and bookings feed, which read bookings through `storedOf` (documents.ts) rather than by field name.
 */
export interface StoredBooking extends ManagedBooking {
  /** When it was first confirmed; absent on documents older than the field. */
  createdAt?: Date;
  agencyNotice: Delivery;
  /** Its notice to the team's chat; absent without a chat webhook (booking/teamNotice.ts). */
  teamNotice?: Delivery;
  /** The reminder's delivery, once the reminder job took it. */
  reminder?: Delivery;
}

/** A booking's team notice that this caller now owns (for a short lock). */
export type StartTeamNotice =
  | { kind: 'deliver'; booking: StoredBooking; notice: Delivery }
  /** Posted already, or none to post (no chat webhook then, or the booking is gone). */
  | { kind: 'sent' }
  | { kind: 'busy' };

/** A confirmed booking as its manage link and the reminder job see it. */
export interface ManagedBooking extends BookingHold {
  /** The start it was first booked for: the invitation's UID keeps it through every move. */
  firstStart: Date;
  /** How many times it was moved (the invitation's SEQUENCE). */
  sequence: number;
}

/** What a manage link finds: the booking as it stands, or the time it had when it was cancelled. */
export type BookingRecord = { status: 'confirmed'; booking: ManagedBooking } | { status: 'cancelled'; start: Date };

/**
 * The emails about a booking's latest change (a move or the cancellation), stored in the same
 * transaction as the change: the outbox the manage handler and the sweep deliver from. A later change
 * replaces it, so only the newest state is ever sent.
 */
export interface ChangeNotice {
  kind: 'moved' | 'cancelled';
  /** The booking as the change left it (moved: its new time and SEQUENCE; cancelled: as it stood). */
  booking: ManagedBooking;
  /** Moved: the time the visitor and the agency were last told of. */
  previousStart?: Date;
  changedAt: Date;
  /** Names this change: a delivery of an older change records nothing on a newer one. */
  revision: string;
  /** Both emails' state: `visitorEmailAt` and `agencyEmailAt` once each was accepted. */
  delivery: Delivery;
}

export type StartNotice =
  | { kind: 'deliver'; notice: ChangeNotice }
  /** Delivered already. */
  | { kind: 'sent' }
  /** Another caller is delivering it right now. */
  | { kind: 'busy' }
  /** No change stored for this booking. */
  | { kind: 'none' };

/** A hold whose lease ran out (for the sweep's clean-up). */
export interface LapsedHold extends BookingHold {
  uncertain: boolean;
}

export interface BookingStore {
  /**
   * A claim's first step, one write with no transaction: makes `hold.attemptId` the slot's only claimant by
   * creating its provisional hold (its lease runs), so that of many attempts at once only one goes on to
   * `claim` (whose transaction then judges the stake: it becomes the hold, or is deleted). 'taken' when another
   * attempt's hold is live; 'staked' otherwise (this attempt's stake is in place, or the hold `claim` must
   * judge is this attempt's own or a lapsed one). A stake whose claim never runs lapses with its lease.
   */
  stake(hold: BookingHold, now: Date): Promise<'staked' | 'taken'>;
  /**
   * Holds the slot for `hold.attemptId` until `now` plus the lease, in one transaction (docs/functions.md, "Booking"),
   * after `stake` (without it the claim is as sound, but many attempts at once contend in their transactions).
   * `replacing`: the slot of the address's booking that this claim is to replace (a reschedule): that
   * booking does not count against the one-upcoming-booking quota, and the quota stays on it until
   * `move` succeeds.
   */
  claim(hold: BookingHold, now: Date, replacing?: string): Promise<ClaimResult>;
  /**
   * Makes this attempt's hold the confirmed booking, once its invitation was accepted.
   * 'lost' when the slot is no longer this attempt's (nothing written).
   */
  confirm(hold: BookingHold, now: Date): Promise<'confirmed' | 'lost'>;
  /**
   * Frees this attempt's hold after a definite failure. 'confirmed' when the attempt's booking was
   * confirmed meanwhile (by a retry), which then stays; 'gone' when the hold is not this attempt's.
   */
  release(slotId: string, attemptId: string): Promise<'released' | 'confirmed' | 'gone'>;
  /** The invitation may have been accepted: the hold no longer lapses by itself. */
  markUncertain(slotId: string, attemptId: string, now: Date): Promise<void>;
  /** Records the agency notice's outcome; with `teamNotice`, stores the booking's team notice in the same write. */
  recordAgencyNotice(slotId: string, delivery: Delivery, teamNotice?: Delivery): Promise<void>;
  /** Takes a booking's team notice for a short lock, counting the attempt. */
  startTeamNotice(slotId: string, now: Date): Promise<StartTeamNotice>;
  finishTeamNotice(slotId: string, notice: Delivery): Promise<void>;
  /** Slot ids of bookings whose team notice's next attempt is due. */
  dueTeamNotices(now: Date, limit: number): Promise<string[]>;
  /** Confirmed bookings whose agency notice is due (its `nextAttemptAt` has passed). */
  dueAgencyNotices(now: Date, limit: number): Promise<StoredBooking[]>;
  /** Holds whose `heldUntil` has passed (dead ones, and uncertain ones whose meeting time has come). */
  lapsedHolds(now: Date, limit: number): Promise<LapsedHold[]>;
  /** Deletes a dead hold (lease over, not uncertain); false when it changed meanwhile. */
  deleteDeadHold(slotId: string, attemptId: string, now: Date): Promise<boolean>;

  /** The booking a manage link names; undefined when there is none. */
  find(bookingId: string): Promise<BookingRecord | undefined>;
  /** The confirmed booking of a slot (the staff name bookings by their slot); undefined when there is none. */
  findAt(slotId: string): Promise<ManagedBooking | undefined>;
  /** The availability rules as they stand (for lists of free times; the claim reads them in its transaction). */
  availabilityRules(): Promise<AvailabilityRules>;
  /** Starts of the slots in `[start, end)` that are booked or held at `now`. */
  takenStarts(range: { start: Date; end: Date }, now: Date): Promise<Date[]>;
  /**
   * In one transaction: makes the hold `to` (claimed with `replacing: booking.slotId`) the booking,
   * one revision later, frees the old slot, and stores the move's emails as pending (replacing an
   * earlier change's notice). 'moved' also when this very move was stored before;
   * 'gone' when the booking is no longer where it was found, or no longer at the revision
   * (`sequence`) it was found at (cancelled, or moved since, even back to the same time); 'lost' when the
   * hold is no longer this attempt's. Nothing is written unless 'moved'.
   */
  move(booking: ManagedBooking, to: BookingHold, now: Date): Promise<'moved' | 'gone' | 'lost'>;
  /**
   * Deletes the booking and frees its slot and quota at once, storing the cancellation's emails as
   * pending; 'gone' when it is not there any more.
   */
  cancel(booking: ManagedBooking, now: Date): Promise<'cancelled' | 'gone'>;
  /** Takes the delivery of a booking's change notice for a short lock, counting the attempt. */
  startNotice(bookingId: string, now: Date): Promise<StartNotice>;
  /** Records the notice's delivery, unless a newer change replaced it meanwhile. */
  recordNotice(bookingId: string, revision: string, delivery: Delivery): Promise<void>;
  /** Ids of the bookings whose change notice is due (its `nextAttemptAt` has passed). */
  dueNotices(now: Date, limit: number): Promise<string[]>;
  /** Deletes the notices a privacy erasure left for their emails, once those are settled; how many. */
  deleteErasedNotices(limit: number): Promise<number>;
  /** Records how the reminder of this booking at this time went; nothing when it moved or was cancelled. */
  recordReminder(booking: ManagedBooking, delivery: Delivery): Promise<void>;
  /** Confirmed bookings whose refused reminder is due for another try. */
  dueReminderRetries(now: Date, limit: number): Promise<ManagedBooking[]>;
  /**
   * Takes the retry of a refused reminder, counting the attempt and unscheduling it (so no other run
   * and no later sweep sends it unless this try records a definite failure again); undefined when it
   * is not due, was taken by another run, or its meeting has begun (then it is dropped for good).
   */
  retakeReminder(booking: ManagedBooking, now: Date): Promise<Delivery | undefined>;
  /** Confirmed bookings whose reminder is due at `now` (not sent yet). */
  dueReminders(now: Date, limit: number): Promise<ManagedBooking[]>;
  /**
   * Marks the reminder of this booking as sent (its delivery pending, one attempt), if it is still due: true once only per meeting time,
   * false when it was marked before, the booking was cancelled or moved, or its meeting has begun.
   */
  markReminded(booking: ManagedBooking, now: Date): Promise<boolean>;
}
