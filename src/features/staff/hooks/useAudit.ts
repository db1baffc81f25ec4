/** The audit log's filters (staff member, action, a date range with its last day included) and its pages. */
import { useCallback, useMemo } from 'react';
import type { AuditListQuery, AuditView } from '../../../domain/api/staff';
import type { AUDIT_ACTIONS } from '../../../domain/staff/schemas';
import type { StaffApi } from '../api';
import { dayAfter } from './useLeads';
import { usePagedList } from './usePagedList';

export interface AuditFilters {
  /** A staff member's address: applied once it is a whole address. */
  actor: string;
  action: (typeof AUDIT_ACTIONS)[number] | '';
  /** Days, 'YYYY-MM-DD', both included. */
  from: string;
  to: string;
}

export const NO_AUDIT_FILTERS: AuditFilters = { actor: '', action: '', from: '', to: '' };

const WHOLE_ADDRESS = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function auditQuery(filters: AuditFilters): AuditListQuery {
  const actor = filters.actor.trim();
  return {
    ...(WHOLE_ADDRESS.test(actor) ? { actor } : {}),
    ...(filters.action ? { action: filters.action } : {}),
    ...(filters.from ? { from: filters.from } : {}),
    ...(filters.to ? { to: dayAfter(filters.to) } : {}),
  };
}

export function useAudit(api: StaffApi, filters: AuditFilters, onSignedOut: () => void) {
  const queryKey = JSON.stringify(auditQuery(filters));
  const query = useMemo(() => JSON.parse(queryKey) as AuditListQuery, [queryKey]);
  const read = useCallback((cursor: string | undefined) => api.audit({ ...query, cursor }), [api, query]);
  return usePagedList<AuditView>(read, onSignedOut);
}
