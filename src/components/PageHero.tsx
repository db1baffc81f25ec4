import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Container } from './Container';

interface PageHeroProps {
  eyebrow?: string;
  title: ReactNode;
  intro?: ReactNode;
  children?: ReactNode;
}

/** The dark title band that opens an inner page; its h1 is the page's heading. */
export function PageHero({ eyebrow, title, intro, children }: PageHeroProps) {
  return (
    <Band>
      <Inner>
        {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
        <h1>{title}</h1>
        {intro && <Intro>{intro}</Intro>}
        {children}
      </Inner>
    </Band>
  );
}

const Band = styled.section`
  position: relative;
  overflow: hidden;
  background:
    radial-gradient(60rem 30rem at 85% -10%, rgba(36, 84, 230, 0.45), transparent 60%),
    radial-gradient(40rem 24rem at -10% 120%, rgba(18, 181, 165, 0.25), transparent 60%),
    ${({ theme }) => theme.colors.ink};
  color: ${({ theme }) => theme.colors.white};
`;

const Inner = styled(Container)`
  padding-block: ${({ theme }) => theme.space[8]};
  ${({ theme }) => theme.media.lg} {
    padding-block: ${({ theme }) => theme.space[9]};
  }
  h1 {
    max-width: 20ch;
    font-size: ${({ theme }) => theme.fontSizes['4xl']};
  }
`;

export const Eyebrow = styled.p`
  display: inline-block;
  margin-bottom: ${({ theme }) => theme.space[4]};
  padding: 6px 14px;
  border: 1px solid rgba(255, 255, 255, 0.25);
  border-radius: ${({ theme }) => theme.radii.pill};
  color: ${({ theme }) => theme.colors.textOnDark};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
`;

const Intro = styled.p`
  max-width: 60ch;
  color: ${({ theme }) => theme.colors.textOnDark};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;
