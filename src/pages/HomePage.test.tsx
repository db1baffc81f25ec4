import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../tests/utils/render';
import { company } from '../content/company';
import HomePage from './HomePage';

// jsdom cannot play media; the hero video's play() is observed instead.
beforeEach(() => {
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
});
afterEach(() => vi.restoreAllMocks());

// The sections below the fold are separate chunks, and a client render of the page waits for them:
// transform them once up front so that finding the page waits only on React, not on compilation.
beforeAll(() => Promise.all([import('../features/booking/BookingSection'), import('../components/FeaturedProjects')]));

// The first render of a whole page injects every styled component's CSS into jsdom, which is slow on
// a busy machine; later renders are fast.
describe('HomePage', () => {
  it('opens with the hero: location badge, two-line headline and both calls to action', async () => {
    renderWithProviders(<HomePage />);
    const hero = await screen.findByRole('region', { name: 'Introduction' });
    expect(within(hero).getByText('Serving North America from Hamilton')).toBeInTheDocument();
    expect(within(hero).getByRole('heading', { level: 1 })).toHaveTextContent(
      'Data-Driven Digital Solutions For Scaling Businesses',
    );
    expect(within(hero).getByRole('link', { name: 'Free Consultation' })).toHaveAttribute('href', '/#cta');
    expect(within(hero).getByRole('link', { name: 'Call Now' })).toHaveAttribute('href', company.phoneHref);
  });

  it('shows exactly four service cards, the first four services with a page, each linking to it', async () => {
    renderWithProviders(<HomePage />);
    const section = await screen.findByRole('region', { name: 'Premium Digital Services' });
    expect(within(section).getByText('What we offer')).toBeInTheDocument();
    const cards = within(section).getAllByRole('article');
    expect(cards).toHaveLength(4);
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Custom Web Development',
      'WordPress Development',
      'Google & Meta Ads',
      'Mobile App Development',
    ]);
    expect(
      within(section)
        .getAllByRole('link', { name: /^Learn More/ })
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Learn More about Custom Web Development', '/services/web-development'],
      ['Learn More about WordPress Development', '/services/wordpress-development'],
      ['Learn More about Google & Meta Ads', '/services/ads'],
      ['Learn More about Mobile App Development', '/services/mobile-app-development'],
    ]);
    expect(within(section).getByRole('link', { name: 'Learn More about Google & Meta Ads' })).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'View Full Service Portfolio' })).toHaveAttribute(
      'href',
      '/services',
    );
  });

  it('composes testimonials, featured projects, the brand strip and the booking section', async () => {
    renderWithProviders(<HomePage />);
    expect(await screen.findByRole('region', { name: 'Businusses that Trust Us' })).toBeInTheDocument();
    const projects = screen.getByRole('region', { name: 'Featured Projects' });
    expect(within(projects).getByText('Where creativity meets execution')).toBeInTheDocument();
    expect(await within(projects).findAllByRole('link', { name: /opens in a new tab/ })).toHaveLength(3);
    expect(within(projects).getByRole('link', { name: 'Explore All Projects' })).toHaveAttribute('href', '/portfolio');

    const brands = screen.getByRole('region', { name: 'Trusted by Leading Brands' });
    expect(within(brands).getByText('We partner with ambitious companies across industries')).toBeInTheDocument();
    expect(await within(brands).findByRole('region', { name: 'Client brands' })).toBeInTheDocument();

    const booking = await screen.findByRole('region', { name: 'Book a Free 30-Minute Consultation' });
    expect(booking).toHaveAttribute('id', 'cta');
    expect(
      within(booking).getByRole('link', { name: new RegExp(company.phone.replace(/[()]/g, '\\$&')) }),
    ).toHaveAttribute('href', company.phoneHref);
    expect(within(booking).getByRole('link', { name: new RegExp(company.email) })).toHaveAttribute(
      'href',
      `mailto:${company.email}`,
    );
  });
});
