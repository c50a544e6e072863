#!/usr/bin/env python3
"""Times BarKit's box blur against OpenCV's in the same run, and prints the ratios.

Workload (issue 3): a 1170x2532 RGBA8 image, box diameter 113, 3 passes in each direction.
OpenCV does it as three cv2.blur calls with BORDER_REPLICATE (the same edge rule); BarKit as
`barkit-bench blur` (the kernel alone, in memory). Both are measured with 2 threads and 1
thread. The machine may be shared, so the runs are interleaved round by round and each figure
is the median of the per-round medians.

Usage: Tests/Scripts/bench-blur-vs-opencv.py [--rounds 5] [--runs 9] [--no-build]
Needs: pip install opencv-python-headless numpy
"""
import argparse
import json
import os
import platform
import statistics
import subprocess
import sys
import time

import cv2
import numpy as np

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
WIDTH, HEIGHT, BOX, PASSES = 1170, 2532, 113, 3


def opencv_median_ms(image, threads, runs):
    """Median wall and process-CPU milliseconds of the three cv2.blur calls."""
    cv2.setNumThreads(threads)
    wall, cpu = [], []
    for i in range(runs + 1):
        start, cpu_start = time.perf_counter(), time.process_time()
        out = image
        for _ in range(PASSES):
            out = cv2.blur(out, (BOX, BOX), borderType=cv2.BORDER_REPLICATE)
        if i > 0:  # the first call warms up
            wall.append((time.perf_counter() - start) * 1000)
            cpu.append((time.process_time() - cpu_start) * 1000)
    return statistics.median(wall), statistics.median(cpu)


def barkit_median_ms(binary, threads, runs):
    args = [binary, "blur", "--size", f"{WIDTH}x{HEIGHT}", "--box", str(BOX), "--passes", str(PASSES),
            "--threads", str(threads), "--runs", str(runs), "--json"]
    report = json.loads(subprocess.run(args, check=True, capture_output=True, text=True).stdout)
    return report["median_ms"], report["cpu_median_ms"], report["memcpy_median_ms"]


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--runs", type=int, default=9)
    parser.add_argument("--no-build", action="store_true")
    options = parser.parse_args()
    if not options.no_build:
        subprocess.run(["swift", "build", "-c", "release", "--product", "barkit-bench"], cwd=ROOT, check=True)
    binary = os.path.join(ROOT, ".build", "release", "barkit-bench")
    image = np.random.default_rng(2026).integers(0, 256, (HEIGHT, WIDTH, 4), dtype=np.uint8)

    keys = [f"{who}{threads}{kind}" for threads in (2, 1) for who in ("opencv", "barkit") for kind in ("", "cpu")]
    results = {key: [] for key in keys + ["memcpy"]}
    for round_index in range(options.rounds):
        for threads in (2, 1):
            ms, cpu_ms = opencv_median_ms(image, threads, options.runs)
            results[f"opencv{threads}"].append(ms)
            results[f"opencv{threads}cpu"].append(cpu_ms)
            ms, cpu_ms, copy_ms = barkit_median_ms(binary, threads, options.runs)
            results[f"barkit{threads}"].append(ms)
            results[f"barkit{threads}cpu"].append(cpu_ms)
            results["memcpy"].append(copy_ms)
        print(f"round {round_index + 1}: " + ", ".join(f"{k} {v[-1]:.1f}" for k, v in results.items()), flush=True)

    m = {key: statistics.median(values) for key, values in results.items()}
    megapixels = WIDTH * HEIGHT / 1e6
    print(f"\n{WIDTH}x{HEIGHT} RGBA8, box {BOX}, {PASSES} passes; {platform.machine()}, {os.cpu_count()} cores, "
          f"OpenCV {cv2.__version__}, {time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}")
    print(f"load average at the end: {os.getloadavg()[0]:.1f}")
    for threads in (2, 1):
        o, b = m[f"opencv{threads}"], m[f"barkit{threads}"]
        print(f"threads {threads}: OpenCV {o:.1f} ms ({megapixels / o * 1000:.0f} MP/s), "
              f"BarKit {b:.1f} ms ({megapixels / b * 1000:.0f} MP/s): BarKit is {o / b:.2f}x faster")
        oc, bc = m[f"opencv{threads}cpu"], m[f"barkit{threads}cpu"]
        print(f"           CPU time (all threads): OpenCV {oc:.1f} ms, BarKit {bc:.1f} ms: ratio {oc / bc:.2f}")
    print(f"memcpy floor (BarKit bench): {m['memcpy']:.2f} ms")


if __name__ == "__main__":
    sys.exit(main())
