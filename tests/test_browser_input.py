"""Copying a share code and typing/pasting one, in the browser (stand-in page).

The page (index.html) answers a copy a few frames later (``truco_copy`` -> ``{state}``) and lends
the game a real text box over the share-code field (``truco_field_*``): a phone shows its keyboard
for it and the browser's paste works there. ``FakePage`` below follows those functions' contract;
the functions themselves run in headless Chromium in ``test_browser_page.py``.
"""
from __future__ import annotations

import datetime
import sys

import pygame
import pytest

from scenes.host import device
from tests.test_browser_loop import FakeWindow, make_fake_platform

SHOTS = "/tmp/truco-browser-input"


class Status:
    """The page's ``{state: ...}`` answer object."""

    def __init__(self, state="pending"):
        self.state = state


class FakePage(FakeWindow):
    """The page's truco_copy and truco_field_* functions (see index.html)."""

    def __init__(self):
        super().__init__()
        self.copies: list[tuple[str, Status]] = []
        self.box = None  # (x, y, w, h) while open
        self.value = ""
        self.enter = 0
        self.pastes = 0
        self.calls: list[str] = []

    def truco_copy(self, text):
        status = Status()
        self.copies.append((text, status))
        return status

    def truco_field_open(self, x, y, w, h, text, kind="code"):
        self.calls.append("open")
        self.box = (x, y, w, h)
        self.kind = kind
        self.value = text
        return 1

    def truco_field_value(self):
        return self.value

    def truco_field_set(self, text):
        self.calls.append("set")
        self.value = text

    def truco_field_entered(self):
        was, self.enter = self.enter, 0
        return was

    def truco_field_paste(self):
        self.pastes += 1
        return Status("focused")

    def truco_field_close(self):
        self.calls.append("close")
        self.box = None


@pytest.fixture
def page(monkeypatch, canvas):
    window = FakePage()
    monkeypatch.setitem(sys.modules, "platform", make_fake_platform(window))
    monkeypatch.setattr(sys, "platform", "emscripten")
    return window


@pytest.fixture
def app(page):
    from scenes.host.storage import Store
    from scenes.ui.stack import App
    return App(Store())


def test_a_copy_waits_for_the_page_and_reports_its_answer(page):
    copy = device.copy_to_clipboard("Truco 29/11 · 30 a 12")
    assert isinstance(copy, device.Copy)
    assert [t for t, _ in page.copies] == ["Truco 29/11 · 30 a 12"]
    assert copy.state == "pending" and not copy and device.copy_state(copy) == "pending"
    page.copies[0][1].state = "failed"  # refused (an iframe without the permission, Safari)
    assert copy.state == "failed" and not copy
    page.copies[0][1].state = "copied"  # an answer is final
    assert copy.state == "failed"
    again = device.copy_to_clipboard("otro")
    page.copies[1][1].state = "copied"
    assert again and again.state == "copied"
    # Python never touches the Clipboard API itself (its refusal would be an unhandled promise)
    assert page.navigator.clipboard.texts == []
    assert device.copy_state(None) is None
    assert device.copy_state(True) == "copied" and device.copy_state(False) == "failed"


def test_a_page_answer_that_cannot_be_read_is_a_failure(page):
    page.truco_copy = lambda text: object()  # no .state
    copy = device.copy_to_clipboard("x")
    assert copy.state == "failed"
    page.truco_copy = None  # a page without it
    assert device.copy_to_clipboard("x") is False


def stats_with_a_daily(app):
    from game import daily as D
    from scenes.screens.match_over import MatchOverScene
    from scenes.screens.stats import StatsScene
    day = datetime.date(2026, 11, 29)
    rules = D.daily_rules({"variant": "argentino", "players": 2})
    match = D.replay(day, rules, "normal", D.autoplay_actions(day, rules, "normal"))
    over = MatchOverScene(app, match, daily={"date": day.isoformat(), "rules_key": D.rules_key(rules)})
    return over, StatsScene(app)


def test_the_copy_note_shows_the_page_answer_when_it_arrives(app, page, canvas):
    import os
    over, scene = stats_with_a_daily(app)
    app.push(scene)
    rect, row = scene.code_rows()[0]
    scene.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=rect.center, button=1))
    assert page.copies and page.copies[0][0] == row["code"]
    scene.update(1 / 60)
    app.draw(canvas)
    assert not scene.dirty  # nothing new while the page has not answered
    page.copies[0][1].state = "failed"
    scene.update(1 / 60)
    assert scene.dirty  # the answer is drawn in the next frame
    app.draw(canvas)
    os.makedirs(SHOTS, exist_ok=True)
    pygame.image.save(canvas, f"{SHOTS}/stats-copy-failed.png")

    # the match-over dialog: no message while pending, then the page's answer
    app.push(over)
    over.press(next(b for b in over.buttons if b.action == "copy"))
    over.update(1 / 60)
    app.draw(canvas)
    assert device.copy_state(over.copied) == "pending"
    page.copies[-1][1].state = "copied"
    over.update(1 / 60)
    assert over.dirty
    app.draw(canvas)
    pygame.image.save(canvas, f"{SHOTS}/match-over-copied.png")


def test_the_share_code_field_is_the_page_text_box(app, page, canvas):
    from scenes.screens.stats import StatsScene
    scene = StatsScene(app)
    app.push(scene)
    assert page.box is None  # the Diario tab: no field, no box
    scene.show_tab("verify")
    assert page.box == tuple(scene.field)  # over the field the game draws
    # typed (or pasted by the browser) into the box: the game takes it, filtered, and writes the
    # filtered text back
    page.value = "ab3K-9!x"
    scene.update(1 / 60)
    assert scene.code == "ab3K-9x" and page.value == "ab3K-9x"
    # the game's own keys (the box without focus) go to the box too
    scene.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_BACKSPACE, mod=0, unicode=""))
    assert scene.code == "ab3K-9" and page.value == "ab3K-9"
    scene.handle(pygame.event.Event(pygame.TEXTINPUT, text="Z"))
    assert page.value == "ab3K-9Z"
    # Pegar and Ctrl+V ask the page (pygame's clipboard is not the system's in a browser)
    scene.press(next(b for b in scene.buttons if b.action == "paste"))
    scene.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_v, mod=pygame.KMOD_CTRL,
                                    unicode="v"))
    assert page.pastes == 2 and scene.code == "ab3K-9Z"
    # Enter in the box (the phone's done key) checks the code
    page.enter = 1
    scene.update(1 / 60)
    assert scene.result is not None and not scene.result["ok"]  # checked (and refused)
    scene.close()
    assert page.box is None and page.calls[-1] == "close"


def test_a_huge_or_odd_paste_into_the_box_is_bounded(app, page):
    from scenes.screens.stats import MAX_CODE, StatsScene
    scene = StatsScene(app)
    app.push(scene)
    scene.show_tab("verify")
    page.value = "ñ\u202e\x00🂡" + "A" * 10_000
    scene.update(1 / 60)
    assert scene.code == "A" * MAX_CODE and page.value == scene.code


def test_no_text_box_on_the_desktop(monkeypatch, canvas):
    monkeypatch.setattr(sys, "platform", "linux")
    assert device.text_box(pygame.Rect(0, 0, 10, 10), "x") is None
