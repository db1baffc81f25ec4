import { useState } from 'react';
import styled from 'styled-components';
import type { StaffLead } from '../../../domain/api/staff';
import { MAX_NOTE_LENGTH } from '../../../domain/staff/schemas';
import { instantLabel } from '../format';
import type { LeadAction } from '../hooks/useLeads';
import { Actions, Badge, Card, Facts, Field, Name, Notice, SmallButton, TextArea, focusRing } from '../styles';
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
const labelOf = (name: string) => FIELD_LABELS[name] ?? name.charAt(0).toUpperCase() + name.slice(1);

export interface LeadCardProps {
  lead: StaffLead;
  /** The action on this lead: running, or its outcome. */
  action: LeadAction | null;
  onSave(change: { handled: boolean; note: string }): Promise<boolean>;
  onRetry(): void;
}

/** One lead: a summary line, and on demand its detail, its delivery, its source and the handling form. */
export function LeadCard({ lead, action, onSave, onRetry }: LeadCardProps) {
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState(lead.note);
  const [handled, setHandled] = useState(lead.handled);
  const key = `${lead.kind}-${lead.id}`;
  const busy = action?.kind === 'busy' ? action.action : null;
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
        </div>
        <Actions>
          <Badge $tone={lead.handled ? 'ok' : 'pending'}>{lead.handled ? 'Handled' : 'Not handled'}</Badge>
          <DeliveryBadge label="Delivery" delivery={lead.delivery} />
          {lead.teamNotice && <DeliveryBadge label="Team chat" delivery={lead.teamNotice} />}
        </Actions>
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
            {lead.delivery.status === 'failed' && (
              <Actions>
                <SmallButton type="button" aria-busy={busy === 'retry'} disabled={busy !== null} onClick={onRetry}>
                  {busy === 'retry' ? 'Delivering…' : 'Retry delivery'}
                </SmallButton>
              </Actions>
            )}
            <Handling
              onSubmit={(event) => {
                event.preventDefault();
                void onSave({ handled, note });
              }}
            >
              <label className="check">
                <input type="checkbox" checked={handled} onChange={(event) => setHandled(event.target.checked)} />
                Handled
              </label>
              <Field>
                Note for the team
                <TextArea value={note} maxLength={MAX_NOTE_LENGTH} onChange={(event) => setNote(event.target.value)} />
              </Field>
              <Actions>
                <SmallButton
                  type="submit"
                  $variant="primary"
                  aria-busy={busy === 'save'}
                  disabled={busy !== null || (handled === lead.handled && note === lead.note)}
                >
                  {busy === 'save' ? 'Saving…' : 'Save'}
                </SmallButton>
              </Actions>
            </Handling>
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

const Handling = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  .check {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
    font-weight: 600;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    input {
      width: 20px;
      height: 20px;
      accent-color: ${({ theme }) => theme.colors.primary};
    }
  }
`;
