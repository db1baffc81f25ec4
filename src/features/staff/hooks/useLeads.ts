/**
 * The leads section's state: the filters (kind, status, owner, channel, failed delivery, a date range, a
 * search on name and address), the list they select, newest first, page by page, and the actions on one
 * lead: move it in the pipeline or give it an owner, add a note, and deliver its emails again after a failure.
 */
import { useCallback, useMemo, useState } from 'react';
import type { LeadChannel } from '../../../domain/attribution/channel';
import type { LeadKind, LeadListQuery, LeadStatus, LeadUpdateRequest, StaffLead } from '../../../domain/api/staff';
import { MIN_SEARCH_LENGTH } from '../../../domain/staff/schemas';
import type { StaffApi, StaffOutcome } from '../api';
import { STATUS_LABELS } from '../pipelineLabels';
import { usePagedList } from './usePagedList';

export interface LeadFilters {
  kind: LeadKind | '';
  status: LeadStatus | '';
  /** A staff member's address, or UNOWNED. */
  owner: string;
  channel: LeadChannel | '';
  deliveryFailed: boolean;
  /** Days, 'YYYY-MM-DD', both included. */
  from: string;
  to: string;
  q: string;
}

export const NO_FILTERS: LeadFilters = {
  kind: '',
  status: '',
  owner: '',
  channel: '',
  deliveryFailed: false,
  from: '',
  to: '',
  q: '',
};

/** The day after `date` ('YYYY-MM-DD'): the API's `to` is excluded, the form's last day is included. */
export function dayAfter(date: string): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

/** The API query of the filters; a search shorter than the API accepts is left out. */
export function leadQuery(filters: LeadFilters): LeadListQuery {
  const q = filters.q.trim();
  return {
    ...(filters.kind ? { kind: filters.kind } : {}),
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.owner ? { owner: filters.owner } : {}),
    ...(filters.channel ? { channel: filters.channel } : {}),
    ...(filters.deliveryFailed ? { deliveryFailed: 'true' as const } : {}),
    ...(filters.from ? { from: filters.from } : {}),
    ...(filters.to ? { to: dayAfter(filters.to) } : {}),
    ...(q.length >= MIN_SEARCH_LENGTH ? { q } : {}),
  };
}

export type LeadAction =
  | { kind: 'idle' }
  | { kind: 'busy'; id: string; action: 'save' | 'note' | 'retry' | 'retryTeamNotice' }
  | { kind: 'done' | 'refused'; id: string; message: string };

const leadKey = (lead: Pick<StaffLead, 'kind' | 'id'>) => `${lead.kind}/${lead.id}`;

/** What a lead's retry sends again: its emails, or its notice to the team's chat. */
export type RetryTarget = 'delivery' | 'teamNotice';

const RETRY_WORDS = {
  delivery: {
    busy: 'retry',
    done: (name: string) => `Delivered: ${name}'s lead reached the agency's inbox.`,
    failedAgain: 'Delivery failed again. It will be retried automatically; the error is shown below.',
  },
  teamNotice: {
    busy: 'retryTeamNotice',
    done: (name: string) => `Delivered: ${name}'s lead reached the team's chat.`,
    failedAgain: 'The team chat notice failed again; its error and any next attempt are shown below.',
  },
} as const;

/** What a change to a lead says once saved. */
function savedMessage(lead: StaffLead, next: StaffLead): string {
  if (next.notes.length > lead.notes.length) return `Note added to ${lead.name}'s lead.`;
  const owner = next.owner ? `owned by ${next.owner}` : 'owned by nobody';
  return `Saved: ${lead.name}'s lead is ${STATUS_LABELS[next.status].toLowerCase()}, ${owner}.`;
}

/** `onChanged`: a lead changed (the pipeline's counts are read again). */
export function useLeads(api: StaffApi, filters: LeadFilters, onSignedOut: () => void, onChanged = () => {}) {
  const queryKey = JSON.stringify(leadQuery(filters));
  const query = useMemo(() => JSON.parse(queryKey) as LeadListQuery, [queryKey]);
  const read = useCallback((cursor: string | undefined) => api.leads({ ...query, cursor }), [api, query]);
  const list = usePagedList<StaffLead>(read, onSignedOut);
  const [action, setAction] = useState<LeadAction>({ kind: 'idle' });
  const { replace } = list;

  const update = useCallback(
    (lead: StaffLead, next: StaffLead) => replace((item) => leadKey(item) === leadKey(lead), next),
    [replace],
  );

  /** Sends one change to the lead; the lead as the server answered replaces it. */
  const change = useCallback(
    async (lead: StaffLead, which: 'save' | 'note', send: () => Promise<StaffOutcome<{ lead: StaffLead }>>) => {
      const id = leadKey(lead);
      setAction({ kind: 'busy', id, action: which });
      try {
        const outcome = await send();
        if (outcome.ok) {
          update(lead, outcome.value.lead);
          setAction({ kind: 'done', id, message: savedMessage(lead, outcome.value.lead) });
          onChanged();
          return true;
        }
        if (outcome.status === 401) onSignedOut();
        const field = outcome.fields.text ?? outcome.fields.status ?? outcome.fields.owner;
        setAction({ kind: 'refused', id, message: field ?? outcome.message });
      } catch {
        setAction({ kind: 'refused', id, message: 'The back office did not answer. Try again.' });
      }
      return false;
    },
    [update, onSignedOut, onChanged],
  );

  const save = useCallback(
    (lead: StaffLead, update: LeadUpdateRequest) =>
      change(lead, 'save', () => api.updateLead(lead.kind, lead.id, update)),
    [api, change],
  );

  const addNote = useCallback(
    (lead: StaffLead, text: string) => change(lead, 'note', () => api.addNote(lead.kind, lead.id, text)),
    [api, change],
  );

  /** Delivers the lead's emails (`delivery`) or posts its team chat notice (`teamNotice`) again now. */
  const retry = useCallback(
    async (lead: StaffLead, what: RetryTarget = 'delivery') => {
      const id = leadKey(lead);
      const words = RETRY_WORDS[what];
      setAction({ kind: 'busy', id, action: words.busy });
      try {
        const outcome = await (what === 'delivery' ? api.retryDelivery : api.retryTeamNotice)(lead.kind, lead.id);
        if (outcome.ok) {
          update(lead, outcome.value.lead);
          setAction({ kind: 'done', id, message: words.done(lead.name) });
          return;
        }
        if (outcome.lead) update(lead, outcome.lead);
        if (outcome.status === 401) onSignedOut();
        setAction({ kind: 'refused', id, message: outcome.status === 502 ? words.failedAgain : outcome.message });
      } catch {
        setAction({ kind: 'refused', id, message: 'The back office did not answer. Try again.' });
      }
    },
    [api, update, onSignedOut],
  );

  return { list, action, save, addNote, retry, keyOf: leadKey };
}
