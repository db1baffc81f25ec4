import { describe, expect, it } from 'vitest';
import { serviceCategories, servicePages, serviceSlugs } from '../content/services';
import { loadRoute } from './RouteElement';
import { SENT_PATHS } from '../domain/api/endpoints';
import { sitePaths } from './sitePaths';
import { matchRoute, notFoundRoute, pageModuleKey, resolveMeta, routes } from './routes';

async function pageAt(path: string) {
  const { route, params } = matchRoute(path);
  const module = await loadRoute(route, params);
  return { key: pageModuleKey(route, params), meta: resolveMeta(module, params) };
}

describe('/services/{slug}', () => {
  it.each(serviceSlugs)('loads the module with the content of the %s page, and that page only', async (slug) => {
    const page = await pageAt(`/services/${slug}`);
    expect(page.meta?.title).toBe(servicePages[slug].title);
    expect(page.key).toBe(`service-or-category/${servicePages[slug].categoryId}`);
  });

  it.each(serviceCategories.map((category) => category.id))(
    'loads the categories module for the %s category, without any service page content',
    async (id) => {
      const page = await pageAt(`/services/${id}`);
      expect(page.key).toBe('service-or-category/categories');
      expect(page.meta?.title).toMatch(/ Services \| Lakeforge Digital$/);
    },
  );

  it('answers a slug that names nothing from the categories module, with no head of its own', async () => {
    const page = await pageAt('/services/constructor');
    expect(page.key).toBe('service-or-category/categories');
    expect(page.meta).toBeNull();
  });
});

describe('the thank-you pages of the forms', () => {
  it('are routes at the paths the functions redirect a form posted without scripts to', () => {
    expect(matchRoute(SENT_PATHS.contact).route.id).toBe('contact-sent');
    expect(matchRoute(SENT_PATHS.serviceRequest).route.id).toBe('service-request-sent');
    const listed = sitePaths()
      .filter(({ listing }) => listing !== 'unlisted')
      .map(({ path }) => path);
    expect(listed).not.toContain(SENT_PATHS.contact);
    expect(listed).not.toContain(SENT_PATHS.serviceRequest);
  });
});

describe('the back office and the catch-all', () => {
  it("has no route for the back office, which is its own page (staff-app.html): /staff is unknown to the visitors' app", () => {
    expect(routes.some(({ path }) => path.startsWith('/staff'))).toBe(false);
    for (const path of ['/staff', '/staff/meetings', '/staffing']) expect(matchRoute(path).route).toBe(notFoundRoute);
  });

  it('keeps the back office out of the prerendered pages and the sitemap', () => {
    expect(sitePaths().some(({ path }) => path.startsWith('/staff'))).toBe(false);
  });
});
