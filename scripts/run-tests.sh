#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Runs ctest with the given arguments (a --test-dir or a --preset, filters
# such as -R tst_cli), the tests in parallel, every test's output kept whole;
# then scripts/test-report.py names every test that was skipped or did not run,
# with the reason it gave. Exits non-zero on a failure and on a skip (unless
# NQ_ALLOW_SKIP=1, which CI never sets). scripts/test.sh and
# scripts/sanitize.sh run their tests through it.
#
# Tests run two at a time (NQ_TEST_JOBS to change): none shares a port, an X
# display or a home folder with another (each gets its own, see
# tests/CMakeLists.txt), so they may.
set -euo pipefail
cd "$(dirname "$0")/.."
report=$(mktemp --suffix=.xml)
trap 'rm -f "$report"' EXIT
status=0
ctest --output-on-failure --no-tests=error --parallel "${NQ_TEST_JOBS:-2}" \
    --test-output-size-passed 8000000 --test-output-size-failed 8000000 \
    --output-junit "$report" "$@" || status=$?
if [ -s "$report" ]; then
    scripts/test-report.py "$report" || { [ $status -ne 0 ] || status=1; }
else
    echo "run-tests.sh: ctest wrote no report: nothing can be said of skips" >&2
    [ $status -ne 0 ] || status=1
fi
exit $status
