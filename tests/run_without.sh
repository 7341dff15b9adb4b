#!/usr/bin/env bash
# Runs a Qt Test executable without its heavy parts, which ctest runs as entries of their own
# (attention_heavy_rows in tests/CMakeLists.txt):
#
#   tests/run_without.sh HEAVY_LIST EXECUTABLE
#
# HEAVY_LIST names the heavy parts one a line: "function" (all its rows) or "function:data tag".
# The executable lists its functions and rows (-datatags); everything else goes back to it on
# one command line ("function", or "function:tag" for each light row of a function with heavy
# ones), so it still runs once, initTestCase to cleanupTestCase. A heavy part that matches no
# function or row fails the test: a renamed row is never dropped without a word.
set -euo pipefail
list=$1 bin=$2

declare -A heavy=() found=() partly=()
while IFS= read -r entry; do
    if [ -n "$entry" ]; then
        heavy[$entry]=1
    fi
done <"$list"
if [ ${#heavy[@]} -eq 0 ]; then
    exec "$bin"
fi

# One line per function without rows ("Class function") or per row ("Class function tag").
tags=$("$bin" -datatags)
functions=()
declare -A rows=()
while IFS= read -r line; do
    [ -n "$line" ] || continue
    rest=${line#* }
    fn=${rest%% *}
    if [ -z "${rows[$fn]+set}" ]; then
        functions+=("$fn")
        rows[$fn]=""
    fi
    [ "$rest" = "$fn" ] && continue
    tag=${rest#* }
    rows[$fn]+="$tag"$'\n'
    if [ -n "${heavy[$fn:$tag]+set}" ]; then
        found[$fn:$tag]=1
        partly[$fn]=1
    fi
done <<<"$tags"

args=()
for fn in "${functions[@]}"; do
    if [ -n "${heavy[$fn]+set}" ]; then
        found[$fn]=1
    elif [ -n "${partly[$fn]+set}" ]; then
        while IFS= read -r tag; do
            if [ -n "$tag" ] && [ -z "${heavy[$fn:$tag]+set}" ]; then
                args+=("$fn:$tag")
            fi
        done <<<"${rows[$fn]}"
    else
        args+=("$fn")
    fi
done

for entry in "${!heavy[@]}"; do
    if [ -z "${found[$entry]+set}" ]; then
        echo "run_without.sh: ${bin##*/} has no test function or data row \"$entry\"" \
            "(named heavy in tests/CMakeLists.txt)" >&2
        exit 1
    fi
done
if [ ${#args[@]} -eq 0 ]; then
    echo "run_without.sh: every part of ${bin##*/} runs as its own ctest entry"
    exit 0
fi
exec "$bin" "${args[@]}"
