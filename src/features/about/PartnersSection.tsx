import { Container } from '../../components/Container';
import { LogoMarquee } from '../../components/LogoMarquee';
import { Section, SectionHeading } from '../../components/Section';
import type { Partner } from '../../content/brands';
import styled from 'styled-components';

interface PartnersSectionProps {
  heading: string;
  intro: string;
  partners: readonly Partner[];
}

/** 'Trusted Partners': the partners' logos in an endless strip (the list drawn three times). */
export function PartnersSection({ heading, intro, partners }: PartnersSectionProps) {
  return (
    <Section $tone="surface" aria-labelledby="partners-heading">
      <Container>
        <Heading>
          <h2 id="partners-heading">{heading}</h2>
          <p>{intro}</p>
        </Heading>
      </Container>
      <LogoMarquee items={partners} label="Partner logos" />
    </Section>
  );
}

const Heading = styled(SectionHeading)`
  margin-inline: auto;
  text-align: center;
`;
