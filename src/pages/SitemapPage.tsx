import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Container } from '../components/Container';
import { PageHero } from '../components/PageHero';
import { Section } from '../components/Section';
import { blogPosts } from '../content/blog';
import { serviceCategories, services } from '../content/services';
import type { PageMeta } from '../lib/seo';

export const meta: PageMeta = {
  title: 'Sitemap | Lakeforge Digital',
  description:
    'Every page of the Lakeforge Digital website in one list: services, service categories, portfolio, blog posts, company and legal pages.',
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
      <PageHero eyebrow="Sitemap" title="Sitemap" intro="Every page of this website, in one place." />
      <Section>
        <Grid>
          {groups.map((group) => (
            <section key={group.heading}>
              <h2>{group.heading}</h2>
              <ul>
                {group.links.map(({ to, label }) => (
                  <li key={to}>
                    <Link to={to}>{label}</Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </Grid>
      </Section>
    </>
  );
}

const Grid = styled(Container)`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(3, 1fr);
  }
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  ul {
    margin: 0;
    padding-left: 1.1rem;
  }
  li {
    margin-bottom: ${({ theme }) => theme.space[2]};
  }
`;
