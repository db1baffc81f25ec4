"""Small helpers shared by the illustration scripts (project mock-ups, blog covers, OG images)."""
import re

FONT = "'Plus Jakarta Sans', 'Inter', system-ui, sans-serif"


def esc(s: str) -> str:
    return s.replace('&', '&amp;').replace('<', '&lt;').replace('>', '&gt;')


def n(v) -> str:
    if isinstance(v, float):
        v = round(v, 1)
        if v == int(v):
            v = int(v)
    return str(v)


def rect(x, y, w, h, fill, r=0, extra=''):
    rr = f' rx="{n(r)}"' if r else ''
    return f'<rect x="{n(x)}" y="{n(y)}" width="{n(w)}" height="{n(h)}"{rr} fill="{fill}"{extra}/>'


def circle(cx, cy, r, fill, extra=''):
    return f'<circle cx="{n(cx)}" cy="{n(cy)}" r="{n(r)}" fill="{fill}"{extra}/>'


def text(x, y, s, size, fill, weight=700, anchor='start', extra=''):
    a = f' text-anchor="{anchor}"' if anchor != 'start' else ''
    w = f' font-weight="{weight}"' if weight != 400 else ''
    return f'<text x="{n(x)}" y="{n(y)}" font-size="{n(size)}"{w} fill="{fill}"{a}{extra}>{esc(s)}</text>'


def lines(x, y, widths, fill, h=10, gap=20, r=5):
    """Placeholder copy lines (rounded bars)."""
    return ''.join(rect(x, y + i * gap, w, h, fill, r) for i, w in enumerate(widths))


def svg(w, h, body, defs='', label=''):
    aria = f' role="img" aria-label="{esc(label)}"' if label else ''
    d = f'<defs>{defs}</defs>' if defs else ''
    out = (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {w} {h}" font-family="{FONT}"{aria}>'
           f'{d}{body}</svg>')
    return re.sub(r'\s{2,}', ' ', out)


def lin(id_, stops, x1=0, y1=0, x2=1, y2=1):
    """Linear gradient; stops are (offset, colour) or (offset, colour, opacity)."""
    parts = []
    for t in stops:
        o, c = t[0], t[1]
        op = f' stop-opacity="{t[2]}"' if len(t) > 2 and t[2] != 1 else ''
        parts.append(f'<stop offset="{o}" stop-color="{c}"{op}/>')
    return f'<linearGradient id="{id_}" x1="{x1}" y1="{y1}" x2="{x2}" y2="{y2}">{"".join(parts)}</linearGradient>'


def shadow(id_='sh', dy=18, blur=24, color='#0B1530', op=0.22):
    """Soft drop shadow (classic primitives: rendered the same by browsers and librsvg)."""
    return (f'<filter id="{id_}" x="-20%" y="-20%" width="140%" height="150%">'
            f'<feGaussianBlur in="SourceAlpha" stdDeviation="{blur}"/><feOffset dy="{dy}" result="o"/>'
            f'<feFlood flood-color="{color}" flood-opacity="{op}"/><feComposite in2="o" operator="in"/>'
            '<feMerge><feMergeNode/><feMergeNode in="SourceGraphic"/></feMerge></filter>')


def browser(x, y, w, h, url, content, *, chrome='#FFFFFF', bar='#EEF1F6', dots=('#FF6B5E', '#FFC53D', '#3DCB6C'),
            urlfill='#8A94A6', clip='bc', r=14):
    """A browser window; `content` is drawn in a local frame (0,0)-(w, h-44), clipped."""
    ch = 44
    out = [f'<g filter="url(#sh)">{rect(x, y, w, h, chrome, r)}</g>',
           f'<clipPath id="{clip}"><rect x="{x}" y="{y}" width="{w}" height="{h}" rx="{r}"/></clipPath>']
    for i, c in enumerate(dots):
        out.append(circle(x + 22 + i * 18, y + 22, 5.5, c))
    out.append(rect(x + 90, y + 11, min(420, w - 180), 22, bar, 11))
    out.append(text(x + 106, y + 26.5, url, 12, urlfill, 500))
    out.append(f'<g clip-path="url(#{clip})"><g transform="translate({x} {y + ch})">{content}</g></g>')
    return ''.join(out)


def phone(x, y, w, h, content, *, body='#0F172A', screen='#FFFFFF', clip='pc', r=38):
    """A phone; `content` is drawn in a local frame of the screen (w-20 by h-20), clipped."""
    sw, sh_ = w - 20, h - 20
    return (f'<g filter="url(#sh)">{rect(x, y, w, h, body, r)}</g>'
            f'<clipPath id="{clip}"><rect x="{x + 10}" y="{y + 10}" width="{sw}" height="{sh_}" rx="{r - 9}"/></clipPath>'
            f'<g clip-path="url(#{clip})">{rect(x + 10, y + 10, sw, sh_, screen)}'
            f'<g transform="translate({x + 10} {y + 10})">{content}</g></g>'
            f'{rect(x + w / 2 - 38, y + 18, 76, 20, body, 10)}')
