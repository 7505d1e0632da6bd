#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Installs what is missing, builds the Debian package in a build dir of its own
# (build-deb/, or $PACKAGE_BUILD_DIR) with Debian's hardening flags, and prints
# the package's path, alone on stdout (the build's and CPack's logs go to
# stderr), so that `deb=$(scripts/package.sh)` works. The development build in
# build/ is not touched. Install the package with: apt-get install ./<path>
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh >&2
build_dir=${PACKAGE_BUILD_DIR:-build-deb}

# The flags Debian builds its packages with (dpkg-buildflags): stack
# protector, _FORTIFY_SOURCE, relro and BIND_NOW, format-string checks. CMake
# reads no CPPFLAGS, so they join the compiler's flags as debhelper does. They
# are passed on every configure, so a changed dpkg-dev reaches a kept build dir.
export DEB_BUILD_MAINT_OPTIONS=${DEB_BUILD_MAINT_OPTIONS:-hardening=+all}
cppflags=$(dpkg-buildflags --get CPPFLAGS)
cxxflags="$(dpkg-buildflags --get CXXFLAGS) $cppflags"
ldflags=$(dpkg-buildflags --get LDFLAGS)
# Man pages dated by the last commit rather than by today (reproducible).
if [ -z "${SOURCE_DATE_EPOCH:-}" ] && git rev-parse --git-dir >/dev/null 2>&1; then
    SOURCE_DATE_EPOCH=$(git log -1 --format=%ct)
    export SOURCE_DATE_EPOCH
fi

# RelWithDebInfo: the optimisation and NDEBUG the tests run with; its -g is
# stripped from the packaged binaries. Only what the package installs is
# built (no tests), and the man pages must be made.
cmake -S . -B "$build_dir" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
    -DCMAKE_CXX_FLAGS="$cxxflags" -DCMAKE_EXE_LINKER_FLAGS="$ldflags" \
    -DNQ_BUILD_TESTS=OFF -DNQ_REQUIRE_MAN_PAGES=ON >&2
cmake --build "$build_dir" --parallel >&2

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
