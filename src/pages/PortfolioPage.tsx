import { ButtonAnchor, ButtonLink } from '../components/Button';
import { Container } from '../components/Container';
import { CtaBand } from '../components/CtaBand';
import { HeroVideo } from '../components/HeroVideo';
import { ArrowRightIcon } from '../components/icons/UiIcons';
import { Eyebrow, HeroActions, HeroIntro, HeroTitle, Section, SectionHeading } from '../components/Section';
import { StatsBand } from '../components/StatsBand';
import { stats } from '../content/company';
import { portfolioProjects } from '../content/projects';
import { CaseStudyList, FeaturedProjectGrid, splitPortfolio } from '../features/portfolio/ProjectCards';
import type { PageMeta } from '../lib/seo';

export const meta: PageMeta = {
  title: 'Portfolio | Websites, Apps & Campaigns | Lakeforge Digital',
  description:
    'Selected client work by Lakeforge Digital: web platforms, booking systems, mobile apps, SEO and ad campaigns for businesses in Ontario and beyond.',
  updated: '2026-11-21',
};

export default function PortfolioPage() {
  const { featured, additional } = splitPortfolio(portfolioProjects);
  return (
    <>
      <HeroVideo video="portfolio" label="Portfolio">
        <Eyebrow>Portfolio</Eyebrow>
        <HeroTitle $measure="12.5em">Work that moves the numbers</HeroTitle>
        <HeroIntro>
          Websites, booking systems, apps and campaigns we have designed, built and grown with our clients, and what
          each one changed for their business.
        </HeroIntro>
        <HeroActions>
          <ButtonAnchor href="#featured-work" $size="lg">
            See the Work
            <ArrowRightIcon />
          </ButtonAnchor>
          <ButtonLink to="/#cta" $variant="light" $size="lg">
            Start Your Project
          </ButtonLink>
        </HeroActions>
      </HeroVideo>
      <StatsBand stats={stats} />
      <Section id="featured-work" $tone="surface" aria-labelledby="featured-heading">
        <Container>
          <SectionHeading>
            <h2 id="featured-heading">Featured Projects</h2>
            <p>
              A closer look at recent work for start-ups, transport companies, contractors and property services: each
              client once, with everything we made for them. Each card opens the client's live site.
            </p>
          </SectionHeading>
          <FeaturedProjectGrid clients={featured} />
        </Container>
      </Section>
      <Section aria-labelledby="case-studies-heading">
        <Container>
          <SectionHeading>
            <h2 id="case-studies-heading">Additional Case Studies</h2>
            <p>A care provider and a non-profit: websites people rely on, and the campaign that followed one.</p>
          </SectionHeading>
          <CaseStudyList clients={additional} />
        </Container>
      </Section>
      <CtaBand
        heading="Ready to be our next success story?"
        text="Tell us about your goals in a free 30-minute consultation, or see everything we can build and run for you."
        actions={[
          { label: 'Book a Free Consultation', href: '/#cta' },
          { label: 'Explore Our Services', href: '/services', variant: 'light' },
        ]}
      />
    </>
  );
}
