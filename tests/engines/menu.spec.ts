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

    await visitor.click(menuButton);
    await visitor.waitFor(menu);
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
