import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../tests/utils/render';
import { careers, CAREERS_EMAIL } from '../content/careers';
import CareersPage from './CareersPage';

vi.hoisted(() => {
  // Faster style injection in jsdom (see AboutPage.test.tsx).
  process.env.SC_DISABLE_SPEEDY = 'false';
});

// Whole pages render slowly in jsdom on a busy machine: allow more than the default 5 s per test.
describe('CareersPage', { timeout: 20_000 }, () => {
  it('introduces the team and lists every perk', () => {
    renderWithProviders(<CareersPage />, { path: '/careers' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(careers.hero.heading);
    const perks = screen.getByRole('region', { name: careers.perks.heading });
    expect(
      within(perks)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(careers.perks.items.map((perk) => perk.title));
  });

  it('describes each open role in full, with a mailto link to apply for it', () => {
    renderWithProviders(<CareersPage />, { path: '/careers' });
    const roles = screen.getAllByRole('article');
    expect(roles).toHaveLength(careers.openings.roles.length);
    careers.openings.roles.forEach((role, index) => {
      const article = roles[index]!;
      expect(article).toHaveAccessibleName(role.title);
      for (const text of [role.type, role.location, role.compensation, role.summary]) {
        expect(article).toHaveTextContent(text);
      }
      for (const item of [...role.responsibilities, ...role.requirements, ...role.niceToHave]) {
        expect(within(article).getByText(item).tagName).toBe('LI');
      }
      const apply = within(article).getByRole('link', { name: `Apply for this role: ${role.title}` });
      expect(apply).toHaveAttribute(
        'href',
        `mailto:${CAREERS_EMAIL}?subject=${encodeURIComponent(`Application: ${role.title}`)}`,
      );
    });
  });

  it('explains how to apply and the equal-opportunity and accommodation commitments', () => {
    renderWithProviders(<CareersPage />, { path: '/careers' });
    const apply = screen.getByRole('region', { name: 'How to apply' });
    expect(within(apply).getByRole('link', { name: `Email ${CAREERS_EMAIL}` })).toHaveAttribute(
      'href',
      `mailto:${CAREERS_EMAIL}`,
    );
    expect(within(within(apply).getByRole('list')).getAllByRole('listitem')).toHaveLength(
      careers.howToApply.steps.length,
    );
    const statement = screen.getByRole('region', { name: 'Equal opportunity and accommodation' });
    expect(statement).toHaveTextContent(/Ontario Human Rights Code/);
    expect(statement).toHaveTextContent(/accommodation is available on request/);
    expect(within(statement).getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '/privacy');
  });
});
