/** The move dialog offers only times a visitor could book under the agency's live rules. */
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MoveDialog, type MoveDialogProps } from './MoveDialog';
import type { StaffBooking } from '../../../domain/api/staff';
import { DEFAULT_RULES } from '../../../domain/availability/rules';
import { SiteTheme } from '../../../../tests/utils/render';

// Monday 2027-04-12 08:00 Toronto (EDT).
const NOW = new Date('2027-04-12T12:00:00.000Z');
const booking: StaffBooking = {
  slotId: 's1',
  bookingId: 'b1',
  datetime: '2027-04-13T14:00:00.000Z',
  status: 'upcoming',
  name: 'Ada',
  email: 'ada@example.com',
  purpose: 'A new site',
  sequence: 0,
};

function dialog(props: Partial<MoveDialogProps>) {
  const noop = () => undefined;
  return (
    <SiteTheme>
      <MoveDialog
        booking={booking}
        now={NOW}
        takenStarts={[]}
        rules={DEFAULT_RULES}
        busy={false}
        error=""
        onMove={noop}
        onClose={noop}
        {...props}
      />
    </SiteTheme>
  );
}

describe('MoveDialog', () => {
  it('leaves out the days the agency closed', () => {
    render(dialog({ rules: { ...DEFAULT_RULES, closures: [{ id: 'c', from: '2027-04-14', to: '2027-04-14' }] } }));
    expect(screen.getByRole('button', { name: /Tuesday, April 13/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Wednesday, April 14/ })).not.toBeInTheDocument();
  });

  it('offers nothing until the rules are read, and says when they could not be', () => {
    const { rerender } = render(dialog({ rules: null }));
    expect(screen.getByText(/Reading the agency's availability/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /April 13/ })).not.toBeInTheDocument();
    rerender(dialog({ rules: null, rulesFailed: true }));
    expect(screen.getByText(/could not be read/)).toBeInTheDocument();
  });
});
