import { Link } from 'react-router';
import styled from 'styled-components';
import { ButtonAnchor, ButtonLink } from '../components/Button';
import { Container } from '../components/Container';
import { HeroVideo } from '../components/HeroVideo';
import {
  CardGrid,
  cardSurface,
  HeroActions,
  HeroIntro,
  IconBadge,
  Section,
  SectionEyebrow,
  SectionHeading,
  stretchedLink,
} from '../components/Section';
import { ArrowRightIcon, CheckIcon, ClockIcon, MapPinIcon, PhoneIcon } from '../components/icons/UiIcons';
import { hydrateWhenVisible } from '../components/HydrateWhenVisible';
import { Reveal } from '../components/Reveal';
import { company, stats } from '../content/company';
// The detail-page services alone (not the whole catalogue, nor every service page's content).
import { pageServiceList } from '../content/services/pageServices';
import type { PageMeta } from '../lib/seo';
import { brandColors, withAlpha } from '../domain/brand';

export const meta: PageMeta = {
  title: 'Lakeforge Digital | Web Development & Digital Marketing, Hamilton',
  description:
    'Hamilton, Ontario agency building fast websites, apps and data-driven marketing for businesses across North America. Book a free 30-minute consultation.',
  updated: '2026-11-21',
};

// Below the fold: their code (the testimonials, the projects, the logo strip, the booking section's calendar helpers) loads
// and their prerendered HTML hydrates when they near the viewport.
const FeaturedProjects = hydrateWhenVisible(() =>
  Promise.all([import('../components/FeaturedProjects'), import('../content/projects')]).then(
    ([module, { projects }]) =>
      function HomeFeaturedProjects() {
        return <module.FeaturedProjects projects={projects} />;
      },
  ),
);
const Testimonials = hydrateWhenVisible(() => import('../features/testimonials').then((module) => module.Testimonials));
const BrandStrip = hydrateWhenVisible(() =>
  Promise.all([import('../components/LogoMarquee'), import('../content/brands')]).then(
    ([module, { brands }]) =>
      function HomeBrandStrip() {
        return <module.LogoMarquee items={brands} label="Client brands" />;
      },
  ),
);
const BookingSection = hydrateWhenVisible(() =>
  import('../features/booking/BookingSection').then((module) => module.BookingSection),
);

/**
 * Spec: the home page shows the first four services that have no price tiers. The services list
 * starts with the detail-page services, the ones without tiers.
 */
const HOME_SERVICE_COUNT = 4;
const homeServices = pageServiceList.slice(0, HOME_SERVICE_COUNT);

/** What the free consultation covers (the hero's side panel on wide screens). */
const consultationPoints = [
  'A quick review of your website and marketing',
  'Two or three priorities with the biggest payoff',
  'A ballpark budget and timeline, no obligation',
];

/** The three stats shown under the hero's buttons. */
const heroStats = stats.filter((stat) => stat.label !== 'Client Satisfaction');

export default function HomePage() {
  return (
    <>
      <HeroVideo video="home" label="Introduction">
        <HeroLayout>
          <HeroCopy>
            <Badge>
              <MapPinIcon />
              Serving North America from Hamilton
            </Badge>
            <h1>
              Data-Driven Digital Solutions <Accent>For Scaling Businesses</Accent>
            </h1>
            <HeroIntro $measure="35.5em">
              Websites, apps and marketing campaigns engineered to turn visitors into customers, built by a senior team
              in Hamilton, Ontario.
            </HeroIntro>
            <Actions>
              <ButtonLink to="/#cta" $size="lg">
                Free Consultation
                <ArrowRightIcon />
              </ButtonLink>
              <ButtonAnchor href={company.phoneHref} $variant="light" $size="lg">
                <PhoneIcon />
                Call Now
              </ButtonAnchor>
            </Actions>
            <HeroStats>
              {heroStats.map(({ value, label }) => (
                <li key={label}>
                  <strong>{value}</strong> {label}
                </li>
              ))}
            </HeroStats>
          </HeroCopy>
          <HeroPanel aria-labelledby="consultation-panel-heading">
            <h2 id="consultation-panel-heading">Your free 30-minute consultation</h2>
            <ul>
              {consultationPoints.map((point) => (
                <li key={point}>
                  <CheckIcon />
                  {point}
                </li>
              ))}
            </ul>
            <p>
              <ClockIcon />
              Monday to Friday, Eastern Time
            </p>
          </HeroPanel>
        </HeroLayout>
      </HeroVideo>

      <Section aria-labelledby="services-heading">
        <Container>
          <Reveal>
            <CenteredHeading>
              <SectionEyebrow>What we offer</SectionEyebrow>
              <h2 id="services-heading">Premium Digital Services</h2>
              <p>
                From the first line of code to the campaign that fills your pipeline, one team plans, builds and
                measures the work.
              </p>
            </CenteredHeading>
          </Reveal>
          <ServiceGrid $columns={4}>
            {homeServices.map((service, index) => (
              <li key={service.id}>
                <Reveal delay={index * 0.08}>
                  <ServiceCard>
                    <IconWrap $size={64} $icon={40} $tone="brand">
                      <img src={service.icon} alt="" width={48} height={48} loading="lazy" />
                    </IconWrap>
                    <h3>{service.name}</h3>
                    <p>{service.summary}</p>
                    <LearnMore to={service.href}>
                      Learn More <span className="visually-hidden">about {service.name}</span>
                      <ArrowRightIcon />
                    </LearnMore>
                  </ServiceCard>
                </Reveal>
              </li>
            ))}
          </ServiceGrid>
          <CenteredActions>
            <ButtonLink to="/services" $variant="secondary" $size="lg">
              View Full Service Portfolio
              <ArrowRightIcon />
            </ButtonLink>
          </CenteredActions>
        </Container>
      </Section>

      <Section $tone="surface" aria-labelledby="testimonials-heading">
        <Container>
          <Reveal>
            <Testimonials headingId="testimonials-heading" />
          </Reveal>
        </Container>
      </Section>

      <Section aria-labelledby="projects-heading">
        <Container>
          <Reveal>
            <CenteredHeading>
              <SectionEyebrow>Our work</SectionEyebrow>
              <h2 id="projects-heading">Featured Projects</h2>
              <p>Where creativity meets execution</p>
            </CenteredHeading>
            <FeaturedProjects />
          </Reveal>
        </Container>
      </Section>

      <BrandsSection aria-labelledby="brands-heading">
        <Container>
          <Reveal>
            <CenteredHeading>
              <h2 id="brands-heading">Trusted by Leading Brands</h2>
              <p>We partner with ambitious companies across industries</p>
            </CenteredHeading>
          </Reveal>
        </Container>
        <BrandStrip />
      </BrandsSection>

      <BookingSection />
    </>
  );
}

const HeroLayout = styled.div`
  display: grid;
  align-items: center;
  gap: ${({ theme }) => theme.space[8]};
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 1fr) 340px;
  }
`;

const HeroPanel = styled.aside`
  display: none;
  padding: ${({ theme }) => theme.space[6]};
  border: 1px solid rgba(255, 255, 255, 0.18);
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${withAlpha(brandColors.ink, 0.55)};
  backdrop-filter: blur(12px);
  box-shadow: 0 24px 60px rgba(0, 0, 0, 0.3);
  ${({ theme }) => theme.media.lg} {
    display: block;
  }
  h2 {
    margin-bottom: ${({ theme }) => theme.space[5]};
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  ul {
    display: grid;
    gap: ${({ theme }) => theme.space[4]};
    margin: 0 0 ${({ theme }) => theme.space[5]};
    padding: 0;
    list-style: none;
  }
  li,
  p {
    display: flex;
    gap: ${({ theme }) => theme.space[3]};
    color: ${({ theme }) => theme.colors.textOnDark};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  li svg {
    flex: none;
    width: 20px;
    height: 20px;
    padding: 3px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.tealBright};
    color: ${({ theme }) => theme.colors.ink};
    stroke-width: 3;
  }
  p {
    align-items: center;
    margin: 0;
    padding-top: ${({ theme }) => theme.space[4]};
    border-top: 1px solid rgba(255, 255, 255, 0.14);
    color: ${({ theme }) => theme.colors.textOnDarkMuted};
  }
  p svg {
    flex: none;
    width: 18px;
    height: 18px;
    color: ${({ theme }) => theme.colors.amber};
  }
`;

const HeroCopy = styled.div`
  max-width: 760px;
  h1 {
    max-width: 14em;
    margin-bottom: ${({ theme }) => theme.space[5]};
    font-size: ${({ theme }) => theme.fontSizes['4xl']};
    font-weight: 800;
    line-height: 1.08;
  }
`;

const Badge = styled.p`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin-bottom: ${({ theme }) => theme.space[5]};
  padding: 6px 14px 6px 10px;
  border: 1px solid rgba(255, 255, 255, 0.28);
  border-radius: ${({ theme }) => theme.radii.pill};
  background: rgba(255, 255, 255, 0.08);
  backdrop-filter: blur(6px);
  font-size: 0.75rem;
  font-weight: 700;
  letter-spacing: 0.04em;
  text-transform: uppercase;
  ${({ theme }) => theme.media.sm} {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    letter-spacing: 0.06em;
  }
  svg {
    flex: none;
    width: 16px;
    height: 16px;
    color: ${({ theme }) => theme.colors.amber};
  }
`;

const Accent = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.amber};
`;

const Actions = styled(HeroActions)`
  > * {
    flex: 1 1 100%;
  }
  ${({ theme }) => theme.media.sm} {
    > * {
      flex: 0 0 auto;
    }
  }
`;

const HeroStats = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[6]};
  margin: ${({ theme }) => theme.space[7]} 0 0;
  padding: ${({ theme }) => theme.space[5]} 0 0;
  border-top: 1px solid rgba(255, 255, 255, 0.16);
  list-style: none;
  color: ${({ theme }) => theme.colors.textOnDark};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  strong {
    color: ${({ theme }) => theme.colors.white};
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

const CenteredHeading = styled(SectionHeading)`
  margin-inline: auto;
  text-align: center;
  p {
    margin-bottom: 0;
  }
`;

const ServiceGrid = styled(CardGrid)`
  > li > div {
    height: 100%;
  }
`;

const ServiceCard = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  height: 100%;
  padding: ${({ theme }) => theme.space[6]};
  ${cardSurface}
  transition:
    transform 200ms ease,
    box-shadow 200ms ease,
    border-color 200ms ease;
  &:hover,
  &:focus-within {
    transform: translateY(-4px);
    border-color: ${withAlpha(brandColors.primary, 0.35)};
    box-shadow: ${({ theme }) => theme.shadows.raised};
  }
  h3 {
    margin-bottom: ${({ theme }) => theme.space[3]};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    flex: 1;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const IconWrap = styled(IconBadge)`
  margin-bottom: ${({ theme }) => theme.space[5]};
`;

const LearnMore = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 44px;
  font-weight: 700;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-decoration: none;
  svg {
    width: 18px;
    height: 18px;
    transition: transform 200ms ease;
  }
  &:hover svg {
    transform: translateX(4px);
  }
  ${stretchedLink}
  &::after {
    border-radius: inherit;
  }
`;

const CenteredActions = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${({ theme }) => theme.space[7]};
`;

const BrandsSection = styled(Section)`
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  ${CenteredHeading} {
    margin-bottom: ${({ theme }) => theme.space[6]};
  }
`;
