#!/usr/bin/env bash
# Generates the hero background loops and their posters into public/media/.
#
#   hero-{home,about,portfolio}.mp4   H.264 (yuv420p, +faststart, no audio)
#   hero-{home,about,portfolio}.webm  VP9
#   hero-{home,about,portfolio}-poster.webp   first frame
#
# Each loop is 10 s at 25 fps, 1280x720. Every moving layer either follows a closed path whose
# period is exactly 10 s (sin/cos of 2*PI*t/10) or pans by exactly one repeat of a tileable
# pattern in 10 s, so the last frame flows into the first.
# Needs (Debian packages): ffmpeg librsvg2-bin webp
set -euo pipefail
cd "$(dirname "$0")/../.."
OUT=public/media
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
mkdir -p "$OUT"
D=10      # seconds
FPS=25

svg() { rsvg-convert -o "$TMP/$1.png" /dev/stdin; }

# ---------------------------------------------------------------- shared layers
svg base <<'S'
<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="720"><defs>
<linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0B1530"/><stop offset=".6" stop-color="#0C1A3E"/><stop offset="1" stop-color="#0A1430"/></linearGradient>
<radialGradient id="v" cx=".5" cy=".5" r=".75"><stop offset=".55" stop-color="#050A1A" stop-opacity="0"/><stop offset="1" stop-color="#050A1A" stop-opacity=".55"/></radialGradient>
</defs><rect width="1280" height="720" fill="url(#g)"/></svg>
S
svg vignette <<'S'
<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="720"><defs>
<radialGradient id="v" cx=".5" cy=".5" r=".8"><stop offset=".5" stop-color="#050A1A" stop-opacity="0"/><stop offset="1" stop-color="#050A1A" stop-opacity=".6"/></radialGradient>
</defs><rect width="1280" height="720" fill="url(#v)"/></svg>
S
blob() { # name colour opacity radius
  svg "$1" <<S
<svg xmlns="http://www.w3.org/2000/svg" width="$(( $4 * 2 ))" height="$(( $4 * 2 ))"><defs>
<radialGradient id="b"><stop offset="0" stop-color="$2" stop-opacity="$3"/><stop offset=".45" stop-color="$2" stop-opacity="$(awk "BEGIN{print $3*0.45}")"/><stop offset="1" stop-color="$2" stop-opacity="0"/></radialGradient>
</defs><circle cx="$4" cy="$4" r="$4" fill="url(#b)"/></svg>
S
}
blob blue  '#2454E6' .55 520
blob teal  '#12B5A5' .35 440
blob blue2 '#2454E6' .40 600

# 64 px grid, 64 px larger than the frame so it can pan one cell per loop
svg grid <<'S'
<svg xmlns="http://www.w3.org/2000/svg" width="1344" height="784"><defs>
<pattern id="p" width="64" height="64" patternUnits="userSpaceOnUse"><path d="M64 0H0v64" fill="none" stroke="#9DB6FF" stroke-opacity=".16" stroke-width="1"/>
<circle cx="0" cy="0" r="2" fill="#9DB6FF" fill-opacity=".4"/></pattern>
<radialGradient id="f" cx=".62" cy=".42" r=".62"><stop offset="0" stop-color="#fff"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>
<mask id="m"><rect width="1344" height="784" fill="url(#f)"/></mask></defs>
<rect width="1344" height="784" fill="url(#p)" mask="url(#m)"/></svg>
S

# contour lines (escarpment / topographic map), horizontally periodic every 320 px
python3 - "$TMP/contours.svg" <<'P'
import math, sys
W, H, P = 1600, 720, 320
paths = []
for i in range(-2, 22):
    y0 = i * 38
    amp = 14 + 10 * math.sin(i * 0.7)
    ph = i * 0.55
    pts = []
    for x in range(0, W + 1, 8):
        y = y0 + amp * math.sin(2 * math.pi * x / P + ph) + 6 * math.sin(4 * math.pi * x / P + 2 * ph) + 120 * math.sin(math.pi * i / 24)
        pts.append(f'{x} {y:.1f}')
    col = '#12B5A5' if i % 4 == 0 else '#5B7FF0'
    op = .32 if i % 4 == 0 else .16
    paths.append(f'<path d="M{"L".join(pts)}" fill="none" stroke="{col}" stroke-opacity="{op}" stroke-width="{2 if i % 4 == 0 else 1.4}"/>')
open(sys.argv[1], 'w').write(f'<svg xmlns="http://www.w3.org/2000/svg" width="{W}" height="{H}">' + ''.join(paths) + '</svg>')
P
rsvg-convert "$TMP/contours.svg" -o "$TMP/contours.png"

# soft diagonal light beams, periodic every 400 px horizontally
svg beams <<'S'
<svg xmlns="http://www.w3.org/2000/svg" width="1680" height="720"><defs>
<linearGradient id="b" x1="0" x2="1"><stop offset="0" stop-color="#3B6BFF" stop-opacity="0"/><stop offset=".5" stop-color="#3B6BFF" stop-opacity=".16"/><stop offset="1" stop-color="#3B6BFF" stop-opacity="0"/></linearGradient>
<linearGradient id="t" x1="0" x2="1"><stop offset="0" stop-color="#12B5A5" stop-opacity="0"/><stop offset=".5" stop-color="#12B5A5" stop-opacity=".10"/><stop offset="1" stop-color="#12B5A5" stop-opacity="0"/></linearGradient>
<pattern id="p" width="400" height="720" patternUnits="userSpaceOnUse" patternTransform="skewX(-15)">
<rect x="40" y="0" width="200" height="720" fill="url(#b)"/><rect x="250" y="0" width="90" height="720" fill="url(#t)"/></pattern></defs>
<rect width="1680" height="720" fill="url(#p)"/></svg>
S

encode() { # name, filtergraph inputs...
  local name=$1; shift
  local graph=$1; shift
  ffmpeg -v error -y "$@" -filter_complex "$graph" -map '[out]' -t $D -r $FPS -an \
    -c:v libx264 -preset slower -crf 30 -tune film -pix_fmt yuv420p -movflags +faststart "$OUT/$name.mp4"
  ffmpeg -v error -y "$@" -filter_complex "$graph" -map '[out]' -t $D -r $FPS -an \
    -c:v libvpx-vp9 -b:v 0 -crf 44 -row-mt 1 -deadline good -cpu-used 2 -pix_fmt yuv420p "$OUT/$name.webm"
  ffmpeg -v error -y -i "$OUT/$name.mp4" -frames:v 1 -c:v libwebp -quality 72 "$OUT/$name-poster.webp"
  printf '%-18s mp4 %7d B  webm %7d B  poster %6d B\n' "$name" \
    "$(stat -c %s "$OUT/$name.mp4")" "$(stat -c %s "$OUT/$name.webm")" "$(stat -c %s "$OUT/$name-poster.webp")"
}

L="-loop 1 -framerate $FPS -t $D -i"
W='2*PI*t/10'   # one full turn per loop

# home: two colour fields drifting on closed orbits, a grid panning one cell diagonally
encode hero-home \
  "[0][1]overlay=x='130+150*cos($W)-520':y='300+90*sin($W)-520'[a];\
[a][2]overlay=x='900+120*cos($W+2)-440':y='420+110*sin(2*$W+1)-440'[b];\
[b][3]overlay=x='-mod(t*6.4\,64)':y='-mod(t*6.4\,64)'[d];\
[d][4]overlay=0:0,format=yuv420p[out]" \
  $L "$TMP/base.png" $L "$TMP/blue.png" $L "$TMP/teal.png" $L "$TMP/grid.png" $L "$TMP/vignette.png"

# about: topographic contour lines drifting sideways (one 320 px period per loop), a blue glow
encode hero-about \
  "[0][1]overlay=x='760+140*cos($W)-600':y='260+80*sin($W)-600'[a];\
[a][2]overlay=x='-mod(t*32\,320)':y=0[b];\
[b][3]overlay=x='160+100*sin($W)-440':y='560+60*cos($W)-440'[c];\
[c][4]overlay=0:0,format=yuv420p[out]" \
  $L "$TMP/base.png" $L "$TMP/blue2.png" $L "$TMP/contours.png" $L "$TMP/teal.png" $L "$TMP/vignette.png"

# portfolio: diagonal light beams gliding (one 400 px period per loop) over a dot grid
encode hero-portfolio \
  "[0][1]overlay=x='640+200*cos($W)-520':y='360+120*sin(2*$W)-520'[a];\
[a][2]overlay=x='-mod(t*40\,400)':y=0[b];\
[b][3]overlay=x='-mod(t*6.4\,64)':y=0[c];\
[c][4]overlay=x='1000+90*cos($W+1)-440':y='160+70*sin($W+1)-440'[d];\
[d][5]overlay=0:0,format=yuv420p[out]" \
  $L "$TMP/base.png" $L "$TMP/blue.png" $L "$TMP/beams.png" $L "$TMP/grid.png" $L "$TMP/teal.png" $L "$TMP/vignette.png"
