import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../tests/utils/render';
import { brands } from '../content/brands';
import { LogoMarquee } from './LogoMarquee';

describe('LogoMarquee', () => {
  it('repeats the list three times for a seamless loop', () => {
    renderWithProviders(<LogoMarquee items={brands} label="Client brands" />);
    const region = screen.getByRole('region', { name: 'Client brands' });
    const copies = region.querySelectorAll('ul');
    expect(copies).toHaveLength(3);
    copies.forEach((copy) => {
      expect([...copy.querySelectorAll('li')].map((item) => item.textContent)).toEqual(brands.map((b) => b.name));
      expect([...copy.querySelectorAll('img')].map((img) => img.getAttribute('src'))).toEqual(
        brands.map((b) => b.logo),
      );
    });
  });

  it('lets screen readers hear each name once: copies two and three are hidden from them', () => {
    renderWithProviders(<LogoMarquee items={brands} label="Client brands" />);
    const region = screen.getByRole('region', { name: 'Client brands' });
    const [first, second, third] = region.querySelectorAll('ul');
    expect(first).not.toHaveAttribute('aria-hidden');
    expect(second).toHaveAttribute('aria-hidden', 'true');
    expect(third).toHaveAttribute('aria-hidden', 'true');
    const names = within(region)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(names).toEqual(brands.map((b) => b.name));
    // The logos repeat the visible names, so they are decorative.
    region.querySelectorAll('img').forEach((img) => expect(img).toHaveAttribute('alt', ''));
  });

  it('offers a button that pauses and resumes the scrolling', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LogoMarquee items={brands} label="Client brands" />);
    const button = screen.getByRole('button', { name: 'Pause scrolling logos' });
    await user.click(button);
    expect(button).toHaveAccessibleName('Play scrolling logos');
    await user.click(button);
    expect(button).toHaveAccessibleName('Pause scrolling logos');
  });
});
