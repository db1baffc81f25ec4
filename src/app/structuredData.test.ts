import { describe, expect, it } from 'vitest';
import { blogPosts } from '../content/blog';
import { servicePages, serviceSlugs } from '../content/services';
import type { JsonLdNode } from '../lib/structuredData';
import { matchRoute, resolveMeta } from './routes';
import { sitePaths } from './sitePaths';
import { structuredDataFor } from './structuredData';

const SITE = 'https://lakeforge.ca';

/**
 * The properties Google requires (or, for types without required ones, the ones this site promises) for
 * each type, as written down in docs/structured-data.md. Dotted names are nested properties.
 */
const required: Record<string, string[]> = {
  ProfessionalService: [
    'name',
    'address.streetAddress',
    'address.addressLocality',
    'address.addressRegion',
    'address.postalCode',
    'address.addressCountry',
    'url',
    'telephone',
    'geo.latitude',
    'geo.longitude',
    'openingHoursSpecification.opens',
    'priceRange',
  ],
  BlogPosting: ['headline', 'image', 'datePublished', 'dateModified', 'author', 'publisher'],
  Service: ['name', 'description', 'provider', 'offers'],
  Offer: ['name', 'price', 'priceCurrency', 'url'],
  AggregateOffer: ['name', 'lowPrice', 'highPrice', 'priceCurrency', 'url'],
  BreadcrumbList: ['itemListElement'],
  ListItem: ['position', 'name', 'item'],
  Person: ['name', 'url'],
};

const valueAt = (node: JsonLdNode, path: string): unknown =>
  path.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], node);

/** Every node of a given type in the graph, at any depth. */
function nodesOfType(value: unknown, type: string): JsonLdNode[] {
  if (Array.isArray(value)) return value.flatMap((item) => nodesOfType(item, type));
  if (!value || typeof value !== 'object') return [];
  const node = value as JsonLdNode;
  const own = node['@type'] === type ? [node] : [];
  return [...own, ...Object.values(node).flatMap((child) => nodesOfType(child, type))];
}

function missingProperties(graph: JsonLdNode): string[] {
  return Object.entries(required).flatMap(([type, properties]) =>
    nodesOfType(graph, type).flatMap((node) =>
      properties
        .filter((property) => {
          const value = valueAt(node, property);
          return value === undefined || value === '' || (Array.isArray(value) && value.length === 0);
        })
        .map((property) => `${type}.${property}`),
    ),
  );
}

async function graphOf(path: string): Promise<JsonLdNode> {
  const { route, params } = matchRoute(path);
  const meta = resolveMeta(await route.load(params), params);
  if (!meta) throw new Error(`${path} has no page`);
  return structuredDataFor(path, meta);
}

const nodes = (graph: JsonLdNode) => graph['@graph'] as JsonLdNode[];

describe('structured data of every prerendered page', () => {
  it.each(sitePaths().map(({ path }) => path))(
    '%s: the agency, and every node with its required properties',
    async (path) => {
      const graph = await graphOf(path);
      expect(graph['@context']).toBe('https://schema.org');
      expect(nodes(graph)[0]).toMatchObject({ '@type': 'ProfessionalService', '@id': `${SITE}/#organization` });
      expect(missingProperties(graph)).toEqual([]);
      // Nested pages (/services/x, /blog/x) carry a trail from the home page ending at themselves.
      const trails = nodesOfType(graph, 'BreadcrumbList');
      if (path.split('/').length > 2) {
        const items = trails[0]!.itemListElement as JsonLdNode[];
        expect(items[0]).toMatchObject({ position: 1, item: `${SITE}/` });
        expect(items.at(-1)).toMatchObject({ position: items.length, item: SITE + path });
      } else {
        expect(trails).toEqual([]);
      }
    },
  );
});

describe('a service page', () => {
  it('describes the service with an offer for each priced package, in CAD', async () => {
    const graph = await graphOf('/services/seo');
    const [service] = nodesOfType(graph, 'Service');
    expect(service).toMatchObject({
      name: servicePages.seo.name,
      url: `${SITE}/services/seo`,
      provider: { '@id': `${SITE}/#organization` },
    });
    const offers = service!.offers as JsonLdNode[];
    const priced = servicePages.seo.packages.filter((pkg) => /\$\d/.test(pkg.price));
    expect(offers.map((item) => item.name)).toEqual(priced.map((pkg) => pkg.name));
    for (const item of offers) expect(item.priceCurrency).toBe('CAD');
  });

  it.each(serviceSlugs)('/services/%s offers at least one priced package', async (slug) => {
    const [service] = nodesOfType(await graphOf(`/services/${slug}`), 'Service');
    expect((service!.offers as JsonLdNode[]).length).toBeGreaterThan(0);
  });
});

describe('a blog post', () => {
  it('is a BlogPosting with its dates, author, headline and preview image', async () => {
    const post = blogPosts[0]!;
    const [article] = nodesOfType(await graphOf(`/blog/${post.id}`), 'BlogPosting');
    expect(article).toMatchObject({
      headline: post.title,
      datePublished: post.date,
      dateModified: post.updated ?? post.date,
      author: [{ '@type': 'Person', name: post.author }],
      image: [`${SITE}/images/og/blog/${post.id}.png`],
      mainEntityOfPage: `${SITE}/blog/${post.id}`,
    });
  });
});
