import { describe, expect, it } from 'vitest';
import { availability, calendarDateOf, checkBookable, SLOT_TIMES, slotId, slotsOf } from '../booking/slots';
import { slotsClosedBy } from './closedSlots';
import { DEFAULT_RULES, GRID_ONLY as open, rulesFromDocuments, type AvailabilityRules } from './rules';
import type { ClosureRule } from './model';

// Instants are explicit UTC ISO strings. November 2026 is EST (UTC-5): 09:00 Toronto is 14:00Z.
const at = (iso: string) => new Date(iso);
const MONDAY_0800 = at('2026-11-23T13:00:00Z');
const rules = (change: Partial<AvailabilityRules>): AvailabilityRules => ({ ...open, ...change });
const closure = (from: string, to: string, hours: Partial<ClosureRule> = {}): ClosureRule => ({
  id: `c-${from}`,
  from,
  to,
  ...hours,
});
/** The offered Toronto wall times of one date, e.g. ['09:00', '09:30', …]. */
const timesOn = (date: string, now: Date, given: AvailabilityRules) => {
  const day = availability(now, [], given).find((offered) => offered.date === date);
  const starts = slotsOf(date).map(slotId);
  return (day?.slots ?? []).map((start) => SLOT_TIMES[starts.indexOf(slotId(start))]);
};
const offeredDates = (now: Date, given: AvailabilityRules) => availability(now, [], given).map((day) => day.date);

describe('closures', () => {
  it('a date range closes every day in it, both ends included', () => {
    const given = rules({ closures: [closure('2026-11-24', '2026-11-26')] });
    expect(offeredDates(MONDAY_0800, given)).toEqual(['2026-11-23', '2026-11-27']);
    expect(checkBookable(at('2026-11-26T21:30:00Z'), MONDAY_0800, given)).toEqual({ ok: false, reason: 'closed' });
    expect(checkBookable(at('2026-11-27T14:00:00Z'), MONDAY_0800, given)).toEqual({ ok: true });
  });

  it('"Friday from 13:00" keeps the morning: the 12:30 slot ends as the closure starts', () => {
    const given = rules({ closures: [closure('2026-11-27', '2026-11-27', { startTime: '13:00' })] });
    expect(timesOn('2026-11-27', MONDAY_0800, given)).toEqual([
      '09:00',
      '09:30',
      '10:00',
      '10:30',
      '11:00',
      '11:30',
      '12:00',
      '12:30',
    ]);
    expect(checkBookable(at('2026-11-27T18:00:00Z'), MONDAY_0800, given)).toEqual({ ok: false, reason: 'closed' });
    expect(checkBookable(at('2026-11-27T17:30:00Z'), MONDAY_0800, given)).toEqual({ ok: true });
  });

  it('a morning closure until 11:00, and hours off the half-hour grid close every slot they touch', () => {
    const given = rules({
      closures: [
        closure('2026-11-24', '2026-11-24', { endTime: '11:00' }),
        closure('2026-11-25', '2026-11-25', { startTime: '12:15', endTime: '12:45' }),
      ],
    });
    expect(timesOn('2026-11-24', MONDAY_0800, given)[0]).toBe('11:00');
    expect(timesOn('2026-11-25', MONDAY_0800, given)).not.toContain('12:00');
    expect(timesOn('2026-11-25', MONDAY_0800, given)).not.toContain('12:30');
    expect(timesOn('2026-11-25', MONDAY_0800, given)).toContain('11:30');
    expect(timesOn('2026-11-25', MONDAY_0800, given)).toContain('13:00');
  });

  it('a closure outside the window or on a weekend changes nothing', () => {
    const given = rules({ closures: [closure('2026-11-28', '2026-11-29'), closure('2026-12-24', '2026-12-31')] });
    expect(availability(MONDAY_0800, [], given)).toEqual(availability(MONDAY_0800, [], open));
  });
});

describe('minimum notice', () => {
  it('by default (2 hours) Monday 08:00 first offers 10:00, and the past rule stays the floor with no notice', () => {
    expect(timesOn('2026-11-23', MONDAY_0800, DEFAULT_RULES)[0]).toBe('10:00');
    expect(checkBookable(at('2026-11-23T14:30:00Z'), MONDAY_0800, DEFAULT_RULES)).toEqual({
      ok: false,
      reason: 'too-soon',
    });
    expect(checkBookable(at('2026-11-23T15:00:00Z'), MONDAY_0800, DEFAULT_RULES)).toEqual({ ok: true });
    const noon = at('2026-11-23T17:00:00Z');
    expect(checkBookable(noon, noon, open)).toEqual({ ok: false, reason: 'past' });
    expect(checkBookable(at('2026-11-23T17:30:00Z'), noon, open)).toEqual({ ok: true });
  });

  it('leaves a day out when the notice covers all of it, and reaches across midnight', () => {
    const mondayThree = at('2026-11-23T20:00:00Z'); // 15:00: two hours later is past 16:30
    expect(offeredDates(mondayThree, DEFAULT_RULES)[0]).toBe('2026-11-24');
    const mondayTen = at('2026-11-24T03:00:00Z'); // Monday 22:00, 12 hours' notice: Tuesday from 10:00
    expect(timesOn('2026-11-24', mondayTen, rules({ noticeMinutes: 12 * 60 }))[0]).toBe('10:00');
  });

  it('counts real hours across the spring-forward night (Sunday March 14, 2027)', () => {
    const saturdayEight = at('2027-03-14T01:00:00Z'); // Saturday 20:00 EST
    // 37 hours later is Monday 10:00 EDT (14:00Z); on the wall clock it would be 09:00.
    const given = rules({ noticeMinutes: 37 * 60 });
    expect(timesOn('2027-03-15', saturdayEight, given)[0]).toBe('10:00');
    expect(checkBookable(at('2027-03-15T13:30:00Z'), saturdayEight, given)).toEqual({
      ok: false,
      reason: 'too-soon',
    });
  });
});

describe('busy intervals and the buffer', () => {
  const meeting = { start: at('2026-11-24T15:00:00Z'), end: at('2026-11-24T16:00:00Z') }; // Tuesday 10:00–11:00

  it('closes the slots the busy time overlaps, not the one that ends as it starts', () => {
    const times = timesOn('2026-11-24', MONDAY_0800, rules({ busy: [meeting] }));
    expect(times).toContain('09:30');
    expect(times).not.toContain('10:00');
    expect(times).not.toContain('10:30');
    expect(times).toContain('11:00');
    expect(checkBookable(at('2026-11-24T15:30:00Z'), MONDAY_0800, rules({ busy: [meeting] }))).toEqual({
      ok: false,
      reason: 'busy',
    });
  });

  it('extends each busy time by the buffer after it, never before it', () => {
    const fifteen = timesOn('2026-11-24', MONDAY_0800, rules({ busy: [meeting], bufferMinutes: 15 }));
    expect(fifteen).toContain('09:30');
    expect(fifteen).not.toContain('11:00');
    expect(fifteen).toContain('11:30');
    const hour = timesOn('2026-11-24', MONDAY_0800, rules({ busy: [meeting], bufferMinutes: 60 }));
    expect(hour).not.toContain('11:30');
    expect(hour).toContain('12:00');
  });

  it('a short busy time off the grid closes its slot; an all-day one closes the day', () => {
    const dentist = { start: at('2026-11-25T14:45:00Z'), end: at('2026-11-25T14:50:00Z') }; // Wednesday 09:45
    const allDay = { start: at('2026-11-26T05:00:00Z'), end: at('2026-11-27T05:00:00Z') }; // Thursday
    const given = rules({ busy: [dentist, allDay] });
    expect(timesOn('2026-11-25', MONDAY_0800, given).slice(0, 2)).toEqual(['09:00', '10:00']);
    expect(offeredDates(MONDAY_0800, given)).not.toContain('2026-11-26');
  });

  it('reads instants, so a busy time across the spring-forward night ends at the right hour', () => {
    // Until Monday March 15, 2027 09:30 EDT (13:30Z); read as EST it would end an hour later.
    const trip = { start: at('2027-03-13T17:00:00Z'), end: at('2027-03-15T13:30:00Z') };
    expect(timesOn('2027-03-15', at('2027-03-12T17:00:00Z'), rules({ busy: [trip] }))[0]).toBe('09:30');
  });
});

describe('the order of the rules', () => {
  it('names the first rule that refuses: closed before past, past before too soon, too soon before busy', () => {
    const now = at('2026-11-24T15:10:00Z'); // Tuesday 10:10
    const all = rules({
      closures: [closure('2026-11-24', '2026-11-24', { endTime: '10:00' })],
      noticeMinutes: 120,
      busy: [{ start: at('2026-11-24T15:00:00Z'), end: at('2026-11-24T20:00:00Z') }],
    });
    expect(checkBookable(at('2026-11-24T14:00:00Z'), now, all)).toEqual({ ok: false, reason: 'closed' });
    expect(checkBookable(at('2026-11-24T15:00:00Z'), now, all)).toEqual({ ok: false, reason: 'past' });
    expect(checkBookable(at('2026-11-24T16:00:00Z'), now, all)).toEqual({ ok: false, reason: 'too-soon' });
    expect(checkBookable(at('2026-11-24T18:00:00Z'), now, all)).toEqual({ ok: false, reason: 'busy' });
    expect(checkBookable(at('2026-11-24T20:00:00Z'), now, all)).toEqual({ ok: true });
  });

  it('checkBookable accepts exactly the starts availability offers, under every rule at once', () => {
    const all = rules({
      closures: [closure('2026-11-25', '2026-11-25'), closure('2026-11-27', '2026-11-27', { startTime: '13:00' })],
      noticeMinutes: 150,
      bufferMinutes: 30,
      busy: [{ start: at('2026-11-24T15:00:00Z'), end: at('2026-11-24T16:10:00Z') }],
    });
    for (const iso of [
      '2026-11-23T13:00:00Z',
      '2026-11-23T19:45:00Z',
      '2026-11-24T14:59:00Z',
      '2026-11-26T04:00:00Z',
    ]) {
      const now = at(iso);
      const offered = new Set(availability(now, [], all).flatMap((day) => day.slots.map(slotId)));
      for (let day = -1; day < 9; day++) {
        for (const start of slotsOf(calendarDateOf(new Date(now.getTime() + day * 86_400_000)))) {
          expect(checkBookable(start, now, all).ok, `${slotId(start)} at ${iso}`).toBe(offered.has(slotId(start)));
        }
      }
    }
  });
});

describe('rulesFromDocuments', () => {
  it('gives the defaults when neither document exists yet', () => {
    expect(rulesFromDocuments(null, undefined)).toEqual(DEFAULT_RULES);
  });

  it('reads stored closures, settings and busy intervals (timestamps as Dates or with toDate)', () => {
    const stamp = (iso: string) => ({ toDate: () => at(iso) });
    const read = rulesFromDocuments(
      {
        closures: [
          { id: 'a', from: '2026-12-24', to: '2026-12-24' },
          { id: 'b', from: '2026-12-29', to: '2026-12-31', startTime: '13:00' },
        ],
        noticeMinutes: 60,
        bufferMinutes: 15,
      },
      { intervals: [{ start: stamp('2026-11-24T15:00:00Z'), end: at('2026-11-24T16:00:00Z') }] },
    );
    expect(read).toEqual({
      closures: [
        { id: 'a', from: '2026-12-24', to: '2026-12-24' },
        { id: 'b', from: '2026-12-29', to: '2026-12-31', startTime: '13:00' },
      ],
      noticeMinutes: 60,
      bufferMinutes: 15,
      busy: [{ start: at('2026-11-24T15:00:00Z'), end: at('2026-11-24T16:00:00Z') }],
    });
  });

  it('drops what it cannot read and keeps the defaults for settings out of bounds', () => {
    const read = rulesFromDocuments(
      {
        closures: [{ id: 'x', from: '2026-12-31', to: '2026-12-24' }, { id: 'y', from: 'soon', to: 'later' }, 'z'],
        noticeMinutes: -5,
        bufferMinutes: 10_000,
      },
      { intervals: [{ start: at('2026-11-24T16:00:00Z'), end: at('2026-11-24T15:00:00Z') }, null] },
    );
    expect(read).toEqual(DEFAULT_RULES);
  });
});

describe('slotsClosedBy', () => {
  it('names the future slots of the window a closure overlaps, nothing past or beyond the window', () => {
    const noon = at('2026-11-23T17:00:00Z'); // Monday 12:00
    const week = closure('2026-11-20', '2026-12-31', { startTime: '16:00' });
    expect(slotsClosedBy(week, noon).map(slotId)).toEqual(
      ['23', '24', '25', '26', '27'].flatMap((day) => [`2026-11-${day}T21:00:00.000Z`, `2026-11-${day}T21:30:00.000Z`]),
    );
    expect(slotsClosedBy(closure('2026-11-23', '2026-11-23', { endTime: '12:00' }), noon)).toEqual([]);
  });
});
