#!/usr/bin/env bash
# Quick start 2: install what is missing, build everything, and run the whole test suite
# headless. .ci/run calls this.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/deps.sh
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release
cmake --build build
cd build
QT_QPA_PLATFORM=offscreen ctest --output-on-failure
