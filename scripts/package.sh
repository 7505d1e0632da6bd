#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Installs what is missing, builds the Debian package in a build dir of its own
# (build-deb/, or $PACKAGE_BUILD_DIR) with Debian's hardening flags, and prints
# the package's path, alone on stdout (the build's and CPack's logs go to
# stderr), so that `deb=$(scripts/package.sh)` works. The development build in
# build/ is not touched. Install the package with: apt-get install ./<path>
#
# `scripts/package.sh --from BUILD_DIR OUT_DIR` packs an existing build instead
# (one that scripts/build.sh made: Debian's flags, man pages) into OUT_DIR, so
# that the test run does not build the programs twice (deb_package does this);
# it exits 3 when BUILD_DIR was configured otherwise.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh >&2
# shellcheck source=scripts/release-flags.sh
. scripts/release-flags.sh

if [ "${1:-}" = --from ]; then
    if [ $# -ne 3 ]; then
        echo "usage: scripts/package.sh [--from BUILD_DIR OUT_DIR]" >&2
        exit 2
    fi
    build_dir=$2
    out_dir=$(realpath -m "$3")
    cache=$build_dir/CMakeCache.txt
    # A build with other flags would give a package that is not Debian's.
    cached() { sed -n "s/^$1:[A-Z]*=//p" "$cache" 2>/dev/null; }
    if [ "$(cached CMAKE_CXX_FLAGS)" != "$deb_cxxflags" ] ||
        [ "$(cached CMAKE_EXE_LINKER_FLAGS)" != "$deb_ldflags" ] ||
        [ "$(cached CMAKE_BUILD_TYPE)" != RelWithDebInfo ] ||
        [ "$(cached CMAKE_CXX_FLAGS_RELWITHDEBINFO)" != "$config_cxxflags" ] ||
        [ "$(cached NQ_REQUIRE_MAN_PAGES)" != ON ]; then
        echo "package.sh: $build_dir was not configured by scripts/build.sh (Debian's flags, man pages)" >&2
        exit 3
    fi
else
    build_dir=${PACKAGE_BUILD_DIR:-build-deb}
    out_dir=$(realpath -m "$build_dir")
    # The release flags the tests run with; -g1's line tables are stripped
    # from the packaged binaries. Only what the package installs is built
    # (no tests).
    cmake -S . -B "$build_dir" -G Ninja "${release_flags[@]}" -DNQ_BUILD_TESTS=OFF >&2
    cmake --build "$build_dir" --parallel >&2
fi

# CPack names the file itself (DEB-DEFAULT: name_version_arch.deb); take the
# path from its report rather than guessing the name. The log is shown as it
# comes, so a failing cpack still explains itself.
log=$(cd "$build_dir" && cpack -G DEB -B "$out_dir" 2>&1 | tee /dev/stderr)
deb=$(sed -n 's/^CPack: - package: \(.*\.deb\) generated\.$/\1/p' <<<"$log" | tail -n 1)
if [ -z "$deb" ]; then
    echo "package.sh: cpack reported no .deb" >&2
    exit 1
fi
echo "$deb"
