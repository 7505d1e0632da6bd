# SPDX-License-Identifier: MIT
"""The teacher's side of the whole-class tests that drive the real program
(tst_classwindow.py, tst_seatwindow.py, tst_dialogwindow.py,
tst_lesson.py): an Xvfb display of its own (Screen), the program on it with
a home of its own (Teacher), pictures of the screen read without a Python
imaging library (Picture), the words of the window's menus and buttons in a
language (Words), to press their mnemonics with xdotool, and the window's
accessible tree read as a screen reader reads it, over AT-SPI on buses of
its own (Accessibility, Tree): which controls are where on the screen, with
what words, to check what is in view and to click it.

Every process started here is ended by its own id (stop()).
"""

import glob
import json
import os
import queue
import select
import shutil
import signal
import socket
import subprocess
import threading
import time
import xml.etree.ElementTree

import pupils
from pupils import HANG_GUARD

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
# What reading the window's accessible tree takes (Accessibility): a D-Bus
# session bus, the accessibility bus's launcher and Python's AT-SPI.
ACCESSIBILITY_TOOLS = {
    "dbus-daemon": "dbus-daemon (Debian: dbus)",
    "dbus-send": "dbus-send (Debian: dbus)",
    "/usr/libexec/at-spi-bus-launcher": "the AT-SPI bus launcher (Debian: at-spi2-core)",
}


def missing(accessibility=False):
    """What is missing to drive the real window, or None; with
    `accessibility`, also to read its accessible tree (Accessibility)."""
    why = pupils.missing()
    if why:
        return why
    tools = dict(TOOLS, **(ACCESSIBILITY_TOOLS if accessibility else {}))
    for tool, package in tools.items():
        if not shutil.which(tool) and not os.access(tool, os.X_OK):
            return package + " is not installed"
    if accessibility and subprocess.run(["/usr/bin/python3", "-c", "import pyatspi"],
                                        capture_output=True).returncode != 0:
        return "python3-pyatspi is not installed"
    return None


def command_line(name, accessibility=False):
    """PROGRAM [SCREENSHOT_DIR] [--lang CODE] from sys.argv: (program, shots
    folder or None, language), or an exit code (2: usage, SKIP: a tool
    missing; with `accessibility`, also what Accessibility needs)."""
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
    why = missing(accessibility)
    if why:
        print("SKIP: cannot drive the real window with pupils' browsers: %s" % why)
        return SKIP
    program = os.path.abspath(arguments[0])
    shots = os.path.abspath(arguments[1]) if len(arguments) > 1 else None
    if shots:
        os.makedirs(shots, exist_ok=True)
    return program, shots, language


def read_qr(screen, path, printed):
    """Takes pictures of the screen to `path` until a QR code is read from
    one (zbarimg: the window may still be laying out its docks), and checks
    that the code holds exactly the `printed` address; the picture's path."""
    deadline = time.monotonic() + HANG_GUARD
    while True:
        shot = screen.shot(path)
        read = subprocess.run(["zbarimg", "--raw", "-q", shot], capture_output=True, text=True)
        if read.returncode == 0:
            check(read.stdout.strip() == printed,
                  "the QR code holds %r, the program printed %r" % (read.stdout.strip(), printed))
            return shot
        if time.monotonic() > deadline:
            raise AssertionError("no QR code read from the window's pictures in %.0f s (the last: %s)"
                                 % (HANG_GUARD, shot))


def check(condition, message):
    if not condition:
        raise AssertionError(message)


def free_port():
    """A port free now. Another process may take it before the program
    does (tests run side by side): the program then opens the next free
    one and prints it, and the tests use the address it prints."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


class Screen:
    """An Xvfb display of its own, with pictures and keys."""

    def __init__(self):
        # The server picks a display number no other server holds and says
        # which once it accepts clients (-displayfd): no number guessed here
        # that a test running beside this one could take first.
        read, write = os.pipe()
        try:
            self.process = subprocess.Popen(["Xvfb", "-displayfd", str(write), "-screen", "0", SIZE + "x24",
                                             "-nolisten", "tcp"], pass_fds=(write,),
                                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            os.close(write)
            write = -1
            said = b""
            deadline = time.monotonic() + HANG_GUARD
            while not said.endswith(b"\n"):
                left = deadline - time.monotonic()
                if left <= 0 or not select.select([read], [], [], left)[0]:
                    stop(self.process)
                    raise AssertionError("Xvfb named no display in %.0f s" % HANG_GUARD)
                chunk = os.read(read, 16)
                if not chunk:
                    stop(self.process)
                    raise AssertionError("Xvfb ended before it named a display (exit %r)" % self.process.poll())
                said += chunk
        finally:
            os.close(read)
            if write >= 0:
                os.close(write)
        self.number = int(said)
        self.name = ":%d" % self.number
        self.env = dict(os.environ, DISPLAY=self.name)
        self.env.pop("QT_QPA_PLATFORM", None)  # the program draws on this display, not offscreen

    def run(self, *command):
        return subprocess.run(command, env=self.env, check=True, capture_output=True, text=True).stdout

    def shot(self, path):
        self.run("import", "-window", "root", path)
        return path

    def picture(self, path, ready=lambda picture: True, same=None, what="the window"):
        """Takes pictures of the screen to `path` until one makes ready()
        true and, when `same` is given, same(picture) is what it was for the
        picture before (so nothing of it was still being drawn); returns
        that Picture. Fails after HANG_GUARD, saying `what` (or what(the
        last picture))."""
        deadline = time.monotonic() + HANG_GUARD
        last = None
        while True:
            picture = Picture(self.shot(path))
            if ready(picture):
                key = same(picture) if same else None
                if same is None or (last is not None and key == last):
                    return picture
                last = key
            else:
                last = None
            if time.monotonic() > deadline:
                raise AssertionError("waited %.0f s for %s; the last picture: %s"
                                     % (HANG_GUARD, what(picture) if callable(what) else what, path))

    def still(self, path, tries=10):
        """A picture for people to look at, not for a check: pictures until
        two in a row are the same (a repaint done), at most `tries`; the
        last one's path."""
        last = None
        for _ in range(tries):
            picture = Picture(self.shot(path))
            if picture.pixels == last:
                break
            last = picture.pixels
        return path

    def board(self, path):
        """The board's rectangle (Picture.board()) once two pictures in a
        row find it in the same place: the window's docks laid out."""
        def found(picture):
            try:
                return picture.board()
            except AssertionError:
                return None
        return self.picture(path, ready=lambda p: found(p) is not None, same=found,
                            what="the board in its place").board()

    def xdotool(self, *arguments):
        return self.run("xdotool", *arguments)

    def stop(self):
        stop(self.process)


def stop(process):
    """Ends a process this test started, by its id."""
    if process and process.poll() is None:
        process.send_signal(signal.SIGTERM)
        try:
            process.wait(timeout=HANG_GUARD)
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
        self._board = None

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
        if self._board:
            return self._board
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
        self._board = left, min(ys), right, max(ys) + 1
        return self._board


# Reads the accessible tree of the program on the bus named by
# DBUS_SESSION_BUS_ADDRESS, as a screen reader does (AT-SPI), and prints it
# as JSON: a node a list item, its path of child indices, role, name,
# description, text, extents on the screen (x, y, width, height) and states.
# A process of its own per reading: nothing cached from an earlier one.
_READ_TREE = r"""
import json, sys
import pyatspi
pid, top = int(sys.argv[1]), sys.argv[2]
STATES = {"showing": pyatspi.STATE_SHOWING, "visible": pyatspi.STATE_VISIBLE,
          "enabled": pyatspi.STATE_ENABLED, "focused": pyatspi.STATE_FOCUSED,
          "checked": pyatspi.STATE_CHECKED, "pressed": pyatspi.STATE_PRESSED}
out = []
def walk(node, path):
    try:
        role, name, description = node.getRoleName(), node.name, node.description
        states = node.getState()
    except Exception:
        return
    try:
        text = node.queryText()
        text = text.getText(0, min(text.characterCount, 2000))
    except Exception:
        text = ""
    try:
        e = node.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
        extents = [e.x, e.y, e.width, e.height]
    except Exception:
        extents = [0, 0, 0, 0]
    keys = ""
    if role in ("menu item", "push button", "check box"):
        try:
            action = node.queryAction()
            keys = ";".join(action.getKeyBinding(k) for k in range(action.nActions))
        except Exception:
            pass
    out.append({"path": path, "role": role, "name": name or "", "description": description or "",
                "text": text, "extents": extents, "keys": keys,
                "states": sorted(k for k, v in STATES.items() if states.contains(v))})
    if role in ("list", "table", "tree", "tree table") and "showing" not in out[-1]["states"]:
        return
    for i in range(min(node.childCount, 2000)):
        try:
            child = node.getChildAtIndex(i)
        except Exception:
            continue
        if child is not None:
            walk(child, path + [i])
desktop = pyatspi.Registry.getDesktop(0)
for i in range(desktop.childCount):
    app = desktop.getChildAtIndex(i)
    try:
        if app is None or app.get_process_id() != pid:
            continue
    except Exception:
        continue
    for j in range(app.childCount):
        window = app.getChildAtIndex(j)
        if window is not None and (top == "" or window.name == top):
            walk(window, [j])
print(json.dumps(out))
"""


# Does the accessible action `name` of the node at a path (as _READ_TREE
# gave it) of process `pid`: what a screen reader's user does to a control
# they cannot see (scrolled away), never what a sighted teacher does.
_DO_ACTION = r"""
import sys
import pyatspi
pid, path, name = int(sys.argv[1]), [int(i) for i in sys.argv[2].split(",")], sys.argv[3]
desktop = pyatspi.Registry.getDesktop(0)
for i in range(desktop.childCount):
    app = desktop.getChildAtIndex(i)
    if app is not None and app.get_process_id() == pid:
        node = app
        for index in path:
            node = node.getChildAtIndex(index)
        action = node.queryAction()
        names = [action.getName(k) for k in range(action.nActions)]
        if name not in names:
            sys.exit("no action %r, only %r" % (name, names))
        action.doAction(names.index(name))
        sys.exit(0)
sys.exit("no application of process %d" % pid)
"""


class Accessibility:
    """A D-Bus session bus of its own for the program, on which it offers
    its accessible tree (AT-SPI, as to a screen reader), and the tree read
    back: which widgets the window shows, where on the screen, with what
    words.

    The bus and the accessibility bus its launcher starts are one process
    group, ended together (stop())."""

    def __init__(self, screen):
        self.process = self.launcher = None
        try:
            self._start(screen)
        except BaseException:
            self.stop()  # the caller has no Accessibility to stop
            raise

    def _start(self, screen):
        read, write = os.pipe()
        try:
            self.process = subprocess.Popen(
                ["dbus-daemon", "--session", "--nofork", "--nopidfile", "--print-address=%d" % write],
                pass_fds=(write,), env=screen.env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                process_group=0)
            os.close(write)
            write = -1
            said = b""
            deadline = time.monotonic() + HANG_GUARD
            while not said.endswith(b"\n"):
                left = deadline - time.monotonic()
                if left <= 0 or not select.select([read], [], [], left)[0]:
                    raise AssertionError("the D-Bus session bus named no address in %.0f s" % HANG_GUARD)
                chunk = os.read(read, 256)
                if not chunk:
                    raise AssertionError("dbus-daemon ended before it named an address")
                said += chunk
        finally:
            os.close(read)
            if write >= 0:
                os.close(write)
        address = said.decode().strip()
        self.env = {"DBUS_SESSION_BUS_ADDRESS": address, "QT_LINUX_ACCESSIBILITY_ALWAYS_ON": "1",
                    "QT_ACCESSIBILITY": "1"}
        # The accessibility bus, in the session bus's process group; the
        # program finds it through org.a11y.Bus on the session bus.
        self.launcher = subprocess.Popen(
            ["/usr/libexec/at-spi-bus-launcher", "--launch-immediately"],
            env=dict(screen.env, **self.env), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
            process_group=self.process.pid)
        self._read_env = dict(os.environ, **self.env)
        deadline = time.monotonic() + HANG_GUARD
        while subprocess.run(["dbus-send", "--session", "--print-reply", "--dest=org.a11y.Bus", "/org/a11y/bus",
                              "org.a11y.Bus.GetAddress"], env=self._read_env,
                             capture_output=True).returncode != 0:
            if time.monotonic() > deadline:
                raise AssertionError("the accessibility bus did not start in %.0f s" % HANG_GUARD)
            time.sleep(0.1)

    def tree(self, pid, window=""):
        """The accessible tree of process `pid`'s windows (only the one
        named `window` when given), as a Tree."""
        said = subprocess.run(["/usr/bin/python3", "-c", _READ_TREE, str(pid), window], env=self._read_env,
                              capture_output=True, text=True, timeout=HANG_GUARD)
        check(said.returncode == 0, "reading the accessible tree failed: %s" % said.stderr[-2000:])
        return Tree(json.loads(said.stdout))

    def act(self, pid, node, name="Press"):
        """Does the accessible action `name` of `node` (read by tree())."""
        said = subprocess.run(["/usr/bin/python3", "-c", _DO_ACTION, str(pid), ",".join(map(str, node["path"])), name],
                              env=self._read_env, capture_output=True, text=True, timeout=HANG_GUARD)
        check(said.returncode == 0, "the action %r of %s failed: %s" % (name, node["name"], said.stderr[-2000:]))

    def stop(self):
        process = self.process
        if process:
            # The bus, the launcher and the accessibility bus it started:
            # the process group this object made, by its id.
            try:
                os.killpg(process.pid, signal.SIGTERM)
            except ProcessLookupError:
                pass
            try:
                process.wait(timeout=HANG_GUARD)
            except subprocess.TimeoutExpired:
                os.killpg(process.pid, signal.SIGKILL)
                process.wait()
        launcher = self.launcher
        if launcher:
            try:
                launcher.wait(timeout=HANG_GUARD)
            except subprocess.TimeoutExpired:
                launcher.kill()
                launcher.wait()


class Tree:
    """An accessible tree as Accessibility.tree() read it."""

    def __init__(self, nodes):
        self.nodes = nodes
        self._by_path = {tuple(node["path"]): node for node in nodes}

    def find(self, role=None, name=None, matches=None, within=None):
        """The nodes of `role` (any when None) whose name is `name` (any
        when None), or for which matches(node) holds, under `within`'s path
        when given, in the tree's order."""
        found = []
        for node in self.nodes:
            if role is not None and node["role"] != role:
                continue
            if name is not None and node["name"] != name:
                continue
            if matches is not None and not matches(node):
                continue
            if within is not None and node["path"][:len(within["path"])] != within["path"]:
                continue
            found.append(node)
        return found

    def ancestors(self, node):
        path = node["path"]
        return [self._by_path[tuple(path[:i])] for i in range(len(path) - 1, 0, -1)
                if tuple(path[:i]) in self._by_path]

    def in_view(self, node, screen=(0, 0) + tuple(int(side) for side in SIZE.split("x"))):
        """Whether `node` is wholly on the screen and inside every ancestor
        that has a size (a scroll area's viewport clips what it holds), and
        shown: what a teacher sees without scrolling."""
        x, y, w, h = node["extents"]
        if "showing" not in node["states"] or w <= 0 or h <= 0:
            return False

        def inside(box):
            bx, by, bw, bh = box
            return bx <= x and by <= y and x + w <= bx + bw and y + h <= by + bh
        if not inside(screen):
            return False
        for ancestor in self.ancestors(node):
            if ancestor["extents"][2] > 0 and ancestor["extents"][3] > 0 and not inside(ancestor["extents"]):
                return False
            if ancestor["role"] in ("popup menu", "frame", "dialog", "window"):
                break  # a window of its own (a menu opens over its item)
        return True

    def where(self, node):
        return "%s %r at %s" % (node["role"], node["name"], node["extents"])


def distance(a, b):
    return sum((x - y) ** 2 for x, y in zip(a, b)) ** 0.5


class Teacher:
    """The real program on a Screen, with a home of its own."""

    def __init__(self, program, screen, home, port, language="en", arguments=(), ini="", env=None):
        """Starts `program` with --lang `language`, --class `port` (None:
        no class at start), the screen's size and `arguments`; `ini` is its
        settings file's text; `env`, more of its environment. A `home` that
        exists is the program's home of before (a restart): kept as it is."""
        self.screen = screen
        self.home = home
        config = os.path.join(home, "config", "nqueens-visualizer")
        if not os.path.isdir(config):
            os.makedirs(config)
            for folder in ("data", "cache", "runtime"):
                os.makedirs(os.path.join(home, folder), mode=0o700)
        if ini:
            with open(os.path.join(config, "nqueens-visualizer.ini"), "w") as settings:
                settings.write(ini)
        env = dict(screen.env, HOME=home, XDG_CONFIG_HOME=os.path.join(home, "config"),
                   XDG_DATA_HOME=os.path.join(home, "data"), XDG_CACHE_HOME=os.path.join(home, "cache"),
                   XDG_RUNTIME_DIR=os.path.join(home, "runtime"), **(env or {}))
        if "ASAN_OPTIONS" in env:
            # On a real X display (the other window tests draw offscreen)
            # Debian's libxkbcommon-x11 strndup()s a name that is not
            # terminated within its buffer while Qt connects: a read past
            # the end inside that library, reported before our main() runs
            # any code of ours. The check is left to everything else.
            env["ASAN_OPTIONS"] += ":intercept_strndup=0"
        opening = ["--class", str(port)] if port is not None else []
        self.process = subprocess.Popen(
            [program, "--lang", language, *opening, "--geometry", SIZE, *arguments],
            env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, bufsize=1)
        self.lines = queue.Queue()
        self.errors = []
        threading.Thread(target=self._read, args=(self.process.stdout, self.lines.put), daemon=True).start()
        threading.Thread(target=self._read, args=(self.process.stderr, self.errors.append), daemon=True).start()
        try:
            self._started(screen, port is not None)
        except BaseException:
            self.stop()  # the caller has no Teacher to stop
            raise

    def _started(self, screen, opened=True):
        self.url = None
        if opened:
            try:
                first = self.lines.get(timeout=HANG_GUARD).strip()
            except queue.Empty:
                raise AssertionError("the program printed nothing in %.0f s; stderr: %r" % (HANG_GUARD, self.errors))
            check(first.startswith("class: "), "the program said %r, not class: URL" % first)
            self.url = first[len("class: "):]
        deadline = time.monotonic() + HANG_GUARD
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

    @staticmethod
    def _read(stream, put):
        for line in stream:
            put(line)

    def focus(self, board):
        """A click beside the board's squares (on its rank numbers), so
        that the window has the keys (no window manager gives it them) and
        no square is answered; returns once the window has the keyboard's
        focus. Keys sent after that come to the program after its focus
        (X delivers a client's events in order), so its shortcuts see an
        active window."""
        left, top, right, bottom = board
        self.screen.xdotool("mousemove", str(left - 14), str(bottom - (bottom - top) // 12), "click", "1")
        self.wait_focus(self.window, "the window")

    def wait_focus(self, window, what):
        """Waits until X gives `window` (an id) the keyboard's focus."""
        deadline = time.monotonic() + HANG_GUARD
        while True:
            focused = subprocess.run(["xdotool", "getwindowfocus", "-f"], env=self.screen.env,
                                     capture_output=True, text=True).stdout.strip()
            if focused == window:
                return
            if time.monotonic() > deadline:
                raise AssertionError("%s did not get the keyboard's focus in %.0f s (window %s has it)"
                                     % (what, HANG_GUARD, focused))
            time.sleep(0.05)

    def key(self, key, board):
        """Presses `key` in the window; the caller waits for what it does."""
        self.focus(board)
        self.screen.xdotool("key", key)

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
        # No pauses between the keys: the program takes them in order, and
        # the menu that Alt and its letter open has the keys that follow.
        self.focus(board)
        self.screen.xdotool("key", "alt+" + keysym(mnemonic(words(*title))))
        texts = [words(*other) for other in items]
        # The first press goes to the first sharing item after the
        # highlighted one, or to the first of them.
        after = [text for text in texts[highlighted + 1:] if text in sharing]
        first = sharing.index(after[0]) if texts[highlighted] in sharing and after else 0
        for _ in range((sharing.index(words(*item)) - first) % len(sharing) + 1):
            self.screen.xdotool("key", keysym(key))
        if len(sharing) > 1:
            self.screen.xdotool("key", "Return")
        return sharing

    def shown_windows(self, name):
        """The ids of the program's shown windows titled `name`."""
        return subprocess.run(["xdotool", "search", "--onlyvisible", "--name", "^%s$" % name],
                              env=self.screen.env, capture_output=True, text=True).stdout.split()

    def window_named(self, name):
        """The id of the program's shown window titled `name` (a dialog),
        waited for; None when none shows within HANG_GUARD."""
        deadline = time.monotonic() + HANG_GUARD
        while True:
            found = self.shown_windows(name)
            if found:
                return found[0]
            if time.monotonic() > deadline:
                return None
            time.sleep(0.1)

    def window_gone(self, name):
        """Waits until no window titled `name` shows; False when one still
        does after HANG_GUARD."""
        deadline = time.monotonic() + HANG_GUARD
        while self.shown_windows(name):
            if time.monotonic() > deadline:
                return False
            time.sleep(0.1)
        return True

    def results(self):
        """The class's results files the program wrote, by name."""
        data = os.path.join(self.home, "data")
        return sorted(glob.glob(os.path.join(data, "**", "*.json"), recursive=True))

    def stop(self):
        stop(self.process)

    # ---- with the accessible tree (an Accessibility given as `env`'s
    # source: Teacher(..., env=accessibility.env)) -------------------------

    def tree(self, accessibility, window=""):
        """The program's accessible tree now (its windows, or the one named
        `window`)."""
        return accessibility.tree(self.process.pid, window)

    def find(self, accessibility, what, role=None, name=None, matches=None, window="", shown=True):
        """The first node of the program's tree of `role` named `name` (or
        for which matches(node) holds), waited for until one is there (and
        in view, when `shown`); the node and the tree it was found in."""
        deadline = time.monotonic() + HANG_GUARD
        while True:
            tree = self.tree(accessibility, window)
            found = [node for node in tree.find(role, name, matches) if not shown or tree.in_view(node)]
            if found:
                return found[0], tree
            if time.monotonic() > deadline:
                near = [tree.where(node) for node in tree.find(role, name, matches)]
                raise AssertionError("waited %.0f s for %s in the window (%s)"
                                     % (HANG_GUARD, what, "; ".join(near) or "none in the tree"))
            time.sleep(0.2)

    def click(self, node, button="1"):
        """Clicks the middle of `node` (a node of the accessible tree), as
        a teacher does with the mouse."""
        x, y, w, h = node["extents"]
        self.screen.xdotool("mousemove", str(x + w // 2), str(y + h // 2), "click", button)

    def choose(self, accessibility, *names):
        """Chooses a menu's item with the mouse: the menu bar's menu
        names[0], then each item of names[1:] in turn (a submenu, then its
        item), each found by its words in the accessible tree (a menu's
        mnemonic's & left out) once it shows."""
        for at, name in enumerate(names):
            node, _ = self.find(accessibility, "the menu item %r" % " > ".join(names[:at + 1]),
                                role="menu item", name=name.replace("&", ""))
            self.click(node)

    def kill(self):
        """Ends the program at once (SIGKILL, as a crash or a power cut
        would): nothing of it runs after, nothing is saved."""
        self.process.kill()
        self.process.wait()

    def exited(self, what="the program to end"):
        """Waits until the program ends by itself; its exit code."""
        try:
            return self.process.wait(timeout=HANG_GUARD)
        except subprocess.TimeoutExpired:
            raise AssertionError("waited %.0f s for %s" % (HANG_GUARD, what))



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
        self.plurals = {}
        path = os.path.join(TRANSLATIONS, "nqueens_%s.ts" % language)
        for context in xml.etree.ElementTree.parse(path).getroot().iter("context"):
            name = context.findtext("name")
            for message in context.iter("message"):
                translation = message.find("translation")
                if translation is None or translation.get("type") is not None:
                    continue
                forms = [form.text or "" for form in translation.iter("numerusform")]
                if forms:
                    self.plurals[(name, message.findtext("source"))] = forms
                elif translation.text:
                    self.table[(name, message.findtext("source"))] = translation.text

    def __call__(self, context, source):
        if self.language == "en":
            return source
        check((context, source) in self.table, "no %s translation of %s %r" % (self.language, context, source))
        return self.table[(context, source)]

    def count(self, context, source, n):
        """A sentence with %n (tr()'s plural forms), %n filled with `n`:
        English, German and Spanish have one form for 1 and one for the
        rest, French one for 0 and 1."""
        check((context, source) in self.plurals, "no %s plural of %s %r" % (self.language, context, source))
        forms = self.plurals[(context, source)]
        one = n <= 1 if self.language == "fr" else n == 1
        text = forms[0 if one or len(forms) == 1 else 1]
        return text.replace("%n", str(n))


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
