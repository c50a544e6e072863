#!/bin/sh
# Draws Docs/icons.json as a contact sheet, Docs/Icons.png, without BarKit's own rasterizer: each
# icon becomes an SVG (icons-contact-sheet.py) that rsvg-convert renders at SCALE px per point
# (default 4), then ImageMagick's montage lays them out with their names.
# Needs python3, rsvg-convert (Debian: librsvg2-bin) and montage (imagemagick).
# Refresh the JSON first: BARKIT_RECORD=all swift test --filter IconJSONTests
set -eu
cd "$(dirname "$0")/../.."
scale="${SCALE:-4}"
out="${1:-Docs/Icons.png}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

python3 Tests/Scripts/icons-contact-sheet.py Docs/icons.json "$work/svg"
mkdir -p "$work/png"
for file in "$work"/svg/*.svg; do
  name="$(basename "$file" .svg)"
  rsvg-convert --zoom "$scale" "$file" -o "$work/png/$name.png"
done
# Ink check: at 8 px per point with MARGIN (2 pt = 16 px) of room, the trimmed ink box must stay
# within the view box, allowing 1 px of anti-aliasing. This catches miter points and caps that the
# Swift bounds test (centre lines plus half the stroke width) cannot see.
status=0
for file in "$work"/svg/margin/*.svg; do
  name="$(basename "$file" .svg | cut -d- -f2-)"
  rsvg-convert --zoom 8 "$file" -o "$work/check.png"
  set -- $(convert "$work/check.png" -format '%w %h %@' info: | tr 'x+' '  ')
  # $1 $2: image size; $3 $4: ink size; $5 $6: ink origin.
  if [ "$5" -lt 15 ] || [ "$6" -lt 15 ] || [ $(($5 + $3)) -gt $(($1 - 15)) ] || [ $(($6 + $4)) -gt $(($2 - 15)) ]; then
    echo "ink outside the view box: $name (ink ${3}x${4}+${5}+${6} in ${1}x${2} px at 8x, 16 px margin)"
    status=1
  fi
done
[ "$status" -eq 0 ] || exit 1

# Labels drop the index prefix; each tile is padded to one size so the grid stays regular.
set --
for file in "$work"/png/*.png; do
  label="$(basename "$file" .png | cut -d- -f2-)"
  set -- "$@" -label "$label" "$file"
done
montage "$@" -tile 8x -geometry "$((30 * scale))x$((30 * scale))>+12+10" \
  -background '#d8d8d8' -pointsize 11 "$work/sheet.png"
mv "$work/sheet.png" "$out"
echo "wrote $out"
