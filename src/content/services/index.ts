/**
 * Services content: the services list, categories, the ten service detail pages with their
 * packages, and the contact form's service choices. One place to change a price or a text.
 */
import { adsPage, digitalMarketingPage, seoPage, socialMediaPage } from './pages/marketing';
import {
  maintenancePage,
  mobileAppDevelopmentPage,
  webDevelopmentPage,
  wordpressDevelopmentPage,
} from './pages/development';
import { contentPage, graphicDesignPage } from './pages/creative';
import type { ServicePage, ServiceSlug } from './types';

export type {
  ContactServiceChoice,
  ContactServiceValue,
  HighlightColor,
  Package,
  PageService,
  PerItemBlock,
  PerItemPage,
  PerItemService,
  PriceOption,
  PricedService,
  ReasonCard,
  Service,
  ServiceCategory,
  ServiceCategoryId,
  ServiceCtaHref,
  ServiceHref,
  ServicePage,
  ServiceSlug,
} from './types';
export { serviceSlugs } from './types';
export {
  CONTACT_PRICE,
  SERVICES_LAST_UPDATED,
  PER_ITEM_HEADING,
  contactServiceChoices,
  findCategory,
  highlight,
  pageServices,
  perItemBlocks,
  perItemPages,
  pricedServices,
  serviceCategories,
  services,
} from './catalogue';

/** The ten service detail pages, keyed by slug. */
export const servicePages: Readonly<Record<ServiceSlug, ServicePage>> = {
  'web-development': webDevelopmentPage,
  'wordpress-development': wordpressDevelopmentPage,
  ads: adsPage,
  'mobile-app-development': mobileAppDevelopmentPage,
  'digital-marketing': digitalMarketingPage,
  'social-media': socialMediaPage,
  seo: seoPage,
  maintenance: maintenancePage,
  'graphic-design': graphicDesignPage,
  content: contentPage,
};

export function isServiceSlug(slug: string): slug is ServiceSlug {
  return Object.hasOwn(servicePages, slug);
}

export function findServicePage(slug: string): ServicePage | undefined {
  return isServiceSlug(slug) ? servicePages[slug] : undefined;
}
