import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { booking } from '../../../../tests/utils/staffApi';
import { renderWithProviders } from '../../../../tests/utils/render';
import { MeetingCard } from './MeetingCard';

describe('MeetingCard', () => {
  it("says in words when the booking's team chat notice failed", () => {
    const failed = { status: 'failed', attempts: 3, error: 'team chat: chat webhook answered HTTP 500' } as const;
    renderWithProviders(<MeetingCard booking={booking({ teamNotice: failed })} busy={null} />);
    expect(screen.getByText('Team chat: failed (3 tries)')).toBeVisible();
  });

  it('shows no team chat state for a booking that has no notice', () => {
    renderWithProviders(<MeetingCard booking={booking()} busy={null} />);
    expect(screen.queryByText(/Team chat/)).toBeNull();
  });
});
