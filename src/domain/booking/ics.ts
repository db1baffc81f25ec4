/**
 * An RFC 5545 (iCalendar) file for one consultation: pure, no Node or DOM APIs, so the browser
 * (the 'Add to calendar' download on the confirmation screen) and the booking function (the
 * invitation attached to the visitor's email) build the same event.
 *
 * - CRLF line endings; content lines folded so that no physical line exceeds 75 octets of UTF-8
 *   (continuation lines start with one space; a character's UTF-8 sequence is never split).
 * - TEXT values escaped (backslash, semicolon, comma; line breaks become `\n`); other control
 *   characters dropped. Parameter values (CN) quoted, without the characters a quoted value cannot hold.
 * - DTSTAMP, DTSTART and DTEND in UTC (`…Z`), so every calendar shows the meeting at the right
 *   local time without a VTIMEZONE.
 * - METHOD:REQUEST when there is an attendee (an invitation sent by email, RFC 5546), otherwise
 *   METHOD:PUBLISH (a plain event to import, e.g. a download). A moved meeting is a REQUEST with the
 *   same UID and a higher SEQUENCE; a cancelled one is METHOD:CANCEL with STATUS:CANCELLED.
 */

export interface IcsPerson {
  name: string;
  email: string;
}

export type IcsMethod = 'REQUEST' | 'PUBLISH' | 'CANCEL';

export interface MeetingIcsInput {
  /** The meeting's start instant. */
  start: Date;
  /** Whole minutes, > 0. */
  durationMinutes: number;
  summary: string;
  description: string;
  location?: string;
  organizer: IcsPerson;
  /** The visitor; makes the file an invitation (METHOD:REQUEST) unless `method` says otherwise. */
  attendee?: IcsPerson;
  /** Globally unique and stable for this meeting, e.g. '2026-11-23T14:00:00.000Z@lakeforge.ca'. */
  uid: string;
  /** When the file is created (DTSTAMP). */
  now: Date;
  /** Default: 'REQUEST' with an attendee, 'PUBLISH' without. 'CANCEL' removes the event (same UID). */
  method?: IcsMethod;
  /** Revision of the event (RFC 5545 SEQUENCE): 0 when booked, one more at each change. Default 0. */
  sequence?: number;
}

/** The MIME type of the file (add `; method=…` when attaching it to an email). */
export const ICS_MIME_TYPE = 'text/calendar; charset=utf-8';

export const PRODUCT_ID = '-//Lakeforge Digital//Consultation booking//EN';

const CRLF = '\r\n';
/** Longest physical line, in octets, without its CRLF (RFC 5545 §3.1). */
export const MAX_LINE_OCTETS = 75;

/** Line breaks of every kind, and every other control character except TAB (Unicode Cc). */
const LINE_BREAKS = /\r\n|[\r\n\u2028\u2029\u0085]/g;
const CONTROL_EXCEPT_TAB = /(?!\t)[\p{Cc}]/gu;
const CONTROL = /[\p{Cc}\u2028\u2029]/u;

/** UTF-8 length of one code point. */
function utf8Octets(codePoint: number): number {
  if (codePoint < 0x80) return 1;
  if (codePoint < 0x800) return 2;
  if (codePoint < 0x10000) return 3;
  return 4;
}

/** UTF-8 length of a string (lone surrogates count as U+FFFD, 3 octets, as an encoder writes them). */
export function utf8Length(value: string): number {
  let octets = 0;
  for (const char of value) octets += utf8Octets(char.codePointAt(0)!);
  return octets;
}

/**
 * Escapes a TEXT value (RFC 5545 §3.3.11): `\` → `\\`, `;` → `\;`, `,` → `\,`, any line break
 * (CRLF, CR, LF, NEL, U+2028, U+2029) → `\n`; other control characters except TAB are dropped.
 */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(LINE_BREAKS, '\\n')
    .replace(CONTROL_EXCEPT_TAB, '');
}

/**
 * A parameter value (e.g. CN) as a quoted string (RFC 5545 §3.1: no DQUOTE or control characters
 * inside); line breaks become spaces, runs of white space collapse.
 */
export function quoteParam(value: string): string {
  const clean = value
    .replace(LINE_BREAKS, ' ')
    .replace(/["\p{Cc}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return `"${clean}"`;
}

/**
 * Folds one content line (RFC 5545 §3.1): physical lines of at most 75 octets, continuation
 * lines starting with a single space (which counts toward the 75). Splits only between code
 * points, so no character's UTF-8 sequence is ever cut.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = utf8Octets(char.codePointAt(0)!);
    const limit = parts.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

/** A UTC DATE-TIME, e.g. '20261123T140000Z' (seconds precision; milliseconds are dropped). */
export function formatUtcDateTime(instant: Date): string {
  assertDate(instant, 'date');
  const seconds = new Date(Math.floor(instant.getTime() / 1000) * 1000);
  return seconds
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

function assertDate(value: Date, what: string): void {
  if (!(value instanceof Date) || Number.isNaN(value.getTime())) throw new RangeError(`Invalid ${what}`);
}

/**
 * A calendar address, `mailto:` + the address. Refuses what would break the content line or the
 * URI (white space, control characters, quotes, angle brackets, `;`, `,`, `:` or a missing `@`).
 */
function calAddress(email: string, who: string): string {
  const address = email.trim();
  if (!/^[^\s"<>;,:@\p{Cc}]+@[^\s"<>;,:@\p{Cc}]+$/u.test(address)) {
    throw new RangeError(`Invalid ${who} email address`);
  }
  return `mailto:${address}`;
}

function personProperty(name: 'ORGANIZER' | 'ATTENDEE', person: IcsPerson, extraParams: string[]): string {
  const params = [person.name.trim() ? `CN=${quoteParam(person.name)}` : '', ...extraParams].filter(Boolean);
  const who = name.toLowerCase();
  return `${name}${params.map((param) => `;${param}`).join('')}:${calAddress(person.email, who)}`;
}

/**
 * A UID for one booked meeting that the browser (download) and the booking function (emailed
 * invitation) both derive from what they share, the slot's start and the submission's attemptId, so
 * a calendar that receives both files keeps one event: 'booking-20260714T130000Z-<attemptId>@<domain>'.
 * Without an attemptId the caller must supply something unique instead (e.g. a random UUID).
 * Keeps exactly the characters an attemptId may have (src/domain/forms), so every valid id works.
 */
export function meetingUid(start: Date, unique: string, domain: string): string {
  const token = unique.replace(/[^A-Za-z0-9_-]/g, '');
  const host = domain.trim().toLowerCase();
  if (!token) throw new RangeError('meetingUid needs a unique token');
  if (!/^[a-z0-9.-]+$/.test(host)) throw new RangeError('meetingUid needs a domain name');
  return `booking-${formatUtcDateTime(start)}-${token}@${host}`;
}

/**
 * The VEVENT of one meeting, as unfolded content lines: STATUS:CANCELLED without an alarm for a CANCEL,
 * otherwise STATUS:CONFIRMED with an alarm 15 minutes before. Throws RangeError for unusable input.
 */
export function meetingEventLines(input: MeetingIcsInput): string[] {
  assertDate(input.start, 'start');
  assertDate(input.now, 'now');
  if (!Number.isInteger(input.durationMinutes) || input.durationMinutes <= 0) {
    throw new RangeError('durationMinutes must be a positive whole number');
  }
  const uid = input.uid.trim();
  if (uid === '' || CONTROL.test(uid)) throw new RangeError('uid must be non-empty text on one line');

  const sequence = input.sequence ?? 0;
  if (!Number.isInteger(sequence) || sequence < 0) throw new RangeError('sequence must be a whole number ≥ 0');
  const end = new Date(input.start.getTime() + input.durationMinutes * 60_000);
  const method: IcsMethod = input.method ?? (input.attendee ? 'REQUEST' : 'PUBLISH');
  const location = input.location?.trim();

  return [
    'BEGIN:VEVENT',
    `UID:${escapeText(uid)}`,
    `DTSTAMP:${formatUtcDateTime(input.now)}`,
    `DTSTART:${formatUtcDateTime(input.start)}`,
    `DTEND:${formatUtcDateTime(end)}`,
    `SUMMARY:${escapeText(input.summary)}`,
    `DESCRIPTION:${escapeText(input.description)}`,
    ...(location ? [`LOCATION:${escapeText(location)}`] : []),
    personProperty('ORGANIZER', input.organizer, []),
    ...(input.attendee
      ? [personProperty('ATTENDEE', input.attendee, ['ROLE=REQ-PARTICIPANT', 'PARTSTAT=ACCEPTED', 'RSVP=FALSE'])]
      : []),
    `STATUS:${method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED'}`,
    `SEQUENCE:${sequence}`,
    'TRANSP:OPAQUE',
    ...(method !== 'CANCEL'
      ? ['BEGIN:VALARM', 'ACTION:DISPLAY', `DESCRIPTION:${escapeText(input.summary)}`, 'TRIGGER:-PT15M', 'END:VALARM']
      : []),
    'END:VEVENT',
  ];
}

/**
 * A VCALENDAR around events (each from `meetingEventLines`), folded and CRLF-terminated. `properties`
 * are calendar properties after METHOD (e.g. a subscribed feed's name and refresh interval), unfolded.
 */
export function calendarFile(method: IcsMethod, events: string[][], properties: string[] = []): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${PRODUCT_ID}`,
    'CALSCALE:GREGORIAN',
    `METHOD:${method}`,
    ...properties,
    ...events.flat(),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}

/** The whole VCALENDAR with one VEVENT, CRLF-terminated. Throws RangeError for unusable input. */
export function buildMeetingIcs(input: MeetingIcsInput): string {
  const method: IcsMethod = input.method ?? (input.attendee ? 'REQUEST' : 'PUBLISH');
  return calendarFile(method, [meetingEventLines(input)]);
}
