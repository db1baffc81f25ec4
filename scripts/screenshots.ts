/**
 * Full-page screenshots of routes at phone, tablet and desktop widths, for looking at what we build:
 * `npm run screenshots -- / /about` (default: every route in the local build's sitemap.xml) against a running
 * server (E2E_BASE_URL, default the Hosting emulator on http://127.0.0.1:5000). PNGs go to
 * .local/screenshots/<width>/<route>.png.
 */
import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { distDir, rootDir } from './paths';
const baseURL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:5000';
const widths = [375, 768, 1280];

async function routes(): Promise<string[]> {
  const requested = process.argv.slice(2);
  if (requested.length) return requested;
  const xml = await readFile(join(distDir, 'sitemap.xml'), 'utf8');
  return [...xml.matchAll(/<loc>https?:\/\/[^/<]+(\/[^<]*)<\/loc>/g)].map((match) => match[1]!);
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
try {
  for (const width of widths) {
    const page = await browser.newPage({ viewport: { width, height: 900 }, reducedMotion: 'reduce' });
    const dir = join(rootDir, '.local/screenshots', String(width));
    await mkdir(dir, { recursive: true });
    for (const route of await routes()) {
      await page.goto(baseURL + route, { waitUntil: 'networkidle' });
      // A full-page shot does not scroll, so lazy images below the fold would show as empty boxes.
      await page.evaluate(async () => {
        const images = [...document.images];
        for (const image of images) image.loading = 'eager';
        await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
      });
      const file = join(dir, `${route === '/' ? 'home' : route.slice(1).replaceAll('/', '_')}.png`);
      await page.screenshot({ path: file, fullPage: true });
      console.log(file);
    }
    await page.close();
  }
} finally {
  await browser.close();
}
