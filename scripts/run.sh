#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Installs what is missing, builds, and starts the visualizer on the 8x8 board.
# Extra arguments go to the program, e.g. scripts/run.sh --size 6
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/build.sh
exec "${BUILD_DIR:-build}/app/gui/nqueens-visualizer" "$@"
