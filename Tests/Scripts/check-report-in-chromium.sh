#!/usr/bin/env bash
# Opens a BarKit golden report in headless Chromium and checks that it works: every image
# decodes, the change view is magnified, the images fit the window, j/k move between failures,
# and the tabs, slider, blend and toggle respond. A page without failures must say so. The page runs the checks itself when
# opened with #selftest and writes "SELFTEST {json}" into the DOM, which --dump-dom prints.
#
# Usage: Tests/Scripts/check-report-in-chromium.sh REPORT.html [WIDTH,HEIGHT]
# (the window's size; Chromium's default otherwise)
# Exit: 0 all checks pass, 1 a check failed, 2 usage, 77 Chromium is not installed (skip).
# Chromium comes from Debian (apt-get install chromium; .ci/install-dependencies.sh).
set -euo pipefail

{ [ $# -eq 1 ] || [ $# -eq 2 ]; } && [ -f "$1" ] || { echo "usage: $0 REPORT.html [WIDTH,HEIGHT]" >&2; exit 2; }
window=()
[ $# -eq 2 ] && window=(--window-size="$2")
browser=""
for candidate in chromium chromium-browser google-chrome; do
  if command -v "$candidate" >/dev/null 2>&1; then browser="$candidate"; break; fi
done
[ -n "$browser" ] || { echo "SKIPPED: no chromium on PATH (apt-get install chromium)" >&2; exit 77; }

report="$(cd "$(dirname "$1")" && pwd)/$(basename "$1")"
profile="$(mktemp -d)"
trap 'rm -rf "$profile"' EXIT
# --no-sandbox: CI containers run as root, where Chromium's sandbox refuses to start.
dom="$("$browser" --headless --no-sandbox --disable-gpu --user-data-dir="$profile" \
  "${window[@]}" --virtual-time-budget=10000 --dump-dom "file://$report#selftest" 2>/dev/null)"
line="$(printf '%s\n' "$dom" | grep -o 'SELFTEST {[^<]*}' || true)"
[ -n "$line" ] || { echo "FAIL: the page wrote no self-test result" >&2; exit 1; }
json="${line#SELFTEST }"
echo "$json"

field() { printf '%s' "$json" | sed -n "s/.*\"$1\":\\([^,}]*\\).*/\\1/p"; }
images="$(field images)"; loaded="$(field imagesLoaded)"
if [ "$(field failures)" = 0 ]; then
  if [ "$(field green)" = "true" ]; then echo "OK: no failures, and the page says so"; exit 0; fi
  echo "FAIL: a page without failures does not say that everything matches" >&2; exit 1
fi
status=0
if [ -z "$images" ] || [ "$images" = 0 ] || [ "$images" != "$loaded" ]; then
  echo "FAIL: $loaded of $images images loaded" >&2; status=1
fi
for check in change fit keys tabs slider blend toggle; do
  if [ "$(field "$check")" != "true" ]; then echo "FAIL: $check does not respond" >&2; status=1; fi
done
[ $status -eq 0 ] && echo "OK: $images images loaded; change zoom, fit, keys, tabs, slider, blend and toggle work"
exit $status
