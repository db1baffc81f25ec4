import { use, useEffect } from 'react';
import { useLocation, useParams, type Params } from 'react-router';
import { company } from '../content/company';
import type { PageMeta } from '../lib/seo';
import { pageModuleKey, resolveMeta, type PageModule, type RouteDef } from './routes';

const loaded = new Map<string, PageModule>();
const loading = new Map<string, Promise<PageModule>>();

/**
 * Loads the page module of a route at these parameters once. Hydration preloads the first page so it
 * renders synchronously.
 */
export function loadRoute(route: RouteDef, params: Params = {}): Promise<PageModule> {
  const key = pageModuleKey(route, params);
  let promise = loading.get(key);
  if (!promise) {
    promise = route.load(params).then((module) => {
      loaded.set(key, module);
      return module;
    });
    loading.set(key, promise);
  }
  return promise;
}

const missingMeta: PageMeta = {
  title: `Not found | ${company.name}`,
  description: 'The page you are looking for does not exist.',
  noindex: true,
};

export function RouteElement({ route }: { route: RouteDef }) {
  const params = useParams();
  const module = loaded.get(pageModuleKey(route, params)) ?? use(loadRoute(route, params));
  const { pathname } = useLocation();
  const Page = module.default;

  useEffect(() => {
    const meta = resolveMeta(module, params) ?? missingMeta;
    let current = true;
    // The prerendered page has its head: the head code loads after hydration, ready for the first navigation.
    // Not loaded (offline, or the visitor left the page while it loaded): the head stays as it is, and the next
    // navigation asks again. Firefox reports an import cut short by leaving as the page's error.
    void import('../lib/seo').then(
      ({ applyHeadTags, headTags }) => {
        if (current) applyHeadTags(document, headTags(meta, pathname, company.siteUrl, company.name));
      },
      () => {},
    );
    return () => {
      current = false;
    };
    // The head depends on the URL only; params derive from it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [module, pathname]);

  return <Page />;
}
