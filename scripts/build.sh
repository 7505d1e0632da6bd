#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Installs what is missing, then configures and builds into build/ (or
# $BUILD_DIR) with the release flags (scripts/release-flags.sh: Debian's
# hardening flags among them), so that the Debian package the tests check
# (deb_package) is packed from this build rather than built a second time.
# BUILD_TYPE=Debug (say) builds otherwise; deb_package then builds the
# package in a build dir of its own.
set -euo pipefail
cd "$(dirname "$0")/.."
[ -n "${NQ_DEPS_INSTALLED:-}" ] || scripts/install-deps.sh
# shellcheck source=scripts/release-flags.sh
. scripts/release-flags.sh
build_dir=${BUILD_DIR:-build}
cmake -S . -B "$build_dir" -G Ninja "${release_flags[@]}"
cmake --build "$build_dir" --parallel
