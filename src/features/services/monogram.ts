/**
 * Neutral monogram badges for technology and platform names: initials drawn from the name, on one of a
 * few brand-neutral tints picked from the name itself (so server and browser agree). Never a logo.
 */

/** 'Google Analytics 4' → 'GA4', 'TypeScript' → 'TS', 'React' → 'Re', 'Node.js' → 'No'. */
export function monogram(name: string): string {
  const words = name
    .split(/\s+/)
    .map((word) => word.replace(/[^A-Za-z0-9]/g, ''))
    .filter(Boolean);
  if (words.length === 0) return '?';
  if (words.length > 1)
    return words
      .slice(0, 3)
      .map((word) => word[0]!.toUpperCase())
      .join('');
  const word = words[0]!;
  const capitals = word.match(/[A-Z]/g) ?? [];
  if (capitals.length >= 2) return capitals.slice(0, 2).join('');
  return word[0]!.toUpperCase() + (word[1] ?? '').toLowerCase();
}

export interface MonogramTone {
  readonly background: string;
  readonly color: string;
}

/** Tints with dark text (contrast of at least 4.5:1 on each). */
export const monogramTones: readonly MonogramTone[] = [
  { background: '#E8EEFF', color: '#1A40BD' },
  { background: '#DDF4F1', color: '#0A6A61' },
  { background: '#FDEFD6', color: '#7A4D00' },
  { background: '#E7E9F1', color: '#0B1530' },
];

/** A stable tone for a name (a small string hash, identical on server and client). */
export function monogramTone(name: string): MonogramTone {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return monogramTones[hash % monogramTones.length]!;
}
