#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Installs what is missing, builds, and runs every test; exits non-zero on any
# failure and on any test that was skipped or did not run, naming each with
# the reason it gave (NQ_ALLOW_SKIP=1 allows skips on a machine that knowingly
# lacks a tool; CI never sets it). Arguments go on to ctest, so one test runs
# the same way: scripts/test.sh -R tst_classwindow. Prints each phase's time.
set -euo pipefail
cd "$(dirname "$0")/.."
# shellcheck source=scripts/timed.sh
. scripts/timed.sh
build_dir=${BUILD_DIR:-build}
timed "install" scripts/install-deps.sh
NQ_DEPS_INSTALLED=1 timed "build ($build_dir)" scripts/build.sh
timed "tests ($build_dir)" scripts/run-tests.sh --test-dir "$build_dir" --timeout 600 "$@"
