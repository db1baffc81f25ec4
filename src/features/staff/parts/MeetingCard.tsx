import type { StaffBooking } from '../../../domain/api/staff';
import { clockTime, instantLabel } from '../format';
import { Actions, Badge, Card, Facts, Name, SmallButton } from '../styles';
import { DeliveryBadge } from './Delivery';
import { SourceDetails } from './Source';

export interface MeetingCardProps {
  booking: StaffBooking;
  /** The action running on this booking, if any. */
  busy: 'move' | 'cancel' | null;
  onMove?(): void;
  onCancel?(): void;
}

/** One booking: who, why, when, and the state of each of its emails. */
export function MeetingCard({ booking, busy, onMove, onCancel }: MeetingCardProps) {
  const headingId = `meeting-${booking.bookingId}`;
  return (
    <Card aria-labelledby={headingId} aria-busy={busy !== null} data-slot={booking.slotId}>
      <div>
        <Name id={headingId}>
          {clockTime(booking.datetime)} · {booking.name}
        </Name>
        {booking.status === 'cancelled' && <Badge $tone="neutral">Cancelled</Badge>}
        {booking.sequence > 0 && booking.status !== 'cancelled' && (
          <Badge $tone="neutral">Moved {booking.sequence === 1 ? 'once' : `${booking.sequence} times`}</Badge>
        )}
      </div>
      <Facts>
        <dt>Email</dt>
        <dd>
          <a href={`mailto:${booking.email}`}>{booking.email}</a>
        </dd>
        <dt>Purpose</dt>
        <dd>{booking.purpose}</dd>
        {booking.createdAt && (
          <>
            <dt>Booked</dt>
            <dd>{instantLabel(booking.createdAt)}</dd>
          </>
        )}
        <SourceDetails source={booking.source} />
        <dt>Emails</dt>
        <dd>
          <Actions>
            <DeliveryBadge label="Agency notice" delivery={booking.agencyNotice} />
            {booking.teamNotice && <DeliveryBadge label="Team chat" delivery={booking.teamNotice} />}
            {booking.change && (
              <DeliveryBadge
                label={booking.change.kind === 'moved' ? 'Move emails' : 'Cancellation emails'}
                delivery={booking.change.delivery}
              />
            )}
            {booking.reminder && <DeliveryBadge label="Reminder" delivery={booking.reminder} />}
          </Actions>
        </dd>
      </Facts>
      {(onMove || onCancel) && (
        <Actions>
          {onMove && (
            <SmallButton type="button" aria-busy={busy === 'move'} disabled={busy !== null} onClick={onMove}>
              {busy === 'move' ? 'Moving…' : 'Move'}
              <span className="visually-hidden"> {booking.name}&apos;s meeting</span>
            </SmallButton>
          )}
          {onCancel && (
            <SmallButton
              type="button"
              $variant="danger"
              aria-busy={busy === 'cancel'}
              disabled={busy !== null}
              onClick={onCancel}
            >
              {busy === 'cancel' ? 'Cancelling…' : 'Cancel'}
              <span className="visually-hidden"> {booking.name}&apos;s meeting</span>
            </SmallButton>
          )}
        </Actions>
      )}
    </Card>
  );
}
