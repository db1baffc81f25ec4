import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Container } from './Container';
import { Eyebrow, HeroBand, HeroIntro, HeroTitle } from './Section';

interface PageHeroProps {
  eyebrow?: string;
  title: ReactNode;
  intro?: ReactNode;
  children?: ReactNode;
}

/** The dark title band that opens an inner page; its h1 is the page's heading. */
export function PageHero({ eyebrow, title, intro, children }: PageHeroProps) {
  return (
    <HeroBand>
      <Inner>
        {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
        <HeroTitle>{title}</HeroTitle>
        {intro && <HeroIntro>{intro}</HeroIntro>}
        {children}
      </Inner>
    </HeroBand>
  );
}

const Inner = styled(Container)`
  padding-block: ${({ theme }) => theme.space[8]};
  ${({ theme }) => theme.media.lg} {
    padding-block: ${({ theme }) => theme.space[9]};
  }
`;
