"""The window's shape in the browser (issue 22): the page reports the size of what it can show
(``truco_window_size``), the game polls it, turns its canvas when the shape changes and every
scene lays itself out again; the browser's back button (counted by the page,
``truco_take_back``) reaches the top scene as the back key, and the page is told when back has
something to do in the game (``truco_back_wanted``). The page's side runs in headless Chromium in
``test_browser_page.py``; here a stand-in page follows its contract.
"""
from __future__ import annotations

import asyncio
import sys

import pygame
import pytest

from game.match import Match
from game.rules import Rules
from scenes.devtools.autoplay import MemoryStore
from scenes.host.window import POLL_FRAMES, Window
from scenes.table.scene import TableScene
from scenes.ui import registry
from scenes.ui.canvas import LANDSCAPE, PORTRAIT
from scenes.ui.sound import Sound
from scenes.ui.stack import App, Scene
from scenes.ui.widgets import Button, handle_buttons
from tests.test_browser_loop import FakeWindow, load_main, make_fake_platform


class PhonePage(FakeWindow):
    """The page's truco_window_size, truco_back_wanted and truco_take_back (see index.html)."""

    def __init__(self, size: str) -> None:
        super().__init__()
        self.size = size
        self.backs = 0
        self.wanted: list[bool] = []

    def truco_window_size(self):
        return self.size

    def truco_back_wanted(self, wanted):
        self.wanted.append(bool(wanted))
        return 1

    def truco_take_back(self):
        n, self.backs = self.backs, 0
        return n


@pytest.fixture
def phone(monkeypatch, canvas):
    page = PhonePage("1280x720")
    monkeypatch.setitem(sys.modules, "platform", make_fake_platform(page))
    monkeypatch.setattr(sys, "platform", "emscripten")
    return page


def table_app() -> tuple[App, TableScene]:
    app = App(MemoryStore({"speed": "fast", "sound": False}))
    app.sound = Sound(app.settings)
    m = Match(Rules(players=4), 1, dealer=3)
    m.start_hand(hands=[["1e", "7o", "4c"], ["3b", "12c", "5o"], ["1b", "2c", "6e"], ["7e", "11o", "10b"]])
    table = TableScene(app, Match.from_json(m.to_json()))
    app.push(table)
    return app, table


def frames(main, app, window, n: int) -> None:
    asyncio.run(main.run(app, window.surface, max_frames=n, fixed_dt=1 / 30, window=window))


def test_the_phone_turns_the_canvas_and_its_back_button_pauses_the_table(phone):
    main = load_main("truco_main_window_turn")
    window = Window((1280, 720))
    window.open()
    app, table = table_app()
    app.resize(window.canvas)
    assert window.browser and app.size == LANDSCAPE and not table.layout.portrait
    phone.size = "390x844"  # held upright
    frames(main, app, window, POLL_FRAMES + 1)
    assert window.canvas == PORTRAIT and window.surface.get_size() == PORTRAIT
    assert app.size == PORTRAIT and table.layout.portrait and table.match.hand is not None
    assert phone.wanted == [True]  # the table: back pauses it
    phone.backs = 1
    frames(main, app, window, 1)
    assert registry.is_scene(app.top, "pause") and app.top.box.w <= PORTRAIT[0]
    phone.size = "844x390"  # turned, with the pause dialog open
    frames(main, app, window, POLL_FRAMES + 1)
    assert window.canvas == LANDSCAPE and app.size == LANDSCAPE and registry.is_scene(app.top, "pause")
    assert not table.layout.portrait
    phone.backs = 1  # back again: the dialog closes, the table goes on
    frames(main, app, window, 1)
    assert app.top is table


@pytest.mark.parametrize("answer", ["", "garbage", "0x0", "-390x844", "99999999x5", "nanxnan", "3.9e400x1",
                                    "390x844x2", "\u202e844x390", None, 12])
def test_what_the_page_says_of_its_size_is_not_believed_blindly(phone, answer):
    main = load_main("truco_main_window_odd")
    window = Window((1280, 720))
    window.open()
    app, table = table_app()
    app.resize(window.canvas)
    phone.size = answer
    frames(main, app, window, 3 * POLL_FRAMES)
    assert window.canvas == LANDSCAPE and app.size == LANDSCAPE and app.top is table


def test_a_desktop_window_made_taller_than_wide_turns_the_canvas(canvas, monkeypatch):
    """The desktop's resize events: the same rule, and the window keeps the size the person gave
    it (SDL's own window is stood in for: the dummy driver has no resizable window)."""
    made, restored = [], []
    monkeypatch.setattr(Window, "_set_mode", lambda self, size: made.append(size) or pygame.Surface(size))
    monkeypatch.setattr(Window, "_restore", staticmethod(lambda size: restored.append(size)))
    window = Window((1280, 720))
    window.headless = False  # as a desktop window would be
    app, table = table_app()
    app.resize(window.canvas)
    assert window.reshape((600, 1000), app) and app.size == PORTRAIT and table.layout.portrait
    assert not window.reshape((620, 1100), app)  # the same shape: nothing to lay out again
    assert window.reshape((1600, 900), app) and app.size == LANDSCAPE
    assert not window.reshape((0, 900), app) and not window.reshape((10**9, 900), app)
    assert made == [PORTRAIT, LANDSCAPE] and restored == [(600, 1000), (1600, 900)]


class LandscapeOnly(Scene):
    """A screen laid out for the landscape canvas only (none is left in the game: this stands in
    for a new one), with a Volver button."""

    fixed_canvas = LANDSCAPE

    def __init__(self, app) -> None:
        super().__init__(app)
        self.buttons = [Button(pygame.Rect(40, 30, 170, 84), "Volver", "back")]

    def handle(self, event) -> None:
        handle_buttons(event, self.buttons, None, lambda b: self.app.pop())

    def draw(self, surface) -> None:
        surface.fill((20, 90, 60))


def test_a_screen_laid_out_for_landscape_only_is_fitted_into_the_portrait_canvas(canvas):
    """A screen laid out for one canvas only: held upright, the app draws it fitted inside the
    portrait canvas and maps taps back to it."""
    from scenes.screens.menu import MenuScene
    app = App(MemoryStore({"speed": "fast", "sound": False}))
    app.sound = Sound(app.settings)
    app.resize(PORTRAIT)
    app.push(MenuScene(app))
    scene = LandscapeOnly(app)
    app.push(scene)
    assert scene.size == LANDSCAPE and app.letterbox(scene) is not None
    surface = pygame.Surface(PORTRAIT)
    surface.fill((255, 0, 255))
    app.draw(surface)
    k, ox, oy = app.letterbox(scene)
    assert ox == 0 and oy > 0 and round(1280 * k) == 720  # the whole width, centred
    assert surface.get_at((360, oy // 2))[:3] != (255, 0, 255)  # nothing left undrawn
    button = scene.buttons[0]
    at = app.to_canvas(scene, button.rect.center)
    assert button.rect.collidepoint(app.to_scene(scene, pygame.event.Event(
        pygame.MOUSEBUTTONDOWN, pos=at, button=1)).pos)
    finger = app.to_scene(scene, pygame.event.Event(pygame.FINGERDOWN, x=at[0] / 720, y=at[1] / 1280,
                                                    touch_id=0, finger_id=0))
    assert abs(finger.x * 1280 - button.rect.centerx) <= 2 and abs(finger.y * 720 - button.rect.centery) <= 2
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        scene.handle(app.to_scene(scene, pygame.event.Event(kind, pos=at, button=1)))
    assert app.top is not scene  # Volver worked
    app.resize(LANDSCAPE)
    assert app.letterbox(scene) is None


def _on_canvas(scene, size) -> None:
    canvas = pygame.Rect(0, 0, *size)
    for b in scene.buttons:
        assert canvas.contains(b.rect), (type(scene).__name__, b.action, b.rect, size)


def test_the_rivals_picker_la_gira_amigos_and_estadisticas_turn_with_the_window(canvas):
    """Laid out for either canvas (no longer fitted): turned mid-use, each keeps what was chosen
    or typed (the seat picked, the stage chosen, the code typed, the tab shown) and lays itself
    out on the new canvas."""
    from scenes.screens.menu import MenuScene
    app = App(MemoryStore({"speed": "fast", "sound": False, "players": 4}))
    app.sound = Sound(app.settings)
    app.push(MenuScene(app))
    rivals = registry.push(app, "rivals")
    rivals.press(next(b for b in rivals.buttons if b.action == "seat:3"))
    app.pop()
    tour = registry.push(app, "tour")
    tour.press(next(b for b in tour.buttons if b.action == "stage:0"))
    app.pop()
    board = registry.push(app, "board")
    board.type_text("ABCD-1234")
    app.pop()
    stats = registry.push(app, "stats")
    stats.show_tab("matches")
    for scene, kept in ((rivals, lambda s: s.seat == 3), (tour, lambda s: s.selected == 0),
                        (board, lambda s: s.code == "ABCD-1234"), (stats, lambda s: s.tab == "matches")):
        app.stack[-1:] = [scene]
        for size in (PORTRAIT, LANDSCAPE, PORTRAIT):
            app.resize(size)
            assert scene.size == size and app.letterbox(scene) is None, type(scene).__name__
            assert kept(scene), type(scene).__name__
            _on_canvas(scene, size)
            surface = pygame.Surface(size)
            app.draw(surface)
        app.resize(LANDSCAPE)
    assert board.field == board.place["field"]  # the code's field moved with the rest


class PageBox:
    """The page's text box over a field (``device.text_box``): where it lies, what it holds."""

    def __init__(self, rect, text: str) -> None:
        self.rect, self.text, self.closed = pygame.Rect(rect), text, False

    def read(self) -> str:
        return self.text

    def write(self, text: str) -> None:
        self.text = text

    def paste(self) -> None:
        pass

    def close(self) -> None:
        self.closed = True


def test_the_charts_the_backup_and_watching_a_match_turn_with_the_window(canvas, monkeypatch):
    """Laid out for either canvas (no longer fitted): turned mid-use, the charts keep the chart,
    the rules choice and the month shown; the backup keeps the text pasted and what it said, the
    page's text box following the field; the watched match stays at its move, paused, and plays
    on from there in the new layout."""
    import datetime
    from scenes.devtools.measure import _watched
    from scenes.screens.menu import MenuScene
    from scenes.host import device
    boxes: list[PageBox] = []
    monkeypatch.setattr(device, "text_box", lambda rect, text="", kind="code": boxes.append(PageBox(rect, text))
                        or boxes[-1])
    app = App(MemoryStore({"speed": "fast", "sound": False}), today=lambda: datetime.date(2026, 11, 30))
    app.sound = Sound(app.settings)
    app.time_scale = 0.05
    app.push(MenuScene(app))
    charts = registry.push(app, "charts")
    charts.press(next(b for b in charts.buttons if b.action == "tab:calendar"))
    charts.press(next(b for b in charts.buttons if b.action == "month:-1"))
    app.pop()
    backup = registry.push(app, "backup")
    boxes[-1].text = "TRUCO1" + "x" * 50  # pasted into the page's box
    backup.update(1 / 30)
    backup.export_note = ("Guardado en /tmp/truco.json", (150, 230, 150))
    app.pop()
    replay = registry.push(app, "replay", _watched())
    table = replay.table
    table.paused, table.steps_asked = True, 3
    for _ in range(3000):
        replay.update(1 / 30)
        if not table.steps_asked and table.idle():
            break
    at = (table.next_move, table.match.hand_no, [list(e["actions"]) for e in table.match.log])
    assert at[0] == 3
    kept = {charts: lambda s: (s.tab, s.month) == ("calendar", (2026, 10)),
            backup: lambda s: s.pasted == "TRUCO1" + "x" * 50 and s.export_note[0] == "Guardado en /tmp/truco.json"
            and s.box is boxes[-1] and s.box.rect == s.place["field"] and s.box.text == s.pasted,
            replay: lambda s: (s.table.next_move, s.table.match.hand_no,
                               [list(e["actions"]) for e in s.table.match.log]) == at and s.table.paused}
    for scene, same in kept.items():
        app.stack[-1:] = [scene]
        for size in (PORTRAIT, LANDSCAPE, PORTRAIT):
            app.resize(size)
            assert scene.size == size and app.letterbox(scene) is None, type(scene).__name__
            assert same(scene), type(scene).__name__
            canvas_rect = pygame.Rect(0, 0, *size)
            for name, rect in scene.tap_targets() if hasattr(scene, "tap_targets") else \
                    [(b.action, b.rect) for b in scene.buttons]:
                assert canvas_rect.contains(rect), (type(scene).__name__, name, rect, size)
            surface = pygame.Surface(size)
            app.draw(surface)
        app.resize(LANDSCAPE)
    app.resize(PORTRAIT)
    assert table.layout.portrait and table.layout.size == PORTRAIT
    assert len([b for b in boxes if not b.closed]) == 1  # the old boxes were closed, one is open
    table.steps_asked = 1  # one move more, in the portrait layout
    for _ in range(3000):
        replay.update(1 / 30)
        if not table.steps_asked and table.idle():
            break
    assert table.next_move == at[0] + 1
