#!/usr/bin/env python3
"""Writes the client and partner logo marks (original, fictional designs) as single-colour SVGs.

Every logo is one slate colour (#334155) on a transparent 200x60 canvas: a geometric mark on the
left and a wordmark converted to outlines (fonttext.py), so the logo strip looks uniform.
Run from the repo root: python3 tools/assets/make-brand-logos.py
"""
import os
import sys

sys.path.insert(0, os.path.dirname(__file__))
from fonttext import measure, text_path  # noqa: E402

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), '..', '..'))
C = '#334155'
X0 = 56      # wordmark start
MAXW = 140   # wordmark max width


def fit(text, size, family, weight, tracking=0.0):
    w = measure(text, size, family, weight, tracking)
    return size if w <= MAXW else size * MAXW / w


def words(line1, line2, *, f1=('jakarta', 800, 22, 0.0), f2=('inter', 600, 9, 0.18), y1=33, y2=46, skew=0):
    fam1, w1, s1, t1 = f1
    s1 = fit(line1, s1, fam1, w1, t1)
    d = text_path(line1, X0, y1, s1, fam1, w1, tracking=t1)
    if line2:
        fam2, w2, s2, t2 = f2
        s2 = fit(line2, s2, fam2, w2, t2)
        d += text_path(line2, X0 + 1, y2, s2, fam2, w2, tracking=t2)
    tr = f' transform="skewX({skew})"' if skew else ''
    return f'<path{tr} d="{d}"/>'


def one_line(text, size, family='jakarta', weight=700, y=37, tracking=0.0):
    size = fit(text, size, family, weight, tracking)
    return f'<path d="{text_path(text, X0, y, size, family, weight, tracking=tracking)}"/>'


LOGOS = {
    # ---- clients ----
    'brands/gravity-contractors': ('Gravity Contractors',
        # roof chevron over a plumb bob
        '<path d="M8 27L27 11l19 16" fill="none" stroke-width="5" stroke-linejoin="round" stroke-linecap="round"/>'
        '<path d="M27 22v9" stroke-width="2.5"/><path d="M27 31l7 8-7 9-7-9z"/>',
        lambda: words('GRAVITY', 'CONTRACTORS', f1=('jakarta', 800, 23, 0.06), f2=('inter', 600, 9, 0.33), y1=32, y2=46)),
    'brands/isnad-association': ('Isnad Association',
        # two linked arches sharing a pillar, with a guiding star
        '<path d="M10 49V30a8.5 8.5 0 0117 0v19M27 49V22a8.5 8.5 0 0117 0v27" fill="none" stroke-width="5.5" stroke-linejoin="round"/>'
        '<path d="M17.5 8l1.6 3.9 3.9 1.6-3.9 1.6-1.6 3.9-1.6-3.9-3.9-1.6 3.9-1.6z"/>',
        lambda: words('Isnad', 'ASSOCIATION', f1=('jakarta', 700, 26, -0.01), f2=('inter', 600, 9.5, 0.3), y1=33, y2=47)),
    'brands/apply-buddies': ('Apply Buddies',
        # speech bubble holding a check, with a second buddy bubble
        '<mask id="m"><rect width="60" height="60" fill="#fff"/><path d="M15 24.5l4.5 4.5 9-9" fill="none" stroke="#000" stroke-width="3.5" stroke-linecap="round" stroke-linejoin="round"/></mask>'
        '<path mask="url(#m)" d="M12 12h22a6 6 0 016 6v13a6 6 0 01-6 6H22l-8 7v-7h-2a6 6 0 01-6-6V18a6 6 0 016-6z"/>'
        '<circle cx="44" cy="16" r="5"/>',
        lambda: one_line('applybuddies', 25, 'jakarta', 800, y=37, tracking=-0.02)),
    'brands/tranquility-compassion': ('Tranquility Compassion',
        # two leaves forming a heart, a rising sun dot
        '<path d="M26 47C14 40 7 32 8 23c.6-6.5 8-9.5 13-5 3 2.7 5 8 5 29z"/>'
        '<path d="M27 47c12-7 19-15 18-24-.6-6.5-8-9.5-13-5-3 2.7-5 8-5 29z" opacity=".6"/>'
        '<circle cx="26.5" cy="11" r="4"/>',
        lambda: words('Tranquility', 'COMPASSION SERVICES', f1=('jakarta', 600, 24, -0.01), f2=('inter', 500, 9, 0.22), y1=32, y2=46)),
    'brands/limo4all': ('Limo4All Inc.',
        # forward chevron with speed lines
        '<path d="M21 14h12l14 16-14 16H21l14-16z"/><path d="M6 22h12M9 30h10M6 38h12" fill="none" stroke-width="4" stroke-linecap="round"/>',
        lambda: words('LIMO4ALL', 'INC. · CHAUFFEURED TRAVEL', f1=('jakarta', 800, 25, 0.02), f2=('inter', 600, 8, 0.2), y1=33, y2=46, skew=-8)),
    # ---- partners ----
    'partners/northline-print': ('Northline Print Co.',
        # registration mark with a north pointer
        '<circle cx="27" cy="32" r="14" fill="none" stroke-width="3.5"/><path d="M27 9v46M4 32h46" stroke-width="2.5"/>'
        '<path d="M27 20l6 14h-12z"/>',
        lambda: words('NORTHLINE', 'PRINT CO.', f1=('inter', 800, 21, 0.04), f2=('inter', 600, 9.5, 0.4), y1=32, y2=46)),
    'partners/bayfront-hosting': ('Bayfront Hosting',
        # stacked server racks over a wave
        '<path fill-rule="evenodd" d="M12 10h30a3 3 0 013 3v5a3 3 0 01-3 3H12a3 3 0 01-3-3v-5a3 3 0 013-3zm4 3.5a2 2 0 100 4 2 2 0 000-4zM12 24h30a3 3 0 013 3v5a3 3 0 01-3 3H12a3 3 0 01-3-3v-5a3 3 0 013-3zm4 3.5a2 2 0 100 4 2 2 0 000-4z"/>'
        '<path d="M7 45c3.3-2.7 6.7-2.7 10 0s6.7 2.7 10 0 6.7-2.7 10 0 6.7 2.7 10 0" fill="none" stroke-width="3.5" stroke-linecap="round"/>',
        lambda: one_line('Bayfront Hosting', 23, 'jakarta', 700, y=37, tracking=-0.01)),
    'partners/escarpment-cloud': ('Escarpment Cloud',
        # cloud resting on a stepped cliff
        '<path d="M15 29a8 8 0 01.8-16 11 11 0 0120.6 3A6.5 6.5 0 0138 29z"/>'
        '<path d="M6 50V39h12v-5h12v-3h18v19z" opacity=".6"/>',
        lambda: words('escarpment', 'CLOUD PLATFORM', f1=('jakarta', 700, 25, -0.02), f2=('inter', 600, 9, 0.32), y1=32, y2=46)),
    'partners/lakeshore-payments': ('Lakeshore Payments',
        # card with a wave stripe
        '<path d="M11 14h32a5 5 0 015 5v22a5 5 0 01-5 5H11a5 5 0 01-5-5V19a5 5 0 015-5zm-5 10c7-5 14 5 21 0s14-5 21 0v5c-7-5-14 5-21 0s-14-5-21 0zm8 12a2 2 0 000 4h6a2 2 0 000-4z" fill-rule="evenodd"/>',
        lambda: words('Lakeshore', 'PAYMENTS', f1=('jakarta', 800, 25, -0.02), f2=('inter', 600, 9.5, 0.42), y1=32, y2=46)),
    'partners/harbour-vine-legal': ('Harbour & Vine Legal',
        # column pediment entwined with a vine leaf
        '<path fill-rule="evenodd" d="M6 20L27 9l21 11zm21-1.5c0-2.6 2-4.5 5-4.5 0 2.9-2 4.5-5 4.5zm0 0c0-2.2-1.6-3.8-4-3.8 0 2.4 1.6 3.8 4 3.8z"/><path d="M11 24h5v18h-5zM24.5 24h5v18h-5zM38 24h5v18h-5zM7 45h40v4H7z"/>',

        lambda: words('HARBOUR & VINE', 'LEGAL · BARRISTERS & SOLICITORS', f1=('inter', 700, 18, 0.05), f2=('inter', 500, 7.5, 0.14), y1=31, y2=45)),
    'partners/maple-metrics': ('Maple Metrics',
        # rising bars that form a leaf silhouette
        '<rect x="8" y="34" width="7" height="14" rx="2"/><rect x="18" y="25" width="7" height="23" rx="2"/>'
        '<rect x="28" y="16" width="7" height="32" rx="2"/><rect x="38" y="8" width="7" height="40" rx="2"/>'
        '<path d="M8 29c0-9 6-15 16-15-.5 9-6 15-16 15z" opacity=".55"/>',
        lambda: one_line('Maple Metrics', 25, 'jakarta', 800, y=37, tracking=-0.02)),
}


def svg(label, mark, wordmark):
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 60" role="img" aria-label="{label}">'
            f'<g fill="{C}" stroke="{C}" stroke-width="0">{mark}</g><g fill="{C}">{wordmark}</g></svg>')


if __name__ == '__main__':
    for key, (label, mark, wm) in LOGOS.items():
        path = os.path.join(ROOT, 'public', 'images', key + '.svg')
        os.makedirs(os.path.dirname(path), exist_ok=True)
        out = svg(label.replace('&', '&amp;'), mark, wm())
        with open(path, 'w') as f:
            f.write(out)
        print(f'{key}.svg  {len(out)} B')
