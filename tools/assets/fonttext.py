#!/usr/bin/env python3
"""Text-to-outline helper for the asset scripts.

Turns a string into one SVG path (no font needed at display time), using the site's own
variable fonts from node_modules/@fontsource-variable (SIL OFL 1.1, outlines may be embedded).
Shaping (kerning) is done with HarfBuzz's `hb-shape`; outlines come from fontTools.

Needs: python3-fonttools, python3-brotli, libharfbuzz-bin (Debian packages).
"""
import json
import os
import subprocess
import tempfile
from functools import lru_cache

from fontTools.pens.svgPathPen import SVGPathPen
from fontTools.pens.transformPen import TransformPen
from fontTools.ttLib import TTFont
from fontTools.varLib import instancer

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), '..', '..'))
FONT_FILES = {
    'jakarta': 'node_modules/@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2',
    'inter': 'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
}
CACHE = os.path.join(tempfile.gettempdir(), 'lakeforge-fonts')


@lru_cache(maxsize=None)
def font_instance(family: str, weight: int) -> str:
    """Path of a static TTF instance of `family` at `weight` (cached in the temp dir)."""
    os.makedirs(CACHE, exist_ok=True)
    out = os.path.join(CACHE, f'{family}-{weight}.ttf')
    if not os.path.exists(out):
        font = TTFont(os.path.join(ROOT, FONT_FILES[family]))
        inst = instancer.instantiateVariableFont(font, {'wght': weight})
        inst.flavor = None
        inst.save(out)
    return out


@lru_cache(maxsize=None)
def _ttfont(path: str) -> TTFont:
    return TTFont(path)


def _num(v: float) -> str:
    s = f'{v:.1f}'.rstrip('0').rstrip('.')
    return '0' if s in ('-0', '') else s


def shape(text: str, family: str, weight: int):
    path = font_instance(family, weight)
    out = subprocess.run(
        ['hb-shape', path, text, '--output-format=json'],
        check=True, capture_output=True, text=True,
    ).stdout
    return path, json.loads(out)


def measure(text: str, size: float, family='jakarta', weight=700, tracking=0.0) -> float:
    path, glyphs = shape(text, family, weight)
    upem = _ttfont(path)['head'].unitsPerEm
    return sum(g['ax'] for g in glyphs) * size / upem + tracking * size * max(len(glyphs) - 1, 0)


def text_path(text: str, x: float, y: float, size: float, family='jakarta', weight=700,
              anchor='start', tracking=0.0) -> str:
    """SVG path data for `text` with its baseline at y. tracking is in em."""
    path, glyphs = shape(text, family, weight)
    font = _ttfont(path)
    upem = font['head'].unitsPerEm
    gs = font.getGlyphSet()
    scale = size / upem
    width = measure(text, size, family, weight, tracking)
    if anchor == 'middle':
        x -= width / 2
    elif anchor == 'end':
        x -= width
    pen = SVGPathPen(gs, ntos=_num)
    cx = 0.0
    for g in glyphs:
        name = g['g']
        tp = TransformPen(pen, (scale, 0, 0, -scale, x + (cx + g.get('dx', 0)) * scale, y - g.get('dy', 0) * scale))
        gs[name].draw(tp)
        cx += g['ax'] + tracking * upem
    return pen.getCommands()


if __name__ == '__main__':
    import sys
    print(text_path(sys.argv[1], 0, 40, 40))
