/**
 * The visitor's own booking, opened from the link in their emails: see it, move it to another free
 * time in the booking window, or cancel it. State lives in useManagedBooking; this arranges it.
 */
import { useCallback, useState } from 'react';
import styled from 'styled-components';
import { Button, ButtonLink } from '../../../components/Button';
import { company } from '../../../content/company';
import type { ManagedBookingView } from '../../../domain/api/manage';
import { browserTimeZone } from '../config';
import { LoadingState } from '../parts';
import { Actions, Details } from '../styles';
import { meetingLabel } from './labels';
import { TimePicker } from './TimePicker';
import { useManagedBooking, type ManageNotice } from './useManagedBooking';

export interface ManageBookingProps {
  token: string | null;
  /** '' for the page's own origin (tests point it at a local server). */
  apiOrigin?: string;
  /** Called with the booking's new token after a move, to keep the page's address current. */
  onTokenChange?: (token: string) => void;
  timeZone?: string | undefined;
}

const keepAddress = () => {};

export function ManageBooking({ token, apiOrigin = '', onTokenChange = keepAddress, timeZone }: ManageBookingProps) {
  const { state, reload, reschedule, cancel } = useManagedBooking(token, apiOrigin, onTokenChange);

  switch (state.kind) {
    case 'loading':
      return (
        <Message heading="Your consultation">
          <LoadingState label="Loading your booking…" />
        </Message>
      );
    case 'invalid':
      return (
        <Message heading="This link doesn't work">
          <p>
            We couldn't find a booking for it. The link may be incomplete: open it again from your latest email from us,
            or call us at <a href={company.phoneHref}>{company.phone}</a>.
          </p>
          <ButtonLink to="/#cta">Book a consultation</ButtonLink>
        </Message>
      );
    case 'expired':
      return (
        <Message heading="This link has expired">
          <p>Links to change a booking stop working once the meeting is over. Want to talk again? Book a new time.</p>
          <ButtonLink to="/#cta">Book a consultation</ButtonLink>
        </Message>
      );
    case 'error':
      return (
        <Message heading="We couldn't load your booking">
          <p>
            Our booking service didn't answer. Please try again, or call us at{' '}
            <a href={company.phoneHref}>{company.phone}</a>.
          </p>
          <Button type="button" onClick={reload}>
            Try again
          </Button>
        </Message>
      );
    case 'ready':
      return (
        <BookingPanel
          booking={state.booking}
          busy={state.busy}
          notice={state.notice}
          timeZone={timeZone ?? browserTimeZone()}
          onReschedule={reschedule}
          onCancel={cancel}
        />
      );
  }
}

interface BookingPanelProps {
  booking: ManagedBookingView;
  busy: boolean;
  notice: ManageNotice | undefined;
  timeZone: string | undefined;
  onReschedule(datetime: string): Promise<void>;
  onCancel(): Promise<void>;
}

function BookingPanel({ booking, busy, notice, timeZone, onReschedule, onCancel }: BookingPanelProps) {
  const [mode, setMode] = useState<'idle' | 'moving' | 'cancelling'>('idle');
  const [choice, setChoice] = useState<string | null>(null);
  const idle = useCallback(() => {
    setMode('idle');
    setChoice(null);
  }, []);
  const when = meetingLabel(booking.datetime);

  return (
    <Panel>
      <h2 id="manage-heading">
        {booking.status === 'cancelled' ? 'Your consultation is cancelled' : 'Your consultation'}
      </h2>
      {notice && (
        <NoticeLine role={notice.tone === 'error' ? 'alert' : 'status'} $tone={notice.tone}>
          {notice.text}
        </NoticeLine>
      )}
      <Details>
        <dt>When</dt>
        <dd data-testid="manage-when">{when}</dd>
        {booking.status !== 'cancelled' && (
          <>
            <dt>Topic</dt>
            <dd>{booking.purpose}</dd>
          </>
        )}
      </Details>

      {booking.status === 'past' && <p>This consultation has started, so it can no longer be changed here.</p>}
      {booking.status === 'cancelled' && (
        <>
          <p>The time is free again. Want to talk another day? We'd be glad to.</p>
          <ButtonLink to="/#cta">Book a new consultation</ButtonLink>
        </>
      )}
      {booking.status === 'confirmed' && mode === 'idle' && (
        <Actions>
          <Button type="button" onClick={() => setMode('moving')} disabled={busy}>
            Choose a new time
          </Button>
          <Button type="button" $variant="secondary" onClick={() => setMode('cancelling')} disabled={busy}>
            Cancel consultation
          </Button>
        </Actions>
      )}
      {booking.status === 'confirmed' && mode === 'moving' && (
        <>
          <p>Times are in Eastern Time. Your current time stays booked until the new one is confirmed.</p>
          <TimePicker days={booking.days} selected={choice} timeZone={timeZone} onChoose={setChoice} />
          <Actions>
            <Button
              type="button"
              disabled={choice === null || busy}
              onClick={() => choice && void onReschedule(choice).then(idle)}
            >
              {busy ? 'Moving…' : 'Move my consultation'}
            </Button>
            <Button type="button" $variant="secondary" onClick={idle} disabled={busy}>
              Keep the current time
            </Button>
          </Actions>
        </>
      )}
      {booking.status === 'confirmed' && mode === 'cancelling' && (
        <>
          <p>Cancel your consultation on {when}? The time will be offered to others.</p>
          <Actions>
            <Button type="button" onClick={() => void onCancel().then(idle)} disabled={busy}>
              {busy ? 'Cancelling…' : 'Yes, cancel it'}
            </Button>
            <Button type="button" $variant="secondary" onClick={idle} disabled={busy}>
              Keep my consultation
            </Button>
          </Actions>
        </>
      )}
    </Panel>
  );
}

function Message({ heading, children }: { heading: string; children: React.ReactNode }) {
  return (
    <Panel>
      <h2 id="manage-heading">{heading}</h2>
      {children}
    </Panel>
  );
}

const Panel = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  max-width: 720px;
  margin-inline: auto;
  padding: ${({ theme }) => theme.space[6]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.white};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
  }
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    margin: 0;
  }
  > a {
    justify-self: start;
  }
`;

const NoticeLine = styled.p<{ $tone: ManageNotice['tone'] }>`
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  border-left: 4px solid ${({ $tone, theme }) => ($tone === 'success' ? theme.colors.success : theme.colors.danger)};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.ink};
  font-weight: 600;
`;
