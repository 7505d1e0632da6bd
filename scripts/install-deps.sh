#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Installs the Debian 12 packages the build, the program and the tests need,
# when any is missing. Idempotent: does nothing on a machine that has them.
set -euo pipefail

packages=(
    cmake ninja-build g++ pkg-config
    # lld links the release and sanitizer builds (scripts/release-flags.sh,
    # CMakePresets.json) several times faster than ld.bfd.
    lld
    qt6-base-dev qt6-svg-dev qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools
    libgl-dev libvulkan-dev
    qt6-qpa-plugins
    # Qt's own words in the program's language: dialog buttons, key names.
    qt6-translations-l10n
    xvfb xauth fonts-dejavu-core
    desktop-file-utils appstream dpkg-dev file
    # The Debian package: man pages from --help, its checks (lintian, the
    # pages read back with man, the completion run by bash-completion and fish).
    help2man lintian man-db bash-completion fish
    # Exported PDFs read back by a real reader in the tests (pdftoppm).
    poppler-utils
    # Animations: giflib writes GIFs (linked, MIT licence); the ffmpeg
    # program writes MP4 and WebM, and its ffprobe reads them back in the tests.
    libgif-dev ffmpeg
    # The whole class (issue 28): libqrencode draws the join address as a
    # QR code; the tests' and the benchmark's pupils are Qt WebSockets
    # clients (the server speaks the protocol itself, app/classserver).
    qt6-websockets-dev libqrencode-dev
    # ...and the tests read it back (zbarimg) and open the page in a real
    # browser (headless Chromium driven by Debian's python3-selenium).
    zbar-tools chromium chromium-driver python3-selenium
    # ...and drive the teacher's real window on an Xvfb display of its own
    # (tst_classwindow, tst_seatwindow): keys and clicks (xdotool), pictures of
    # the screen and their pixels (ImageMagick's import and convert).
    xdotool imagemagick
    # ...and read the teacher's window as a screen reader does (tst_lesson,
    # tst_classwindow: where each control is and what it says, over AT-SPI on
    # a D-Bus session of the test's own).
    dbus at-spi2-core python3-pyatspi
    # The session file type's test asks GLib what a file is (gio info) after
    # update-mime-database; the package's hardening test reads it (readelf);
    # the browser and window tests are Python (Debian's /usr/bin/python3).
    libglib2.0-bin shared-mime-info binutils python3
    # Qt's platform accessibility switched on under the offscreen platform,
    # so that tst_help hears what a screen reader would be told.
    qt6-base-private-dev
    # scripts/test-under-load.sh: the suite with both cores busy, to show that
    # no test depends on how fast the machine is.
    stress-ng
    # The homework (issue 40): the engines compiled to WebAssembly by
    # Emscripten's em++ (3.1.6, clang 14) and run under node by tst_wasmengine.
    emscripten nodejs
)

missing=()
for package in "${packages[@]}"; do
    if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q 'install ok installed'; then
        missing+=("$package")
    fi
done
if [ ${#missing[@]} -eq 0 ]; then
    exit 0
fi

echo "Installing: ${missing[*]}"
sudo=()
if [ "$(id -u)" -ne 0 ]; then
    sudo=(sudo)
fi
export DEBIAN_FRONTEND=noninteractive
"${sudo[@]}" apt-get update -qq
"${sudo[@]}" apt-get install -y --no-install-recommends "${missing[@]}"
