# SPDX-License-Identifier: MIT
"""The pupils' page in a real browser against the real class server.

Three pupils (headless Chromium, one browser each) open the join address
with its host replaced by 127.0.0.1, join (one with a generated name),
answer a square question by tapping a square and an option question by a
button; one reloads and is the same pupil with the same answer; the
teacher reveals and each page says right or wrong. The server is
nq_classdriver, a ClassServer driven by lines on its standard input, and
the page's words are PageText's, printed by nq_pagetext.

    /usr/bin/python3 tst_pupilpage.py CLASSDRIVER PAGETEXT [SCREENSHOT_DIR]

Exits 77 (skipped) only when Chromium, chromedriver or Selenium is absent.
Screenshots of the page at 360x740 and 1280x800 go to SCREENSHOT_DIR
(docs/class-pupil-phone.png, docs/class-pupil-laptop.png) when given.
"""

import json
import os
import subprocess
import sys
import threading
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import pupils  # noqa: E402

SKIP = 77


class Teacher:
    """The class server, run by nq_classdriver: commands a line each on its
    standard input; what happens ("pupils N", "tally {...}") read as it
    comes, in a thread of its own."""

    def __init__(self, driver):
        self.process = subprocess.Popen([driver], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                        text=True, bufsize=1)
        first = self.process.stdout.readline().strip()
        if not first.startswith("class: "):
            raise AssertionError("nq_classdriver said %r, not class: URL" % first)
        self.url = first[len("class: "):]
        self.lines = []
        self.lock = threading.Lock()
        self.reader = threading.Thread(target=self._read, daemon=True)
        self.reader.start()

    def _read(self):
        for line in self.process.stdout:
            with self.lock:
                self.lines.append(line.strip())

    def command(self, line):
        self.process.stdin.write(line + "\n")
        self.process.stdin.flush()

    def wait(self, predicate, what, timeout=pupils.HANG_GUARD):
        """Waits for a line that predicate() accepts; returns it."""
        deadline = time.monotonic() + timeout
        while True:
            with self.lock:
                for line in self.lines:
                    if line.startswith("error"):
                        raise AssertionError("nq_classdriver: " + line)
                    if predicate(line):
                        return line
            if time.monotonic() > deadline:
                raise AssertionError("waited %.0f s for %s; nq_classdriver said %r" % (timeout, what, self.lines))
            time.sleep(0.05)

    def tally(self, question, answered):
        def matches(line):
            if not line.startswith("tally "):
                return False
            tally = json.loads(line[len("tally "):])
            return tally["question"] == question and tally["answered"] == answered
        return json.loads(self.wait(matches, "%d answers to question %d" % (answered, question))[6:])

    def stop(self):
        if self.process.poll() is None:
            try:
                self.process.stdin.close()
                self.process.wait(timeout=pupils.HANG_GUARD)  # a sanitizer build checks its leaks on the way out
            except (OSError, subprocess.TimeoutExpired):
                self.process.kill()
                self.process.wait()


def page_strings(tool, language):
    """The page's words as the program sends them (nq_pagetext)."""
    return subprocess.run([tool, language], check=True, capture_output=True, text=True).stdout.strip()


def check(condition, message):
    if not condition:
        raise AssertionError(message)


def command_line(name):
    """CLASSDRIVER PAGETEXT [SCREENSHOT_DIR] from sys.argv: (driver, pagetext,
    shots folder or None), or an exit code (2: usage, SKIP: no browser)."""
    if len(sys.argv) < 3:
        print("usage: %s CLASSDRIVER PAGETEXT [SCREENSHOT_DIR]" % name)
        return 2
    why = pupils.missing()
    if why:
        print("SKIP: no browser to test the pupils' page with: %s" % why)
        return SKIP
    shots = sys.argv[3] if len(sys.argv) > 3 else None
    if shots:
        os.makedirs(shots, exist_ok=True)
    return sys.argv[1], sys.argv[2], shots


def main():
    parsed = command_line("tst_pupilpage.py")
    if isinstance(parsed, int):
        return parsed
    driver, pagetext, shots = parsed
    started = time.monotonic()

    teacher = Teacher(driver)
    browsers = []
    try:
        check(teacher.url.startswith("http://") and "?code=" in teacher.url, teacher.url)
        teacher.command("strings " + page_strings(pagetext, "en"))
        board = {"n": 8, "queens": ["a8", "c7", "e6", "b5", "h4"], "refused": "d3",
                 "by": "b5", "row": "3",
                 "status": "Step 31: d3 is refused: the queen on b5 attacks it."}
        teacher.command("board " + json.dumps(board))

        ada = pupils.Pupil(teacher.url, 360, 740)
        browsers.append(ada)
        bob = pupils.Pupil(teacher.url, 1280, 800)
        browsers.append(bob)
        eve = pupils.Pupil(teacher.url, 360, 740)
        browsers.append(eve)

        # Joining: the code comes from the address; a name, or a generated one.
        check(ada.state()["screen"] == "join", "the page opens on the join screen")
        check(ada.driver.find_element("id", "code").get_attribute("value") == teacher.url.rsplit("=", 1)[1],
              "the code is filled in from the address")
        state = ada.join("Ada")
        check(state["who"].endswith("Ada"), state["who"])
        state = bob.join(None)  # "choose a name for me"
        check(len(state["who"]) > 0 and "Bob" not in state["who"], state["who"])
        bob_name = state["who"]
        code = teacher.url.rsplit("=", 1)[1]
        wrong = "".join("Y" if c != "Y" else "X" for c in code)
        state = eve.join("Eve", code=wrong, refused=True)
        check(state["joinMessage"] and not state["who"], "a wrong code is refused in words: %r" % state)
        hostile = "<img src=x onerror=alert(1)>"
        state = eve.join(hostile, code=code.lower())  # typed in any case
        check(hostile[:24] in state["who"], "a name is shown as text: %r" % state["who"])
        for pupil in browsers:
            state = pupil.wait(lambda s: "d3" in s["boardLabel"] and s["status"], "the board")
            check("b5" in state["boardLabel"], state["boardLabel"])
            check(state["pageWidth"] <= state["viewportWidth"], "the page scrolls sideways: %r" % state)
            check(not state["labelsCrossed"], "the row's outline crosses the labels %r" % state["labelsCrossed"])
        # 12 x 12 on the phone: the board scrolls sideways (never the page),
        # its labels beside and under the squares, clear of the row's outline.
        teacher.command("board " + json.dumps({"n": 12, "queens": ["a12", "c11"], "row": "10",
                                               "status": "Step 3: row 10."}))
        state = ada.wait(lambda s: "12 by 12" in s["boardLabel"], "the 12 x 12 board")
        check(not state["labelsCrossed"] and not state["ranksInside"], "12 x 12: %r" % state)
        check(state["pageWidth"] <= state["viewportWidth"], "the page scrolls sideways on 12 x 12")
        if shots:
            ada.screenshot(os.path.join(shots, "class-pupil-phone-12.png"))
        teacher.command("board " + json.dumps(board))
        ada.wait(lambda s: "8 by 8" in s["boardLabel"], "the 8 x 8 board again")

        # A square question, answered by tapping.
        square = {"question": 1, "text": "Where will the algorithm place the next queen in row 3?",
                  "input": "square", "squares": ["a3", "c3", "e3", "f3", "g3", "h3"]}
        teacher.command("ask " + json.dumps(square))
        for pupil in browsers:
            state = pupil.wait(lambda s: s["question"] and s["squares"], "the square question")
            check(state["question"] == square["text"], state["question"])
            check(sorted(state["squares"]) == sorted(square["squares"]), state["squares"])
            check(all(w >= 44 and h >= 44 for w, h in state["squareSizes"]),
                  "a square is smaller than 44 px: %r" % state["squareSizes"])
        ada.tap("c3")
        ada.wait(lambda s: s["chosenSquare"] == "c3" and s["confirmed"], "c3 confirmed")
        ada.tap("g3")  # changed her mind: the change replaces
        ada.wait(lambda s: s["chosenSquare"] == "g3" and s["confirmed"], "g3 confirmed")
        bob.tap("e3")
        bob.wait(lambda s: s["chosenSquare"] == "e3" and s["confirmed"], "e3 confirmed")
        eve.press_square_with_keyboard("h3")  # Enter on a focused square
        eve.wait(lambda s: s["chosenSquare"] == "h3" and s["confirmed"], "h3 confirmed")
        tally = teacher.tally(1, 3)
        check(tally["counts"] == {"g3": 1, "e3": 1, "h3": 1}, "the server has %r" % tally)
        if shots:
            ada.screenshot(os.path.join(shots, "class-pupil-phone.png"))

        # A reload, as a phone that slept: the same pupil, the same answer.
        ada.reload()
        state = ada.wait(lambda s: s["screen"] == "class" and s["chosenSquare"], "Ada back")
        check(state["who"].endswith("Ada") and state["chosenSquare"] == "g3", state)

        teacher.command("reveal " + json.dumps({"right": ["g3"], "explanation":
                                                "g3 is the first square of row 3 that no queen attacks."}))
        state = ada.wait(lambda s: s["verdict"], "Ada's verdict")
        check("good" in state["verdictClass"] and "g3" in state["rightAnswer"], state)
        check(state["explanation"].startswith("g3 is the first square"), state["explanation"])
        for pupil in (bob, eve):
            state = pupil.wait(lambda s: s["verdict"], "a verdict")
            check("bad" in state["verdictClass"], state)
            check(not state["squares"], "squares are offered after reveal")

        # An option question, answered with a button.
        option = {"question": 2, "text": "What will the algorithm do next?", "input": "option",
                  "options": [{"value": "place", "label": "Place a queen"},
                              {"value": "refuse", "label": "Refuse a square"},
                              {"value": "back", "label": "Step back (backtrack)"}]}
        teacher.command("ask " + json.dumps(option))
        for pupil in browsers:
            state = pupil.wait(lambda s: s["options"] and not s["verdict"], "the option question")
            check(state["options"] == ["Place a queen", "Refuse a square", "Step back (backtrack)"], state)
        ada.choose("Place a queen")
        bob.choose("Step back (backtrack)")
        eve.choose("Refuse a square")
        for pupil, label in ((ada, "Place a queen"), (bob, "Step back (backtrack)"), (eve, "Refuse a square")):
            pupil.wait(lambda s, label=label: s["chosenOption"] == label and s["confirmed"], label)
        eve.reload()
        state = eve.wait(lambda s: s["screen"] == "class" and s["chosenOption"], "Eve back")
        check(state["chosenOption"] == "Refuse a square", state)
        teacher.command("reveal " + json.dumps({"right": ["back"], "explanation":
                                                "Row 3 has no free square left: the algorithm goes back to row 4."}))
        for pupil, good in ((ada, False), (bob, True), (eve, False)):
            state = pupil.wait(lambda s: s["verdict"], "the verdict")
            check(("good" in state["verdictClass"]) == good, state)
            check(state["rightOptions"] == ["Step back (backtrack)"], state)
        check(bob.state()["who"] == bob_name, "Bob kept his generated name")
        tally = teacher.tally(2, 3)
        check(tally["counts"] == {"place": 1, "back": 1, "refuse": 1}, "the server has %r" % tally)
        if shots:
            bob.screenshot(os.path.join(shots, "class-pupil-laptop.png"))

        # The class's language: a page that comes back gets the words anew.
        teacher.command("strings " + page_strings(pagetext, "de"))
        eve.reload()
        state = eve.wait(lambda s: s["screen"] == "class" and s["lang"] == "de", "Eve in German")
        check(state["verdict"] == "Nicht richtig.", state)
        check(eve.driver.find_element("id", "leave").text == "Klasse verlassen", "the page's words in German")
        if shots:
            eve.screenshot(os.path.join(shots, "class-pupil-phone-de.png"))
        teacher.command("strings " + page_strings(pagetext, "fr"))
        eve.reload()
        state = eve.wait(lambda s: s["screen"] == "class" and s["lang"] == "fr", "Eve in French")
        check(state["who"].startswith("Vous êtes"), "the pupil is addressed formally: %r" % state["who"])
        if shots:
            eve.screenshot(os.path.join(shots, "class-pupil-phone-fr.png"))
        # A pupil who comes now reads the join screen in the class's language.
        late = pupils.Pupil(teacher.url, 360, 740)
        browsers.append(late)
        check(late.state()["screen"] == "join" and late.state()["lang"] == "fr", "the join screen in French")
        check(late.driver.find_element("id", "join-heading").text == "Rejoindre la classe",
              late.driver.find_element("id", "join-heading").text)
        check(late.driver.find_element("id", "join-generated").text == "Choisir un nom pour moi",
              late.driver.find_element("id", "join-generated").text)
        if shots:
            late.screenshot(os.path.join(shots, "class-join-phone-fr.png"))

        # The class closes: every page says so in words.
        teacher.command("close")
        for pupil in browsers:
            if pupil is not late:
                state = pupil.wait(lambda s: s["screen"] == "end" and s["end"], "the end")
    finally:
        for pupil in browsers:
            pupil.quit()
        teacher.stop()
    print("tst_pupilpage: three pupils joined, answered, reloaded and saw the verdicts in %.1f s"
          % (time.monotonic() - started))
    print("1 passed, 0 failed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
