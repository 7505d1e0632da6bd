#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Builds and runs the tests under the sanitizers (CMakePresets.json): the whole
# suite under AddressSanitizer + UndefinedBehaviorSanitizer, and the solver and
# worker tests under ThreadSanitizer. Exits non-zero on any report, failure or
# skipped test (scripts/run-tests.sh). Prints each phase's time.
# `scripts/sanitize.sh asan-ubsan` or `scripts/sanitize.sh tsan` runs one.
set -euo pipefail
cd "$(dirname "$0")/.."
# shellcheck source=scripts/timed.sh
. scripts/timed.sh
scripts/install-deps.sh
presets=("$@")
[ ${#presets[@]} -gt 0 ] || presets=(asan-ubsan tsan)
for preset in "${presets[@]}"; do
    cmake --preset "$preset"
    if [ "$preset" = tsan ]; then
        # Only what the TSan test preset runs.
        timed "build ($preset)" cmake --build --preset tsan --target tst_generator tst_symmetry tst_solutions \
            tst_algorithms tst_counter tst_solverworker tst_runcontroller tst_backgroundjob
    else
        timed "build ($preset)" cmake --build --preset "$preset"
    fi
    timed "tests ($preset)" scripts/run-tests.sh --preset "$preset"
done
