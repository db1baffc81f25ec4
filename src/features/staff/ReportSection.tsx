import { useCallback, useState } from 'react';
import styled from 'styled-components';
import type { PipelineMonth } from '../../domain/api/staff';
import { useStaff } from './context';
import { useStaffResource } from './hooks/useStaffResource';
import { MonthlyChart, monthName, SERIES, type ChartSplit } from './parts/MonthlyChart';
import { ViewSwitch } from './parts/ViewSwitch';
import { Muted, Notice, Panel, SectionHeading, Toolbar, focusRing } from './styles';

const SPLITS: { value: ChartSplit; label: string }[] = [
  { value: 'channel', label: 'By source' },
  { value: 'status', label: 'By status' },
];

/**
 * The pipeline at a glance: the leads received in each of the last twelve months, split by source or by
 * status (where those leads stand now), with each series' total and the numbers as a table.
 */
export function ReportSection() {
  const { api, onSignedOut } = useStaff();
  const read = useCallback(() => api.pipeline(), [api]);
  const { value, loadError } = useStaffResource(read, onSignedOut);
  const [split, setSplit] = useState<ChartSplit>('channel');
  const months = value?.months ?? [];

  return (
    <Panel aria-labelledby="staff-report-heading">
      <Toolbar>
        <div>
          <SectionHeading id="staff-report-heading">Report</SectionHeading>
          <Muted>
            Leads received in each of the last twelve months (Eastern Time), by where they came from or where they stand
            now.
          </Muted>
        </div>
        <ViewSwitch<ChartSplit> label="Split the bars" views={SPLITS} value={split} onChange={setSplit} />
      </Toolbar>
      {loadError && <Notice $tone="failed">{loadError}</Notice>}
      {!value && !loadError && <Muted aria-busy="true">Counting the leads…</Muted>}
      {value && (
        <Stack>
          <MonthlyChart months={months} split={split} />
          <Legend aria-label="Totals over the twelve months">
            {SERIES[split].map(({ key, label, color }) => (
              <li key={key}>
                <Swatch $color={color} />
                {label} <strong>{sum(months, split, key)}</strong>
              </li>
            ))}
          </Legend>
          <details>
            <Summary>The numbers, month by month</Summary>
            <TableFrame>
              <table>
                <caption className="visually-hidden">
                  Leads per month by {split === 'channel' ? 'source' : 'status'}
                </caption>
                <thead>
                  <tr>
                    <th scope="col">Month</th>
                    {SERIES[split].map(({ key, label }) => (
                      <th key={key} scope="col">
                        {label}
                      </th>
                    ))}
                    <th scope="col">All</th>
                  </tr>
                </thead>
                <tbody>
                  {months.map((month) => (
                    <tr key={month.month}>
                      <th scope="row">
                        {monthName(month.month)} {month.month.slice(0, 4)}
                      </th>
                      {SERIES[split].map(({ key }) => (
                        <td key={key}>{countOf(month, split, key)}</td>
                      ))}
                      <td>{month.total}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableFrame>
          </details>
        </Stack>
      )}
    </Panel>
  );
}

const countOf = (month: PipelineMonth, split: ChartSplit, key: string) =>
  (month[split] as Record<string, number>)[key] ?? 0;
const sum = (months: PipelineMonth[], split: ChartSplit, key: string) =>
  months.reduce((total, month) => total + countOf(month, split, key), 0);

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.ink};
  li {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
  }
`;

const Swatch = styled.span<{ $color: string }>`
  background: ${({ $color }) => $color};
  width: 12px;
  height: 12px;
  border-radius: 3px;
`;

const Summary = styled.summary`
  cursor: pointer;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.primary};
  ${focusRing}
`;

const TableFrame = styled.div`
  overflow-x: auto;
  margin-top: ${({ theme }) => theme.space[3]};
  table {
    width: 100%;
    border-collapse: collapse;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  th,
  td {
    padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[2]};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: right;
    white-space: nowrap;
  }
  th[scope='row'],
  thead th:first-child {
    text-align: left;
  }
`;
