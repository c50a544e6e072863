#!/usr/bin/env python3
"""Checks `barkit convert` against Pillow on every PngSuite file.

For each valid file (not x*.png) it runs `barkit convert FILE -o OUT.png`, decodes FILE with
Pillow to 8-bit RGBA, and compares both in premultiplied form (BarKit stores premultiplied
pixels, so the colour of a fully transparent pixel is not kept, and partially transparent
colours are compared after premultiplying both sides with round(c * a / 255)).

Pillow opens 16-bit grayscale as mode I;16 and clips it when converting to RGBA, so for those
files the reference keeps the high byte of each sample, as it does for 16-bit RGB(A), and
applies the tRNS gray value itself. For gray files of 1, 2 or 4 bits Pillow expands samples to
8 bits but leaves the tRNS gray value unscaled (tbbn0g04: key 15 means white, 255 after
expansion, yet Pillow looks for 15), so the reference scales the key as PNG spec §11.3.2.1 says.

Every corrupt x*.png must make `barkit convert` exit 3, print one line naming the file, and
leave no output file.

Usage: Tests/Scripts/check-pngsuite.py [--barkit PATH] [--suite DIR]
Exit status: 0 when everything matches, 1 otherwise. Needs Pillow and NumPy.
"""
import argparse
import os
import subprocess
import sys
import tempfile

import numpy as np
from PIL import Image

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def pillow_rgba(path):
    """Straight 8-bit RGBA as Pillow decodes it (gamma ignored, 16-bit reduced to high byte)."""
    image = Image.open(path)
    if image.mode in ("I;16", "I;16B", "I"):
        raw = np.asarray(image).astype(np.uint32)
        gray = (raw >> 8).astype(np.uint8)
        alpha = np.full(gray.shape, 255, np.uint8)
        key = image.info.get("transparency")
        if key is not None:
            alpha[raw == key] = 0
        return np.dstack([gray, gray, gray, alpha])
    depth = ihdr_bit_depth(path)
    if image.mode == "L" and depth < 8 and "transparency" in image.info:
        gray = np.asarray(image)
        key = image.info["transparency"] * 255 // (2**depth - 1)
        alpha = np.where(gray == key, 0, 255).astype(np.uint8)
        return np.dstack([gray, gray, gray, alpha])
    return np.asarray(image.convert("RGBA"))


def ihdr_bit_depth(path):
    with open(path, "rb") as f:
        header = f.read(25)
    return header[24]  # signature (8) + length (4) + "IHDR" (4) + width (4) + height (4)


def premultiplied(rgba):
    rgba = rgba.astype(np.uint32)
    alpha = rgba[..., 3:4]
    color = (rgba[..., :3] * alpha + 127) // 255
    return np.concatenate([color, alpha], axis=-1)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--barkit", default=os.path.join(ROOT, ".build/debug/barkit"))
    parser.add_argument("--suite", default=os.path.join(os.environ.get("BARKIT_SHARED", "/work/shared"), "testdata/pngsuite"))
    args = parser.parse_args()

    files = sorted(f for f in os.listdir(args.suite) if f.endswith(".png"))
    failures = []
    checked = 0
    with tempfile.TemporaryDirectory() as scratch:
        for name in files:
            source = os.path.join(args.suite, name)
            out = os.path.join(scratch, name)
            run = subprocess.run([args.barkit, "convert", source, "-o", out], capture_output=True, text=True)
            checked += 1
            if name.startswith("x"):
                lines = run.stderr.strip().splitlines()
                if run.returncode != 3 or os.path.exists(out) or len(lines) != 1 or name not in lines[0]:
                    failures.append(f"{name}: expected exit 3, one stderr line naming the file and no output; "
                                    f"got exit {run.returncode}, stderr {run.stderr!r}")
                continue
            if run.returncode != 0:
                failures.append(f"{name}: barkit convert exited {run.returncode}: {run.stderr.strip()}")
                continue
            expected = premultiplied(pillow_rgba(source))
            actual = premultiplied(np.asarray(Image.open(out).convert("RGBA")))
            if expected.shape != actual.shape:
                failures.append(f"{name}: size {actual.shape[1]}x{actual.shape[0]}, Pillow says {expected.shape[1]}x{expected.shape[0]}")
            elif not np.array_equal(expected, actual):
                diff = np.argwhere(np.any(expected != actual, axis=-1))
                y, x = diff[0]
                failures.append(f"{name}: {len(diff)} pixels differ, first at ({x}, {y}): "
                                f"barkit {actual[y, x].tolist()} Pillow {expected[y, x].tolist()} (premultiplied)")
    for line in failures:
        print("MISMATCH " + line)
    print(f"{checked} PngSuite files checked, {len(failures)} mismatches")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
