#!/usr/bin/env bash
# Proves Chromium reads an animated PNG as an animation. Headless Chromium opens a page that embeds the
# file (as a data: URL, so canvases stay readable) and:
#   1. decodes it with the WebCodecs ImageDecoder API: frame count, play count, and for every
#      frame its duration and an FNV-1a hash of the composed RGBA pixels;
#   2. loads it in an <img> (the default image path) and reports its size.
# Playback of the <img> itself is not checked: headless Chromium draws an animated <img> onto a
# canvas as its first frame at any moment, for GIF as for APNG (tried with virtual and real
# time), so ImageDecoder's composed frames are the evidence.
# The page logs "APNGCHECK {json}" to the console.
#
# Usage: Tests/Scripts/check-apng-in-chromium.sh ANIMATION.png [EXPECTED_FRAME_COUNT]
# Prints the JSON line. Exit: 0 animated with at least two distinct frames (and the frame count
# matches when given), 1 not,
# 2 usage, 77 Chromium is not installed (skip). Firefox is not checked (not installed here).
set -euo pipefail

[ $# -ge 1 ] && [ $# -le 2 ] && [ -f "$1" ] || { echo "usage: $0 ANIMATION.png [EXPECTED_FRAME_COUNT]" >&2; exit 2; }
browser=""
for candidate in chromium chromium-browser google-chrome; do
  if command -v "$candidate" >/dev/null 2>&1; then browser="$candidate"; break; fi
done
[ -n "$browser" ] || { echo "SKIPPED: no chromium on PATH (apt-get install chromium)" >&2; exit 77; }

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
page="$work/check.html"
{
  printf '<!doctype html><meta charset="utf-8"><body><script>\nconst url = "data:image/png;base64,'
  base64 -w0 "$1"
  cat <<'HTML'
";
// FNV-1a over the RGBA bytes of a canvas: a cheap fingerprint a test can recompute.
function fingerprint(canvas) {
  const bytes = canvas.getContext("2d").getImageData(0, 0, canvas.width, canvas.height).data;
  let h = 0x811c9dc5;
  for (let i = 0; i < bytes.length; i++) { h ^= bytes[i]; h = Math.imul(h, 0x01000193) >>> 0; }
  return h.toString(16).padStart(8, "0");
}
function canvasFor(w, h) { const c = document.createElement("canvas"); c.width = w; c.height = h; return c; }
async function check() {
  const out = {};
  try {
    const blob = await (await fetch(url)).blob();
    if ("ImageDecoder" in window) {
      const decoder = new ImageDecoder({ data: blob.stream(), type: "image/png" });
      await decoder.tracks.ready;
      await decoder.completed;
      const track = decoder.tracks.selectedTrack;
      out.animated = track.animated;
      out.frameCount = track.frameCount;
      out.repetitionCount = track.repetitionCount;
      out.frames = [];
      for (let i = 0; i < track.frameCount; i++) {
        const frame = (await decoder.decode({ frameIndex: i })).image;
        const c = canvasFor(frame.displayWidth, frame.displayHeight);
        c.getContext("2d").drawImage(frame, 0, 0);
        out.frames.push({ ms: Math.round(frame.duration / 1000), hash: fingerprint(c) });
        frame.close();
      }
    } else {
      out.imageDecoder = "unavailable";
    }
    const img = new Image();
    img.src = url;
    await img.decode();
    document.body.appendChild(img);
    out.imgSize = img.naturalWidth + "x" + img.naturalHeight;
  } catch (e) {
    out.error = String(e);
  }
  const pre = document.createElement("pre");
  pre.textContent = "APNGCHECK " + JSON.stringify(out);
  document.body.appendChild(pre);
  console.log(pre.textContent);
}
check();
</script>
HTML
} > "$page"

# The decoder works on threads that --virtual-time-budget does not wait for, so --dump-dom
# would race it: instead the page logs its result to the console, this script waits for that
# line (at most 60 s) and then stops the browser it started.
# --no-sandbox: CI containers run as root, where Chromium's sandbox refuses to start.
"$browser" --headless --no-sandbox --disable-gpu --user-data-dir="$work/profile" --enable-logging=stderr \
  "file://$page" 2>"$work/log" >/dev/null &
pid=$!
for _ in $(seq 1 120); do
  grep -q 'APNGCHECK {' "$work/log" && break
  kill -0 "$pid" 2>/dev/null || break
  sleep 0.5
done
kill "$pid" 2>/dev/null || true
wait "$pid" 2>/dev/null || true
line="$(grep -o 'APNGCHECK {.*}' "$work/log" | head -1 || true)"
[ -n "$line" ] || { echo "FAIL: the page wrote no result" >&2; exit 1; }
json="${line#APNGCHECK }"
echo "$json"

field() { printf '%s' "$json" | sed -n "s/.*\"$1\":\\([^,}]*\\).*/\\1/p"; }
status=0
[ "$(field animated)" = "true" ] || { echo "FAIL: ImageDecoder does not see an animation" >&2; status=1; }
count="$(field frameCount)"
if [ $# -eq 2 ] && [ "$count" != "$2" ]; then echo "FAIL: $count frames; expected $2" >&2; status=1; fi
distinct="$(printf '%s' "$json" | grep -o '"hash":"[0-9a-f]*"' | sort -u | wc -l)"
[ "$distinct" -ge 2 ] || { echo "FAIL: the decoded frames are all alike" >&2; status=1; }
[ -n "$(field imgSize)" ] || { echo "FAIL: the <img> did not load: $(field error)" >&2; status=1; }
[ $status -eq 0 ] && echo "OK: Chromium decodes $count frames ($distinct distinct) and shows the default image"
exit $status
