#!/usr/bin/env bash
# The model table in one command: attention-bench --model against the same forward pass in
# plain PyTorch float64 (every layer's attention input and every head's T×T weights kept), each
# on every core, in one run, as each program runs and with glibc's freed memory reused by both.
# Prints a markdown table. The model is random, nothing downloaded: GPT-2 small's shape (12
# layers, d_model 768, 12 heads; scripts/make-gpt2-model.py, scripts/gpt2-pytorch.py), or with
# FAMILY=llama SmolLM2-135M's (30 layers, d_model 576, 9 heads sharing 3 K/V heads, BF16;
# scripts/make-llama-model.py, scripts/llama-pytorch.py).
#
#   scripts/bench-model.sh                        # GPT-2, T = 1024, 5 runs each after a warm-up
#   FAMILY=llama REPEAT=3 scripts/bench-model.sh  # the Llama-family table
#   REPEAT=7 TOKENS="256 1024" scripts/bench-model.sh
#   MODEL=~/models/gpt2 scripts/bench-model.sh    # a real model folder instead
#
# Run it on a quiet machine (the share of the cores other processes took is printed).
# PyTorch and NumPy are optional: WITH_BENCH_TOOLS=1 scripts/deps.sh.
set -euo pipefail
cd "$(dirname "$0")/.."

REPEAT=${REPEAT:-5}
TOKENS=${TOKENS:-1024}
BUILD_DIR=${BUILD_DIR:-build}
PYTHON=${PYTHON:-/usr/bin/python3}
THREADS=$(nproc)
FAMILY=${FAMILY:-gpt2}
case "$FAMILY" in
gpt2) MODEL=${MODEL:-$BUILD_DIR/bench-models/gpt2-small-random} MAKE=scripts/make-gpt2-model.py
    TORCH=scripts/gpt2-pytorch.py TITLE="GPT-2" FLOPS="n_layer·(24·T·d² + 4·T²·d)" ;;
llama) MODEL=${MODEL:-$BUILD_DIR/bench-models/smollm2-135m-random} MAKE=scripts/make-llama-model.py
    TORCH=scripts/llama-pytorch.py TITLE="Llama-family"
    FLOPS="n_layer·(2·T·d·d_k·(2h + 2kv) + 6·T·d·d_ff + 4·T²·h·d_k)" ;;
*) echo "bench-model.sh: FAMILY is gpt2 or llama, not $FAMILY" >&2; exit 2 ;;
esac

if [ ! -x "$BUILD_DIR/bin/attention-bench" ]; then
    cmake -S . -B "$BUILD_DIR" -G Ninja -DCMAKE_BUILD_TYPE=Release >&2
fi
cmake --build "$BUILD_DIR" --target attention-bench >&2
BENCH="$BUILD_DIR/bin/attention-bench"
if [ ! -f "$MODEL/model.safetensors" ]; then
    echo "bench-model.sh: writing a random $TITLE model to $MODEL" >&2
    "$PYTHON" "$MAKE" "$MODEL" >&2
fi
have_torch() { "$PYTHON" -c "import torch, numpy" 2>/dev/null; }
field() { "$PYTHON" -c 'import json,sys; print(json.loads(sys.argv[1])[sys.argv[2]])' "$1" "$2"; }
ratio() { "$PYTHON" -c 'import sys; print(f"{float(sys.argv[1]) / float(sys.argv[2]):.2f}×")' "$1" "$2"; }
cell() { printf '%.0f ms (%.0f), %.1f GFLOP/s' "$(field "$1" median_ms)" "$(field "$1" min_ms)" "$(field "$1" gflops)"; }
machine_busy() { awk '/^cpu / {print $2 + $3 + $4 + $7 + $8 + $9}' /proc/stat; }
children_cpu() { awk '{print $14 + $15 + $16 + $17}' "/proc/$$/stat"; }
busy0=$(machine_busy) own0=$(children_cpu) start=$(date +%s.%N)

echo "## $TITLE forward pass: attention-bench --model vs PyTorch float64"
echo
echo "- machine: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ *//'), $THREADS cores," \
    "$(free -g | awk '/Mem:/ {print $2}') GiB; load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
echo "- model: $MODEL ($(du -h "$MODEL/model.safetensors" | cut -f1) of weights)"
echo "- matrix products: $(OPENBLAS_VERBOSE=2 "$BENCH" --tokens 8 --d-model 8 --heads 1 --repeat 1 2>&1 >/dev/null \
    | sed -n 's/^Core: /OpenBLAS, kernels: /p' | head -1)$(have_torch && echo "; PyTorch $("$PYTHON" -c 'import torch; print(torch.__version__)')")"
echo "- each cell: median of $REPEAT runs after one warm-up (min in brackets); every layer's input and every" \
    "head's weights kept; FLOPs = $FLOPS; peak RSS of the whole process"
echo

table() {
    echo "| T | attention-bench --model | PyTorch float64 | vs PyTorch | peak RSS: ours / PyTorch |"
    echo "|---:|---:|---:|---:|---:|"
    for T in $TOKENS; do
        local ours torch=n/a vs=n/a rss=n/a t
        ours=$("$@" "$BENCH" --model "$MODEL" --tokens "$T" --repeat "$REPEAT" --threads "$THREADS")
        if have_torch; then
            t=$("$@" "$PYTHON" "$TORCH" --model "$MODEL" --tokens "$T" --repeat "$REPEAT" --threads "$THREADS")
            torch=$(cell "$t") rss=$(field "$t" peak_rss_mb)
            vs=$(ratio "$(field "$t" median_ms)" "$(field "$ours" median_ms)")
        fi
        echo "| $T | $(cell "$ours") | $torch | $vs | $(field "$ours" peak_rss_mb) / $rss MB |"
    done
}

echo "### Each program as it runs"
echo
echo "attention-bench keeps freed memory for the next run, as the app does (core/memory.h); PyTorch, as"
echo "installed, gets fresh memory from the kernel on every run."
echo
table env
echo
echo "### Freed memory reused by both (glibc: MALLOC_MMAP_MAX_=0 MALLOC_TRIM_THRESHOLD_=2^40)"
echo
table env MALLOC_MMAP_MAX_=0 MALLOC_TRIM_THRESHOLD_=1099511627776
echo
others=$("$PYTHON" -c 'import sys; b, o, w, n = map(float, sys.argv[1:]); print(f"{max(0.0, b - o) / (w * 100 * n) * 100:.1f}")' \
    "$(( $(machine_busy) - busy0 ))" "$(( $(children_cpu) - own0 ))" \
    "$("$PYTHON" -c "import sys; print(float(sys.argv[2]) - float(sys.argv[1]))" "$start" "$(date +%s.%N)")" "$THREADS")
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg); other processes used $others % of the cores" \
    "during the run (above a few %, rerun)"
