/** RSS 2.0 (https://www.rssboard.org/rss-specification) with absolute links, written at build time. */
import { escapeMarkup } from '../domain/markup';

export interface FeedItem {
  title: string;
  /** Absolute URL of the item's page; also its permanent guid. */
  url: string;
  description: string;
  /** ISO date 'YYYY-MM-DD' of publication. */
  date: string;
  author: string;
  categories: readonly string[];
}

export interface Feed {
  title: string;
  /** Absolute URL of the site the feed belongs to. */
  link: string;
  /** Absolute URL of the feed itself. */
  feedUrl: string;
  description: string;
  /** e.g. 'en-ca'. */
  language: string;
  /** Newest first. */
  items: readonly FeedItem[];
}

/** RFC 822 date, as RSS 2.0 requires: 'Tue, 15 Sep 2026 00:00:00 GMT'. */
export function rfc822(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) throw new Error(`Not an ISO date: "${isoDate}"`);
  return date.toUTCString();
}

const element = (name: string, value: string) => `<${name}>${escapeMarkup(value)}</${name}>`;

export function rssXml(feed: Feed): string {
  const newest = feed.items
    .map((item) => item.date)
    .sort()
    .at(-1);
  const items = feed.items.map((item) =>
    [
      '    <item>',
      `      ${element('title', item.title)}`,
      `      ${element('link', item.url)}`,
      `      <guid isPermaLink="true">${escapeMarkup(item.url)}</guid>`,
      `      ${element('description', item.description)}`,
      `      ${element('pubDate', rfc822(item.date))}`,
      `      ${element('dc:creator', item.author)}`,
      ...item.categories.map((category) => `      ${element('category', category)}`),
      '    </item>',
    ].join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '  <channel>',
    `    ${element('title', feed.title)}`,
    `    ${element('link', feed.link)}`,
    `    <atom:link href="${escapeMarkup(feed.feedUrl)}" rel="self" type="application/rss+xml"/>`,
    `    ${element('description', feed.description)}`,
    `    ${element('language', feed.language)}`,
    ...(newest ? [`    ${element('lastBuildDate', rfc822(newest))}`] : []),
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
