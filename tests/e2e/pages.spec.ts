import { expect, test, waitForHydration } from './fixtures';

/** The content pages of issue 3 and the heading each one opens with. */
const pages: { path: string; h1: string | RegExp }[] = [
  { path: '/about', h1: 'A Hamilton studio building for businesses across North America' },
  { path: '/careers', h1: /^Do the best work of your career/ },
  { path: '/contact', h1: "Let's Connect" },
  { path: '/portfolio', h1: 'Work that moves the numbers' },
  { path: '/blogs', h1: 'Insights for growing businesses' },
  { path: '/blog/website-speed-small-business', h1: /^Is Your Website Too Slow\?/ },
  { path: '/privacy', h1: 'Privacy Policy' },
  { path: '/terms', h1: 'Terms of Use' },
  { path: '/cookies', h1: 'Cookie Policy' },
  { path: '/sitemap', h1: 'Sitemap' },
];

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, h1 } of pages) {
    test(`${path} is readable from its prerendered HTML`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
      await expect(page.getByRole('contentinfo')).toBeVisible();
    });
  }

  test('the blog post body, the portfolio cards and the contact form need no script', async ({ page }) => {
    await page.goto('/blog/local-seo-hamilton-guide');
    await expect(
      page.getByRole('heading', { level: 2, name: 'Start with your Google Business Profile' }),
    ).toBeVisible();
    await page.goto('/portfolio');
    await expect(page.getByRole('main').getByRole('link', { name: /\(opens in a new tab\)$/ })).toHaveCount(6);
    await page.goto('/contact');
    await expect(page.locator('#contact-form').getByRole('textbox', { name: 'Full Name' })).toBeVisible();
  });
});

test.describe('blog', () => {
  test('a card opens its post, and the back link returns to the list', async ({ page }) => {
    await page.goto('/blogs');
    await waitForHydration(page);
    // The whole card is clickable through its Read More link, which covers the card (hence force: the
    // excerpt itself is under the link's overlay, which is what receives the click).
    await page.getByText(/Showing up in the map results/).click({ force: true });
    await expect(page).toHaveURL(/\/blog\/local-seo-hamilton-guide$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Local SEO in Hamilton/);
    await expect(page).toHaveTitle(/^Local SEO in Hamilton/);

    await page.getByRole('link', { name: 'Back to Blog' }).click();
    await expect(page).toHaveURL(/\/blogs$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Insights for growing businesses');
  });

  test('an unknown post says so and leads back to the blog', async ({ page }) => {
    await page.goto('/blogs');
    await waitForHydration(page);
    // Reached inside the app (the server answers unknown URLs with the site's 404 page).
    await page.evaluate(() => {
      window.history.pushState({}, '', '/blog/no-such-post');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Post Not Found');
    await expect(page.getByText("The blog post you're looking for doesn't exist.")).toBeVisible();
    await page.getByRole('link', { name: 'Back to Blog' }).click();
    await expect(page).toHaveURL(/\/blogs$/);
  });

  test('the article is set at a readable measure', { tag: '@desktop' }, async ({ page }) => {
    await page.goto('/blog/website-speed-small-business');
    // Characters on each full line of the body's long paragraphs (the last line of each is left out).
    const lineLengths = await page.locator('article p').evaluateAll((paragraphs) =>
      paragraphs.flatMap((paragraph) => {
        const lines = new Map<number, number>();
        const walker = document.createTreeWalker(paragraph, NodeFilter.SHOW_TEXT);
        const range = document.createRange();
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          for (let offset = 0; offset < node.textContent!.length; offset++) {
            range.setStart(node, offset);
            range.setEnd(node, offset + 1);
            const top = Math.round(range.getBoundingClientRect().top);
            lines.set(top, (lines.get(top) ?? 0) + 1);
          }
        }
        return [...lines.values()].slice(0, -1);
      }),
    );
    expect(lineLengths.length).toBeGreaterThan(20);
    const average = lineLengths.reduce((sum, length) => sum + length, 0) / lineLengths.length;
    expect(average).toBeGreaterThan(60);
    expect(average).toBeLessThan(80);
  });
});

test.describe('portfolio', () => {
  test('every project card opens the client site in a new tab', async ({ page, context }) => {
    await page.goto('/portfolio');
    await waitForHydration(page);
    // One card per client (six), each client named once on the page.
    const links = page.getByRole('main').getByRole('link', { name: /\(opens in a new tab\)$/ });
    await expect(links).toHaveCount(6);
    for (const link of await links.all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(link).toHaveAttribute('href', /^https:\/\//);
    }

    // Clicking anywhere on a card opens the client's site in a new tab (served locally here: tests stay offline).
    await context.route('https://greypro.ca/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Grey Pro</title>' }),
    );
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByText(/A brand refresh and a focused five-page website/).click({ force: true }),
    ]);
    await expect(popup).toHaveURL('https://greypro.ca/');
    await expect(page).toHaveURL(/\/portfolio$/);
  });
});

test.describe('about', () => {
  test('the hero buttons lead to the services and to the booking section', async ({ page }) => {
    await page.goto('/about');
    await waitForHydration(page);
    const hero = page.getByRole('region', { name: 'About Lakeforge Digital' });
    await expect(hero.getByRole('link', { name: 'Free Meeting' })).toHaveAttribute('href', '/#cta');
    await hero.getByRole('link', { name: /Explore Our Services/ }).click();
    await expect(page).toHaveURL(/\/services$/);
  });
});

test.describe('legal pages', () => {
  test('the table of contents jumps to each section', async ({ page }) => {
    await page.goto('/privacy');
    await waitForHydration(page);
    const toc = page.getByRole('navigation', { name: 'On this page' });
    await toc.getByRole('link', { name: 'How long we keep it' }).click();
    await expect(page).toHaveURL(/#how-long-we-keep-it$/);
    await expect(page.getByRole('heading', { level: 2, name: 'How long we keep it' })).toBeInViewport();
  });
});
