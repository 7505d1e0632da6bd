# SPDX-License-Identifier: MIT
"""The teacher's side of the whole-class tests that drive the real program
(tst_classwindow.py, tst_seatwindow.py): an Xvfb display of its own
(Screen), the program on it with a home of its own (Teacher), pictures of
the screen read without a Python imaging library (Picture), and the words
of the window's menus and buttons in a language (Words), to press their
mnemonics with xdotool.

Every process started here is ended by its own id (stop()).
"""

import glob
import os
import queue
import shutil
import signal
import socket
import subprocess
import threading
import time
import xml.etree.ElementTree

import pupils

SKIP = 77
SIZE = "1280x720"
TRANSLATIONS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "translations")
TOOLS = {
    "Xvfb": "Xvfb (Debian: xvfb)",
    "xdotool": "xdotool (Debian: xdotool)",
    "zbarimg": "zbarimg (Debian: zbar-tools)",
    "import": "ImageMagick's import (Debian: imagemagick)",
    "convert": "ImageMagick's convert (Debian: imagemagick)",
}


def missing():
    why = pupils.missing()
    if why:
        return why
    for tool, package in TOOLS.items():
        if not shutil.which(tool):
            return package + " is not installed"
    return None


def command_line(name):
    """PROGRAM [SCREENSHOT_DIR] [--lang CODE] from sys.argv: (program, shots
    folder or None, language), or an exit code (2: usage, SKIP: a tool missing)."""
    import sys
    arguments = sys.argv[1:]
    language = "en"
    if "--lang" in arguments:
        at = arguments.index("--lang")
        language = arguments[at + 1] if at + 1 < len(arguments) else ""
        del arguments[at:at + 2]
    if not arguments or not language:
        print("usage: %s PROGRAM [SCREENSHOT_DIR] [--lang CODE]" % name)
        return 2
    why = missing()
    if why:
        print("SKIP: cannot drive the real window with pupils' browsers: %s" % why)
        return SKIP
    program = os.path.abspath(arguments[0])
    shots = os.path.abspath(arguments[1]) if len(arguments) > 1 else None
    if shots:
        os.makedirs(shots, exist_ok=True)
    return program, shots, language


def read_qr(screen, path, printed):
    """Takes a picture of the screen to `path`, reads its QR code (zbarimg)
    and checks that it holds exactly the `printed` address; the picture's path."""
    shot = screen.shot(path)
    read = subprocess.run(["zbarimg", "--raw", "-q", shot], capture_output=True, text=True)
    check(read.returncode == 0, "no QR code read from the window's picture (zbarimg %d)" % read.returncode)
    check(read.stdout.strip() == printed,
          "the QR code holds %r, the program printed %r" % (read.stdout.strip(), printed))
    return shot


def check(condition, message):
    if not condition:
        raise AssertionError(message)


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def free_display():
    """:85, or the next display number no X server holds."""
    for number in range(85, 200):
        if not os.path.exists("/tmp/.X%d-lock" % number) and \
                not os.path.exists("/tmp/.X11-unix/X%d" % number):
            return number
    raise AssertionError("no free X display number from :85 to :199")


class Screen:
    """An Xvfb display of its own, with pictures and keys."""

    def __init__(self):
        self.number = free_display()
        self.name = ":%d" % self.number
        self.process = subprocess.Popen(["Xvfb", self.name, "-screen", "0", SIZE + "x24", "-nolisten", "tcp"],
                                        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        deadline = time.monotonic() + 10
        while not os.path.exists("/tmp/.X11-unix/X%d" % self.number):
            if self.process.poll() is not None or time.monotonic() > deadline:
                stop(self.process)
                raise AssertionError("Xvfb %s did not start" % self.name)
            time.sleep(0.05)
        self.env = dict(os.environ, DISPLAY=self.name)
        self.env.pop("QT_QPA_PLATFORM", None)  # the program draws on this display, not offscreen

    def run(self, *command):
        return subprocess.run(command, env=self.env, check=True, capture_output=True, text=True).stdout

    def shot(self, path):
        self.run("import", "-window", "root", path)
        return path

    def xdotool(self, *arguments):
        return self.run("xdotool", *arguments)

    def stop(self):
        stop(self.process)


def stop(process):
    """Ends a process this test started, by its id."""
    if process and process.poll() is None:
        process.send_signal(signal.SIGTERM)
        try:
            process.wait(timeout=5)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


class Picture:
    """A screenshot's pixels (read through ImageMagick as PPM: no Python
    imaging library needed)."""

    def __init__(self, path):
        data = subprocess.run(["convert", path, "ppm:-"], check=True, capture_output=True).stdout
        fields = []
        at = 0
        while len(fields) < 4:  # P6 width height maxval
            while data[at:at + 1].isspace():
                at += 1
            end = at
            while not data[end:end + 1].isspace():
                end += 1
            fields.append(data[at:end])
            at = end
        self.width, self.height = int(fields[1]), int(fields[2])
        self.pixels = data[at + 1:]
        self.path = path

    def pixel(self, x, y):
        at = 3 * (y * self.width + x)
        return tuple(self.pixels[at:at + 3])

    def mean(self, x, y, radius=3):
        """The mean colour of the (2r+1)^2 pixels around (x, y)."""
        total = [0, 0, 0]
        count = 0
        for yy in range(y - radius, y + radius + 1):
            for xx in range(x - radius, x + radius + 1):
                for i, value in enumerate(self.pixel(xx, yy)):
                    total[i] += value
                count += 1
        return tuple(value / count for value in total)

    def board(self, colours=((181, 136, 99), (240, 217, 181))):
        """The board's rectangle (left, top, right, bottom; right and bottom
        outside): the extent of the rows holding many pixels of the classic
        theme's two square colours."""
        xs, ys = [], []
        for y in range(self.height):
            row = [x for x in range(0, self.width, 2) if self.pixel(x, y) in colours]
            if len(row) > 20:
                ys.append(y)
                xs.extend((row[0], row[-1]))
        check(xs and ys, "no board in %s" % self.path)
        left, right = min(xs), max(xs) + 2
        while self.pixel(left - 1, ys[-1]) in colours:
            left -= 1
        while self.pixel(right, ys[-1]) in colours:
            right += 1
        return left, min(ys), right, max(ys) + 1


def distance(a, b):
    return sum((x - y) ** 2 for x, y in zip(a, b)) ** 0.5


class Teacher:
    """The real program on a Screen, with a home of its own."""

    def __init__(self, program, screen, home, port, language="en", arguments=(), ini=""):
        """Starts `program` with --lang `language`, --class `port`, the
        screen's size and `arguments`; `ini` is its settings file's text."""
        self.screen = screen
        self.home = home
        config = os.path.join(home, "config", "nqueens-visualizer")
        os.makedirs(config)
        for folder in ("data", "cache", "runtime"):
            os.makedirs(os.path.join(home, folder), mode=0o700)
        if ini:
            with open(os.path.join(config, "nqueens-visualizer.ini"), "w") as settings:
                settings.write(ini)
        env = dict(screen.env, HOME=home, XDG_CONFIG_HOME=os.path.join(home, "config"),
                   XDG_DATA_HOME=os.path.join(home, "data"), XDG_CACHE_HOME=os.path.join(home, "cache"),
                   XDG_RUNTIME_DIR=os.path.join(home, "runtime"))
        if "ASAN_OPTIONS" in env:
            # On a real X display (the other window tests draw offscreen)
            # Debian's libxkbcommon-x11 strndup()s a name that is not
            # terminated within its buffer while Qt connects: a read past
            # the end inside that library, reported before our main() runs
            # any code of ours. The check is left to everything else.
            env["ASAN_OPTIONS"] += ":intercept_strndup=0"
        self.process = subprocess.Popen(
            [program, "--lang", language, "--class", str(port), "--geometry", SIZE, *arguments],
            env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, bufsize=1)
        self.lines = queue.Queue()
        self.errors = []
        threading.Thread(target=self._read, args=(self.process.stdout, self.lines.put), daemon=True).start()
        threading.Thread(target=self._read, args=(self.process.stderr, self.errors.append), daemon=True).start()
        try:
            self._started(screen)
        except BaseException:
            self.stop()  # the caller has no Teacher to stop
            raise

    def _started(self, screen):
        try:
            first = self.lines.get(timeout=20).strip()
        except queue.Empty:
            raise AssertionError("the program printed nothing in 20 s; stderr: %r" % self.errors)
        check(first.startswith("class: "), "the program said %r, not class: URL" % first)
        self.url = first[len("class: "):]
        deadline = time.monotonic() + 20
        self.window = None
        while not self.window:
            found = subprocess.run(["xdotool", "search", "--onlyvisible", "--name", "N-Queens Visualizer"],
                                   env=screen.env, capture_output=True, text=True).stdout.split()
            if found:
                self.window = found[0]
            elif time.monotonic() > deadline or self.process.poll() is not None:
                raise AssertionError("no window of the program shown; stderr: %r" % self.errors)
            else:
                time.sleep(0.1)
        time.sleep(1.5)  # the docks laid out, the first question asked

    @staticmethod
    def _read(stream, put):
        for line in stream:
            put(line)

    def focus(self, board):
        """A click beside the board's squares (on its rank numbers), so
        that the window has the keys (no window manager gives it them) and
        no square is answered."""
        left, top, right, bottom = board
        self.screen.xdotool("mousemove", str(left - 14), str(bottom - (bottom - top) // 12), "click", "1")
        time.sleep(0.3)

    def key(self, key, board):
        self.focus(board)
        self.screen.xdotool("key", key)
        time.sleep(0.6)

    def menu(self, board, words, title, items, item, highlighted=0):
        """Chooses `item` of the menu bar's menu `title` with keys only, as
        a teacher does: Alt with the menu's mnemonic, then the item's. When
        other items of the menu share the item's mnemonic, QMenu only
        highlights the next of them after the highlighted item at each
        press (opened from the keyboard, the menu highlights its first
        enabled item: `items[highlighted]`), so the key is pressed until it
        lands on `item`, then Return. A disabled item among them counts
        but cannot be highlighted: the key stops there, and `item` is out
        of the keyboard's reach (the caller's check of what the item does
        fails). `title`, `items` (every item of the menu, in its order) and
        `item` are (context, source text) pairs, said in `words`' language.
        Returns the items' texts that share the mnemonic (one: no clash)."""
        key = mnemonic(words(*item))
        check(key, "%r has no mnemonic" % words(*item))
        sharing = [words(*other) for other in items if mnemonic(words(*other)) == key]
        check(words(*item) in sharing, "%r is not one of the menu's items" % words(*item))
        self.focus(board)
        self.screen.xdotool("key", "alt+" + keysym(mnemonic(words(*title))))
        time.sleep(0.4)
        texts = [words(*other) for other in items]
        # The first press goes to the first sharing item after the
        # highlighted one, or to the first of them.
        after = [text for text in texts[highlighted + 1:] if text in sharing]
        first = sharing.index(after[0]) if texts[highlighted] in sharing and after else 0
        for _ in range((sharing.index(words(*item)) - first) % len(sharing) + 1):
            self.screen.xdotool("key", keysym(key))
            time.sleep(0.15)
        if len(sharing) > 1:
            self.screen.xdotool("key", "Return")
        time.sleep(0.5)
        return sharing

    def window_named(self, name, timeout=5.0):
        """The id of the program's shown window titled `name` (a dialog),
        waited for; None when none shows."""
        deadline = time.monotonic() + timeout
        while True:
            found = subprocess.run(["xdotool", "search", "--onlyvisible", "--name", "^%s$" % name],
                                   env=self.screen.env, capture_output=True, text=True).stdout.split()
            if found:
                return found[0]
            if time.monotonic() > deadline:
                return None
            time.sleep(0.1)

    def results(self):
        """The class's results files the program wrote, by name."""
        data = os.path.join(self.home, "data")
        return sorted(glob.glob(os.path.join(data, "**", "*.json"), recursive=True))

    def stop(self):
        stop(self.process)



class Words:
    """The program's words in a language, from its translations
    (translations/nqueens_LANG.ts; English: the source texts), to find a
    menu's mnemonic or a dialog's title as the window says them.

        words = Words("de")
        words("MainWindow", "&Run")  # "Ab&lauf"
    """

    def __init__(self, language):
        self.language = language
        self.table = {}
        if language == "en":
            return
        path = os.path.join(TRANSLATIONS, "nqueens_%s.ts" % language)
        for context in xml.etree.ElementTree.parse(path).getroot().iter("context"):
            name = context.findtext("name")
            for message in context.iter("message"):
                translation = message.find("translation")
                if translation is not None and translation.text and translation.get("type") is None:
                    self.table[(name, message.findtext("source"))] = translation.text

    def __call__(self, context, source):
        if self.language == "en":
            return source
        check((context, source) in self.table, "no %s translation of %s %r" % (self.language, context, source))
        return self.table[(context, source)]


def mnemonic(text):
    """The letter after the single & of a menu's or a button's text, in
    lower case; None when there is none."""
    at = text.find("&")
    while 0 <= at < len(text) - 1:
        if text[at + 1] != "&":
            return text[at + 1].lower()
        at = text.find("&", at + 2)
    return None


def keysym(letter):
    """xdotool's name of the key that types `letter`."""
    if letter.isascii() and letter.isalnum():
        return letter
    return {"ä": "adiaeresis", "ö": "odiaeresis", "ü": "udiaeresis", "é": "eacute", "è": "egrave",
            "ç": "ccedilla", "à": "agrave", "ñ": "ntilde", "ó": "oacute", "í": "iacute",
            "á": "aacute", "ú": "uacute"}[letter]
