/**
 * The phone menu (a native `popover`, its invoker and CSS `:has(:popover-open)`): what tests/e2e/shell.spec.ts
 * checks in Chromium, in WebKit and Firefox.
 */
import { expect, test } from './fixtures';

const menu = 'nav[aria-label="Mobile"]';
const menuButton = 'header button[popovertarget]';
const pageState = () => ({
  open: document.querySelector('[popover]')?.matches(':popover-open') ?? false,
  held: getComputedStyle(document.documentElement).overflow === 'hidden',
  inert: document.querySelector('main')?.inert ?? false,
  label: [...document.querySelectorAll('header button[popovertarget] .visually-hidden')]
    .filter((label) => label.parentElement && getComputedStyle(label.parentElement).display !== 'none')
    .map((label) => label.textContent),
  path: location.pathname,
});
/** Where the open menu starts, and where the main bar above it ends (the menu is anchored to the bar). */
const menuEdges = () => {
  const menuPopover = document.querySelector('[popover]')!;
  const mainBar = menuPopover.previousElementSibling!;
  return {
    menuTop: Math.round(menuPopover.getBoundingClientRect().top),
    barBottom: Math.round(mainBar.getBoundingClientRect().bottom),
  };
};

test(
  'the phone menu opens over a held page, closes on a tap outside, on Escape and on a choice, which navigates',
  { tag: ['@webkit-phone', '@firefox-phone'] },
  async ({ visitor }) => {
    await visitor.goto('/');
    await visitor.waitForHydration();
    expect(await visitor.isShown('nav[aria-label="Main"]')).toBe(false);
    expect(await visitor.isShown(menu)).toBe(false);
    expect(await visitor.evaluate(pageState)).toMatchObject({ open: false, label: ['Open menu'] });

    await visitor.click(menuButton);
    await visitor.waitFor(menu);
    await visitor.waitFor('[data-testid="menu-backdrop"]');
    // Held from the frame the menu opens in (CSS), and the page under it out of reach.
    expect(await visitor.evaluate(pageState)).toEqual({
      open: true,
      held: true,
      inert: true,
      label: ['Close menu'],
      path: '/',
    });
    // Right under the main bar, with the top bar above it still on screen (CSS anchor positioning).
    expect(await visitor.evaluate(menuEdges)).toEqual({ menuTop: 109, barBottom: 109 });

    // A tap on the dimmed page below the menu closes it and reaches nothing under it.
    await visitor.clickAt(visitor.window.width / 2, 844 - 20);
    await visitor.until('the menu to close', () => !document.querySelector('[popover]')!.matches(':popover-open'));
    expect(await visitor.evaluate(pageState)).toEqual({
      open: false,
      held: false,
      inert: false,
      label: ['Open menu'],
      path: '/',
    });

    // Scrolled down, only the main bar stays, and the menu follows it up.
    await visitor.evaluate(() => scrollTo({ top: 1500, behavior: 'instant' }));
    await visitor.click(menuButton);
    await visitor.waitFor(menu);
    expect(await visitor.evaluate(menuEdges)).toEqual({ menuTop: 73, barBottom: 73 });
    await visitor.press('Escape');
    await visitor.until('the menu to close', () => !document.querySelector('[popover]')!.matches(':popover-open'));
    // Focus goes back to the button that opened it.
    expect(await visitor.evaluate(() => document.activeElement?.matches('header button[popovertarget]'))).toBe(true);

    await visitor.click(menuButton);
    await visitor.click(`${menu} a`, 'Services');
    await visitor.until('the services page', () => location.pathname === '/services');
    await visitor.until('the menu to close', () => !document.querySelector('[popover]')!.matches(':popover-open'));
    // Focus moves to the new page's heading.
    await visitor.until('the heading to take focus', () => document.activeElement?.tagName === 'H1');
    expect(await visitor.evaluate(pageState)).toMatchObject({ held: false, inert: false, path: '/services' });
  },
);

test.describe('before the app runs (JavaScript off)', () => {
  test.use({ javaScript: false });

  test(
    'on a scrolled page the phone menu opens under the bar, its links on screen, and a tap on one follows it',
    { tag: ['@firefox-phone', '@webkit-phone'] },
    async ({ visitor }) => {
      await visitor.goto('/');
      await visitor.evaluate(() => scrollTo({ top: 1500, behavior: 'instant' }));
      await visitor.click(menuButton);
      await visitor.until('the menu to open', () => document.querySelector('[popover]')!.matches(':popover-open'));
      expect(await visitor.evaluate(menuEdges)).toEqual({ menuTop: 73, barBottom: 73 });
      // Every link wholly on the screen, below the bar.
      const links = await visitor.evaluate(() =>
        [...document.querySelectorAll('nav[aria-label="Mobile"] a')].map((link) => {
          const { top, bottom, left, right } = link.getBoundingClientRect();
          return { name: link.textContent, top, bottom, left, right, onScreen: top >= 73 && bottom <= innerHeight };
        }),
      );
      expect(links.length).toBeGreaterThan(1);
      for (const link of links) expect(link, link.name ?? '').toMatchObject({ onScreen: true });
      // Tapped where it is drawn (no scrolling to it first), a link takes the visitor there.
      const services = links.find((link) => link.name === 'Services')!;
      await visitor.clickAt((services.left + services.right) / 2, (services.top + services.bottom) / 2);
      await visitor.until('the services page', () => location.pathname === '/services');
    },
  );
});
