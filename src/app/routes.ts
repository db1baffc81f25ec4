import { matchRoutes, type Params } from 'react-router';
import type { ComponentType } from 'react';
import { pageCategoryOf } from '../content/services/pageServices';
import type { PageMeta } from '../lib/seo';

/**
 * A page module: its component and its head. `meta` returns null when the URL's parameter names
 * nothing (an unknown category or blog post): the page then renders its own "not found" state.
 */
export interface PageModule {
  default: ComponentType;
  meta: PageMeta | ((params: Params) => PageMeta | null);
}

export interface RouteDef {
  id: string;
  path: string;
  /** Loads the module under src/pages that renders the route at these parameters (one chunk per page). */
  load: (params: Params) => Promise<PageModule>;
  /** Names the module `load` picks for these parameters, on a route whose module depends on them. */
  moduleFor?: (params: Params) => string;
}

/**
 * A service page's content loads with its category's pages only (src/content/services/pages); a category
 * or an unknown slug needs none of it.
 */
const serviceModules: Record<string, () => Promise<PageModule>> = {
  development: () => import('../pages/DevelopmentServicesPage'),
  marketing: () => import('../pages/MarketingServicesPage'),
  creative: () => import('../pages/CreativeServicesPage'),
  categories: () => import('../pages/ServiceCategoryPage'),
};
const serviceModuleFor = ({ slug = '' }: Params) => pageCategoryOf(slug) ?? 'categories';

export const routes: RouteDef[] = [
  { id: 'home', path: '/', load: () => import('../pages/HomePage') },
  { id: 'services', path: '/services', load: () => import('../pages/ServicesPage') },
  {
    // One URL space for the ten service pages and the service categories (/services/{categoryId}).
    id: 'service-or-category',
    path: '/services/:slug',
    moduleFor: serviceModuleFor,
    load: (params) => serviceModules[serviceModuleFor(params)]!(),
  },
  {
    // Where a package's 'Get Started' leads without scripts (with them it opens the request dialog).
    id: 'service-request',
    path: '/services/:slug/request/:package',
    load: () => import('../pages/ServiceRequestPage'),
  },
  {
    // The thank-you pages of the forms posted without scripts (the functions answer them with a 303).
    id: 'service-request-sent',
    // SENT_PATHS.serviceRequest (src/domain/api/endpoints.ts; routes.test.ts keeps them equal), written out:
    // importing it would bring the endpoints into every page's first load.
    path: '/services/request-sent',
    load: () => import('../pages/ServiceRequestSentPage'),
  },
  { id: 'portfolio', path: '/portfolio', load: () => import('../pages/PortfolioPage') },
  { id: 'blogs', path: '/blogs', load: () => import('../pages/BlogsPage') },
  {
    id: 'blog-post',
    path: '/blog/:id',
    load: () => import('../pages/BlogPostPage'),
  },
  { id: 'about', path: '/about', load: () => import('../pages/AboutPage') },
  { id: 'contact', path: '/contact', load: () => import('../pages/ContactPage') },
  {
    id: 'contact-sent',
    path: '/contact/sent', // SENT_PATHS.contact
    load: () => import('../pages/ContactSentPage'),
  },
  { id: 'careers', path: '/careers', load: () => import('../pages/CareersPage') },
  { id: 'privacy', path: '/privacy', load: () => import('../pages/PrivacyPage') },
  { id: 'terms', path: '/terms', load: () => import('../pages/TermsPage') },
  { id: 'cookies', path: '/cookies', load: () => import('../pages/CookiesPage') },
  { id: 'sitemap', path: '/sitemap', load: () => import('../pages/SitemapPage') },
  {
    id: 'manage-booking',
    path: '/manage-booking',
    load: () => import('../pages/ManageBookingPage'),
  },
  { id: 'not-found', path: '*', load: () => import('../pages/NotFoundPage') },
];

export const notFoundRoute = routes.find((route) => route.id === 'not-found')!;

export interface RouteMatch {
  route: RouteDef;
  params: Params;
}

export function matchRoute(pathname: string): RouteMatch {
  const [match] = matchRoutes(routes, pathname) ?? [];
  return match ? { route: match.route, params: match.params } : { route: notFoundRoute, params: {} };
}

export function resolveMeta(module: PageModule, params: Params): PageMeta | null {
  return typeof module.meta === 'function' ? module.meta(params) : module.meta;
}

/** Which page module renders `route` at these parameters: the key under which it is loaded once. */
export function pageModuleKey(route: RouteDef, params: Params): string {
  return route.moduleFor ? `${route.id}/${route.moduleFor(params)}` : route.id;
}
