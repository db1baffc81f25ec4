import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { createFontStack } from '@capsizecss/core';
import { fromFile } from '@capsizecss/unpack/fs';
import { create, type Font } from 'fontkitten';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import fontRanges from './fontRanges.json';
import { REST_OF_LATIN_FACES, unicodeRangeSpans } from './restOfLatinFonts';
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

/** The font file that fonts.css serves for `family`. */
const servedFontFile = (family: string) =>
  join(import.meta.dirname, faceRule(css, family).match(/url\('([^']+)'\)/)![1]!);

const root = join(import.meta.dirname, '../..');

/**
 * Every character the site's own code and content can put on a page: the text of the string literals,
 * template literals and JSX of src/ (not its comments, nor tests), and the whole of its Markdown and JSON.
 */
function copyCharacters(): Set<string> {
  const files = execFileSync('git', ['ls-files', 'src'], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter((file) => /\.(tsx?|md|json)$/.test(file) && !/\.test\.|test-support|testSetup/.test(file));
  const characters = new Set<string>();
  // Control characters (the line breaks of an .ics file) are never drawn.
  const add = (text: string) => [...text.replace(/\p{Cc}/gu, '')].forEach((character) => characters.add(character));
  for (const file of files) {
    const text = readFileSync(join(root, file), 'utf8');
    if (!/\.tsx?$/.test(file)) {
      add(text);
      continue;
    }
    const visit = (node: ts.Node): void => {
      if (ts.isStringLiteralLike(node) || ts.isJsxText(node) || ts.isTemplateLiteralToken(node)) add(node.text);
      ts.forEachChild(node, visit);
    };
    visit(ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX));
  }
  return characters;
}

/** The code points of a CSS unicode-range ("U+0020-007E,U+00A9"). */
const codePointsOf = (range: string) =>
  unicodeRangeSpans(range).flatMap(([first, last]) =>
    Array.from({ length: last - first + 1 }, (_, index) => first + index),
  );

const fontFile = (path: string) => create(readFileSync(path)) as Font;
/** The second file the app declares for `family` (its URL, as Vite serves the source, is the file's path). */
const restFontFile = (family: string) => join(root, REST_OF_LATIN_FACES.find((face) => face.family === family)!.url);

/** The two web fonts, and the Latin file of its package that each is cut from. */
const WEB_FONTS = [
  ['Inter Variable', '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2'],
  [
    'Plus Jakarta Sans Variable',
    '@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2',
  ],
] as const;

// Arial is not free to ship, so its stand-in is Arimo, which has Arial's advance widths and vertical
// metrics (the fallback faces name both).
const arial = await fromFile(packageFile('@fontsource/arimo/files/arimo-latin-400-normal.woff2'));

describe('fonts', () => {
  it.each([
    ['Inter Fallback', 'Inter Variable'],
    ['Plus Jakarta Sans Fallback', 'Plus Jakarta Sans Variable'],
  ])('sizes %s to the metrics of the font file served, so the swap shifts no text', async (family, webFont) => {
    const expected = overrides(createFontStack([await fromFile(servedFontFile(webFont)), arial]).fontFaces, family);
    expect(Object.keys(expected)).toHaveLength(4);
    expect(overrides(css, family)).toEqual(expected);
  });

  // The files every page preloads are the fonts' cores (tools/assets/subset-fonts.py): a character of the copy left
  // out would show in the fallback face.
  it.each(WEB_FONTS)(
    '%s keeps every character of the copy that the Latin file it is cut from has',
    (family, original) => {
      const served = fontFile(servedFontFile(family));
      const full = fontFile(packageFile(original));
      const codePoints = [...copyCharacters()].map((character) => character.codePointAt(0)!);
      const dropped = codePoints.filter(
        (code) => full.hasGlyphForCodePoint(code) && !served.hasGlyphForCodePoint(code),
      );
      expect(codePoints.filter((code) => served.hasGlyphForCodePoint(code)).length).toBeGreaterThan(90);
      expect(dropped.map((code) => String.fromCodePoint(code))).toEqual([]);
    },
  );

  it.each(WEB_FONTS)('%s keeps every printable ASCII character in the file every page loads', (family) => {
    const served = fontFile(servedFontFile(family));
    const missing = codePointsOf('U+0020-007E').filter((code) => !served.hasGlyphForCodePoint(code));
    expect(missing.map((code) => String.fromCodePoint(code))).toEqual([]);
  });

  // The rest of each font's Latin file is in a second file that a page downloads only when it shows one of
  // its characters (restOfLatinFonts.ts declares it with the rest's unicode-range).
  it.each(WEB_FONTS)(
    '%s has every character of the rest of its Latin file in the second file, and none of the first',
    (family, original) => {
      const full = fontFile(packageFile(original));
      const served = fontFile(servedFontFile(family));
      const rest = fontFile(restFontFile(family));
      const restCodes = codePointsOf(fontRanges.rest).filter((code) => full.hasGlyphForCodePoint(code));
      expect(restCodes.length).toBeGreaterThan(90);
      expect(
        restCodes.filter((code) => !rest.hasGlyphForCodePoint(code)).map((code) => String.fromCodePoint(code)),
      ).toEqual([]);
      // A character of the first file in the rest's range would make every page download the second.
      expect(
        restCodes.filter((code) => served.hasGlyphForCodePoint(code)).map((code) => String.fromCodePoint(code)),
      ).toEqual([]);
    },
  );

  it('declares the second files for the web fonts of fonts.css, with their weights', () => {
    for (const { family, weight } of REST_OF_LATIN_FACES) {
      expect(faceRule(css, family)).toContain(`font-weight: ${weight};`);
    }
    expect(REST_OF_LATIN_FACES.map(({ family }) => family)).toEqual(['Inter Variable', 'Plus Jakarta Sans Variable']);
  });

  it('puts each fallback face right after its web font', () => {
    expect(theme.fonts.body).toMatch(/^'Inter Variable', 'Inter Fallback',/);
    expect(theme.fonts.heading).toMatch(/^'Plus Jakarta Sans Variable', 'Plus Jakarta Sans Fallback',/);
  });
});
