#!/usr/bin/env python3
"""Times BarKit's PNG encoder and decoder against Pillow, OpenCV and fpng, in one run.

Content, three kinds:
  screens  the real iOS screenshots of $BARKIT_SHARED/reference/screens (35 files);
  photo    an iPhone 6 Plus @3x mockup (1242 x 2208) over a photograph: the photo of a
           reference screenshot (MWPhotoBrowser's van), cropped and scaled up, as the content
           of Docs/Examples/full-screen.json, rendered with `barkit render`;
  ui       Docs/Examples/full-screen.json as it is (bars over the built-in landscape sample).

Each peer gets the same pixels (RGB, as every file here is opaque). Times are wall-clock
medians of --runs runs, all taken in this one run so the machine's load hits every peer alike:
  BarKit   `barkit-bench png IN --runs RUNS` (encode and decode in process: the fast decoder and
           libpng alone), `barkit convert` as a whole process, `barkit render` end to end;
  Pillow   Image.open + load (decode), Image.save defaults (zlib level 6, adaptive filters)
           and compress_level=9;
  OpenCV   cv2.imdecode (libpng) and cv2.imencode defaults;
  fpng     fpng.fpng_ext.encode_ndarray (the `fpng` package on PyPI).
A peer that cannot be imported is skipped with a message (pip install pillow
opencv-python-headless fpng numpy).

Usage: Tests/Scripts/bench-png.py [--barkit PATH] [--runs N] [--screens N]
Build first: swift build -c release --product barkit && swift build -c release --product barkit-bench.
"""
import argparse
import datetime
import io
import json
import os
import platform
import statistics
import subprocess
import sys
import tempfile
import time

import numpy as np
from PIL import Image

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SHARED = os.environ.get("BARKIT_SHARED", os.path.join(os.path.dirname(ROOT), "shared"))
PHOTO_SOURCE = "ios7-navbar-black-translucent-title-done-640x1136-MWPhotoBrowser.png"
LEVELS = ["fast", "default", "smallest"]
CURVE = ["fast", "1", "3", "4", "5", "default", "6", "9", "smallest"]

try:
    import cv2
except ImportError as error:
    cv2 = None
    print(f"SKIPPED OpenCV: {error} (pip install opencv-python-headless)")
try:
    import fpng
except ImportError as error:
    fpng = None
    print(f"SKIPPED fpng: {error} (pip install fpng)")


def median_ms(function, runs):
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        function()
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)


def barkit_convert(barkit, source, scratch, level, runs):
    """What `barkit-bench png` measures (beside `barkit`): encode_ms, bytes, decode_ms, libpng_decode_ms."""
    out = os.path.join(scratch, "barkit.png")
    bench = os.path.join(os.path.dirname(barkit), "barkit-bench")
    result = subprocess.run([bench, "png", source, "-o", out, "--runs", str(runs), "--json",
                             "--compression-level", level], capture_output=True, text=True, check=True)
    fields = json.loads(result.stdout)
    return {"encode_ms": fields["median_ms"], "bytes": fields["bytes"], "decode_ms": fields["decode_median_ms"],
            "libpng_decode_ms": fields["libpng_decode_median_ms"]}


def process_ms(command, runs):
    return median_ms(lambda: subprocess.run(command, check=True, capture_output=True), runs)


def peers(path, runs):
    """Times and sizes of the Python peers on the pixels of the file at `path`."""
    data = open(path, "rb").read()
    image = Image.open(io.BytesIO(data))
    image.load()
    rgb = image.convert("RGB")
    pixels = np.asarray(rgb)
    result = {}

    def pillow_decode():
        im = Image.open(io.BytesIO(data))
        im.load()

    def pillow_save(**options):
        buffer = io.BytesIO()
        rgb.save(buffer, format="PNG", **options)
        return buffer.tell()

    result["pillow decode"] = (median_ms(pillow_decode, runs), None)
    result["pillow 6"] = (median_ms(pillow_save, runs), pillow_save())
    result["pillow 9"] = (median_ms(lambda: pillow_save(compress_level=9), max(3, runs // 2)),
                          pillow_save(compress_level=9))
    if cv2 is not None:
        bgr = cv2.cvtColor(pixels, cv2.COLOR_RGB2BGR)
        encoded = np.frombuffer(data, np.uint8)
        result["opencv decode"] = (median_ms(lambda: cv2.imdecode(encoded, cv2.IMREAD_UNCHANGED), runs), None)
        result["opencv"] = (median_ms(lambda: cv2.imencode(".png", bgr), runs), len(cv2.imencode(".png", bgr)[1]))
    if fpng is not None:
        contiguous = np.ascontiguousarray(pixels)
        result["fpng"] = (median_ms(lambda: fpng.fpng_ext.encode_ndarray(contiguous), runs),
                          len(fpng.fpng_ext.encode_ndarray(contiguous)))
    return result


def make_mockups(barkit, scratch, runs):
    """Renders the UI and photo mockups; returns their paths and the photo render's time."""
    example = os.path.join(ROOT, "Docs/Examples/full-screen.json")
    ui = os.path.join(scratch, "ui-mockup.png")
    subprocess.run([barkit, "render", example, "-o", ui], check=True)
    # The photograph below the bars of a real screenshot, scaled up to the @3x screen.
    shot = Image.open(os.path.join(SHARED, "reference/screens", PHOTO_SOURCE)).convert("RGB")
    photo_path = os.path.join(scratch, "photo.png")
    shot.crop((0, 128, 640, 1136)).resize((1242, 2208), Image.LANCZOS).save(photo_path, compress_level=1)
    scene = json.load(open(example))
    scene.pop("$schema", None)
    scene["content"] = {"image": photo_path}
    scene_path = os.path.join(scratch, "photo-mockup.json")
    json.dump(scene, open(scene_path, "w"))
    photo = os.path.join(scratch, "photo-mockup.png")
    render_ms = process_ms([barkit, "render", scene_path, "-o", photo], runs)
    return ui, photo, render_ms


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--barkit", default=os.path.join(ROOT, ".build/release/barkit"))
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--screens", type=int, default=0, help="only the first N screenshots (0: all)")
    args = parser.parse_args()
    folder = os.path.join(SHARED, "reference/screens")
    if not os.path.isdir(folder):
        print(f"SKIPPED: {folder} is absent (set BARKIT_SHARED)")
        return 0
    screens = sorted(os.path.join(folder, f) for f in os.listdir(folder) if f.endswith(".png"))
    if args.screens:
        screens = screens[:args.screens]
    print(f"bench-png.py, {datetime.datetime.now(datetime.timezone.utc):%Y-%m-%d %H:%M} UTC, "
          f"{os.cpu_count()}-core {platform.machine()}, median of {args.runs} runs, wall-clock ms")

    with tempfile.TemporaryDirectory() as scratch:
        ui, photo, render_ms = make_mockups(args.barkit, scratch, args.runs)
        kinds = {"screens": screens, "photo": [photo], "ui": [ui]}
        # totals[kind][column] = [ms, bytes], summed over the kind's files
        totals = {kind: {} for kind in kinds}

        def add(kind, column, ms, size):
            entry = totals[kind].setdefault(column, [0.0, 0])
            entry[0] += ms
            entry[1] += size or 0

        for kind, files in kinds.items():
            for path in files:
                for level in (CURVE if kind != "screens" else LEVELS):
                    fields = barkit_convert(args.barkit, path, scratch, level, args.runs)
                    add(kind, f"barkit {level}", fields["encode_ms"], int(fields["bytes"]))
                    if level == "default":
                        add(kind, "barkit decode", fields["decode_ms"], None)
                        add(kind, "barkit libpng decode", fields["libpng_decode_ms"], None)
                out = os.path.join(scratch, "whole.png")
                add(kind, "barkit convert process", process_ms([args.barkit, "convert", path, "-o", out], args.runs),
                    os.path.getsize(out))
                for column, (ms, size) in peers(path, args.runs).items():
                    add(kind, column, ms, size)
            t = totals[kind]
            add(kind, "pillow decode+save", t["pillow decode"][0] + t["pillow 6"][0], t["pillow 6"][1])

        print(f"\n{'':24}" + "".join(f"{f'{k} ({len(f)})':>24}" for k, f in kinds.items()))
        print(f"{'':24}" + "".join(f"{'ms':>11} {'bytes':>12}" for _ in kinds))
        columns = [c for c in totals["photo"] if c in totals["screens"] or c in totals["ui"]]
        columns += [c for c in totals["photo"] if c not in columns]
        for column in columns:
            cells = ""
            for kind in kinds:
                ms, size = totals[kind].get(column, [None, None])
                cells += f"{'—':>24}" if ms is None else f"{ms:>11.1f} {size or '':>12}"
            print(f"{column:24}{cells}")

        def ratio(kind, slow, fast):
            a, b = totals[kind].get(slow), totals[kind].get(fast)
            return None if not a or not b else (a[0] / b[0], (b[1] / a[1]) if a[1] and b[1] else None)

        def line(label, kind, slow, fast, target):
            r = ratio(kind, slow, fast)
            if r is None:
                print(f"  {label:58} {kind:8} skipped (peer missing)")
                return
            size = f", size {r[1]:.3f}×" if r[1] is not None else ""
            print(f"  {label:58} {kind:8} {r[0]:6.2f}× faster{size}   target {target}")

        print("\nRatios (peer time / BarKit time; size = BarKit bytes / peer bytes)")
        for kind in kinds:
            line("default: `barkit convert` process vs Pillow decode+save", kind, "pillow decode+save",
                 "barkit convert process", "≥4× photo, ≥2× UI, size ≤1.02")
        for kind in kinds:
            line("default encode vs Pillow save (in process)", kind, "pillow 6", "barkit default", "—")
        for kind in kinds:
            line("fast encode vs fpng", kind, "fpng", "barkit fast", "≥0.5× (within 2×), size ≤1")
        for kind in kinds:
            line("smallest vs Pillow compress_level=9", kind, "pillow 9", "barkit smallest", "size <1")
        for kind in kinds:
            line("decode vs libpng (BarKit's libpng path)", kind, "barkit libpng decode", "barkit decode",
                 "≥2× screens")
        for kind in kinds:
            line("decode vs OpenCV imdecode (libpng)", kind, "opencv decode", "barkit decode", "—")
        for kind in kinds:
            line("decode vs Pillow", kind, "pillow decode", "barkit decode", "—")
        pillow_photo = totals["photo"]["pillow 6"][0]
        print(f"  {'`barkit render` @3x photo mockup end to end vs Pillow save of its output':58} "
              f"{'photo':8} {pillow_photo / render_ms:6.2f}× faster ({render_ms:.1f} ms vs {pillow_photo:.1f} ms)"
              f"   target ≥4×")

        print("\nTime against size per level (BarKit encode in process)")
        for kind in ("photo", "ui"):
            print(f"  {kind}: " + ", ".join(
                f"{level} {totals[kind][f'barkit {level}'][0]:.1f} ms {totals[kind][f'barkit {level}'][1]} B"
                for level in CURVE))
    return 0


if __name__ == "__main__":
    sys.exit(main())
