import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../tests/utils/render';
import { blogPosts } from '../content/blog';
import BlogsPage from './BlogsPage';

vi.hoisted(() => {
  // Faster style injection in jsdom (see AboutPage.test.tsx).
  process.env.SC_DISABLE_SPEEDY = 'false';
});

// Whole pages render slowly in jsdom on a busy machine: allow more than the default 5 s per test.
describe('BlogsPage', { timeout: 20_000 }, () => {
  it('lists the three posts with image, long date, author, title, excerpt and tags', () => {
    renderWithProviders(<BlogsPage />, { path: '/blogs' });
    const titles = screen.getAllByRole('heading', { level: 2 });
    expect(titles.map((title) => title.textContent)).toEqual(blogPosts.map((post) => post.title));

    const launchDates: Record<string, string> = {
      'website-speed-small-business': 'September 15, 2026',
      'local-seo-hamilton-guide': 'June 9, 2026',
      'social-media-content-calendar': 'March 10, 2026',
    };
    blogPosts.forEach((post, index) => {
      const card = titles[index]!.closest('li')!;
      expect(card.querySelector('img')).toHaveAttribute('src', post.image);
      const date = card.querySelector('time')!;
      if (launchDates[post.id]) expect(date).toHaveTextContent(launchDates[post.id]!);
      expect(date).toHaveAttribute('datetime', post.date);
      expect(card).toHaveTextContent(`By ${post.author}`);
      expect(card).toHaveTextContent(post.excerpt);
      const tags = within(within(card).getByRole('list', { name: 'Tags' })).getAllByRole('listitem');
      expect(tags.map((tag) => tag.textContent)).toEqual(post.tags);
    });
  });

  it("links each post's Read More, named after the post, to /blog/{id}", () => {
    renderWithProviders(<BlogsPage />, { path: '/blogs' });
    for (const post of blogPosts) {
      const link = screen.getByRole('link', { name: `Read More: ${post.title}` });
      expect(link).toHaveAttribute('href', `/blog/${post.id}`);
      expect(link).toHaveTextContent(/^Read More/);
    }
  });
});
