import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { PrivacyRecord, StaffBooking } from '../../domain/api/staff';
import { useStaff } from './context';
import { instantLabel, meetingTime } from './format';
import { erasureSummary, usePrivacy } from './hooks/usePrivacy';
import { DeliveryBadge } from './parts/Delivery';
import {
  Actions,
  Facts,
  Field,
  Input,
  Muted,
  Notice,
  Panel,
  SectionHeading,
  SmallButton,
  SubPanel,
  Toolbar,
} from './styles';

const BOOKING_LISTS: { key: keyof PrivacyRecord['bookings']; label: string }[] = [
  { key: 'upcoming', label: 'Upcoming meetings' },
  { key: 'past', label: 'Past meetings' },
  { key: 'cancelled', label: 'Cancelled meetings' },
];

/** A person's data on request (docs/privacy.md): find it by email address, export it, and (owners) erase it. */
export function PrivacySection() {
  const { api, onSignedOut, owner } = useStaff();
  const { lookup, action, lookUp, exportRecord, erase } = usePrivacy(api, onSignedOut);
  const [email, setEmail] = useState('');
  const [confirm, setConfirm] = useState('');
  const record = lookup.kind === 'found' ? lookup.record : null;
  const busy = action.kind === 'busy';
  const fieldError = lookup.kind === 'failed' ? lookup.fields.email : undefined;
  const confirmError = action.kind === 'failed' ? action.fields.confirm : undefined;

  const onFind = (event: FormEvent) => {
    event.preventDefault();
    setConfirm('');
    void lookUp(email.trim());
  };
  const onErase = (event: FormEvent) => {
    event.preventDefault();
    if (record) void erase(record.email, confirm);
  };

  return (
    <Panel aria-labelledby="staff-privacy-heading">
      <Toolbar>
        <div>
          <SectionHeading id="staff-privacy-heading">Privacy requests</SectionHeading>
          <Muted>
            Everything held about one email address: to send it to the person who asks, or to erase it. Every look-up is
            recorded in the audit log.
          </Muted>
        </div>
      </Toolbar>
      <Search role="search" aria-label="Find a person's data" onSubmit={onFind}>
        <AddressField label="Email address" name="email" value={email} error={fieldError} onChange={setEmail} />
        <SmallButton type="submit" $variant="primary" disabled={lookup.kind === 'loading'}>
          {lookup.kind === 'loading' ? 'Finding…' : 'Find'}
        </SmallButton>
      </Search>
      <div role="status" aria-live="polite">
        {lookup.kind === 'failed' && !fieldError && <Notice $tone="failed">{lookup.message}</Notice>}
        {action.kind === 'erased' && <Notice $tone="ok">{erasureSummary(action.report)}</Notice>}
        {action.kind === 'exported' && <Notice $tone="ok">Downloaded {action.filename}.</Notice>}
        {action.kind === 'failed' && !confirmError && <Notice $tone="failed">{action.message}</Notice>}
      </div>
      {record && (
        <Results aria-labelledby="privacy-record-heading" aria-busy={lookup.kind !== 'found'}>
          <h3 id="privacy-record-heading">Held about {record.email}</h3>
          <Facts>
            <dt>Leads</dt>
            <dd>{record.leads.length}</dd>
            {BOOKING_LISTS.map(({ key, label }) => (
              <Count key={key} label={label} count={record.bookings[key].length} />
            ))}
            <dt>Email deliveries</dt>
            <dd>{record.deliveries.length}</dd>
            <dt>Audit entries</dt>
            <dd>{record.audit.length}</dd>
          </Facts>
          {record.bookingInProgress && (
            <Notice $tone="failed">This person is booking or moving a meeting right now.</Notice>
          )}
          {record.leads.length > 0 && (
            <List aria-label="Leads">
              {record.leads.map((lead) => (
                <li key={`${lead.kind}-${lead.id}`}>
                  {lead.kind === 'contact' ? 'Contact inquiry' : 'Service request'} from {lead.name},{' '}
                  {instantLabel(lead.createdAt)} <DeliveryBadge label="Emails" delivery={lead.delivery} />
                </li>
              ))}
            </List>
          )}
          {BOOKING_LISTS.map(({ key, label }) => (
            <Meetings key={key} label={label} bookings={record.bookings[key]} />
          ))}
          {record.audit.length > 0 && (
            <List aria-label="Audit entries">
              {record.audit.map((entry) => (
                <li key={entry.id}>
                  {entry.action} by {entry.actor.email}, {instantLabel(entry.at)}: {entry.outcome}
                </li>
              ))}
            </List>
          )}
          <Actions>
            <SmallButton
              type="button"
              disabled={busy}
              aria-busy={busy && action.what === 'export'}
              onClick={() => void exportRecord(record.email)}
            >
              {busy && action.what === 'export' ? 'Preparing…' : 'Export as JSON'}
            </SmallButton>
          </Actions>
          {owner ? (
            <Erase onSubmit={onErase} aria-labelledby="privacy-erase-heading">
              <h3 id="privacy-erase-heading">Erase this person&apos;s data</h3>
              <Muted>
                Cancels their upcoming meetings (they receive the usual cancellation email), then deletes or anonymises
                everything above. This cannot be undone.
              </Muted>
              <AddressField
                label="Type the address again to confirm"
                name="confirm"
                value={confirm}
                error={confirmError}
                onChange={setConfirm}
              />
              <Actions>
                <SmallButton
                  type="submit"
                  $variant="danger"
                  disabled={busy}
                  aria-busy={busy && action.what === 'erase'}
                >
                  {busy && action.what === 'erase' ? 'Erasing…' : 'Erase everything'}
                </SmallButton>
              </Actions>
            </Erase>
          ) : (
            <Muted>Only an owner of the back office can erase a person&apos;s data.</Muted>
          )}
        </Results>
      )}
    </Panel>
  );
}

/** An email address input with its refusal, read out when it appears. */
function AddressField(props: {
  label: string;
  name: string;
  value: string;
  error: string | undefined;
  onChange(value: string): void;
}) {
  const errorId = `privacy-${props.name}-error`;
  return (
    <>
      <Field>
        {props.label}
        <Input
          type="email"
          name={props.name}
          autoComplete="off"
          required
          value={props.value}
          aria-invalid={props.error ? true : undefined}
          aria-describedby={props.error ? errorId : undefined}
          onChange={(event) => props.onChange(event.target.value)}
        />
      </Field>
      {props.error && (
        <ErrorText id={errorId} role="alert">
          {props.error}
        </ErrorText>
      )}
    </>
  );
}

function Count({ label, count }: { label: string; count: number }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{count}</dd>
    </>
  );
}

function Meetings({ label, bookings }: { label: string; bookings: StaffBooking[] }) {
  if (bookings.length === 0) return null;
  return (
    <List aria-label={label}>
      {bookings.map((booking) => (
        <li key={`${booking.bookingId}-${booking.slotId}`}>
          {booking.purpose} with {booking.name}, {meetingTime(booking.datetime)}
        </li>
      ))}
    </List>
  );
}

const Search = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[4]};
  label {
    flex: 1 1 16rem;
  }
`;

const ErrorText = styled.p`
  flex-basis: 100%;
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Results = styled(SubPanel)`
  gap: ${({ theme }) => theme.space[4]};
  margin-top: ${({ theme }) => theme.space[4]};
  h3 {
    overflow-wrap: anywhere;
  }
`;

const List = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space[5]};
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

const Erase = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  padding-top: ${({ theme }) => theme.space[4]};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;
