"""The built page in headless Chromium: loading screen, errors, tap prompt, offline play.

``build/web`` (a fresh `make web`) is served from one local HTTP server, and a stand-in for
pygbag's CDN from another (another origin, as the real CDN): ``tests/web_standin/pythons.js`` and
``cpython312/main.js`` fetch the runtime's files in pygbag's order and call the page's hooks as
pygbag's loader and the page's Python block do (the block itself runs under pygbag's own code in
``test_pygbag_page_host.py``). The only change to the built page is the CDN's address.

Needs Chromium (Debian: ``apt-get install chromium``; ``.ci/run`` installs it); without it the
tests are skipped, with the reason printed. Screenshots go to /tmp/truco-browser-page/.
"""
from __future__ import annotations

import http.server
import io
import json
import os
import shutil
import threading
import time
import zipfile
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
# what the page fetches from pygbag's CDN (with the stand-in runtime; see the README for the
# real list): the service worker must hold all of it
CDN_FILES = ["0.9.3/pythons.js", "0.9.3/empty.ogg", "0.9.3/cpython312/main.js",
             "0.9.3/cpython312/main.wasm", "0.9.3/cpython312/main.data", "0.9.3/cpythonrc.py",
             "index-0.9.3-cp312.json",
             "cp312/pygame_ce-2.5.7.dev1-cp312-cp312-wasm32_bi_emscripten.whl"]


# --------------------------------------------------------------------------- servers
class Server:
    """A static server that logs every request and can be told to fail, slow or refuse."""

    def __init__(self, root: Path, *, cors: bool, name: str) -> None:
        self.root = root
        self.cors = cors
        self.name = name
        self.log: list[str] = []
        self.missing: set[str] = set()
        self.replaced: dict[str, bytes] = {}
        self.delay = 0.0
        self.trickle: dict[str, float] = {}
        self.offline = False
        self.reached_offline: list[str] = []
        owner = self

        class Handler(http.server.BaseHTTPRequestHandler):
            def log_message(self, *args):
                pass

            def do_GET(self):  # noqa: N802
                owner.answer(self)

        self.httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.httpd.daemon_threads = True
        self.url = f"http://127.0.0.1:{self.httpd.server_address[1]}/"
        threading.Thread(target=self.httpd.serve_forever, daemon=True).start()

    TYPES = {".html": "text/html", ".js": "text/javascript", ".json": "application/json",
             ".png": "image/png", ".wasm": "application/wasm", ".ogg": "audio/ogg",
             ".py": "text/plain", ".apk": "application/octet-stream",
             ".whl": "application/octet-stream", ".data": "application/octet-stream"}

    def answer(self, handler) -> None:
        path = handler.path.split("?", 1)[0].split("#", 1)[0].lstrip("/")
        if path == "" or path.endswith("/"):
            path += "index.html"
        self.log.append(path)
        if self.offline:
            self.reached_offline.append(path)
            handler.send_error(503)
            return
        if self.delay:
            time.sleep(self.delay)
        body = self.replaced.get(path)
        file = self.root / path
        if body is None and path not in self.missing and file.is_file() \
                and self.root in file.resolve().parents:
            body = file.read_bytes()
        if body is None:
            handler.send_response(404)
            handler.send_header("Content-Type", "text/html")
            handler.send_header("Content-Length", "9")
            if self.cors:
                handler.send_header("Access-Control-Allow-Origin", "*")
            handler.end_headers()
            handler.wfile.write(b"not found")
            return
        handler.send_response(200)
        handler.send_header("Content-Type", self.TYPES.get(file.suffix, "application/octet-stream"))
        handler.send_header("Content-Length", str(len(body)))
        handler.send_header("Cache-Control", "no-cache")
        if self.cors:
            handler.send_header("Access-Control-Allow-Origin", "*")
        handler.end_headers()
        seconds = self.trickle.get(path)
        try:
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
        self.httpd.shutdown()
        self.httpd.server_close()


def standin_wheel() -> bytes:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as wheel:
        wheel.writestr("pygame_ce-2.5.7.dev1.dist-info/METADATA",
                       "Metadata-Version: 2.1\nName: pygame-ce\nVersion: 2.5.7.dev1\n")
    return buffer.getvalue()


def make_cdn(folder: Path) -> Path:
    """The stand-in CDN's files (the two scripts are ours, in tests/web_standin/)."""
    v = folder / "cdn" / "0.9.3"
    (v / "cpython312").mkdir(parents=True)
    shutil.copy(STANDIN / "pythons.js", v / "pythons.js")
    shutil.copy(STANDIN / "cpython312" / "main.js", v / "cpython312" / "main.js")
    (v / "cpython312" / "main.wasm").write_bytes(b"\0asm\x01\0\0\0")  # an empty module
    (v / "cpython312" / "main.data").write_bytes(os.urandom(400_000))
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


@pytest.fixture(scope="module")
def servers(tmp_path_factory, chromium):
    folder = tmp_path_factory.mktemp("browser-page")
    web = build_web(folder)
    cdn_root = make_cdn(folder / "cdn-files")
    cdn = Server(cdn_root.parent, cors=True, name="cdn")
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
    yield site, cdn
    site.close()
    cdn.close()


@pytest.fixture(scope="module")
def browser(chromium):
    b = cdp.Browser(chromium)
    yield b
    b.close()


@pytest.fixture
def fresh(servers):
    """Servers as a first visit finds them: nothing missing, no delay."""
    site, cdn = servers
    for server in (site, cdn):
        server.missing.clear()
        server.replaced.clear()
        server.delay = 0.0
        server.trickle.clear()
        server.offline = False
        server.reached_offline.clear()
        server.log.clear()
    return site, cdn


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
        controlled: !!(navigator.serviceWorker && navigator.serviceWorker.controller),
        kept: window.truco_offline ? window.truco_offline.kept : -1,
    };
})()"""


def state(page) -> dict:
    try:
        return page.evaluate(STATE) or {}
    except cdp.CDPError:
        return {}


def watch(page, until, timeout: float = 30, shots: dict | None = None) -> tuple[list, dict]:
    """Poll the page's state until ``until(state)``; [(seconds, state)], and the last state.
    ``shots``: name -> test(state): a screenshot the first time test(state) holds."""
    started = time.monotonic()
    seen = []
    taken = set()
    while time.monotonic() - started < timeout:
        now = state(page)
        seen.append((time.monotonic() - started, now))
        for name, test in (shots or {}).items():
            if name not in taken and now and test(now):
                page.screenshot(SHOTS / f"{name}.png")
                taken.add(name)
        if now and until(now):
            return seen, now
        time.sleep(0.05)
    raise AssertionError(f"page never reached the state; last: {seen[-1][1] if seen else None}")


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


def cdn_paths(cdn: Server) -> list[str]:
    return [p[len("cdn/"):] for p in cdn.log if p.startswith("cdn/")]


def page_requests(site: Server) -> list[str]:
    """What reached the site while offline, less the browser's own look for a new sw.js (made
    at navigations outside the page and its worker; offline it just fails)."""
    return [path for path in site.reached_offline if path != "sw.js"]


def report(line: str) -> None:
    print(line)
    with open(SHOTS / "measurements.txt", "a", encoding="utf-8") as out:
        out.write(line + "\n")


# --------------------------------------------------------------------------- tests
def test_loading_screen_progress_tap_prompt_and_the_game_with_a_slow_cdn(fresh, page):
    site, cdn = fresh
    SHOTS.mkdir(parents=True, exist_ok=True)
    cdn.delay = CDN_DELAY
    cdn.trickle["cdn/0.9.3/cpython312/main.data"] = DATA_SECONDS
    mark = len(page.browser.events)
    opened = time.monotonic()
    page.goto(site.url)
    seen, last = watch(page, lambda s: s.get("tap"), timeout=60, shots={
        "1-loading": lambda s: s.get("styled"),
        "2-progress": lambda s: s.get("styled") and 10 <= s.get("percent", 0) <= 45,
        "3-tap-prompt": lambda s: s.get("tap"),
    })
    styled_at = next(t for t, s in seen if s.get("styled"))
    tap_at = next(t for t, s in seen if s.get("tap"))
    # the styled loading screen comes at once, while the CDN is still answering
    assert styled_at < 1.0, f"loading screen after {styled_at:.2f} s"
    # the bar moves forward, through several values, and never back
    percents = [s.get("percent", 0) for _, s in seen if s]
    assert percents == sorted(percents)
    assert len(set(percents)) >= 5, sorted(set(percents))
    report("percent seen: " + " ".join(str(p) for p in sorted(set(percents))))
    steps = [s.get("step") for _, s in seen if s]
    assert "Descargando Python…" in steps and "¡Listo!" == last["step"]
    assert last["phase"] == "ready" and not last["reload"]
    # a tap starts the game: the loading screen goes, the game's first frame is there
    page.click_element("#tap")
    _, last = watch(page, lambda s: s.get("phase") == "started" and not s.get("loader"), timeout=10)
    time.sleep(0.5)
    page.screenshot(SHOTS / "4-game.png")
    pixel = page.evaluate("Array.from(document.getElementById('canvas').getContext('2d')"
                          ".getImageData(640, 100, 1, 1).data)")
    assert pixel[1] > pixel[0] and pixel[1] > pixel[2], pixel  # green felt drawn
    page.answer_dialogs()
    assert page.alerts() == []
    assert failures(page, mark) == []
    paths = cdn_paths(cdn)
    assert sorted(set(paths)) == sorted(CDN_FILES), paths
    report(f"slow stand-in CDN ({CDN_DELAY} s before each answer, main.data over "
           f"{DATA_SECONDS} s): styled loading screen {styled_at:.2f} s, tap prompt "
           f"{tap_at:.2f} s after the page was opened")
    report("CDN files requested: " + ", ".join(CDN_FILES))
    report(f"truco.apk: {(site.root / 'truco.apk').stat().st_size} bytes")
    assert time.monotonic() - opened < 60


def test_a_missing_file_that_is_not_needed_is_no_error(fresh, page):
    site, cdn = fresh
    cdn.missing.add("cdn/0.9.3/empty.ogg")  # the sound probe of pythons.js
    site.missing.update({"icon-192.png", "manifest.json"})
    mark = len(page.browser.events)
    page.goto(site.url)
    _, last = watch(page, lambda s: s.get("tap") or s.get("phase") == "failed", timeout=30)
    assert last["phase"] == "ready", last
    assert "empty.ogg" in " ".join(failures(page, mark)) or "cdn/0.9.3/empty.ogg" in cdn.log
    unexpected = [f for f in failures(page, mark)
                  if not any(name in f for name in ("empty.ogg", "icon-192.png", "manifest.json"))]
    assert unexpected == []
    page.answer_dialogs()
    assert page.alerts() == []
    # the offline copy does not depend on the icons or the manifest either
    watch(page, lambda s: s.get("controlled") and s.get("kept", -1) > 0, timeout=20)


@pytest.mark.parametrize("server, path, words", [
    ("cdn", "cdn/0.9.3/pythons.js", "No se pudo descargar Python."),
    ("cdn", "cdn/0.9.3/cpython312/main.js", "No se pudo descargar Python."),
    ("cdn", "cdn/0.9.3/cpython312/main.wasm", "No se pudo descargar Python."),
    ("site", "truco.apk", "No se pudo abrir el juego."),
    ("site", "truco.apk:corrupt", "No se pudo abrir el juego."),
])
def test_a_missing_or_broken_loader_or_package_is_a_clear_error(fresh, page, server, path, words):
    site, cdn = fresh
    target = site if server == "site" else cdn
    if path.endswith(":corrupt"):
        path = path.split(":")[0]
        target.replaced[path] = b"<html>this is no zip</html>"
    else:
        target.missing.add(path)
    mark = len(page.browser.events)
    page.goto(site.url)
    started = time.monotonic()
    _, last = watch(page, lambda s: s.get("phase") == "failed" or s.get("tap"), timeout=30)
    took = time.monotonic() - started
    assert last["phase"] == "failed", last
    assert last["step"] == words and last["reload"] and not last["tap"], last
    assert took < 15
    name = path.replace("/", "_") + ("-corrupt" if target.replaced else "")
    page.screenshot(SHOTS / f"error-{name}.png")
    page.answer_dialogs()
    assert page.alerts() == []
    # only the file made to fail failed
    if not target.replaced:
        assert all(path.rsplit("/", 1)[-1] in f for f in failures(page, mark)), failures(page, mark)
    # the reload button loads the page again
    before = target.log.count(path)
    page.click_element("#reload")
    deadline = time.monotonic() + 10
    while target.log.count(path) == before and time.monotonic() < deadline:
        time.sleep(0.05)
    assert target.log.count(path) > before


def test_copy_and_the_text_box_in_a_real_browser(fresh, page):
    site, cdn = fresh
    page.goto(site.url)
    watch(page, lambda s: s.get("tap"), timeout=30)
    page.click_element("#tap")
    watch(page, lambda s: s.get("phase") == "started" and not s.get("loader"), timeout=10)
    mark = len(page.browser.events)
    origin = site.url.rstrip("/")
    # without the clipboard permission (an itch.io iframe): refused, handled, honestly reported
    page.browser.send("Browser.setPermission", {"permission": {"name": "clipboard-write"},
                                                "setting": "denied", "origin": origin,
                                                "browserContextId": page.context})
    page.evaluate("window.t1 = truco_copy('25H6CMBF'); 0")
    refused = page.wait_for("window.t1.state !== 'pending' && window.t1.state", timeout=5)
    assert refused in ("failed", "copied")  # the copy command may still do it: then it says so
    # with it: copied, and the clipboard holds the text
    page.browser.send("Browser.grantPermissions", {"origin": origin, "browserContextId": page.context,
                                                   "permissions": ["clipboardReadWrite",
                                                                   "clipboardSanitizedWrite"]})
    page.evaluate("window.t2 = truco_copy('Truco Diario 2026-11-29 · 25H6'); 0")
    assert page.wait_for("window.t2.state !== 'pending' && window.t2.state", timeout=5) == "copied"
    assert page.evaluate("navigator.clipboard.readText()") == "Truco Diario 2026-11-29 · 25H6"
    page.answer_dialogs()
    assert page.alerts() == []  # no "Rejection occurred" from the loader
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


def test_offline_after_the_first_visit(fresh, page):
    site, cdn = fresh
    page.goto(site.url)
    watch(page, lambda s: s.get("tap"), timeout=30)
    # the service worker took over and holds what the page fetched before it did
    _, last = watch(page, lambda s: s.get("controlled") and s.get("kept", -1) > 0, timeout=20)
    missing = page.evaluate("window.truco_offline.missing")
    assert missing == [], missing
    page.click_element("#tap")
    watch(page, lambda s: s.get("phase") == "started", timeout=10)
    time.sleep(0.5)

    # the network goes away: DevTools' offline mode, and both servers refuse and tell
    for server in (site, cdn):
        server.offline = True
    page.send("Network.emulateNetworkConditions", {"offline": True, "latency": 0,
                                                   "downloadThroughput": -1, "uploadThroughput": -1})
    mark = len(page.browser.events)
    page.send("Page.reload", {"ignoreCache": False})
    _, last = watch(page, lambda s: s.get("tap") or s.get("phase") == "failed", timeout=30)
    assert last["phase"] == "ready", last
    page.screenshot(SHOTS / "6-offline-tap-prompt.png")
    page.click_element("#tap")
    watch(page, lambda s: s.get("phase") == "started" and not s.get("loader"), timeout=10)
    time.sleep(0.3)
    page.screenshot(SHOTS / "7-offline-game.png")
    assert page_requests(site) == [] and cdn.reached_offline == [], (site.reached_offline,
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
    page.answer_dialogs()
    assert page.alerts() == []

    # a new build: its service worker replaces the old copy (runtime files carried over), and
    # works offline in its turn
    page.send("Network.emulateNetworkConditions", {"offline": False, "latency": 0,
                                                   "downloadThroughput": -1, "uploadThroughput": -1})
    for server in (site, cdn):
        server.offline = False
    sw = (site.root / "sw.js").read_text(encoding="utf-8")
    old = sw.split('const BUILD = "', 1)[1].split('"', 1)[0]
    site.replaced["sw.js"] = sw.replace(old, "0123456789abcdef").encode()
    html = (site.root / "index.html").read_text(encoding="utf-8")
    site.replaced["index.html"] = html.replace("<h1>Truco</h1>", "<h1>Truco</h1><!--new build-->") \
        .encode()
    page.send("Page.reload", {"ignoreCache": False})  # the old worker answers the page
    watch(page, lambda s: s.get("tap") or s.get("phase") == "failed", timeout=30)
    # the browser looks for a new sw.js at navigations (and at most once a day otherwise); ask
    # now rather than wait for it under load
    page.evaluate("navigator.serviceWorker.getRegistration().then(r => r.update()).then(() => 1)")
    names = page.wait_for("""caches.keys().then(k => (k.length === 1 && k[0].endsWith(':0123456789abcdef'))
                             ? k : null)""", timeout=30)
    assert len(names) == 1
    kept = page.evaluate(f"""caches.open({json.dumps(names[0])}).then(c => c.keys())
                            .then(k => k.map(r => r.url))""")
    for name in CDN_FILES:
        assert any(u.endswith(name) for u in kept), (name, kept)
    for server in (site, cdn):
        server.offline = True
        server.reached_offline.clear()
    page.send("Network.emulateNetworkConditions", {"offline": True, "latency": 0,
                                                   "downloadThroughput": -1, "uploadThroughput": -1})
    page.send("Page.reload", {"ignoreCache": False})
    _, last = watch(page, lambda s: s.get("tap") or s.get("phase") == "failed", timeout=30)
    assert last["phase"] == "ready", last
    assert "new build" in page.evaluate("document.documentElement.outerHTML")
    assert page_requests(site) == [] and cdn.reached_offline == []
