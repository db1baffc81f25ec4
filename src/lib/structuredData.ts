/**
 * schema.org nodes for the JSON-LD of prerendered pages, shaped by Google's rich-result requirements
 * (docs/structured-data.md lists the required and recommended properties of each type). Pure: every
 * URL is absolute, built from the site URL the caller passes.
 */

export type JsonLdNode = Record<string, unknown>;

/** A reference to a node described elsewhere in the page's graph. */
export const ref = (id: string) => ({ '@id': id });

export function jsonLdGraph(nodes: JsonLdNode[]): JsonLdNode {
  return { '@context': 'https://schema.org', '@graph': nodes };
}

export interface BreadcrumbStep {
  name: string;
  /** Site-relative path. */
  path: string;
}

/** A BreadcrumbList from the home page down to the current page (the last step). */
export function breadcrumbList(siteUrl: string, steps: BreadcrumbStep[]): JsonLdNode {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: steps.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: siteUrl + (step.path === '/' ? '/' : step.path),
    })),
  };
}

/** A price as a number range in one currency, and whether it is charged monthly. */
export interface ParsedPrice {
  low: number;
  high: number;
  monthly: boolean;
}

/**
 * Reads a display price such as '$499', '$1,199', '$249/month', '$99/mo + 5% commission',
 * '$1,000-$2,500/month' or '$300 one-time'. Returns null when the text names no amount ('Contact us').
 */
export function parsePrice(text: string): ParsedPrice | null {
  const amounts = [...text.matchAll(/\$(\d[\d,]*(?:\.\d+)?)/g)].map((match) => Number(match[1]!.replace(/,/g, '')));
  if (!amounts.length) return null;
  const monthly = /\/\s*(?:mo|month)\b/i.test(text);
  return { low: Math.min(...amounts), high: Math.max(...amounts), monthly };
}

export interface OfferInput {
  name: string;
  description: string;
  /** The price as displayed on the page. */
  price: string;
  /** Absolute URL of the page that shows the offer. */
  url: string;
}

/**
 * An Offer (one price) or AggregateOffer (a price range) in `currency`; null when the price is not a
 * stated amount, since an offer without a price is not valid for Google.
 */
export function offer(input: OfferInput, currency: string): JsonLdNode | null {
  const price = parsePrice(input.price);
  if (!price) return null;
  const single = price.low === price.high;
  const priceSpecification = {
    '@type': 'UnitPriceSpecification',
    ...(single ? { price: price.low } : { minPrice: price.low, maxPrice: price.high }),
    priceCurrency: currency,
    // The displayed text keeps what numbers cannot say ('+ 5% commission', 'one-time').
    description: input.price,
    ...(price.monthly && {
      unitText: 'month',
      referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'MON' },
    }),
  };
  const common = { name: input.name, description: input.description, url: input.url, priceCurrency: currency };
  return single
    ? { '@type': 'Offer', ...common, price: price.low, priceSpecification }
    : { '@type': 'AggregateOffer', ...common, lowPrice: price.low, highPrice: price.high, priceSpecification };
}

export interface ServiceInput {
  name: string;
  description: string;
  url: string;
  providerId: string;
  offers: OfferInput[];
}

export function serviceNode(input: ServiceInput, currency: string): JsonLdNode {
  return {
    '@type': 'Service',
    '@id': `${input.url}#service`,
    name: input.name,
    serviceType: input.name,
    description: input.description,
    url: input.url,
    provider: ref(input.providerId),
    offers: input.offers.map((item) => offer(item, currency)).filter((item) => item !== null),
  };
}

export interface BlogPostingInput {
  url: string;
  headline: string;
  description: string;
  /** Absolute URL of the preview image. */
  image: string;
  /** ISO dates. */
  datePublished: string;
  dateModified: string;
  author: { name: string; url: string };
  publisherId: string;
  keywords: readonly string[];
}

export function blogPostingNode(input: BlogPostingInput): JsonLdNode {
  return {
    '@type': 'BlogPosting',
    '@id': `${input.url}#article`,
    mainEntityOfPage: input.url,
    url: input.url,
    headline: input.headline,
    description: input.description,
    image: [input.image],
    datePublished: input.datePublished,
    dateModified: input.dateModified,
    author: [{ '@type': 'Person', name: input.author.name, url: input.author.url }],
    publisher: ref(input.publisherId),
    keywords: input.keywords.join(', '),
  };
}
