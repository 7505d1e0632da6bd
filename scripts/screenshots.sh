#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Regenerates the README's pictures with the program itself (same flags, same
# bytes). Needs a build (scripts/build.sh) and xvfb-run (installed by it); the
# predict and practice pictures also need xdotool and imagemagick.
set -euo pipefail
cd "$(dirname "$0")/.."
app=${BUILD_DIR:-build}/app/gui/nqueens-visualizer
shoot() { xvfb-run -a "$app" "$@" 2>/dev/null; }
# The README's animation: every step of the 4x4 search, made by the command line.
"${BUILD_DIR:-build}/app/cli/nqueens" export 4 --animate --pixels 320 --hold 2 \
    --output docs/animation-4x4.gif >/dev/null
shoot --lang en --steps 111 --screenshot docs/screenshot.png
shoot --lang de --size 6 --steps 153 --screenshot docs/screenshot-de.png
shoot --lang en --theme high-contrast --steps 111 --board-image docs/board-high-contrast.png
shoot --lang en --size 300 --algorithm min-conflicts --steps 400 \
    --screenshot docs/screenshot-min-conflicts.png
shoot --lang en --play a8,c7,e6,g5,b4,d3,f2,h1 --screenshot docs/screenshot-play.png
# Forward checking at its first wipe-out (8x8, step 39): pruned squares
# cross-hatched, the row left with none in red, the status line naming why.
shoot --lang en --algorithm forward-checking --steps 39 \
    --screenshot docs/screenshot-forward-checking.png
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
# Predict and practice are driven as a pupil drives them: keys and clicks in
# a real window (Xvfb, xdotool, ImageMagick's import), at 1280x720 where the
# squares' positions below are the board's.
drive() { # drive OUTPUT SETTINGS-INI ARGS... -- XDOTOOL-STEPS...
    local out=$1 ini=$2; shift 2
    local args=() config display=:$((90 + RANDOM % 9))
    while [ "$1" != -- ]; do args+=("$1"); shift; done; shift
    config=$(mktemp -d)
    mkdir -p "$config/nqueens-visualizer"
    printf '%b' "$ini" > "$config/nqueens-visualizer/nqueens-visualizer.ini"
    Xvfb "$display" -screen 0 1280x720x24 >/dev/null 2>&1 & local xvfb=$!
    sleep 1
    DISPLAY=$display XDG_CONFIG_HOME=$config "$app" --lang en --geometry 1280x720 "${args[@]}" \
        >/dev/null 2>&1 & local program=$!
    sleep 3
    # A click on the board first: with no window manager nothing has the focus.
    DISPLAY=$display xdotool mousemove 400 440 click 1
    for step in "$@"; do
        # shellcheck disable=SC2086 # each step is an xdotool command line
        DISPLAY=$display xdotool $step
        sleep 0.8
    done
    DISPLAY=$display import -window root "$out"
    kill "$program" "$xvfb"
    rm -rf "$config"
}
# Predict, attacker questions only, at every step: why is d3 refused? The
# pupil clicks the queen on e6, which does not attack it.
drive docs/screenshot-predict.png '[predict]\nkinds=2\nfrequency=0\n' --steps 31 -- \
    "key q" "key Right" "mousemove 409 191 click 1"
# Be the solver on 6x6: a6 placed (right), then a5 (a mistake: a6 attacks it).
drive docs/screenshot-practice.png '' --size 6 -- \
    "key alt+p" "key b" "key space" "key Down" "key space"
# View > Compare algorithms (Alt+V, M) on 8x8: by placements (Alt+L, Down),
# 15 steps (Right), then the comparison window alone; at 1920x1080, and in
# presentation mode (F5) on a 1280x720 projector.
compare() { # compare SIZE OUTPUT [PROGRAM-FLAGS...]
    local size=$1 out=$2 display=:$((90 + RANDOM % 9)) config
    shift 2
    config=$(mktemp -d)
    Xvfb "$display" -screen 0 "${size}x24" >/dev/null 2>&1 & local xvfb=$!
    sleep 1
    DISPLAY=$display XDG_CONFIG_HOME=$config "$app" --lang en --geometry "$size" \
        --algorithm check-queens "$@" >/dev/null 2>&1 & local program=$!
    sleep 3
    DISPLAY=$display xdotool mousemove 400 440 click 1 sleep 0.5 key alt+v sleep 0.5 key m
    sleep 2
    local window
    window=$(DISPLAY=$display xdotool search --name "Compare algorithms" | head -1)
    DISPLAY=$display xdotool key alt+l sleep 0.3 key Down sleep 0.3 key Return sleep 0.3
    for _ in $(seq 15); do
        DISPLAY=$display xdotool key Right
        sleep 0.5
    done
    sleep 1
    DISPLAY=$display import -window "$window" "$out"
    kill "$program" "$xvfb"
    rm -rf "$config"
}
compare 1920x1080 docs/screenshot-compare.png
compare 1280x720 docs/screenshot-compare-presentation.png --presentation
# The pupils' page of a whole class (README, "Whole class"): the browser test
# photographs it in headless Chromium, against the class server, at 360x740
# (a phone) and 1280x800 (a laptop).
/usr/bin/python3 tests/class/tst_pupilpage.py "${BUILD_DIR:-build}/tests/classserver/nq_classdriver" \
    "${BUILD_DIR:-build}/tests/class/nq_pagetext" docs >/dev/null
# The teacher's window with a class open (1280x720): the question with three
# pupils' answers counted, presenting (F5), and the board after Reveal; made
# by the real-window test (Xvfb, xdotool, three pupils in headless Chromium).
/usr/bin/python3 tests/class/tst_classwindow.py "$app" docs >/dev/null
# Seat work (README, "Seat work"): a pupil's page at 360x740 with a mistake
# drawn, and the teacher's window with the class at a glance; made by the
# real-window seat work test. Its two other pictures stay out of docs/.
/usr/bin/python3 tests/class/tst_seatwindow.py "$app" docs >/dev/null
rm -f docs/seat-end-phone.png docs/seat-teacher-stopped.png
# The lesson with thirty pupils (README, "The lesson with thirty pupils"):
# four of its steps' pictures, made by the lesson test itself.
lesson=$(mktemp -d)
/usr/bin/python3 tests/class/tst_lesson.py "$app" "$lesson" >/dev/null
cp "$lesson/lesson-06-q1-revealed.png" docs/lesson-heatmap.png
cp "$lesson/lesson-10-q2-revealed.png" docs/lesson-votes.png
cp "$lesson/lesson-06-q1-revealed-phone-ben.png" docs/lesson-phone-reason.png
cp "$lesson/lesson-14-seat-board.png" docs/lesson-whole-class.png
rm -rf "$lesson"
# The homework page on a 360 px phone (README, "Homework"): a mistake drawn
# and explained, and a predict question; made by its browser test.
homework=$(mktemp -d)
/usr/bin/python3 tests/homework/tst_homeworkpage.py "${BUILD_DIR:-build}/app/cli/nqueens" \
    "${BUILD_DIR:-build}/tests/wasm/nq_enginedriver" "$homework" >/dev/null
cp "$homework/homework-360-mistake.png" docs/homework-phone-mistake.png
cp "$homework/homework-360-predict.png" docs/homework-phone-predict.png
rm -rf "$homework"
echo "docs/animation-4x4.gif docs/screenshot.png docs/screenshot-de.png docs/board-high-contrast.png" \
    "docs/screenshot-forward-checking.png docs/screenshot-compare.png" \
    "docs/screenshot-compare-presentation.png" \
    "docs/screenshot-min-conflicts.png docs/screenshot-play.png" \
    "docs/screenshot-predict.png docs/screenshot-practice.png" \
    "docs/class-pupil-phone.png docs/class-pupil-laptop.png" \
    "docs/class-teacher.png docs/class-teacher-presentation.png docs/class-teacher-reveal.png" \
    "docs/seat-pupil-phone.png docs/seat-teacher.png" \
    "docs/lesson-heatmap.png docs/lesson-votes.png docs/lesson-phone-reason.png docs/lesson-whole-class.png" \
    "docs/homework-phone-mistake.png docs/homework-phone-predict.png$made"
