#!/usr/bin/env bash
# Builds BarKit's libFuzzer harnesses (the Tests/Fuzz/ package, release, with the address sanitizer)
# and runs each for a given time. Seeds come from Tests/Fuzz/Corpus/<harness> (in git, read only);
# new corpus entries go to .fuzz/corpus/<harness> and crashes to .fuzz/artifacts/<harness>,
# both gitignored. A finding: minimize it, copy it into Tests/Fuzz/Corpus/<harness>, fix the library
# and add a regression test named after it (Docs/Security.md, "Fuzzing").
#
# Usage: Tests/Scripts/fuzz.sh [HARNESS|all] [SECONDS]   (default: all, 60 s each)
#   HARNESS: png svg compare manifest scene
# Environment: FUZZ_NICE (default 10), FUZZ_ARGS (extra
# libFuzzer flags). Each run appends "harness seconds execs" to .fuzz/log.txt.
set -euo pipefail

harness="${1:-all}"
seconds="${2:-60}"
root="$(cd "$(dirname "$0")/../.." && pwd)"
cd "$root"
work="$root/.fuzz"

product() {
  case "$1" in
    png) echo FuzzPNG ;;
    svg) echo FuzzSVG ;;
    compare) echo FuzzCompare ;;
    manifest) echo FuzzManifest ;;
    scene) echo FuzzScene ;;
    *) echo "fuzz.sh: unknown harness '$1' (png svg compare manifest scene)" >&2; exit 2 ;;
  esac
}

# Longest input each harness gets: PNG seeds are a few KB, JSON scenes a few KB, a path a line.
max_len() {
  case "$1" in
    png) echo 65536 ;;
    scene | manifest) echo 16384 ;;
    *) echo 4096 ;;
  esac
}

if [[ "$harness" == all ]]; then harnesses=(png svg compare manifest scene); else harnesses=("$harness"); fi
for h in "${harnesses[@]}"; do product "$h" >/dev/null; done

# -sanitize=fuzzer adds coverage and links libFuzzer; -parse-as-library because each harness
# defines <Module>_main itself (Tests/Fuzz/Sources/FuzzSupport). -Xcc instruments the libpng shim too.
build() {
  nice -n "${FUZZ_NICE:-10}" swift build -c release --package-path Tests/Fuzz --scratch-path Tests/Fuzz/.build \
    -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library -Xcc -fsanitize=fuzzer-no-link,address
}
# SwiftPM can keep a stale build plan for a path dependency whose files were added or removed
# (errors such as "cannot find 'X' in scope" for a new file); planning again fixes it.
if ! build; then
  echo "fuzz.sh: build failed; planning again without the cached build description" >&2
  rm -f Tests/Fuzz/.build/release.yaml Tests/Fuzz/.build/debug.yaml Tests/Fuzz/.build/build.db
  build
fi

for h in "${harnesses[@]}"; do
  corpus="$work/corpus/$h"
  artifacts="$work/artifacts/$h"
  mkdir -p "$corpus" "$artifacts"
  log="$work/$h-$(date -u +%Y%m%dT%H%M%S).log"
  echo "fuzz.sh: $h for ${seconds}s, log $log"
  status=0
  # A dictionary of the format's keys and tokens, where there is one (Tests/Fuzz/<harness>.dict).
  dict=()
  if [[ -f "Tests/Fuzz/$h.dict" ]]; then dict=(-dict="Tests/Fuzz/$h.dict"); fi
  # -timeout: one input may take 10 s (a hang); -rss_limit_mb: 2 GB (a forged size that slips
  # past a limit); -max_len per harness. The first corpus dir receives new entries.
  # shellcheck disable=SC2086
  nice -n "${FUZZ_NICE:-10}" "Tests/Fuzz/.build/release/$(product "$h")" "$corpus" "Tests/Fuzz/Corpus/$h" \
    -max_total_time="$seconds" -max_len="$(max_len "$h")" -timeout=10 -rss_limit_mb=2048 \
    -artifact_prefix="$artifacts/" -print_final_stats=1 \
    "${dict[@]}" ${FUZZ_ARGS:-} >"$log" 2>&1 || status=$?
  execs="$(grep -E '^stat::number_of_executed_units' "$log" | awk '{s += $2} END {print s + 0}')"
  echo "$h $seconds $execs exit=$status $(date -u +%FT%TZ)" >>"$work/log.txt"
  echo "fuzz.sh: $h: $execs executions, exit $status"
  if [[ $status -ne 0 ]]; then
    tail -40 "$log"
    exit "$status"
  fi
done
