"""``scenes.host.device.share_link_code()``: the code of a ``#d=CODE`` link, as the page hands it over.

The page side (the fragment taken out of the address before pygbag's loader reads it, the code
kept as ``window.truco_share_code``) is checked in Chromium by ``tests/test_browser_page.py``.
"""
import sys
import types

import pytest

from game.daily import sharecode
from scenes.host import device


class Window:
    """The page's ``window`` as pygbag hands it to Python (a JS null arrives as None)."""

    def __init__(self, **attrs):
        self.__dict__.update(attrs)


class Refusing:
    def __getattr__(self, name):
        raise RuntimeError("the page is gone")


@pytest.fixture
def browser(monkeypatch):
    def with_window(window):
        fake = types.ModuleType("platform")
        fake.window = window
        monkeypatch.setitem(sys.modules, "platform", fake)
        monkeypatch.setattr(sys, "platform", "emscripten")
    return with_window


def test_no_code_on_the_desktop(monkeypatch):
    fake = types.ModuleType("platform")
    fake.window = Window(truco_share_code="25H6CMBF")
    monkeypatch.setitem(sys.modules, "platform", fake)
    assert device.share_link_code() is None  # sys.platform is this machine's


@pytest.mark.parametrize("given, read", [
    ("25H6CMBF", "25H6CMBF"),
    ("  25h6 cmbf-7xq ", "25h6 cmbf-7xq"),     # as typed: the code's reader is forgiving
    ("A" * device.SHARE_CODE_MAX, "A" * device.SHARE_CODE_MAX),
    (None, None),                              # no #d= in the link (JS null)
    ("", None),
    ("   ", None),
    ("A" * (device.SHARE_CODE_MAX + 1), None),
    ("A" * 10_000_000, None),                  # refused before it is looked at
    ("25H6\U0001F0A1", None),                  # odd Unicode
    ("25H6\u202eCMBF", None),                  # a right-to-left override
    ("25H6\nCMBF", None),
    ("https://elsewhere/x.py", None),
    (12345, None),                             # not text
    (b"25H6", None),
    (["25H6"], None),
])
def test_the_code_a_link_gave_the_page(browser, given, read):
    browser(Window(truco_share_code=given))
    assert device.share_link_code() == read


def test_a_page_without_the_hook_or_that_refuses(browser):
    browser(Window())
    assert device.share_link_code() is None
    browser(Refusing())
    assert device.share_link_code() is None


def test_the_limit_is_the_longest_share_code():
    assert device.SHARE_CODE_MAX == sharecode.MAX_CODE_CHARS


def test_a_real_code_passes_unchanged(browser):
    from datetime import date

    from game import daily
    from game.rules import Rules
    day, rules = date(2000, 1, 1), Rules(players=2, target=5)
    code = sharecode.encode_code(day, rules, "random", daily.autoplay_actions(day, rules, "random"))
    browser(Window(truco_share_code=code))
    assert device.share_link_code() == code
