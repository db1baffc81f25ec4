import { describe, expect, it } from 'vitest';
import { MIN_FILL_MS } from '../domain/forms/fields';
import { fillTimeToSend, type PageClock } from './fillTime';

/** A clock whose first wait ends `early` ms before it was asked to (a timer and the page's clock may disagree). */
function clockFrom(start: number, early = 0) {
  let now = start;
  const waits: number[] = [];
  const clock: PageClock = {
    sinceShown: () => now,
    wait: async (ms) => {
      now += ms - (waits.length === 0 ? early : 0);
      waits.push(ms);
    },
  };
  return { clock, waits };
}

describe('fillTimeToSend', () => {
  it('answers at once, in whole milliseconds, for a visitor who has had the page longer than the minimum', async () => {
    const { clock, waits } = clockFrom(MIN_FILL_MS + 0.75);
    expect(await fillTimeToSend(clock)).toBe(MIN_FILL_MS);
    expect(waits).toEqual([]);
  });

  it('waits out the rest of the minimum, counted from when the page was shown', async () => {
    const { clock, waits } = clockFrom(400.4);
    expect(await fillTimeToSend(clock)).toBe(MIN_FILL_MS);
    expect(waits).toEqual([MIN_FILL_MS - 400]);
  });

  it('never answers less than the minimum, even when a wait ends early', async () => {
    const { clock, waits } = clockFrom(0, 5);
    expect(await fillTimeToSend(clock)).toBeGreaterThanOrEqual(MIN_FILL_MS);
    expect(waits).toEqual([MIN_FILL_MS, 5]);
  });
});
