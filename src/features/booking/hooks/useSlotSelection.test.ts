import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSlotSelection } from './useSlotSelection';

const NINE = new Date('2026-07-15T13:00:00Z');
const TEN = new Date('2026-07-15T14:00:00Z');

function choose() {
  const { result } = renderHook(() => useSlotSelection());
  act(() => result.current.chooseDate('2026-07-15'));
  act(() => result.current.chooseTime(NINE));
  return result;
}

describe('useSlotSelection', () => {
  it('starts on the dates with nothing chosen', () => {
    const { result } = renderHook(() => useSlotSelection());
    expect(result.current).toMatchObject({ step: 'date', date: null, slot: null });
  });

  it('a date advances to the times, a time to the details', () => {
    const { result } = renderHook(() => useSlotSelection());
    act(() => result.current.chooseDate('2026-07-15'));
    expect(result.current).toMatchObject({ step: 'time', date: '2026-07-15', slot: null });
    act(() => result.current.chooseTime(NINE));
    expect(result.current).toMatchObject({ step: 'details', slot: NINE.getTime() });
  });

  it('keeps the time when the same date is chosen again and forgets it for another date', () => {
    const result = choose();
    act(() => result.current.chooseDate('2026-07-15'));
    expect(result.current.slot).toBe(NINE.getTime());
    act(() => result.current.chooseTime(TEN));
    act(() => result.current.chooseDate('2026-07-16'));
    expect(result.current).toMatchObject({ step: 'time', date: '2026-07-16', slot: null });
  });

  it('a taken slot returns to the times of the same date with no time chosen', () => {
    const result = choose();
    act(() => result.current.slotTaken());
    expect(result.current).toMatchObject({ step: 'time', date: '2026-07-15', slot: null });
  });

  it('restart returns to the dates with nothing chosen', () => {
    const result = choose();
    act(() => result.current.goTo('done'));
    act(() => result.current.restart());
    expect(result.current).toMatchObject({ step: 'date', date: null, slot: null });
  });
});
