#!/usr/bin/env python3
"""Builds the Open Graph SVG templates (1200x630) into a folder; render-og.sh turns them into PNGs.

Text is converted to outlines with fonttext.py so the PNGs look the same on any machine.
Usage: python3 tools/assets/og_templates.py OUT_DIR
"""
import glob
import os
import re
import sys

import yaml

sys.path.insert(0, os.path.dirname(__file__))
from fonttext import measure, text_path  # noqa: E402

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), '..', '..'))
PUB = os.path.join(ROOT, 'public')

SERVICES = {
    'web-development': 'Custom Web Development',
    'wordpress-development': 'WordPress Development',
    'ads': 'Google & Meta Ads',
    'mobile-app-development': 'Mobile App Development',
    'digital-marketing': 'Digital Marketing',
    'social-media': 'Social Media Management',
    'seo': 'Search Engine Optimization',
    'maintenance': 'Website Maintenance',
    'graphic-design': 'Graphic Design',
    'content': 'Content Creation',
}
POSTS = os.path.join(ROOT, 'src', 'content', 'blog', 'posts')
TAGLINE = 'Hamilton, Ontario · Serving North America'


def wrap(text, size, max_w, weight=800):
    words, lines_, cur = text.split(), [], ''
    for w in words:
        trial = f'{cur} {w}'.strip()
        if measure(trial, size, 'jakarta', weight) <= max_w or not cur:
            cur = trial
        else:
            lines_.append(cur)
            cur = w
    lines_.append(cur)
    return lines_


def title_block(title, x, y, max_w, size=64, max_lines=3):
    while True:
        ls = wrap(title, size, max_w)
        if len(ls) <= max_lines:
            break
        size -= 4
    lh = size * 1.14
    d = ''.join(text_path(line, x, y + i * lh, size, 'jakarta', 800, tracking=-0.015) for i, line in enumerate(ls))
    return f'<path fill="#FFFFFF" d="{d}"/>', y + (len(ls) - 1) * lh


def inner(svg_text, prefix):
    """The children of an SVG file with its ids prefixed, plus its viewBox."""
    vb = re.search(r'viewBox="([^"]+)"', svg_text).group(1)
    body = re.sub(r'^<svg[^>]*>|</svg>\s*$', '', svg_text.strip())
    body = re.sub(r'id="([^"]+)"', lambda m: f'id="{prefix}{m.group(1)}"', body)
    body = re.sub(r'url\(#([^)]+)\)', lambda m: f'url(#{prefix}{m.group(1)})', body)
    return vb, body


def logo_light():
    with open(os.path.join(PUB, 'images', 'logo-light.svg')) as f:
        return inner(f.read(), 'lg')


def frame(content, right=''):
    vb, logo = logo_light()
    lw = float(vb.split()[2])
    return (
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 630" width="1200" height="630">'
        '<defs><radialGradient id="glow" cx=".78" cy=".35" r=".6"><stop offset="0" stop-color="#2454E6" stop-opacity=".55"/>'
        '<stop offset="1" stop-color="#2454E6" stop-opacity="0"/></radialGradient>'
        '<radialGradient id="glow2" cx=".05" cy="1" r=".5"><stop offset="0" stop-color="#12B5A5" stop-opacity=".28"/>'
        '<stop offset="1" stop-color="#12B5A5" stop-opacity="0"/></radialGradient>'
        '<pattern id="grid" width="48" height="48" patternUnits="userSpaceOnUse"><path d="M48 0H0v48" fill="none" stroke="#fff" stroke-opacity=".05"/></pattern>'
        '<linearGradient id="ridge" x1="0" x2="1"><stop offset="0" stop-color="#12B5A5"/><stop offset=".6" stop-color="#2454E6"/><stop offset="1" stop-color="#F5A524"/></linearGradient>'
        '</defs>'
        '<rect width="1200" height="630" fill="#0B1530"/><rect width="1200" height="630" fill="url(#grid)"/>'
        '<rect width="1200" height="630" fill="url(#glow)"/><rect width="1200" height="630" fill="url(#glow2)"/>'
        '<path d="M0 600l180-40 60 10 120-60h260l80 36 150-24 350 60v48H0z" fill="#fff" fill-opacity=".04"/>'
        '<rect x="0" y="622" width="1200" height="8" fill="url(#ridge)"/>'
        f'<svg x="72" y="64" width="{lw * 1.3:.0f}" height="52" viewBox="{vb}">{logo}</svg>'
        f'{content}{right}</svg>')


def eyebrow(label, x, y, color='#F5A524'):
    d = text_path(label.upper(), x, y, 18, 'inter', 700, tracking=0.16)
    return f'<path fill="{color}" d="{d}"/>'


def tagline(x, y, text=TAGLINE, size=24):
    return f'<path fill="#9DB6FF" d="{text_path(text, x, y, size, "inter", 500)}"/>'


def default():
    title, last = title_block('Data-Driven Digital Solutions for Scaling Businesses', 72, 270, 700, 66)
    vb, icon = inner(open(os.path.join(PUB, 'favicon.svg')).read(), 'fv')
    right = (f'<g transform="rotate(-8 960 330)"><rect x="820" y="190" width="280" height="280" rx="64" fill="#fff" fill-opacity=".06"/></g>'
             f'<svg x="840" y="210" width="240" height="240" viewBox="{vb}">{icon}</svg>')
    return frame(title + tagline(72, last + 70), right)


def service(slug, name):
    title, last = title_block(name, 72, 300, 690, 70, 2)
    with open(os.path.join(PUB, 'images', 'icons', 'services', f'{slug}.svg')) as f:
        src = f.read().replace('#2454E6', '#FFFFFF').replace('#12B5A5', '#2EE0CD')
    vb, icon = inner(src, 'ic')
    right = ('<rect x="800" y="165" width="300" height="300" rx="56" fill="#fff" fill-opacity=".07" stroke="#fff" stroke-opacity=".12" stroke-width="2"/>'
             f'<svg x="860" y="225" width="180" height="180" viewBox="{vb}"><g fill="none">{icon}</g></svg>')
    return frame(eyebrow('Service', 72, 220) + title + tagline(72, last + 66, 'Lakeforge Digital · ' + TAGLINE, 22), right)


def blog_posts():
    """(id, title, cover path) of every Markdown post, read from its front matter."""
    for path in sorted(glob.glob(os.path.join(POSTS, '*.md'))):
        with open(path, encoding='utf-8') as f:
            front = yaml.safe_load(f.read().split('---', 2)[1])
        yield os.path.basename(path)[:-3], front['title'], front['image']


def blog(title_text, image):
    title, last = title_block(title_text, 72, 268, 600, 56, 3)
    # The cover is embedded as vector art, so it must be an SVG under public/.
    with open(os.path.join(PUB, *image.strip('/').split('/'))) as f:
        vb, cover = inner(f.read(), 'bc')
    right = ('<clipPath id="cv"><rect x="730" y="150" width="420" height="236" rx="20"/></clipPath>'
             '<rect x="724" y="144" width="432" height="248" rx="24" fill="#fff" fill-opacity=".1"/>'
             f'<g clip-path="url(#cv)"><svg x="730" y="150" width="420" height="236" viewBox="{vb}">{cover}</svg></g>')
    return frame(eyebrow('Blog', 72, 200) + title + tagline(72, last + 62, 'Lakeforge Digital · Hamilton, Ontario', 22), right)


if __name__ == '__main__':
    out = sys.argv[1]
    os.makedirs(os.path.join(out, 'services'), exist_ok=True)
    os.makedirs(os.path.join(out, 'blog'), exist_ok=True)
    jobs = {'default': default()}
    jobs.update({f'services/{s}': service(s, n) for s, n in SERVICES.items()})
    jobs.update({f'blog/{id_}': blog(title, image) for id_, title, image in blog_posts()})
    for key, svg_text in jobs.items():
        with open(os.path.join(out, key + '.svg'), 'w') as f:
            f.write(svg_text)
        print(key)
