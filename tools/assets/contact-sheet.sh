#!/usr/bin/env bash
# Renders every SVG under public/ to PNG and tiles them into one contact sheet per folder,
# for checking the assets by eye. Usage: tools/assets/contact-sheet.sh [OUT_DIR]  (default /tmp/asset-sheets)
# Needs (Debian packages): librsvg2-bin imagemagick
set -euo pipefail
cd "$(dirname "$0")/../.."
OUT=${1:-/tmp/asset-sheets}
mkdir -p "$OUT/png"
for dir in images/icons/services images/brands images/partners images/projects images/team images/reviewers images/blog images/illustrations; do
  name=${dir//\//-}
  files=()
  for f in public/$dir/*.svg; do
    png="$OUT/png/$name-$(basename "$f" .svg).png"
    case $dir in
      images/icons/*) rsvg-convert -w 96 -h 96 -b white "$f" -o "$png" ;;
      images/brands|images/partners) rsvg-convert -w 300 -b white "$f" -o "$png" ;;
      *) rsvg-convert -w 480 -b white "$f" -o "$png" ;;
    esac
    files+=("$png")
  done
  montage -label '%t' "${files[@]}" -tile 4x -geometry +8+8 -pointsize 11 -background '#E2E8F0' "$OUT/$name.png"
  echo "$OUT/$name.png"
done
