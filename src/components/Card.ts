/** The site's cards and the grids that hold them. */
import styled, { css } from 'styled-components';

/** A card's surface: hairline border, large radius, white, the soft card shadow. */
export const cardSurface = css`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.white};
  box-shadow: ${({ theme }) => theme.shadows.card};
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
