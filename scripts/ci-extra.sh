#!/usr/bin/env bash
# CI after the README's test command (.ci/run): the suite under ASan + UBSan (scripts/sanitize.sh), then every
# fuzz target for a short while (FUZZ_SECONDS each, default 4: a smoke run that keeps CI within
# its 25 minutes; scripts/fuzz.sh alone runs a minute a target).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/sanitize.sh
scripts/fuzz.sh "${FUZZ_SECONDS:-4}"
