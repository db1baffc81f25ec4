import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ErasureReport, PrivacyRecord } from '../../domain/api/staff';
import { booking, fakeApi, invalid, lead, ok } from '../../../tests/utils/staffApi';
import { renderStaff } from '../../../tests/utils/staffRender';
import { PrivacySection } from './PrivacySection';

const record = (over: Partial<PrivacyRecord> = {}): PrivacyRecord => ({
  email: 'ada@example.com',
  generatedAt: '2027-04-12T12:00:00.000Z',
  leads: [lead({ name: 'Ada Lovelace', email: 'Ada@example.com' })],
  bookings: { upcoming: [booking()], past: [], cancelled: [] },
  notices: [],
  deliveries: [],
  bookingInProgress: false,
  audit: [],
  ...over,
});

const REPORT: ErasureReport = {
  status: 'done',
  cancelledBookings: 1,
  deletedLeads: 1,
  deletedBookings: 0,
  deletedNotices: 1,
  noticesAwaitingEmails: 0,
  deletedHolds: 0,
  anonymisedAuditEntries: 2,
};

async function find(email: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email address'), email);
  await user.click(screen.getByRole('button', { name: 'Find' }));
  return user;
}

describe('PrivacySection', () => {
  it('shows what is held about the address; a staff member who is not an owner is told who can erase', async () => {
    const { api, calls } = fakeApi({ privacy: () => ok(record()) });
    renderStaff(<PrivacySection />, api, () => {}, { section: 'privacy' });
    await find(' Ada@Example.com ');
    const held = await screen.findByRole('region', { name: 'Held about ada@example.com' });
    expect(calls[0]).toEqual({ method: 'privacy', args: ['Ada@Example.com'] });
    expect(within(held).getByRole('list', { name: 'Leads' })).toHaveTextContent('Contact inquiry from Ada Lovelace');
    expect(within(held).getByRole('list', { name: 'Upcoming meetings' })).toHaveTextContent('Website Development');
    expect(within(held).getByText("Only an owner of the back office can erase a person's data.")).toBeInTheDocument();
    expect(within(held).queryByRole('button', { name: 'Erase everything' })).not.toBeInTheDocument();
  });

  it('names a refused address at its field', async () => {
    const { api } = fakeApi({ privacy: () => Promise.resolve(invalid({ email: 'Enter an email address.' })) });
    renderStaff(<PrivacySection />, api, () => {}, { section: 'privacy' });
    await find('x@y');
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter an email address.');
    expect(screen.getByLabelText('Email address')).toHaveAttribute('aria-invalid', 'true');
  });

  it('lets an owner erase with the address typed again and says what was done, without looking the address up again', async () => {
    const { api, calls } = fakeApi({ privacy: () => ok(record()), erase: () => ok({ erasure: REPORT }) });
    renderStaff(<PrivacySection />, api, () => {}, { section: 'privacy', owner: true });
    const user = await find('ada@example.com');
    const held = await screen.findByRole('region', { name: 'Held about ada@example.com' });
    await user.type(within(held).getByLabelText('Type the address again to confirm'), 'ADA@example.com');
    await user.click(within(held).getByRole('button', { name: 'Erase everything' }));
    expect(await screen.findByText(/^Erased: 1 upcoming meeting\(s\) cancelled/)).toHaveTextContent(
      'Nothing held names this address any more.',
    );
    expect(calls.find((call) => call.method === 'erase')?.args).toEqual([
      { email: 'ada@example.com', confirm: 'ADA@example.com' },
    ]);
    expect(held).not.toBeInTheDocument();
    // A look-up is audited with the address: none is made after the erasure.
    expect(calls.filter((call) => call.method === 'privacy')).toHaveLength(1);
  });
});
