/**
 * Writes static HTML for every known route after `vite build` (client) and `vite build --ssr`:
 * dist/index.html, dist/about.html, dist/services/seo.html, … (Hosting serves them with clean URLs),
 * dist/404.html for unknown paths, plus sitemap.xml and robots.txt generated from the route table
 * (each URL's lastmod is its page's content date) and the blog's RSS feed.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { transform } from 'lightningcss';

import { htmlBudgetLines, measureHtml, readBudgets } from './check-bundle-size';
import { assertPolicyAllows, captureScript, withCaptureScript } from './earlyTouchesScript';
import { distDir, rootDir, ssrDir, STAFF_SHELL } from './paths';

type ServerEntry = typeof import('../src/entry-server');

const ssrEntry = join(ssrDir, 'entry-server.js');

type Manifest = Record<string, { file: string; imports?: string[]; css?: string[] }>;

/** The JS files a manifest entry loads before it runs: its own chunk and its static imports. */
export function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return seen;
  seen.add(key);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

/**
 * Replaces the template's module script and module preloads with the boot script (src/boot.ts), which
 * loads them, and the page's own chunks that the entry does not already load, once the page has painted.
 * The prerendered page paints without JavaScript (it only hydrates it), so on a slow link its first paint
 * should not share the bandwidth with ~110 kB of scripts. Measured in docs/performance.md.
 */
export function bootScript(
  template: string,
  manifest: Manifest,
  pageModule: string,
  stylesRecord?: { href: string; version: string },
): string {
  const boot = manifest['src/boot.ts'];
  const entry = /<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>/.exec(template);
  if (!boot || !entry) throw new Error('The build has no src/boot.ts chunk or index.html has no module script');
  const preloadLinks = /\s*<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>/g;
  const entryChunks = staticClosure(manifest, 'index.html');
  const pageChunks = [...staticClosure(manifest, pageModule)]
    .filter((key) => !entryChunks.has(key))
    .map((key) => `/${manifest[key]!.file}`);
  const preloads = [...[...template.matchAll(preloadLinks)].map((match) => match[1]!), ...pageChunks];
  const styles = stylesRecord
    ? ` data-styles="${stylesRecord.href}" data-styles-version="${stylesRecord.version}"`
    : '';
  const script = `<script type="module" src="/${boot.file}" data-app="${entry[1]}" data-preload="${preloads.join(' ')}"${styles}></script>`;
  return template.replace(preloadLinks, '').replace(entry[0], () => script);
}

/** What ends each rule or record in styled-components' stylesheets (it splits them at this when it reads one). */
const SC_SPLITTER = '/*!sc*/\n';
/** styled-components' record of one component's rules: `data-styled.g<group>[id="<id>"]{content:"<names>"}`. */
const SC_RECORD = /^data-styled\.g\d+\[id="[^"]+"\]\{content:"[^"]*"\}$/;

/**
 * Splits styled-components' server stylesheet (`ServerStyleSheet.getStyleTags()`) into the page's CSS and
 * the record of which component rules it holds. The CSS goes into the page's head as a plain <style>,
 * which styled-components leaves alone. The record (about 1.5 kB gzip on the home page, where it would have
 * pushed the HTML past the 14 kB a mobile connection's first round trip carries) goes into a file that the
 * boot script hands to styled-components before the app starts (src/boot.ts): it then knows the page's
 * rules are there and neither adds them again nor moves them into a stylesheet of its own. styled-components
 * reads only stylesheets marked with its version, which comes along.
 */
export function splitServerStyles(styleTags: string): { css: string; record: string; version: string } {
  const sheet = /^<style[^>]*\sdata-styled-version="([^"]+)"[^>]*>([\s\S]*)<\/style>$/.exec(styleTags.trim());
  if (!sheet) throw new Error('styled-components rendered no single <style> element with its version');
  const parts = sheet[2]!
    .split(SC_SPLITTER.trim())
    .map((part) => part.trim())
    .filter(Boolean);
  const records = parts.filter((part) => SC_RECORD.test(part));
  return {
    css: parts.filter((part) => !SC_RECORD.test(part)).join(''),
    record: records.map((part) => part + SC_SPLITTER).join(''),
    version: sheet[1]!,
  };
}

/**
 * The browsers the site is built for: those with the popover and `<details name>` its controls use without
 * scripts (Chrome 120, Firefox 130, Safari 17.2). Written as lightningcss's targets (major << 16 | minor << 8).
 */
const CSS_TARGETS = { chrome: 120 << 16, firefox: 130 << 16, safari: (17 << 16) | (2 << 8) };

/**
 * The page's CSS, minified (shorter colours and numbers, merged rules and shorthands): it travels in the HTML of
 * every page, whose HTML must fit in a phone's first round trip (budgets.json `htmlGzipBytes`).
 */
export function minifyPageCss(css: string): string {
  return transform({
    filename: 'page.css',
    code: Buffer.from(css),
    minify: true,
    targets: CSS_TARGETS,
  }).code.toString();
}

/** Where a page's styles record is served: a content-named file, so Hosting may cache it for a year. */
export function stylesRecordFile(record: string): string {
  return `assets/styled-${createHash('sha256').update(record).digest('hex').slice(0, 12)}.txt`;
}

/**
 * Replaces each stylesheet link of the template with the stylesheet's contents in a <style> element:
 * the CSS is small (the @font-face rules), and a render-blocking request costs a mobile visitor a round
 * trip before the first paint.
 */
export async function inlineStylesheets(template: string, read: (href: string) => Promise<string>): Promise<string> {
  const links = [...template.matchAll(/<link rel="stylesheet"[^>]*\shref="([^"]+)"[^>]*>/g)];
  let html = template;
  for (const [link, href] of links) {
    const css = (await read(href!)).trim();
    html = html.replace(link, () => `<style>${css}</style>`);
  }
  return html;
}

/**
 * Preloads for what the first paint waits on but the browser finds late: the hero video's poster
 * (the LCP element of the pages that have one; a <video> poster is otherwise fetched at low priority)
 * and the fonts of the inlined @font-face rules.
 */
export function paintPreloads(pageHtml: string, template: string): string {
  const poster = /<video[^>]*\sposter="([^"]+)"/.exec(pageHtml)?.[1];
  const fonts = [...new Set([...template.matchAll(/url\((\/[^)]+\.woff2)\)/g)].map((match) => match[1]!))];
  return [
    ...(poster ? [`<link rel="preload" as="image" href="${poster}" fetchpriority="high">`] : []),
    ...fonts.map((href) => `<link rel="preload" as="font" type="font/woff2" href="${href}" crossorigin>`),
  ].join('\n    ');
}

export function htmlFileFor(path: string): string {
  return path === '/' ? 'index.html' : `${path.replace(/^\//, '')}.html`;
}

export function fillTemplate(
  template: string,
  page: { head: string; styles: string; html: string; preloads: string },
  jsonLd: unknown,
  options: { notFound?: boolean } = {},
): string {
  const structuredData = `<script type="application/ld+json">${JSON.stringify(jsonLd).replace(/</g, '\\u003c')}</script>`;
  // Replacer functions: a string replacement would treat `$&`, `$'` and `$$` in page content as patterns.
  const head = [page.head, page.preloads, page.styles].filter(Boolean).join('\n    ');
  // The structured data after the page: nothing paints from it, and gzip then finds most of its text (the
  // business's name, address and links) in the footer just before.
  const root = `<div id="root"${options.notFound ? ' data-not-found="true"' : ''}>${page.html}</div>${structuredData}`;
  return template.replace('<!--app-head-->', () => head).replace('<div id="root"><!--app-html--></div>', () => root);
}

export interface SitemapEntry {
  path: string;
  priority: number;
  /** ISO date the page's content last changed. */
  lastModified: string;
}

export function sitemapXml(siteUrl: string, entries: SitemapEntry[]): string {
  const urls = entries
    .map(
      ({ path, priority, lastModified }) =>
        `  <url>\n    <loc>${siteUrl}${path}</loc>\n    <lastmod>${lastModified}</lastmod>\n    <priority>${priority.toFixed(1)}</priority>\n  </url>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}

async function writeDist(file: string, contents: string) {
  const target = join(distDir, file);
  await mkdir(dirname(target), { recursive: true });
  await writeFile(target, contents);
}

type RenderedPage = Awaited<ReturnType<ServerEntry['render']>>;

/** A page's HTML, with its styles record written beside it (once per distinct record). */
async function prerenderedPage(
  template: string,
  manifest: Manifest,
  page: RenderedPage,
  options: { notFound?: boolean } = {},
): Promise<string> {
  const { css, record, version } = splitServerStyles(page.styles);
  const recordFile = stylesRecordFile(record);
  await writeDist(recordFile, record);
  const pageTemplate = bootScript(template, manifest, page.pageModule, { href: `/${recordFile}`, version });
  const preloads = paintPreloads(page.html, template);
  const styles = css ? `<style>${minifyPageCss(css)}</style>` : '';
  return fillTemplate(pageTemplate, { ...page, styles, preloads }, page.structuredData, options);
}

async function main() {
  const server: ServerEntry = await import(pathToFileURL(ssrEntry).href);
  const earlyTouches = captureScript();
  assertPolicyAllows(JSON.parse(await readFile(join(rootDir, 'firebase.json'), 'utf8')), earlyTouches);
  const builtPage = async (file: string) =>
    inlineStylesheets(await readFile(join(distDir, file), 'utf8'), (href) => readFile(join(distDir, href), 'utf8'));
  const template = withCaptureScript(await builtPage('index.html'), earlyTouches);
  const manifest = JSON.parse(await readFile(join(distDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  if (!template.includes('<!--app-html-->'))
    throw new Error('dist/index.html is already prerendered: run `npm run build`');
  const paths = server.sitePaths();
  const sitemapEntries: SitemapEntry[] = [];

  for (const { path, listing } of paths) {
    const page = await server.render(path);
    if (page.status !== 200) throw new Error(`Route ${path} is listed but rendered ${page.status}`);
    if (!page.lastModified || !/^\d{4}-\d{2}-\d{2}$/.test(page.lastModified))
      throw new Error(`Route ${path}: its page meta needs \`updated\` (ISO date of its content) for sitemap.xml`);
    if (listing !== 'unlisted') sitemapEntries.push({ path, priority: listing, lastModified: page.lastModified });
    await writeDist(htmlFileFor(path), await prerenderedPage(template, manifest, page));
  }
  // The back office's page is not prerendered: only its stylesheets are inlined, as on the visitors' pages.
  await writeDist(STAFF_SHELL, await builtPage(STAFF_SHELL));
  const notFound = await server.render('/404', { notFound: true });
  await writeDist('404.html', await prerenderedPage(template, manifest, notFound, { notFound: true }));

  const siteUrl = server.company.siteUrl;
  await writeDist('sitemap.xml', sitemapXml(siteUrl, sitemapEntries));
  await writeDist('robots.txt', robotsTxt(siteUrl));
  await writeDist(server.FEED_PATH.slice(1), server.blogFeed());
  await rm(ssrDir, { recursive: true, force: true });
  const { htmlGzipBytes } = await readBudgets();
  const html = await measureHtml(distDir, htmlGzipBytes);
  if (html.over.length) throw new Error(htmlBudgetLines(html, htmlGzipBytes).join('\n'));

  console.log(
    `Prerendered ${paths.length} routes + 404.html, the back office's page, sitemap.xml (${sitemapEntries.length} URLs), robots.txt, ${server.FEED_PATH}; early touches script ${earlyTouches.length} B`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
