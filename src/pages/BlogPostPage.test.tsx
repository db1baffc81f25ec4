import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../tests/utils/render';
import { blogPosts } from '../content/blog';
import BlogPostPage, { meta } from './BlogPostPage';

vi.hoisted(() => {
  // Faster style injection in jsdom (see AboutPage.test.tsx).
  process.env.SC_DISABLE_SPEEDY = 'false';
});

function renderPost(id: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/blog/:id" element={<BlogPostPage />} />
      <Route path="/blogs" element={<h1>Blog index</h1>} />
    </Routes>,
    { path: `/blog/${id}` },
  );
}

// Whole pages render slowly in jsdom on a busy machine: allow more than the default 5 s per test.
describe('BlogPostPage', { timeout: 20_000 }, () => {
  const post = blogPosts[1]!;

  it('shows the post: title, author, long date, reading time, tags, cover and its article HTML', () => {
    const { container } = renderPost(post.id);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(post.title);
    const article = screen.getByRole('article', { name: post.title });
    expect(article).toHaveTextContent(post.author);
    expect(within(article).getAllByText('June 9, 2026')[0]).toHaveAttribute('datetime', '2026-06-09');
    expect(article).toHaveTextContent(`${post.readingMinutes} min read`);
    const topics = within(within(article).getByRole('list', { name: 'Topics' })).getAllByRole('listitem');
    expect(topics.map((tag) => tag.textContent)).toEqual(post.tags);
    expect(container.querySelector(`img[src="${post.image}"]`)).toHaveAttribute('width', '1600');
    // The body is real markup: its headings, lists and links work.
    expect(
      within(article).getByRole('heading', { level: 2, name: 'Start with your Google Business Profile' }),
    ).toBeVisible();
    expect(within(article).getByRole('link', { name: 'SEO team' })).toHaveAttribute('href', '/services/seo');
    expect(article.querySelector('blockquote')).toHaveTextContent(/Local SEO rewards/);
  });

  it('leads back to the blog', async () => {
    renderPost(post.id);
    const back = screen.getByRole('link', { name: 'Back to Blog' });
    expect(back).toHaveAttribute('href', '/blogs');
    await userEvent.click(back);
    expect(screen.getByRole('heading', { level: 1, name: 'Blog index' })).toBeInTheDocument();
  });

  it('suggests the other posts', () => {
    renderPost(post.id);
    const more = screen.getByText('Keep reading', { selector: 'h2' }).closest('section')!;
    const links = within(more).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      blogPosts.filter((other) => other.id !== post.id).map((other) => `/blog/${other.id}`),
    );
  });

  it('explains an unknown post and links back to the blog', () => {
    renderPost('no-such-post');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Post Not Found');
    expect(screen.getByText("The blog post you're looking for doesn't exist.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Blog' })).toHaveAttribute('href', '/blogs');
    expect(meta({ id: 'no-such-post' })).toBeNull();
  });

  it('gives each post its own head', () => {
    expect(meta({ id: post.id })).toEqual({
      title: `${post.title} | Lakeforge Digital`,
      description: post.description,
      image: `/images/og/blog/${post.id}.png`,
      type: 'article',
      updated: post.updated ?? post.date,
    });
  });
});
