/** The tinted square or round plate an icon (or a short mark) sits on. */
import styled, { type DefaultTheme } from 'styled-components';
import { brandColors, withAlpha } from '../domain/brand';

export type IconBadgeTone = 'brand' | 'brandToTeal' | 'teal' | 'success' | 'danger';

const TONES: Record<IconBadgeTone, (theme: DefaultTheme) => { background: string; color: string }> = {
  brand: (theme) => ({ background: theme.colors.primarySoft, color: theme.colors.primary }),
  brandToTeal: (theme) => ({
    background: `linear-gradient(135deg, ${theme.colors.primarySoft}, #e6f7f5)`,
    color: theme.colors.primary,
  }),
  teal: (theme) => ({ background: withAlpha(brandColors.tealBright, 0.16), color: theme.colors.teal }),
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
