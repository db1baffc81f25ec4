import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { brandColors, withAlpha } from '../domain/brand';
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

/** The dark, lit backdrop of the page heroes. */
const heroBackdrop = css`
  background:
    radial-gradient(60rem 30rem at 85% -10%, ${withAlpha(brandColors.primary, 0.45)}, transparent 60%),
    radial-gradient(40rem 24rem at -10% 120%, ${withAlpha(brandColors.tealBright, 0.25)}, transparent 60%),
    ${({ theme }) => theme.colors.ink};
  color: ${({ theme }) => theme.colors.white};
`;

/** A hero's band: the dark backdrop, clipping what its decoration draws outside. */
export const HeroBand = styled.section`
  position: relative;
  overflow: hidden;
  ${heroBackdrop}
`;

/** A hero's heading; `$measure` is its widest line (default 20ch). */
export const HeroTitle = styled.h1<{ $measure?: string }>`
  max-width: ${({ $measure = '20ch' }) => $measure};
  font-size: ${({ theme }) => theme.fontSizes['4xl']};
`;

/** A hero's introduction on the dark backdrop; `$measure` is its widest line (default 60ch). */
export const HeroIntro = styled.p<{ $measure?: string }>`
  max-width: ${({ $measure = '60ch' }) => $measure};
  color: ${({ theme }) => theme.colors.textOnDark};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

/** The buttons under a hero's introduction. */
export const HeroActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[6]};
`;

const Inner = styled(Container)`
  padding-block: ${({ theme }) => theme.space[8]};
  ${({ theme }) => theme.media.lg} {
    padding-block: ${({ theme }) => theme.space[9]};
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
