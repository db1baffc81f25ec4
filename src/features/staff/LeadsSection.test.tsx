import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PipelineSummary } from '../../domain/api/staff';
import { fakeApi, lead, ok, page, refused } from '../../../tests/utils/staffApi';
import { renderStaff } from '../../../tests/utils/staffRender';
import type { StaffApi } from './api';
import { LeadsSection } from './LeadsSection';

describe('LeadsSection', () => {
  it("says in words when a lead's team chat notice failed, and why, beside its emails", async () => {
    const failed = lead({
      name: 'Ada Lovelace',
      teamNotice: {
        status: 'failed',
        attempts: 2,
        nextAttemptAt: '2027-04-12T12:15:00.000Z',
        error: 'team chat: chat webhook answered HTTP 500',
      },
    });
    const posted = lead({ id: 'l2', name: 'Grace Hopper', teamNotice: { status: 'sent', attempts: 1 } });
    const unposted = lead({ id: 'l3', name: 'Alan Turing' });
    const { api } = fakeApi({ leads: () => ok({ items: [failed, posted, unposted], nextCursor: null }) });
    renderStaff(<LeadsSection />, api, undefined, { section: 'leads' });

    const card = (name: string) => screen.getByRole('article', { name });
    const ada = await screen.findByRole('article', { name: 'Ada Lovelace' });
    expect(within(ada).getByText('Team chat: failed (2 tries)')).toBeVisible();
    expect(within(ada).getByText('Delivery: sent')).toBeVisible();
    expect(within(card('Grace Hopper')).getByText('Team chat: sent')).toBeVisible();
    expect(within(card('Alan Turing')).queryByText(/Team chat/)).toBeNull();

    await userEvent.setup().click(within(ada).getByRole('button', { name: /Show details/ }));
    expect(within(ada).getByText('Team notice')).toBeVisible();
    expect(within(ada).getByText('team chat: chat webhook answered HTTP 500')).toBeVisible();
  });

  it('posts a failed team chat notice again on request, and shows what became of it', async () => {
    const failed = lead({
      name: 'Ada Lovelace',
      teamNotice: { status: 'failed', attempts: 6, error: 'team chat: chat webhook answered HTTP 500' },
    });
    const failedAgain = { status: 'failed', attempts: 7, error: 'team chat: chat webhook answered HTTP 503' } as const;
    const answers: ReturnType<StaffApi['retryTeamNotice']>[] = [
      Promise.resolve({ ...refused(502, 'failed'), lead: { ...failed, teamNotice: failedAgain } }),
      ok({ lead: { ...failed, teamNotice: { status: 'sent', attempts: 8 } } }),
    ];
    const { api, calls } = fakeApi({ leads: () => page([failed]), retryTeamNotice: () => answers.shift()! });
    renderStaff(<LeadsSection />, api, undefined, { section: 'leads' });
    const user = userEvent.setup();
    const ada = await screen.findByRole('article', { name: 'Ada Lovelace' });
    await user.click(within(ada).getByRole('button', { name: /Show details/ }));
    expect(within(ada).queryByRole('button', { name: 'Retry delivery' })).toBeNull();

    await user.click(within(ada).getByRole('button', { name: 'Post to team chat again' }));
    expect(await within(ada).findByText(/team chat notice failed again/)).toBeVisible();
    // The summary's badge and the detail's.
    expect(within(ada).getAllByText('Team chat: failed (7 tries)')).toHaveLength(2);
    expect(within(ada).getByText('team chat: chat webhook answered HTTP 503')).toBeVisible();

    await user.click(within(ada).getByRole('button', { name: 'Post to team chat again' }));
    expect(await within(ada).findByText("Delivered: Ada Lovelace's lead reached the team's chat.")).toBeVisible();
    expect(within(ada).getAllByText('Team chat: sent')).toHaveLength(2);
    expect(within(ada).queryByRole('button', { name: 'Post to team chat again' })).toBeNull();
    expect(calls.filter((call) => call.method === 'retryTeamNotice').map((call) => call.args)).toEqual([
      ['contact', failed.id],
      ['contact', failed.id],
    ]);
  });

  it('filters by the chips, each with its count, and keeps a lead’s notes with their authors', async () => {
    const counts: PipelineSummary['counts'] = {
      total: 7,
      status: { new: 4, contacted: 1, qualified: 1, won: 1, lost: 0 },
      channel: { search: 2, social: 0, campaign: 1, referral: 0, direct: 4 },
      owner: [
        { owner: 'ada@lakeforge.ca', count: 2 },
        { owner: null, count: 5 },
      ],
    };
    const noted = lead({
      status: 'qualified',
      owner: 'ada@lakeforge.ca',
      notes: [
        { at: '2027-04-12T13:00:00.000Z', by: 'ada@lakeforge.ca', text: 'Called; wants a quote.' },
        { at: '2027-04-12T15:30:00.000Z', by: 'grace@lakeforge.ca', text: 'Quote sent.' },
      ],
    });
    const { api, calls } = fakeApi({
      leads: () => page([noted]),
      pipeline: () => ok({ counts, months: [] }),
      team: () =>
        ok({
          members: [
            { uid: 'u1', email: 'ada@lakeforge.ca', owner: true },
            { uid: 'u2', email: 'grace@lakeforge.ca', owner: false },
          ],
        }),
    });
    renderStaff(<LeadsSection />, api, undefined, { section: 'leads' });
    const user = userEvent.setup();

    const status = await screen.findByRole('group', { name: 'Status' });
    const qualified = await within(status).findByRole('button', { name: 'Qualified 1 leads' });
    expect(within(status).getByRole('button', { name: 'All 7 leads' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(qualified);
    expect(qualified).toHaveAttribute('aria-pressed', 'true');
    await user.click(
      within(screen.getByRole('group', { name: 'Owner' })).getByRole('button', { name: 'Nobody yet 5 leads' }),
    );
    expect(calls.filter((call) => call.method === 'leads').at(-1)!.args[0]).toMatchObject({
      status: 'qualified',
      owner: 'none',
    });

    const card = await screen.findByRole('article', { name: 'Grace Hopper' });
    expect(within(card).getByText('Qualified')).toBeVisible();
    expect(within(card).getByText(/Owner: ada@lakeforge.ca/)).toBeVisible();
    await user.click(within(card).getByRole('button', { name: /Show details/ }));
    const notes = within(card).getAllByRole('listitem');
    expect(notes.map((note) => note.textContent)).toEqual([
      expect.stringMatching(/^ada@lakeforge.ca · .*Called; wants a quote\.$/),
      expect.stringMatching(/^grace@lakeforge.ca · .*Quote sent\.$/),
    ]);
    expect(within(card).getByRole('combobox', { name: 'Owner' })).toHaveValue('ada@lakeforge.ca');
    expect(within(card).getByRole('button', { name: 'Add note' })).toBeDisabled();
  });
});
