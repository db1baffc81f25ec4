import styled from 'styled-components';
import { Container } from '../../components/Container';
import { IconBadge, Section, brandCornerGlow, cardSurface, darkCardSurface } from '../../components/Section';
import type { AboutContent } from '../../content/about';
import { Kicker } from './JourneySection';
import { brandColors, withAlpha } from '../../domain/brand';

const TargetIcon = () => (
  <svg viewBox="0 0 24 24" width="28" height="28" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
    <circle cx="12" cy="12" r="9" />
    <circle cx="12" cy="12" r="5" />
    <circle cx="12" cy="12" r="1.5" fill="currentColor" />
  </svg>
);

const HorizonIcon = () => (
  <svg
    viewBox="0 0 24 24"
    width="28"
    height="28"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
  >
    <path d="M2 12s3.6-6 10-6 10 6 10 6-3.6 6-10 6S2 12 2 12z" />
    <circle cx="12" cy="12" r="3" />
  </svg>
);

type Props = Pick<AboutContent, 'mission' | 'vision' | 'values'>;

/** Mission and vision side by side, then the company's values as numbered cards. */
export function MissionVisionValues({ mission, vision, values }: Props) {
  return (
    <Section $tone="surface" aria-label="Mission, vision and values">
      <Container>
        <Pair>
          <Statement>
            <Badge $size={56} $icon={28} $tone="brandSolid">
              <TargetIcon />
            </Badge>
            <h2>{mission.heading}</h2>
            <p>{mission.text}</p>
          </Statement>
          <Statement>
            <Badge $size={56} $icon={28} $tone="tealSolid">
              <HorizonIcon />
            </Badge>
            <h2>{vision.heading}</h2>
            <p>{vision.text}</p>
          </Statement>
        </Pair>
        <ValuesHeading>
          <Kicker>What we stand for</Kicker>
          <h2 id="values-heading">{values.heading}</h2>
          <p>{values.intro}</p>
        </ValuesHeading>
        <ValueList>
          {values.items.map((value, index) => (
            <li key={value.title}>
              <Number aria-hidden="true">{String(index + 1).padStart(2, '0')}</Number>
              <h3>{value.title}</h3>
              <p>{value.text}</p>
            </li>
          ))}
        </ValueList>
      </Container>
    </Section>
  );
}

const Pair = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  margin-bottom: ${({ theme }) => theme.space[8]};
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Statement = styled.section`
  ${darkCardSurface}
  padding: ${({ theme }) => theme.space[6]};
  background-image:
    ${brandCornerGlow},
    radial-gradient(20rem 12rem at 0% 100%, ${withAlpha(brandColors.tealBright, 0.2)}, transparent 70%);

  ${({ theme }) => theme.media.lg} {
    padding: ${({ theme }) => theme.space[7]};
  }
  h2 {
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textOnDark};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const Badge = styled(IconBadge)`
  display: grid;
  margin-bottom: ${({ theme }) => theme.space[5]};
`;

const ValuesHeading = styled.div`
  max-width: 720px;
  margin-bottom: ${({ theme }) => theme.space[6]};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const ValueList = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    /* An odd last card takes the whole row rather than sitting alone. */
    li:last-child:nth-child(odd) {
      grid-column: 1 / -1;
    }
  }
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(6, minmax(0, 1fr));
    /* Three cards on the first row, two wider ones on the second. */
    li {
      grid-column: span 2;
    }
    li:nth-child(n + 4),
    li:last-child:nth-child(odd) {
      grid-column: span 3;
    }
  }

  li {
    ${cardSurface}
    padding: ${({ theme }) => theme.space[5]};
    border-radius: ${({ theme }) => theme.radii.md};
  }
  h3 {
    margin-bottom: ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Number = styled.span`
  display: block;
  margin-bottom: ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.primary};
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: 800;
  letter-spacing: -0.02em;
`;
