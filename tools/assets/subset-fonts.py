#!/usr/bin/env python3
"""Writes the site's two web fonts, each in two files cut from the @fontsource-variable Latin files.

Outputs, in src/assets/fonts/:
- inter-latin-wght-normal.woff2 and plus-jakarta-sans-latin-wght-normal.woff2, the "core" of each font: printable
  ASCII and the few other characters the copy uses (src/app/fontRanges.json, "core"). Every page preloads them
  (the same names as the files they come from, so a page's HTML keeps its length).
- inter-latin-rest-wght-normal.woff2 and plus-jakarta-sans-latin-rest-wght-normal.woff2: the rest of what a page
  may show but its copy does not use (fontRanges.json, "rest": the rest of Latin-1, the accented letters a visitor
  types in a form or a reviewer's name brings, and a few more punctuation marks and symbols). The app declares
  them with that unicode-range (src/app/restOfLatinFonts.ts), so a browser downloads one only for a page that
  shows such a character.
- each font's licence beside them.
Run from the repo root after `npm ci`: /usr/bin/python3 tools/assets/subset-fonts.py

What each file keeps besides its characters: the OpenType features browsers apply by default (so text renders
exactly as from the package's file: Inter's contextual alternates included), the whole weight axis, and every
name record (copyright and licence). What goes: the rest of the Latin subset (Latin Extended letters, rarer
symbols), the features only CSS turns on (tabular and fraction figures: the site asks for none) and hinting.
The core files are downloaded before a phone's largest paint, which they delay (issue #44). src/app/fonts.test.ts
checks that every character of the site's copy has a glyph in both core files and that the two ranges share none.
"""
import json
import os
import shutil

from fontTools import subset

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), '..', '..'))
OUT = os.path.join(ROOT, 'src', 'assets', 'fonts')
FONTS = {
    'inter': 'inter-latin-wght-normal.woff2',
    'plus-jakarta-sans': 'plus-jakarta-sans-latin-wght-normal.woff2',
}
with open(os.path.join(ROOT, 'src', 'app', 'fontRanges.json')) as ranges_file:
    RANGES = json.load(ranges_file)
# Chromium's, Firefox's and WebKit's default features, those these fonts have.
FEATURES = 'kern,liga,clig,calt,ccmp,locl,mark,mkmk,rlig,rvrn'

os.makedirs(OUT, exist_ok=True)
for package, name in FONTS.items():
    source = os.path.join(ROOT, 'node_modules', '@fontsource-variable', package)
    for part, output in (('core', name), ('rest', name.replace('-latin-', '-latin-rest-'))):
        subset.main([
            os.path.join(source, 'files', name),
            f'--unicodes={RANGES[part]}',
            f'--layout-features={FEATURES}',
            '--name-IDs=*',
            '--name-languages=*',
            '--no-hinting',
            '--flavor=woff2',
            f'--output-file={os.path.join(OUT, output)}',
        ])
        print(output, os.path.getsize(os.path.join(source, 'files', name)), '→', os.path.getsize(os.path.join(OUT, output)))
    shutil.copyfile(os.path.join(source, 'LICENSE'), os.path.join(OUT, f'{package}-LICENSE.txt'))
