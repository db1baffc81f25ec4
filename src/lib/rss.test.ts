import { describe, expect, it } from 'vitest';
import { rfc822, rssXml, type Feed } from './rss';

const feed: Feed = {
  title: 'Studio Blog',
  link: 'https://example.ca/blogs',
  feedUrl: 'https://example.ca/rss.xml',
  description: 'Notes & news',
  language: 'en-ca',
  items: [
    {
      title: 'Speed <fast> & "cheap"',
      url: 'https://example.ca/blog/speed',
      description: 'Why speed matters',
      date: '2026-09-15',
      author: 'Ada Lovelace',
      categories: ['Performance', 'SEO'],
    },
    {
      title: 'Older',
      url: 'https://example.ca/blog/older',
      description: 'An older post',
      date: '2026-08-01',
      author: 'Alan Turing',
      categories: [],
    },
  ],
};

const parse = (xml: string) => new DOMParser().parseFromString(xml, 'application/xml');

describe('rssXml', () => {
  it('is well-formed RSS 2.0 with the required channel elements and a self link', () => {
    const doc = parse(rssXml(feed));
    expect(doc.querySelector('parsererror')).toBeNull();
    const rss = doc.documentElement;
    expect(rss.tagName).toBe('rss');
    expect(rss.getAttribute('version')).toBe('2.0');
    const channel = rss.querySelector(':scope > channel')!;
    for (const name of ['title', 'link', 'description']) {
      expect(channel.querySelector(`:scope > ${name}`)?.textContent).toBeTruthy();
    }
    expect(channel.getElementsByTagName('atom:link')[0]?.getAttribute('href')).toBe('https://example.ca/rss.xml');
    // The channel's date is its newest post's, not the build's.
    expect(channel.querySelector(':scope > lastBuildDate')?.textContent).toBe('Tue, 15 Sep 2026 00:00:00 GMT');
  });

  it('writes each item with its absolute link as permanent guid, date, author and categories, escaped', () => {
    const items = [...parse(rssXml(feed)).querySelectorAll('item')];
    expect(items).toHaveLength(2);
    const [first] = items;
    expect(first!.querySelector('title')?.textContent).toBe('Speed <fast> & "cheap"');
    expect(first!.querySelector('link')?.textContent).toBe('https://example.ca/blog/speed');
    expect(first!.querySelector('guid')?.getAttribute('isPermaLink')).toBe('true');
    expect(first!.querySelector('guid')?.textContent).toBe('https://example.ca/blog/speed');
    expect(first!.querySelector('pubDate')?.textContent).toBe('Tue, 15 Sep 2026 00:00:00 GMT');
    expect(first!.getElementsByTagName('dc:creator')[0]?.textContent).toBe('Ada Lovelace');
    expect([...first!.querySelectorAll('category')].map((node) => node.textContent)).toEqual(['Performance', 'SEO']);
  });
});

describe('rfc822', () => {
  it('rejects a date that is not ISO', () => {
    expect(() => rfc822('15/09/2026')).toThrow('Not an ISO date: "15/09/2026"');
  });
});
