#!/usr/bin/env python3
"""Writes the Lakeforge Digital mark and logos, then renders the PNG app icons.

Outputs: public/favicon.svg, public/images/logo.svg, public/images/logo-light.svg,
public/apple-touch-icon.png, public/icons/icon-192.png, public/icons/icon-512.png and the maskable
public/icons/maskable-192.png, public/icons/maskable-512.png.
Run from the repo root: python3 tools/assets/make-logos.py   (needs rsvg-convert for the PNGs)
"""
import os
import subprocess
import sys

sys.path.insert(0, os.path.dirname(__file__))
from fonttext import measure, text_path  # noqa: E402

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), '..', '..'))
PUB = os.path.join(ROOT, 'public')

# The mark, drawn on a 40x40 grid: a blue tile, an "L" whose top is cut like the escarpment's
# ridge, a teal wave for the lake under its foot, and an amber forge spark.
TILE_GRAD = ('<linearGradient id="{id}" x1="0" y1="0" x2="40" y2="40" gradientUnits="userSpaceOnUse">'
             '<stop offset="0" stop-color="#3566F2"/><stop offset="1" stop-color="#1C3FC2"/></linearGradient>')


def mark(gid: str, x: float = 0, detail: bool = True) -> str:
    wave = ('<path d="M9 33.5c2.2-1.6 4.3-1.6 6.5 0s4.3 1.6 6.5 0 4.3-1.6 6.5 0 4.3 1.6 6.5 0" fill="none" '
            'stroke="#2EE0CD" stroke-width="2.6" stroke-linecap="round"/>') if detail else \
           '<path d="M9 33.5h22" stroke="#2EE0CD" stroke-width="3.2" stroke-linecap="round"/>'
    return (f'<g transform="translate({x} 0)">'
            f'<rect width="40" height="40" rx="10" fill="url(#{gid})"/>'
            '<path d="M10 8.5l7.5 3.2V22.5H31V28H10z" fill="#fff"/>'
            f'{wave}'
            '<path d="M28 6.5l1.4 4.1 4.1 1.4-4.1 1.4L28 17.5l-1.4-4.1-4.1-1.4 4.1-1.4z" fill="#F5A524"/>'
            '</g>')


def write(path: str, svg: str) -> None:
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, 'w') as f:
        f.write(svg)
    print(f'{os.path.relpath(path, ROOT)}  {len(svg.encode())} B')


def favicon() -> str:
    return ('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40">'
            f'<defs>{TILE_GRAD.format(id="t")}</defs>{mark("t")}</svg>')


def logo(dark_bg: bool) -> str:
    size, x0 = 18.5, 50
    first, second = 'Lakeforge', 'Digital'
    w1 = measure(first + ' ', size, 'jakarta', 800)
    d1 = text_path(first, x0, 27, size, 'jakarta', 800)
    d2 = text_path(second, x0 + w1, 27, size, 'jakarta', 500)
    c1, c2 = ('#FFFFFF', '#9DB6FF') if dark_bg else ('#0B1530', '#2454E6')
    width = round(x0 + w1 + measure(second, size, 'jakarta', 500) + 2)
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width} 40" role="img" aria-label="Lakeforge Digital">'
            f'<defs>{TILE_GRAD.format(id="t")}</defs>{mark("t")}'
            f'<path fill="{c1}" d="{d1}"/><path fill="{c2}" d="{d2}"/></svg>')


def app_icon(transform: str = 'translate(5 5) scale(.75)') -> str:
    # Full-bleed square (iOS and Android round the corners themselves), mark scaled with padding.
    return ('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40">'
            '<defs><linearGradient id="b" x1="0" y1="0" x2="40" y2="40" gradientUnits="userSpaceOnUse">'
            '<stop offset="0" stop-color="#3566F2"/><stop offset="1" stop-color="#1C3FC2"/></linearGradient></defs>'
            '<rect width="40" height="40" fill="url(#b)"/>'
            f'<g transform="{transform}">'
            '<path d="M10 8.5l7.5 3.2V22.5H31V28H10z" fill="#fff"/>'
            '<path d="M9 33.5c2.2-1.6 4.3-1.6 6.5 0s4.3 1.6 6.5 0 4.3-1.6 6.5 0 4.3 1.6 6.5 0" fill="none" stroke="#2EE0CD" stroke-width="2.6" stroke-linecap="round"/>'
            '<path d="M28 6.5l1.4 4.1 4.1 1.4-4.1 1.4L28 17.5l-1.4-4.1-4.1-1.4 4.1-1.4z" fill="#F5A524"/>'
            '</g></svg>')


# The drawing of the mark spans about x 7.7-36.3, y 6.5-35.6 on its 40-unit grid (centre 22, 21).
MARK_CENTRE = (22.0, 21.0)
MARK_HALF_DIAGONAL = 20.5


def maskable_transform(safe_radius: float = 16.0) -> str:
    """Scales the mark so that it fits, with room to spare, in the maskable safe zone: the centred circle
    of radius 40% of the icon (16 of 40 units) that every platform mask keeps visible."""
    scale = round(safe_radius * 0.8 / MARK_HALF_DIAGONAL, 3)
    x, y = (round(20 - c * scale, 2) for c in MARK_CENTRE)
    return f'translate({x} {y}) scale({scale})'


def png(svg: str, out: str, size: int) -> None:
    os.makedirs(os.path.dirname(out), exist_ok=True)
    subprocess.run(['rsvg-convert', '-w', str(size), '-h', str(size), '-o', out], input=svg.encode(), check=True)
    subprocess.run(['pngquant', '--force', '--skip-if-larger', '--quality=80-100', '--output', out, out], check=False)
    print(f'{os.path.relpath(out, ROOT)}  {os.path.getsize(out)} B')


if __name__ == '__main__':
    write(os.path.join(PUB, 'favicon.svg'), favicon())
    write(os.path.join(PUB, 'images', 'logo.svg'), logo(False))
    write(os.path.join(PUB, 'images', 'logo-light.svg'), logo(True))
    icon = app_icon()
    write(os.path.join(ROOT, 'tools', 'assets', 'templates', 'app-icon.svg'), icon)
    png(icon, os.path.join(PUB, 'apple-touch-icon.png'), 180)
    png(icon, os.path.join(PUB, 'icons', 'icon-192.png'), 192)
    png(icon, os.path.join(PUB, 'icons', 'icon-512.png'), 512)
    # Maskable icons (manifest purpose "maskable"): the same tile, the mark well inside the safe zone.
    maskable = app_icon(maskable_transform())
    write(os.path.join(ROOT, 'tools', 'assets', 'templates', 'app-icon-maskable.svg'), maskable)
    png(maskable, os.path.join(PUB, 'icons', 'maskable-192.png'), 192)
    png(maskable, os.path.join(PUB, 'icons', 'maskable-512.png'), 512)
