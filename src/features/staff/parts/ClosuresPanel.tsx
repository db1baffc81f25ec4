import { useState } from 'react';
import { Link } from '../../../components/Link';
import styled from 'styled-components';
import type { ClosureAnswer, StaffClosure } from '../../../domain/api/staff';
import { formatDateLabel } from '../../../domain/booking/slots';
import { useStaff } from '../context';
import { clockLabel, instantLabel, meetingTime } from '../format';
import { useClosures } from '../hooks/useClosures';
import { Actions, Card, CardList, Muted, Name, Notice, SmallButton, SubPanel } from '../styles';
import { ClosureForm } from './ClosureForm';
import { ConfirmDialog } from './ConfirmDialog';

/** "Friday, April 16" or "April 16 – April 20", and the hours when only part of each day is closed. */
export function closureWhen({ from, to, startTime, endTime }: StaffClosure): string {
  const days = from === to ? formatDateLabel(from) : `${formatDateLabel(from)} – ${formatDateLabel(to)}`;
  if (!startTime && !endTime) return `${days}, all day`;
  if (!endTime) return `${days}, from ${clockLabel(startTime!)}`;
  if (!startTime) return `${days}, until ${clockLabel(endTime)}`;
  return `${days}, ${clockLabel(startTime)} to ${clockLabel(endTime)}`;
}

/** Closures: those not yet ended, the form that adds one, removal after a confirmation, and what a new one holds. */
export function ClosuresPanel() {
  const { api, onSignedOut } = useStaff();
  const { closures, loadError, action, add, remove } = useClosures(api, onSignedOut);
  const [confirming, setConfirming] = useState<StaffClosure | null>(null);
  const refused = action.kind === 'refused' ? action : null;
  const addRefused = refused?.of === 'add' ? refused : null;

  return (
    <SubPanel aria-labelledby="staff-closures-heading">
      <h3 id="staff-closures-heading">Closures</h3>
      <Muted>
        Close a day, a range of days or part of a day: visitors are no longer offered those times. Ontario&apos;s
        statutory holidays are closed automatically.
      </Muted>
      <div role="status">
        {action.kind === 'added' && <AddedNotice answer={action.answer} />}
        {action.kind === 'removed' && <Notice $tone="ok">{action.message}</Notice>}
        {refused && !confirming && <Notice $tone="failed">{refused.message}</Notice>}
      </div>
      {loadError && <Notice $tone="failed">{loadError}</Notice>}
      <Columns>
        <div>
          {closures?.length === 0 && <Muted>No closures ahead: every weekday is open.</Muted>}
          {closures === null && !loadError && <Muted aria-busy="true">Reading the closures…</Muted>}
          {closures && closures.length > 0 && (
            <CardList aria-label="Closures ahead">
              {closures.map((closure) => (
                <li key={closure.id}>
                  <ClosureCard closure={closure} onRemove={() => setConfirming(closure)} />
                </li>
              ))}
            </CardList>
          )}
        </div>
        <ClosureForm adding={action.kind === 'adding'} serverErrors={addRefused?.fields ?? {}} onAdd={add} />
      </Columns>
      {confirming && (
        <RemoveDialog
          closure={confirming}
          removing={action.kind === 'removing'}
          error={refused?.of === 'remove' ? refused.message : ''}
          onRemove={() => void remove(confirming.id).then((removed) => removed && setConfirming(null))}
          onClose={() => setConfirming(null)}
        />
      )}
    </SubPanel>
  );
}

function ClosureCard({ closure, onRemove }: { closure: StaffClosure; onRemove(): void }) {
  const when = closureWhen(closure);
  return (
    <Card>
      <Name>{when}</Name>
      {closure.note && <Note>{closure.note}</Note>}
      {(closure.createdBy || closure.createdAt) && (
        <Muted>
          Added{closure.createdBy ? ` by ${closure.createdBy}` : ''}
          {closure.createdAt ? ` on ${instantLabel(closure.createdAt)}` : ''}
        </Muted>
      )}
      {closure.bookedStarts && closure.bookedStarts.length > 0 && <HeldMeetings starts={closure.bookedStarts} />}
      <Actions>
        <SmallButton type="button" $variant="danger" aria-label={`Remove the closure ${when}`} onClick={onRemove}>
          Remove
        </SmallButton>
      </Actions>
    </Card>
  );
}

/** The meetings still booked inside a closure: closing did not cancel them, and staff have not moved them yet. */
function HeldMeetings({ starts }: { starts: string[] }) {
  return (
    <Warning>
      <p>
        Still {starts.length === 1 ? 'holds a meeting' : `holds ${starts.length} meetings`}:{' '}
        {starts.map(meetingTime).join('; ')}.
      </p>
      <Link to="../meetings" relative="path">
        Move or cancel in Meetings
      </Link>
    </Warning>
  );
}

interface RemoveDialogProps {
  closure: StaffClosure;
  removing: boolean;
  error: string;
  onRemove(): void;
  onClose(): void;
}

function RemoveDialog({ closure, removing, error, onRemove, onClose }: RemoveDialogProps) {
  return (
    <ConfirmDialog
      title="Remove this closure?"
      busy={removing}
      error={error}
      confirmLabel="Yes, remove it"
      busyLabel="Removing…"
      keepLabel="Keep it"
      onConfirm={onRemove}
      onClose={onClose}
    >
      <Muted>{closureWhen(closure)}. Visitors are offered these times again at once.</Muted>
    </ConfirmDialog>
  );
}

/** What a new closure did not undo: the meetings booked inside it, and the bookings under way as it was added. */
function AddedNotice({ answer: { affectedBookings, heldStarts } }: { answer: ClosureAnswer }) {
  if (affectedBookings.length === 0 && heldStarts.length === 0)
    return <Notice $tone="ok">Closure added: visitors are no longer offered those times.</Notice>;
  const count = affectedBookings.length;
  return (
    <Warning>
      <strong>Closure added. Nothing inside it was cancelled: decide what to do with these meetings.</strong>
      {count > 0 && (
        <>
          <p>
            {count} booked {count === 1 ? 'meeting falls' : 'meetings fall'} inside this closure:
          </p>
          <ul>
            {affectedBookings.map((booking) => (
              <li key={booking.bookingId}>
                {booking.name} ({booking.email}), {meetingTime(booking.datetime)}
              </li>
            ))}
          </ul>
        </>
      )}
      {heldStarts.length > 0 && (
        <>
          <p>A visitor was booking these times as you added it; they become meetings unless the booking fails:</p>
          <ul>
            {heldStarts.map((start) => (
              <li key={start}>{meetingTime(start)}</li>
            ))}
          </ul>
        </>
      )}
      <Link to="../meetings" relative="path">
        Move or cancel them in Meetings
      </Link>
    </Warning>
  );
}

const Warning = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border-left: 4px solid #b45309;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: #fdf3e1;
  color: ${({ theme }) => theme.colors.ink};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  p,
  ul {
    margin: 0;
  }
  ul {
    padding-left: ${({ theme }) => theme.space[5]};
  }
  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
`;

const Note = styled.p`
  margin: 0;
  overflow-wrap: anywhere;
`;

/** The closures beside the form where there is room; the form under them on a phone. */
const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    align-items: start;
  }
`;
