# SPDX-License-Identifier: MIT
"""A pupil does a homework in a real browser (issue 40, items 4 and 6).

`nqueens homework` writes a 6 x 6 lock-lines practice (the pupil refuses
too); headless Chromium opens the file with file:// on a 360 x 740 phone.
The pupil types a name once, opens the task and does it to the first
solution: right steps by touch (Place, Refuse switched on and off) and one
refusal by the X key, one mistake (a queen on a square the algorithm
refuses: the page must say which queen attacks it and what the right step
was, and draw them), Show me once, and a reload in the middle (the progress
and the board must be as before). The right steps come from the native
engines (nq_enginedriver, wasm/engine.h compiled natively), not from the
page. Then the pupil hands in: the downloaded results file's actions,
replayed through the native engines with the file's own table of words,
must give the counts the file claims and the page showed, and every
sentence the page said after each action (the engine in the browser's).

A second file holds a predict task (--predict, 6 x 6 lock-lines, questions
up to step 60): the pupil answers the first question right, the second
wrong then right, the third wrong twice, reveals the fourth, reloads (the
score and the question shown stay) and hands in; the actions replayed
natively give the score the file claims. A third holds a browse task
(--browse, 6 x 6): the four solutions one at a time, Next and Previous going
round, the one shown kept over a reload. On the phone each verdict with its reason is in view
right after the action (a mistake's, each predict answer's, Reveal's: the page scrolls to it, and
not at all when it already is) and the keyboard stays where it was: on the square, on the answer
to try again, on Next once the question closes. No request may leave the page: every request Chromium
logged is the file itself, and the page made no resource request at all;
no Content-Security-Policy violation or error in the console. Screenshots
of the phone go to SCREENSHOT_DIR.

    /usr/bin/python3 tst_homeworkpage.py NQUEENS ENGINEDRIVER SCREENSHOT_DIR
"""

import json
import os
import shutil
import subprocess
import sys
import tempfile
import time

HANG_GUARD = 60.0
CHROMIUM = "/usr/bin/chromium"
CHROMEDRIVER = "/usr/bin/chromedriver"
N = 6
ALGORITHM = "lock-lines"

_READ = r"""
const $ = (id) => document.getElementById(id);
const visible = (id) => { const e = $(id); return !!e && !e.hidden && e.offsetParent !== null; };
const screens = ['name-screen', 'list-screen', 'task-screen', 'other-screen'].filter(visible);
const squares = {};
for (const b of document.querySelectorAll('#seat-board button.square')) {
  squares[b.getAttribute('data-square')] = Array.from(b.classList).filter((c) => c !== 'square');
}
const first = document.querySelector('#seat-board button.square');
return {
  screen: screens.length ? screens[0] : '',
  loading: $('loading').textContent,
  who: $('who').hidden ? '' : $('who').textContent,
  tasks: Array.from(document.querySelectorAll('#tasks .task-progress')).map((e) => e.textContent),
  progress: $('task-progress').textContent,
  verdictWord: $('seat-verdict').hidden ? '' : $('seat-verdict-word').textContent,
  verdict: $('seat-verdict').hidden ? '' : $('seat-verdict-text').textContent,
  instruction: $('seat-instruction').hidden ? '' : $('seat-instruction').textContent,
  finished: !$('seat-summary').hidden,
  summary: $('seat-summary-text').textContent,
  tool: $('seat-refuse').getAttribute('aria-pressed') === 'true' ? 'refuse' : 'place',
  squares,
  cell: first ? first.getBoundingClientRect().width : 0,
  pageWidth: document.documentElement.scrollWidth,
  innerWidth: window.innerWidth,
  handedIn: $('hand-in-message').textContent,
  resources: performance.getEntriesByType('resource').map((e) => e.name),
};
"""


# Where the verdict is on the screen, and what has the keyboard.
_VIEW = r"""
const v = document.getElementById('seat-verdict');
const box = v.getBoundingClientRect();
const a = document.activeElement;
return {
  hidden: v.hidden, top: box.top, bottom: box.bottom, height: window.innerHeight, y: window.scrollY,
  focus: a ? [a.tagName, a.id, a.getAttribute('data-square') || '', a.tagName === 'BUTTON' ? a.textContent : ''] : null,
};
"""


def missing():
    try:
        import selenium  # noqa: F401
    except ImportError:
        return "python3-selenium"
    for path in (CHROMIUM, CHROMEDRIVER):
        if not os.path.exists(path):
            return path
    return None


def square_name(row, col):
    return chr(97 + col) + str(N - row)


def native(driver, commands):
    """The native engines' answers to `commands`, one a line."""
    result = subprocess.run([driver, "run"], input="\n".join(commands) + "\n", capture_output=True,
                            text=True, timeout=HANG_GUARD, check=True)
    return result.stdout.splitlines()


ACTIONS = ["place", "refuse", "backtrack", "solution"]


def questions(driver, last, settings="predict %s %d 1 each-new-row 1 1 255" % (ALGORITHM, N)):
    """The predict task's questions up to position `last`, as the native engines open them
    (`settings`: the driver's predict command)."""
    answers = native(driver, [settings] + ["next %d %d" % (p, last - p + 1) for p in range(1, last + 1)])
    found = {}
    for line in answers[1:]:
        if line != "null":
            q = json.loads(line)
            found[q["position"]] = q
    return [found[p] for p in sorted(found)]


def predict_answer(q, right):
    """(how to give it on the page, field, a, b): the right answer, or a wrong one."""
    kind = q["kind"]
    if kind in ("next-square", "attacker", "fewest-attackers"):
        # A wrong attacker is a queen that does not attack (an empty square is no answer).
        wrong = [[r, c] for r in range(N) for c in range(N) if [r, c] not in q["accepted"]
                 and (kind != "attacker" or q["board"][r] == c)]
        check(right or wrong, "no wrong answer to %r" % q)
        square = q["answer"] if right else wrong[0]
        return ("square", square_name(*square)), "square", square[0], square[1]
    if kind == "next-event":
        a = ACTIONS.index(q["action"]) if right else (ACTIONS.index(q["action"]) + 1) % 4
        return ("option", a), "action", a, 0
    if kind == "tries-left":
        a = q["count"] if right else (q["count"] + 1) % (N + 1)
        return ("option", a), "number", a, 0
    if kind == "part-of-solution":
        a = int(q["yes"]) if right else 1 - int(q["yes"])
        return ("option", 1 - a), "yes", a, 0  # the buttons: Yes, then No
    raise AssertionError("a question of kind %r" % kind)


def predict_part(page, nqueens, enginedriver, work, shots):
    """The predict task, answered on the page; its results replayed natively."""
    page_file = os.path.join(work, "predict.html")
    last = 60
    made = subprocess.run([nqueens, "homework", str(N), "--predict", "--algorithm", ALGORITHM, "--steps",
                           str(last), "--output", page_file], capture_output=True, text=True, timeout=HANG_GUARD)
    check(made.returncode == 0, "nqueens homework --predict: %r" % made.stderr)
    asked = questions(enginedriver, last)
    check(len(asked) >= 5, "only %d questions up to step %d" % (len(asked), last))
    page.driver.get("file://" + page_file)
    page.wait(lambda s: s["screen"] == "name-screen", "the predict homework's name")
    page.driver.find_element("id", "name").send_keys("Ada Lovelace")
    page.click("#start")
    page.wait(lambda s: s["screen"] == "list-screen", "the predict task list")
    page.click("button.task")

    def shown_text():
        return page.driver.execute_script("return document.getElementById('predict-at').textContent")

    def give(q, right):
        how, field, a, b = predict_answer(q, right)
        before = page.state()["progress"] + page.state()["verdict"]
        if how[0] == "square":
            element = page.focus('#seat-board button[data-square="%s"]' % how[1])
        else:
            element = page.focus("#predict-options button:nth-child(%d)" % (how[1] + 1))
        focus = page.view()["focus"]
        element.click()
        s = page.wait(lambda s: s["progress"] + s["verdict"] != before, "the answer to %r" % q)
        closed = page.driver.execute_script("return !document.getElementById('predict-next').hidden")
        if how[0] == "option" and closed:
            focus = ["BUTTON", "predict-next", "", "Next question"]
        page.verdict_seen(focus, "the %s answer to %r" % ("right" if right else "wrong", q))
        return s

    verdicts = []
    for index, tries in enumerate([[True], [False, True], [False, False], []]):
        q = asked[index]
        page.wait(lambda s: shown_text() == "Question at step %d" % q["position"],
                  "question %d at step %d" % (index + 1, q["position"]))
        for right in tries:
            s = give(q, right)
            verdicts.append((s["verdictWord"], s["verdict"]))
        if not tries:
            page.focus("#predict-reveal").click()
            s = page.wait(lambda s: s["verdict"].startswith("The answer: "), "the answer revealed")
            verdicts.append((None, s["verdict"]))
            page.verdict_seen(["BUTTON", "predict-next", "", "Next question"], "Reveal")
        if index == 2:
            page.screenshot(os.path.join(shots, "homework-360-predict.png"))
        page.click("#predict-next")
    check([w for w, _ in verdicts] == ["Right!", "Not right.", "Right!", "Not right.", "Not right.", None]
          and verdicts[1][1].endswith("Try once more.") and verdicts[3][1].endswith("Try once more.")
          and "The answer: " in verdicts[4][1], "the verdicts: %r" % verdicts)
    claimed_line = "Questions: 4, right the first time: 1, the second time: 1, shown: 2"
    s = page.wait(lambda s: shown_text() == "Question at step %d" % asked[4]["position"], "the fifth question")
    check(s["progress"] == claimed_line, "progress %r" % s["progress"])
    page.driver.refresh()
    s = page.wait(lambda s: s["screen"] == "task-screen", "the predict task after the reload")
    check(s["progress"] == claimed_line and shown_text() == "Question at step %d" % asked[4]["position"],
          "after the reload: %r at %r" % (s["progress"], shown_text()))
    page.click("#back")
    page.wait(lambda s: s["screen"] == "list-screen", "the list")
    downloads = os.path.join(work, "downloads")
    for name in os.listdir(downloads):
        os.remove(os.path.join(downloads, name))
    page.click("#hand-in")
    result_path = os.path.join(downloads, "homework-Ada-Lovelace.nqueens-result")
    deadline = time.monotonic() + HANG_GUARD
    while not os.path.exists(result_path):
        check(time.monotonic() < deadline, "no predict results file in %r" % os.listdir(downloads))
        time.sleep(0.05)
    time.sleep(0.2)  # the download renamed into place is whole
    with open(result_path, encoding="utf-8") as f:
        results = json.load(f)
    claimed = results["claimed"]
    check(claimed == [{"task": 0, "asked": 4, "rightFirst": 1, "rightSecond": 1, "revealed": 2}],
          "claimed %r" % claimed)
    commands = ["words %s" % words_of(page_file, work), "predict %s %d 1 each-new-row 1 1 255" % (ALGORITHM, N)]
    open_at = None
    for a in results["actions"]:
        if a["position"] != open_at:
            commands.append("ask %d" % a["position"])
            open_at = a["position"]
        commands.append("reveal" if a["do"] == "reveal" else "answer %s %d %d" % (a["field"], a["a"], a["b"]))
    commands.append("score")
    answers = native(enginedriver, commands)
    score = json.loads(answers[-1])
    # The page said the engine's words: the answer's text (right: its
    # reason), Reveal's answer and reason.
    said = []
    for command, line in zip(commands[2:-1], answers[2:-1]):
        if command.startswith("ask"):
            continue
        answer = json.loads(line)
        if command == "reveal":
            said.append(answer["text"] + "\n" + answer["reason"])
        else:
            said.append(answer["reason"] if answer["verdict"] == "right" else answer["text"])
    check([v for _, v in verdicts] == said, "the page said %r, the native engines %r" % (verdicts, said))
    replayed = {"task": 0, "asked": score["asked"], "rightFirst": score["rightFirst"],
                "rightSecond": score["rightSecond"], "revealed": score["revealed"]}
    check(replayed == claimed[0], "replayed %r, the file claims %r" % (replayed, claimed[0]))
    return page_file


def browse_part(page, nqueens, work, shots):
    """The browse task: 6 x 6's four solutions, as `nqueens solutions` lists them."""
    page_file = os.path.join(work, "browse.html")
    made = subprocess.run([nqueens, "homework", str(N), "--browse", "--output", page_file],
                          capture_output=True, text=True, timeout=HANG_GUARD)
    check(made.returncode == 0, "nqueens homework --browse: %r" % made.stderr)
    listed = subprocess.run([nqueens, "solutions", str(N)], capture_output=True, text=True, timeout=HANG_GUARD)
    boards = [[int(c) for c in line.split()] for line in listed.stdout.splitlines()]
    check(len(boards) == 4, "nqueens solutions %d: %r" % (N, listed.stdout))
    page.driver.get("file://" + page_file)
    page.wait(lambda s: s["screen"] == "name-screen", "the browse homework's name")
    page.driver.find_element("id", "name").send_keys("Ada Lovelace")
    page.click("#start")
    page.wait(lambda s: s["screen"] == "list-screen", "the browse task list")
    page.click("button.task")

    def shown():
        return page.driver.execute_script(
            "return [document.getElementById('other-text').textContent,"
            " document.getElementById('browse-board').getAttribute('aria-label')]")

    def expect(index):
        queens = ", ".join(square_name(row, col) for row, col in enumerate(boards[index]))
        want = ["Solution %d of 4" % (index + 1), "Your board, %d by %d squares. Queens on %s" % (N, N, queens)]
        deadline = time.monotonic() + HANG_GUARD
        while shown() != want:
            check(time.monotonic() < deadline, "the page shows %r, not %r" % (shown(), want))
            time.sleep(0.05)

    expect(0)
    page.screenshot(os.path.join(shots, "homework-360-browse.png"))
    page.click("#browse-next")
    expect(1)
    page.driver.refresh()
    expect(1)
    page.click("#browse-previous")
    expect(0)
    page.click("#browse-previous")
    expect(3)
    return page_file


def words_of(page_file, folder):
    """The file's table of words (the nq-words script) in a file of its own."""
    with open(page_file, encoding="utf-8") as f:
        html = f.read()
    start = html.index('<script type="application/json" id="nq-words">')
    start = html.index(">", start) + 1
    table = json.loads(html[start:html.index("</script>", start)])
    path = os.path.join(folder, "words.json")
    with open(path, "w", encoding="utf-8") as f:
        json.dump(table, f, ensure_ascii=False)
    return path


def right_steps(driver):
    """The algorithm's steps to the first solution: Show me until the end."""
    answers = native(driver, ["practice %s %d 1 0" % (ALGORITHM, N)] + ["show"] * 500)
    steps = []
    for line in answers[1:]:
        if line == "null":
            break
        steps.append(json.loads(line)["shown"])
    assert steps and answers[-1] == "null", "the practice did not end within 500 steps"
    return steps


class Page:
    def __init__(self, url, downloads):
        from selenium import webdriver
        from selenium.webdriver.chrome.service import Service

        options = webdriver.ChromeOptions()
        options.binary_location = CHROMIUM
        for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                         "--no-first-run", "--disable-extensions", "--disable-background-networking",
                         "--disable-sync", "--disable-component-update", "--hide-scrollbars",
                         "--force-color-profile=srgb", "--window-size=360,740"):
            options.add_argument(argument)
        options.set_capability("goog:loggingPrefs", {"browser": "ALL", "performance": "ALL"})
        self.driver = webdriver.Chrome(service=Service(CHROMEDRIVER), options=options)
        self.driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
            "width": 360, "height": 740, "deviceScaleFactor": 1, "mobile": True})
        self.driver.execute_cdp_cmd("Emulation.setTouchEmulationEnabled", {"enabled": True})
        self.driver.execute_cdp_cmd("Page.setDownloadBehavior", {"behavior": "allow", "downloadPath": downloads})
        self.driver.get(url)
        self.logs = {"browser": [], "performance": []}

    def quit(self):
        self.driver.quit()

    def state(self):
        return self.driver.execute_script(_READ)

    def wait(self, predicate, what):
        deadline = time.monotonic() + HANG_GUARD
        while True:
            state = self.state()
            if predicate(state):
                return state
            if time.monotonic() > deadline:
                raise AssertionError("waited %.0f s for %s; the page shows %r" % (HANG_GUARD, what, state))
            time.sleep(0.05)

    def click(self, selector):
        element = self.driver.find_element("css selector", selector)
        self.driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", element)
        element.click()

    def focus(self, selector):
        """The element in the middle of the screen, focused as a tap would (the page not moved)."""
        element = self.driver.find_element("css selector", selector)
        self.driver.execute_script("arguments[0].scrollIntoView({block: 'center'});"
                                   " arguments[0].focus({preventScroll: true})", element)
        return element

    def view(self):
        return self.driver.execute_script(_VIEW)

    def verdict_seen(self, focus, what):
        """The verdict whole on the screen and the keyboard on `focus` (a _VIEW focus)."""
        v = self.view()
        check(not v["hidden"] and v["top"] >= 0 and v["bottom"] <= v["height"],
              "after %s the verdict is at %.0f to %.0f on a screen %d px high" % (
                  what, v["top"], v["bottom"], v["height"]))
        check(v["focus"] == focus, "after %s the keyboard is on %r, was on %r" % (what, v["focus"], focus))
        return v

    def collect_logs(self):
        for kind in ("browser", "performance"):
            self.logs[kind].extend(self.driver.get_log(kind))

    def screenshot(self, path):
        self.driver.save_screenshot(path)
        print("screenshot:", path)


def check(condition, message):
    if not condition:
        raise AssertionError(message)


def main():
    if len(sys.argv) != 4:
        print(__doc__)
        return 2
    nqueens, enginedriver, shots = sys.argv[1:4]
    absent = missing()
    if absent:
        # Not a skip: the test is part of CI (scripts/install-deps.sh installs them).
        print("FAIL: %s is missing" % absent)
        return 1
    os.makedirs(shots, exist_ok=True)
    work = tempfile.mkdtemp(prefix="nq-homework-")
    downloads = os.path.join(work, "downloads")
    os.makedirs(downloads)
    page_file = os.path.join(work, "homework.html")
    made = subprocess.run([nqueens, "homework", str(N), "--algorithm", ALGORITHM, "--to", "first-solution",
                           "--pupil-refuses", "--title", "Week 3", "--output", page_file],
                          capture_output=True, text=True, timeout=HANG_GUARD)
    check(made.returncode == 0, "nqueens homework: %r" % made.stderr)
    steps = right_steps(enginedriver)
    kinds = [s["kind"] for s in steps]
    print("%d steps: %d places, %d refusals, %d take-backs" % (
        len(steps), kinds.count("place"), kinds.count("reject"), kinds.count("remove")))
    # Where the pupil does what: a mistake on the second refusal, the X key
    # on the third, Show me on a take-back, the reload half way.
    rejects = [i for i, k in enumerate(kinds) if k == "reject"]
    removes = [i for i, k in enumerate(kinds) if k == "remove"]
    check(len(rejects) >= 3 and removes, "the task has too few refusals or take-backs: %r" % kinds)
    mistake_at, key_at, show_at = rejects[1], rejects[2], removes[0]
    reload_at = len(steps) // 2
    check(len({mistake_at, key_at, show_at, reload_at}) == 4, "the plan's steps coincide")
    # The first tap after the mistake: with the verdict in view the page must not move.
    steady_at = next(i for i in range(mistake_at + 1, len(steps)) if i not in (key_at, show_at, reload_at))

    url = "file://" + page_file
    page = Page(url, downloads)
    try:
        s = page.wait(lambda s: s["screen"] == "name-screen", "the name asked")
        check(s["innerWidth"] == 360, "the viewport is %r wide" % s["innerWidth"])
        page.screenshot(os.path.join(shots, "homework-360-name.png"))
        page.driver.find_element("id", "name").send_keys("Ada Lovelace")
        page.click("#start")
        s = page.wait(lambda s: s["screen"] == "list-screen", "the task list")
        check(s["who"] == "You are Ada Lovelace", "who: %r" % s["who"])
        check(s["tasks"] == ["Not started"], "progress lines: %r" % s["tasks"])
        page.screenshot(os.path.join(shots, "homework-360-tasks.png"))
        page.click("button.task")
        s = page.wait(lambda s: s["screen"] == "task-screen", "the task")
        check(s["cell"] >= 44, "a square is %.1f px wide" % s["cell"])
        check(s["pageWidth"] <= 360, "the page is %d px wide on a 360 px phone" % s["pageWidth"])
        check(s["instruction"], "no instruction")
        page.screenshot(os.path.join(shots, "homework-360-start.png"))

        done = mistakes = shown = 0
        said = []  # the verdict's sentence after each action
        steady = None  # the page's scroll and keyboard before the step at steady_at

        def tap(i, square):
            nonlocal steady
            selector = '#seat-board button[data-square="%s"]' % square
            if i != steady_at:
                page.click(selector)
                return
            # The last verdict near the screen's foot (room for a longer one), the square above it
            # on the screen, focused.
            element = page.driver.find_element("css selector", selector)
            page.driver.execute_script("document.getElementById('seat-verdict').scrollIntoView({block: 'end'});"
                                       " window.scrollBy(0, 48); arguments[0].focus({preventScroll: true})", element)
            steady = page.view()
            box = page.driver.execute_script("return arguments[0].getBoundingClientRect().top", element)
            check(0 <= box and steady["bottom"] <= steady["height"], "the square %s at %.0f, the verdict at %r"
                  % (square, box, steady))
            element.click()

        for i, step in enumerate(steps):
            if i == reload_at:
                before = page.state()
                page.driver.refresh()
                after = page.wait(lambda s: s["screen"] == "task-screen", "the task after the reload")
                for key in ("progress", "verdict", "squares", "who"):
                    check(after[key] == before[key], "after the reload %s is %r, was %r" % (key, after[key], before[key]))
            square = square_name(*step["square"])
            previous = page.state()
            if i == show_at:
                page.click("#seat-show")
                shown += 1
                s = page.wait(lambda s: s["progress"] != previous["progress"], "Show me's answer")
                said.append(s["verdict"])
                check(s["verdictWord"] == "" and s["verdict"].startswith("Shown: ") and square in s["verdict"],
                      "Show me said %r" % s["verdict"])
                check("expected" in s["squares"][square], "the step shown is not marked on %s" % square)
                page.screenshot(os.path.join(shots, "homework-360-shown.png"))
                continue
            if i == mistake_at:
                # A queen on the square the algorithm refuses: a tap on the square in the
                # middle of the screen.
                if previous["tool"] != "place":
                    page.click("#seat-place")
                element = page.focus('#seat-board button[data-square="%s"]' % square)
                focus = page.view()["focus"]
                element.click()
                mistakes += 1
                done += 0
                s = page.wait(lambda s: s["progress"] != previous["progress"], "the mistake's verdict")
                # Its reason on the phone's screen without scrolling, the keyboard still on the square.
                page.verdict_seen(focus, "the mistake on %s" % square)
                said.append(s["verdict"])
                check(s["verdictWord"] == "Not right.", "the mistake was called %r" % s["verdictWord"])
                attackers = [name for name, classes in s["squares"].items() if "by" in classes]
                check(len(attackers) == 1, "attacking queens drawn: %r" % attackers)
                # Which queen attacks which square, and the right step, in words.
                check(s["verdict"].startswith("Mistake: %s is attacked by the queen on %s" % (square, attackers[0]))
                      and "instead: refuse %s" % square in s["verdict"], "the mistake's explanation: %r" % s["verdict"])
                check({"acted", "wrong", "expected", "refused"} <= set(s["squares"][square]),
                      "the square of the mistake: %r" % s["squares"][square])
                page.screenshot(os.path.join(shots, "homework-360-mistake.png"))
                continue
            if step["kind"] == "place":
                if previous["tool"] != "place":
                    page.click("#seat-place")
                tap(i, square)
            elif step["kind"] == "reject" and i == key_at:
                from selenium.webdriver.common.keys import Keys
                button = page.driver.find_element("css selector", '#seat-board button[data-square="%s"]' % square)
                page.driver.execute_script("arguments[0].focus()", button)
                page.driver.switch_to.active_element.send_keys("x")
            elif step["kind"] == "reject":
                if previous["tool"] != "refuse":
                    page.click("#seat-refuse")
                    page.wait(lambda s: s["tool"] == "refuse", "Refuse pressed")
                tap(i, square)
            elif step["kind"] == "remove":
                tap(i, square)  # a queen: taken back
            else:
                raise AssertionError("a step of kind %r" % step["kind"])
            done += 1
            s = page.wait(lambda s: s["progress"] != previous["progress"], "step %d's verdict" % i)
            said.append(s["verdict"])
            if i == steady_at:
                v = page.verdict_seen(steady["focus"], "step %d (its verdict in view before)" % i)
                check(v["y"] == steady["y"], "the page moved from %r to %r" % (steady["y"], v["y"]))
            check(s["verdictWord"] == "Right!", "step %d (%s %s) was called %r: %r" % (
                i, step["kind"], square, s["verdictWord"], s["verdict"]))
            if step["kind"] == "reject":
                check("refused" in s["squares"][square], "%s is not drawn refused" % square)
        s = page.wait(lambda s: s["finished"], "the end of the task")
        claimed_line = "Finished. Steps done: %d, mistakes: %d, shown: %d" % (done, mistakes, shown)
        check(s["progress"] == claimed_line, "progress %r, expected %r" % (s["progress"], claimed_line))
        page.screenshot(os.path.join(shots, "homework-360-finished.png"))

        page.click("#next-task")
        s = page.wait(lambda s: s["screen"] == "list-screen", "the list again")
        check(s["tasks"] == [claimed_line], "the list says %r" % s["tasks"])
        page.click("#hand-in")
        result_path = os.path.join(downloads, "homework-Ada-Lovelace.nqueens-result")
        deadline = time.monotonic() + HANG_GUARD
        while not os.path.exists(result_path):
            check(time.monotonic() < deadline, "no results file in %r" % os.listdir(downloads))
            time.sleep(0.05)
        s = page.wait(lambda s: s["handedIn"], "the handed-in message")
        page.screenshot(os.path.join(shots, "homework-360-handed-in.png"))
        with open(result_path, encoding="utf-8") as f:
            results = json.load(f)

        check(results["format"] == "nqueens-homework-result" and results["version"] == 1, "format")
        check(results["pupil"] == "Ada Lovelace", "pupil %r" % results["pupil"])
        check(results["homework"]["title"] == "Week 3" and results["homework"]["tasks"][0]["n"] == N,
              "homework %r" % results["homework"])
        actions = results["actions"]
        check(all(a["task"] == 0 for a in actions), "actions of another task")
        check(all(a["ms"] <= b["ms"] for a, b in zip(actions, actions[1:])), "times go back")
        check(len(actions) == len(steps), "%d actions for %d steps" % (len(actions), len(steps)))
        claimed = results["claimed"]
        check(claimed == [{"task": 0, "done": done, "shown": shown, "mistakes": mistakes, "finished": True}],
              "claimed %r" % claimed)
        # The file's actions through the native engines give what it claims,
        # and say what the page said.
        commands = ["words %s" % words_of(page_file, work), "practice %s %d 1 0" % (ALGORITHM, N)]
        for a in actions:
            commands.append("show" if a["do"] == "show" else "act %s %d %d" % (a["do"], a["square"][0], a["square"][1]))
        commands.append("state")
        answers = native(enginedriver, commands)[1:]
        check("null" not in answers[1:-1], "the native engines ignored an action: %r" % answers)
        texts = [json.loads(line)["text"] for line in answers[1:-1]]
        for i, (page_said, engine_said) in enumerate(zip(said, texts)):
            check(page_said == engine_said, "after action %d the page said %r, the native engines %r"
                  % (i, page_said, engine_said))
        check(len(said) == len(texts) == len(steps), "%d sentences, %d answers" % (len(said), len(texts)))
        final = json.loads(answers[-1])
        replayed = {"task": 0, "done": final["counts"]["done"], "shown": final["counts"]["shown"],
                    "mistakes": sum(final["counts"]["mistakes"]), "finished": final["finished"]}
        check(replayed == claimed[0], "replayed %r, the file claims %r" % (replayed, claimed[0]))

        predict_file = predict_part(page, nqueens, enginedriver, work, shots)
        browse_file = browse_part(page, nqueens, work, shots)

        # No request left the page.
        s = page.state()
        check(s["resources"] == [], "the page requested %r" % s["resources"])
        page.collect_logs()
        requested = []
        for entry in page.logs["performance"]:
            message = json.loads(entry["message"])["message"]
            if message["method"] == "Network.requestWillBeSent":
                requested.append(message["params"]["request"]["url"])
        pages = (url, "file://" + predict_file, "file://" + browse_file)
        strangers = [u for u in requested if u not in pages and not u.startswith(("blob:", "data:"))]
        check(not strangers, "requests besides the file: %r" % strangers)
        check(url in requested, "the performance log saw no request at all: %r" % requested)
        problems = [e for e in page.logs["browser"] if e["level"] == "SEVERE" or "Content Security Policy" in e["message"]]
        check(not problems, "the console: %r" % problems)
    finally:
        page.quit()
        shutil.rmtree(work, ignore_errors=True)
    print("PASS: %d steps (1 mistake, 1 shown, a reload), handed in, replayed natively to the same counts "
          "and sentences; 4 predict questions, handed in, replayed to the same score; 4 solutions browsed"
          % len(steps))
    return 0


if __name__ == "__main__":
    sys.exit(main())
