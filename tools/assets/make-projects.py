#!/usr/bin/env python3
"""Writes the portfolio mock-ups (3:2, 1200x800) to public/images/projects/.

Each is an original illustration of the site, app or campaign made for the client, in the client's
own colour scheme. Run from the repo root: python3 tools/assets/make-projects.py
"""
import math
import os
import sys

sys.path.insert(0, os.path.dirname(__file__))
from fonttext import measure  # noqa: E402
from svgkit import browser, circle, lin, lines, phone, rect, shadow, svg, text  # noqa: E402

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), '..', '..'))
OUT = os.path.join(ROOT, 'public', 'images', 'projects')
W, H = 1200, 800


def star(cx, cy, r, fill):
    pts = []
    for i in range(10):
        a = -math.pi / 2 + i * math.pi / 5
        rr = r if i % 2 == 0 else r * 0.45
        pts.append(f'{cx + rr * math.cos(a):.1f},{cy + rr * math.sin(a):.1f}')
    return f'<polygon points="{" ".join(pts)}" fill="{fill}"/>'


def stars(x, y, r, fill, count=5, gap=None):
    gap = gap or r * 2.3
    return ''.join(star(x + i * gap, y, r, fill) for i in range(count))


def check(x, y, s, color, sw=3):
    return (f'<path d="M{x} {y}l{s * .35:.1f} {s * .35:.1f} {s * .65:.1f}-{s * .7:.1f}" fill="none" stroke="{color}" '
            f'stroke-width="{sw}" stroke-linecap="round" stroke-linejoin="round"/>')


def nav(items, x_end, y, size, fill, gap=30, weight=600):
    """Menu items laid out right-to-left so that the last one ends at x_end."""
    out, x = [], x_end
    for item in reversed(items):
        x -= measure(item, size, 'inter', weight)
        out.append(text(round(x), y, item, size, fill, weight))
        x -= gap
    return ''.join(out)


def card(x, y, w, h, fill='#FFFFFF', r=16, shadow_=True):
    f = ' filter="url(#sh2)"' if shadow_ else ''
    return f'<g{f}>{rect(x, y, w, h, fill, r)}</g>'


def car(x, y, s, body, glass, accent, wheel='#0B0B0D', rim='#9A9AA3'):
    """Side view of a stretch sedan, 460 wide at s=1, origin at its top-left."""
    return (f'<g transform="translate({x} {y}) scale({s})">'
            f'<path d="M6 62q-6 0-6-8v-6q0-10 14-14l60-6 50-22q10-4 22-4h170q14 0 24 8l36 22 50 6q30 4 30 22v6q0 6-6 6H6z" fill="{body}"/>'
            f'<path d="M136 28l46-20q6-3 14-3h60v23zM266 5h56q10 0 18 6l28 17H266z" fill="{glass}"/>'
            f'<path d="M20 44h420" stroke="{accent}" stroke-width="2" opacity=".8"/>'
            f'<circle cx="96" cy="62" r="22" fill="{wheel}"/><circle cx="96" cy="62" r="11" fill="{rim}"/>'
            f'<circle cx="376" cy="62" r="22" fill="{wheel}"/><circle cx="376" cy="62" r="11" fill="{rim}"/>'
            f'<rect x="430" y="34" width="22" height="6" rx="3" fill="{accent}"/></g>')


# ---------------------------------------------------------------------------------------------
def apply_buddies_platform():
    V, D, M, A, L = '#6246EA', '#24185F', '#22C993', '#FF8A5B', '#F6F4FE'
    defs = shadow() + shadow('sh2', 10, 14, '#24185F', .14) + lin('bg', [(0, '#EEEAFF'), (1, '#D9D0FF')])
    ink, mute = '#1E1B3A', '#6E6A8E'
    c = [rect(0, 0, 900, 576, L),
         rect(0, 0, 196, 576, D),
         rect(24, 26, 30, 30, V, 9), check(31, 41, 16, '#fff', 3),
         text(62, 48, 'applybuddies', 17, '#fff', 800)]
    for i, item in enumerate(['Dashboard', 'Applications', 'Documents', 'Deadlines', 'Messages']):
        yy = 100 + i * 46
        if i == 0:
            c.append(rect(14, yy - 10, 168, 38, V, 10))
        c.append(rect(30, yy + 2, 14, 14, '#fff' if i == 0 else '#8C84C9', 4))
        c.append(text(56, yy + 15, item, 14, '#fff' if i == 0 else '#B9B3E6', 600))
    c += [rect(18, 440, 160, 110, '#34268A', 14), circle(44, 470, 12, M), check(38, 470, 12, '#fff', 2.5),
          text(34, 508, 'Need a hand?', 13, '#fff', 700), text(34, 528, 'Chat with a buddy', 12, '#B9B3E6', 500)]
    c += [text(226, 56, 'Welcome back, Amira', 26, ink, 800), text(226, 80, '3 deadlines this week', 14, mute, 500),
          circle(850, 48, 20, '#FFD8C7'), circle(850, 44, 8, A), rect(838, 54, 24, 10, A, 5),
          rect(690, 32, 136, 34, '#fff', 17), text(710, 54, '+ New application', 12, V, 700)]
    for i, (lab, num, col) in enumerate([('Applications', '8', V), ('Submitted', '5', M), ('Offers', '2', A)]):
        xx = 226 + i * 218
        c += [card(xx, 104, 202, 92), rect(xx + 18, 122, 34, 34, col, 10, ' opacity=".15"'), circle(xx + 35, 139, 7, col),
              text(xx + 66, 150, num, 30, ink, 800), text(xx + 18, 180, lab, 13, mute, 600)]
    c += [card(226, 214, 420, 340), text(248, 250, 'My applications', 17, ink, 800), text(620, 250, 'View all', 12, V, 700, 'end')]
    rows = [('Computer Science', 'Submitted', M, 1.0, '#7B61FF'), ('Health Sciences', 'Offer received', V, 1.0, '#22C993'),
            ('Business Administration', 'In progress', A, .62, '#FF8A5B'), ('Civil Engineering', 'Draft', '#A7A3C2', .25, '#4AA3FF')]
    for i, (name, status, col, prog, crest) in enumerate(rows):
        yy = 276 + i * 68
        c += [circle(266, yy + 20, 18, crest, ' opacity=".18"'), rect(256, yy + 10, 20, 20, crest, 6),
              text(296, yy + 17, name, 14, ink, 700), rect(296, yy + 28, 200, 6, '#ECEAF7', 3), rect(296, yy + 28, 200 * prog, 6, col, 3),
              rect(512, yy + 6, 116, 26, col, 13, ' opacity=".14"'), text(570, yy + 24, status, 11.5, col if col != '#A7A3C2' else mute, 700, 'middle')]
    c += [card(662, 214, 214, 340), text(682, 250, 'June', 17, ink, 800), text(856, 250, '‹ ›', 14, mute, 700, 'end')]
    for r_ in range(5):
        for k in range(7):
            d = r_ * 7 + k + 1
            if d > 30:
                continue
            cx, cy = 690 + k * 26, 280 + r_ * 26
            if d in (6, 13, 20):
                c.append(circle(cx, cy, 11, V if d != 13 else A))
                c.append(text(cx, cy + 4, str(d), 10.5, '#fff', 700, 'middle'))
            else:
                c.append(text(cx, cy + 4, str(d), 10.5, '#8E8AAE', 500, 'middle'))
    c += [rect(682, 418, 174, 56, '#F4F1FF', 12), rect(694, 432, 4, 28, V, 2), text(708, 443, 'Personal statement', 12, ink, 700),
          text(708, 461, 'Due Fri, June 6', 11, mute, 500),
          rect(682, 484, 174, 56, '#FFF3EC', 12), rect(694, 498, 4, 28, A, 2), text(708, 509, 'Reference letter', 12, ink, 700),
          text(708, 527, 'Due Fri, June 13', 11, mute, 500)]
    body = [rect(0, 0, W, H, 'url(#bg)'), circle(1080, 110, 190, V, ' opacity=".08"'), circle(120, 720, 150, M, ' opacity=".12"'),
            browser(64, 70, 900, 620, 'app.applybuddies.com/dashboard', ''.join(c)),
            card(880, 600, 276, 118, '#fff', 18), circle(926, 646, 24, M), check(914, 646, 24, '#fff', 3.5),
            text(964, 640, 'Offer received!', 17, ink, 800), text(964, 662, 'Health Sciences', 13, mute, 600),
            rect(964, 678, 96, 24, M, 12, ' opacity=".15"'), text(1012, 695, 'Accept offer', 11, '#14946B', 700, 'middle'),
            card(950, 190, 226, 130, '#fff', 18),
            circle(1006, 255, 36, 'none', ' stroke="#ECEAF7" stroke-width="11"'),
            f'<circle cx="1006" cy="255" r="36" fill="none" stroke="{V}" stroke-width="11" stroke-linecap="round" stroke-dasharray="192 227" transform="rotate(-90 1006 255)"/>',
            text(1006, 261, '85%', 16, ink, 800, 'middle'), text(1056, 248, 'Profile', 14, ink, 800), text(1056, 268, 'almost done', 12, mute, 500)]
    return svg(W, H, ''.join(body), defs, 'Apply Buddies application dashboard on desktop')


# ---------------------------------------------------------------------------------------------
def limo4all_booking():
    K, K2, G, G2, CR = '#0E0E11', '#1B1B21', '#C8A45D', '#E8D5A5', '#F4EFE6'
    defs = (shadow() + shadow('sh2', 10, 16, '#000', .18) + lin('bg', [(0, '#F4EFE6'), (1, '#E3D8C2')])
            + lin('hero', [(0, '#0E0E11'), (1, '#26262E')], 0, 0, 1, 0) + lin('road', [(0, G, .0), (.5, G, .7), (1, G, 0)], 0, 0, 1, 0))
    c = [rect(0, 0, 1080, 596, 'url(#hero)'),
         f'<text x="40" y="46" font-size="22" font-weight="800" font-style="italic" fill="{G}">LIMO4ALL</text>']
    c.append(nav(['Fleet', 'Services', 'Corporate', 'Contact'], 910, 45, 14, '#C9C6BE'))
    c += [rect(940, 22, 110, 36, G, 18), text(995, 45, 'Book now', 13, K, 800, 'middle'),
          text(40, 138, 'Arrive in style,', 48, '#FFFFFF', 800), text(40, 194, 'every time.', 48, G, 800),
          text(40, 232, 'Airport transfers, weddings and corporate travel', 16, '#B3B0A8', 500),
          text(40, 256, 'across Hamilton, Halton and the GTA.', 16, '#B3B0A8', 500),
          circle(810, 160, 150, G, ' opacity=".07"'), circle(810, 160, 100, G, ' opacity=".06"'),
          rect(520, 300, 540, 3, 'url(#road)'), car(560, 210, 1.0, '#2E2E36', '#4B5563', G, '#050507', '#6B6B74')]
    c += [card(40, 330, 1000, 232, '#FFFFFF', 18), text(72, 374, 'Get an instant quote', 21, K, 800)]
    for i, (t, on) in enumerate([('One way', True), ('Hourly', False), ('Airport', False)]):
        xx = 690 + i * 112
        c += [rect(xx, 352, 100, 32, K if on else '#F3F0EA', 16), text(xx + 50, 373, t, 12.5, '#fff' if on else '#5B5850', 700, 'middle')]
    fields = [('PICKUP', 'Hamilton, ON', 230), ('DROP-OFF', 'Toronto Pearson (YYZ)', 250), ('DATE & TIME', 'Sat, Jun 14 · 6:30 AM', 226)]
    xx = 72
    for lab, val, w in fields:
        c += [text(xx, 420, lab, 10.5, '#8D887C', 700, extra=' letter-spacing="1"'), rect(xx, 430, w, 50, '#F7F4EE', 12,
              ' stroke="#E7E0D2"'), circle(xx + 22, 455, 5, G), text(xx + 38, 460, val, 14, K, 600)]
        xx += w + 16
    c += [rect(72, 500, 936, 1, '#EEE8DC'), text(72, 536, 'Free cancellation up to 24 hours before pickup  ·  Secure online deposit', 13, '#6F6A60', 500),
          rect(834, 430, 174, 50, G, 25), text(921, 461, 'See vehicles →', 14.5, K, 800, 'middle')]
    body = [rect(0, 0, W, H, 'url(#bg)'), circle(90, 90, 160, G, ' opacity=".12"'),
            browser(60, 70, 1080, 640, 'limo4all.ca/book', ''.join(c)),
            card(900, 610, 260, 150, K2, 18), rect(920, 630, 220, 58, '#2A2A32', 12), car(934, 642, .42, '#C9C6BE', '#6B7280', G, '#111', '#777'),
            text(920, 716, 'Executive Sedan', 16, '#fff', 800), text(920, 738, 'Up to 3 passengers', 12, '#A8A49A', 500),
            text(1140, 728, 'from $95', 15, G, 800, 'end')]
    return svg(W, H, ''.join(body), defs, 'Limo4All online booking page')


# ---------------------------------------------------------------------------------------------
def gravity_contractors_website():
    C, O, L, S, ST = '#1F2933', '#F26B1D', '#F5F3EF', '#52606D', '#CBD2D9'
    defs = (shadow() + shadow('sh2', 10, 16, C, .16) + lin('bg', [(0, '#F5F3EF'), (1, '#E6E0D6')])
            + lin('sky', [(0, '#DDE7EE'), (1, '#F4F1EA')], 0, 0, 0, 1)
            + '<pattern id="hz" width="28" height="28" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">'
              f'<rect width="14" height="28" fill="{O}"/></pattern>')
    c = [rect(0, 0, 900, 596, '#fff'),
         f'<path d="M36 36l14-12 14 12" fill="none" stroke="{O}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>',
         text(74, 42, 'GRAVITY', 20, C, 800, extra=' letter-spacing="1.5"')]
    c.append(nav(['Services', 'Projects', 'About', 'Reviews'], 730, 41, 14, S))
    c += [rect(760, 16, 116, 38, O, 8), text(818, 40, 'Free quote', 13.5, '#fff', 800, 'middle'),
          rect(0, 70, 470, 300, C), text(40, 150, 'Built right.', 44, '#fff', 800), text(40, 202, 'Built to last.', 44, O, 800),
          text(40, 240, 'Renovations, additions and custom builds', 15, '#C3CAD2', 500),
          text(40, 262, 'across Hamilton and the Golden Horseshoe.', 15, '#C3CAD2', 500),
          rect(40, 294, 164, 46, O, 8), text(122, 322, 'Request a quote', 14, '#fff', 800, 'middle'),
          rect(218, 294, 140, 46, 'none', 8, ' stroke="#fff" stroke-opacity=".5" stroke-width="1.5"'), text(288, 322, 'Our projects', 14, '#fff', 700, 'middle'),
          rect(470, 70, 430, 300, 'url(#sky)'), circle(610, 130, 30, '#FCE3CF'),
          '<g transform="translate(-50 0)">',
          f'<path d="M560 370V250l120-70 120 70v120z" fill="{ST}"/>', f'<path d="M540 258l140-84 140 84" fill="none" stroke="{C}" stroke-width="10" stroke-linejoin="round"/>',
          rect(600, 270, 56, 56, '#fff'), rect(704, 270, 56, 56, '#fff'), rect(606, 276, 20, 20, '#B7C6D2'), rect(630, 276, 20, 20, '#B7C6D2'),
          rect(606, 300, 44, 20, '#B7C6D2'), rect(710, 276, 44, 44, '#B7C6D2'), rect(656, 320, 48, 50, S),
          f'<path d="M820 370V240h150v130" fill="none" stroke="{S}" stroke-width="4"/>',
          ''.join(f'<path d="M820 {yy}h150" stroke="{S}" stroke-width="3"/>' for yy in (280, 320)),
          ''.join(f'<path d="M{xx} 240v130" stroke="{S}" stroke-width="3"/>' for xx in (870, 920)),
          f'<path d="M880 370V110M880 120h120M880 140l40-20M990 120v40" fill="none" stroke="{O}" stroke-width="6" stroke-linecap="round"/>',
          rect(984, 160, 12, 18, C, 2), rect(860, 360, 40, 10, O),
          '</g>', rect(470, 362, 430, 8, '#D9D2C5')]
    services = [('Kitchens', 'Layouts, cabinets, counters'), ('Basements', 'Dry, bright, finished'),
                ('Additions', 'More room, same address'), ('Commercial', 'Fit-outs on schedule')]
    for i, (t, s) in enumerate(services):
        xx = 40 + i * 210
        c += [rect(xx, 404, 196, 160, L, 12), rect(xx + 20, 424, 44, 44, O, 10, ' opacity=".14"'),
              rect(xx + 32, 436, 20, 20, O, 4), text(xx + 20, 498, t, 17, C, 800), text(xx + 20, 522, s, 12.5, S, 500),
              text(xx + 20, 548, 'Learn more →', 12, O, 700)]
    body = [rect(0, 0, W, H, 'url(#bg)'), rect(0, 700, W, 100, 'url(#hz)', 0, ' opacity=".1"'),
            browser(50, 60, 900, 640, 'gravitycontractors.ca', ''.join(c)),
            card(900, 250, 260, 300, '#fff', 16), text(922, 292, 'Free estimate', 19, C, 800),
            text(922, 314, 'Reply within one business day', 12.5, S, 500),
            text(922, 344, 'PROJECT', 10, S, 700, extra=' letter-spacing="1"'),
            rect(922, 352, 216, 38, L, 8, ' stroke="#E4DED3"'), text(936, 376, 'Kitchen renovation', 13, C, 600),
            text(922, 410, 'LOCATION', 10, S, 700, extra=' letter-spacing="1"'),
            rect(922, 418, 216, 38, L, 8, ' stroke="#E4DED3"'), text(936, 442, 'Stoney Creek, ON', 13, C, 600),
            rect(922, 472, 216, 44, O, 8), text(1030, 500, 'Send request', 14, '#fff', 800, 'middle'),
            card(960, 590, 200, 84, C, 16), text(982, 626, '4.9', 24, '#fff', 800), stars(1032, 619, 6, O, 5, 14),
            text(982, 652, 'from 126 Google reviews', 11.5, '#C3CAD2', 500)]
    return svg(W, H, ''.join(body), defs, 'Gravity Contractors website home page')


# ---------------------------------------------------------------------------------------------
def tranquility_compassion_website():
    SG, DG, CR, PE, SK = '#5E8C7A', '#2F4F45', '#FBF7F0', '#EBB99A', '#E3EEE8'
    mute = '#62756E'
    defs = (shadow('sh', 18, 24, '#2F4F45', .18) + shadow('sh2', 10, 16, DG, .14) + lin('bg', [(0, '#F8F3EA'), (1, '#E6EFE9')])
            + lin('sun', [(0, '#F6D3B8'), (1, '#F8EBDD')], 0, 0, 0, 1))
    c = [rect(0, 0, 980, 576, CR),
         f'<path d="M46 48c-8-4-12-9-11.5-14.5.4-4 5-5.8 8-3 1.8 1.6 3.5 4.5 3.5 17.5zM47 48c8-4 12-9 11.5-14.5-.4-4-5-5.8-8-3-1.8 1.6-3.5 4.5-3.5 17.5z" fill="{SG}"/>',
         text(68, 44, 'Tranquility', 20, DG, 700)]
    c.append(nav(['Our care', 'Areas we serve', 'Families', 'Careers'], 780, 41, 13.5, mute, 26))
    c += [rect(810, 16, 146, 38, SG, 19), text(883, 40, 'Call 905-555-0142', 12.5, '#fff', 700, 'middle'),
          text(40, 148, 'Care that feels', 42, DG, 700), text(40, 198, 'like home.', 42, SG, 700),
          text(40, 236, 'Compassionate in-home support for seniors', 15.5, mute, 500),
          text(40, 258, 'and families across Hamilton and Halton.', 15.5, mute, 500),
          rect(40, 288, 160, 46, SG, 23), text(120, 316, 'Check your area', 14, '#fff', 700, 'middle'),
          rect(214, 288, 140, 46, 'none', 23, f' stroke="{SG}" stroke-width="1.5"'), text(284, 316, 'Our services', 14, DG, 700, 'middle'),
          # arch illustration
          f'<clipPath id="arch"><path d="M560 360V225a145 145 0 01290 0v135z"/></clipPath>',
          f'<g clip-path="url(#arch)">{rect(540, 20, 340, 340, "url(#sun)")}{circle(705, 205, 50, PE)}'
          f'<path d="M520 290q90-70 200-20t200-10v120H520z" fill="#A9C6B8"/><path d="M520 320q110-50 220 0t180-10v60H520z" fill="{SG}"/>'
          f'{circle(650, 262, 16, "#7A4E3A")}<path d="M622 330q0-44 28-44t28 44z" fill="{DG}"/>'
          f'{circle(760, 258, 16, "#E7C2A6")}<path d="M732 330q0-48 28-48t28 48z" fill="{PE}"/>'
          f'<path d="M676 304q18-10 58-4" fill="none" stroke="#E7C2A6" stroke-width="7" stroke-linecap="round"/></g>',
          f'<path d="M560 360V225a145 145 0 01290 0v135" fill="none" stroke="{SG}" stroke-width="2" opacity=".4"/>']
    services = [('Personal care', 'Bathing, dressing and mobility help'), ('Companionship', 'Conversation, outings and errands'),
                ('Respite care', 'A dependable break for families')]
    for i, (t, s) in enumerate(services):
        xx = 40 + i * 306
        c += [card(xx, 400, 290, 140, '#fff', 18), circle(xx + 44, 444, 22, SK), circle(xx + 44, 444, 9, SG),
              text(xx + 80, 450, t, 17, DG, 700), text(xx + 24, 494, s, 13, mute, 500), text(xx + 24, 520, 'Learn more →', 12.5, SG, 700)]
    steps = ['Tell us what you need', 'Meet your caregiver', 'Start care at home']
    body = [rect(0, 0, W, H, 'url(#bg)'), circle(1100, 700, 220, SG, ' opacity=".1"'), circle(80, 80, 120, PE, ' opacity=".2"'),
            browser(50, 70, 980, 620, 'tranquilitycompassion.ca', ''.join(c), bar='#F1EEE7'),
            card(920, 250, 250, 210, '#fff', 20), text(942, 288, 'Intake in 3 steps', 17, DG, 700)]
    for i, s in enumerate(steps):
        yy = 318 + i * 46
        body += [circle(958, yy + 4, 15, SK if i else SG), text(958, yy + 9, str(i + 1), 13, DG if i else '#fff', 800, 'middle'),
                 text(984, yy + 9, s, 13, DG, 600)]
    return svg(W, H, ''.join(body), defs, 'Tranquility Compassion Services website')


# ---------------------------------------------------------------------------------------------
def isnad_association_website():
    T, T2, GD, SD, CO = '#0E4F5C', '#1B7F8C', '#E2B44F', '#FBF7EF', '#E07A5F'
    ink, mute = '#12303A', '#5F7479'
    defs = (shadow('sh', 18, 24, '#0E4F5C', .2) + shadow('sh2', 10, 16, T, .14) + lin('bg', [(0, '#FBF7EF'), (1, '#E4EFEF')])
            + '<pattern id="ar" width="60" height="60" patternUnits="userSpaceOnUse">'
              '<path d="M5 60V32a25 25 0 0150 0v28" fill="none" stroke="#fff" stroke-width="2"/></pattern>')
    c = [rect(0, 0, 1060, 596, SD),
         f'<path d="M40 50V36a6 6 0 0112 0v14M52 50V30a6 6 0 0112 0v20" fill="none" stroke="{T}" stroke-width="4.5"/>',
         text(74, 45, 'Isnad', 21, T, 800), text(80 + round(measure('Isnad', 21, 'jakarta', 800)), 45, 'Association', 14, mute, 600)]
    c.append(nav(['About', 'Programs', 'Events', 'Volunteer'], 910, 43, 14, mute))
    c += [rect(940, 18, 96, 38, GD, 19), text(988, 42, 'Donate', 14, ink, 800, 'middle'),
          rect(0, 70, 1060, 300, T), rect(600, 70, 460, 300, 'url(#ar)', 0, ' opacity=".12"'),
          circle(860, 220, 110, T2, ' opacity=".7"'), circle(860, 220, 70, GD, ' opacity=".9"'),
          f'<path d="M800 300V230a60 60 0 01120 0v70z" fill="{T}"/>',
          text(40, 150, 'Stronger together,', 44, '#fff', 800), text(40, 202, 'right here in Hamilton.', 44, GD, 800),
          text(40, 240, 'Programs, events and support for families,', 15.5, '#BFDADC', 500),
          text(40, 262, 'youth and newcomers across the city.', 15.5, '#BFDADC', 500),
          rect(40, 290, 150, 44, GD, 22), text(115, 317, 'Get involved', 14, ink, 800, 'middle'),
          rect(204, 290, 160, 44, 'none', 22, ' stroke="#fff" stroke-opacity=".55" stroke-width="1.5"'), text(284, 317, 'Upcoming events', 14, '#fff', 700, 'middle'),
          card(40, 340, 980, 84, '#fff', 16)]
    for i, (num, lab) in enumerate([('1,200+', 'families supported'), ('85', 'active volunteers'), ('40', 'events a year'), ('12', 'community programs')]):
        xx = 72 + i * 245
        c += [text(xx, 380, num, 24, T, 800), text(xx, 404, lab, 13, mute, 600)]
        if i:
            c.append(rect(xx - 24, 358, 1, 48, '#E5E1D7'))
    c.append(text(40, 462, 'Upcoming events', 20, ink, 800))
    for i, (m, d, t, s, col) in enumerate([('JUN', '14', 'Community BBQ', 'Gage Park · 12–4 PM', CO), ('JUN', '21', 'Youth Mentorship Night', 'Central Library · 6 PM', T2)]):
        xx = 40 + i * 330
        c += [rect(xx, 480, 314, 96, '#fff', 14), rect(xx + 16, 496, 56, 64, col, 12, ' opacity=".15"'),
              text(xx + 44, 520, m, 11, col, 800, 'middle'), text(xx + 44, 548, d, 24, ink, 800, 'middle'),
              text(xx + 88, 522, t, 15, ink, 800), text(xx + 88, 546, s, 12.5, mute, 500)]
    c += [rect(700, 446, 320, 130, T, 14), text(724, 480, 'Family Food Drive', 16, '#fff', 800),
          text(724, 502, '$18,400 raised of $25,000', 12.5, '#BFDADC', 600), rect(724, 516, 272, 10, '#fff', 5, ' opacity=".2"'),
          rect(724, 516, 201, 10, GD, 5), rect(724, 538, 104, 28, GD, 14), text(776, 557, 'Give today', 12, ink, 800, 'middle'),
          text(996, 557, '74%', 15, '#fff', 800, 'end')]
    body = [rect(0, 0, W, H, 'url(#bg)'), circle(1120, 90, 180, GD, ' opacity=".14"'), circle(80, 740, 160, T, ' opacity=".08"'),
            browser(70, 70, 1060, 640, 'isnadassociation.org', ''.join(c), bar='#F3EFE6'),
            card(1010, 40, 170, 64, '#fff', 32), circle(1042, 72, 18, CO), check(1034, 72, 15, '#fff', 3),
            text(1070, 68, 'Volunteer', 13, ink, 800), text(1070, 86, 'signed up', 12, mute, 500)]
    return svg(W, H, ''.join(body), defs, 'Isnad Association community website')


# ---------------------------------------------------------------------------------------------
def grey_pro_website():
    G1, G2, G3, LI, AC = '#22262E', '#6B7280', '#EEF0F3', '#C6F24E', '#3B82F6'
    defs = (shadow('sh', 20, 28, '#000', .35) + shadow('sh2', 12, 18, '#000', .25) + lin('bg', [(0, '#1A1D23'), (1, '#30353F')])
            + lin('ph', [(0, '#4B5260'), (1, '#23272F')], 0, 0, 1, 1)
            + '<pattern id="gr" width="40" height="40" patternUnits="userSpaceOnUse"><path d="M40 0H0v40" fill="none" stroke="#fff" stroke-opacity=".05"/></pattern>')
    c = [rect(0, 0, 1000, 586, '#FAFAFB'), rect(40, 24, 26, 26, G1, 6), rect(48, 32, 10, 10, LI, 2),
         text(76, 44, 'GREY', 18, G1, 800, extra=' letter-spacing="1"'), text(134, 44, 'PRO', 18, G2, 500, extra=' letter-spacing="1"')]
    c.append(nav(['Services', 'Industries', 'Insights', 'About'], 806, 43, 14, G2))
    c += [rect(836, 18, 140, 38, G1, 8), text(906, 42, 'Book a call', 13.5, '#fff', 700, 'middle'),
          text(40, 138, 'PROFESSIONAL SERVICES', 12, G2, 700, extra=' letter-spacing="2"'),
          text(40, 190, 'Advice you can', 46, G1, 800), rect(40, 226, 128, 14, LI, 3), text(40, 238, 'build a business on.', 46, G1, 800),
          text(40, 276, 'Accounting, advisory and operations support', 15.5, G2, 500),
          text(40, 298, 'for owner-led companies in Ontario.', 15.5, G2, 500),
          rect(40, 326, 170, 48, G1, 8), text(125, 356, 'Book a consultation', 13.5, '#fff', 700, 'middle'),
          text(232, 356, 'See how we work →', 13.5, G1, 700),
          circle(962, 102, 42, LI), rect(560, 90, 400, 300, 'url(#ph)', 16)]
    for r_ in range(3):
        for k in range(4):
            c.append(rect(590 + k * 90, 118 + r_ * 66, 74, 50, '#fff', 4, ' opacity=".08"'))
    c += [rect(600, 300, 170, 64, '#fff', 12),
          text(618, 326, 'Cash flow', 12, G2, 600), text(618, 350, '+24% YoY', 18, G1, 800),
          f'<path d="M712 346l16-12 12 6 18-18" fill="none" stroke="{AC}" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/>',
          rect(0, 420, 1000, 166, G3)]
    for i, (num, lab) in enumerate([('18 yrs', 'in practice'), ('600+', 'clients advised'), ('4.9', 'average rating')]):
        xx = 40 + i * 240
        c += [text(xx, 486, num, 34, G1, 800), text(xx, 512, lab, 13.5, G2, 600), rect(xx, 536, 40, 4, LI if i == 0 else '#D4D8DE', 2)]
    body = [rect(0, 0, W, H, 'url(#bg)'), rect(0, 0, W, H, 'url(#gr)'), circle(1130, 120, 160, LI, ' opacity=".08"'),
            browser(80, 60, 1000, 630, 'greypro.ca', ''.join(c)),
            card(830, 560, 320, 170, '#fff', 16), text(852, 610, '“', 56, LI, 800),
            text(886, 602, 'Clear, quick and genuinely', 15, G1, 700), text(886, 624, 'useful advice.', 15, G1, 700),
            circle(872, 684, 18, '#C9CED6'), circle(872, 679, 7, G2), text(900, 682, 'Operations Director', 13, G1, 700),
            text(900, 700, 'Manufacturing client', 12, G2, 500)]
    return svg(W, H, ''.join(body), defs, 'Grey Pro professional services website')


# ---------------------------------------------------------------------------------------------
def apply_buddies_mobile():
    V, D, M, A, L = '#6246EA', '#24185F', '#22C993', '#FF8A5B', '#F6F4FE'
    ink, mute = '#1E1B3A', '#6E6A8E'
    defs = (shadow('sh', 24, 30, '#120A45', .4) + shadow('sh2', 10, 16, '#120A45', .25)
            + lin('bg', [(0, '#7257F5'), (1, '#3A24B5')]) + lin('hd', [(0, '#7257F5'), (1, '#5036D6')]))
    # phone 1: tasks
    s1 = [rect(0, 0, 260, 560, L), rect(0, 0, 260, 170, 'url(#hd)'), text(20, 72, 'Hi, Amira', 22, '#fff', 800),
          text(20, 96, '2 tasks due this week', 13, '#D9D2FF', 500), rect(20, 116, 220, 8, '#fff', 4, ' opacity=".25"'),
          rect(20, 116, 150, 8, M, 4), text(20, 148, '68% of your checklist done', 11.5, '#D9D2FF', 600)]
    tasks = [('Upload transcript', 'Done', M, True), ('Personal statement', 'Due Friday', A, False),
             ('Reference letter', 'Waiting on teacher', '#9E98C9', False), ('Scholarship form', 'Due June 20', V, False)]
    for i, (t, s, col, done) in enumerate(tasks):
        yy = 190 + i * 78
        s1 += [rect(14, yy, 232, 66, '#fff', 14), circle(42, yy + 33, 13, col if done else '#fff', '' if done else f' stroke="{col}" stroke-width="2.5"')]
        if done:
            s1.append(check(36, yy + 33, 12, '#fff', 2.5))
        s1 += [text(66, yy + 29, t, 13.5, ink, 700), text(66, yy + 48, s, 11.5, col if not done else '#14946B', 600)]
    s1 += [rect(0, 504, 260, 56, '#fff')] + [rect(34 + i * 58, 522, 18, 18, V if i == 0 else '#CFCBE6', 5) for i in range(4)]
    # phone 2: deadlines
    s2 = [rect(0, 0, 260, 560, '#fff'), text(20, 70, 'Deadlines', 22, ink, 800), text(20, 94, 'June', 13, mute, 600)]
    for r_ in range(5):
        for k in range(7):
            d = r_ * 7 + k + 1
            if d > 30:
                continue
            cx, cy = 32 + k * 33, 128 + r_ * 32
            hi = {6: V, 13: A, 20: M}.get(d)
            if hi:
                s2 += [circle(cx, cy, 13, hi), text(cx, cy + 4, str(d), 11, '#fff', 700, 'middle')]
            else:
                s2.append(text(cx, cy + 4, str(d), 11, '#8E8AAE', 500, 'middle'))
    for i, (d, t, col) in enumerate([('JUN 6', 'Personal statement', V), ('JUN 13', 'Reference letter', A), ('JUN 20', 'Scholarship form', M)]):
        yy = 290 + i * 70
        s2 += [rect(14, yy, 232, 58, L, 14), rect(14, yy, 6, 58, col, 3), text(34, yy + 24, d, 11, col, 800),
               text(34, yy + 44, t, 13.5, ink, 700)]
    s2 += [rect(14, 506, 232, 40, V, 20), text(130, 531, 'Add a reminder', 13, '#fff', 700, 'middle')]
    body = [rect(0, 0, W, H, 'url(#bg)'), circle(180, 650, 260, M, ' opacity=".14"'), circle(1060, 120, 220, A, ' opacity=".16"'),
            circle(600, 400, 330, '#fff', ' opacity=".05"'),
            phone(330, 110, 280, 600, ''.join(s1), body='#141033', clip='p1'),
            phone(650, 90, 280, 600, ''.join(s2), body='#141033', clip='p2'),
            card(90, 220, 250, 86, '#fff', 18), circle(128, 263, 20, A), '<path d="M121 268v-7a7 7 0 0114 0v7l2 2h-18z" fill="#fff"/>', circle(128, 273, 2.5, '#fff'),
            text(158, 257, 'Reminder', 14, ink, 800), text(158, 278, 'Statement due Friday', 12.5, mute, 600),
            card(880, 560, 230, 90, '#fff', 18), circle(920, 605, 20, M), check(911, 605, 18, '#fff', 3),
            text(950, 599, 'Submitted!', 15, ink, 800), text(950, 620, 'Computer Science', 12.5, mute, 600),
            rect(930, 180, 170, 40, '#fff', 20, ' opacity=".16"'), text(1015, 205, 'iOS & Android', 14, '#fff', 700, 'middle')]
    return svg(W, H, ''.join(body), defs, 'Apply Buddies mobile app screens')


# ---------------------------------------------------------------------------------------------
def limo4all_fleet_campaign():
    K, G, G2 = '#0E0E11', '#C8A45D', '#E8D5A5'
    defs = (shadow('sh', 20, 26, '#000', .5) + shadow('sh2', 12, 18, '#000', .4) + lin('bg', [(0, '#17171B'), (1, '#2A2A31')])
            + lin('gd', [(0, '#E4C887'), (1, '#B48C45')]) + lin('sq', [(0, '#1F1F25'), (1, '#0B0B0D')], 0, 0, 0, 1)
            + lin('st', [(0, '#2B2A33'), (.6, '#141418'), (1, '#0B0B0D')], 0, 0, 0, 1)
            + lin('glow', [(0, G, 0), (.5, G, .55), (1, G, 0)], 0, 0, 1, 0))
    sq = [rect(0, 0, 480, 480, 'url(#sq)'), circle(380, 120, 150, G, ' opacity=".08"'),
          text(36, 66, 'LIMO4ALL', 16, G, 800, extra=' font-style="italic" letter-spacing="1"'),
          text(36, 136, 'Arrive', 54, '#fff', 800), text(36, 196, 'in style.', 54, G, 800),
          text(36, 236, 'Weddings · Airport · Corporate', 16, '#BDB9B0', 600),
          rect(20, 372, 440, 3, 'url(#glow)'), car(20, 282, .95, '#2F2F38', '#505866', G, '#050507', '#6B6B74'),
          rect(36, 408, 186, 42, 'url(#gd)', 21), text(129, 435, 'Book in 60 seconds', 14, K, 800, 'middle')]
    st = [rect(0, 0, 330, 590, 'url(#st)'), rect(16, 16, 298, 4, '#fff', 2, ' opacity=".3"'), rect(16, 16, 120, 4, '#fff', 2),
          circle(34, 46, 14, 'url(#gd)'), text(56, 51, 'limo4all', 13, '#fff', 700), text(120, 51, 'Sponsored', 11, '#9C988F', 500),
          text(28, 150, 'Airport runs,', 36, '#fff', 800), text(28, 194, 'done right.', 36, G, 800),
          text(28, 230, 'Flat rates from Hamilton', 15, '#BDB9B0', 500), text(28, 252, 'to Toronto Pearson.', 15, '#BDB9B0', 500),
          f'<path d="M0 420q165-60 330 0v170H0z" fill="#0A0A0C"/>', car(-10, 316, .72, '#D6D2C8', '#4B5563', G, '#111', '#777'),
          circle(270, 110, 70, G, ' opacity=".1"'),
          text(165, 456, 'Meet & greet · 24/7 dispatch', 13, '#BDB9B0', 600, 'middle'), stars(117, 480, 7, G, 5, 16),
          rect(60, 508, 210, 46, '#fff', 23), text(165, 537, 'Get a quote ↑', 14, K, 800, 'middle')]
    fa = [rect(0, 0, 210, 250, '#fff'), rect(0, 0, 210, 140, 'url(#gd)'), car(8, 66, .42, K, '#3B3B45', '#fff', '#000', '#555'),
          text(16, 168, 'Wedding fleet', 15, K, 800), text(16, 188, 'Stretch limos & sedans', 12, '#6F6A60', 500),
          rect(16, 204, 88, 30, K, 15), text(60, 224, 'Reserve', 12, G, 800, 'middle')]
    bars = [38, 52, 46, 70, 84, 100]
    mt = [rect(0, 0, 210, 250, '#1E1E24'), text(18, 34, 'Campaign results', 13, '#BDB9B0', 600),
          text(18, 72, '+31%', 30, G, 800), text(18, 94, 'online bookings', 12, '#BDB9B0', 500)]
    for i, b in enumerate(bars):
        mt.append(rect(18 + i * 30, 220 - b, 20, b, 'url(#gd)' if i == len(bars) - 1 else '#3A3A44', 4))
    body = [rect(0, 0, W, H, 'url(#bg)'), circle(600, 400, 420, G, ' opacity=".04"'),
            f'<g filter="url(#sh)"><rect x="60" y="150" width="480" height="480" rx="18" fill="#000"/></g>',
            '<clipPath id="c1"><rect x="60" y="150" width="480" height="480" rx="18"/></clipPath>',
            f'<g clip-path="url(#c1)"><g transform="translate(60 150)">{"".join(sq)}</g></g>',
            f'<g filter="url(#sh)"><rect x="580" y="105" width="330" height="590" rx="22" fill="#000"/></g>',
            '<clipPath id="c2"><rect x="580" y="105" width="330" height="590" rx="22"/></clipPath>',
            f'<g clip-path="url(#c2)"><g transform="translate(580 105)">{"".join(st)}</g></g>',
            f'<g filter="url(#sh2)"><rect x="950" y="150" width="210" height="250" rx="16" fill="#fff"/></g>',
            '<clipPath id="c3"><rect x="950" y="150" width="210" height="250" rx="16"/></clipPath>',
            f'<g clip-path="url(#c3)"><g transform="translate(950 150)">{"".join(fa)}</g></g>',
            f'<g filter="url(#sh2)"><rect x="950" y="420" width="210" height="250" rx="16" fill="#1E1E24"/></g>',
            '<clipPath id="c4"><rect x="950" y="420" width="210" height="250" rx="16"/></clipPath>',
            f'<g clip-path="url(#c4)"><g transform="translate(950 420)">{"".join(mt)}</g></g>',
            text(60, 110, 'Fleet launch campaign', 15, G, 700, extra=' letter-spacing="2"')]
    return svg(W, H, ''.join(body), defs, 'Limo4All fleet ad campaign creatives')


# ---------------------------------------------------------------------------------------------
def gravity_contractors_seo():
    C, O, S = '#1F2933', '#F26B1D', '#52606D'
    LB, GR = '#1A4FD6', '#137A47'
    defs = (shadow() + shadow('sh2', 10, 16, C, .16) + lin('bg', [(0, '#F5F3EF'), (1, '#E6E0D6')])
            + lin('ar', [(0, O, .35), (1, O, 0)], 0, 0, 0, 1))
    c = [rect(0, 0, 700, 596, '#fff'), rect(28, 22, 520, 44, '#fff', 22, ' stroke="#DADCE0"'),
         text(52, 50, 'kitchen renovation hamilton', 15, C, 500),
         circle(520, 43, 8, 'none', f' stroke="{LB}" stroke-width="2.5"'), f'<path d="M526 49l6 6" stroke="{LB}" stroke-width="2.5" stroke-linecap="round"/>',
         rect(0, 84, 700, 1, '#ECEDEF')]
    for i, t in enumerate(['All', 'Maps', 'Images', 'Reviews']):
        c.append(text(40 + i * 72, 110, t, 13, LB if i == 0 else S, 600))
    c += [rect(40, 117, 22, 3, LB, 1.5),
          rect(28, 136, 644, 232, '#fff', 12, ' stroke="#E4E6EA"'),
          rect(29, 137, 240, 230, '#E8EEF0', 11), f'<path d="M29 230h240M29 300l240-90M120 137v230M190 137l40 230" stroke="#fff" stroke-width="7"/>',
          f'<path d="M40 190q60-20 120 40" stroke="#F8D9A8" stroke-width="5" fill="none"/>',
          f'<path d="M150 208c-10 0-16 7-16 15 0 11 16 25 16 25s16-14 16-25c0-8-6-15-16-15z" fill="{O}"/>', circle(150, 223, 5, '#fff'),
          circle(88, 270, 7, '#9AA5B1'), circle(215, 175, 7, '#9AA5B1')]
    for i, (name, rating, n_, sub) in enumerate([('Gravity Contractors', '4.9', '(126)', 'Open · Stoney Creek'),
                                                 ('Harbourview Renovations', '4.5', '(41)', 'Open · Westdale'),
                                                 ('Summit Build Co.', '4.3', '(28)', 'Closes 5 PM · Ancaster')]):
        yy = 166 + i * 70
        top = i == 0
        c += [text(290, yy, name, 15 if top else 14, LB if top else C, 800 if top else 600),
              text(290, yy + 22, rating, 12.5, S, 600), stars(322, yy + 18, 5.5, '#F5A524' if top else '#F5C56B', 5, 12),
              text(384, yy + 22, n_, 12.5, S, 500), text(290, yy + 42, sub, 12, S, 500)]
        if top:
            c += [rect(560, yy - 16, 92, 28, O, 14, ' opacity=".12"'), text(606, yy + 3, 'Top rated', 11.5, O, 800, 'middle')]
    results = [('gravitycontractors.ca › kitchens', 'Kitchen Renovations in Hamilton | Gravity Contractors',
                [560, 430]),
               ('gravitycontractors.ca › projects', 'Before & After: 40+ Hamilton Kitchen Projects', [540, 380]),
               ('homeguide.example › ontario', 'How Much Does a Kitchen Renovation Cost in Ontario?', [520, 300])]
    for i, (url, title, ls) in enumerate(results):
        yy = 404 + i * 64
        c += [circle(40, yy - 4, 9, O if i < 2 else '#CBD2D9'), text(56, yy, url, 12, '#3C4043', 500),
              text(28, yy + 24, title, 16.5, '#1A0DAB' if i < 2 else '#4C4FA8', 600), lines(28, yy + 34, ls[:1], '#E3E5E8', 8, 14, 4)]
    chart = [(0, 196), (40, 188), (80, 180), (120, 168), (160, 150), (200, 140), (240, 112), (280, 96), (310, 70)]
    pts = ' '.join(f'{830 + x},{y + 150}' for x, y in chart)
    area = f'M830 370L{" L".join(f"{830 + x} {y + 150}" for x, y in chart)}L1140 370z'
    body = [rect(0, 0, W, H, 'url(#bg)'), circle(1100, 740, 200, O, ' opacity=".08"'),
            browser(50, 70, 700, 640, 'Search', ''.join(c)),
            card(790, 90, 370, 300, '#fff', 18), text(814, 130, 'Organic traffic', 15, S, 700), text(814, 172, '+182%', 36, C, 800),
            text(950, 172, 'in 6 months', 13, S, 500),
            ''.join(rect(814, 210 + k * 40, 330, 1, '#EEF0F2') for k in range(4)),
            f'<path d="{area}" fill="url(#ar)"/>',
            f'<polyline points="{pts}" fill="none" stroke="{O}" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>',
            circle(1140, 220, 7, '#fff', f' stroke="{O}" stroke-width="4"'),
            card(790, 420, 370, 280, '#fff', 18), text(814, 460, 'Keyword rankings', 15, S, 700)]
    for i, (kw, pos, delta) in enumerate([('kitchen renovation hamilton', '#1', '↑ 14'), ('basement finishing hamilton', '#2', '↑ 9'),
                                         ('home additions stoney creek', '#1', '↑ 22'), ('renovation contractor near me', '#3', '↑ 17')]):
        yy = 500 + i * 50
        body += [text(814, yy, kw, 13.5, C, 600), text(1080, yy, pos, 15, C, 800, 'end'), text(1138, yy, delta, 12.5, GR, 800, 'end'),
                 rect(814, yy + 16, 324, 1, '#EEF0F2')]
    return svg(W, H, ''.join(body), defs, 'Gravity Contractors local search results and traffic growth')


# ---------------------------------------------------------------------------------------------
def isnad_association_campaign():
    T, T2, GD, SD, CO = '#0E4F5C', '#1B7F8C', '#E2B44F', '#FBF7EF', '#E07A5F'
    ink, mute = '#12303A', '#5F7479'
    defs = (shadow('sh', 18, 24, T, .25) + shadow('sh2', 10, 16, T, .16) + lin('bg', [(0, '#FBF7EF'), (1, '#E1EDEC')])
            + '<pattern id="ar" width="48" height="48" patternUnits="userSpaceOnUse">'
              '<path d="M4 48V26a20 20 0 0140 0v22" fill="none" stroke="#E2B44F" stroke-width="2"/></pattern>'
            + lin('gd', [(0, '#F0C868'), (1, '#D9A23A')]))
    hh = [f'<path d="M{x} {y}c-3-2.5-8-5.5-8-10 0-2.6 2-4.5 4.5-4.5 1.6 0 2.8.8 3.5 2 .7-1.2 1.9-2 3.5-2 2.5 0 4.5 1.9 4.5 4.5 0 4.5-5 7.5-8 10z" fill="none" stroke="{ink}" stroke-width="2"/>'
          for x, y in [(30, 470)]]
    post = [rect(0, 0, 440, 580, '#fff'), circle(30, 30, 15, T), f'<path d="M24 38v-8a3 3 0 016 0v8M30 38v-10a3 3 0 016 0v10" fill="none" stroke="#fff" stroke-width="2"/>',
            text(54, 27, 'isnadassociation', 13.5, ink, 800), text(54, 44, 'Hamilton, Ontario', 11.5, mute, 500),
            rect(0, 60, 440, 380, T), rect(0, 60, 440, 380, 'url(#ar)', 0, ' opacity=".25"'),
            circle(330, 190, 80, T2), circle(330, 190, 50, GD, ' opacity=".9"'),
            text(32, 120, 'COMMUNITY', 13, GD, 800, extra=' letter-spacing="3"'),
            text(32, 164, 'Family', 40, '#fff', 800), text(32, 208, 'Food Drive', 40, '#fff', 800),
            text(32, 246, 'Help us pack 2,000 hampers', 15, '#CFE5E6', 500), text(32, 268, 'for Hamilton families.', 15, '#CFE5E6', 500),
            rect(32, 300, 240, 10, '#fff', 5, ' opacity=".2"'), rect(32, 300, 178, 10, GD, 5),
            text(32, 334, '74% of goal', 13, '#fff', 700), rect(32, 366, 150, 44, GD, 22), text(107, 393, 'Donate now', 14, ink, 800, 'middle'),
            hh[0], circle(80, 462, 9, 'none', f' stroke="{ink}" stroke-width="2"'), f'<path d="M112 456l16 6-16 6 3-6z" fill="none" stroke="{ink}" stroke-width="2" stroke-linejoin="round"/>',
            text(22, 504, '1,284 likes', 13, ink, 800), lines(22, 518, [380, 260], '#E8E4DA', 9, 18, 4.5)]
    story = [rect(0, 0, 320, 600, 'url(#gd)'), rect(14, 14, 292, 4, '#fff', 2, ' opacity=".45"'), rect(14, 14, 180, 4, '#fff', 2),
             text(28, 104, 'Volunteer', 40, ink, 800), text(28, 148, 'with us.', 40, '#fff', 800),
             text(28, 186, 'Saturdays in July ·', 15, ink, 600), text(28, 208, 'Community Hall', 15, ink, 600)]
    cols = [T, CO, T2, '#fff', T, CO]
    for i in range(6):
        cx, cy = 70 + (i % 3) * 90, 300 + (i // 3) * 110
        story += [circle(cx, cy, 26, '#F7E3B4'), circle(cx, cy - 4, 11, '#7A4E3A' if i % 2 else '#C98F6B'),
                  f'<path d="M{cx - 18} {cy + 22}a18 14 0 0136 0z" fill="{cols[i]}"/>']
    story += [rect(60, 520, 200, 46, ink, 23), text(160, 549, 'Sign up →', 14, '#fff', 800, 'middle')]
    body = [rect(0, 0, W, H, 'url(#bg)'), circle(100, 720, 200, T, ' opacity=".07"'), circle(1150, 80, 160, GD, ' opacity=".18"'),
            f'<g filter="url(#sh)"><rect x="60" y="110" width="440" height="580" rx="18" fill="#fff"/></g>',
            '<clipPath id="c1"><rect x="60" y="110" width="440" height="580" rx="18"/></clipPath>',
            f'<g clip-path="url(#c1)"><g transform="translate(60 110)">{"".join(post)}</g></g>',
            f'<g filter="url(#sh)"><rect x="540" y="90" width="320" height="600" rx="22" fill="#fff"/></g>',
            '<clipPath id="c2"><rect x="540" y="90" width="320" height="600" rx="22"/></clipPath>',
            f'<g clip-path="url(#c2)"><g transform="translate(540 90)">{"".join(story)}</g></g>',
            card(900, 130, 250, 250, '#fff', 18), text(922, 166, 'Hampers packed', 14, mute, 700),
            circle(1025, 270, 62, 'none', ' stroke="#EDE8DC" stroke-width="16"'),
            f'<circle cx="1025" cy="270" r="62" fill="none" stroke="{T}" stroke-width="16" stroke-linecap="round" stroke-dasharray="288 390" transform="rotate(-90 1025 270)"/>',
            text(1025, 268, '1,480', 24, ink, 800, 'middle'), text(1025, 290, 'of 2,000', 12.5, mute, 600, 'middle'),
            card(900, 410, 250, 270, '#fff', 18), text(922, 446, 'Campaign reach', 14, mute, 700),
            text(922, 490, '48K', 34, ink, 800), text(1000, 490, 'people', 14, mute, 600)]
    for i, (num, lab, col) in enumerate([('+620', 'new followers', T2), ('312', 'volunteer sign-ups', CO), ('$18.4K', 'raised online', '#B7862A')]):
        yy = 534 + i * 46
        body += [rect(922, yy - 16, 6, 28, col, 3), text(940, yy + 4, num, 17, ink, 800), text(1010, yy + 3, lab, 12.5, mute, 600)]
    return svg(W, H, ''.join(body), defs, 'Isnad Association food drive social campaign')


PROJECTS = {
    'apply-buddies-platform': apply_buddies_platform,
    'limo4all-booking': limo4all_booking,
    'gravity-contractors-website': gravity_contractors_website,
    'tranquility-compassion-website': tranquility_compassion_website,
    'isnad-association-website': isnad_association_website,
    'grey-pro-website': grey_pro_website,
    'apply-buddies-mobile': apply_buddies_mobile,
    'limo4all-fleet-campaign': limo4all_fleet_campaign,
    'gravity-contractors-seo': gravity_contractors_seo,
    'isnad-association-campaign': isnad_association_campaign,
}

if __name__ == '__main__':
    os.makedirs(OUT, exist_ok=True)
    only = sys.argv[1:]
    for name, fn in PROJECTS.items():
        if only and name not in only:
            continue
        out = fn()
        with open(os.path.join(OUT, f'{name}.svg'), 'w') as f:
            f.write(out)
        print(f'{name}.svg  {len(out.encode())} B')
