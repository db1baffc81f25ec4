import { describe, expect, it } from 'vitest';

/**
 * One house style for the whole site's copy: the content modules and every page's and component's
 * own text. docs/product.md quotes the texts with straight apostrophes ('Let's Connect'), so the site uses
 * them everywhere; times read '9:00 AM', as the booking wizard shows them.
 */
const sources = import.meta.glob<string>(['/src/**/*.{ts,tsx,md}', '!/src/**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

function findAll(pattern: RegExp): string[] {
  return Object.entries(sources).flatMap(([file, text]) =>
    [...text.matchAll(pattern)].map((match) => `${file}: ${match[0]}`),
  );
}

describe('copy style', () => {
  it('reads the site sources (the check has something to check)', () => {
    expect(Object.keys(sources)).toContain('/src/content/company.ts');
    expect(Object.keys(sources).length).toBeGreaterThan(50);
  });

  it('uses straight apostrophes only', () => {
    expect(findAll(/.{0,20}[\u2018\u2019].{0,20}/g)).toEqual([]);
  });

  it('writes clock times one way: "9:00 AM"', () => {
    const times = findAll(/\b\d{1,2}(?::\d{2})?\s*[AaPp]\.?\s?[Mm]\b\.?/g);
    expect(times.length).toBeGreaterThan(0);
    expect(times.filter((time) => !/: \d{1,2}:\d{2} [AP]M$/.test(time))).toEqual([]);
  });
});
