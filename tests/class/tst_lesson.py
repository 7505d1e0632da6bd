# SPDX-License-Identifier: MIT
"""The README's whole-class lesson with thirty pupils (issue 39, "The test
that teaches the lesson"), through the real program: its window on a
1280 x 720 display of its own (Xvfb), presenting (View > Presentation), in
German; five pupils in headless Chromium (four phones at 360 x 740, one
laptop) and twenty-five pupils speaking the protocol themselves
(pupils.ProtocolPupil), all on this machine's loopback network.

The lesson, as the guide for teachers plans it:

1. The class opens at start (--class PORT); the QR code read from a
   picture of the projector (zbarimg) is the address every pupil opens.
2. Predict, a square question ("where will the next queen go in row 7?"):
   thirty pupils answer, spread over right squares, attacked squares and a
   free square that is not the first; V (vote again), most change their
   minds, two answer only the first vote; R (reveal).
3. A choice question ("what happens next?"): half the class answers, the
   teacher switches the window to English (View > Language) with the
   question open, the rest answer in English, V, R in English, then back
   to German with the verdicts shown.
4. Seat work (Run > Start Seat Work…, 6 x 6, lock-lines, to the first
   solution, refused squares marked): right steps, mistakes, Show me, a
   reload; a pupil's board shown large; Stop.
5. The results saved (Save Results, Save Seat Work Results); the class
   closed (it asks first); the program quit (Ctrl+Q) and started again:
   no notice of a class that did not close.
6. A new class, a question, and `kill -9` in the middle: the next start
   offers to go on with the class; it goes on with the same code and port,
   every page comes back by itself as the same pupil, one results file.
   Quit with the class open: it is closed and its file finished.

At each step it checks what a teacher and a pupil see: every page's
language, question and verdict against the projector's words (the same
sentences as predict mode, from the program's translations), the board's
heatmap against the answers (pictures of the screen), both votes, the
seat-work table against the pages, every button and count the teacher
needs wholly in view on the 1280 x 720 screen (the window's accessible
tree over AT-SPI, as a screen reader reads it: positions and words), the
results files against every page.

Checks of what a teacher needs are collected, not fatal: the lesson goes
on to its end and every failed check is listed (the test fails when any
did). What the lesson cannot go on without (a page that never gets its
question) ends it at once.

    /usr/bin/python3 tst_lesson.py PROGRAM [SCREENSHOT_DIR]

It waits for what each key, click and message causes (a page's state, a
message, the window's tree, a picture that stays the same twice), never
for a fixed time. Exits 77 (skipped) only when a tool is missing
(teacherwindow.missing(accessibility=True)). Every process it starts is
ended by its own id, also on failure. With SCREENSHOT_DIR, each step's
pictures go there: the projector (lesson-NN-step.png) and pupils' pages
(lesson-NN-step-phone-ada.png, lesson-NN-step-laptop-emil.png).
"""

import glob
import json
import os
import re
import shutil
import signal
import sys
import tempfile
import time

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import pupils  # noqa: E402
from pupils import HANG_GUARD, ProtocolPupil, Pupil, Seat  # noqa: E402
from teacherwindow import (Accessibility, Screen, Teacher, Words, check, command_line,  # noqa: E402
                           distance, free_port, read_qr)

LANGUAGE = "de"
N = 8
# Predict asks at every step where a question fits (QuestionKind NextSquare
# = bit 0, NextEvent = bit 2; Frequency EveryStep = 0): one step in (a8
# placed), the first question is where the queen of row 7 goes.
PREDICT = "[predict]\nkinds=5\nfrequency=0\n"
FILES = "abcdefgh"

# The browsers: (name, width, height); the last is a laptop.
BROWSERS = [("Ada", 360, 740), ("Ben", 360, 740), ("Cem", 360, 740), ("Dana", 360, 740), ("Emil", 1280, 800)]
PHONE, LAPTOP = "Ada", "Emil"
PROTOCOL = ["Finn", "Greta", "Hugo", "Ida", "Jonas", "Klara", "Lukas", "Mia", "Noah", "Olga", "Paul",
            "Quirin", "Rosa", "Sami", "Tilda", "Ümit", "Vera", "Willi", "Xenia", "Yusuf", "Zoe",
            "Maximilian", "Annika", "Bruno", "Carla"]
NAMES = [name for name, _, _ in BROWSERS] + PROTOCOL

# Question 1, where the next queen goes in row 7 (a8 placed: a7 and b7 are
# attacked, c7 is the first free square, d7 is free but not the first):
# each pupil's (vote 1, vote 2), None for no answer. a7 and f7 are chosen
# only in vote 1; nobody right at vote 1 is wrong at vote 2; Cem and Greta
# answer vote 1 only (item 12), Zoe vote 2 only, Hugo never.
Q1 = {
    "Ada": ("d7", "c7"), "Ben": ("b7", "b7"), "Cem": ("c7", None), "Dana": ("a7", "d7"), "Emil": ("c7", "c7"),
    "Finn": ("c7", "c7"), "Greta": ("d7", None), "Hugo": (None, None), "Ida": ("c7", "c7"),
    "Jonas": ("d7", "c7"), "Klara": ("d7", "c7"), "Lukas": ("b7", "c7"), "Mia": ("a7", "c7"),
    "Noah": ("a7", "c7"), "Olga": ("f7", "c7"), "Paul": ("f7", "d7"), "Quirin": ("c7", "c7"),
    "Rosa": ("d7", "d7"), "Sami": ("c7", "c7"), "Tilda": ("b7", "b7"), "Ümit": ("d7", "c7"),
    "Vera": ("c7", "c7"), "Willi": ("b7", "c7"), "Xenia": ("c7", "c7"), "Yusuf": ("d7", "d7"),
    "Zoe": (None, "c7"), "Maximilian": ("c7", "c7"), "Annika": ("d7", "c7"), "Bruno": ("c7", "c7"),
    "Carla": ("b7", "c7"),
}
# Question 2, what happens next (b7 is refused: the queen on a8 attacks
# it), by the options' values. The first FIRST_HALF pupils answer vote 1
# in German, the others after the switch to English. Emil and Olga answer
# vote 1 only.
Q2 = {
    "Ada": ("place", "refuse"), "Ben": ("refuse", "refuse"), "Cem": ("backtrack", "backtrack"),
    "Dana": (None, "place"), "Emil": ("refuse", None), "Finn": ("refuse", "refuse"),
    "Greta": ("place", "refuse"), "Hugo": ("refuse", "refuse"), "Ida": ("place", "place"),
    "Jonas": ("refuse", "refuse"), "Klara": ("backtrack", "refuse"), "Lukas": ("place", "refuse"),
    "Mia": ("refuse", "refuse"), "Noah": ("solution", "refuse"), "Olga": ("place", None),
    "Paul": ("refuse", "refuse"), "Quirin": ("place", "refuse"), "Rosa": ("refuse", "refuse"),
    "Sami": ("backtrack", "backtrack"), "Tilda": ("place", "refuse"), "Ümit": ("refuse", "refuse"),
    "Vera": ("place", "place"), "Willi": ("refuse", "refuse"), "Xenia": ("backtrack", "refuse"),
    "Yusuf": ("refuse", "refuse"), "Zoe": ("place", "refuse"), "Maximilian": ("refuse", "refuse"),
    "Annika": ("place", "refuse"), "Bruno": ("refuse", "refuse"), "Carla": ("backtrack", "refuse"),
}
FIRST_HALF = ["Ada", "Ben", "Cem", "Finn", "Greta", "Hugo", "Ida", "Jonas", "Klara", "Lukas", "Mia",
              "Noah", "Olga", "Paul", "Quirin"]

SEAT_N = 6
WINDOW = "N-Queens Visualizer"  # the main window's title, in every language


def said(words, context, source, *arguments):
    """The program's sentence in `words`' language with %1, %2, ... filled."""
    text = words(context, source)
    for at, argument in reversed(list(enumerate(arguments, 1))):
        text = text.replace("%%%d" % at, str(argument))
    return text


def pattern(words, context, source, *arguments):
    """A regular expression for the program's sentence: %1, %2, ... are
    `arguments` (None: any words), %n any number."""
    text = re.escape(words(context, source))
    for at, argument in reversed(list(enumerate(arguments, 1))):
        text = text.replace(re.escape("%%%d" % at), ".+?" if argument is None else re.escape(str(argument)))
    return text.replace(re.escape("%n"), r"\d+")


def attacks(queen, square):
    df = abs(FILES.index(queen[0]) - FILES.index(square[0]))
    dr = abs(int(queen[1:]) - int(square[1:]))
    return df == 0 or dr == 0 or df == dr


def right_seat_step(n, queens, refused):
    """Lock-lines' next step with refused squares marked for the pupil: in
    the first empty row from the top, the queen on the first square no
    queen attacks (the pupils here stop before a row runs out)."""
    ranks = {int(queen[1:]) for queen in queens}
    rank = next(r for r in range(n, 0, -1) if r not in ranks)
    for file in FILES[:n]:
        square = "%s%d" % (file, rank)
        if square not in refused and not any(attacks(queen, square) for queen in queens):
            return square
    raise AssertionError("row %d has no free square: the algorithm takes back (%r)" % (rank, queens))


def browser_board(state):
    """A browser's seat board: (n, queens, refused)."""
    squares = state["squares"]
    n = int(round(len(squares) ** 0.5))
    return (n, sorted(s for s, square in squares.items() if "queen" in square["classes"]),
            sorted(s for s, square in squares.items() if "refused" in square["classes"]))


class Lesson:
    """The classroom: the projector, the teacher's program and thirty pupils."""

    def __init__(self, program, shots, work):
        self.program = program
        self.shots = shots
        self.work = work
        self.home = os.path.join(work, "home")
        self.de = Words("de")
        self.en = Words("en")
        self.words = self.de  # the window's language now
        self.failures = []
        self.step = 0
        self.step_name = "start"
        self.screen = Screen()
        self.access = None
        self.teacher = None
        self.browsers = {}
        self.protocol = {}
        self.board = None
        # The questions' ids (the pupils were asked them) and what each page
        # said at the end of seat work: [steps, mistakes, shown] by name.
        self.q1 = self.q2 = None
        self.seat_pages = {}

    # ---- the teacher's side ----------------------------------------------

    def start(self, port, arguments=(), ini=""):
        self.teacher = Teacher(self.program, self.screen, self.home, port, LANGUAGE, arguments, ini,
                               env=self.access.env)
        return self.teacher

    def tree(self, window=""):
        return self.teacher.tree(self.access, window)

    def main_tree(self):
        return self.tree(WINDOW)

    def w(self, context, source, *arguments):
        """The window's words now."""
        return said(self.words, context, source, *arguments)

    def plain(self, context, source):
        """A menu's or a button's words now, without its &."""
        return self.words(context, source).replace("&", "")

    def choose(self, *items):
        """A menu's item with the mouse: items are (context, source) pairs
        of the program's words, or words of no language (a language's own
        name)."""
        self.teacher.choose(self.access, *(item if isinstance(item, str) else self.words(*item) for item in items))

    def key(self, key):
        self.teacher.key(key, self.board)

    def settled(self, ready, what):
        """The main window's tree once ready(tree) holds and its buttons
        and labels stand where they stood in the reading before (the panel
        laid out and scrolled where it scrolls itself); after HANG_GUARD,
        the last tree read, and a failure saying `what` never came."""
        deadline = time.monotonic() + HANG_GUARD
        last = None
        while True:
            tree = self.main_tree()
            if ready(tree):
                key = [(n["role"], tuple(n["extents"])) for n in tree.nodes
                       if n["role"] in ("push button", "label", "table", "list")]
                if key == last:
                    return tree
                last = key
            else:
                last = None
            if time.monotonic() > deadline:
                self.expect(False, "waited %.0f s for %s in the window" % (HANG_GUARD, what))
                return tree
            time.sleep(0.2)

    def visible(self, tree):
        """Every node of the main window wholly in view, the status line's
        left out (the question there is not the panel's)."""
        status = [node["path"] for node in tree.find(role="status bar")]
        return [node for node in tree.nodes if tree.in_view(node)
                and not any(node["path"][:len(s)] == s for s in status)]

    def texts_in_view(self, tree):
        """The words drawn by the nodes in view (names and texts; not the
        descriptions, which are for screen readers and may say more than
        is drawn)."""
        return [text for node in self.visible(tree) for text in (node["name"], node["text"]) if text]

    def expect_in_view(self, tree, what, role=None, name=None, matches=None, enabled=None):
        """A failure unless a node of `role` named `name` (or matching) is
        wholly in view (and enabled or not, when `enabled` is given); the
        node, or None."""
        found = tree.find(role, name, matches)
        shown = [node for node in found if tree.in_view(node)]
        self.expect(shown, "%s is not in view on the %s screen (%s)"
                    % (what, "1280x720", "; ".join(tree.where(node) for node in found) or "not in the window"))
        if shown and enabled is not None:
            self.expect(("enabled" in shown[0]["states"]) == enabled,
                        "%s is %s" % (what, "disabled" if enabled else "enabled"))
        return shown[0] if shown else None

    def scroll_to(self, role, name, what):
        """Scrolls the panel that holds the node of `role` named `name`
        with the mouse wheel (over the panel's left margin, not over a
        list or table of its own), as a teacher does, until the node is in
        view; the node and the tree, or (None, the last tree)."""
        for _ in range(30):
            tree = self.main_tree()
            found = tree.find(role, name)
            if not found:
                return None, tree
            node = found[0]
            if tree.in_view(node):
                return node, tree
            viewport = next((a for a in tree.ancestors(node) if a["extents"][2] > 0 and a["extents"][3] > 0
                             and tree.in_view(a)), None)
            if not viewport:
                return None, tree
            vx, vy, vw, vh = viewport["extents"]
            y = node["extents"][1]
            distance_ = (vy - y) if y < vy else (y + node["extents"][3] - (vy + vh))
            button = "4" if y < vy else "5"
            self.screen.xdotool("mousemove", str(vx + 3), str(vy + vh // 2), "click", "--repeat",
                                str(max(1, min(8, distance_ // 40 + 1))), "--delay", "20", button)
        return None, tree

    def press(self, node, what):
        """Clicks a control; one out of view is first scrolled to (the
        failure of it not being in view is already counted), or, when that
        fails too, pressed through the accessible tree, so that the lesson
        goes on."""
        tree = self.main_tree()
        now = [n for n in tree.find(node["role"], node["name"]) if tree.in_view(n)]
        if not now:
            found, tree = self.scroll_to(node["role"], node["name"], what)
            now = [found] if found else []
        if now:
            self.teacher.click(now[0])
        else:
            self.access.act(self.teacher.process.pid, node)
        print("  pressed %s" % what)

    def picture(self, name, ready=lambda p: True, same=None, what="the window"):
        return self.screen.picture(os.path.join(self.work, name + ".png"), ready, same, what)

    # ---- the pupils ------------------------------------------------------

    def pupils(self):
        return list(self.browsers.items()) + list(self.protocol.items())

    def page(self, name):
        """What pupil `name`'s page shows of the question: lang, question,
        vote, answer, verdict (good, bad, none or ''), the right answer's
        line, the explanation, the page's words for right and wrong."""
        if name in self.browsers:
            pupil = self.browsers[name]
            s = pupil.state()
            heading = pupil.driver.execute_script(
                "const e = document.getElementById('question-vote'); return e ? e.textContent.trim() : ''")
            second = next(iter(self.protocol.values())).words.get("secondVote", "")
            vote = (2 if heading.lower() == second.lower() else 1) if s["question"] else None
            verdict = ""
            if s["verdict"]:
                verdict = next((k for k in ("good", "bad", "none") if k in s["verdictClass"]), "?")
            answer = s["chosenSquare"] or s["chosenOption"]
            return {"lang": s["lang"], "question": s["question"], "vote": vote, "answer": answer,
                    "verdict": verdict, "verdictWord": s["verdict"], "rightAnswer": s["rightAnswer"],
                    "explanation": s["explanation"], "options": s["options"], "screen": s["screen"],
                    "who": s["who"], "end": s["end"]}
        pupil = self.protocol[name]
        with pupil._changed:
            q, v, a = pupil.question, pupil.verdict, pupil.answered
            verdict = ""
            if v:
                verdict = "none" if v.get("answer") is None else "good" if v.get("correct") else "bad"
            strings = pupil.words
            answer = a["answer"] if a else None
            if v and v.get("answer") is not None:
                answer = v["answer"]
            right = ""
            if v:
                labels = {o["value"]: o["label"] for o in (q or {}).get("options", [])}
                right = strings.get("rightAnswer", "%1").replace("%1", ", ".join(labels.get(r, r) for r in v["right"]))
            return {"lang": pupil.lang, "question": q["text"] if q else "", "vote": q["vote"] if q else None,
                    "answer": answer, "verdict": verdict,
                    "verdictWord": (strings.get("noAnswer") if verdict == "none" else strings.get("right")
                                    if verdict == "good" else strings.get("wrong")) if v else "",
                    "rightAnswer": right, "explanation": v.get("explanation", "") if v else "",
                    "options": [o["label"] for o in q.get("options", [])] if q else [],
                    "screen": "end" if pupil.closed else "class", "who": pupil.name, "end": pupil.closed or ""}

    def wait_pages(self, predicate, what):
        """Waits until predicate(page) holds on every pupil's page."""
        for name, pupil in self.pupils():
            if name in self.browsers:
                pupil.wait(lambda s, name=name: predicate(self.page(name)), "%s's page: %s" % (name, what))
            else:
                pupil.wait(lambda p, name=name: predicate(self.page(name)), "%s's page: %s" % (name, what))

    def answer(self, name, answer):
        """Pupil `name` answers the question on their page (a square or an
        option's value) and waits until the program has it."""
        if name in self.browsers:
            pupil = self.browsers[name]
            if answer in [FILES[i] + str(r) for i in range(N) for r in range(1, N + 1)]:
                pupil.tap(answer)
                pupil.wait(lambda s: s["chosenSquare"] == answer and s["confirmed"], "%s's %s taken" % (name, answer))
            else:
                q = self.protocol[PROTOCOL[0]].question  # the labels as the class has them now
                label = {o["value"]: o["label"] for o in q["options"]}[answer]
                pupil.choose(label)
                pupil.wait(lambda s: s["chosenOption"] == label and s["confirmed"], "%s's %s taken" % (name, label))
        else:
            pupil = self.protocol[name]
            if pupil.question["input"] == "square":
                pupil.answer(square=answer)
            else:
                pupil.answer(option=answer)

    # ---- checks and pictures ------------------------------------------

    def begin(self, name):
        self.step += 1
        self.step_name = name
        print("step %d: %s" % (self.step, name))

    def expect(self, condition, message):
        if not condition:
            failure = "step %d (%s): %s" % (self.step, self.step_name, message)
            self.failures.append(failure)
            print("  FAIL " + failure)
        return bool(condition)

    def shot(self, pages=(PHONE, LAPTOP), name=None):
        """Pictures of this step (or of `name` in it) for the README: the
        projector and pages."""
        if not self.shots:
            return
        base = "lesson-%02d-%s" % (self.step, name or self.step_name)
        # The pointer off the panels (no tooltip in the picture).
        self.screen.xdotool("mousemove", "640", "716")
        shutil.copy(self.screen.still(os.path.join(self.work, "still.png")),
                    os.path.join(self.shots, base + ".png"))
        for name in pages:
            if name in self.browsers:
                kind = "laptop" if name == LAPTOP else "phone"
                self.browsers[name].screenshot(os.path.join(self.shots, "%s-%s-%s.png" % (base, kind, name.lower())))

    def journal(self):
        """The class's results file the window keeps (class-*.json in its
        data folder; .open while the class is open): (path, table)."""
        files = sorted(glob.glob(os.path.join(self.home, "data", "nqueens-visualizer", "classes", "class-*.json")))
        if not files:
            return None, None
        newest = max(files, key=os.path.getmtime)
        with open(newest, encoding="utf-8") as results:
            return newest, json.load(results)


def squares_of(board, n):
    """Square name -> its rectangle (left, top, right, bottom) on the board."""
    left, top, right, bottom = board
    side = (right - left) / n
    return {FILES[col] + str(n - row): (int(left + col * side), int(top + row * side),
                                        int(left + (col + 1) * side), int(top + (row + 1) * side))
            for row in range(n) for col in range(n)}


def changed_share(before, after, box):
    """The share of a square's pixels (every second one, an edge of 3
    pixels left out) that differ between two pictures."""
    left, top, right, bottom = box
    differ = total = 0
    for y in range(top + 3, bottom - 3, 2):
        for x in range(left + 3, right - 3, 2):
            total += 1
            if distance(before.pixel(x, y), after.pixel(x, y)) > 40:
                differ += 1
    return differ / max(total, 1)


def ends_in_ellipsis(picture, extents):
    """Whether the words drawn in a cell or a line (its extents on the
    screen) end in "…", as Qt draws words cut to fit: the last three marks
    of ink are dots, narrow and low on the line. (The accessible tree has
    the whole words; only the picture shows what the teacher reads.)"""
    x, y, w, h = extents
    left, right, top, bottom = x + 2, x + w - 2, y + 2, y + h - 2
    if right - left < 8 or bottom - top < 6:
        return False
    background = picture.pixel(left, top)
    ink = {}
    for cx in range(left, right):
        rows = [cy for cy in range(top, bottom) if distance(picture.pixel(cx, cy), background) > 120]
        if rows:
            ink[cx] = rows
    if not ink:
        return False
    text_top = min(min(rows) for rows in ink.values())
    text_bottom = max(max(rows) for rows in ink.values())
    runs = []
    cx = max(ink)
    while cx >= left and len(runs) < 3:
        if cx in ink:
            end = cx
            while cx - 1 in ink:
                cx -= 1
            runs.append((cx, end))
        cx -= 1
    if len(runs) < 3:
        return False
    for start, end in runs:
        rows = [row for c in range(start, end + 1) for row in ink[c]]
        if end - start > 3 or min(rows) < text_top + 0.55 * (text_bottom - text_top):
            return False
    return True


def expect_whole_words(lesson, tree, nodes, what):
    """Item 15: the words of `nodes` (those in view) are not cut on the
    screen (a picture taken now, the panel settled)."""
    shown = [node for node in nodes if tree.in_view(node)]
    if not shown:
        return
    picture = lesson.picture("words")
    cut = [node["name"] for node in shown if ends_in_ellipsis(picture, node["extents"])]
    lesson.expect(not cut, "%s cut on the screen (item 15), %d of %d in view: %s"
                  % (what, len(cut), len(shown), ", ".join(repr(name) for name in cut)))


def tint(before, after, box):
    """How far the square's left part (away from rings and numbers) moved
    in colour between two pictures."""
    left, top, right, bottom = box
    x, y = int(left + 0.2 * (right - left)), (top + bottom) // 2
    return distance(before.mean(x, y), after.mean(x, y))


def main():
    parsed = command_line("tst_lesson.py", accessibility=True)
    if isinstance(parsed, int):
        return parsed
    program, shots, _ = parsed
    started = time.monotonic()
    # Ended from outside (a ctest timeout, Ctrl+C): the finally below still
    # ends every process this test started.
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(1))
    work = tempfile.mkdtemp(prefix="tst_lesson-")
    lesson = None
    try:
        lesson = Lesson(program, shots, work)
        lesson.access = Accessibility(lesson.screen)
        try:
            teach(lesson)
        except BaseException:
            # The lesson could not go on: what failed before it, then why.
            for failure in lesson.failures:
                print("FAIL: " + failure)
            print("tst_lesson: the lesson stopped at step %d (%s):" % (lesson.step, lesson.step_name))
            raise
    finally:
        if lesson:
            for pupil in lesson.browsers.values():
                pupil.quit()
            for pupil in lesson.protocol.values():
                pupil.close()
            if lesson.teacher:
                lesson.teacher.stop()
            if lesson.access:
                lesson.access.stop()
            lesson.screen.stop()
        shutil.rmtree(work, ignore_errors=True)
    took = time.monotonic() - started
    if lesson.failures:
        print("\n%d checks failed:" % len(lesson.failures))
        for failure in lesson.failures:
            print("FAIL: " + failure)
        print("tst_lesson: the lesson taught to its end in %.1f s, with the failures above" % took)
        print("0 passed, 1 failed")
        return 1
    print("tst_lesson: thirty pupils, two questions voted twice, a change of language, seat work, results "
          "saved, the class closed, quit and restarted, killed and resumed, in %.1f s" % took)
    print("1 passed, 0 failed")
    return 0


def teach(lesson):
    open_class(lesson)
    join(lesson)
    square_question(lesson)
    choice_question(lesson)
    seat_work(lesson)
    save_and_close(lesson)
    crash_and_resume(lesson)


# ---- 1. the class opens, presenting -------------------------------------

def present(lesson):
    """The window as the projector shows it: at the screen's top left
    corner (a restarted program puts itself where it was, which without a
    window manager is a title bar's height lower), then View >
    Presentation with the mouse; the board's place once laid out."""
    window = lesson.teacher.window
    lesson.screen.xdotool("windowmove", "--sync", window, "0", "0")
    check("Position: 0,0" in lesson.screen.xdotool("getwindowgeometry", window),
          "the window is not at 0,0: %s" % lesson.screen.xdotool("getwindowgeometry", window))
    first = lesson.screen.board(os.path.join(lesson.work, "window.png"))
    lesson.board = first
    lesson.choose(("MainWindow", "&View"), ("MainWindow", "&Presentation"))

    def moved(picture):
        try:
            return picture.board() != first
        except AssertionError:
            return False
    lesson.picture("presenting", ready=moved, same=lambda p: p.board(), what="the presentation layout")
    lesson.board = lesson.screen.board(os.path.join(lesson.work, "presenting.png"))


def open_class(lesson):
    lesson.begin("opened")
    teacher = lesson.start(free_port(), ("--size", str(N), "--steps", "1"), PREDICT)
    check(teacher.url.startswith("http://") and "?code=" in teacher.url, teacher.url)
    present(lesson)
    # The QR code on the projector holds exactly the address printed.
    read_qr(lesson.screen, os.path.join(lesson.work, "qr.png"), teacher.url)
    tree = lesson.settled(lambda t: t.find(matches=lambda n: n["description"] == teacher.url), "the QR code")
    lesson.expect_in_view(tree, "the class's QR code", matches=lambda n: n["description"] == teacher.url
                          and n["role"] != "label")
    code = teacher.url.split("code=")[1]
    lesson.expect_in_view(tree, "the class code", role="label", name=lesson.w("ClassPanel", "Class code: %1", code))
    lesson.shot(pages=())


# ---- 2. thirty pupils join by the QR code's address -----------------------

def join(lesson):
    lesson.begin("joined")
    url = lesson.teacher.url
    for name, width, height in BROWSERS:
        pupil = Pupil(url, width, height)
        lesson.browsers[name] = pupil
        check(pupil.url.startswith("http://127.0.0.1:"), pupil.url)
        # The join screen is in the class's language before any message.
        state = pupil.wait(lambda s: s["screen"] == "join", "%s's join screen" % name)
        lesson.expect(state["lang"] == LANGUAGE, "%s's join screen speaks %r" % (name, state["lang"]))
        pupil.join(name)
    for at, name in enumerate(PROTOCOL):
        pupil = ProtocolPupil(url, "127.0.0.%d" % (10 + at))
        lesson.protocol[name] = pupil
        welcome = pupil.join(name)
        check(welcome["name"] == name, "%s joined as %r" % (name, welcome["name"]))
        lesson.expect(welcome["language"] == LANGUAGE, "%s was welcomed in %r" % (name, welcome["language"]))
    # The panel counts thirty and lists every name, in view.
    connected = lesson.words.count("ClassPanel", "%n pupil(s) connected", 30)
    tree = lesson.settled(lambda t: t.find(role="label", name=connected), "the count %r" % connected)
    lesson.expect_in_view(tree, "the panel's count %r" % connected, role="label", name=connected)
    listed = [node for node in tree.find(role="list item") if node["name"] in NAMES]
    lesson.expect(sorted(node["name"] for node in listed) == sorted(NAMES),
                  "the class's list names %r" % sorted(node["name"] for node in listed))
    hidden = [node["name"] for node in listed if not tree.in_view(node)]
    lesson.expect(not hidden, "%d of the 30 pupils' names are not in view in the class's list (%s)"
                  % (len(hidden), ", ".join(hidden)))
    expect_whole_words(lesson, tree, listed, "the class's list of names")
    lesson.shot()


# ---- 3. a square question, voted twice ---------------------------------

def square_question(lesson):
    lesson.begin("q1-asked")
    teacher_words = lesson.w("PredictText", "Where will the next queen go in row %1? Click its square.", 7)
    pupil_words = lesson.w("PredictText", "Where will the next queen go in row %1? Tap its square.", 7)
    lesson.wait_pages(lambda p: p["question"], "the first question")
    for name, _ in lesson.pupils():
        page = lesson.page(name)
        lesson.expect(page["lang"] == LANGUAGE, "%s's page speaks %r" % (name, page["lang"]))
        lesson.expect(page["question"] == pupil_words, "%s's page asks %r, not %r" % (name, page["question"], pupil_words))
    ids = {p.question["question"] for p in lesson.protocol.values()}
    check(len(ids) == 1, "the pupils have different questions: %r" % ids)
    q1 = ids.pop()
    squares = sorted(lesson.protocol["Finn"].question["squares"])
    check(squares == ["%s7" % f for f in FILES], "the squares offered: %r" % squares)
    boxes = squares_of(lesson.board, N)
    row7 = ["%s7" % f for f in FILES]

    def row(picture):
        return [picture.mean(*(((b[0] + b[2]) // 2, (b[1] + b[3]) // 2))) for b in (boxes[s] for s in row7)]
    asked = lesson.picture("q1-asked", same=row, what="row 7 drawn")
    tree = wait_count(lesson, "ClassPanel", "%1 of %2 answered", 0, 30)
    teacher_panel(lesson, tree, teacher_words, answered=0, vote=1)
    lesson.shot()

    lesson.begin("q1-vote1")
    for name, _ in lesson.pupils():
        if Q1[name][0]:
            lesson.answer(name, Q1[name][0])
    answered1 = sum(1 for name in NAMES if Q1[name][0])
    tree = wait_count(lesson, "ClassPanel", "%1 of %2 answered", answered1, 30)
    teacher_panel(lesson, tree, teacher_words, answered=answered1, vote=1)
    # Before Reveal the board shows nothing of the answers.
    before = lesson.picture("q1-vote1", same=row, what="row 7 drawn")
    for square in row7:
        lesson.expect(changed_share(asked, before, boxes[square]) < 0.02,
                      "%s changed on the board before Reveal" % square)
    lesson.shot()

    lesson.begin("q1-vote2")
    lesson.key("v")
    lesson.wait_pages(lambda p: p["question"] and p["vote"] == 2 and not p["answer"] and not p["verdict"],
                      "the second vote")
    for name, _ in lesson.pupils():
        if Q1[name][1]:
            lesson.answer(name, Q1[name][1])
    answered2 = sum(1 for name in NAMES if Q1[name][1])
    tree = wait_count(lesson, "ClassPanel", "Vote 2: %1 of %2 answered", answered2, 30)
    teacher_panel(lesson, tree, teacher_words, answered=answered2, vote=2)
    voted = lesson.picture("q1-vote2", same=row, what="row 7 drawn")
    for square in row7:
        lesson.expect(changed_share(asked, voted, boxes[square]) < 0.02,
                      "%s changed on the board before Reveal (vote 2)" % square)
    lesson.shot()

    lesson.begin("q1-revealed")
    lesson.key("r")
    lesson.wait_pages(lambda p: p["verdict"], "the verdict")
    tally1 = tally(Q1, 0)
    tally2 = tally(Q1, 1)

    def marked(picture):
        return all(changed_share(voted, picture, boxes[s]) > 0.05 for s in tally2)
    revealed = lesson.picture("q1-revealed", ready=marked, same=row,
                              what=lambda p: "the squares of vote 2 marked: %r"
                              % {s: round(changed_share(voted, p, boxes[s]), 3) for s in row7})
    share = {s: changed_share(voted, revealed, boxes[s]) for s in row7}
    print("  the board after Reveal, share of each square changed: %s"
          % ", ".join("%s %.2f" % (s, share[s]) for s in row7))
    for square in row7:
        if square not in tally1 and square not in tally2:
            lesson.expect(share[square] < 0.02, "%s, chosen by nobody, changed on the board" % square)
    # The deeper the more pupils chose it (d7: 4, b7: 2, both light squares).
    lesson.expect(tint(voted, revealed, boxes["d7"]) > tint(voted, revealed, boxes["b7"]),
                  "d7 (%d pupils) is not tinted deeper than b7 (%d)" % (tally2["d7"], tally2["b7"]))
    # Item 6: both votes on the board: the squares chosen only in vote 1.
    for square in sorted(set(tally1) - set(tally2)):
        lesson.expect(share[square] > 0.02, "%s, chosen by %d pupils in vote 1 only, is not shown on the board "
                      "after Reveal (item 6: both votes on the board)" % (square, tally1[square]))
    verdicts(lesson, Q1, q1, "c7", teacher_words)
    lesson.shot(pages=(PHONE, "Ben", "Dana", LAPTOP))
    lesson.q1 = q1


def tally(answers, vote):
    counts = {}
    for name in NAMES:
        answer = answers[name][vote]
        if answer:
            counts[answer] = counts.get(answer, 0) + 1
    return counts


def wait_count(lesson, context, source, answered, of):
    """The panel's count of answers, waited for; the tree it is in."""
    text = lesson.w(context, source, answered, of)
    return lesson.settled(lambda t: t.find(name=text), "the count %r" % text)


def teacher_panel(lesson, tree, question, answered, vote):
    """What the teacher needs in view while a question is open (item 3):
    the question's own words, the count, Reveal and Vote Again."""
    expect_question(lesson, tree, question, "in the class's panel")
    count = (lesson.w("ClassPanel", "Vote 2: %1 of %2 answered", answered, 30) if vote == 2
             else lesson.w("ClassPanel", "%1 of %2 answered", answered, 30))
    lesson.expect_in_view(tree, "the count %r" % count, name=count)
    lesson.expect_in_view(tree, "Reveal", role="push button", name=lesson.plain("ClassPanel", "Reveal"), enabled=True)
    lesson.expect_in_view(tree, "Vote Again", role="push button", name=lesson.plain("ClassPanel", "Vote Again"),
                          enabled=vote == 1)


def verdicts(lesson, answers, question_id, right_answer, teacher_question):
    """After Reveal: every page's verdict with its reason, the one-vote
    rule (item 12) on the pages, the projector and the results file, and
    the panel's words in view (item 3)."""
    pages = {name: lesson.page(name) for name, _ in lesson.pupils()}
    square = right_answer[0] in FILES and right_answer[1:].isdigit()
    # Each phone's verdict in the class's words (what the program sent
    # every page), the same on the browsers as the protocol pupils have.
    strings = next(iter(lesson.protocol.values())).words
    for name in lesson.browsers:
        page = pages[name]
        word = {"good": "right", "bad": "wrong", "none": "noAnswer"}.get(page["verdict"])
        lesson.expect(word and strings.get(word) and strings[word] in page["verdictWord"],
                      "%s's verdict %r is not the class's word %r" % (name, page["verdictWord"], strings.get(word)))
    label = right_answer if square else lesson.w("PredictText", right_answer.capitalize())
    twice, unexplained = [], []
    for name, (first, second) in answers.items():
        page = pages[name]
        # The right answer in the page's words, once (item 1: "never says
        # the answer twice").
        said_text = " ".join((page["rightAnswer"], page["explanation"]))
        if said_text.count(label) != 1:
            twice.append((name, said_text))
        if first and second and first != right_answer and second != right_answer:
            # Wrong at both votes: the reason for the pupil's own answer, in
            # predict mode's sentence (item 1).
            reason = reason_for(lesson, second, square)
            if not re.search(reason, page["explanation"]):
                unexplained.append((name, second, reason, page["explanation"]))
    lesson.expect(not twice, "%d pages do not say the right answer %r once (item 1), %s: e.g. %r"
                  % (len(twice), label, ", ".join(name for name, _ in twice), twice and twice[0][1]))
    for answer in sorted({answer for _, answer, _, _ in unexplained}):
        who = [u for u in unexplained if u[1] == answer]
        lesson.expect(False, "%d pupils chose %s, and their pages do not say why in predict mode's words (item 1: "
                      "/%s/), %s: %r" % (len(who), answer, who[0][2], ", ".join(u[0] for u in who), who[0][3]))
    # Item 12: one rule for a pupil who answered one vote, the same on the
    # phone, the projector and in the results file (README, "The teacher's
    # window": a pupil's answer is their latest, vote 2's when they
    # answered vote 2, else vote 1's).
    path, table = wait_journal(lesson, lambda t: question_id in [q["id"] for q in t["questions"]],
                               "question %d in the results file" % question_id)
    rows = {p["name"]: {r["question"]: r for r in p["results"]} for p in table["pupils"]}
    outcome = {name: rows.get(name, {}).get(question_id, {}).get("outcome", "none") for name in NAMES}
    good = sorted(n for n in NAMES if pages[n]["verdict"] == "good")
    bad = sorted(n for n in NAMES if pages[n]["verdict"] == "bad")
    for name in NAMES:
        first, second = answers[name]
        latest = second or first
        verdict = "none" if not latest else "good" if latest == right_answer else "bad"
        result = ("none" if not latest else "wrong" if latest != right_answer
                  else "right-first" if first == right_answer else "right-second")
        one = " (one vote: item 12)" if bool(first) != bool(second) else ""
        lesson.expect(pages[name]["verdict"] == verdict, "%s answered (%s, %s): the page says %r, by the one rule "
                      "%s%s" % (name, first, second, pages[name]["verdictWord"], verdict, one))
        lesson.expect(outcome[name] == result, "%s answered (%s, %s): the results file says %r, by the one rule "
                      "%r%s" % (name, first, second, outcome[name], result, one))
        if first or second:
            recorded = rows.get(name, {}).get(question_id)
            lesson.expect(recorded and recorded["firstVote"] == first and recorded["secondVote"] == second,
                          "%s's votes in the results file: %r, the pages took (%s, %s)" % (name, recorded, first, second))
    latest_right = sum(1 for n in NAMES if (answers[n][1] or answers[n][0]) == right_answer)
    latest_any = sum(1 for n in NAMES if answers[n][1] or answers[n][0])
    lesson.expect((len(good), len(good) + len(bad)) == (latest_right, latest_any),
                  "the pages say %d right of %d, by the one rule %d of %d" % (len(good), len(good) + len(bad),
                                                                            latest_right, latest_any))
    # The panel's lines of the answers given, once it has them (it
    # follows the class at most ten times a second) and is laid out.
    tree = lesson.settled(lambda t: any(re.search(r"\(\d+\s?%\)", text) for n in t.nodes
                                        for text in (n["name"], n["description"])),
                          "the panel's lines of the answers after Reveal")
    texts = lesson.texts_in_view(tree)
    right_share = share_pattern(len(good), len(good) + len(bad))
    lesson.expect(any(re.search(right_share, text) for text in texts),
                  "the projector's share of right answers is not /%s/ in view, as the pages have it (%d right, "
                  "%d wrong): %r" % (right_share, len(good), len(bad), [t for t in texts if "%" in t]))
    # Item 6: the first vote's share too.
    right1 = sum(1 for n in NAMES if answers[n][0] == right_answer)
    answered1 = sum(1 for n in NAMES if answers[n][0])
    first_share = share_pattern(right1, answered1)
    lesson.expect(any(re.search(first_share, text) for text in texts),
                  "the first vote's share of right answers (/%s/) is not in view after Reveal (item 6): %r"
                  % (first_share, [t for t in texts if "%" in t]))
    answered2 = sum(1 for n in NAMES if answers[n][1])
    count = lesson.w("ClassPanel", "Vote 2: %1 of %2 answered", answered2, 30)
    lesson.expect_in_view(tree, "the count %r after Reveal" % count, name=count)
    lesson.expect_in_view(tree, "Reveal after Reveal", role="push button", name=lesson.plain("ClassPanel", "Reveal"))
    lesson.expect_in_view(tree, "Vote Again after Reveal", role="push button",
                          name=lesson.plain("ClassPanel", "Vote Again"))
    expect_question(lesson, tree, teacher_question, "after Reveal")
    print("  verdicts: %d right, %d wrong, %d no answer on the pages; results file %s"
          % (len(good), len(bad), 30 - len(good) - len(bad), os.path.basename(path)))


def share_pattern(right, answered):
    """A share of right answers as the panel writes it in any language,
    "21 of 27 (78%)", "21 von 27 (78 %)": the numbers and the percentage."""
    return r"\b%d\b\D{1,12}\b%d\b\s*\(%d\s?%%\)" % (right, answered, (100 * right + answered // 2) // max(answered, 1))


def expect_question(lesson, tree, question, when):
    """The question's own words (its first sentence, the teacher's or the
    pupils' form) in view in the window, not only in the status line."""
    first = question.split("?")[0] + "?"
    lesson.expect_in_view(tree, "the question %r %s" % (first, when),
                          matches=lambda n: n["role"] in ("label", "text", "static", "heading")
                          and first in n["name"] + n["text"])


def step_to_question(lesson, kind, what):
    """Steps the run (Right) until the class has a question of `kind`
    ("square" or "option"; None: any) open, each key waited for by what it does on
    a page (its board's step or a question); the question."""
    finn = next(iter(lesson.protocol.values()))
    for _ in range(12):
        with finn._changed:
            question = finn.question
            if question and kind in (None, question["input"]) and not finn.verdict:
                return question
            seen = len(finn.messages)
        lesson.key("Right")
        finn.wait(lambda p: any(m["type"] in ("state", "question") for m in p.messages[seen:]),
                  "what Right did (%s)" % what)
    raise AssertionError("no %s question after 12 steps (%s)" % (kind, what))


def reason_for(lesson, answer, square):
    """Predict mode's reason, as a pattern, why `answer` is wrong: for
    question 1 (a8 placed, c7 the first free square in row 7) and question
    2 (b7 refused next)."""
    if square:
        if attacks("a8", answer):
            return pattern(lesson.words, "PredictText", "%1 is attacked: the queen on %2 attacks it %3.",
                           answer, "a8", None)
        return pattern(lesson.words, "PredictText",
                       "The search tries the squares from left to right: a free square comes before %1.", answer)
    return pattern(lesson.words, "PredictText", "%1 is attacked: the queen on %2 attacks it %3.", "b7", "a8", None)


def wait_journal(lesson, predicate, what):
    deadline = time.monotonic() + HANG_GUARD
    while True:
        path, table = lesson.journal()
        if table and predicate(table):
            return path, table
        check(time.monotonic() < deadline, "waited %.0f s for %s (%s)" % (HANG_GUARD, what, path))
        time.sleep(0.2)


# ---- 4. a choice question, a change of language in the middle ------------

def choice_question(lesson):
    lesson.begin("q2-asked")
    step_to_question(lesson, "option", "the choice question")
    lesson.wait_pages(lambda p: p["question"] and p["options"] and not p["verdict"], "the choice question")
    ids = {p.question["question"] for p in lesson.protocol.values()}
    check(len(ids) == 1 and lesson.q1 not in ids, "the second question's ids: %r" % ids)
    q2 = ids.pop()
    options = lesson.protocol["Finn"].question["options"]
    check(sorted(o["value"] for o in options) == ["backtrack", "place", "refuse", "solution"],
          "the options: %r" % options)
    teacher_de = lesson.w("PredictText", "What happens next: place, refuse, backtrack or solution?")
    for name, _ in lesson.pupils():
        page = lesson.page(name)
        lesson.expect(page["question"] == teacher_de, "%s's page asks %r" % (name, page["question"]))
        lesson.expect(page["options"] == [lesson.w("PredictText", o["value"].capitalize()) for o in options],
                      "%s's options: %r" % (name, page["options"]))
    teacher_panel(lesson, wait_count(lesson, "ClassPanel", "%1 of %2 answered", 0, 30), teacher_de, answered=0, vote=1)
    for name in FIRST_HALF:
        if Q2[name][0]:
            lesson.answer(name, Q2[name][0])
    lesson.shot()

    lesson.begin("q2-english")
    lesson.choose(("MainWindow", "&View"), ("LanguageMenu", "&Language"), "English")
    lesson.words = lesson.en
    english = lesson.w("PredictText", "What happens next: place, refuse, backtrack or solution?")
    labels = [lesson.w("PredictText", o["value"].capitalize()) for o in options]
    lesson.wait_pages(lambda p: p["lang"] == "en" and p["question"] == english, "the question in English")
    for name, _ in lesson.pupils():
        page = lesson.page(name)
        lesson.expect(page["options"] == labels, "%s's options in English: %r" % (name, page["options"]))
        kept = Q2[name][0] if name in FIRST_HALF else None
        if kept:
            lesson.expect(page["answer"] in (kept, dict(zip([o["value"] for o in options], labels))[kept]),
                          "%s's answer %r was not kept through the change of language: %r" % (name, kept, page["answer"]))
    page_words(lesson, "en")
    answered = sum(1 for n in FIRST_HALF if Q2[n][0])
    tree = wait_count(lesson, "ClassPanel", "%1 of %2 answered", answered, 30)
    teacher_panel(lesson, tree, english, answered=answered, vote=1)
    for name in NAMES:
        if name not in FIRST_HALF and Q2[name][0]:
            lesson.answer(name, Q2[name][0])
    lesson.shot()

    lesson.begin("q2-vote2")
    lesson.key("v")
    lesson.wait_pages(lambda p: p["question"] == english and p["vote"] == 2 and not p["answer"],
                      "the second vote in English")
    for name, _ in lesson.pupils():
        if Q2[name][1]:
            lesson.answer(name, Q2[name][1])
    answered2 = sum(1 for n in NAMES if Q2[n][1])
    tree = wait_count(lesson, "ClassPanel", "Vote 2: %1 of %2 answered", answered2, 30)
    teacher_panel(lesson, tree, english, answered=answered2, vote=2)

    lesson.begin("q2-revealed")
    lesson.key("r")
    lesson.wait_pages(lambda p: p["verdict"], "the verdict in English")
    verdicts(lesson, Q2, q2, "refuse", english)
    # The bars: both votes' counts for every option (item 6).
    tree = lesson.settled(lambda t: True, "the panel laid out")
    bars = [n for n in tree.nodes if all(label in n["description"] for label in labels)
            and n["role"] not in ("label", "status bar") and n["extents"][2] > 0]
    lesson.expect(bars, "no choice's bars in the window after Reveal")
    # Every option's bar and its counts ("1→0") in view, the last too.
    lesson.expect(not bars or tree.in_view(bars[0]), "the choice's bars are not wholly in view after Reveal: "
                  "%s, the panel shows %s" % (bars and tree.where(bars[0]), bars and next(
                      (a["extents"] for a in tree.ancestors(bars[0]) if tree.in_view(a)), None)))
    first, second = tally(Q2, 0), tally(Q2, 1)
    for node in bars[:1]:
        print("  the bars say: %r" % node["description"])
        lines = node["description"].split("\n")
        for option, label in zip([o["value"] for o in options], labels):
            counts = (second.get(option, 0), first.get(option, 0))
            lesson.expect(any(line.startswith(label) and all(re.search(r"\b%d\b" % c, line[len(label):])
                                                              for c in counts) for line in lines),
                          "the bars do not say both votes of %s (vote 2: %d, vote 1: %d) (item 6): %r"
                          % (label, counts[0], counts[1], node["description"]))
    lesson.shot(pages=(PHONE, "Cem", LAPTOP))

    lesson.begin("q2-german")
    lesson.choose(("MainWindow", "&View"), ("LanguageMenu", "&Language"), "Deutsch")
    lesson.words = lesson.de
    lesson.wait_pages(lambda p: p["lang"] == "de" and p["question"] == teacher_de and p["verdict"],
                      "the revealed question again in German")
    page_words(lesson, "de")
    reason = reason_for(lesson, "place", False)
    wrong = [name for name in NAMES if Q2[name][1] in ("place", "backtrack")]
    unexplained = [name for name in wrong if not re.search(reason, lesson.page(name)["explanation"])]
    lesson.expect(not unexplained, "after the change back to German, %d wrong pages do not say why in German "
                  "(/%s/), %s: %r" % (len(unexplained), reason, ", ".join(unexplained),
                                      unexplained and lesson.page(unexplained[0])["explanation"]))
    tree = lesson.settled(lambda t: t.find(matches=lambda n: teacher_de.split("?")[0] in n["name"]
                                           and n["role"] != "status bar"), "the question in German")
    expect_question(lesson, tree, teacher_de, "in German after the change")
    lesson.shot(pages=(PHONE, "Cem", LAPTOP))
    lesson.q2 = q2


def page_words(lesson, language):
    """Every browser's own words are the class's in `language` (as the
    program sent them to every page), and its status line is the one the
    program sends for the board."""
    words = next(iter(lesson.protocol.values()))
    with words._changed:
        strings = dict(words.words)
        status = (words.last("state") or {}).get("status", "")
    for name, pupil in lesson.browsers.items():
        state = pupil.wait(lambda s: s["lang"] == language and s["status"] == status,
                           "%s's page in %s with the board's status %r" % (name, language, status))
        lesson.expect(state["leave"] == strings.get("leave"), "%s's Leave reads %r, the class's words %r"
                      % (name, state["leave"], strings.get("leave")))


# ---- 5. seat work ---------------------------------------------------------

def results_words(lesson, tree):
    """Item 15: the class's results table's words in view are whole."""
    results = [n for t in tree.find(role="table", name=lesson.w("ClassPanel", "Results of the class"))
               for n in tree.find(within=t) if n["role"] in ("table cell", "table row header", "table column header")]
    expect_whole_words(lesson, tree, results, "the results table's words")


def seat_work(lesson):
    lesson.begin("seat-started")
    tree = lesson.settled(lambda t: True, "the panel laid out")
    results_words(lesson, tree)
    # Item 17: Start and Stop Seat Work have shortcuts of their own.
    for item in (("SeatMode", "Start Seat &Work…"), ("SeatMode", "Stop Se&at Work"), ("ClassMode", "Open &Class")):
        node = [n for n in tree.find(role="menu item", name=lesson.plain(*item))]
        lesson.expect(node and node[0]["keys"] and any(k for k in node[0]["keys"].split(";")),
                      "Run > %s has no shortcut (item 17): %r" % (lesson.plain(*item), node and node[0]["keys"]))
    lesson.choose(("MainWindow", "&Run"), ("SeatMode", "Start Seat &Work…"))
    title = lesson.w("SeatStartDialog", "Start Seat Work")
    dialog = lesson.teacher.window_named(title)
    check(dialog, "no dialog %r after Run > %s" % (title, lesson.plain("SeatMode", "Start Seat &Work…")))
    lesson.teacher.wait_focus(dialog, "the start dialog")
    marked, tree = lesson.teacher.find(lesson.access, "the box Refused squares are marked", role="check box",
                                       name=lesson.plain("PracticeTaskForm", "&Refused squares are marked for the pupils"),
                                       window=title)
    lesson.teacher.click(marked)
    size, tree = lesson.teacher.find(lesson.access, "the board size", role="spin button",
                                     name=lesson.plain("PracticeTaskForm", "Board &size (N):"), window=title)
    lesson.teacher.click(size)
    lesson.screen.xdotool("key", "ctrl+a", "type", str(SEAT_N))
    deadline = time.monotonic() + HANG_GUARD
    while True:
        tree = lesson.tree(title)
        box = [n for n in tree.find(role="check box") if "checked" in n["states"]]
        spin = tree.find(role="spin button", name=size["name"])
        if box and spin and spin[0]["text"] == str(SEAT_N):
            break
        check(time.monotonic() < deadline, "the start dialog never said 6 and marked: %r"
              % [(n["name"], n["text"], n["states"]) for n in tree.nodes if n["role"] in ("check box", "spin button")])
        time.sleep(0.2)
    for node in tree.nodes:
        if node["role"] in ("push button", "check box", "spin button", "label") and node["extents"][2] > 0:
            lesson.expect(tree.in_view(node), "the start dialog's %s is not on the screen" % tree.where(node))
    print("  the start dialog says: %s" % " | ".join(n["name"] for n in tree.find(role="label") if "56" in n["name"]))
    lesson.shot(pages=())
    start, _ = lesson.teacher.find(lesson.access, "Start", role="push button",
                                   name=lesson.plain("SeatStartDialog", "S&tart"), window=title)
    lesson.teacher.click(start)
    check(lesson.teacher.window_gone(title), "the start dialog stayed after Start")
    seats = {name: Seat(pupil) for name, pupil in lesson.browsers.items()}
    for name, seat in seats.items():
        state = seat.wait(lambda s: s["seat"] and len(s["squares"]) == SEAT_N * SEAT_N, "%s's 6 x 6 board" % name)
        lesson.expect(state["lang"] == "de" and state["instruction"], "%s's seat: %r" % (name, state["instruction"]))
        lesson.expect(not lesson.browsers[name].state()["question"], "%s's page still shows a question" % name)
    for name, pupil in lesson.protocol.items():
        pupil.wait(lambda p: p.seat and p.seat["n"] == SEAT_N, "%s's seat" % name)
        lesson.expect(pupil.question is None, "%s still has a question in seat work" % name)
    instruction = lesson.protocol["Finn"].seat["instruction"]
    lesson.expect(seats["Ada"].state()["instruction"] == instruction,
                  "Ada's instruction %r, the class's %r" % (seats["Ada"].state()["instruction"], instruction))

    lesson.begin("seat-acting")

    def browser_act(name, action, square=None):
        seat = seats[name]
        before = seat.state()
        if action == "show":
            seat.press("seat-show")
        else:
            seat.tap(square)
        return seat.wait(lambda s: s["counted"] != before["counted"] and not any(
            "pending" in sq["classes"] for sq in s["squares"].values()), "%s's %s %s answered" % (name, action, square))

    def browser_right(name):
        return browser_act(name, "place", right_seat_step(*browser_board(seats[name].state())))

    for _ in range(3):
        browser_right("Ada")
    state = browser_act("Ben", "place", "b6")  # a square skipped: a6 is free
    lesson.expect("bad" in state["verdictClass"] and "wrong" in state["squares"]["b6"]["classes"]
                  and "expected" in state["squares"]["a6"]["classes"], "Ben's mistake on b6 drawn: %r"
                  % {k: state[k] for k in ("verdict", "verdictText")})
    mistake_text = state["verdictText"]
    state = browser_act("Ben", "place", "e5")  # c5 comes first
    lesson.expect("bad" in state["verdictClass"], "Ben's queen on e5: %r" % state["verdictText"])
    lesson.shot(pages=("Ben",), name="seat-mistake")
    browser_right("Ben")
    for _ in range(2):
        state = browser_act("Cem", "show")
        lesson.expect(state["verdictClass"].endswith("shown") or "shown" in state["verdictClass"],
                      "Cem's Show me is not shown as shown: %r" % state["verdictClass"])
    browser_right("Cem")
    before = browser_board(seats["Cem"].state()), seats["Cem"].state()["counted"]
    lesson.browsers["Cem"].reload()
    state = seats["Cem"].wait(lambda s: s["seat"] and len(s["squares"]) == SEAT_N * SEAT_N and s["counted"],
                              "Cem back at his seat")
    lesson.expect((browser_board(state), state["counted"]) == before,
                  "after the reload Cem's board is %r, not %r" % ((browser_board(state), state["counted"]), before))
    browser_right("Dana")
    browser_act("Dana", "place", "f5")  # c5 comes first
    for _ in range(2):
        browser_right("Emil")
    for at, (name, pupil) in enumerate(lesson.protocol.items()):
        if at % 5 == 0:
            pupil.act("place", "c6")  # a6 comes first
        if at % 7 == 0:
            pupil.act("show")
        for _ in range(at % 4):
            seat = pupil.seat
            pupil.act("place", right_seat_step(seat["n"], seat["queens"], seat["refused"]))
    pages = {name: seat.state()["counted"] for name, seat in seats.items()}
    for name, pupil in lesson.protocol.items():
        c = pupil.seat["counts"]
        pages[name] = [c["done"], c["mistakes"], c["shown"]]
    print("  Ben's mistake: %s" % mistake_text)
    # The table against the pages (the window follows at most every
    # SeatMode::RefreshMs): a row per pupil, name, steps, mistakes, shown.
    tree = lesson.settled(lambda t: {name: row[1] for name, row in seat_table(lesson, t).items()} == pages,
                          "the seat-work table as the pages say")
    table = seat_table(lesson, tree)
    lesson.expect({name: row[1] for name, row in table.items()} == pages,
                  "the seat-work table %r, the pages %r" % ({n: r[1] for n, r in table.items()}, pages))
    lesson.expect_in_view(tree, "Stop Seat Work", role="push button", name=lesson.plain("SeatMode", "Stop Se&at Work"))
    lesson.expect_in_view(tree, "the most common mistake", matches=lambda n: n["name"].startswith(
        lesson.w("SeatPanel", "Most common mistake now: %1", "")))
    # The whole class at a glance, readable for thirty (item 3): in the
    # panel, or in a view of its own the panel's Whole Class opens.
    whole = ("SeatPanel", "Whole Class")
    toggle = tree.find(name=lesson.words.table.get(whole, whole[1]).replace("&", ""),
                       matches=lambda n: n["role"] in ("push button", "toggle button", "check box"))
    glance = WINDOW
    if toggle:
        lesson.press(toggle[0], toggle[0]["name"])
        glance = lesson.words.table.get(("SeatGlanceView", "The class at a glance"), "The class at a glance")
        lesson.expect(lesson.teacher.window_named(glance), "no window %r after %s" % (glance, toggle[0]["name"]))
        tree = settled_window(lesson, glance, lambda t: {n: r[1] for n, r in seat_table(lesson, t).items()} == pages,
                              "the whole class at a glance as the pages say")
        table = seat_table(lesson, tree)
        lesson.expect({name: row[1] for name, row in table.items()} == pages, "the whole class at a glance %r, "
                      "the pages %r" % ({n: r[1] for n, r in table.items()}, pages))
    hidden = sorted(name for name, row in table.items() if not tree.in_view(row[0]))
    lesson.expect(len(table) == 30 and not hidden, "%d of the 30 rows of the seat-work table are not in view (%s)%s"
                  % (30 - len(table) + len(hidden), ", ".join(hidden),
                     "" if toggle else " and the panel offers no view of the whole class"))
    seat_cells = [row[0] for row in table.values()]
    expect_whole_words(lesson, tree, seat_cells, "the seat-work table's words")
    # The journal comes to hold what the pages say.
    path, journal = wait_journal(lesson, lambda t: t.get("seatWork") and {
        p["name"]: [p["done"], sum(p["mistakes"].values()), p["shown"]]
        for p in t["seatWork"][-1]["pupils"]} == pages, "the seat work in the results file as the pages say")
    lesson.shot(pages=("Ben", LAPTOP))

    lesson.begin("seat-board")
    # Ben's board (his mistakes), or, when his row is out of view (a
    # failure counted), the first pupil's the teacher sees.
    shown = [name for name, row in table.items() if tree.in_view(row[0])]
    check(shown, "no row of the seat-work table in view")
    who = "Ben" if "Ben" in shown else shown[0]
    lesson.teacher.click(table[who][0])
    title = lesson.w("SeatPanel", "Board of %1", who)
    window = lesson.teacher.window_named(title)
    lesson.expect(window, "no window %r after a click on %s's row" % (title, who))
    if window:
        tree = lesson.tree(title)
        boards = [n for n in tree.nodes if n["description"].startswith(lesson.w("PupilBoardView", "%1 x %1 board, queens on %2", SEAT_N, "")[:5])]
        for node in tree.nodes:
            if node["extents"][2] > 0 and node["role"] in ("dialog", "push button"):
                lesson.expect(tree.in_view(node), "%s's board's %s is not on the screen" % (who, tree.where(node)))
        if who in seats:
            queens = browser_board(seats[who].state())[1]
        else:
            queens = lesson.protocol[who].seat["queens"]
        described = " ".join(n["description"] for n in boards) or " ".join(n["description"] for n in tree.nodes)
        for queen in queens:
            lesson.expect(queen in described, "%s's board shown large does not have the queen %s: %r"
                          % (who, queen, described))
        lesson.shot(pages=(who,) if who in seats else ())
        close, _ = lesson.teacher.find(lesson.access, "the board's Close", role="push button", window=title)
        lesson.teacher.click(close)
        lesson.expect(lesson.teacher.window_gone(title), "%s's board stayed after %s" % (who, close["name"]))
    if glance != WINDOW and lesson.teacher.shown_windows(glance):
        tree = lesson.tree(glance)
        buttons = [n for n in tree.find(role="push button") if tree.in_view(n)
                   and not any(a["role"] == "table" for a in tree.ancestors(n))]
        check(buttons, "the whole class at a glance has no button to close it in view")
        close = buttons[-1]
        lesson.teacher.click(close)
        lesson.expect(lesson.teacher.window_gone(glance), "the whole class at a glance stayed after %s" % close["name"])

    lesson.begin("seat-stopped")
    lesson.choose(("MainWindow", "&Run"), ("SeatMode", "Stop Se&at Work"))
    for name, seat in seats.items():
        state = seat.wait(lambda s: s["end"], "%s's summary" % name)
        lesson.expect(state["endCounted"] == pages[name], "%s's summary counts %r, the page said %r"
                      % (name, state["endCounted"], pages[name]))
    for name, pupil in lesson.protocol.items():
        pupil.wait(lambda p: p.seatend, "%s's summary" % name)
        c = pupil.seatend["counts"]
        lesson.expect([c["done"], c["mistakes"], c["shown"]] == pages[name], "%s's summary %r" % (name, c))
    lesson.shot(pages=("Ben", LAPTOP))
    lesson.seat_pages = pages


def seat_table(lesson, tree):
    """The seat-work tables (the panel's, or the whole class's side by
    side): name -> (its name cell, [steps, mistakes, shown])."""
    rows = {}
    names = {lesson.w("SeatPanel", "The class at a glance"),
             lesson.words.table.get(("SeatGlanceView", "The class at a glance"), "The class at a glance")}
    for table in tree.find(role="table", matches=lambda n: n["name"] in names):
        cells = tree.find(role="table cell", within=table)
        for at in range(0, len(cells) - 5, 6):
            name = cells[at]["name"]
            try:
                rows[name] = (cells[at], [int(cells[at + k]["name"]) for k in (1, 2, 3)])
            except ValueError:
                pass
    return rows


def settled_window(lesson, title, ready, what):
    """Lesson.settled() for a window of the program other than the main one."""
    deadline = time.monotonic() + HANG_GUARD
    last = None
    while True:
        tree = lesson.tree(title)
        if ready(tree):
            key = [(n["role"], tuple(n["extents"])) for n in tree.nodes if n["role"] in ("table", "push button")]
            if key == last:
                return tree
            last = key
        else:
            last = None
        if time.monotonic() > deadline:
            lesson.expect(False, "waited %.0f s for %s" % (HANG_GUARD, what))
            return tree
        time.sleep(0.2)


# ---- 6. results saved, the class closed, quit and start again -------------

def save_dialog(lesson, button, title, path):
    """Saves through a file dialog: the button (a node), then the file's
    name typed, Enter; waits for the file."""
    lesson.press(button, button["name"])
    window = lesson.teacher.window_named(title)
    check(window, "no file dialog %r after %s" % (title, button["name"]))
    lesson.teacher.wait_focus(window, "the file dialog %r" % title)
    tree = lesson.tree(title)
    for node in tree.find(role="push button"):
        if node["extents"][2] > 0:
            lesson.expect(tree.in_view(node), "the file dialog's %s is not on the screen" % tree.where(node))
    lesson.screen.xdotool("key", "ctrl+a", "type", "--delay", "10", path)
    lesson.screen.xdotool("key", "Return")
    check(lesson.teacher.window_gone(title), "the file dialog %r stayed open" % title)
    deadline = time.monotonic() + HANG_GUARD
    while not os.path.exists(path):
        check(time.monotonic() < deadline, "%s was not written" % path)
        time.sleep(0.1)
    with open(path, encoding="utf-8") as saved:
        return json.load(saved)


def save_and_close(lesson):
    lesson.begin("saved")
    tree = lesson.settled(lambda t: True, "the panel laid out")
    save = lesson.expect_in_view(tree, "Save Results", role="push button",
                                 name=lesson.plain("ClassPanel", "Save Results..."))
    if not save:
        # The teacher scrolls to it; the results table is just above.
        save, _ = lesson.scroll_to("push button", lesson.plain("ClassPanel", "Save Results..."), "Save Results")
        save = save or tree.find(role="push button", name=lesson.plain("ClassPanel", "Save Results..."))[0]
    results_words(lesson, lesson.settled(lambda t: True, "the panel laid out"))
    lesson.shot(pages=(), name="results")
    saved = save_dialog(lesson, save, lesson.w("ClassResultsDialog", "Save the Class's Results"),
                        os.path.join(lesson.work, "klasse.json"))
    _, journal = lesson.journal()
    lesson.expect(saved["questions"] == journal["questions"] and saved["pupils"] == journal["pupils"],
                  "the saved results differ from the class's file")
    lesson.expect([q["id"] for q in saved["questions"]] == [lesson.q1, lesson.q2],
                  "the results hold the questions %r, the pupils were asked %r (item 11: no question nobody saw)"
                  % ([(q["id"], q["text"]) for q in saved["questions"]], [lesson.q1, lesson.q2]))
    tree = lesson.settled(lambda t: True, "the panel laid out")
    seat_save = lesson.expect_in_view(tree, "Save Seat Work Results", role="push button",
                                      name=lesson.plain("SeatPanel", "Save Seat Work Results"))
    if not seat_save:
        seat_save = tree.find(role="push button", name=lesson.plain("SeatPanel", "Save Seat Work Results"))[0]
    seat = save_dialog(lesson, seat_save, lesson.w("SeatPanel", "Save Seat Work Results"),
                       os.path.join(lesson.work, "stillarbeit.json"))
    rows = seat["seatWork"][-1]["pupils"] if "seatWork" in seat else seat.get("pupils", [])
    counts = {p["name"]: [p["done"], sum(p["mistakes"].values()), p["shown"]] for p in rows}
    lesson.expect(counts == lesson.seat_pages, "the saved seat work %r, the pages %r" % (counts, lesson.seat_pages))
    lesson.shot(pages=())

    lesson.begin("closed")
    tree = lesson.settled(lambda t: True, "the panel laid out")
    close = lesson.expect_in_view(tree, "Close the Class", role="push button",
                                  name=lesson.plain("ClassPanel", "Close the Class"))
    if not close:
        close = tree.find(role="push button", name=lesson.plain("ClassPanel", "Close the Class"))[0]
    lesson.press(close, "Close the Class")
    asked = lesson.w("ClassMode", "Close the Class")
    box = lesson.teacher.window_named(asked)
    check(box, "Close the Class did not ask first with 30 pupils connected")
    confirm, _ = lesson.teacher.find(lesson.access, "Close the Class in the question", role="push button",
                                     name=lesson.plain("ClassMode", "Close the Class"), window=asked)
    lesson.teacher.click(confirm)
    closed_words = lesson.protocol["Finn"].words.get("classClosed")
    for name, pupil in lesson.browsers.items():
        state = pupil.wait(lambda s: s["screen"] == "end", "%s's page told the class closed" % name)
        lesson.expect(state["end"] == closed_words, "%s's page says %r" % (name, state["end"]))
    for name, pupil in lesson.protocol.items():
        pupil.wait(lambda p: p.closed, "%s told the class closed" % name)
        lesson.expect(pupil.closed == "closed", "%s was told %r" % (name, pupil.closed))
    folder = os.path.join(lesson.home, "data", "nqueens-visualizer", "classes")
    deadline = time.monotonic() + HANG_GUARD
    while glob.glob(os.path.join(folder, "*.open.json")) and time.monotonic() < deadline:
        time.sleep(0.1)
    lesson.expect(not glob.glob(os.path.join(folder, "*.open.json")) and not glob.glob(os.path.join(folder, "*.roster")),
                  "after closing the class: %r" % sorted(os.listdir(folder)))
    lesson.shot()

    lesson.begin("restarted")
    lesson.key("ctrl+q")
    code = lesson.teacher.exited("the program to quit after Ctrl+Q")
    lesson.expect(code == 0, "the program quit with %r" % code)
    restart_without_notice(lesson)
    lesson.shot(pages=())


def restart_without_notice(lesson):
    """Starts the program again (no class) and checks that it offers no
    class that did not close. The barrier: Open Class through the Run
    menu, done after anything the start shows; then no such box."""
    teacher = lesson.start(None, ("--size", str(N)))
    present(lesson)
    lesson.choose(("MainWindow", "&Run"), ("ClassMode", "Open &Class"))
    tree = wait_tree(lesson, lambda t: [n for n in t.nodes if n["role"] == "label" and "?code=" in n["name"]],
                     "the class open after the restart")
    unclosed = lesson.w("ClassOffers", "A class did not close")
    lesson.expect(not teacher.shown_windows(unclosed), "the start said %r after a normal quit" % unclosed)
    return tree


def wait_tree(lesson, predicate, what):
    deadline = time.monotonic() + HANG_GUARD
    while True:
        tree = lesson.main_tree()
        if predicate(tree):
            return tree
        check(time.monotonic() < deadline, "waited %.0f s for %s" % (HANG_GUARD, what))
        time.sleep(0.2)


# ---- 7. a class killed and resumed ----------------------------------------

def crash_and_resume(lesson):
    lesson.begin("second-class")
    tree = lesson.main_tree()
    url = [n for n in tree.nodes if n["role"] == "label" and "?code=" in n["name"]][0]["name"]
    read_qr(lesson.screen, os.path.join(lesson.work, "qr2.png"), url)
    # Every pupil opens the new address.
    for name, pupil in lesson.browsers.items():
        pupil.url = pupils.loopback(url)
        pupil.driver.get(pupil.url)
        pupil.wait(lambda s: s["screen"] == "join", "%s's join screen of the new class" % name)
        pupil.join(name)
    old = lesson.protocol
    lesson.protocol = {}
    for at, name in enumerate(PROTOCOL):
        pupil = ProtocolPupil(url, "127.0.0.%d" % (10 + at))
        lesson.protocol[name] = pupil
        pupil.join(name)
        old[name].close()
    lesson.wait_pages(lambda p: p["question"], "a question in the new class")
    q3 = lesson.protocol["Finn"].question
    # Everyone answers the first question; R.
    for name, _ in lesson.pupils():
        lesson.answer(name, "place" if q3["input"] == "option" else q3["squares"][0])
    lesson.key("r")
    lesson.wait_pages(lambda p: p["verdict"], "the verdict in the new class")
    path, journal = wait_journal(lesson, lambda t: [q["id"] for q in t["questions"]] == [q3["question"]],
                                 "the new class's first question in its file")
    # The next step's question, half answered, and the program killed.
    step_to_question(lesson, None, "the next question")
    lesson.wait_pages(lambda p: p["question"] and not p["verdict"], "the next question")
    for name in NAMES[:10]:
        question = lesson.protocol["Finn"].question
        lesson.answer(name, "place" if question["input"] == "option" else question["squares"][0])
    tokens = {name: pupil.token for name, pupil in lesson.protocol.items()}
    lesson.shot()

    lesson.begin("killed")
    lesson.teacher.kill()
    # Every page retries by itself; the protocol pupils' connections drop.
    for name, pupil in lesson.protocol.items():
        pupil.wait(lambda p: not p.connected, "%s's connection dropped" % name)
    teacher = lesson.start(None, ("--size", str(N)))
    title = lesson.w("ClassOffers", "A class did not close")
    box = teacher.window_named(title)
    lesson.expect(box, "the start after kill -9 offered no class that did not close")
    if not box:
        return
    lesson.shot(pages=(PHONE,))
    go_on = lesson.plain("ClassOffers", "Go On with the Class")
    found = [n for n in lesson.tree(title).find(role="push button", name=go_on)]
    lesson.expect(found, "the offer has no %r (item 9)" % go_on)
    if not found:
        return

    lesson.begin("resumed")
    lesson.teacher.click(found[0])
    check(teacher.window_gone(title), "the offer stayed after %s" % go_on)
    present(lesson)
    tree = wait_tree(lesson, lambda t: [n for n in t.nodes if n["role"] == "label" and "?code=" in n["name"]],
                     "the class going on")
    again = [n for n in tree.nodes if n["role"] == "label" and "?code=" in n["name"]][0]["name"]
    lesson.expect(again == url, "the class went on at %r, not %r (the same code and port)" % (again, url))
    # The browsers come back by themselves as the same pupils.
    for name, pupil in lesson.browsers.items():
        state = pupil.wait(lambda s: s["screen"] == "class" and s["who"], "%s back by itself" % name)
        lesson.expect(state["who"].endswith(name), "%s came back as %r" % (name, state["who"]))
    for name, pupil in lesson.protocol.items():
        welcome = pupil.come_back()
        lesson.expect(welcome["name"] == name and pupil.token == tokens[name],
                      "%s came back as %r" % (name, welcome["name"]))
    connected = lesson.words.count("ClassPanel", "%n pupil(s) connected", 30)
    wait_tree(lesson, lambda t: t.find(role="label", name=connected), "30 pupils back in the panel")
    lesson.wait_pages(lambda p: p["question"] and not p["verdict"], "a question after the class went on")
    q4 = lesson.protocol["Finn"].question
    for name, _ in lesson.pupils():
        lesson.answer(name, "place" if q4["input"] == "option" else q4["squares"][0])
    lesson.key("r")
    lesson.wait_pages(lambda p: p["verdict"], "the verdict after the class went on")
    path2, journal = wait_journal(lesson, lambda t: q4["question"] in [q["id"] for q in t["questions"]],
                                  "the question after going on in the results file")
    rows = {p["name"]: {r["question"]: r for r in p["results"]} for p in journal["pupils"]}
    for name, _ in lesson.pupils():
        page = lesson.page(name)
        recorded = rows.get(name, {}).get(q4["question"], {})
        given = "place" if q4["input"] == "option" else q4["squares"][0]
        lesson.expect(page["verdict"] in ("good", "bad") and recorded.get("firstVote") == given
                      and (page["verdict"] == "good") == (recorded.get("outcome") == "right-first"),
                      "%s after going on answered %s: the page says %r, the results file %r"
                      % (name, given, page["verdictWord"], recorded))
    lesson.expect(os.path.basename(path2).split(".")[0] == os.path.basename(path).split(".")[0],
                  "the class went on in %s, it began in %s (one file for the lesson)" % (path2, path))
    lesson.expect(q3["question"] in [q["id"] for q in journal["questions"]],
                  "the question before the crash is not in the file: %r" % journal["questions"])
    lesson.expect(sorted(p["name"] for p in journal["pupils"]) == sorted(NAMES),
                  "the file's pupils after going on: %r" % sorted(p["name"] for p in journal["pupils"]))
    lesson.shot()

    lesson.begin("quit-open")
    lesson.key("ctrl+q")
    code = lesson.teacher.exited("the program to quit with the class open")
    lesson.expect(code == 0, "the program quit with %r" % code)
    for name, pupil in lesson.protocol.items():
        pupil.wait(lambda p: p.closed or not p.connected, "%s told the class closed" % name)
        lesson.expect(pupil.closed == "closed", "%s was not told the class closed when the program quit" % name)
    folder = os.path.join(lesson.home, "data", "nqueens-visualizer", "classes")
    lesson.expect(not glob.glob(os.path.join(folder, "*.open.json")) and not glob.glob(os.path.join(folder, "*.roster")),
                  "after quitting with the class open: %r" % sorted(os.listdir(folder)))
    restart_without_notice(lesson)
    lesson.shot(pages=())


if __name__ == "__main__":
    sys.exit(main())
