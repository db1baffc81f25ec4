import { Link } from '../../components/Link';
import styled from 'styled-components';
import { ButtonLink } from '../../components/Button';
import { Container } from '../../components/Container';
import { CardGrid, cardSurface, IconBadge, Section, SectionEyebrow, stretchedLink } from '../../components/Section';
import { ArrowRightIcon } from '../../components/icons/UiIcons';
import { Reveal } from '../../components/Reveal';
// The detail-page services alone (not the whole catalogue, nor every service page's content).
import { pageServiceList } from '../../content/services/pageServices';
import { brandColors, withAlpha } from '../../domain/brand';
import { CenteredHeading } from './CenteredHeading';

/**
 * The home page shows the first four services that have no price tiers (README.md). The services list
 * starts with the detail-page services, the ones without tiers.
 */
const HOME_SERVICE_COUNT = 4;
const homeServices = pageServiceList.slice(0, HOME_SERVICE_COUNT);

/** 'Premium Digital Services': four service cards, each a link to its page, and the way to all of them. */
export function ServiceHighlights() {
  return (
    <Section aria-labelledby="services-heading">
      <Container>
        <Reveal>
          <CenteredHeading>
            <SectionEyebrow>What we offer</SectionEyebrow>
            <h2 id="services-heading">Premium Digital Services</h2>
            <p>
              From the first line of code to the campaign that fills your pipeline, one team plans, builds and measures
              the work.
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
                    Learn More <span className="visually-hidden">{`about ${service.name}`}</span>
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
  );
}

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
