#!/usr/bin/env bash
# Quick start 2: install what is missing, build everything, and run the whole test suite
# headless, one test per core (ctest -j; CTEST_PARALLEL_LEVEL overrides). .ci/run calls this.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/stages.sh
stage "packages" scripts/deps.sh
# The compiler is the system's (gcc) unless CXX says otherwise, e.g. CXX=clang++, which builds
# in its own directory so the two never share a cache. ATTENTION_WERROR=ON (CI) makes every
# warning an error.
case "$(basename "${CXX:-c++}")" in
clang*) build=${BUILD_DIR:-build-clang} ;;
*) build=${BUILD_DIR:-build} ;;
esac
stage "$build: configure" cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release \
    -DATTENTION_WERROR="${ATTENTION_WERROR:-OFF}"
stage "$build: compile" cmake --build "$build"
cd "$build"
export QT_QPA_PLATFORM=offscreen
stage "$build: tests" ctest --output-on-failure -j "${CTEST_PARALLEL_LEVEL:-$(nproc)}"
