import { describe, expect, it } from 'vitest';
import {
  AVATAR_BACKGROUND,
  CAROUSEL_QUOTE_LIMIT,
  REVIEW_QUOTE_LIMIT,
  type Review,
  clampRating,
  formatReviewDate,
  initials,
  initialsAvatarDataUri,
  initialsAvatarSvg,
  isTruncated,
  toReviewDisplay,
  truncate,
} from './reviews';

const review: Review = {
  id: 'r1',
  author_name: 'Jane Doe',
  rating: 5,
  text: 'Great work on our website.',
  time: 1772730000, // 2026-03-05T17:00:00Z
  author_url: 'https://www.google.com/maps/contrib/1',
  profile_photo_url: '/images/reviews/jane.webp',
};

describe('constants', () => {
  it('match docs/product.md', () => {
    expect(CAROUSEL_QUOTE_LIMIT).toBe(100);
    expect(REVIEW_QUOTE_LIMIT).toBe(200);
    expect(AVATAR_BACKGROUND).toBe('#2454E6');
  });
});

describe('truncate', () => {
  it.each([
    ['shorter than the limit', 'short', 10, 'short'],
    ['exactly the limit', 'abcdefghij', 10, 'abcdefghij'],
    ['one over the limit', 'abcdefghijk', 10, 'abcdefghij...'],
    ['trailing space at the cut', 'abcd efghij', 5, 'abcd...'],
    ['several trailing spaces and a newline at the cut', 'ab \n  cdef', 6, 'ab...'],
    ['empty', '', 5, ''],
    ['limit 0', 'abc', 0, '...'],
    ['emoji never cut in half', '😀😀😀', 2, '😀😀...'],
    ['emoji within the limit counts as one character', '😀😀', 2, '😀😀'],
  ])('%s', (_label, text, limit, expected) => {
    expect(truncate(text, limit)).toBe(expected);
  });

  it('cuts a 250-character quote to 200 + ...', () => {
    const text = 'a'.repeat(250);
    expect(truncate(text, REVIEW_QUOTE_LIMIT)).toBe(`${'a'.repeat(200)}...`);
    expect(truncate(text, CAROUSEL_QUOTE_LIMIT)).toBe(`${'a'.repeat(100)}...`);
  });

  it('leaves leading whitespace alone and does not touch an untruncated text', () => {
    expect(truncate('  keep me  ', 20)).toBe('  keep me  ');
  });

  it('isTruncated tells whether truncate cuts', () => {
    expect(isTruncated('a'.repeat(100), CAROUSEL_QUOTE_LIMIT)).toBe(false);
    expect(isTruncated('a'.repeat(101), CAROUSEL_QUOTE_LIMIT)).toBe(true);
    expect(isTruncated('😀😀', 2)).toBe(false);
  });
});

describe('clampRating', () => {
  it.each([
    [5, 5],
    [0, 0],
    [3, 3],
    [4.4, 4],
    [4.5, 5],
    [7, 5],
    [-2, 0],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 5],
    [Number.NEGATIVE_INFINITY, 0],
  ])('%s → %s', (input, expected) => {
    expect(clampRating(input)).toBe(expected);
  });

  it('treats a non-number as 0', () => {
    expect(clampRating('5' as unknown as number)).toBe(0);
    expect(clampRating(undefined as unknown as number)).toBe(0);
  });
});

describe('formatReviewDate', () => {
  it.each([
    [1772730000, 'March 5, 2026'], // 2026-03-05T17:00Z
    [1772771400, 'March 5, 2026'], // 2026-03-06T04:30Z = 23:30 EST on March 5
    [1772773200, 'March 6, 2026'], // 2026-03-06T05:00Z = midnight EST
    [1782878399, 'June 30, 2026'], // 2026-07-01T03:59:59Z = 23:59:59 EDT
    [1782878400, 'July 1, 2026'],
    [0, 'December 31, 1969'],
  ])('%s → %s', (seconds, expected) => {
    expect(formatReviewDate(seconds)).toBe(expected);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, 1e20])('%s → empty', (seconds) => {
    expect(formatReviewDate(seconds)).toBe('');
  });
});

describe('toReviewDisplay', () => {
  it('maps a short review', () => {
    expect(toReviewDisplay(review)).toEqual({
      id: 'r1',
      name: 'Jane Doe',
      rating: 5,
      quote: 'Great work on our website.',
      fullQuote: 'Great work on our website.',
      date: 'March 5, 2026',
      source: 'Google',
      avatar: '/images/reviews/jane.webp',
    });
  });

  it('cuts a long quote at 200 characters and keeps the full text', () => {
    const text = `${'word '.repeat(39)}wordX and then some more text that goes past the limit`;
    const display = toReviewDisplay({ ...review, text });
    expect(text.length).toBeGreaterThan(200);
    expect(display.fullQuote).toBe(text);
    expect(display.quote).toBe(`${text.slice(0, 200).trimEnd()}...`);
    expect(display.quote.endsWith('...')).toBe(true);
    expect(display.quote.length).toBeLessThanOrEqual(203);
  });

  it('a 200-character text is not cut', () => {
    const text = 'b'.repeat(200);
    expect(toReviewDisplay({ ...review, text }).quote).toBe(text);
  });

  it.each([
    ['empty', '', null],
    ['blank', '   ', null],
    ['https', 'https://example.com/p.jpg', 'https://example.com/p.jpg'],
    ['inline image', 'data:image/png;base64,AAAA', 'data:image/png;base64,AAAA'],
    ['plain http', 'http://example.com/p.jpg', null],
    ['protocol-relative', '//evil.example/p.jpg', null],
    ['javascript', 'javascript:alert(1)', null],
  ])('avatar from a %s photo url', (_label, url, expected) => {
    expect(toReviewDisplay({ ...review, profile_photo_url: url }).avatar).toBe(expected);
  });

  it('clamps the rating and tolerates a bad time', () => {
    const display = toReviewDisplay({ ...review, rating: 9, time: Number.NaN });
    expect(display.rating).toBe(5);
    expect(display.date).toBe('');
  });
});

describe('initials', () => {
  it.each([
    ['Jane Doe', 'JD'],
    ['Madonna', 'M'],
    ['jane van der doe', 'JD'],
    ['  jane   doe  ', 'JD'],
    ['élodie durand', 'ÉD'],
    ['e\u0301lodie', 'É'], // decomposed accent is composed first
    ['Łukasz Żak', 'ŁŻ'],
    ["Seán O'Brien", 'SO'],
    ['"Bob" Smith', 'BS'],
    ['(Jane) - Doe', 'JD'],
    ['李小龙', '李'],
    ['Jane Doe 🚀', 'JD'],
    ['<script>alert(1)</script>', 'S'],
    ['<b onmouseover="x">', 'BO'],
    ['', ''],
    ['   ', ''],
    ['123 !!!', ''],
  ])('%j → %j', (name, expected) => {
    expect(initials(name)).toBe(expected);
  });
});

describe('initialsAvatarDataUri', () => {
  it('is an SVG data URI with the blue background and white centred initials', () => {
    const uri = initialsAvatarDataUri('Jane Doe');
    expect(uri.startsWith('data:image/svg+xml,')).toBe(true);
    const svg = decodeURIComponent(uri.slice('data:image/svg+xml,'.length));
    expect(svg).toBe(initialsAvatarSvg('Jane Doe'));
    expect(svg).toContain('xmlns="http://www.w3.org/2000/svg"');
    expect(svg).toContain('fill="#2454E6"');
    expect(svg).toContain('fill="#FFFFFF"');
    expect(svg).toContain('text-anchor="middle"');
    expect(svg).toMatch(/>JD<\/text>/);
    expect(svg).toMatch(/width="(\d+)" height="\1"/); // square
  });

  it('uses ? when the name has no letters', () => {
    expect(initialsAvatarSvg('')).toMatch(/>\?<\/text>/);
  });

  it.each([
    '<script>alert(1)</script>',
    '"quoted" \'single\'',
    'a & b',
    'x" onload="alert(1)',
    '%00 %3Cscript%3E',
    '#hash ?query',
  ])('the URI has no raw markup, quote, #, % or space for %j', (name) => {
    const uri = initialsAvatarDataUri(name);
    const body = uri.slice('data:image/svg+xml,'.length);
    expect(body).not.toMatch(/[<>"'#\s]/);
    expect(() => decodeURIComponent(body)).not.toThrow();
    const svg = decodeURIComponent(body);
    expect(svg).not.toContain('<script');
    expect(svg.match(/<text/g)).toHaveLength(1);
  });
});
