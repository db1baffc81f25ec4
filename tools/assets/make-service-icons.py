#!/usr/bin/env python3
"""Writes the two-tone service icons (48x48) to public/images/icons/services/.

Style: blue (#2454E6) 2.5-unit round-cap outlines for the object, teal (#12B5A5) solid fills for
the accent, on a transparent background. Run from the repo root: python3 tools/assets/make-service-icons.py
"""
import os

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), '..', '..'))
OUT = os.path.join(ROOT, 'public', 'images', 'icons', 'services')
B = '#2454E6'
T = '#12B5A5'

# Each icon: (teal accent shapes, blue outline shapes). Outline group gets stroke attributes.
ICONS = {
    'web-development': (
        f'<path d="M19 25.5l-4 3.8 4 3.7M29 25.5l4 3.8-4 3.7M26 23.5l-4 11" fill="none" stroke="{T}" stroke-width="2.5"/>'
        f'<circle cx="11" cy="13" r="1.4" fill="{T}"/><circle cx="15.5" cy="13" r="1.4" fill="{T}"/>',
        '<rect x="5" y="7" width="38" height="34" rx="5"/><path d="M5 18h38"/>'),
    'wordpress-development': (
        f'<rect x="14" y="20" width="20" height="6" rx="1.5" fill="{T}"/><rect x="14" y="30" width="9" height="6" rx="1.5" fill="{T}" opacity=".55"/>',
        '<rect x="8" y="5" width="32" height="38" rx="5"/><path d="M14 12.5h12"/><path d="M27 33h7" /><path d="M30.5 29.5v7"/>'),
    'ads': (
        f'<circle cx="22" cy="26" r="4.5" fill="{T}"/>',
        '<circle cx="22" cy="26" r="16"/><circle cx="22" cy="26" r="9.5"/><path d="M22 26L35 13"/><path d="M35 13V8l4-4v5h5l-4 4z"/>'),
    'mobile-app-development': (
        f'<rect x="19" y="14" width="4.5" height="4.5" rx="1.2" fill="{T}"/><rect x="25" y="14" width="4.5" height="4.5" rx="1.2" fill="{T}"/>'
        f'<rect x="19" y="20" width="4.5" height="4.5" rx="1.2" fill="{T}"/><rect x="25" y="20" width="4.5" height="4.5" rx="1.2" fill="{T}" opacity=".55"/>',
        '<rect x="13" y="4" width="22" height="40" rx="5"/><path d="M21.5 38.5h5"/><path d="M20 30h8"/>'),
    'digital-marketing': (
        f'<path d="M35 17.5c2 1.7 3 3.9 3 6.5s-1 4.8-3 6.5M39 13c3 2.9 4.5 6.6 4.5 11S42 32.1 39 35" fill="none" stroke="{T}" stroke-width="2.5"/>',
        '<path d="M8 18h6l15-8v28l-15-8H8a2 2 0 01-2-2v-8a2 2 0 012-2z"/><path d="M14 18v12"/><path d="M11 30l2.5 9h5L16 30"/>'),
    'social-media': (
        f'<path d="M29.5 33.6c-.5 0-4.8-2.9-4.8-6 0-1.6 1.2-2.9 2.7-2.9 1 0 1.7.5 2.1 1.2.4-.7 1.1-1.2 2.1-1.2 1.5 0 2.7 1.3 2.7 2.9 0 3.1-4.3 6-4.8 6z" fill="{T}"/>',
        '<path d="M7 9h22a3 3 0 013 3v4"/><path d="M7 9a3 3 0 00-3 3v13a3 3 0 003 3h3v6l6-6"/>'
        '<path d="M19 22a3 3 0 013-3h17a3 3 0 013 3v13a3 3 0 01-3 3h-1v5.5l-5.5-5.5H22a3 3 0 01-3-3z"/>'),
    'seo': (
        f'<rect x="13" y="20" width="4" height="7" rx="1" fill="{T}"/><rect x="19" y="16" width="4" height="11" rx="1" fill="{T}"/><rect x="25" y="12" width="4" height="15" rx="1" fill="{T}"/>',
        '<circle cx="21" cy="20" r="14"/><path d="M31 30l11 11"/>'),
    'maintenance': (
        f'<path d="M19.5 24.5l3.2 3.2 6.3-6.4" fill="none" stroke="{T}" stroke-width="3"/>',
        '<path d="M24 4.5l3 .3.9 4.4 3 1.3 3.8-2.5 4.4 4.4-2.5 3.8 1.3 3 4.4.9v6.2l-4.4.9-1.3 3 2.5 3.8-4.4 4.4-3.8-2.5-3 1.3-.9 4.4h-6.2l-.9-4.4-3-1.3-3.8 2.5-4.4-4.4 2.5-3.8-1.3-3-4.4-.9v-6.2l4.4-.9 1.3-3-2.5-3.8 4.4-4.4 3.8 2.5 3-1.3.9-4.4z"/><circle cx="24" cy="24.5" r="9"/>'),
    'graphic-design': (
        f'<path d="M6 36C12 20 24 12 42 10" fill="none" stroke="{T}" stroke-width="2.5"/><rect x="3" y="33" width="6" height="6" rx="1" fill="{T}"/><rect x="39" y="7" width="6" height="6" rx="1" fill="{T}"/>',
        '<path d="M24 18l8 8-6 13H14l-3-3V26z"/><path d="M11.5 38.5l7.6-7.6"/><circle cx="21" cy="29" r="2.5"/><path d="M24 18l3-3 9 9-3 3"/>'),
    'content': (
        f'<path d="M30 36l10.5-10.5a2.5 2.5 0 013.5 3.5L33.5 39.5 29 40.5z" fill="{T}"/>',
        '<path d="M34 21V9a4 4 0 00-4-4H12a4 4 0 00-4 4v30a4 4 0 004 4h12"/><path d="M14 14h14M14 21h14M14 28h8"/>'),
    'social-media-posts': (
        f'<path d="M10 25l6-6.5 5 5 3.5-3.5 5.5 5V26a1 1 0 01-1 1H11a1 1 0 01-1-1z" fill="{T}"/><circle cx="26.5" cy="13.5" r="2.5" fill="{T}"/>',
        '<rect x="5" y="5" width="30" height="33" rx="4"/><path d="M11 32.5h11"/><path d="M41 11v27a5 5 0 01-5 5H11"/>'),
    'short-form-videos': (
        f'<path d="M21 18.5l9 5.5-9 5.5z" fill="{T}"/>',
        '<rect x="12" y="4" width="24" height="40" rx="5"/><path d="M17 38.5h14"/><path d="M17 9h6"/><circle cx="24" cy="24" r="10"/>'),
    'email-design': (
        f'<rect x="15" y="7" width="18" height="16" rx="2" fill="{T}"/><path d="M19 12h10M19 16.5h6" stroke="#fff" stroke-width="2" fill="none"/>',
        '<path d="M6 20l6-4.5M42 20l-6-4.5"/><path d="M6 20v19a3 3 0 003 3h30a3 3 0 003-3V20"/><path d="M6 20l18 12 18-12"/><path d="M6.8 41.5l13.4-12M41.2 41.5l-13.4-12"/>'),
    'blog-post': (
        f'<rect x="11" y="11" width="26" height="11" rx="2" fill="{T}"/>',
        '<rect x="5" y="5" width="38" height="38" rx="5"/><path d="M11 28h26M11 34h17"/>'),
    'one-off-design': (
        f'<circle cx="20.5" cy="21.5" r="5" fill="{T}"/><path d="M22 32l6-10.5 6 10.5z" fill="{T}" opacity=".55"/>',
        '<path d="M3 11h5M11 3v5M45 11h-5M37 3v5M3 37h5M11 45v-5M45 37h-5M37 45v-5"/><rect x="11" y="11" width="26" height="26" rx="2"/>'),
}


def icon(accent: str, outline: str) -> str:
    return ('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48" fill="none">'
            f'<g stroke="{B}" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round">{outline}</g>'
            f'<g stroke-linecap="round" stroke-linejoin="round">{accent}</g></svg>')


if __name__ == '__main__':
    os.makedirs(OUT, exist_ok=True)
    for name, (accent, outline) in ICONS.items():
        svg = icon(accent, outline)
        with open(os.path.join(OUT, f'{name}.svg'), 'w') as f:
            f.write(svg)
        print(f'{name}.svg  {len(svg)} B')
