import { describe, expect, it } from 'vitest';
import {
  buildMeetingIcs,
  escapeText,
  foldLine,
  formatUtcDateTime,
  MAX_LINE_OCTETS,
  meetingUid,
  quoteParam,
  utf8Length,
  type MeetingIcsInput,
} from './ics';
import { slotsOf } from './slots';

const octets = (value: string) => new TextEncoder().encode(value).length;

/** Unfolds (RFC 5545 §3.1) and splits a file into its content lines. */
function contentLines(ics: string): string[] {
  expect(ics.endsWith('\r\n')).toBe(true);
  return ics
    .slice(0, -2)
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n');
}

interface Property {
  name: string;
  params: Record<string, string>;
  value: string;
}

/** Parses one content line: NAME *(;PARAM=VALUE) : VALUE (quoted parameter values may hold ':' and ';'). */
function parseLine(line: string): Property {
  const match = /^([A-Z-]+)((?:;[A-Z-]+=(?:"[^"]*"|[^";:,]*))*):(.*)$/.exec(line);
  if (!match) throw new Error(`Not a content line: ${JSON.stringify(line)}`);
  const params: Record<string, string> = {};
  for (const param of match[2]!.matchAll(/;([A-Z-]+)=("[^"]*"|[^";:,]*)/g)) {
    params[param[1]!] = param[2]!.replace(/^"(.*)"$/, '$1');
  }
  return { name: match[1]!, params, value: match[3]! };
}

/** The TEXT value unescaped (RFC 5545 §3.3.11). */
function unescapeText(value: string): string {
  return value.replace(/\\([\\;,nN])/g, (_, char: string) => (char === 'n' || char === 'N' ? '\n' : char));
}

/** The properties of the VEVENT (outside VALARM), by name. */
function eventProperties(ics: string): Map<string, Property> {
  const props = new Map<string, Property>();
  let depth: string[] = [];
  for (const line of contentLines(ics)) {
    const prop = parseLine(line);
    if (prop.name === 'BEGIN') depth = [...depth, prop.value];
    else if (prop.name === 'END') depth = depth.slice(0, -1);
    else if (depth.at(-1) === 'VEVENT') {
      expect(props.has(prop.name), `${prop.name} appears once`).toBe(false);
      props.set(prop.name, prop);
    }
  }
  return props;
}

// Tuesday 2026-07-14 (EDT, UTC−4) and Tuesday 2026-01-13 (EST, UTC−5), 09:00 Toronto.
const summerNine = slotsOf('2026-07-14')[0]!;
const winterNine = slotsOf('2026-01-13')[0]!;
const now = new Date('2026-07-13T15:04:05.678Z');

const base: MeetingIcsInput = {
  start: summerNine,
  durationMinutes: 30,
  summary: 'Free consultation with Lakeforge Digital',
  description: 'Your free 30-minute consultation.',
  location: 'Online or by phone',
  organizer: { name: 'Lakeforge Digital', email: 'hello@lakeforge.ca' },
  uid: '2026-07-14T13:00:00.000Z@lakeforge.ca',
  now,
};

describe('buildMeetingIcs: structure', () => {
  it('is one VCALENDAR with one VEVENT and one VALARM, properly nested', () => {
    const lines = contentLines(buildMeetingIcs(base));
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines.at(-1)).toBe('END:VCALENDAR');
    const structure = lines.filter((line) => /^(BEGIN|END):/.test(line));
    expect(structure).toEqual([
      'BEGIN:VCALENDAR',
      'BEGIN:VEVENT',
      'BEGIN:VALARM',
      'END:VALARM',
      'END:VEVENT',
      'END:VCALENDAR',
    ]);
    expect(lines.slice(1, 5)).toEqual([
      'VERSION:2.0',
      'PRODID:-//Lakeforge Digital//Consultation booking//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
    ]);
  });

  it('ends every line with CRLF and has no bare CR or LF', () => {
    const ics = buildMeetingIcs({ ...base, description: 'a\nb\rc\r\nd' });
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('has the properties a calendar needs, each once', () => {
    const props = eventProperties(buildMeetingIcs(base));
    expect([...props.keys()].sort()).toEqual(
      [
        'UID',
        'DTSTAMP',
        'DTSTART',
        'DTEND',
        'SUMMARY',
        'DESCRIPTION',
        'LOCATION',
        'ORGANIZER',
        'STATUS',
        'SEQUENCE',
        'TRANSP',
      ].sort(),
    );
    expect(props.get('UID')!.value).toBe('2026-07-14T13:00:00.000Z@lakeforge.ca');
    expect(props.get('STATUS')!.value).toBe('CONFIRMED');
    expect(props.get('SEQUENCE')!.value).toBe('0');
  });

  it('reminds 15 minutes before with a display alarm', () => {
    const lines = contentLines(buildMeetingIcs(base));
    const alarm = lines.slice(lines.indexOf('BEGIN:VALARM') + 1, lines.indexOf('END:VALARM'));
    expect(alarm.sort()).toEqual(
      ['ACTION:DISPLAY', 'TRIGGER:-PT15M', 'DESCRIPTION:Free consultation with Lakeforge Digital'].sort(),
    );
  });

  it('is deterministic: the same input gives the same bytes', () => {
    expect(buildMeetingIcs(base)).toBe(buildMeetingIcs({ ...base }));
  });
});

describe('buildMeetingIcs: times in UTC', () => {
  it('writes 09:00 Toronto in summer (EDT) as 13:00Z, ending 30 minutes later', () => {
    const props = eventProperties(buildMeetingIcs(base));
    expect(props.get('DTSTART')).toEqual({ name: 'DTSTART', params: {}, value: '20260714T130000Z' });
    expect(props.get('DTEND')!.value).toBe('20260714T133000Z');
  });

  it('writes 09:00 Toronto in winter (EST) as 14:00Z', () => {
    const props = eventProperties(buildMeetingIcs({ ...base, start: winterNine, durationMinutes: 45 }));
    expect(props.get('DTSTART')!.value).toBe('20260113T140000Z');
    expect(props.get('DTEND')!.value).toBe('20260113T144500Z');
  });

  it('writes the last slot of a day (16:30 Toronto) and an end across UTC midnight', () => {
    const lastSlot = slotsOf('2026-11-23').at(-1)!; // 16:30 EST = 21:30Z
    expect(eventProperties(buildMeetingIcs({ ...base, start: lastSlot })).get('DTSTART')!.value).toBe(
      '20261123T213000Z',
    );
    const late = eventProperties(buildMeetingIcs({ ...base, start: new Date('2026-11-23T23:45:00Z') }));
    expect(late.get('DTEND')!.value).toBe('20261124T001500Z');
  });

  it('stamps DTSTAMP with `now` in UTC, without milliseconds', () => {
    expect(eventProperties(buildMeetingIcs(base)).get('DTSTAMP')!.value).toBe('20260713T150405Z');
  });

  it('formats UTC date-times with zero padding', () => {
    expect(formatUtcDateTime(new Date('2027-01-02T03:04:05.999Z'))).toBe('20270102T030405Z');
    expect(() => formatUtcDateTime(new Date('nope'))).toThrow(RangeError);
  });

  it('uses no TZID and no VTIMEZONE (UTC needs none)', () => {
    const ics = buildMeetingIcs(base);
    expect(ics).not.toContain('TZID');
    expect(ics).not.toContain('VTIMEZONE');
  });
});

describe('buildMeetingIcs: method, organizer and attendee', () => {
  it('publishes a plain event when there is no attendee', () => {
    const ics = buildMeetingIcs(base);
    expect(contentLines(ics)).toContain('METHOD:PUBLISH');
    expect(eventProperties(ics).has('ATTENDEE')).toBe(false);
  });

  it('is an invitation (METHOD:REQUEST) with the attendee when there is one', () => {
    const ics = buildMeetingIcs({ ...base, attendee: { name: 'Ada Lovelace', email: 'ada@example.com' } });
    expect(contentLines(ics)).toContain('METHOD:REQUEST');
    expect(eventProperties(ics).get('ATTENDEE')).toEqual({
      name: 'ATTENDEE',
      params: { CN: 'Ada Lovelace', ROLE: 'REQ-PARTICIPANT', PARTSTAT: 'ACCEPTED', RSVP: 'FALSE' },
      value: 'mailto:ada@example.com',
    });
  });

  it('lets the caller choose the method', () => {
    const withAttendee = { ...base, attendee: { name: 'Ada', email: 'ada@example.com' } };
    expect(contentLines(buildMeetingIcs({ ...withAttendee, method: 'PUBLISH' }))).toContain('METHOD:PUBLISH');
    expect(contentLines(buildMeetingIcs({ ...base, method: 'REQUEST' }))).toContain('METHOD:REQUEST');
  });

  it('moves an event with the same UID and a higher SEQUENCE', () => {
    const first = contentLines(buildMeetingIcs({ ...base, attendee: { name: 'Ada', email: 'ada@example.com' } }));
    const moved = contentLines(
      buildMeetingIcs({
        ...base,
        start: new Date('2026-11-25T15:00:00Z'),
        sequence: 1,
        attendee: { name: 'Ada', email: 'ada@example.com' },
      }),
    );
    expect(first).toContain('SEQUENCE:0');
    expect(moved).toContain('SEQUENCE:1');
    expect(moved).toContain('METHOD:REQUEST');
    expect(moved.find((line) => line.startsWith('UID:'))).toBe(first.find((line) => line.startsWith('UID:')));
    expect(() => buildMeetingIcs({ ...base, sequence: -1 })).toThrow(RangeError);
  });

  it('cancels an event: METHOD:CANCEL, STATUS:CANCELLED and no alarm', () => {
    const lines = contentLines(buildMeetingIcs({ ...base, method: 'CANCEL', sequence: 2 }));
    expect(lines).toContain('METHOD:CANCEL');
    expect(lines).toContain('STATUS:CANCELLED');
    expect(lines).toContain('SEQUENCE:2');
    expect(lines).not.toContain('BEGIN:VALARM');
    expect(contentLines(buildMeetingIcs(base))).toContain('STATUS:CONFIRMED');
  });

  it('names the organizer in a quoted CN with a mailto address', () => {
    const ics = buildMeetingIcs(base);
    expect(contentLines(ics)).toContain('ORGANIZER;CN="Lakeforge Digital":mailto:hello@lakeforge.ca');
  });

  it('keeps ";", ":" and "," of a name inside the quotes, and drops quotes and line breaks from it', () => {
    const ics = buildMeetingIcs({
      ...base,
      attendee: { name: 'O"Brien; Pat: CEO,\r\nAcme', email: 'pat@example.com' },
    });
    const attendee = eventProperties(ics).get('ATTENDEE')!;
    expect(attendee.params.CN).toBe('O Brien; Pat: CEO, Acme');
    expect(attendee.value).toBe('mailto:pat@example.com');
  });

  it('omits CN for a blank name', () => {
    const ics = buildMeetingIcs({ ...base, organizer: { name: '  ', email: 'hello@lakeforge.ca' } });
    expect(contentLines(ics)).toContain('ORGANIZER:mailto:hello@lakeforge.ca');
  });

  it.each([
    'not-an-email',
    'a b@example.com',
    'a@example.com\r\nBCC:x@y.z',
    'a;b@example.com',
    'a@b@c',
    '"a"@example.com',
    '',
  ])('refuses the email address %j', (email) => {
    expect(() => buildMeetingIcs({ ...base, attendee: { name: 'X', email } })).toThrow(RangeError);
    expect(() => buildMeetingIcs({ ...base, organizer: { name: 'X', email } })).toThrow(RangeError);
  });

  it('accepts addresses with plus, dots and subdomains, trimmed', () => {
    const ics = buildMeetingIcs({ ...base, attendee: { name: 'X', email: ' first.last+tag@mail.example.co.uk ' } });
    expect(eventProperties(ics).get('ATTENDEE')!.value).toBe('mailto:first.last+tag@mail.example.co.uk');
  });
});

describe('buildMeetingIcs: text escaping', () => {
  it('escapes backslash, semicolon, comma and every kind of line break; unescaping restores the text', () => {
    const description = 'Path C:\\web; budget $5,000\nLine two\r\nLine three\rLine four\u2028five';
    const props = eventProperties(buildMeetingIcs({ ...base, description }));
    expect(props.get('DESCRIPTION')!.value).toBe(
      'Path C:\\\\web\\; budget $5\\,000\\nLine two\\nLine three\\nLine four\\nfive',
    );
    expect(unescapeText(props.get('DESCRIPTION')!.value)).toBe(
      'Path C:\\web; budget $5,000\nLine two\nLine three\nLine four\nfive',
    );
  });

  it('escapes SUMMARY and LOCATION too, and keeps ":" (which needs no escape)', () => {
    const props = eventProperties(
      buildMeetingIcs({ ...base, summary: 'Call: Acme, Inc.; web', location: 'Zoom; or phone, 905' }),
    );
    expect(props.get('SUMMARY')!.value).toBe('Call: Acme\\, Inc.\\; web');
    expect(props.get('LOCATION')!.value).toBe('Zoom\\; or phone\\, 905');
  });

  it('drops control characters other than TAB', () => {
    expect(escapeText('a\u0000b\u0007c\td\u007fe\u009bf')).toBe('abc\tdef');
  });

  it('escapes the backslash first (no double escaping of the escapes it adds)', () => {
    expect(escapeText('\\;')).toBe('\\\\\\;');
    expect(escapeText('\\n')).toBe('\\\\n');
  });

  it('omits LOCATION when none or blank is given', () => {
    expect(eventProperties(buildMeetingIcs({ ...base, location: undefined })).has('LOCATION')).toBe(false);
    expect(eventProperties(buildMeetingIcs({ ...base, location: '   ' })).has('LOCATION')).toBe(false);
  });

  it('quotes parameter values', () => {
    expect(quoteParam('Ada')).toBe('"Ada"');
    expect(quoteParam(' A  "B"\nC ')).toBe('"A B C"');
  });
});

describe('buildMeetingIcs: folding at 75 octets', () => {
  const physicalLines = (ics: string) => ics.slice(0, -2).split('\r\n');

  it('keeps every physical line within 75 octets, continuation lines starting with one space', () => {
    const description = 'Let us talk about your new website, its search ranking and your ads. '.repeat(12);
    const ics = buildMeetingIcs({ ...base, description });
    const lines = physicalLines(ics);
    expect(lines.length).toBeGreaterThan(contentLines(ics).length);
    for (const line of lines) expect(octets(line)).toBeLessThanOrEqual(MAX_LINE_OCTETS);
    expect(lines.some((line) => octets(line) === MAX_LINE_OCTETS)).toBe(true);
    expect(unescapeText(eventProperties(ics).get('DESCRIPTION')!.value)).toBe(description);
  });

  it('never splits a multi-byte character (accents, CJK, emoji)', () => {
    const description = 'Réunion à Montréal — 会议 🚀👩🏽‍💻 '.repeat(20);
    const ics = buildMeetingIcs({ ...base, description, summary: 'é'.repeat(100) });
    for (const line of physicalLines(ics)) {
      expect(octets(line)).toBeLessThanOrEqual(MAX_LINE_OCTETS);
      // A split surrogate pair would leave a lone surrogate at a line's end or start.
      expect(line).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/);
    }
    const props = eventProperties(ics);
    expect(unescapeText(props.get('DESCRIPTION')!.value)).toBe(description);
    expect(props.get('SUMMARY')!.value).toBe('é'.repeat(100));
  });

  it('folds a line of exactly 75 octets not at all, and one of 76 once', () => {
    const exact = 'X'.repeat(75);
    expect(foldLine(exact)).toBe(exact);
    expect(foldLine(exact + 'Y')).toBe(`${exact}\r\n Y`);
  });

  it('puts at most 74 octets after the leading space of a continuation line', () => {
    const folded = foldLine('a'.repeat(75 + 74 + 10));
    expect(folded.split('\r\n').map((line) => line.length)).toEqual([75, 75, 11]);
  });

  it('moves a multi-byte character that would cross the limit to the next line', () => {
    const folded = foldLine('a'.repeat(74) + '€'); // € is 3 octets: 74 + 3 > 75
    expect(folded).toBe(`${'a'.repeat(74)}\r\n €`);
  });

  it('folds properties with parameters too (a long attendee name)', () => {
    const ics = buildMeetingIcs({ ...base, attendee: { name: 'Very Long Name '.repeat(8), email: 'x@example.com' } });
    for (const line of physicalLines(ics)) expect(octets(line)).toBeLessThanOrEqual(MAX_LINE_OCTETS);
    expect(eventProperties(ics).get('ATTENDEE')!.params.CN).toBe('Very Long Name '.repeat(8).trim());
  });

  it('counts UTF-8 octets like an encoder does', () => {
    for (const sample of ['', 'abc', 'é', '€', '会议', '🚀', '👩🏽‍💻', 'a\uD800b']) {
      expect(utf8Length(sample)).toBe(octets(sample));
    }
  });
});

describe('buildMeetingIcs: refuses unusable input', () => {
  it.each<[string, Partial<MeetingIcsInput>]>([
    ['an invalid start', { start: new Date(Number.NaN) }],
    ['an invalid now', { now: new Date('not a date') }],
    ['a zero duration', { durationMinutes: 0 }],
    ['a negative duration', { durationMinutes: -30 }],
    ['a fractional duration', { durationMinutes: 2.5 }],
    ['an infinite duration', { durationMinutes: Number.POSITIVE_INFINITY }],
    ['an empty uid', { uid: '  ' }],
    ['a uid with a line break', { uid: 'a\nb@x' }],
  ])('%s', (_, change) => {
    expect(() => buildMeetingIcs({ ...base, ...change })).toThrow(RangeError);
  });
});

describe('meetingUid', () => {
  it('derives one stable UID from the slot start, the attempt id and the domain', () => {
    const attemptId = '1b4e28ba-2fa1-11d2-883f-0016d3cca427';
    expect(meetingUid(summerNine, attemptId, 'lakeforge.ca')).toBe(
      'booking-20260714T130000Z-1b4e28ba-2fa1-11d2-883f-0016d3cca427@lakeforge.ca',
    );
    expect(meetingUid(summerNine, attemptId, ' Lakeforge.CA ')).toBe(meetingUid(summerNine, attemptId, 'lakeforge.ca'));
    expect(meetingUid(winterNine, attemptId, 'lakeforge.ca')).not.toBe(
      meetingUid(summerNine, attemptId, 'lakeforge.ca'),
    );
  });

  it('keeps only the characters of an attemptId (letters, digits, _ and -), and refuses an empty token or a bad domain', () => {
    expect(meetingUid(summerNine, 'a_b c;d', 'lakeforge.ca')).toBe('booking-20260714T130000Z-a_bcd@lakeforge.ca');
    // Every attemptId that validation accepts makes a UID, '_' included.
    expect(meetingUid(summerNine, '_', 'lakeforge.ca')).toBe('booking-20260714T130000Z-_@lakeforge.ca');
    expect(() => meetingUid(summerNine, ' ;:', 'lakeforge.ca')).toThrow(RangeError);
    expect(() => meetingUid(summerNine, 'abc', 'lake forge')).toThrow(RangeError);
    expect(() => meetingUid(new Date(Number.NaN), 'abc', 'lakeforge.ca')).toThrow(RangeError);
  });

  it('is a usable UID property value', () => {
    const uid = meetingUid(summerNine, 'abc', 'lakeforge.ca');
    expect(eventProperties(buildMeetingIcs({ ...base, uid })).get('UID')!.value).toBe(uid);
  });
});
