/**
 * The meetings section's state: one list (upcoming, past or cancelled) and the two actions on a booking,
 * moving and cancelling, with the booking's start as the staff member saw it (`expectedStart`): the server
 * refuses a change to a booking that changed meanwhile. One action at a time per booking; its result is
 * announced, and the list is read again after a change.
 */
import { useCallback, useState } from 'react';
import type { StaffBooking } from '../../../domain/api/staff';
import type { StaffApi, StaffOutcome, BookingChange } from '../api';
import { meetingTime } from '../format';
import { usePagedList } from './usePagedList';

export type MeetingsView = 'upcoming' | 'past' | 'cancelled';

export type ActionState =
  | { kind: 'idle' }
  | { kind: 'busy'; slotId: string; action: 'move' | 'cancel' }
  | { kind: 'done'; slotId: string; message: string }
  | { kind: 'refused'; slotId: string; message: string };

function emailedNote(emailed: boolean): string {
  return emailed ? 'the visitor was emailed' : 'the email to the visitor will be retried shortly';
}

export function useMeetings(api: StaffApi, view: MeetingsView, onSignedOut: () => void) {
  const read = useCallback((cursor: string | undefined) => api.bookings({ when: view, cursor }), [api, view]);
  const list = usePagedList<StaffBooking>(read, onSignedOut);
  const [action, setAction] = useState<ActionState>({ kind: 'idle' });
  const { reload } = list;

  const settle = useCallback(
    (booking: StaffBooking, outcome: StaffOutcome<BookingChange>, success: (change: BookingChange) => string) => {
      if (outcome.ok) {
        setAction({ kind: 'done', slotId: booking.slotId, message: success(outcome.value) });
        reload();
        return true;
      }
      if (outcome.status === 401) onSignedOut();
      setAction({ kind: 'refused', slotId: booking.slotId, message: outcome.message });
      if (outcome.reason === 'changed' || outcome.reason === 'started') reload();
      return false;
    },
    [reload, onSignedOut],
  );

  const run = useCallback(
    async (
      booking: StaffBooking,
      kind: 'move' | 'cancel',
      send: () => Promise<StaffOutcome<BookingChange>>,
      success: (change: BookingChange) => string,
    ) => {
      setAction({ kind: 'busy', slotId: booking.slotId, action: kind });
      try {
        return settle(booking, await send(), success);
      } catch {
        setAction({ kind: 'refused', slotId: booking.slotId, message: 'The back office did not answer. Try again.' });
        return false;
      }
    },
    [settle],
  );

  const move = useCallback(
    (booking: StaffBooking, datetime: string) =>
      run(
        booking,
        'move',
        () => api.move(booking.slotId, datetime, booking.datetime),
        ({ booking: moved, emailed }) =>
          `Moved ${booking.name}'s meeting to ${meetingTime(moved.datetime)}; ${emailedNote(emailed)}.`,
      ),
    [api, run],
  );

  const cancel = useCallback(
    (booking: StaffBooking) =>
      run(
        booking,
        'cancel',
        () => api.cancel(booking.slotId, booking.datetime),
        ({ emailed }) =>
          `Cancelled ${booking.name}'s meeting of ${meetingTime(booking.datetime)}; ${emailedNote(emailed)}.`,
      ),
    [api, run],
  );

  return { list, action, move, cancel, clearAction: () => setAction({ kind: 'idle' }) };
}
