import { useState } from 'react';
import styled from 'styled-components';
import { LEAD_CHANNEL_LABELS } from '../../../domain/attribution/channel';
import type { LeadStatus, LeadUpdateRequest, StaffLead } from '../../../domain/api/staff';
import { LEAD_STATUSES } from '../../../domain/staff/schemas';
import { instantLabel } from '../format';
import type { LeadAction, RetryTarget } from '../hooks/useLeads';
import { STATUS_LABELS, STATUS_TONES } from '../pipelineLabels';
import { Actions, Badge, Card, Facts, Field, Name, Notice, Select, SmallButton, focusRing } from '../styles';
import { LeadNotes } from './LeadNotes';
import { DeliveryBadge, DeliveryDetails } from './Delivery';
import { SourceDetails } from './Source';

/** How the API names a lead's fields, as the back office labels them. */
const FIELD_LABELS: Record<string, string> = {
  service: 'Service',
  message: 'Message',
  serviceType: 'Service',
  serviceCategory: 'Category',
  package: 'Package',
  requirements: 'Requirements',
};
/** What a failed delivery's button sends again, and how it reads. */
const RETRIES = [
  { what: 'delivery', busyAs: 'retry', label: 'Retry delivery', working: 'Delivering…' },
  { what: 'teamNotice', busyAs: 'retryTeamNotice', label: 'Post to team chat again', working: 'Posting…' },
] as const;

const labelOf = (name: string) => FIELD_LABELS[name] ?? name.charAt(0).toUpperCase() + name.slice(1);

export interface LeadCardProps {
  lead: StaffLead;
  /** The action on this lead: running, or its outcome. */
  action: LeadAction | null;
  /** The staff who can own it. */
  members: string[];
  onSave(change: LeadUpdateRequest): Promise<boolean>;
  onAddNote(text: string): Promise<boolean>;
  /** Sends the emails or the team chat notice again now. */
  onRetry(what: RetryTarget): void;
}

/**
 * One lead: a summary line with its status and owner, and on demand its detail, its delivery, its source,
 * its place in the pipeline and its notes.
 */
export function LeadCard({ lead, action, members, onSave, onAddNote, onRetry }: LeadCardProps) {
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState<LeadStatus>(lead.status);
  const [owner, setOwner] = useState(lead.owner ?? '');
  const key = `${lead.kind}-${lead.id}`;
  const busy = action?.kind === 'busy' ? action.action : null;
  const retries = RETRIES.filter(({ what }) => lead[what]?.status === 'failed');
  const summary =
    lead.kind === 'contact'
      ? lead.fields.service
      : [lead.fields.serviceType, lead.fields.package].filter(Boolean).join(', ');

  return (
    <Card aria-labelledby={`lead-${key}`} aria-busy={busy !== null}>
      <Head>
        <div>
          <Name as="h3" id={`lead-${key}`}>
            {lead.name}
          </Name>
          <Meta>
            {lead.kind === 'contact' ? 'Contact inquiry' : 'Service request'}
            {summary ? ` · ${summary}` : ''} · {instantLabel(lead.createdAt)}
          </Meta>
          <Meta>
            {lead.owner ? `Owner: ${lead.owner}` : 'No owner yet'} · {LEAD_CHANNEL_LABELS[lead.channel]}
            {lead.notes.length > 0 ? ` · ${lead.notes.length} ${lead.notes.length === 1 ? 'note' : 'notes'}` : ''}
          </Meta>
        </div>
        <Badges>
          <Badge $tone={STATUS_TONES[lead.status]}>{STATUS_LABELS[lead.status]}</Badge>
          <DeliveryBadge label="Delivery" delivery={lead.delivery} />
          {lead.teamNotice && <DeliveryBadge label="Team chat" delivery={lead.teamNotice} />}
        </Badges>
      </Head>
      <Toggle type="button" aria-expanded={open} aria-controls={`lead-detail-${key}`} onClick={() => setOpen(!open)}>
        {open ? 'Hide details' : 'Show details'}
        <span className="visually-hidden"> of {lead.name}&apos;s lead</span>
      </Toggle>
      <div id={`lead-detail-${key}`} hidden={!open}>
        {open && (
          <Detail>
            <Facts>
              <dt>Email</dt>
              <dd>
                <a href={`mailto:${lead.email}`}>{lead.email}</a>
              </dd>
              {Object.entries(lead.fields).map(([name, value]) => (
                <FieldFact key={name} label={labelOf(name)} value={value} />
              ))}
              <DeliveryDetails delivery={lead.delivery} />
              {lead.teamNotice && <DeliveryDetails title="Team notice" label="Team chat" delivery={lead.teamNotice} />}
              <SourceDetails source={lead.source} />
              {lead.updatedAt && (
                <>
                  <dt>Last change</dt>
                  <dd>
                    {instantLabel(lead.updatedAt)}
                    {lead.updatedBy ? ` by ${lead.updatedBy}` : ''}
                  </dd>
                </>
              )}
            </Facts>
            {retries.length > 0 && (
              <Actions>
                {retries.map(({ what, busyAs, label, working }) => (
                  <SmallButton
                    key={what}
                    type="button"
                    aria-busy={busy === busyAs}
                    disabled={busy !== null}
                    onClick={() => onRetry(what)}
                  >
                    {busy === busyAs ? working : label}
                  </SmallButton>
                ))}
              </Actions>
            )}
            <Pipeline
              aria-label={`${lead.name}'s place in the pipeline`}
              onSubmit={(event) => {
                event.preventDefault();
                void onSave({ status, owner: owner || null });
              }}
            >
              <Field>
                Status
                <Select value={status} onChange={(event) => setStatus(event.target.value as LeadStatus)}>
                  {LEAD_STATUSES.map((value) => (
                    <option key={value} value={value}>
                      {STATUS_LABELS[value]}
                    </option>
                  ))}
                </Select>
              </Field>
              <Field>
                Owner
                <Select value={owner} onChange={(event) => setOwner(event.target.value)}>
                  <option value="">Nobody yet</option>
                  {[...new Set([...members, ...(lead.owner ? [lead.owner] : [])])].sort().map((email) => (
                    <option key={email} value={email}>
                      {email}
                    </option>
                  ))}
                </Select>
              </Field>
              <SmallButton
                type="submit"
                $variant="primary"
                aria-busy={busy === 'save'}
                disabled={busy !== null || (status === lead.status && (owner || null) === lead.owner)}
              >
                {busy === 'save' ? 'Saving…' : 'Save'}
              </SmallButton>
            </Pipeline>
            <LeadNotes lead={lead} busy={busy} onAdd={onAddNote} />
          </Detail>
        )}
      </div>
      <div role="status" aria-live="polite">
        {action?.kind === 'done' && <Notice $tone="ok">{action.message}</Notice>}
        {action?.kind === 'refused' && <Notice $tone="failed">{action.message}</Notice>}
      </div>
    </Card>
  );
}

function FieldFact({ label, value }: { label: string; value: string }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{value || '—'}</dd>
    </>
  );
}

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
`;

/** The badges keep their height beside a summary of several lines. */
const Badges = styled(Actions)`
  align-items: flex-start;
  align-self: flex-start;
`;

const Meta = styled.p`
  margin: ${({ theme }) => theme.space[1]} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Toggle = styled.button`
  justify-self: start;
  padding: ${({ theme }) => theme.space[1]} 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  text-decoration: underline;
  cursor: pointer;
  ${focusRing}
`;

const Detail = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  padding-top: ${({ theme }) => theme.space[3]};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Pipeline = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${({ theme }) => theme.space[3]};
  > label {
    flex: 1 1 12rem;
    min-width: 0;
  }
  /* A select is as wide as its longest option (a long address) unless told otherwise. */
  select {
    width: 100%;
    min-width: 0;
  }
`;
