import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SignedInUser, StaffSession } from '../session';
import { fakeApi, refused } from '../../../../tests/utils/staffApi';
import { LINK_EMAIL_KEY, useStaffAccess } from './useStaffAccess';

const LINK = 'http://127.0.0.1:5000/staff?mode=signIn&oobCode=abc&apiKey=k';

/** A session whose sign-ins succeed at once (Firebase Auth is exercised end to end). */
function fakeSession() {
  let listener: (user: SignedInUser | null) => void = () => {};
  const sent: { email: string; returnUrl: string }[] = [];
  const completed: { email: string; url: string }[] = [];
  const session: StaffSession = {
    onUserChange(next) {
      listener = next;
      next(null);
      return () => {};
    },
    idToken: () => Promise.resolve('token'),
    signInWithGoogle: () => Promise.resolve(),
    sendSignInLink: (email, returnUrl) => {
      sent.push({ email, returnUrl });
      return Promise.resolve();
    },
    isSignInLink: (url) => url.includes('mode=signIn'),
    completeSignInLink: (email, url) => {
      completed.push({ email, url });
      listener({ uid: 'u1', email });
      return Promise.resolve();
    },
    signOut: () => {
      listener(null);
      return Promise.resolve();
    },
  };
  return { session, sent, completed };
}

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

function setup(
  currentUrl: string,
  me = fakeApi({
    me: () => Promise.resolve({ ok: true, value: { uid: 'u1', email: 'ada@lakeforge.ca', owner: false } }),
  }),
) {
  const fake = fakeSession();
  const storage = memoryStorage();
  let forgotten = 0;
  const hook = renderHook(() =>
    useStaffAccess({
      session: fake.session,
      api: me.api,
      currentUrl,
      returnUrl: 'http://127.0.0.1:5000/staff',
      forgetLinkInUrl: () => forgotten++,
      storage,
    }),
  );
  return { ...fake, storage, hook, forgotten: () => forgotten };
}

describe('useStaffAccess', () => {
  it('sends a link back to the back office and remembers the address; the link then signs in without asking', async () => {
    const first = setup('http://127.0.0.1:5000/staff');
    expect(first.hook.result.current.state).toEqual({ kind: 'signedOut' });
    await act(() => first.hook.result.current.sendLink('ada@lakeforge.ca'));
    expect(first.sent).toEqual([{ email: 'ada@lakeforge.ca', returnUrl: 'http://127.0.0.1:5000/staff' }]);
    expect(first.hook.result.current.linkRequest).toEqual({ kind: 'sent', email: 'ada@lakeforge.ca' });
    expect(first.storage.getItem(LINK_EMAIL_KEY)).toBe('ada@lakeforge.ca');
  });

  it('completes a link opened where it was asked for, forgets the code and the address, and checks the account', async () => {
    const fake = fakeSession();
    const storage = memoryStorage();
    storage.setItem(LINK_EMAIL_KEY, 'ada@lakeforge.ca');
    let forgotten = 0;
    const { api } = fakeApi({
      me: () => Promise.resolve({ ok: true, value: { uid: 'u1', email: 'ada@lakeforge.ca', owner: false } }),
    });
    const { result } = renderHook(() =>
      useStaffAccess({
        session: fake.session,
        api,
        currentUrl: LINK,
        returnUrl: '',
        forgetLinkInUrl: () => forgotten++,
        storage,
      }),
    );
    await waitFor(() =>
      expect(result.current.state).toEqual({
        kind: 'staff',
        user: { uid: 'u1', email: 'ada@lakeforge.ca' },
        owner: false,
      }),
    );
    expect(fake.completed).toEqual([{ email: 'ada@lakeforge.ca', url: LINK }]);
    expect(storage.getItem(LINK_EMAIL_KEY)).toBeNull();
    expect(forgotten).toBe(1);
  });

  it('asks for the address when the link is opened on another device', async () => {
    const { hook, completed } = setup(LINK);
    expect(hook.result.current.state).toEqual({ kind: 'confirmEmail' });
    await act(() => hook.result.current.completeLink('ada@lakeforge.ca'));
    expect(completed).toEqual([{ email: 'ada@lakeforge.ca', url: LINK }]);
    await waitFor(() => expect(hook.result.current.state.kind).toBe('staff'));
  });

  it('tells an account without the claim so, and a refused session that it ended', async () => {
    const notStaff = setup(LINK, fakeApi({ me: () => Promise.resolve(refused(403, 'notStaff')) }));
    await act(() => notStaff.hook.result.current.completeLink('visitor@example.com'));
    await waitFor(() => expect(notStaff.hook.result.current.state.kind).toBe('notStaff'));

    const ended = setup(
      LINK,
      fakeApi({ me: () => Promise.resolve(refused(401, 'sessionEnded', 'Your session has ended.')) }),
    );
    await act(() => ended.hook.result.current.completeLink('ada@lakeforge.ca'));
    await waitFor(() =>
      expect(ended.hook.result.current.state).toEqual({ kind: 'signedOut', notice: 'Your session has ended.' }),
    );
  });
});
