import { describe, expect, it } from 'vitest';
import { applyHeadTags, headTags, headTagsToHtml } from './seo';

const site = 'https://lakeforge.ca';

describe('headTags', () => {
  it('gives a page its title, description, canonical URL and social preview', () => {
    const tags = headTags(
      { title: 'SEO | Lakeforge', description: 'Rank higher.', image: '/images/og/services/seo.png' },
      '/services/seo',
      site,
      'Lakeforge Digital',
    );
    const find = (key: string, value: string) => tags.find((tag) => tag.attrs[key] === value)?.attrs;
    expect(tags[0]).toEqual({ tag: 'title', attrs: {}, text: 'SEO | Lakeforge' });
    expect(find('name', 'description')?.content).toBe('Rank higher.');
    expect(find('rel', 'canonical')?.href).toBe('https://lakeforge.ca/services/seo');
    expect(find('property', 'og:url')?.content).toBe('https://lakeforge.ca/services/seo');
    expect(find('property', 'og:image')?.content).toBe('https://lakeforge.ca/images/og/services/seo.png');
    expect(find('name', 'twitter:card')?.content).toBe('summary_large_image');
    expect(find('name', 'robots')).toBeUndefined();
  });

  it('falls back to the default preview image, keeps / as the home canonical and can forbid indexing', () => {
    const tags = headTags({ title: 'Not found', description: 'x', noindex: true }, '/', site, 'Lakeforge Digital');
    expect(tags.find((tag) => tag.attrs.rel === 'canonical')?.attrs.href).toBe('https://lakeforge.ca/');
    expect(tags.find((tag) => tag.attrs.property === 'og:image')?.attrs.content).toBe(
      'https://lakeforge.ca/images/og/default.png',
    );
    expect(tags.find((tag) => tag.attrs.name === 'robots')?.attrs.content).toBe('noindex');
  });
});

describe('headTagsToHtml', () => {
  it('escapes text and attribute values', () => {
    const html = headTagsToHtml(headTags({ title: 'Q&A <b>"now"</b>', description: 'Tom & "Jerry"' }, '/a', site, 'S'));
    expect(html).toContain('<title>Q&amp;A &lt;b&gt;&quot;now&quot;&lt;/b&gt;</title>');
    expect(html).toContain('<meta data-head name="description" content="Tom &amp; &quot;Jerry&quot;">');
  });
});

describe('applyHeadTags', () => {
  it('replaces the previous page head tags instead of adding to them', () => {
    applyHeadTags(document, headTags({ title: 'One', description: 'first' }, '/one', site, 'S'));
    applyHeadTags(document, headTags({ title: 'Two', description: 'second' }, '/two', site, 'S'));
    expect(document.title).toBe('Two');
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'https://lakeforge.ca/two');
  });
});
