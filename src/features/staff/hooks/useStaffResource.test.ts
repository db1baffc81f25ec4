import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { STAFF_MESSAGES } from '../../../domain/api/staff';
import type { StaffOutcome } from '../api';
import { invalid, ok, refused } from '../../../../tests/utils/staffApi';
import { useStaffResource } from './useStaffResource';

type Feed = { url: string };
const read = () => ok<Feed>({ url: 'https://example.com/a.ics' });

describe('useStaffResource', () => {
  it('reads the value on mount; a change becomes the value and its success is announced', async () => {
    const { result } = renderHook(() => useStaffResource(read, () => {}));
    await waitFor(() => expect(result.current.value).toEqual({ url: 'https://example.com/a.ics' }));
    let changed: boolean | undefined;
    await act(async () => {
      changed = await result.current.change(() => ok({ url: 'https://example.com/b.ics' }), 'New address made.');
    });
    expect(changed).toBe(true);
    expect(result.current.value).toEqual({ url: 'https://example.com/b.ics' });
    expect(result.current.action).toEqual({ kind: 'done', message: 'New address made.' });
  });

  it('shows progress while a change is sent, and keeps the value when it is refused, with the field errors', async () => {
    const { result } = renderHook(() => useStaffResource(read, () => {}));
    await waitFor(() => expect(result.current.value).not.toBeNull());
    let answer!: (outcome: StaffOutcome<Feed>) => void;
    let sent!: Promise<boolean>;
    act(() => {
      sent = result.current.change(() => new Promise((resolve) => (answer = resolve)), 'Saved.');
    });
    expect(result.current.action).toEqual({ kind: 'busy' });
    await act(async () => {
      answer(invalid({ url: 'No.' }));
      expect(await sent).toBe(false);
    });
    expect(result.current.action).toEqual({ kind: 'refused', message: STAFF_MESSAGES.invalid, fields: { url: 'No.' } });
    expect(result.current.value).toEqual({ url: 'https://example.com/a.ics' });
  });

  it('says when the back office did not answer, a read or a change', async () => {
    const { result } = renderHook(() =>
      useStaffResource(
        () => Promise.reject(new Error('offline')),
        () => {},
      ),
    );
    await waitFor(() => expect(result.current.loadError).toBe('The back office did not answer. Try again.'));
    await act(() => result.current.change(() => Promise.reject(new Error('offline')), 'Saved.'));
    expect(result.current.action).toMatchObject({
      kind: 'refused',
      message: 'The back office did not answer. Try again.',
    });
  });

  it('signs out when the session ended, on a read or a change', async () => {
    const onSignedOut = vi.fn();
    const ended = () => Promise.resolve(refused(401, 'sessionEnded', STAFF_MESSAGES.sessionEnded));
    const { result } = renderHook(() => useStaffResource<Feed>(ended, onSignedOut));
    await waitFor(() => expect(result.current.loadError).toBe(STAFF_MESSAGES.sessionEnded));
    expect(onSignedOut).toHaveBeenCalledTimes(1);
    await act(() => result.current.change(ended, 'Saved.'));
    expect(onSignedOut).toHaveBeenCalledTimes(2);
  });
});
