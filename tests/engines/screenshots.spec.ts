/**
 * Full-page screenshots of the five main pages in each engine and width, for looking at (not a check):
 * `npm run screenshots:engines` writes .local/screenshots/engines/<project>/<page>.png. Left out of the suite's
 * runs (playwright.config.ts) unless ENGINE_SCREENSHOTS is set, as that script does.
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { rootDir } from '../../scripts/paths';
import { test } from './fixtures';

const PAGES = {
  home: '/',
  'services-seo': '/services/seo',
  'blog-post': '/blog/website-speed-small-business',
  about: '/about',
  contact: '/contact',
};

test(
  'the five main pages, whole',
  { tag: ['@webkit-phone', '@webkit-desktop', '@firefox-phone', '@firefox-desktop'] },
  async ({ visitor }, testInfo) => {
    test.setTimeout(120_000);
    const dir = join(rootDir, '.local/screenshots/engines', testInfo.project.name);
    await mkdir(dir, { recursive: true });
    for (const [name, path] of Object.entries(PAGES)) {
      await visitor.goto(path);
      await visitor.waitForHydration();
      // Down the page and back, as a reader goes, so that what appears on scrolling (lazy images, sections that
      // slide in) is there; then the shot once every image is decoded and nothing moves.
      await visitor.evaluate(() => {
        for (const image of document.images) image.loading = 'eager';
        scrollTo({ top: document.body.scrollHeight, behavior: 'instant' });
      });
      await visitor.until('the images', () => [...document.images].every((image) => image.complete));
      await visitor.evaluate(() => scrollTo({ top: 0, behavior: 'instant' }));
      // (The logo strip's endless scroll runs on.)
      await visitor.until(
        'the page to come to rest',
        () =>
          scrollY === 0 &&
          document
            .getAnimations()
            .every(
              (animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
            ),
      );
      await visitor.screenshot(join(dir, `${name}.png`));
    }
  },
);
