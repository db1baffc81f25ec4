/**
 * The manage page's component over real HTTP against a local server that speaks the contract of
 * POST /api/manageBooking (the real function is covered by its own tests and the end-to-end test).
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../tests/utils/render';
import { API_ENDPOINTS } from '../../../domain/api/endpoints';
import { MANAGE_MESSAGES, type ManagedBookingView } from '../../../domain/api/manage';
import { startBookingApi, type BookingApiStub } from '../../../../tests/utils/bookingBackend';
import { ManageBooking } from './ManageBooking';

vi.setConfig({ testTimeout: 30_000 });

const SLOT = '2026-11-24T16:00:00.000Z'; // Tuesday 11:00 AM EST
const LATER = '2026-11-25T16:00:00.000Z'; // Wednesday 11:00 AM EST
const confirmed: ManagedBookingView = {
  status: 'confirmed',
  datetime: SLOT,
  purpose: 'Website Development',
  days: [
    { date: '2026-11-24', slots: ['2026-11-24T19:00:00.000Z'] },
    { date: '2026-11-25', slots: [LATER, '2026-11-25T16:30:00.000Z'] },
  ],
};

let api: BookingApiStub;
beforeAll(async () => {
  api = await startBookingApi(API_ENDPOINTS.manage);
});
afterAll(() => api.close());
beforeEach(() => {
  api.requests.length = 0;
});
afterEach(() => api.answer());

function renderPage(token: string | null = 'the-token') {
  const onTokenChange = vi.fn();
  const user = userEvent.setup({ delay: null });
  renderWithProviders(
    <ManageBooking token={token} apiOrigin={api.origin} onTokenChange={onTokenChange} timeZone="America/Toronto" />,
  );
  return { user, onTokenChange };
}

describe('ManageBooking', () => {
  it('shows the booking the link names', async () => {
    api.answer({ status: 200, body: { booking: confirmed } });
    renderPage();
    expect(await screen.findByText('Tuesday, November 24, 2026 at 11:00 AM ET')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Your consultation' })).toBeVisible();
    expect(screen.getByText('Website Development')).toBeVisible();
    expect(api.requests[0]!.body).toEqual({ action: 'view', token: 'the-token' });
  });

  it.each([
    [404, { error: MANAGE_MESSAGES.invalidLink }, "This link doesn't work"],
    [410, { error: MANAGE_MESSAGES.expiredLink }, 'This link has expired'],
    [503, { error: 'Something went wrong.' }, "We couldn't load your booking"],
  ])('answers %i with its own page', async (status, body, heading) => {
    api.answer({ status, body });
    renderPage();
    expect(await screen.findByRole('heading', { name: heading })).toBeVisible();
  });

  it('says a link without a token does not work, without asking the server', async () => {
    renderPage(null);
    expect(await screen.findByRole('heading', { name: "This link doesn't work" })).toBeVisible();
    expect(api.requests).toEqual([]);
  });

  it('loads again after a failure when asked', async () => {
    api.answer({ status: 503, body: {} }, { status: 200, body: { booking: confirmed } });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Choose a new time' })).toBeVisible();
  });

  it('moves the booking to a chosen free time and keeps the new link', async () => {
    const moved: ManagedBookingView = { ...confirmed, datetime: LATER, days: [] };
    api.answer(
      { status: 200, body: { booking: confirmed } },
      { status: 200, body: { booking: moved, token: 'new-token', emailed: true } },
    );
    const { user, onTokenChange } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Choose a new time' }));
    const move = screen.getByRole('button', { name: 'Move my consultation' });
    expect(move).toBeDisabled();
    await user.click(screen.getByRole('button', { name: /Wednesday, November 25, 2026, 2 times available/ }));
    await user.click(screen.getByRole('button', { name: '11:00 AM ET' }));
    await user.click(move);

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Done: your consultation is now on Wednesday, November 25, 2026 at 11:00 AM ET.',
    );
    expect(screen.getByText('Wednesday, November 25, 2026 at 11:00 AM ET')).toBeVisible();
    // With the time the page showed: the server refuses the move if the booking has moved since (issue #32).
    expect(api.requests[1]!.body).toEqual({
      action: 'reschedule',
      token: 'the-token',
      datetime: LATER,
      expectedStart: SLOT,
    });
    expect(onTokenChange).toHaveBeenCalledWith('new-token');
  });

  it('shows the server’s reason when the time was just taken, and the times still free', async () => {
    const fresh: ManagedBookingView = { ...confirmed, days: [{ date: '2026-11-25', slots: [LATER] }] };
    api.answer(
      { status: 200, body: { booking: confirmed } },
      { status: 409, body: { error: MANAGE_MESSAGES.taken } },
      { status: 200, body: { booking: fresh } },
    );
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Choose a new time' }));
    await user.click(screen.getByRole('button', { name: /Wednesday, November 25, 2026, 2 times available/ }));
    await user.click(screen.getByRole('button', { name: '11:30 AM ET' }));
    await user.click(screen.getByRole('button', { name: 'Move my consultation' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(MANAGE_MESSAGES.taken);
    await waitFor(() => expect(api.requests).toHaveLength(3));
    expect(screen.getByText('Tuesday, November 24, 2026 at 11:00 AM ET')).toBeVisible();
  });

  it('cancels after asking, then offers a new booking', async () => {
    api.answer(
      { status: 200, body: { booking: confirmed } },
      { status: 200, body: { booking: { status: 'cancelled', datetime: SLOT }, emailed: false } },
    );
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Cancel consultation' }));
    expect(screen.getByText(/Cancel your consultation on Tuesday, November 24, 2026 at 11:00 AM ET\?/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Yes, cancel it' }));

    expect(await screen.findByRole('heading', { name: 'Your consultation is cancelled' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(
      "Your consultation is cancelled. We couldn't send you the email about it, but the change is saved.",
    );
    expect(screen.getByRole('link', { name: 'Book a new consultation' })).toHaveAttribute('href', '/#cta');
    expect(api.requests[1]!.body).toEqual({ action: 'cancel', token: 'the-token' });
  });

  it('keeps the booking when the visitor changes their mind', async () => {
    api.answer({ status: 200, body: { booking: confirmed } });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Cancel consultation' }));
    await user.click(screen.getByRole('button', { name: 'Keep my consultation' }));
    expect(screen.getByRole('button', { name: 'Choose a new time' })).toBeVisible();
    expect(api.requests).toHaveLength(1);
  });

  it('shows a meeting that has begun without ways to change it', async () => {
    api.answer({ status: 200, body: { booking: { status: 'past', datetime: SLOT, purpose: 'SEO' } } });
    renderPage();
    expect(await screen.findByText(/has started, so it can no longer be changed/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Choose a new time' })).toBeNull();
  });
});
