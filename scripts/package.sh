#!/usr/bin/env bash
# Builds the Debian package: installs what is missing (apt, with dpkg-dev for dpkg-shlibdeps and
# dpkg-buildflags), builds in build-deb/ with Debian's hardening flags (fortified libc calls,
# a read-only GOT) and packs build-deb/attention-lab_<version>_<arch>.deb with CPack.
# Install it with `sudo apt install ./build-deb/attention-lab_*.deb`.
set -euo pipefail
cd "$(dirname "$0")/.."
WITH_PACKAGING_TOOLS=1 scripts/deps.sh
export DEB_BUILD_MAINT_OPTIONS=hardening=+all
cmake -S . -B build-deb -G Ninja -DCMAKE_BUILD_TYPE=Release \
    -DCMAKE_CXX_FLAGS="$(dpkg-buildflags --get CPPFLAGS) $(dpkg-buildflags --get CXXFLAGS)" \
    -DCMAKE_EXE_LINKER_FLAGS="$(dpkg-buildflags --get LDFLAGS)" >/dev/null
cmake --build build-deb --target attention-lab attention-bench attention_compressed_docs
cd build-deb
cpack -G DEB
ls "$PWD"/attention-lab_*.deb
