import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createFontStack } from '@capsizecss/core';
import arial from '@capsizecss/metrics/arial';
import inter from '@capsizecss/metrics/inter';
import plusJakartaSans from '@capsizecss/metrics/plusJakartaSans';
import { describe, expect, it } from 'vitest';
import { theme } from './theme';

const css = readFileSync(join(import.meta.dirname, 'fonts.css'), 'utf8');

/** The four metric overrides of one @font-face rule of a stylesheet. */
function overrides(stylesheet: string, family: string): Record<string, string> {
  const rule = stylesheet
    .split('@font-face')
    .find((block) => block.includes(`font-family: "${family}"`) || block.includes(`font-family: '${family}'`));
  if (!rule) throw new Error(`No @font-face for ${family}`);
  return Object.fromEntries(
    [...rule.matchAll(/(ascent-override|descent-override|line-gap-override|size-adjust):\s*([\d.]+%)/g)].map((m) => [
      m[1]!,
      m[2]!,
    ]),
  );
}

describe('fonts', () => {
  it.each([
    ['Inter Fallback', inter],
    ['Plus Jakarta Sans Fallback', plusJakartaSans],
  ])('sizes %s to the web font’s metrics, so the swap shifts no text', (family, metrics) => {
    const expected = overrides(createFontStack([metrics, arial]).fontFaces, family);
    expect(Object.keys(expected)).toHaveLength(4);
    expect(overrides(css, family)).toEqual(expected);
  });

  it('puts each fallback face right after its web font', () => {
    expect(theme.fonts.body).toMatch(/^'Inter Variable', 'Inter Fallback',/);
    expect(theme.fonts.heading).toMatch(/^'Plus Jakarta Sans Variable', 'Plus Jakarta Sans Fallback',/);
  });
});
