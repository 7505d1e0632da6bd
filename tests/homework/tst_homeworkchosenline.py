#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""A predict question of kind chosen-line on dancing links, answered on the homework page.

Dancing links chooses a row or a column to fill next, so the answer may be
a column ({-1, col}), which no tap on a square can name. `nqueens homework
--predict --algorithm dancing-links` writes a 6 x 6 task; the native engines
(nq_enginedriver) say its questions. On a 360 x 740 phone in headless
Chromium the pupil reveals the questions before the first chosen line that
is a column, answers a chosen line that is a row with its row's button,
then the column question wrong (a row) and right (the column's button, by
keyboard): each verdict is the engine's, as the native engines say it for
the same answers, the question asks for a row or column, and the buttons
are the open lines, each at least 44 px tall.

    /usr/bin/python3 tst_homeworkchosenline.py NQUEENS ENGINEDRIVER [SCREENSHOT_DIR]
"""

import json
import os
import shutil
import subprocess
import sys
import tempfile

import tst_homeworkpage as homework
from tst_homeworkpage import Page, check, native, words_of

N = 6
ALGORITHM = "dancing-links"
SETTINGS = "predict %s %d 1 each-new-row 1 1 255" % (ALGORITHM, N)
LAST = 40


def open_lines(q):
    """The lines the page offers, in its order: open rows, then open columns."""
    taken = [c for c in q["board"] if c >= 0]
    return [[r, -1] for r in range(N) if q["board"][r] < 0] + [[-1, c] for c in range(N) if c not in taken]


def line_words(line):
    return "row %d" % (N - line[0]) if line[0] >= 0 else "column %s" % chr(97 + line[1])


def main():
    if len(sys.argv) not in (3, 4):
        print(__doc__)
        return 2
    nqueens, enginedriver = sys.argv[1:3]
    shots = sys.argv[3] if len(sys.argv) == 4 else None
    absent = homework.missing()
    if absent:
        print("FAIL: %s is missing" % absent)  # not a skip: CI installs them
        return 1
    asked = homework.questions(enginedriver, LAST, SETTINGS)
    target = next((i for i, q in enumerate(asked) if q["kind"] == "chosen-line" and q["answer"][0] < 0), None)
    check(target is not None, "no chosen column up to step %d: %r" % (LAST, asked))
    row_question = next((i for i in range(target) if asked[i]["kind"] == "chosen-line"), None)
    check(row_question is not None, "no chosen row before the column")

    work = tempfile.mkdtemp(prefix="nq-chosenline-")
    downloads = os.path.join(work, "downloads")
    os.makedirs(downloads)
    page_file = os.path.join(work, "predict.html")
    made = subprocess.run([nqueens, "homework", str(N), "--predict", "--algorithm", ALGORITHM, "--steps",
                           str(LAST), "--output", page_file], capture_output=True, text=True,
                          timeout=homework.HANG_GUARD)
    check(made.returncode == 0, "nqueens homework --predict: %r" % made.stderr)
    # What the native engines say to the same answers, with the file's words.
    commands = ["words %s" % words_of(page_file, work), SETTINGS]
    for i in range(target):
        commands.append("ask %d" % asked[i]["position"])
        commands.append("answer square %d %d" % tuple(asked[i]["answer"]) if i == row_question else "reveal")
    q = asked[target]
    wrong = next(line for line in open_lines(q) if line != q["answer"])
    commands += ["ask %d" % q["position"], "answer square %d %d" % tuple(wrong),
                 "answer square %d %d" % tuple(q["answer"])]
    said = native(enginedriver, commands)
    row_right = json.loads(said[2 + 2 * row_question + 1])
    check(row_right["verdict"] == "right", "the row's answer natively: %r" % row_right)
    wrong_check, right_check = json.loads(said[-2]), json.loads(said[-1])
    check(wrong_check["verdict"] == "try-again" and right_check["verdict"] == "right",
          "natively: %r, %r" % (wrong_check, right_check))

    page = Page("file://" + page_file, downloads)
    try:
        def at(position):
            return page.driver.execute_script("return document.getElementById('predict-at').textContent") \
                == "Question at step %d" % position

        def options():
            return page.driver.execute_script(
                "return Array.from(document.querySelectorAll('#predict-options button')).map((b) => "
                "({text: b.textContent, pressed: b.getAttribute('aria-pressed'), disabled: b.disabled, "
                "height: b.getBoundingClientRect().height}))")

        def press(words):
            before = page.state()["verdict"]
            buttons = [b for b in page.driver.find_elements("css selector", "#predict-options button")
                       if b.text == words]
            check(len(buttons) == 1, "no single button %r among %r" % (words, options()))
            page.driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", buttons[0])
            buttons[0].click()
            return page.wait(lambda s: s["verdict"] != before, "the verdict on %r" % words)

        page.wait(lambda s: s["screen"] == "name-screen", "the name asked")
        page.driver.find_element("id", "name").send_keys("Ada")
        page.click("#start")
        page.wait(lambda s: s["screen"] == "list-screen", "the task list")
        page.click("button.task")
        for i in range(target):
            page.wait(lambda s: at(asked[i]["position"]), "question %d" % (i + 1))
            if i == row_question:
                shown = options()
                check([o["text"] for o in shown] == [line_words(line) for line in open_lines(asked[i])],
                      "the lines offered: %r" % shown)
                s = press(line_words(asked[i]["answer"]))
                check(s["verdictWord"] == "Right!" and s["verdict"] == row_right["reason"],
                      "the row answered: %r" % s)
            else:
                page.click("#predict-reveal")
                page.wait(lambda s: s["verdict"].startswith("The answer: "), "question %d revealed" % (i + 1))
            page.click("#predict-next")

        page.wait(lambda s: at(q["position"]), "the chosen column's question")
        text = page.driver.execute_script("return document.getElementById('predict-text').textContent")
        howto = page.driver.execute_script("return document.getElementById('seat-howto').textContent")
        check("row or column" in text, "the question: %r" % text)
        check(howto.endswith("Pick the row or column under the question."), "the hint: %r" % howto)
        shown = options()
        check([o["text"] for o in shown] == [line_words(line) for line in open_lines(q)],
              "the lines offered: %r" % shown)
        check(all(o["height"] >= 44 for o in shown), "a button under 44 px: %r" % shown)
        check(page.state()["pageWidth"] <= 360, "the page is wider than the phone")

        s = press(line_words(wrong))
        check(s["verdictWord"] == "Not right." and s["verdict"] == wrong_check["text"],
              "the wrong line: %r, natively %r" % (s["verdict"], wrong_check["text"]))
        pressed = [o["text"] for o in options() if o["pressed"] == "true"]
        check(pressed == [line_words(wrong)], "pressed after the wrong answer: %r" % pressed)

        # The right column by keyboard: its button focused, Enter.
        column = [b for b in page.driver.find_elements("css selector", "#predict-options button")
                  if b.text == line_words(q["answer"])]
        check(len(column) == 1, "no button %r" % line_words(q["answer"]))
        before = page.state()["verdict"]
        page.driver.execute_script("arguments[0].focus()", column[0])
        from selenium.webdriver.common.keys import Keys
        page.driver.switch_to.active_element.send_keys(Keys.ENTER)
        s = page.wait(lambda s: s["verdict"] != before, "the verdict on the column")
        check(s["verdictWord"] == "Right!" and s["verdict"] == right_check["reason"],
              "the column: %r, natively %r" % (s["verdict"], right_check["reason"]))
        check(all(o["disabled"] for o in options()), "the question stays open after the right answer")
        if shots:
            os.makedirs(shots, exist_ok=True)
            page.screenshot(os.path.join(shots, "homework-360-chosen-column.png"))
    finally:
        page.quit()
        shutil.rmtree(work, ignore_errors=True)
    print("PASS: dancing links' chosen row at step %d by its button; the chosen column at step %d, "
          "wrong (%s) then right (%s) by keyboard, in the engine's words"
          % (asked[row_question]["position"], q["position"], line_words(wrong), line_words(q["answer"])))
    return 0


if __name__ == "__main__":
    sys.exit(main())
