#!/usr/bin/env bash
# Proves a refactor changed no output (issue 35, "Done means"): builds `barkit` in release for two
# revisions, runs the same list of commands with each binary, and compares every output byte for
# byte: standard output, standard error, the exit code and every file the command wrote (or
# deleted). The commands are those of the repository's examples (Docs/Examples) and of the
# consumer package's review loop (Tests/ConsumerPackage's layout, with hand-written records and
# run manifest): every command's --help, render (PNG, --elements, -o -, --only, --scale), text,
# validate, batch (and --resume, --dry-run --shard), compare of two files (identical, different,
# different sizes; --json, --diff, --diff-mask, --elements) and of two folders (--json --report
# --junit --markdown --diff-dir), accept --dry-run on that summary, report on an artifacts folder
# (--markdown --junit --annotations github), report --merge of two compare shards (summaries,
# pages, JUnit), accept and goldens orphans in the consumer package, a few other commands (sheet,
# frames, path, blur, backdrop, convert), and bad inputs (a missing file, a corrupt PNG, bad JSON,
# exit 3).
#
# How: each revision is exported with `git archive` into a temporary folder and built there
# (`swift build -c release --product barkit`). The inputs (HEAD_REV's Docs/Examples and
# Tests/ConsumerPackage, images rendered once by BASE_REV's barkit, hand-written records) are
# made once. Then, for each binary in turn, the same scratch folder (same absolute path) is
# filled with a fresh copy of the inputs, the binary is copied to the same path (found on PATH as
# `barkit`), and the commands run there one after another, in the same environment, with
# relative paths; so absolute paths in outputs match too. After each command the files of the
# scratch folder whose size or modification time changed are recorded as written (and removed
# ones as deleted) with their content.
#
# Normalised, because they are time-dependent and nothing else (everything else must match
# exactly):
#   - `batch`'s summary line: "in S s (R mockups/s)", the elapsed time and throughput;
#   - JUnit XML's `time="…"` attributes (compare --junit, report --merge -o .xml): how long each
#     comparison took.
#
# Prints one line per command, `same` or `DIFFERS: <what>` (exit code, stdout, stderr, and each
# file written or deleted differently) followed by the command and a short unified diff (or the
# first differing byte, for binary files) of the first difference, then a count. Known, intended
# changes are not masked: they show as differences, for a person to judge against the commits.
#
# Usage: Tests/Scripts/compare-outputs.sh BASE_REV [HEAD_REV]   (HEAD_REV defaults to HEAD)
#   BARKIT_COMPARE_BUILDS=DIR  keep each revision's release barkit in DIR/<commit>/barkit and reuse
#                              it on the next run (the builds are the slow part); nothing in DIR
#                              is ever deleted. KEEP=1 keeps the temporary folder (printed).
# Exit: 0 every output is the same, 1 some output differs, 2 usage or a build failed.
set -euo pipefail

[ $# -ge 1 ] && [ $# -le 2 ] || { echo "usage: $0 BASE_REV [HEAD_REV]" >&2; exit 2; }
root="$(cd "$(dirname "$0")/../.." && pwd)"
base_commit="$(git -C "$root" rev-parse --verify --quiet "$1^{commit}")" || { echo "not a revision: $1" >&2; exit 2; }
head_commit="$(git -C "$root" rev-parse --verify --quiet "${2:-HEAD}^{commit}")" || { echo "not a revision: ${2:-HEAD}" >&2; exit 2; }

# Everything this script writes lives under $tmp (made here, removed on exit), except the
# binaries it adds to BARKIT_COMPARE_BUILDS when asked.
tmp="$(mktemp -d "${TMPDIR:-/tmp}/barkit-compare-outputs.XXXXXX")"
cleanup() {
  if [ "${KEEP:-0}" = 1 ]; then echo "kept $tmp" >&2; else rm -rf "$tmp"; fi
  # SwiftPM's lock files for our two build folders, which it leaves in the temporary folder
  # named after the build path; only those exact names.
  local label suffix
  for label in base head; do
    for suffix in .build.lock .build_workspace-state.json.lock; do
      rm -f "${TMPDIR:-/tmp}/${tmp//\//_}_src-${label}_${suffix}"
    done
  done
}
trap cleanup EXIT

# build COMMIT LABEL: the release barkit of COMMIT, at $tmp/barkit-LABEL.
build() {
  local commit="$1" label="$2" cache="${BARKIT_COMPARE_BUILDS:-}"
  if [ -n "$cache" ] && [ -x "$cache/$commit/barkit" ]; then
    echo "$label: $commit (release barkit from $cache)" >&2
    cp "$cache/$commit/barkit" "$tmp/barkit-$label"
    return
  fi
  echo "$label: $commit (building barkit in release; this takes minutes)" >&2
  mkdir "$tmp/src-$label"
  git -C "$root" archive "$commit" | tar -x -C "$tmp/src-$label"
  if ! (cd "$tmp/src-$label" && swift build -c release --product barkit) >"$tmp/build-$label.log" 2>&1; then
    tail -n 40 "$tmp/build-$label.log" >&2
    echo "the release build of $commit failed" >&2
    exit 2
  fi
  cp "$tmp/src-$label/.build/release/barkit" "$tmp/barkit-$label"
  if [ -n "$cache" ]; then
    mkdir -p "$cache/$commit"
    cp "$tmp/barkit-$label" "$cache/$commit/barkit.partial"
    mv "$cache/$commit/barkit.partial" "$cache/$commit/barkit"
  fi
  # The build folder is large; the binary is all that is needed.
  rm -rf "$tmp/src-$label/.build"
}
build "$base_commit" base
build "$head_commit" head

# The environment every command runs in: nothing that makes barkit write elsewhere (GitHub's
# step summary) or behave differently (CI, BarKitTesting's settings), the same locale.
unset CI GITHUB_ACTIONS GITHUB_STEP_SUMMARY GITHUB_OUTPUT BARKIT_RECORD BARKIT_ARTIFACTS BARKIT_ROOT BARKIT_RUN
export LC_ALL=C.UTF-8 TZ=UTC
bin="$tmp/bin"
mkdir "$bin"
export PATH="$bin:$PATH"

# ---------------------------------------------------------------------------------------------
# The inputs, made once: $tmp/inputs, copied into the scratch folder before each binary runs.
run="$tmp/run"            # the scratch folder: the same path for both binaries
inputs="$tmp/inputs"
mkdir -p "$inputs" "$tmp/head-tree"
git -C "$root" archive "$head_commit" Docs/Examples Tests/ConsumerPackage | tar -x -C "$tmp/head-tree"
cp -R "$tmp/head-tree/Docs/Examples" "$inputs/examples"
cp "$tmp/head-tree/Docs/scene.schema.json" "$inputs/" 2>/dev/null || true
cp -R "$tmp/head-tree/Tests/ConsumerPackage" "$inputs/pkg"
# accept and goldens orphans search the __Goldens__ folders of the package in the current
# folder, which a Package.swift makes one; the consumer package's own manifest is the quick
# start's, in Docs/Testing.md.
[ -f "$inputs/pkg/Package.swift" ] || printf '// swift-tools-version:6.0\n' >"$inputs/pkg/Package.swift"
cp "$tmp/barkit-base" "$bin/barkit"
# mk ARGS…: runs barkit in $inputs; exit 1 (a compare's mismatch) is what is wanted too.
mk() {
  local status=0
  (cd "$inputs" && barkit "$@" >/dev/null 2>&1) || status=$?
  [ "$status" -le 1 ] || { echo "making the inputs failed: barkit $* (exit $status)" >&2; exit 2; }
}

# The folders the commands write into (barkit creates none but batch's).
mkdir -p "$inputs"/out/{render,text,compare,folders,shards,merged,report,other,bad}
# Images for compare: a, a copy of it, b (same size, other pixels), small (other size).
mkdir -p "$inputs/img"
mk render examples/navigation-bar.json -o img/a.png --elements img/a.elements.json
cp "$inputs/img/a.png" "$inputs/img/a-copy.png"
mk render examples/transparent-navigation-bar.json -o img/b.png
mk render examples/navigation-bar.json -o img/small.png --scale 1
# Bad inputs: a PNG cut short, a file that is not a PNG, JSON cut short.
head -c 300 "$inputs/img/a.png" >"$inputs/img/truncated.png"
printf 'not a png\n' >"$inputs/img/corrupt.png"
printf '{ "canvas": { "device": "iphone-5s" }, "navigationBar": { "title": ' >"$inputs/bad.json"
printf '[1, 2, 3]\n' >"$inputs/not-a-summary.json"

# Two folders of renders: passed (nav, sub/search), changed (tab), resized (status), missing
# (gone, only expected), added (new, only actual).
mkdir -p "$inputs/expected/sub" "$inputs/actual/sub"
mk render examples/navigation-bar.json -o expected/nav.png
mk render examples/tab-bar.json -o expected/tab.png
mk render examples/status-bar.json -o expected/status.png
mk render examples/search-bar.json -o expected/sub/search.png
mk render examples/toolbar.json -o expected/gone.png
cp "$inputs/expected/nav.png" "$inputs/actual/nav.png"
cp "$inputs/expected/sub/search.png" "$inputs/actual/sub/search.png"
# tab.png changes a little: another tab selected, another badge.
sed -e 's/"selectedIndex": 1/"selectedIndex": 2/' -e 's/"badgeValue": "3"/"badgeValue": "4"/' \
  "$inputs/examples/tab-bar.json" >"$inputs/examples/tab-bar-changed.json"
mk render examples/tab-bar-changed.json -o actual/tab.png
rm "$inputs/examples/tab-bar-changed.json"
mk render examples/status-bar.json -o actual/status.png --scale 1
mk render examples/in-call.json -o actual/new.png

# A BarKitTesting artifacts folder: a mismatch with reference, actual, diff and a record naming
# its assertion; a missing reference (actual and record only); an error record; an actual image
# without a record. Records as BarKitTesting writes them (Sources/BarKitReport/GoldenRecord.swift).
artifacts="$inputs/artifacts/ConsumerTests"
mkdir -p "$artifacts"
cp "$inputs/img/a.png" "$artifacts/home.home.reference.png"
cp "$inputs/img/b.png" "$artifacts/home.home.actual.png"
mk compare img/a.png img/b.png --diff artifacts/ConsumerTests/home.home.diff.png
cat >"$artifacts/home.home.json" <<'JSON'
{
  "test" : "LightSuite/home()",
  "stem" : "home.home",
  "status" : "mismatched",
  "message" : "home.home: 1234 pixels differ (0.5 %)",
  "referencePath" : "/ci/consumer/Tests/ConsumerTests/__Goldens__/SwiftTestingGoldens/LightSuite.home.home.png",
  "summary" : "1234 pixels differ",
  "result" : { "differingPixels" : 1234, "changedBounds" : { "x" : 10, "y" : 20, "width" : 300, "height" : 60 } },
  "file" : "Tests/ConsumerTests/SwiftTestingGoldens.swift",
  "line" : 42
}
JSON
cp "$inputs/img/small.png" "$artifacts/scaled.actual.png"
cat >"$artifacts/scaled.json" <<'JSON'
{
  "test" : "scaled()",
  "stem" : "scaled",
  "status" : "missing",
  "message" : "scaled: no reference at __Goldens__/SwiftTestingGoldens/scaled.png (record mode never)",
  "referencePath" : "/ci/consumer/Tests/ConsumerTests/__Goldens__/SwiftTestingGoldens/scaled.png"
}
JSON
cp "$inputs/img/a.png" "$artifacts/broken.actual.png"
cat >"$artifacts/broken.json" <<'JSON'
{ "test" : "broken()", "stem" : "broken", "status" : "error", "message" : "broken: the reference is not a PNG" }
JSON
cp "$inputs/img/b.png" "$artifacts/unrecorded.actual.png"
# The same folder with a record whose status is not one of BarKit's, and one that is not JSON.
cp -R "$inputs/artifacts" "$inputs/artifacts-odd"
sed 's/"mismatched"/"flaky"/' "$artifacts/home.home.json" >"$inputs/artifacts-odd/ConsumerTests/home.home.json"
printf '{ "status" : ' >"$inputs/artifacts-odd/ConsumerTests/broken.json"
# The mismatch alone with that status: what accept makes of it.
mkdir -p "$inputs/artifacts-flaky/ConsumerTests"
cp "$inputs/artifacts-odd/ConsumerTests/home.home."* "$inputs/artifacts-flaky/ConsumerTests/"

# The consumer package (Tests/ConsumerPackage) after a run: its goldens, an orphan, artifacts of
# its failures and the run's manifest. Paths in the manifest are where the package will be while
# the commands run ($run/pkg, the same for both binaries).
goldens="$inputs/pkg/Tests/ConsumerTests/__Goldens__/SwiftTestingGoldens"
mkdir -p "$goldens"
cp "$inputs/img/a.png" "$goldens/LightSuite.home.home.png"
cp "$inputs/img/small.png" "$goldens/DarkSuite.home.home.png"
cp "$inputs/img/b.png" "$goldens/gone.png"
mkdir -p "$inputs/pkg-artifacts/SwiftTestingGoldens"
for f in home.home.json home.home.actual.png home.home.reference.png home.home.diff.png scaled.json scaled.actual.png; do
  cp "$artifacts/$f" "$inputs/pkg-artifacts/SwiftTestingGoldens/$f"
done
g="$run/pkg/Tests/ConsumerTests/__Goldens__"
cat >"$inputs/pkg-artifacts/.barkit-run-4242.json" <<JSON
{
  "format" : 2,
  "run" : "swift-test-4241",
  "process" : 4242,
  "arguments" : [],
  "complete" : true,
  "finished" : true,
  "goldensFolders" : ["$g"],
  "goldens" : ["$g/SwiftTestingGoldens/DarkSuite.home.home.png", "$g/SwiftTestingGoldens/LightSuite.home.home.png"]
}
JSON
# The same run, filtered: it never reports orphans (exit 3).
mkdir -p "$inputs/pkg-artifacts-filtered"
sed -e 's/"arguments" : \[\]/"arguments" : ["--filter", "Light"]/' -e 's/"complete" : true/"complete" : false/' \
  "$inputs/pkg-artifacts/.barkit-run-4242.json" >"$inputs/pkg-artifacts-filtered/.barkit-run-4242.json"

# ---------------------------------------------------------------------------------------------
# The commands. Each is `c NAME 'SHELL COMMAND'`, run with eval in the scratch folder; NAME is
# unique. Later commands may read what earlier ones wrote (the folder compare's summary, the
# shards).
commands() {
  c help 'barkit --help'
  for cmd in demo render sheet validate batch frames compare report accept goldens path text blur backdrop convert version; do
    c "help-$cmd" "barkit $cmd --help"
  done
  c version 'barkit version'
  c usage-none 'barkit'
  c usage-unknown-command 'barkit nonsense'
  c usage-unknown-option 'barkit render examples/navigation-bar.json -o out/x.png --frobnicate'

  # render: several scenes of Docs/Examples, PNG and element map.
  c render-navigation-bar 'barkit render examples/navigation-bar.json -o out/render/navigation-bar.png'
  c render-full-screen-elements 'barkit render examples/full-screen.json -o out/render/full-screen.png --elements out/render/full-screen.elements.json'
  c render-tab-bar-only 'barkit render examples/tab-bar.json -o out/render/tab-bar.png --only tabBar --scale 1'
  c render-search-bar-elements 'barkit render examples/search-bar.json -o out/render/search-bar.png --elements out/render/search-bar.elements.json'
  c render-photo-picker 'barkit render examples/photo-picker.json -o out/render/photo-picker.png'
  c render-transparent-uikit 'barkit render examples/transparent-navigation-bar.json -o out/render/transparent.png --backdrop uikit --compression-level fast'
  c render-ios6-ipad 'barkit render examples/ios6-ipad.json -o out/render/ios6-ipad.png'
  c render-mockup-inbox 'barkit render examples/mockups/inbox.json -o out/render/mockup-inbox.png --elements out/render/mockup-inbox.elements.json'
  c render-stdout 'barkit render examples/status-bar.json -o -'
  c render-strict 'barkit render examples/mockups/inbox.json -o out/render/strict.png --strict'

  # text
  c text-hello 'barkit text "Hello, world" -o out/text/hello.png'
  c text-styled 'barkit text "Edit Mailboxes" -o out/text/styled.png --weight semibold --size 15 --scale 3 --color systemBlue --max-width 60 --letter-spacing 0.5'
  c text-chinese 'barkit text "收件箱 Inbox" -o out/text/chinese.png'
  c text-no-ink 'barkit text "   " -o out/text/no-ink.png'

  # validate
  c validate-scene 'barkit validate examples/navigation-bar.json'
  c validate-mockup 'barkit validate examples/mockups/inbox.json --scale 1'
  c validate-batch-manifest 'barkit validate examples/batch/mockups.json'
  c validate-store-manifest 'barkit validate examples/store/store.json'

  # batch (one job at a time: the progress lines' order is then fixed)
  c batch 'barkit batch examples/batch/mockups.json -o out/batch --jobs 1'
  c batch-resume 'barkit batch examples/batch/mockups.json -o out/batch --jobs 1 --resume'
  c batch-dry-run-shard 'barkit batch examples/batch/mockups.json -o out/batch-dry --jobs 1 --dry-run --shard 2/3'

  # compare two files
  c compare-identical 'barkit compare img/a.png img/a-copy.png'
  c compare-identical-json 'barkit compare img/a.png img/a-copy.png --json'
  c compare-different 'barkit compare img/a.png img/b.png'
  c compare-different-json-diff 'barkit compare img/a.png img/b.png --json --diff out/compare/different.diff.png'
  c compare-different-mask 'barkit compare img/a.png img/b.png --diff out/compare/different.mask.png --diff-mask --threshold 0.2'
  c compare-different-elements 'barkit compare img/a.png img/b.png --elements img/a.elements.json'
  c compare-different-elements-json 'barkit compare img/a.png img/b.png --elements img/a.elements.json --json'
  c compare-different-limits 'barkit compare img/a.png img/b.png --max-diff-ratio 0.5 --ignore 0,0,10,10 --metric oklab'
  c compare-sizes 'barkit compare img/a.png img/small.png'
  c compare-sizes-json-diff 'barkit compare img/a.png img/small.png --json --diff out/compare/sizes.diff.png'
  c compare-annotations 'barkit compare img/a.png img/b.png --annotations github'

  # compare two folders: the summary (saved for accept), page, JUnit, Markdown, diffs
  c compare-folders 'barkit compare expected actual --json --report out/folders/report.html --junit out/folders/junit.xml --markdown out/folders/summary.md --diff-dir out/folders/diffs > out/folders/summary.json'
  c compare-folders-text 'barkit compare expected actual --annotations github'
  c accept-dry-run 'barkit accept out/folders/summary.json --dry-run --goldens expected'
  c accept-dry-run-delete-missing 'barkit accept out/folders/summary.json --dry-run --goldens expected --delete-missing --only "*.png"'
  c accept-no-goldens-folder 'barkit accept out/folders/summary.json --dry-run'

  # compare shards and their merge
  c compare-shard-1 'barkit compare expected actual --shard 1/2 --json --report out/shards/1.html --junit out/shards/1.xml > out/shards/1.json'
  c compare-shard-2 'barkit compare expected actual --shard 2/2 --json --report out/shards/2.html --junit out/shards/2.xml > out/shards/2.json'
  c report-merge-summaries-html 'barkit report --merge out/shards/1.json --merge out/shards/2.json -o out/merged/from-json.html --markdown out/merged/from-json.md'
  c report-merge-summaries-json 'barkit report --merge out/shards/1.json --merge out/shards/2.json -o out/merged/from-json.json'
  c report-merge-summaries-xml 'barkit report --merge out/shards/1.json --merge out/shards/2.json -o out/merged/from-json.xml'
  c report-merge-pages 'barkit report --merge out/shards/1.html --merge out/shards/2.html -o out/merged/from-html.html'
  c report-merge-junit 'barkit report --merge out/shards/1.xml --merge out/shards/2.xml -o out/merged/from-junit.xml'
  c report-merge-one-shard 'barkit report --merge out/shards/1.json -o out/merged/one.html'
  c report-merge-twice 'barkit report --merge out/shards/1.json --merge out/shards/1.json -o out/merged/twice.html'

  # report on a BarKitTesting artifacts folder
  c report-artifacts 'barkit report artifacts -o out/report/report.html --title "Consumer goldens" --markdown out/report/summary.md --junit out/report/junit.xml --annotations github'
  c report-artifacts-plain 'barkit report artifacts -o out/report/plain.html'
  c report-artifacts-odd-records 'barkit report artifacts-odd -o out/report/odd.html --markdown out/report/odd.md --junit out/report/odd.xml'
  c report-empty-folder 'mkdir -p out/empty-artifacts && barkit report out/empty-artifacts -o out/report/empty.html --markdown out/report/empty.md'

  # The consumer package's review loop, from inside the package.
  c pkg-accept-dry-run 'cd pkg && barkit accept ../pkg-artifacts --dry-run'
  c pkg-accept-only 'cd pkg && barkit accept ../pkg-artifacts --dry-run --only "SwiftTestingGoldens/home*"'
  c pkg-accept-odd-artifacts 'cd pkg && barkit accept ../artifacts-odd --dry-run'
  c pkg-accept-unknown-status 'cd pkg && barkit accept ../artifacts-flaky --dry-run'
  c pkg-goldens-orphans 'cd pkg && barkit goldens orphans ../pkg-artifacts'
  c pkg-goldens-orphans-json 'cd pkg && barkit goldens orphans ../pkg-artifacts --json'
  c pkg-goldens-orphans-filtered 'cd pkg && barkit goldens orphans ../pkg-artifacts-filtered'
  c pkg-accept 'cd pkg && barkit accept ../pkg-artifacts'
  c pkg-goldens-orphans-delete 'cd pkg && barkit goldens orphans ../pkg-artifacts --delete'
  c pkg-goldens-orphans-after 'cd pkg && barkit goldens orphans ../pkg-artifacts'
  c accept-folders 'barkit accept out/folders/summary.json --goldens expected --delete-missing'

  # Other commands on the examples.
  c sheet 'barkit sheet examples/navigation-bar.json -o out/other/sheet.png'
  c frames 'barkit frames examples/transparent-navigation-bar.json --scroll -60:220:40 -o out/other/scroll.png'
  c path 'barkit path "M10 10 L90 10 L50 80 Z" -o out/other/path.png --size 100x100 --fill "#FF9500" --stroke black --line-width 2'
  c blur 'barkit blur img/small.png -o out/other/blur.png --box 5 --passes 3 --threads 1'
  c backdrop 'barkit backdrop img/small.png -o out/other/backdrop.png --rect 0,0,320,64 --scale 1'
  c convert 'barkit convert img/a.png -o out/other/convert.png'

  # Bad inputs: one-line errors, exit 3 (usage errors 2).
  c bad-render-missing-scene 'barkit render missing.json -o out/bad/x.png'
  c bad-render-bad-json 'barkit render bad.json -o out/bad/x.png'
  c bad-validate-bad-json 'barkit validate bad.json'
  c bad-batch-bad-json 'barkit batch bad.json -o out/bad/batch'
  c bad-compare-missing 'barkit compare img/a.png img/missing.png'
  c bad-compare-corrupt 'barkit compare img/corrupt.png img/a.png'
  c bad-compare-truncated 'barkit compare img/a.png img/truncated.png --json'
  c bad-compare-elements-json 'barkit compare img/a.png img/b.png --elements bad.json'
  c bad-compare-file-and-folder 'barkit compare img/a.png expected'
  c bad-report-merge-json 'barkit report --merge bad.json --merge out/shards/2.json -o out/bad/merged.html'
  c bad-report-merge-not-summary 'barkit report --merge not-a-summary.json --merge out/shards/2.json -o out/bad/merged.json'
  c bad-report-missing-folder 'barkit report no-such-artifacts -o out/bad/report.html'
  c bad-accept-bad-json 'barkit accept bad.json --dry-run --goldens expected'
  c bad-accept-missing 'barkit accept missing.json --dry-run'
  c bad-goldens-no-manifest 'barkit goldens orphans img'
  c bad-convert-corrupt 'barkit convert img/corrupt.png -o out/bad/convert.png'
  c bad-blur-truncated 'barkit blur img/truncated.png -o out/bad/blur.png --box 3'
  c bad-text-no-font 'barkit text "Hi" -o out/bad/text.png --font "No Such Family 123"'
}

# ---------------------------------------------------------------------------------------------
# Running them. For each binary: $results/LABEL/NAME/{stdout,stderr,exit,files,written/…}.
results="$tmp/results"

# A line per regular file and link of the scratch folder: path, size, modification time.
listing() { (cd "$run" && find . \( -type f -o -type l \) -printf '%p\t%s\t%T@\n' | LC_ALL=C sort); }

# Masks what is time-dependent (see the header) in FILE, in place.
normalise() {
  sed -i -E \
    -e 's/ in [0-9]+\.[0-9]+ s \([0-9]+\.[0-9]+ mockups\/s\)/ in <seconds> s (<rate> mockups\/s)/' \
    -e 's/ time="[0-9]+\.[0-9]+"/ time="<seconds>"/g' \
    "$1"
}
# Text files get masked; images and other binary files are compared as they are.
is_text() { case "$1" in *.png) return 1 ;; *) grep -Iq . "$1" 2>/dev/null || [ ! -s "$1" ] ;; esac; }

c() {
  local name="$1" command="$2" dir="$results/$label/$1"
  mkdir -p "$dir/written"
  printf '%s\n' "$command" >"$dir/command"
  listing >"$dir/.before"
  local status=0
  (cd "$run" && eval "$command") >"$dir/stdout" 2>"$dir/stderr" </dev/null || status=$?
  echo "$status" >"$dir/exit"
  listing >"$dir/.after"
  normalise "$dir/stdout"
  normalise "$dir/stderr"
  # Written: new, or a changed size or time; deleted: gone.
  : >"$dir/files"
  local path
  while IFS=$'\t' read -r path _; do
    if [ -L "$run/$path" ]; then
      echo "link $path -> $(readlink "$run/$path")" >>"$dir/files"
      continue
    fi
    mkdir -p "$(dirname "$dir/written/$path")"
    cp "$run/$path" "$dir/written/$path"
    if is_text "$dir/written/$path"; then normalise "$dir/written/$path"; fi
    echo "wrote $path $(sha256sum <"$dir/written/$path" | cut -c1-16)" >>"$dir/files"
  done < <(LC_ALL=C comm -13 "$dir/.before" "$dir/.after")
  while IFS= read -r path; do
    echo "deleted $path" >>"$dir/files"
  done < <(LC_ALL=C comm -23 <(cut -f1 "$dir/.before") <(cut -f1 "$dir/.after"))
  LC_ALL=C sort -o "$dir/files" "$dir/files"
}

for label in base head; do
  rm -rf "$run"
  cp -R "$inputs" "$run"
  cp "$tmp/barkit-$label" "$bin/barkit"
  commands
done

# ---------------------------------------------------------------------------------------------
# Comparing.
# A short account of how A and B differ: a unified diff for text, the first differing byte else.
show() {
  if is_text "$1" && is_text "$2"; then
    diff -u --label "base/$3" --label "head/$3" "$1" "$2" | head -n 16 | sed 's/^/      /' || true
  else
    echo "      $(cmp "$1" "$2" 2>&1 | head -n 1) (sizes $(stat -c %s "$1") and $(stat -c %s "$2") bytes)"
  fi
}

differing=0
total=0
# The commands' names in the order they ran (in a subshell, where `c` only names them).
names=()
while IFS= read -r name; do names+=("$name"); done < <(c() { echo "$1"; }; commands)
for name in "${names[@]}"; do
  total=$((total + 1))
  a="$results/base/$name" b="$results/head/$name"
  what=()
  cmp -s "$a/exit" "$b/exit" || what+=("exit code $(cat "$a/exit") → $(cat "$b/exit")")
  cmp -s "$a/stdout" "$b/stdout" || what+=("stdout")
  cmp -s "$a/stderr" "$b/stderr" || what+=("stderr")
  if ! cmp -s "$a/files" "$b/files"; then
    # Each file written (or deleted) differently, or by one binary only.
    while IFS= read -r path; do what+=("$path"); done < <(
      { diff "$a/files" "$b/files" || true; } | sed -n 's/^[<>] [a-z]* \([^ ]*\).*/\1/p' | sed 's|^\./||' | LC_ALL=C sort -u)
  fi
  if [ ${#what[@]} -eq 0 ]; then
    printf '%-36s same\n' "$name"
    continue
  fi
  differing=$((differing + 1))
  printf '%-36s DIFFERS: %s\n' "$name" "$(IFS=,; echo "${what[*]}" | sed 's/,/, /g')"
  printf '      $ %s\n' "$(cat "$a/command")"
  if ! cmp -s "$a/stdout" "$b/stdout"; then
    show "$a/stdout" "$b/stdout" stdout
  elif ! cmp -s "$a/stderr" "$b/stderr"; then
    show "$a/stderr" "$b/stderr" stderr
  elif ! cmp -s "$a/files" "$b/files"; then
    # The first file written differently (or by one binary only).
    first="$({ diff "$a/files" "$b/files" || true; } | sed -n 's/^[<>] //p' | head -n 1)"
    path="$(echo "$first" | cut -d' ' -f2)"
    if [ -f "$a/written/$path" ] && [ -f "$b/written/$path" ]; then
      show "$a/written/$path" "$b/written/$path" "${path#./}"
    else
      diff -u --label base/files --label head/files "$a/files" "$b/files" | head -n 16 | sed 's/^/      /' || true
    fi
  fi
done
echo "$((total - differing)) of $total commands give the same outputs; $differing differ."
[ "$differing" -eq 0 ]
