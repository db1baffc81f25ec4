import styled from 'styled-components';
import { DateRangeFields } from './DateRangeFields';
import { MIN_SEARCH_LENGTH } from '../../../domain/staff/schemas';
import type { LeadFilters } from '../hooks/useLeads';
import { Field, FiltersForm, Input, Select, SmallButton } from '../styles';

export interface LeadFiltersFormProps {
  filters: LeadFilters;
  onChange(filters: LeadFilters): void;
  onReset(): void;
}

/** The leads' filters; each change applies at once. */
export function LeadFiltersForm({ filters, onChange, onReset }: LeadFiltersFormProps) {
  const set = <K extends keyof LeadFilters>(key: K, value: LeadFilters[K]) => onChange({ ...filters, [key]: value });
  const shortSearch = filters.q.trim().length > 0 && filters.q.trim().length < MIN_SEARCH_LENGTH;
  return (
    <FiltersForm role="search" aria-label="Filter leads" onSubmit={(event) => event.preventDefault()}>
      <Field className="search">
        Search name or email
        <Input
          type="search"
          value={filters.q}
          placeholder="e.g. ada or ada@example.com"
          aria-describedby={shortSearch ? 'staff-search-hint' : undefined}
          onChange={(event) => set('q', event.target.value)}
        />
        {shortSearch && <Hint id="staff-search-hint">Type at least {MIN_SEARCH_LENGTH} characters.</Hint>}
      </Field>
      <Field>
        Kind
        <Select value={filters.kind} onChange={(event) => set('kind', event.target.value as LeadFilters['kind'])}>
          <option value="">All leads</option>
          <option value="contact">Contact inquiries</option>
          <option value="service">Service requests</option>
        </Select>
      </Field>
      <DateRangeFields from={filters.from} to={filters.to} onChange={(range) => onChange({ ...filters, ...range })} />
      <Check>
        <input
          type="checkbox"
          checked={filters.deliveryFailed}
          onChange={(event) => set('deliveryFailed', event.target.checked)}
        />
        Delivery failed only
      </Check>
      <SmallButton type="button" onClick={onReset}>
        Clear filters
      </SmallButton>
    </FiltersForm>
  );
}

const Hint = styled.span`
  font-weight: 400;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Check = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 44px;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.ink};
  input {
    width: 20px;
    height: 20px;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;
