import { matchRoutes, type Params } from 'react-router-dom';
import type { ComponentType } from 'react';
import type { PageMeta } from '../lib/seo';

/**
 * A page module: its component and its head. `meta` returns null when the URL's parameter names
 * nothing (an unknown category or blog post): the page then renders its own "not found" state.
 */
export interface PageModule {
  default: ComponentType;
  meta: PageMeta | ((params: Params) => PageMeta | null);
}

const pageModules = import.meta.glob<PageModule>('../pages/*Page.tsx');

export interface RouteDef {
  id: string;
  path: string;
  /** The module under src/pages that renders the route. */
  page: string;
  /** Where the route appears in sitemap.xml; 0 keeps it out (and unprerendered). */
  priority: number;
  /** Prerendered, but kept out of sitemap.xml: a page reached only by a link in an email (and `noindex`). */
  unlisted?: true;
}

export const routes: RouteDef[] = [
  { id: 'home', path: '/', priority: 1, page: 'HomePage' },
  { id: 'services', path: '/services', priority: 0.9, page: 'ServicesPage' },
  {
    // One URL space for the ten service pages and the service categories (/services/{categoryId}).
    id: 'service-or-category',
    path: '/services/:slug',
    priority: 0.8,
    page: 'ServiceSlugPage',
  },
  { id: 'portfolio', path: '/portfolio', priority: 0.8, page: 'PortfolioPage' },
  { id: 'blogs', path: '/blogs', priority: 0.7, page: 'BlogsPage' },
  {
    id: 'blog-post',
    path: '/blog/:id',
    priority: 0.6,
    page: 'BlogPostPage',
  },
  { id: 'about', path: '/about', priority: 0.7, page: 'AboutPage' },
  { id: 'contact', path: '/contact', priority: 0.8, page: 'ContactPage' },
  { id: 'careers', path: '/careers', priority: 0.5, page: 'CareersPage' },
  { id: 'privacy', path: '/privacy', priority: 0.2, page: 'PrivacyPage' },
  { id: 'terms', path: '/terms', priority: 0.2, page: 'TermsPage' },
  { id: 'cookies', path: '/cookies', priority: 0.2, page: 'CookiesPage' },
  { id: 'sitemap', path: '/sitemap', priority: 0.3, page: 'SitemapPage' },
  { id: 'manage-booking', path: '/manage-booking', priority: 0, unlisted: true, page: 'ManageBookingPage' },
  { id: 'not-found', path: '*', priority: 0, page: 'NotFoundPage' },
];

export function loadPage(route: RouteDef): Promise<PageModule> {
  const load = pageModules[`../pages/${route.page}.tsx`];
  if (!load) throw new Error(`No page module src/pages/${route.page}.tsx`);
  return load();
}

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
