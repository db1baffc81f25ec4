import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ClosureAnswer, StaffClosure } from '../../../domain/api/staff';
import type { StaffOutcome } from '../api';
import { STAFF_MESSAGES } from '../../../domain/api/staff';
import { booking, closure, fakeApi, invalid, ok, refused } from '../../../../tests/utils/staffApi';
import { deferred, renderStaff } from '../../../../tests/utils/staffRender';
import { closureWhen, ClosuresPanel } from './ClosuresPanel';

const friday = closure({ id: 'fri', from: '2027-04-16', to: '2027-04-16', note: 'Team offsite' });
const afternoon = closure({ id: 'pm', from: '2027-04-19', to: '2027-04-20', startTime: '13:00' });

function added(over: Partial<ClosureAnswer> = {}): Promise<StaffOutcome<ClosureAnswer>> {
  return ok({
    closure: closure({ id: 'new', from: '2027-04-21', to: '2027-04-21' }),
    affectedBookings: [],
    heldStarts: [],
    ...over,
  });
}

describe('closureWhen', () => {
  it('names the days and, for part of a day, the hours in the agency clock', () => {
    expect(closureWhen(closure({ startTime: '09:30', endTime: '13:00' }))).toBe(
      'Friday, April 16, 2027, 9:30 AM to 1:00 PM',
    );
    expect(closureWhen(closure({ endTime: '12:00' }))).toBe('Friday, April 16, 2027, until 12:00 PM');
  });
});

describe('ClosuresPanel', () => {
  it('lists the closures ahead: whole days and part of a range, with the team note', async () => {
    const { api } = fakeApi({ closures: () => ok({ closures: [friday, afternoon] }) });
    renderStaff(<ClosuresPanel />, api);
    const list = await screen.findByRole('list', { name: 'Closures ahead' });
    expect(within(list).getByRole('heading', { name: 'Friday, April 16, 2027, all day' })).toBeInTheDocument();
    expect(within(list).getByText('Team offsite')).toBeInTheDocument();
    expect(
      within(list).getByRole('heading', { name: 'Monday, April 19, 2027 – Tuesday, April 20, 2027, from 1:00 PM' }),
    ).toBeInTheDocument();
  });

  it('shows the meetings still booked inside a closure, and none where there are none', async () => {
    const held = { ...friday, bookedStarts: ['2027-04-16T14:00:00.000Z', '2027-04-16T18:30:00.000Z'] };
    const { api } = fakeApi({ closures: () => ok({ closures: [held, { ...afternoon, bookedStarts: [] }] }) });
    renderStaff(<ClosuresPanel />, api);
    const list = await screen.findByRole('list', { name: 'Closures ahead' });
    const [fridayCard, afternoonCard] = within(list).getAllByRole('listitem');
    expect(fridayCard).toHaveTextContent(
      'Still holds 2 meetings: Friday, April 16, 2027 at 10:00 AM ET; Friday, April 16, 2027 at 2:30 PM ET.',
    );
    expect(within(fridayCard!).getByRole('link', { name: 'Move or cancel in Meetings' })).toBeInTheDocument();
    expect(afternoonCard).not.toHaveTextContent('Still holds');
  });

  it('says when there are none, and when they could not be read', async () => {
    const { api } = fakeApi({ closures: () => ok({ closures: [] }) });
    renderStaff(<ClosuresPanel />, api);
    expect(await screen.findByText(/No closures ahead/)).toBeInTheDocument();

    const { api: down } = fakeApi({ closures: () => Promise.reject(new Error('offline')) });
    renderStaff(<ClosuresPanel />, down);
    expect(await screen.findByText('The back office did not answer. Try again.')).toBeInTheDocument();
  });

  it('closes a day: shows progress, announces it, clears the form and lists it', async () => {
    const user = userEvent.setup();
    let listed: StaffClosure[] = [];
    const answer = deferred<StaffOutcome<ClosureAnswer>>();
    const { api, calls } = fakeApi({
      closures: () => ok({ closures: listed }),
      addClosure: () => answer.promise,
    });
    renderStaff(<ClosuresPanel />, api);
    await screen.findByText(/No closures ahead/);
    await user.type(screen.getByLabelText('First day'), '2027-04-21');
    await user.type(screen.getByLabelText('Note for the team (optional)'), 'Dentist');
    await user.click(screen.getByRole('button', { name: 'Add closure' }));
    expect(screen.getByRole('button', { name: 'Adding…' })).toBeDisabled();
    expect(calls.find((call) => call.method === 'addClosure')!.args).toEqual([{ date: '2027-04-21', note: 'Dentist' }]);

    listed = [closure({ id: 'new', from: '2027-04-21', to: '2027-04-21', note: 'Dentist' })];
    answer.resolve(await added());
    expect(await screen.findByText('Closure added: visitors are no longer offered those times.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Wednesday, April 21, 2027, all day' })).toBeInTheDocument();
    expect(screen.getByLabelText('First day')).toHaveValue('');
    expect(screen.getByLabelText('Note for the team (optional)')).toHaveValue('');
  });

  it('points at what is missing or wrong before sending anything', async () => {
    const user = userEvent.setup();
    const { api, calls } = fakeApi({ closures: () => ok({ closures: [] }) });
    renderStaff(<ClosuresPanel />, api);
    await screen.findByText(/No closures ahead/);
    await user.click(screen.getByRole('button', { name: 'Add closure' }));
    expect(screen.getByLabelText('First day')).toHaveAccessibleDescription('Choose the first day.');
    expect(screen.getByLabelText('First day')).toBeInvalid();
    expect(screen.getByText('Check the fields marked above.')).toBeInTheDocument();

    await user.type(screen.getByLabelText('First day'), '2027-04-21');
    await user.type(screen.getByLabelText('Closed from (optional)'), '14:00');
    await user.type(screen.getByLabelText('Closed until (optional)'), '13:00');
    await user.click(screen.getByRole('button', { name: 'Add closure' }));
    expect(screen.getByLabelText('First day')).toBeValid();
    expect(screen.getByLabelText('Closed until (optional)')).toHaveAccessibleDescription(
      'The end must come after the start.',
    );
    expect(calls.some((call) => call.method === 'addClosure')).toBe(false);
  });

  it("shows the server's refusal at the field it names, keeping what was typed", async () => {
    const user = userEvent.setup();
    const { api } = fakeApi({
      closures: () => ok({ closures: [] }),
      addClosure: () => Promise.resolve(invalid({ to: 'This closure has already ended.' })),
    });
    renderStaff(<ClosuresPanel />, api);
    await screen.findByText(/No closures ahead/);
    await user.type(screen.getByLabelText('First day'), '2027-04-01');
    await user.type(screen.getByLabelText('Last day (for a range)'), '2027-04-02');
    await user.click(screen.getByRole('button', { name: 'Add closure' }));
    expect(await screen.findByText('Please correct the highlighted fields.')).toBeInTheDocument();
    expect(screen.getByLabelText('Last day (for a range)')).toHaveAccessibleDescription(
      'This closure has already ended.',
    );
    expect(screen.getByLabelText('First day')).toHaveValue('2027-04-01');
  });

  it('shows the meetings a new closure holds and says none was cancelled, with the way to Meetings', async () => {
    const user = userEvent.setup();
    const held = booking({
      bookingId: 'b9',
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      datetime: '2027-04-21T14:00:00.000Z',
    });
    const { api } = fakeApi({
      closures: () => ok({ closures: [] }),
      addClosure: () => added({ affectedBookings: [held], heldStarts: ['2027-04-21T18:00:00.000Z'] }),
    });
    renderStaff(<ClosuresPanel />, api);
    await screen.findByText(/No closures ahead/);
    await user.type(screen.getByLabelText('First day'), '2027-04-21');
    await user.click(screen.getByRole('button', { name: 'Add closure' }));
    const status = await screen.findByText(/Nothing inside it was cancelled/);
    const notice = status.closest('div')!;
    expect(within(notice).getByText('1 booked meeting falls inside this closure:')).toBeInTheDocument();
    expect(
      within(notice).getByText(/^Ada Lovelace \(ada@example.com\), Wednesday, April 21, 2027 at 10:00 AM ET$/),
    ).toBeInTheDocument();
    expect(within(notice).getByText(/^Wednesday, April 21, 2027 at 2:00 PM ET$/)).toBeInTheDocument();
    expect(within(notice).getByRole('link', { name: 'Move or cancel them in Meetings' })).toHaveAttribute(
      'href',
      '/staff/meetings',
    );
  });

  it('removes a closure only once confirmed; a failure stays in the dialog', async () => {
    const user = userEvent.setup();
    let listed = [friday];
    let fail = true;
    const { api, calls } = fakeApi({
      closures: () => ok({ closures: listed }),
      removeClosure: () => {
        if (fail) return Promise.reject(new Error('offline'));
        listed = [];
        return ok({ closure: friday });
      },
    });
    renderStaff(<ClosuresPanel />, api);
    await user.click(await screen.findByRole('button', { name: 'Remove the closure Friday, April 16, 2027, all day' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this closure?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.some((call) => call.method === 'removeClosure')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Remove the closure Friday, April 16, 2027, all day' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, remove it' }));
    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent(
      'The back office did not answer. Try again.',
    );

    fail = false;
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes, remove it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Closure removed: its times are offered again.')).toBeInTheDocument();
    expect(await screen.findByText(/No closures ahead/)).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'removeClosure').map((call) => call.args)).toEqual([
      ['fri'],
      ['fri'],
    ]);
  });

  it("does not carry a refused closure's message into the removal dialog", async () => {
    const user = userEvent.setup();
    const { api } = fakeApi({
      closures: () => ok({ closures: [friday] }),
      addClosure: () => Promise.resolve(invalid({ date: 'Use a date like 2026-12-24.' })),
    });
    renderStaff(<ClosuresPanel />, api);
    await user.type(await screen.findByLabelText('First day'), '2027-04-21');
    await user.click(screen.getByRole('button', { name: 'Add closure' }));
    expect(await screen.findByText('Please correct the highlighted fields.')).toBeInTheDocument();
    expect(screen.getByLabelText('First day')).toHaveAccessibleDescription('Use a date like 2026-12-24.');
    await user.click(screen.getByRole('button', { name: /^Remove the closure/ }));
    expect(within(await screen.findByRole('dialog')).getByRole('alert')).toBeEmptyDOMElement();
  });

  it('says so, and lists the closures again, when the closure was removed meanwhile (by someone else)', async () => {
    const user = userEvent.setup();
    let listed = [friday];
    const { api } = fakeApi({
      closures: () => ok({ closures: listed }),
      removeClosure: () => {
        listed = [];
        return Promise.resolve(refused(404, 'notFound', STAFF_MESSAGES.notFound));
      },
    });
    renderStaff(<ClosuresPanel />, api);
    await user.click(await screen.findByRole('button', { name: /^Remove the closure/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, remove it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('This closure had already been removed: its times are offered.')).toBeInTheDocument();
    expect(await screen.findByText(/No closures ahead/)).toBeInTheDocument();
  });
});
