import { useState } from 'react';
import styled from 'styled-components';
import { DateRangeFields } from './parts/DateRangeFields';
import type { AuditView } from '../../domain/api/staff';
import { AUDIT_ACTIONS } from '../../domain/staff/schemas';
import { useStaff } from './context';
import { instantLabel } from './format';
import { NO_AUDIT_FILTERS, useAudit, type AuditFilters } from './hooks/useAudit';
import { ListFooter } from './parts/ListFooter';
import {
  Badge,
  CardList,
  Field,
  FiltersForm,
  Input,
  Muted,
  Panel,
  SectionHeading,
  Select,
  SmallButton,
  Toolbar,
  type Tone,
} from './styles';

/** How each action reads in the log. */
const ACTION_LABELS: Record<(typeof AUDIT_ACTIONS)[number], string> = {
  'lead.update': 'Lead status or owner changed',
  'lead.note': 'Lead note added',
  'lead.retry-delivery': 'Lead delivery retried',
  'lead.retry-team-notice': 'Team chat notice retried',
  'booking.move': 'Meeting moved',
  'booking.cancel': 'Meeting cancelled',
  export: 'CSV export',
  'closure.add': 'Closure added',
  'closure.remove': 'Closure removed',
  'availability.settings': 'Availability settings saved',
  'feed.create': 'Bookings feed made',
  'feed.rotate': 'Bookings feed regenerated',
  'privacy.view': 'Privacy look-up',
  'privacy.export': 'Privacy export',
  'privacy.erase': 'Person erased',
  'audit.view': 'Audit log read',
  'team.add': 'Staff member added',
  'team.owner': 'Owner role changed',
  'team.remove': 'Staff member removed',
  'preferences.save': 'Notification settings saved',
};

const labelOf = (action: string) => ACTION_LABELS[action as keyof typeof ACTION_LABELS] ?? action;
const OUTCOME_TONES: Record<string, Tone> = { done: 'ok', pending: 'pending', failed: 'failed' };

/** Who did what and when (`staffAudit`), newest first, filtered and paged. */
export function AuditSection() {
  const { api, onSignedOut } = useStaff();
  const [filters, setFilters] = useState<AuditFilters>(NO_AUDIT_FILTERS);
  const list = useAudit(api, filters, onSignedOut);
  const set = <K extends keyof AuditFilters>(key: K, value: AuditFilters[K]) =>
    setFilters({ ...filters, [key]: value });

  return (
    <Panel aria-labelledby="staff-audit-heading">
      <Toolbar>
        <div>
          <SectionHeading id="staff-audit-heading">Audit log</SectionHeading>
          <Muted>
            Every action taken in the back office, newest first. Entries are kept 24 months. Times are Eastern Time
            (Toronto).
          </Muted>
        </div>
      </Toolbar>
      <FiltersForm role="search" aria-label="Filter the audit log" onSubmit={(event) => event.preventDefault()}>
        <Field className="search">
          Staff member&apos;s email
          <Input type="email" value={filters.actor} onChange={(event) => set('actor', event.target.value)} />
        </Field>
        <Field>
          Action
          <Select
            value={filters.action}
            onChange={(event) => set('action', event.target.value as AuditFilters['action'])}
          >
            <option value="">All actions</option>
            {AUDIT_ACTIONS.map((action) => (
              <option key={action} value={action}>
                {ACTION_LABELS[action]}
              </option>
            ))}
          </Select>
        </Field>
        <DateRangeFields
          from={filters.from}
          to={filters.to}
          onChange={(range) => setFilters({ ...filters, ...range })}
        />
        <SmallButton type="button" onClick={() => setFilters(NO_AUDIT_FILTERS)}>
          Clear filters
        </SmallButton>
      </FiltersForm>
      {list.status === 'ready' && list.items.length === 0 && <Muted>No entries match these filters.</Muted>}
      <CardList aria-busy={list.status === 'loading'} aria-label="Audit entries">
        {list.items.map((entry) => (
          <li key={entry.id}>
            <Entry entry={entry} />
          </li>
        ))}
      </CardList>
      <ListFooter list={list} what="entries" />
    </Panel>
  );
}

function Entry({ entry }: { entry: AuditView }) {
  const target = Object.entries(entry.target)
    .map(([key, value]) => `${key}: ${value}`)
    .join(', ');
  return (
    <Row>
      <strong>{labelOf(entry.action)}</strong>
      <span>
        {entry.actor.email} · {instantLabel(entry.at)}
      </span>
      {target && <code>{target}</code>}
      <Marks>
        <Badge $tone={OUTCOME_TONES[entry.outcome] ?? 'neutral'}>{entry.outcome}</Badge>
        {entry.erased && <Badge $tone="neutral">personal data erased</Badge>}
      </Marks>
    </Row>
  );
}

const Row = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
  strong {
    color: ${({ theme }) => theme.colors.ink};
  }
  span,
  code {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Marks = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;
