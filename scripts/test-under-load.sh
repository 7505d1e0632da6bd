#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Runs the built suite RUNS times in a row (3 unless given) while stress-ng
# keeps every core busy, to show that no test depends on how fast the machine
# is; stops at the first failing run. The other arguments go to
# scripts/run-tests.sh (default: --test-dir build):
#   scripts/test-under-load.sh 3
#   scripts/test-under-load.sh 1 --preset asan-ubsan
# Build first (scripts/build.sh, or scripts/sanitize.sh for a preset).
set -euo pipefail
cd "$(dirname "$0")/.."
# shellcheck source=scripts/timed.sh
. scripts/timed.sh
runs=${1:-3}
shift || true
[ $# -gt 0 ] || set -- --test-dir "${BUILD_DIR:-build}"
scripts/install-deps.sh
stress-ng --cpu "$(nproc)" --quiet &
load=$!
trap 'kill "$load" 2>/dev/null; wait "$load" 2>/dev/null || true' EXIT
for run in $(seq 1 "$runs"); do
    timed "run $run of $runs under load" scripts/run-tests.sh "$@"
done
