import { use, useEffect } from 'react';
import { useLocation, useParams } from 'react-router';
import { company } from '../content/company';
import { applyHeadTags, headTags, type PageMeta } from '../lib/seo';
import { resolveMeta, type PageModule, type RouteDef } from './routes';

const loaded = new Map<string, PageModule>();
const loading = new Map<string, Promise<PageModule>>();

/** Loads a route's page module once. Hydration preloads the first page so it renders synchronously. */
export function loadRoute(route: RouteDef): Promise<PageModule> {
  let promise = loading.get(route.id);
  if (!promise) {
    promise = route.load().then((module) => {
      loaded.set(route.id, module);
      return module;
    });
    loading.set(route.id, promise);
  }
  return promise;
}

const missingMeta: PageMeta = {
  title: `Not found | ${company.name}`,
  description: 'The page you are looking for does not exist.',
  noindex: true,
};

export function RouteElement({ route }: { route: RouteDef }) {
  const module = loaded.get(route.id) ?? use(loadRoute(route));
  const params = useParams();
  const { pathname } = useLocation();
  const Page = module.default;

  useEffect(() => {
    const meta = resolveMeta(module, params) ?? missingMeta;
    applyHeadTags(document, headTags(meta, pathname, company.siteUrl, company.name));
    // The head depends on the URL only; params derive from it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [module, pathname]);

  return <Page />;
}
