import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { STAFF_MESSAGES } from '../../../domain/api/staff';
import { booking, fakeApi, page, refused } from '../../../../tests/utils/staffApi';
import { useMeetings } from './useMeetings';

const signedOut = () => {};

describe('useMeetings', () => {
  it('moves a booking from the start it was seen at, announces the new time and reads the list again', async () => {
    const seen = booking();
    let reads = 0;
    const { api, calls } = fakeApi({
      bookings: () => (reads++ === 0 ? page([seen]) : page([booking({ datetime: '2027-04-14T18:30:00.000Z' })])),
      move: (_slotId, datetime) =>
        Promise.resolve({ ok: true, value: { booking: booking({ datetime }), emailed: true } }),
    });
    const { result } = renderHook(() => useMeetings(api, 'upcoming', signedOut));
    await waitFor(() => expect(result.current.list.status).toBe('ready'));
    let moved: boolean | undefined;
    await act(async () => {
      moved = await result.current.move(seen, '2027-04-14T18:30:00.000Z');
    });
    expect(moved).toBe(true);
    expect(calls.find((call) => call.method === 'move')!.args).toEqual([
      seen.slotId,
      '2027-04-14T18:30:00.000Z',
      seen.datetime,
    ]);
    expect(result.current.action).toEqual({
      kind: 'done',
      slotId: seen.slotId,
      message: "Moved Ada Lovelace's meeting to Wednesday, April 14, 2027 at 2:30 PM ET; the visitor was emailed.",
    });
    await waitFor(() => expect(result.current.list.items[0]!.datetime).toBe('2027-04-14T18:30:00.000Z'));
  });

  it("shows the server's refusal of a taken time, and keeps the list", async () => {
    const { api } = fakeApi({
      bookings: () => page([booking()]),
      move: () => Promise.resolve(refused(409, 'taken', STAFF_MESSAGES.taken)),
    });
    const { result } = renderHook(() => useMeetings(api, 'upcoming', signedOut));
    await waitFor(() => expect(result.current.list.status).toBe('ready'));
    await act(() => result.current.move(booking(), '2027-04-14T18:30:00.000Z'));
    expect(result.current.action).toMatchObject({ kind: 'refused', message: STAFF_MESSAGES.taken });
  });

  it('says when the visitor’s cancellation email is left to the retries', async () => {
    const { api } = fakeApi({
      bookings: () => page([booking()]),
      cancel: () => Promise.resolve({ ok: true, value: { booking: booking({ status: 'cancelled' }), emailed: false } }),
    });
    const { result } = renderHook(() => useMeetings(api, 'upcoming', signedOut));
    await waitFor(() => expect(result.current.list.status).toBe('ready'));
    await act(() => result.current.cancel(booking()));
    expect(result.current.action).toMatchObject({
      kind: 'done',
      message: expect.stringMatching(
        /^Cancelled Ada Lovelace's meeting of .*; the email to the visitor will be retried shortly\.$/,
      ),
    });
  });
});
