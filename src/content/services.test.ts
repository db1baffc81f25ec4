import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  contactServiceChoices,
  findCategory,
  findServicePage,
  serviceCategories,
  servicePages,
  serviceSlugs,
  services,
} from './services';

/** docs/product.md, _Prices_: package names where it gives them, price texts and the popular tier. */
const CONTACT = 'Contact us';
const expectedPackages: Record<string, { prices: [string, string, string]; popular: 0 | 1 | 2 }> = {
  'web-development': { prices: ['$499', '$799', CONTACT], popular: 1 },
  'wordpress-development': { prices: ['$349', '$649', '$1,199'], popular: 1 },
  ads: { prices: ['$99/mo + 5% commission', '$199/mo + 5% commission', CONTACT], popular: 1 },
  'mobile-app-development': { prices: ['$1,499', '$2,499', CONTACT], popular: 1 },
  'digital-marketing': { prices: ['$1,000-$2,500/month', '$3,000-$6,000/month', CONTACT], popular: 1 },
  'social-media': { prices: ['$99/month', '$149/month', '$199/month'], popular: 2 },
  seo: { prices: ['$499/month', '$1,499/month', CONTACT], popular: 1 },
  maintenance: { prices: ['$300 one-time', '$199/month', CONTACT], popular: 1 },
  'graphic-design': { prices: ['$149', '$199', '$499'], popular: 1 },
  content: { prices: ['$249/month', '$349/month', '$499/month'], popular: 1 },
};

const PRODUCT_SLUGS = [
  'web-development',
  'wordpress-development',
  'ads',
  'mobile-app-development',
  'digital-marketing',
  'social-media',
  'seo',
  'maintenance',
  'graphic-design',
  'content',
];

const PALETTE = ['#2454E6', '#12B5A5', '#F5A524', '#0B1530'];

const ONE_OFF = [
  ['$70', '2 concepts'],
  ['$99', '3 concepts'],
];

/** docs/product.md, _Prices_: the priced per-item services, as [price, description] pairs. */
const expectedPricing: Record<string, string[][]> = {
  'Social Media Posts': [
    ['$99', '15 posts per month'],
    ['$149', '25 posts per month'],
    ['$199', '35 posts per month'],
  ],
  'Short-Form Videos': [
    ['$99', '5 videos per month'],
    ['$190', '10 videos per month'],
    ['$250', '15 videos per month'],
  ],
  'Email Design': [
    ['$149', '2 emails per month'],
    ['$299', '5 emails per month'],
    ['$499', '10 emails per month'],
  ],
  'Blog Post': [
    ['$99', '2 blog posts per month'],
    ['$190', '5 blog posts per month'],
    ['$249', '10 blog posts per month'],
  ],
  Logo: ONE_OFF,
  'Business Card': ONE_OFF,
  Letterhead: ONE_OFF,
  'Email Signature': ONE_OFF,
  'Flyer/Pamphlet': ONE_OFF,
  Brochure: ONE_OFF,
  Poster: ONE_OFF,
};

const pages = Object.values(servicePages);
const pairs = (pricing: readonly { price: string; description: string }[] | undefined) =>
  (pricing ?? []).map(({ price, description }) => [price, description]);

describe('service pages', () => {
  it('has exactly the ten slugs of docs/product.md, in its order, each keyed by its own slug', () => {
    expect(serviceSlugs).toEqual(PRODUCT_SLUGS);
    expect(Object.keys(servicePages).sort()).toEqual([...PRODUCT_SLUGS].sort());
    for (const [key, page] of Object.entries(servicePages)) expect(page.slug).toBe(key);
  });

  it.each(Object.entries(expectedPackages))(
    '%s: package prices and popular tier match docs/product.md',
    (slug, expected) => {
      const page = findServicePage(slug);
      expect(page).toBeDefined();
      expect(page!.packages.map((pkg) => pkg.price)).toEqual(expected.prices);
      expect(page!.packages.map((pkg) => pkg.popular)).toEqual([0, 1, 2].map((i) => i === expected.popular));
      expect(page!.packages.filter((pkg) => pkg.popular)).toHaveLength(1);
    },
  );

  it('uses the tier names docs/product.md gives', () => {
    expect(servicePages['web-development'].packages.map((pkg) => pkg.name)).toEqual([
      'Starter',
      'Business',
      'Enterprise',
    ]);
    for (const slug of ['ads', 'mobile-app-development', 'digital-marketing', 'seo'] as const) {
      expect(servicePages[slug].packages[2].name).toBe('Enterprise');
    }
    expect(servicePages.maintenance.packages[2].name).toBe('Premium');
  });

  it('states the Starter web development terms: 5 pages, 1 revision, 10 business days', () => {
    const features = servicePages['web-development'].packages[0].features.join('\n');
    expect(features).toMatch(/\b5\b.*pages/);
    expect(features).toMatch(/1 round of revisions/);
    expect(features).toMatch(/10 business days/);
  });

  it('gives every package a best-for line, 6 to 10 unique features, a palette colour, blue when popular', () => {
    for (const page of pages) {
      expect(new Set(page.packages.map((pkg) => pkg.name)).size, page.slug).toBe(3);
      for (const pkg of page.packages) {
        const where = `${page.slug} / ${pkg.name}`;
        expect(pkg.bestFor.length, where).toBeGreaterThan(20);
        expect(pkg.features.length, where).toBeGreaterThanOrEqual(6);
        expect(pkg.features.length, where).toBeLessThanOrEqual(10);
        expect(new Set(pkg.features).size, where).toBe(pkg.features.length);
        expect(PALETTE, where).toContain(pkg.highlightColor);
        if (pkg.popular) expect(pkg.highlightColor, where).toBe('#2454E6');
      }
    }
  });

  it('links every call to action to /#cta, except digital marketing to #contact', () => {
    for (const slug of PRODUCT_SLUGS) {
      expect(findServicePage(slug)?.cta.href, slug).toBe(slug === 'digital-marketing' ? '#contact' : '/#cta');
    }
  });

  it('keeps titles within 70 characters and meta descriptions within 120 to 160', () => {
    for (const page of pages) {
      expect(page.title.length, page.slug).toBeLessThanOrEqual(70);
      expect(page.title, page.slug).toContain('Lakeforge Digital');
      expect(page.metaDescription.length, page.slug).toBeGreaterThanOrEqual(120);
      expect(page.metaDescription.length, page.slug).toBeLessThanOrEqual(160);
    }
    expect(new Set(pages.map((page) => page.title)).size).toBe(10);
    expect(new Set(pages.map((page) => page.metaDescription)).size).toBe(10);
  });

  it('quotes only real package prices in meta descriptions', () => {
    for (const page of pages) {
      for (const amount of page.metaDescription.match(/\$[\d,]+(?:\/month)?/g) ?? []) {
        expect(
          page.packages.some((pkg) => pkg.price.startsWith(amount)),
          `${page.slug}: ${amount}`,
        ).toBe(true);
      }
    }
  });

  it('belongs to the category that lists it', () => {
    for (const page of pages) {
      const category = findCategory(page.categoryId);
      expect(
        category?.services.map((service) => service.href),
        page.slug,
      ).toContain(`/services/${page.slug}`);
    }
  });

  it('has technology rows where they fit and 3 to 6 reason cards', () => {
    const withTech = [
      'web-development',
      'wordpress-development',
      'ads',
      'mobile-app-development',
      'social-media',
      'seo',
      'maintenance',
    ];
    for (const slug of withTech)
      expect(findServicePage(slug)?.technologies?.items.length, slug).toBeGreaterThanOrEqual(4);
    for (const page of pages) {
      if (!page.reasons) continue;
      expect(page.reasons.items.length, page.slug).toBeGreaterThanOrEqual(3);
      expect(page.reasons.items.length, page.slug).toBeLessThanOrEqual(6);
    }
  });

  it('shows per-item pricing only on social media and graphic design, with the items and prices of docs/product.md', () => {
    expect(
      pages
        .filter((page) => page.perItem)
        .map((page) => page.slug)
        .sort(),
    ).toEqual(['graphic-design', 'social-media']);
    const social = servicePages['social-media'].perItem!;
    const design = servicePages['graphic-design'].perItem!;
    expect(social.heading).toBe("Don't need a Package");
    expect(social.services.map((item) => item.name)).toEqual(['Social Media Posts', 'Short-Form Videos', 'Blog Post']);
    expect(design.services.map((item) => item.name)).toEqual([
      'Logo',
      'Business Card',
      'Letterhead',
      'Email Signature',
      'Flyer/Pamphlet',
      'Brochure',
      'Poster',
      'Email Design',
    ]);
    for (const item of [...social.services, ...design.services]) {
      expect(pairs(item.pricing), item.name).toEqual(expectedPricing[item.name]);
    }
  });

  it('finds pages by slug and nothing for unknown or inherited keys', () => {
    expect(findServicePage('seo')?.name).toBe('Search Engine Optimization');
    expect(findServicePage('development')).toBeUndefined();
    expect(findServicePage('toString')).toBeUndefined();
    expect(findServicePage('')).toBeUndefined();
  });
});

describe('services list', () => {
  it('lists the ten page services in the order of docs/product.md, then the priced per-item services in its order', () => {
    expect(services.filter((service) => service.href).map((service) => service.href)).toEqual(
      PRODUCT_SLUGS.map((slug) => `/services/${slug}`),
    );
    expect(services.filter((service) => service.pricing).map((service) => service.name)).toEqual(
      Object.keys(expectedPricing),
    );
    expect(services).toHaveLength(21);
  });

  it('shows web, WordPress, ads and mobile app development as the first four services without pricing', () => {
    expect(
      services
        .filter((service) => !service.pricing)
        .slice(0, 4)
        .map((service) => service.href),
    ).toEqual([
      '/services/web-development',
      '/services/wordpress-development',
      '/services/ads',
      '/services/mobile-app-development',
    ]);
  });

  it('prices every per-item service as docs/product.md says', () => {
    for (const [name, expected] of Object.entries(expectedPricing)) {
      const service = services.find((entry) => entry.name === name);
      expect(service, name).toBeDefined();
      expect(pairs(service!.pricing), name).toEqual(expected);
    }
  });

  it('gives each service either an href to an existing page or pricing, never both', () => {
    for (const service of services) {
      expect(Boolean(service.href) !== Boolean(service.pricing), service.id).toBe(true);
      if (service.href) {
        const slug = service.href.replace('/services/', '');
        expect(findServicePage(slug), service.id).toBeDefined();
        expect(findServicePage(slug)?.name, service.id).toBe(service.name);
      }
    }
  });

  it('has unique ids and names, summaries for cards and the agreed icon paths', () => {
    expect(new Set(services.map((service) => service.id)).size).toBe(services.length);
    expect(new Set(services.map((service) => service.name)).size).toBe(services.length);
    for (const service of services) {
      expect(service.summary.length, service.id).toBeGreaterThan(40);
      expect(service.summary.length, service.id).toBeLessThanOrEqual(160);
    }
    const icon = (name: string) => services.find((service) => service.name === name)?.icon;
    expect(services.find((service) => service.href === '/services/seo')?.icon).toBe('/images/icons/services/seo.svg');
    expect(icon('Social Media Posts')).toBe('/images/icons/services/social-media-posts.svg');
    expect(icon('Short-Form Videos')).toBe('/images/icons/services/short-form-videos.svg');
    expect(icon('Email Design')).toBe('/images/icons/services/email-design.svg');
    expect(icon('Blog Post')).toBe('/images/icons/services/blog-post.svg');
    // One icon per graphic-design item, each a file that exists.
    const designIcons = servicePages['graphic-design'].perItem!.services.map((item) => icon(item.name));
    expect(new Set(designIcons).size).toBe(designIcons.length);
    for (const path of designIcons) expect(existsSync(`public${path}`), path).toBe(true);
    for (const slug of PRODUCT_SLUGS) {
      expect(services.find((service) => service.href === `/services/${slug}`)?.icon).toBe(
        `/images/icons/services/${slug}.svg`,
      );
    }
  });
});

describe('service categories', () => {
  it('has the three categories with the service pages of docs/product.md in each', () => {
    expect(serviceCategories.map((category) => category.id)).toEqual(['development', 'marketing', 'creative']);
    const hrefs = (id: string) => findCategory(id)?.services.flatMap((service) => (service.href ? [service.href] : []));
    expect(hrefs('development')).toEqual([
      '/services/web-development',
      '/services/wordpress-development',
      '/services/mobile-app-development',
      '/services/maintenance',
    ]);
    expect(hrefs('marketing')).toEqual([
      '/services/ads',
      '/services/digital-marketing',
      '/services/seo',
      '/services/social-media',
    ]);
    expect(hrefs('creative')).toEqual(['/services/graphic-design', '/services/content']);
  });

  it('places the priced per-item services where they fit', () => {
    const priced = (id: string) =>
      findCategory(id)
        ?.services.filter((service) => service.pricing)
        .map((service) => service.name);
    expect(priced('development')).toEqual([]);
    expect(priced('marketing')).toEqual(['Social Media Posts', 'Short-Form Videos']);
    expect(priced('creative')?.sort()).toEqual(
      [
        'Logo',
        'Business Card',
        'Letterhead',
        'Email Signature',
        'Flyer/Pamphlet',
        'Brochure',
        'Poster',
        'Email Design',
        'Blog Post',
      ].sort(),
    );
  });

  it('resolves every category service: an existing page, or a priced entry of the services list', () => {
    for (const category of serviceCategories) {
      expect(new Set(category.services.map((service) => service.id)).size, category.id).toBe(category.services.length);
      for (const service of category.services) {
        if (service.href) expect(findServicePage(service.href.replace('/services/', '')), service.id).toBeDefined();
        else expect(services.find((entry) => entry.id === service.id)?.pricing, service.id).toEqual(service.pricing);
      }
    }
  });

  it('has display names that do not end in "Services" and descriptions usable as meta descriptions', () => {
    for (const category of serviceCategories) {
      expect(category.category, category.id).not.toMatch(/services$/i);
      expect(category.description.length, category.id).toBeGreaterThanOrEqual(120);
      expect(category.description.length, category.id).toBeLessThanOrEqual(160);
      expect(`${category.category} Services | Lakeforge Digital`.length, category.id).toBeLessThanOrEqual(70);
    }
  });

  it('finds nothing for an unknown category', () => {
    expect(findCategory('marketing')?.id).toBe('marketing');
    expect(findCategory('web-development')).toBeUndefined();
    expect(findCategory('')).toBeUndefined();
  });

  it('keeps category and page ids apart (they share the /services/:slug URL space)', () => {
    for (const category of serviceCategories) expect(PRODUCT_SLUGS).not.toContain(category.id);
  });
});

describe('contact service choices', () => {
  it('matches the values and labels of docs/product.md', () => {
    expect(contactServiceChoices).toEqual([
      { value: 'seo', label: 'SEO & Content Marketing' },
      { value: 'ppc', label: 'PPC & Paid Advertising' },
      { value: 'social', label: 'Social Media Marketing' },
      { value: 'web', label: 'Web Design & Development' },
    ]);
  });
});
