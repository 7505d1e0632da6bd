#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Installs what is missing, builds into build/ (or $BUILD_DIR), makes the Debian
# package with CPack and prints its path, alone on stdout (the build's and
# CPack's logs go to stderr), so that `deb=$(scripts/package.sh)` works.
# Install it with: apt-get install ./<path>
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/build.sh >&2
build_dir=${BUILD_DIR:-build}
# CPack names the file itself (DEB-DEFAULT: name_version_arch.deb); take the
# path from its report rather than guessing the name. The log is shown as it
# comes, so a failing cpack still explains itself.
log=$(cd "$build_dir" && cpack -G DEB 2>&1 | tee /dev/stderr)
deb=$(sed -n 's/^CPack: - package: \(.*\.deb\) generated\.$/\1/p' <<<"$log" | tail -n 1)
if [ -z "$deb" ]; then
    echo "package.sh: cpack reported no .deb" >&2
    exit 1
fi
echo "$deb"
