/**
 * Who is using the back office, and whether they may: signed out, finishing an email link, checking the
 * account with the staff API, staff, or signed in without the staff claim. Sign-in by Google or by an
 * emailed link; the address a link was sent to is kept in localStorage (Firebase's advice), so that the
 * link completes without asking again on the same device, and is asked for on another.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { STAFF_MESSAGES } from '../../../domain/api/staff';
import type { StaffApi } from '../api';
import type { SignedInUser, StaffSession } from '../session';

export const LINK_EMAIL_KEY = 'lakeforge.staff.signInEmail';

export type AccessState =
  | { kind: 'starting' }
  | { kind: 'signedOut'; notice?: string }
  /** A sign-in link opened where the address it went to is not known (another device, or cleared storage). */
  | { kind: 'confirmEmail'; error?: string }
  | { kind: 'completingLink' }
  | { kind: 'checking'; user: SignedInUser }
  | { kind: 'staff'; user: SignedInUser; owner: boolean }
  | { kind: 'notStaff'; user: SignedInUser };

export type LinkRequest =
  | { kind: 'idle' }
  | { kind: 'sending'; email: string }
  | { kind: 'sent'; email: string }
  | { kind: 'failed'; message: string };

export interface StaffAccessOptions {
  session: StaffSession;
  api: StaffApi;
  /** The page's address now: a sign-in link lands here. */
  currentUrl: string;
  /** Where an emailed link should bring the staff member back (the back office's address). */
  returnUrl: string;
  /** Takes the link's one-time code out of the address bar once used. */
  forgetLinkInUrl(): void;
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
}

function errorText(error: unknown, fallback: string): string {
  const code = (error as { code?: string }).code ?? '';
  if (code === 'auth/invalid-email') return 'That is not a valid email address.';
  if (code === 'auth/invalid-action-code' || code === 'auth/expired-action-code')
    return 'This sign-in link has expired or was used already. Ask for a new one.';
  if (code === 'auth/popup-closed-by-user' || code === 'auth/cancelled-popup-request') return '';
  if (code === 'auth/network-request-failed') return 'The sign-in service did not answer. Check your connection.';
  return fallback;
}

export function useStaffAccess({ session, api, currentUrl, returnUrl, forgetLinkInUrl, storage }: StaffAccessOptions) {
  const [openedLink] = useState(() => (session.isSignInLink(currentUrl) ? currentUrl : null));
  const linkInUrl = useRef(openedLink);
  const completing = useRef(false);
  // Until the link's sign-in brings a user, "nobody is signed in" is the state before it, not an answer.
  const awaitingLinkUser = useRef(openedLink !== null);
  const [state, setState] = useState<AccessState>(() =>
    openedLink && !storage.getItem(LINK_EMAIL_KEY) ? { kind: 'confirmEmail' } : { kind: 'starting' },
  );
  const [linkRequest, setLinkRequest] = useState<LinkRequest>({ kind: 'idle' });
  const [googleError, setGoogleError] = useState('');
  const endedNotice = useRef<string | undefined>(undefined);

  const completeLink = useCallback(
    async (email: string) => {
      const url = linkInUrl.current;
      if (!url || completing.current) return;
      completing.current = true;
      setState({ kind: 'completingLink' });
      try {
        await session.completeSignInLink(email, url);
        storage.removeItem(LINK_EMAIL_KEY);
        linkInUrl.current = null;
        forgetLinkInUrl();
      } catch (error) {
        linkInUrl.current = null;
        awaitingLinkUser.current = false;
        forgetLinkInUrl();
        setState({ kind: 'signedOut', notice: errorText(error, 'That sign-in link did not work. Ask for a new one.') });
      } finally {
        completing.current = false;
      }
    },
    [session, storage, forgetLinkInUrl],
  );

  // The account's access, checked with the API at each sign-in (the claim is the server's to judge).
  useEffect(() => {
    let current = true;
    const unsubscribe = session.onUserChange((user) => {
      if (!user) {
        if (awaitingLinkUser.current) return;
        setState({ kind: 'signedOut', ...(endedNotice.current ? { notice: endedNotice.current } : {}) });
        endedNotice.current = undefined;
        return;
      }
      awaitingLinkUser.current = false;
      setState({ kind: 'checking', user });
      void api.me().then(
        (outcome) => {
          if (!current) return;
          if (outcome.ok) {
            const { uid, email, owner } = outcome.value;
            setState({ kind: 'staff', user: { uid, email }, owner });
          } else if (outcome.reason === 'notStaff') setState({ kind: 'notStaff', user });
          else {
            endedNotice.current = outcome.message;
            void session.signOut();
          }
        },
        () => {
          if (!current) return;
          endedNotice.current = 'The back office did not answer. Check your connection and sign in again.';
          void session.signOut();
        },
      );
    });
    return () => {
      current = false;
      unsubscribe();
    };
  }, [session, api]);

  // A link opened on the device that asked for it completes at once.
  useEffect(() => {
    const email = storage.getItem(LINK_EMAIL_KEY);
    if (linkInUrl.current && email) void completeLink(email);
  }, [completeLink, storage]);

  const sendLink = useCallback(
    async (email: string) => {
      setLinkRequest({ kind: 'sending', email });
      try {
        await session.sendSignInLink(email, returnUrl);
        storage.setItem(LINK_EMAIL_KEY, email);
        setLinkRequest({ kind: 'sent', email });
      } catch (error) {
        setLinkRequest({ kind: 'failed', message: errorText(error, 'The link could not be sent. Please try again.') });
      }
    },
    [session, returnUrl, storage],
  );

  const signInWithGoogle = useCallback(async () => {
    setGoogleError('');
    try {
      await session.signInWithGoogle();
    } catch (error) {
      setGoogleError(errorText(error, 'Google sign-in did not work. Please try again.'));
    }
  }, [session]);

  const signOut = useCallback(() => void session.signOut(), [session]);

  /** A request was refused as signed out even after a fresh token: end the session and say so. */
  const sessionEnded = useCallback(() => {
    endedNotice.current = STAFF_MESSAGES.sessionEnded;
    void session.signOut();
  }, [session]);

  return { state, linkRequest, googleError, sendLink, completeLink, signInWithGoogle, signOut, sessionEnded };
}
