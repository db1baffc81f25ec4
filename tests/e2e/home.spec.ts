import type { Locator, Page } from '@playwright/test';
import { expect, test, waitForHydration, waitForSectionHydration } from './fixtures';

const brandNames = [
  'Gravity Contractors',
  'Isnad Association',
  'Apply Buddies',
  'Tranquility Compassion',
  'Limo4All Inc.',
];

async function openHome(page: Page) {
  await page.goto('/');
  await waitForHydration(page);
}

test.describe('home hero', () => {
  test('shows the badge, headline and both calls to action', async ({ page }) => {
    await openHome(page);
    const hero = page.getByRole('region', { name: 'Introduction' });
    await expect(hero.getByText('Serving North America from Hamilton')).toBeVisible();
    await expect(hero.getByRole('heading', { level: 1 })).toHaveText(
      /^Data-Driven Digital Solutions\s*For Scaling Businesses$/,
    );
    await expect(hero.getByRole('link', { name: 'Call Now' })).toHaveAttribute('href', /^tel:\+1\d{10}$/);
    await expect(hero.getByRole('link', { name: 'Free Consultation' })).toBeVisible();
  });

  test('Free Consultation scrolls to the booking section', async ({ page }) => {
    await openHome(page);
    await page.getByRole('region', { name: 'Introduction' }).getByRole('link', { name: 'Free Consultation' }).click();
    await expect(page).toHaveURL(/\/#cta$/);
    await expect(page.locator('#cta').locator(':focus')).toHaveCount(1);
    await expect(page.locator(':focus')).toBeInViewport();
    const booking = page.locator('#cta');
    await expect(booking.getByRole('link', { name: '(905) 555-0142', exact: true })).toHaveAttribute('href', /^tel:/);
    await expect(booking.getByRole('link', { name: 'hello@lakeforge.ca', exact: true })).toHaveAttribute(
      'href',
      /^mailto:/,
    );
  });

  test.describe('background video', () => {
    test.use({ heroVideo: true });

    test('plays the background video after hydration, with its poster first, and pauses it on request', async ({
      page,
    }) => {
      await openHome(page);
      const hero = page.getByRole('region', { name: 'Introduction' });
      const video = hero.locator('video');
      await expect(video).toHaveAttribute('poster', '/media/hero-home-poster.webp');
      await expect(video).toHaveAttribute('aria-hidden', 'true');
      await expect
        .poll(() => video.evaluate((element: HTMLVideoElement) => !element.paused && element.muted))
        .toBe(true);

      await hero.getByRole('button', { name: 'Pause background video' }).click();
      await expect(hero.getByRole('button', { name: 'Play background video' })).toBeVisible();
      expect(await video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
      await hero.getByRole('button', { name: 'Play background video' }).click();
      await expect(hero.getByRole('button', { name: 'Pause background video' })).toBeVisible();
      expect(await video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(false);
    });

    test('keeps the poster still when the visitor prefers reduced motion', async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      const videoRequests: string[] = [];
      page.on('request', (request) => {
        if (/\/media\/hero-home\.(webm|mp4)/.test(request.url())) videoRequests.push(request.url());
      });
      await openHome(page);
      // Once the network is quiet, a video that was going to start would have been fetched.
      await page.waitForLoadState('networkidle');
      const video = page.getByRole('region', { name: 'Introduction' }).locator('video');
      expect(await video.evaluate((element: HTMLVideoElement) => element.paused && !element.autoplay)).toBe(true);
      expect(videoRequests).toEqual([]);
      await expect(page.getByRole('button', { name: /background video/ })).toBeHidden();
    });
  });

  // The suite's own browsers refuse autoplay unless a test asks for the video (fixtures.ts, heroVideo).
  test('keeps its poster where the browser refuses autoplay, and its Play button starts the video', async ({
    page,
  }) => {
    const videoRequests: string[] = [];
    page.on('request', (request) => {
      if (/\/media\/hero-home\.(webm|mp4)/.test(request.url())) videoRequests.push(request.url());
    });
    await openHome(page);
    await page.waitForLoadState('networkidle');
    const hero = page.getByRole('region', { name: 'Introduction' });
    const video = hero.locator('video');
    expect(await video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
    expect(videoRequests).toEqual([]);

    await hero.getByRole('button', { name: 'Play background video' }).click();
    await expect(hero.getByRole('button', { name: 'Pause background video' })).toBeVisible();
    expect(await video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(false);
  });
});

test.describe('styles', () => {
  /** The class selectors in the stylesheet styled-components manages (not the prerendered page's <style>). */
  const managedClasses = (page: Page) =>
    page.evaluate(() => {
      const css = [...document.querySelectorAll<HTMLStyleElement>('style[data-styled="active"]')]
        .flatMap((style) => [...(style.sheet?.cssRules ?? [])].map((rule) => rule.cssText))
        .join('\n');
      return [...new Set([...css.matchAll(/\.([\w-]+)/g)].map((match) => match[1]!))];
    });
  /** The classes styled-components gave the elements in <main> (its names are letters only). */
  const mainClasses = (page: Page) =>
    page.evaluate(() => [
      ...new Set([...document.querySelectorAll('main *')].flatMap((element) => [...element.classList])),
    ]);

  test('styled-components takes over the prerendered rules without adding them again', async ({ page }) => {
    await openHome(page);
    // The hero heading's weight comes from a styled component (HomePage's HeroCopy).
    expect(await page.locator('main h1').evaluate((element) => getComputedStyle(element).fontWeight)).toBe('800');
    // The record the boot script handed over was read and removed, and the home page's component rules
    // stay in its prerendered <style> only.
    await expect(page.locator('style[data-styled="true"]')).toHaveCount(0);
    const home = await mainClasses(page);
    expect(home.length).toBeGreaterThan(20);
    const managedOnHome = await managedClasses(page);
    expect(home.filter((name) => name !== 'visually-hidden' && managedOnHome.includes(name))).toEqual([]);

    // A page the prerendered one did not have brings its rules to styled-components' stylesheet.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: "Let's Connect" })).toBeVisible();
    const contactOnly = (await mainClasses(page)).filter((name) => !home.includes(name));
    expect(contactOnly.length).toBeGreaterThan(0);
    const managedAfter = await managedClasses(page);
    expect(contactOnly.filter((name) => managedAfter.includes(name)).length).toBeGreaterThan(0);
  });
});

test.describe('styles without their record', () => {
  // The record is a file of its own: a deploy that removed it under an open tab, or a failed request.
  test.use({ expectedConsoleErrors: [/Failed to load resource/] });

  test('the page stays styled and works when the record cannot be fetched', async ({ page }) => {
    await page.route(/\/assets\/styled-[0-9a-f]+\.txt$/, (route) => route.fulfill({ status: 404 }));
    await openHome(page);
    const heading = page.locator('main h1');
    expect(await heading.evaluate((element) => getComputedStyle(element).fontWeight)).toBe('800');
    // styled-components, with no record, renders the hero's rules into its own stylesheet too.
    const heroClasses = await heading.locator('..').evaluate((element) => [...element.classList]);
    const managedCss = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLStyleElement>('style[data-styled="active"]')]
        .flatMap((style) => [...(style.sheet?.cssRules ?? [])].map((rule) => rule.cssText))
        .join('\n'),
    );
    expect(heroClasses.some((name) => managedCss.includes(`.${name}`))).toBe(true);

    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: "Let's Connect" })).toBeVisible();
  });
});

test.describe('below the fold', () => {
  test('the app is fetched only once the prerendered page is on screen', { tag: '@phone' }, async ({ page }) => {
    await openHome(page);
    const { firstContentfulPaint, firstAppScript } = await page.evaluate(() => ({
      firstContentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      firstAppScript: Math.min(
        ...performance
          .getEntriesByType('resource')
          .filter(({ name }) => /\/assets\/.+\.js$/.test(name) && !/\/assets\/boot-[\w-]+\.js$/.test(name))
          .map((entry) => entry.startTime),
      ),
    }));
    // On a slow phone a script fetched before the first paint shares the bandwidth with the poster and the
    // fonts, and Lighthouse counts it towards the largest contentful paint (docs/performance.md).
    expect(firstContentfulPaint).toBeDefined();
    expect(firstAppScript).toBeGreaterThan(firstContentfulPaint!);
  });

  test('keeps the prerendered booking section until it nears the viewport, then hydrates it', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await openHome(page);
    const booking = page.locator('#cta');
    // Prerendered and visible before its code has loaded.
    await expect(booking.getByRole('heading', { name: 'Book a Free 30-Minute Consultation' })).toBeAttached();
    expect(requested.filter((path) => /\/BookingSection-[\w-]+\.js$/.test(path))).toEqual([]);

    const sectionChunk = page.waitForRequest((request) => /\/BookingSection-[\w-]+\.js$/.test(request.url()));
    await booking.scrollIntoViewIfNeeded();
    await sectionChunk;
    // Hydrated: the booking wizard (loaded by the section's own code) replaces its placeholder.
    await expect(booking.getByRole('group', { name: 'Select a Date' }).getByRole('button').first()).toBeVisible();
  });
});

test.describe('home services', () => {
  test('lists four services linking to their pages, and the full portfolio', async ({ page }) => {
    await openHome(page);
    const section = page.getByRole('region', { name: 'Premium Digital Services' });
    await expect(section.getByRole('article')).toHaveCount(4);
    await expect(section.getByRole('link', { name: /^Learn More about/ })).toHaveCount(4);
    await section.getByRole('link', { name: 'Learn More about Google & Meta Ads' }).click();
    await expect(page).toHaveURL(/\/services\/ads$/);
    await page.goBack();
    await expect(page.getByRole('link', { name: 'View Full Service Portfolio' })).toHaveAttribute('href', '/services');
  });
});

test.describe('testimonials', () => {
  const carousel = (page: Page) => page.getByRole('group', { name: 'Client testimonials' });
  const pageStatus = (page: Page) => page.getByTestId('carousel-page');
  const card = (page: Page, name: string): Locator =>
    carousel(page)
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name }) });
  // 'Read more' / 'Read less' label a native disclosure's summary, which Playwright gives no button role.
  const readMore = (card: Locator) => card.getByText('Read more', { exact: true });
  const readLess = (card: Locator) => card.getByText('Read less', { exact: true });

  /**
   * Scrolls the carousel into view and waits until it has come to rest. The testimonials slide 24 px up
   * into place when first scrolled to (Reveal, 0.6 s). An arrow clicked while it still moves is "not
   * stable" to Playwright, which then retries with the page scrolled to other alignments; its fourth
   * try puts the arrow at the top of the window and the cards above it, out of the viewport.
   */
  async function showCarousel(page: Page) {
    await carousel(page).scrollIntoViewIfNeeded();
    await waitForSectionHydration(page, carousel(page));
    await expect
      .poll(() =>
        carousel(page).evaluate((element) => {
          for (let node: Element | null = element; node; node = node.parentElement) {
            if (getComputedStyle(node).transform !== 'none' || node.getAnimations().length > 0) return false;
          }
          return true;
        }),
      )
      .toBe(true);
  }

  test('are in the prerendered page, headed as docs/product.md spells it', async ({ page, request }) => {
    const html = await (await request.get('/')).text();
    for (const text of ['Businusses that Trust Us', 'Melissa Okafor', 'Jordan Whitfield', 'Amir Haddad']) {
      expect(html).toContain(text);
    }
    await openHome(page);
    await expect(page.getByRole('heading', { level: 2, name: 'Businusses that Trust Us' })).toBeVisible();
    await expect(page.getByText('What our clients say about us on Google')).toBeVisible();
    await expect(carousel(page).getByText('Google Review')).toHaveCount(3);
    await expect(carousel(page).getByRole('img', { name: 'Rated 5 out of 5' })).toHaveCount(3);
    await expect(card(page, 'Melissa Okafor').getByText('February 12, 2026')).toBeVisible();
  });

  test('read the live Google reviews only when scrolled near, and keep the prerendered list without them', async ({
    page,
  }) => {
    // The reader asks for one document with a batchGet naming it; firestore.rules must allow exactly that read.
    const reviewReads: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes(':batchGet') && request.postData()?.includes('public/reviews'))
        reviewReads.push(request.url());
    });
    await openHome(page);
    expect(reviewReads).toEqual([]);

    const read = page.waitForResponse(
      (response) => response.url().includes(':batchGet') && !!response.request().postData()?.includes('public/reviews'),
    );
    await carousel(page).scrollIntoViewIfNeeded();
    expect((await read).status()).toBe(200);
    // The local stack has no stored Google reviews (npm run reviews:refresh adds some; firestore:reset removes them).
    await expect(page.locator('[aria-busy="false"]').filter({ has: carousel(page) })).toBeVisible();
    await expect(carousel(page).getByRole('article')).toHaveCount(3);
    await expect(card(page, 'Melissa Okafor')).toBeVisible();
  });

  test(
    'show three cards per view on a desktop, where the arrows stay but are disabled',
    { tag: '@desktop' },
    async ({ page }) => {
      await openHome(page);
      await showCarousel(page);
      await expect(pageStatus(page)).toHaveText('Page 1 of 1');
      for (const name of ['Melissa Okafor', 'Jordan Whitfield', 'Amir Haddad']) {
        await expect(card(page, name)).toBeInViewport({ ratio: 0.95 });
      }
      await expect(page.getByRole('button', { name: 'Scroll testimonials right' })).toBeDisabled();
      await expect(page.getByRole('button', { name: 'Scroll testimonials left' })).toBeDisabled();
    },
  );

  test(
    'show two cards per view on a tablet and scroll a page with each arrow',
    { tag: '@desktop' },
    async ({ page }) => {
      await page.setViewportSize({ width: 800, height: 900 });
      await openHome(page);
      await showCarousel(page);
      await expect(pageStatus(page)).toHaveText('Page 1 of 2');
      await expect(card(page, 'Amir Haddad')).not.toBeInViewport();
      await expect(page.getByRole('button', { name: 'Scroll testimonials left' })).toBeEnabled();

      await page.getByRole('button', { name: 'Scroll testimonials right' }).click();
      await expect(pageStatus(page)).toHaveText('Page 2 of 2');
      await expect(card(page, 'Amir Haddad')).toBeInViewport({ ratio: 0.95 });
      await page.getByRole('button', { name: 'Scroll testimonials right' }).click();
      await expect(pageStatus(page)).toHaveText('Page 1 of 2');
      await expect(card(page, 'Melissa Okafor')).toBeInViewport({ ratio: 0.95 });
      await page.getByRole('button', { name: 'Scroll testimonials left' }).click();
      await expect(pageStatus(page)).toHaveText('Page 2 of 2');
      await expect(card(page, 'Amir Haddad')).toBeInViewport({ ratio: 0.95 });
    },
  );

  test(
    'show one card per view on a phone; the arrows move a page and wrap both ways',
    { tag: '@phone' },
    async ({ page }) => {
      await openHome(page);
      await showCarousel(page);
      const left = page.getByRole('button', { name: 'Scroll testimonials left' });
      const right = page.getByRole('button', { name: 'Scroll testimonials right' });
      await expect(pageStatus(page)).toHaveText('Page 1 of 3');
      await expect(card(page, 'Melissa Okafor')).toBeInViewport({ ratio: 0.95 });
      await expect(card(page, 'Jordan Whitfield')).not.toBeInViewport();

      await right.click();
      await expect(pageStatus(page)).toHaveText('Page 2 of 3');
      await expect(card(page, 'Jordan Whitfield')).toBeInViewport({ ratio: 0.95 });
      await expect(card(page, 'Melissa Okafor')).not.toBeInViewport();

      await right.click();
      await right.click();
      await expect(pageStatus(page)).toHaveText('Page 1 of 3');
      await expect(card(page, 'Melissa Okafor')).toBeInViewport({ ratio: 0.95 });

      await left.click();
      await expect(pageStatus(page)).toHaveText('Page 3 of 3');
      await expect(card(page, 'Amir Haddad')).toBeInViewport({ ratio: 0.95 });
    },
  );

  test('show the same page dots before their code arrives as after', async ({ page }) => {
    await openHome(page);
    const visibleDots = () => page.getByTestId('carousel-dots').locator('span:visible').count();
    // The three sample reviews: three pages at one card per view, two at two (from 640 px), one at three (1024).
    const width = page.viewportSize()!.width;
    const pages = width >= 1024 ? 1 : width >= 640 ? 2 : 3;
    expect(await visibleDots()).toBe(pages);
    await showCarousel(page);
    expect(await visibleDots()).toBe(pages);
    await expect(pageStatus(page)).toHaveText(`Page 1 of ${pages}`);
  });

  test('expand one quote at a time with Read more and Read less', { tag: '@desktop' }, async ({ page }) => {
    await openHome(page);
    await showCarousel(page);
    const melissa = card(page, 'Melissa Okafor');
    const jordan = card(page, 'Jordan Whitfield');
    await expect(melissa.getByText(/\.\.\.$/)).toBeVisible();
    await expect(card(page, 'Amir Haddad').locator('summary')).toHaveCount(0);
    const height = async (locator: Locator) => (await locator.boundingBox())!.height;
    // Heights are compared across steps: measure with the final fonts.
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    const [melissaBefore, jordanBefore] = [await height(melissa), await height(jordan)];

    await readMore(melissa).click();
    await expect(melissa.getByText(/without a second thought\.$/)).toBeVisible();
    await expect(readLess(melissa)).toBeVisible();
    // The expanded card grows alone; its neighbours keep their height.
    expect(await height(melissa)).toBeGreaterThan(melissaBefore + 20);
    expect(await height(jordan)).toBeCloseTo(jordanBefore, 1);

    await readMore(jordan).click();
    await expect(jordan.getByText(/zero jargon\.$/)).toBeVisible();
    await expect(melissa.getByText(/without a second thought\.$/)).toBeHidden();
    await expect(readMore(melissa)).toBeVisible();

    await readLess(jordan).click();
    await expect(jordan.getByText(/\.\.\.$/)).toBeVisible();
    await expect(page.getByText('Read less', { exact: true }).filter({ visible: true })).toHaveCount(0);
    expect(await height(melissa)).toBeCloseTo(melissaBefore, 1);
  });

  test('Read more and Read less work on a phone', { tag: '@phone' }, async ({ page }) => {
    await openHome(page);
    await showCarousel(page);
    const melissa = card(page, 'Melissa Okafor');
    await readMore(melissa).click();
    await expect(melissa.getByText(/without a second thought\.$/)).toBeVisible();
    await readLess(melissa).click();
    await expect(melissa.getByText(/\.\.\.$/)).toBeVisible();
  });

  test('offer to leave a Google review in a new tab', async ({ page }) => {
    await openHome(page);
    const link = page.getByRole('link', { name: 'Leave us a review (opens in a new tab)' });
    await expect(link).toHaveAttribute('href', /^https:\/\/search\.google\.com\/local\/writereview\?placeid=/);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
});

test.describe('featured projects', () => {
  const section = (page: Page) => page.getByRole('region', { name: 'Featured Projects' });

  test('lay out a large first tile beside two stacked ones', { tag: '@desktop' }, async ({ page }) => {
    await openHome(page);
    await expect(section(page).getByText('Where creativity meets execution')).toBeVisible();
    const tiles = section(page).getByRole('listitem');
    await expect(tiles).toHaveCount(3);
    const [first, second, third] = await Promise.all([0, 1, 2].map(async (i) => (await tiles.nth(i).boundingBox())!));
    expect(first!.width).toBeGreaterThan(1.9 * second!.width);
    expect(first!.height).toBeGreaterThan(380);
    expect(second!.height).toBeGreaterThan(180);
    expect(second!.height).toBeLessThan(220);
    expect(Math.abs(second!.x - third!.x)).toBeLessThan(1);
    expect(third!.y).toBeGreaterThan(second!.y + second!.height);
    expect(second!.x).toBeGreaterThan(first!.x + first!.width);
  });

  test('stack in one column on a phone', { tag: '@phone' }, async ({ page }) => {
    await openHome(page);
    const tiles = section(page).getByRole('listitem');
    const boxes = await Promise.all([0, 1, 2].map(async (i) => (await tiles.nth(i).boundingBox())!));
    expect(Math.abs(boxes[0]!.width - boxes[1]!.width)).toBeLessThan(1);
    expect(boxes[1]!.y).toBeGreaterThan(boxes[0]!.y + boxes[0]!.height);
    expect(boxes[2]!.y).toBeGreaterThan(boxes[1]!.y + boxes[1]!.height);
  });

  test("open each client's site in a new tab and link to the whole portfolio", async ({ page }) => {
    await openHome(page);
    const links = section(page).getByRole('link', { name: /\(opens in a new tab\)$/ });
    await expect(links).toHaveCount(3);
    for (const link of await links.all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(link).toHaveAttribute('href', /^https:\/\//);
    }
    await expect(section(page).getByRole('link', { name: 'Explore All Projects' })).toHaveAttribute(
      'href',
      '/portfolio',
    );
  });
});

test.describe('brand strip', () => {
  test('lets screen readers hear each of the five names once', async ({ page }) => {
    await openHome(page);
    const strip = page.getByRole('region', { name: 'Client brands' });
    await expect(strip.locator('ul')).toHaveCount(3);
    await expect(strip.getByRole('listitem')).toHaveText(brandNames);
    await expect(strip).toMatchAriaSnapshot(`
      - region "Client brands":
        - list:
          - listitem: Gravity Contractors
          - listitem: Isnad Association
          - listitem: Apply Buddies
          - listitem: Tranquility Compassion
          - listitem: Limo4All Inc.
        - button "Pause scrolling logos"
    `);
  });

  test('scrolls by itself, pauses on hover and with its button', { tag: '@desktop' }, async ({ page }) => {
    await openHome(page);
    const strip = page.getByRole('region', { name: 'Client brands' });
    const track = strip.locator('ul').first().locator('..');
    const playState = () => track.evaluate((element) => getComputedStyle(element).animationPlayState);
    await expect.poll(() => track.evaluate((element) => getComputedStyle(element).animationName)).not.toBe('none');
    expect(await playState()).toBe('running');
    // The logos move, so the pointer goes to a fixed point over the strip instead of onto a logo.
    await strip.scrollIntoViewIfNeeded();
    await waitForSectionHydration(page, strip);
    const box = (await strip.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + 30);
    await expect.poll(playState).toBe('paused');
    await page.mouse.move(0, 0);
    await expect.poll(playState).toBe('running');

    await strip.getByRole('button', { name: 'Pause scrolling logos' }).click();
    await page.mouse.move(0, 0);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await expect(strip.getByRole('button', { name: 'Play scrolling logos' })).toBeVisible();
    await expect.poll(playState).toBe('paused');
    await strip.getByRole('button', { name: 'Play scrolling logos' }).click();
    await page.mouse.move(0, 0);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await expect.poll(playState).toBe('running');
  });

  test('goes on from where it was when its code arrives', async ({ page }) => {
    await openHome(page);
    const strip = page.getByRole('region', { name: 'Client brands' });
    const track = strip.locator('ul').first().locator('..');
    const startTime = () => track.evaluate((element) => element.getAnimations()[0]?.startTime);
    const prerendered = await track.elementHandle();
    const prerenderedStart = await startTime();
    expect(prerenderedStart).toEqual(expect.any(Number));

    await strip.scrollIntoViewIfNeeded();
    await waitForSectionHydration(page, strip);
    expect(await track.evaluate((element, old) => element !== old, prerendered)).toBe(true);
    expect(await startTime()).toBe(prerenderedStart);
  });

  test('stands still and shows every logo once under reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openHome(page);
    const strip = page.getByRole('region', { name: 'Client brands' });
    const track = strip.locator('ul').first().locator('..');
    expect(await track.evaluate((element) => getComputedStyle(element).animationName)).toBe('none');
    for (const name of brandNames) await expect(strip.getByText(name, { exact: true }).first()).toBeVisible();
    await expect(strip.locator('ul').nth(1)).toBeHidden();
    await expect(strip.getByRole('button', { name: 'Pause scrolling logos' })).toBeHidden();
  });
});
