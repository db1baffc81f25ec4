import styled from 'styled-components';
import { ButtonLink } from '../../components/Button';
import { HeroVideo } from '../../components/HeroVideo';
import { ArrowRightIcon, CalendarIcon } from '../../components/icons/UiIcons';
import { Eyebrow } from '../../components/PageHero';
import type { AboutContent } from '../../content/about';

/** The about page's video hero: heading, introduction, and buttons to services and the booking section. */
export function AboutHero({ hero }: { hero: AboutContent['hero'] }) {
  const [services, meeting] = hero.actions;
  return (
    <HeroVideo video="about" label={hero.eyebrow}>
      <Eyebrow>{hero.eyebrow}</Eyebrow>
      <Title>{hero.heading}</Title>
      <Intro>{hero.intro}</Intro>
      <Actions>
        {services && (
          <ButtonLink to={services.href} $size="lg">
            {services.label}
            <ArrowRightIcon />
          </ButtonLink>
        )}
        {meeting && (
          <ButtonLink to={meeting.href} $variant="light" $size="lg">
            <CalendarIcon />
            {meeting.label}
          </ButtonLink>
        )}
      </Actions>
    </HeroVideo>
  );
}

const Title = styled.h1`
  max-width: 20ch;
  font-size: ${({ theme }) => theme.fontSizes['4xl']};
`;

const Intro = styled.p`
  max-width: 62ch;
  color: ${({ theme }) => theme.colors.textOnDark};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[6]};
`;
