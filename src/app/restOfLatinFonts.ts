import interRest from '../assets/fonts/inter-latin-rest-wght-normal.woff2?url';
import jakartaRest from '../assets/fonts/plus-jakarta-sans-latin-rest-wght-normal.woff2?url';
import fontRanges from './fontRanges.json';

/**
 * The second file of each web font (tools/assets/subset-fonts.py): the characters a page may show but the
 * site's copy does not use, such as the accented letters of a name typed in a form or brought by a review.
 * Declared with their unicode-range, so that a browser downloads one only when a page shows such a character,
 * and declared by the app rather than in src/app/fonts.css, whose rules every page's HTML carries (issue #44:
 * the home page's HTML has no bytes to spare). Until the app has added them, such a character shows in the
 * fallback face.
 */
export const REST_OF_LATIN_FACES = [
  { family: 'Inter Variable', url: interRest, weight: '100 900' },
  { family: 'Plus Jakarta Sans Variable', url: jakartaRest, weight: '200 800' },
] as const;

/** A browser without the CSS Font Loading API (none the site supports) shows such characters in the fallback face. */
export function addRestOfLatinFonts() {
  if (!document.fonts || typeof FontFace === 'undefined') return;
  for (const { family, url, weight } of REST_OF_LATIN_FACES) {
    document.fonts.add(
      new FontFace(family, `url(${url}) format('woff2-variations')`, {
        weight,
        display: 'swap',
        unicodeRange: fontRanges.rest,
      }),
    );
  }
}
