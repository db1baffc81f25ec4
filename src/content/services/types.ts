/**
 * Types of the services content: the services list, its categories, and the ten service detail pages
 * with their packages (docs/product.md, _Pages_ and _Prices_).
 */
import type { brandColors } from '../../domain/brand';
import type { ContactService } from '../../domain/forms/fields';

/** Slugs of the service detail pages, in the order of docs/product.md. */
export const serviceSlugs = [
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
] as const;

export type ServiceSlug = (typeof serviceSlugs)[number];

/** Route of a service detail page. */
export type ServiceHref = `/services/${ServiceSlug}`;

/** One per-item tier, e.g. `{ price: '$99', description: '15 posts per month' }`. */
export interface PriceOption {
  readonly price: string;
  readonly description: string;
}

/** An entry of the services list (docs/product.md, _Services offered_). */
export interface Service {
  readonly id: string;
  readonly name: string;
  /** One or two sentences for service cards. */
  readonly summary: string;
  /** Public path of the service's icon. */
  readonly icon: string;
  /** Set on services that have a detail page. */
  readonly href?: ServiceHref;
  /** Set on priced per-item services, which have no page. */
  readonly pricing?: readonly PriceOption[];
}

/** A service with a detail page. */
export type PageService = Service & { readonly href: ServiceHref; readonly pricing?: undefined };

/** A priced per-item service (no page); also usable wherever a `PerItemService` is expected. */
export type PricedService = Service & { readonly href?: undefined; readonly pricing: readonly PriceOption[] };

export type ServiceCategoryId = 'development' | 'marketing' | 'creative';

export interface ServiceCategory {
  readonly id: ServiceCategoryId;
  /** Display name; the category page heading is `${category} Services`. */
  readonly category: string;
  readonly description: string;
  readonly services: readonly Service[];
}

/** The four brand colours a package card may be highlighted with. */
export type HighlightColor = (typeof brandColors)['primary' | 'tealBright' | 'amber' | 'ink'];

export interface Package {
  readonly name: string;
  /** Display text of the price, exactly as docs/product.md gives it. */
  readonly price: string;
  readonly bestFor: string;
  /** Full feature list, including delivery and support terms. */
  readonly features: readonly string[];
  readonly popular: boolean;
  readonly highlightColor: HighlightColor;
}

/** A page's "Don't need a Package" block: the priced per-item services it sells. */
export interface PerItemBlock {
  readonly heading: string;
  readonly intro: string;
  readonly services: readonly PerItemService[];
}

/** A service page with a "Don't need a Package" block: what the /services index lists of it. */
export interface PerItemPage {
  readonly slug: ServiceSlug;
  readonly name: string;
  readonly perItem: PerItemBlock;
}

export interface PerItemService {
  readonly id: string;
  readonly name: string;
  readonly pricing: readonly PriceOption[];
}

export interface ReasonCard {
  readonly title: string;
  readonly text: string;
}

export type ServiceCtaHref = '/#cta' | '#contact';

export interface ServicePage {
  readonly slug: ServiceSlug;
  readonly categoryId: ServiceCategoryId;
  readonly name: string;
  /** The document title. */
  readonly title: string;
  /** 120 to 160 characters. */
  readonly metaDescription: string;
  readonly hero: { readonly eyebrow: string; readonly heading: string; readonly intro: string };
  readonly packagesHeading: string;
  readonly packagesIntro: string;
  readonly packages: readonly [Package, Package, Package];
  /** Technology or platform names; the UI draws a generic mark for each kind of tool beside the name. */
  readonly technologies?: { readonly heading: string; readonly items: readonly string[] };
  /** Why-choose or approach cards (3 to 6). */
  readonly reasons?: { readonly heading: string; readonly items: readonly ReasonCard[] };
  /** The "Don't need a Package" per-item block (social media and graphic design only). */
  readonly perItem?: PerItemBlock;
  readonly cta: {
    readonly heading: string;
    readonly text: string;
    readonly label: string;
    /** Digital marketing links to '#contact'; every other page to '/#cta'. */
    readonly href: ServiceCtaHref;
  };
}

/** A contact form service choice ('' means none, and is not a choice). */
export type ContactServiceValue = Exclude<ContactService, ''>;

export interface ContactServiceChoice {
  readonly value: ContactServiceValue;
  readonly label: string;
}
