import { ButtonLink } from '../../components/Button';
import { HeroVideo } from '../../components/HeroVideo';
import { ArrowRightIcon, CalendarIcon } from '../../components/icons/UiIcons';
import { Eyebrow, HeroActions, HeroIntro, HeroTitle } from '../../components/Section';
import type { AboutContent } from '../../content/about';

/** The about page's video hero: heading, introduction, and buttons to services and the booking section. */
export function AboutHero({ hero }: { hero: AboutContent['hero'] }) {
  const [services, meeting] = hero.actions;
  return (
    <HeroVideo video="about" label={hero.eyebrow}>
      <Eyebrow>{hero.eyebrow}</Eyebrow>
      <HeroTitle>{hero.heading}</HeroTitle>
      <HeroIntro $measure="39em">{hero.intro}</HeroIntro>
      <HeroActions>
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
      </HeroActions>
    </HeroVideo>
  );
}
