#!/usr/bin/env bash
# Builds and runs a client package of BarKit in a scratch folder: the quick start's Package.swift
# and test file (Docs/Testing.md), taken from the doc as written, with Tests/ConsumerPackage's
# tests beside that file. Swift in the docs is not compiled by the docs test, so this build is
# what keeps the quick start true; one package serves both, as a second build would take as
# long again. It records the goldens, passes (also filtered and with --parallel: XCTest goldens
# carry their class), then fails on purpose in XCTest and Swift Testing in one `swift test`, and
# checks the golden names, the artifacts of both frameworks, the attachments and the run
# manifests (orphans), repeating the failing run in parallel to check that every artifact named
# exists; then the barkit executable's side of the loop on those artifacts: the
# Markdown summary, `barkit accept`, a test process that crashes mid-run (its run lists no
# orphans) and `barkit goldens orphans --delete`. `make test-consumer`
# runs it; it needs nothing but what `make test` needs (the release barkit that `make test`'s
# release run builds, else it builds one; BARKIT names another).
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
# The quick start depends on "../BarKit": a checkout beside the package, here this one.
ln -s "$root" "$scratch/BarKit"
mkdir -p "$scratch/pkg/Tests"
cp -R "$root/Tests/ConsumerPackage/Tests/ConsumerTests" "$scratch/pkg/Tests/AppTests"
python3 - "$root/Docs/Testing.md" "$scratch/pkg" <<'PY'
import re, sys
doc, package = open(sys.argv[1], encoding="utf-8").read(), sys.argv[2]
def block(marker):
    """The Swift block after the docs-test marker naming `marker`, and the path the paragraph
    just before the marker gives it (`Tests/AppTests/TabBarTests.swift`:), if any."""
    found = re.search(
        r"(?:`([^`\n]+\.swift)`:\s*\n\s*\n)?<!-- docs-test: not run: " + re.escape(marker) + r"[^\n]*\n```swift\n(.*?)```",
        doc, re.S)
    assert found, f"Docs/Testing.md has no Swift block marked {marker!r}"
    return found.group(1), found.group(2)
_, manifest = block("the quick start's Package.swift")
path, test = block("the quick start's test")
assert path and path.startswith("Tests/AppTests/"), f"the quick start's test file is not in Tests/AppTests: {path}"
open(f"{package}/Package.swift", "w", encoding="utf-8").write(manifest)
open(f"{package}/{path}", "w", encoding="utf-8").write(test)
PY
cd "$scratch/pkg"
export BARKIT_ARTIFACTS="$scratch/artifacts"
unset CI BARKIT_RECORD
fail() { echo "consumer-package: $*" >&2; exit 1; }
# The package's own .build (inside the scratch folder), so the documented CI jobs' plain
# `swift test` (step 3c) reuses this build.
run() { swift test "$@" >"$scratch/log" 2>&1; }

swift build --build-tests >"$scratch/log" 2>&1 || { cat "$scratch/log"; fail "build failed"; }

# 1. The first run records every golden, and fails.
if BARKIT_RECORD=missing run; then fail "the recording run passed"; fi
goldens=Tests/AppTests/__Goldens__
case "$(uname -s)" in Darwin) platform=macos ;; *) platform=linux ;; esac
for f in "$platform/TemplatedSuite/home-home.png" SwiftTestingGoldens/LightSuite.home.home.png SwiftTestingGoldens/DarkSuite.home.home.png \
  SwiftTestingGoldens/scaled-scale.scale-1.1.png SwiftTestingGoldens/scaled-scale.scale-2.1.png \
  SwiftTestingGoldens/scaled-scale.scale-3.1.png SwiftTestingGoldens/changing.changing.png \
  XCTestGoldens/ConsumerXCTests.testChanging.xctest-changing.png XCTestGoldens/ConsumerXCTests.testLater.xctest-later.png \
  XCTestGoldens/LightXCTests.testHome.1.png XCTestGoldens/DarkXCTests.testHome.1.png \
  XCTestGoldens/RecordSettingXCTests.testRecordSetting.record-setting.png TabBarTests/tabBar.light-2x.png; do
  [ -f "$goldens/$f" ] || fail "no golden $f (have: $(cd "$goldens" && find . -name '*.png' | sort | tr '\n' ' '))"
done

# 2. The second run passes; a golden no test asserts is an orphan of this complete run.
mkdir -p "$goldens/GoneTests"
cp "$goldens/SwiftTestingGoldens/changing.changing.png" "$goldens/GoneTests/gone.png"
CI=1 run || { cat "$scratch/log"; fail "the comparing run failed"; }
python3 - "$BARKIT_ARTIFACTS" "$PWD/$goldens/GoneTests/gone.png" <<'PY'
import glob, json, os, sys
artifacts, gone = sys.argv[1], sys.argv[2]
manifests = [json.load(open(p)) for p in glob.glob(os.path.join(artifacts, ".barkit-run-*.json"))]
assert len(manifests) == 2, f"expected one manifest per framework, got {len(manifests)}"
assert len({m["run"] for m in manifests}) == 1, "the two processes are not one run"
assert all(m["complete"] for m in manifests), "an unfiltered run counted as filtered"
assert all(m["finished"] for m in manifests), "a process that reached its end is not marked finished"
asserted = {g for m in manifests for g in m["goldens"]}
found = set()
for folder in {f for m in manifests for f in m["goldensFolders"]}:
    for base, _, files in os.walk(folder):
        found |= {os.path.join(base, f) for f in files if f.endswith(".png")} - asserted
assert found == {gone}, f"orphans {sorted(found)}"
PY

# 2b. XCTest goldens carry their class: a filtered run and a parallel run compare each class
# against its own golden and record nothing new.
count() { find "$goldens" -name '*.png' | wc -l; }
before=$(count)
# Each class alone: whichever ran first when recording, the other one alone compares with its own.
for class in LightXCTests DarkXCTests; do
  CI=1 run --filter "$class" || { cat "$scratch/log"; fail "the run filtered to $class failed"; }
done
CI=1 run --parallel || { cat "$scratch/log"; fail "the parallel run failed"; }
[ "$(count)" -eq "$before" ] || fail "a filtered or parallel run made new goldens"

# 3. Both frameworks fail on purpose in one swift test: both failures stay, with attachments.
mkdir -p "$scratch/attachments"
cp "$goldens/XCTestGoldens/RecordSettingXCTests.testRecordSetting.record-setting.png" "$scratch/record-setting.png"
if CONSUMER_PHASE=change CI=1 run --attachments-path "$scratch/attachments"; then fail "the changed run passed"; fi
# A record: setting under CI writes nothing, and says what asked.
cmp -s "$goldens/XCTestGoldens/RecordSettingXCTests.testRecordSetting.record-setting.png" "$scratch/record-setting.png" ||
  fail "CI let GoldenSettings(record: .failed) rewrite a golden"
grep -q "GoldenSettings(record: .failed) asked to record, but CI is set" "$scratch/log" ||
  fail "the failure does not name the record setting: $(grep -n record-setting "$scratch/log")"
for f in SwiftTestingGoldens/changing.changing XCTestGoldens/ConsumerXCTests.testChanging.xctest-changing; do
  for kind in reference actual diff; do
    [ -f "$BARKIT_ARTIFACTS/$f.$kind.png" ] || fail "no artifact $f.$kind.png"
  done
  grep -q "$(basename "$f")" "$BARKIT_ARTIFACTS/report.html" || fail "report.html does not list $f"
done
for kind in reference actual diff; do
  ls "$scratch/attachments" | grep -q "changing.changing.$kind" || fail "no $kind attachment"
done

# 3b. Stress: the failing run in parallel, again and again (issue 41 once saw a message and the
# page name artifacts that were not on disk in one run of four). After each run, every artifact
# a failure message or the page names must exist. CONSUMER_STRESS_RUNS sets how many (default 8).
for ((i = 1; i <= ${CONSUMER_STRESS_RUNS:-8}; i++)); do
  started=$SECONDS
  if CONSUMER_PHASE=change CI=1 run --parallel; then fail "the changed parallel run $i passed"; fi
  python3 - "$scratch/log" "$BARKIT_ARTIFACTS" "$i" "$((SECONDS - started))" <<'PY' || fail "parallel run $i named artifacts that are not there"
import glob, html, os, re, sys, urllib.parse
log, artifacts, run, seconds = open(sys.argv[1], encoding="utf-8").read(), sys.argv[2], sys.argv[3], sys.argv[4]
named = set(re.findall(r"(?:reference|actual|diff|report):\s+(/\S+)", log))
page = open(os.path.join(artifacts, "report.html"), encoding="utf-8").read()
linked = {os.path.join(artifacts, urllib.parse.unquote(html.unescape(src)))
          for src in re.findall(r'<img class="[a-z]+" alt="[a-z]+" src="([^"]+)"', page) if not src.startswith("data:")}
records = glob.glob(os.path.join(artifacts, "**", "*.json"), recursive=True)
images = {r[:-len(".json")] + ".actual.png" for r in records if not os.path.basename(r).startswith(".")}
assert named and linked, f"run {run}: nothing named ({len(named)}) or linked ({len(linked)})"
gone = sorted(p for p in named | linked | images if not os.path.exists(p))
assert not gone, f"run {run}: named but not on disk: {gone}"
print(f"consumer-package: parallel run {run} ({seconds} s): {len(named)} artifacts named, {len(linked)} linked, "
      f"{len(images)} records, all on disk")
PY
done

# 3c. The CI jobs of Docs/Testing.md's "On CI" for a client package, as written: the shell
# script and the GitHub Actions job's test step, run here (the job's step in a simulated
# GitHub environment: its env, GITHUB_STEP_SUMMARY, the workspace) with the changed goldens
# failing and a folder of screenshots of which one differs.
barkit=${BARKIT:-$root/.build/release/barkit}
if [ ! -x "$barkit" ]; then
  (cd "$root" && swift build -c release --product barkit >"$scratch/log" 2>&1) || { cat "$scratch/log"; fail "barkit build failed"; }
fi
mkdir -p "$scratch/bin" Goldens/Screens screenshots
ln -sf "$barkit" "$scratch/bin/barkit"
cp "$goldens/SwiftTestingGoldens/LightSuite.home.home.png" "$goldens/SwiftTestingGoldens/DarkSuite.home.home.png" Goldens/Screens/
cp "$goldens/SwiftTestingGoldens/LightSuite.home.home.png" screenshots/
cp "$goldens/SwiftTestingGoldens/LightSuite.home.home.png" screenshots/DarkSuite.home.home.png
python3 - "$root/Docs/Testing.md" "$scratch" <<'PY'
import re, sys
doc, scratch = open(sys.argv[1], encoding="utf-8").read(), sys.argv[2]
def block(marker, language):
    found = re.search(r"<!-- docs-test: not run: " + re.escape(marker) + r"[^\n]*\n```" + language + r"\n(.*?)```", doc, re.S)
    assert found, f"Docs/Testing.md has no {language} block marked {marker!r}"
    return found.group(1)
open(f"{scratch}/ci-goldens.sh", "w").write(block("the CI script for a client package", "sh"))
# The job's test step, read without a YAML library (none is a dependency): its one-line `env:`
# mapping and its `run: |` block, as the page writes them.
job = block("the GitHub Actions job for a client package", "yaml")
step = re.search(r"\n( *)- name: Golden tests and screenshot folders\n(.*?)(?=\n\1- |\Z)", job, re.S)
assert step, "the GitHub job has no step named Golden tests and screenshot folders"
env = re.search(r"^\s*env: \{(.*)\}\s*$", step.group(2), re.M)
run = re.search(r"^( *)run: \|\n((?:\1  .*\n|\s*\n)+)", step.group(2) + "\n", re.M)
assert env and run, f"the step has no one-line env mapping or no run block: {step.group(2)}"
indent = len(run.group(1)) + 2
with open(f"{scratch}/github-step.sh", "w") as out:
    for key, value in re.findall(r'(\w+): "([^"]*)"', env.group(1)):
        out.write(f'export {key}="{value.replace("${{ github.workspace }}", "$GITHUB_WORKSPACE")}"\n')
    out.write("".join(line[indent:] + "\n" for line in run.group(2).rstrip("\n").split("\n")))
PY
check_job() { # NAME EXIT_STATUS FILES…: the job failed as it must (a changed golden, a changed screenshot) and wrote each file
  local name=$1 status=$2
  shift 2
  [ "$status" -eq 1 ] || { cat "$scratch/job.log"; fail "$name exited $status, expected 1 (failures)"; }
  for f in "$@"; do [ -s "barkit-artifacts/$f" ] || fail "$name wrote no barkit-artifacts/$f"; done
}
rm -rf barkit-artifacts
set +e
CONSUMER_PHASE=change PATH="$scratch/bin:$PATH" bash "$scratch/ci-goldens.sh" Goldens/Screens screenshots >"$scratch/job.log" 2>&1
status=$?
set -e
check_job ci-goldens.sh "$status" tests-junit.xml tests-junit-swift-testing.xml screens.html screens-junit.xml \
  screens.json screens-diffs/DarkSuite.home.home.png report.html
rm -rf barkit-artifacts
set +e
CONSUMER_PHASE=change GITHUB_WORKSPACE="$PWD" GITHUB_STEP_SUMMARY="$scratch/step-summary.md" PATH="$scratch/bin:$PATH" \
  bash -e "$scratch/github-step.sh" >"$scratch/job.log" 2>&1
status=$?
set -e
check_job "the GitHub job's step" "$status" tests-junit.xml report.html goldens-junit.xml screens.html screens-junit.xml \
  screens.json
grep -q "changing" "$scratch/step-summary.md" || fail "the step summary names no failure: $(cat "$scratch/step-summary.md")"
grep -q "^::error file=[^,]*SwiftTestingGoldens.swift,line=" "$scratch/job.log" ||
  fail "no annotation at the assertion's line: $(grep '^::' "$scratch/job.log")"
grep -q "message=" barkit-artifacts/goldens-junit.xml || fail "the JUnit file carries no failure message"
rm -rf barkit-artifacts Goldens screenshots

# 4. The barkit executable on those artifacts, as a CI job of the client would run it.
"$barkit" report "$BARKIT_ARTIFACTS" -o "$scratch/merged.html" --markdown "$scratch/summary.md" \
  >/dev/null || fail "report --markdown failed"
for name in changing.changing ConsumerXCTests.testChanging.xctest-changing; do
  # Markdown escapes punctuation (`changing\.changing`); compare without the backslashes.
  tr -d '\\' <"$scratch/summary.md" | grep -qF "$name" || fail "the Markdown summary does not name $name: $(cat "$scratch/summary.md")"
done
"$barkit" accept "$BARKIT_ARTIFACTS" >"$scratch/accept.log" 2>&1 || { cat "$scratch/accept.log"; fail "accept failed"; }
CONSUMER_PHASE=change CI=1 run || { cat "$scratch/log"; fail "the run after accept failed"; }

# 5. An XCTest process that crashes mid-run (fatalError after its first test) leaves its
# manifest unfinished: no orphans are listed for that run, and --delete deletes nothing
# (testLater never ran; its golden is not an orphan).
if CONSUMER_PHASE=crash CI=1 run; then fail "the crashing run passed"; fi
set +e
"$barkit" goldens orphans "$BARKIT_ARTIFACTS" --delete >"$scratch/crash.txt" 2>&1
status=$?
set -e
[ "$status" -eq 3 ] || fail "goldens orphans after a crash exited $status, expected 3: $(cat "$scratch/crash.txt")"
grep -q "did not reach its end" "$scratch/crash.txt" || fail "no word of the crash: $(cat "$scratch/crash.txt")"
[ -f "$goldens/XCTestGoldens/ConsumerXCTests.testLater.xctest-later.png" ] && [ -f "$goldens/GoneTests/gone.png" ] ||
  fail "goldens were deleted after a crashed run"
# In parallel (an XCTest worker per test, each given its test by name): still a complete run.
CONSUMER_PHASE=change CI=1 run --parallel || { cat "$scratch/log"; fail "the parallel run after the crash failed"; }
set +e
"$barkit" goldens orphans "$BARKIT_ARTIFACTS" >"$scratch/orphans.txt"
status=$?
set -e
[ "$status" -eq 1 ] || fail "goldens orphans exited $status, expected 1 (some orphans)"
[ "$(cat "$scratch/orphans.txt")" = "$PWD/$goldens/GoneTests/gone.png" ] || fail "orphans: $(cat "$scratch/orphans.txt")"
"$barkit" goldens orphans "$BARKIT_ARTIFACTS" --delete >/dev/null 2>&1 || fail "goldens orphans --delete failed"
[ ! -e "$goldens/GoneTests/gone.png" ] || fail "the orphan was not deleted"
[ -f "$goldens/SwiftTestingGoldens/changing.changing.png" ] || fail "--delete removed an asserted golden"
echo "consumer-package: ok"
