#!/usr/bin/env bash
# The performance table of issue #6 in one command: attention-bench, PyTorch and NumPy on the
# same forward pass (float64, d_model 512, 8 heads, projections, every head's T×T weights
# kept, W_O) at T = 1024 and 4096, each on every core, in one run. Prints a markdown table.
#
#   scripts/bench.sh                      # builds attention-bench if needed, 5 runs each
#   REPEAT=9 TOKENS="1024 2048 4096" scripts/bench.sh
#   KERNELS=native scripts/bench.sh       # see below
#   ONLY=ui scripts/bench.sh              # only the window's table (an edit until every view shows it)
#   ONLY=pass scripts/bench.sh            # only the forward pass against PyTorch and NumPy
#
# Run it on a quiet machine: other processes compiling on the same two cores make any of
# these numbers meaningless (the load average is printed before and after).
# PyTorch and NumPy are optional benchmark dependencies, never needed to build or test:
#   WITH_BENCH_TOOLS=1 scripts/deps.sh   (python3-torch, python3-numpy; libopenblas0-pthread
#   is in the base list)
# Without libopenblas0-pthread they fall back to the reference BLAS, ~30× slower, and the
# comparison means nothing; the OpenBLAS kernel in use is printed so that can be checked.
#
# OPENBLAS_CORETYPE / OPENBLAS_L2_SIZE, where set, pin OpenBLAS to kernels that are known
# to be right on this CPU (older OpenBLAS builds misdetect newer CPUs and can compute wrong
# results or crash). They stay as they are unless KERNELS=native: then both are unset for
# this run only (all three programs), OpenBLAS picks its kernels itself, the kernel is
# printed, and tst_fast_attention must pass under it first (fast path vs the Eigen-only
# reference at 1e-12), or nothing is measured.
set -euo pipefail
cd "$(dirname "$0")/.."

REPEAT=${REPEAT:-5}
TOKENS=${TOKENS:-"1024 4096"}
D_MODEL=${D_MODEL:-512}
HEADS=${HEADS:-8}
BUILD_DIR=${BUILD_DIR:-build}
PYTHON=${PYTHON:-/usr/bin/python3} # Debian's, which has python3-torch; a pyenv python3 would not
THREADS=$(nproc)

if [ ! -x "$BUILD_DIR/bin/attention-bench" ]; then
    cmake -S . -B "$BUILD_DIR" -G Ninja -DCMAKE_BUILD_TYPE=Release >&2
fi
cmake --build "$BUILD_DIR" --target attention-bench >&2
BENCH="$BUILD_DIR/bin/attention-bench"
if [ "${KERNELS:-}" = native ]; then
    unset OPENBLAS_CORETYPE OPENBLAS_L2_SIZE
    cmake --build "$BUILD_DIR" --target tst_fast_attention >&2
    if ! QT_QPA_PLATFORM=offscreen "$BUILD_DIR/tests/tst_fast_attention" >/dev/null 2>&1; then
        echo "bench.sh: the fast path is wrong under OpenBLAS's own kernel choice; not measuring" >&2
        exit 1
    fi
fi

have() { "$PYTHON" -c "import $1" 2>/dev/null; }
# CPU time (1/100 s) used by everything on the machine, and by this script's children.
machine_busy() { awk '/^cpu / {print $2 + $3 + $4 + $7 + $8 + $9}' /proc/stat; }
children_cpu() { awk '{print $14 + $15 + $16 + $17}' "/proc/$$/stat"; }
busy0=$(machine_busy) own0=$(children_cpu) start=$(date +%s.%N)
field() { "$PYTHON" -c 'import json,sys; print(json.loads(sys.argv[1])[sys.argv[2]])' "$1" "$2"; }

echo "## attention-bench vs PyTorch vs NumPy"
echo
echo "- machine: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ *//'), $THREADS cores," \
    "$(free -g | awk '/Mem:/ {print $2}') GiB; load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
echo "- OpenBLAS kernels: $(OPENBLAS_VERBOSE=2 "$BENCH" --tokens 8 --d-model 8 --heads 1 --repeat 1 2>&1 >/dev/null \
    | sed -n 's/^Core: //p' | head -1)" \
    "(OPENBLAS_CORETYPE=${OPENBLAS_CORETYPE:-unset}, OPENBLAS_L2_SIZE=${OPENBLAS_L2_SIZE:-unset}$(
        [ "${KERNELS:-}" = native ] && echo "; KERNELS=native: tst_fast_attention passed under them"))"
if have numpy; then
    peak=$("$PYTHON" - <<'EOF'
import time, numpy as np
a = np.random.default_rng(0).standard_normal((4096, 4096))
a @ a
best = min((lambda t: (a @ a, time.perf_counter() - t)[1])(time.perf_counter()) for _ in range(3))
print(f"{2 * 4096**3 / best / 1e9:.1f}")
EOF
)
    echo "- OpenBLAS dgemm peak (NumPy, 4096×4096 float64, best of 3): $peak GFLOP/s"
    echo "- versions: NumPy $("$PYTHON" -c 'import numpy; print(numpy.__version__)')$(have torch &&
        echo ", PyTorch $("$PYTHON" -c 'import torch; print(torch.__version__)')")"
fi
echo "- each cell: median of $REPEAT runs after one warm-up (min in brackets); float64, d_model $D_MODEL," \
    "$HEADS heads, all heads' weights kept; FLOPs = 8·T·d² + 4·T²·d; peak RSS of the whole process"
echo

cell() { printf '%.0f ms (%.0f), %.1f GFLOP/s' "$(field "$1" median_ms)" "$(field "$1" min_ms)" "$(field "$1" gflops)"; }

# One table; "$@" is put before every command (e.g. env VAR=… for the allocator).
table() {
    echo "| T | attention-bench | PyTorch | NumPy | vs PyTorch | vs NumPy | peak RSS: ours / PyTorch / NumPy |"
    echo "|---:|---:|---:|---:|---:|---:|---:|"
    for T in $TOKENS; do
        local args=(--tokens "$T" --d-model "$D_MODEL" --heads "$HEADS" --repeat "$REPEAT" --threads "$THREADS")
        local ours torch=n/a numpy=n/a vs_torch=n/a vs_numpy=n/a rss_t=n/a rss_n=n/a t n
        ours=$("$@" "$BENCH" "${args[@]}")
        if have torch; then
            t=$("$@" "$PYTHON" scripts/bench-pytorch.py --impl pytorch "${args[@]}")
            torch=$(cell "$t") rss_t=$(field "$t" peak_rss_mb)
            vs_torch=$(ratio "$(field "$t" median_ms)" "$(field "$ours" median_ms)")
        fi
        if have numpy; then
            n=$("$@" "$PYTHON" scripts/bench-pytorch.py --impl numpy "${args[@]}")
            numpy=$(cell "$n") rss_n=$(field "$n" peak_rss_mb)
            vs_numpy=$(ratio "$(field "$n" median_ms)" "$(field "$ours" median_ms)")
        fi
        echo "| $T | $(cell "$ours") | $torch | $numpy | $vs_torch | $vs_numpy |" \
            "$(field "$ours" peak_rss_mb) / $rss_t / $rss_n MB |"
    done
}
ratio() { "$PYTHON" -c 'import sys; print(f"{float(sys.argv[1]) / float(sys.argv[2]):.2f}×")' "$1" "$2"; }

# The window: one edit until every view on screen shows it (attention-bench --ui), the goals of
# issue #24: medians of 15 edits (5 at T = 4096), the UI thread's longest stall, peak RSS; and at
# T = 4096 a token added at the end, the last one removed, and the causal switch (a full pass).
ui_table() {
    echo "### The window: an edit until every view shows it"
    echo
    echo "| session | edit | median (min) | result in | longest UI stall | peak RSS |"
    echo "|---|---|---:|---:|---:|---:|"
    local row T d h edit repeat u
    for row in "4096 512 8 embedding 5" "4096 512 8 weight 5" "4096 512 8 mask 5" "4096 512 8 token 5" \
        "4096 512 8 token-remove 5" \
        "4096 512 8 causal 5" "512 512 8 embedding 15" "64 64 4 embedding 15"; do
        read -r T d h edit repeat <<<"$row"
        u=$("$BENCH" --ui --edit "$edit" --tokens "$T" --d-model "$d" --heads "$h" --repeat "$repeat" 2>/dev/null)
        printf '| T = %s, d %s, %s heads | %s | %.0f ms (%.0f) | %.0f ms | %s ms | %.0f MB |\n' "$T" "$d" "$h" "$edit" \
            "$(field "$u" median_ms)" "$(field "$u" min_ms)" "$(field "$u" result_median_ms)" \
            "$(field "$u" max_ui_block_ms)" "$(field "$u" peak_rss_mb)"
    done
    echo
}
if [ "${ONLY:-}" = ui ]; then
    ui_table
    exit 0
fi

echo "### Each program as it runs"
echo
echo "attention-bench keeps freed memory for the next run, as the app does for the next recompute"
echo "(core/memory.h); PyTorch and NumPy, as installed, get fresh memory from the kernel every run."
echo
table env
echo
echo "### Freed memory reused (glibc: MALLOC_MMAP_MAX_=0 MALLOC_TRIM_THRESHOLD_=2^40, for all three)"
echo
echo "Every run after the warm-up then reuses memory already mapped, in all three programs: the"
echo "computation without the kernel's cost of handing out and clearing fresh pages."
echo
table env MALLOC_MMAP_MAX_=0 MALLOC_TRIM_THRESHOLD_=1099511627776
echo
[ "${ONLY:-}" = pass ] || ui_table
# The load average also counts what ran before; this says whether anything else ran during.
others=$("$PYTHON" -c 'import sys; b, o, w, n = map(float, sys.argv[1:]); print(f"{max(0.0, b - o) / (w * 100 * n) * 100:.1f}")' \
    "$(( $(machine_busy) - busy0 ))" "$(( $(children_cpu) - own0 ))" \
    "$("$PYTHON" -c "import sys; print(float(sys.argv[2]) - float(sys.argv[1]))" "$start" "$(date +%s.%N)")" "$THREADS")
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg); other processes used $others % of the cores" \
    "during the run (above a few %, rerun)"
