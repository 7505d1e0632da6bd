# SPDX-License-Identifier: MIT
"""Seat work through the real program (issue 29; README, "Seat work"): the
teacher's window on a display of its own (Xvfb), driven with keys only
(xdotool), three pupils in headless Chromium, each the solver of their own
run.

The program opens its class at start (--class PORT) and prints
"class: URL"; a picture of the screen is read by a QR code reader (zbarimg)
and must hold exactly that URL. The pupils open it with its host replaced by
127.0.0.1 (the test sends nothing to any other address) and join. The
teacher starts seat work with the keyboard: the Run menu by its mnemonic,
Start Seat Work… by its own, N = 6 typed into the dialog, Enter (the
mnemonics are read from the translations, so every language is driven the
same way). Each pupil then works on their own 6 x 6 board of lock-lines:

- Ada (a laptop) does only right steps, worked out from her board as the
  algorithm does them: in the first empty row, the squares from the left;
  an attacked one is refused (the Refuse toggle), the first free one gets
  the queen;
- Bob (a 360 x 740 phone) makes mistakes on purpose (a free square that is
  not the first one, then a queen on an attacked square): each time the
  page says "not right" with its reason, draws the square, the attacking
  queen and the right step, and the run goes on from the right step;
- Eve (a laptop) asks "Show me", does a right step, and reloads the page in
  the middle: she is back at the same step with the same counts.

The class's results file, which the window writes into its data folder at
most a second behind (class-*.open.json, its "seatWork" array of
SeatResults objects), must come to say what each page says (steps done,
mistakes by kind, steps shown). The teacher stops seat work with the
keyboard (Run > Stop Seat Work): each page shows its summary with the same
counts, and it stays (no question takes its place).

    /usr/bin/python3 tst_seatwindow.py PROGRAM [SCREENSHOT_DIR] [--lang CODE]

--lang walks it in another of the window's languages (de, es, fr; English
when not given), to look at the pictures.

Exits 77 (skipped) only when Chromium, chromedriver, Selenium, Xvfb,
xdotool, zbarimg or ImageMagick's import is absent. Every process it starts
(Xvfb, the program, the browsers) is ended by its own id, also on failure.
With SCREENSHOT_DIR, the pictures for the README go there:
seat-pupil-phone.png (Bob's page at 360 x 740 with a mistake drawn) and
seat-teacher.png (the window at 1280 x 720, the class at a glance in the
Predict dock).
"""

import glob
import json
import os
import shutil
import signal
import sys
import tempfile
import time

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import pupils  # noqa: E402
from pupils import HANG_GUARD, Seat  # noqa: E402
from teacherwindow import command_line, read_qr, Screen, Teacher, Words, check, free_port, mnemonic  # noqa: E402

N = 6
FILES = "abcdefghijkl"

# The Run menu, in its order (MainWindow::createMenus()): every item counts
# when QMenu looks for an item by its mnemonic, enabled or not.
RUN_MENU_TITLE = ("MainWindow", "&Run")
RUN_MENU = [("RunActions", "&Step"), ("RunActions", "Step &back"), ("RunActions", "&Play"),
            ("RunActions", "Run to &end"), ("RunActions", "Pre&vious solution"),
            ("RunActions", "Next s&olution"), ("RunActions", "&Go to solution..."),
            ("MainWindow", "Brea&kpoints"), ("RunActions", "S&lower"), ("RunActions", "&Faster"),
            ("PredictMode", "P&redict"), ("ClassMode", "Open &Class"),
            ("ClassMode", "Reveal t&he Class's Answers"), ("ClassMode", "Vote Agai&n"),
            ("SeatMode", "Start Seat &Work…"), ("SeatMode", "Stop Se&at Work"), ("RunActions", "&Reset")]
START = ("SeatMode", "Start Seat &Work…")
STOP = ("SeatMode", "Stop Se&at Work")
# The start dialog's labels and buttons with a mnemonic (SeatStartDialog).
DIALOG = [("PracticeTaskForm", "Board &size (N):"), ("PracticeTaskForm", "&Algorithm:"),
          ("PracticeTaskForm", "To the &first solution"), ("PracticeTaskForm", "For a n&umber of steps:"),
          ("PracticeTaskForm", "&Refused squares are marked for the pupils"), ("SeatStartDialog", "S&tart")]
SIZE_LABEL = DIALOG[0]
# Predict asks right after each backtrack (Frequency EachBacktrack = 1), so
# that no question of the class waits at the run's start. With one waiting
# (the default asks at the start), Stop Seat Work sends it at once, and it
# takes the place of every pupil's summary (reported; the summary is what
# this test looks at).
NO_QUESTION_WAITING = "[predict]\nfrequency=1\n"


def board_of(state):
    """The pupil's board as the page draws it: n, the queens, the squares
    shown refused."""
    squares = state["squares"]
    n = int(round(len(squares) ** 0.5))
    queens = sorted(name for name, square in squares.items() if "queen" in square["classes"])
    refused = sorted(name for name, square in squares.items() if "refused" in square["classes"])
    return n, queens, refused


def attacks(queen, square):
    df = abs(FILES.index(queen[0]) - FILES.index(square[0]))
    dr = abs(int(queen[1:]) - int(square[1:]))
    return df == 0 or dr == 0 or df == dr


def right_step(state):
    """Lock-lines' next step on the pupil's board: in the first empty row
    from the top, the first square not yet refused; refused when a queen
    attacks it, else the queen goes there. (The test's pupils stop before
    a row runs out of squares, where the algorithm takes back.)"""
    n, queens, refused = board_of(state)
    ranks = {int(queen[1:]) for queen in queens}
    rank = next(r for r in range(n, 0, -1) if r not in ranks)
    for file in FILES[:n]:
        square = "%s%d" % (file, rank)
        if square in refused:
            continue
        if any(attacks(queen, square) for queen in queens):
            return "refuse", square
        return "place", square
    raise AssertionError("row %d has no square left: the algorithm takes back (%r)" % (rank, state))


def answered(state, before):
    """The page has the program's answer to the pupil's act."""
    return state["counted"] != before["counted"] and not any(
        "pending" in square["classes"] for square in state["squares"].values())


def act(seat, action, square=None):
    """Does `action` on the pupil's page (place, refuse, show) and returns
    the page once the program's answer is drawn."""
    before = seat.state()
    if action == "show":
        seat.press("seat-show")
    else:
        if seat.state()["tools"] and seat.state()["refuse"]:
            seat.use_tool(action)  # Refuse stays on until Place is pressed
        seat.tap(square)
    return seat.wait(lambda s: answered(s, before), "the answer to %s %s" % (action, square or ""))


def do_right_step(seat, who):
    action, square = right_step(seat.state())
    before = seat.state()["counted"]
    state = act(seat, action, square)
    check("good" in state["verdictClass"] and state["counted"] == [before[0] + 1, before[1], before[2]],
          "%s's %s %s was not taken as right: %s, counts %r -> %r"
          % (who, action, square, state["verdictText"], before, state["counted"]))
    return state


def results_file(teacher):
    """The class's open results file (in the program's data folder,
    nqueens-visualizer/classes/class-*.open.json), its name and its pupils'
    counts in the last seat work by name, [steps done, mistakes, steps
    shown] as the pages show them; ("", {}, {}) before there is one."""
    files = sorted(glob.glob(os.path.join(teacher.home, "data", "nqueens-visualizer", "classes",
                                          "class-*.open.json")))
    if not files:
        return "", {}, {}
    with open(files[-1], encoding="utf-8") as results:  # written atomically: whole or not at all
        table = json.load(results)
    rows = {pupil["name"]: pupil for pupil in table["seatWork"][-1]["pupils"]} if table.get("seatWork") else {}
    counts = {name: [row["done"], sum(row["mistakes"].values()), row["shown"]] for name, row in rows.items()}
    return os.path.basename(files[-1]), table, counts


def main():
    parsed = command_line("tst_seatwindow.py")
    if isinstance(parsed, int):
        return parsed
    program, shots, language = parsed
    words = Words(language)
    started = time.monotonic()
    # Ended from outside (a ctest timeout, Ctrl+C): the finally below still
    # ends every process this test started.
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(1))
    work = tempfile.mkdtemp(prefix="tst_seatwindow-")
    screen = teacher = None
    browsers = []
    notes = []
    try:
        screen = Screen()
        # 8 x 8 in the window: the dialog offers 8, the teacher types 6.
        teacher = Teacher(program, screen, os.path.join(work, "home"), free_port(), language,
                          ("--size", "8", "--algorithm", "lock-lines"), NO_QUESTION_WAITING)
        check(teacher.url.startswith("http://") and "?code=" in teacher.url, teacher.url)

        # The QR code in the window holds exactly the printed address.
        first = read_qr(screen, os.path.join(work, "opened.png"), teacher.url)
        url = teacher.url
        board = screen.board(first)

        # Three pupils from the address the QR code holds, on 127.0.0.1.
        ada = pupils.Pupil(url, 1280, 800)
        browsers.append(ada)
        bob = pupils.Pupil(url, 360, 740)
        browsers.append(bob)
        eve = pupils.Pupil(url, 1280, 800)
        browsers.append(eve)
        for pupil, name in ((ada, "Ada"), (bob, "Bob"), (eve, "Eve")):
            check(pupil.url.startswith("http://127.0.0.1:"), pupil.url)
            pupil.join(name)
        seats = {"Ada": Seat(ada), "Bob": Seat(bob), "Eve": Seat(eve)}

        # Seat work, started with the keyboard: Run > Start Seat Work…, in
        # the dialog N = 6, Enter (Start is the default button).
        sharing = teacher.menu(board, words, RUN_MENU_TITLE, RUN_MENU, START)
        if len(sharing) > 1:
            notes.append("the Run menu's mnemonic %r is shared by %s" % (mnemonic(words(*START)), sharing))
        title = words("SeatStartDialog", "Start Seat Work")
        dialog = teacher.window_named(title)
        check(dialog, "no dialog %r after Run > %s by keys (its mnemonic %r shared by %s)"
              % (title, words(*START), mnemonic(words(*START)), sharing))
        # Keys sent before the dialog has X's focus would go to the window
        # under it, which the dialog blocks.
        teacher.wait_focus(dialog, "the start dialog")
        key = mnemonic(words(*SIZE_LABEL))
        sharing = [words(*item) for item in DIALOG if mnemonic(words(*item)) == key]
        if len(sharing) == 1:
            screen.xdotool("key", "alt+" + key)
        else:
            # Alt and the letter would only move the focus between them: the
            # size is the dialog's first field, where the focus starts.
            notes.append("the start dialog's mnemonic %r is shared by %s" % (key, sharing))
        screen.xdotool("key", "ctrl+a", "type", "--delay", "50", str(N))
        screen.xdotool("key", "Return")
        check(teacher.window_gone(title), "the start dialog is still open %.0f s after Enter" % HANG_GUARD)

        # Every pupil has their own empty 6 x 6 board.
        for name, seat in seats.items():
            state = seat.wait(lambda s: s["seat"] and len(s["squares"]) == N * N, "%s's 6 x 6 seat" % name)
            check(board_of(state)[1] == [] and state["counted"] == [0, 0, 0], "%s starts clean: %r" % (name, state))
            check(not state["watch"] and state["instruction"], "%s's page: %r" % (name, state))
            check(state["lang"] == language, "the page speaks %r, the window %r" % (state["lang"], language))
            check(state["refuse"], "lock-lines with refusals not marked: the pupils refuse (%r)" % state)

        # Ada: right steps only, nine of them (a6; a5, b5 refused, c5;
        # a4 to d4 refused, e4).
        for _ in range(9):
            state = do_right_step(seats["Ada"], "Ada")
        check(board_of(state)[1] == ["a6", "c5", "e4"], "Ada's queens: %r" % (board_of(state),))

        # Bob: a free square that is not the first one (c6, not a6).
        seat = seats["Bob"]
        state = act(seat, "place", "c6")
        check("bad" in state["verdictClass"] and state["verdictText"], "c6 is a mistake: %r" % state)
        check(state["counted"] == [0, 1, 0], "Bob's counts: %r" % state["counted"])
        check("wrong" in state["squares"]["c6"]["classes"], state["squares"]["c6"])
        check("expected" in state["squares"]["a6"]["classes"], "a6 is the right step: %r" % state["squares"]["a6"])
        check(board_of(state)[1] == ["a6"], "the run goes on from the right step: %r" % (board_of(state),))
        # Then a queen on a square a queen attacks (a5: a6 attacks it; the
        # algorithm refuses it).
        state = act(seat, "place", "a5")
        check("bad" in state["verdictClass"] and state["verdictText"], "a5 is a mistake: %r" % state)
        check(state["counted"] == [0, 2, 0], "Bob's counts: %r" % state["counted"])
        check("wrong" in state["squares"]["a5"]["classes"] and "by" in state["squares"]["a6"]["classes"],
              "the mistake and its reason drawn: %r" % {s: state["squares"][s] for s in ("a5", "a6")})
        check(state["pageWidth"] <= state["viewportWidth"], "Bob's page scrolls sideways")
        mistake_text = state["verdictText"]
        if shots:
            bob.screenshot(os.path.join(shots, "seat-pupil-phone.png"))
        # And a right step after it.
        state = do_right_step(seat, "Bob")

        # Eve: Show me twice, a right step, a reload in the middle, Show me.
        seat = seats["Eve"]
        for shown in (1, 2):
            state = act(seat, "show")
            check(state["counted"] == [0, 0, shown], "Eve's counts after Show me: %r" % state["counted"])
        state = do_right_step(seat, "Eve")
        before = board_of(state), state["counted"]
        eve.reload()
        state = seat.wait(lambda s: s["seat"] and len(s["squares"]) == N * N and s["counted"],
                          "Eve back at her seat")
        check((board_of(state), state["counted"]) == before,
              "after the reload Eve's board and counts are %r, not %r" % ((board_of(state), state["counted"]), before))
        check(eve.state()["who"].endswith("Eve"), "the same pupil: %r" % eve.state()["who"])
        state = act(seat, "show")
        check(state["counted"] == [1, 0, 3], "Eve's counts: %r" % state["counted"])

        # The results file comes to say what each page says (the window
        # writes it on a timer, SeatMode::JournalMs: how far behind is not
        # this test's business).
        pages = {name: seat.state()["counted"] for name, seat in seats.items()}
        deadline = time.monotonic() + HANG_GUARD
        while True:
            results_name, table, counts = results_file(teacher)
            if counts == pages:
                break
            check(time.monotonic() < deadline,
                  "the results file %r says %r, the pages %r" % (results_name, counts, pages))
            time.sleep(0.1)
        work_done = table["seatWork"][-1]
        check(work_done["n"] == N and work_done["algorithm"] == "lock-lines" and not work_done["refusalsMarked"],
              "the seat work's settings in the results: %r" % {k: v for k, v in work_done.items() if k != "pupils"})
        rows = {pupil["name"]: pupil for pupil in work_done["pupils"]}
        mistakes = {kind: count for kind, count in rows["Bob"]["mistakes"].items() if count}
        check(mistakes == {"skipped_square": 1, "placed_on_attacked": 1}, "Bob's mistakes by kind: %r" % mistakes)
        check(not any(row["finished"] for row in rows.values()), "nobody finished: %r" % rows)

        # The class at a glance, as the window shows it. The Predict dock
        # opened on the class's QR code; the teacher scrolls it to the top
        # (the wheel over the dock), where the seat panel is, and moves the
        # pointer away (no tooltip in the picture).
        screen.xdotool("mousemove", "1000", "250", "click", "--repeat", "10", "--delay", "30", "4",
                       "mousemove", "640", "703")
        teacher_shot = screen.still(os.path.join(work, "seat-teacher.png"))
        if shots:
            shutil.copy(teacher_shot, os.path.join(shots, "seat-teacher.png"))

        # Stopped with the keyboard: Run > Stop Seat Work. Each page shows
        # its summary with its counts.
        sharing = teacher.menu(board, words, RUN_MENU_TITLE, RUN_MENU, STOP)
        how = "Run > %s by keys" % words(*STOP)
        if len(sharing) > 1:
            notes.append("the Run menu's mnemonic %r is shared by %s" % (mnemonic(words(*STOP)), sharing))
            # A disabled item sharing it (Vote Again is, during seat work)
            # takes the key and keeps it: QMenu never gets past it.
            how += " (its mnemonic %r shared by %s)" % (mnemonic(words(*STOP)), sharing)
        for name, seat in seats.items():
            state = seat.wait(lambda s: s["end"], "%s's end of seat work after %s" % (name, how))
            check(state["endSummary"] and state["endCounted"] == pages[name],
                  "%s's summary: %r %r, the page said %r"
                  % (name, state["endSummary"], state["endCounted"], pages[name]))
            check(not state["seat"], "%s's seat board is gone" % name)
        if shots:
            bob.screenshot(os.path.join(shots, "seat-end-phone.png"))
            shutil.copy(screen.still(os.path.join(work, "stopped.png")),
                        os.path.join(shots, "seat-teacher-stopped.png"))
        # The summary stays: a question sent with the stop would follow it
        # at once. The teacher steps the window's run (Right: no question
        # at its first step), and once every page has that step's board,
        # which the program sent after anything it sent at the stop, each
        # still shows its summary.
        pages_of = {"Ada": ada, "Bob": bob, "Eve": eve}
        steps = {name: pupil.state()["status"] for name, pupil in pages_of.items()}
        teacher.key("Right", board)
        for name, pupil in pages_of.items():
            pupil.wait(lambda s, name=name: s["status"] != steps[name] or not seats[name].state()["end"],
                       "%s's page to have the window's first step (Right)" % name)
            check(seats[name].state()["end"], "%s's summary did not stay: %r" % (name, seats[name].state()))
        after = results_file(teacher)
        check(after[2] == pages, "the results after the stop: %r, the pages %r" % (after[2], pages))
        print("Bob's mistake: %s" % mistake_text)
        print("results file checked: %s" % results_name)
    finally:
        for pupil in browsers:
            pupil.quit()
        if teacher:
            teacher.stop()
        if screen:
            screen.stop()
        shutil.rmtree(work, ignore_errors=True)
    for note in notes:
        print("note: " + note)
    if shots:
        for name in ("seat-pupil-phone.png", "seat-teacher.png", "seat-end-phone.png", "seat-teacher-stopped.png"):
            print("screenshot: " + os.path.join(shots, name))
    print("tst_seatwindow: seat work started and stopped with the keyboard, three pupils on their own boards "
          "(right steps, mistakes, Show me, a reload), the results file as the pages say, in %.1f s"
          % (time.monotonic() - started))
    print("1 passed, 0 failed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
