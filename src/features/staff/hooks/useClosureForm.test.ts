import { describe, expect, it } from 'vitest';
import { closureRequest } from './useClosureForm';

const draft = { from: '', to: '', startTime: '', endTime: '', note: '' };

describe('closureRequest', () => {
  it('sends one day as {date}, a range as {from, to}, with the hours and the note only when given', () => {
    expect(closureRequest({ ...draft, from: '2027-04-16' })).toEqual({ request: { date: '2027-04-16' } });
    expect(closureRequest({ ...draft, from: '2027-04-16', to: '2027-04-16' })).toEqual({
      request: { date: '2027-04-16' },
    });
    expect(
      closureRequest({ ...draft, from: '2027-04-16', to: '2027-04-20', startTime: '13:00', note: '  Offsite ' }),
    ).toEqual({ request: { from: '2027-04-16', to: '2027-04-20', startTime: '13:00', note: 'Offsite' } });
  });

  it('refuses a missing first day, a range that runs backwards and hours that end before they start', () => {
    expect(closureRequest(draft)).toEqual({ errors: { from: 'Choose the first day.' } });
    expect(
      closureRequest({ ...draft, from: '2027-04-20', to: '2027-04-19', startTime: '14:00', endTime: '13:00' }),
    ).toEqual({
      errors: { to: 'The last day must not come before the first.', endTime: 'The end must come after the start.' },
    });
  });
});
