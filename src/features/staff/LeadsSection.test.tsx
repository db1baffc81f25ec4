import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, lead, ok } from '../../../tests/utils/staffApi';
import { renderStaff } from '../../../tests/utils/staffRender';
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
});
