# SPDX-License-Identifier: MIT
"""Seat work on the pupils' page, in a real browser against the real class
server (README, "Seat work").

Two pupils (headless Chromium, one browser each: a 360 x 740 phone and a
1280 x 800 laptop) join; the teacher (nq_classdriver) starts seat work and
sends each their own seat. On the phone the pupil takes a queen back, refuses
squares with the Refuse tool (on until Place is pressed, the tool in use
pressed and in words) and with the keys X and Delete, places a queen on an
attacked square and asks "Show me"; each act arrives at the server as the
right `act` line, and the seat the teacher answers with is drawn: the
verdict's words, the square
acted on, the attacking queens and the right step (classes and accessible
descriptions of the squares' buttons). On the laptop the pupil works with
the keyboard only, and Refuse is not offered. Quick taps are sent no faster
than the server allows (no `too-fast`). A reload brings the same seat back;
a finished run shows its summary; stopping seat work shows every pupil
theirs, and no question of before seat work (revealed before it began)
comes back under it. The driver's answers are scripted here: no practice
engine runs.

    /usr/bin/python3 tst_seatpage.py CLASSDRIVER PAGETEXT [SCREENSHOT_DIR]

Exits 77 (skipped) only when Chromium, chromedriver or Selenium is absent.
Screenshots of the page at 360x740 and 1280x800 go to SCREENSHOT_DIR; their
paths are printed.
"""

import json
import os
import sys
import time

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import pupils  # noqa: E402
from pupils import Seat  # noqa: E402
from tst_pupilpage import Teacher, command_line, check, page_strings  # noqa: E402

INSTRUCTION = "Row 6: place the queen on the first free square, or refuse a square the queens attack."


def seat_object(queens, refused, verdict=None, done=0, mistakes=0, shown=0, can_refuse=True,
                instruction=INSTRUCTION, finished=False, summary="", n=8):
    return {"n": n, "queens": queens, "refused": refused, "canRefuse": can_refuse,
            "instruction": instruction, "verdict": verdict,
            "counts": {"done": done, "mistakes": mistakes, "shown": shown},
            "finished": finished, "summary": summary}



def main():
    parsed = command_line("tst_seatpage.py")
    if isinstance(parsed, int):
        return parsed
    driver, pagetext, shots = parsed
    started = time.monotonic()
    pictures = []

    teacher = Teacher(driver)
    browsers = []
    taken = 0

    def next_act(what):
        """The next `act` line of the driver (each taken once)."""
        nonlocal taken
        deadline = time.monotonic() + pupils.HANG_GUARD
        while True:
            with teacher.lock:
                lines = [line for line in teacher.lines if line.startswith("act ")]
                errors = [line for line in teacher.lines if line.startswith("error")]
            if errors:
                raise AssertionError("nq_classdriver: %r" % errors)
            if len(lines) > taken:
                taken += 1
                return lines[taken - 1]
            if time.monotonic() > deadline:
                raise AssertionError("waited %.0f s for %s; nq_classdriver said %r"
                                     % (pupils.HANG_GUARD, what, teacher.lines))
            time.sleep(0.05)

    def refusals():
        with teacher.lock:
            before = len(teacher.lines)
        teacher.command("refusals")
        line = teacher.wait(lambda l: l.startswith("refusals ") and teacher.lines.index(l) >= before,
                            "the refusals")
        with teacher.lock:
            teacher.lines.remove(line)
        return json.loads(line[len("refusals "):])

    def shoot(pupil, name):
        if shots:
            path = os.path.join(shots, name)
            pupil.screenshot(path)
            pictures.append(path)

    try:
        teacher.command("strings " + page_strings(pagetext, "en"))
        teacher.command("board " + json.dumps({"n": 8, "queens": ["a8", "c7"], "row": "6",
                                               "status": "Seat work: every pupil solves on their own board."}))
        ada = pupils.Pupil(teacher.url, 360, 740)
        browsers.append(ada)
        bob = pupils.Pupil(teacher.url, 1280, 800)
        browsers.append(bob)
        ada.join("Ada")
        bob.join("Bob")
        teacher.command("roster")
        roster = json.loads(teacher.wait(lambda l: l.startswith("roster "), "the roster")[len("roster "):])
        ids = {p["name"]: p["id"] for p in roster}
        a, b = ids["Ada"], ids["Bob"]
        seat_a, seat_b = Seat(ada), Seat(bob)

        # A question revealed before seat work (issue 39, item 7: it must
        # not come back after seat work).
        teacher.command("ask " + json.dumps({"question": 7, "text": "Which square next in row 6?",
                                             "input": "square", "squares": ["b6", "d6", "e6"]}))
        ada.wait(lambda s: s["question"] and s["squares"], "the question before seat work")
        ada.tap("d6")
        ada.wait(lambda s: s["chosenSquare"] == "d6" and s["confirmed"], "d6 confirmed")
        teacher.command("reveal " + json.dumps({"right": ["b6"], "explanation": "b6 is free."}))
        ada.wait(lambda s: s["verdict"], "the verdict before seat work")

        # Seat work starts: each pupil gets their own board, not the projector's.
        teacher.command('seatstart {"seat":1,"n":8}')
        teacher.command("seat %s %s" % (a, json.dumps(seat_object(["a8", "c7"], ["a6"], done=2))))
        state = seat_a.wait(lambda s: s["seat"] and s["instruction"], "Ada's seat")
        check(not state["watch"], "the projector's board is hidden in seat work")
        check(state["instruction"] == INSTRUCTION, state["instruction"])
        check(len(state["squares"]) == 64, "64 square buttons: %d" % len(state["squares"]))
        check(all(sq["w"] >= 44 and sq["h"] >= 44 for sq in state["squares"].values()),
              "a square is smaller than 44 px")
        check(state["squares"]["a8"]["classes"] == ["queen"] and state["squares"]["c7"]["classes"] == ["queen"],
              state["squares"]["a8"])
        check(state["squares"]["a6"]["classes"] == ["refused"], state["squares"]["a6"])
        check(state["squares"]["a8"]["described"] == ["queen"], state["squares"]["a8"])
        check(state["refuse"] == "Refuse squares" and state["show"] == "Show me", state)
        # The tool in use is shown (issue 39, item 5): Place pressed, in words too.
        check(state["place"] == "Place queens" and state["placePressed"] == "true"
              and state["refusePressed"] == "false", "Place is not the tool in use: %r" % state)
        check(state["tool"] == "Tapping a square places a queen; tapping a queen takes it back.", state["tool"])
        check(state["howto"].endswith("X or Delete refuses the square with the focus."), state["howto"])
        check(state["counts"] == ["Steps done2", "Mistakes0", "Steps shown0"], state["counts"])
        check(state["boardLabel"] == "Your board, 8 by 8 squares", state["boardLabel"])
        check(state["pageWidth"] <= state["viewportWidth"], "the page scrolls sideways: %r" % state["pageWidth"])
        # Leave the class (issue 39, item 18) stays a thumb's width away
        # from the pupil's own board, which comes first under the header.
        gap = ada.driver.execute_script(
            "return document.getElementById('seat-board').getBoundingClientRect().top"
            " - document.getElementById('leave').getBoundingClientRect().bottom")
        check(gap >= 44, "Leave the class is %.0f px from the board" % gap)
        check(bob.state()["screen"] == "class" and not seat_b.state()["seat"], "Bob has no seat yet")

        # A queen tapped: taken back. The answer: a mistake, named.
        seat_a.tap("c7")
        check(next_act("Ada's take-back") == "act %s takeback c7" % a, "take-back")
        seat_a.wait(lambda s: s["squares"]["c7"]["classes"] == ["pending", "queen"] and "c7" in s["message"],
                    "c7 waiting for the answer")
        teacher.command("seat %s %s" % (a, json.dumps(seat_object(
            ["a8", "c7"], ["a6"], done=2, mistakes=1,
            verdict={"right": False, "square": "c7", "by": [], "expected": "b6",
                     "text": "Row 6 still has squares to look at: the algorithm does not take the queen "
                             "on c7 back now."}))))
        state = seat_a.wait(lambda s: s["verdict"] == "Not right.", "the take-back's verdict")
        check(state["squares"]["c7"]["classes"] == ["acted", "queen", "wrong"], state["squares"]["c7"])
        check(state["squares"]["b6"]["classes"] == ["expected"], state["squares"]["b6"])
        check(state["message"] == "", "nothing waits any more: %r" % state["message"])

        # The Refuse tool (issue 39, item 5): on until it is switched off,
        # shown pressed and in words; every tap on an empty square refuses.
        seat_a.press("seat-refuse")
        state = seat_a.wait(lambda s: s["refusePressed"] == "true", "Refuse pressed")
        check(state["placePressed"] == "false", "Place still pressed with Refuse: %r" % state)
        refusing = "Refusing: each empty square you tap is refused, until you press Place queens."
        check(state["tool"] == refusing, state["tool"])
        shoot(ada, "seat-refuse-phone.png")
        seat_a.tap("b6")
        check(next_act("Ada's refusal") == "act %s refuse b6" % a, "refuse")
        refused_b6 = seat_object(
            ["a8", "c7"], ["a6", "b6"], done=3, mistakes=1,
            verdict={"right": True, "square": "b6", "by": ["c7"], "expected": "b6",
                     "text": "b6 is attacked by the queen on c7: the algorithm refuses it."})
        teacher.command("seat %s %s" % (a, json.dumps(refused_b6)))
        state = seat_a.wait(lambda s: s["verdict"] == "Right!", "the refusal's verdict")
        check("good" in state["verdictClass"], state["verdictClass"])
        check(state["squares"]["b6"]["classes"] == ["acted", "refused", "right"], state["squares"]["b6"])
        check(state["refusePressed"] == "true" and state["tool"] == refusing,
              "Refuse switched itself off after one refusal: %r" % state)
        seat_a.tap("e6")  # still refusing: a second refusal without pressing Refuse again
        check(next_act("Ada's second refusal") == "act %s refuse e6" % a, "Refuse stays on")
        teacher.command("seat %s %s" % (a, json.dumps(refused_b6)))
        seat_a.wait(lambda s: s["message"] == "", "the second refusal answered")
        # Place switches it off: a tap places again.
        seat_a.press("seat-place")
        state = seat_a.wait(lambda s: s["refusePressed"] == "false" and s["placePressed"] == "true",
                            "Place pressed")
        check(state["tool"] == "Tapping a square places a queen; tapping a queen takes it back.", state["tool"])
        # A key refuses (as X and Delete do on the desktop), whatever the tool.
        from selenium.webdriver.common.keys import Keys
        for key, square in (("x", "g6"), (Keys.DELETE, "h6")):
            ada.driver.execute_script(
                "document.querySelector('#seat-board button[aria-label=\"%s\"]').focus()" % square)
            seat_a.keys(key)
            check(next_act("a refusal by key") == "act %s refuse %s" % (a, square), "X and Delete refuse")
            teacher.command("seat %s %s" % (a, json.dumps(refused_b6)))
            state = seat_a.wait(lambda s: s["message"] == "", "the refusal by key answered")
            check(state["focused"] == square and state["refusePressed"] == "false",
                  "the keyboard stays on %s, the tool on Place: %r" % (square, state))

        # An empty square tapped: placed. The answer: a mistake with its reason
        # drawn (the square, the queen that attacks it, the right step).
        seat_a.tap("d6")
        check(next_act("Ada's placement") == "act %s place d6" % a, "place")
        wrong = "d6 is attacked by the queen on c7: the algorithm refuses c6 first, then d6."
        teacher.command("seat %s %s" % (a, json.dumps(seat_object(
            ["a8", "c7"], ["a6", "b6"], done=3, mistakes=2,
            verdict={"right": False, "square": "d6", "by": ["c7"], "expected": "c6", "text": wrong}))))
        state = seat_a.wait(lambda s: s["verdictText"] == wrong, "the placement's verdict")
        check(state["verdict"] == "Not right." and "bad" in state["verdictClass"], state)
        squares = state["squares"]
        check(squares["d6"]["classes"] == ["acted", "wrong"], squares["d6"])
        check(squares["d6"]["described"] == ["your last step"], squares["d6"])
        check(squares["c7"]["classes"] == ["by", "queen"], squares["c7"])
        check(squares["c7"]["described"] == ["queen", "attacks the square of your step"], squares["c7"])
        check(squares["c6"]["classes"] == ["expected"] and squares["c6"]["described"] == ["the right step"],
              squares["c6"])
        check(squares["a8"]["classes"] == ["queen"], "a8 is not an attacker here: %r" % squares["a8"])
        check(state["legend"] == ["Refused square", "Your step", "Queen that attacks it", "The right step"],
              state["legend"])
        check(state["counts"] == ["Steps done3", "Mistakes2", "Steps shown0"], state["counts"])
        check(state["pageWidth"] <= state["viewportWidth"], "the page scrolls sideways")
        shoot(ada, "seat-pupil-phone.png")

        # A reload: the same pupil, the same seat at the same step.
        ada.reload()
        state = seat_a.wait(lambda s: s["seat"] and s["verdictText"] == wrong, "Ada back at her seat")
        check(state["squares"]["d6"]["classes"] == ["acted", "wrong"], state["squares"]["d6"])
        check(state["counts"] == ["Steps done3", "Mistakes2", "Steps shown0"], state["counts"])
        check(ada.state()["who"].endswith("Ada"), "the same pupil")

        # Show me: one step done for the pupil. A step shown is shown, not
        # praised (issue 39, item 13): no "Right!", not "your step"; its
        # square is marked as the right step, and it counts as shown.
        seat_a.press("seat-show")
        check(next_act("Ada's Show me") == "act %s show" % a, "show")
        shown = "Shown: refuse c6."
        teacher.command("seat %s %s" % (a, json.dumps(seat_object(
            ["a8", "c7"], ["a6", "b6", "c6"], done=3, mistakes=2, shown=1,
            verdict={"right": True, "shown": True, "square": "c6", "by": ["a8"], "expected": "c6",
                     "text": shown}))))
        state = seat_a.wait(lambda s: "Steps shown1" in s["counts"] and s["live"], "the step shown")
        check(state["verdictText"] == shown, state["verdictText"])
        check(state["verdict"] == "" and "good" not in state["verdictClass"] and "bad" not in state["verdictClass"],
              "a step shown is praised or blamed: %r %r" % (state["verdict"], state["verdictClass"]))
        check(state["squares"]["c6"]["classes"] == ["expected", "refused"], state["squares"]["c6"])
        check(state["squares"]["c6"]["described"] == ["refused", "the right step"], state["squares"]["c6"])
        check(state["squares"]["a8"]["classes"] == ["queen"], "a step shown has no attacker marked: %r"
              % state["squares"]["a8"])
        check(state["legend"] == ["Refused square", "The right step"], state["legend"])
        check(state["live"].startswith(shown) and "Right" not in state["live"], state["live"])
        check(state["counts"] == ["Steps done3", "Mistakes2", "Steps shown1"], state["counts"])
        shoot(ada, "seat-shown-phone.png")

        # Bob: refusals marked for him (no Refuse), the keyboard only.
        teacher.command("seat %s %s" % (b, json.dumps(seat_object(
            [], [], can_refuse=False,
            instruction="Row 8: place the queen on the first free square from the left (the refused "
                        "squares are marked for you)."))))
        state = seat_b.wait(lambda s: s["seat"] and s["instruction"], "Bob's seat")
        check(not state["refuse"] and state["show"] == "Show me", "no Refuse when refusals are marked: %r" % state)
        check([name for name, sq in state["squares"].items() if sq["tabindex"] == 0] == ["a8"],
              "one square in the tab order")
        bob.driver.execute_script("document.querySelector('#seat-board button[tabindex=\"0\"]').focus()")
        from selenium.webdriver.common.keys import Keys
        seat_b.keys(Keys.ARROW_RIGHT)
        seat_b.keys(Keys.ARROW_RIGHT)
        seat_b.keys(Keys.ARROW_DOWN)
        seat_b.keys(Keys.ARROW_UP)
        seat_b.wait(lambda s: s["focused"] == "c8", "the arrow keys to move between squares to c8")
        seat_b.keys(Keys.ENTER)
        check(next_act("Bob's Enter") == "act %s place c8" % b, "Enter places")
        teacher.command("seat %s %s" % (b, json.dumps(seat_object(
            ["c8"], [], can_refuse=False, mistakes=1,
            instruction="Row 8: place the queen on the first free square from the left.",
            verdict={"right": False, "square": "c8", "by": [], "expected": "a8",
                     "text": "c8 is free, but it is not the first free square of row 8: the algorithm "
                             "places the queen on a8."}))))
        state = seat_b.wait(lambda s: s["verdict"], "Bob's verdict")
        check(state["focused"] == "c8", "the keyboard stays on its square: %r" % state["focused"])
        check(state["squares"]["a8"]["classes"] == ["expected"], state["squares"]["a8"])
        shoot(bob, "seat-pupil-laptop.png")
        seat_b.keys(Keys.SPACE)  # Space on a queen: taken back
        check(next_act("Bob's Space") == "act %s takeback c8" % b, "Space takes back")

        # Quick taps: sent no faster than the server allows, the rest waits;
        # taps beyond the short queue are refused with words. All 18 in one
        # go inside the page, on the page's clock stopped: its bucket
        # (ACT_BURST 8, refilled at ACT_PER_SECOND from performance.now(),
        # a queue of ACT_QUEUE 6) sees them at one instant, however long the
        # clicks take on a loaded machine. The clock is first moved ten
        # seconds on (the bucket full again, whatever Ada sent before), and
        # after the taps it runs on from there, so that the queue drains.
        before = refusals().get("too-fast", 0)
        ada.driver.execute_script(
            "const real = window.performance.now.bind(window.performance);"
            "const at = real() + 10000;"
            "window.performance.now = () => at;"
            "try {"
            "  for (const square of arguments[0])"
            "    document.querySelector('#seat-board button[aria-label=\"' + square + '\"]').click();"
            "} finally {"
            "  const resumed = real();"
            "  window.performance.now = () => at + (real() - resumed);"
            "}",
            ["e6", "f6", "g6", "h6", "e5", "f5", "g5", "h5", "e4", "f4", "g4", "h4", "e3", "f3",
             "g3", "h3", "e2", "f2"])
        state = seat_a.state()
        check(state["message"].startswith("Not so fast"), "taps beyond the queue: %r" % state["message"])
        got = [next_act("quick tap %d" % i) for i in range(14)]
        check(got == ["act %s place %s" % (a, square) for square in
                      ("e6", "f6", "g6", "h6", "e5", "f5", "g5", "h5", "e4", "f4", "g4", "h4", "e3", "f3")],
              "the burst and the queue, in order: %r" % got)
        # Nothing more was sent: one more tap, once the queue is empty, is
        # the next act the server has (the page sends in order).
        seat_a.tap("d4")
        check(next_act("the tap after the quick taps") == "act %s place d4" % a,
              "no more than the burst and the queue were sent")
        check(refusals().get("too-fast", 0) == before, "the page earned a too-fast")
        for i in range(15):
            teacher.command("seat %s %s" % (a, json.dumps(seat_object(
                ["a8", "c7"], ["a6", "b6", "c6"], done=4, mistakes=2, shown=1))))
        state = seat_a.wait(lambda s: s["message"] == "" and not any(
            "pending" in sq["classes"] for sq in s["squares"].values()), "the quick taps answered")

        # A finished run: its summary, no tools; the board read-only.
        teacher.command("seat %s %s" % (b, json.dumps(seat_object(
            ["a8", "e7", "h6", "f5", "c4", "g3", "b2", "d1"], [], can_refuse=False, done=113, mistakes=1,
            finished=True, summary="Summary: you reached a solution.\nSteps done by you: 113. Steps shown: 0. "
                                   "Mistakes: 1.\nskipped a square: 1"))))
        state = seat_b.wait(lambda s: s["summary"], "Bob's summary")
        check(state["summaryDrawn"].split("\n") == ["Summary: you reached a solution.",
                                                    "Steps done by you: 113. Steps shown: 0. Mistakes: 1.",
                                                    "skipped a square: 1"],
              "the summary's lines are lines on the page: %r" % state["summaryDrawn"])
        check(not state["tools"] and state["squares"]["a8"]["disabled"], "a finished run takes no more acts")

        # Seat work stops: each pupil's summary, the projector's board again.
        ends = {a: {"summary": "Summary: the practice is over.\nSteps done by you: 4. Steps shown: 1. Mistakes: 2."
                               "\nplaced on an attacked square: 1\nskipped a square: 1",
                    "counts": {"done": 4, "mistakes": 2, "shown": 1}},
                b: {"summary": "113 steps, 1 mistake.", "counts": {"done": 113, "mistakes": 1, "shown": 0}}}
        teacher.command("seatstop " + json.dumps(ends))
        state = seat_a.wait(lambda s: s["end"], "Ada's end of seat work")
        check(state["end"] == "The teacher has ended the seat work.", state["end"])
        check(state["endSummary"] == ends[a]["summary"], state["endSummary"])
        check(state["endSummaryDrawn"].split("\n") == ends[a]["summary"].split("\n"),
              "the summary's lines are lines on the page: %r" % state["endSummaryDrawn"])
        check(state["endCounts"] == ["Steps done4", "Mistakes2", "Steps shown1"], state["endCounts"])
        check(not state["seat"] and state["watch"], "the projector's board is back")
        page = ada.state()
        check(not page["question"] and not page["verdict"] and not page["options"] and not page["squares"],
              "a question closed before seat work is shown again under the summary: %r"
              % {k: page[k] for k in ("question", "verdict", "rightAnswer", "answerLine")})
        shoot(ada, "seat-end-phone.png")
        state = seat_b.wait(lambda s: s["end"], "Bob's end of seat work")
        check(state["endSummary"] == ends[b]["summary"], state["endSummary"])
        # Bob's page never reloaded: it too shows no question of before.
        page = bob.state()
        check(not page["question"] and not page["verdict"] and not page["options"] and not page["squares"],
              "a question closed before seat work is shown again under Bob's summary: %r"
              % {k: page[k] for k in ("question", "verdict", "rightAnswer", "answerLine")})
        # A page that comes back after the end: the summary again (in German
        # now: the page's words come from the program's translations).
        teacher.command("strings " + page_strings(pagetext, "de"))
        bob.reload()
        state = seat_b.wait(lambda s: s["end"] and s["lang"] == "de", "Bob's summary after a reload")
        check(state["end"] == "Die Lehrkraft hat die Stillarbeit beendet.", state["end"])
        check(state["endSummary"] == ends[b]["summary"], state["endSummary"])

        # The next question ends the summary's view.
        teacher.command("ask " + json.dumps({"question": 1, "text": "What next?", "input": "option",
                                             "options": [{"value": "place", "label": "Place"}]}))
        state = seat_a.wait(lambda s: not s["end"] and ada.state()["question"], "the question")

        # New seat work on 12 x 12: on the phone the board scrolls sideways,
        # never the page, and every square stays a thumb's width.
        teacher.command("close-question")
        teacher.command('seatstart {"seat":2,"n":12}')
        teacher.command("seat %s %s" % (a, json.dumps(seat_object(
            ["a12", "c11", "e10"], ["a9"], n=12, done=4,
            instruction="Row 9: place the queen on the first free square, or refuse a square the queens "
                        "attack."))))
        state = seat_a.wait(lambda s: s["seat"] and len(s["squares"]) == 144, "Ada's 12 x 12 seat")
        check(all(sq["w"] >= 44 and sq["h"] >= 44 for sq in state["squares"].values()),
              "a square is smaller than 44 px on 12 x 12")
        check(state["scrollWidth"] > state["scrollClient"], "the board scrolls: %r" % state)
        check(state["pageWidth"] <= state["viewportWidth"], "the page scrolls sideways on 12 x 12")
        check(state["verdict"] == "" and state["message"] == "", "a new seat work starts clean: %r" % state)
        shoot(ada, "seat-pupil-phone-12.png")
        seat_a.tap("l9")
        check(next_act("Ada's tap on l9") == "act %s place l9" % a, "a square scrolled to")

        # The page's words in German, Spanish and French: formal, and the
        # tools' words inside their buttons on the phone.
        for lang, show in (("de", "Zeigen Sie es mir"), ("es", "Muéstremelo"), ("fr", "Montrez-moi")):
            teacher.command("strings " + page_strings(pagetext, lang))
            ada.reload()
            state = seat_a.wait(lambda s, lang=lang: s["seat"] and s["lang"] == lang and s["show"],
                                "Ada's seat in " + lang)
            check(state["show"] == show, "Show me in %s: %r" % (lang, state["show"]))
            check(not state["toolsOverflow"], "words wider than their button: %r" % state["toolsOverflow"])
            check(state["pageWidth"] <= state["viewportWidth"], "the page scrolls sideways in " + lang)
            shoot(ada, "seat-pupil-phone-12-%s.png" % lang)
        teacher.command("close")
    finally:
        for pupil in browsers:
            pupil.quit()
        teacher.stop()
    for path in pictures:
        print("screenshot: " + path)
    print("tst_seatpage: two pupils did seat work (acts, verdicts, a reload, the end) in %.1f s"
          % (time.monotonic() - started))
    print("1 passed, 0 failed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
