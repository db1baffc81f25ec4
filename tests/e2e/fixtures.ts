import { test as base, expect, type Page } from '@playwright/test';

/** Every page must load without script errors, failed hydration or CSP violations. */
export const test = base.extend<{ pageErrors: string[] }>({
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
      page.on('console', (message) => {
        // The browser logs the 404 status of a not-found document itself; that is the page working.
        const isOwn404 = /status of 404/.test(message.text()) && message.location().url === page.url();
        if (isOwn404) return;
        if (message.type() === 'error' || /hydrat|did not match|Content Security Policy/i.test(message.text())) {
          errors.push(`console.${message.type()}: ${message.text()}`);
        }
      });
      await use(errors);
      expect(errors, 'errors logged by the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** The paths the site publishes, read from its generated sitemap.xml. */
export async function sitePaths(page: Page): Promise<string[]> {
  const response = await page.request.get('/sitemap.xml');
  expect(response.ok()).toBe(true);
  const xml = await response.text();
  return [...xml.matchAll(/<loc>https?:\/\/[^/<]+(\/[^<]*)<\/loc>/g)].map((match) => match[1]!);
}

/** Waits until React has hydrated the prerendered page (links then navigate client-side). */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return !!root && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
  });
}
