#!/usr/bin/env python3
"""Benchmarks `barkit compare` end to end against its peers, in one run, on the same files.

Peers: blazediff (the `blazediff` pip package, Rust with SIMD, timed in process, so without
Python's start-up), ImageMagick `compare -metric AE ... null:` (a process, as CI scripts call
it) and pixelmatch (the `pixelmatch` pip package, a pure-Python port; decoded with Pillow in
process). `barkit compare` is timed as a whole process: start-up, reading, decoding, comparing.

Cases (Docs/Performance.md):
  identical  the full-screen example mockup, 1242x2208, against a byte-identical copy
  block      the same mockup with a 300x40 block changed
  noise      1170x2532 RGB noise against a copy with 1 % of its pixels changed
  folder     200 pairs of 750x1334 screenshot-like images, 195 byte-identical, 5 with a changed
             badge; `barkit compare DIR DIR` (one process) against blazediff looping in process

Prints the median wall time and CPU time (user + system over all threads; a busy shared machine
disturbs it less) of each tool per case and the ratios peer / barkit (above 1: barkit is
faster). For the three pairs the tools run in turn, once per round, and the median over rounds
of each round's ratio is printed too ("paired"): a VM whose speed drifts slows both alike. Record results in Docs/Performance.md.

Usage: Tests/Scripts/bench-compare-peers.py [--runs N] [--barkit PATH]
  (default 11 runs; builds `swift build -c release --product barkit` unless --barkit is given;
  pip install blazediff pixelmatch numpy pillow; apt-get install imagemagick)
A missing peer is skipped with a message.
"""
import argparse
import os
import platform
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import numpy as np
from PIL import Image

ROOT = Path(__file__).resolve().parents[2]


class ChildCPU(float):
    """CPU ms a child process used, as `process` returns it."""


def timed(fn):
    """One run's wall time and CPU time (all threads; a child's from wait4) in ms."""
    start, cpu_start = time.perf_counter(), time.process_time()
    child_cpu = fn()
    wall = (time.perf_counter() - start) * 1000
    return wall, child_cpu if isinstance(child_cpu, ChildCPU) else (time.process_time() - cpu_start) * 1000


def median_ms(fn, runs):
    """Median wall time and median CPU time in ms."""
    samples = [timed(fn) for _ in range(runs)]
    return statistics.median(s[0] for s in samples), statistics.median(s[1] for s in samples)


def interleaved_ms(fns, runs):
    """Runs each tool once per round, in turn, so that a machine whose speed drifts (a shared VM)
    slows them alike. Returns {name: (median wall, median CPU)} and, for each tool after the
    first, the median over rounds of (its wall time / the first tool's), the paired ratio."""
    samples = {name: [] for name in fns}
    for _ in range(runs):
        for name, fn in fns.items():
            samples[name].append(timed(fn))
    first = next(iter(fns))
    medians = {name: (statistics.median(s[0] for s in v), statistics.median(s[1] for s in v))
               for name, v in samples.items()}
    paired = {name: statistics.median(o[0] / b[0] for o, b in zip(v, samples[first]))
              for name, v in samples.items() if name != first}
    return medians, paired


def process(*command):
    """Runs the command; returns its CPU time (user + system) in ms."""
    def run():
        child = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        _, _, usage = os.wait4(child.pid, 0)
        child.returncode = 0
        return ChildCPU((usage.ru_utime + usage.ru_stime) * 1000)
    return run


def make_data(work, barkit):
    """Writes the pairs; returns {case: (expected, actual)} and the two folders."""
    pairs = {}
    mock = work / "mockup.png"
    subprocess.run([barkit, "render", str(ROOT / "Docs/Examples/full-screen.json"), "-o", str(mock)], check=True)
    shutil.copyfile(mock, work / "mockup-copy.png")
    pairs["identical"] = (mock, work / "mockup-copy.png")
    image = np.array(Image.open(mock).convert("RGB"))
    assert image.shape[:2] == (2208, 1242), image.shape
    image[1000:1040, 400:700] = (200, 30, 30)
    Image.fromarray(image).save(work / "mockup-block.png")
    pairs["block"] = (mock, work / "mockup-block.png")

    rng = np.random.default_rng(20261201)
    noise = rng.integers(0, 256, size=(2532, 1170, 3), dtype=np.uint8)
    Image.fromarray(noise).save(work / "noise.png")
    flat = noise.reshape(-1, 3).copy()
    idx = rng.choice(flat.shape[0], size=flat.shape[0] // 100, replace=False)
    flat[idx] = 255 - flat[idx]
    Image.fromarray(flat.reshape(noise.shape)).save(work / "noise-changed.png")
    pairs["noise"] = (work / "noise.png", work / "noise-changed.png")

    # Screenshot-like images: bars, table rows with "text" blocks, a badge; 5 of 200 changed.
    expected, actual = work / "expected", work / "actual"
    for folder in (expected, actual):
        (folder / "screens").mkdir(parents=True)
    h, w = 1334, 750
    y = np.arange(h)[:, None]
    for i in range(200):
        r = np.random.default_rng(i)
        img = np.empty((h, w, 3), np.uint8)
        img[...] = (247, 247, 250)
        img[..., 0] = 247 - (y * 20 // h)
        img[:128] = (248, 248, 248)
        img[1236:] = (247, 247, 247)
        for row in range(160, 1200, 88):
            img[row] = (200, 199, 204)
            for k in range(r.integers(8, 25)):
                x0 = 30 + k * 26
                img[row + 30:row + 56, x0:x0 + 16] = r.integers(0, 90, size=3)
        img[40:80, 640:680] = (255, 59, 48)
        name = f"screens/screen-{i:03}.png"
        Image.fromarray(img).save(expected / name)
        if i % 40 == 7:
            img[48:72, 652:668] = (255, 255, 255)
            Image.fromarray(img).save(actual / name)
        else:
            shutil.copyfile(expected / name, actual / name)
    return pairs, expected, actual


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=11)
    parser.add_argument("--barkit")
    args = parser.parse_args()
    runs = args.runs
    if args.barkit:
        barkit = args.barkit
    else:
        subprocess.run(["swift", "build", "-c", "release", "--product", "barkit"], cwd=ROOT, check=True,
                       stdout=subprocess.DEVNULL)
        barkit = str(ROOT / ".build/release/barkit")

    try:
        import blazediff
    except ImportError:
        blazediff = None
        print("peer not run, blazediff: pip install blazediff")
    try:
        import pixelmatch
    except ImportError:
        pixelmatch = None
        print("peer not run, pixelmatch: pip install pixelmatch")
    magick = shutil.which("compare")
    if not magick:
        print("peer not run, ImageMagick: no `compare` on PATH (apt-get install imagemagick)")

    swift = subprocess.run(["swift", "--version"], capture_output=True, text=True).stdout.splitlines()
    print(f"machine: {os.cpu_count()} cores {platform.machine()}, {platform.platform()}")
    print(f"load average at start: {' '.join(f'{v:.1f}' for v in os.getloadavg())}")
    print(f"barkit: {barkit} ({swift[0] if swift else 'swift ?'}); runs: {runs} (medians, ms)")

    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        pairs, expected_dir, actual_dir = make_data(work, barkit)
        rows = []
        for case, (e, a) in pairs.items():
            e, a = str(e), str(a)
            verdict = subprocess.run([barkit, "compare", e, a], capture_output=True, text=True).stdout.strip()
            print(f"\n{case}: {Path(e).name} vs {Path(a).name}: barkit says {verdict[:110]}")
            fns = {"barkit (process)": process(barkit, "compare", e, a)}
            if blazediff:
                result = blazediff.compare(e, a)
                print(f"  blazediff: match={result.match_result} diff_count={result.diff_count}")
                fns["blazediff (in process)"] = lambda: blazediff.compare(e, a)
            if magick:
                ae = subprocess.run([magick, "-metric", "AE", e, a, "null:"], capture_output=True, text=True)
                print(f"  ImageMagick AE: {ae.stderr.strip()}")
                fns["ImageMagick compare (process)"] = process(magick, "-metric", "AE", e, a, "null:")
            times, paired = interleaved_ms(fns, runs)
            for name, ratio in paired.items():
                print(f"  paired: {name} / barkit, median over {runs} rounds: {ratio:.2f}x")
            if pixelmatch:
                def run_pixelmatch():
                    one, two = Image.open(e).convert("RGBA"), Image.open(a).convert("RGBA")
                    return pixelmatch.pixelmatch(one.tobytes(), two.tobytes(), one.width, one.height)
                # Pure Python: seconds per pair, so one run.
                times["pixelmatch (pure Python, in process, 1 run)"] = median_ms(run_pixelmatch, 1)
            rows.append((case, times))

        print(f"\nfolder: 200 pairs (195 byte-identical, 5 changed), {expected_dir.name}/ vs {actual_dir.name}/")
        verdict = subprocess.run([barkit, "compare", str(expected_dir), str(actual_dir)], capture_output=True,
                                 text=True).stdout.strip().splitlines()
        print(f"  barkit says {verdict[-1] if verdict else '?'}")
        names = sorted(str(p.relative_to(expected_dir)) for p in expected_dir.rglob("*.png"))
        folder_runs = max(3, runs // 2)
        times = {"barkit (one process)": median_ms(process(barkit, "compare", str(expected_dir), str(actual_dir)),
                                                  folder_runs)}
        if blazediff:
            def loop():
                return sum(not blazediff.compare(str(expected_dir / n), str(actual_dir / n)).match_result
                           for n in names)
            print(f"  blazediff loop: {loop()} of {len(names)} differ (threads: blazediff's own)")
            times["blazediff (loop in process)"] = median_ms(loop, folder_runs)
        if magick:
            def magick_loop():
                return ChildCPU(sum(process(magick, "-metric", "AE", str(expected_dir / n), str(actual_dir / n),
                                            "null:")() for n in names))
            times["ImageMagick compare (200 processes, 1 run)"] = median_ms(magick_loop, 1)
        if pixelmatch:
            print("  pixelmatch skipped for the folder: pure Python takes seconds per pair")
        rows.append(("folder", times))

    print("\nSummary: median wall ms / CPU ms (user + system, all threads); ratio = peer / barkit, "
          "above 1 means barkit is faster")
    for case, times in rows:
        base_wall, base_cpu = next(iter(times.values()))
        cells = [f"{name} {wall:.1f} / {cpu:.1f}" + ("" if i == 0 else f" ({wall / base_wall:.2f}x / {cpu / base_cpu:.2f}x)")
                 for i, (name, (wall, cpu)) in enumerate(times.items())]
        print(f"  {case:9} " + " | ".join(cells))
    print(f"load average at end: {' '.join(f'{v:.1f}' for v in os.getloadavg())}")


if __name__ == "__main__":
    sys.exit(main())
