#!/usr/bin/env python3
"""Compares BarKit's PNG encoder with Pillow's default `Image.save` on the same pixels.

Each test image is decoded to raw RGBA with Pillow and stored as an uncompressed PNG, which
`barkit-bench png IN --runs RUNS` (built beside `barkit`) re-encodes RUNS times in process,
printing the median encode time and the size. Pillow encodes the same straight pixels BarKit wrote (for a
translucent image these are the premultiplied pixmap's unpremultiplied values) RUNS times with
`Image.save` defaults (zlib level 6, adaptive filtering). Opaque images are given to Pillow
both as RGBA (the raw buffer as is) and as RGB (what a Pillow user saving a screenshot would
normally have), since BarKit writes opaque pixmaps as RGB.

Times are medians of CPU time (BarKit: the process's, summed over its threads; Pillow:
time.thread_time, its encoder runs in the calling thread), which a busy shared machine
disturbs far less than wall-clock time; the TOTAL line also gives summed wall-clock medians.

Images: a few real iOS screenshots from $BARKIT_SHARED/reference/screens (flat UI, photo
content, iPad), an opaque synthetic gradient, and a translucent synthetic bar (alpha varies
per pixel, so BarKit must unpremultiply and write RGBA).

Usage: Tests/Scripts/png-vs-pillow.py [--barkit PATH] [--runs N] [--all-screens] [--configs LEVEL:FILTER ...]
Build first: swift build -c release --product barkit. Needs Pillow and NumPy.
"""
import argparse
import json
import io
import os
import statistics
import subprocess
import sys
import tempfile
import time

import numpy as np
from PIL import Image

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SHARED = os.environ.get("BARKIT_SHARED", "/work/shared")
SCREENS = [
    "ios7-navbar-backbutton-settings-app-640x960-iOS7-day-by-day.png",
    "ios7-navbar-black-translucent-title-done-640x1136-MWPhotoBrowser.png",
    "ios7-ipad-navbar-title-768x1024-JSQMessagesViewController.png",
    "ios7-navbar-bartint-facebook-blue-white-chevron-640x1136-DZNEmptyDataSet.png",
    "ios7-navbar-backbutton-over-map-locationarrow-640x960-iOS7-day-by-day.png",
]


def synthetic_images():
    y, x = np.mgrid[0:1136, 0:640]
    gradient = np.dstack([x * 255 // 639, y * 255 // 1135, (x + y) * 255 // 1775, np.full_like(x, 255)])
    bar_y, bar_x = np.mgrid[0:128, 0:640]
    bar = np.dstack([np.full_like(bar_x, 247), np.full_like(bar_x, 247), np.full_like(bar_x, 248),
                     140 + (bar_x * 100 // 639) - (bar_y // 4)])
    return [("synthetic-gradient-640x1136", Image.fromarray(gradient.astype(np.uint8), "RGBA")),
            ("synthetic-translucent-bar-640x128", Image.fromarray(bar.astype(np.uint8), "RGBA"))]


def pillow_encode(image, runs):
    """(median CPU ms, median wall ms, bytes) of Image.save with default options."""
    cpu, wall, size = [], [], 0
    for _ in range(runs):
        buffer = io.BytesIO()
        start_cpu, start_wall = time.thread_time(), time.perf_counter()
        image.save(buffer, format="PNG")
        cpu.append((time.thread_time() - start_cpu) * 1000)
        wall.append((time.perf_counter() - start_wall) * 1000)
        size = buffer.tell()
    return statistics.median(cpu), statistics.median(wall), size


def barkit_encode(barkit, source, out, runs, level, filter_name):
    """(median CPU ms, median wall ms, bytes) that `barkit-bench png` reports."""
    bench = os.path.join(os.path.dirname(barkit), "barkit-bench")
    result = subprocess.run([bench, "png", source, "-o", out, "--runs", str(runs), "--json",
                             "--compression-level", str(level), "--filter", filter_name],
                            capture_output=True, text=True, check=True)
    fields = json.loads(result.stdout)
    return fields["cpu_median_ms"], fields["median_ms"], fields["bytes"]


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--barkit", default=os.path.join(ROOT, ".build/release/barkit"))
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--all-screens", action="store_true", help="every reference screenshot, not just five")
    parser.add_argument("--configs", nargs="*", default=["6:adaptive"],
                        help="BarKit LEVEL:FILTER settings to measure, e.g. 6:adaptive 4:paeth")
    args = parser.parse_args()

    folder = os.path.join(SHARED, "reference/screens")
    names = sorted(f for f in os.listdir(folder) if f.endswith(".png")) if args.all_screens else SCREENS
    images = [(name[:40], Image.open(os.path.join(folder, name)).convert("RGBA")) for name in names]
    images += synthetic_images()
    configs = [(int(c.split(":")[0]), c.split(":")[1]) for c in args.configs]
    columns = ["Pillow RGBA", "Pillow RGB"] + [f"BarKit {level}:{name}" for level, name in configs]
    totals = {column: [0, 0.0, 0.0] for column in columns}

    print(f"{'image':42} " + " ".join(f"{column:>18}" for column in columns))
    print(f"{'':42} " + " ".join(f"{'bytes':>10} {'cpu ms':>7}" for _ in columns))
    with tempfile.TemporaryDirectory() as scratch:
        source = os.path.join(scratch, "input.png")
        for name, rgba in images:
            rgba.save(source, compress_level=0)
            results = []
            for level, filter_name in configs:
                out = os.path.join(scratch, "barkit.png")
                results.append(barkit_encode(args.barkit, source, out, args.runs, level, filter_name))
            # The straight pixels BarKit wrote: identical for opaque images.
            written = Image.open(out).convert("RGBA")
            opaque = written.getextrema()[3][0] == 255
            results[:0] = [pillow_encode(written, args.runs),
                           pillow_encode(written.convert("RGB") if opaque else written, args.runs)]
            for column, (cpu, wall, size) in zip(columns, results):
                totals[column][0] += size
                totals[column][1] += cpu
                totals[column][2] += wall
            print(f"{name:42} " + " ".join(f"{size:>10} {cpu:>7.1f}" for cpu, _, size in results))
    print(f"{'TOTAL':42} " + " ".join(f"{b:>10} {c:>7.0f}" for b, c, _ in totals.values()))
    print(f"{'TOTAL wall-clock ms':42} " + " ".join(f"{'':>10} {w:>7.0f}" for _, _, w in totals.values()))
    print(f"{len(images)} images, median of {args.runs} runs each; 'Pillow RGB' is RGBA for translucent images.")
    return 0


if __name__ == "__main__":
    sys.exit(main())
