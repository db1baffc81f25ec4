/**
 * The services list, its categories and the contact form's service choices.
 *
 * Every priced per-item service is defined once here and reused by the services list, the categories
 * and the "Don't need a Package" blocks of the social media and graphic design pages.
 */
import type {
  ContactServiceChoice,
  ContactServiceValue,
  HighlightColor,
  PerItemBlock,
  PerItemPage,
  PriceOption,
  PricedService,
  Service,
  ServiceCategory,
  ServiceSlug,
} from './types';
import { ICONS, pageServiceList, pageServices } from './pageServices';
import { brandColors } from '../../domain/brand';
import { CONTACT_SERVICE_LABELS, CONTACT_SERVICES } from '../../domain/forms/fields';

// The service pages' content names its services through the catalogue.
export { pageServices };

/** Package highlight palette; the popular tier always uses `blue`. */
export const highlight = {
  blue: brandColors.primary,
  teal: brandColors.tealBright,
  amber: brandColors.amber,
  navy: brandColors.ink,
} as const satisfies Record<string, HighlightColor>;

/** When the services, packages and prices last changed (ISO date): the service pages' sitemap lastmod. */
export const SERVICES_LAST_UPDATED = '2026-11-21';

/** Price text of tiers that are quoted individually. */
export const CONTACT_PRICE = 'Contact us';

/** Heading of the per-item pricing block on the social media and graphic design pages (docs/product.md). */
export const PER_ITEM_HEADING = "Don't need a Package";

function pricedService(
  id: string,
  name: string,
  summary: string,
  iconFile: string,
  pricing: readonly PriceOption[],
): PricedService {
  return { id, name, summary, icon: `${ICONS}/${iconFile}.svg`, pricing };
}

// ---- Priced per-item services (docs/product.md, _Prices_; monthly unless noted) ----

export const socialMediaPosts = pricedService(
  'social-media-posts',
  'Social Media Posts',
  'Custom-designed posts with captions and hashtags, ready to publish on your chosen platforms every month.',
  'social-media-posts',
  [
    { price: '$99', description: '15 posts per month' },
    { price: '$149', description: '25 posts per month' },
    { price: '$199', description: '35 posts per month' },
  ],
);

export const shortFormVideos = pricedService(
  'short-form-videos',
  'Short-Form Videos',
  'Vertical videos for Reels, TikTok and YouTube Shorts, edited with captions, music and your branding.',
  'short-form-videos',
  [
    { price: '$99', description: '5 videos per month' },
    { price: '$190', description: '10 videos per month' },
    { price: '$250', description: '15 videos per month' },
  ],
);

export const emailDesign = pricedService(
  'email-design',
  'Email Design',
  'Responsive marketing emails, designed and coded to display well in every major inbox.',
  'email-design',
  [
    { price: '$149', description: '2 emails per month' },
    { price: '$299', description: '5 emails per month' },
    { price: '$499', description: '10 emails per month' },
  ],
);

export const blogPost = pricedService(
  'blog-post',
  'Blog Post',
  'Researched, search-friendly articles written for your audience and delivered ready to publish.',
  'blog-post',
  [
    { price: '$99', description: '2 blog posts per month' },
    { price: '$190', description: '5 blog posts per month' },
    { price: '$249', description: '10 blog posts per month' },
  ],
);

/** One-off designs all share one price list (not monthly). */
const oneOffDesignPricing: readonly PriceOption[] = [
  { price: '$70', description: '2 concepts' },
  { price: '$99', description: '3 concepts' },
];

/** Each one-off design has its own icon, `<id>.svg`. */
function oneOffDesign(id: string, name: string, summary: string): PricedService {
  return pricedService(id, name, summary, id, oneOffDesignPricing);
}

export const logoDesign = oneOffDesign(
  'logo',
  'Logo',
  'A distinctive, versatile logo, delivered in every format you need for print and the web.',
);
export const businessCardDesign = oneOffDesign(
  'business-card',
  'Business Card',
  'A print-ready business card that carries your brand into every introduction.',
);
export const letterheadDesign = oneOffDesign(
  'letterhead',
  'Letterhead',
  'A branded letterhead for letters, quotes and proposals, supplied print-ready and as an editable template.',
);
export const emailSignatureDesign = oneOffDesign(
  'email-signature',
  'Email Signature',
  'A clean, clickable email signature that displays consistently in Gmail, Outlook and Apple Mail.',
);
export const flyerDesign = oneOffDesign(
  'flyer-pamphlet',
  'Flyer/Pamphlet',
  'A single-page flyer or folded pamphlet for events, promotions and counter handouts.',
);
export const brochureDesign = oneOffDesign(
  'brochure',
  'Brochure',
  'A multi-panel brochure that presents your services clearly, ready for print or digital sharing.',
);
export const posterDesign = oneOffDesign(
  'poster',
  'Poster',
  'An eye-catching poster for events, storefronts and promotions, sized for your printer.',
);

/** The one-off designs, in the order of docs/product.md. */
export const oneOffDesigns: readonly PricedService[] = [
  logoDesign,
  businessCardDesign,
  letterheadDesign,
  emailSignatureDesign,
  flyerDesign,
  brochureDesign,
  posterDesign,
];

/** Every priced per-item service, in the order of docs/product.md. */
export const pricedServices: readonly PricedService[] = [
  socialMediaPosts,
  shortFormVideos,
  emailDesign,
  blogPost,
  ...oneOffDesigns,
];

/**
 * The "Don't need a Package" blocks, by the page that shows them: the /services index and the priced
 * services' cards link to them without loading the pages' content.
 */
export const perItemBlocks: Readonly<Partial<Record<ServiceSlug, PerItemBlock>>> = {
  'social-media': {
    heading: PER_ITEM_HEADING,
    intro:
      'Prefer to pick exactly what you need? Order posts, short-form videos or blog posts on their own, billed monthly with no package commitment.',
    services: [socialMediaPosts, shortFormVideos, blogPost],
  },
  'graphic-design': {
    heading: PER_ITEM_HEADING,
    intro:
      'Need just one piece? Order a single design with a choice of 2 or 3 concepts, or professionally designed marketing emails.',
    services: [...oneOffDesigns, emailDesign],
  },
};

/** The pages with a "Don't need a Package" block, with their names, in the order above (the services list's). */
export const perItemPages: readonly PerItemPage[] = (Object.keys(perItemBlocks) as ServiceSlug[]).map((slug) => ({
  slug,
  name: pageServices[slug].name,
  perItem: perItemBlocks[slug]!,
}));

/**
 * The full services list: the ten detail-page services in the order of docs/product.md, then the priced
 * per-item services. The home page shows the first four entries without pricing.
 */
export const services: readonly Service[] = [...pageServiceList, ...pricedServices];

export const serviceCategories: readonly ServiceCategory[] = [
  {
    id: 'development',
    category: 'Web & App Development',
    description:
      'Custom websites, WordPress builds and mobile apps engineered for speed, accessibility and growth, plus the ongoing care that keeps them secure and up to date.',
    services: [
      pageServices['web-development'],
      pageServices['wordpress-development'],
      pageServices['mobile-app-development'],
      pageServices.maintenance,
    ],
  },
  {
    id: 'marketing',
    category: 'Marketing & Advertising',
    description:
      'Search, paid advertising and social media programs that bring qualified customers to your business, with reporting tied to leads and sales, not vanity metrics.',
    services: [
      pageServices.ads,
      pageServices['digital-marketing'],
      pageServices.seo,
      pageServices['social-media'],
      socialMediaPosts,
      shortFormVideos,
    ],
  },
  {
    id: 'creative',
    category: 'Creative & Content',
    description:
      'Brand identities, print and digital design, and written and video content that give your business a consistent, professional voice wherever customers meet it.',
    services: [pageServices['graphic-design'], pageServices.content, ...oneOffDesigns, emailDesign, blogPost],
  },
];

export function findCategory(id: string): ServiceCategory | undefined {
  return serviceCategories.find((category) => category.id === id);
}

/** Service choices of the contact form (values and labels fixed by docs/product.md). */
export const contactServiceChoices: readonly ContactServiceChoice[] = CONTACT_SERVICES.filter(
  (value): value is ContactServiceValue => value !== '',
).map((value) => ({ value, label: CONTACT_SERVICE_LABELS[value] }));

/** A package's name in a URL: 'Growth' → 'growth'. */
export function packageSlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/**
 * The request page of one package of a service page: where its 'Get Started' leads when no script
 * runs (with scripts it opens the request dialog instead). Prerendered, not in the sitemap.
 */
export function serviceRequestPath(slug: string, packageName: string): string {
  return `/services/${slug}/request/${packageSlug(packageName)}`;
}
