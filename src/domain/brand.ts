/**
 * The agency's colours: the one source for the site's theme (src/app/theme.ts), the emails the
 * functions send, and the content's accents. It lives in the domain because the functions import
 * only `src/domain` (docs/architecture.md).
 */
export const brandColors = {
  ink: '#0B1530',
  inkSoft: '#16234A',
  primary: '#2454E6',
  primaryHover: '#1A40BD',
  primarySoft: '#E8EEFF',
  teal: '#0E8F83',
  tealBright: '#12B5A5',
  amber: '#F5A524',
  surface: '#F6F8FC',
  white: '#FFFFFF',
  text: '#0F172A',
  textMuted: '#475569',
  textOnDark: '#E2E8F0',
  textOnDarkMuted: '#A9B4CC',
  border: '#E2E8F0',
  danger: '#B42318',
  success: '#067647',
} as const;

export type BrandColor = keyof typeof brandColors;

/** `color` (a '#RRGGBB' brand value) at `alpha` opacity, as CSS `rgba()`. */
export function withAlpha(color: string, alpha: number): string {
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(color.slice(at, at + 2), 16));
  return `rgba(${r}, ${g}, ${b}, ${alpha})`;
}
