import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../tests/utils/render';
import { cookiePolicy } from '../content/legal/cookies';
import { privacyPolicy } from '../content/legal/privacy';
import { termsOfUse } from '../content/legal/terms';
import { LegalDocument, sectionIds, slugify } from './LegalDocument';

vi.hoisted(() => {
  // Faster style injection in jsdom (see src/pages/AboutPage.test.tsx).
  process.env.SC_DISABLE_SPEEDY = 'false';
});

// Whole pages render slowly in jsdom on a busy machine: allow more than the default 5 s per test.
describe('LegalDocument', { timeout: 20_000 }, () => {
  it.each([
    ['privacy', privacyPolicy],
    ['terms', termsOfUse],
    ['cookies', cookiePolicy],
  ])('links every %s section from its table of contents to the heading it names', (_, content) => {
    const { container } = renderWithProviders(<LegalDocument content={content} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(content.title);
    const toc = screen.getByRole('navigation', { name: 'On this page' });
    const links = within(toc).getAllByRole('link');
    expect(links).toHaveLength(content.sections.length);
    links.forEach((link, index) => {
      const heading = content.sections[index]!.heading;
      expect(link).toHaveAccessibleName(heading);
      const target = container.querySelector(link.getAttribute('href')!);
      expect(target?.tagName).toBe('H2');
      expect(target).toHaveTextContent(heading);
    });
    // Every anchor is unique on the page.
    const ids = links.map((link) => link.getAttribute('href'));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('shows the last-updated date and the full text', () => {
    renderWithProviders(<LegalDocument content={privacyPolicy} />);
    expect(screen.getByText('November 28, 2026').tagName).toBe('TIME');
    expect(screen.getByText(privacyPolicy.intro)).toBeInTheDocument();
    for (const section of privacyPolicy.sections) {
      for (const item of section.list ?? []) expect(screen.getByText(item).tagName).toBe('LI');
    }
  });

  it('turns email addresses and phone numbers in the text into links', () => {
    renderWithProviders(<LegalDocument content={privacyPolicy} />);
    expect(screen.getAllByRole('link', { name: 'privacy@lakeforge.ca' })[0]).toHaveAttribute(
      'href',
      'mailto:privacy@lakeforge.ca',
    );
    expect(screen.getAllByRole('link', { name: '(905) 555-0142' })[0]).toHaveAttribute('href', 'tel:+19055550142');
  });
});

describe('section anchors', () => {
  it('are readable slugs, unique even when headings repeat', () => {
    expect(slugify('Cookies & local storage: what we use')).toBe('cookies-and-local-storage-what-we-use');
    expect(slugify('Información básica')).toBe('informacion-basica');
    expect(sectionIds(['Changes', 'Contact', 'Changes', '!!!'])).toEqual([
      'changes',
      'contact',
      'changes-2',
      'section',
    ]);
  });
});
