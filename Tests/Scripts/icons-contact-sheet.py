#!/usr/bin/env python3
"""Writes each icon of Docs/icons.json as an SVG file (one per icon, black ink on white).

Usage: icons-contact-sheet.py ICONS_JSON OUT_DIR
Also writes OUT_DIR/margin/*.svg: the same icons, transparent, with MARGIN points of room around the
view box, so the shell script can check that no ink (joins and caps included) leaves the view box.
The SVG attributes mirror IconLayer one to one: fill-rule for fills, stroke-* for strokes, opacity.
"""
import json
import sys
from pathlib import Path

MARGIN = 2


def svg(icon, margin=0):
    """The icon on white, or with `margin` points of transparent room on every side (for the ink check)."""
    x, y, w, h = icon["viewBox"]
    x, y, w, h = x - margin, y - margin, w + 2 * margin, h + 2 * margin
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" viewBox="{x} {y} {w} {h}">']
    if margin == 0:
        parts.append(f'<rect x="{x}" y="{y}" width="{w}" height="{h}" fill="#fff"/>')
    for layer in icon["layers"]:
        attrs = [f'd="{layer["d"]}"', f'opacity="{layer["opacity"]}"']
        if "strokeWidth" in layer:
            attrs += [
                'fill="none"',
                'stroke="#000"',
                f'stroke-width="{layer["strokeWidth"]}"',
                f'stroke-linecap="{layer["strokeLinecap"]}"',
                f'stroke-linejoin="{layer["strokeLinejoin"]}"',
                f'stroke-miterlimit="{layer["strokeMiterlimit"]}"',
            ]
        else:
            attrs += ['fill="#000"', f'fill-rule="{layer["fillRule"]}"']
        parts.append("<path " + " ".join(attrs) + "/>")
    parts.append("</svg>")
    return "\n".join(parts) + "\n"


def main():
    icons = json.loads(Path(sys.argv[1]).read_text())["icons"]
    out = Path(sys.argv[2])
    out.mkdir(parents=True, exist_ok=True)
    for index, icon in enumerate(icons):
        (out / f"{index:03d}-{icon['name']}.svg").write_text(svg(icon))
        (out / "margin").mkdir(exist_ok=True)
        (out / "margin" / f"{index:03d}-{icon['name']}.svg").write_text(svg(icon, MARGIN))


if __name__ == "__main__":
    main()
