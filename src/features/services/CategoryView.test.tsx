import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../tests/utils/render';
import { findCategory } from '../../content/services';
import { CategoryNotFound, CategoryView } from './CategoryView';

describe('a service category page', () => {
  it('is headed "<Category> Services" with its description and a card for each of its services', () => {
    const category = findCategory('marketing')!;
    renderWithProviders(<CategoryView category={category} />, { path: '/services/marketing' });
    expect(screen.getByRole('heading', { level: 1, name: 'Marketing & Advertising Services' })).toBeInTheDocument();
    expect(screen.getByText(category.description)).toBeInTheDocument();

    const grid = screen.getByRole('region', { name: "What's included" });
    const cards = within(grid).getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Google & Meta Ads',
      'Digital Marketing',
      'Search Engine Optimization',
      'Social Media Management',
      'Social Media Posts',
      'Short-Form Videos',
    ]);
    expect(
      within(cards[2]!).getByRole('link', { name: 'Learn More about Search Engine Optimization' }),
    ).toHaveAttribute('href', '/services/seo');

    // A priced item shows its price options instead of a Learn More link.
    const posts = cards[4]!;
    expect(within(posts).queryByRole('link', { name: /Learn More/ })).not.toBeInTheDocument();
    const prices = within(posts).getByRole('list', { name: 'Social Media Posts prices' });
    expect(
      within(prices)
        .getAllByRole('listitem')
        .map((item) => [...item.children].map((part) => part.textContent).join(' ')),
    ).toEqual(['$99 15 posts per month', '$149 25 posts per month', '$199 35 posts per month']);
    expect(within(posts).getByRole('link', { name: /Order without a package/ })).toHaveAttribute(
      'href',
      '/services/social-media#per-item',
    );
  });

  it('lists the one-off designs of the creative category with their two price options', () => {
    renderWithProviders(<CategoryView category={findCategory('creative')!} />, { path: '/services/creative' });
    expect(screen.getByRole('heading', { level: 1, name: 'Creative & Content Services' })).toBeInTheDocument();
    const logo = screen.getByRole('heading', { level: 3, name: 'Logo' }).closest('article')!;
    expect(within(logo).getByText('$70')).toBeInTheDocument();
    expect(within(logo).getByText('2 concepts')).toBeInTheDocument();
    expect(within(logo).getByText('$99')).toBeInTheDocument();
    expect(within(logo).getByText('3 concepts')).toBeInTheDocument();
  });

  it("says 'Category not found' for an unknown id, with a link back to the services", async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <Routes>
        <Route path="/services/:slug" element={<CategoryNotFound />} />
        <Route path="/services" element={<h1>All services</h1>} />
      </Routes>,
      { path: '/services/unknown-category' },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Category not found' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to Services' }));
    expect(screen.getByRole('heading', { level: 1, name: 'All services' })).toBeInTheDocument();
  });
});
