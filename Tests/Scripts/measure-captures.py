#!/usr/bin/env python3
"""Measures BarKit's text and glyphs against the real iOS 7 captures, string by string.

For each capture in ../shared/reference/screens that shows bar text or a system glyph, a scene
describing it (same device, strings, items and bar style) is rendered by `barkit render` at @2x.
In a box around each string or glyph, the same on both images, coverage is computed against the
box's own background (the median of its border) and the known ink color:
cov = (pixel - background) . (ink - background) / |ink - background|^2. Printed per item:

  ink width  columns with cov > 0.5, first to last, each end widened by the coverage of the
             column beyond it (sub-pixel edges, as measurements.md measures them)
  Δw, Δx, Δtop, Δbottom   rendered minus captured ink box, device pixels
  ink ratio  sum of rendered cov / sum of captured cov (1.00 = as much ink as iOS 7)

then the median and worst |Δw| per kind (title, back title, item, carrier, clock, glyph).

Usage: Tests/Scripts/measure-captures.py [--barkit PATH] [--system-font auto|pinned|FAMILY] [--only KIND]
  Shared directory: $BARKIT_SHARED or ../shared (next to the repository). Needs numpy and Pillow
  (python3-pil, pip install numpy). Builds nothing: run `swift build -c release --product barkit`
  first (default PATH .build/release/barkit, else .build/debug/barkit).
"""
import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

BLACK, WHITE, TINT = (0, 0, 0), (255, 255, 255), (0, 122, 255)
GRAY_DISABLED = (201, 201, 201)
TAB_GRAY = (146, 146, 146)
# P's tab bar: five items with the Xcode template's 20 pt circle (measurements.md §8).
TABS = ["Scroll", "Nav/Table", "Table", "Nav/Scroll", "Nav/Simple"]
CIRCLE = {"svg": "M20 10A10 10 0 1 1 0 10A10 10 0 1 1 20 10Z", "viewBox": [0, 0, 20, 20]}


def status(time, **extra):
    return {"time": time, "cellularMode": "notSupported", **extra}


# One entry per capture: file, the scene describing it, and the measured items:
# (kind, label, box (x0, y0, x1, y1) in device px, ink color).
CAPTURES = [
    ("ios7-navbar-translucent-title-tabbar-over-purple-640x960-iOS7-day-by-day.png",
     {"canvas": {"device": "iphone-4s"}, "content": {"color": "#800080"}, "statusBar": status("3:11 PM"),
      "navigationBar": {"title": "Root View Controller"},
      "tabBar": {"selectedIndex": 1, "items": [{"title": t, "image": CIRCLE} for t in TABS]}},
     [("carrier", "Carrier", (0, 0, 90, 40), BLACK), ("clock", "3:11 PM", (240, 0, 400, 40), BLACK),
      ("title", "Root View Controller", (120, 56, 520, 112), BLACK)]
     + [("tab title", t, (128 * i + 4, 936, 128 * i + 124, 960), TINT if i == 1 else TAB_GRAY)
        for i, t in enumerate(TABS)]),
    ("ios7-navbar-backbutton-translucent-over-pink-640x960-iOS7-day-by-day.png",
     {"canvas": {"device": "iphone-4s"}, "content": {"color": "#DF90A4"}, "statusBar": status("2:59 PM"),
      "navigationBar": {"title": "Second VC", "backItem": {"title": "First VC"}}},
     [("clock", "2:59 PM", (240, 0, 400, 40), BLACK), ("back title", "First VC", (48, 56, 200, 112), TINT),
      ("title", "Second VC", (210, 56, 430, 112), BLACK)]),
    ("ios7-navbar-backbutton-settings-app-640x960-iOS7-day-by-day.png",
     {"canvas": {"device": "iphone-4s"}, "content": {"color": "#EFEFF4"}, "statusBar": status("6:55 PM"),
      "navigationBar": {"title": "Text Size", "backItem": {"title": "General"}}},
     [("clock", "6:55 PM", (240, 0, 400, 40), BLACK), ("back title", "General", (48, 56, 200, 112), TINT),
      ("title", "Text Size", (220, 56, 420, 112), BLACK)]),
    ("ios7-navbar-backbutton-over-map-locationarrow-640x960-iOS7-day-by-day.png",
     {"canvas": {"device": "iphone-4s"}, "content": {"color": "white"}, "statusBar": status("4:10 PM"),
      "navigationBar": {"title": "Step 06", "backItem": {"title": "Route Steps"}}},
     [("clock", "4:10 PM", (240, 0, 400, 40), BLACK), ("back title", "Route Steps", (48, 56, 250, 112), TINT),
      ("title", "Step 06", (252, 56, 400, 112), BLACK)]),
    ("ios7-navbar-backbutton-short-title-640x960-iOS7-day-by-day.png",
     {"canvas": {"device": "iphone-4s"}, "content": {"color": "white"}, "statusBar": status("10:53 AM"),
      "navigationBar": {"title": "ComicSansMS", "backItem": {"title": "Back"}}},
     [("carrier", "Carrier", (0, 0, 90, 40), BLACK), ("clock", "10:53 AM", (240, 0, 400, 40), BLACK),
      ("back title", "Back", (48, 56, 150, 112), TINT), ("title", "ComicSansMS", (180, 56, 460, 112), BLACK),
      ("glyph", "Wi-Fi", (94, 6, 128, 34), BLACK), ("glyph", "battery", (574, 6, 634, 34), BLACK)]),
    ("ios7-navbar-system-items-trash-refresh-640x1136-DZNEmptyDataSet.png",
     {"canvas": {"device": "iphone-5s"}, "content": {"color": "white"}, "statusBar": status("5:55 PM"),
      "navigationBar": {"translucent": False, "title": "Colors", "leftItems": [{"systemItem": "trash"}],
                        "rightItems": [{"systemItem": "refresh"}]}},
     [("clock", "5:55 PM", (240, 0, 400, 40), BLACK), ("title", "Colors", (240, 56, 400, 112), BLACK),
      ("glyph", "trash", (20, 48, 84, 116), TINT), ("glyph", "refresh", (556, 48, 620, 116), TINT)]),
    ("ios7-searchbar-minimal-under-navbar-640x1136-DZNEmptyDataSet.png",
     {"canvas": {"device": "iphone-5s"}, "content": {"color": "white"}, "statusBar": status("5:56 PM"),
      "navigationBar": {"translucent": False, "title": "Countries of the World",
                        "rightItems": [{"systemItem": "refresh"}]}},
     [("title", "Countries of the World", (130, 56, 512, 112), BLACK)]),
    ("ios7-navbar-modal-cancel-done-disabled-device-ipod-640x1136-iOS7-day-by-day.png",
     {"canvas": {"device": "iphone-5s"}, "content": {"color": "#EFEFF4"},
      "statusBar": status("21:54", operatorName="iPod", dataNetwork="hide", batteryState="charging"),
      "navigationBar": {"translucent": False, "leftItems": [{"title": "Cancel"}],
                        "rightItems": [{"title": "Done", "enabled": False}]}},
     [("carrier", "iPod", (0, 0, 90, 40), BLACK), ("clock", "21:54", (240, 0, 400, 40), BLACK),
      ("item", "Cancel", (8, 56, 160, 112), TINT), ("item", "Done (disabled)", (500, 56, 632, 112), GRAY_DISABLED),
      ("glyph", "charging bolt", (614, 6, 632, 34), BLACK)]),
    ("ios7-navbar-black-translucent-title-done-640x1136-MWPhotoBrowser.png",
     {"canvas": {"device": "iphone-5s"}, "content": {"color": "#303030"}, "statusBar": status("2:04 PM"),
      "navigationBar": {"barStyle": "black", "tintColor": "white", "title": "1 of 4",
                        "rightItems": [{"title": "Done"}]}},
     [("title", "1 of 4", (250, 56, 390, 112), WHITE), ("item", "Done", (520, 56, 632, 112), WHITE)]),
    ("ios7-navbar-black-translucent-back-action-caption-640x1136-MWPhotoBrowser.png",
     {"canvas": {"device": "iphone-5s"}, "content": {"color": "#303030"}, "statusBar": status("2:06 PM"),
      "navigationBar": {"barStyle": "black", "tintColor": "white", "title": "2 of 4", "backItem": {"title": "Back"},
                        "rightItems": [{"systemItem": "action"}]}},
     [("back title", "Back", (48, 56, 150, 112), WHITE), ("title", "2 of 4", (250, 56, 390, 112), WHITE),
      ("glyph", "action", (560, 48, 620, 116), WHITE)]),
    ("ios7-navbar-toolbar-translucent-light-over-photos-device-640x1136-CTAssetsPickerController.png",
     {"canvas": {"device": "iphone-5s"}, "content": {"color": "#C8B4A0"},
      "statusBar": {"time": "12:25", "operatorName": "one2free", "cellularBars": 3, "dataNetwork": "4g",
                    "batteryPercentage": True},
      "navigationBar": {"title": "憲一", "backItem": {"title": "Photos"}, "rightItems": [{"title": "Done"}]}},
     [("carrier", "one2free", (84, 0, 188, 40), BLACK), ("clock", "12:25", (260, 0, 380, 40), BLACK),
      ("back title", "Photos", (48, 56, 200, 112), TINT), ("CJK title", "憲一 (Medium)", (250, 56, 390, 112), BLACK),
      ("item", "Done", (520, 56, 632, 112), TINT)]),
    ("ios7-toolbar-five-text-items-640x960-iOS7-day-by-day.png",
     {"canvas": {"device": "iphone-4s"}, "content": {"color": "white"}, "statusBar": {"hidden": True},
      "toolbar": {"items": [{"title": "Animate"}, {"title": "SShot"}, {"systemItem": "flexibleSpace"},
                            {"title": "Pre"}, {"title": "Post"}, {"systemItem": "flexibleSpace"},
                            {"title": "Image"}]}},
     [("item", "Animate", (8, 890, 150, 946), TINT), ("item", "SShot", (155, 890, 270, 946), TINT),
      ("item", "Pre", (300, 890, 384, 946), TINT), ("item", "Post", (386, 890, 480, 946), TINT),
      ("item", "Image", (510, 890, 632, 946), TINT)]),
    ("ios7-toolbar-item-default-tint-640x1136-iOS7-day-by-day.png",
     {"canvas": {"device": "iphone-5s"}, "content": {"color": "white"}, "statusBar": {"hidden": True},
      "toolbar": {"items": [{"title": "Item"}]}},
     [("item", "Item", (8, 1066, 120, 1122), TINT)]),
]

KINDS = ["title", "back title", "item", "carrier", "tab title", "clock", "CJK title", "glyph"]


def coverage(image, box, ink):
    import numpy as np

    x0, y0, x1, y1 = box
    region = np.asarray(image, dtype=np.float64)[y0:y1, x0:x1, :3]
    border = np.concatenate([region[0], region[-1], region[:, 0], region[:, -1]])
    background = np.median(border, axis=0)
    direction = np.asarray(ink, dtype=np.float64) - background
    norm = float(direction @ direction)
    if norm < 1:
        return None
    return np.clip((region - background) @ direction / norm, 0, 1)


def ink_box(cov, threshold=0.5):
    """The ink box in sub-pixel edges, as measurements.md measures them: the first and last rows and
    columns whose peak coverage passes `threshold`, widened by the peak coverage of the row or column
    just outside (a 30 % covered column adds 0.3 px)."""
    import numpy as np

    def edges(profile):
        inked = np.nonzero(profile > threshold)[0]
        if len(inked) == 0:
            return None
        first, last = inked[0], inked[-1]
        before = profile[first - 1] if first > 0 else 0
        after = profile[last + 1] if last + 1 < len(profile) else 0
        return first - before, last + 1 + after

    columns, rows = edges(cov.max(axis=0)), edges(cov.max(axis=1))
    if columns is None or rows is None:
        return None
    return columns[0], rows[0], columns[1], rows[1]


def write_crop(directory, name, captured, rendered, box):
    from PIL import Image

    directory.mkdir(parents=True, exist_ok=True)
    width, height = box[2] - box[0], box[3] - box[1]
    sheet = Image.new("RGB", (2 * width + 2, height), (255, 0, 255))
    sheet.paste(captured.crop(box), (0, 0))
    sheet.paste(rendered.crop(box), (width + 2, 0))
    safe = "".join(c if c.isalnum() else "-" for c in name)
    sheet.resize((sheet.width * 6, sheet.height * 6), Image.NEAREST).save(directory / f"{safe}.png")


def render(barkit, scene, work, name, system_font):
    path = work / f"{name}.json"
    path.write_text(json.dumps(scene))
    out = work / f"{name}.png"
    command = [barkit, "render", str(path), "-o", str(out), "--scale", "2", "--system-font", system_font]
    result = subprocess.run(command, capture_output=True, text=True)
    if result.returncode != 0:
        sys.exit(f"measure-captures: barkit render failed for {name}: {result.stderr.strip()}")
    return out


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--barkit", help="the barkit executable")
    parser.add_argument("--system-font", default="pinned", help="auto, pinned (default) or a family")
    parser.add_argument("--only", choices=KINDS, help="measure one kind")
    parser.add_argument("--crops", metavar="DIR", help="also write each item's box, captured beside rendered, at 6x")
    args = parser.parse_args()

    shared = Path(os.environ.get("BARKIT_SHARED", ROOT.parent / "shared"))
    screens = shared / "reference" / "screens"
    if not screens.is_dir():
        print(f"measure-captures: SKIPPED: {screens} not found (set BARKIT_SHARED)")
        return 0
    try:
        import numpy  # noqa: F401
        from PIL import Image
    except ImportError as error:
        print(f"measure-captures: SKIPPED: needs numpy and Pillow ({error.name} is missing)")
        return 0
    barkit = args.barkit or next(
        (str(p) for p in (ROOT / ".build/release/barkit", ROOT / ".build/debug/barkit") if p.exists()), None)
    if barkit is None:
        print("measure-captures: no barkit executable: run `swift build -c release --product barkit` first")
        return 2
    print(f"# barkit {barkit}, --system-font {args.system_font}")
    errors = {kind: [] for kind in KINDS}
    print(f"{'kind':<11}{'item':<24}{'captured w':>11}{'Δw':>6}{'Δx':>6}{'Δtop':>6}{'Δbot':>6}{'ink ratio':>11}")
    with tempfile.TemporaryDirectory() as temporary:
        work = Path(temporary)
        (work / "empty.json").write_text("{}")
        face = subprocess.run([barkit, "validate", "--system-font", args.system_font, str(work / "empty.json")],
                              capture_output=True, text=True)
        for index, (file, scene, items) in enumerate(CAPTURES):
            captured_image = Image.open(screens / file).convert("RGB")
            rendered_image = Image.open(render(barkit, scene, work, f"scene{index}", args.system_font)).convert("RGB")
            for kind, label, box, ink in items:
                if args.only and kind != args.only:
                    continue
                a, b = coverage(captured_image, box, ink), coverage(rendered_image, box, ink)
                boxes = (ink_box(a), ink_box(b)) if a is not None and b is not None else (None, None)
                if None in boxes:
                    print(f"{kind:<11}{label:<24}  no ink found in {box}")
                    continue
                (cx0, cy0, cx1, cy1), (rx0, ry0, rx1, ry1) = boxes
                if args.crops:
                    write_crop(Path(args.crops), f"{index:02}-{label}", captured_image, rendered_image, box)
                dw = (rx1 - rx0) - (cx1 - cx0)
                ratio = b.sum() / a.sum()
                errors[kind].append((dw, ratio))
                print(f"{kind:<11}{label:<24}{cx1 - cx0:>11.1f}{dw:>+6.1f}{rx0 - cx0:>+6.1f}{ry0 - cy0:>+6.1f}"
                      f"{ry1 - cy1:>+6.1f}{ratio:>11.3f}")
    print()
    print(f"{'kind':<11}{'n':>3}{'median |Δw|':>13}{'worst |Δw|':>12}{'ink ratio min–max':>20}")
    for kind in KINDS:
        if errors[kind]:
            widths = [abs(dw) for dw, _ in errors[kind]]
            ratios = [r for _, r in errors[kind]]
            print(f"{kind:<11}{len(widths):>3}{statistics.median(widths):>13.1f}{max(widths):>12.1f}"
                  f"{min(ratios):>13.3f}–{max(ratios):.3f}")
    print(f"# {face.stdout.strip().splitlines()[-1] if face.stdout.strip() else face.stderr.strip()}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
