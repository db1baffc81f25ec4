import { describe, expect, it } from 'vitest';
import { blogPosts } from '../content/blog';
import { blogLastModified } from '../content/blogDates';
import { matchRoute, resolveMeta } from './routes';
import { sitePaths } from './sitePaths';

async function metaOf(path: string) {
  const { route, params } = matchRoute(path);
  return resolveMeta(await route.load(params), params);
}

describe('content dates for sitemap.xml', () => {
  it.each(sitePaths().map(({ path }) => path))('%s has the ISO date its content last changed', async (path) => {
    const updated = (await metaOf(path))?.updated;
    expect(updated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Number.isNaN(Date.parse(updated!))).toBe(false);
  });

  it('dates a post by its revision, else its publication, and the blog by its newest post', async () => {
    const post = blogPosts[0]!;
    expect((await metaOf(`/blog/${post.id}`))?.updated).toBe(post.updated ?? post.date);
    expect((await metaOf('/blogs'))?.updated).toBe(blogLastModified());
    expect(
      blogLastModified([
        { date: '2026-01-01', updated: '2026-01-01' },
        { date: '2025-05-05', updated: '2026-03-03' },
      ]),
    ).toBe('2026-03-03');
  });
});
