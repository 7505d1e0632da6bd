# SPDX-License-Identifier: MIT
"""The whole class through the real program: the teacher's window on a
display of its own (Xvfb), driven with keys (xdotool), three pupils in
headless Chromium.

The program opens its class at start (--class PORT) and prints
"class: URL"; a picture of the screen is read by a QR code reader (zbarimg)
and must hold exactly that URL. The pupils open it with its host replaced by
127.0.0.1 (the test sends nothing to any other address), join, and answer
predict mode's questions as the teacher steps: a square question by tapping
(one pupil changes her mind, one reloads and is the same pupil with the
same answer), voted twice (V: she goes with the others), then a choice
question by buttons, voted twice too. After each Reveal (R) each page says
right or wrong, and the window's board shows how many pupils chose each
square in both votes: the square chosen in vote 2 tinted, the square chosen
in vote 1 only still marked (vote 1's count in its corner), and no other
square changes; before Reveal the board shows nothing of either vote. When the program writes the class's results
file (in its data folder) it must say what the pupils did.

Then presenting (F5) on the 1280x720 screen: the class panel's question,
its count and Reveal, Vote Again and Step On are wholly in view (read from
the window's accessible tree, AT-SPI, as a screen reader reads it), after
the second vote's Reveal, with the next question answered and after its
Reveal; the teacher turns the wheel over the panel to the QR code, which
reads back as the address at the projector's size.

    /usr/bin/python3 tst_classwindow.py PROGRAM [SCREENSHOT_DIR] [--lang CODE]

--lang walks it in another of the window's languages (de, es, fr; English
when not given), to look at the pictures.

Exits 77 (skipped) only when Chromium, chromedriver, Selenium, Xvfb,
xdotool, zbarimg, ImageMagick's import, D-Bus, the AT-SPI bus launcher or
python3-pyatspi is absent (scripts/install-deps.sh installs them all, and
CI counts a skip as a failure). Every process it starts
(Xvfb, the program, the browsers) is ended by its own id, also on failure.
With SCREENSHOT_DIR, the teacher's window goes there (class-teacher.png,
class-teacher-presentation.png, class-teacher-reveal.png).
"""

import json
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import pupils  # noqa: E402
from teacherwindow import (Accessibility, command_line, read_qr, Screen, Teacher, Words, check, distance,  # noqa: E402
                           free_port)

# Predict asks at every step where a question fits, where the next queen
# goes or what happens next (QuestionKind NextSquare = bit 0, NextEvent =
# bit 2; Frequency EveryStep = 0).
PREDICT_EVERY_STEP = "[predict]\nkinds=5\nfrequency=0\n"


def squares_of(board, n, down=0.5):
    """Square name -> its point at `down` of its height, a fifth of its
    width in from the left: at the middle, away from the rings and numbers
    the answer layer draws at the centre; at 0.2, in vote 1's box in the
    top-left corner after a second vote. On an n x n board."""
    left, top, right, bottom = board
    side = (right - left) / n
    points = {}
    for row in range(n):
        for col in range(n):
            name = "abcdefghijklmnopqrstuvwxyz"[col] + str(n - row)
            points[name] = (int(left + (col + 0.2) * side), int(top + (row + down) * side))
    return points


def controls_in_view(access, teacher, words, question, count, answered, in_class, when):
    """Waits until the class panel shows `question`, the count (`count`
    with `answered` and `in_class`) and Reveal, Vote Again and Step On
    wholly in view in two readings of the window's accessible tree in a
    row (laid out, nothing moving); fails naming where each is."""
    count_text = count.replace("%1", str(answered)).replace("%2", str(in_class))
    wanted = [("label", question), ("label", count_text),
              ("push button", words("ClassPanel", "Reveal").replace("&", "")),
              ("push button", words("ClassPanel", "Vote Again").replace("&", "")),
              ("push button", words("ClassPanel", "Step On").replace("&", ""))]
    deadline = time.monotonic() + pupils.HANG_GUARD
    last = None
    while True:
        tree = teacher.tree(access)
        found = {(role, name): [node for node in tree.find(role=role, name=name)] for role, name in wanted}
        seen = {key: [node for node in nodes if tree.in_view(node)] for key, nodes in found.items()}
        placed = sorted((key, tuple(nodes[0]["extents"])) for key, nodes in seen.items() if nodes)
        if all(seen.values()) and placed == last:
            return
        last = placed if all(seen.values()) else None
        if time.monotonic() > deadline:
            missing = ["%s %r (%s)" % (role, name, "; ".join(tree.where(node) for node in found[(role, name)])
                                       or "not in the window")
                       for (role, name), nodes in seen.items() if not nodes]
            raise AssertionError("%s: not wholly in view on the 1280x720 screen: %s" % (when, ", ".join(missing)))
        time.sleep(0.1)


def scroll_to_qr(screen, teacher, access, path):
    """Turns the mouse wheel over the panel that holds the QR code (over
    its left margin, not over a list of its own), as a teacher does, until
    the code is wholly in view (read from the accessible tree); the
    picture's path."""
    deadline = time.monotonic() + pupils.HANG_GUARD
    while True:
        tree = teacher.tree(access)
        found = tree.find(matches=lambda n: n["description"] == teacher.url)
        check(found, "no QR code in the window's tree")
        node = found[0]
        if tree.in_view(node):
            return screen.still(path)
        area = next((a for a in tree.ancestors(node) if a["extents"][2] > 0 and a["extents"][3] > 0
                     and tree.in_view(a)), None)
        check(area, "the QR code's panel is out of sight")
        ax, ay, aw, ah = area["extents"]
        down = node["extents"][1] > ay
        screen.xdotool("mousemove", str(ax + 3), str(ay + ah // 2), "click", "5" if down else "4")
        if time.monotonic() > deadline:
            raise AssertionError("the QR code did not come into view with the wheel in %.0f s" % pupils.HANG_GUARD)


def main():
    parsed = command_line("tst_classwindow.py", accessibility=True)
    if isinstance(parsed, int):
        return parsed
    program, shots, language = parsed
    started = time.monotonic()
    # Ended from outside (a ctest timeout, Ctrl+C): the finally below still
    # ends every process this test started.
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(1))
    work = tempfile.mkdtemp(prefix="tst_classwindow-")
    screen = teacher = access = None
    browsers = []
    words = Words(language)
    try:
        screen = Screen()
        # The window's accessible tree (AT-SPI) says where its controls are.
        access = Accessibility(screen)
        # One step in (a6 placed): the first question is where the queen of
        # row 5 goes.
        teacher = Teacher(program, screen, os.path.join(work, "home"), free_port(), language,
                          ("--size", "6", "--steps", "1"), PREDICT_EVERY_STEP, env=access.env)
        check(teacher.url.startswith("http://") and "?code=" in teacher.url, teacher.url)

        # The QR code in the window holds exactly the printed address.
        first = read_qr(screen, os.path.join(work, "opened.png"), teacher.url)
        board = screen.board(first)
        n = 6
        points = squares_of(board, n)
        corners = squares_of(board, n, 0.2)
        row5 = ["%s5" % c for c in "abcdef"]

        def row(picture):
            """Row 5 of the board in a picture: each square's mean colour,
            at its middle and in its corner."""
            return [picture.mean(*at[name]) for name in row5 for at in (points, corners)]

        # Three pupils from the address the QR code holds, on 127.0.0.1.
        ada = pupils.Pupil(teacher.url, 360, 740)
        browsers.append(ada)
        bob = pupils.Pupil(teacher.url, 1280, 800)
        browsers.append(bob)
        eve = pupils.Pupil(teacher.url, 360, 740)
        browsers.append(eve)
        check(ada.url.startswith("http://127.0.0.1:"), ada.url)
        ada.join("Ada")
        bob.join("Bob")
        eve.join("Eve")

        # The question the window asks is on every page: where the queen of
        # row 5 goes, a square of that row.
        for pupil in browsers:
            state = pupil.wait(lambda s: s["question"] and s["squares"], "the square question")
            check(" 5" in state["question"], "not a question on row 5: %r" % state["question"])
            square_question = state["question"]
            check(sorted(state["squares"]) == row5, state["squares"])
            check("a6" in state["boardLabel"], "the pupil's board shows the projector's: %r" % state["boardLabel"])
            check(state["lang"] == language, "the page speaks %r, the window %r" % (state["lang"], language))
        # The board as it asks: row 5 the same in two pictures in a row
        # (nothing on it still being drawn).
        asked = screen.picture(os.path.join(work, "asked.png"), same=row, what="row 5 drawn")

        # Ada and Bob tap c5; Eve taps b5, then e5 instead.
        ada.tap("c5")
        bob.tap("c5")
        eve.tap("b5")
        eve.wait(lambda s: s["chosenSquare"] == "b5" and s["confirmed"], "b5 confirmed")
        eve.tap("e5")
        for pupil, square in ((ada, "c5"), (bob, "c5"), (eve, "e5")):
            pupil.wait(lambda s, square=square: s["chosenSquare"] == square and s["confirmed"], square)
        # A phone that slept: the same pupil, the same answer.
        eve.reload()
        state = eve.wait(lambda s: s["screen"] == "class" and s["chosenSquare"], "Eve back")
        check(state["who"].endswith("Eve") and state["chosenSquare"] == "e5", state)

        # Before Reveal the board shows nothing of the answers (each page
        # has the program's word that it took the answer: the window had
        # them; row 5 the same in two pictures in a row).
        answered = screen.picture(os.path.join(work, "answered.png"), same=row, what="row 5 drawn")

        def unchanged(before, after, when):
            for name in row5:
                for at in (points, corners):
                    x, y = at[name]
                    check(distance(before.mean(x, y), after.mean(x, y)) < 6,
                          "%s changed on the board %s (%s, %s)" % (name, when, before.mean(x, y), after.mean(x, y)))
        unchanged(asked, answered, "before Reveal")
        if shots:
            shutil.copy(answered.path, os.path.join(shots, "class-teacher.png"))

        # Vote again (V): the same question, answered anew; Eve goes with
        # Ada and Bob to c5, so e5 is chosen in vote 1 only. The board still
        # shows nothing of either vote.
        teacher.key("v", board)
        for pupil in browsers:
            pupil.wait(lambda s: s["squares"] and not s["chosenSquare"], "the second vote")
        for pupil in browsers:
            pupil.tap("c5")
        for pupil in browsers:
            pupil.wait(lambda s: s["chosenSquare"] == "c5" and s["confirmed"], "c5 in vote 2")
        voted = screen.picture(os.path.join(work, "voted.png"), same=row, what="row 5 drawn")
        unchanged(asked, voted, "before Reveal of vote 2")

        # Reveal (R): each page says right or wrong.
        teacher.key("r", board)
        for pupil in browsers:
            state = pupil.wait(lambda s: s["verdict"], "the verdict")
            check("good" in state["verdictClass"], state)
            check("c5" in state["rightAnswer"], state["rightAnswer"])

        # The board, both votes: c5 (three pupils in vote 2) tinted; e5
        # (Eve in vote 1 only) not tinted but still marked, vote 1's count
        # in its corner; no other square of the row changed. Pictures until
        # both are marked and row 5 is the same in two in a row.
        def changes(picture, at=points):
            return {name: distance(voted.mean(*at[name]), picture.mean(*at[name])) for name in row5}

        revealed = screen.picture(os.path.join(work, "revealed.png"),
                                  ready=lambda p: changes(p)["c5"] > 20 and changes(p, corners)["e5"] > 20, same=row,
                                  what=lambda p: "the chosen squares marked: %r, corners %r"
                                  % (changes(p), changes(p, corners)))
        if shots:
            shutil.copy(revealed.path, os.path.join(shots, "class-teacher-reveal.png"))
        change, corner = changes(revealed), changes(revealed, corners)
        check(all(change[name] < 6 and corner[name] < 6 for name in ("a5", "b5", "d5", "f5")),
              "a square no pupil chose changed: %r, corners %r" % (change, corner))
        check(change["e5"] < 6, "e5, chosen by nobody in vote 2, is tinted: %r" % change)

        # The teacher steps on until the window asks a choice question
        # (revealing any square question on the way). A key does one thing
        # that Ada's page shows (Right: a step or a question, R: a verdict),
        # waited for before the next key.
        def shown(state):
            return [state[key] for key in ("question", "options", "squares", "verdict", "status", "boardLabel")]

        for _ in range(24):
            state = ada.state()
            if state["question"] and state["options"] and not state["verdict"]:
                break
            key = "r" if state["question"] and state["squares"] and not state["verdict"] else "Right"
            teacher.key(key, board)
            ada.wait(lambda s, before=shown(state): shown(s) != before, "what %s did on the page" % key)
        else:
            raise AssertionError("no choice question after 24 keys; Ada's page: %r" % ada.state())
        offered = ada.state()["options"]
        check(len(offered) >= 3, offered)
        choices = {ada: offered[0], bob: offered[1], eve: offered[2]}
        votes1 = dict(choices)
        for pupil, label in choices.items():
            pupil.wait(lambda s: s["options"] == offered and not s["verdict"], "the choice question")
            pupil.choose(label)
        for pupil, label in choices.items():
            pupil.wait(lambda s, label=label: s["chosenOption"] == label and s["confirmed"], label)
        # Vote again (V): the same question, answered anew; Bob goes with Ada.
        def vote(pupil):
            return pupil.driver.execute_script("return document.getElementById('question-vote').textContent.trim()")
        first_vote = vote(ada)
        teacher.key("v", board)
        for pupil in browsers:
            pupil.wait(lambda s: s["options"] == offered and not s["chosenOption"], "the second vote")
            check(vote(pupil) != first_vote, "the page does not say it is the second vote: %r" % vote(pupil))
        choices[bob] = offered[0]
        for pupil, label in choices.items():
            pupil.choose(label)
            pupil.wait(lambda s, label=label: s["chosenOption"] == label and s["confirmed"], label)
        teacher.key("r", board)
        right = None
        for pupil, label in choices.items():
            state = pupil.wait(lambda s: s["verdict"], "the verdict")
            right = state["rightOptions"]
            check(len(right) == 1, state)
            check(("good" in state["verdictClass"]) == (label in right), (label, state))
            # Revealed, the page no longer calls for a vote.
            check(vote(pupil) == first_vote, "after Reveal the page still says %r" % vote(pupil))

        # The results file the window writes after every question says what
        # the pupils did: each one's answers, and right at the first vote,
        # at the second, or wrong.
        files = teacher.results()
        check(files, "no results file in %s" % os.path.join(teacher.home, "data"))
        with open(files[-1], encoding="utf-8") as results:
            table = json.load(results)
        check([q["text"] for q in table["questions"]][:1] == [square_question],
              "the results' questions: %r" % table["questions"])
        check(len(table["questions"]) >= 2, table["questions"])
        first, last = table["questions"][0]["id"], table["questions"][-1]["id"]
        rows = {pupil["name"]: {r["question"]: r for r in pupil["results"]} for pupil in table["pupils"]}
        check(sorted(rows) == ["Ada", "Bob", "Eve"], "the results' pupils: %r" % sorted(rows))
        for name, square, outcome in (("Ada", "c5", "right-first"), ("Bob", "c5", "right-first"),
                                      ("Eve", "e5", "right-second")):
            got = rows[name][first]
            check(got["firstVote"] == square and got["secondVote"] == "c5" and got["outcome"] == outcome,
                  "%s's square answers in the results: %r" % (name, got))
        for pupil, name in ((ada, "Ada"), (bob, "Bob"), (eve, "Eve")):
            got = rows[name][last]
            # The class's one rule: the latest answer counts (README, "Whole class").
            right1, right2 = votes1[pupil] in right, choices[pupil] in right
            outcome = ("right-first" if right1 else "right-second") if right2 else "wrong"
            check(got["outcome"] == outcome and got["firstVote"] and got["secondVote"],
                  "%s's choice answers in the results: %r, not %s" % (name, got, outcome))
            check((got["firstVote"] == got["secondVote"]) == (votes1[pupil] == choices[pupil]),
                  "%s's two votes in the results: %r" % (name, got))
        print("results file checked: %s" % os.path.basename(files[-1]))

        # Presenting (F5): the board in the projector's layout (it moves).
        # On the 1280x720 projector the class panel keeps the question, its
        # count and Reveal, Vote Again and Step On wholly in view (issue 39,
        # item 3: they scrolled away, the QR code in their place), after a
        # Reveal too; the QR code still reads back once the teacher scrolls
        # the panel to it (for a latecomer).
        teacher.key("F5", board)

        def moved(picture):
            try:
                return picture.board() != board
            except AssertionError:
                return False

        presenting = os.path.join(work, "presenting.png")
        shown_board = screen.picture(presenting, ready=moved, same=lambda p: p.board(),
                                     what="the presentation layout").board()
        answered = len(choices)
        question_text = ada.state()["question"]
        controls_in_view(access, teacher, words, question_text,
                         words("ClassPanel", "Vote 2: %1 of %2 answered"), answered, 3,
                         "presenting, after the second vote's Reveal")
        if shots:
            shutil.copy(screen.still(presenting), os.path.join(shots, "class-teacher-presentation.png"))

        # The next question, presenting (the last one shows its verdict
        # until a new one comes): asked, all three answer, revealed.
        for _ in range(24):
            state = ada.state()
            if state["question"] and not state["verdict"] and (state["options"] or state["squares"]):
                break
            key = "r" if state["question"] and not state["verdict"] else "Right"
            teacher.key(key, shown_board)
            ada.wait(lambda s, was=shown(state): shown(s) != was, "what %s did on the page" % key)
        else:
            raise AssertionError("no new question presenting after 24 keys; Ada's page: %r" % ada.state())
        for pupil in browsers:
            state = pupil.wait(lambda s: s["question"] and not s["verdict"] and (s["options"] or s["squares"]),
                               "the question presenting")
            if state["squares"]:
                pupil.tap(state["squares"][0])
                pupil.wait(lambda s, square=state["squares"][0]: s["chosenSquare"] == square and s["confirmed"],
                           "the square answered")
            else:
                pupil.choose(state["options"][0])
                pupil.wait(lambda s, label=state["options"][0]: s["chosenOption"] == label and s["confirmed"],
                           "the option answered")
        question_text = ada.state()["question"]
        count = words("ClassPanel", "%1 of %2 answered")
        controls_in_view(access, teacher, words, question_text, count, 3, 3, "presenting, a question answered")
        teacher.key("r", shown_board)
        for pupil in browsers:
            pupil.wait(lambda s: s["verdict"], "the verdict presenting")
        controls_in_view(access, teacher, words, question_text, count, 3, 3, "presenting, after Reveal")

        # A latecomer: the teacher scrolls the panel to the QR code (the
        # wheel), and it reads back as the address at the projector's size.
        presenting = scroll_to_qr(screen, teacher, access, os.path.join(work, "presenting-qr.png"))
        read_qr(screen, presenting, teacher.url)
    finally:
        for pupil in browsers:
            pupil.quit()
        if teacher:
            teacher.stop()
        if access:
            access.stop()
        if screen:
            screen.stop()
        shutil.rmtree(work, ignore_errors=True)
    print("tst_classwindow: the QR code read back, three pupils answered a square question and a choice "
          "question, each voted twice, the board showed their squares of both votes after Reveal, presenting "
          "the class panel's question, count and buttons stayed in view, in %.1f s"
          % (time.monotonic() - started))
    print("1 passed, 0 failed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
