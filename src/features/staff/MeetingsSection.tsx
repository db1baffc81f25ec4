import { lazy, Suspense, useMemo, useState } from 'react';
import styled from 'styled-components';
import { Dialog } from '../../components/Dialog';
import type { StaffBooking } from '../../domain/api/staff';
import { useStaff } from './context';
import { groupByDay, meetingTime } from './format';
import { useMeetings, type MeetingsView } from './hooks/useMeetings';
import { ListFooter } from './parts/ListFooter';
import { MeetingCard } from './parts/MeetingCard';
import { Actions, CardList, Muted, Notice, Panel, SectionHeading, SmallButton, Toolbar } from './styles';
import { ViewSwitch } from './parts/ViewSwitch';

const VIEWS: { value: MeetingsView; label: string }[] = [
  { value: 'upcoming', label: 'Upcoming' },
  { value: 'past', label: 'Past' },
  { value: 'cancelled', label: 'Cancelled' },
];

// Loaded when a move starts, with the reads of the live rules it needs.
const LiveMoveDialog = lazy(() =>
  import('./parts/MoveDialog').then(({ LiveMoveDialog }) => ({ default: LiveMoveDialog })),
);

type Open = { kind: 'move' | 'cancel'; booking: StaffBooking } | null;

/** Meetings by day in Toronto: upcoming soonest first, past and cancelled latest first; move or cancel one. */
export function MeetingsSection() {
  const { api, onSignedOut, now } = useStaff();
  const [view, setView] = useState<MeetingsView>('upcoming');
  const { list, action, move, cancel } = useMeetings(api, view, onSignedOut);
  const [open, setOpen] = useState<Open>(null);
  const days = useMemo(() => groupByDay(list.items, (booking) => booking.datetime), [list.items]);
  const taken = useMemo(
    () => (view === 'upcoming' ? list.items.map((booking) => booking.datetime) : []),
    [view, list.items],
  );
  const busyOn = (booking: StaffBooking) =>
    action.kind === 'busy' && action.slotId === booking.slotId ? action.action : null;
  const dialogError = open && action.kind === 'refused' && action.slotId === open.booking.slotId ? action.message : '';

  return (
    <Panel aria-labelledby="staff-meetings-heading">
      <Toolbar>
        <div>
          <SectionHeading id="staff-meetings-heading">Meetings</SectionHeading>
          <Muted>Free 30-minute consultations. Times are Eastern Time (Toronto).</Muted>
        </div>
        <ViewSwitch<MeetingsView> label="Show meetings" views={VIEWS} value={view} onChange={setView} />
      </Toolbar>
      <Announcement role="status" aria-live="polite">
        {!open && action.kind === 'done' && <Notice $tone="ok">{action.message}</Notice>}
        {!open && action.kind === 'refused' && <Notice $tone="failed">{action.message}</Notice>}
      </Announcement>
      {list.status === 'ready' && list.items.length === 0 && (
        <Muted>{view === 'upcoming' ? 'No meetings booked ahead.' : `No ${view} meetings.`}</Muted>
      )}
      <Days aria-busy={list.status === 'loading'}>
        {days.map((day) => (
          <section key={day.date} aria-labelledby={`day-${day.date}-${view}`}>
            <DayHeading id={`day-${day.date}-${view}`}>{day.label}</DayHeading>
            <CardList>
              {day.items.map((booking) => (
                <li key={booking.bookingId}>
                  <MeetingCard
                    booking={booking}
                    busy={busyOn(booking)}
                    {...(booking.status === 'upcoming'
                      ? {
                          onMove: () => setOpen({ kind: 'move', booking }),
                          onCancel: () => setOpen({ kind: 'cancel', booking }),
                        }
                      : {})}
                  />
                </li>
              ))}
            </CardList>
          </section>
        ))}
      </Days>
      <ListFooter list={list} what="meetings" />
      {open?.kind === 'move' && (
        <Suspense>
          <LiveMoveDialog
            booking={open.booking}
            now={now()}
            takenStarts={taken}
            busy={busyOn(open.booking) === 'move'}
            error={dialogError}
            onClose={() => setOpen(null)}
            onMove={(datetime) => void move(open.booking, datetime).then((moved) => moved && setOpen(null))}
          />
        </Suspense>
      )}
      {open?.kind === 'cancel' && (
        <Dialog
          open
          size="sm"
          title={`Cancel ${open.booking.name}'s meeting?`}
          onClose={() => busyOn(open.booking) || setOpen(null)}
        >
          <Muted>
            {meetingTime(open.booking.datetime)}. The visitor gets an email with the calendar cancellation, and the time
            is offered again.
          </Muted>
          <div role="alert">{dialogError && <Notice $tone="failed">{dialogError}</Notice>}</div>
          <Actions>
            <SmallButton
              type="button"
              $variant="danger"
              aria-busy={busyOn(open.booking) === 'cancel'}
              disabled={busyOn(open.booking) !== null}
              onClick={() => void cancel(open.booking).then((done) => done && setOpen(null))}
            >
              {busyOn(open.booking) === 'cancel' ? 'Cancelling…' : 'Yes, cancel the meeting'}
            </SmallButton>
            <SmallButton type="button" disabled={busyOn(open.booking) !== null} onClick={() => setOpen(null)}>
              Keep it
            </SmallButton>
          </Actions>
        </Dialog>
      )}
    </Panel>
  );
}

const Announcement = styled.div`
  margin-bottom: ${({ theme }) => theme.space[4]};
  &:empty {
    display: none;
  }
`;

const Days = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
`;

const DayHeading = styled.h3`
  margin: 0 0 ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSizes.md};
  color: ${({ theme }) => theme.colors.textMuted};
  text-transform: uppercase;
  letter-spacing: 0.06em;
`;
