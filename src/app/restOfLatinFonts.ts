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

/** The spans of code points, first and last, of a CSS unicode-range list such as "U+00A0-00A8,U+0131". */
export function unicodeRangeSpans(range: string): [number, number][] {
  return range.split(',').map((part) => {
    const [first, last = first] = part.trim().replace(/^U\+/i, '').split('-') as [string, string?];
    return [parseInt(first, 16), parseInt(last, 16)];
  });
}

/** A pattern matching any one character of a CSS unicode-range list. */
export function unicodeRangePattern(range: string): RegExp {
  const codePoint = (code: number) => `\\u{${code.toString(16)}}`;
  const spans = unicodeRangeSpans(range).map(([first, last]) => `${codePoint(first)}-${codePoint(last)}`);
  return new RegExp(`[${spans.join('')}]`, 'u');
}

const REST_OF_LATIN = unicodeRangePattern(fontRanges.rest);

/** Whether `text` has a character that only the web fonts' second files draw. */
export const showsRestOfLatin = (text: string) => REST_OF_LATIN.test(text);

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

const isField = (target: EventTarget | null): target is HTMLInputElement | HTMLTextAreaElement =>
  target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement;

/**
 * Adds the second files' faces (`add`) once `root` shows one of their characters: at once if its text or a
 * field's value already has one, else when a field gets one (typed or autofilled) or the app renders one (a
 * live review's author, a visitor's own name), and then stops watching. Adding a face makes the browser match
 * every text's font again, a relayout of the whole page (25 ms in Lighthouse's own load of the home page, 35 ms
 * on the phone profile), so a page that shows only the site's copy never adds them. Returns a function that stops
 * watching.
 */
export function watchForRestOfLatin(root: HTMLElement = document.body, add = addRestOfLatinFonts) {
  const fieldsShowIt = () =>
    [...root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')].some((field) =>
      showsRestOfLatin(field.value),
    );
  if (showsRestOfLatin(root.textContent ?? '') || fieldsShowIt()) {
    add();
    return () => {};
  }
  const stop = () => {
    root.removeEventListener('input', onInput, true);
    observer.disconnect();
  };
  const found = () => {
    stop();
    add();
  };
  const onInput = ({ target }: Event) => {
    if (isField(target) && showsRestOfLatin(target.value)) found();
  };
  const observer = new MutationObserver((records) => {
    const shown = records.some((record) =>
      record.type === 'characterData'
        ? showsRestOfLatin(record.target.textContent ?? '')
        : [...record.addedNodes].some((node) => showsRestOfLatin(node.textContent ?? '')),
    );
    if (shown) found();
  });
  root.addEventListener('input', onInput, true);
  observer.observe(root, { childList: true, characterData: true, subtree: true });
  return stop;
}
