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

/** Every concrete URL of the site, in route-table order: what gets prerendered (and, unless unlisted, listed in sitemap.xml). */
export function sitePaths(): { path: string; route: RouteDef }[] {
  return routes
    .filter((route) => route.priority > 0 || route.unlisted)
    .flatMap((route) => {
      const paths = route.path.includes(':') ? parameterPaths[route.id]?.() : [route.path];
      if (!paths) throw new Error(`Route ${route.id} has parameters but no list of paths`);
      return paths.map((path) => ({ path, route }));
    });
}
