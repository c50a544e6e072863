#!/usr/bin/env bash
# Builds the Debian package of a barkit executable with dpkg-deb alone (Docs/Testing.md,
# "Installing barkit on CI"): barkit_VERSION_ARCH.deb in OUT_DIR, the version from
# `barkit --version`, the architecture from `dpkg --print-architecture`.
# Usage: .ci/build-deb.sh BARKIT_EXECUTABLE OUT_DIR
set -euo pipefail

binary=$1
out=$2
version=$("$binary" --version | awk '{ print $2 }')
arch=$(dpkg --print-architecture)
[[ $version =~ ^[0-9][A-Za-z0-9.+~-]*$ ]] || { echo "build-deb: $binary --version gave no version" >&2; exit 3; }

stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT
chmod 0755 "$stage"
install -D -m 0755 "$binary" "$stage/usr/bin/barkit"
install -d -m 0755 "$stage/DEBIAN"
size=$(du -k -s "$stage/usr" | awk '{ print $1 }')
# The libraries `ldd` lists for the release executable (the Swift runtime is linked in), and the
# fonts the renderer uses for text (Docs/Text.md). ICU's package is named by its major version,
# the one the executable was linked with (libicu72 on Debian 12).
icu=$(ldd "$binary" | sed -n 's/.*libicuuc\.so\.\([0-9][0-9]*\).*/libicu\1/p' | head -n 1)
[ -n "$icu" ] || { echo "build-deb.sh: $binary links no libicuuc" >&2; exit 1; }
cat >"$stage/DEBIAN/control" <<CONTROL
Package: barkit
Version: $version
Architecture: $arch
Maintainer: BarKit maintainers <barkit@users.noreply.github.com>
Installed-Size: $size
Depends: libc6, libgcc-s1, libstdc++6, zlib1g, libpng16-16t64 | libpng16-16, libdeflate0, libfreetype6, libharfbuzz0b, libfontconfig1, $icu, fonts-urw-base35, fonts-wqy-microhei, fonts-dejavu-core
Recommends: fonts-noto-color-emoji
Section: graphics
Priority: optional
Description: iOS 7 bar chrome renderer and golden-image comparer
 barkit renders iOS 7 bars into PNG files on the CPU and compares golden PNG
 images (files or folders) with HTML, JSON, JUnit and Markdown reports.
CONTROL
mkdir -p "$out"
deb="$out/barkit_${version}_${arch}.deb"
# zstd, not dpkg-deb's default xz, whose compression of the static executable was the longest
# step of `make test` (DebPackageTests) for a package about a quarter smaller. Every dpkg that can
# run this executable reads zstd: it needs glibc 2.35, so Debian 12 or Ubuntu 22.04 and later.
dpkg-deb --root-owner-group -Zzstd --build "$stage" "$deb" >/dev/null
echo "$deb"
