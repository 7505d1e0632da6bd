#!/bin/sh
# SPDX-License-Identifier: MIT
# Usage: fresh-home.sh HOME_DIR PROGRAM [ARGUMENTS...]
# Runs a test with a home folder of its own, emptied first: its settings,
# Qt's test-mode folders (~/.qttest: a class's results files) and caches are
# its alone, whatever ran before it or runs beside it (ctest --parallel).
set -e
home=$1
shift
rm -rf "$home"
mkdir -p "$home"
HOME=$home
export HOME
unset XDG_CONFIG_HOME XDG_DATA_HOME XDG_CACHE_HOME XDG_STATE_HOME
exec "$@"
