import styled from 'styled-components';
import { Section, SectionIntro, SplitLayout } from '../../components/Section';
import type { AboutContent } from '../../content/about';

/** 'Our Journey': the story in a few paragraphs beside a timeline of milestones. */
export function JourneySection({ journey, foundedYear }: { journey: AboutContent['journey']; foundedYear: number }) {
  return (
    <Section aria-labelledby="journey-heading">
      <SplitLayout $columns="minmax(0, 1.05fr) minmax(0, 1fr)">
        <SectionIntro>
          <Kicker>Since {foundedYear}</Kicker>
          <h2 id="journey-heading">{journey.heading}</h2>
          {journey.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          <Illustration
            src="/images/illustrations/about-journey.svg"
            alt=""
            width={800}
            height={600}
            loading="lazy"
            decoding="async"
          />
        </SectionIntro>
        <Timeline aria-label="Milestones">
          {journey.milestones.map((milestone) => (
            <li key={milestone.year}>
              <Year>{milestone.year}</Year>
              <h3>{milestone.title}</h3>
              <p>{milestone.text}</p>
            </li>
          ))}
        </Timeline>
      </SplitLayout>
    </Section>
  );
}

export const Kicker = styled.span`
  display: block;
  margin-bottom: ${({ theme }) => theme.space[2]};
  /* Darker than theme teal so small text keeps a 4.5:1 contrast on white and surface. */
  color: #0a6b62;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 800;
  letter-spacing: 0.12em;
  text-transform: uppercase;
`;

const Illustration = styled.img`
  width: 100%;
  height: auto;
  aspect-ratio: 4 / 3;
  margin-top: ${({ theme }) => theme.space[6]};
  border-radius: ${({ theme }) => theme.radii.lg};
  ${({ theme }) => theme.media.belowLg} {
    display: none;
  }
`;

const Timeline = styled.ol`
  position: relative;
  margin: 0;
  padding: 0;
  list-style: none;

  /* The line joining the milestones. */
  &::before {
    content: '';
    position: absolute;
    top: 12px;
    bottom: 12px;
    left: 11px;
    width: 2px;
    background: linear-gradient(
      ${({ theme }) => theme.colors.amber},
      ${({ theme }) => theme.colors.tealBright},
      ${({ theme }) => theme.colors.primary}
    );
  }

  li {
    position: relative;
    padding: 0 0 ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[7]};
  }
  li:last-child {
    padding-bottom: 0;
  }
  li::before {
    content: '';
    position: absolute;
    top: 4px;
    left: 3px;
    width: 18px;
    height: 18px;
    border: 4px solid ${({ theme }) => theme.colors.white};
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.primary};
    box-shadow: 0 0 0 2px ${({ theme }) => theme.colors.primary};
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

const Year = styled.span`
  display: inline-block;
  margin-bottom: ${({ theme }) => theme.space[2]};
  padding: 2px 10px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primaryHover};
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 800;
`;
