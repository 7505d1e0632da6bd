#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Regenerates the README's pictures with the program itself (same flags, same
# bytes). Needs a build (scripts/build.sh) and xvfb-run (installed by it).
set -euo pipefail
cd "$(dirname "$0")/.."
app=${BUILD_DIR:-build}/app/gui/nqueens-visualizer
shoot() { xvfb-run -a "$app" "$@" 2>/dev/null; }
shoot --lang en --steps 111 --screenshot docs/screenshot.png
shoot --lang de --size 6 --steps 153 --screenshot docs/screenshot-de.png
shoot --lang en --theme high-contrast --steps 111 --board-image docs/board-high-contrast.png
shoot --lang en --size 300 --algorithm min-conflicts --steps 400 \
    --screenshot docs/screenshot-min-conflicts.png
shoot --lang en --play a8,c7,e6,g5,b4,d3,f2,h1 --screenshot docs/screenshot-play.png
# In front of a class: a projector (1280x720) and a full HD screen, in English
# and German, normal and in presentation mode (F5), the same lesson 30 steps in.
made=""
for size in 1280x720 1920x1080; do
    for lang in en de; do
        for mode in normal presentation; do
            file=docs/screen-$size-$lang-$mode.png
            flags=(--lang "$lang" --geometry "$size" --steps 30 --screenshot "$file")
            [ "$mode" = presentation ] && flags+=(--presentation)
            xvfb-run -a -s "-screen 0 ${size}x24" "$app" "${flags[@]}" 2>/dev/null
            made="$made $file"
        done
    done
done
echo "docs/screenshot.png docs/screenshot-de.png docs/board-high-contrast.png" \
    "docs/screenshot-min-conflicts.png docs/screenshot-play.png$made"
