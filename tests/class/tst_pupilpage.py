# SPDX-License-Identifier: MIT
"""The pupils' page in a real browser against the real class server.

A phone whose board.js never arrived reads that the class cannot be
reached (not a blank page). Three pupils (headless Chromium, one browser
each) open the join address
with its host replaced by 127.0.0.1, join (one with a generated name),
answer a square question by tapping a square and an option question by a
button; one reloads and is the same pupil with the same answer; the
teacher reveals and each page says right or wrong, why (the reason for its
own answer, also to a screen reader) and the right answer once; after a
second vote, a pupil who answered only the first is judged by that answer
(the latest counts). The class's language
changes with a question open: every page follows without a reload (its
`lang`, its words, the question retold in German, the answers kept). One
leaves: Leave the
class sits in the header, away from the board, and asks first (by keyboard
and by touch); she joins again with a 40-character name, which the class
cuts and the page shows with an ellipsis, whole on focus. The server is
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


# The question asked before leaving, as the page draws it (None when it is
# not open): its accessible name and description, whether it is modal, its
# box and its buttons (words, cut or not, height), the viewport's width.
_READ_LEAVE_DIALOG = """
const d = document.getElementById('leave-dialog');
if (!d.open) {
  return null;
}
const r = d.getBoundingClientRect();
const words = (attribute) => document.getElementById(d.getAttribute(attribute)).textContent.trim();
return {
  modal: d.matches(':modal'),
  name: words('aria-labelledby'),
  description: words('aria-describedby'),
  left: r.left, right: r.right, top: r.top, bottom: r.bottom,
  viewportWidth: window.innerWidth, viewportHeight: window.innerHeight,
  buttons: Array.from(d.querySelectorAll('button')).map((b) => ({
    id: b.id, words: b.textContent.trim(), cut: b.scrollWidth > b.clientWidth,
    height: b.getBoundingClientRect().height})),
};
"""

# Where Leave the class is, against the board a pupil taps and the rest of
# the header: its box, the board's, and whether its words fit it.
_READ_LEAVE_PLACE = """
const box = (id) => document.getElementById(id).getBoundingClientRect();
const leave = box('leave');
const board = box('board');
const button = document.getElementById('leave');
return {top: leave.top, bottom: leave.bottom, height: leave.height, right: leave.right,
        boardTop: board.top, cut: button.scrollWidth > button.clientWidth,
        viewportWidth: window.innerWidth,
        stored: window.localStorage.getItem('nqueens-class')};
"""


def press(pupil, key, shift=False):
    """A key pressed on what has the focus in `pupil`'s page (with Shift held)."""
    from selenium.webdriver.common.action_chains import ActionChains
    from selenium.webdriver.common.keys import Keys
    actions = ActionChains(pupil.driver)
    if shift:
        actions.key_down(Keys.SHIFT).send_keys(key).key_up(Keys.SHIFT)
    else:
        actions.send_keys(key)
    actions.perform()


def check_leave_dialog(pupil, words, what):
    """The question before leaving is open in `pupil`'s page, modal, named,
    with the words `words` (ask, warning, stay, leave), inside the viewport,
    its buttons a thumb high with their words uncut. Returns it."""
    dialog = pupil.driver.execute_script(_READ_LEAVE_DIALOG)
    check(dialog is not None and dialog["modal"], "%s: no modal question before leaving: %r" % (what, dialog))
    check([dialog["name"], dialog["description"]] + [b["words"] for b in dialog["buttons"]] == list(words),
          "%s: %r" % (what, dialog))
    check(dialog["left"] >= 0 and dialog["right"] <= dialog["viewportWidth"] and dialog["top"] >= 0
          and dialog["bottom"] <= dialog["viewportHeight"], "%s: the question is not all in view: %r" % (what, dialog))
    check(all(not b["cut"] and b["height"] >= 44 for b in dialog["buttons"]),
          "%s: a button is cut or smaller than a thumb: %r" % (what, dialog["buttons"]))
    return dialog


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
    from selenium.webdriver.common.keys import Keys

    teacher = Teacher(driver)
    browsers = []
    try:
        check(teacher.url.startswith("http://") and "?code=" in teacher.url, teacher.url)
        teacher.command("strings " + page_strings(pagetext, "en"))
        board = {"n": 8, "queens": ["a8", "c7", "e6", "b5", "h4"], "refused": "d3",
                 "by": "b5", "row": "3",
                 "status": "Step 31: d3 is refused: the queen on b5 attacks it."}
        teacher.command("board " + json.dumps(board))

        # board.js did not arrive (the Wi-Fi dropped while the page loaded):
        # the join screen says that the class cannot be reached, in its
        # words, instead of a blank page.
        lost = pupils.Pupil(teacher.url, 360, 740)
        browsers.append(lost)
        lost.driver.execute_cdp_cmd("Network.enable", {})
        lost.driver.execute_cdp_cmd("Network.setBlockedURLs", {"urls": ["*/board.js"]})
        lost.driver.get(lost.url)
        said = lost.driver.execute_script(
            "return [typeof NqBoard, document.getElementById('join-message').textContent,"
            " document.getElementById('join-form').hidden,"
            " document.querySelector('#words [data-key=\"cannotConnect\"]').textContent];")
        check(said[0] == "undefined" and said[1] and said[1] == said[3] and said[2] is True,
              "without board.js the page says the class cannot be reached: %r" % said)
        if shots:
            lost.screenshot(os.path.join(shots, "class-pupil-no-board-phone.png"))
        lost.quit()
        browsers.remove(lost)

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

        # Reveal (issue 39, item 1): each page says why its own answer is
        # right or wrong, in predict mode's sentences, and says the right
        # answer once (never "The right answer: g3. The answer: g3.").
        first_free = ("No queen attacks it, and it is the first free square the search comes to: "
                      "the search tries the squares from left to right.")
        reasons = {"g3": first_free,
                   "e3": "e3 is attacked: the queen on e6 attacks it along the column.",
                   "h3": "h3 is attacked: the queen on h4 attacks it along the column."}
        teacher.command("reveal " + json.dumps({"right": ["g3"], "explanation": first_free, "reasons": reasons}))
        for pupil, square, good in ((ada, "g3", True), (bob, "e3", False), (eve, "h3", False)):
            state = pupil.wait(lambda s: s["verdict"], "the verdict")
            check(("good" in state["verdictClass"]) == good, state)
            check(state["explanation"] == reasons[square],
                  "the page that chose %s does not say why: %r" % (square, state["explanation"]))
            said = state["rightAnswer"] + " " + state["explanation"]
            check(said.count("g3") == 1 and "The answer" not in said, "the right answer said twice: %r" % said)
            check(not state["squares"], "squares are offered after reveal")
            # A screen reader hears the reason too, not only right or wrong.
            pupil.wait(lambda s, square=square: reasons[square] in s["live"], "the verdict said with its reason")

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
        # Vote again: Ada changes her mind, Eve keeps hers, Bob does not
        # vote again. His answer of vote 1 counts (issue 39, item 12: the
        # latest answer), as in the results file and the projector's count.
        teacher.command("ask " + json.dumps(dict(option, vote=2)))
        for pupil in browsers:
            pupil.wait(lambda s: s["options"] and not s["chosenOption"] and not s["verdict"], "the second vote")
        ada.choose("Step back (backtrack)")
        eve.choose("Refuse a square")
        for pupil, label in ((ada, "Step back (backtrack)"), (eve, "Refuse a square")):
            pupil.wait(lambda s, label=label: s["chosenOption"] == label and s["confirmed"], label)
        exhausted = "The row has no square left to try."
        teacher.command("reveal " + json.dumps({"right": ["back"], "explanation": exhausted,
                                                "reasons": {"place": exhausted, "refuse": exhausted,
                                                            "back": exhausted}}))
        for pupil, good, answer in ((ada, True, "Step back (backtrack)"), (bob, True, "Step back (backtrack)"),
                                    (eve, False, "Refuse a square")):
            state = pupil.wait(lambda s: s["verdict"], "the verdict")
            check(("good" in state["verdictClass"]) == good, state)
            check(state["rightOptions"] == ["Step back (backtrack)"], state)
            check(state["answerLine"] == "Your answer: %s." % answer, state["answerLine"])
            check(state["explanation"] == exhausted, state["explanation"])
        check(bob.state()["who"] == bob_name, "Bob kept his generated name")
        tally = teacher.tally(2, 3)
        check(tally["counts"] == {"place": 1, "back": 1, "refuse": 1}, "the server has %r" % tally)
        if shots:
            bob.screenshot(os.path.join(shots, "class-pupil-laptop.png"))

        # The class's language changes with a question open (issue 39, item
        # 2): every page follows at once, without a reload (its `lang`, its
        # own words), and the open question comes again in the new words
        # (retold: the same question, each pupil's answer kept).
        third = {"question": 3, "text": "What will the algorithm do next?", "input": "option",
                 "options": [{"value": "place", "label": "Place a queen"},
                             {"value": "back", "label": "Step back (backtrack)"}]}
        german = dict(third, text="Was wird der Algorithmus als Nächstes tun?",
                      options=[{"value": "place", "label": "Eine Dame setzen"},
                               {"value": "back", "label": "Zurückgehen"}])
        teacher.command("ask " + json.dumps(third))
        for pupil in browsers:
            pupil.wait(lambda s: s["question"] == third["text"] and s["options"] and not s["verdict"],
                       "the third question")
        ada.choose("Place a queen")
        eve.choose("Place a queen")
        for pupil in (ada, eve):
            pupil.wait(lambda s: s["chosenOption"] == "Place a queen" and s["confirmed"], "Place a queen")
        teacher.command("strings " + page_strings(pagetext, "de"))
        for pupil in browsers:
            state = pupil.wait(lambda s: s["lang"] == "de", "the page's language following the class's")
            state = pupil.wait(lambda s: s["leave"] == "Klasse verlassen", "the page's own words in German")
            check(state["screen"] == "class", "a page left the class on a change of language: %r" % state)
        teacher.command("retell " + json.dumps(german))
        for pupil in browsers:
            state = pupil.wait(lambda s: s["question"] == german["text"], "the open question in German")
            check(state["options"] == ["Eine Dame setzen", "Zurückgehen"], state["options"])
            check(not state["verdict"], "a question retold is still open: %r" % state)
        state = ada.state()
        check(state["chosenOption"] == "Eine Dame setzen" and state["confirmed"], "Ada's answer kept: %r" % state)
        check(state["answerLine"].startswith("Ihre Antwort: Eine Dame setzen."), state["answerLine"])
        check(bob.state()["answerLine"] == "Sie haben noch nicht geantwortet.", bob.state()["answerLine"])
        if shots:
            ada.screenshot(os.path.join(shots, "class-language-phone-de.png"))
        tally = teacher.tally(3, 2)
        check(tally["counts"] == {"place": 2}, "the answers stay the class's: %r" % tally)
        # And back: English words, the question in English, still open.
        teacher.command("strings " + page_strings(pagetext, "en"))
        teacher.command("retell " + json.dumps(third))
        for pupil in browsers:
            state = pupil.wait(lambda s: s["lang"] == "en" and s["question"] == third["text"]
                               and s["leave"] == "Leave the class", "the page in English again")
            check(state["options"] == ["Place a queen", "Step back (backtrack)"], state["options"])
        if shots:
            ada.screenshot(os.path.join(shots, "class-language-phone-en.png"))
        teacher.command("reveal " + json.dumps({"right": ["back"], "explanation":
                                                "Row 3 has no free square left: the algorithm goes back to row 4."}))
        for pupil, good in ((ada, False), (bob, False), (eve, False)):
            state = pupil.wait(lambda s: s["verdict"], "the third verdict")
            check(("good" in state["verdictClass"]) == good, state)

        # Leaving the class (issue 39, item 18): Leave sits in the header,
        # above the board a pupil taps with a thumb's width between, and
        # asks first, in a modal question the keyboard reaches, with Stay
        # focused; leaving forgets the pupil, so joining again is a new one.
        place = ada.driver.execute_script(_READ_LEAVE_PLACE)
        check(place["bottom"] + 44 <= place["boardTop"],
              "Leave the class is not away from the board: %r" % place)
        check(place["height"] >= 44 and not place["cut"] and place["right"] <= place["viewportWidth"], place)
        token = place["stored"]
        check(token, "Ada's page keeps no token")
        english = ("Leave the class?", "If you join again, you will be a new pupil.", "Stay", "Leave")
        # By keyboard: Tab reaches Leave, Enter asks, Escape keeps her in.
        for _ in range(40):
            if ada.state()["focused"] == "leave":
                break
            press(ada, Keys.TAB)
        check(ada.state()["focused"] == "leave", "Tab never reaches Leave the class")
        press(ada, Keys.ENTER)
        state = ada.wait(lambda s: s["leaveAsked"] and s["focused"] == "leave-stay", "the question before leaving")
        check(state["screen"] == "class", "Ada left without being asked: %r" % state)
        check_leave_dialog(ada, english, "English")
        if shots:
            ada.driver.save_screenshot(os.path.join(shots, "class-leave-phone.png"))
        press(ada, Keys.TAB)
        ada.wait(lambda s: s["focused"] == "leave-confirm", "Tab to Leave in the question")
        press(ada, Keys.TAB, shift=True)
        ada.wait(lambda s: s["focused"] == "leave-stay", "Shift+Tab back to Stay")
        press(ada, Keys.ESCAPE)
        state = ada.wait(lambda s: not s["leaveAsked"] and s["focused"] == "leave", "Escape to keep Ada in")
        check(state["screen"] == "class" and state["who"].endswith("Ada"), state)
        # By touch: Stay keeps her in, Leave leaves.
        ada.driver.find_element("id", "leave").click()
        ada.wait(lambda s: s["leaveAsked"], "the question before leaving, tapped")
        ada.driver.find_element("id", "leave-stay").click()
        state = ada.wait(lambda s: not s["leaveAsked"], "Stay")
        check(state["screen"] == "class", state)
        check(ada.driver.execute_script(_READ_LEAVE_PLACE)["stored"] == token, "Stay kept the token")
        ada.driver.find_element("id", "leave").click()
        ada.wait(lambda s: s["leaveAsked"], "the question before leaving, tapped again")
        ada.driver.find_element("id", "leave-confirm").click()
        state = ada.wait(lambda s: s["screen"] == "join", "Ada has left")
        check(not state["leave"] and not state["who"], state)
        check(ada.driver.execute_script(_READ_LEAVE_PLACE)["stored"] is None, "the token is kept after leaving")
        with teacher.lock:
            before = len(teacher.lines)
        teacher.command("roster")
        roster = json.loads(teacher.wait(lambda l: l.startswith("roster ") and teacher.lines.index(l) >= before,
                                         "the roster")[len("roster "):])
        check("Ada" not in [p["name"] for p in roster], "Ada is still in the class: %r" % roster)

        # A long name (issue 39, item 19): the class cuts it to 24
        # characters, and the page shows the cut with an ellipsis, the whole
        # name in its title and while the line has the focus.
        whole = "Ada Maximiliane Alexandra Katharina Lenz"
        check(len(whole) == 40, len(whole))
        cut = "Ada Maximiliane Alexandr"  # 24 characters, as PupilNames::clean cuts
        state = ada.join(whole)
        check(state["whoDrawn"] == "You are " + cut + "\u2026", "a cut name without a mark: %r" % state["whoDrawn"])
        check(state["whoTitle"] == "You are " + whole, state["whoTitle"])
        check(state["pageWidth"] <= state["viewportWidth"], "the page scrolls sideways: %r" % state)
        if shots:
            ada.screenshot(os.path.join(shots, "class-name-cut-phone.png"))
        ada.driver.execute_script("document.getElementById('who').focus()")
        state = ada.wait(lambda s: s["whoDrawn"] == "You are " + whole, "the whole name on focus")
        if shots:
            ada.driver.save_screenshot(os.path.join(shots, "class-name-whole-phone.png"))
        ada.reload()
        state = ada.wait(lambda s: s["screen"] == "class" and s["who"], "Ada back after a reload")
        check(state["whoDrawn"] == "You are " + cut + "\u2026" and state["whoTitle"] == "You are " + whole,
              "the whole name after a reload: %r" % state)

        # The class's language: a page that comes back gets the words anew;
        # in each, Eve's cut name and the question before leaving fit her phone.
        leaving = {"de": ("Die Klasse verlassen?", "Wenn Sie wieder beitreten, sind Sie ein neuer Schüler.",
                          "Bleiben", "Verlassen"),
                   "es": ("¿Salir de la clase?", "Si vuelve a unirse, será un alumno nuevo.", "Quedarse", "Salir"),
                   "fr": ("Quitter la classe\u00a0?",
                          "Si vous rejoignez à nouveau la classe, vous serez un nouvel élève.", "Rester", "Quitter")}
        for lang in ("de", "es", "fr"):
            teacher.command("strings " + page_strings(pagetext, lang))
            eve.reload()
            state = eve.wait(lambda s, lang=lang: s["screen"] == "class" and s["lang"] == lang, "Eve in " + lang)
            check(state["whoDrawn"].endswith(hostile[:24] + "\u2026"), "Eve's cut name: %r" % state["whoDrawn"])
            check(state["pageWidth"] <= state["viewportWidth"], "the page scrolls sideways in " + lang)
            place = eve.driver.execute_script(_READ_LEAVE_PLACE)
            check(not place["cut"] and place["bottom"] + 44 <= place["boardTop"], "Leave in %s: %r" % (lang, place))
            if lang == "de":
                check(state["verdict"] == "Nicht richtig.", state)
                check(state["leave"] == "Klasse verlassen", "the page's words in German")
            if lang == "fr":
                check(state["who"].startswith("Vous êtes"), "the pupil is addressed formally: %r" % state["who"])
            if shots:
                eve.screenshot(os.path.join(shots, "class-pupil-phone-%s.png" % lang))
            eve.driver.find_element("id", "leave").click()
            eve.wait(lambda s: s["leaveAsked"], "the question before leaving in " + lang)
            check_leave_dialog(eve, leaving[lang], lang)
            if shots:
                eve.driver.save_screenshot(os.path.join(shots, "class-leave-phone-%s.png" % lang))
            press(eve, Keys.ESCAPE)
            eve.wait(lambda s: not s["leaveAsked"] and s["screen"] == "class", "Eve stays in " + lang)
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
    print("tst_pupilpage: three pupils joined, answered, reloaded, saw the verdicts, one left and came back"
          " with a long name, in %.1f s"
          % (time.monotonic() - started))
    print("1 passed, 0 failed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
