# SPDX-License-Identifier: MIT
"""The homework page's figures in headless Chromium (issue 40, item 7), for
scripts/bench.sh: how long the page takes from opening the file to being
ready for the pupil's name (its WebAssembly engine started), and how long a
tap takes from the click to its verdict written (the engine's check and the
board drawn again), each the median of several.

    /usr/bin/python3 bench_homeworkpage.py HOMEWORK.html [TAPS]

A figure, not a test: it prints medians and exits 0 unless the page fails.
"""

import statistics
import sys
import time

from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.common.by import By

# Records, in the page's own clock, when a click happens and when the
# verdict's words change after it.
TAP_CLOCK = """
window.nqBench = {clicks: [], verdicts: []};
document.addEventListener('click', () => window.nqBench.clicks.push(performance.now()), true);
new MutationObserver(() => window.nqBench.verdicts.push(performance.now()))
  .observe(document.getElementById('seat-verdict-text'), {childList: true, characterData: true, subtree: true});
"""


def ready_at(driver):
    """The page's clock when its loading line went away (engine ready)."""
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        at = driver.execute_script(
            "return document.getElementById('loading').hidden ? performance.now() : null")
        if at is not None:
            return at
        time.sleep(0.002)
    raise SystemExit("the homework page did not start in 60 s")


def main():
    if len(sys.argv) < 2:
        print(__doc__)
        return 2
    path = sys.argv[1]
    taps = int(sys.argv[2]) if len(sys.argv) > 2 else 40
    options = Options()
    for argument in ("--headless=new", "--no-sandbox", "--window-size=360,740"):
        options.add_argument(argument)
    driver = webdriver.Chrome(options=options)
    try:
        starts = []
        for _ in range(5):
            driver.get("file://" + path)
            driver.execute_script("localStorage.clear()")
            driver.get("file://" + path)
            starts.append(ready_at(driver))
        driver.find_element(By.ID, "name").send_keys("Bench")
        driver.find_element(By.ID, "start").click()
        driver.find_elements(By.CSS_SELECTOR, "#tasks button")[0].click()
        driver.execute_script(TAP_CLOCK)
        squares = driver.find_elements(By.CSS_SELECTOR, "#seat-board button.square")
        spent = []
        for i in range(taps):
            before = driver.execute_script("return window.nqBench.verdicts.length")
            square = driver.find_elements(By.CSS_SELECTOR, "#seat-board button.square")[(i * 7) % len(squares)]
            driver.execute_script("arguments[0].click()", square)
            deadline = time.monotonic() + 10
            while driver.execute_script("return window.nqBench.verdicts.length") == before:
                if time.monotonic() > deadline:
                    break
                time.sleep(0.001)
            clicks, verdicts = driver.execute_script("return [window.nqBench.clicks, window.nqBench.verdicts]")
            if len(verdicts) > before and clicks:
                spent.append(verdicts[before] - clicks[-1])
        print("homework page: ready for the name %.0f ms after opening the file (median of %d)"
              % (statistics.median(starts), len(starts)))
        if spent:
            print("homework page: a tap to its verdict written %.1f ms (median of %d taps: the engine's "
                  "check and the board drawn again)" % (statistics.median(spent), len(spent)))
    finally:
        driver.quit()
    return 0


if __name__ == "__main__":
    sys.exit(main())
