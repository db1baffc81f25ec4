/**
 * A small RFC 5545 (iCalendar) writer for the booking confirmation's invitation: one VEVENT in
 * Eastern Time (DTSTART/DTEND with TZID=America/Toronto and the matching VTIMEZONE), CRLF line
 * endings, lines folded at 75 octets, TEXT values escaped.
 */
import { tz } from '@date-fns/tz';
import { format } from 'date-fns';
import { MEETING_TIME_ZONE } from '../../../src/domain/booking/slots.js';

export interface CalendarEvent {
  /** Globally unique id, e.g. '<something>@lakeforge.ca'. */
  uid: string;
  start: Date;
  durationMinutes: number;
  /** When the invitation was created (DTSTAMP). */
  stamp: Date;
  summary: string;
  description: string;
  location: string;
  organizer: { email: string; name?: string };
  url?: string;
}

/** The MIME type to attach the result with. */
export const ICS_MIME_TYPE = 'text/calendar; charset=utf-8; method=PUBLISH';

const CRLF = '\r\n';
const MAX_OCTETS = 75;

/**
 * America/Toronto since 2007: EDT (UTC−4) from the second Sunday of March 02:00 to the first
 * Sunday of November 02:00, otherwise EST (UTC−5). Bookings are always within days of now.
 */
const TORONTO_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${MEETING_TIME_ZONE}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:-0500',
  'TZOFFSETTO:-0400',
  'TZNAME:EDT',
  'DTSTART:20070311T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:-0400',
  'TZOFFSETTO:-0500',
  'TZNAME:EST',
  'DTSTART:20071104T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/** Escapes a TEXT value (RFC 5545 §3.3.11): backslash, semicolon, comma, and line breaks as \n. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n|\u2028|\u2029/g, '\\n')
    .replace(/[\p{Cc}]/gu, '');
}

/** A parameter value (e.g. CN): quoted, without the characters a quoted value cannot hold. */
function paramValue(value: string): string {
  return `"${value.replace(/["\p{Cc}]/gu, '')}"`;
}

/**
 * Folds one content line so that no physical line exceeds 75 octets of UTF-8 (RFC 5545 §3.1):
 * continuation lines start with one space. Never splits a character's UTF-8 sequence.
 */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    const limit = out.length === 0 ? MAX_OCTETS : MAX_OCTETS - 1;
    if (octets + size > limit) {
      out.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  out.push(current);
  return out.join(`${CRLF} `);
}

const inToronto = tz(MEETING_TIME_ZONE);

/** Local date-time in Toronto, '20261123T090000'. */
function torontoDateTime(instant: Date): string {
  return format(instant, "yyyyMMdd'T'HHmmss", { in: inToronto });
}

/** UTC date-time, '20261123T140000Z'. */
function utcDateTime(instant: Date): string {
  return instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, 'Z');
}

/** The whole VCALENDAR, CRLF-terminated. */
export function buildIcs(event: CalendarEvent): string {
  const end = new Date(event.start.getTime() + event.durationMinutes * 60_000);
  const organizer = event.organizer.name
    ? `ORGANIZER;CN=${paramValue(event.organizer.name)}:mailto:${event.organizer.email}`
    : `ORGANIZER:mailto:${event.organizer.email}`;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Lakeforge Digital//Consultation booking//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...TORONTO_VTIMEZONE,
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${utcDateTime(event.stamp)}`,
    `DTSTART;TZID=${MEETING_TIME_ZONE}:${torontoDateTime(event.start)}`,
    `DTEND;TZID=${MEETING_TIME_ZONE}:${torontoDateTime(end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `LOCATION:${escapeText(event.location)}`,
    organizer,
    ...(event.url ? [`URL:${event.url}`] : []),
    'STATUS:CONFIRMED',
    'SEQUENCE:0',
    'TRANSP:OPAQUE',
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    'TRIGGER:-PT15M',
    `DESCRIPTION:${escapeText(event.summary)}`,
    'END:VALARM',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}
