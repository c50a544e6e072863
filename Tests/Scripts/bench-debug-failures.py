#!/usr/bin/env python3
"""Times a failing 640x1136 golden in a debug `swift test` against a release one.

Builds a small consumer package (it depends on this checkout by path, as
Tests/ConsumerPackage does) whose one Swift Testing test asserts N goldens, serially, each a
640x1136 image that differs from its golden in a 300x88 block (a changed title and button:
about 26,000 changed pixels). Both builds are made first (one at a time); then, for each N in --counts, the goldens are
recorded and `swift test --skip-build` runs the passing test (the goldens unchanged) and the
failing one --runs times in each build, the two builds taking turns run by run.

The cost of one failure is (wall time of the failing run - wall time of the passing run) / N:
the comparison, the diff image, the artifacts (three PNGs and a record), the report and the run
manifest, including whatever the process does at its end; the process start and the rendering
of the test images are in both runs and cancel. Each figure is the median of --runs paired
differences, and the debug/release ratio is taken from the medians of this one run, so the
machine's load hits both builds alike. The in-process time of each assertion (median) is
printed too.

Usage: Tests/Scripts/bench-debug-failures.py [--counts 1,60] [--runs 3] [--scratch DIR]
The scratch folder (default .build/bench-debug-failures) keeps both builds, so a second run only
rebuilds what changed.
"""
import argparse
import datetime
import os
import platform
import shutil
import statistics
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

PACKAGE = """// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "BenchDebugFailures",
  platforms: [.macOS(.v15)],
  dependencies: [.package(name: "BarKit", path: Context.environment["BARKIT_ROOT"] ?? "../..")],
  targets: [
    .testTarget(
      name: "BenchTests", dependencies: [.product(name: "BarKitTesting", package: "BarKit")],
      exclude: ["__Goldens__"])
  ]
)
"""

TESTS = """import BarKit
import BarKitTesting
import Foundation
import Testing

/// A 640x1136 screen: a vertical gradient, a bar at the top, rows of cells; `changed` moves the
/// title block, the change a failing golden usually has.
func screen(changed: Bool) -> Pixmap {
  var pixels: [PremultipliedRGBA8] = []
  pixels.reserveCapacity(640 * 1136)
  for y in 0..<1136 {
    for x in 0..<640 {
      var v = UInt8(200 + (y * 40) / 1136)
      if y < 128 { v = 247 } else if (y - 128) % 88 == 0 || (y % 88 == 40 && x > 30 && x < 400) { v = 60 }
      if y >= 40 && y < 128 && x >= (changed ? 190 : 170) && x < (changed ? 430 : 470) && (x / 3 + y / 5) % 3 == 0 {
        v = 20
      }
      pixels.append(PremultipliedRGBA8(uncheckedR: v, g: v, b: v, a: 255))
    }
  }
  return Pixmap(width: 640, height: 1136, pixels: pixels)!
}

let failures = Int(ProcessInfo.processInfo.environment["BENCH_FAILURES"] ?? "1") ?? 1
let changed = ProcessInfo.processInfo.environment["BENCH_PHASE"] == "fail"
let image = screen(changed: changed)

@Test(.serialized, arguments: 0..<failures)
func golden(index: Int) {
  let start = ContinuousClock.now
  assertGolden(of: image, named: "screen-\\(index)")
  let seconds = (ContinuousClock.now - start) / .seconds(1)
  if let path = ProcessInfo.processInfo.environment["BENCH_TIMES"],
    let file = FileHandle(forWritingAtPath: path)
  {
    file.seekToEndOfFile()
    file.write(Data("\\(seconds)\\n".utf8))
    file.closeFile()
  }
}
"""


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--counts", default="1,60", help="failures per run, comma-separated")
    parser.add_argument("--runs", type=int, default=3, help="paired runs per count and configuration")
    parser.add_argument("--scratch", default=os.path.join(ROOT, ".build", "bench-debug-failures"))
    args = parser.parse_args()
    counts = [int(c) for c in args.counts.split(",")]
    package = os.path.join(args.scratch, "pkg")
    tests = os.path.join(package, "Tests", "BenchTests")
    os.makedirs(os.path.join(tests, "__Goldens__"), exist_ok=True)
    write_if_changed(os.path.join(package, "Package.swift"), PACKAGE)
    write_if_changed(os.path.join(tests, "BenchTests.swift"), TESTS)
    artifacts = os.path.join(args.scratch, "artifacts")
    base = dict(os.environ, BARKIT_ROOT=ROOT, BARKIT_ARTIFACTS=artifacts)
    for name in ("CI", "BARKIT_RECORD"):
        base.pop(name, None)

    def build_path(configuration):
        return os.path.join(args.scratch, "build-" + configuration)

    def swift_test(configuration, env, check):
        started = time.monotonic()
        result = subprocess.run(
            ["swift", "test", "--skip-build", "-c", configuration, "--scratch-path", build_path(configuration)],
            cwd=package, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        elapsed = time.monotonic() - started
        if check is not None and (result.returncode == 0) != check:
            sys.exit(f"bench-debug-failures: swift test -c {configuration} exited {result.returncode}:\n"
                     + result.stdout[-4000:])
        return elapsed

    for configuration in ("debug", "release"):
        started = time.monotonic()
        subprocess.run(
            ["swift", "build", "--build-tests", "-c", configuration, "--scratch-path", build_path(configuration)],
            cwd=package, env=base, check=True, stdout=subprocess.DEVNULL)
        print(f"built {configuration} in {time.monotonic() - started:.0f} s", flush=True)
    figures = {}
    for count in counts:
        env = dict(base, BENCH_FAILURES=str(count))
        shutil.rmtree(os.path.join(tests, "__Goldens__"), ignore_errors=True)
        swift_test("debug", dict(env, BARKIT_RECORD="all"), check=False)
        costs = {"debug": [], "release": []}
        inside = {"debug": [], "release": []}
        # The two builds take turns, run by run, so a change of load hits both.
        for _ in range(args.runs):
            for configuration in ("debug", "release"):
                passing = swift_test(configuration, env, check=True)
                times = os.path.join(args.scratch, "times.txt")
                open(times, "w").close()
                failing = swift_test(configuration, dict(env, BENCH_PHASE="fail", BENCH_TIMES=times), check=False)
                with open(times) as f:
                    asserts = [float(line) for line in f if line.strip()]
                if len(asserts) != count:
                    sys.exit(f"bench-debug-failures: {len(asserts)} of {count} assertions ran")
                costs[configuration].append((failing - passing) / count)
                inside[configuration].append(statistics.median(asserts))
        for configuration in ("debug", "release"):
            figures[configuration, count] = (
                statistics.median(costs[configuration]), statistics.median(inside[configuration]))
            print(f"{configuration:7} N={count:3}: {figures[configuration, count][0] * 1000:7.0f} ms per failure "
                  f"(assertion alone {figures[configuration, count][1] * 1000:.0f} ms)", flush=True)

    load = os.getloadavg()
    print(f"\n{datetime.datetime.now(datetime.timezone.utc):%Y-%m-%d %H:%M} UTC, {platform.machine()}, "
          f"{os.cpu_count()} cores, load {load[0]:.1f}; medians of {args.runs} paired runs")
    print("| failures per run | per failure, debug / release | ratio | assertion alone, debug / release | ratio |")
    print("|---|---|---|---|---|")
    for count in counts:
        (debug, debug_inside), (release, release_inside) = figures["debug", count], figures["release", count]
        print(f"| {count} | {debug * 1000:.0f} / {release * 1000:.0f} ms | {debug / release:.1f}x "
              f"| {debug_inside * 1000:.0f} / {release_inside * 1000:.0f} ms | {debug_inside / release_inside:.1f}x |")


def write_if_changed(path, text):
    """Writes `text` unless the file holds it already, so the builds stay incremental."""
    os.makedirs(os.path.dirname(path), exist_ok=True)
    if os.path.exists(path) and open(path).read() == text:
        return
    with open(path, "w") as f:
        f.write(text)


if __name__ == "__main__":
    main()
