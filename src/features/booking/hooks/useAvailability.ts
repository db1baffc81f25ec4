/**
 * The wizard's availability: one range query on `slots` over the whole bookable window and, at the
 * same time, the agency's availability rules (closures, notice, busy times), turned into the offered
 * days and their free times by `availability(now, taken, rules)`. Loads on mount; `reload`
 * reads again (the newest read wins). Slots this visitor learnt are taken stay out even if a read
 * raced the server's write.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { availability, bookingWindow, calendarDateOf, type DayAvailability } from '../../../domain/booking/slots';
import type { CalendarDate } from '../../../domain/calendarDate';
import type { BookingConfig } from '../config';
import { fetchAvailabilityRules } from '../../../lib/availabilityRules';
import { fetchTakenStarts } from '../firestore';
import { BOOKING_TOASTS, type ToastOptions } from '../toasts';

export type LoadStatus = 'loading' | 'ready' | 'error';

/** `notify` shows a failure (the wizard: a toast). */
export function useAvailability(config: BookingConfig, notify: (message: string, options?: ToastOptions) => void) {
  const [status, setStatus] = useState<LoadStatus>('loading');
  const [days, setDays] = useState<DayAvailability[]>([]);
  const [today, setToday] = useState<CalendarDate>('');
  const loadSeq = useRef(0);
  const knownTaken = useRef(new Set<number>());
  const notifyRef = useRef(notify);
  useEffect(() => {
    notifyRef.current = notify;
  });

  /** Reads `slots` over the window; on failure notifies `failureMessage`. Returns the days, or null. */
  const load = useCallback(
    async (failureMessage: string): Promise<DayAvailability[] | null> => {
      const id = ++loadSeq.current;
      const now = config.now();
      try {
        const [taken, rules] = await Promise.all([
          fetchTakenStarts(config.firestore, bookingWindow(now), now),
          fetchAvailabilityRules(config.firestore),
        ]);
        if (id !== loadSeq.current) return null;
        const offered = availability(now, [...taken, ...knownTaken.current], rules);
        setDays(offered);
        setToday(calendarDateOf(now));
        setStatus('ready');
        return offered;
      } catch {
        if (id !== loadSeq.current) return null;
        setStatus('error');
        notifyRef.current(failureMessage, { withInlineActions: true });
        return null;
      }
    },
    [config],
  );

  useEffect(() => {
    void load(BOOKING_TOASTS.datesFailed);
  }, [load]);

  const reload = useCallback(
    (failureMessage: string) => {
      setStatus('loading');
      return load(failureMessage);
    },
    [load],
  );

  /** Keeps `start` out of every later read's offer. */
  const markTaken = useCallback((start: Date) => {
    knownTaken.current.add(start.getTime());
  }, []);

  /** The free times of `date` (none for a day not offered). */
  const timesOf = (date: CalendarDate | null) => days.find((day) => day.date === date)?.slots ?? [];

  return { status, days, today, reload, markTaken, timesOf };
}

export type Availability = ReturnType<typeof useAvailability>;
