#!/usr/bin/env python3
"""Writes the illustrated team portraits and the reviewer avatar (1:1, 400x400).

Flat, friendly illustrations built from one shared bust template with per-person hair, skin,
clothing and accessories. Run from the repo root: python3 tools/assets/make-people.py
"""
import os
import sys

sys.path.insert(0, os.path.dirname(__file__))
from svgkit import svg  # noqa: E402

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), '..', '..'))


def shade(hex_, f):
    """Darken (f<1) or lighten (f>1) a colour."""
    r, g, b = (int(hex_[i:i + 2], 16) for i in (1, 3, 5))
    if f < 1:
        r, g, b = (int(c * f) for c in (r, g, b))
    else:
        r, g, b = (int(c + (255 - c) * (f - 1)) for c in (r, g, b))
    return f'#{r:02X}{g:02X}{b:02X}'


def person(*, bg, bg2, skin, hair, hair_back='', hair_front='', clothes='', extras='', brows='#2B1D16', beard='',
           mouth='smile', label=''):
    sk_d = shade(skin, .86)
    defs = (f'<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="{bg}"/>'
            f'<stop offset="1" stop-color="{bg2}"/></linearGradient>'
            '<clipPath id="c"><rect width="400" height="400"/></clipPath>')
    mouth_d = ('<path d="M184 236q16 14 32 0" fill="none" stroke="#7A3B2E" stroke-width="5" stroke-linecap="round"/>'
               if mouth == 'smile' else
               '<path d="M181 232q19 18 38 0z" fill="#7A3B2E"/><path d="M186 234h28l-2 4h-24z" fill="#fff"/>')
    body = f'''<g clip-path="url(#c)"><rect width="400" height="400" fill="url(#bg)"/>
<circle cx="200" cy="212" r="150" fill="#fff" opacity=".35"/>
{hair_back.format(h=hair, hd=shade(hair, .8))}
<path d="M176 240h48v52q-24 18-48 0z" fill="{sk_d}"/>
{clothes}
<ellipse cx="137" cy="186" rx="12" ry="17" fill="{sk_d}"/><ellipse cx="263" cy="186" rx="12" ry="17" fill="{sk_d}"/>
<path d="M200 92c40 0 64 30 64 76v12c0 50-30 84-64 84s-64-34-64-84v-12c0-46 24-76 64-76z" fill="{skin}"/>
{beard}
<ellipse cx="176" cy="188" rx="6.5" ry="7.5" fill="#1F1A17"/><ellipse cx="224" cy="188" rx="6.5" ry="7.5" fill="#1F1A17"/>
<circle cx="178" cy="185" r="2" fill="#fff"/><circle cx="226" cy="185" r="2" fill="#fff"/>
<path d="M162 168q14-9 28-3M210 165q14-6 28 3" fill="none" stroke="{brows}" stroke-width="5.5" stroke-linecap="round"/>
<path d="M200 194v18q0 5-7 5" fill="none" stroke="{sk_d}" stroke-width="4" stroke-linecap="round"/>
{mouth_d}
<ellipse cx="160" cy="214" rx="11" ry="7" fill="#F28C7A" opacity=".22"/><ellipse cx="240" cy="214" rx="11" ry="7" fill="#F28C7A" opacity=".22"/>
{hair_front.format(h=hair, hd=shade(hair, .8), hl=shade(hair, 1.25))}
{extras}</g>'''
    return svg(400, 400, body, defs, label)


PEOPLE = {
    # Founder / CEO: short side-parted hair, trimmed beard, navy blazer.
    'team/daniel-mercer': dict(
        label='Illustrated portrait of Daniel Mercer', bg='#DCE6FF', bg2='#B9CCFF', skin='#F1C7A5', hair='#6B4430', brows='#4A2E20',
        hair_front='<path d="M134 184c-8-64 20-100 68-100 40 0 66 24 66 64l-4 32c-6-30-22-48-44-54-30 6-58 2-76-6-6 14-8 36-10 64z" fill="{h}"/>'
                   '<path d="M176 96c20-6 46-4 62 8-22-4-44-2-62-8z" fill="{hl}" opacity=".5"/>',
        beard='<path d="M138 200c4 44 30 66 62 66s58-22 62-66c-8 20-18 30-30 32-12-10-52-10-64 0-12-2-22-12-30-32z" fill="#6B4430" opacity=".9"/>'
              '<path d="M178 226q22-10 44 0q-22 4-44 0z" fill="#5A3826"/>',
        clothes='<path d="M40 400c0-70 50-110 124-114l36 26 36-26c74 4 124 44 124 114z" fill="#1B2A55"/>'
                '<path d="M168 286l32 36 32-36-8 114h-48z" fill="#E4ECFF"/>'
                '<path d="M200 322l-10 12 10 66 10-66z" fill="#2454E6"/>'
                '<path d="M164 286l-26 18 30 40 32-22zM236 286l26 18-30 40-32-22z" fill="#24366B"/>'
                '<path d="M120 360h40" stroke="#F5A524" stroke-width="0"/>'),
    # Co-founder & creative director: long dark hair with a side part, amber top, small gold earrings.
    'team/priya-raman': dict(
        label='Illustrated portrait of Priya Raman', bg='#FFEBC7', bg2='#FFD58A', skin='#C68A64', hair='#231A1D', brows='#231A1D',
        hair_back='<path d="M120 180c-4-70 30-104 82-104 52 0 86 36 80 104l14 150c-40 26-150 26-190 0z" fill="{h}"/>',
        hair_front='<path d="M134 190c-6-64 22-100 70-100 42 0 68 32 62 100-10-34-26-56-50-66-18 26-48 44-82 66z" fill="{h}"/>'
                   '<path d="M214 98c24 8 40 28 46 56-10-22-24-38-46-56z" fill="{hl}" opacity=".45"/>',
        clothes='<path d="M46 400c2-66 48-104 118-110 8 22 20 30 36 30s28-8 36-30c70 6 116 44 118 110z" fill="#F5A524"/>'
                '<path d="M164 290c8 22 20 30 36 30s28-8 36-30" fill="none" stroke="#D88A0F" stroke-width="5"/>',
        extras='<circle cx="137" cy="210" r="5.5" fill="#F5C451"/><circle cx="263" cy="210" r="5.5" fill="#F5C451"/>'),
    # Lead developer: short black hair, round glasses, teal hoodie.
    'team/marcus-chen': dict(
        label='Illustrated portrait of Marcus Chen', bg='#CFF4EF', bg2='#9FE5DC', skin='#EDC49C', hair='#15171C', brows='#15171C',
        hair_front='<path d="M134 176c-8-60 22-96 68-96 44 0 70 30 66 96-4-26-14-42-28-50-26 10-62 8-88-2-10 10-16 28-18 52z" fill="{h}"/>'
                   '<path d="M150 112c20-16 56-22 84-10-30-2-58 2-84 10z" fill="{hl}" opacity=".6"/>',
        clothes='<path d="M44 400c0-68 48-104 120-110 10 14 22 22 36 22s26-8 36-22c72 6 120 42 120 110z" fill="#12B5A5"/>'
                '<path d="M150 292c14 26 30 36 50 36s36-10 50-36" fill="none" stroke="#0E9488" stroke-width="14" stroke-linecap="round"/>'
                '<path d="M184 330v40M216 330v40" stroke="#E7FBF8" stroke-width="4" stroke-linecap="round"/>'
                '<circle cx="184" cy="372" r="4" fill="#E7FBF8"/><circle cx="216" cy="372" r="4" fill="#E7FBF8"/>',
        extras='<g fill="none" stroke="#0F172A" stroke-width="5"><rect x="150" y="168" width="48" height="40" rx="16"/>'
               '<rect x="202" y="168" width="48" height="40" rx="16"/><path d="M198 184q2-4 4 0M150 182l-12-4M250 182l12-4"/></g>'
               '<path d="M158 176l12-4" stroke="#fff" stroke-width="4" stroke-linecap="round" opacity=".7"/>'),
    # Marketing lead: voluminous curly hair, blue blazer over white top.
    'team/sofia-alvarez': dict(
        label='Illustrated portrait of Sofia Alvarez', bg='#E5E0FF', bg2='#C7BDFF', skin='#D6A07A', hair='#4A2A1C', brows='#3A2116', mouth='open',
        hair_back=''.join(f'<circle cx="{x}" cy="{y}" r="{r}" fill="{{h}}"/>' for x, y, r in
                          [(200, 92, 56), (146, 112, 44), (254, 112, 44), (122, 160, 40), (278, 160, 40), (116, 212, 38),
                           (284, 212, 38), (126, 262, 36), (274, 262, 36), (150, 296, 30), (250, 296, 30)]),
        hair_front='<path d="M138 170c0-52 26-80 62-80 38 0 64 28 62 80-12-24-30-40-52-44-4 14-30 30-72 44z" fill="{h}"/>'
                   + ''.join(f'<circle cx="{x}" cy="{y}" r="{r}" fill="{{hl}}" opacity=".35"/>' for x, y, r in [(176, 98, 10), (236, 116, 8), (130, 220, 8)]),
        clothes='<path d="M48 400c2-66 46-104 116-110l36 60 36-60c70 6 114 44 116 110z" fill="#2454E6"/>'
                '<path d="M164 290l36 60 36-60-10 110h-52z" fill="#FFFFFF"/>'
                '<path d="M164 290l-22 14 34 60 24-14zM236 290l22 14-34 60-24-14z" fill="#1B44C8"/>',
        extras='<circle cx="136" cy="208" r="7" fill="none" stroke="#F5A524" stroke-width="3"/><circle cx="264" cy="208" r="7" fill="none" stroke="#F5A524" stroke-width="3"/>'),
    # Reviewer: short natural hair, green sweater.
    'reviewers/reviewer-1': dict(
        label='Illustrated reviewer avatar', bg='#D9F3E6', bg2='#AEE3C9', skin='#8D5A3B', hair='#231713', brows='#1A110E',
        hair_front=''.join(f'<circle cx="{x}" cy="{y}" r="{r}" fill="{{h}}"/>' for x, y, r in
                           [(200, 96, 40), (164, 104, 34), (236, 104, 34), (142, 136, 26), (258, 136, 26), (138, 164, 16), (262, 164, 16)]),
        clothes='<path d="M48 400c2-66 46-104 116-110 8 16 20 24 36 24s28-8 36-24c70 6 114 44 116 110z" fill="#2F8F6A"/>'
                '<path d="M164 290c8 16 20 24 36 24s28-8 36-24" fill="none" stroke="#23704F" stroke-width="10" stroke-linecap="round"/>',
        extras='<circle cx="137" cy="206" r="5" fill="#F5C451"/><circle cx="263" cy="206" r="5" fill="#F5C451"/>'),
}

if __name__ == '__main__':
    for key, kw in PEOPLE.items():
        out = person(**kw)
        path = os.path.join(ROOT, 'public', 'images', key + '.svg')
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, 'w') as f:
            f.write(out)
        print(f'{key}.svg  {len(out)} B')
