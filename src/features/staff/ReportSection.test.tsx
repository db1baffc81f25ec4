import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PipelineMonth } from '../../domain/api/staff';
import { fakeApi, ok } from '../../../tests/utils/staffApi';
import { renderStaff } from '../../../tests/utils/staffRender';
import { ReportSection } from './ReportSection';

const empty = { new: 0, contacted: 0, qualified: 0, won: 0, lost: 0 };
const none = { search: 0, social: 0, campaign: 0, referral: 0, direct: 0 };
const months: PipelineMonth[] = Array.from({ length: 12 }, (_, index) => {
  const month = `${index === 0 ? 2026 : 2027}-${String(((index + 11) % 12) + 1).padStart(2, '0')}`;
  return { month, total: 0, status: { ...empty }, channel: { ...none } };
});
months[10] = { ...months[10]!, total: 3, status: { ...empty, new: 1, won: 2 }, channel: { ...none, search: 3 } };
months[11] = { ...months[11]!, total: 5, status: { ...empty, new: 4, lost: 1 }, channel: { ...none, direct: 5 } };

describe('ReportSection', () => {
  it('draws the twelve months by source, then by status, summed in the legend and told in numbers', async () => {
    const counts = { total: 8, status: empty, channel: none, owner: [] };
    const { api } = fakeApi({ pipeline: () => ok({ counts, months }) });
    renderStaff(<ReportSection />, api, undefined, { section: 'report' });

    const chart = await screen.findByRole('img', {
      name: 'Leads per month by source, December 2026 to November 2027: 8 in all; most in November 2027 (5).',
    });
    // One bar segment per month and series that has leads, each with its count.
    expect([...chart.querySelectorAll('rect title')].map((title) => title.textContent)).toEqual([
      'Oct 2027, Search: 3',
      'Nov 2027, Direct or unknown: 5',
    ]);
    const legend = screen.getByRole('list', { name: 'Totals over the twelve months' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Search 3', 'Social 0', 'Campaign 0', 'Other sites 0', 'Direct or unknown 5']);

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'By status' }));
    expect(screen.getByRole('button', { name: 'By status' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByText('The numbers, month by month'));
    const november = screen.getByRole('row', { name: /^Nov 2027/ });
    expect(
      within(november)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['4', '0', '0', '0', '1', '5']);
  });
});
