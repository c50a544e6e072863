#!/usr/bin/env bash
# Benchmarks `barkit compare` against ImageMagick's `compare -metric AE` on the same pair, in one
# run, with a release build. The pair is 1170×2532 (an iPhone 12–14 screen) with 1 % of its
# pixels changed, the case of pixelmatch's figure in ../shared/research/snapshot-testing.md §3
# (≈ 52 ms in memory, Node 20, 2-core EPYC).
#
# Prints: the in-memory median (comparison + diff image, no PNG I/O) from `barkit-bench
# compare`, and end-to-end medians (process start, PNG decode, compare) of barkit and
# ImageMagick, each without and with writing a diff image. Record results in
# Docs/Performance.md.
#
# Usage: Tests/Scripts/bench-compare.sh [RUNS]   (default 11; needs python3 with numpy and Pillow,
# and ImageMagick's `compare`)
set -euo pipefail

runs="${1:-11}"
root="$(cd "$(dirname "$0")/../.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

command -v compare >/dev/null || { echo "ImageMagick's compare is not installed" >&2; exit 2; }
(cd "$root" && swift build -c release --product barkit >/dev/null && swift build -c release --product barkit-bench >/dev/null)
barkit="$root/.build/release/barkit"
bench="$root/.build/release/barkit-bench"

# A UI-like opaque image (flat bars, gradients, small "glyph" blocks) and a copy with 1 % of its
# pixels, at seeded random positions, changed to a different color.
python3 - "$work" <<'PY'
import sys
import numpy as np
from PIL import Image
w, h = 1170, 2532
rng = np.random.default_rng(20261129)
y = np.arange(h)[:, None]
x = np.arange(w)[None, :]
img = np.empty((h, w, 3), np.uint8)
img[..., 0] = (247 - (y * 40 // h)).astype(np.uint8)
img[..., 1] = (247 - (x * 30 // w)).astype(np.uint8)
img[..., 2] = 250
img[:132] = (248, 248, 248)            # navigation bar
img[2385:] = (247, 247, 247)           # tab bar
for row in range(200, 2300, 88):       # table rows with a separator and "text"
    img[row] = (200, 199, 204)
    for k in range(40):
        x0 = 45 + k * 24
        img[row + 30:row + 60, x0:x0 + 14] = (rng.integers(0, 80), rng.integers(0, 80), rng.integers(0, 80))
Image.fromarray(img).save(f"{sys.argv[1]}/expected.png")
flat = img.reshape(-1, 3).copy()
idx = rng.choice(w * h, size=w * h // 100, replace=False)
flat[idx] = 255 - flat[idx]
Image.fromarray(flat.reshape(h, w, 3)).save(f"{sys.argv[1]}/actual.png")
PY

# Median wall time in ms of running "$@" $runs times (exit status 1, a mismatch, is expected).
median_ms() {
  local times=()
  for _ in $(seq "$runs"); do
    local start end
    start=$(date +%s%N)
    "$@" >/dev/null 2>&1 || true
    end=$(date +%s%N)
    times+=($(( (end - start) / 1000 )))
  done
  printf '%s\n' "${times[@]}" | sort -n | awk '{a[NR]=$1} END {printf "%.1f", a[int((NR+1)/2)]/1000}'
}

e="$work/expected.png"; a="$work/actual.png"
echo "machine: $(nproc) cores $(uname -m), $(swift --version 2>&1 | head -1)"
echo "pair: 1170x2532, 1% of pixels changed; runs: $runs (medians)"
echo "barkit result:  $("$barkit" compare "$e" "$a" 2>&1 | head -1)"
echo "magick AE:      $(compare -metric AE "$e" "$a" null: 2>&1 || true) differing pixels"
echo "in memory, 1% changed (barkit-bench compare): $("$bench" compare "$e" "$a" --runs "$runs")"
echo "in memory, identical:                         $("$bench" compare "$e" "$e" --runs "$runs")"
echo "end to end, no diff file:   barkit $(median_ms "$barkit" compare "$e" "$a") ms   ImageMagick $(median_ms compare -metric AE "$e" "$a" null:) ms"
echo "end to end, with diff file: barkit $(median_ms "$barkit" compare "$e" "$a" --diff "$work/d1.png") ms   ImageMagick $(median_ms compare -metric AE "$e" "$a" "$work/d2.png") ms"
