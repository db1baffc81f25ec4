/**
 * Display rules of reviews and testimonials: quote truncation, the review display form, star
 * ratings and the locally generated initials avatar (in place of the external avatar service).
 */
import { brandColors } from '../brand';
import { escapeMarkup } from '../markup';

/** Quotes on carousel cards are cut after this many characters. */
export const CAROUSEL_QUOTE_LIMIT = 100;
/** Quotes of the review display form are cut after this many characters. */
export const REVIEW_QUOTE_LIMIT = 200;
/** Highest rating (number of stars). */
export const MAX_RATING = 5;
/** Background of the initials avatar. */
export const AVATAR_BACKGROUND = brandColors.primary;
/** Dates of reviews are shown as calendar dates in this zone (where the agency is). */
export const REVIEW_TIME_ZONE = 'America/Toronto';

/** A review as stored in the content (Google Places review shape). */
export interface Review {
  id: string;
  author_name: string;
  rating: number;
  text: string;
  /** Unix time in seconds. */
  time: number;
  author_url: string;
  profile_photo_url: string;
}

/** A review as shown on the site. */
export interface ReviewDisplay {
  id: string;
  name: string;
  /** Whole stars, 0–5. */
  rating: number;
  /** The text cut to REVIEW_QUOTE_LIMIT characters plus '...' when longer. */
  quote: string;
  fullQuote: string;
  /** Long US date in Toronto, e.g. 'March 5, 2026' ('' when the time is unusable). */
  date: string;
  source: 'Google';
  /** The reviewer's photo, or null when there is none (show the initials avatar then). */
  avatar: string | null;
}

/**
 * `text` unchanged when it has at most `limit` characters; otherwise its first `limit` characters,
 * trailing whitespace removed, plus '...'. Characters are Unicode code points, so an emoji is never
 * cut in half.
 */
export function truncate(text: string, limit: number): string {
  const chars = Array.from(text);
  if (chars.length <= limit) return text;
  return `${chars
    .slice(0, Math.max(0, Math.floor(limit)))
    .join('')
    .trimEnd()}...`;
}

/** Whether `truncate(text, limit)` would cut the text (e.g. to show a 'Read more' button). */
export function isTruncated(text: string, limit: number): boolean {
  return Array.from(text).length > limit;
}

/** A rating as a whole number of stars from 0 to 5 (rounded; NaN and non-numbers give 0). */
export function clampRating(n: number): number {
  if (typeof n !== 'number' || Number.isNaN(n)) return 0;
  return Math.min(MAX_RATING, Math.max(0, Math.round(n)));
}

/** 'March 5, 2026' for a Unix time in seconds, in Toronto; '' when the time is not a finite number. */
export function formatReviewDate(unixSeconds: number): string {
  if (typeof unixSeconds !== 'number' || !Number.isFinite(unixSeconds)) return '';
  const date = new Date(unixSeconds * 1000);
  if (Number.isNaN(date.getTime())) return '';
  return reviewDateFormat.format(date);
}

// Intl rather than date-fns: the testimonials are on the home page's first load.
const reviewDateFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: REVIEW_TIME_ZONE,
  year: 'numeric',
  month: 'long',
  day: 'numeric',
});

/** Photo URLs the page may load: same-origin paths, https URLs and inline images. */
function safeAvatar(url: string | null | undefined): string | null {
  const value = typeof url === 'string' ? url.trim() : '';
  if (value === '') return null;
  if (/^\/(?!\/)/.test(value) || /^https:\/\//i.test(value) || /^data:image\//i.test(value)) return value;
  return null;
}

export function toReviewDisplay(review: Review): ReviewDisplay {
  const text = typeof review.text === 'string' ? review.text.trim() : '';
  return {
    id: String(review.id),
    name: typeof review.author_name === 'string' ? review.author_name.trim() : '',
    rating: clampRating(review.rating),
    quote: truncate(text, REVIEW_QUOTE_LIMIT),
    fullQuote: text,
    date: formatReviewDate(review.time),
    source: 'Google',
    avatar: safeAvatar(review.profile_photo_url),
  };
}

/**
 * Up to two upper-case initials: first letter of the first and of the last word
 * ('jane van doe' → 'JD', 'Madonna' → 'M', 'élodie durand' → 'ÉD'). Words without letters are
 * skipped; a name without any letter gives ''.
 */
export function initials(name: string): string {
  if (typeof name !== 'string') return '';
  const firstLetters: string[] = [];
  for (const word of name.normalize('NFC').split(/\s+/u)) {
    const letter = /\p{L}\p{M}*/u.exec(word);
    if (letter) firstLetters.push(letter[0]);
  }
  if (firstLetters.length === 0) return '';
  const picked = firstLetters.length === 1 ? firstLetters : [firstLetters[0]!, firstLetters[firstLetters.length - 1]!];
  return picked.map((letter) => letter.toUpperCase()).join('');
}

/** The SVG markup of the initials avatar: a blue square with white centred initials ('?' if none). */
export function initialsAvatarSvg(name: string): string {
  const text = escapeMarkup(initials(name) || '?');
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128">' +
    `<rect width="128" height="128" fill="${AVATAR_BACKGROUND}"/>` +
    '<text x="64" y="64" dy="0.35em" text-anchor="middle" fill="#FFFFFF" ' +
    'font-family="system-ui, -apple-system, Segoe UI, Roboto, Helvetica, Arial, sans-serif" ' +
    `font-size="52" font-weight="600">${text}</text>` +
    '</svg>'
  );
}

/**
 * A `data:image/svg+xml,...` URI of the initials avatar, for an `<img src>`. Needs `data:` in the
 * page's CSP `img-src`.
 */
export function initialsAvatarDataUri(name: string): string {
  return `data:image/svg+xml,${encodeURIComponent(initialsAvatarSvg(name))}`;
}
