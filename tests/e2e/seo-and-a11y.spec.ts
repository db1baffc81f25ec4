import AxeBuilder from '@axe-core/playwright';
import { expect, sitePaths, test, waitForHydration } from './fixtures';

test('every published route is prerendered with its own head and passes axe', async ({ page }) => {
  test.setTimeout(180_000);
  const paths = await sitePaths(page);
  expect(paths.length).toBeGreaterThanOrEqual(25);
  const titles = new Set<string>();

  for (const path of paths) {
    // Without JavaScript the document already holds the page's heading and its head tags.
    const raw = await page.request.get(path);
    expect(raw.status(), path).toBe(200);
    const html = await raw.text();
    expect(html, path).toMatch(/<h1[^>]*>[^<]+/);
    expect(html, path).toContain(`<link data-head rel="canonical" href="https://lakeforge.ca${path === '/' ? '/' : path}">`);
    expect(html, path).toContain('application/ld+json');

    await page.goto(path);
    await waitForHydration(page);
    const title = await page.title();
    expect(titles.has(title), `${path} has a title of its own: ${title}`).toBe(false);
    titles.add(title);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{50,}/);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /^https:\/\/lakeforge\.ca\/images\/og\//);

    const results = await new AxeBuilder({ page }).analyze();
    const violations = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect(violations, `axe on ${path}`).toEqual([]);
  }
});

test('the 404 page passes axe', async ({ page }) => {
  await page.goto('/definitely/not/here');
  await waitForHydration(page);
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => v.id)).toEqual([]);
});

test('robots.txt and sitemap.xml are published', async ({ page }) => {
  const robots = await (await page.request.get('/robots.txt')).text();
  expect(robots).toContain('Sitemap: https://lakeforge.ca/sitemap.xml');
  const paths = await sitePaths(page);
  for (const path of ['/', '/services', '/services/seo', '/services/development', '/blogs', '/privacy', '/sitemap']) {
    expect(paths).toContain(path);
  }
});

test('hashed assets are cached for a year and pages carry the security headers', async ({ page }) => {
  const response = await page.request.get('/services/seo');
  const headers = response.headers();
  expect(headers['content-security-policy']).toContain("script-src 'self'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['cache-control']).toBe('no-cache');
  const script = (await response.text()).match(/src="(\/assets\/[^"]+\.js)"/)![1]!;
  const asset = await page.request.get(script);
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});
