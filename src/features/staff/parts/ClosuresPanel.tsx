import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { Dialog } from '../../../components/Dialog';
import type { ClosureRequest, StaffClosure } from '../../../domain/api/staff';
import { formatDateLabel } from '../../../domain/booking/slots';
import { useStaff } from '../context';
import { instantLabel, meetingTime } from '../format';
import { useClosures } from '../hooks/useClosures';
import {
  FieldError,
  FieldRow as Row,
  Actions,
  Card,
  CardList,
  Field,
  Input,
  Muted,
  Name,
  Notice,
  SmallButton,
} from '../styles';

/** "Friday, April 16" or "April 16 – April 20", and the hours when only part of each day is closed. */
export function closureWhen({ from, to, startTime, endTime }: StaffClosure): string {
  const days = from === to ? formatDateLabel(from) : `${formatDateLabel(from)} – ${formatDateLabel(to)}`;
  if (!startTime && !endTime) return `${days}, all day`;
  return `${days}, ${startTime ?? 'opening'}–${endTime ?? 'closing'}`;
}

interface Draft {
  from: string;
  to: string;
  startTime: string;
  endTime: string;
  note: string;
}
const EMPTY: Draft = { from: '', to: '', startTime: '', endTime: '', note: '' };

function requestOf(draft: Draft): ClosureRequest {
  const range = draft.to && draft.to !== draft.from ? { from: draft.from, to: draft.to } : { date: draft.from };
  return {
    ...range,
    ...(draft.startTime ? { startTime: draft.startTime } : {}),
    ...(draft.endTime ? { endTime: draft.endTime } : {}),
    ...(draft.note.trim() ? { note: draft.note.trim() } : {}),
  };
}

/** Closures: the list, the form that adds one, removal with confirmation, and the bookings a new one holds. */
export function ClosuresPanel() {
  const { api, onSignedOut } = useStaff();
  const { closures, loadError, action, add, remove } = useClosures(api, onSignedOut);
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [confirming, setConfirming] = useState<StaffClosure | null>(null);
  const fields = action.kind === 'refused' && !confirming ? action.fields : {};
  const set = (name: keyof Draft) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [name]: event.target.value }));
  const error = (name: string, ...aliases: string[]) =>
    [name, ...aliases].map((each) => fields[each]).find(Boolean) ?? '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void add(requestOf(draft)).then((added) => added && setDraft(EMPTY));
  };

  return (
    <Block aria-labelledby="staff-closures-heading">
      <h3 id="staff-closures-heading">Closures</h3>
      <Muted>
        Close a day, a range of days or part of a day: visitors are not offered those times. Statutory holidays in
        Ontario are closed automatically; there is no need to add them.
      </Muted>
      <div role="status" aria-live="polite">
        {action.kind === 'added' && <AddedNotice bookings={action.answer.affectedBookings} />}
        {action.kind === 'removed' && <Notice $tone="ok">{action.message}</Notice>}
        {action.kind === 'refused' && <Notice $tone="failed">{action.message}</Notice>}
      </div>
      {loadError && <Notice $tone="failed">{loadError}</Notice>}
      {closures?.length === 0 && <Muted>No closures ahead.</Muted>}
      <CardList aria-busy={closures === null}>
        {closures?.map((closure) => (
          <li key={closure.id}>
            <Card>
              <Name>{closureWhen(closure)}</Name>
              {closure.note && <p>{closure.note}</p>}
              {(closure.createdBy || closure.createdAt) && (
                <Muted>
                  Added{closure.createdBy ? ` by ${closure.createdBy}` : ''}
                  {closure.createdAt ? ` on ${instantLabel(closure.createdAt)}` : ''}
                </Muted>
              )}
              <Actions>
                <SmallButton type="button" $variant="danger" onClick={() => setConfirming(closure)}>
                  Remove
                </SmallButton>
              </Actions>
            </Card>
          </li>
        ))}
      </CardList>

      <Form onSubmit={submit} aria-labelledby="staff-closure-add" noValidate>
        <h4 id="staff-closure-add">Add a closure</h4>
        <Row>
          <Field>
            First day
            <Input
              type="date"
              required
              value={draft.from}
              onChange={set('from')}
              aria-invalid={!!error('from', 'date')}
            />
            <FieldError>{error('from', 'date')}</FieldError>
          </Field>
          <Field>
            Last day (for a range)
            <Input type="date" value={draft.to} min={draft.from} onChange={set('to')} aria-invalid={!!error('to')} />
            <FieldError>{error('to')}</FieldError>
          </Field>
        </Row>
        <Row>
          <Field>
            Closed from (optional)
            <Input type="time" step={1800} value={draft.startTime} onChange={set('startTime')} />
            <FieldError>{error('startTime')}</FieldError>
          </Field>
          <Field>
            Closed until (optional)
            <Input type="time" step={1800} value={draft.endTime} onChange={set('endTime')} />
            <FieldError>{error('endTime')}</FieldError>
          </Field>
        </Row>
        <Muted>Times are Eastern Time (Toronto). Without times, the whole day is closed.</Muted>
        <Field>
          Note for the team (optional)
          <Input type="text" maxLength={200} value={draft.note} onChange={set('note')} />
          <FieldError>{error('note')}</FieldError>
        </Field>
        <Actions>
          <SmallButton
            type="submit"
            $variant="primary"
            disabled={action.kind === 'adding'}
            aria-busy={action.kind === 'adding'}
          >
            {action.kind === 'adding' ? 'Adding…' : 'Add closure'}
          </SmallButton>
        </Actions>
      </Form>

      {confirming && (
        <Dialog
          open
          size="sm"
          title="Remove this closure?"
          onClose={() => action.kind === 'removing' || setConfirming(null)}
        >
          <Muted>{closureWhen(confirming)}. Visitors are offered these times again at once.</Muted>
          <Actions>
            <SmallButton
              type="button"
              $variant="danger"
              aria-busy={action.kind === 'removing'}
              disabled={action.kind === 'removing'}
              onClick={() => void remove(confirming.id).then(() => setConfirming(null))}
            >
              {action.kind === 'removing' ? 'Removing…' : 'Yes, remove it'}
            </SmallButton>
            <SmallButton type="button" disabled={action.kind === 'removing'} onClick={() => setConfirming(null)}>
              Keep it
            </SmallButton>
          </Actions>
        </Dialog>
      )}
    </Block>
  );
}

function AddedNotice({ bookings }: { bookings: { bookingId: string; name: string; datetime: string }[] }) {
  if (bookings.length === 0)
    return <Notice $tone="ok">Closure added: visitors are no longer offered those times.</Notice>;
  return (
    <Warning>
      <strong>
        {bookings.length} booked {bookings.length === 1 ? 'meeting falls' : 'meetings fall'} in this closure — they were
        not cancelled.
      </strong>
      <ul>
        {bookings.map((booking) => (
          <li key={booking.bookingId}>
            {booking.name}, {meetingTime(booking.datetime)}
          </li>
        ))}
      </ul>
      <Link to="../meetings" relative="path">
        Move or cancel them in Meetings
      </Link>
    </Warning>
  );
}

const Block = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  h3,
  h4 {
    margin: 0;
    color: ${({ theme }) => theme.colors.ink};
  }
`;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  padding-top: ${({ theme }) => theme.space[3]};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Warning = styled.div`
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border-left: 4px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: #fff7ed;
  color: ${({ theme }) => theme.colors.ink};
  ul {
    margin: ${({ theme }) => theme.space[2]} 0;
  }
`;
