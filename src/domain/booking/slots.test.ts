import { afterEach, describe, expect, it } from 'vitest';
import { GRID_ONLY as GRID } from '../availability/rules';
import {
  BOOKABLE_DAYS,
  MEETING_MINUTES,
  MEETING_TIME_ZONE,
  SLOT_TIMES,
  availability,
  bookableDates,
  bookingWindow,
  calendarDateOf,
  checkBookable,
  differsFromMeetingZone,
  formatDateLabel,
  formatDateParts,
  formatInZone,
  formatSlotTime,
  isCalendarDate,
  isValidTimeZone,
  slotId,
  slotsOf,
  timeZoneLabel,
} from './slots';

// Every instant in this file is written as an explicit UTC (or offset) ISO string, never built from
// local-time Date constructors, so the tests themselves do not depend on the machine's zone.
const at = (iso: string) => new Date(iso);
const isoList = (dates: Date[]) => dates.map((d) => d.toISOString());
const summary = (now: Date, taken: Iterable<Date | string> = []) =>
  availability(now, taken, GRID).map((day) => ({
    date: day.date,
    first: day.slots[0]?.toISOString(),
    count: day.slots.length,
  }));

/** The 16 expected starts of a day, from the UTC hour of 09:00 Toronto (13 in EDT, 14 in EST). */
function expectedStarts(date: string, utcHourOfNine: number): string[] {
  const out: string[] = [];
  for (let i = 0; i < 16; i++) {
    const hours = utcHourOfNine + Math.floor(i / 2);
    out.push(`${date}T${String(hours).padStart(2, '0')}:${i % 2 ? '30' : '00'}:00.000Z`);
  }
  return out;
}

describe('constants', () => {
  it('match docs/product.md', () => {
    expect(MEETING_TIME_ZONE).toBe('America/Toronto');
    expect(MEETING_MINUTES).toBe(30);
    expect(BOOKABLE_DAYS).toBe(7);
    expect(SLOT_TIMES).toHaveLength(16);
    expect(SLOT_TIMES[0]).toBe('09:00');
    expect(SLOT_TIMES[15]).toBe('16:30');
    expect([...SLOT_TIMES]).toEqual([
      '09:00',
      '09:30',
      '10:00',
      '10:30',
      '11:00',
      '11:30',
      '12:00',
      '12:30',
      '13:00',
      '13:30',
      '14:00',
      '14:30',
      '15:00',
      '15:30',
      '16:00',
      '16:30',
    ]);
  });
});

describe('isCalendarDate / calendarDateOf', () => {
  it.each([
    ['2026-11-23', true],
    ['2028-02-29', true],
    ['2026-02-29', false],
    ['2026-02-30', false],
    ['2026-13-01', false],
    ['2026-1-05', false],
    ['2026-11-23T00:00:00Z', false],
    ['', false],
    [20261123, false],
    [null, false],
  ])('isCalendarDate(%j) is %s', (value, expected) => {
    expect(isCalendarDate(value)).toBe(expected);
  });

  it.each([
    ['2026-11-24T04:59:59.999Z', '2026-11-23'], // 23:59:59.999 EST
    ['2026-11-24T05:00:00.000Z', '2026-11-24'], // 00:00 EST
    ['2026-07-01T03:59:59.999Z', '2026-06-30'], // 23:59:59.999 EDT
    ['2026-07-01T04:00:00.000Z', '2026-07-01'], // 00:00 EDT
  ])('the Toronto date of %s is %s', (iso, expected) => {
    expect(calendarDateOf(at(iso))).toBe(expected);
  });

  it('rejects an invalid instant', () => {
    expect(() => calendarDateOf(new Date(Number.NaN))).toThrow(RangeError);
  });
});

describe('slotsOf', () => {
  it('gives the 16 half-hour starts 09:00–16:30 Toronto time of a winter (EST, -05:00) day', () => {
    expect(isoList(slotsOf('2026-11-23'))).toEqual(expectedStarts('2026-11-23', 14));
    expect(slotsOf('2026-11-23')[15]!.toISOString()).toBe('2026-11-23T21:30:00.000Z');
  });

  it('gives summer (EDT, -04:00) starts', () => {
    expect(isoList(slotsOf('2026-07-15'))).toEqual(expectedStarts('2026-07-15', 13));
  });

  it('handles spring forward (Sunday 2026-03-08): Friday before is -05:00, Monday after is -04:00', () => {
    expect(isoList(slotsOf('2026-03-06'))).toEqual(expectedStarts('2026-03-06', 14));
    expect(isoList(slotsOf('2026-03-09'))).toEqual(expectedStarts('2026-03-09', 13));
    expect(slotsOf('2026-03-09')[0]!.toISOString()).toBe('2026-03-09T13:00:00.000Z');
    // the change day itself still has its 16 wall-clock starts (the jump is at 02:00)
    expect(isoList(slotsOf('2026-03-08'))).toEqual(expectedStarts('2026-03-08', 13));
  });

  it('handles fall back (Sunday 2026-11-01): Friday before is -04:00, Monday after is -05:00', () => {
    expect(isoList(slotsOf('2026-10-30'))).toEqual(expectedStarts('2026-10-30', 13));
    expect(isoList(slotsOf('2026-11-02'))).toEqual(expectedStarts('2026-11-02', 14));
    expect(slotsOf('2026-11-02')[0]!.toISOString()).toBe('2026-11-02T14:00:00.000Z');
    expect(isoList(slotsOf('2026-11-01'))).toEqual(expectedStarts('2026-11-01', 14));
  });

  it('returns plain Date objects 30 minutes apart', () => {
    const slots = slotsOf('2026-11-23');
    for (const slot of slots) expect(Object.getPrototypeOf(slot)).toBe(Date.prototype);
    for (let i = 1; i < slots.length; i++) {
      expect(slots[i]!.getTime() - slots[i - 1]!.getTime()).toBe(MEETING_MINUTES * 60_000);
    }
  });

  it.each(['2026-02-30', 'tomorrow', '', '2026-11-23T09:00'])('throws for %j', (value) => {
    expect(() => slotsOf(value)).toThrow(RangeError);
  });
});

describe('slotId', () => {
  it('is the UTC ISO string of the start', () => {
    expect(slotId(at('2026-11-23T09:00:00-05:00'))).toBe('2026-11-23T14:00:00.000Z');
    expect(slotId(slotsOf('2026-03-09')[0]!)).toBe('2026-03-09T13:00:00.000Z');
  });
  it('throws for an invalid date', () => {
    expect(() => slotId(new Date('nope'))).toThrow(RangeError);
  });
});

describe('bookableDates', () => {
  it('on a Monday: the whole week Mon–Fri', () => {
    expect(bookableDates(at('2026-11-23T14:00:00Z'))).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
    ]);
  });

  it('on a Friday evening: today (Fri) then Mon–Thu of next week', () => {
    expect(bookableDates(at('2026-11-20T22:00:00Z'))).toEqual([
      '2026-11-20',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
    ]);
  });

  it('on a Saturday: Mon–Fri of next week', () => {
    expect(bookableDates(at('2026-11-21T15:00:00Z'))).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
    ]);
  });

  it('on a Sunday: Mon–Fri of next week', () => {
    expect(bookableDates(at('2026-11-22T15:00:00Z'))).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
    ]);
  });

  it('on a Wednesday: Wed–Fri and Mon–Tue (5 weekdays in any 7 days)', () => {
    expect(bookableDates(at('2026-11-25T15:00:00Z'))).toEqual([
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-30',
      '2026-12-01',
    ]);
  });

  it('crosses a year end, skipping New Year’s Day observed on the Monday (2028)', () => {
    expect(bookableDates(at('2027-12-30T15:00:00Z'))).toEqual(['2027-12-30', '2027-12-31', '2028-01-04', '2028-01-05']);
  });

  it('never offers a statutory holiday, and still counts 7 calendar days (Canada Day 2027)', () => {
    expect(bookableDates(at('2027-06-28T13:00:00Z'))).toEqual(['2027-06-28', '2027-06-29', '2027-06-30', '2027-07-02']);
  });

  it('never offers an observed holiday: Boxing Day 2026 falls on a Saturday, closed Monday the 28th', () => {
    expect(bookableDates(at('2026-12-26T15:00:00Z'))).not.toContain('2026-12-28');
  });
});

describe('bookingWindow', () => {
  it('is [00:00 today, 00:00 of day 8) in Toronto', () => {
    expect(bookingWindow(at('2026-11-23T17:10:00Z'))).toEqual({
      start: at('2026-11-23T05:00:00.000Z'),
      end: at('2026-11-30T05:00:00.000Z'),
    });
  });

  it('spans spring forward: starts at -05:00 and ends at -04:00', () => {
    const window = bookingWindow(at('2026-03-07T17:00:00Z')); // Saturday noon EST
    expect(window.start.toISOString()).toBe('2026-03-07T05:00:00.000Z');
    expect(window.end.toISOString()).toBe('2026-03-14T04:00:00.000Z');
  });

  it('spans fall back: starts at -04:00 and ends at -05:00', () => {
    const window = bookingWindow(at('2026-11-01T16:00:00Z')); // Sunday 11:00 EST
    expect(window.start.toISOString()).toBe('2026-11-01T04:00:00.000Z');
    expect(window.end.toISOString()).toBe('2026-11-08T05:00:00.000Z');
  });

  it('covers every offered slot (so one range query is enough)', () => {
    for (const iso of ['2026-11-20T22:00:00Z', '2026-03-06T15:00:00Z', '2026-10-30T14:00:00Z']) {
      const now = at(iso);
      const { start, end } = bookingWindow(now);
      for (const day of availability(now, [], GRID)) {
        for (const slot of day.slots) {
          expect(slot.getTime()).toBeGreaterThanOrEqual(start.getTime());
          expect(slot.getTime()).toBeLessThan(end.getTime());
        }
      }
    }
  });
});

describe('availability', () => {
  it('today at 12:10: today only from 12:30, later days whole', () => {
    const days = availability(at('2026-11-23T17:10:00Z'), [], GRID); // Monday 12:10 EST
    expect(days.map((d) => d.date)).toEqual(['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27']);
    expect(isoList(days[0]!.slots)).toEqual([
      '2026-11-23T17:30:00.000Z',
      '2026-11-23T18:00:00.000Z',
      '2026-11-23T18:30:00.000Z',
      '2026-11-23T19:00:00.000Z',
      '2026-11-23T19:30:00.000Z',
      '2026-11-23T20:00:00.000Z',
      '2026-11-23T20:30:00.000Z',
      '2026-11-23T21:00:00.000Z',
      '2026-11-23T21:30:00.000Z',
    ]);
    expect(isoList(days[1]!.slots)).toEqual(expectedStarts('2026-11-24', 14));
  });

  it('a slot whose start is exactly now is past; one millisecond earlier it is offered', () => {
    expect(summary(at('2026-11-23T17:30:00.000Z'))[0]).toEqual({
      date: '2026-11-23',
      first: '2026-11-23T18:00:00.000Z',
      count: 8,
    });
    expect(summary(at('2026-11-23T17:29:59.999Z'))[0]).toEqual({
      date: '2026-11-23',
      first: '2026-11-23T17:30:00.000Z',
      count: 9,
    });
  });

  it('today after 16:30 is not offered', () => {
    expect(summary(at('2026-11-23T21:31:00Z')).map((d) => d.date)).toEqual([
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
    ]);
    // at 16:30 exactly the last slot has started
    expect(summary(at('2026-11-23T21:30:00Z'))[0]!.date).toBe('2026-11-24');
    // one minute before, 16:30 is the only slot of today
    expect(summary(at('2026-11-23T21:29:00Z'))[0]).toEqual({
      date: '2026-11-23',
      first: '2026-11-23T21:30:00.000Z',
      count: 1,
    });
  });

  it('before 09:00 today is whole', () => {
    expect(summary(at('2026-11-23T13:59:59Z'))[0]).toEqual({
      date: '2026-11-23',
      first: '2026-11-23T14:00:00.000Z',
      count: 16,
    });
  });

  it('Friday evening: next Monday to Thursday', () => {
    expect(summary(at('2026-11-20T22:00:00Z'))).toEqual([
      { date: '2026-11-23', first: '2026-11-23T14:00:00.000Z', count: 16 },
      { date: '2026-11-24', first: '2026-11-24T14:00:00.000Z', count: 16 },
      { date: '2026-11-25', first: '2026-11-25T14:00:00.000Z', count: 16 },
      { date: '2026-11-26', first: '2026-11-26T14:00:00.000Z', count: 16 },
    ]);
  });

  it('Saturday: next Monday to Friday', () => {
    expect(summary(at('2026-11-21T18:00:00Z')).map((d) => d.date)).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
    ]);
  });

  it('Sunday of fall back: Monday 11-02 starts at 14:00Z, Friday 11-06 too', () => {
    expect(summary(at('2026-11-01T16:00:00Z'))).toEqual([
      { date: '2026-11-02', first: '2026-11-02T14:00:00.000Z', count: 16 },
      { date: '2026-11-03', first: '2026-11-03T14:00:00.000Z', count: 16 },
      { date: '2026-11-04', first: '2026-11-04T14:00:00.000Z', count: 16 },
      { date: '2026-11-05', first: '2026-11-05T14:00:00.000Z', count: 16 },
      { date: '2026-11-06', first: '2026-11-06T14:00:00.000Z', count: 16 },
    ]);
  });

  it('Friday before spring forward: today in EST, next week in EDT', () => {
    expect(summary(at('2026-03-06T15:00:00Z'))).toEqual([
      // Friday 10:00 EST
      { date: '2026-03-06', first: '2026-03-06T15:30:00.000Z', count: 13 },
      { date: '2026-03-09', first: '2026-03-09T13:00:00.000Z', count: 16 },
      { date: '2026-03-10', first: '2026-03-10T13:00:00.000Z', count: 16 },
      { date: '2026-03-11', first: '2026-03-11T13:00:00.000Z', count: 16 },
      { date: '2026-03-12', first: '2026-03-12T13:00:00.000Z', count: 16 },
    ]);
  });

  it('Friday before fall back: today in EDT, next week in EST', () => {
    expect(summary(at('2026-10-30T14:00:00Z'))).toEqual([
      // Friday 10:00 EDT
      { date: '2026-10-30', first: '2026-10-30T14:30:00.000Z', count: 13 },
      { date: '2026-11-02', first: '2026-11-02T14:00:00.000Z', count: 16 },
      { date: '2026-11-03', first: '2026-11-03T14:00:00.000Z', count: 16 },
      { date: '2026-11-04', first: '2026-11-04T14:00:00.000Z', count: 16 },
      { date: '2026-11-05', first: '2026-11-05T14:00:00.000Z', count: 16 },
    ]);
  });

  it('leaves out taken slots, given as Dates, UTC strings or strings with offsets', () => {
    const days = availability(
      at('2026-11-22T15:00:00Z'),
      [
        at('2026-11-23T14:00:00Z'),
        '2026-11-23T14:30:00.000Z',
        '2026-11-23T10:00:00-05:00', // = 15:00Z
        'not a date',
        '2026-12-25T14:00:00Z', // outside the window: irrelevant
      ],
      GRID,
    );
    expect(days[0]!.slots[0]!.toISOString()).toBe('2026-11-23T15:30:00.000Z');
    expect(days[0]!.slots).toHaveLength(13);
  });

  it('leaves out a fully booked day', () => {
    const taken = slotsOf('2026-11-24').map((d) => d.toISOString());
    expect(summary(at('2026-11-22T15:00:00Z'), taken).map((d) => d.date)).toEqual([
      '2026-11-23',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
    ]);
    // 15 of 16 taken: the day stays, with its one free slot
    expect(summary(at('2026-11-22T15:00:00Z'), taken.slice(1))[1]).toEqual({
      date: '2026-11-24',
      first: '2026-11-24T14:00:00.000Z',
      count: 1,
    });
  });

  it('returns nothing when everything is taken', () => {
    const now = at('2026-11-22T15:00:00Z');
    const taken = bookableDates(now).flatMap(slotsOf);
    expect(availability(now, taken, GRID)).toEqual([]);
  });

  it('accepts any iterable (a Set) and defaults to nothing taken', () => {
    const now = at('2026-11-22T15:00:00Z');
    expect(availability(now, new Set(['2026-11-23T14:00:00.000Z']), GRID)[0]!.slots).toHaveLength(15);
    expect(availability(now, [], GRID)[0]!.slots).toHaveLength(16);
  });

  it('throws for an invalid now', () => {
    expect(() => availability(new Date(Number.NaN), [], GRID)).toThrow(RangeError);
  });
});

describe('the day changes at midnight Toronto, not UTC or the visitor zone', () => {
  it('Monday 23:59 vs Tuesday 00:01 Toronto', () => {
    // 23:59 EST Monday: Monday has no slots left; the window runs Mon 23 – Sun 29
    expect(summary(at('2026-11-24T04:59:00Z')).map((d) => d.date)).toEqual([
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
    ]);
    // 00:01 EST Tuesday: the window runs Tue 24 – Mon 30, so Monday 30 appears
    expect(summary(at('2026-11-24T05:01:00Z')).map((d) => d.date)).toEqual([
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-30',
    ]);
  });

  it('Friday 23:59 vs Saturday 00:01 Toronto', () => {
    expect(bookableDates(at('2026-11-28T04:59:00Z'))).toEqual([
      '2026-11-27',
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
    ]);
    expect(bookableDates(at('2026-11-28T05:01:00Z'))).toEqual([
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
    ]);
  });

  it('midnight UTC is still the previous evening in Toronto', () => {
    // 2026-11-24T00:00Z = Monday 19:00 EST: "today" is Monday 23, not Tuesday 24
    expect(bookableDates(at('2026-11-24T00:00:00Z'))[0]).toBe('2026-11-23');
    expect(bookingWindow(at('2026-11-24T00:00:00Z')).start.toISOString()).toBe('2026-11-23T05:00:00.000Z');
    expect(summary(at('2026-11-24T00:00:00Z'))[0]!.date).toBe('2026-11-24');
    expect(bookableDates(at('2026-11-23T23:59:59Z'))).toEqual(bookableDates(at('2026-11-24T00:00:01Z')));
  });

  it('a visitor in Tokyo where it is already Tuesday 01:00 sees Monday (11:00 EST) slots from 11:30', () => {
    const now = at('2026-11-24T01:00:00+09:00'); // = 2026-11-23T16:00Z
    expect(now.toISOString()).toBe('2026-11-23T16:00:00.000Z');
    expect(summary(now)[0]).toEqual({ date: '2026-11-23', first: '2026-11-23T16:30:00.000Z', count: 11 });
    // midnight in Tokyo (Tuesday 00:00 JST = Monday 10:00 EST) changes nothing either
    expect(bookableDates(at('2026-11-23T23:59:00+09:00'))).toEqual(bookableDates(at('2026-11-24T00:01:00+09:00')));
  });

  it('a visitor in Auckland where it is already Tuesday 10:00 sees only Monday 16:30', () => {
    const now = at('2026-11-24T10:00:00+13:00'); // = 2026-11-23T21:00Z = 16:00 EST
    expect(summary(now)[0]).toEqual({ date: '2026-11-23', first: '2026-11-23T21:30:00.000Z', count: 1 });
  });
});

describe('checkBookable', () => {
  const now = at('2026-11-23T17:10:00Z'); // Monday 12:10 EST; window Mon 23 – Sun 29

  it.each([
    ['2026-11-23T17:30:00.000Z', 'later today'],
    ['2026-11-24T14:00:00.000Z', 'first slot tomorrow'],
    ['2026-11-27T21:30:00.000Z', 'last slot of the last weekday of the window'],
    ['2026-11-27T16:30:00-05:00', 'same instant written with an offset'],
  ])('%s (%s) is bookable', (iso) => {
    expect(checkBookable(at(iso), now, GRID)).toEqual({ ok: true });
  });

  it.each([
    ['2026-11-23T17:00:00.000Z', 'past', 'earlier slot today'],
    ['2026-11-23T17:10:00.000Z', 'off-grid', '12:10 is not a start time'],
    ['2026-11-20T14:00:00.000Z', 'past', 'last Friday'],
    ['2026-11-30T14:00:00.000Z', 'outside-window', 'Monday after the window'],
    ['2027-06-01T13:00:00.000Z', 'outside-window', 'far future'],
    ['2026-11-28T14:00:00.000Z', 'weekend', 'Saturday 09:00'],
    ['2026-11-29T21:30:00.000Z', 'weekend', 'Sunday 16:30'],
    ['2026-11-24T13:30:00.000Z', 'off-grid', '08:30 (before 09:00)'],
    ['2026-11-24T22:00:00.000Z', 'off-grid', '17:00 (after the last start)'],
    ['2026-11-24T14:15:00.000Z', 'off-grid', '09:15'],
    ['2026-11-24T14:00:01.000Z', 'off-grid', 'with seconds'],
    ['2026-11-24T14:00:00.001Z', 'off-grid', 'with milliseconds'],
    ['2026-11-24T13:00:00.000Z', 'off-grid', '09:00 EDT is 08:00 EST in November'],
  ])('%s is %s (%s)', (iso, reason) => {
    expect(checkBookable(at(iso), now, GRID)).toEqual({ ok: false, reason });
  });

  it('refuses a slot on a statutory holiday inside the window (Christmas Day 2026, a Friday)', () => {
    expect(checkBookable(at('2026-12-25T15:00:00.000Z'), at('2026-12-22T15:00:00Z'), GRID)).toEqual({
      ok: false,
      reason: 'closed',
    });
  });

  it('an invalid date is off-grid', () => {
    expect(checkBookable(new Date(Number.NaN), now, GRID)).toEqual({ ok: false, reason: 'off-grid' });
  });

  it('a slot starting exactly now is past', () => {
    expect(checkBookable(at('2026-11-23T17:30:00Z'), at('2026-11-23T17:30:00Z'), GRID)).toEqual({
      ok: false,
      reason: 'past',
    });
  });

  it('uses the DST offset of the slot day, not of now', () => {
    const friday = at('2026-03-06T15:00:00Z'); // Friday 10:00 EST
    expect(checkBookable(at('2026-03-09T13:00:00Z'), friday, GRID)).toEqual({ ok: true }); // Mon 09:00 EDT
    expect(checkBookable(at('2026-03-09T14:00:00Z'), friday, GRID)).toEqual({ ok: true }); // Mon 10:00 EDT
    expect(checkBookable(at('2026-03-09T12:30:00Z'), friday, GRID)).toEqual({ ok: false, reason: 'off-grid' }); // 08:30 EDT
    expect(checkBookable(at('2026-03-09T21:00:00Z'), friday, GRID)).toEqual({ ok: false, reason: 'off-grid' }); // 17:00 EDT
  });

  it('the window edge moves at midnight Toronto', () => {
    const nextMonday = at('2026-11-30T14:00:00Z');
    expect(checkBookable(nextMonday, at('2026-11-24T04:59:00Z'), GRID)).toEqual({
      ok: false,
      reason: 'outside-window',
    });
    expect(checkBookable(nextMonday, at('2026-11-24T05:01:00Z'), GRID)).toEqual({ ok: true });
  });

  it('agrees with availability for every grid slot of the coming fortnight, at many instants', () => {
    const nows = [
      '2026-03-06T15:00:00Z',
      '2026-03-07T05:00:00Z',
      '2026-03-08T06:59:00Z',
      '2026-03-08T07:00:00Z',
      '2026-10-31T03:59:00Z',
      '2026-11-01T05:30:00Z',
      '2026-11-01T06:30:00Z',
      '2026-11-20T22:00:00Z',
      '2026-11-23T17:30:00Z',
      '2026-11-24T04:59:59.999Z',
      '2026-11-24T05:00:00Z',
      '2026-12-31T23:00:00Z',
    ];
    for (const iso of nows) {
      const now = at(iso);
      const offered = new Set(availability(now, [], GRID).flatMap((d) => d.slots.map(slotId)));
      const today = Date.parse(iso) - 2 * 86_400_000;
      for (let day = 0; day < 14; day++) {
        const date = calendarDateOf(new Date(today + day * 86_400_000));
        for (const start of slotsOf(date)) {
          expect(checkBookable(start, now, GRID).ok, `${slotId(start)} at ${iso}`).toBe(offered.has(slotId(start)));
        }
      }
    }
  });
});

describe('formatting', () => {
  it('formatDateLabel', () => {
    expect(formatDateLabel('2026-11-23')).toBe('Monday, November 23, 2026');
    expect(formatDateLabel('2026-03-09')).toBe('Monday, March 9, 2026');
    expect(formatDateLabel('2027-01-01')).toBe('Friday, January 1, 2027');
  });

  it('formatDateParts', () => {
    expect(formatDateParts('2026-11-23')).toEqual({ weekday: 'Mon', day: '23', month: 'Nov' });
    expect(formatDateParts('2026-03-06')).toEqual({ weekday: 'Fri', day: '6', month: 'Mar' });
  });

  it('formatSlotTime shows Toronto time on both sides of DST', () => {
    expect(formatSlotTime(at('2026-11-23T14:00:00Z'))).toBe('9:00 AM');
    expect(formatSlotTime(at('2026-11-23T17:30:00Z'))).toBe('12:30 PM');
    expect(formatSlotTime(at('2026-11-23T21:30:00Z'))).toBe('4:30 PM');
    expect(formatSlotTime(at('2026-03-09T13:00:00Z'))).toBe('9:00 AM');
    expect(formatSlotTime(at('2026-03-06T14:00:00Z'))).toBe('9:00 AM');
    expect(slotsOf('2026-11-02').map(formatSlotTime)).toEqual([
      '9:00 AM',
      '9:30 AM',
      '10:00 AM',
      '10:30 AM',
      '11:00 AM',
      '11:30 AM',
      '12:00 PM',
      '12:30 PM',
      '1:00 PM',
      '1:30 PM',
      '2:00 PM',
      '2:30 PM',
      '3:00 PM',
      '3:30 PM',
      '4:00 PM',
      '4:30 PM',
    ]);
  });

  it('formatInZone shows the visitor zone, adding the weekday when their day differs', () => {
    expect(formatInZone(at('2026-11-23T14:00:00Z'), 'America/Vancouver')).toBe('6:00 AM');
    expect(formatInZone(at('2026-11-23T14:00:00Z'), 'Europe/London')).toBe('2:00 PM');
    expect(formatInZone(at('2026-11-23T14:00:00Z'), 'Asia/Tokyo')).toBe('11:00 PM');
    expect(formatInZone(at('2026-11-23T21:30:00Z'), 'Asia/Tokyo')).toBe('6:30 AM (Tue)');
    expect(formatInZone(at('2026-11-23T14:00:00Z'), 'Pacific/Auckland')).toBe('3:00 AM (Tue)');
    expect(formatInZone(at('2026-11-23T14:00:00Z'), 'America/Toronto')).toBe('9:00 AM');
    expect(formatInZone(at('2026-07-15T13:00:00Z'), 'Asia/Kolkata')).toBe('6:30 PM');
  });

  it('formatInZone throws for an unknown zone', () => {
    expect(() => formatInZone(at('2026-11-23T14:00:00Z'), 'Mars/Olympus')).toThrow(RangeError);
  });

  it('isValidTimeZone', () => {
    expect(isValidTimeZone('Asia/Tokyo')).toBe(true);
    expect(isValidTimeZone('UTC')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
    expect(isValidTimeZone('')).toBe(false);
    expect(isValidTimeZone(undefined)).toBe(false);
  });

  it('differsFromMeetingZone compares offsets at the instant', () => {
    const winter = at('2026-11-23T14:00:00Z');
    const summer = at('2026-07-15T13:00:00Z');
    expect(differsFromMeetingZone('America/Toronto', winter)).toBe(false);
    expect(differsFromMeetingZone('America/New_York', summer)).toBe(false);
    expect(differsFromMeetingZone('Asia/Tokyo', winter)).toBe(true);
    // Panama keeps -05:00 all year: same as Toronto in winter only
    expect(differsFromMeetingZone('America/Panama', winter)).toBe(false);
    expect(differsFromMeetingZone('America/Panama', summer)).toBe(true);
    expect(differsFromMeetingZone(undefined, winter)).toBe(false);
    expect(differsFromMeetingZone('Mars/Olympus', winter)).toBe(false);
  });

  it('timeZoneLabel is EST or EDT for the instant', () => {
    expect(timeZoneLabel(at('2026-11-02T14:00:00Z'))).toBe('EST');
    expect(timeZoneLabel(at('2026-10-30T13:00:00Z'))).toBe('EDT');
    expect(timeZoneLabel(at('2026-03-06T14:00:00Z'))).toBe('EST');
    expect(timeZoneLabel(at('2026-03-09T13:00:00Z'))).toBe('EDT');
    expect(timeZoneLabel(new Date(Number.NaN))).toBe('ET');
  });
});

describe('independence from the process time zone', () => {
  const originalTZ = process.env.TZ;
  afterEach(() => {
    if (originalTZ === undefined) delete process.env.TZ;
    else process.env.TZ = originalTZ;
  });

  const instants = [
    '2026-11-24T00:00:00Z', // midnight UTC
    '2026-11-24T04:59:00Z', // 23:59 Toronto
    '2026-11-24T05:01:00Z', // 00:01 Toronto
    '2026-11-23T14:59:00Z', // 23:59 Tokyo
    '2026-11-23T15:01:00Z', // 00:01 Tokyo
    '2026-11-23T10:59:00Z', // 23:59 Auckland (NZDT)
    '2026-11-23T11:01:00Z', // 00:01 Auckland
    '2026-03-08T07:30:00Z', // just after spring forward
    '2026-11-01T06:30:00Z', // just after fall back
    '2026-11-20T22:00:00Z', // Friday evening
  ];

  function snapshot(): string {
    return JSON.stringify(
      instants.map((iso) => {
        const now = at(iso);
        const days = availability(now, ['2026-11-24T14:00:00.000Z'], GRID);
        return {
          iso,
          today: calendarDateOf(now),
          dates: bookableDates(now),
          window: bookingWindow(now),
          days: days.map((d) => ({ date: d.date, slots: isoList(d.slots) })),
          labels: days.map((d) => [formatDateLabel(d.date), formatDateParts(d.date)]),
          times: days[0]?.slots.map((s) => [formatSlotTime(s), formatInZone(s, 'Asia/Tokyo'), timeZoneLabel(s)]),
          slots: isoList(slotsOf('2026-03-09')).concat(isoList(slotsOf('2026-11-02'))),
          check: checkBookable(at('2026-11-24T14:30:00Z'), now, GRID),
        };
      }),
    );
  }

  it('gives identical results whatever process.env.TZ is', () => {
    process.env.TZ = 'UTC';
    expect(new Date('2026-11-23T12:00:00Z').getTimezoneOffset()).toBe(0);
    const reference = snapshot();
    for (const zone of [
      'Asia/Tokyo',
      'Pacific/Auckland',
      'America/Los_Angeles',
      'Pacific/Kiritimati',
      'America/Toronto',
      'Europe/London',
    ]) {
      process.env.TZ = zone;
      // prove the zone change really took effect in this process
      if (zone === 'Asia/Tokyo') expect(new Date('2026-11-23T12:00:00Z').getTimezoneOffset()).toBe(-540);
      if (zone === 'Pacific/Auckland') expect(new Date('2026-11-23T12:00:00Z').getTimezoneOffset()).toBe(-780);
      if (zone === 'America/Los_Angeles') expect(new Date('2026-11-23T12:00:00Z').getTimezoneOffset()).toBe(480);
      expect(snapshot(), zone).toBe(reference);
    }
  });
});
