#!/usr/bin/env python3
"""Writes the blog covers (16:9, 1600x900) and the decorative page illustrations.

Outputs: public/images/blog/*.svg and public/images/illustrations/*.svg.
Run from the repo root: python3 tools/assets/make-illustrations.py
"""
import math
import os
import sys

sys.path.insert(0, os.path.dirname(__file__))
from svgkit import circle, lin, lines, rect, shadow, svg, text  # noqa: E402

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), '..', '..'))
NAVY, BLUE, TEAL, AMBER, SURF, INK, SLATE = '#0B1530', '#2454E6', '#12B5A5', '#F5A524', '#F6F8FC', '#0F172A', '#475569'

GRID = ('<pattern id="grid" width="64" height="64" patternUnits="userSpaceOnUse">'
        '<path d="M64 0H0v64" fill="none" stroke="#fff" stroke-opacity=".06"/></pattern>')


def card(x, y, w, h, fill='#fff', r=20):
    return f'<g filter="url(#sh)">{rect(x, y, w, h, fill, r)}</g>'


def arc(cx, cy, r, a0, a1):
    """Arc path from angle a0 to a1 (degrees, 0 = right, clockwise)."""
    x0, y0 = cx + r * math.cos(math.radians(a0)), cy + r * math.sin(math.radians(a0))
    x1, y1 = cx + r * math.cos(math.radians(a1)), cy + r * math.sin(math.radians(a1))
    large = 1 if (a1 - a0) % 360 > 180 else 0
    return f'M{x0:.1f} {y0:.1f}A{r} {r} 0 {large} 1 {x1:.1f} {y1:.1f}'


# ------------------------------------------------------------------------------------------ blog
def blog_speed():
    defs = (shadow('sh', 24, 32, '#000', .35) + GRID + lin('bg', [(0, '#0B1530'), (1, '#17307F')])
            + lin('g1', [(0, TEAL), (.6, BLUE), (1, AMBER)], 0, 0, 1, 0) + lin('bar', [(0, TEAL), (1, '#3BE0CF')], 0, 0, 1, 0))
    cx, cy, r = 1080, 520, 260
    b = [rect(0, 0, 1600, 900, 'url(#bg)'), rect(0, 0, 1600, 900, 'url(#grid)'),
         circle(1080, 480, 380, BLUE, ' opacity=".18"'), circle(300, 820, 260, TEAL, ' opacity=".10"'),
         f'<path d="{arc(cx, cy, r, 150, 390)}" fill="none" stroke="#fff" stroke-opacity=".1" stroke-width="44" stroke-linecap="round"/>',
         f'<path d="{arc(cx, cy, r, 150, 360)}" fill="none" stroke="url(#g1)" stroke-width="44" stroke-linecap="round"/>']
    for i in range(13):
        a = math.radians(150 + i * 20)
        r1, r2 = r - 48, r - (70 if i % 2 == 0 else 60)
        b.append(f'<path d="M{cx + r1 * math.cos(a):.1f} {cy + r1 * math.sin(a):.1f}L{cx + r2 * math.cos(a):.1f} {cy + r2 * math.sin(a):.1f}" '
                 'stroke="#fff" stroke-opacity=".45" stroke-width="5" stroke-linecap="round"/>')
    na = math.radians(338)
    b += [f'<path d="M{cx + 200 * math.cos(na):.1f} {cy + 200 * math.sin(na):.1f}L{cx - 14 * math.sin(na):.1f} {cy + 14 * math.cos(na):.1f}'
          f'L{cx + 14 * math.sin(na):.1f} {cy - 14 * math.cos(na):.1f}z" fill="#fff"/>',
          circle(cx, cy, 30, '#fff'), circle(cx, cy, 13, AMBER),
          text(cx, cy + 130, '0.9 s', 84, '#fff', 800, 'middle'), text(cx, cy + 180, 'LARGEST CONTENTFUL PAINT', 22, '#9DB6FF', 700, 'middle', ' letter-spacing="3"'),
          # browser card with a finished loading bar
          card(150, 210, 520, 400, '#fff', 24), circle(186, 246, 8, '#FF6B5E'), circle(212, 246, 8, '#FFC53D'), circle(238, 246, 8, '#3DCB6C'),
          rect(150, 278, 520, 8, '#E8EDF8'), rect(150, 278, 520, 8, 'url(#bar)'),
          rect(190, 320, 200, 24, INK, 8), lines(190, 364, [300, 250], '#DCE3F0', 14, 28, 7),
          rect(190, 440, 200, 130, '#DCE6FF', 16), f'<path d="M214 546l50-56 36 36 28-24 40 44z" fill="{BLUE}" opacity=".55"/>', circle(350, 470, 16, AMBER),
          rect(410, 440, 220, 58, '#E7F8F6', 14), text(430, 478, 'Performance', 20, '#0E7F75', 700), circle(600, 469, 18, TEAL),
          text(600, 475, '98', 16, '#fff', 800, 'middle'),
          rect(410, 512, 220, 58, '#FFF4E0', 14), text(430, 550, 'Page weight', 20, '#9A6206', 700), text(614, 550, '480 KB', 16, '#9A6206', 800, 'end'),
          f'<path d="M740 170l-70 150h56l-34 130 110-170h-62l44-110z" fill="{AMBER}"/>']
    return svg(1600, 900, ''.join(b), defs, 'Speedometer and a fast-loading web page')


def blog_local_seo():
    defs = (shadow('sh', 20, 28, NAVY, .2) + lin('bg', [(0, '#EEF3FF'), (1, '#F6F8FC')], 0, 0, 0, 1)
            + lin('lake', [(0, '#2F6BF0'), (1, '#5A8CFF')], 0, 0, 1, 0) + lin('esc', [(0, '#0E8F83'), (1, '#12B5A5')], 0, 0, 1, 0))
    b = [rect(0, 0, 1600, 900, 'url(#bg)'),
         # the map: lake at the top, shoreline, escarpment band, street grid
         f'<path d="M0 0h1600v210q-200 60-420 20t-460 30-420-10T0 250z" fill="url(#lake)"/>',
         '<path d="M0 250q140 30 300 10t420-30 460-30 420 20" fill="none" stroke="#fff" stroke-opacity=".5" stroke-width="6"/>',
         '<path d="M0 560q200-70 420-40t480-40 420 10 280-20v90q-140 30-280 20t-420-10-480 40-420 40T0 650z" fill="url(#esc)" opacity=".85"/>',
         '<path d="M0 560q200-70 420-40t480-40 420 10 280-20" fill="none" stroke="#0B5E56" stroke-width="6"/>']
    for x in range(80, 1600, 150):
        b.append(f'<path d="M{x} 290V900" stroke="#D5DEEF" stroke-width="10"/>')
    for y in (340, 430, 720, 810):
        b.append(f'<path d="M0 {y}H1600" stroke="#D5DEEF" stroke-width="10"/>')
    b += ['<path d="M0 900L620 290" stroke="#FFE2A8" stroke-width="18"/>',
          circle(1200, 120, 70, '#fff', ' opacity=".12"'), circle(1240, 140, 40, '#fff', ' opacity=".12"')]
    for (px, py, col, s) in [(330, 420, '#94A3B8', .7), (1010, 760, '#94A3B8', .7), (560, 770, '#94A3B8', .7)]:
        b.append(f'<g transform="translate({px} {py}) scale({s})"><path d="M0-90c-34 0-58 24-58 56 0 42 58 94 58 94s58-52 58-94c0-32-24-56-58-56z" fill="{col}"/>{circle(0, -36, 20, "#fff")}</g>')
    b += [f'<g transform="translate(760 470)"><ellipse cx="0" cy="70" rx="70" ry="18" fill="{NAVY}" opacity=".15"/>'
          f'<path d="M0-170c-66 0-112 46-112 108 0 82 112 188 112 188s112-106 112-188c0-62-46-108-112-108z" fill="{AMBER}"/>'
          f'{circle(0, -64, 50, "#fff")}'
          '<path d="M0-92l8.5 17.2 19 2.8-13.7 13.3 3.2 18.9L0-48.7l-17 8.9 3.2-18.9-13.7-13.3 19-2.8z" fill="#F5A524"/></g>',
          # search card and ranking
          card(1040, 280, 460, 300, '#fff', 24), rect(1070, 310, 400, 56, SURF, 28, ' stroke="#DCE3F0" stroke-width="2"'),
          circle(1102, 338, 11, 'none', f' stroke="{BLUE}" stroke-width="4"'), f'<path d="M1110 346l9 9" stroke="{BLUE}" stroke-width="4" stroke-linecap="round"/>',
          text(1130, 346, 'near me', 22, INK, 600)]
    for i in range(3):
        yy = 392 + i * 60
        b += [rect(1070, yy, 400, 48, '#FFF7E8' if i == 0 else '#fff', 12, '' if i else ' stroke="#F5A524" stroke-width="2"'),
              circle(1098, yy + 24, 14, AMBER if i == 0 else '#CBD5E1'), text(1098, yy + 30, str(i + 1), 15, '#fff', 800, 'middle'),
              rect(1124, yy + 12, 180 - i * 30, 11, INK if i == 0 else '#94A3B8', 5), rect(1124, yy + 29, 120, 8, '#CBD5E1', 4)]
        if i == 0:
            b += [''.join(f'<circle cx="{1340 + k * 22}" cy="{yy + 24}" r="7" fill="{AMBER}"/>' for k in range(5))]
    b += [card(100, 640, 380, 160, '#fff', 24), text(130, 690, 'Calls from Maps', 24, SLATE, 700), text(130, 756, '+64%', 56, INK, 800),
          f'<path d="M340 760l36-30 30 16 44-44" fill="none" stroke="{TEAL}" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/>']
    return svg(1600, 900, ''.join(b), defs, 'Map of a lakeside city with a top-ranked local business pin')


def blog_calendar():
    defs = (shadow('sh', 24, 32, '#061034', .35) + lin('bg', [(0, '#12B5A5'), (.55, '#1F6FD6'), (1, '#2454E6')])
            + lin('ph1', [(0, '#FFD08A'), (1, '#F5A524')]) + lin('ph2', [(0, '#7FE8DC'), (1, '#12B5A5')]) + lin('ph3', [(0, '#9DB6FF'), (1, '#2454E6')]))
    b = [rect(0, 0, 1600, 900, 'url(#bg)'), circle(1450, 120, 260, '#fff', ' opacity=".08"'), circle(120, 860, 220, '#fff', ' opacity=".08"'),
         card(130, 130, 900, 640, '#fff', 28), text(180, 210, 'June', 40, INK, 800), text(310, 210, 'Content plan', 26, SLATE, 600),
         rect(850, 176, 130, 44, SURF, 22), text(915, 205, 'Week', 18, SLATE, 700, 'middle')]
    days = 'MON TUE WED THU FRI SAT SUN'.split()
    cw, ch = 118, 120
    for i, d in enumerate(days):
        b.append(text(180 + i * cw + 4, 262, d, 15, '#94A3B8', 700, extra=' letter-spacing="2"'))
    posts = {(0, 0): ('ph1', 'Reel'), (0, 2): ('ph2', 'Post'), (0, 4): ('ph3', 'Story'), (1, 1): ('ph3', 'Post'), (1, 3): ('ph1', 'Reel'),
             (1, 5): ('ph2', 'Live'), (2, 0): ('ph2', 'Post'), (2, 2): ('ph1', 'Story'), (2, 4): ('ph3', 'Reel'), (3, 1): ('ph1', 'Post'),
             (3, 3): ('ph2', 'Reel'), (3, 6): ('ph3', 'Post')}
    for r_ in range(4):
        for k in range(7):
            x, y = 180 + k * cw, 282 + r_ * ch
            b.append(rect(x, y, cw - 12, ch - 12, SURF, 14))
            b.append(text(x + 12, y + 26, str(r_ * 7 + k + 2), 15, '#94A3B8', 700))
            if (r_, k) in posts:
                g, lab = posts[(r_, k)]
                b += [rect(x + 10, y + 38, cw - 32, 54, f'url(#{g})', 10), text(x + 20, y + 108, lab, 13, SLATE, 700)]
    sun = circle(230, 170, 34, '#fff', ' opacity=".55"')
    bubble = circle(96, 428, 12, 'none', ' stroke="#0F172A" stroke-width="3.5"')
    b += [f'<g transform="translate(1110 150) rotate(6)">{card(0, 0, 320, 620, NAVY, 44)}{rect(14, 14, 292, 592, "#fff", 32)}'
          f'{circle(54, 66, 20, "url(#ph2)")}{rect(84, 54, 120, 12, INK, 6)}{rect(84, 74, 80, 9, "#CBD5E1", 4)}'
          f'{rect(14, 104, 292, 292, "url(#ph1)")}<path d="M14 396l90-110 70 70 50-40 82 80z" fill="#fff" opacity=".35"/>{sun}'
          f'<path d="M42 440c-5-4-14-9-14-17 0-5 4-8 8-8 3 0 5 1.5 6 3.5 1-2 3-3.5 6-3.5 4 0 8 3 8 8 0 8-9 13-14 17z" fill="#EF4444"/>'
          f'{bubble}{lines(30, 470, [250, 200, 140], "#E2E8F0", 12, 24, 6)}</g>',
         card(1040, 680, 300, 110, '#fff', 22), circle(1090, 735, 26, TEAL), '<path d="M1078 735l9 9 17-18" fill="none" stroke="#fff" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>',
         text(1130, 728, '12 posts', 24, INK, 800), text(1130, 758, 'scheduled', 18, SLATE, 600)]
    return svg(1600, 900, ''.join(b), defs, 'Social media content calendar with scheduled posts')


# ---------------------------------------------------------------------------------- illustrations
def hero_grid():
    """Transparent network/grid texture for dark hero sections (1440x900)."""
    import random
    rnd = random.Random(7)
    b = ['<defs><radialGradient id="fade" cx=".7" cy=".4" r=".7"><stop offset="0" stop-color="#fff"/>'
         '<stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>'
         '<mask id="m"><rect width="1440" height="900" fill="url(#fade)"/></mask>'
         '<pattern id="g" width="72" height="72" patternUnits="userSpaceOnUse"><path d="M72 0H0v72" fill="none" stroke="#9DB6FF" stroke-opacity=".3"/></pattern></defs>',
         '<g mask="url(#m)"><rect width="1440" height="900" fill="url(#g)"/>']
    nodes = [(rnd.randrange(1, 20) * 72, rnd.randrange(1, 12) * 72) for _ in range(26)]
    for i, (x, y) in enumerate(nodes):
        for (x2, y2) in nodes[i + 1:i + 3]:
            if abs(x - x2) + abs(y - y2) < 500:
                b.append(f'<path d="M{x} {y}H{x2}V{y2}" fill="none" stroke="#2454E6" stroke-opacity=".55" stroke-width="2"/>')
    for i, (x, y) in enumerate(nodes):
        col = (TEAL, '#6F93FF', AMBER)[i % 3]
        b.append(circle(x, y, 5 if i % 3 else 7, col, ' opacity=".9"'))
        if i % 5 == 0:
            b.append(circle(x, y, 16, 'none', f' stroke="{col}" stroke-opacity=".4" stroke-width="2"'))
    b.append('</g>')
    return ('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1440 900" aria-hidden="true">' + ''.join(b) + '</svg>')


def about_journey():
    defs = shadow('sh', 14, 18, NAVY, .16) + lin('sky', [(0, '#EAF0FF'), (1, '#F6F8FC')], 0, 0, 0, 1) + lin('lake', [(0, '#5A8CFF'), (1, BLUE)], 0, 0, 0, 1)
    b = [rect(0, 0, 800, 600, 'url(#sky)', 32), circle(640, 120, 54, '#FFE2A8'),
         '<path d="M0 330l120-40 60 10 90-60h200l60 30 110-20 160 40v310H0z" fill="#12B5A5" opacity=".25"/>',
         '<path d="M0 360l150-50 40 8 80-54h210l50 24 100-16 170 40v288H0z" fill="#0E8F83"/>',
         '<path d="M0 430q200-30 400 0t400 0v170H0z" fill="url(#lake)"/>',
         '<path d="M60 470q60-10 120 0M420 500q60-10 120 0M600 460q50-8 100 0" stroke="#fff" stroke-opacity=".5" stroke-width="5" stroke-linecap="round" fill="none"/>',
         f'<path d="M110 560C200 470 300 560 400 470S560 330 660 250" fill="none" stroke="#fff" stroke-width="10" stroke-dasharray="2 22" stroke-linecap="round"/>']
    for (x, y, col, lab, lx) in [(110, 560, AMBER, 'First site', 110), (400, 470, TEAL, 'Growing', 400), (660, 250, BLUE, 'Today', 560)]:
        b += [card(lx - 60, y - 100 + (70 if lx != x else 0), 120, 44, '#fff', 22), text(lx, y - 71 + (70 if lx != x else 0), lab, 18, INK, 800, 'middle'),
              circle(x, y, 22, '#fff'), circle(x, y, 13, col)]
    b += ['<path d="M660 228V150" stroke="#0B1530" stroke-width="5" stroke-linecap="round"/>',
          f'<path d="M662 150h56l-14 18 14 18h-56z" fill="{AMBER}"/>']
    return svg(800, 600, ''.join(b), defs, '')


def careers():
    defs = shadow('sh', 14, 20, NAVY, .16) + lin('bg', [(0, '#EAF0FF'), (1, '#E7F8F6')])
    b = [rect(0, 0, 800, 600, 'url(#bg)', 32), circle(650, 110, 90, AMBER, ' opacity=".18"'), circle(110, 500, 110, TEAL, ' opacity=".14"'),
         card(180, 150, 440, 290, NAVY, 22), rect(198, 168, 404, 250, '#13214A', 10),
         rect(222, 196, 160, 16, '#6F93FF', 8), lines(222, 230, [300, 240, 320, 180], '#2A3C74', 10, 22, 5),
         rect(222, 330, 110, 60, TEAL, 12), rect(346, 330, 110, 60, BLUE, 12), rect(470, 330, 110, 60, AMBER, 12),
         '<path d="M140 440h520l-30 34H170z" fill="#CBD5E1"/>']
    people = [(120, 230, '#F1C7A5', '#6B4430', BLUE), (690, 250, '#8D5A3B', '#231713', TEAL), (400, 70, '#D6A07A', '#4A2A1C', AMBER)]
    for (x, y, skin, hair, shirt) in people:
        b += [card(x - 60, y - 60, 120, 120, '#fff', 60), f'<clipPath id="c{x}"><circle cx="{x}" cy="{y}" r="52"/></clipPath>',
              f'<g clip-path="url(#c{x})">{circle(x, y, 52, "#EEF3FF")}<path d="M{x - 44} {y + 60}c0-30 20-44 44-44s44 14 44 44z" fill="{shirt}"/>'
              f'{circle(x, y - 8, 22, skin)}<path d="M{x - 23} {y - 10}c-2-20 8-32 23-32s26 12 23 32c-6-12-14-16-23-16s-17 4-23 16z" fill="{hair}"/></g>']
    b += ['<path d="M176 236q90 20 110-40M624 256q-60 30-90-20M400 130q0 20 0 40" fill="none" stroke="#94A3B8" stroke-width="3" stroke-dasharray="6 8"/>',
          card(520, 460, 210, 80, '#fff', 18), circle(560, 500, 20, TEAL), '<path d="M551 500l6 6 12-12" fill="none" stroke="#fff" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>',
          rect(592, 486, 110, 12, INK, 6), rect(592, 506, 76, 9, '#CBD5E1', 4.5)]
    return svg(800, 600, ''.join(b), defs, '')


def contact():
    defs = shadow('sh', 14, 20, NAVY, .16) + lin('bg', [(0, '#EAF0FF'), (1, '#F6F8FC')]) + lin('pl', [(0, '#5A8CFF'), (1, BLUE)])
    b = [rect(0, 0, 800, 600, 'url(#bg)', 32), circle(620, 150, 110, TEAL, ' opacity=".12"'),
         '<path d="M90 470C220 420 240 300 380 290" fill="none" stroke="#94A3B8" stroke-width="4" stroke-dasharray="4 14" stroke-linecap="round"/>',
         card(160, 250, 400, 260, '#fff', 22),
         f'<path d="M160 272l200 140 200-140" fill="none" stroke="{BLUE}" stroke-width="6" stroke-linejoin="round" opacity=".25"/>',
         f'<path d="M380 290l290-170-120 320-70-90z" fill="url(#pl)"/><path d="M480 350l190-230-190 140z" fill="#1A3FC2"/>'
         f'<path d="M480 350l0 70 40-40z" fill="#0B1530" opacity=".4"/>',
         card(80, 110, 230, 96, '#fff', 22), circle(128, 158, 24, TEAL),
         '<path d="M116 160l8 8 16-16" fill="none" stroke="#fff" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>',
         rect(166, 140, 110, 14, INK, 7), rect(166, 164, 80, 10, '#CBD5E1', 5),
         card(540, 420, 200, 110, '#fff', 22),
         f'<path d="M590 448c-16 0-28 12-28 27 0 20 28 45 28 45s28-25 28-45c0-15-12-27-28-27z" fill="{AMBER}"/>', circle(590, 474, 9, '#fff'),
         rect(632, 458, 84, 12, INK, 6), rect(632, 480, 60, 10, '#CBD5E1', 5)]
    return svg(800, 600, ''.join(b), defs, '')


def not_found():
    defs = shadow('sh', 14, 20, NAVY, .16) + lin('bg', [(0, '#EAF0FF'), (1, '#F6F8FC')]) + lin('t', [(0, BLUE), (1, TEAL)], 0, 0, 1, 0)
    dial = circle(0, 0, 54, '#fff', ' stroke="#CBD5E1" stroke-width="6"')
    b = [rect(0, 0, 800, 600, 'url(#bg)', 32),
         f'<path d="M60 470q120-60 220-10t200-20 260 10" fill="none" stroke="#CBD5E1" stroke-width="14" stroke-linecap="round"/>',
         '<path d="M60 470q120-60 220-10t200-20 260 10" fill="none" stroke="#fff" stroke-width="3" stroke-dasharray="14 16"/>',
         text(400, 330, '404', 210, 'url(#t)', 800, 'middle', ' letter-spacing="-6"'),
         f'<g transform="translate(610 150) rotate(18)"><path d="M0-70c-32 0-54 22-54 52 0 38 54 88 54 88s54-50 54-88c0-30-22-52-54-52z" fill="{AMBER}"/>{circle(0, -18, 19, "#fff")}</g>',
         f'<g transform="translate(170 150)">{dial}'
         f'<path d="M0-38l12 38-12 38-12-38z" fill="{BLUE}"/><path d="M0 0l12 0-12 38z" fill="#94A3B8"/>{circle(0, 0, 6, NAVY)}</g>',
         circle(280, 460, 10, AMBER), circle(480, 440, 10, TEAL)]
    return svg(800, 600, ''.join(b), defs, '')


FILES = {
    'blog/website-speed-small-business': blog_speed,
    'blog/local-seo-hamilton-guide': blog_local_seo,
    'blog/social-media-content-calendar': blog_calendar,
    'illustrations/hero-grid': hero_grid,
    'illustrations/about-journey': about_journey,
    'illustrations/careers': careers,
    'illustrations/contact': contact,
    'illustrations/not-found': not_found,
}

if __name__ == '__main__':
    only = sys.argv[1:]
    for key, fn in FILES.items():
        if only and key not in only:
            continue
        out = fn()
        path = os.path.join(ROOT, 'public', 'images', key + '.svg')
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, 'w') as f:
            f.write(out)
        print(f'{key}.svg  {len(out)} B')
