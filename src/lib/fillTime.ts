import { useEffect, useMemo, useRef } from 'react';

/**
 * How long a form has been on screen, sent with it as `fillMs` (FILL_TIME_FIELD): the server answers a
 * submission sent sooner than its minimum like a bot's, silently. Measured from when the form was shown
 * (mount, or `restart` when it is shown again), with the monotonic clock.
 */
export function useFillTimer() {
  const shownAt = useRef<number | null>(null);
  useEffect(() => {
    shownAt.current = performance.now();
  }, []);
  return useMemo(
    () => ({
      restart: () => {
        shownAt.current = performance.now();
      },
      elapsed: () => (shownAt.current === null ? 0 : Math.round(performance.now() - shownAt.current)),
    }),
    [],
  );
}
