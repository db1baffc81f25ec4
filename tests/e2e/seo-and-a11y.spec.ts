import { axeViolations, builtSitePaths, expect, pathsInSitemap, test, waitForHydration } from './fixtures';

const paths = builtSitePaths();

function decodeEntities(text: string): string {
  return text.replace(
    /&(amp|lt|gt|quot|#39|#x27);/g,
    (entity) => ({ '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&#x27;': "'" })[entity]!,
  );
}

/**
 * Pages that share a template differ at phone width only in their text, so the phone project checks the
 * first page of each shared template and every other page; the desktop project checks every page.
 */
const sharedTemplates = [
  /^\/services\/(development|marketing|creative)$/, // a category
  /^\/services\/[^/]+$/, // a service
  /^\/blog\/[^/]+$/, // a blog post
  /^\/(privacy|terms|cookies)$/, // a legal document
];
const templateOf = (path: string) => sharedTemplates.find((pattern) => pattern.test(path));
function isFirstOfItsTemplate(path: string): boolean {
  const template = templateOf(path);
  return !template || paths.find((other) => templateOf(other) === template) === path;
}

// Tests of what the server sends, the same for every browser, run in one project (@desktop).
test('the site publishes every route of docs/product.md @desktop', () => {
  expect(paths.length).toBeGreaterThanOrEqual(27);
});

for (const path of paths) {
  const tag = isFirstOfItsTemplate(path) ? '' : ' @desktop';
  test(`${path} is prerendered with its own head and passes axe${tag}`, async ({ page }) => {
    // Without JavaScript the document already holds the page's heading, head tags and structured data.
    const raw = await page.request.get(path);
    expect(raw.status()).toBe(200);
    const html = await raw.text();
    expect(html).toMatch(/<h1[^>]*>[^<]+/);
    expect(html).toContain(`<link data-head rel="canonical" href="https://lakeforge.ca${path}">`);
    expect(html).toContain('<script type="application/ld+json">');

    await page.goto(path);
    await waitForHydration(page);
    // Hydration keeps the prerendered page: the same heading (the fixture fails the test on any
    // hydration warning or script error).
    const prerenderedHeading = html.match(/<h1[^>]*>(.*?)<\/h1>/s)![1]!.replace(/<[^>]+>/g, '');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(decodeEntities(prerenderedHeading));
    await expect(page).toHaveTitle(/Lakeforge Digital/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{50,}/);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      'content',
      /^https:\/\/lakeforge\.ca\/images\/og\//,
    );

    expect(await axeViolations(page)).toEqual([]);
  });
}

test('every route has a title of its own @desktop', async ({ request }) => {
  const titles = new Map<string, string>();
  for (const path of paths) {
    const title = (await (await request.get(path)).text()).match(/<title>([^<]+)<\/title>/)![1]!;
    expect(titles.get(title), `${path} shares its title with another page`).toBeUndefined();
    titles.set(title, path);
  }
});

test('axe, as these tests run it, reports a violation planted in the page', async ({ page }) => {
  await page.goto('/contact');
  await waitForHydration(page);
  await page.evaluate(() => {
    const image = document.createElement('img');
    image.src = '/favicon.svg';
    image.id = 'planted';
    document.querySelector('main')!.append(image);
  });
  expect(await axeViolations(page)).toEqual(['image-alt: #planted']);
});

test('the 404 page passes axe', async ({ page }) => {
  await page.goto('/definitely/not/here');
  await waitForHydration(page);
  expect(await axeViolations(page)).toEqual([]);
});

test('robots.txt and sitemap.xml are published @desktop', async ({ page }) => {
  const robots = await (await page.request.get('/robots.txt')).text();
  expect(robots).toContain('Sitemap: https://lakeforge.ca/sitemap.xml');
  const published = pathsInSitemap(await (await page.request.get('/sitemap.xml')).text());
  for (const path of ['/', '/services', '/services/seo', '/services/development', '/blogs', '/privacy', '/sitemap']) {
    expect(published).toContain(path);
  }
});

test('every page links the blog RSS feed, which lists every post with absolute links @desktop', async ({ page }) => {
  for (const path of ['/', '/blog/website-speed-small-business', '/services/seo', '/no-such-page']) {
    await page.goto(path);
    const feedLink = page.locator('head link[rel="alternate"][type="application/rss+xml"]');
    await expect(feedLink, path).toHaveCount(1);
    await expect(feedLink).toHaveAttribute('title', /Blog/);
  }
  const href = await page.locator('head link[rel="alternate"][type="application/rss+xml"]').getAttribute('href');
  const feed = await page.request.get(new URL(href!, page.url()).href);
  expect(feed.status()).toBe(200);
  const xml = await feed.text();
  expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
  const itemLinks = [...xml.matchAll(/<item>[\s\S]*?<link>([^<]+)<\/link>/g)].map((match) => match[1]);
  const postPaths = builtSitePaths().filter((path) => path.startsWith('/blog/'));
  expect(itemLinks.sort()).toEqual(postPaths.map((path) => `https://lakeforge.ca${path}`).sort());
});

test('hashed assets are cached for a year and pages carry the security headers @desktop', async ({ page }) => {
  const response = await page.request.get('/services/seo');
  const headers = response.headers();
  expect(headers['content-security-policy']).toContain("script-src 'self'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['cache-control']).toBe('no-cache');
  const script = (await response.text()).match(/src="(\/assets\/[^"]+\.js)"/)![1]!;
  const asset = await page.request.get(script);
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});

test('function answers are never cached and dot-paths carry the security headers too (issue #32) @desktop', async ({
  page,
}) => {
  // Hosting applies every matching rule over the function's own headers: /api/** has its own no-store.
  const api = await page.request.get('/api/manageBooking');
  expect(api.status()).toBe(405);
  expect(api.headers()['cache-control']).toBe('no-store');
  expect(api.headers()['content-security-policy']).toContain("default-src 'self'");
  // The local build keeps Vite's manifest (never deployed: firebase.json `ignore`); `**` alone skipped it.
  const manifest = await page.request.get('/.vite/manifest.json');
  expect(manifest.headers()['content-security-policy']).toContain("default-src 'self'");
  expect(manifest.headers()['x-content-type-options']).toBe('nosniff');
  expect(manifest.headers()['x-frame-options']).toBe('DENY');
});
