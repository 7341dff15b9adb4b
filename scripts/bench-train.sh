#!/usr/bin/env bash
# The training step's table (bench/RESULTS.md, "One training step"): attention-bench --train against the forward
# pass alone (attention-bench) and against the same step in PyTorch float64 with autograd
# (scripts/train-pytorch.py: loss.backward()), d_model 512, 8 heads, every core, in one run.
#
#   scripts/bench-train.sh                    # T = 1024, 5 runs each
#   REPEAT=9 TOKENS="512 1024 2048" scripts/bench-train.sh
#
# Run it on a quiet machine. PyTorch is an optional benchmark dependency, never needed to build
# or test: WITH_BENCH_TOOLS=1 scripts/deps.sh. Without it the PyTorch column says n/a.
set -euo pipefail
cd "$(dirname "$0")/.."

REPEAT=${REPEAT:-5}
TOKENS=${TOKENS:-1024}
D_MODEL=${D_MODEL:-512}
HEADS=${HEADS:-8}
BUILD_DIR=${BUILD_DIR:-build}
PYTHON=${PYTHON:-/usr/bin/python3}
THREADS=$(nproc)

if [ ! -x "$BUILD_DIR/bin/attention-bench" ]; then
    cmake -S . -B "$BUILD_DIR" -G Ninja -DCMAKE_BUILD_TYPE=Release >&2
fi
cmake --build "$BUILD_DIR" --target attention-bench >&2
BENCH="$BUILD_DIR/bin/attention-bench"
field() { "$PYTHON" -c 'import json,sys; print(json.loads(sys.argv[1])[sys.argv[2]])' "$1" "$2"; }
cell() { printf '%.0f ms (%.0f), %.1f GFLOP/s' "$(field "$1" median_ms)" "$(field "$1" min_ms)" "$(field "$1" gflops)"; }
ratio() { "$PYTHON" -c 'import sys; print(f"{float(sys.argv[1]) / float(sys.argv[2]):.2f}×")' "$1" "$2"; }

echo "## One training step: attention-bench --train vs its forward pass vs PyTorch autograd"
echo
echo "- machine: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ *//'), $THREADS cores;" \
    "load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
echo "- each cell: median of $REPEAT runs after one warm-up (min in brackets); float64, d_model $D_MODEL," \
    "$HEADS heads; a step is the forward pass (every head's weights kept) and the gradients of W_Q, W_K," \
    "W_V, W_O; FLOPs = 18·T·d² + 12·T²·d (the forward alone: 8·T·d² + 4·T²·d)"
echo
echo "| T | forward (attention-bench) | training step (--train) | step / forward | PyTorch step (autograd) | vs PyTorch | peak RSS: ours / PyTorch |"
echo "|---:|---:|---:|---:|---:|---:|---:|"
for T in $TOKENS; do
    args=(--tokens "$T" --d-model "$D_MODEL" --heads "$HEADS" --repeat "$REPEAT" --threads "$THREADS")
    fwd=$("$BENCH" "${args[@]}")
    ours=$("$BENCH" --train "${args[@]}")
    torch=n/a vs=n/a rss_t=n/a
    if "$PYTHON" -c "import torch" 2>/dev/null; then
        t=$("$PYTHON" scripts/train-pytorch.py "${args[@]}")
        torch=$(cell "$t") rss_t=$(printf "%.0f" "$(field "$t" peak_rss_mb)")
        vs=$(ratio "$(field "$t" median_ms)" "$(field "$ours" median_ms)")
    fi
    echo "| $T | $(cell "$fwd") | $(cell "$ours") | $(ratio "$(field "$ours" median_ms)" "$(field "$fwd" median_ms)") |" \
        "$torch | $vs | $(printf "%.0f" "$(field "$ours" peak_rss_mb)") / $rss_t MB |"
done
echo
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
