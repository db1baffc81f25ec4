import { blogPosts } from '../content/blog';
import { company } from '../content/company';
import { rssXml } from '../lib/rss';

/** Site-relative path of the blog's RSS feed; every page's head links to it (index.html). */
export const FEED_PATH = '/rss.xml';

/** The blog's RSS feed: every post, newest first, with absolute links. */
export function blogFeed(): string {
  const { siteUrl } = company;
  return rssXml({
    title: `${company.name} Blog`,
    link: `${siteUrl}/blogs`,
    feedUrl: siteUrl + FEED_PATH,
    description: 'Practical advice on websites, search and social media from the Lakeforge Digital team.',
    language: 'en-ca',
    items: [...blogPosts]
      .sort((a, b) => b.date.localeCompare(a.date))
      .map((post) => ({
        title: post.title,
        url: `${siteUrl}/blog/${post.id}`,
        description: post.excerpt,
        date: post.date,
        author: post.author,
        categories: post.tags,
      })),
  });
}
