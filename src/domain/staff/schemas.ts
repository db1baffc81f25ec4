/**
 * The staff API's validation of what the back office sends: the list filters (query strings), a lead's
 * place in the pipeline (status, owner) and its notes, a booking's move. Types for the browser: `src/domain/api/staff.ts`.
 */
import { z } from '../zod';
import { LEAD_CHANNELS } from '../attribution/channel';
import { MAX_BUFFER_MINUTES, MAX_NOTICE_MINUTES } from '../availability/rules';

export const LEAD_KINDS = ['contact', 'service'] as const;
export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 50;
export const MAX_NOTE_LENGTH = 2000;
/**
 * A lead's notes live on its document (docs/staff.md, _The pipeline_): 100 notes of 2,000 characters stay
 * well under Firestore's 1 MiB a document.
 */
export const MAX_NOTES_PER_LEAD = 100;

/** Where a lead stands, in the order it moves through them. */
export const LEAD_STATUSES = ['new', 'contacted', 'qualified', 'won', 'lost'] as const;
/** The owner filter's value for leads nobody owns. */
export const UNOWNED = 'none';
/** Search terms are prefixes of names' words and of addresses (store/search.ts): shorter ones match too much. */
export const MIN_SEARCH_LENGTH = 2;
export const MAX_SEARCH_LENGTH = 100;

/**
 * A note staff write: any text Firestore can store. An unpaired UTF-16 surrogate has no UTF-8 form, and
 * Firestore refuses the whole write (the sweep of issue #43 met it as a 503), so it is refused here as a 400.
 */
const staffNote = z
  .string()
  .max(MAX_NOTE_LENGTH)
  .refine((text) => !/\p{Cs}/u.test(text), 'Remove the characters that cannot be stored (an unpaired surrogate).');

const flag = z.enum(['true', 'false']).transform((value) => value === 'true');
const limit = z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE);
const cursor = z.string().max(2000).optional();

/** Firestore's Timestamp range, 0001-01-01 to 9999-12-31 (UTC): a time outside it cannot be stored or compared. */
const EARLIEST_TIME = Date.parse('0001-01-01T00:00:00.000Z');
const LATEST_TIME = Date.parse('9999-12-31T23:59:59.999Z');
export const isStorableTime = (date: Date): boolean => date.getTime() >= EARLIEST_TIME && date.getTime() <= LATEST_TIME;

/** A day or an instant; a day is read as its start in UTC. */
const when = z
  .union([z.iso.date(), z.iso.datetime({ offset: true })])
  .transform((value) => new Date(value))
  .refine(isStorableTime, { error: 'Use a date between the years 1 and 9999.' });

const MAX_DOCUMENT_ID_BYTES = 1500;
export const INVALID_ID_MESSAGE = 'This address does not name a record.';

/**
 * What Firestore accepts as a document id: 1 to 1,500 bytes, no `/`, not `.` or `..`, not `__…__`. The staff
 * routes' path ids are checked against it before anything is read, so a malformed one is a 400, never a
 * nested path or a Firestore error.
 */
export function isDocumentId(value: string): boolean {
  return (
    value !== '' &&
    new TextEncoder().encode(value).length <= MAX_DOCUMENT_ID_BYTES &&
    !value.includes('/') &&
    value !== '.' &&
    value !== '..' &&
    !/^__.*__$/s.test(value)
  );
}

export const bookingListSchema = z.strictObject({
  when: z.enum(['upcoming', 'past', 'cancelled']).default('upcoming'),
  limit,
  cursor,
});

export const leadListSchema = z
  .strictObject({
    kind: z.enum(LEAD_KINDS).optional(),
    status: z.enum(LEAD_STATUSES).optional(),
    /** A staff member's address, or `none` for leads nobody owns. */
    owner: z.string().trim().toLowerCase().min(3).max(254).optional(),
    channel: z.enum(LEAD_CHANNELS).optional(),
    deliveryFailed: flag.optional(),
    from: when.optional(),
    to: when.optional(),
    q: z.string().trim().min(MIN_SEARCH_LENGTH).max(MAX_SEARCH_LENGTH).optional(),
    limit,
    cursor,
  })
  .refine((query) => !query.from || !query.to || query.from < query.to, {
    path: ['to'],
    message: 'The end of the date range must come after its start.',
  });

export const exportSchema = z.strictObject({ kind: z.enum(['bookings', 'inquiries']) });

/** A staff member's address as their account has it; checked against the staff accounts by the handler. */
const staffAddress = z
  .string()
  .trim()
  .toLowerCase()
  .min(3)
  .max(254)
  .regex(/^[^\s@]+@[^\s@]+$/, {
    error: 'Choose a staff member.',
  });

export const leadUpdateSchema = z
  .strictObject({
    status: z.enum(LEAD_STATUSES, { error: 'Choose a status.' }).optional(),
    /** null: nobody owns it. */
    owner: staffAddress.nullable().optional(),
  })
  .refine((update) => update.status !== undefined || update.owner !== undefined, {
    message: 'Send status, owner or both.',
  });

/** A note added to a lead's timeline (notes are never changed or removed). */
export const leadNoteSchema = z.strictObject({
  text: staffNote.trim().min(1, { error: 'Write the note first.' }),
});

export const staffMoveSchema = z.strictObject({
  datetime: z.iso.datetime({ offset: true, error: 'Choose the new time.' }),
  /** The start the staff member saw: a booking moved since is refused (409). */
  expectedStart: z.iso.datetime({ offset: true, error: 'Send the start the booking had when you chose.' }),
});

/** An address to look up, erase or add to the team: any text with an "@", as visitors typed addresses the forms accepted. */
const emailAddress = z
  .string({ error: 'Enter an email address.' })
  .trim()
  .min(3, { error: 'Enter an email address.' })
  .max(254, { error: 'An email address has at most 254 characters.' })
  .regex(/^[^\s@]+@[^\s@]+$/, { error: 'Enter an email address.' });

export const privacyQuerySchema = z.strictObject({ email: emailAddress });

export const privacyEraseSchema = z
  .strictObject({
    email: emailAddress,
    /** The address typed again: an erasure cannot be undone. */
    confirm: z.string().trim(),
  })
  .refine((request) => request.confirm.toLowerCase() === request.email.toLowerCase(), {
    path: ['confirm'],
    message: 'Type the same address again to confirm.',
  });

/** A staff member to add (their account is created when the address has none), an owner at once or not. */
export const teamAddSchema = z.strictObject({
  email: emailAddress,
  owner: z.boolean({ error: 'Say whether they are an owner.' }).default(false),
});

export const teamOwnerSchema = z.strictObject({
  owner: z.boolean({ error: 'Say whether they are an owner.' }),
});

export const staffPreferencesSchema = z.strictObject({
  leadEmails: z.boolean({ error: 'Say whether you want these emails.' }),
});

/** Every action the audit log records (docs/staff.md, _What is audited_). */
export const AUDIT_ACTIONS = [
  'lead.update',
  'lead.note',
  'lead.retry-delivery',
  'lead.retry-team-notice',
  'booking.move',
  'booking.cancel',
  'export',
  'closure.add',
  'closure.remove',
  'availability.settings',
  'feed.create',
  'feed.rotate',
  'privacy.view',
  'privacy.export',
  'privacy.erase',
  'audit.view',
  'team.add',
  'team.owner',
  'team.remove',
  'preferences.save',
] as const;

export const auditListSchema = z
  .strictObject({
    /** The staff member's address, as their account has it. */
    actor: z.string().trim().min(3).max(254).optional(),
    action: z.enum(AUDIT_ACTIONS).optional(),
    from: when.optional(),
    to: when.optional(),
    limit,
    cursor,
  })
  .refine((query) => !query.from || !query.to || query.from < query.to, {
    path: ['to'],
    message: 'The end of the date range must come after its start.',
  });

export const staffCancelSchema = z.strictObject({
  expectedStart: z.iso.datetime({ offset: true }).optional(),
});

/** A closure runs at most this many days (a longer time off is two closures, or a question for a developer). */
export const MAX_CLOSURE_DAYS = 366;
export const MAX_CALENDAR_URLS = 5;
export const MAX_CALENDAR_URL_LENGTH = 2000;

const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a time like 13:00.');
const calendarDate = z.iso.date({ error: 'Use a date like 2026-12-24.' });
const DAY_MS = 86_400_000;

/** `{date}` or `{from, to}` (Toronto dates, both included), each optionally with hours, and a note for staff. */
export const closureSchema = z
  .strictObject({
    date: calendarDate.optional(),
    from: calendarDate.optional(),
    to: calendarDate.optional(),
    startTime: clockTime.optional(),
    endTime: clockTime.optional(),
    note: staffNote.trim().optional(),
  })
  .superRefine((value, ctx) => {
    const single = value.date !== undefined;
    if (single && (value.from !== undefined || value.to !== undefined)) {
      ctx.addIssue({ code: 'custom', path: ['date'], message: 'Send a date, or from and to, not both.' });
    } else if (!single && (value.from === undefined || value.to === undefined)) {
      ctx.addIssue({ code: 'custom', path: [value.from === undefined ? 'from' : 'to'], message: 'Choose the dates.' });
    } else if (!single && value.to! < value.from!) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'The last day must not come before the first.' });
    } else if (!single && Date.parse(value.to!) - Date.parse(value.from!) >= MAX_CLOSURE_DAYS * DAY_MS) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: `A closure runs at most ${MAX_CLOSURE_DAYS} days.` });
    }
    if (value.startTime && value.endTime && value.endTime <= value.startTime) {
      ctx.addIssue({ code: 'custom', path: ['endTime'], message: 'The end must come after the start.' });
    }
  })
  .transform(({ date, from, to, startTime, endTime, note }) => ({
    from: (date ?? from)!,
    to: (date ?? to)!,
    ...(startTime ? { startTime } : {}),
    ...(endTime ? { endTime } : {}),
    note: note ?? '',
  }));

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** A calendar app's `webcal://` (or `webcals://`) address is its https address (the import fetches it so). */
export const webcalAsHttps = (address: string) => address.trim().replace(/^webcals?:/i, 'https:');

/** Control characters (Cc: C0, DEL, C1: CR, LF, tab, NUL…): a URL parser drops some silently, so none is stored. */
const stripControls = (value: string) => value.replace(/\p{Cc}/gu, '');

/**
 * Whether `value` may be fetched as the agency's calendar: https (or webcal, fetched as https), or a
 * loopback http address under the emulator; never with credentials.
 */
export function isCalendarUrl(value: string, { allowLoopback }: { allowLoopback: boolean }): boolean {
  let url: URL;
  try {
    url = new URL(webcalAsHttps(value));
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (url.protocol === 'https:') return true;
  return allowLoopback && url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname);
}

/**
 * Notice and buffer in minutes (bounded), and the agency's secret iCal addresses. `allowLoopback`: the
 * local stack's fake calendar server (http://127.0.0.1) is accepted under the emulator only.
 */
export function availabilitySettingsSchema(options: { allowLoopback: boolean }) {
  return z.strictObject({
    noticeMinutes: z
      .number()
      .int()
      .min(0)
      .max(MAX_NOTICE_MINUTES, { error: `At most ${MAX_NOTICE_MINUTES / (24 * 60)} days.` }),
    bufferMinutes: z
      .number()
      .int()
      .min(0)
      .max(MAX_BUFFER_MINUTES, { error: `At most ${MAX_BUFFER_MINUTES} minutes.` }),
    calendarUrls: z
      .array(
        z
          .string()
          .max(MAX_CALENDAR_URL_LENGTH)
          .transform((url) => stripControls(url).trim())
          .refine((url) => isCalendarUrl(url, options), { error: "Use the calendar's secret https address." }),
      )
      .max(MAX_CALENDAR_URLS, { error: `At most ${MAX_CALENDAR_URLS} calendars.` }),
  });
}
