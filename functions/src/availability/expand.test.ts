/**
 * The busy times ical.js reads from a calendar file: the fixture staff calendar (a weekly recurrence in
 * London time with one EXDATE and one moved occurrence, a Vancouver event with no VTIMEZONE, an all-day
 * event, a transparent and a cancelled event), and the rules of docs/availability.md one at a time.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bookingWindow } from '../../../src/domain/booking/slots.js';
import { CalendarError } from './calendarFetch.js';
import { busyIntervals, clipIntervals, MAX_OCCURRENCES, mergeIntervals } from './expand.js';

const FIXTURE = readFileSync(new URL('../../../tests/functions/fixtures/agency-calendar.ics', import.meta.url), 'utf8');
/** The e2e suite's Monday, 08:00 in Toronto (EDT): its bookable window is Monday 12 to Sunday 18 April 2027. */
const MONDAY = new Date('2027-04-12T12:00:00Z');

const iso = (intervals: { start: Date; end: Date }[]) =>
  intervals.map(({ start, end }) => [start.toISOString(), end.toISOString()]);

/** A calendar of the given VEVENT bodies (CRLF, as servers send it). */
function calendar(...events: string[]): string {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Test//EN'];
  for (const event of events) lines.push('BEGIN:VEVENT', `UID:${Math.random()}@test`, event.trim(), 'END:VEVENT');
  lines.push('END:VCALENDAR');
  return `${lines.join('\r\n').replace(/\r?\n\s*/g, '\r\n')}\r\n`;
}

const thisWeek = bookingWindow(MONDAY);

describe('busyIntervals of the fixture calendar', () => {
  it('gives exactly the busy times of the bookable window, merged and sorted', () => {
    expect(thisWeek).toEqual({ start: new Date('2027-04-12T04:00:00Z'), end: new Date('2027-04-19T04:00:00Z') });
    expect(iso(busyIntervals(FIXTURE, thisWeek))).toEqual([
      // Monday's 15:00 London sync, moved by its RECURRENCE-ID to 20:00 London (BST) = 15:00 Toronto.
      ['2027-04-12T19:00:00.000Z', '2027-04-12T20:00:00.000Z'],
      // Tuesday's as the rule says: 15:00 London = 10:00 Toronto. The transparent 09:00–12:00 block adds nothing.
      ['2027-04-13T14:00:00.000Z', '2027-04-13T15:00:00.000Z'],
      // Wednesday's is an EXDATE, and the cancelled lunch is not busy: nothing on Wednesday.
      // Thursday: 07:00 Vancouver (PDT, no VTIMEZONE in the file) = 10:00 Toronto, merged with the dentist
      // at 10:30–11:30 Toronto.
      ['2027-04-15T14:00:00.000Z', '2027-04-15T15:30:00.000Z'],
      // Friday's all-day offsite: the whole Toronto day.
      ['2027-04-16T04:00:00.000Z', '2027-04-17T04:00:00.000Z'],
    ]);
  });

  it('follows each zone through its own daylight-saving change (New York moves on 14 March, London on 28 March)', () => {
    const week = bookingWindow(new Date('2027-03-15T12:00:00Z'));
    // 15:00 in London (still GMT) is 15:00Z, 11:00 in Toronto (already EDT).
    expect(iso(busyIntervals(FIXTURE, week))).toEqual([
      ['2027-03-15T15:00:00.000Z', '2027-03-15T16:00:00.000Z'],
      ['2027-03-16T15:00:00.000Z', '2027-03-16T16:00:00.000Z'],
      ['2027-03-17T15:00:00.000Z', '2027-03-17T16:00:00.000Z'],
    ]);
  });

  it('keeps only start and end: no title, description, place or person of the file', () => {
    const stored = JSON.stringify(busyIntervals(FIXTURE, { start: MONDAY, end: new Date('2027-07-01T00:00:00Z') }));
    for (const secret of ['Studio', 'Dentist', 'offsite', 'Priya', 'partner-studio', 'Dial-in', 'Video'])
      expect(stored).not.toContain(secret);
    expect(Object.keys(busyIntervals(FIXTURE, thisWeek)[0]!)).toEqual(['start', 'end']);
  });

  it('clips events that overlap the range to it', () => {
    const range = { start: new Date('2027-04-16T12:00:00Z'), end: new Date('2027-04-16T13:00:00Z') };
    expect(iso(busyIntervals(FIXTURE, range))).toEqual([['2027-04-16T12:00:00.000Z', '2027-04-16T13:00:00.000Z']]);
  });
});

describe('busyIntervals: the rules', () => {
  const day = { start: new Date('2027-04-14T04:00:00Z'), end: new Date('2027-04-15T04:00:00Z') };

  it('reads a time with no zone (floating) and one with an unknown TZID as Toronto time', () => {
    const file = calendar(
      'DTSTART:20270414T090000\nDTEND:20270414T093000',
      'DTSTART;TZID=Eastern Standard Time:20270414T120000\nDTEND;TZID=Eastern Standard Time:20270414T123000',
    );
    expect(iso(busyIntervals(file, day))).toEqual([
      ['2027-04-14T13:00:00.000Z', '2027-04-14T13:30:00.000Z'],
      ['2027-04-14T16:00:00.000Z', '2027-04-14T16:30:00.000Z'],
    ]);
  });

  it('reads an IANA TZID without a VTIMEZONE in that zone, for single and recurring events', () => {
    const file = calendar(
      'DTSTART;TZID=Asia/Kolkata:20270414T200000\nDTEND;TZID=Asia/Kolkata:20270414T210000',
      'DTSTART;TZID=America/Vancouver:20270407T060000\nDTEND;TZID=America/Vancouver:20270407T063000\nRRULE:FREQ=WEEKLY',
    );
    expect(iso(busyIntervals(file, day))).toEqual([
      // 06:00 in Vancouver (PDT, UTC−7).
      ['2027-04-14T13:00:00.000Z', '2027-04-14T13:30:00.000Z'],
      // 20:00 in Kolkata (UTC+5:30).
      ['2027-04-14T14:30:00.000Z', '2027-04-14T15:30:00.000Z'],
    ]);
  });

  it('blocks whole Toronto days for an all-day event, also one lasting several days or without DTEND', () => {
    const week = bookingWindow(MONDAY);
    const file = calendar('DTSTART;VALUE=DATE:20270413\nDTEND;VALUE=DATE:20270415', 'DTSTART;VALUE=DATE:20270416');
    expect(iso(busyIntervals(file, week))).toEqual([
      ['2027-04-13T04:00:00.000Z', '2027-04-15T04:00:00.000Z'],
      ['2027-04-16T04:00:00.000Z', '2027-04-17T04:00:00.000Z'],
    ]);
  });

  it('does not count transparent, cancelled or zero-length events', () => {
    const file = calendar(
      'DTSTART:20270414T130000Z\nDTEND:20270414T140000Z\nTRANSP:TRANSPARENT',
      'DTSTART:20270414T150000Z\nDTEND:20270414T160000Z\nSTATUS:CANCELLED',
      'DTSTART:20270414T170000Z',
      'DTSTART:20270414T180000Z\nDTEND:20270414T190000Z\nSTATUS:TENTATIVE',
    );
    expect(iso(busyIntervals(file, day))).toEqual([['2027-04-14T18:00:00.000Z', '2027-04-14T19:00:00.000Z']]);
  });

  it('lets an override cancel or free its own occurrence, and a cancelled series free them all', () => {
    const override = (uid: string, body: string) =>
      `BEGIN:VEVENT\r\nUID:${uid}\r\n${body.trim().replace(/\n\s*/g, '\r\n')}\r\nEND:VEVENT`;
    const file = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Test//EN',
      override('daily', 'DTSTART:20270412T130000Z\nDTEND:20270412T140000Z\nRRULE:FREQ=DAILY;COUNT=5'),
      override(
        'daily',
        'RECURRENCE-ID:20270413T130000Z\nDTSTART:20270413T130000Z\nDTEND:20270413T140000Z\nSTATUS:CANCELLED',
      ),
      override(
        'daily',
        'RECURRENCE-ID:20270414T130000Z\nDTSTART:20270414T130000Z\nDTEND:20270414T140000Z\nTRANSP:TRANSPARENT',
      ),
      override('off', 'DTSTART:20270412T170000Z\nDTEND:20270412T180000Z\nRRULE:FREQ=DAILY\nSTATUS:CANCELLED'),
      'END:VCALENDAR',
      '',
    ].join('\r\n');
    expect(iso(busyIntervals(file, thisWeek))).toEqual([
      ['2027-04-12T13:00:00.000Z', '2027-04-12T14:00:00.000Z'],
      ['2027-04-15T13:00:00.000Z', '2027-04-15T14:00:00.000Z'],
      ['2027-04-16T13:00:00.000Z', '2027-04-16T14:00:00.000Z'],
    ]);
  });

  it('counts an override whose series is not in the file, or that moves an occurrence from after the range into it', () => {
    const file = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Test//EN',
      'BEGIN:VEVENT',
      'UID:weekly',
      'DTSTART:20270405T130000Z',
      'DTEND:20270405T140000Z',
      'RRULE:FREQ=WEEKLY',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:weekly',
      'RECURRENCE-ID:20270426T130000Z',
      'DTSTART:20270416T180000Z',
      'DTEND:20270416T190000Z',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:orphan',
      'RECURRENCE-ID:20270301T130000Z',
      'DTSTART:20270414T180000Z',
      'DTEND:20270414T190000Z',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ].join('\r\n');
    expect(iso(busyIntervals(file, thisWeek))).toEqual([
      ['2027-04-12T13:00:00.000Z', '2027-04-12T14:00:00.000Z'],
      ['2027-04-14T18:00:00.000Z', '2027-04-14T19:00:00.000Z'],
      ['2027-04-16T18:00:00.000Z', '2027-04-16T19:00:00.000Z'],
    ]);
  });

  it('reads an empty calendar as no busy time', () => {
    expect(busyIntervals(calendar(), thisWeek)).toEqual([]);
  });
});

describe('busyIntervals: refused files', () => {
  const refusal = (text: string) => {
    try {
      busyIntervals(text, thisWeek);
    } catch (error) {
      return error instanceof CalendarError ? error.kind : `not a CalendarError: ${String(error)}`;
    }
    return 'accepted';
  };

  it('refuses what is not a calendar: an HTML sign-in page, an empty body, a vCard, a broken date', () => {
    expect(refusal('<!doctype html><title>Sign in</title>')).toBe('unparsable');
    expect(refusal('')).toBe('unparsable');
    expect(refusal('BEGIN:VCARD\r\nVERSION:4.0\r\nFN:Ada\r\nEND:VCARD\r\n')).toBe('unparsable');
    expect(refusal(calendar('DTSTART:2027-04-14\nDTEND:20270414T100000Z'))).toBe('unparsable');
  });

  it('refuses recurrences that would take more occurrences than the bound to reach the range', () => {
    // Every 5 minutes since 1 April: about 3,200 occurrences before the range.
    const often = calendar('DTSTART:20270401T000000Z\nDTEND:20270401T000100Z\nRRULE:FREQ=MINUTELY;INTERVAL=5');
    expect(() => busyIntervals(often, thisWeek, 3_000)).toThrow(CalendarError);
    expect(busyIntervals(often, thisWeek, 6_000).length).toBeGreaterThan(0);
    // A daily event since 1990 (about 13,600 occurrences) is within the default bound.
    expect(MAX_OCCURRENCES).toBeGreaterThan(13_600);
    const daily = calendar('DTSTART:19900101T130000Z\nDTEND:19900101T140000Z\nRRULE:FREQ=DAILY');
    expect(busyIntervals(daily, thisWeek)).toHaveLength(7);
  });
});

describe('mergeIntervals and clipIntervals', () => {
  const at = (hours: number) => new Date(Date.UTC(2027, 3, 14, hours));

  it('sorts, and merges overlapping and touching intervals', () => {
    expect(
      mergeIntervals([
        { start: at(15), end: at(16) },
        { start: at(9), end: at(11) },
        { start: at(10), end: at(12) },
        { start: at(12), end: at(13) },
        { start: at(9), end: at(10) },
      ]),
    ).toEqual([
      { start: at(9), end: at(13) },
      { start: at(15), end: at(16) },
    ]);
  });

  it('keeps the parts inside the range only', () => {
    expect(
      clipIntervals(
        [
          { start: at(1), end: at(3) },
          { start: at(5), end: at(6) },
          { start: at(7), end: at(20) },
        ],
        { start: at(2), end: at(10) },
      ),
    ).toEqual([
      { start: at(2), end: at(3) },
      { start: at(5), end: at(6) },
      { start: at(7), end: at(10) },
    ]);
  });
});
