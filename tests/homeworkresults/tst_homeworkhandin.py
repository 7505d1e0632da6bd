# SPDX-License-Identifier: MIT
"""A homework done on the pupil's page and handed in, then imported
(issue 40, items 3 and 6): the CLI exports a homework (be the solver, 5 x 5,
lock-lines, the refusals the pupil's), which registers it; a pupil does it
in headless Chromium on a 360 x 740 phone (a right step, a queen on an
attacked square, a refusal by the Refuse tool, a take back of the wrong
queen, then Show me to the end), hands in, and the results file the page
offers is checked as File > Import Homework Results checks it
(nq_homework_check): accepted, with the counts the page claimed, which the
import recomputed from the actions through the native engine. The same
file with its mistakes edited is refused with its reason. Then a predict
homework (lock-lines on 6 x 6, each new row): a pupil answers from the
page's options or the board (from a fixed seed), reveals some and goes on,
hands in; accepted with the page's score.

    /usr/bin/python3 tst_homeworkhandin.py NQUEENS_CLI NQ_HOMEWORK_CHECK

Exits 77 (skipped) only when Chromium, chromedriver or Selenium is absent.
"""

import json
import os
import subprocess
import sys
import tempfile

HANG_GUARD = 60  # seconds: a wait this long is a hang, not slowness


def main():
    cli, check = sys.argv[1], sys.argv[2]
    try:
        from selenium import webdriver
        from selenium.webdriver.common.by import By
        from selenium.webdriver.support.ui import WebDriverWait
    except ImportError:
        print("SKIP: python3-selenium is missing")
        return 77
    work = tempfile.mkdtemp(prefix="handin-")
    page = os.path.join(work, "homework.html")
    subprocess.run([cli, "homework", "5", "--algorithm", "lock-lines", "--pupil-refuses",
                    "--title", "Week 3", "--output", page], check=True)
    registry = os.path.join(os.environ["HOME"], ".local/share/nqueens-visualizer/nqueens-visualizer/homework")
    if not os.path.isdir(registry) or not os.listdir(registry):
        print("FAIL: the export registered no homework in", registry)
        return 1

    options = webdriver.ChromeOptions()
    for argument in ("--headless=new", "--no-sandbox", "--window-size=360,740"):
        options.add_argument(argument)
    try:
        browser = webdriver.Chrome(options=options)
    except Exception as error:  # no Chromium or chromedriver
        print("SKIP: Chromium cannot start:", error)
        return 77
    try:
        wait = WebDriverWait(browser, HANG_GUARD)
        browser.get("file://" + page)
        wait.until(lambda b: b.find_element(By.ID, "name-screen").is_displayed())
        browser.find_element(By.ID, "name").send_keys("Ada Lovelace")
        browser.find_element(By.ID, "start").click()
        wait.until(lambda b: b.find_element(By.ID, "list-screen").is_displayed())
        browser.find_element(By.CSS_SELECTOR, '[data-task="0"]').click()
        wait.until(lambda b: b.find_element(By.ID, "task-screen").is_displayed())

        def tap(square):
            browser.find_element(By.CSS_SELECTOR, '[data-square="%s"]' % square).click()

        tap("a5")  # right: the first queen
        tap("a4")  # a queen on a square a5 attacks: a mistake
        browser.find_element(By.ID, "seat-refuse").click()
        tap("a3")  # refused (right or not, the engine says)
        browser.find_element(By.ID, "seat-place").click()
        tap("a5")  # a take back of a queen the algorithm keeps
        summary = browser.find_element(By.ID, "seat-summary")
        for _ in range(400):  # Show me to the end (a 5 x 5 first solution is near)
            if summary.is_displayed():
                break
            browser.find_element(By.ID, "seat-show").click()
        if not summary.is_displayed():
            print("FAIL: Show me did not reach the end of the task")
            return 1
        browser.find_element(By.ID, "back").click()
        wait.until(lambda b: b.find_element(By.ID, "list-screen").is_displayed())
        # The file the page offers, taken from the Blob it downloads.
        browser.execute_script(
            "window.nqHandedIn = [];"
            "const make = URL.createObjectURL.bind(URL);"
            "URL.createObjectURL = (blob) => { window.nqHandedIn.push(blob); return make(blob); };")
        browser.find_element(By.ID, "hand-in").click()
        text = browser.execute_async_script(
            "const done = arguments[arguments.length - 1];"
            "window.nqHandedIn[0].text().then(done);")
    finally:
        browser.quit()

    handed = json.loads(text)
    good = os.path.join(work, "homework-Ada-Lovelace.nqueens-result")
    with open(good, "w", encoding="utf-8") as out:
        out.write(text)
    edited = dict(handed)
    claimed = [dict(c) for c in handed["claimed"]]
    claimed[0]["mistakes"] += 2
    edited["claimed"] = claimed
    bad = os.path.join(work, "homework-edited.nqueens-result")
    with open(bad, "w", encoding="utf-8") as out:
        json.dump(edited, out)

    predicted, predict_text = predict_homework(cli, work, webdriver, By, WebDriverWait, options)
    answered = os.path.join(work, "homework-Ben.nqueens-result")
    with open(answered, "w", encoding="utf-8") as out:
        out.write(predict_text)

    lines = subprocess.run([check, registry, good, bad, answered], check=True,
                           capture_output=True, text=True).stdout.splitlines()
    results = [json.loads(line) for line in lines]
    failures = []
    first, second, third = results
    if not third["accepted"] or third["counts"] != predicted["claimed"]:
        failures.append("the predict homework: imported %s, the page claimed %s"
                        % (third, predicted["claimed"]))
    score = predicted["claimed"][0]
    if score["asked"] < 3 or score["revealed"] < 1 or score["rightFirst"] + score["rightSecond"] < 1:
        failures.append("the predict answers are not all there: %s" % score)
    if not first["accepted"]:
        failures.append("the page's file was refused: " + first["why"])
    elif first["counts"] != handed["claimed"]:
        failures.append("the import counted %s, the page %s" % (first["counts"], handed["claimed"]))
    if first["pupil"] != "Ada Lovelace":
        failures.append("pupil " + first["pupil"])
    count = handed["claimed"][0]
    if count["mistakes"] < 2 or count["shown"] < 1 or count["done"] < 1 or not count["finished"]:
        failures.append("the pupil's work is not all there: %s" % count)
    expected = "The file says %d mistakes in task 1; its steps make %d." % (
        count["mistakes"] + 2, count["mistakes"])
    if second["accepted"] or second["reason"] != "counts-differ" or second["why"] != expected:
        failures.append("the edited file: %s" % second)
    for failure in failures:
        print("FAIL:", failure)
    if not failures:
        print("PASS: %d actions handed in from the page, imported with %s; the edited file refused: %s;"
              " predict: %d actions, imported with %s"
              % (len(handed["actions"]), first["counts"], second["why"],
                 len(predicted["actions"]), third["counts"]))
    return 1 if failures else 0


def predict_homework(cli, work, webdriver, By, WebDriverWait, options):
    """A predict homework done on the page: its file as JSON and text."""
    page = os.path.join(work, "predict.html")
    subprocess.run([cli, "homework", "6", "--predict", "--frequency", "each-new-row",
                    "--output", page], check=True)
    random = __import__("random").Random(40)
    browser = webdriver.Chrome(options=options)
    try:
        wait = WebDriverWait(browser, HANG_GUARD)
        browser.get("file://" + page)
        wait.until(lambda b: b.find_element(By.ID, "name-screen").is_displayed())
        browser.find_element(By.ID, "name").send_keys("Ben")
        browser.find_element(By.ID, "start").click()
        wait.until(lambda b: b.find_element(By.ID, "list-screen").is_displayed())
        browser.find_element(By.CSS_SELECTOR, '[data-task="0"]').click()
        wait.until(lambda b: b.find_element(By.ID, "task-screen").is_displayed())
        for _ in range(60):
            options_open = browser.execute_script(
                "return Array.from(document.querySelectorAll('#predict-options button'))"
                ".filter((b) => !b.disabled).length")
            roll = random.random()
            if roll < 0.15:
                browser.execute_script(
                    "const b = document.getElementById('predict-reveal');"
                    "if (!b.disabled && b.offsetParent) b.click();")
            elif options_open:
                browser.execute_script(
                    "Array.from(document.querySelectorAll('#predict-options button'))"
                    ".filter((b) => !b.disabled)[arguments[0]].click()",
                    random.randrange(options_open))
            else:
                browser.execute_script(
                    "const squares = document.querySelectorAll('[data-square]');"
                    "squares[arguments[0] % squares.length].click()", random.randrange(36))
            if random.random() < 0.5:
                browser.execute_script(
                    "const b = document.getElementById('predict-next');"
                    "if (!b.disabled && b.offsetParent) b.click();")
        browser.find_element(By.ID, "back").click()
        wait.until(lambda b: b.find_element(By.ID, "list-screen").is_displayed())
        browser.execute_script(
            "window.nqHandedIn = [];"
            "const make = URL.createObjectURL.bind(URL);"
            "URL.createObjectURL = (blob) => { window.nqHandedIn.push(blob); return make(blob); };")
        browser.find_element(By.ID, "hand-in").click()
        text = browser.execute_async_script(
            "const done = arguments[arguments.length - 1];"
            "window.nqHandedIn[0].text().then(done);")
    finally:
        browser.quit()
    return json.loads(text), text


if __name__ == "__main__":
    sys.exit(main())
