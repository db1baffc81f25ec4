/**
 * Availability as data (issue #30): what narrows the grid of docs/product.md (weekdays, 09:00–16:30 Eastern, the
 * 7-day window, past starts hidden) besides the slots visitors took. Staff edit it in the back office;
 * the wizard reads the public documents below; the booking function reads the same documents inside
 * the transaction that claims a slot, so its check is the authority.
 *
 * Firestore (`firestore.rules`): `availability/rules` and `availability/busy` are readable by anyone
 * (they carry no notes, titles or attendees) and written only by the functions.
 */
import type { CalendarDate } from '../calendarDate';

export const AVAILABILITY_COLLECTION = 'availability';
/** `{closures: ClosureRule[], noticeMinutes, bufferMinutes, updatedAt}`: written by the staff API. */
export const RULES_DOC = 'rules';
/** `{intervals: {start, end}[] (timestamps), updatedAt}`: written only by the busy-calendar import. */
export const BUSY_DOC = 'busy';

/** 'HH:mm' in Toronto. */
export type ClockTime = string;

/**
 * The office is closed from `from` to `to` (Toronto dates, both included). With hours, only between
 * `startTime` (default: opening) and `endTime` (default: closing) on each of those days: "Friday from
 * 13:00" is `{from: friday, to: friday, startTime: '13:00'}`.
 */
export interface ClosureRule {
  id: string;
  from: CalendarDate;
  to: CalendarDate;
  startTime?: ClockTime;
  endTime?: ClockTime;
}

export interface AvailabilitySettings {
  /** No start sooner than this after now (the past-slot rule stays the floor). */
  noticeMinutes: number;
  /** No start within this long after the end of a busy interval of the agency's calendar. */
  bufferMinutes: number;
}

/** A busy time of the agency's own calendar, nothing else of the event. */
export interface BusyInterval {
  start: Date;
  end: Date;
}
