import { describe, expect, it } from 'vitest';
import { blogPostingNode, breadcrumbList, offer, parsePrice } from './structuredData';

describe('parsePrice', () => {
  it.each([
    ['$499', { low: 499, high: 499, monthly: false }],
    ['$1,199', { low: 1199, high: 1199, monthly: false }],
    ['$249/month', { low: 249, high: 249, monthly: true }],
    ['$99/mo + 5% commission', { low: 99, high: 99, monthly: true }],
    ['$1,000-$2,500/month', { low: 1000, high: 2500, monthly: true }],
    ['$300 one-time', { low: 300, high: 300, monthly: false }],
  ])('reads %s', (text, expected) => {
    expect(parsePrice(text)).toEqual(expected);
  });

  it('finds no amount in "Contact us"', () => {
    expect(parsePrice('Contact us')).toBeNull();
  });
});

describe('offer', () => {
  const input = { name: 'Growth', description: 'Growing teams', url: 'https://example.ca/services/seo' };

  it('gives one price as an Offer with a numeric price and the currency', () => {
    expect(offer({ ...input, price: '$1,199' }, 'CAD')).toMatchObject({
      '@type': 'Offer',
      price: 1199,
      priceCurrency: 'CAD',
      priceSpecification: { price: 1199, priceCurrency: 'CAD', description: '$1,199' },
    });
  });

  it('marks a monthly price as per month and keeps the displayed terms', () => {
    expect(offer({ ...input, price: '$99/mo + 5% commission' }, 'CAD')).toMatchObject({
      price: 99,
      priceSpecification: {
        description: '$99/mo + 5% commission',
        referenceQuantity: { value: 1, unitCode: 'MON' },
      },
    });
  });

  it('gives a range as an AggregateOffer with low and high prices', () => {
    expect(offer({ ...input, price: '$1,000-$2,500/month' }, 'CAD')).toMatchObject({
      '@type': 'AggregateOffer',
      lowPrice: 1000,
      highPrice: 2500,
      priceCurrency: 'CAD',
    });
  });

  it('leaves out a package without a stated price', () => {
    expect(offer({ ...input, price: 'Contact us' }, 'CAD')).toBeNull();
  });
});

describe('breadcrumbList', () => {
  it('numbers the steps from 1 with absolute URLs', () => {
    const list = breadcrumbList('https://example.ca', [
      { name: 'Home', path: '/' },
      { name: 'Blog', path: '/blogs' },
    ]);
    expect(list.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://example.ca/' },
      { '@type': 'ListItem', position: 2, name: 'Blog', item: 'https://example.ca/blogs' },
    ]);
  });
});

describe('blogPostingNode', () => {
  it('names the author as a Person and refers to the publisher by id', () => {
    const node = blogPostingNode({
      url: 'https://example.ca/blog/a',
      headline: 'A',
      description: 'About A',
      image: 'https://example.ca/a.png',
      datePublished: '2026-01-02',
      dateModified: '2026-02-03',
      author: { name: 'Ada', url: 'https://example.ca/about' },
      publisherId: 'https://example.ca/#organization',
      keywords: ['x', 'y'],
    });
    expect(node.author).toEqual([{ '@type': 'Person', name: 'Ada', url: 'https://example.ca/about' }]);
    expect(node.publisher).toEqual({ '@id': 'https://example.ca/#organization' });
    expect(node.keywords).toBe('x, y');
  });
});
