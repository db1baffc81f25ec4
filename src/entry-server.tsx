import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { ServerStyleSheet } from 'styled-components';
import { App } from './app/App';
import { loadRoute } from './app/RouteElement';
import { matchRoute, notFoundRoute, resolveMeta, type PageModule } from './app/routes';
import { blogFeed, FEED_PATH } from './app/feed';
import { sitePaths } from './app/sitePaths';
import { structuredDataFor } from './app/structuredData';
import { company } from './content/company';
import { headTags, headTagsToHtml } from './lib/seo';

// The back office (StaffPage) is its own entry, never prerendered (docs/staff.md).
const pageFiles = import.meta.glob<PageModule>(['./pages/*Page.tsx', '!./pages/StaffPage.tsx']);

/** The source file of a loaded page module (the key of its chunks in Vite's manifest): the one whose module it is. */
async function pageFileOf(module: PageModule): Promise<string> {
  for (const [file, load] of Object.entries(pageFiles)) {
    if ((await load()) === module) return `src/${file.slice(2)}`;
  }
  throw new Error('A route loads a module that is not a page under src/pages');
}

export interface RenderedPage {
  html: string;
  head: string;
  /** Source module of the page, to find its chunks in Vite's manifest. */
  pageModule: string;
  styles: string;
  /** JSON-LD of the page. */
  structuredData: unknown;
  /** ISO date the page's content last changed (sitemap lastmod). */
  lastModified?: string;
  /** 404 when the URL names nothing the site has. */
  status: 200 | 404;
}

/** Renders one URL to static HTML (used by scripts/prerender.ts after `vite build --ssr`). */
export async function render(pathname: string, options: { notFound?: boolean } = {}): Promise<RenderedPage> {
  const { route, params } = options.notFound ? { route: notFoundRoute, params: {} } : matchRoute(pathname);
  const module = await loadRoute(route, params);
  const meta = resolveMeta(module, params);
  const status = meta && route !== notFoundRoute ? 200 : 404;
  // An unknown category or post has no head of its own: it gets the not-found page's.
  const pageMeta = meta ?? resolveMeta(await loadRoute(notFoundRoute), {})!;

  const sheet = new ServerStyleSheet();
  try {
    // `prerender` (unlike renderToString) waits for the lazy sections of hydrateWhenVisible.
    const { prelude } = await prerenderToNodeStream(
      sheet.collectStyles(
        <StaticRouter location={pathname}>
          <App notFoundPath={options.notFound ? pathname : undefined} />
        </StaticRouter>,
      ),
      // Never outline a large Suspense boundary into a hidden part revealed by an inline script: the
      // Content-Security-Policy blocks inline scripts, and a static page has nothing to stream.
      { progressiveChunkSize: Number.POSITIVE_INFINITY },
    );
    const chunks: Buffer[] = [];
    for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
    const html = Buffer.concat(chunks).toString('utf8');
    const tags = headTags(pageMeta, pathname, company.siteUrl, company.name);
    return {
      html,
      head: headTagsToHtml(tags),
      pageModule: await pageFileOf(module),
      styles: sheet.getStyleTags(),
      structuredData: structuredDataFor(pathname, pageMeta),
      lastModified: pageMeta.updated,
      status,
    };
  } finally {
    sheet.seal();
  }
}

export { sitePaths, company, blogFeed, FEED_PATH };
