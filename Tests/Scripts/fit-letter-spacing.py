#!/usr/bin/env python3
"""Fits the stand-in's per-letter spacing corrections to the iOS 7 captures, and validates them.

Runs Tests/Scripts/measure-captures.py (a scene describing each capture, rendered at @2x; per
string the rendered minus captured ink width Δw) and fits, in em, how much room each letter of
Nimbus Sans needs added (split evenly before and after its ink) to set iOS 7's Helvetica Neue
widths, plus how much narrower the status bar clock's "1" is (room removed after it: the clock's
figures are proportional, and a leading "1" narrows the clock as much as an inner one):

  Δw_string + Σ_letters ppem · c_letter · (1 inside the string, ½ first or last) ≈ 0

It is a ridge regression: λ · 34² · Σ c² pulls every correction towards 0, so a letter seen in
one string moves little. Each λ is scored by leave-one-string-out: every string is predicted by
a fit made without it; the median and worst |Δw| per kind are printed, fitted and held out.

The barkit measured may already apply a table (Sources/BarKitText/Fonts/StandInSpacing.swift):
the script reads it and takes its (linear) effect out of Δw first, so the fit always starts from
Nimbus Sans's own letters. Usage, after `swift build -c release --product barkit`:

  Tests/Scripts/fit-letter-spacing.py [--lambda 3]

Prints the table as Swift literals for StandInSpacing.swift. Needs numpy.
"""
import argparse
import re
import statistics
import subprocess
import sys
from pathlib import Path

import numpy as np

HERE = Path(__file__).resolve().parent
TABLE = HERE.parents[1] / "Sources/BarKitText/Fonts/StandInSpacing.swift"
# kind: points (FontDescriptor presets: titles and back titles, items 17, carrier and clock 12, tabs 10).
KINDS = {"title": 17, "back title": 17, "item": 17, "carrier": 12, "tab title": 10, "clock": 12}
SCALE = 2
REFERENCE_PPEM = 34  # 17 pt at @2x: λ is in these pixels
CLOCK_ONE = "clock 1"


def measure():
    output = subprocess.run([sys.executable, str(HERE / "measure-captures.py")], capture_output=True, text=True,
                            check=True).stdout
    rows = []
    for line in output.split("\n\n")[0].splitlines():
        kind = line[:11].strip()
        if kind not in KINDS or "no ink" in line:
            continue
        label = line[11:35].strip().split(" (")[0]
        rows.append((kind, label, float(line[46:52])))
    return rows


def current_table():
    """The corrections in StandInSpacing.swift: {letter: em} and the clock's "1" (em)."""
    if not TABLE.exists():
        return {}, 0.0
    text = TABLE.read_text()
    letters = {m.group(1).replace('\\"', '"'): float(m.group(2))
               for m in re.finditer(r'"((?:\\"|[^"])+)": (-?[0-9.]+)', text)}
    one = re.search(r"proportionalOne = (-?[0-9.]+)", text)
    return letters, float(one.group(1)) if one else 0.0


def features(kind, label):
    """How much each correction (1 em of it) widens the string's ink, px."""
    ppem = KINDS[kind] * SCALE
    row = {}
    for i, letter in enumerate(label):
        if kind == "clock" and letter == "1":
            key, weight = CLOCK_ONE, 1 if i < len(label) - 1 else 0
        else:
            key, weight = letter, 1 if 0 < i < len(label) - 1 else 0.5
        row[key] = row.get(key, 0) + ppem * weight
    return row


def summary(rows, residuals):
    parts = []
    for kind in KINDS:
        errors = [abs(r) for (k, _, _), r in zip(rows, residuals) if k == kind]
        if errors:
            parts.append(f"{kind} {statistics.median(errors):.1f}/{max(errors):.1f}")
    return ", ".join(parts)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lambda", dest="lam", type=float, default=3, help="the ridge weight printed as the table")
    args = parser.parse_args()
    rows = measure()
    if not rows:
        print("fit-letter-spacing: SKIPPED: measure-captures measured nothing (no captures or no barkit)")
        return 0
    letters, one = current_table()
    table = dict(letters, **{CLOCK_ONE: one})
    rendered = np.array([dw for _, _, dw in rows])
    matrix = [features(kind, label) for kind, label, _ in rows]
    keys = sorted({k for row in matrix for k in row})
    a = np.array([[row.get(k, 0) for k in keys] for row in matrix])
    b = rendered - a @ np.array([table.get(k, 0) for k in keys])  # without the table

    def fit(a, b, lam):
        regularization = lam * REFERENCE_PPEM ** 2 * np.eye(len(keys))
        clock = keys.index(CLOCK_ONE)
        regularization[clock, clock] = 0.01 * REFERENCE_PPEM ** 2  # seen in five clocks: barely pulled
        return np.linalg.solve(a.T @ a + regularization, -a.T @ b)

    print(f"{len(rows)} strings, {len(keys)} corrections (|Δw| median/worst per kind, px at @2x)")
    print(f"Nimbus Sans, no table: {summary(rows, b)}")
    print(f"as measured:           {summary(rows, rendered)}")
    for lam in (1, 2, 3, 5, 10):
        everything = np.ones(len(rows), dtype=bool)
        held_out = []
        for i in range(len(rows)):
            everything[i] = False
            held_out.append(b[i] + a[i] @ fit(a[everything], b[everything], lam))
            everything[i] = True
        print(f"λ {lam:>2}: fitted   {summary(rows, b + a @ fit(a, b, lam))}")
        print(f"      held out {summary(rows, held_out)}")
    x = fit(a, b, args.lam)
    print(f"\nλ {args.lam}: letters, em (|c| ≥ 0.002):")
    entries = [f'"{k}": {v:.3f}' for k, v in zip(keys, x) if k != CLOCK_ONE and abs(v) >= 0.002]
    print("[" + ", ".join(entries) + "]")
    print(f"proportionalOne = {x[keys.index(CLOCK_ONE)]:.3f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
