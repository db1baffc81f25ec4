/**
 * The leads section's state: the filters (kind, handled, failed delivery, a date range, a search on name
 * and address), the list they select, newest first, page by page, and the actions on one lead: mark it
 * handled (or not) with a note, and deliver its emails again after a failure.
 */
import { useCallback, useMemo, useState } from 'react';
import type { LeadKind, LeadListQuery, StaffLead } from '../../../domain/api/staff';
import { MIN_SEARCH_LENGTH } from '../../../domain/staff/schemas';
import type { StaffApi } from '../api';
import { usePagedList } from './usePagedList';

export interface LeadFilters {
  kind: LeadKind | '';
  handled: 'true' | 'false' | '';
  deliveryFailed: boolean;
  /** Days, 'YYYY-MM-DD', both included. */
  from: string;
  to: string;
  q: string;
}

export const NO_FILTERS: LeadFilters = { kind: '', handled: '', deliveryFailed: false, from: '', to: '', q: '' };

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
    ...(filters.handled ? { handled: filters.handled } : {}),
    ...(filters.deliveryFailed ? { deliveryFailed: 'true' as const } : {}),
    ...(filters.from ? { from: filters.from } : {}),
    ...(filters.to ? { to: dayAfter(filters.to) } : {}),
    ...(q.length >= MIN_SEARCH_LENGTH ? { q } : {}),
  };
}

export type LeadAction =
  | { kind: 'idle' }
  | { kind: 'busy'; id: string; action: 'save' | 'retry' }
  | { kind: 'done' | 'refused'; id: string; message: string };

const leadKey = (lead: Pick<StaffLead, 'kind' | 'id'>) => `${lead.kind}/${lead.id}`;

export function useLeads(api: StaffApi, filters: LeadFilters, onSignedOut: () => void) {
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

  const save = useCallback(
    async (lead: StaffLead, change: { handled: boolean; note: string }) => {
      const id = leadKey(lead);
      setAction({ kind: 'busy', id, action: 'save' });
      try {
        const outcome = await api.updateLead(lead.kind, lead.id, change);
        if (outcome.ok) {
          update(lead, outcome.value.lead);
          setAction({
            kind: 'done',
            id,
            message: `Saved: ${lead.name}'s lead is ${change.handled ? 'handled' : 'open'}.`,
          });
          return true;
        }
        if (outcome.status === 401) onSignedOut();
        setAction({ kind: 'refused', id, message: outcome.fields.note ?? outcome.message });
      } catch {
        setAction({ kind: 'refused', id, message: 'The back office did not answer. Try again.' });
      }
      return false;
    },
    [api, update, onSignedOut],
  );

  const retry = useCallback(
    async (lead: StaffLead) => {
      const id = leadKey(lead);
      setAction({ kind: 'busy', id, action: 'retry' });
      try {
        const outcome = await api.retryDelivery(lead.kind, lead.id);
        if (outcome.ok) {
          update(lead, outcome.value.lead);
          setAction({ kind: 'done', id, message: `Delivered: ${lead.name}'s lead reached the agency's inbox.` });
          return;
        }
        if (outcome.lead) update(lead, outcome.lead);
        if (outcome.status === 401) onSignedOut();
        setAction({
          kind: 'refused',
          id,
          message:
            outcome.status === 502
              ? 'Delivery failed again. It will be retried automatically; the error is shown below.'
              : outcome.message,
        });
      } catch {
        setAction({ kind: 'refused', id, message: 'The back office did not answer. Try again.' });
      }
    },
    [api, update, onSignedOut],
  );

  return { list, action, save, retry, keyOf: leadKey };
}
