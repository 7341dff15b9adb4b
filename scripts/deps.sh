#!/usr/bin/env bash
# Installs what building and testing Attention Lab needs on Debian 12, only when missing.
# Debian packages only; nothing is downloaded at build time.
set -euo pipefail
packages=(
    cmake ninja-build g++ pkg-config
    qt6-base-dev qt6-base-dev-tools qt6-svg-dev libgl-dev libeigen3-dev
    # the translations: lrelease in the build, lupdate for the stale-.ts test (Qt's LinguistTools),
    # and Qt's own strings in each language
    qt6-tools-dev qt6-l10n-tools qt6-translations-l10n
    # a font with Chinese characters: the Chinese slides' layout checks measure with it
    fonts-wqy-microhei
    libopenblas-dev libopenblas0-pthread
    fonts-dejavu-core
    # tests/install: the installed menu entry, metadata and session file type, checked with the
    # tools desktops use (desktop-file-validate, appstreamcli, update-mime-database, gio).
    desktop-file-utils appstream shared-mime-info libglib2.0-bin
)
# For screenshots of the window under a virtual display (docs/manual.md: "Installing, packaging and the extra checks").
[ "${WITH_SCREENSHOT_TOOLS:-0}" = 1 ] && packages+=(xvfb xauth xdotool imagemagick)
# For scripts/package.sh: dpkg-shlibdeps (the package's dependencies) and dpkg-buildflags.
[ "${WITH_PACKAGING_TOOLS:-0}" = 1 ] && packages+=(dpkg-dev)
# clang with its sanitizer and libFuzzer runtimes (only recommended by clang-14, so named
# here), llvm-symbolizer for readable reports and lld (the sanitizer tree's linker): for a
# CXX=clang++ build, scripts/sanitize.sh and scripts/fuzz.sh (which set WITH_CLANG=1).
case "${CXX:-}" in *clang*) WITH_CLANG=1 ;; esac
[ "${WITH_CLANG:-0}" = 1 ] && packages+=(clang clang-14 libclang-rt-14-dev llvm-14 lld-14 lld)
# For the PyTorch/NumPy comparison of scripts/bench.sh (bench/RESULTS.md) and for rewriting
# tests/data/python/ (scripts/python-references.py); large, never needed to build or test.
[ "${WITH_BENCH_TOOLS:-0}" = 1 ] && packages+=(python3-torch python3-numpy)

missing=()
for p in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0

echo "Installing: ${missing[*]}" >&2
sudo=""
[ "$(id -u)" -ne 0 ] && sudo="sudo"
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >&2
