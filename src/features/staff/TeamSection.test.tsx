import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { STAFF_MESSAGES, type TeamMember } from '../../domain/api/staff';
import { fakeApi, invalid, ok, refused } from '../../../tests/utils/staffApi';
import { renderStaff } from '../../../tests/utils/staffRender';
import { TeamSection } from './TeamSection';

const ada: TeamMember = {
  uid: 'u-ada',
  email: 'ada@lakeforge.ca',
  owner: true,
  lastSignInAt: '2027-04-12T12:00:00.000Z',
};
const bo: TeamMember = { uid: 'u-bo', email: 'bo@lakeforge.ca', owner: false };

/** The Team section's own announcements (the notifications panel has its own). */
const teamStatus = async () => (await screen.findAllByRole('status')).at(-1)!;

describe('TeamSection', () => {
  it('lists the team with roles and last sign-ins; staff who are not owners get no controls', async () => {
    const { api } = fakeApi({ team: () => ok({ members: [ada, bo] }), preferences: () => ok({ leadEmails: false }) });
    renderStaff(<TeamSection />, api, () => {}, { section: 'team' });
    const members = await screen.findByRole('list', { name: 'Staff members' });
    const [first, second] = within(members).getAllByRole('listitem');
    expect(first).toHaveTextContent('ada@lakeforge.caOwnerLast signed in Apr 12, 2027, 8:00 AM ET');
    expect(second).toHaveTextContent('bo@lakeforge.caStaffNever signed in');
    expect(within(members).queryAllByRole('button')).toEqual([]);
    expect(screen.queryByLabelText('Work email')).toBeNull();
    expect(screen.getByText('Only an owner can add or remove staff or change roles.')).toBeVisible();
  });

  it('shows a refused address at the field, and says what adding did', async () => {
    const { api, calls } = fakeApi({
      team: () => ok({ members: [ada] }),
      preferences: () => ok({ leadEmails: false }),
      addStaff: ({ email }) =>
        email === 'a@b'
          ? Promise.resolve(invalid({ email: 'Enter an email address.' }))
          : ok({ members: [ada, bo], added: 'created' }),
    });
    renderStaff(<TeamSection />, api, () => {}, { section: 'team', owner: true });
    const user = userEvent.setup();
    const field = await screen.findByLabelText('Work email');
    await user.type(field, 'a@b');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter an email address.');
    expect(field).toHaveAccessibleDescription('Enter an email address.');

    await user.clear(field);
    await user.type(field, ' bo@lakeforge.ca ');
    await user.click(screen.getByRole('checkbox', { name: 'Owner' }));
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await teamStatus()).toHaveTextContent(
      'bo@lakeforge.ca now has an account with staff access. They sign in here with Google or an email link.',
    );
    expect(calls.filter((call) => call.method === 'addStaff').map((call) => call.args[0])).toEqual([
      { email: 'a@b', owner: false },
      { email: 'bo@lakeforge.ca', owner: true },
    ]);
    expect(field).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: 'Owner' })).not.toBeChecked();
  });

  it('reads out the refusal of the last owner’s demotion, and removes a member after a confirmation', async () => {
    const { api, calls } = fakeApi({
      team: () => ok({ members: [ada, bo] }),
      preferences: () => ok({ leadEmails: false }),
      setOwner: () => Promise.resolve(refused(409, 'lastOwner', STAFF_MESSAGES.lastOwner)),
      removeStaff: () => ok({ members: [ada] }),
    });
    renderStaff(<TeamSection />, api, () => {}, { section: 'team', owner: true });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Remove the owner role of ada@lakeforge.ca' }));
    expect(await teamStatus()).toHaveTextContent(
      'The back office needs at least one owner. Make someone else an owner first.',
    );

    await user.click(screen.getByRole('button', { name: 'Remove bo@lakeforge.ca' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove bo@lakeforge.ca?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, remove' }));
    expect(await teamStatus()).toHaveTextContent('bo@lakeforge.ca was removed; their sessions ended.');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(within(screen.getByRole('list', { name: 'Staff members' })).getAllByRole('listitem')).toHaveLength(1);
    expect(calls.filter((call) => call.method === 'removeStaff').map((call) => call.args)).toEqual([['u-bo']]);
  });

  it('saves the member’s own email notifications as the box is ticked, and says so', async () => {
    const { api, calls } = fakeApi({
      team: () => ok({ members: [bo] }),
      preferences: () => ok({ leadEmails: false }),
      savePreferences: (preferences) => ok(preferences),
    });
    renderStaff(<TeamSection />, api, () => {}, { section: 'team' });
    const user = userEvent.setup();
    const box = await screen.findByRole('checkbox', {
      name: 'Email me when someone else gives me a lead, or changes a lead I own',
    });
    expect(box).not.toBeChecked();
    await user.click(box);
    const panel = screen.getByRole('region', { name: 'Your email notifications' });
    expect(await within(panel).findByRole('status')).toHaveTextContent(
      'Saved: you will be emailed about the leads you own.',
    );
    expect(box).toBeChecked();
    expect(calls.filter((call) => call.method === 'savePreferences').map((call) => call.args)).toEqual([
      [{ leadEmails: true }],
    ]);
  });
});
