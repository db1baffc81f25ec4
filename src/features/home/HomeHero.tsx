import styled from 'styled-components';
import { ButtonAnchor, ButtonLink } from '../../components/Button';
import { HeroVideo } from '../../components/HeroVideo';
import { HeroActions, HeroIntro } from '../../components/Section';
import { ArrowRightIcon, CheckIcon, ClockIcon, MapPinIcon, PhoneIcon } from '../../components/icons/UiIcons';
import { company, stats } from '../../content/company';
import { brandColors, withAlpha } from '../../domain/brand';

/** What the free consultation covers (the hero's side panel on wide screens). */
const consultationPoints = [
  'A quick review of your website and marketing',
  'Two or three priorities with the biggest payoff',
  'A ballpark budget and timeline, no obligation',
];

/** The three stats shown under the hero's buttons. */
const heroStats = stats.filter((stat) => stat.label !== 'Client Satisfaction');

/** The home page's hero: the promise, the two ways to start, three stats, and what the consultation covers. */
export function HomeHero() {
  return (
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
            Websites, apps and marketing campaigns engineered to turn visitors into customers, built by a senior team in
            Hamilton, Ontario.
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
                <strong>{value}</strong>
                {` ${label}`}
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
