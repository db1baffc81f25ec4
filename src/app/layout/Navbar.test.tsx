import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
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

  it('makes the open mobile menu modal: the page is inert and still, an outside tap closes it', async () => {
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
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const main = screen.getByRole('main');
    expect(main.inert).toBe(true);
    expect(document.documentElement.style.overflow).toBe('hidden');

    await user.click(screen.getByTestId('menu-backdrop'));
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
    expect(main.inert).toBe(false);
    expect(document.documentElement.style.overflow).toBe('');
  });

  it('opens the mobile menu, closes it when a link is chosen, and on Escape returns focus', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Navbar />, { path: '/' });
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Close menu');
    const menu = screen.getByRole('navigation', { name: 'Mobile' });
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)).toContainElement(menu);

    await user.click(within(menu).getByRole('link', { name: 'About' }));
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();
  });

  it('offers the four social profiles, each opening in a new tab', () => {
    renderWithProviders(<Navbar />);
    const social = screen.getAllByRole('link', { name: /opens in a new tab/ });
    expect(social).toHaveLength(4);
    for (const link of social) expect(link).toHaveAttribute('target', '_blank');
  });
});
