# SPDX-License-Identifier: MIT
"""Pupils in a real browser: headless Chromium driven by Selenium, for the
whole-class tests (README, "Whole class").

Each Pupil is a browser of its own (its own profile, so its own token in
local storage), at a given window size, on the join address with its host
replaced by 127.0.0.1: the tests send no traffic to any other address.

    with Pupil(url, 360, 740) as pupil:
        pupil.join("Ada")
        pupil.wait(lambda s: s["question"])
        pupil.tap("e4")
        pupil.screenshot("phone.png")

In seat work, Seat(pupil) reads and drives the pupil's own board:

    seat = Seat(pupil)
    seat.tap("a6")
    seat.wait(lambda s: s["counted"] == [1, 0, 0], "a6 placed")

For a class larger than browsers allow, ProtocolPupil is a page without a
browser: the protocol spoken over a WebSocket of its own (Python's standard
library only), every message kept and what a page shows of them.

Run with Debian's /usr/bin/python3 (python3-selenium, chromium,
chromium-driver).
"""

import base64
import json
import os
import struct
import threading
import time
import urllib.parse

CHROMIUM = "/usr/bin/chromium"
CHROMEDRIVER = "/usr/bin/chromedriver"
# How long a wait for what a browser, the class server or the program does
# may take before the test calls it a hang: long enough for two browsers and
# a sanitizer build on a loaded machine (ctest --parallel), and it costs
# nothing when the test passes. No test measures how fast anything is.
HANG_GUARD = 60.0


def missing():
    """What is missing to run a browser here, or None."""
    for path in (CHROMIUM, CHROMEDRIVER):
        if not os.access(path, os.X_OK):
            return path + " is not installed (Debian: chromium, chromium-driver)"
    try:
        import selenium  # noqa: F401
    except ImportError:
        return "python3-selenium is not installed"
    return None


def loopback(url):
    """The join address with its host replaced by 127.0.0.1 (port, path and
    query kept)."""
    parts = urllib.parse.urlsplit(url)
    netloc = "127.0.0.1" + (":" + str(parts.port) if parts.port else "")
    return urllib.parse.urlunsplit((parts.scheme, netloc, parts.path, parts.query, parts.fragment))


# What the page shows, read in one go (the tests compare it, the harness
# waits on it).
_READ_STATE = """
const $ = (id) => document.getElementById(id);
const shown = (id) => !$(id).hidden;
const text = (id) => $(id).textContent.trim();
const pressed = document.querySelector('#board button[aria-pressed="true"]');
const option = document.querySelector('#options button[aria-pressed="true"]');
const right = Array.from(document.querySelectorAll('#options button.right span:first-child'))
  .map((e) => e.textContent);
return {
  lang: document.documentElement.lang,
  screen: shown('join-screen') ? 'join' : shown('class-screen') ? 'class'
    : shown('end-screen') ? 'end' : '',
  joinMessage: text('join-message'),
  who: shown('who') ? text('who') : '',
  // The name line as drawn, not what is there for screen readers only (a
  // cut name: its cut and an ellipsis, the whole name while it has the
  // focus), and its title.
  whoDrawn: shown('who') ? Array.from($('who').childNodes).map((n) => (n.nodeType === Node.TEXT_NODE
    || n.getBoundingClientRect().width > 1 ? n.textContent : '')).join('').trim() : '',
  whoTitle: $('who').title,
  // Leave the class (in the header) and the question asked before leaving.
  leave: shown('leave') ? text('leave') : '',
  leaveAsked: Boolean($('leave-dialog') && $('leave-dialog').open),
  focused: document.activeElement ? document.activeElement.id : '',
  status: text('status'),
  waiting: shown('waiting') ? text('waiting') : '',
  question: shown('question') ? text('question-text') : '',
  hint: text('question-hint'),
  answerLine: shown('question') ? text('question-answer') : '',
  confirmed: $('question-answer').classList.contains('confirmed'),
  squares: Array.from(document.querySelectorAll('#board button.square'))
    .map((b) => b.getAttribute('aria-label')),
  squareSizes: Array.from(document.querySelectorAll('#board button.square'))
    .map((b) => [b.getBoundingClientRect().width, b.getBoundingClientRect().height]),
  chosenSquare: pressed ? pressed.getAttribute('aria-label') : null,
  options: Array.from(document.querySelectorAll('#options button'))
    .map((b) => b.firstChild.textContent),
  chosenOption: option ? option.firstChild.textContent : null,
  rightOptions: right,
  verdict: shown('verdict') ? text('verdict-word') : '',
  verdictClass: $('verdict-word').className,
  rightAnswer: shown('verdict') ? text('verdict-right') : '',
  explanation: shown('verdict') ? text('verdict-explanation') : '',
  end: shown('end-screen') ? text('end-message') : '',
  live: text('live'),
  boardLabel: (document.querySelector('#board svg') || {getAttribute: () => ''}).getAttribute('aria-label'),
  pageWidth: document.documentElement.scrollWidth,
  viewportWidth: window.innerWidth,
  boardWidth: $('board').getBoundingClientRect().width,
  boardScrollWidth: $('board-scroll').clientWidth,
  // Rank numbers and file letters that the row's dashed outline (with its
  // white edge) crosses.
  labelsCrossed: (() => {
    const outline = document.querySelector('#board svg rect.row:not(.halo)');
    if (!outline) {
      return [];
    }
    const r = outline.getBBox();
    const edge = 3; // half the dashes' width, and a pixel more
    return Array.from(document.querySelectorAll('#board svg text.coord')).filter((t) => {
      const b = t.getBBox();
      const meets = b.x < r.x + r.width + edge && b.x + b.width > r.x - edge
        && b.y < r.y + r.height + edge && b.y + b.height > r.y - edge;
      const within = b.x > r.x + edge && b.x + b.width < r.x + r.width - edge
        && b.y > r.y + edge && b.y + b.height < r.y + r.height - edge;
      return meets && !within;
    }).map((t) => t.textContent);
  })(),
  ranksInside: Array.from(document.querySelectorAll('#board svg text.coord.inside')).length,
};
"""


class Pupil:
    """One pupil's browser. `width` x `height` is the page's viewport in CSS
    pixels (a phone is 360 x 740)."""

    def __init__(self, url, width=1280, height=800, mobile=None):
        from selenium import webdriver
        from selenium.webdriver.chrome.service import Service

        options = webdriver.ChromeOptions()
        options.binary_location = CHROMIUM
        for argument in ("--headless=new", "--no-sandbox", "--disable-gpu",
                         "--disable-dev-shm-usage", "--no-first-run",
                         "--disable-extensions", "--disable-background-networking",
                         "--disable-sync", "--disable-component-update",
                         "--hide-scrollbars", "--force-color-profile=srgb",
                         "--window-size=%d,%d" % (width, height)):
            options.add_argument(argument)
        self.driver = webdriver.Chrome(service=Service(CHROMEDRIVER), options=options)
        if mobile is None:
            mobile = width < 600
        # The viewport exactly, as a phone lays the page out (the viewport
        # meta tag honoured, touch events).
        self.driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
            "width": width, "height": height, "deviceScaleFactor": 1, "mobile": mobile})
        if mobile:
            self.driver.execute_cdp_cmd("Emulation.setTouchEmulationEnabled", {"enabled": True})
        self.url = loopback(url)
        self.driver.get(self.url)

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.quit()

    def quit(self):
        if self.driver:
            self.driver.quit()
            self.driver = None

    # ---- doing ----------------------------------------------------------

    def join(self, name=None, code=None, refused=False):
        """Joins with `name`, or with a generated one when None (the "choose
        a name for me" button), and the code the address filled in or
        `code`. Returns the page's state once joined, or once the join
        screen says why not when `refused`."""
        d = self.driver
        if code is not None:
            field = d.find_element("id", "code")
            field.clear()
            field.send_keys(code)
        if refused:
            d.execute_script("document.getElementById('join-message').textContent = ''")
        if name is None:
            self._button("#join-generated").click()
        else:
            field = d.find_element("id", "name")
            field.clear()
            field.send_keys(name)
            self._button("#join").click()
        if refused:
            return self.wait(lambda s: s["screen"] == "join" and s["joinMessage"]
                             and not s["joinMessage"].endswith("…"), "the join refused")
        return self.wait(lambda s: s["screen"] == "class" and s["who"], "joined")

    def tap(self, square):
        """Taps the square named `square` ("e4"), as a finger would. The page
        draws its board anew when a message comes (a question, a count): a
        square found just before that is gone, and is found again."""
        from selenium.common.exceptions import StaleElementReferenceException
        deadline = time.monotonic() + HANG_GUARD
        while True:
            try:
                button = self._button('#board button.square[aria-label="%s"]' % square)
                self.driver.execute_script("arguments[0].scrollIntoView({block: 'center', inline: 'center'})",
                                           button)
                button.click()
                return
            except StaleElementReferenceException:
                if time.monotonic() > deadline:
                    raise

    def press_square_with_keyboard(self, square):
        """Tabs to the square's button and presses Enter."""
        from selenium.webdriver.common.keys import Keys
        button = self._button('#board button.square[aria-label="%s"]' % square)
        self.driver.execute_script("arguments[0].focus()", button)
        self.driver.switch_to.active_element.send_keys(Keys.ENTER)

    def choose(self, label):
        """Presses the option button whose words are `label` (found again
        when the page drew its options anew meanwhile, as tap() does)."""
        from selenium.common.exceptions import StaleElementReferenceException
        deadline = time.monotonic() + HANG_GUARD
        while True:
            try:
                for button in self.driver.find_elements("css selector", "#options button"):
                    if button.find_element("css selector", "span").text.strip() == label:
                        button.click()
                        return
                raise AssertionError("no option button %r in %r" % (label, self.state()["options"]))
            except StaleElementReferenceException:
                if time.monotonic() > deadline:
                    raise

    def reload(self):
        self.driver.refresh()

    def screenshot(self, path):
        """The viewport as a PNG (what the pupil sees)."""
        self.driver.execute_script("window.scrollTo(0, 0)")
        self.driver.save_screenshot(path)

    # ---- reading --------------------------------------------------------

    def state(self):
        return self.driver.execute_script(_READ_STATE)

    def wait(self, predicate, what="the page", timeout=HANG_GUARD):
        """Waits until predicate(state()) holds and returns that state;
        fails with the last state read."""
        deadline = time.monotonic() + timeout
        state = None
        while True:
            state = self.state()
            if predicate(state):
                return state
            if time.monotonic() > deadline:
                raise AssertionError("waited %.0f s for %s; the page shows %r" % (timeout, what, state))
            time.sleep(0.05)

    def _button(self, selector):
        from selenium.webdriver.support import expected_conditions as ec
        from selenium.webdriver.support.ui import WebDriverWait
        from selenium.common.exceptions import StaleElementReferenceException
        return WebDriverWait(self.driver, HANG_GUARD, ignored_exceptions=[StaleElementReferenceException]).until(
            ec.element_to_be_clickable(("css selector", selector)))


# The seat as the page shows it, read in one go ("counted": the numbers of
# the counts, steps done, mistakes, steps shown, in any language).
_READ_SEAT = """
const $ = (id) => document.getElementById(id);
const shown = (id) => !$(id).hidden && $(id).getClientRects().length > 0;
const text = (id) => $(id).textContent.trim();
const squares = {};
for (const b of document.querySelectorAll('#seat-board button.square')) {
  const r = b.getBoundingClientRect();
  squares[b.getAttribute('aria-label')] = {
    classes: Array.from(b.classList).filter((c) => c !== 'square').sort(),
    described: (b.getAttribute('aria-describedby') || '').split(' ').filter((s) => s)
      .map((id) => document.getElementById(id).textContent),
    tabindex: b.tabIndex, w: r.width, h: r.height,
    disabled: b.getAttribute('aria-disabled') === 'true',
  };
}
const focused = document.activeElement;
return {
  lang: document.documentElement.lang,
  screen: shown('join-screen') ? 'join' : shown('class-screen') ? 'class' : shown('end-screen') ? 'end' : '',
  seat: shown('seat'),
  watch: shown('watch'),
  instruction: shown('seat-instruction') ? text('seat-instruction') : '',
  verdict: shown('seat-verdict') ? text('seat-verdict-word') : '',
  verdictClass: $('seat-verdict-word').className,
  verdictText: shown('seat-verdict') ? text('seat-verdict-text') : '',
  summary: shown('seat-summary') ? text('seat-summary-text') : '',
  // As drawn: a line break in the program's words is one on the page.
  summaryDrawn: shown('seat-summary') ? $('seat-summary-text').innerText.trim() : '',
  tools: shown('seat-tools'),
  refuse: shown('seat-refuse') ? text('seat-refuse') : '',
  refusePressed: $('seat-refuse').getAttribute('aria-pressed'),
  // The tools (issue 39, item 5): Place or Refuse, the one in use pressed
  // and named in words under them; the hint under the board.
  place: $('seat-place') && shown('seat-place') ? text('seat-place') : '',
  placePressed: $('seat-place') ? $('seat-place').getAttribute('aria-pressed') : null,
  tool: $('seat-tool') && shown('seat-tool') ? text('seat-tool') : '',
  howto: shown('seat-howto') ? text('seat-howto') : '',
  show: shown('seat-show') ? text('seat-show') : '',
  message: text('seat-message'),
  counts: Array.from(document.querySelectorAll('#seat-counts li')).map((li) => li.textContent.trim()),
  counted: Array.from(document.querySelectorAll('#seat-counts li strong')).map((e) => Number(e.textContent)),
  legend: Array.from(document.querySelectorAll('#seat-legend li')).map((li) => li.textContent.trim()),
  boardLabel: $('seat-board').getAttribute('aria-label') || '',
  squares,
  focused: focused && focused.matches('#seat-board button') ? focused.getAttribute('aria-label') : '',
  end: shown('seat-end') ? text('seat-end-title') : '',
  endSummary: shown('seat-end') ? text('seat-end-summary') : '',
  endSummaryDrawn: shown('seat-end') ? $('seat-end-summary').innerText.trim() : '',
  verdictDrawn: shown('seat-verdict') ? $('seat-verdict-text').innerText.trim() : '',
  endCounts: Array.from(document.querySelectorAll('#seat-end-counts li')).map((li) => li.textContent.trim()),
  endCounted: Array.from(document.querySelectorAll('#seat-end-counts li strong')).map((e) => Number(e.textContent)),
  live: text('live'),
  toolsOverflow: Array.from(document.querySelectorAll('#seat-tools button, #leave'))
    .filter((b) => b.getClientRects().length && b.scrollWidth > b.clientWidth).map((b) => b.textContent),
  pageWidth: document.documentElement.scrollWidth,
  viewportWidth: window.innerWidth,
  scrollWidth: $('seat-scroll').scrollWidth,
  scrollClient: $('seat-scroll').clientWidth,
};
"""


class Seat:
    """A pupil's page, read and driven for seat work."""

    def __init__(self, pupil):
        self.pupil = pupil
        self.driver = pupil.driver

    def state(self):
        return self.driver.execute_script(_READ_SEAT)

    def wait(self, predicate, what, timeout=HANG_GUARD):
        deadline = time.monotonic() + timeout
        while True:
            state = self.state()
            if predicate(state):
                return state
            if time.monotonic() > deadline:
                raise AssertionError("waited %.0f s for %s; the page shows %s"
                                     % (timeout, what, json.dumps(state)[:3000]))
            time.sleep(0.05)

    def tap(self, square):
        button = self.pupil._button('#seat-board button.square[aria-label="%s"]' % square)
        self.driver.execute_script("arguments[0].scrollIntoView({block: 'center', inline: 'center'})", button)
        button.click()

    def press(self, button_id):
        self.pupil._button("#" + button_id).click()

    def keys(self, *keys):
        self.driver.switch_to.active_element.send_keys(*keys)

    def use_tool(self, tool):
        """Makes `tool` ("place" or "refuse") the one a tap uses, pressing
        its button only when it is not in use already (the tool stays until
        the pupil changes it)."""
        refusing = self.state()["refusePressed"] == "true"
        if (tool == "refuse") != refusing:
            self.press("seat-refuse" if tool == "refuse" else "seat-place")
        self.wait(lambda s: (s["refusePressed"] == "true") == (tool == "refuse"), tool + " in use")


class ProtocolPupil:
    """A pupil's page without a browser (README, "Protocol"): a WebSocket of
    its own to the class, spoken by hand (no library beyond Python's), that
    keeps every message the class sends and what a page would show of them.
    For lessons with more pupils than browsers can be run.

    Its connection goes to 127.0.0.1 from `source`, an address of the
    loopback network (127.0.0.1 to 127.255.255.254, all this machine): a
    class counts sockets per address (32), as each phone has its own on the
    school's network, so thirty pupils are thirty addresses here too.

        pupil = ProtocolPupil(url, "127.0.0.12")
        pupil.join("Kai")
        pupil.wait(lambda p: p.question, "a question")
        pupil.answer(square="c7")
    """

    def __init__(self, url, source="127.0.0.1"):
        parts = urllib.parse.urlsplit(url)
        self.port = parts.port or 80
        self.code = urllib.parse.parse_qs(parts.query).get("code", [""])[0]
        self.source = source
        self.token = None
        self.name = None
        self.messages = []
        self._socket = None
        self._reader = None
        self._sending = threading.Lock()
        self._changed = threading.Condition()
        self.connected = False
        self._forget()

    def _forget(self):
        """What a page shows, before anything came."""
        self.lang = ""
        self.words = {}
        self.question = None  # the last `question` while it is with the class
        self.answered = None  # the program's `answered` for it
        self.verdict = None  # its `reveal`
        self.seat = None  # the last `seat`
        self.seatend = None
        self.closed = None  # the `closed` reason
        self.errors = []

    # ---- doing ----------------------------------------------------------

    def connect(self, timeout=HANG_GUARD):
        """Opens the WebSocket (tried again while the class refuses
        connections, as a page retries); True once upgraded."""
        import socket
        deadline = time.monotonic() + timeout
        while True:
            sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
            try:
                sock.bind((self.source, 0))
                sock.settimeout(HANG_GUARD)
                sock.connect(("127.0.0.1", self.port))
                key = base64.b64encode(os.urandom(16)).decode()
                sock.sendall(("GET /ws HTTP/1.1\r\nHost: 127.0.0.1:%d\r\nUpgrade: websocket\r\n"
                              "Connection: Upgrade\r\nSec-WebSocket-Key: %s\r\n"
                              "Sec-WebSocket-Version: 13\r\n\r\n" % (self.port, key)).encode())
                head = b""
                while b"\r\n\r\n" not in head:
                    chunk = sock.recv(1)
                    if not chunk:
                        raise ConnectionError("closed during the upgrade")
                    head += chunk
                if not head.startswith(b"HTTP/1.1 101"):
                    raise ConnectionError(head.split(b"\r\n")[0].decode(errors="replace"))
                sock.settimeout(None)
                break
            except OSError as error:
                sock.close()
                if time.monotonic() > deadline:
                    raise AssertionError("%s could not reach the class on port %d in %.0f s: %s"
                                         % (self.name or "a pupil", self.port, timeout, error))
                time.sleep(0.2)
        self._socket = sock
        self.connected = True
        self._reader = threading.Thread(target=self._read, args=(sock,), daemon=True)
        self._reader.start()
        return True

    def join(self, name, code=None):
        """Connects and joins as `name` (empty: a generated one); returns
        the `welcome`. Kept: the token, to come back with."""
        self.name = name
        self.connect()
        at = len(self.messages)
        self.send({"type": "join", "code": code or self.code, "name": name})
        welcome = self.wait_message("welcome", at, "%s's welcome" % name)
        return welcome

    def come_back(self, timeout=HANG_GUARD):
        """Joins again with the token (a page that reloads or retries after
        the connection dropped); returns the `welcome`."""
        self.close()
        self._forget()
        self.connect(timeout)
        at = len(self.messages)
        self.send({"type": "join", "code": self.code, "name": self.name, "token": self.token})
        return self.wait_message("welcome", at, "%s back by the token" % self.name)

    def answer(self, square=None, option=None):
        """Answers the question shown (its id and vote) and waits for the
        program's `answered`."""
        question = self.question
        assert question, "%s has no question to answer" % self.name
        message = {"type": "answer", "question": question["question"], "vote": question["vote"]}
        if square is not None:
            message["square"] = square
        else:
            message["option"] = option
        at = len(self.messages)
        self.send(message)
        got = self.wait_message("answered", at, "%s's answer %s taken" % (self.name, square or option))
        return got

    def act(self, action, square=None):
        """A step on the pupil's own board in seat work; returns the `seat`
        the program answers with."""
        message = {"type": "act", "seat": self.seat["seat"], "action": action}
        if square is not None:
            message["square"] = square
        at = len(self.messages)
        self.send(message)
        return self.wait_message("seat", at, "%s's %s %s answered" % (self.name, action, square or ""))

    def send(self, message):
        data = json.dumps(dict(message, v=1)).encode()
        self._frame(0x1, data)

    def close(self):
        """Drops the connection without a word (a phone that loses the
        network), as the page does when it reloads."""
        sock, self._socket = self._socket, None
        self.connected = False
        if sock:
            import socket
            try:
                sock.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass
            sock.close()
        if self._reader and self._reader is not threading.current_thread():
            self._reader.join(HANG_GUARD)
        self._reader = None

    # ---- reading --------------------------------------------------------

    def wait(self, predicate, what, timeout=HANG_GUARD):
        """Waits until predicate(self) holds (checked at every message)."""
        deadline = time.monotonic() + timeout
        with self._changed:
            while not predicate(self):
                left = deadline - time.monotonic()
                if left <= 0:
                    raise AssertionError("waited %.0f s for %s; %s's last messages: %s"
                                         % (timeout, what, self.name, json.dumps(self.messages[-4:])[:3000]))
                self._changed.wait(min(left, 1.0))
        return self

    def wait_message(self, kind, after, what, timeout=HANG_GUARD):
        """The first message of `kind` after the `after`-th one, waited
        for; an `error` in its place fails."""
        found = []

        def arrived(pupil):
            for message in pupil.messages[after:]:
                if message.get("type") == kind:
                    found.append(message)
                    return True
                if message.get("type") == "error":
                    raise AssertionError("%s: the class answered %r" % (what, message))
            return False
        self.wait(arrived, what, timeout)
        return found[0]

    def last(self, kind):
        for message in reversed(self.messages):
            if message.get("type") == kind:
                return message
        return None

    # ---- the connection -------------------------------------------------

    def _frame(self, opcode, data):
        header = bytes([0x80 | opcode])
        if len(data) < 126:
            header += bytes([0x80 | len(data)])
        elif len(data) < 65536:
            header += bytes([0x80 | 126]) + struct.pack("!H", len(data))
        else:
            header += bytes([0x80 | 127]) + struct.pack("!Q", len(data))
        mask = os.urandom(4)
        masked = bytes(b ^ mask[i % 4] for i, b in enumerate(data))
        with self._sending:
            if not self._socket:
                raise AssertionError("%s is not connected" % self.name)
            self._socket.sendall(header + mask + masked)

    def _read(self, sock):
        buffer = b""
        message = b""

        def need(count):
            nonlocal buffer
            while len(buffer) < count:
                chunk = sock.recv(65536)
                if not chunk:
                    raise ConnectionError("closed")
                buffer += chunk
            taken, buffer = buffer[:count], buffer[count:]
            return taken
        try:
            while True:
                first, second = need(2)
                length = second & 0x7F
                if length == 126:
                    length = struct.unpack("!H", need(2))[0]
                elif length == 127:
                    length = struct.unpack("!Q", need(8))[0]
                payload = need(length)
                opcode = first & 0x0F
                if opcode == 0x9:
                    self._frame(0xA, payload)
                elif opcode == 0x8:
                    break
                elif opcode in (0x0, 0x1):
                    message += payload
                    if first & 0x80:
                        self._take(json.loads(message.decode()))
                        message = b""
        except (OSError, ConnectionError, ValueError, AssertionError):
            pass
        with self._changed:
            if self._socket is sock:
                self.connected = False
            self._changed.notify_all()

    def _take(self, m):
        """Keeps a message and what a page shows of it (class.js's rules)."""
        kind = m.get("type")
        with self._changed:
            self.messages.append(m)
            if kind == "welcome":
                self.token = m.get("token")
                self.name = m.get("name")
                self.lang = m.get("language", "")
                self.words = m.get("strings", {})
                self.question = self.answered = self.verdict = None
                self.seat = self.seatend = None
            elif kind == "words":
                self.lang = m.get("language", "")
                self.words = m.get("strings", {})
            elif kind == "question":
                same = self.question and self.question["question"] == m["question"] \
                    and self.question["vote"] == m["vote"]
                self.question = m
                if not same or m.get("answer") is None:
                    self.answered = None
                if m.get("answer") is not None:
                    self.answered = {"question": m["question"], "vote": m["vote"], "answer": m["answer"]}
                self.verdict = None
                self.seat = self.seatend = None
            elif kind == "answered":
                self.answered = m
            elif kind == "reveal":
                self.verdict = m
            elif kind == "noquestion":
                if self.question and not self.verdict:
                    self.question = None
                    self.answered = None
            elif kind == "seat":
                self.seat = m
                self.seatend = None
                self.question = self.answered = self.verdict = None
            elif kind == "seatend":
                self.seatend = m
                self.seat = None
                self.question = self.answered = self.verdict = None
            elif kind == "closed":
                self.closed = m.get("reason")
            elif kind == "error":
                self.errors.append(m)
            self._changed.notify_all()
