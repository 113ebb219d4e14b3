"""Start the built page the way pygbag 0.9.3 does in a browser, on this machine, and play.

    python tests/pygbag_host.py --web build/web --out result.json [--frames 400] [--apk missing]

What runs is pygbag's own Python start-up, from the pinned package (``pygbag/support``):
``aio`` (its asyncio loop and ``sys.exit``), ``__EMSCRIPTEN__`` (its ``platform`` module),
``cpythonrc.py`` (its shell: ``import_site``, ``shell.source``, the PEP 723 installer
``aio/pep0723.py``, the console that evaluates main.py in ``__main__``). Then the page's own
Python block (taken from ``index.html`` as pythons.js takes it: the text of the pythons.js
``<script>``) and main.py from inside ``truco.apk``.

Only what pygbag's WebAssembly runtime provides in C or JavaScript is a stand-in here:
- ``embed``, ``embed_browser`` (``window`` with ``localStorage``, ``navigator.language``,
  ``navigator.clipboard``, ``MM.UME``, our page's ``truco_*`` hooks), ``embed_emscripten``,
  ``platform_wasm.todo``, ``installer``, ``pyparsing``, ``sys._emscripten_info``;
- the network: ``aio.filelike.fopen`` serves ``truco.apk`` from the build folder and, for the CDN,
  an index and a wheel shaped like pygbag's (``pygame`` stands for pygame-ce's WebAssembly wheel:
  this machine's pygame-ce is already imported before ``sys.platform`` says "emscripten");
- ``requestAnimationFrame``: a loop calling ``aio.step()`` once per frame, as the runtime does;
- the person: taps when the page asks, then a computer player clicks through the real scenes
  (``scenes.devtools.autoplay.Autoplayer``);
- ``/data/data/`` is a temporary folder (the page block's paths are rewritten to it).

It writes a JSON report (the page hooks called, each address fetched, frames played, the clock's
tick arguments, storage used, the match played) for ``tests/test_pygbag_page_host.py``.
"""
from __future__ import annotations

import argparse
import asyncio
import builtins
import gc
import html.parser
import io
import json
import os
import sys
import tempfile
import time
import traceback
import types
import zipfile
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"

import pygame  # noqa: E402  (stands in for pygbag's pygame-ce wheel: imported while sys.platform is real)
import pygame.scrap  # noqa: E402,F401
import pygbag  # noqa: E402

CDN = "https://pygame-web.github.io/cdn/"
PAGE = "https://truco.example.itch.zone/html/1/index.html"
SUPPORT = Path(pygbag.__file__).resolve().parent / "support"


# --------------------------------------------------------------------------- the report
class Report:
    def __init__(self) -> None:
        self.hooks: list = []           # [name, args...] in call order
        self.fetched: list = []         # [url, hooks seen so far, ok]
        self.ticks: list = []           # framerate arguments of Clock.tick
        self.frames_after_start = 0
        self.scenes: list = []
        self.errors: list = []
        self.notes: dict = {}

    def hook(self, name, *args):
        self.hooks.append([name, *[a if isinstance(a, (str, int, float, bool)) or a is None
                                   else repr(a) for a in args]])

    def names(self) -> list[str]:
        return [h[0] for h in self.hooks]


REPORT = Report()


# --------------------------------------------------------------------------- the browser
class JSObject:
    """A JavaScript object: only the attributes given exist (as with pygbag's proxies, reading
    an unknown one is an error here, so that a typo cannot pass)."""

    def __init__(self, **attrs):
        self.__dict__.update(attrs)

    def __repr__(self):
        return f"JSObject({', '.join(sorted(self.__dict__))})"


class LocalStorage:
    """window.localStorage: strings in, strings out; a missing key reads as None (JS null)."""

    def __init__(self):
        self.items: dict[str, str] = {}
        self.writes = 0

    def getItem(self, key):  # noqa: N802
        return self.items.get(str(key))

    def setItem(self, key, value):  # noqa: N802
        self.writes += 1
        self.items[str(key)] = str(value)

    def removeItem(self, key):  # noqa: N802
        self.items.pop(str(key), None)

    def key(self, index):
        keys = list(self.items)
        return keys[index] if 0 <= index < len(keys) else None

    @property
    def length(self):
        return len(self.items)

    def clear(self):
        self.items.clear()


class Promise:
    """What a JavaScript call that returns a Promise gives Python: an opaque object."""

    def __init__(self, outcome):
        self.outcome = outcome


def make_window(report: Report) -> JSObject:
    def hook(name):
        def call(*args):
            report.hook(name, *args)
        return call

    clipboard_texts: list = []
    report.notes["clipboard"] = clipboard_texts

    def write_text(text):
        clipboard_texts.append(str(text))
        return Promise("resolved")

    location = JSObject(href=PAGE, host="truco.example.itch.zone", hostname="truco.example.itch.zone",
                        port="", protocol="https:", search="", hash="", pathname="/html/1/index.html")
    window = JSObject(
        location=location,
        localStorage=LocalStorage(),
        navigator=JSObject(language="es-AR", languages=["es-AR", "es", "en"],
                           userAgent="Mozilla/5.0 (X11; Linux x86_64) Chrome/150.0 Safari/537.36",
                           clipboard=JSObject(writeText=write_text)),
        canvas=JSObject(width=1280, height=720, style=JSObject(visibility="hidden")),
        transfer=JSObject(hidden=False),
        infobox=JSObject(innerText="", style=JSObject(display="block")),
        MM=JSObject(UME=False),
        RAW_MODE=0,
        python=JSObject(config=JSObject(debug=False), is_ready=0),
        config=JSObject(gui_divider=1),
        window_resize=lambda *a: None,
        console=JSObject(log=lambda *a: print("console.log", *a),
                         warn=lambda *a: print("console.warn", *a),
                         error=lambda *a: print("console.error", *a)),
        JSON=JSObject(parse=json.loads),
        open=hook("window.open"),
    )
    window.globalThis = window
    # our page's hooks (index.html): recorded, in order
    for name in ("truco_status", "truco_ask_for_tap", "truco_started", "truco_failed",
                 "truco_offline_cache"):
        setattr(window, name, hook(name))
    copies: list = []
    report.notes["copies"] = copies

    def truco_copy(text):
        copies.append(str(text))
        clipboard_texts.append(str(text))
        return JSObject(state="copied")

    window.truco_copy = truco_copy
    return window


def install_runtime_stand_ins(window: JSObject) -> None:
    """The modules pygbag's WebAssembly runtime provides in C/JS, and sys as it sees it."""
    embed = types.ModuleType("embed")
    state = {"counter": -1}

    def run():
        state["counter"] = 0

    embed.run = run
    embed.counter = lambda: state["counter"]
    embed.preloading = lambda: 0
    embed.preload = lambda path: None
    embed.flush = lambda: (sys.stdout.flush(), sys.stderr.flush())
    embed.log = embed.warn = lambda *a: print(*a, file=sys.stderr)
    embed.prompt = lambda *a: None
    embed.set_ps1 = embed.set_ps2 = lambda *a: None
    embed.readline = lambda *a: ""
    embed.run_script = lambda code, delay=0: None
    embed.enable_irq = embed.disable_irq = lambda *a: None

    browser = types.ModuleType("embed_browser")
    browser.window = window
    browser.document = JSObject(body=JSObject(style=JSObject(background="")))
    browser.navigator = window.navigator
    browser.console = window.console
    browser.fetch = lambda *a, **k: None
    browser.prompt = browser.alert = browser.confirm = lambda *a: REPORT.hook("alert", *a)

    class Object(JSObject):
        pass

    browser.Object = Object
    browser.Audio = browser.File = JSObject

    todo = types.ModuleType("platform_wasm.todo")

    def patch():
        """platform_wasm.todo.patch(): the runtime's patches for some wheels, by module name."""
        import platform
        platform.patches = {name: (lambda: None) for name in
                            ("matplotlib", "panda3d", "wcwidth", "pygame.base", "textual")}
        return platform.patches

    todo.patch = patch
    wasm = types.ModuleType("platform_wasm")
    wasm.todo = todo

    installed: list = []
    REPORT.notes["wheels_installed"] = installed
    installer = types.ModuleType("installer")
    destinations = types.ModuleType("installer.destinations")
    sources = types.ModuleType("installer.sources")

    def install(source, destination, additional_metadata=None):
        installed.append(source.name)

    class WheelFile:
        def __init__(self, path):
            self.name = Path(path).name

        @classmethod
        def open(cls, path):
            return cls(path)

        def __enter__(self):
            return self

        def __exit__(self, *exc):
            return False

    installer.install = install
    destinations.SchemeDictionaryDestination = lambda *a, **k: None
    sources.WheelFile = WheelFile
    installer.destinations, installer.sources = destinations, sources

    for name, module in {"embed": embed, "embed_browser": browser,
                         "embed_emscripten": types.ModuleType("embed_emscripten"),
                         "platform_wasm": wasm, "platform_wasm.todo": todo,
                         "installer": installer, "installer.destinations": destinations,
                         "installer.sources": sources,
                         "pyparsing": types.ModuleType("pyparsing")}.items():
        sys.modules[name] = module

    import sysconfig
    sysconfig.get_paths()  # cached now: with sys.platform "emscripten" it would look for the
    sysconfig.get_config_vars()  # runtime's _sysconfigdata module
    sys.platform = "emscripten"
    sys._emscripten_info = types.SimpleNamespace(
        runtime="Mozilla/5.0 (X11; Linux x86_64) Chrome/150.0", emscripten_version=(3, 1, 61),
        pthreads=False, shared_memory=False)
    sys.path.insert(0, str(SUPPORT / "cross"))


# --------------------------------------------------------------------------- the network
def standin_wheel() -> bytes:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as wheel:
        wheel.writestr("pygame_ce-2.5.8.dist-info/METADATA",
                       "Metadata-Version: 2.1\nName: pygame-ce\nVersion: 2.5.8\n")
        wheel.writestr("pygame_ce-2.5.8.dist-info/WHEEL", "Wheel-Version: 1.0\n")
    return buffer.getvalue()


def make_network(web: Path, apk: str) -> dict:
    abitag = f"cp{sys.version_info.major}{sys.version_info.minor}"
    files = {f"{CDN}index-0.9.3-{abitag}.json": json.dumps({
        "-CDN-": CDN, "pygame": f"{abitag}/pygame_ce-2.5.8-<abi>-<abi>-<api>.whl"}).encode()}
    page = PAGE.rsplit("/", 1)[0] + "/"
    if apk == "ok":
        files[page + "truco.apk"] = (web / "truco.apk").read_bytes()
    elif apk == "corrupt":
        files[page + "truco.apk"] = b"<html>404 Not Found</html>"
    return files


def make_fopen(files: dict, report: Report, page: str):
    wheel = standin_wheel()

    class fopen:  # noqa: N801 (pygbag's name)
        """pygbag's ``aio.filelike.fopen`` over the stand-in network."""

        def __init__(self, maybe_url, mode="r", flags=None, encoding="UTF-8", **kwargs):
            url = str(maybe_url)
            if "://" not in url:
                url = page + url
            self.url, self.mode, self.encoding = url, mode, encoding

        async def __aenter__(self):
            await asyncio.sleep(0)  # the browser answers in a later frame
            data = files.get(self.url)
            if data is None and self.url.startswith(CDN) and self.url.split("#")[0].endswith(".whl"):
                data = wheel
            report.fetched.append([self.url, len(report.hooks), data is not None])
            if data is None:
                raise FileNotFoundError(self.url)
            if "b" in self.mode:
                return io.BytesIO(data)
            return io.StringIO(data.decode(self.encoding))

        async def __aexit__(self, *exc):
            return False

    return fopen


# --------------------------------------------------------------------------- the page
class ScriptText(html.parser.HTMLParser):
    """The text of the ``<script>`` that loads pythons.js (what pythons.js reads as code)."""

    def __init__(self):
        super().__init__(convert_charrefs=False)
        self.inside = False
        self.text: list = []
        self.found = False

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if tag == "script" and not self.found and attrs.get("type") == "module" \
                and "pythons.js" in (attrs.get("src") or ""):
            self.inside = self.found = True

    def handle_endtag(self, tag):
        if tag == "script":
            self.inside = False

    def handle_data(self, data):
        if self.inside:
            self.text.append(data)


def page_block(index_html: str) -> str:
    parser = ScriptText()
    parser.feed(index_html)
    if not parser.found:
        raise SystemExit("index.html has no <script type=module src=...pythons.js>")
    return "".join(parser.text)


# pythons.js's run_pyrc(), as Python: what it hands PyRun_SimpleString once the interpreter runs
RUN_PYRC = '''
__pythonrc__ = {pyrc!r}
import os
def os_path_is_dir(path):
    try:
        os.listdir(str(path))
        return True
    except:
        return False

def os_path_is_file(path):
    parent, file = str(path).rsplit("/",1)
    try:
        return file in os.listdir(parent)
    except:
        return False

import sys, json
PyConfig = json.loads({pyconfig!r})
pfx=PyConfig["prefix"]
if os_path_is_dir(pfx):
    sys.path.append(pfx)
    os.chdir(pfx)
del pfx
exec(open(__pythonrc__).read(), globals(), globals())
import asyncio
asyncio.run(import_site({main_file!r}))
'''


def pyconfig() -> dict:
    """The PyConfig pythons.js's auto_conf() builds for our page (no query, no #debug)."""
    return {"isolated": 0, "parse_argv": 0, "quiet": 0, "run_filename": "main.py",
            "write_bytecode": 0, "skip_source_first_line": 1, "bytes_warning": 0,
            "dev_mode": -1, "executable": CDN + "0.9.3/cpython312/main.js", "interactive": False,
            "inspect": 1, "prefix": "/data/data/org.python/assets/site-packages",
            "ps1": ">J> ", "ps2": "... ", "argv": [""], "orig_argv": [""]}


# --------------------------------------------------------------------------- the person
class RecordingClock:
    """pygame.time.Clock as the page sees it: one animation frame (1/60 s) between ticks, and
    tick()'s framerate argument recorded (a browser must never be asked to wait)."""

    FRAME_MS = 17

    def __init__(self):
        self._clock = _RealClock()

    def tick(self, framerate=0):
        REPORT.ticks.append(framerate)
        self._clock.tick()
        return self.FRAME_MS

    def __getattr__(self, name):
        return getattr(self._clock, name)


_RealClock = pygame.time.Clock


class Person:
    """Taps when the page asks; once the game runs, a computer player plays the human seat."""

    def __init__(self, window, level: str, start: str, crash_after: int | None = None):
        self.window = window
        self.crash_after = crash_after  # frames after the start: the game then raises
        self.level = level
        self.start = start  # "nueva" (the Autoplayer's choice) or "diario"
        self.chose = False
        self.app = None
        self.auto = None
        self.started_at = None

    def act(self, step: int) -> None:
        names = REPORT.names()
        if "truco_ask_for_tap" in names and not self.window.MM.UME:
            self.window.MM.UME = True  # a tap on the page (pythons.js sets MM.UME)
            REPORT.hook("person_tapped")
        if "truco_started" in names and self.started_at is None:
            self.started_at = step
        if self.app is None and "scenes.ui.stack" in sys.modules:
            App = sys.modules["scenes.ui.stack"].App
            apps = [o for o in gc.get_objects() if isinstance(o, App)]
            if apps:
                self.app = apps[0]
                self.app.settings["speed"] = "fast"
                from scenes.devtools.autoplay import Autoplayer
                self.auto = Autoplayer(self.app, level=self.level)
        if self.crash_after is not None and REPORT.frames_after_start >= self.crash_after \
                and self.app is not None and self.app.top is not None:
            def update(dt):
                raise RuntimeError("a stand-in bug in the game")
            self.app.top.update = update
            self.crash_after = None
        if self.auto is not None and self.app.stack:
            top = type(self.app.top).__name__
            if not REPORT.scenes or REPORT.scenes[-1] != top:
                REPORT.scenes.append(top)
            if top == "MenuScene" and self.start == "diario" and not self.chose:
                from scenes.devtools.autoplay import post_click
                daily = [b for b in self.app.top.buttons if b.action == "daily"]
                if daily:
                    post_click(daily[0].rect.center)
                    self.chose = True
                    return
            self.auto.step()


def count_frames(original):
    def get(*args, **kwargs):
        if "truco_started" in REPORT.names():
            REPORT.frames_after_start += 1
        return original(*args, **kwargs)
    return get


# --------------------------------------------------------------------------- main
def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--web", required=True, help="the build folder (index.html, truco.apk)")
    parser.add_argument("--out", required=True, help="JSON report")
    parser.add_argument("--frames", type=int, default=400, help="frames to play after the start")
    parser.add_argument("--apk", choices=("ok", "missing", "corrupt"), default="ok")
    parser.add_argument("--level", default="facil")
    parser.add_argument("--start", choices=("nueva", "diario"), default="nueva",
                        help="the menu's button the person presses")
    parser.add_argument("--crash-after", type=int, default=None,
                        help="make the game raise this many frames after its start")
    parser.add_argument("--max-steps", type=int, default=20000)
    parser.add_argument("--shot", default=None, help="PNG of the last frame")
    args = parser.parse_args(argv)

    web = Path(args.web).resolve()
    root = Path(tempfile.mkdtemp(prefix="pygbag-host-"))
    data = root / "data" / "data"
    assets = data / "org.python" / "assets"
    assets.mkdir(parents=True)
    os.environ["TRUCO_DATA_DIR"] = str(root / "desktop-data")  # must stay unused
    os.environ.pop("USER", None)
    os.chdir(root)

    window = make_window(REPORT)
    install_runtime_stand_ins(window)
    import aio  # pygbag's, from support/cross

    import aio.filelike
    page = PAGE.rsplit("/", 1)[0] + "/"
    aio.filelike.fopen = make_fopen(make_network(web, args.apk), REPORT, page)
    pygame.time.Clock = RecordingClock
    pygame.event.get = count_frames(pygame.event.get)

    # the page's Python block, as pythons.js writes it to __main__.py; /data/data/ moved here
    block = page_block((web / "index.html").read_text(encoding="utf-8"))
    block = block.replace("/data/data/", f"{data}/")
    (assets / "__main__.py").write_text(block, encoding="utf-8")
    pyrc = SUPPORT / "cpythonrc.py"

    # pygbag runs all of this in the interpreter's __main__ module
    main_module = types.ModuleType("__main__")
    main_module.__builtins__ = builtins
    sys.modules["__main__"] = main_module
    source = RUN_PYRC.format(pyrc=str(pyrc), pyconfig=json.dumps(pyconfig()),
                             main_file=str(assets / "__main__.py"))
    exec(compile(source, "<pythons.js run_pyrc>", "exec"), vars(main_module))

    person = Person(window, args.level, args.start, args.crash_after)
    status = "running"
    seen: dict = {}
    crashed = []
    last_table = None  # the last scene seen holding a match (a short match may end on its own)
    for step in range(args.max_steps):
        person.act(step)
        if person.app is not None:
            last_table = next((s for s in reversed(person.app.stack)
                               if getattr(s, "match", None) is not None), last_table)
        aio.step()  # one requestAnimationFrame
        for task in asyncio.all_tasks(aio.loop):
            seen[id(task)] = task
        for key, task in list(seen.items()):
            if task.done():
                del seen[key]
                if not task.cancelled() and task.exception() is not None:
                    error = task.exception()
                    crashed.append([task.get_name(), "".join(traceback.format_exception(
                        type(error), error, error.__traceback__))[-3000:]])
        if crashed and crashed[0][0] != "main":
            status = f"task {crashed[0][0]} crashed"
            break
        if crashed and "truco_failed" not in REPORT.names():
            # the game's task ended with an error: the page block must say so (it looks twice
            # a second); give it up to 5 s of this process's CPU time (a busy machine's other
            # processes do not count), and a minute of the clock at most
            cpu, waited = time.process_time(), time.monotonic()
            while "truco_failed" not in REPORT.names() and time.process_time() - cpu < 5 \
                    and time.monotonic() - waited < 60:
                aio.step()
            status = "failed" if "truco_failed" in REPORT.names() else "task main crashed"
            break
        if aio.paused:
            status = "aio paused (an exception reached pygbag's loop)"
            break
        if aio.exit:
            status = "aio exit (sys.exit or the loop stopped)"
            break
        if "truco_failed" in REPORT.names():
            for _ in range(5):  # let the page block finish its report
                aio.step()
            status = "failed"
            break
        if REPORT.frames_after_start >= args.frames:
            status = "played"
            break
    else:
        status = f"not started within {args.max_steps} frames"

    tasks = {t.get_name(): t for t in asyncio.all_tasks(aio.loop)}
    main_task = tasks.get("main")
    main_state = "absent"
    if main_task is not None:
        if not main_task.done():
            main_state = "running"
        elif main_task.cancelled():
            main_state = "cancelled"
        else:
            error = main_task.exception()
            main_state = "finished" if error is None else "".join(
                traceback.format_exception(type(error), error, error.__traceback__))[-3000:]

    match = {}
    app = person.app
    if app is not None:
        if last_table is not None:
            m = last_table.match
            hand = getattr(m, "hand", None)
            match = {"rules": repr(m.rules), "hand_no": m.hand_no, "scores": list(m.scores),
                     "over": bool(m.over),
                     "daily": bool(getattr(last_table, "daily", None)),
                     "daily_date": (getattr(last_table, "daily", None) or {}).get("date"),
                     "actions": len(hand.history) if hand is not None else 0,
                     "log_hands": len(m.log)}
        if args.shot and pygame.display.get_surface() is not None:
            pygame.image.save(pygame.display.get_surface(), args.shot)

    storage = window.localStorage
    result = {
        "status": status,
        "hooks": REPORT.hooks,
        "fetched": REPORT.fetched,
        "ticks": sorted(set(REPORT.ticks)),
        "tick_calls": len(REPORT.ticks),
        "frames_after_start": REPORT.frames_after_start,
        "scenes": REPORT.scenes,
        "main_task": main_state,
        "crashed": crashed,
        "game_from": getattr(sys.modules.get("scenes"), "__file__", None),
        "match": match,
        "storage": {"keys": sorted(storage.items), "writes": storage.writes},
        "desktop_data_written": (root / "desktop-data").exists(),
        "sys_platform": sys.platform,
        "aio": {"exit": bool(aio.exit), "paused": bool(aio.paused)},
        "wheels_installed": REPORT.notes.get("wheels_installed"),
        "main_name": vars(main_module).get("__name__"),
    }
    Path(args.out).write_text(json.dumps(result, indent=1), encoding="utf-8")
    print(f"pygbag_host: {status}; {REPORT.frames_after_start} frames after start; "
          f"hooks: {' '.join(REPORT.names())}", file=sys.__stderr__)
    return 0


if __name__ == "__main__":
    code = main()
    sys.stdout.flush()
    os._exit(code)  # pygbag replaced sys.exit and holds the loop: leave at once
