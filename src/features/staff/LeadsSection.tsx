import { useState } from 'react';
import { useStaff } from './context';
import { NO_FILTERS, useLeads, type LeadFilters } from './hooks/useLeads';
import { usePipeline } from './hooks/usePipeline';
import { LeadCard } from './parts/LeadCard';
import { LeadFiltersForm } from './parts/LeadFiltersForm';
import { PipelineFilters } from './parts/PipelineFilters';
import { ListFooter } from './parts/ListFooter';
import { CardList, Muted, Panel, SectionHeading, Toolbar } from './styles';

/**
 * Contact inquiries and service requests, newest first, filtered (the pipeline's chips with their counts,
 * then the other filters); each opens to its detail, its place in the pipeline and its notes.
 */
export function LeadsSection() {
  const { api, onSignedOut } = useStaff();
  const [filters, setFilters] = useState<LeadFilters>(NO_FILTERS);
  const pipeline = usePipeline(api, onSignedOut);
  const { list, action, save, addNote, retry, keyOf } = useLeads(api, filters, onSignedOut, pipeline.refresh);

  return (
    <Panel aria-labelledby="staff-leads-heading">
      <Toolbar>
        <div>
          <SectionHeading id="staff-leads-heading">Leads</SectionHeading>
          <Muted>Contact inquiries and service requests, newest first. Times are Eastern Time (Toronto).</Muted>
        </div>
      </Toolbar>
      <PipelineFilters
        filters={filters}
        counts={pipeline.summary?.counts ?? null}
        members={pipeline.members}
        onChange={setFilters}
      />
      <LeadFiltersForm filters={filters} onChange={setFilters} onReset={() => setFilters(NO_FILTERS)} />
      {list.status === 'ready' && list.items.length === 0 && <Muted>No leads match these filters.</Muted>}
      <CardList aria-busy={list.status === 'loading'} aria-label="Leads">
        {list.items.map((lead) => (
          <li key={keyOf(lead)}>
            <LeadCard
              lead={lead}
              action={action.kind !== 'idle' && action.id === keyOf(lead) ? action : null}
              members={pipeline.members}
              onSave={(change) => save(lead, change)}
              onAddNote={(text) => addNote(lead, text)}
              onRetry={(what) => void retry(lead, what)}
            />
          </li>
        ))}
      </CardList>
      <ListFooter list={list} what="leads" />
    </Panel>
  );
}
