/**
 * The staff API (docs/staff.md): one HTTPS function behind /api/staff/**, for the back office. Every request
 * carries `Authorization: Bearer <Firebase ID token>` of an account with the `staff` claim. Answers are JSON
 * (the export is CSV); lists are pages `{items, nextCursor}` (send `cursor=<nextCursor>` for the next page;
 * `null` means the last page). Refusals are `ErrorAnswer`s with a `reason` the back office can act on.
 */
import type { z } from '../zod';
import type { LeadChannel } from '../attribution/channel';
import type { LeadSource } from '../attribution/source';
import type { ClosureRule } from '../availability/model';
import type {
  auditListSchema,
  availabilitySettingsSchema,
  bookingListSchema,
  closureSchema,
  LEAD_STATUSES,
  leadListSchema,
  leadNoteSchema,
  leadUpdateSchema,
  privacyEraseSchema,
  staffCancelSchema,
  staffMoveSchema,
  staffPreferencesSchema,
  teamAddSchema,
  teamOwnerSchema,
} from '../staff/schemas';

export const STAFF_API = '/api/staff';

export type LeadKind = 'contact' | 'service';

export const STAFF_ROUTES = {
  /** GET: who is signed in. */
  me: `${STAFF_API}/me`,
  /** GET ?when=upcoming|past|cancelled&limit&cursor */
  bookings: `${STAFF_API}/bookings`,
  /**
   * GET ?kind&status&owner&channel&deliveryFailed&from&to&q&limit&cursor: contact inquiries and service
   * requests, newest first.
   */
  inquiries: `${STAFF_API}/inquiries`,
  /** PATCH {status?, owner?}: `{lead}`. */
  lead: (kind: LeadKind, id: string) => `${STAFF_API}/leads/${kind}/${encodeURIComponent(id)}`,
  /** POST {text}: the note added to the lead's timeline → 201 `{lead}`. */
  leadNotes: (kind: LeadKind, id: string) => `${STAFF_API}/leads/${kind}/${encodeURIComponent(id)}/notes`,
  /** GET: `PipelineSummary`, the leads counted by status, owner and channel, and month by month. */
  pipeline: `${STAFF_API}/pipeline`,
  /** POST: deliver a lead's emails again (after a failure). */
  retryDelivery: (kind: LeadKind, id: string) => `${STAFF_API}/leads/${kind}/${encodeURIComponent(id)}/retry-delivery`,
  /** POST: post a lead's notice to the team's chat again (after a failure). */
  retryTeamNotice: (kind: LeadKind, id: string) =>
    `${STAFF_API}/leads/${kind}/${encodeURIComponent(id)}/retry-team-notice`,
  /** POST {expectedStart?} */
  cancel: (slotId: string) => `${STAFF_API}/bookings/${encodeURIComponent(slotId)}/cancel`,
  /** POST {datetime, expectedStart} */
  move: (slotId: string) => `${STAFF_API}/bookings/${encodeURIComponent(slotId)}/move`,
  /** GET: the closures that have not ended (current and upcoming); POST ClosureRequest → ClosureAnswer. */
  closures: `${STAFF_API}/closures`,
  /** DELETE: reopens the closure's times. */
  closure: (id: string) => `${STAFF_API}/closures/${encodeURIComponent(id)}`,
  /** GET → AvailabilitySettingsView; PUT AvailabilitySettingsRequest. */
  availabilitySettings: `${STAFF_API}/availability-settings`,
  /** GET: CSV (UTF-8 with a BOM), every record of the kind. */
  export: (kind: 'bookings' | 'inquiries') => `${STAFF_API}/export?kind=${kind}`,
  /** GET: `StaffFeed`, the secret address of the bookings feed (made on first use). */
  feed: `${STAFF_API}/feed`,
  /** POST: `StaffFeed`, a new address; the old one is refused at once. */
  rotateFeed: `${STAFF_API}/feed/rotate`,
  /** GET ?email: `PrivacyRecord`, everything held about one address (audited `privacy.view`). */
  privacy: (email: string) => `${STAFF_API}/privacy?email=${encodeURIComponent(email)}`,
  /** GET ?email: the same `PrivacyRecord` as a JSON download (audited `privacy.export`). */
  privacyExport: (email: string) => `${STAFF_API}/privacy/export?email=${encodeURIComponent(email)}`,
  /** GET ?actor&action&from&to&limit&cursor: `Page<AuditView>`, newest first (audited `audit.view`). */
  audit: `${STAFF_API}/audit`,
  /** POST {email}: erases the address's data (owners only) → `ErasureReport`. */
  privacyErase: `${STAFF_API}/privacy/erase`,
  /** GET: `TeamAnswer`, every staff account; POST {email, owner?} (owners only): adds a staff member. */
  team: `${STAFF_API}/team`,
  /** PATCH {owner} (owners only): makes an owner or not; DELETE (owners only): removes staff and ends their sessions. */
  teamMember: (uid: string) => `${STAFF_API}/team/${encodeURIComponent(uid)}`,
  /** GET → `StaffPreferences`, the signed-in staff member's own; PUT `StaffPreferences` (audited `preferences.save`). */
  preferences: `${STAFF_API}/preferences`,
} as const;

export type BookingListQuery = z.input<typeof bookingListSchema>;
export type LeadListQuery = z.input<typeof leadListSchema>;
export type LeadUpdateRequest = z.input<typeof leadUpdateSchema>;
export type LeadNoteRequest = z.input<typeof leadNoteSchema>;
export type LeadStatus = (typeof LEAD_STATUSES)[number];
export type StaffMoveRequest = z.input<typeof staffMoveSchema>;
export type StaffCancelRequest = z.input<typeof staffCancelSchema>;
export type ClosureRequest = z.input<typeof closureSchema>;
export type PrivacyEraseRequest = z.input<typeof privacyEraseSchema>;
export type TeamAddRequest = z.input<typeof teamAddSchema>;
export type TeamOwnerRequest = z.input<typeof teamOwnerSchema>;
export type StaffPreferencesRequest = z.input<typeof staffPreferencesSchema>;

/** A staff member's own settings (each sees and changes only theirs). */
export interface StaffPreferences {
  /** Email me when someone else assigns me a lead, or changes a lead I own (off until chosen). */
  leadEmails: boolean;
}
export type AuditListQuery = z.input<typeof auditListSchema>;
export type AvailabilitySettingsRequest = z.input<ReturnType<typeof availabilitySettingsSchema>>;

/** A closure as staff see it: the public rule and what only staff read (the note, who added it and when). */
export interface StaffClosure extends ClosureRule {
  note: string;
  createdAt?: string;
  createdBy?: string;
  /**
   * In GET /closures: the starts (ISO) of the confirmed bookings still inside it, which closing did not cancel
   * (staff move, cancel or keep them).
   */
  bookedStarts?: string[];
}

/**
 * POST /closures answers the closure and what it does not undo: the confirmed bookings inside it (closing a
 * booked time never cancels it; staff decide) and the times a visitor was booking as it was added
 * (`heldStarts`, ISO: they become bookings unless their invitation fails).
 */
export interface ClosureAnswer {
  closure: StaffClosure;
  affectedBookings: StaffBooking[];
  heldStarts: string[];
}

/** Notice and buffer in minutes, and the agency's secret iCal addresses (staff only, never public). */
export interface AvailabilitySettingsView {
  noticeMinutes: number;
  bufferMinutes: number;
  calendarUrls: string[];
}

/** The delivery of a record's emails (ISO instants). */
export interface DeliveryView {
  status: 'pending' | 'sent' | 'failed';
  attempts: number;
  /** When the sweep tries again; absent once sent or given up. */
  nextAttemptAt?: string;
  agencyEmailAt?: string;
  visitorEmailAt?: string;
  /** What went wrong last. */
  error?: string;
  /** When the agency was alerted that delivery was given up. */
  alertedAt?: string;
}

export interface StaffBooking {
  slotId: string;
  bookingId: string;
  /** The meeting's start (its current one; a cancelled booking's last). */
  datetime: string;
  status: 'upcoming' | 'past' | 'cancelled';
  name: string;
  email: string;
  purpose: string;
  /** Times it was moved. */
  sequence: number;
  createdAt?: string;
  /** The agency's notice of the booking. */
  agencyNotice?: DeliveryView;
  /** Its notice to the team's chat; absent when no chat webhook was configured as it was booked. */
  teamNotice?: DeliveryView;
  /** The emails of its latest move or cancellation. */
  change?: { kind: 'moved' | 'cancelled'; changedAt: string; delivery: DeliveryView };
  /** The reminder, once due or sent. */
  reminder?: DeliveryView;
  /** Where the visit that booked came from; absent when the browser sent none (docs/staff.md, _Attribution_). */
  source?: LeadSource;
}

export interface StaffLead {
  kind: LeadKind;
  id: string;
  createdAt: string;
  name: string;
  email: string;
  /** Contact: the service asked about and the message. Service request: the package and the requirements. */
  fields: Record<string, string>;
  delivery: DeliveryView;
  /** Its notice to the team's chat; absent when no chat webhook was configured as it arrived. */
  teamNotice?: DeliveryView;
  status: LeadStatus;
  /** The staff member who owns it (their address); null: nobody yet. */
  owner: string | null;
  /** Its notes, oldest first; never changed or removed. */
  notes: LeadNote[];
  /** Its source in one word (src/domain/attribution/channel.ts). */
  channel: LeadChannel;
  /** When and by whom its status, owner or notes last changed. */
  updatedAt?: string;
  updatedBy?: string;
  /** Where the visit that sent it came from; absent when the browser sent none (docs/staff.md, _Attribution_). */
  source?: LeadSource;
}

/** One note of a lead's timeline: who wrote it (their address) and when (the server's clock). */
export interface LeadNote {
  at: string;
  by: string;
  text: string;
}

/** How many leads are in each status, with each owner and from each channel (`owner: null`: nobody's). */
export interface PipelineCounts {
  total: number;
  status: Record<LeadStatus, number>;
  channel: Record<LeadChannel, number>;
  owner: { owner: string | null; count: number }[];
}

/** The leads received in one calendar month (Toronto), by channel and by status. */
export interface PipelineMonth {
  /** 'YYYY-MM'. */
  month: string;
  total: number;
  status: Record<LeadStatus, number>;
  channel: Record<LeadChannel, number>;
}

/**
 * GET /pipeline: the leads held, counted (every day one of whose leads may still be held: docs/staff.md, _The
 * pipeline's counts_); and the last twelve months (oldest first, the current one last).
 */
export interface PipelineSummary {
  counts: PipelineCounts;
  months: PipelineMonth[];
}

export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

/** The bookings feed: an iCalendar address to subscribe to in a calendar app (secret: whoever has it reads the bookings). */
export interface StaffFeed {
  url: string;
}

export interface StaffMe {
  uid: string;
  email: string;
  /** An owner may also erase a person's data (the `owner` claim, docs/staff.md). */
  owner: boolean;
}

/** A staff account, as the Team section lists it. */
export interface TeamMember {
  uid: string;
  email: string;
  owner: boolean;
  /** The account's last sign-in (ISO); absent for an account that has never signed in. */
  lastSignInAt?: string;
}

/**
 * Every answer of the team's routes: the whole team, by address, after the change; `added` says what adding did
 * (`created`: a new account, `granted`: an existing account made staff, `already`: it was staff already).
 */
export interface TeamAnswer {
  members: TeamMember[];
  added?: 'created' | 'granted' | 'already';
}

/** One `staffAudit` entry as staff read it. `erased`: its before/after named a person who was erased since. */
export interface AuditView {
  id: string;
  at: string;
  actor: { uid: string; email: string };
  action: string;
  target: Record<string, string>;
  outcome: string;
  before: unknown;
  after: unknown;
  erased?: true;
}

/** A booking's latest move or cancellation emails, as stored for the person. */
export interface PrivacyNotice {
  bookingId: string;
  kind: 'moved' | 'cancelled';
  changedAt: string;
  datetime: string;
  delivery: DeliveryView;
  /** Set by an erasure: the notice is deleted as soon as its emails are sent (docs/privacy.md). */
  erasedWhenSettled?: true;
}

/** Every email the system holds a delivery state for, about the person. */
export interface PrivacyDelivery {
  of: 'contact' | 'service' | 'booking' | 'reminder' | 'notice';
  id: string;
  delivery: DeliveryView;
}

/** Everything held about one email address (GET /privacy; the export is the same document). */
export interface PrivacyRecord {
  /** The address searched, trimmed and lower-cased: matches ignore case (docs/privacy.md). */
  email: string;
  generatedAt: string;
  leads: StaffLead[];
  bookings: { upcoming: StaffBooking[]; past: StaffBooking[]; cancelled: StaffBooking[] };
  notices: PrivacyNotice[];
  deliveries: PrivacyDelivery[];
  /** Whether a visitor with this address is booking right now (a live hold): erasure waits for it. */
  bookingInProgress: boolean;
  audit: AuditView[];
}

/** What an erasure did (counts only: its audit entry holds no personal data). */
export interface ErasureReport {
  /** `done`: nothing names the address any more; `awaitingEmails`: only cancellation notices whose emails are still owed, deleted once sent. */
  status: 'done' | 'awaitingEmails';
  cancelledBookings: number;
  deletedLeads: number;
  deletedBookings: number;
  deletedNotices: number;
  noticesAwaitingEmails: number;
  deletedHolds: number;
  anonymisedAuditEntries: number;
}

/** Why a request was refused, besides the status: what the back office should do next. */
export type StaffRefusal =
  | 'signIn'
  | 'sessionEnded'
  | 'notStaff'
  | 'notFound'
  | 'invalid'
  | 'started'
  | 'sameTime'
  | 'notBookable'
  | 'taken'
  | 'changed'
  | 'delivered'
  | 'busy'
  | 'notOwner'
  | 'notesFull'
  | 'lastOwner'
  | 'bookingInProgress'
  | 'failed';

export const STAFF_MESSAGES: Record<StaffRefusal, string> = {
  signIn: 'Sign in with a staff account to continue.',
  sessionEnded: 'Your session has ended. Please sign in again.',
  notStaff: 'This account does not have staff access.',
  notFound: 'There is no such record.',
  invalid: 'Please correct the highlighted fields.',
  started: 'This meeting has already started, so it can no longer be changed.',
  sameTime: 'That is already the time of this meeting.',
  notBookable: 'This time is not available for booking.',
  taken: 'This time is taken. Choose another time.',
  changed: 'This booking was changed in the meantime. Reload it and try again.',
  delivered: 'This lead was delivered already.',
  busy: 'This lead is being delivered right now. Reload it in a minute.',
  notOwner: 'Only an owner of the back office can do this.',
  notesFull: 'This lead has as many notes as it can hold (100). Export the leads to keep a copy.',
  lastOwner: 'The back office needs at least one owner. Make someone else an owner first.',
  bookingInProgress: 'This person is booking a meeting right now. Try again in five minutes.',
  failed: 'That did not work. Please try again.',
};
