# SPDX-License-Identifier: MIT
# CPack: a Debian package of everything the install rules put in place (both
# programs, the menu entry, the AppStream metadata and the icons).
# Build it with scripts/package.sh, or `cpack -G DEB` in a configured build dir.

# The package's changelog, copyright, man pages and completion are installed
# by packaging/CMakeLists.txt; its build is scripts/package.sh, with Debian's
# hardening flags.
set(NQ_MAINTAINER "The N-Queens Visualizer developers <nqueens-visualizer@users.noreply.github.com>")
set(CPACK_RESOURCE_FILE_LICENSE ${PROJECT_SOURCE_DIR}/LICENSE)

# Values reach CPack's generated config files exactly as written here (the
# regular expressions' backslashes, the description's quotes and newlines).
set(CPACK_VERBATIM_VARIABLES ON)
set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME nqueens-visualizer)
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_VENDOR "The N-Queens Visualizer developers")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "Watch backtracking solve the N-Queens puzzle, step by step")
set(CPACK_PACKAGE_HOMEPAGE_URL "https://github.com/nqueens/visualizer")
set(CPACK_PACKAGE_CONTACT ${NQ_MAINTAINER})
# A Debian package installs under /usr, whatever prefix the build dir was
# configured with for `cmake --install`.
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
# Installed binaries are stripped of symbols and debug information (the
# package ships no debug symbols) and, by packaging/CMakeLists.txt, of the
# compiler's .comment section.
set(CPACK_STRIP_FILES ON)

set(CPACK_DEBIAN_PACKAGE_NAME ${CPACK_PACKAGE_NAME})
set(CPACK_DEBIAN_PACKAGE_MAINTAINER ${CPACK_PACKAGE_CONTACT})
set(CPACK_DEBIAN_PACKAGE_SECTION education)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_PACKAGE_HOMEPAGE ${CPACK_PACKAGE_HOMEPAGE_URL})
# The long description. CPack puts the summary above it as the synopsis line
# and indents every line as Debian's control format wants; "." is a blank line.
set(CPACK_DEBIAN_PACKAGE_DESCRIPTION "A teaching tool for backtracking: a chessboard animates every placement,
refused square and backtrack of the search for N non-attacking queens, at
any speed or one step at a time, forwards and back. It shows which queen
refuses a square and along which line, the pseudocode, call stack and search
tree, counters for five algorithms, a browser of all solutions with their
symmetry classes (92 and 12 on 8x8), and exports boards as PNG, SVG or PDF.
.
Also contains nqueens, a command-line tool that counts, lists and traces
solutions.")
# Library dependencies come from dpkg-shlibdeps (dpkg-dev), so the package
# asks for exactly the libraries the binaries link. On Debian 12 the plugins
# Qt loads at run time come with those: xcb with libqt6gui6, the SVG image
# and icon engines with libqt6svg6.
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
# Native Wayland windows (Qt falls back to XWayland without it), a font for
# the board's labels on a minimal system, and Qt's own translations (the
# buttons of Qt's dialogs and the key names in German, Spanish and French;
# without them those stay English), and ffmpeg, which writes the MP4 and
# WebM animations (GIF needs nothing more: giflib is linked).
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS
    "qt6-wayland, fonts-dejavu-core, qt6-translations-l10n, ffmpeg")
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)

# include(CPack) also makes a `package_source` target; keep build trees and
# Git's files out of that tarball.
set(CPACK_SOURCE_GENERATOR TGZ)
set(CPACK_SOURCE_IGNORE_FILES "^${PROJECT_SOURCE_DIR}/build[^/]*/" "/\\.git/")

include(CPack)
