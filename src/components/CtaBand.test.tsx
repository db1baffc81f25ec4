import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../tests/utils/render';
import { CtaBand } from './CtaBand';

function Where() {
  const { pathname, hash } = useLocation();
  return <p data-testid="where">{pathname + hash}</p>;
}

describe('CtaBand', () => {
  it('shows the heading, text and each action with its target', () => {
    renderWithProviders(
      <CtaBand
        heading="Ready to grow?"
        text="Tell us about your project."
        actions={[
          { label: 'Free Meeting', href: '/#cta' },
          { label: 'See Careers', href: '/careers', variant: 'light' },
          { label: 'Contact form', href: '#contact' },
        ]}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Ready to grow?' })).toBeInTheDocument();
    expect(screen.getByText('Tell us about your project.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Free Meeting' })).toHaveAttribute('href', '/#cta');
    expect(screen.getByRole('link', { name: 'See Careers' })).toHaveAttribute('href', '/careers');
    expect(screen.getByRole('link', { name: 'Contact form' })).toHaveAttribute('href', '#contact');
  });

  it('navigates internal links client-side, keeping the hash', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <CtaBand
          heading="Talk to us"
          text="Thirty minutes, no obligation."
          actions={[{ label: 'Book', href: '/#cta' }]}
        />
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
      </>,
      { path: '/about' },
    );
    await user.click(screen.getByRole('link', { name: 'Book' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/#cta');
  });
});
