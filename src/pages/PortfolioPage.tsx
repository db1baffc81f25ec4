import styled from 'styled-components';
import { Container } from '../components/Container';
import { PageHero } from '../components/PageHero';
import { Section } from '../components/Section';
import { portfolioProjects } from '../content/projects';
import type { PageMeta } from '../lib/seo';

export const meta: PageMeta = {
  title: 'Portfolio | Websites, Apps & Campaigns | Lakeforge Digital',
  description:
    'Selected client work by Lakeforge Digital: web platforms, booking systems, mobile apps, SEO and ad campaigns for businesses in Ontario and beyond.',
};

export default function PortfolioPage() {
  return (
    <>
      <PageHero
        eyebrow="Portfolio"
        title="Work that moves the numbers"
        intro="A selection of websites, apps and campaigns we have designed, built and grown with our clients."
      />
      <Section>
        <Container>
          <h2>Featured projects</h2>
          <Grid>
            {portfolioProjects.map((project) => (
              <li key={project.id}>
                <a href={project.link} target="_blank" rel="noopener noreferrer">
                  <img src={project.image} alt="" width="1200" height="800" loading="lazy" />
                  <strong>{project.client}</strong>
                  <span className="visually-hidden"> (opens in a new tab)</span>
                </a>
                <p>{project.description}</p>
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
  img {
    width: 100%;
    height: auto;
    aspect-ratio: 3 / 2;
    border-radius: ${({ theme }) => theme.radii.md};
  }
  a {
    display: grid;
    gap: ${({ theme }) => theme.space[2]};
    color: inherit;
    text-decoration: none;
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
