import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../tests/utils/render';
import { portfolioProjects } from '../content/projects';
import PortfolioPage from './PortfolioPage';

vi.hoisted(() => {
  // Faster style injection in jsdom (see AboutPage.test.tsx).
  process.env.SC_DISABLE_SPEEDY = 'false';
});

beforeEach(() => {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('prefers-reduced-motion: reduce'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
});
afterEach(() => vi.unstubAllGlobals());

const section = (name: string) => screen.getByText(name, { selector: 'h2' }).closest('section')!;

function cardsIn(list: HTMLElement) {
  return within(list)
    .getAllByRole('listitem')
    .filter((item) => item.parentElement === list);
}

// Whole pages render slowly in jsdom on a busy machine: allow more than the default 5 s per test.
describe('PortfolioPage', { timeout: 20_000 }, () => {
  it('has a video hero and the stats band', () => {
    renderWithProviders(<PortfolioPage />, { path: '/portfolio' });
    const hero = screen.getByLabelText('Portfolio');
    expect(hero.querySelector('video')).toHaveAttribute('poster', '/media/hero-portfolio-poster.webp');
    expect(within(hero).getByRole('heading', { level: 1 })).toHaveTextContent('Work that moves the numbers');
    expect(screen.getByLabelText('Lakeforge Digital in numbers')).toHaveTextContent(
      /50\+Clients Served.*100%Client Satisfaction.*24\/7Support Available.*5\+Years Experience/,
    );
  });

  it('features the first seven projects as rich cards opening the client site in a new tab', () => {
    renderWithProviders(<PortfolioPage />, { path: '/portfolio' });
    const list = within(section('Featured Projects')).getByRole('list', { name: 'Featured projects' });
    const cards = cardsIn(list);
    expect(cards).toHaveLength(7);
    cards.forEach((card, index) => {
      const project = portfolioProjects[index]!;
      expect(within(card).getByRole('heading', { level: 3 })).toHaveTextContent(project.client);
      expect(card.querySelector('img')).toHaveAttribute('src', project.image);
      expect(card).toHaveTextContent(project.description);
      for (const tag of project.tags) expect(within(card).getByText(tag)).toBeInTheDocument();
      const link = within(card).getByRole('link', { name: `Visit ${project.client} (opens in a new tab)` });
      expect(link).toHaveAttribute('href', project.link);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    });
  });

  it('shows the last three projects as additional case studies', () => {
    renderWithProviders(<PortfolioPage />, { path: '/portfolio' });
    const list = within(section('Additional Case Studies')).getByRole('list', { name: 'Additional case studies' });
    const cards = cardsIn(list);
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Limo4All Inc. Wedding and prom season ads',
      'Gravity Contractors Local SEO program',
      'Isnad Association Fundraising drive on social media',
    ]);
    cards.forEach((card, index) => {
      const project = portfolioProjects[7 + index]!;
      expect(card).toHaveTextContent(project.description);
      const link = within(card).getByRole('link', { name: /\(opens in a new tab\)$/ });
      expect(link).toHaveAttribute('href', project.link);
      expect(link).toHaveAttribute('target', '_blank');
    });
  });

  it('ends with a call to action to book a consultation or see the services', () => {
    renderWithProviders(<PortfolioPage />, { path: '/portfolio' });
    const cta = section('Ready to be our next success story?');
    expect(within(cta).getByRole('link', { name: /Book a Free Consultation/ })).toHaveAttribute('href', '/#cta');
    expect(within(cta).getByRole('link', { name: 'Explore Our Services' })).toHaveAttribute('href', '/services');
  });
});
