/**
 * One staff resource read on mount and changed by actions (the availability settings, the bookings feed):
 * its value, the read's failure, and the last action's progress and result.
 */
import { useCallback, useEffect, useState } from 'react';
import type { StaffOutcome } from '../api';
import { useSignedOut } from './useSignedOut';

export type ResourceAction =
  | { kind: 'idle' }
  | { kind: 'busy' }
  | { kind: 'done'; message: string }
  | { kind: 'refused'; message: string; fields: Record<string, string> };

const NO_ANSWER = 'The back office did not answer. Try again.';

export function useStaffResource<T>(read: () => Promise<StaffOutcome<T>>, onSignedOutProp: () => void) {
  const onSignedOut = useSignedOut(onSignedOutProp);
  const [value, setValue] = useState<T | null>(null);
  const [loadError, setLoadError] = useState('');
  const [action, setAction] = useState<ResourceAction>({ kind: 'idle' });

  useEffect(() => {
    let current = true;
    read().then(
      (outcome) => {
        if (!current) return;
        if (outcome.ok) setValue(outcome.value);
        else {
          if (outcome.status === 401) onSignedOut();
          setLoadError(outcome.message);
        }
      },
      () => current && setLoadError(NO_ANSWER),
    );
    return () => {
      current = false;
    };
  }, [read, onSignedOut]);

  /** Sends a change; its answer becomes the value and `success` (or what it says of the answer) is announced. */
  const change = useCallback(
    async (send: () => Promise<StaffOutcome<T>>, success: string | ((value: T) => string)) => {
      setAction({ kind: 'busy' });
      try {
        const outcome = await send();
        if (outcome.ok) {
          setValue(outcome.value);
          setAction({ kind: 'done', message: typeof success === 'string' ? success : success(outcome.value) });
          return true;
        }
        if (outcome.status === 401) onSignedOut();
        setAction({ kind: 'refused', message: outcome.message, fields: outcome.fields });
      } catch {
        setAction({ kind: 'refused', message: NO_ANSWER, fields: {} });
      }
      return false;
    },
    [onSignedOut],
  );

  return { value, loadError, action, change };
}
