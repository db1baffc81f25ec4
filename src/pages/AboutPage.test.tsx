import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.hoisted(() => {
  // styled-components then adds rules with insertRule instead of rewriting one <style> text per rule,
  // which jsdom re-parses each time: the first render of a page this large drops from ~6 s to ~2 s.
  process.env.SC_DISABLE_SPEEDY = 'false';
});
import { renderWithProviders } from '../../tests/utils/render';
import { partners } from '../content/brands';
import { teamMembers } from '../content/team';
import AboutPage from './AboutPage';

// The visitor prefers reduced motion: the hero keeps its poster and nothing tries to play media in jsdom.
beforeEach(() => {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('prefers-reduced-motion: reduce'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
});
afterEach(() => vi.unstubAllGlobals());

// Text and label queries keep these tests fast on a page this large; roles are checked inside each section.
const section = (name: string | RegExp) => screen.getByText(name, { selector: 'h2' }).closest('section')!;

// Whole pages render slowly in jsdom on a busy machine: allow more than the default 5 s per test.
describe('AboutPage', { timeout: 20_000 }, () => {
  it('opens with a video hero whose buttons lead to the services and the booking section', () => {
    renderWithProviders(<AboutPage />, { path: '/about' });
    const hero = screen.getByLabelText('About Lakeforge Digital');
    expect(hero).toHaveRole('region');
    expect(within(hero).getByRole('heading', { level: 1 })).toHaveTextContent(/Hamilton studio/);
    expect(hero.querySelector('video')).toHaveAttribute('poster', '/media/hero-about-poster.webp');
    expect(within(hero).getByRole('link', { name: /Explore Our Services/ })).toHaveAttribute('href', '/services');
    expect(within(hero).getByRole('link', { name: 'Free Meeting' })).toHaveAttribute('href', '/#cta');
  });

  it('tells the journey with a milestone timeline, then mission, vision and values', () => {
    renderWithProviders(<AboutPage />, { path: '/about' });
    const journey = section('Our Journey');
    const milestones = within(within(journey).getByRole('list', { name: 'Milestones' })).getAllByRole('listitem');
    expect(milestones[0]).toHaveTextContent(/2015\s*Founded in Hamilton/);
    expect(milestones.length).toBeGreaterThanOrEqual(3);
    for (const heading of ['Our Mission', 'Our Vision', 'Our Values']) expect(section(heading)).toBeInTheDocument();
    expect(within(section('Our Values')).getAllByRole('heading', { level: 3 })).toHaveLength(5);
  });

  it('shows the four stats with their values', () => {
    renderWithProviders(<AboutPage />, { path: '/about' });
    const band = screen.getByLabelText('Lakeforge Digital in numbers');
    const items = within(band)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual([
      '50+Clients Served',
      '100%Client Satisfaction',
      '24/7Support Available',
      '5+Years Experience',
    ]);
  });

  it('introduces the four team members with portrait, role, bio and named social links', () => {
    renderWithProviders(<AboutPage />, { path: '/about' });
    const team = section('Meet The Team');
    const cards = within(team).getAllByRole('heading', { level: 3 });
    expect(cards.map((heading) => heading.textContent)).toEqual(teamMembers.map((member) => member.name));
    expect(cards).toHaveLength(4);
    for (const member of teamMembers) {
      const card = within(team).getByRole('heading', { name: member.name }).closest('li')!;
      expect(card.querySelector('img')).toHaveAttribute('src', member.image);
      expect(card).toHaveTextContent(member.position);
      expect(card).toHaveTextContent(member.bio);
      const x = within(card).getByRole('link', { name: `${member.name} on X (Twitter) (opens in a new tab)` });
      expect(x).toHaveAttribute('href', member.socials.twitter);
      expect(x).toHaveAttribute('target', '_blank');
      const linkedIn = within(card).getByRole('link', { name: `${member.name} on LinkedIn (opens in a new tab)` });
      expect(linkedIn).toHaveAttribute('href', member.socials.linkedin);
      expect(linkedIn).toHaveAttribute('rel', expect.stringContaining('noopener'));
    }
  });

  it('scrolls the partner logos with the list drawn three times, each name announced once', () => {
    renderWithProviders(<AboutPage />, { path: '/about' });
    const strip = within(section('Trusted Partners')).getByRole('region', { name: 'Partner logos' });
    const lists = strip.querySelectorAll('ul');
    expect(lists).toHaveLength(3);
    for (const list of lists) {
      expect([...list.querySelectorAll('li')].map((item) => item.textContent)).toEqual(partners.map((p) => p.name));
    }
    // Only the first copy is exposed to assistive technology.
    expect(within(strip).getAllByRole('listitem')).toHaveLength(partners.length);
  });

  it('ends with a call to action to book a meeting or join the team', () => {
    renderWithProviders(<AboutPage />, { path: '/about' });
    const cta = section(/build what comes next/);
    expect(within(cta).getByRole('link', { name: /Book a Free Meeting/ })).toHaveAttribute('href', '/#cta');
    expect(within(cta).getByRole('link', { name: /Join Our Team/ })).toHaveAttribute('href', '/careers');
  });
});
