/**
 * The site's shared layout pieces, in one module (one small chunk for the pages that use any):
 * sections and their intros, heroes, cards and card grids, icon plates.
 */
import styled, { css, type DefaultTheme } from 'styled-components';
import { brandColors, withAlpha } from '../domain/brand';
import { Container } from './Container';

export const Section = styled.section<{ $tone?: 'white' | 'surface' | 'dark' }>`
  padding-block: ${({ theme }) => theme.space[8]};
  background: ${({ $tone = 'white', theme }) =>
    $tone === 'surface' ? theme.colors.surface : $tone === 'dark' ? theme.colors.ink : theme.colors.white};
  color: ${({ $tone, theme }) => ($tone === 'dark' ? theme.colors.white : 'inherit')};
  ${({ theme }) => theme.media.lg} {
    padding-block: ${({ theme }) => theme.space[9]};
  }
`;

export const SectionInner = Container;

/** A section's heading (h2) and its introduction (p). */
export const SectionIntro = styled.div`
  h2 {
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

/** A section intro above the section's content. */
export const SectionHeading = styled(SectionIntro)`
  max-width: 720px;
  margin-bottom: ${({ theme }) => theme.space[7]};
`;

/** Two columns from `lg` (`$columns`: the template), the first one leading; one column below. */
export const SplitLayout = styled(Container)<{ $columns: string }>`
  display: grid;
  gap: ${({ theme }) => theme.space[7]};
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: ${({ $columns }) => $columns};
    gap: ${({ theme }) => theme.space[8]};
    align-items: start;
  }
`;

/** The small uppercase line above a section's heading. */
export const SectionEyebrow = styled.p`
  && {
    margin-bottom: ${({ theme }) => theme.space[3]};
    color: ${({ theme }) => theme.colors.primary};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: 700;
    letter-spacing: 0.12em;
    text-transform: uppercase;
  }
`;

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

/** A hero's heading; `$measure` is its widest line (default 14em). */
export const HeroTitle = styled.h1<{ $measure?: string }>`
  max-width: ${({ $measure = '14em' }) => $measure};
  font-size: ${({ theme }) => theme.fontSizes['4xl']};
`;

/** A hero's introduction on the dark backdrop; `$measure` is its widest line (default 38em). */
export const HeroIntro = styled.p<{ $measure?: string }>`
  max-width: ${({ $measure = '38em' }) => $measure};
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

/** The outlined label above a hero's heading. */
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

/** The brand-blue light in a dark card's top right corner (a CSS background image). */
export const brandCornerGlow = `radial-gradient(30rem 16rem at 100% 0%, ${withAlpha(brandColors.primary, 0.45)}, transparent 70%)`;

/** A card's surface: hairline border, large radius, white, the soft card shadow. */
export const cardSurface = css`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.white};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

/**
 * A card that opens one link (a link inside stretched over it): it rises on hover and wears the
 * focus ring while its link has the keyboard focus.
 */
export const linkCardSurface = css`
  position: relative;
  display: flex;
  flex-direction: column;
  overflow: hidden;
  ${cardSurface}
  transition:
    box-shadow 200ms ease,
    transform 200ms ease;

  &:hover {
    box-shadow: ${({ theme }) => theme.shadows.raised};
    transform: translateY(-2px);
  }
  &:has(:focus-visible) {
    outline: 3px solid ${({ theme }) => theme.colors.amber};
    outline-offset: 3px;
  }
`;

/**
 * A card's one link stretched over the whole card (which is `position: relative`): a click anywhere on
 * the card follows it.
 */
export const stretchedLink = css`
  &::after {
    content: '';
    position: absolute;
    inset: 0;
  }
`;

/** A dark card: ink, lit from its top right corner by the brand blue. */
export const darkCardSurface = css`
  border-radius: ${({ theme }) => theme.radii.lg};
  background-color: ${({ theme }) => theme.colors.ink};
  background-image: ${brandCornerGlow};
  color: ${({ theme }) => theme.colors.white};
`;

/** A card whose content stacks and which fills its grid cell's width. */
export const Card = styled.article`
  display: flex;
  flex-direction: column;
  width: 100%;
  ${cardSurface}
`;

/**
 * Three columns in six tracks, two each. A last row of one or two cards is shared out instead:
 * two cards fill a row half each, and a lone last card takes the row with the three before it
 * as two pairs. No card is ever left alone on the last row.
 */
const threeColumnRows = css`
  grid-template-columns: repeat(6, minmax(0, 1fr));
  > li {
    grid-column: span 2;
  }
  > li:last-child:nth-child(3n + 2),
  > li:nth-last-child(2):nth-child(3n + 1),
  > li:last-child:nth-child(3n + 1),
  > li:nth-last-child(2):nth-child(3n + 3),
  > li:nth-last-child(3):nth-child(3n + 2),
  > li:nth-last-child(4):nth-child(3n + 1) {
    grid-column: span 3;
  }
`;

interface CardGridProps {
  /** Columns from the `lg` width (default 3). */
  $columns?: 2 | 3 | 4;
  /** Two columns from `sm` (default) or one until `lg`. */
  $twoFrom?: 'sm' | 'lg';
  /** Each card fills its row's height (the list items lay out their card). */
  $stretch?: boolean;
}

/** A list of cards: one column on phones, two from `sm`, `$columns` from `lg`. */
export const CardGrid = styled.ul<CardGridProps>`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ $stretch }) =>
    $stretch &&
    css`
      > li {
        display: flex;
      }
    `}
  ${({ $twoFrom = 'sm', theme }) =>
    $twoFrom === 'sm' &&
    css`
      ${theme.media.sm} {
        grid-template-columns: repeat(2, minmax(0, 1fr));
      }
    `}
  ${({ theme }) => theme.media.lg} {
    ${({ $columns = 3 }) =>
      $columns === 3
        ? threeColumnRows
        : css`
            grid-template-columns: repeat(${$columns}, minmax(0, 1fr));
          `}
  }
`;

/** The tinted square or round plate an icon (or a short mark) sits on. */

export type IconBadgeTone = 'brand' | 'brandSolid' | 'brandToTeal' | 'teal' | 'tealSolid' | 'success' | 'danger';

const TONES: Record<IconBadgeTone, (theme: DefaultTheme) => { background: string; color: string }> = {
  brand: (theme) => ({ background: theme.colors.primarySoft, color: theme.colors.primary }),
  brandSolid: (theme) => ({ background: theme.colors.primary, color: theme.colors.white }),
  brandToTeal: (theme) => ({
    background: `linear-gradient(135deg, ${theme.colors.primarySoft}, #e6f7f5)`,
    color: theme.colors.primary,
  }),
  teal: (theme) => ({ background: withAlpha(brandColors.tealBright, 0.16), color: theme.colors.teal }),
  tealSolid: (theme) => ({ background: theme.colors.teal, color: theme.colors.white }),
  success: (theme) => ({ background: '#e7f6ee', color: theme.colors.success }),
  danger: (theme) => ({ background: '#fee4e2', color: theme.colors.danger }),
};

interface IconBadgeProps {
  /** The plate's side in pixels. */
  $size: number;
  /** The icon's side in pixels (for a badge holding an svg or img). */
  $icon?: number;
  /** A circle, or a tile with rounded corners (default). */
  $round?: boolean;
  $tone: IconBadgeTone;
}

export const IconBadge = styled.span<IconBadgeProps>`
  display: inline-grid;
  place-items: center;
  flex: none;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: ${({ $round, theme }) => ($round ? '50%' : theme.radii.md)};
  background: ${({ $tone, theme }) => TONES[$tone](theme).background};
  color: ${({ $tone, theme }) => TONES[$tone](theme).color};
  svg,
  img {
    width: ${({ $icon }) => ($icon ? `${$icon}px` : 'auto')};
    height: ${({ $icon }) => ($icon ? `${$icon}px` : 'auto')};
  }
`;
