import { describe, expect, it } from 'vitest';
import { reminderTime } from './reminder';

const START = new Date('2026-11-26T16:00:00.000Z'); // Thursday 11:00 AM EST

describe('reminderTime', () => {
  it('is a day before a meeting booked a day or more ahead', () => {
    expect(reminderTime(START, new Date('2026-11-23T15:10:00.000Z'))).toEqual(new Date('2026-11-25T16:00:00.000Z'));
    expect(reminderTime(START, new Date('2026-11-25T16:00:00.000Z'))).toEqual(new Date('2026-11-25T16:00:00.000Z'));
  });

  it('is an hour before a meeting booked less than a day ahead', () => {
    expect(reminderTime(START, new Date('2026-11-25T16:00:01.000Z'))).toEqual(new Date('2026-11-26T15:00:00.000Z'));
    expect(reminderTime(START, new Date('2026-11-26T14:30:00.000Z'))).toEqual(new Date('2026-11-26T15:00:00.000Z'));
  });

  it('is none for a meeting booked an hour or less ahead', () => {
    expect(reminderTime(START, new Date('2026-11-26T15:00:00.000Z'))).toBeUndefined();
    expect(reminderTime(START, new Date('2026-11-26T15:45:00.000Z'))).toBeUndefined();
  });
});
