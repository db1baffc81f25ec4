#!/usr/bin/env bash
# Renders the Open Graph images (1200x630 PNG) into public/images/og/ from the SVG templates
# built by og_templates.py. Needs: python3-fonttools python3-brotli libharfbuzz-bin librsvg2-bin pngquant
# (Debian packages) and the site's node_modules (for the Plus Jakarta Sans / Inter font files).
set -euo pipefail
cd "$(dirname "$0")/../.."
OUT=public/images/og
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
PY=${PYTHON:-python3}
"$PY" -c 'import fontTools, brotli' 2>/dev/null || PY=/usr/bin/python3   # Debian's python3-fonttools
"$PY" tools/assets/og_templates.py "$TMP" >/dev/null
( cd "$TMP" && find . -name '*.svg' | sort ) | while read -r f; do
  rel=${f#./}; png="$OUT/${rel%.svg}.png"
  mkdir -p "$(dirname "$png")"
  rsvg-convert -w 1200 -h 630 "$TMP/$rel" -o "$png"
  pngquant --force --skip-if-larger --quality=70-95 --speed 1 --output "$png" "$png" || true
  printf '%-48s %6d B\n' "$png" "$(stat -c %s "$png")"
done
