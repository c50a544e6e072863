#!/usr/bin/env python3
"""Measures the captured ink widths of strings the letter-spacing table was not fitted on.

fit-letter-spacing.py fits Sources/BarKitText/Fonts/StandInSpacing.swift to the strings of the
captures listed in measure-captures.py. The strings below come from other captures in the same
folder and are measured the same way (measure-captures.py's coverage against the box's own
background and its sub-pixel ink edges); StandInSpacingTests holds the printed widths and checks
the table on them. Keep these captures out of measure-captures.py, or they stop being held out.

Usage: Tests/Scripts/measure-held-out.py   (shared folder: $BARKIT_SHARED or ../shared; needs
numpy and Pillow)
"""
import importlib.util
import os
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
spec = importlib.util.spec_from_file_location("measure_captures", HERE / "measure-captures.py")
captures = importlib.util.module_from_spec(spec)
spec.loader.exec_module(captures)
WHITE, BLACK, TINT, TAB_GRAY = captures.WHITE, captures.BLACK, captures.TINT, captures.TAB_GRAY
CLOCK = (240, 0, 400, 40)

# (capture, kind, string, box (x0, y0, x1, y1) in device px, ink color)
HELD_OUT = [
    ("ios7-navbar-black-translucent-back-over-grid-640x1136-MWPhotoBrowser.png", "title", "187 photos",
     (200, 56, 440, 112), WHITE),
    ("ios7-navbar-bartint-facebook-blue-white-chevron-640x1136-DZNEmptyDataSet.png", "clock", "4:06 PM", CLOCK, WHITE),
    ("ios7-navbar-bartint-path-brown-640x1136-DZNEmptyDataSet.png", "clock", "7:51 PM", CLOCK, WHITE),
    ("ios7-navbar-bartint-tumblr-darknavy-640x1136-DZNEmptyDataSet.png", "clock", "2:18 AM", CLOCK, WHITE),
    ("ios7-navbar-default-red-tint-chevron-640x1136-DZNEmptyDataSet.png", "clock", "2:17 AM", CLOCK, BLACK),
    ("ios7-navbar-black-translucent-back-over-grid-640x1136-MWPhotoBrowser.png", "clock", "2:05 PM", CLOCK, WHITE),
    ("ios7-navbar-toolbar-black-translucent-system-items-640x1136-MWPhotoBrowser.png", "clock", "2:25 PM", CLOCK,
     WHITE),
    ("ios7-tabbar-two-items-selected-unselected-over-photo-640x960-iOS7-day-by-day.png", "tab title", "Photo Filters",
     (40, 934, 280, 960), TINT),
    ("ios7-tabbar-two-items-selected-unselected-over-photo-640x960-iOS7-day-by-day.png", "tab title", "QR Generator",
     (360, 934, 600, 960), TAB_GRAY),
]


def main():
    screens = Path(os.environ.get("BARKIT_SHARED", HERE.parents[2] / "shared")) / "reference" / "screens"
    if not screens.is_dir():
        sys.exit(f"measure-held-out: {screens} not found (set BARKIT_SHARED)")
    from PIL import Image

    fitted = {file for file, _, _ in captures.CAPTURES}
    for file, kind, label, box, ink in HELD_OUT:
        assert file not in fitted, f"{file} is one of the fitted captures"
        x0, y0, x1, y1 = captures.ink_box(captures.coverage(Image.open(screens / file).convert("RGB"), box, ink))
        print(f"{kind:<11}{label:<16}{x1 - x0:>7.1f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
