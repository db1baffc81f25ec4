import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Container } from '../components/Container';
import { PageHero } from '../components/PageHero';
import { Section } from '../components/Section';
import { services } from '../content/services';
import type { PageMeta } from '../lib/seo';

export const meta: PageMeta = {
  title: 'Services | Web, Marketing & Design | Lakeforge Digital',
  description:
    'Web and WordPress development, mobile apps, SEO, Google and Meta ads, social media, design and content from a Hamilton agency serving North America.',
};

export default function ServicesPage() {
  return (
    <>
      <PageHero
        eyebrow="Our services"
        title="Everything you need to grow online"
        intro="Strategy, design, development and marketing under one roof, measured against the numbers that matter to your business."
      />
      <Section>
        <Container>
          <h2 className="visually-hidden">All services</h2>
          <Grid>
            {services
              .filter((service) => service.href)
              .map((service) => (
                <li key={service.id}>
                  <img src={service.icon} alt="" width="48" height="48" />
                  <h3>{service.name}</h3>
                  <p>{service.summary}</p>
                  <Link to={service.href!} aria-label={`Learn More about ${service.name}`}>
                    Learn More
                  </Link>
                </li>
              ))}
          </Grid>
        </Container>
      </Section>
    </>
  );
}

const Grid = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(3, 1fr);
  }
  li {
    padding: ${({ theme }) => theme.space[5]};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
  }
  img {
    margin-bottom: ${({ theme }) => theme.space[4]};
  }
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  a {
    font-weight: 700;
  }
`;
