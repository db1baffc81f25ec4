import { Container } from '../../components/Container';
import { hydrateWhenVisible } from '../../components/HydrateWhenVisible';
import { Reveal } from '../../components/Reveal';
import { Section, SectionEyebrow } from '../../components/Section';
import { CenteredHeading } from './CenteredHeading';

// Below the fold: the tiles' code and the projects load, and the prerendered HTML hydrates, near the viewport.
const FeaturedProjects = hydrateWhenVisible(() =>
  Promise.all([import('../../components/FeaturedProjects'), import('../../content/projects')]).then(
    ([module, { projects }]) =>
      function HomeFeaturedProjects() {
        return <module.FeaturedProjects projects={projects} />;
      },
  ),
);

/** 'Featured Projects': the first project tiles. */
export function FeaturedWork() {
  return (
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
  );
}
