import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../tests/utils/render';
import { PER_ITEM_HEADING, servicePages, type ServiceSlug } from '../../content/services';
import { ServiceDetail } from './ServiceDetail';
import { packageSlug } from '../../content/services/catalogue';

/**
 * docs/product.md, _Prices_: the tiers' names as the site names them, the exact price
 * texts (its "Contact us" tiers read 'Contact us'), and which tier is MOST POPULAR (the middle one,
 * except social media: third, and graphic design: second).
 */
const productPackages: Record<ServiceSlug, { tiers: [string, string][]; popular: number }> = {
  'web-development': {
    tiers: [
      ['Starter', '$499'],
      ['Business', '$799'],
      ['Enterprise', 'Contact us'],
    ],
    popular: 1,
  },
  'wordpress-development': {
    tiers: [
      ['Essentials', '$349'],
      ['Professional', '$649'],
      ['Commerce', '$1,199'],
    ],
    popular: 1,
  },
  ads: {
    tiers: [
      ['Launch', '$99/mo + 5% commission'],
      ['Growth', '$199/mo + 5% commission'],
      ['Enterprise', 'Contact us'],
    ],
    popular: 1,
  },
  'mobile-app-development': {
    tiers: [
      ['MVP', '$1,499'],
      ['Professional', '$2,499'],
      ['Enterprise', 'Contact us'],
    ],
    popular: 1,
  },
  'digital-marketing': {
    tiers: [
      ['Foundation', '$1,000-$2,500/month'],
      ['Growth', '$3,000-$6,000/month'],
      ['Enterprise', 'Contact us'],
    ],
    popular: 1,
  },
  'social-media': {
    tiers: [
      ['Starter', '$99/month'],
      ['Growth', '$149/month'],
      ['Pro', '$199/month'],
    ],
    popular: 2,
  },
  seo: {
    tiers: [
      ['Local', '$499/month'],
      ['Growth', '$1,499/month'],
      ['Enterprise', 'Contact us'],
    ],
    popular: 1,
  },
  maintenance: {
    tiers: [
      ['Tune-Up', '$300 one-time'],
      ['Care Plan', '$199/month'],
      ['Premium', 'Contact us'],
    ],
    popular: 1,
  },
  'graphic-design': {
    tiers: [
      ['Essentials', '$149'],
      ['Brand Kit', '$199'],
      ['Brand Identity', '$499'],
    ],
    popular: 1,
  },
  content: {
    tiers: [
      ['Starter', '$249/month'],
      ['Growth', '$349/month'],
      ['Authority', '$499/month'],
    ],
    popular: 1,
  },
};

/** docs/product.md, _Prices_ (the 'Don't need a Package' blocks): the per-item dropdowns' prices. */
const oneOff = ['$70', '$99'];
const perItemSpec: Partial<Record<ServiceSlug, Record<string, string[]>>> = {
  'social-media': {
    'Social Media Posts': ['$99', '$149', '$199'],
    'Short-Form Videos': ['$99', '$190', '$250'],
    'Blog Post': ['$99', '$190', '$249'],
  },
  'graphic-design': {
    Logo: oneOff,
    'Business Card': oneOff,
    Letterhead: oneOff,
    'Email Signature': oneOff,
    'Flyer/Pamphlet': oneOff,
    Brochure: oneOff,
    Poster: oneOff,
    'Email Design': ['$149', '$299', '$499'],
  },
};

const categoryNames = {
  development: 'Web & App Development',
  marketing: 'Marketing & Advertising',
  creative: 'Creative & Content',
} as const;

function renderPage(slug: ServiceSlug) {
  const onGetStarted = vi.fn();
  const page = servicePages[slug];
  renderWithProviders(<ServiceDetail page={page} onGetStarted={onGetStarted} />, { path: `/services/${slug}` });
  const packages = screen.getByRole('region', { name: page.packagesHeading });
  return { page, onGetStarted, packages };
}

const slugs = Object.keys(productPackages) as ServiceSlug[];

describe.each(slugs)('the %s service page', (slug) => {
  it('shows its header and the three packages: names, exact prices of docs/product.md, one MOST POPULAR badge, Get Started', () => {
    const { page, packages } = renderPage(slug);
    const title = screen.getByText(page.hero.heading);
    expect(title.tagName).toBe('H1');
    expect(screen.getByText(page.hero.intro)).toBeInTheDocument();

    const cards = within(packages).getAllByRole('article');
    expect(cards).toHaveLength(3);
    cards.forEach((card, index) => {
      const [name, price] = productPackages[slug].tiers[index]!;
      expect(card).toHaveAccessibleName(name);
      expect(within(card).getByRole('heading', { level: 3, name })).toBeInTheDocument();
      expect(within(card).getByText(price, { exact: true })).toBeInTheDocument();
      expect(within(card).getByText(/Best for:/)).toBeInTheDocument();
      expect(within(card).getAllByRole('listitem').length).toBeGreaterThanOrEqual(5);
      const getStarted = within(card).getByRole('link', { name: 'Get Started' });
      expect(getStarted).toHaveAccessibleDescription(name);
      // Before the app runs (or without scripts) it leads to the package's own request page.
      expect(getStarted).toHaveAttribute('href', `/services/${slug}/request/${packageSlug(name)}`);
      expect(within(card).queryByText('MOST POPULAR') !== null).toBe(index === productPackages[slug].popular);
    });
    expect(within(packages).getAllByText('MOST POPULAR')).toHaveLength(1);
  });

  it('asks to start the chosen package with the page and category names, instead of following the link', async () => {
    const user = userEvent.setup();
    const { page, packages, onGetStarted } = renderPage(slug);
    const popular = within(packages).getAllByRole('article')[productPackages[slug].popular]!;
    const followed = vi.fn();
    document.addEventListener('click', (event) => followed(event.defaultPrevented), { once: true });
    await user.click(within(popular).getByRole('link', { name: 'Get Started' }));
    expect(followed).toHaveBeenCalledExactlyOnceWith(true);
    expect(onGetStarted).toHaveBeenCalledExactlyOnceWith({
      serviceType: page.name,
      serviceCategory: categoryNames[page.categoryId],
      package: productPackages[slug].tiers[productPackages[slug].popular]![0],
    });
  });

  it('shows its technology row, reasons, per-item block, related projects and call to action', () => {
    const { page } = renderPage(slug);

    if (page.technologies) {
      const row = screen.getByRole('region', { name: page.technologies.heading });
      const names = within(row)
        .getAllByRole('listitem')
        .map((item) => item.textContent);
      // Each badge is a drawn mark (decorative) followed by the name; never a logo image.
      expect(names).toHaveLength(page.technologies.items.length);
      expect(names).toEqual(page.technologies.items);
      expect(within(row).queryByRole('img')).not.toBeInTheDocument();
    }
    if (page.reasons) {
      const reasons = screen.getByRole('region', { name: page.reasons.heading });
      for (const reason of page.reasons.items) {
        expect(within(reasons).getByRole('heading', { level: 3, name: reason.title })).toBeInTheDocument();
        expect(within(reasons).getByText(reason.text)).toBeInTheDocument();
      }
    }

    const expected = perItemSpec[slug];
    if (expected) {
      const block = screen.getByRole('region', { name: PER_ITEM_HEADING });
      const selects = within(block).getAllByRole('combobox');
      expect(selects).toHaveLength(Object.keys(expected).length);
      Object.entries(expected).forEach(([name, prices], index) => {
        const select = selects[index]!;
        expect(select).toHaveAccessibleName(`Choose an option for ${name}`);
        expect(select).toHaveValue('');
        const options = within(select).getAllByRole('option');
        expect(options[0]).toHaveTextContent('Select an option');
        expect(options.slice(1).map((option) => option.textContent!.split(' — ')[0])).toEqual(prices);
      });
    } else {
      expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
      expect(screen.queryByText(PER_ITEM_HEADING)).not.toBeInTheDocument();
    }

    const related = screen.getByRole('region', { name: 'Related projects' });
    expect(within(related).getAllByRole('link', { name: /opens in a new tab/ })).toHaveLength(3);
    expect(within(related).getByRole('link', { name: 'Explore All Projects' })).toHaveAttribute('href', '/portfolio');

    const cta = screen.getByRole('link', { name: page.cta.label });
    if (slug === 'digital-marketing') {
      expect(cta).toHaveAttribute('href', '#contact');
      const target = document.getElementById('contact');
      expect(target).not.toBeNull();
      expect(within(target!).getByRole('link', { name: '(905) 555-0142' })).toHaveAttribute('href', 'tel:+19055550142');
      expect(within(target!).getByRole('link', { name: 'hello@lakeforge.ca' })).toHaveAttribute(
        'href',
        'mailto:hello@lakeforge.ca',
      );
      expect(within(target!).getByRole('link', { name: /Send Us a Message/ })).toHaveAttribute('href', '/contact');
    } else {
      expect(cta).toHaveAttribute('href', '/#cta');
      expect(document.getElementById('contact')).toBeNull();
    }
  });
});

it('draws technology rows on the pages that list technologies, and only there', () => {
  const withRow = slugs.filter((slug) => servicePages[slug].technologies);
  expect(withRow).toEqual([
    'web-development',
    'wordpress-development',
    'ads',
    'mobile-app-development',
    'social-media',
    'seo',
    'maintenance',
  ]);
  renderPage('content');
  expect(screen.queryByRole('heading', { level: 2, name: /technolog|platforms|tools/i })).not.toBeInTheDocument();
});

describe('per-item Get Started', () => {
  it('stays disabled with a hint until an option is chosen, then asks for that item and resets', async () => {
    const user = userEvent.setup();
    const { onGetStarted } = renderPage('social-media');
    const block = screen.getByRole('region', { name: PER_ITEM_HEADING });
    const select = within(block).getByRole('combobox', { name: 'Choose an option for Short-Form Videos' });
    const button = within(block).getByRole('button', { name: 'Get Started with Short-Form Videos' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('Select an option to continue.');

    await user.selectOptions(select, '$190 — 10 videos per month');
    expect(button).toBeEnabled();
    await user.click(button);

    expect(onGetStarted).toHaveBeenCalledExactlyOnceWith({
      serviceType: 'Social Media Management',
      serviceCategory: 'Marketing & Advertising',
      package: 'Short-Form Videos — $190 — 10 videos per month',
    });
    expect(select).toHaveValue('');
    expect(within(select).getByRole('option', { name: 'Select an option' })).toHaveProperty('selected', true);
    expect(button).toBeDisabled();
  });

  it('keeps each item’s choice to itself on the graphic design page', async () => {
    const user = userEvent.setup();
    const { onGetStarted } = renderPage('graphic-design');
    const block = screen.getByRole('region', { name: PER_ITEM_HEADING });
    await user.selectOptions(
      within(block).getByRole('combobox', { name: 'Choose an option for Logo' }),
      '$99 — 3 concepts',
    );
    expect(within(block).getByRole('button', { name: 'Get Started with Poster' })).toBeDisabled();
    await user.click(within(block).getByRole('button', { name: 'Get Started with Logo' }));
    expect(onGetStarted).toHaveBeenCalledExactlyOnceWith({
      serviceType: 'Graphic Design',
      serviceCategory: 'Creative & Content',
      package: 'Logo — $99 — 3 concepts',
    });
  });
});
