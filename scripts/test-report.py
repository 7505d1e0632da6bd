#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Reads the JUnit file a ctest run wrote (ctest --output-junit) and names
every test that did not run in full: a test ctest skipped or did not run
(SKIP_RETURN_CODE, a failed fixture, a missing program) and every Qt Test
function that called QSKIP inside a test that passed. Prints the slowest
tests too, for the time CI spends.

Usage: test-report.py JUNIT_FILE
Exits 1 when anything was skipped, unless NQ_ALLOW_SKIP=1 (for a machine
that knowingly lacks a tool; CI never sets it); 2 when the file is unreadable.
"""
import os
import re
import sys
import xml.etree.ElementTree

QT_SKIP = re.compile(r"^SKIP\s+:\s+(\S+)\s*(.*)$")


def reason_from_output(output):
    """The test's own words for skipping: its last line that says SKIP, or
    else its last line."""
    lines = [line.strip() for line in output.splitlines() if line.strip()]
    said = [line for line in lines if "SKIP" in line]
    return (said or lines or [""])[-1]


def main(argv):
    if len(argv) != 2:
        print("usage: test-report.py JUNIT_FILE", file=sys.stderr)
        return 2
    try:
        suite = xml.etree.ElementTree.parse(argv[1]).getroot()
    except (OSError, xml.etree.ElementTree.ParseError) as error:
        print("test-report.py: cannot read %s: %s" % (argv[1], error), file=sys.stderr)
        return 2
    skipped = []  # (test, what, reason)
    times = []
    for case in suite.iter("testcase"):
        name = case.get("name", "?")
        status = case.get("status", "")
        output = case.findtext("system-out") or ""
        times.append((float(case.get("time") or 0), name))
        if status in ("notrun", "disabled"):
            marker = case.find("skipped")
            message = marker.get("message", "") if marker is not None else status
            skipped.append((name, "the whole test (%s)" % message, reason_from_output(output)))
            continue
        for line in output.splitlines():
            match = QT_SKIP.match(line)
            if match:
                skipped.append((name, match.group(1), match.group(2)))

    times.sort(reverse=True)
    print("Slowest tests: " + ", ".join("%s %.0f s" % (name, seconds) for seconds, name in times[:8]))
    if not skipped:
        print("Skipped: none of %d tests." % len(times))
        return 0
    print("Skipped or not run (%d):" % len(skipped))
    for name, what, reason in skipped:
        print("  %s: %s: %s" % (name, what, reason or "no reason given"))
    if os.environ.get("NQ_ALLOW_SKIP") == "1":
        print("NQ_ALLOW_SKIP=1: skips allowed on this machine (never in CI).")
        return 0
    print("A skipped test is a test that did not run: install what it needs (scripts/install-deps.sh),\n"
          "or set NQ_ALLOW_SKIP=1 to allow skips on a machine that knowingly lacks a tool.")
    return 1


if __name__ == "__main__":
    sys.exit(main(sys.argv))
