#!/usr/bin/env bash
# The lesson preset as files a teacher hands out: the slides (docs/lesson-deck.pdf, a page per
# step, 1280 × 720), the worksheet (docs/lesson-worksheet.pdf, A4, the numbers to work out left
# blank) and its answer key (docs/lesson-answers.pdf). With a directory argument, they go there;
# with --slides, every step is also written as a 1280 × 720 PNG (step-NN.png) to look at.
# The cost step times T = 256 … 4096 on this machine for each file (about 10 s each).
set -euo pipefail
cd "$(dirname "$0")/.."
slides=0
if [ "${1:-}" = "--slides" ]; then slides=1; shift; fi
out="${1:-docs}"
scripts/deps.sh
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build build --target attention-lab
mkdir -p "$out"
lab=build/bin/attention-lab
"$lab" lesson --preset lesson --out "$out/lesson-deck.pdf"
"$lab" lesson --preset lesson --quiz --out "$out/lesson-worksheet.pdf"
"$lab" lesson --preset lesson --quiz --answers --out "$out/lesson-answers.pdf"
if [ "$slides" = 1 ]; then
  steps=$("$lab" lesson --list | wc -l)
  for n in $(seq 1 "$steps"); do
    "$lab" lesson --preset lesson --step "$n" --out "$(printf '%s/step-%02d.png' "$out" "$n")"
  done
fi
ls -l "$out"/lesson-*.pdf
