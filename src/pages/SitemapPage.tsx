import { Link } from '../components/Link';
import styled from 'styled-components';
import { cardSurface, Section } from '../components/Section';
import { Container } from '../components/Container';
import { PageHero } from '../components/PageHero';
import { blogPosts } from '../content/blog';
import { serviceCategories, services } from '../content/services/catalogue';
import type { PageMeta } from '../lib/seo';

export const meta: PageMeta = {
  title: 'Sitemap | Lakeforge Digital',
  description:
    'Every page of the Lakeforge Digital website in one list: services, service categories, portfolio, blog posts, company and legal pages.',
  updated: '2026-11-21',
};

const groups: { heading: string; links: { to: string; label: string }[] }[] = [
  {
    heading: 'Main pages',
    links: [
      { to: '/', label: 'Home' },
      { to: '/services', label: 'Services' },
      { to: '/portfolio', label: 'Portfolio' },
      { to: '/blogs', label: 'Blog' },
      { to: '/about', label: 'About Us' },
      { to: '/careers', label: 'Careers' },
      { to: '/contact', label: 'Contact' },
      { to: '/#cta', label: 'Book a free consultation' },
    ],
  },
  {
    heading: 'Services',
    links: services.flatMap(({ name, href }) => (href ? [{ to: href, label: name }] : [])),
  },
  {
    heading: 'Service categories',
    links: serviceCategories.map(({ id, category }) => ({ to: `/services/${id}`, label: `${category} Services` })),
  },
  { heading: 'Blog', links: blogPosts.map(({ id, title }) => ({ to: `/blog/${id}`, label: title })) },
  {
    heading: 'Legal',
    links: [
      { to: '/privacy', label: 'Privacy Policy' },
      { to: '/terms', label: 'Terms of Use' },
      { to: '/cookies', label: 'Cookie Policy' },
    ],
  },
];

export default function SitemapPage() {
  return (
    <>
      <PageHero
        eyebrow="Sitemap"
        title="Sitemap"
        intro="Every page of this website in one place, from our services and client work to the fine print."
      />
      <Section $tone="surface">
        <Grid>
          {groups.map((group) => {
            const id = `sitemap-${group.heading.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
            return (
              <Group key={group.heading} aria-labelledby={id}>
                <h2 id={id}>
                  {group.heading}
                  <Count aria-hidden="true">{group.links.length}</Count>
                </h2>
                <ul>
                  {group.links.map(({ to, label }) => (
                    <li key={to}>
                      <Link to={to}>
                        <ChevronIcon />
                        {label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </Group>
            );
          })}
        </Grid>
      </Section>
    </>
  );
}

const ChevronIcon = () => (
  <svg
    viewBox="0 0 24 24"
    width="16"
    height="16"
    fill="none"
    stroke="currentColor"
    strokeWidth="2.5"
    aria-hidden="true"
  >
    <path d="M9 6l6 6-6 6" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

const Grid = styled(Container)`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  align-items: start;
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const Group = styled.section`
  padding: ${({ theme }) => theme.space[5]};
  ${cardSurface}

  h2 {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[3]};
    margin-bottom: ${({ theme }) => theme.space[3]};
    padding-bottom: ${({ theme }) => theme.space[3]};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  ul {
    display: grid;
    gap: 2px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: flex;
    gap: ${({ theme }) => theme.space[2]};
    align-items: flex-start;
    padding: 6px 8px;
    border-radius: ${({ theme }) => theme.radii.sm};
    color: ${({ theme }) => theme.colors.text};
    line-height: 1.45;
    text-decoration: none;
    transition:
      background-color 150ms ease,
      color 150ms ease;
  }
  a svg {
    flex: none;
    margin-top: 3px;
    color: ${({ theme }) => theme.colors.primary};
  }
  a:hover {
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.primaryHover};
  }
`;

const Count = styled.span`
  padding: 0 10px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 700;
  line-height: 1.8;
`;
