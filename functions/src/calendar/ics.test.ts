import { describe, expect, it } from 'vitest';
import { buildIcs, escapeText, foldLine, type CalendarEvent } from './ics.js';

const event = (overrides: Partial<CalendarEvent> = {}): CalendarEvent => ({
  uid: 'booking-20261123T160000000Z-1@lakeforge.ca',
  start: new Date('2026-11-23T16:00:00.000Z'), // 11:00 EST
  durationMinutes: 30,
  stamp: new Date('2026-11-20T15:10:05.123Z'),
  summary: 'Free consultation with Lakeforge Digital',
  description: 'Topic: Website Development',
  location: 'Online',
  organizer: { email: 'hello@lakeforge.ca', name: 'Lakeforge Digital' },
  ...overrides,
});

/** Content lines after unfolding (RFC 5545 §3.1). */
const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, '').split('\r\n');
const property = (ics: string, name: string) => unfold(ics).filter((line) => line.startsWith(name));

describe('buildIcs', () => {
  it('writes one event in Eastern Time, 30 minutes long, with the Toronto VTIMEZONE', () => {
    const ics = buildIcs(event());
    const lines = unfold(ics);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(property(ics, 'DTSTART;')).toEqual(['DTSTART;TZID=America/Toronto:20261123T110000']);
    expect(property(ics, 'DTEND;')).toEqual(['DTEND;TZID=America/Toronto:20261123T113000']);
    expect(property(ics, 'DTSTAMP')).toEqual(['DTSTAMP:20261120T151005Z']);
    expect(property(ics, 'UID:')).toEqual(['UID:booking-20261123T160000000Z-1@lakeforge.ca']);
    expect(property(ics, 'ORGANIZER')).toEqual(['ORGANIZER;CN="Lakeforge Digital":mailto:hello@lakeforge.ca']);

    const timezone = ics.slice(ics.indexOf('BEGIN:VTIMEZONE'), ics.indexOf('END:VTIMEZONE'));
    expect(timezone).toContain('TZID:America/Toronto');
    expect(timezone).toMatch(/BEGIN:STANDARD\r\nTZOFFSETFROM:-0400\r\nTZOFFSETTO:-0500\r\nTZNAME:EST/);
    expect(timezone).toMatch(/BEGIN:DAYLIGHT\r\nTZOFFSETFROM:-0500\r\nTZOFFSETTO:-0400\r\nTZNAME:EDT/);
    expect(ics.indexOf('END:VTIMEZONE')).toBeLessThan(ics.indexOf('BEGIN:VEVENT'));
    expect(lines.at(-2)).toBe('END:VCALENDAR');
  });

  it('gives summer meetings their daylight-time wall clock (EDT, UTC−4)', () => {
    const ics = buildIcs(event({ start: new Date('2027-07-06T13:00:00.000Z') }));
    expect(property(ics, 'DTSTART;')).toEqual(['DTSTART;TZID=America/Toronto:20270706T090000']);
    expect(property(ics, 'DTEND;')).toEqual(['DTEND;TZID=America/Toronto:20270706T093000']);
  });

  it('ends every line with CRLF and never with a bare LF or CR', () => {
    const ics = buildIcs(event({ description: 'Line one\nLine two\r\nLine three\rLine four' }));
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('escapes TEXT values: backslash, semicolon, comma and line breaks', () => {
    const ics = buildIcs(
      event({
        summary: 'Call; then, maybe \\ coffee',
        description: 'Hello, Ada;\nsee you\\there',
        location: 'A, B; C',
      }),
    );
    expect(property(ics, 'SUMMARY')).toEqual(['SUMMARY:Call\\; then\\, maybe \\\\ coffee']);
    expect(property(ics, 'DESCRIPTION:Hello')).toEqual(['DESCRIPTION:Hello\\, Ada\\;\\nsee you\\\\there']);
    expect(property(ics, 'LOCATION')).toEqual(['LOCATION:A\\, B\\; C']);
  });

  it('folds long lines at 75 octets without splitting a UTF-8 character, and unfolds to the original', () => {
    const description = `Réunion — ${'é🙂ü漢'.repeat(40)} end`;
    const ics = buildIcs(event({ description }));
    for (const line of ics.split('\r\n')) {
      expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
      expect(line).not.toMatch(/\uFFFD/);
    }
    const physical = ics.split('\r\n');
    expect(physical.filter((line) => line.startsWith(' ')).length).toBeGreaterThan(3);
    expect(property(ics, 'DESCRIPTION:R')).toEqual([`DESCRIPTION:${escapeText(description)}`]);
  });
});

describe('foldLine', () => {
  it('leaves a 75-octet line alone and folds the 76th octet onto a continuation line', () => {
    const exact = 'X'.repeat(75);
    expect(foldLine(exact)).toBe(exact);
    expect(foldLine(`${exact}Y`)).toBe(`${exact}\r\n Y`);
    // Continuation lines hold 74 octets after their leading space.
    expect(
      foldLine('Z'.repeat(75 + 74 + 1))
        .split('\r\n')
        .map((line) => line.length),
    ).toEqual([75, 75, 2]);
  });
});
