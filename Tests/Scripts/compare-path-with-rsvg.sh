#!/usr/bin/env bash
# Renders SVG path data with librsvg (rsvg-convert), an independent renderer, and with
# `barkit path`, then puts the two side by side and prints how far they differ.
#
# Usage:
#   Tests/Scripts/compare-path-with-rsvg.sh [options] 'PATH-DATA' OUTPUT-DIRECTORY
#
# Options (same meaning in both renderers):
#   --size WxH           canvas in points (default 64x64)
#   --scale N            device pixels per point, 1, 2 or 3 (default 2)
#   --color HEX          paint color, RRGGBB (default 000000)
#   --stroke-width W     stroke instead of fill, with this width in points
#   --cap butt|round|square       line cap (default butt)
#   --join miter|round|bevel      line join (default miter)
#   --miter-limit M      miter limit in line widths (default 4, as in SVG)
#   --fill-rule nonzero|evenodd   fill rule when filling (default nonzero)
#
# Writes OUTPUT-DIRECTORY/path.svg (the SVG given to rsvg-convert), rsvg.png, barkit.png and
# side-by-side.png (rsvg left, BarKit middle, difference on white ×4 right, dark = differs), and prints the largest and
# mean channel difference. Without a `barkit` binary (BARKIT, else .build/debug/barkit, else
# `barkit` on PATH) it renders the rsvg image only.
#
# The options map onto `barkit path` (barkit path --help): --color becomes --fill or --stroke,
# --stroke-width --line-width, --cap --line-cap, --join --line-join.
#
# Needs: rsvg-convert (Debian: apt-get install librsvg2-bin) and, for the side-by-side image,
# Python 3 with Pillow (pip install pillow).
#
# Example:
#   Tests/Scripts/compare-path-with-rsvg.sh --stroke-width 3 --cap round --join round \
#     'M8 40 C20 8 44 8 56 40' /tmp/curve
set -euo pipefail

size=64x64 scale=2 color=000000 stroke_width="" cap=butt join=miter miter_limit=4 fill_rule=nonzero
usage() { sed -n '2,30p' "$0" | sed 's/^# \{0,1\}//' >&2; exit 2; }
while [[ $# -gt 0 && $1 == --* ]]; do
  [[ $# -ge 2 ]] || usage
  case $1 in
    --size) size=$2 ;;
    --scale) scale=$2 ;;
    --color) color=$2 ;;
    --stroke-width) stroke_width=$2 ;;
    --cap) cap=$2 ;;
    --join) join=$2 ;;
    --miter-limit) miter_limit=$2 ;;
    --fill-rule) fill_rule=$2 ;;
    *) usage ;;
  esac
  shift 2
done
[[ $# -eq 2 ]] || usage
data=$1 out=$2
[[ $size =~ ^([0-9]+)x([0-9]+)$ ]] || { echo "compare-path-with-rsvg: --size must be WxH, got $size" >&2; exit 2; }
width=${BASH_REMATCH[1]} height=${BASH_REMATCH[2]}
[[ $scale =~ ^[123]$ ]] || { echo "compare-path-with-rsvg: --scale must be 1, 2 or 3" >&2; exit 2; }
command -v rsvg-convert >/dev/null || { echo "compare-path-with-rsvg: rsvg-convert missing (apt-get install librsvg2-bin)" >&2; exit 3; }
mkdir -p "$out"

# XML-escape the path data; attribute values are double-quoted.
escaped=$(printf '%s' "$data" | sed -e 's/&/\&amp;/g' -e 's/</\&lt;/g' -e 's/"/\&quot;/g')
if [[ -n $stroke_width ]]; then
  paint="fill=\"none\" stroke=\"#$color\" stroke-width=\"$stroke_width\" stroke-linecap=\"$cap\" stroke-linejoin=\"$join\" stroke-miterlimit=\"$miter_limit\""
else
  paint="fill=\"#$color\" fill-rule=\"$fill_rule\""
fi
# The viewBox is in points; rsvg-convert's pixel size applies the display scale.
cat >"$out/path.svg" <<SVG
<svg xmlns="http://www.w3.org/2000/svg" width="$width" height="$height" viewBox="0 0 $width $height">
  <path d="$escaped" $paint/>
</svg>
SVG
rsvg-convert --width $((width * scale)) --height $((height * scale)) "$out/path.svg" -o "$out/rsvg.png"
echo "rsvg:   $out/rsvg.png"

barkit=${BARKIT:-}
if [[ -z $barkit ]]; then
  if [[ -x .build/debug/barkit ]]; then barkit=.build/debug/barkit; else barkit=$(command -v barkit || true); fi
fi
if [[ -z $barkit ]]; then
  echo "barkit: not found (set BARKIT=/path/to/barkit); rendered with rsvg only"
  exit 0
fi
if [[ -n $stroke_width ]]; then
  paint_args=(--stroke "#$color" --line-width "$stroke_width" --line-cap "$cap" --line-join "$join" --miter-limit "$miter_limit")
else
  paint_args=(--fill "#$color" --fill-rule "$fill_rule")
fi
# `--` ends the options, so path data starting with a minus sign stays data.
if ! "$barkit" path --size "$size" --scale "$scale" "${paint_args[@]}" -o "$out/barkit.png" -- "$data"; then
  echo "compare-path-with-rsvg: \`$barkit path\` failed (does this build have the path command?)" >&2
  exit 1
fi
echo "barkit: $out/barkit.png"

python3 - "$out" <<'PY'
import sys
from PIL import Image, ImageChops
out = sys.argv[1]
a = Image.open(f"{out}/rsvg.png").convert("RGBA")
b = Image.open(f"{out}/barkit.png").convert("RGBA")
if a.size != b.size:
    sys.exit(f"compare-path-with-rsvg: sizes differ, rsvg {a.size} vs barkit {b.size}")
white = Image.new("RGBA", a.size, "white")
on_white = [Image.alpha_composite(white, image).convert("RGB") for image in (a, b)]
raw = ImageChops.difference(a, b).tobytes()
print(f"difference: max {max(raw)}, mean {sum(raw) / len(raw):.4f} (0-255, straight RGBA channels)")
shown = Image.eval(ImageChops.difference(*on_white), lambda v: 255 - min(255, 4 * v))
panels = on_white + [shown]
side = Image.new("RGB", (a.width * 3 + 8, a.height), "gray")
for i, panel in enumerate(panels):
    side.paste(panel, (i * (a.width + 4), 0))
side.save(f"{out}/side-by-side.png")
print(f"side by side: {out}/side-by-side.png")
PY
