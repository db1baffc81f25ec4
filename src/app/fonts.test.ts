import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { createFontStack } from '@capsizecss/core';
import { fromFile } from '@capsizecss/unpack/fs';
import { describe, expect, it } from 'vitest';
import { theme } from './theme';

const css = readFileSync(join(import.meta.dirname, 'fonts.css'), 'utf8');
const packageFile = createRequire(import.meta.url).resolve;

/** The @font-face rule of `family` in a stylesheet. */
function faceRule(stylesheet: string, family: string): string {
  const rule = stylesheet
    .split('@font-face')
    .find((block) => block.includes(`font-family: "${family}"`) || block.includes(`font-family: '${family}'`));
  if (!rule) throw new Error(`No @font-face for ${family}`);
  return rule;
}

/** The four metric overrides of one @font-face rule of a stylesheet. */
function overrides(stylesheet: string, family: string): Record<string, string> {
  return Object.fromEntries(
    [
      ...faceRule(stylesheet, family).matchAll(
        /(ascent-override|descent-override|line-gap-override|size-adjust):\s*([\d.]+%)/g,
      ),
    ].map((m) => [m[1]!, m[2]!]),
  );
}

/** The metrics of the font file that fonts.css serves for `family`. */
function servedFontMetrics(family: string) {
  const url = faceRule(css, family).match(/url\('([^']+)'\)/)![1]!;
  return fromFile(packageFile(url));
}

// Arial is not free to ship, so its stand-in is Arimo, which has Arial's advance widths and vertical
// metrics (the fallback faces name both).
const arial = await fromFile(packageFile('@fontsource/arimo/files/arimo-latin-400-normal.woff2'));

describe('fonts', () => {
  it.each([
    ['Inter Fallback', 'Inter Variable'],
    ['Plus Jakarta Sans Fallback', 'Plus Jakarta Sans Variable'],
  ])('sizes %s to the metrics of the font file served, so the swap shifts no text', async (family, webFont) => {
    const expected = overrides(createFontStack([await servedFontMetrics(webFont), arial]).fontFaces, family);
    expect(Object.keys(expected)).toHaveLength(4);
    expect(overrides(css, family)).toEqual(expected);
  });

  it('puts each fallback face right after its web font', () => {
    expect(theme.fonts.body).toMatch(/^'Inter Variable', 'Inter Fallback',/);
    expect(theme.fonts.heading).toMatch(/^'Plus Jakarta Sans Variable', 'Plus Jakarta Sans Fallback',/);
  });
});
