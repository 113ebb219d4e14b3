"""The built page in headless Chromium: addresses, slow and failing networks, browser quirks,
the service worker's copy, offline play.

``build/web`` (a fresh `make web`) is served from one local HTTP server, and a stand-in for
pygbag's CDN from another (another origin, as the real CDN), which can hold an answer, trickle it,
cut it, refuse the connection, and change its files between visits. ``tests/web_standin/`` holds
our stand-ins for pygbag's loader (``pythons.js``: it parses the page's address exactly as the real
one does, then plays what pygbag's Python start-up does with it) and interpreter
(``cpython312/main.js``: the real one's downloads and failures). A third server is a hostile host
that counts every request it gets. The only change to the built page is the CDN's address.

Timings are not asserted against fixed limits: the watchdog's window is shortened for the tests
that need it (``window.truco_test``), an error must come from the page's error path (its watchdog
set to ten minutes), and the times are written to ``/tmp/truco-browser-page/measurements.txt``.

Needs Chromium (Debian: ``apt-get install chromium``; ``.ci/run`` installs it); without it the
tests are skipped, with the reason printed. Screenshots go to /tmp/truco-browser-page/.
"""
from __future__ import annotations

import email.utils
import hashlib
import http.server
import io
import json
import os
import re
import shutil
import statistics
import threading
import time
import zipfile
import zlib
from pathlib import Path

import pytest

from tests import cdp
from tests.webbuild import build_web

ROOT = Path(__file__).resolve().parents[1]
STANDIN = Path(__file__).resolve().with_name("web_standin")
SHOTS = Path("/tmp/truco-browser-page")
REAL_CDN = "https://pygame-web.github.io/cdn/0.9.3/"
CDN_DELAY = 0.35       # seconds before each answer of the stand-in CDN (a slow connection)
DATA_SECONDS = 2.0     # main.data trickles in over this long
NO_WATCHDOG = 600_000  # ms: the watchdog out of the way, so that only the error paths can report
# what the page fetches from pygbag's CDN (with the stand-in runtime; see the README for the
# real list): the service worker must hold all of it
CDN_FILES = ["0.9.3/pythons.js", "0.9.3/empty.ogg", "0.9.3/cpython312/main.js",
             "0.9.3/cpython312/main.wasm", "0.9.3/cpython312/main.data", "0.9.3/cpythonrc.py",
             "index-0.9.3-cp312.json",
             "cp312/pygame_ce-2.5.7.dev1-cp312-cp312-wasm32_bi_emscripten.whl"]
WASM = "cdn/0.9.3/cpython312/main.wasm"
DATA = "cdn/0.9.3/cpython312/main.data"
MAIN_JS = "cdn/0.9.3/cpython312/main.js"


# --------------------------------------------------------------------------- servers
class Server:
    """A static server that logs every request and can be told to fail, slow, hold or refuse.

    Like pygbag's CDN (GitHub Pages) it answers HEAD and gives each file a Last-Modified, an
    ETag and a Content-Length."""

    def __init__(self, root: Path, *, cors: bool, name: str, cache_control: str = "no-cache") -> None:
        self.root = root
        self.cors = cors
        self.name = name
        self.cache_control = cache_control
        self.log: list[str] = []
        self.missing: set[str] = set()
        self.replaced: dict[str, bytes] = {}
        self.delay = 0.0
        self.trickle: dict[str, float] = {}     # path -> seconds the body takes
        self.hold: dict[str, threading.Event] = {}  # path -> the answer waits for the event
        self.reset: set[str] = set()             # path -> the connection closes, no answer
        self.cut: dict[str, float] = {}          # path -> share of the body sent, then closed
        self.offline = False
        self.reached_offline: list[str] = []
        owner = self

        class Handler(http.server.BaseHTTPRequestHandler):
            def log_message(self, *args):
                pass

            def do_GET(self):  # noqa: N802
                owner.answer(self)

            def do_HEAD(self):  # noqa: N802
                owner.answer(self, head=True)

        self.httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.httpd.daemon_threads = True
        self.url = f"http://127.0.0.1:{self.httpd.server_address[1]}/"
        threading.Thread(target=self.httpd.serve_forever, daemon=True).start()

    TYPES = {".html": "text/html", ".js": "text/javascript", ".json": "application/json",
             ".png": "image/png", ".wasm": "application/wasm", ".ogg": "audio/ogg",
             ".py": "text/plain", ".apk": "application/octet-stream",
             ".whl": "application/octet-stream", ".data": "application/octet-stream"}

    def clear(self) -> None:
        for event in self.hold.values():
            event.set()
        self.missing.clear()
        self.replaced.clear()
        self.delay = 0.0
        self.trickle.clear()
        self.hold.clear()
        self.reset.clear()
        self.cut.clear()
        self.offline = False
        self.reached_offline.clear()
        self.log.clear()

    def body(self, path: str) -> bytes | None:
        body = self.replaced.get(path)
        file = self.root / path
        if body is None and path not in self.missing and file.is_file() \
                and self.root in file.resolve().parents:
            body = file.read_bytes()
        return body

    def answer(self, handler, head: bool = False) -> None:
        path = handler.path.split("?", 1)[0].split("#", 1)[0].lstrip("/")
        if path == "" or path.endswith("/"):
            path += "index.html"
        self.log.append(path if not head else "HEAD " + path)
        if self.offline:
            self.reached_offline.append(path if not head else "HEAD " + path)
            handler.send_error(503)
            return
        if path in self.hold:
            self.hold[path].wait(120)
        if self.delay:
            time.sleep(self.delay)
        if path in self.reset:
            handler.close_connection = True
            return  # no answer at all: the browser sees a network error
        body = self.body(path)
        if body is None:
            handler.send_response(404)
            handler.send_header("Content-Type", "text/html")
            handler.send_header("Content-Length", "9")
            if self.cors:
                handler.send_header("Access-Control-Allow-Origin", "*")
            handler.end_headers()
            if not head:
                handler.wfile.write(b"not found")
            return
        handler.send_response(200)
        handler.send_header("Content-Type", self.TYPES.get(Path(path).suffix, "application/octet-stream"))
        handler.send_header("Content-Length", str(len(body)))
        handler.send_header("Cache-Control", self.cache_control)
        # validators that change with the content, as a CDN's do
        stamp = 1_700_000_000 + zlib.crc32(body) % 10_000_000
        handler.send_header("Last-Modified", email.utils.formatdate(stamp, usegmt=True))
        handler.send_header("ETag", '"%s"' % hashlib.sha1(body).hexdigest()[:16])
        if self.cors:
            handler.send_header("Access-Control-Allow-Origin", "*")
        handler.end_headers()
        if head:
            return
        try:
            if path in self.cut:
                handler.wfile.write(body[:int(len(body) * self.cut[path])])
                handler.wfile.flush()
                handler.close_connection = True
                return
            seconds = self.trickle.get(path)
            if seconds:
                parts = 20
                step = len(body) // parts + 1
                for i in range(0, len(body), step):
                    handler.wfile.write(body[i:i + step])
                    handler.wfile.flush()
                    time.sleep(seconds / parts)
            else:
                handler.wfile.write(body)
        except (BrokenPipeError, ConnectionResetError):
            pass

    def close(self) -> None:
        for event in self.hold.values():
            event.set()
        self.httpd.shutdown()
        self.httpd.server_close()


def standin_wheel() -> bytes:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as wheel:
        wheel.writestr("pygame_ce-2.5.7.dev1.dist-info/METADATA",
                       "Metadata-Version: 2.1\nName: pygame-ce\nVersion: 2.5.7.dev1\n")
    return buffer.getvalue()


def set_generation(cdn_root: Path, generation: str) -> None:
    """The stand-in interpreter's build on the CDN: main.js and main.data changed together."""
    folder = cdn_root / "0.9.3" / "cpython312"
    source = (STANDIN / "cpython312" / "main.js").read_text(encoding="utf-8")
    (folder / "main.js").write_text(source.replace('const GENERATION = "__GENERATION__"',
                                                   f'const GENERATION = "{generation}"'),
                                    encoding="utf-8")
    data = f"gen:{generation}\n".encode() + hashlib.sha256(generation.encode()).digest() * 12_500
    (folder / "main.data").write_bytes(data)


def make_cdn(folder: Path) -> Path:
    """The stand-in CDN's files (the two scripts are ours, in tests/web_standin/)."""
    v = folder / "cdn" / "0.9.3"
    (v / "cpython312").mkdir(parents=True)
    shutil.copy(STANDIN / "pythons.js", v / "pythons.js")
    (v / "cpython312" / "main.wasm").write_bytes(b"\0asm\x01\0\0\0")  # an empty module
    set_generation(folder / "cdn", "g1")
    (v / "cpythonrc.py").write_text("# stand-in for pygbag's cpythonrc.py\n")
    sounds = sorted((ROOT / "assets" / "sounds").glob("*.ogg"), key=lambda p: p.stat().st_size)
    shutil.copy(sounds[0], v / "empty.ogg")  # a real, short OGG
    (folder / "cdn" / "cp312").mkdir()
    (folder / "cdn" / "cp312" / "pygame_ce-2.5.7.dev1-cp312-cp312-wasm32_bi_emscripten.whl") \
        .write_bytes(standin_wheel())
    return folder / "cdn"


# --------------------------------------------------------------------------- fixtures
@pytest.fixture(scope="module")
def chromium(request):
    path = cdp.find_chromium()
    if path is None:
        reason = "Chromium is not installed (apt-get install chromium; .ci/run does it as root)"
        capture = request.config.pluginmanager.getplugin("capturemanager")
        with capture.global_and_fixture_disabled():
            print(f"\nSKIPPED browser page tests: {reason}")
        pytest.skip(reason)
    return path


class Servers:
    def __init__(self, site: Server, cdn: Server, hostile: Server, cdn_root: Path) -> None:
        self.site, self.cdn, self.hostile, self.cdn_root = site, cdn, hostile, cdn_root

    def clear(self) -> None:
        for server in (self.site, self.cdn, self.hostile):
            server.clear()
        set_generation(self.cdn_root, "g1")

    def close(self) -> None:
        for server in (self.site, self.cdn, self.hostile):
            server.close()


def start_servers(folder: Path) -> Servers:
    """A fresh `make web` served on one origin, the stand-in CDN on another, a hostile host."""
    web = build_web(folder)
    cdn_root = make_cdn(folder / "cdn-files")
    # like GitHub Pages, which serves pygbag's CDN: ten minutes in the HTTP cache
    cdn = Server(cdn_root.parent, cors=True, name="cdn", cache_control="max-age=600")
    site_root = folder / "site"
    shutil.copytree(web, site_root)
    page = site_root / "index.html"
    html = page.read_text(encoding="utf-8")
    assert REAL_CDN in html
    page.write_text(html.replace(REAL_CDN, cdn.url + "cdn/0.9.3/"), encoding="utf-8")
    index = {"-CDN-": cdn.url + "cdn/",
             "pygame": "cp312/pygame_ce-2.5.7.dev1-<abi>-<abi>-<api>.whl"}
    (cdn_root / "index-0.9.3-cp312.json").write_text(json.dumps(index))
    site = Server(site_root, cors=False, name="site")
    hostile_root = folder / "hostile"
    hostile_root.mkdir()
    (hostile_root / "x.py").write_text("print('not yours')\n")
    (hostile_root / "index-0.9.3-cp312.json").write_text(json.dumps(index))
    hostile = Server(hostile_root, cors=True, name="hostile")
    return Servers(site, cdn, hostile, cdn_root)


@pytest.fixture(scope="module")
def servers(tmp_path_factory, chromium):
    both = start_servers(tmp_path_factory.mktemp("browser-page"))
    SHOTS.mkdir(parents=True, exist_ok=True)
    (SHOTS / "measurements.txt").write_text("")
    yield both
    both.close()


@pytest.fixture(scope="module")
def browser(chromium):
    b = cdp.Browser(chromium)
    yield b
    b.close()


@pytest.fixture
def fresh(servers):
    """Servers as a first visit finds them: nothing missing, no delay, the first CDN build."""
    servers.clear()
    yield servers
    servers.clear()


@pytest.fixture
def page(browser):
    p = browser.page()
    yield p
    p.close()


# --------------------------------------------------------------------------- helpers
STATE = """(() => {
    const card = document.querySelector('#loader .card');
    const loader = document.getElementById('loader');
    const style = card ? getComputedStyle(card) : null;
    const tap = document.getElementById('tap');
    const reload = document.getElementById('reload');
    return {
        styled: !!style && style.borderTopColor === 'rgb(168, 117, 58)'
                && getComputedStyle(document.body).backgroundImage.indexOf('radial-gradient') >= 0
                && getComputedStyle(loader).display === 'flex',
        phase: window.truco_phase ? window.truco_phase() : null,
        percent: parseInt(document.getElementById('bar') ? document.getElementById('bar').style.width : '0') || 0,
        step: document.getElementById('step') ? document.getElementById('step').textContent : '',
        hint: document.getElementById('hint') ? document.getElementById('hint').textContent : '',
        detail: document.getElementById('detail') ? document.getElementById('detail').textContent : '',
        tap: !!tap && getComputedStyle(tap).display !== 'none',
        reload: !!reload && getComputedStyle(reload).display !== 'none',
        loader: getComputedStyle(loader).display !== 'none' && getComputedStyle(loader).opacity !== '0',
        controlled: !!(window.truco_workers && window.truco_workers() && window.truco_workers().controller),
        kept: window.truco_offline ? window.truco_offline.kept : -1,
        href: location.href,
    };
})()"""


def state(page, context: int | None = None) -> dict:
    try:
        return page.evaluate(STATE, context=context) or {}
    except cdp.CDPError:
        return {}


def watch(page, until, timeout: float = 30, shots: dict | None = None,
          context: int | None = None) -> tuple[list, dict]:
    """Poll the page's state until ``until(state)``; [(seconds, state)], and the last state.
    ``shots``: name -> test(state): a screenshot the first time test(state) holds."""
    started = time.monotonic()
    seen = []
    taken = set()
    while time.monotonic() - started < timeout:
        now = state(page, context)
        seen.append((time.monotonic() - started, now))
        for name, test in (shots or {}).items():
            if name not in taken and now and test(now):
                page.screenshot(SHOTS / f"{name}.png")
                taken.add(name)
        if now and until(now):
            return seen, now
        time.sleep(0.05)
    raise AssertionError(f"page never reached the state; last: {seen[-1][1] if seen else None}")


def ready_or_failed(s: dict) -> bool:
    return s.get("tap") or s.get("phase") == "failed"


def open_page(page, url: str, watchdog_ms: int | None = None, *init: str) -> None:
    """Open ``url`` in ``page``; ``watchdog_ms`` shortens (or lengthens) the page's watchdog."""
    if watchdog_ms is not None:
        page.add_init_script(f"window.truco_test = {{ watchdog_ms: {int(watchdog_ms)} }};")
    for source in init:
        page.add_init_script(source)
    page.goto(url)


def tap_and_start(page) -> dict:
    page.click_element("#tap")
    _, last = watch(page, lambda s: s.get("phase") == "started" and not s.get("loader"), timeout=15)
    return last


def responses(page, since: int = 0) -> list[dict]:
    return [e["params"] for e in page.my_events("Network.responseReceived", since)]


def failures(page, since: int = 0) -> list[str]:
    out = []
    requests = {e["params"]["requestId"]: e["params"]["request"]["url"]
                for e in page.my_events("Network.requestWillBeSent", since)}
    for e in page.my_events("Network.loadingFailed", since):
        out.append(f"{requests.get(e['params']['requestId'], '?')}: {e['params']['errorText']}")
    for r in responses(page, since):
        if r["response"]["status"] >= 400:
            out.append(f"{r['response']['url']}: HTTP {r['response']['status']}")
    return out


def no_alerts(page) -> None:
    page.answer_dialogs()
    assert page.alerts() == [], page.alerts()


def cdn_paths(cdn: Server) -> list[str]:
    return [p[len("cdn/"):] for p in cdn.log if p.startswith("cdn/")]


def page_requests(server: Server) -> list[str]:
    """What reached a server while offline, less the browser's own look for a new sw.js (made
    at navigations outside the page and its worker; offline it just fails) and the worker's
    questions to the CDN (HEAD; DevTools' offline mode is the page's, not the worker's: the
    server refuses them, as a missing network would)."""
    return [path for path in server.reached_offline if path != "sw.js" and not path.startswith("HEAD ")]


def report(line: str) -> None:
    print(line)
    SHOTS.mkdir(parents=True, exist_ok=True)
    with open(SHOTS / "measurements.txt", "a", encoding="utf-8") as out:
        out.write(line + "\n")


def runtime_set(page) -> dict | None:
    """The service worker's sealed runtime set: {cache, urls, sealed}, or None."""
    return page.evaluate("""(async () => {
        const names = await caches.keys();
        const meta = names.find(n => n.endsWith(':meta'));
        if (!meta) return null;
        const keys = await (await caches.open(meta)).keys();
        const key = keys.find(r => r.url.endsWith('/__truco__/runtime-set.json'));
        return key ? await (await (await caches.open(meta)).match(key)).json() : null;
    })()""")


def kept_generation(page, runtime: dict) -> str:
    """Which interpreter build a runtime set holds (the first line of its main.data)."""
    return page.evaluate(f"""(async () => {{
        const cache = await caches.open({json.dumps(runtime['cache'])});
        const keys = await cache.keys();
        const data = keys.find(r => r.url.endsWith('/main.data'));
        const text = new TextDecoder().decode((await (await cache.match(data)).arrayBuffer()).slice(0, 16));
        return text.split('\\n')[0];
    }})()""")


WORKERS = """Promise.all([caches.keys(), navigator.serviceWorker.getRegistration().then(r =>
    [r.installing && r.installing.state, r.waiting && r.waiting.state, r.active && r.active.state])])"""


# what the page loaded, and whether its worker answered (for the messages of failed asserts)
LOADED = """[window.truco_load.interpreter, performance.getEntriesByType('resource').map(e =>
    [e.name, e.transferSize, e.workerStart > 0])]"""


def generation(page) -> dict:
    return page.evaluate("window.standin && window.standin.generation") or {}


def console(page, since: int = 0, last: int = 60) -> list[str]:
    """The page's console and uncaught errors (its last lines), for the messages of failed asserts."""
    lines = []
    for event in page.my_events(None, since):
        params = event.get("params", {})
        if event.get("method") == "Runtime.consoleAPICalled":
            words = [str(a.get("value", a.get("description", a.get("type")))) for a in params.get("args", [])]
            lines.append(f"{params.get('type')}: {' '.join(words)}"[:300])
        elif event.get("method") == "Runtime.exceptionThrown":
            details = params.get("exceptionDetails", {})
            lines.append(f"uncaught: {details.get('exception', {}).get('description', details.get('text'))}"[:300])
    return lines[-last:]


def diagnosis(page, cdn: Server, since: int = 0) -> str:
    """What a failed start saw: the interpreter's address and each resource (from the worker or
    not), the stand-in CDN's requests, the page's console."""
    try:
        loaded = page.evaluate(LOADED)
    except cdp.CDPError as error:
        loaded = str(error).splitlines()[0]
    return "\n".join([f"loaded: {loaded}", f"CDN requests: {cdn.log}", "console:"]
                     + ["  " + line for line in console(page, since)])


def sw_ms(name: str) -> int:
    """One of web/sw.js's time limits (its constant ``name``), in ms."""
    source = (ROOT / "web" / "sw.js").read_text(encoding="utf-8")
    match = re.search(rf"^const {name} = ([0-9_]+);", source, re.M)
    assert match, f"web/sw.js has no const {name}"
    return int(match.group(1).replace("_", ""))


# sw.js bounds its activation (ACTIVATE_MS + CLAIM_MS); the browser adds its own time (Chromium
# waits a second before the activate event, and may have to start the worker), and a loaded
# machine slows both: the tests wait for the bound plus this margin.
BROWSER_MARGIN_S = 20


def activation_limit() -> float:
    return (sw_ms("ACTIVATE_MS") + sw_ms("CLAIM_MS")) / 1000 + BROWSER_MARGIN_S


REGISTRATION = """navigator.serviceWorker.getRegistration().then(r => r ? [r.installing && r.installing.state,
    r.waiting && r.waiting.state, r.active && r.active.state] : null)"""


class Workers:
    """The service worker versions DevTools reports for a page (its ServiceWorker domain), from
    the moment this is made: which were there then, and what became of the ones that came after.
    (The page's own view of its registration lags behind the browser's: not used to decide.)"""

    def __init__(self, page) -> None:
        self.page = page
        self.mark = len(page.browser.events)
        page.send("ServiceWorker.enable")
        deadline = time.monotonic() + 10
        while not self.statuses() and time.monotonic() < deadline:
            time.sleep(0.05)
        self.old = set(self.statuses())

    def statuses(self) -> dict[str, str]:
        """versionId -> its last status ("installing", ..., "activated", "redundant")."""
        out: dict[str, str] = {}
        for event in self.page.my_events("ServiceWorker.workerVersionUpdated", self.mark):
            for version in event["params"]["versions"]:
                out[version["versionId"]] = version["status"]
        return out

    def new(self) -> list[str]:
        """The statuses of the versions that came after, in their order."""
        return [status for vid, status in self.statuses().items() if vid not in self.old]

    def wait(self, until, timeout: float, what: str) -> list:
        """Poll until ``until(new statuses)``; what was seen (seconds, new statuses, the page's
        [installing, waiting, active]). Fails naming them."""
        started = time.monotonic()
        seen: list = []
        while True:
            new = self.new()
            if not seen or seen[-1][1] != new:
                try:
                    view = self.page.evaluate(REGISTRATION)
                except cdp.CDPError as error:
                    view = str(error).splitlines()[0]
                seen.append((round(time.monotonic() - started, 2), new, view))
            if until(new):
                return seen
            if time.monotonic() - started > timeout:
                raise AssertionError(f"{what}: not within {timeout:.0f} s; the new workers' states "
                                     f"seen (seconds, DevTools' statuses, the page's [installing, "
                                     f"waiting, active]): {seen}")
            time.sleep(0.1)


def activated(new: list[str]) -> bool:
    return new[-1:] == ["activated"]


def ask_for_update(page) -> None:
    """The browser looks for a new sw.js at navigations (and at most once a day otherwise): ask
    now rather than wait for it under load."""
    page.evaluate("navigator.serviceWorker.getRegistration().then(r => { r.update().catch(() => 0); "
                  "return 1; })")


@pytest.fixture(scope="module")
def baseline(servers, browser):
    """Seconds this machine takes now, in this run, to bring the page to its tap prompt with a
    quick CDN: what the error paths' times are compared with."""
    times = []
    for _ in range(2):
        servers.clear()
        p = browser.page()
        try:
            started = time.monotonic()
            open_page(p, servers.site.url)
            watch(p, lambda s: s.get("tap"), timeout=60)
            times.append(time.monotonic() - started)
        finally:
            p.close()
    servers.clear()
    report(f"baseline: tap prompt after {min(times):.2f} s (quick stand-in CDN, best of 2)")
    return min(times)


# --------------------------------------------------------------------------- the loading screen
def test_loading_screen_progress_tap_prompt_and_the_stand_in_runtimes_canvas_with_a_slow_cdn(fresh, page):
    site, cdn = fresh.site, fresh.cdn
    cdn.delay = CDN_DELAY
    cdn.trickle[DATA] = DATA_SECONDS
    # pythons.js is held back: the loading screen must be styled before the CDN has answered
    held = cdn.hold["cdn/0.9.3/pythons.js"] = threading.Event()
    mark = len(page.browser.events)
    open_page(page, site.url)
    # the page's later script reports the phase: under load the styled screen may come first
    seen, last = watch(page, lambda s: s.get("styled") and s.get("phase"), timeout=30,
                       shots={"1-loading": lambda s: s.get("styled")})
    assert not held.is_set() and "pythons.js" not in " ".join(p for p in cdn.log if "pythons" not in p)
    assert last["phase"] == "runtime" and last["step"] == "Cargando…", last
    held.set()
    seen, last = watch(page, lambda s: s.get("tap"), timeout=60, shots={
        "2-progress": lambda s: s.get("styled") and 10 <= s.get("percent", 0) <= 45,
        "3-tap-prompt": lambda s: s.get("tap"),
    })
    # the bar moves forward, through several values, and never back
    percents = [s.get("percent", 0) for _, s in seen if s]
    assert percents == sorted(percents)
    assert len(set(percents)) >= 5, sorted(set(percents))
    report("percent seen: " + " ".join(str(p) for p in sorted(set(percents))))
    steps = [s.get("step") for _, s in seen if s]
    assert "Descargando Python…" in steps and "¡Listo!" == last["step"]
    assert last["phase"] == "ready" and not last["reload"]
    # a tap starts the game: the loading screen goes, the canvas shows what the stand-in runtime
    # drew (the game's own first frame is checked under pygbag's Python code, not here)
    tap_and_start(page)
    time.sleep(0.5)
    page.screenshot(SHOTS / "4-canvas.png")
    shown = page.evaluate("""(() => { const c = document.getElementById('canvas');
        const r = c.getBoundingClientRect();
        return [getComputedStyle(c).visibility, r.width, r.height,
                Array.from(c.getContext('2d').getImageData(640, 100, 1, 1).data)]; })()""")
    assert shown[0] == "visible" and abs(shown[1] / shown[2] - 16 / 9) < 0.01, shown
    pixel = shown[3]
    assert pixel[1] > pixel[0] and pixel[1] > pixel[2], pixel  # the stand-in's green, drawn
    no_alerts(page)
    assert failures(page, mark) == []
    paths = cdn_paths(cdn)
    assert sorted(set(paths)) == sorted(CDN_FILES), paths
    report("CDN files requested: " + ", ".join(CDN_FILES))
    report(f"truco.apk: {(site.root / 'truco.apk').stat().st_size} bytes")


def test_a_missing_file_that_is_not_needed_is_no_error(fresh, page):
    site, cdn = fresh.site, fresh.cdn
    cdn.missing.add("cdn/0.9.3/empty.ogg")  # the sound probe of pythons.js
    site.missing.update({"icon-192.png", "manifest.json"})
    mark = len(page.browser.events)
    open_page(page, site.url)
    _, last = watch(page, ready_or_failed, timeout=30)
    assert last["phase"] == "ready", last
    assert "empty.ogg" in " ".join(failures(page, mark)) or "cdn/0.9.3/empty.ogg" in cdn.log
    unexpected = [f for f in failures(page, mark)
                  if not any(name in f for name in ("empty.ogg", "icon-192.png", "manifest.json"))]
    assert unexpected == []
    no_alerts(page)
    # the offline copy does not depend on the icons, the manifest or the sound probe either
    watch(page, lambda s: s.get("controlled") and s.get("kept", -1) > 0, timeout=20)


# --------------------------------------------------------------------------- 1. the address
HOSTILE = "http://127.0.0.1:{port}/"


def hostile_address(case: str, port: int) -> tuple[str, str | None]:
    """(query and fragment to append, the share code the page must keep)."""
    host = HOSTILE.format(port=port)
    return {
        "utm": ("?utm_source=pythonweekly", None),
        "quote": ("?q=%22x%22", None),
        "PYGPI": (f"?PYGPI={host}", None),
        "fragment-url": (f"#{host}x.py", None),
        "query-url": (f"?{host}x.py", None),
        "huge-query": ("?utm_content=" + "x" * 10_000 + f"&PYGPI={host}", None),
        "odd-unicode": ("?%C3%B1=%F0%9F%82%A1%E2%80%AE&%ED%A0%80#%E0%A4%A%20x%20%F0%9F%82%A1", None),
        "debug": (f"?a=1#debug&{host}x.py", None),
        "share": ("#d=25H6CMBF-7XQ", "25H6CMBF-7XQ"),
        "share-and-debug": (f"?PYGPI={host}#debug&d=25h6%20cmbf", "25h6 cmbf"),
        "huge-share": ("#d=" + "A" * 5000, None),
        "odd-share": ("#d=%F0%9F%82%A1%E2%80%AE", None),
    }[case]


ADDRESS_CASES = ["utm", "quote", "PYGPI", "fragment-url", "query-url", "huge-query", "odd-unicode",
                 "debug", "share", "share-and-debug", "huge-share", "odd-share"]


@pytest.mark.parametrize("case", ADDRESS_CASES)
def test_no_address_changes_what_runs(fresh, page, case):
    """A shared link's query and fragment never reach pygbag: the game starts as from the bare
    address, the hostile host gets no request, and a share code is kept for the game alone."""
    site, hostile = fresh.site, fresh.hostile
    port = int(hostile.url.rsplit(":", 1)[1].strip("/"))
    tail, share = hostile_address(case, port)
    open_page(page, site.url + tail, 8000)
    _, last = watch(page, ready_or_failed, timeout=30)
    time.sleep(0.2)  # anything pygbag's start-up would fetch from the arguments
    assert hostile.log == [], hostile.log
    assert last["phase"] == "ready", (case, last)
    assert last["href"] == site.url, last["href"]  # the address bar lost the query and fragment
    seen = page.evaluate("""({argv: window.standin.argv, orig_argv: window.standin.orig_argv,
                             env: window.standin.env, interpreter: window.standin.interpreter,
                             python: window.standin.python, executable: config.executable,
                             fetched: window.standin.fetched_by_python,
                             share: window.truco_share_code, address: window.truco_address,
                             debug: document.body.classList.contains('debug')})""")
    # what pygbag parsed is what the bare address gives
    assert seen["argv"] == [""] and seen["orig_argv"] == [""], seen
    assert seen["env"] == {} and seen["interpreter"] == "cpython" and seen["python"] == "running"
    assert seen["executable"].endswith("/cdn/0.9.3/cpython312/main.js")
    assert seen["share"] == share, seen["share"]
    assert seen["debug"] == ("debug" in case), seen
    if case in ("huge-share", "odd-share"):
        assert seen["address"]["refused"].startswith("share code:"), seen["address"]
    tap_and_start(page)
    time.sleep(0.3)  # anything pygbag would fetch after the start
    assert hostile.log == [], hostile.log
    assert not any(hostile.url in u for u in seen["fetched"]), seen["fetched"]
    no_alerts(page)
    report(f"address {case}: started, hostile requests {len(hostile.log)}")


def test_where_the_address_cannot_be_rewritten_the_page_loads_its_bare_address(fresh, page):
    site, hostile = fresh.site, fresh.hostile
    open_page(page, site.url + f"?PYGPI={hostile.url}#{hostile.url}x.py", 8000,
              "history.replaceState = () => { throw new DOMException('refused', 'SecurityError'); };")
    _, last = watch(page, ready_or_failed, timeout=30)
    assert last["phase"] == "ready" and last["href"] == site.url, last
    assert page.evaluate("[window.standin.argv, window.standin.orig_argv]") == [[""], [""]]
    tap_and_start(page)
    time.sleep(0.2)
    assert hostile.log == []
    no_alerts(page)


# --------------------------------------------------------------------------- 2. slow networks
WINDOW_MS = 3000  # the watchdog's window in these tests (60 s in the page)


# one file for each way the page downloads: the loader's script element, the interpreter's
# (added by the loader), XMLHttpRequest (main.data), Python's fopen (the wheel), our package
# (main.wasm, a fetch(), has its own test below)
@pytest.mark.parametrize("path", ["cdn/0.9.3/pythons.js", MAIN_JS, DATA,
                                  "cdn/cp312/pygame_ce-2.5.7.dev1-cp312-cp312-wasm32_bi_emscripten.whl",
                                  "truco.apk"])
def test_a_trickled_file_longer_than_the_watchdog_window_still_starts(fresh, page, path):
    site, cdn = fresh.site, fresh.cdn
    server = site if path == "truco.apk" else cdn
    server.trickle[path] = 1.6 * WINDOW_MS / 1000  # 20 parts: one every 0.24 s
    open_page(page, site.url, WINDOW_MS)
    _, last = watch(page, ready_or_failed, timeout=60)
    assert last["phase"] == "ready", (path, last)
    no_alerts(page)


def test_main_wasm_arriving_long_after_main_data_starts(fresh, page):
    """main.data done at once, main.wasm receiving bytes for 1.5 windows of the watchdog after
    it (in the page: 90 s against 60 s)."""
    site, cdn = fresh.site, fresh.cdn
    cdn.trickle[WASM] = 1.5 * WINDOW_MS / 1000
    # an empty module is 8 bytes: make main.wasm a real, large one
    module = b"\0asm\x01\0\0\0" + b"\0" + bytes([0x80, 0x80, 0x10]) + b"\x05pad__" + b"\0" * 262_138
    cdn.replaced[WASM] = module
    open_page(page, site.url, WINDOW_MS)
    seen, last = watch(page, ready_or_failed, timeout=60)
    assert last["phase"] == "ready", last
    data_done = next(t for t, s in seen if s.get("percent", 0) >= 45)
    ready = seen[-1][0]
    report(f"main.wasm {ready - data_done:.1f} s after main.data, watchdog window "
           f"{WINDOW_MS / 1000:.0f} s: started")
    assert ready - data_done > WINDOW_MS / 1000
    no_alerts(page)


def test_a_load_that_stopped_is_reported_after_the_window(fresh, page):
    site, cdn = fresh.site, fresh.cdn
    cdn.hold[WASM] = threading.Event()  # main.wasm never answers
    started = time.monotonic()
    open_page(page, site.url, WINDOW_MS)
    _, last = watch(page, ready_or_failed, timeout=60)
    took = time.monotonic() - started
    assert last["phase"] == "failed" and last["step"] == "No se pudo descargar Python.", last
    assert "nothing received" in last["detail"], last
    assert took > WINDOW_MS / 1000
    report(f"stopped load reported after {took:.1f} s (window {WINDOW_MS / 1000:.0f} s)")
    no_alerts(page)


def test_a_frozen_page_is_not_a_stopped_load(fresh, page):
    """The browser freezes the page (a background tab) for two windows while main.wasm trickles:
    the frozen time does not count."""
    site, cdn = fresh.site, fresh.cdn
    cdn.trickle[WASM] = 1.2 * WINDOW_MS / 1000
    cdn.hold[WASM] = held = threading.Event()
    open_page(page, site.url, WINDOW_MS)
    watch(page, lambda s: s.get("percent", 0) >= 45 or s.get("phase") == "failed", timeout=30)
    page.lifecycle("frozen")
    held.set()
    time.sleep(2 * WINDOW_MS / 1000)
    page.lifecycle("active")
    _, last = watch(page, ready_or_failed, timeout=60)
    assert last["phase"] == "ready", last
    no_alerts(page)


def test_in_an_off_screen_iframe_of_another_origin(fresh, page):
    """As on itch.io: the page inside another origin's iframe, off-screen while it loads."""
    site, cdn = fresh.site, fresh.cdn
    cdn.replaced["embed.html"] = (
        '<!doctype html><meta charset="utf-8"><body style="margin:0">'
        f'<iframe id="game" src="{site.url}" allow="autoplay; fullscreen" '
        'style="position:absolute;left:-4000px;top:0;width:1280px;height:720px;border:0"></iframe>'
    ).encode()
    cdn.trickle[DATA] = 1.5 * WINDOW_MS / 1000
    open_page(page, cdn.url + "embed.html", WINDOW_MS)
    context = page.frame_context(site.url)
    _, last = watch(page, ready_or_failed, timeout=60, context=context)
    assert last["phase"] == "ready", last
    page.evaluate("document.getElementById('game').style.left = '0px'")
    time.sleep(0.3)
    page.click(640, 420)  # on the tap prompt, inside the frame
    _, last = watch(page, lambda s: s.get("phase") in ("started", "failed"), timeout=15, context=context)
    assert last["phase"] == "started", last
    page.screenshot(SHOTS / "9-in-an-iframe.png")
    no_alerts(page)


# --------------------------------------------------------------------------- 3. failures
FAILURE_CASES = [
    ("cdn", "cdn/0.9.3/pythons.js", "missing", "No se pudo descargar Python."),
    ("cdn", MAIN_JS, "missing", "No se pudo descargar Python."),
    ("cdn", WASM, "missing", "No se pudo descargar Python."),
    ("cdn", WASM, "reset", "No se pudo descargar Python."),
    ("cdn", DATA, "missing", "No se pudo descargar Python."),
    ("cdn", DATA, "cut", "No se pudo descargar Python."),
    ("cdn", "cdn/0.9.3/cpythonrc.py", "missing", "No se pudo descargar Python."),
    ("cdn", "cdn/index-0.9.3-cp312.json", "missing", "No se pudo descargar Python."),
    ("cdn", "cdn/cp312/pygame_ce-2.5.7.dev1-cp312-cp312-wasm32_bi_emscripten.whl", "missing",
     "No se pudo descargar Python."),
    ("cdn", "cdn/cp312/pygame_ce-2.5.7.dev1-cp312-cp312-wasm32_bi_emscripten.whl", "reset",
     "No se pudo descargar Python."),
    ("site", "truco.apk", "missing", "No se pudo abrir el juego."),
    ("site", "truco.apk", "corrupt", "No se pudo abrir el juego."),
]


@pytest.mark.parametrize("server, path, how, words", FAILURE_CASES,
                         ids=[f"{c[1].rsplit('/', 1)[-1]}-{c[2]}" for c in FAILURE_CASES])
def test_a_failed_download_is_a_clear_error(fresh, page, baseline, server, path, how, words):
    """Each failure as the real loader fails (see the stand-ins), reported by the page's error
    path (its watchdog is off here), with a reload button and no alert()."""
    site, cdn = fresh.site, fresh.cdn
    target = site if server == "site" else cdn
    if how == "corrupt":
        target.replaced[path] = b"<html>this is no zip</html>"
    elif how == "reset":
        target.reset.add(path)
    elif how == "cut":
        target.cut[path] = 0.5
    else:
        target.missing.add(path)
    mark = len(page.browser.events)
    started = time.monotonic()
    open_page(page, site.url, NO_WATCHDOG)
    _, last = watch(page, ready_or_failed, timeout=60)
    took = time.monotonic() - started
    assert last["phase"] == "failed", last
    assert last["step"] == words and last["reload"] and not last["tap"], last
    assert "nothing received" not in last["detail"], last  # the error path, not the watchdog
    report(f"error for {path} ({how}): shown {took:.2f} s after the page was opened "
           f"(the tap prompt takes {baseline:.2f} s; promised: 15 s)")
    assert took < max(3 * baseline, baseline + 5)
    name = path.replace("/", "_") + "-" + how
    page.screenshot(SHOTS / f"error-{name}.png")
    no_alerts(page)
    # only the file made to fail failed
    if how in ("missing", "reset"):
        assert all(path.rsplit("/", 1)[-1] in f for f in failures(page, mark)), failures(page, mark)
    # the reload button loads the page again
    before = target.log.count(path)
    page.click_element("#reload")
    deadline = time.monotonic() + 10
    while target.log.count(path) == before and time.monotonic() < deadline:
        time.sleep(0.05)
    assert target.log.count(path) > before


# --------------------------------------------------------------------------- 4. a changed CDN
def start_visit(page, reload: bool = True) -> dict:
    if reload:
        page.send("Page.reload", {"ignoreCache": False})
    _, last = watch(page, ready_or_failed, timeout=30)
    return last


def test_a_changed_cdn_never_mixes_two_interpreter_builds(fresh, page):
    site, cdn = fresh.site, fresh.cdn
    open_page(page, site.url)
    assert start_visit(page, reload=False)["phase"] == "ready"
    watch(page, lambda s: s.get("controlled") and s.get("kept", -1) > 0, timeout=20)
    first = runtime_set(page)
    assert first and kept_generation(page, first) == "gen:g1", first

    # pygbag rebuilds its interpreter under the same addresses: main.js and main.data change
    set_generation(fresh.cdn_root, "g2")
    last = start_visit(page)  # the kept set, whole: still the first build
    assert last["phase"] == "ready", last
    assert generation(page) == {"main_js": "g1", "main_data": "gen:g1"}
    # ... while the worker, online, found the change and fetched the new build for next time
    names = page.wait_for(f"""(async () => {{
        const names = await caches.keys();
        return names.filter(n => n.includes(':runtime:')).join(' ');
    }})()""")
    deadline = time.monotonic() + 20
    while time.monotonic() < deadline:
        now = runtime_set(page)
        if now and now["cache"] != first["cache"]:
            break
        time.sleep(0.1)
    assert now["cache"] != first["cache"], (names, now)
    assert kept_generation(page, now) == "gen:g2"
    last = start_visit(page)
    assert last["phase"] == "ready", last
    assert generation(page) == {"main_js": "g2", "main_data": "gen:g2"}
    tap_and_start(page)
    # and the new set plays offline
    fresh.site.offline = fresh.cdn.offline = True
    page.send("Network.emulateNetworkConditions", {"offline": True, "latency": 0,
                                                   "downloadThroughput": -1, "uploadThroughput": -1})
    last = start_visit(page)
    assert last["phase"] == "ready", last
    assert generation(page) == {"main_js": "g2", "main_data": "gen:g2"}
    assert page_requests(fresh.cdn) == [], fresh.cdn.reached_offline
    no_alerts(page)


@pytest.mark.parametrize("how", ["cut", "closed"])
def test_a_first_visit_cut_off_halfway_is_repaired_by_one_reload(fresh, page, how):
    """The first visit stops in the middle of main.data (the connection cut, or the tab closed
    while it downloads); the CDN then changes its interpreter; one reload starts the game."""
    site, cdn = fresh.site, fresh.cdn
    if how == "cut":
        cdn.cut[DATA] = 0.5
        open_page(page, site.url, NO_WATCHDOG)
        _, last = watch(page, ready_or_failed, timeout=30)
        assert last["phase"] == "failed", f"{last}\n" + diagnosis(page, cdn)
    else:
        cdn.hold[DATA] = threading.Event()
        open_page(page, site.url, NO_WATCHDOG)
        watch(page, lambda s: s.get("controlled"), timeout=20)
        page.goto("about:blank")
        time.sleep(0.3)
    first_log = list(cdn.log)
    cdn.clear()
    set_generation(fresh.cdn_root, "g2")
    mark = len(page.browser.events)
    page.goto(site.url)
    try:
        _, last = watch(page, ready_or_failed, timeout=30)
    except AssertionError as error:
        raise AssertionError(f"{error}\nfirst visit's CDN requests: {first_log}\n"
                             + diagnosis(page, cdn, mark)) from None
    assert last["phase"] == "ready", f"{last}\nfirst visit's CDN requests: {first_log}\n" + diagnosis(page, cdn, mark)
    assert generation(page) == {"main_js": "g2", "main_data": "gen:g2"}, diagnosis(page, cdn, mark)
    tap_and_start(page)
    no_alerts(page)


@pytest.mark.parametrize("worker", ["not-yet", "none"])
def test_a_reload_no_worker_controls_never_pairs_an_old_main_js_with_a_new_main_data(fresh, page, worker):
    """The mix the browser's HTTP cache makes: a first visit without the worker's control (its
    sw.js still on the way, or a browser without service workers) keeps main.js for ten minutes
    (the CDN's max-age) and is cut off in main.data; the CDN changes its interpreter; the reload,
    again without a worker, must not run the cached main.js with the new main.data."""
    site, cdn = fresh.site, fresh.cdn
    init = [THROWING_SERVICE_WORKER] if worker == "none" else []
    if worker == "not-yet":
        site.hold["sw.js"] = threading.Event()  # the worker cannot install during these visits
    cdn.cut[DATA] = 0.5
    open_page(page, site.url, NO_WATCHDOG, *init)
    _, last = watch(page, ready_or_failed, timeout=30)
    assert last["phase"] == "failed" and not last["controlled"], last
    assert cdn.log.count(MAIN_JS) == 1, cdn.log
    del cdn.cut[DATA]
    set_generation(fresh.cdn_root, "g2")
    page.goto(site.url)
    _, last = watch(page, ready_or_failed, timeout=30)
    assert not last["controlled"], last
    assert last["phase"] == "ready", (last, generation(page))
    assert generation(page) == {"main_js": "g2", "main_data": "gen:g2"}
    # a reload with the CDN unchanged is answered from the HTTP cache, as before
    mark = len(cdn.log)
    page.goto(site.url)
    _, last = watch(page, ready_or_failed, timeout=30)
    assert last["phase"] == "ready" and generation(page) == {"main_js": "g2", "main_data": "gen:g2"}
    assert [p for p in cdn.log[mark:] if not p.startswith("HEAD ")] == [], cdn.log[mark:]
    tap_and_start(page)
    no_alerts(page)


def test_offline_after_the_first_visit(fresh, page):
    site, cdn = fresh.site, fresh.cdn
    open_page(page, site.url)
    watch(page, lambda s: s.get("tap"), timeout=30)
    # the service worker took over and holds what the page fetched before it did
    _, last = watch(page, lambda s: s.get("controlled") and s.get("kept", -1) > 0, timeout=20)
    missing = page.evaluate("window.truco_offline.missing")
    assert missing == [], missing
    tap_and_start(page)
    time.sleep(0.5)

    # the network goes away: DevTools' offline mode, and both servers refuse and tell
    for server in (site, cdn):
        server.offline = True
    page.send("Network.emulateNetworkConditions", {"offline": True, "latency": 0,
                                                   "downloadThroughput": -1, "uploadThroughput": -1})
    mark = len(page.browser.events)
    page.send("Page.reload", {"ignoreCache": False})
    _, last = watch(page, ready_or_failed, timeout=30)
    assert last["phase"] == "ready", last
    page.screenshot(SHOTS / "6-offline-tap-prompt.png")
    tap_and_start(page)
    time.sleep(0.3)
    page.screenshot(SHOTS / "7-offline-canvas.png")
    assert page_requests(site) == [] and page_requests(cdn) == [], (site.reached_offline,
                                                                    cdn.reached_offline)
    served = {}
    for r in responses(page, mark):
        url = r["response"]["url"]
        if url.startswith("http"):
            served[url] = r["response"].get("fromServiceWorker", False)
    assert served and all(served.values()), served
    wanted = ["index.html", "truco.apk"] + CDN_FILES
    got = [u.replace(site.url, "").replace(cdn.url + "cdn/", "") or "index.html" for u in served]
    for name in wanted:
        if name == "0.9.3/empty.ogg":
            continue  # media requests are not reported to DevTools' Network domain
        assert name in got, (name, sorted(got))
    assert failures(page, mark) == []
    no_alerts(page)

    # a new build: its service worker replaces the old copy of the page (the runtime set stays),
    # and works offline in its turn. The workers there are now are noted before the network comes
    # back with the new build: the browser (or the page) may look for a new sw.js as soon as it is
    # online, and a worker installed before the note would pass for an old one (CI once waited
    # 26 s for a new worker that was already there).
    mark_sw = len(page.browser.events)
    workers = Workers(page)
    sw = (site.root / "sw.js").read_text(encoding="utf-8")
    old = sw.split('const BUILD = "', 1)[1].split('"', 1)[0]
    site.replaced["sw.js"] = sw.replace(old, "0123456789abcdef").encode()
    html = (site.root / "index.html").read_text(encoding="utf-8")
    site.replaced["index.html"] = html.replace("<h1>Truco</h1>", "<h1>Truco</h1><!--new build-->") \
        .encode()
    page.send("Network.emulateNetworkConditions", {"offline": False, "latency": 0,
                                                   "downloadThroughput": -1, "uploadThroughput": -1})
    for server in (site, cdn):
        server.offline = False
    page.send("Page.reload", {"ignoreCache": False})  # the old worker answers the page
    watch(page, ready_or_failed, timeout=30)
    ask_for_update(page)
    try:
        try:
            seen = workers.wait(activated, activation_limit(), "the new build's worker active")
            report(f"new build's worker active: {seen[-1][0]:.2f} s after asking")
        except AssertionError:
            # Installed and told to skip waiting, a new worker still waits while the old one has
            # events in flight, and Chrome may not look again once they end (CI saw it wait 26 s
            # beside an old worker that controlled no page). A navigation is when browsers
            # activate a waiting worker: the player's next visit. Take it, and say so.
            page.send("Page.reload", {"ignoreCache": False})
            watch(page, ready_or_failed, timeout=30)
            seen = workers.wait(activated, activation_limit(), "the new build's worker active after a reload")
            report(f"new build's worker active only after a reload: {seen[-1][0]:.2f} s")
    except AssertionError as error:
        versions = [e["params"] for e in page.my_events("ServiceWorker.workerVersionUpdated", mark_sw)]
        raise AssertionError((str(error), page.evaluate(WORKERS), versions[-6:],
                              [e["params"] for e in page.my_events("ServiceWorker.workerErrorReported", mark_sw)],
                              page.evaluate("performance.getEntriesByType('resource').map(e => e.name)"))) from None
    kept = runtime_set(page)
    assert kept and kept["cache"] in page.evaluate("caches.keys()"), kept
    for name in CDN_FILES:
        assert any(u.endswith(name) for u in kept["urls"]), (name, kept)
    for server in (site, cdn):
        server.offline = True
        server.reached_offline.clear()
    page.send("Network.emulateNetworkConditions", {"offline": True, "latency": 0,
                                                   "downloadThroughput": -1, "uploadThroughput": -1})
    page.send("Page.reload", {"ignoreCache": False})
    _, last = watch(page, ready_or_failed, timeout=30)
    assert last["phase"] == "ready", last
    assert "new build" in page.evaluate("document.documentElement.outerHTML")
    assert page_requests(site) == [] and page_requests(cdn) == []
    # and the old build's copy of its own files is gone
    page.wait_for("caches.keys().then(k => k.filter(n => /:[0-9a-f]{16}$/.test(n)).join() "
                  "=== k.find(n => n.endsWith(':0123456789abcdef')))", timeout=30)


def test_the_copy_of_the_previous_worker_still_plays_offline_after_the_upgrade(fresh, page):
    """A player's copy made by the worker deployed before (one cache per build, pygbag's files
    among the build's): the new worker adopts it as its first runtime set."""
    site, cdn = fresh.site, fresh.cdn
    old = (STANDIN / "sw-before-issue-20.js").read_text(encoding="utf-8")
    site.replaced["sw.js"] = old.replace("__TRUCO_BUILD__", "aaaaaaaaaaaaaaaa").encode()
    open_page(page, site.url)
    watch(page, lambda s: s.get("tap"), timeout=30)
    watch(page, lambda s: s.get("controlled") and s.get("kept", -1) > 0, timeout=20)
    assert runtime_set(page) is None  # the old worker's copy
    workers = Workers(page)
    del site.replaced["sw.js"]  # the new worker is deployed (with the same page and package)
    page.send("Page.reload", {"ignoreCache": False})
    watch(page, ready_or_failed, timeout=30)
    ask_for_update(page)
    workers.wait(activated, activation_limit(), "the new worker active")
    adopted = runtime_set(page)
    assert adopted and adopted["cache"].endswith(":runtime:adopted"), adopted
    for server in (site, cdn):
        server.offline = True
    page.send("Network.emulateNetworkConditions", {"offline": True, "latency": 0,
                                                   "downloadThroughput": -1, "uploadThroughput": -1})
    page.send("Page.reload", {"ignoreCache": False})
    _, last = watch(page, ready_or_failed, timeout=30)
    assert last["phase"] == "ready", last
    tap_and_start(page)
    assert page_requests(site) == [] and page_requests(cdn) == [], (site.reached_offline,
                                                                    cdn.reached_offline)
    no_alerts(page)


def deploy_worker(site: Server, build: str) -> None:
    """Another build's worker on the site, with the same page and package."""
    sw = (site.root / "sw.js").read_text(encoding="utf-8")
    old = sw.split('const BUILD = "', 1)[1].split('"', 1)[0]
    site.replaced["sw.js"] = sw.replace(old, build).encode()


def complete_visit(page, site: Server) -> None:
    open_page(page, site.url)
    watch(page, lambda s: s.get("tap"), timeout=30)
    watch(page, lambda s: s.get("controlled") and s.get("kept", -1) > 0, timeout=20)


def test_a_cdn_that_stalls_the_old_workers_question_never_holds_off_a_new_build(fresh, page):
    """At each page the worker asks the CDN (HEAD) whether its set is still current; here the CDN
    never answers. The browser lets a new worker take over only when the old one has no event
    left open (Chromium waits up to five minutes): the old worker drops its questions when a newer
    one appears, and the new one is active within sw.js's bound."""
    site, cdn = fresh.site, fresh.cdn
    complete_visit(page, site)
    workers = Workers(page)
    deploy_worker(site, "0123456789abcdef")
    stalled = "cdn/0.9.3/pythons.js"
    cdn.hold[stalled] = threading.Event()  # the page's own copy comes from the set
    page.send("Page.reload", {"ignoreCache": False})
    _, last = watch(page, ready_or_failed, timeout=30)
    assert last["phase"] == "ready", last
    ask_for_update(page)
    seen = workers.wait(activated, activation_limit(), "the new build's worker active")
    report(f"new worker active with the CDN stalling the old one's HEAD: {seen[-1][0]:.2f} s after asking")
    assert "HEAD " + stalled in cdn.log, cdn.log  # the question was asked, and stalled
    page.send("Page.reload", {"ignoreCache": False})
    _, last = watch(page, ready_or_failed, timeout=30)
    assert last["phase"] == "ready" and last["controlled"], last
    no_alerts(page)


def test_a_download_that_stalls_while_a_new_worker_installs_keeps_the_old_one(fresh, page):
    """A new build's worker downloads its page and package when it installs; the server stalls the
    package. The install gives up after sw.js's STALL_MS with nothing received (the new worker is
    dropped, the old one goes on serving); the next look for an update installs it."""
    site, cdn = fresh.site, fresh.cdn
    complete_visit(page, site)
    workers = Workers(page)
    new_build(site, "build-2")
    site.hold["truco.apk"] = held = threading.Event()
    asked = site.log.count("truco.apk")
    ask_for_update(page)
    seen = workers.wait(lambda new: new == ["redundant"], sw_ms("STALL_MS") / 1000 + BROWSER_MARGIN_S,
                        "the stalled install given up")
    report(f"stalled install given up: {seen[-1][0]:.2f} s after asking (STALL_MS {sw_ms('STALL_MS')})")
    assert site.log.count("truco.apk") == asked + 1, site.log  # the stalled one
    mark = len(cdn.log)
    page.send("Page.reload", {"ignoreCache": False})  # the old worker answers, as build 1
    _, last = watch(page, ready_or_failed, timeout=30)
    assert last["phase"] == "ready" and last["controlled"], last
    assert "build-2" not in page.evaluate("document.documentElement.outerHTML")
    # and, the new worker gone, the old one asks the CDN about its set again at each page
    deadline = time.monotonic() + 20
    while "HEAD cdn/0.9.3/pythons.js" not in cdn.log[mark:] and time.monotonic() < deadline:
        time.sleep(0.1)
    assert "HEAD cdn/0.9.3/pythons.js" in cdn.log[mark:], cdn.log[mark:]
    held.set()
    del site.hold["truco.apk"]
    ask_for_update(page)
    workers.wait(lambda new: new == ["redundant", "activated"], activation_limit(),
                 "the new build's worker active")
    no_alerts(page)


# --------------------------------------------------------------------------- 5. browser quirks
THROWING_SERVICE_WORKER = """Object.defineProperty(Navigator.prototype, 'serviceWorker', {
    configurable: true,
    get() { throw new DOMException('The operation is insecure.', 'SecurityError'); }
});"""


def test_a_browser_whose_service_worker_getter_throws(fresh, page):
    """Firefox with storage blocked: reading navigator.serviceWorker throws. The game starts,
    and the clipboard, the text box and the page's hooks work."""
    site = fresh.site
    open_page(page, site.url, None, THROWING_SERVICE_WORKER)
    _, last = watch(page, ready_or_failed, timeout=30)
    assert last["phase"] == "ready", last
    assert page.evaluate("(() => { try { navigator.serviceWorker; return 'no'; } "
                         "catch (e) { return e.name; } })()") == "SecurityError"
    watch(page, lambda s: s.get("tap"), timeout=5)
    tap_and_start(page)
    page.browser.send("Browser.grantPermissions", {"origin": site.url.rstrip("/"),
                                                   "browserContextId": page.context,
                                                   "permissions": ["clipboardReadWrite",
                                                                   "clipboardSanitizedWrite"]})
    page.evaluate("window.t = truco_copy('25H6CMBF'); 0")
    assert page.wait_for("window.t.state !== 'pending' && window.t.state", timeout=5) == "copied"
    page.evaluate("truco_field_open(62, 552, 780, 54, 'AB')")
    page.click_element("#truco-field")
    page.send("Input.insertText", {"text": "CD"})
    assert page.evaluate("truco_field_value()") == "ABCD"
    page.evaluate("truco_offline_cache(); truco_status('x', 1); truco_field_close(); 0")
    page.evaluate("truco_failed('game', 'RuntimeError: a stand-in bug'); 0")
    _, last = watch(page, lambda s: s.get("reload") and s.get("loader"), timeout=5)
    assert last["step"] == "El juego se detuvo por un error."
    page.click_element("#reload")  # forgetting the package must not throw either
    no_alerts(page)


def test_the_text_box_keeps_its_focus_when_the_window_gets_it_back(fresh, page):
    site = fresh.site
    open_page(page, site.url)
    watch(page, lambda s: s.get("tap"), timeout=30)
    tap_and_start(page)
    page.evaluate("truco_field_open(62, 552, 780, 54, '')")
    page.click_element("#truco-field")
    focused = "document.activeElement && document.activeElement.id"
    assert page.evaluate(focused) == "truco-field"
    # pygbag's loader: on window blur it watches the canvas' mouseenter; on window focus, and on
    # that mouseenter, it focuses the canvas
    page.evaluate("window.dispatchEvent(new FocusEvent('blur')); "
                  "window.dispatchEvent(new FocusEvent('focus')); 0")
    time.sleep(0.1)
    assert page.evaluate(focused) == "truco-field"
    page.mouse("mouseMoved", 5, 5)
    page.mouse("mouseMoved", 640, 200)  # into the canvas
    time.sleep(0.1)
    assert page.evaluate(focused) == "truco-field"
    page.send("Input.insertText", {"text": "25H6"})
    assert page.evaluate("truco_field_value()") == "25H6"
    # a click on the canvas is the person moving on: the canvas keeps it
    page.click(640, 200)
    time.sleep(0.1)
    assert page.evaluate(focused) == "canvas"
    no_alerts(page)


def test_the_tap_to_start_is_not_taken_on_events_browsers_refuse_for_sound(fresh, page):
    """touchstart, a touch's pointerdown and Shift give no user activation: the game would start
    without sound (and the loader's sound probe, tried again every 2 s, stays refused)."""
    open_page(page, fresh.site.url)
    watch(page, lambda s: s.get("tap"), timeout=30)
    x, y = page.center("#tap")
    page.touch("touchStart", x, y)
    page.evaluate("window.dispatchEvent(new PointerEvent('pointerdown', {pointerType: 'touch'})); 0")
    page.key("Shift", "ShiftLeft", 16)
    time.sleep(2.5)
    last = state(page)
    assert last["phase"] == "ready" and last["tap"], last
    no_alerts(page)


@pytest.mark.parametrize("gesture", ["touchend", "pointerup", "printable key", "enter"])
def test_the_tap_to_start_is_an_event_browsers_accept_for_sound(fresh, page, gesture):
    open_page(page, fresh.site.url)
    watch(page, lambda s: s.get("tap"), timeout=30)
    x, y = page.center("#tap")
    if gesture == "touchend":
        page.touch("touchStart", x, y)
        page.touch("touchEnd")
    elif gesture == "pointerup":
        page.mouse("mousePressed", x, y)
        page.mouse("mouseReleased", x, y)
    elif gesture == "printable key":
        page.key("a", "KeyA", 65, "a")
    else:
        page.key("Enter", "Enter", 13, "\r")
    watch(page, lambda s: s.get("phase") == "started", timeout=10)
    no_alerts(page)


def test_copy_and_the_text_box_in_a_real_browser(fresh, page):
    site = fresh.site
    open_page(page, site.url)
    watch(page, lambda s: s.get("tap"), timeout=30)
    tap_and_start(page)
    mark = len(page.browser.events)
    origin = site.url.rstrip("/")
    # without the clipboard permission (an itch.io iframe), and where the old copy command is
    # refused too (as Safari and Firefox refuse it outside a click; Chromium would still allow
    # it for a few seconds after the tap): refused, handled, and said so
    page.browser.send("Browser.setPermission", {"permission": {"name": "clipboard-write"},
                                                "setting": "denied", "origin": origin,
                                                "browserContextId": page.context})
    page.evaluate("window.realCommand = document.execCommand; document.execCommand = () => false; 0")
    page.evaluate("window.t1 = truco_copy('25H6CMBF'); 0")
    assert page.wait_for("window.t1.state !== 'pending' && window.t1.state", timeout=5) == "failed"
    assert page.evaluate("window.t1.how") == "NotAllowedError"
    # refused by the Clipboard API, done by the copy command (within a click): copied, and how
    page.evaluate("document.execCommand = window.realCommand; 0")
    page.evaluate("window.t3 = truco_copy('25H6CMBF'); 0", user_gesture=True)
    third = page.wait_for("window.t3.state !== 'pending' && [window.t3.state, window.t3.how]", timeout=5)
    assert third == ["copied", "command"], third
    # with the permission: copied, and the clipboard holds the text
    page.browser.send("Browser.grantPermissions", {"origin": origin, "browserContextId": page.context,
                                                   "permissions": ["clipboardReadWrite",
                                                                   "clipboardSanitizedWrite"]})
    page.evaluate("window.t2 = truco_copy('Truco Diario 2026-11-29 · 25H6'); 0")
    assert page.wait_for("window.t2.state !== 'pending' && window.t2.state", timeout=5) == "copied"
    assert page.evaluate("navigator.clipboard.readText()") == "Truco Diario 2026-11-29 · 25H6"
    no_alerts(page)  # no "Rejection occurred" from the loader
    # the text box lies over the field the game draws, scaled with the canvas
    page.evaluate("truco_field_open(62, 552, 780, 54, 'AB')")
    box = page.evaluate("(() => { const f = document.getElementById('truco-field').getBoundingClientRect();"
                        " const c = document.getElementById('canvas').getBoundingClientRect();"
                        " return [f.x - c.x, f.y - c.y, f.width, f.height, c.width / 1280]; })()")
    scale = box[4]
    assert [round(v / scale) for v in box[:4]] == [62, 552, 780, 54], box
    # typing into it (the game's keys listener must not see these keys)
    page.evaluate("window.seen = 0; window.addEventListener('keydown', () => window.seen++); 0")
    page.click_element("#truco-field")
    page.send("Input.insertText", {"text": "CD-9"})
    page.key("Backspace", "Backspace", 8)
    assert page.evaluate("truco_field_value()") == "ABCD-"
    page.key("Enter", "Enter", 13, "\r")
    assert page.evaluate("truco_field_entered()") == 1 and page.evaluate("truco_field_entered()") == 0
    assert page.evaluate("window.seen") == 0
    # Pegar: the clipboard's text (permission granted) goes into the box
    page.evaluate("window.p = truco_field_paste(); 0")
    assert page.wait_for("window.p.state !== 'pending' && window.p.state", timeout=5) == "pasted"
    assert page.evaluate("truco_field_value()") == "ABCD-Truco Diario 2026-11-29 · 25H6"
    page.screenshot(SHOTS / "5-text-box.png")
    page.evaluate("truco_field_close()")
    assert page.evaluate("getComputedStyle(document.getElementById('truco-field')).display") == "none"
    assert failures(page, mark) == []
    # the game stops with an error (the page block reports it): said over the table
    page.evaluate("truco_failed('game', 'RuntimeError: a stand-in bug'); 0")
    _, last = watch(page, lambda s: s.get("reload") and s.get("loader"), timeout=5)
    assert last["step"] == "El juego se detuvo por un error." and "stand-in bug" in last["detail"]
    time.sleep(0.5)
    page.screenshot(SHOTS / "8-error-over-the-game.png")


def test_backups_download_and_files_picked_in_a_real_browser(fresh, page, tmp_path):
    """The backup's page hooks (issue 23): truco_download saves a file; truco_pick_file reads the
    one the person picks, refuses one too big, and says so when none is picked; the text box
    takes each kind's length (a share link's code is longer than the 200 characters it took)."""
    site = fresh.site
    open_page(page, site.url)
    watch(page, lambda s: s.get("tap"), timeout=30)
    tap_and_start(page)
    folder = tmp_path / "downloads"
    folder.mkdir()
    page.browser.send("Browser.setDownloadBehavior", {"behavior": "allow", "downloadPath": str(folder),
                                                      "browserContextId": page.context, "eventsEnabled": True})
    assert page.evaluate("truco_download('truco-respaldo-2026-11-30.json', '{\"version\": 3, \"ñ\": \"ü\"}')",
                         user_gesture=True) is True
    deadline = time.monotonic() + 10
    saved = folder / "truco-respaldo-2026-11-30.json"
    while not (saved.exists() and saved.stat().st_size) and time.monotonic() < deadline:
        time.sleep(0.1)
    assert json.loads(saved.read_text(encoding="utf-8")) == {"version": 3, "ñ": "ü"}
    # the file picker: the test answers it as a person would
    backup_file = tmp_path / "respaldo.json"
    backup_file.write_text('{"version": 3}', encoding="utf-8")
    page.send("Page.setInterceptFileChooserDialog", {"enabled": True})
    mark = len(page.browser.events)
    page.evaluate("window.pick = truco_pick_file(1000); 0", user_gesture=True)
    chooser = page.browser.wait_event(lambda e: e.get("method") == "Page.fileChooserOpened"
                                      and e.get("sessionId") == page.session, start=mark)
    page.send("DOM.setFileInputFiles", {"files": [str(backup_file)],
                                        "backendNodeId": chooser["params"]["backendNodeId"]})
    assert page.wait_for("window.pick.state !== 'pending' && [window.pick.state, window.pick.text, "
                         "window.pick.name]", timeout=5) == ["done", '{"version": 3}', "respaldo.json"]
    mark = len(page.browser.events)
    page.evaluate("window.big = truco_pick_file(5); 0", user_gesture=True)
    chooser = page.browser.wait_event(lambda e: e.get("method") == "Page.fileChooserOpened"
                                      and e.get("sessionId") == page.session, start=mark)
    page.send("DOM.setFileInputFiles", {"files": [str(backup_file)],
                                        "backendNodeId": chooser["params"]["backendNodeId"]})
    assert page.wait_for("window.big.state !== 'pending' && [window.big.state, window.big.why]",
                         timeout=5) == ["failed", "too-big"]
    # closed without a file: the page gets the focus back, and says so
    page.evaluate("window.none = truco_pick_file(1000); 0", user_gesture=True)
    page.evaluate("window.dispatchEvent(new FocusEvent('focus')); 0")
    assert page.wait_for("window.none.state !== 'pending' && window.none.state", timeout=5) == "none"
    # each kind of text box takes its own length
    for kind, longest in (("code", 2400), ("name", 64), ("backup", 4000000)):
        page.evaluate(f"truco_field_open(62, 552, 780, 54, '', '{kind}')")
        assert page.evaluate("document.getElementById('truco-field').maxLength") == longest
    page.evaluate("truco_field_close()")
    no_alerts(page)


# --------------------------------------------------------------------------- 6. a new deploy
def new_build(site: Server, marker: str) -> None:
    """Deploy another build on the site: another package (a valid one), its hash in the page and
    the worker, a new worker."""
    apk = (site.root / "truco.apk").read_bytes()
    buffer = io.BytesIO(apk)
    with zipfile.ZipFile(buffer, "a") as archive:
        archive.comment = marker.encode()
    new_apk = buffer.getvalue()
    old_hash = hashlib.sha256(apk).hexdigest()
    new_hash = hashlib.sha256(new_apk).hexdigest()
    sw = (site.root / "sw.js").read_text(encoding="utf-8")
    old_build = sw.split('const BUILD = "', 1)[1].split('"', 1)[0]
    site.replaced["truco.apk"] = new_apk
    site.replaced["sw.js"] = sw.replace(old_build, "fedcba9876543210").replace(old_hash, new_hash).encode()
    html = (site.root / "index.html").read_text(encoding="utf-8")
    site.replaced["index.html"] = html.replace(old_hash, new_hash).replace(
        "<h1>Truco</h1>", f"<h1>Truco</h1><!--{marker}-->").encode()


def test_a_new_deploy_while_a_page_loads_never_mixes_two_builds(fresh, page):
    """Build 2 is deployed while a page of build 1 loads (its worker answers the page from its
    copy; the server has build 2's truco.apk): the page sees that the package is not its own,
    lets build 2's worker take over, and reloads once, as build 2."""
    site, cdn = fresh.site, fresh.cdn
    cdn.hold[DATA] = held = threading.Event()  # no visit completes until the deploy is done
    open_page(page, site.url)
    watch(page, lambda s: s.get("controlled"), timeout=20)  # build 1's worker
    new_build(site, "build-2")
    navigations = len(page.my_events("Page.frameNavigated"))
    page.send("Page.reload", {"ignoreCache": False})
    watch(page, lambda s: s.get("phase") == "runtime", timeout=10)
    assert "build-2" not in page.evaluate("document.documentElement.outerHTML")
    held.set()
    _, last = watch(page, lambda s: (s.get("tap") and "build-2" in page.evaluate(
        "document.documentElement.outerHTML")) or s.get("phase") == "failed", timeout=30)
    assert last["phase"] == "ready", last
    reloads = len(page.my_events("Page.frameNavigated")) - navigations
    assert reloads == 2, reloads  # the reload asked for, then the page's own, once
    assert page.evaluate("caches.keys()").count(PREFIX_OF(site) + "fedcba9876543210") == 1
    tap_and_start(page)
    no_alerts(page)


def PREFIX_OF(site: Server) -> str:  # noqa: N802
    return "truco:" + site.url + ":"


# --------------------------------------------------------------------------- a phone (issue 22)
CANVAS_BOX = """(() => { const r = document.getElementById('canvas').getBoundingClientRect();
    const v = window.visualViewport;
    return {x: r.x, y: r.y, w: r.width, h: r.height, vw: v ? v.width : innerWidth,
            vh: v ? v.height : innerHeight, size: window.truco_window_size()}; })()"""


def turn_to(page, width: int, height: int, canvas: tuple[int, int]) -> dict:
    """The phone is now ``width`` × ``height`` CSS px and the game answers with ``canvas`` (what
    pygame's set_mode does to the canvas element's size); where the page then shows the canvas."""
    page.send("Emulation.setDeviceMetricsOverride", {"width": width, "height": height,
                                                     "deviceScaleFactor": 3, "mobile": True})
    page.wait_for(f"window.truco_window_size() === '{width}x{height}'", timeout=10)
    page.evaluate(f"(() => {{ const c = document.getElementById('canvas'); c.width = {canvas[0]};"
                  f" c.height = {canvas[1]}; const g = c.getContext('2d'); g.fillStyle = '#b03020';"
                  f" g.fillRect(0, 0, c.width, c.height); return 1; }})()")  # seen in the screenshot
    page.wait_for(f"(() => {{ const r = document.getElementById('canvas').getBoundingClientRect();"
                  f" return Math.abs(r.width / r.height - {canvas[0] / canvas[1]}) < 0.01; }})()", timeout=10)
    return page.evaluate(CANVAS_BOX)


def test_a_phone_held_upright_then_turned_shows_the_whole_canvas_as_large_as_it_fits(fresh, browser):
    """The page tells the game the phone's shape (truco_window_size) and shows the canvas the game
    picks as large as the visible page allows, its shape kept, centred: upright (390 × 844) the
    portrait canvas fills the width, turned (844 × 390) the landscape one fills the height."""
    page = browser.page(390, 844)
    try:
        open_page(page, fresh.site.url)
        watch(page, lambda s: s.get("tap"), timeout=60)
        tap_and_start(page)
        for (w, h), canvas in (((390, 844), (720, 1280)), ((844, 390), (1280, 720)), ((390, 844), (720, 1280))):
            box = turn_to(page, w, h, canvas)
            assert box["size"] == f"{w}x{h}", box
            k = min(w / canvas[0], h / canvas[1])
            assert abs(box["w"] - canvas[0] * k) <= 1.5 and abs(box["h"] - canvas[1] * k) <= 1.5, box
            assert box["x"] >= -0.5 and box["y"] >= -0.5, box  # inside the page
            assert box["x"] + box["w"] <= w + 0.5 and box["y"] + box["h"] <= h + 0.5, box
            assert abs(box["x"] - (w - box["w"]) / 2) <= 1 and abs(box["y"] - (h - box["h"]) / 2) <= 1, box
            page.screenshot(SHOTS / f"phone-{w}x{h}.png")
            report(f"phone {w}x{h}: canvas {canvas[0]}x{canvas[1]} shown at {box['w']:.0f}x{box['h']:.0f}"
                   f" CSS px from ({box['x']:.0f}, {box['y']:.0f})")
        no_alerts(page)
    finally:
        page.close()


def test_the_address_bar_showing_and_hiding_keeps_the_canvas_in_the_visible_part(fresh, browser):
    """A phone's address bar coming and going changes the visible page's height (CDP device
    metrics: 80 px less, then back): the canvas keeps its shape (never squashed), stays whole in
    what is visible, as large as it fits, and the game is told the new size; upright and turned."""
    page = browser.page(390, 844)
    try:
        open_page(page, fresh.site.url)
        watch(page, lambda s: s.get("tap"), timeout=60)
        tap_and_start(page)
        for (w, h), canvas in (((390, 844), (720, 1280)), ((844, 390), (1280, 720))):
            for visible in (h, h - 80, h):  # the bar hidden, shown, hidden again
                box = turn_to(page, w, visible, canvas)
                assert box["size"] == f"{w}x{visible}", box
                k = min(w / canvas[0], visible / canvas[1])
                assert abs(box["w"] / box["h"] - canvas[0] / canvas[1]) < 0.01, box  # its shape kept
                assert abs(box["w"] - canvas[0] * k) <= 1.5 and abs(box["h"] - canvas[1] * k) <= 1.5, box
                assert box["y"] >= -0.5 and box["y"] + box["h"] <= visible + 0.5, box
                assert box["x"] >= -0.5 and box["x"] + box["w"] <= w + 0.5, box
                report(f"address bar: {w}x{visible} visible, canvas {box['w']:.0f}x{box['h']:.0f}"
                       f" from ({box['x']:.0f}, {box['y']:.0f})")
        page.screenshot(SHOTS / "phone-address-bar.png")
        no_alerts(page)
    finally:
        page.close()


def test_the_back_button_reaches_the_game_and_leaves_the_page_only_from_the_menu(fresh, page):
    """While the game says back has something to do (a dialog, the table), the browser's back
    button stays on the page and the game counts it (truco_take_back); on the menu it leaves."""
    open_page(page, fresh.site.url)
    watch(page, lambda s: s.get("tap"), timeout=60)
    tap_and_start(page)
    start = page.evaluate("location.href")
    page.evaluate("window.truco_back_wanted(true)")
    page.wait_for("history.state && history.state.truco === 1", timeout=10)
    assert page.evaluate("window.truco_take_back()") == 0
    for n in (1, 2):
        page.evaluate("history.back(), 1")
        page.wait_for(f"(window.__backs = (window.__backs || 0) + window.truco_take_back()) >= 1", timeout=10)
        page.evaluate("window.__backs = 0")
        page.wait_for("history.state && history.state.truco === 1", timeout=10)  # the entry is back on
        assert page.evaluate("location.href") == start and state(page).get("phase") == "started", n
    page.evaluate("window.truco_back_wanted(false)")  # the menu: the page's own entry comes off
    page.wait_for("!(history.state && history.state.truco === 1)", timeout=10)
    assert page.evaluate("window.truco_take_back()") == 0  # taking our entry off is no back for the game
    assert page.evaluate("location.href") == start
    no_alerts(page)


def test_a_notched_phone_keeps_the_canvas_inside_its_safe_areas(fresh, browser):
    """viewport-fit=cover gives the page the whole screen; the canvas stays inside the safe areas
    (a notch at the top held upright, at the left turned), and the size the game is told is the
    safe part."""
    page = browser.page(390, 844)
    try:
        try:
            page.send("Emulation.setSafeAreaInsetsOverride", {"insets": {"top": 47, "bottom": 34}})
        except cdp.CDPError as error:
            pytest.skip(f"this Chromium cannot emulate safe areas: {error}")
        open_page(page, fresh.site.url)
        watch(page, lambda s: s.get("tap"), timeout=60)
        tap_and_start(page)
        page.evaluate("(() => { const c = document.getElementById('canvas'); c.width = 720; c.height = 1280;"
                      " return 1; })()")
        page.wait_for("(() => { const r = document.getElementById('canvas').getBoundingClientRect();"
                      " return Math.abs(r.width / r.height - 720 / 1280) < 0.01; })()", timeout=10)
        box = page.evaluate(CANVAS_BOX)
        assert box["size"] == f"390x{844 - 47 - 34}", box
        assert box["y"] >= 47 - 0.5 and box["y"] + box["h"] <= 844 - 34 + 0.5, box
        assert abs(box["w"] - 390) <= 1, box  # still the whole width
        upright_y = box["y"]
        page.send("Emulation.setSafeAreaInsetsOverride", {"insets": {"left": 47, "right": 0}})
        page.send("Emulation.setDeviceMetricsOverride", {"width": 844, "height": 390, "deviceScaleFactor": 3,
                                                         "mobile": True})
        page.wait_for(f"window.truco_window_size() === '{844 - 47}x390'", timeout=10)
        page.evaluate("(() => { const c = document.getElementById('canvas'); c.width = 1280; c.height = 720;"
                      " return 1; })()")
        page.wait_for("(() => { const r = document.getElementById('canvas').getBoundingClientRect();"
                      " return Math.abs(r.width / r.height - 1280 / 720) < 0.01; })()", timeout=10)
        box = page.evaluate(CANVAS_BOX)
        assert box["x"] >= 47 - 0.5 and abs(box["h"] - 390) <= 1, box
        report(f"safe areas: upright canvas from y {upright_y:.0f}; turned from x {box['x']:.0f}")
    finally:
        page.close()
