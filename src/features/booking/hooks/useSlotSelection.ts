/** Where the visitor is in the wizard and what they chose: the step, the date and the time slot. */
import { useCallback, useState } from 'react';
import type { CalendarDate } from '../../../domain/calendarDate';

export type Step = 'date' | 'time' | 'details' | 'done';

export function useSlotSelection() {
  const [step, setStep] = useState<Step>('date');
  const [date, setDate] = useState<CalendarDate | null>(null);
  /** The chosen slot's start, in epoch milliseconds. */
  const [slot, setSlot] = useState<number | null>(null);
  const goTo = useCallback((next: Step) => setStep(next), []);

  /** A date advances to the times; another date than before forgets the time. */
  const chooseDate = (chosen: CalendarDate) => {
    if (chosen !== date) setSlot(null);
    setDate(chosen);
    goTo('time');
  };

  const chooseTime = (start: Date) => {
    setSlot(start.getTime());
    goTo('details');
  };

  /** The chosen time was taken: back to the times of the same date, none chosen. */
  const slotTaken = useCallback(() => {
    setSlot(null);
    goTo('time');
  }, [goTo]);

  /** Nothing chosen, back to the dates. */
  const restart = () => {
    setDate(null);
    setSlot(null);
    goTo('date');
  };

  return { step, date, slot, goTo, chooseDate, chooseTime, slotTaken, restart };
}

export type SlotSelection = ReturnType<typeof useSlotSelection>;
