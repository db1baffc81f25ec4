#!/usr/bin/env python3
"""Writes the site's two web fonts, cut down from the @fontsource-variable Latin files to what a page shows.

Outputs: src/assets/fonts/inter-latin-wght-normal.woff2 and plus-jakarta-sans-latin-wght-normal.woff2 (the same
names as the files they come from, so a page's HTML keeps its length), and each font's licence beside them.
Run from the repo root after `npm ci`: /usr/bin/python3 tools/assets/subset-fonts.py

What is kept: printable ASCII, the whole of Latin-1 (the accented letters a visitor may type in a form) and
the punctuation and symbols listed in UNICODES; the OpenType features browsers apply by default (so kept
text renders exactly as before: Inter's contextual alternates included), the whole weight axis, and every
name record (copyright and licence). What goes: the rest of the Latin subset (Latin Extended letters,
rarer symbols), the features only CSS turns on (tabular and fraction figures: the site asks for none) and
hinting. Inter 48,256 → 34,704 bytes, Plus Jakarta Sans 27,348 → 22,308 (issue #44: the two fonts are
downloaded before a phone's largest paint, which they delay). src/app/fonts.test.ts checks that every
character of the site's copy has a glyph in both.
"""
import os
import shutil

from fontTools import subset

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), '..', '..'))
OUT = os.path.join(ROOT, 'src', 'assets', 'fonts')
FONTS = {
    'inter': 'inter-latin-wght-normal.woff2',
    'plus-jakarta-sans': 'plus-jakarta-sans-latin-wght-normal.woff2',
}
UNICODES = ('U+0020-007E,U+00A0-00FF,U+0131,U+0152-0153,U+2013-2014,U+2018-201E,U+2022,U+2026,U+2039-203A,'
            'U+20AC,U+2122,U+2190-2193,U+2212,U+2264-2265')
# Chromium's, Firefox's and WebKit's default features, those these fonts have.
FEATURES = 'kern,liga,clig,calt,ccmp,locl,mark,mkmk,rlig,rvrn'

os.makedirs(OUT, exist_ok=True)
for package, name in FONTS.items():
    source = os.path.join(ROOT, 'node_modules', '@fontsource-variable', package)
    subset.main([
        os.path.join(source, 'files', name),
        f'--unicodes={UNICODES}',
        f'--layout-features={FEATURES}',
        '--name-IDs=*',
        '--name-languages=*',
        '--no-hinting',
        '--flavor=woff2',
        f'--output-file={os.path.join(OUT, name)}',
    ])
    shutil.copyfile(os.path.join(source, 'LICENSE'), os.path.join(OUT, f'{package}-LICENSE.txt'))
    print(name, os.path.getsize(os.path.join(source, 'files', name)), '→', os.path.getsize(os.path.join(OUT, name)))
