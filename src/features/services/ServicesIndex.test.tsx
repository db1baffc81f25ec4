import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../tests/utils/render';
import { services } from '../../content/services';
import { ServicesIndex } from './ServicesIndex';

describe('the /services index', () => {
  it('shows a card for every service without pricing, each with a Learn More link to its own page', () => {
    renderWithProviders(<ServicesIndex />, { path: '/services' });
    expect(screen.getByRole('heading', { level: 1, name: 'Everything you need to grow online' })).toBeInTheDocument();
    const list = screen.getByRole('region', { name: 'Services built around your growth' });
    const withPages = services.filter((service) => !service.pricing);
    expect(withPages).toHaveLength(10);

    const links = within(list).getAllByRole('link', { name: /^Learn More/ });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(withPages.map((service) => service.href));
    for (const service of withPages) {
      const card = within(list).getByRole('heading', { level: 3, name: service.name }).closest('article')!;
      expect(card.querySelector('img')).toHaveAttribute('src', service.icon);
      expect(within(card).getByRole('link', { name: `Learn More about ${service.name}` })).toHaveAttribute(
        'href',
        service.href,
      );
    }
    for (const priced of services.filter((service) => service.pricing)) {
      expect(within(list).queryByRole('heading', { name: priced.name })).not.toBeInTheDocument();
    }
  });

  it('presents the three categories, the items sold without a package, and the call to action', () => {
    renderWithProviders(<ServicesIndex />, { path: '/services' });
    const chips = screen.getByRole('navigation', { name: 'Service categories' });
    expect(
      within(chips)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/services/development', '/services/marketing', '/services/creative']);

    const categories = screen.getByRole('region', { name: 'Browse by category' });
    expect(within(categories).getByRole('link', { name: /Explore Marketing & Advertising/ })).toHaveAttribute(
      'href',
      '/services/marketing',
    );

    const perItem = screen.getByRole('region', { name: "Don't need a Package" });
    expect(within(perItem).getByText('Short-Form Videos')).toBeInTheDocument();
    expect(within(perItem).getByText('$99 · $190 · $250')).toBeInTheDocument();
    expect(within(perItem).getByRole('link', { name: /Graphic Design items/ })).toHaveAttribute(
      'href',
      '/services/graphic-design#per-item',
    );

    const ctaHeading = screen.getByRole('heading', { level: 2, name: "Let's plan your next step" });
    const cta = ctaHeading.closest('section')!;
    expect(within(cta).getByRole('link', { name: 'Book a Free Consultation' })).toHaveAttribute('href', '/#cta');
    expect(within(cta).getByRole('link', { name: 'View Our Work' })).toHaveAttribute('href', '/portfolio');
  });
});
