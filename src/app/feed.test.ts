import { describe, expect, it } from 'vitest';
import { blogPosts } from '../content/blog';
import { blogFeed } from './feed';

describe('blogFeed', () => {
  it('lists every post, newest first, with absolute links', () => {
    const doc = new DOMParser().parseFromString(blogFeed(), 'application/xml');
    expect(doc.querySelector('parsererror')).toBeNull();
    const links = [...doc.querySelectorAll('item > link')].map((node) => node.textContent);
    const newestFirst = [...blogPosts].sort((a, b) => b.date.localeCompare(a.date));
    expect(links).toEqual(newestFirst.map((post) => `https://lakeforge.ca/blog/${post.id}`));
    expect(doc.querySelector('channel > link')?.textContent).toBe('https://lakeforge.ca/blogs');
  });
});
