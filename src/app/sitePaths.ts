import { blogPosts } from '../content/blog';
import { serviceCategories, servicePages, serviceSlugs } from '../content/services';
import { serviceRequestPath } from '../content/services/catalogue';
import { routes, type RouteDef } from './routes';

/** The concrete URLs of routes with parameters. Used at build time only (prerender and sitemap). */
const parameterPaths: Record<string, () => string[]> = {
  'service-or-category': () =>
    [...serviceSlugs, ...serviceCategories.map((category) => category.id)].map((slug) => `/services/${slug}`),
  'service-request': () =>
    Object.values(servicePages).flatMap((page) => page.packages.map((pkg) => serviceRequestPath(page.slug, pkg.name))),
  'blog-post': () => blogPosts.map((post) => `/blog/${post.id}`),
};

/**
 * How each route's pages appear in sitemap.xml, by route id: their priority there; `unlisted` for pages
 * that are prerendered but kept out of it (and `noindex`): reached only by a link in an email, a form's
 * answer, or a link that the app turns into something else; `none` for a route that is not prerendered.
 * Kept here, out of the route table that every page's first load carries.
 */
export const sitemapPolicy: Record<string, number | 'unlisted' | 'none'> = {
  home: 1,
  services: 0.9,
  'service-or-category': 0.8,
  'service-request': 'unlisted',
  'service-request-sent': 'unlisted',
  portfolio: 0.8,
  blogs: 0.7,
  'blog-post': 0.6,
  about: 0.7,
  contact: 0.8,
  'contact-sent': 'unlisted',
  careers: 0.5,
  privacy: 0.2,
  terms: 0.2,
  cookies: 0.2,
  sitemap: 0.3,
  'manage-booking': 'unlisted',
  'not-found': 'none',
};

export interface SitePath {
  path: string;
  route: RouteDef;
  /** The page's priority in sitemap.xml, or `unlisted` for a page kept out of it. */
  listing: number | 'unlisted';
}

/** Every concrete URL of the site, in route-table order: what gets prerendered (and, unless unlisted, listed in sitemap.xml). */
export function sitePaths(): SitePath[] {
  return routes.flatMap((route) => {
    const listing = sitemapPolicy[route.id];
    if (listing === undefined) throw new Error(`Route ${route.id} has no sitemap policy`);
    if (listing === 'none') return [];
    const paths = route.path.includes(':') ? parameterPaths[route.id]?.() : [route.path];
    if (!paths) throw new Error(`Route ${route.id} has parameters but no list of paths`);
    return paths.map((path) => ({ path, route, listing }));
  });
}
