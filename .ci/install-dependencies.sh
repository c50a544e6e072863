#!/usr/bin/env bash
# Installs the Debian packages BarKit builds and tests with, when any is missing.
# Used by `make demo` and `make test` (and so by CI); safe to run again.
set -euo pipefail

packages=(
  pkg-config
  libpng-dev          # PNG codec (BarKitPNG)
  libdeflate-dev      # whole-buffer zlib streams and checksums (BarKitPNG fast path)
  zlib1g-dev          # block boundaries of DEFLATE streams (BarKitPNG joins two cores' streams)
  libfreetype-dev     # glyph rasterization (BarKitText)
  libharfbuzz-dev     # text shaping
  libfontconfig-dev   # font lookup and fallback
  libicu-dev          # bidi (ubidi) and line breaking (ubrk) by ICU (BarKitText, Docs/Text.md)
  unicode-data        # BidiCharacterTest.txt and LineBreakTest.txt, run by the conformance tests
  fonts-noto-color-emoji  # colour emoji: the stand-in for Apple Color Emoji (Docs/Fidelity.md)
  fonts-urw-base35    # Nimbus Sans: the measured stand-in for Helvetica Neue (Docs/Text.md)
  fonts-inter         # a second UI face the text tests select by name
  fonts-wqy-microhei  # compact CJK fallback (5 MB; Noto Sans CJK with Medium is about 300 MB)
  fonts-dejavu-core   # last-resort fallback
  pngcheck            # checks that written PNG files are valid (BarKitPNG tests)
  python3-pil         # Pillow for /usr/bin/python3: decodes APNG frames independently (BarKitPNG tests)
  chromium            # headless browser that checks the golden HTML report (BarKitTesting tests)
  dpkg-dev            # dpkg-shlibdeps: the versioned Depends of the .deb (.ci/build-deb.sh)
  binutils            # strip, for the .deb's executable; readelf, which DebPackageTests reads it with
  lintian             # Debian's package checker, run on the .deb (DebPackageTests)
  strace              # shows that outputs are synced before they are renamed (DurableOutputTests)
)

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0

echo "Installing: ${missing[*]}" >&2
sudo=""
[ "$(id -u)" -ne 0 ] && sudo="sudo"
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
$sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
