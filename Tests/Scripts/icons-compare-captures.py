#!/usr/bin/env python3
"""Compares BarKit icons with the real iOS 7 captures they were fitted to.

Each icon of Docs/icons.json is rendered by rsvg-convert at @2x (2 px per point) where the capture
has it (measurements.md §6, §7, §10), and its coverage is compared with the capture's coverage,
cov = (pixel - background) / (ink - background) in one channel. Prints the ink areas and the overlap
sum(min) / sum(max) (1 = identical coverage).

Usage: icons-compare-captures.py [SHARED_DIR]   (default: $BARKIT_SHARED or ../shared)
Needs rsvg-convert (librsvg2-bin) and Pillow + numpy (pip install pillow numpy).
"""
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

import numpy as np
from PIL import Image

ROOT = Path(__file__).resolve().parents[2]
SHARED = Path(sys.argv[1] if len(sys.argv) > 1 else os.environ.get("BARKIT_SHARED", ROOT.parent / "shared"))
SCREENS = SHARED / "reference" / "screens"

BK = "ios7-navbar-backbutton-short-title-640x960-iOS7-day-by-day.png"
SBA = "ios7-searchbar-active-cancel-keyboard-640x1136-DZNEmptyDataSet.png"

# name, capture, view box origin in capture px, crop box (x0, y0, x1, y1), background and ink levels
# of the red channel. Origins: chevron ink left 16.55 px at view box x 0.5 pt, point at 84.49 px
# (§6); Wi-Fi centre x 110.5 px, top 11.0 px (§7); battery outline at 580/11 px (§7); magnifier ring centre
# (42, 169) px, 8 pt inside the field (§10); clear disc centre (464, 172) px: §10's (463.5, 171.5)
# counts pixel centres, these coordinates count pixel edges.
PLACEMENTS = [
    ("navigation.backChevron", BK, (15.55, 63.49), (8, 56, 48, 112), 248, 0),
    ("statusBar.wiFi.3", BK, (98.3, 11.0), (94, 8, 126, 32), 248, 0),
    ("statusBar.battery.100", BK, (580, 11), (574, 6, 634, 34), 248, 0),
    ("searchField.magnifier", SBA, (32, 159), (24, 150, 64, 192), 234, 142),
    ("searchField.clear", SBA, (450, 158), (444, 152, 484, 192), 234, 142),
]


def layer_svg(layer):
    common = f'd="{layer["d"]}" opacity="{layer["opacity"]}"'
    if "strokeWidth" in layer:
        return (
            f'<path {common} fill="none" stroke="#000" stroke-width="{layer["strokeWidth"]}" '
            f'stroke-linecap="{layer["strokeLinecap"]}" stroke-linejoin="{layer["strokeLinejoin"]}" '
            f'stroke-miterlimit="{layer["strokeMiterlimit"]}"/>'
        )
    return f'<path {common} fill="#000" fill-rule="{layer["fillRule"]}"/>'


def coverage_of_icon(icon, origin, box, work):
    width, height = (box[2] - box[0]) / 2, (box[3] - box[1]) / 2
    dx, dy = (origin[0] - box[0]) / 2, (origin[1] - box[1]) / 2
    body = "".join(layer_svg(layer) for layer in icon["layers"])
    svg = work / "icon.svg"
    svg.write_text(
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
        f'viewBox="0 0 {width} {height}"><g transform="translate({dx} {dy})">{body}</g></svg>'
    )
    png = work / "icon.png"
    subprocess.run(["rsvg-convert", "--zoom", "2", str(svg), "-o", str(png)], check=True)
    alpha = np.asarray(Image.open(png).convert("RGBA"), dtype=float)[..., 3] / 255
    return alpha[: box[3] - box[1], : box[2] - box[0]]


def main():
    # The captures are reference material kept outside the repository (Docs/Testing.md): say so
    # in one line rather than fail on the first image.
    missing = sorted({capture for _, capture, *_ in PLACEMENTS if not (SCREENS / capture).is_file()})
    if missing:
        sys.exit(
            f"icons-compare-captures: {SCREENS}: {len(missing)} capture(s) missing, e.g. {missing[0]}; "
            "pass the reference folder as SHARED_DIR or set BARKIT_SHARED"
        )
    icons = {icon["name"]: icon for icon in json.loads((ROOT / "Docs" / "icons.json").read_text())["icons"]}
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        for name, capture, origin, box, background, ink in PLACEMENTS:
            pixels = np.asarray(Image.open(SCREENS / capture).convert("RGB"), dtype=float)
            crop = pixels[box[1] : box[3], box[0] : box[2], 0]
            reference = np.clip((crop - background) / (ink - background), 0, 1)
            mine = coverage_of_icon(icons[name], origin, box, work)
            overlap = np.minimum(reference, mine).sum() / np.maximum(reference, mine).sum()
            print(f"{name:24} capture {reference.sum():6.1f} px²  icon {mine.sum():6.1f} px²  overlap {overlap:.3f}")


if __name__ == "__main__":
    main()
