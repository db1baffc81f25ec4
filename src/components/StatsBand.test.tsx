import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../tests/utils/render';
import { stats } from '../content/company';
import { StatsBand } from './StatsBand';

describe('StatsBand', () => {
  it('lists each stat as its value followed by its label', () => {
    renderWithProviders(<StatsBand stats={stats} />);
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '50+Clients Served',
      '100%Client Satisfaction',
      '24/7Support Available',
      '5+Years Experience',
    ]);
  });
});
