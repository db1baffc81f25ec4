import { useState } from 'react';
import { useStaff } from './context';
import { NO_FILTERS, useLeads, type LeadFilters } from './hooks/useLeads';
import { LeadCard } from './parts/LeadCard';
import { LeadFiltersForm } from './parts/LeadFiltersForm';
import { ListFooter } from './parts/ListFooter';
import { CardList, Muted, Panel, SectionHeading, Toolbar } from './styles';

/** Contact inquiries and service requests, newest first, filtered; each opens to its detail and handling. */
export function LeadsSection() {
  const { api, onSignedOut } = useStaff();
  const [filters, setFilters] = useState<LeadFilters>(NO_FILTERS);
  const { list, action, save, retry, keyOf } = useLeads(api, filters, onSignedOut);

  return (
    <Panel aria-labelledby="staff-leads-heading">
      <Toolbar>
        <div>
          <SectionHeading id="staff-leads-heading">Leads</SectionHeading>
          <Muted>Contact inquiries and service requests, newest first. Times are Eastern Time (Toronto).</Muted>
        </div>
      </Toolbar>
      <LeadFiltersForm filters={filters} onChange={setFilters} onReset={() => setFilters(NO_FILTERS)} />
      {list.status === 'ready' && list.items.length === 0 && <Muted>No leads match these filters.</Muted>}
      <CardList aria-busy={list.status === 'loading'} aria-label="Leads">
        {list.items.map((lead) => (
          <li key={keyOf(lead)}>
            <LeadCard
              lead={lead}
              action={action.kind !== 'idle' && action.id === keyOf(lead) ? action : null}
              onSave={(change) => save(lead, change)}
              onRetry={() => void retry(lead)}
            />
          </li>
        ))}
      </CardList>
      <ListFooter list={list} what="leads" />
    </Panel>
  );
}
