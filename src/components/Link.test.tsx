import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../tests/utils/render';
import { Link } from './Link';

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

describe('Link', () => {
  it('navigates in the app and leaves out the attribute only Framework mode reads', async () => {
    renderWithProviders(
      <>
        <Link to="/about">About us</Link>
        <Where />
      </>,
    );
    const link = screen.getByRole('link', { name: 'About us' });
    expect(link).toHaveAttribute('href', '/about');
    expect(link).not.toHaveAttribute('data-discover');
    await userEvent.click(link);
    expect(screen.getByTestId('where')).toHaveTextContent('/about');
  });
});
