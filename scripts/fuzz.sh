#!/usr/bin/env bash
# Fuzzes every target of tests/fuzz (the session loader, …) with libFuzzer for a bounded
# time each, FUZZ_JOBS targets at a time (default: one per core). The binaries (ASan + UBSan
# + libFuzzer) come from build-asan when scripts/sanitize.sh built them there (clang, as in
# CI); otherwise from a clang build of their own, -DATTENTION_FUZZ=ON in build-fuzz.
# scripts/ci-extra.sh runs it briefly in CI.
#
#   scripts/fuzz.sh            # 60 s per target
#   scripts/fuzz.sh 600        # 10 minutes per target
#   FUZZ_TARGETS=session scripts/fuzz.sh 30
#
# Each target's corpus grows in BUILD/fuzz-work/NAME/corpus (the seeds of
# tests/fuzz/CMakeLists.txt are copied in first; new inputs stay there, never in the tree,
# and the next run carries on from them). Anything that crashes or breaks an invariant is
# kept in BUILD/fuzz-work/NAME/findings/ and the script fails, saying how to replay it.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/stages.sh
SECONDS_EACH=${1:-60}
JOBS=${FUZZ_JOBS:-$(nproc)}
WITH_CLANG=1 scripts/deps.sh
if [ -z "${BUILD_DIR:-}" ] && grep -qs '^ATTENTION_FUZZ:BOOL=ON$' build-asan/CMakeCache.txt; then
    BUILD_DIR=build-asan # configured by scripts/sanitize.sh: built there already, not again
else
    BUILD_DIR=${BUILD_DIR:-build-fuzz}
    # Debug keeps Eigen's and the project's assertions; -O1 makes each run a few times faster.
    CXX=${CXX:-clang++} cmake -S . -B "$BUILD_DIR" -G Ninja -DCMAKE_BUILD_TYPE=Debug -DCMAKE_CXX_FLAGS=-O1 \
        -DATTENTION_FUZZ=ON -DATTENTION_WERROR="${ATTENTION_WERROR:-OFF}" >/dev/null
fi
stage "fuzz: compile ($BUILD_DIR)" cmake --build "$BUILD_DIR" --target attention_fuzzers

export ASAN_OPTIONS="halt_on_error=1:detect_leaks=1:intercept_tls_get_addr=0" # scripts/sanitize.sh says why
export UBSAN_OPTIONS="halt_on_error=1:print_stacktrace=1"
export LSAN_OPTIONS="suppressions=$PWD/tests/lsan.supp:print_suppressions=0" # third-party only
symbolizer=/usr/lib/llvm-14/bin/llvm-symbolizer
[ -x "$symbolizer" ] && export ASAN_SYMBOLIZER_PATH="$symbolizer" UBSAN_SYMBOLIZER_PATH="$symbolizer"

# One target: its corpus seeded, libFuzzer for SECONDS_EACH, "ok" or "failed" in $work/result.
fuzz_one() {
    local name=$1 bin=$2 work=$3
    local args=(-max_total_time="$SECONDS_EACH" -timeout=10 -rss_limit_mb=2048 -print_final_stats=1
                -artifact_prefix="$work/findings/")
    [ -f "$BUILD_DIR/fuzz/$name.dict" ] && args+=(-dict="$BUILD_DIR/fuzz/$name.dict")
    if "$bin" "${args[@]}" "$work/corpus" >"$work/log" 2>&1; then
        echo ok >"$work/result"
    else
        echo failed >"$work/result"
    fi
}

fuzz_all() {
    local names=() bin name work seed
    for bin in "$BUILD_DIR"/fuzz/fuzz_*; do
        name=${bin##*/fuzz_}
        if [ -n "${FUZZ_TARGETS:-}" ] && [[ " $FUZZ_TARGETS " != *" $name "* ]]; then
            continue
        fi
        work=$BUILD_DIR/fuzz-work/$name
        mkdir -p "$work/corpus" "$work/findings"
        while IFS= read -r seed; do # a file, or a directory of them
            [ -n "$seed" ] || continue
            if [ -d "$seed" ]; then
                find "$seed" -maxdepth 1 -type f -exec cp -f {} "$work/corpus/" \;
            else
                cp -f "$seed" "$work/corpus/"
            fi
        done <"$BUILD_DIR/fuzz/$name.seeds"
        echo "== fuzz_$name: ${SECONDS_EACH} s, corpus $work/corpus ($(ls "$work/corpus" | wc -l) files)"
        touch "$work/started" # findings of earlier runs stay, but are not reported again
        rm -f "$work/result"
        while [ "$(jobs -rp | wc -l)" -ge "$JOBS" ]; do
            wait -n || true
        done
        fuzz_one "$name" "$bin" "$work" &
        names+=("$name")
    done
    wait

    local failed=()
    for name in "${names[@]}"; do
        work=$BUILD_DIR/fuzz-work/$name
        bin=$BUILD_DIR/fuzz/fuzz_$name
        if [ "$(cat "$work/result" 2>/dev/null)" != ok ]; then
            failed+=("$name")
            tail -n 60 "$work/log" >&2
            echo "fuzz_$name found a problem (full log: $work/log). Replay it with:" >&2
            find "$work/findings" -type f -newer "$work/started" -printf "    $bin %p\n" >&2
            echo "Once fixed, copy the input to tests/fuzz/corpus/$name/ so tst_fuzz_$name keeps checking it." >&2
        else
            echo "== fuzz_$name"
            grep -E "^(Done|stat::number_of_executed_units|stat::new_units_added)" "$work/log" || true
        fi
    done
    if [ ${#failed[@]} -ne 0 ]; then
        echo "fuzz.sh: findings in ${failed[*]}" >&2
        return 1
    fi
}
stage "fuzz: run ${SECONDS_EACH} s each" fuzz_all
