import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { StaffFeed } from '../../../domain/api/staff';
import type { StaffOutcome } from '../api';
import { fakeApi, ok } from '../../../../tests/utils/staffApi';
import { deferred, renderStaff } from '../../../../tests/utils/staffRender';
import { FeedPanel } from './FeedPanel';

const OLD = 'http://127.0.0.1:5000/api/feed/old-secret.ics';
const NEW = 'http://127.0.0.1:5000/api/feed/new-secret.ics';

describe('FeedPanel', () => {
  it('shows the address and copies it', async () => {
    const user = userEvent.setup();
    const { api } = fakeApi({ feed: () => ok({ url: OLD }) });
    renderStaff(<FeedPanel />, api);
    expect(await screen.findByLabelText('Feed address')).toHaveTextContent(OLD);
    await user.click(screen.getByRole('button', { name: 'Copy address' }));
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeInTheDocument();
    expect(screen.getByText('Address copied.')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(OLD);
  });

  it('regenerates the address only once confirmed, showing progress, and the old one is gone', async () => {
    const user = userEvent.setup();
    const answer = deferred<StaffOutcome<StaffFeed>>();
    const { api, calls } = fakeApi({ feed: () => ok({ url: OLD }), rotateFeed: () => answer.promise });
    renderStaff(<FeedPanel />, api);
    await user.click(await screen.findByRole('button', { name: 'Regenerate address' }));
    const dialog = await screen.findByRole('dialog', { name: 'Regenerate the feed address?' });
    expect(dialog).toHaveTextContent(/every calendar subscribed to it stops updating/);
    await user.click(within(dialog).getByRole('button', { name: 'Keep the current address' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.some((call) => call.method === 'rotateFeed')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Regenerate address' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, regenerate' }));
    expect(within(screen.getByRole('dialog')).getByRole('button', { name: 'Regenerating…' })).toBeDisabled();
    answer.resolve({ ok: true, value: { url: NEW } });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByLabelText('Feed address')).toHaveTextContent(NEW);
    expect(screen.queryByText(OLD)).not.toBeInTheDocument();
    expect(screen.getByText('New address made: the old one no longer works.')).toBeInTheDocument();
  });

  it('keeps the dialog and the address when regenerating fails', async () => {
    const user = userEvent.setup();
    const { api } = fakeApi({ feed: () => ok({ url: OLD }), rotateFeed: () => Promise.reject(new Error('offline')) });
    renderStaff(<FeedPanel />, api);
    await user.click(await screen.findByRole('button', { name: 'Regenerate address' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, regenerate' }));
    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent(
      'The back office did not answer. Try again.',
    );
    expect(screen.getByLabelText('Feed address', { selector: 'code' })).toHaveTextContent(OLD);
  });
});
