/**
 * The closures panel's state: the closures that have not ended, adding one (the server's field errors come
 * back per field; the confirmed bookings inside it, which a closure never cancels, are kept to show) and
 * removing one. One action at a time; each result is announced.
 */
import { useCallback, useEffect, useState } from 'react';
import type { ClosureAnswer, ClosureRequest, StaffClosure } from '../../../domain/api/staff';
import type { StaffApi, StaffOutcome } from '../api';
import { useSignedOut } from './useSignedOut';

export type ClosuresAction =
  | { kind: 'idle' }
  | { kind: 'adding' }
  | { kind: 'removing'; id: string }
  | { kind: 'added'; answer: ClosureAnswer }
  | { kind: 'removed'; message: string }
  | { kind: 'refused'; of: 'add' | 'remove'; message: string; fields: Record<string, string> };

const NO_ANSWER = 'The back office did not answer. Try again.';

export function useClosures(api: StaffApi, onSignedOutProp: () => void) {
  const onSignedOut = useSignedOut(onSignedOutProp);
  const [closures, setClosures] = useState<StaffClosure[] | null>(null);
  const [loadError, setLoadError] = useState('');
  const [action, setAction] = useState<ClosuresAction>({ kind: 'idle' });

  const reload = useCallback(
    () =>
      api.closures().then(
        (outcome) => {
          if (outcome.ok) {
            setClosures(outcome.value.closures);
            setLoadError('');
            return;
          }
          if (outcome.status === 401) onSignedOut();
          setLoadError(outcome.message);
        },
        () => setLoadError(NO_ANSWER),
      ),
    [api, onSignedOut],
  );

  useEffect(() => {
    void reload();
  }, [reload]);

  const settle = useCallback(
    async <T>(of: 'add' | 'remove', send: () => Promise<StaffOutcome<T>>, done: (value: T) => ClosuresAction) => {
      try {
        const outcome = await send();
        if (!outcome.ok && of === 'remove' && outcome.reason === 'notFound') {
          // Removed meanwhile (by someone else, in another tab): what was asked for is done.
          setAction({ kind: 'removed', message: 'This closure had already been removed: its times are offered.' });
          await reload();
          return true;
        }
        if (!outcome.ok) {
          if (outcome.status === 401) onSignedOut();
          setAction({ kind: 'refused', of, message: outcome.message, fields: outcome.fields });
          return false;
        }
        setAction(done(outcome.value));
        await reload();
        return true;
      } catch {
        setAction({ kind: 'refused', of, message: NO_ANSWER, fields: {} });
        return false;
      }
    },
    [onSignedOut, reload],
  );

  const add = useCallback(
    (request: ClosureRequest) => {
      setAction({ kind: 'adding' });
      return settle(
        'add',
        () => api.addClosure(request),
        (answer) => ({ kind: 'added', answer }),
      );
    },
    [api, settle],
  );

  const remove = useCallback(
    (id: string) => {
      setAction({ kind: 'removing', id });
      return settle(
        'remove',
        () => api.removeClosure(id),
        () => ({ kind: 'removed', message: 'Closure removed: its times are offered again.' }),
      );
    },
    [api, settle],
  );

  return { closures, loadError, action, add, remove };
}
