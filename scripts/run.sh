#!/usr/bin/env bash
# Quick start 1: install what is missing, build, and open the window on the lesson's example.
# Extra arguments go to the app (e.g. a session file).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/deps.sh
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build build --target attention-lab
exec build/bin/attention-lab "$@"
