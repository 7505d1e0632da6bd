# SPDX-License-Identifier: MIT
# Sourced by scripts/build.sh and scripts/package.sh: the flags of the release
# build, one set for both, so that the Debian package the tests check is
# packed from the very binaries the tests ran (deb_package), in one build.
#   deb_cxxflags, deb_ldflags: Debian's (dpkg-buildflags: stack protector,
#     _FORTIFY_SOURCE, relro and BIND_NOW, format-string checks). CMake reads
#     no CPPFLAGS, so they join the compiler's flags as debhelper does.
#   config_cxxflags: the build type's part. -g1 (line tables, no variables:
#     enough for a backtrace) compiles about a quarter faster than -g, and the
#     package's binaries are stripped anyway.
#   config_ldflags: lld links several times faster than ld.bfd.
#   NQ_TESTS_CXX_FLAGS: the tests' own files (not tests/solver) at -O0, which
#     compiles them three times faster; they drive the program, which keeps
#     the flags above. _FORTIFY_SOURCE needs optimisation: off for them.
# Man pages are dated by the last commit rather than by today (reproducible).
export DEB_BUILD_MAINT_OPTIONS=${DEB_BUILD_MAINT_OPTIONS:-hardening=+all}
deb_cxxflags="$(dpkg-buildflags --get CXXFLAGS) $(dpkg-buildflags --get CPPFLAGS)"
deb_ldflags=$(dpkg-buildflags --get LDFLAGS)
config_cxxflags="-O2 -g1 -DNDEBUG"
config_ldflags="-fuse-ld=lld"
release_flags=(
    -DCMAKE_BUILD_TYPE="${BUILD_TYPE:-RelWithDebInfo}"
    -DCMAKE_CXX_FLAGS="$deb_cxxflags" -DCMAKE_EXE_LINKER_FLAGS="$deb_ldflags"
    -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="$config_cxxflags"
    -DCMAKE_EXE_LINKER_FLAGS_RELWITHDEBINFO="$config_ldflags"
    -DNQ_REQUIRE_MAN_PAGES=ON
    -DNQ_TESTS_CXX_FLAGS="-O0 -U_FORTIFY_SOURCE"
)
if [ -z "${SOURCE_DATE_EPOCH:-}" ] && git rev-parse --git-dir >/dev/null 2>&1; then
    SOURCE_DATE_EPOCH=$(git log -1 --format=%ct)
    export SOURCE_DATE_EPOCH
fi
