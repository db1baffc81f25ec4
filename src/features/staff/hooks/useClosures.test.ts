import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { STAFF_MESSAGES } from '../../../domain/api/staff';
import { booking, closure, fakeApi, invalid, ok, refused } from '../../../../tests/utils/staffApi';
import { useClosures } from './useClosures';

const friday = closure({ id: 'fri', from: '2027-04-16', to: '2027-04-16' });

describe('useClosures', () => {
  it('adds a closure, keeps the bookings it holds to show, and reads the list again', async () => {
    let listed = [friday];
    const held = booking({ slotId: '2027-04-19T14:00:00.000Z', datetime: '2027-04-19T14:00:00.000Z' });
    const monday = closure({ id: 'mon', from: '2027-04-19', to: '2027-04-19' });
    const { api, calls } = fakeApi({
      closures: () => ok({ closures: listed }),
      addClosure: () => {
        listed = [friday, monday];
        return ok({ closure: monday, affectedBookings: [held], heldStarts: [] });
      },
    });
    const { result } = renderHook(() => useClosures(api, () => {}));
    await waitFor(() => expect(result.current.closures).toEqual([friday]));
    let added: boolean | undefined;
    await act(async () => {
      added = await result.current.add({ date: '2027-04-19' });
    });
    expect(added).toBe(true);
    expect(calls.find((call) => call.method === 'addClosure')!.args).toEqual([{ date: '2027-04-19' }]);
    expect(result.current.action).toEqual({
      kind: 'added',
      answer: { closure: monday, affectedBookings: [held], heldStarts: [] },
    });
    expect(result.current.closures).toEqual([friday, monday]);
  });

  it("gives the server's field errors and keeps the list when a closure is refused", async () => {
    const { api } = fakeApi({
      closures: () => ok({ closures: [friday] }),
      addClosure: () => Promise.resolve(invalid({ to: 'The last day must not come before the first.' })),
    });
    const { result } = renderHook(() => useClosures(api, () => {}));
    await waitFor(() => expect(result.current.closures).not.toBeNull());
    await act(() => result.current.add({ from: '2027-04-20', to: '2027-04-19' }));
    expect(result.current.action).toEqual({
      kind: 'refused',
      of: 'add',
      message: STAFF_MESSAGES.invalid,
      fields: { to: 'The last day must not come before the first.' },
    });
    expect(result.current.closures).toEqual([friday]);
  });

  it('shows which closure is being removed, then announces its times are offered again', async () => {
    let listed = [friday];
    let answer!: () => void;
    const { api, calls } = fakeApi({
      closures: () => ok({ closures: listed }),
      removeClosure: () =>
        new Promise((resolve) => {
          answer = () => {
            listed = [];
            resolve({ ok: true, value: { closure: friday } });
          };
        }),
    });
    const { result } = renderHook(() => useClosures(api, () => {}));
    await waitFor(() => expect(result.current.closures).toEqual([friday]));
    let removing!: Promise<boolean>;
    act(() => {
      removing = result.current.remove('fri');
    });
    expect(result.current.action).toEqual({ kind: 'removing', id: 'fri' });
    await act(async () => {
      answer();
      expect(await removing).toBe(true);
    });
    expect(calls.find((call) => call.method === 'removeClosure')!.args).toEqual(['fri']);
    expect(result.current.action).toEqual({
      kind: 'removed',
      message: 'Closure removed: its times are offered again.',
    });
    expect(result.current.closures).toEqual([]);
  });

  it('says when the list could not be read, or an action got no answer', async () => {
    const { api } = fakeApi({
      closures: () => Promise.reject(new Error('offline')),
      removeClosure: () => Promise.reject(new Error('offline')),
    });
    const { result } = renderHook(() => useClosures(api, () => {}));
    await waitFor(() => expect(result.current.loadError).toBe('The back office did not answer. Try again.'));
    let removed: boolean | undefined;
    await act(async () => {
      removed = await result.current.remove('fri');
    });
    expect(removed).toBe(false);
    expect(result.current.action).toMatchObject({
      kind: 'refused',
      message: 'The back office did not answer. Try again.',
    });
  });

  it('signs out when the session ended', async () => {
    const onSignedOut = vi.fn();
    const { api } = fakeApi({
      closures: () => Promise.resolve(refused(401, 'sessionEnded', STAFF_MESSAGES.sessionEnded)),
    });
    const { result } = renderHook(() => useClosures(api, onSignedOut));
    await waitFor(() => expect(result.current.loadError).toBe(STAFF_MESSAGES.sessionEnded));
    expect(onSignedOut).toHaveBeenCalled();
  });
});
