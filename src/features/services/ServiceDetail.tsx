import { Link } from '../../components/Link';
import styled from 'styled-components';
import { ButtonAnchor, ButtonLink } from '../../components/Button';
import { Container } from '../../components/Container';
import { CtaBand } from '../../components/CtaBand';
import { FeaturedProjects } from '../../components/FeaturedProjects';
import { Section, SectionHeading } from '../../components/Section';
import { findCategory, pageServices, serviceRequestPath } from '../../content/services/catalogue';
import type { ServicePage } from '../../content/services/types';
import { relatedProjects } from '../../content/projects';
import { ContactOptions } from './ContactOptions';
import { HeroEmblem } from './HeroEmblem';
import { PackageGrid } from './Packages';
import { PerItemPricing } from './PerItemPricing';
import { Reasons } from './Reasons';
import { ServicesHero } from './ServicesHero';
import { TechnologyRow } from './TechnologyRow';
import { perItemPackage, type GetStartedHandler } from './serviceRequestIntent';

interface ServiceDetailProps {
  page: ServicePage;
  /** Called by every 'Get Started' (packages and per-item choices) with what was chosen. */
  onGetStarted: GetStartedHandler;
}

/**
 * A service page: heading, three packages, optional per-item pricing, technology row and reasons,
 * related projects and a call to action.
 */
export function ServiceDetail({ page, onGetStarted }: ServiceDetailProps) {
  const category = findCategory(page.categoryId);
  const serviceCategory = category?.category ?? '';
  const icon = pageServices[page.slug].icon;
  const request = (pkg: string) => onGetStarted({ serviceType: page.name, serviceCategory, package: pkg });
  const linksToContact = page.cta.href === '#contact';

  return (
    <>
      <ServicesHero
        trail={[
          { label: 'Services', href: '/services' },
          ...(category ? [{ label: category.category, href: `/services/${category.id}` }] : []),
          { label: page.name },
        ]}
        eyebrow={page.hero.eyebrow}
        title={page.hero.heading}
        intro={page.hero.intro}
        icon={icon}
        actions={
          <>
            <ButtonAnchor href="#packages" $size="lg">
              View Packages
            </ButtonAnchor>
            <ButtonLink to="/#cta" $variant="light" $size="lg">
              Free Consultation
            </ButtonLink>
          </>
        }
        aside={<HeroEmblem page={page} icon={icon} />}
      />

      <Section id="packages" $tone="surface" aria-labelledby="packages-heading">
        <Container>
          <CenteredHeading>
            <h2 id="packages-heading">{page.packagesHeading}</h2>
            <p>{page.packagesIntro}</p>
          </CenteredHeading>
          <PackageGrid
            packages={page.packages}
            requestHref={(pkg) => serviceRequestPath(page.slug, pkg.name)}
            onGetStarted={(pkg) => request(pkg.name)}
          />
          <Note>
            Not sure which package fits? <Link to="/#cta">Book a free 30-minute consultation</Link> and we'll recommend
            one.
          </Note>
        </Container>
      </Section>

      {page.perItem && (
        <Section id="per-item" aria-labelledby="per-item-heading">
          <Container>
            <SectionHeading>
              <h2 id="per-item-heading">{page.perItem.heading}</h2>
              <p>{page.perItem.intro}</p>
            </SectionHeading>
            <PerItemPricing
              services={page.perItem.services}
              onGetStarted={(item, option) => request(perItemPackage(item.name, option))}
            />
          </Container>
        </Section>
      )}

      {page.technologies && (
        <Section $tone={page.perItem ? 'surface' : 'white'} aria-labelledby="technologies-heading">
          <Container>
            <SectionHeading>
              <h2 id="technologies-heading">{page.technologies.heading}</h2>
            </SectionHeading>
            <TechnologyRow items={page.technologies.items} />
          </Container>
        </Section>
      )}

      {page.reasons && (
        <Section $tone="dark" aria-labelledby="reasons-heading">
          <Container>
            <DarkHeading>
              <h2 id="reasons-heading">{page.reasons.heading}</h2>
            </DarkHeading>
            <Reasons items={page.reasons.items} />
          </Container>
        </Section>
      )}

      <Section aria-labelledby="projects-heading">
        <Container>
          <SectionHeading>
            <h2 id="projects-heading">Related projects</h2>
            <p>A few of the businesses we've helped grow online, from Hamilton to across North America.</p>
          </SectionHeading>
          <FeaturedProjects projects={relatedProjects(page.slug)} />
        </Container>
      </Section>

      <CtaBand
        heading={page.cta.heading}
        text={page.cta.text}
        actions={[
          { label: page.cta.label, href: page.cta.href },
          { label: 'All Services', href: '/services', variant: 'light' },
        ]}
      />

      {linksToContact && <ContactOptions serviceName={page.name} />}
    </>
  );
}

const CenteredHeading = styled(SectionHeading)`
  margin-inline: auto;
  text-align: center;
`;

const DarkHeading = styled(SectionHeading)`
  h2 {
    color: ${({ theme }) => theme.colors.white};
  }
`;

const Note = styled.p`
  margin: ${({ theme }) => theme.space[7]} 0 0;
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
  a {
    font-weight: 700;
  }
`;
