import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../tests/utils/render';
import { Navbar } from './Navbar';

// jsdom applies no media queries, so the desktop bar keeps its base `display: none` here and counts as
// hidden (with no accessible name); these tests check its markup, and the end-to-end tests check what
// shows at each width.
const hidden = true;
const desktopNav = () => document.querySelector<HTMLElement>('nav[aria-label="Main"]')!;

describe('Navbar', () => {
  it('links every main page and marks the current one', () => {
    renderWithProviders(<Navbar />, { path: '/portfolio' });
    const nav = desktopNav();
    const links = within(nav).getAllByRole('link', { hidden });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/',
      '/services',
      '/portfolio',
      '/blogs',
      '/about',
      '/contact',
    ]);
    expect(within(nav).getByRole('link', { name: 'Portfolio', hidden })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Home', hidden })).not.toHaveAttribute('aria-current');
  });

  it('marks Home only on the home page', () => {
    renderWithProviders(<Navbar />, { path: '/' });
    const nav = desktopNav();
    expect(within(nav).getByRole('link', { name: 'Home', hidden })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Services', hidden })).not.toHaveAttribute('aria-current');
  });

  it('marks the section on its child pages and leaves "page" to the exact page', () => {
    renderWithProviders(<Navbar />, { path: '/blog/website-speed-small-business' });
    const nav = desktopNav();
    expect(within(nav).getByRole('link', { name: 'Blog', hidden })).toHaveAttribute('aria-current', 'true');
    expect(
      within(nav)
        .queryAllByRole('link', { hidden })
        .filter((link) => link.ariaCurrent === 'page'),
    ).toEqual([]);
  });

  it('opens the phone menu natively: a popover invoker named for its state, without author aria-expanded', () => {
    renderWithProviders(<Navbar />, { path: '/' });
    // jsdom knows no popover, so the closed menu's nav is in its tree; browsers hide it (tests/e2e/shell.spec.ts).
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    const menu = document.getElementById(toggle.getAttribute('popovertarget')!)!;
    expect(menu).toHaveAttribute('popover', 'auto');
    expect(toggle).not.toHaveAttribute('aria-expanded');
    expect(within(menu).getByRole('navigation', { name: 'Mobile', hidden })).toBeInTheDocument();
    expect(screen.getByTestId('menu-backdrop')).toHaveAttribute('popovertargetaction', 'hide');
    expect(screen.getByTestId('menu-backdrop')).toHaveAttribute('popovertarget', menu.id);
  });

  // The page's scroll lock is CSS on :popover-open, which jsdom does not know: tests/e2e/shell.spec.ts checks it.
  it('makes the open menu modal (the page inert) and closes it when a link is chosen', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <Navbar />
        <main>
          <p>Page content</p>
        </main>
      </>,
      { path: '/' },
    );
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    const menu = document.getElementById(toggle.getAttribute('popovertarget')!)!;
    const toggled = (newState: 'open' | 'closed') =>
      fireEvent(
        menu,
        Object.assign(new Event('toggle'), { newState, oldState: newState === 'open' ? 'closed' : 'open' }),
      );
    menu.hidePopover = vi.fn(() => void toggled('closed'));

    toggled('open');
    const main = screen.getByRole('main', { hidden });
    expect(main.inert).toBe(true);

    await user.click(within(menu).getByRole('link', { name: 'About', hidden }));
    expect(menu.hidePopover).toHaveBeenCalled();
    expect(main.inert).toBe(false);
  });

  it('offers the four social profiles, each opening in a new tab', () => {
    renderWithProviders(<Navbar />);
    const social = screen.getAllByRole('link', { name: /opens in a new tab/ });
    expect(social).toHaveLength(4);
    for (const link of social) expect(link).toHaveAttribute('target', '_blank');
  });
});
