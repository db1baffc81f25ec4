import styled from 'styled-components';
import { LEAD_CHANNEL_LABELS, LEAD_CHANNELS } from '../../../domain/attribution/channel';
import type { PipelineCounts } from '../../../domain/api/staff';
import { LEAD_STATUSES, UNOWNED } from '../../../domain/staff/schemas';
import type { LeadFilters } from '../hooks/useLeads';
import { STATUS_LABELS } from '../pipelineLabels';
import { focusRing } from '../styles';

export interface PipelineFiltersProps {
  filters: LeadFilters;
  /** Every lead counted (null until read: the chips show no numbers). */
  counts: PipelineCounts | null;
  /** The staff who can own a lead. */
  members: string[];
  onChange(filters: LeadFilters): void;
}

interface Chip {
  value: string;
  label: string;
  count: number | undefined;
}

/** The pipeline's filters as chips, one row each for status, source and owner, each with its count. */
export function PipelineFilters({ filters, counts, members, onChange }: PipelineFiltersProps) {
  const owned = new Map(counts?.owner.map((entry) => [entry.owner ?? UNOWNED, entry.count]));
  const owners = [...new Set([...members, ...owned.keys()])].filter((owner) => owner !== UNOWNED).sort();
  return (
    <Rows>
      <ChipRow
        legend="Status"
        selected={filters.status}
        total={counts?.total}
        chips={LEAD_STATUSES.map((status) => ({
          value: status,
          label: STATUS_LABELS[status],
          count: counts?.status[status],
        }))}
        onSelect={(status) => onChange({ ...filters, status: status as LeadFilters['status'] })}
      />
      <ChipRow
        legend="Source"
        selected={filters.channel}
        total={counts?.total}
        chips={LEAD_CHANNELS.map((channel) => ({
          value: channel,
          label: LEAD_CHANNEL_LABELS[channel],
          count: counts?.channel[channel],
        }))}
        onSelect={(channel) => onChange({ ...filters, channel: channel as LeadFilters['channel'] })}
      />
      <ChipRow
        legend="Owner"
        selected={filters.owner}
        total={counts?.total}
        chips={[
          { value: UNOWNED, label: 'Nobody yet', count: counts ? (owned.get(UNOWNED) ?? 0) : undefined },
          ...owners.map((owner) => ({
            value: owner,
            label: owner,
            count: counts ? (owned.get(owner) ?? 0) : undefined,
          })),
        ]}
        onSelect={(owner) => onChange({ ...filters, owner })}
      />
    </Rows>
  );
}

function ChipRow(props: {
  legend: string;
  selected: string;
  total: number | undefined;
  chips: Chip[];
  onSelect(value: string): void;
}) {
  const { legend, selected, total, chips, onSelect } = props;
  const all: Chip = { value: '', label: 'All', count: total };
  return (
    <Group>
      <legend>{legend}</legend>
      <ul>
        {[all, ...chips].map((chip) => (
          <li key={chip.value}>
            <ChipButton type="button" aria-pressed={selected === chip.value} onClick={() => onSelect(chip.value)}>
              {chip.label}{' '}
              {chip.count !== undefined && (
                <Count>
                  {chip.count} <span className="visually-hidden">leads</span>
                </Count>
              )}
            </ChipButton>
          </li>
        ))}
      </ul>
    </Group>
  );
}

const Rows = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[4]};
`;

const Group = styled.fieldset`
  display: grid;
  grid-template-columns: 4.5rem 1fr;
  align-items: start;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  legend {
    float: left;
    padding: ${({ theme }) => theme.space[2]} 0 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 600;
    color: ${({ theme }) => theme.colors.ink};
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space[2]};
    margin: 0;
    padding: 0;
    list-style: none;
    min-width: 0;
  }
  li {
    min-width: 0;
    max-width: 100%;
  }
  @media (max-width: 480px) {
    grid-template-columns: 1fr;
    legend {
      float: none;
      padding: 0;
    }
  }
`;

const ChipButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 36px;
  max-width: 100%;
  padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
  text-align: left;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.white};
  color: ${({ theme }) => theme.colors.ink};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
  cursor: pointer;
  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.white};
  }
  ${focusRing}
`;

const Count = styled.span`
  min-width: 1.5em;
  padding: 0 ${({ theme }) => theme.space[1]};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: rgba(0, 0, 0, 0.08);
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 600;
  text-align: center;
`;
