import Holidays from 'date-holidays';
import { describe, expect, it } from 'vitest';
import { observedHolidays, ontarioHolidays } from './holidays';

const withCivic = { civicHoliday: true };
const dates = (holidays: { date: string }[]) => holidays.map((holiday) => holiday.date);

describe('ontarioHolidays', () => {
  it('2026: every statutory holiday and the Civic Holiday, in calendar order', () => {
    expect(ontarioHolidays(2026, withCivic)).toEqual([
      { date: '2026-01-01', name: "New Year's Day" },
      { date: '2026-02-16', name: 'Family Day' },
      { date: '2026-04-03', name: 'Good Friday' },
      { date: '2026-05-18', name: 'Victoria Day' },
      { date: '2026-07-01', name: 'Canada Day' },
      { date: '2026-08-03', name: 'Civic Holiday' },
      { date: '2026-09-07', name: 'Labour Day' },
      { date: '2026-10-12', name: 'Thanksgiving' },
      { date: '2026-12-25', name: 'Christmas Day' },
      { date: '2026-12-26', name: 'Boxing Day' },
    ]);
  });

  it('leaves the Civic Holiday out for an employer that does not observe it', () => {
    expect(ontarioHolidays(2026, { civicHoliday: false }).map((holiday) => holiday.name)).not.toContain(
      'Civic Holiday',
    );
  });

  it('Victoria Day is the Monday before May 25, even when May 24 is a Monday', () => {
    expect(dates(ontarioHolidays(2021, withCivic))).toContain('2021-05-24');
    expect(dates(ontarioHolidays(2027, withCivic))).toContain('2027-05-24');
    expect(dates(ontarioHolidays(2025, withCivic))).toContain('2025-05-19');
  });

  it('Good Friday follows Easter, early and late', () => {
    expect(dates(ontarioHolidays(2008, withCivic))).toContain('2008-03-21');
    expect(dates(ontarioHolidays(2038, withCivic))).toContain('2038-04-23');
  });

  // date-holidays (a widely used dataset) as an independent oracle. It lists Easter Monday as public
  // in Ontario, which the Employment Standards Act does not make a holiday, so it is left out.
  it('agrees with the date-holidays dataset for Ontario from 2000 to 2060', () => {
    const reference = new Holidays('CA', 'ON');
    for (let year = 2000; year <= 2060; year++) {
      const expected = reference
        .getHolidays(year)
        .filter((holiday) => holiday.type === 'public' || holiday.name === 'Civic Holiday')
        .filter((holiday) => holiday.name !== 'Easter Monday')
        .map((holiday) => holiday.date.slice(0, 10));
      expect(dates(ontarioHolidays(year, withCivic)), String(year)).toEqual(expected);
    }
  });

  it('refuses a year it cannot compute', () => {
    expect(() => ontarioHolidays(Number.NaN, withCivic)).toThrow(RangeError);
    expect(() => ontarioHolidays(2026.5, withCivic)).toThrow(RangeError);
  });
});

describe('observedHolidays', () => {
  it('moves a Saturday Christmas and a Sunday Boxing Day to Monday and Tuesday (2021)', () => {
    const observed = observedHolidays(2021, withCivic);
    expect(observed).toContainEqual({ date: '2021-12-27', name: 'Christmas Day (observed)' });
    expect(observed).toContainEqual({ date: '2021-12-28', name: 'Boxing Day (observed)' });
    expect(dates(observed)).not.toContain('2021-12-25');
  });

  it('moves a Sunday Christmas past Boxing Day on Monday (2022), and a Saturday New Year to Monday', () => {
    const observed = observedHolidays(2022, withCivic);
    expect(observed).toContainEqual({ date: '2022-12-26', name: 'Boxing Day' });
    expect(observed).toContainEqual({ date: '2022-12-27', name: 'Christmas Day (observed)' });
    expect(observed).toContainEqual({ date: '2022-01-03', name: "New Year's Day (observed)" });
  });

  it('moves Canada Day on a Saturday (2023) or a Sunday (2029) to the Monday', () => {
    expect(observedHolidays(2023, withCivic)).toContainEqual({ date: '2023-07-03', name: 'Canada Day (observed)' });
    expect(observedHolidays(2029, withCivic)).toContainEqual({ date: '2029-07-02', name: 'Canada Day (observed)' });
  });

  it('moves a Saturday Boxing Day (2026) to Monday the 28th', () => {
    expect(observedHolidays(2026, withCivic)).toContainEqual({ date: '2026-12-28', name: 'Boxing Day (observed)' });
  });

  it('gives every holiday one distinct weekday in its own year, for a century', () => {
    for (let year = 2000; year <= 2100; year++) {
      const observed = observedHolidays(year, withCivic);
      expect(observed).toHaveLength(ontarioHolidays(year, withCivic).length);
      expect(new Set(dates(observed)).size, String(year)).toBe(observed.length);
      for (const { date } of observed) {
        const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
        expect([0, 6], date).not.toContain(weekday);
        expect(date.startsWith(`${year}-`), date).toBe(true);
      }
    }
  });
});
