import { brandColors, withAlpha } from '../domain/brand';

export const breakpoints = { sm: 640, lg: 1024 } as const;

export const theme = {
  colors: { ...brandColors },
  fonts: {
    // The fallback faces (src/app/fonts.css) match each web font's metrics while it loads.
    heading:
      "'Plus Jakarta Sans Variable', 'Plus Jakarta Sans Fallback', system-ui, -apple-system, 'Segoe UI', sans-serif",
    body: "'Inter Variable', 'Inter Fallback', system-ui, -apple-system, 'Segoe UI', sans-serif",
  },
  fontSizes: {
    xs: '0.8125rem',
    sm: '0.9375rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.375rem',
    '2xl': 'clamp(1.5rem, 1.2rem + 1.2vw, 2rem)',
    '3xl': 'clamp(1.875rem, 1.4rem + 2vw, 2.75rem)',
    '4xl': 'clamp(2.25rem, 1.5rem + 3.4vw, 4rem)',
  },
  space: {
    1: '0.25rem',
    2: '0.5rem',
    3: '0.75rem',
    4: '1rem',
    5: '1.5rem',
    6: '2rem',
    7: '3rem',
    8: '4rem',
    9: '6rem',
  },
  radii: { sm: '8px', md: '14px', lg: '22px', pill: '999px' },
  shadows: {
    card: `0 1px 2px ${withAlpha(brandColors.ink, 0.06)}, 0 8px 24px ${withAlpha(brandColors.ink, 0.06)}`,
    raised: `0 12px 40px ${withAlpha(brandColors.ink, 0.14)}`,
  },
  layout: {
    maxWidth: '1200px',
    navHeight: '72px',
    topBarHeight: '36px',
    /**
     * What the sticky header covers at the top of the window: the main bar on phones and tablets (the
     * social bar scrolls away), the social bar and the main bar from 1024 px. Exposed as the CSS
     * variable --header-offset; every scroll offset under the header derives from it.
     */
    headerOffset: { belowLg: '73px', lg: '109px' },
  },
  media: {
    sm: `@media (min-width: ${breakpoints.sm}px)`,
    lg: `@media (min-width: ${breakpoints.lg}px)`,
    belowLg: `@media (max-width: ${breakpoints.lg - 0.02}px)`,
    reducedMotion: '@media (prefers-reduced-motion: reduce)',
    /** JavaScript is off (or blocked): hide what only a script could drive. */
    withoutScripts: '@media (scripting: none)',
  },
} as const;

export type AppTheme = typeof theme;
