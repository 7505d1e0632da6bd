# SPDX-License-Identifier: MIT
"""Every dialog fits the screen it opens on (issue 39, item 4): the real
program on a 1280 x 720 display of its own (Xvfb), presenting (the text half
as large again), a class open, driven with keys only (xdotool). Presenting
on a projector, Qt's file dialog asked for 835 x 817 pixels: its file name
and Save were below the screen's edge.

Each dialog is opened as a teacher opens it (Ctrl+S, Ctrl+O, Ctrl+E, Run >
Start Seat Work…), waited for by its title, measured by X (xdotool
getwindowgeometry: no window manager, so no frame), and closed with
Escape. Each must lie wholly on the screen. Both in English and German.

    /usr/bin/python3 tst_dialogwindow.py PROGRAM [SCREENSHOT_DIR]

Exits 77 (skipped) only when a tool is absent (see teacherwindow.missing()).
"""

import os
import re
import shutil
import signal
import sys
import tempfile
import time

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from teacherwindow import SIZE, command_line, Screen, Teacher, Words, check, free_port  # noqa: E402
from tst_seatwindow import RUN_MENU, RUN_MENU_TITLE, START  # noqa: E402

WIDTH, HEIGHT = (int(side) for side in SIZE.split("x"))

# (how it is opened, its title as (context, source text))
DIALOGS = [
    ("ctrl+s", ("SessionController", "Save session")),
    ("ctrl+o", ("SessionController", "Open session")),
    ("ctrl+e", ("ExportActions", "Export board")),
    (START, ("SeatStartDialog", "Start Seat Work")),
]


def geometry(screen, window):
    """(x, y, width, height) of an X window, as X has it."""
    said = screen.xdotool("getwindowgeometry", window)
    x, y = (int(n) for n in re.search(r"Position: (-?\d+),(-?\d+)", said).groups())
    width, height = (int(n) for n in re.search(r"Geometry: (\d+)x(\d+)", said).groups())
    return x, y, width, height


def walk(program, work, language, shots):
    """Opens every dialog in `language`, presenting; the failures."""
    words = Words(language)
    failures = []
    screen = teacher = None
    try:
        screen = Screen()
        teacher = Teacher(program, screen, os.path.join(work, "home-" + language), free_port(), language,
                          ("--size", "8", "--presentation"))
        board = screen.board(os.path.join(work, "window.png"))
        for opener, title_words in DIALOGS:
            title = words(*title_words)
            if isinstance(opener, tuple):
                teacher.menu(board, words, RUN_MENU_TITLE, RUN_MENU, opener)
            else:
                teacher.key(opener, board)
            dialog = teacher.window_named(title)
            check(dialog, "%s: no dialog %r came" % (language, title))
            teacher.wait_focus(dialog, "the dialog %r" % title)
            x, y, width, height = geometry(screen, dialog)
            if shots:
                screen.still(os.path.join(shots, "dialog-%s-%s.png" % (language, re.sub(r"\W+", "-", title_words[1]).lower())))
            if x < 0 or y < 0 or x + width > WIDTH or y + height > HEIGHT:
                failures.append("%s, presenting: the dialog %r is %dx%d at (%d, %d) on a %dx%d screen"
                                % (language, title, width, height, x, y, WIDTH, HEIGHT))
            screen.xdotool("key", "Escape")
            check(teacher.window_gone(title), "%s: the dialog %r stayed after Escape" % (language, title))
    finally:
        if teacher:
            teacher.stop()
        if screen:
            screen.stop()
    return failures


def main():
    parsed = command_line("tst_dialogwindow.py")
    if isinstance(parsed, int):
        return parsed
    program, shots, _ = parsed
    started = time.monotonic()
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(1))
    work = tempfile.mkdtemp(prefix="tst_dialogwindow-")
    try:
        failures = walk(program, work, "en", shots) + walk(program, work, "de", shots)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    for failure in failures:
        print("FAIL: " + failure)
    if failures:
        print("0 passed, 1 failed")
        return 1
    print("tst_dialogwindow: %d dialogs in English and German, presenting at %s, each on the screen, in %.1f s"
          % (2 * len(DIALOGS), SIZE, time.monotonic() - started))
    print("1 passed, 0 failed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
