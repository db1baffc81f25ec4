import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../tests/utils/render';
import { blogPosts } from '../content/blog';
import SitemapPage from './SitemapPage';

vi.hoisted(() => {
  // Faster style injection in jsdom (see AboutPage.test.tsx).
  process.env.SC_DISABLE_SPEEDY = 'false';
});

// Whole pages render slowly in jsdom on a busy machine: allow more than the default 5 s per test.
describe('SitemapPage', { timeout: 20_000 }, () => {
  it('groups links to every part of the site', () => {
    renderWithProviders(<SitemapPage />, { path: '/sitemap' });
    const group = (name: string) => screen.getByRole('region', { name: new RegExp(`^${name}`) });
    const main = group('Main pages');
    for (const [name, href] of [
      ['Home', '/'],
      ['Careers', '/careers'],
      ['Book a free consultation', '/#cta'],
    ]) {
      expect(within(main).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(within(group('Services')).getByRole('link', { name: 'Search Engine Optimization' })).toHaveAttribute(
      'href',
      '/services/seo',
    );
    expect(
      within(group('Blog'))
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(blogPosts.map((post) => `/blog/${post.id}`));
    expect(
      within(group('Legal'))
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Privacy Policy', 'Terms of Use', 'Cookie Policy']);
  });
});
