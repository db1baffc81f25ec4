import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../tests/utils/render';
import { company } from '../content/company';
import ContactPage, { meta } from './ContactPage';

vi.hoisted(() => {
  // Faster style injection in jsdom (see AboutPage.test.tsx).
  process.env.SC_DISABLE_SPEEDY = 'false';
});

// Whole pages render slowly in jsdom on a busy machine: allow more than the default 5 s per test.
describe('ContactPage', { timeout: 20_000 }, () => {
  it("is the 'Let's Connect' page", () => {
    renderWithProviders(<ContactPage />, { path: '/contact' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent("Let's Connect");
    expect(meta.title).toMatch(/Contact/);
  });

  it('gives phone, email, address and hours, and promises a reply within 24 hours', () => {
    renderWithProviders(<ContactPage />, { path: '/contact' });
    const details = screen.getByRole('region', { name: 'Get in touch' });
    expect(within(details).getByRole('link', { name: company.phone })).toHaveAttribute('href', 'tel:+19055550142');
    expect(within(details).getByRole('link', { name: company.email })).toHaveAttribute(
      'href',
      `mailto:${company.email}`,
    );
    const address = details.querySelector('address')!;
    expect(address).toHaveTextContent(
      `${company.address.street}${company.address.city}, ON ${company.address.postalCode}`,
    );
    expect(details).toHaveTextContent(company.openingHours.display);
    expect(details).toHaveTextContent(/We reply within 24 hours/);
  });

  it('holds the contact form in its labelled #contact-form section', () => {
    renderWithProviders(<ContactPage />, { path: '/contact' });
    const formSection = screen.getByRole('region', { name: 'Send us a message' });
    expect(formSection).toHaveAttribute('id', 'contact-form');
    expect(within(formSection).getByRole('textbox', { name: 'Full Name' })).toBeRequired();
    expect(within(formSection).getByRole('textbox', { name: 'Message' })).toBeRequired();
    expect(within(formSection).getByRole('button', { name: 'Send Message' })).toBeInTheDocument();
  });

  it('ends with a call to action to the services and the portfolio', () => {
    renderWithProviders(<ContactPage />, { path: '/contact' });
    const cta = screen.getByText('Not sure where to start?', { selector: 'h2' }).closest('section')!;
    expect(within(cta).getByRole('link', { name: /Explore Our Services/ })).toHaveAttribute('href', '/services');
    expect(within(cta).getByRole('link', { name: /View Our Portfolio/ })).toHaveAttribute('href', '/portfolio');
  });
});
