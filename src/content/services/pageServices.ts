/**
 * The ten services that have a detail page: name, summary, icon and link. Kept apart from the rest of
 * the catalogue because every page's footer and the home page need these alone.
 */
import { serviceSlugs, type PageService, type ServiceCategoryId, type ServiceSlug } from './types';

export const ICONS = '/images/icons/services';

function pageService(slug: ServiceSlug, name: string, summary: string): PageService {
  return { id: slug, name, summary, icon: `${ICONS}/${slug}.svg`, href: `/services/${slug}` };
}

/** The detail-page services, keyed by slug (names here are also the pages' names). */
export const pageServices: Readonly<Record<ServiceSlug, PageService>> = {
  'web-development': pageService(
    'web-development',
    'Custom Web Development',
    'Fast, accessible websites and web applications built on modern frameworks, designed around your customers and easy for your team to grow.',
  ),
  'wordpress-development': pageService(
    'wordpress-development',
    'WordPress Development',
    'Custom WordPress themes and WooCommerce stores that your team can update with confidence, without a tangle of plug-ins.',
  ),
  ads: pageService(
    'ads',
    'Google & Meta Ads',
    'Paid search and social campaigns on Google, Facebook and Instagram, managed against clear cost-per-lead and return-on-ad-spend targets.',
  ),
  'mobile-app-development': pageService(
    'mobile-app-development',
    'Mobile App Development',
    'iOS and Android apps built with React Native, taken from first prototype to launch on the App Store and Google Play.',
  ),
  'digital-marketing': pageService(
    'digital-marketing',
    'Digital Marketing',
    'One joined-up plan across search, paid ads, social media, email and content, run by a single team and measured against revenue.',
  ),
  'social-media': pageService(
    'social-media',
    'Social Media Management',
    'Planned, designed and published content for Instagram, Facebook, LinkedIn and TikTok, with community management and monthly reporting.',
  ),
  seo: pageService(
    'seo',
    'Search Engine Optimization',
    'Technical, local and content SEO that helps the right customers find you on Google, with transparent monthly reporting.',
  ),
  maintenance: pageService(
    'maintenance',
    'Website Maintenance',
    'Updates, backups, security monitoring and small content edits that keep your website fast, secure and online.',
  ),
  'graphic-design': pageService(
    'graphic-design',
    'Graphic Design',
    'Logos, brand identities, print materials and digital graphics that make your business look as professional as it is.',
  ),
  content: pageService(
    'content',
    'Content Creation',
    'Blog posts, website copy, email campaigns and short videos that explain what you do and give customers a reason to act.',
  ),
};

/** The detail-page services in the order of docs/product.md. */
export const pageServiceList: readonly PageService[] = serviceSlugs.map((slug) => pageServices[slug]);

/**
 * The category of each service page. A page's content is in its category's module
 * (src/content/services/pages/<category>.ts), which the router loads for the page's URL.
 */
export const pageCategories: Readonly<Record<ServiceSlug, ServiceCategoryId>> = {
  'web-development': 'development',
  'wordpress-development': 'development',
  'mobile-app-development': 'development',
  maintenance: 'development',
  ads: 'marketing',
  'digital-marketing': 'marketing',
  'social-media': 'marketing',
  seo: 'marketing',
  'graphic-design': 'creative',
  content: 'creative',
};

export function pageCategoryOf(slug: string): ServiceCategoryId | undefined {
  return Object.hasOwn(pageCategories, slug) ? pageCategories[slug as ServiceSlug] : undefined;
}
