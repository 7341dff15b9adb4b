#!/usr/bin/env bash
# Pictures of the breakdown to look at (the lesson's row, masks, large T, huge logits, …), as
# PNG, SVG, PDF and text, in DIR (default build/breakdown-shots). Under Xvfb with
# QT_QPA_PLATFORM=xcb the widget is drawn by a real X server; offscreen otherwise.
set -euo pipefail
cd "$(dirname "$0")/.."
out="${1:-build/breakdown-shots}"
scripts/deps.sh
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build build --target breakdown-shots
QT_QPA_PLATFORM="${QT_QPA_PLATFORM:-offscreen}" build/bin/breakdown-shots "$out"
