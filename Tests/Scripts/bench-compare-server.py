#!/usr/bin/env python3
"""Times `barkit compare --server` against one `barkit compare` process per pair, in one run.

A test runner that checks N images pays N process starts with `barkit compare`, one with
`barkit compare --server` (Docs/Testing.md, "One process for a whole suite"). This makes N pairs
of 390x844 PNGs (an iPhone 12-14 screen at 1x, a bar of each changed in every fourth pair) and
times, --runs times, taking turns: N `barkit compare A B --json` processes, and one
`barkit compare --server` answering N requests. Prints the median wall time of each, per pair
and in all, and their ratio. Record results in Docs/Performance.md.

Usage: Tests/Scripts/bench-compare-server.py BARKIT [--pairs 200] [--runs 5]
(BARKIT: a release build, e.g. .build/release/barkit)
"""
import argparse
import json
import os
import platform
import statistics
import subprocess
import sys
import tempfile
import time
import zlib
import struct


def png(width, height, rows):
    """A straight-alpha RGBA PNG of `rows` (bytes per row, filter byte included)."""
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
    header = struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(b"".join(rows), 6)) + chunk(b"IEND", b"")


def screen(width, height, marked):
    rows = []
    for y in range(height):
        if y < 64:  # a bar
            pixel = bytes((247, 247, 247, 255)) if not marked else bytes((20, 120, 250, 255))
        else:  # content: a gentle gradient
            shade = 200 + (y * 40) // height
            pixel = bytes((shade, shade, 255 - shade // 2, 255))
        rows.append(b"\x00" + pixel * width)
    return png(width, height, rows)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("barkit")
    parser.add_argument("--pairs", type=int, default=200)
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    barkit = os.path.abspath(args.barkit)
    with tempfile.TemporaryDirectory() as work:
        same, changed = screen(390, 844, False), screen(390, 844, True)
        pairs = []
        for i in range(args.pairs):
            a, b = os.path.join(work, f"{i}-a.png"), os.path.join(work, f"{i}-b.png")
            open(a, "wb").write(same)
            open(b, "wb").write(changed if i % 4 == 0 else same)
            pairs.append((a, b))
        per_process, served = [], []
        for _ in range(args.runs):
            start = time.perf_counter()
            for a, b in pairs:
                subprocess.run([barkit, "compare", a, b, "--json"], stdout=subprocess.DEVNULL)
            per_process.append(time.perf_counter() - start)
            start = time.perf_counter()
            server = subprocess.Popen([barkit, "compare", "--server"], stdin=subprocess.PIPE,
                                      stdout=subprocess.PIPE, text=True)
            answers = 0
            for i, (a, b) in enumerate(pairs):
                server.stdin.write(json.dumps({"id": i, "expected": a, "actual": b}) + "\n")
                server.stdin.flush()
                answers += json.loads(server.stdout.readline())["id"] == i
            server.stdin.close()
            server.wait()
            served.append(time.perf_counter() - start)
            assert answers == len(pairs), "an answer came out of order"
        p, s = statistics.median(per_process), statistics.median(served)
        load = os.getloadavg()[0]
        print(f"{time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}, {platform.machine()}, "
              f"{os.cpu_count()} cores, load {load:.1f}; {args.pairs} pairs of 390x844, medians of {args.runs} runs")
        print(f"one process per pair: {p:.2f} s ({p / args.pairs * 1000:.1f} ms a pair)")
        print(f"compare --server:     {s:.2f} s ({s / args.pairs * 1000:.1f} ms a pair)")
        print(f"ratio: {p / s:.1f}x")


if __name__ == "__main__":
    sys.exit(main())
