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

  it('features the clients of the first seven projects, each once with all of their work, opening their site in a new tab', () => {
    renderWithProviders(<PortfolioPage />, { path: '/portfolio' });
    const list = within(section('Featured Projects')).getByRole('list', { name: 'Featured projects' });
    const cards = cardsIn(list);
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Apply Buddies',
      'Limo4All Inc.',
      'Gravity Contractors',
      'Grey Pro',
    ]);
    const shown = cards.flatMap((card) =>
      within(card)
        .getAllByRole('heading', { level: 4 })
        .map((heading) => heading.textContent),
    );
    expect(shown).toEqual(portfolioProjects.slice(0, 7).map((project) => project.title));
    for (const card of cards) {
      const client = within(card).getByRole('heading', { level: 3 }).textContent!;
      const work = portfolioProjects.filter((project) => project.client === client);
      expect(card.querySelector('img')).toHaveAttribute('src', work[0]!.image);
      for (const project of work) {
        expect(card).toHaveTextContent(project.description);
        for (const tag of project.tags) expect(within(card).getAllByText(tag).length).toBeGreaterThan(0);
      }
      const link = within(card).getByRole('link', { name: `Visit ${client} (opens in a new tab)` });
      expect(link).toHaveAttribute('href', work[0]!.link);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('shows the last three projects as additional case studies, under clients not featured above', () => {
    renderWithProviders(<PortfolioPage />, { path: '/portfolio' });
    const list = within(section('Additional Case Studies')).getByRole('list', { name: 'Additional case studies' });
    const cards = cardsIn(list);
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Tranquility Compassion Services',
      'Isnad Association',
    ]);
    expect(
      within(list)
        .getAllByRole('heading', { level: 4 })
        .map((heading) => heading.textContent),
    ).toEqual(['Accessible home-care website', 'Community and donations website', 'Fundraising drive on social media']);
    for (const card of cards) {
      const link = within(card).getByRole('link', { name: /\(opens in a new tab\)$/ });
      expect(link).toHaveAttribute('target', '_blank');
    }
  });

  it('names each client once on the page', () => {
    renderWithProviders(<PortfolioPage />, { path: '/portfolio' });
    const clients = screen.getAllByRole('link', { name: /^Visit .* \(opens in a new tab\)$/ }).map((link) =>
      link
        .textContent!.replace(/^Visit /, '')
        .replace(/ \(opens in a new tab\)$/, '')
        .trim(),
    );
    expect(clients).toEqual([...new Set(portfolioProjects.map((project) => project.client))]);
  });

  it('ends with a call to action to book a consultation or see the services', () => {
    renderWithProviders(<PortfolioPage />, { path: '/portfolio' });
    const cta = section('Ready to be our next success story?');
    expect(within(cta).getByRole('link', { name: /Book a Free Consultation/ })).toHaveAttribute('href', '/#cta');
    expect(within(cta).getByRole('link', { name: 'Explore Our Services' })).toHaveAttribute('href', '/services');
  });
});
