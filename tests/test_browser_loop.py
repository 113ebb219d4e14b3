"""main.py under a stand-in for the browser: pygbag's ``platform`` module and ``sys.platform``.

In the browser pygbag injects a ``platform`` module whose ``window`` is the page's window, and
``sys.platform`` is ``"emscripten"``. These tests put a fake of that in place (a dict-backed
``window.localStorage``, ``navigator.language``, ``navigator.clipboard``) and check that:
- main.py's loop runs for hundreds of frames and gives the event loop a turn every frame
  (the browser only gets control back when Python awaits),
- storage goes through window.localStorage (and not the desktop data folder),
- main.py's ``__main__`` ending does not call sys.exit() in the browser (pygbag's sys.exit stops
  the asyncio loop).
"""
import asyncio
import importlib.util
import inspect
import json
import platform as real_platform
import runpy
import sys
import threading
import time
import types
from pathlib import Path

import pygame
import pytest

from scenes.host import device
from scenes.host.storage import Store, default_document

ROOT = Path(__file__).resolve().parents[1]
FRAMES = 300


def waited_for_a_cpu() -> float:
    """Seconds this thread has spent ready to run but waiting for a CPU (Linux's schedstat; 0.0
    elsewhere): taken off the clock, a busy machine does not look like a blocked frame."""
    try:
        with open(f"/proc/self/task/{threading.get_native_id()}/schedstat") as stats:
            return int(stats.read().split()[1]) / 1e9
    except (OSError, ValueError, IndexError):
        return 0.0
KEY = device.browser_key("truco")  # our document's localStorage name
CORRUPT = device.browser_key("truco.corrupt")


class FakeLocalStorage:
    """window.localStorage: strings only; getItem of a missing key is null (None)."""

    def __init__(self, fail: bool = False):
        self.items: dict[str, str] = {}
        self.fail = fail
        self.writes = 0

    def getItem(self, key):  # noqa: N802 (the browser's name)
        if self.fail:
            raise RuntimeError("SecurityError: storage disabled")
        return self.items.get(str(key))

    def setItem(self, key, value):  # noqa: N802
        if self.fail:
            raise RuntimeError("QuotaExceededError")
        # a lone surrogate does not cross pygbag's bridge to JavaScript (it passes UTF-8), though
        # a string read from the storage may hold one
        str(value).encode("utf-8")
        self.writes += 1
        self.items[str(key)] = str(value)

    def removeItem(self, key):  # noqa: N802
        self.items.pop(str(key), None)


class FakeClipboard:
    def __init__(self):
        self.texts = []

    def writeText(self, text):  # noqa: N802
        self.texts.append(text)
        return object()  # a Promise


class FakeNavigator:
    def __init__(self, language="pt-BR"):
        self.language = language
        self.languages = [language, "es-AR"]
        self.clipboard = FakeClipboard()


class FakeWindow:
    def __init__(self, storage=None):
        self.localStorage = storage or FakeLocalStorage()
        self.navigator = FakeNavigator()


def make_fake_platform(window):
    fake = types.ModuleType("platform")
    fake.window = window
    fake.is_browser = True
    fake.__getattr__ = lambda name: getattr(real_platform, name)  # the rest of the real module
    return fake


class FakeClock:
    """pygame.time.Clock without the waiting (frames as fast as the test can run)."""

    def __init__(self):
        self.ticks = 0

    def tick(self, framerate=0):
        self.ticks += 1
        return 16

    def get_time(self):
        return 16

    def get_rawtime(self):
        return 16

    def get_fps(self):
        return 60.0


@pytest.fixture
def browser(monkeypatch, tmp_path):
    """The browser stand-in; the desktop data folder must stay untouched."""
    desktop = tmp_path / "desktop-data"
    monkeypatch.setenv("TRUCO_DATA_DIR", str(desktop))
    window = FakeWindow()
    monkeypatch.setitem(sys.modules, "platform", make_fake_platform(window))
    monkeypatch.setattr(sys, "platform", "emscripten")
    yield window
    assert not desktop.exists(), "the browser build wrote to the desktop data folder"


def load_main(name="truco_main_under_test"):
    spec = importlib.util.spec_from_file_location(name, ROOT / "main.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_device_in_the_browser(browser):
    assert device.is_browser() is True
    assert device.can_quit() is False
    assert device.detect_language() == "pt"
    browser.navigator.language = "en-US"
    assert device.detect_language() == "en"
    browser.navigator.language = "de-DE"
    browser.navigator.languages = ["de-DE", "fr"]
    assert device.detect_language() == "es"  # default
    # a page without truco_copy: no copy, and Python never calls writeText itself (its promise's
    # refusal would be unhandled: pythons.js turns that into an alert)
    assert device.copy_to_clipboard("Truco 29/11 · 30 a 12") is False
    assert browser.navigator.clipboard.texts == []
    assert device.load_text("truco") is None
    device.save_text("truco", "{}")
    assert browser.localStorage.items == {KEY: "{}"}
    assert KEY != "truco" and KEY.endswith("truco")  # never the bare name other games use


def test_storage_round_trips_through_local_storage(browser):
    store = Store()
    doc = store.load()
    assert doc == default_document("pt")  # language from navigator.language
    assert browser.localStorage.items == {}  # nothing written for a first start
    doc["settings"].update(variant="mineiro", players=4, target=12, sound=False)
    doc["match"] = {"seed": 7, "actions": ["truco", "aceito", "play:4c"]}
    doc["stats"] = {"played": 1}
    doc["daily"] = {"2026-11-29": {"won": True}}
    store.save(doc)
    assert json.loads(browser.localStorage.items[KEY]) == doc
    assert Store().load() == doc


def test_corrupt_local_storage_is_kept_and_repaired(browser):
    browser.localStorage.items[KEY] = '{"version": 2, "settings": {"players": "four"'
    store = Store()
    doc = store.load()
    assert doc == default_document("pt")
    assert store.backup_key == f"localStorage[{CORRUPT!r}]"
    assert store.notice[0] == "storage.repaired"
    assert browser.localStorage.items[CORRUPT] == '{"version": 2, "settings": {"players": "four"'
    assert json.loads(browser.localStorage.items[KEY]) == doc
    # wrong types: repaired per key, the unreadable text kept under the same backup key
    browser.localStorage.items[KEY] = json.dumps(
        {"version": 2, "settings": {"variant": 3, "players": 4}, "match": None, "diario": None,
         "stats": {}, "daily": {}})
    doc = Store().load()
    assert doc["settings"]["variant"] == "argentino" and doc["settings"]["players"] == 4
    assert json.loads(browser.localStorage.items[CORRUPT])["settings"]["variant"] == 3


def test_the_old_shared_key_moves_to_ours_with_nothing_lost(browser):
    """Before, the document lived under the bare key "truco", which any other game on the same
    origin may use: an old document of ours moves to our own name (its Diario to its slot)."""
    old = {"version": 1, "settings": {"players": 4, "language": "en"}, "stats": {"played": 3},
           "daily": {}, "match": {"save": "{}", "daily": {"date": "2026-11-29",
                                                          "rules_key": "argentino-4p-30"}}}
    browser.localStorage.items["truco"] = json.dumps(old)
    doc = Store().load()
    assert "truco" not in browser.localStorage.items
    assert doc["settings"]["players"] == 4 and doc["stats"] == {"played": 3}
    assert doc["diario"] == old["match"] and doc["match"] is None
    assert Store().load() == doc


def test_another_games_truco_key_is_left_alone(browser):
    browser.localStorage.items["truco"] = '{"highscore": 12}'
    doc = Store().load()
    assert doc == default_document("pt")
    assert browser.localStorage.items == {"truco": '{"highscore": 12}'}


def test_disabled_local_storage_does_not_stop_the_game(monkeypatch, tmp_path):
    monkeypatch.setenv("TRUCO_DATA_DIR", str(tmp_path / "unused"))
    window = FakeWindow(FakeLocalStorage(fail=True))
    monkeypatch.setitem(sys.modules, "platform", make_fake_platform(window))
    monkeypatch.setattr(sys, "platform", "emscripten")
    store = Store()
    assert store.load() == default_document("pt")
    store.save(default_document("pt"))  # reported, not raised
    assert not (tmp_path / "unused").exists()


def test_main_loop_yields_every_frame_in_the_browser(browser, monkeypatch):
    # something saved by an earlier visit is there when the game starts
    seeded = default_document("es")
    seeded["stats"] = {"played": 5}
    browser.localStorage.items[KEY] = json.dumps(seeded)

    monkeypatch.setattr(pygame.time, "Clock", FakeClock)
    module = load_main()
    assert inspect.iscoroutinefunction(module.main)

    real_sleep = asyncio.sleep
    counts = {"sleep0": 0, "other_sleeps": 0, "ticks": 0}
    gaps = []

    async def counting_sleep(delay, *args, **kwargs):
        if delay == 0:
            counts["sleep0"] += 1
        else:
            counts["other_sleeps"] += 1
        return await real_sleep(delay, *args, **kwargs)

    monkeypatch.setattr(asyncio, "sleep", counting_sleep)
    takes_max_frames = "max_frames" in inspect.signature(module.main).parameters

    async def scenario():
        finished = False

        async def ticker():
            # runs only when main() awaits: one tick per frame proves every frame yields
            last = time.monotonic() - waited_for_a_cpu()
            while not finished:
                counts["ticks"] += 1
                now = time.monotonic() - waited_for_a_cpu()
                gaps.append(now - last)
                last = now
                if not takes_max_frames and counts["ticks"] == FRAMES:
                    pygame.event.post(pygame.event.Event(pygame.QUIT))
                await real_sleep(0)

        tick_task = asyncio.create_task(ticker())
        if takes_max_frames:
            result = await asyncio.wait_for(module.main(max_frames=FRAMES), timeout=60)
        else:
            result = await asyncio.wait_for(module.main(), timeout=60)
        finished = True
        await tick_task
        return result

    result = asyncio.run(scenario())
    assert result in (0, None)
    assert counts["sleep0"] + counts["other_sleeps"] >= FRAMES
    assert counts["ticks"] >= FRAMES - 1, counts
    assert max(gaps[1:]) < 2.0, f"one frame blocked for {max(gaps):.2f} s"

    # whatever the game did with its storage, it went through localStorage and is readable
    store = Store()
    doc = store.load()
    assert store.problems == []
    assert doc["stats"].get("played") == 5
    assert set(browser.localStorage.items) == {KEY}


def test_main_script_does_not_sys_exit_in_the_browser(browser, monkeypatch):
    """pygbag's asyncio.run() schedules main() and returns; its sys.exit() stops the loop."""
    scheduled, exits = [], []

    def pygbag_run(coro, **kwargs):
        scheduled.append(coro)
        return None

    monkeypatch.setattr(asyncio, "run", pygbag_run)
    monkeypatch.setattr(sys, "exit", lambda code=None: exits.append(code))
    runpy.run_path(str(ROOT / "main.py"), run_name="__main__")
    assert [c.__name__ for c in scheduled] == ["main"]
    assert exits == [], "main.py calls sys.exit() in the browser: pygbag would stop the game"
    for coro in scheduled:
        coro.close()


def test_main_script_exits_with_main_status_on_the_desktop(monkeypatch):
    monkeypatch.setattr(sys, "platform", "linux")
    ran, exits = [], []

    def desktop_run(coro, **kwargs):
        ran.append(coro.__name__)
        coro.close()
        return 0

    monkeypatch.setattr(asyncio, "run", desktop_run)
    monkeypatch.setattr(sys, "exit", lambda code=None: exits.append(code))
    runpy.run_path(str(ROOT / "main.py"), run_name="__main__")
    assert ran == ["main"] and exits == [0]
