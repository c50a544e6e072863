#!/usr/bin/env bash
# Builds the Debian package of a barkit executable with dpkg-deb (Docs/Testing.md, "Installing
# barkit on CI"): barkit_VERSION_ARCH.deb in OUT_DIR, the version from `barkit --version`, the
# architecture from `dpkg --print-architecture`. lintian finds no error in it (DebPackageTests).
# Usage: .ci/build-deb.sh BARKIT_EXECUTABLE OUT_DIR
set -euo pipefail

binary=$1
out=$2
version=$("$binary" --version | awk '{ print $2 }')
arch=$(dpkg --print-architecture)
[[ $version =~ ^[0-9][A-Za-z0-9.+~-]*$ ]] || { echo "build-deb: $binary --version gave no version" >&2; exit 3; }
maintainer="BarKit maintainers <barkit@users.noreply.github.com>"
root=$(cd "$(dirname "$0")/.." && pwd)

stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT
chmod 0755 "$stage"
# Stripped as dh_strip strips (Debian policy 10.1): the symbols are for debuggers, and halve the file.
install -D -m 0755 "$binary" "$stage/usr/bin/barkit"
strip --strip-unneeded --remove-section=.comment --remove-section=.note "$stage/usr/bin/barkit"

# Policy 12.5 and 12.7: the copyright file (machine-readable, DEP-5) and a changelog.
doc="$stage/usr/share/doc/barkit"
install -d -m 0755 "$doc"
{
  echo "Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/"
  echo "Upstream-Name: BarKit"
  echo
  echo "Files: *"
  echo "Copyright: $(sed -n 's/^Copyright (c) //p' "$root/LICENSE")"
  echo "License: Expat"
  echo
  echo "License: Expat"
  # The license text after its title, each line indented, blank lines as " ." (DEP-5).
  sed -n '3,$p' "$root/LICENSE" | sed -e 's/^$/./' -e 's/^/ /'
} >"$doc/copyright"
# The date of the executable, so the same executable gives the same package.
date=$(date -u -R -d "@$(stat -c %Y "$binary")")
printf 'barkit (%s) unstable; urgency=medium\n\n  * Release %s, packaged by .ci/build-deb.sh.\n\n -- %s  %s\n' \
  "$version" "$version" "$maintainer" "$date" | gzip -9n >"$doc/changelog.gz"
chmod 0644 "$doc/copyright" "$doc/changelog.gz"

# The shared libraries' packages with the lowest versions that have the symbols the executable
# uses (the C library: 2.35), as dh_shlibdeps computes them from the system's symbols files.
install -d -m 0755 "$stage/debian"
printf 'Source: barkit\n\nPackage: barkit\nArchitecture: any\n' >"$stage/debian/control"
libraries=$(cd "$stage" && dpkg-shlibdeps -O -e usr/bin/barkit 2>/dev/null | sed -n 's/^shlibs:Depends=//p')
rm -r "$stage/debian"
[[ $libraries == *libc6* ]] || { echo "build-deb: dpkg-shlibdeps found no libraries for $binary" >&2; exit 3; }
# Debian 13 and Ubuntu 24.04 renamed libpng16-16 (the 64-bit time_t transition): either will do.
case $libraries in
  *libpng16-16t64*) libraries=$(sed -E 's/libpng16-16t64 (\([^)]*\))/libpng16-16t64 \1 | libpng16-16 \1/' <<<"$libraries") ;;
  *) libraries=$(sed -E 's/libpng16-16 (\([^)]*\))/libpng16-16 \1 | libpng16-16t64/' <<<"$libraries") ;;
esac

install -d -m 0755 "$stage/DEBIAN"
size=$(du -k -s "$stage/usr" | awk '{ print $1 }')
# The fonts the renderer uses for text (Docs/Text.md) beside the libraries.
cat >"$stage/DEBIAN/control" <<CONTROL
Package: barkit
Version: $version
Architecture: $arch
Maintainer: $maintainer
Installed-Size: $size
Depends: $libraries, fonts-urw-base35, fonts-wqy-microhei, fonts-dejavu-core
Recommends: fonts-noto-color-emoji
Section: graphics
Priority: optional
Description: iOS 7 bar chrome renderer and golden-image comparer
 barkit renders iOS 7 bars into PNG files on the CPU and compares golden PNG
 images (files or folders) with HTML, JSON, JUnit and Markdown reports.
CONTROL
mkdir -p "$out"
deb="$out/barkit_${version}_${arch}.deb"
# xz, which every dpkg reads and lintian accepts (it refuses zstd members), at level 1: the
# stripped executable packs in 4.5 s instead of 18 s at dpkg-deb's default level 6, about 5 MB.
dpkg-deb --root-owner-group -Zxz -z1 --build "$stage" "$deb" >/dev/null
echo "$deb"
