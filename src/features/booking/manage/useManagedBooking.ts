/**
 * The manage page's state: loads the booking its link names, and moves or cancels it. The token comes
 * from the page's address; after a move the page's address takes the booking's new token (the old one
 * expires with the old time).
 */
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { ManagedBookingView } from '../../../domain/api/manage';
import { callManage, type ManageResult } from './api';
import { meetingLabel } from './labels';

export interface ManageNotice {
  tone: 'success' | 'error';
  text: string;
}

export type ManageState =
  | { kind: 'loading' }
  | { kind: 'invalid' }
  | { kind: 'expired' }
  | { kind: 'error' }
  | { kind: 'ready'; booking: ManagedBookingView; busy: boolean; notice?: ManageNotice };

export const FAILED_TEXT = "We couldn't reach our booking service. Please try again in a moment.";

const notEmailed = " We couldn't send you the email about it, but the change is saved.";

export interface ManagedBooking {
  state: ManageState;
  reload(): void;
  reschedule(datetime: string): Promise<void>;
  cancel(): Promise<void>;
}

const noSubscription = () => () => {};

export function useManagedBooking(
  token: string | null,
  apiOrigin: string,
  onTokenChange: (token: string) => void,
): ManagedBooking {
  // The prerendered page (and its hydration) shows "loading": the token is only known in the browser.
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const [state, setState] = useState<ManageState>({ kind: 'loading' });
  // The link's token, then the booking's newer one after a move (the address follows, this page keeps its state).
  const [firstToken] = useState(token);
  const current = useRef(firstToken);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!current.current) return;
    let live = true;
    void callManage(apiOrigin, { action: 'view', token: current.current }).then((result) => {
      if (live) setState(loaded(result));
    });
    return () => {
      live = false;
    };
  }, [apiOrigin, firstToken, attempt]);

  const reload = useCallback(() => {
    setState({ kind: 'loading' });
    setAttempt((count) => count + 1);
  }, []);

  const change = useCallback(
    async (
      request: { action: 'cancel' } | { action: 'reschedule'; datetime: string; expectedStart: string },
      success: (booking: ManagedBookingView) => string,
    ) => {
      const token = current.current;
      if (!token) return;
      setState((previous) => (previous.kind === 'ready' ? { ...previous, busy: true, notice: undefined } : previous));
      const result = await callManage(apiOrigin, { ...request, token });
      if (result.kind === 'ok') {
        const { booking, token: next, emailed } = result.answer;
        setState({
          kind: 'ready',
          booking,
          busy: false,
          notice: { tone: 'success', text: success(booking) + (emailed === false ? notEmailed : '') },
        });
        if (next && next !== token) {
          current.current = next;
          onTokenChange(next);
        }
        return;
      }
      if (result.kind === 'refused' || result.kind === 'failed') {
        const notice: ManageNotice = { tone: 'error', text: result.kind === 'refused' ? result.message : FAILED_TEXT };
        setState((previous) => (previous.kind === 'ready' ? { ...previous, busy: false, notice } : previous));
        // Someone else just took the time, or the booking changed: show it as it is now.
        if (result.kind === 'refused' && result.status === 409) {
          const fresh = await callManage(apiOrigin, { action: 'view', token });
          if (fresh.kind === 'ok') setState({ kind: 'ready', booking: fresh.answer.booking, busy: false, notice });
        }
        return;
      }
      setState(loaded(result));
    },
    [apiOrigin, onTokenChange],
  );

  const shown: ManageState = !hydrated ? { kind: 'loading' } : firstToken ? state : { kind: 'invalid' };
  return {
    state: shown,
    reload,
    // With the time the page shows: if the booking has moved since (another tab, another device), the
    // server refuses the move with 409 and the page shows the booking as it is now.
    reschedule: async (datetime) => {
      if (state.kind !== 'ready') return;
      await change(
        { action: 'reschedule', datetime, expectedStart: state.booking.datetime },
        (booking) => `Done: your consultation is now on ${meetingLabel(booking.datetime)}.`,
      );
    },
    cancel: () => change({ action: 'cancel' }, () => 'Your consultation is cancelled.'),
  };
}

function loaded(result: ManageResult): ManageState {
  switch (result.kind) {
    case 'ok':
      return { kind: 'ready', booking: result.answer.booking, busy: false };
    case 'invalid':
      return { kind: 'invalid' };
    case 'expired':
      return { kind: 'expired' };
    default:
      return { kind: 'error' };
  }
}
