"""Every screen opens its event handler the same way (``scenes.ui.dialogs.common_event``): a pointer
move only redraws it, SDL's mouse echo of a touch presses nothing, and Esc (or the back key) goes
back, except on the menu, where there is nothing to go back to."""
from __future__ import annotations

import pygame
import pytest

from game.rules import Rules
from scenes.devtools.autoplay import MemoryStore
from scenes.devtools.measure import played
from scenes.ui import registry
from scenes.ui.stack import App


def opened(name: str) -> tuple[App, object]:
    """An app showing the screen ``name`` over what it is normally opened from."""
    app = App(MemoryStore({"sound": False, "speed": "fast"}))
    app.push(registry.make("menu", app))
    if name == "menu":
        return app, app.top
    if name in ("pause", "summary", "review", "match_over"):
        m = played(Rules(players=2, target=5), 3, whole=name == "match_over")
        table = registry.make("table", app, m)
        app.push(table)
        args = (table,) if name == "pause" else (m,)
        return app, registry.push(app, name, *args)
    if name == "message":
        return app, registry.push(app, "message", "Título", "Texto", [("OK", "ok", "primary")], lambda _: None)
    return app, registry.push(app, name)


def send(scene, kind: int, **values) -> None:
    scene.handle(pygame.event.Event(kind, **values))


SCREENS = ["pause", "summary", "review", "match_over", "message", "settings", "howto", "stats", "lessons"]


@pytest.mark.parametrize("name", SCREENS + ["menu"])
def test_a_pointer_move_only_redraws_and_a_touch_echo_presses_nothing(canvas, name):
    app, scene = opened(name)
    stack, doc = list(app.stack), repr(app.doc)
    scene.dirty = False
    first = scene.buttons[0].rect.center
    send(scene, pygame.MOUSEMOTION, pos=first, rel=(0, 0), buttons=(0, 0, 0))
    assert scene.dirty
    send(scene, pygame.MOUSEBUTTONDOWN, pos=first, button=1, touch=True)
    assert app.stack == stack and repr(app.doc) == doc


@pytest.mark.parametrize("name", SCREENS)
@pytest.mark.parametrize("key", [pygame.K_ESCAPE, pygame.K_AC_BACK])
def test_esc_and_the_back_key_leave_every_screen(canvas, name, key):
    app, scene = opened(name)
    send(scene, pygame.KEYDOWN, key=key, mod=0, unicode="")
    assert app.top is not scene and scene not in app.stack


@pytest.mark.parametrize("name", ["summary", "review"])
def test_enter_closes_the_dialogs_that_only_inform(canvas, name):
    app, scene = opened(name)
    send(scene, pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r")
    assert app.top is not scene


def test_esc_on_the_menu_changes_nothing(canvas):
    app, menu = opened("menu")
    doc = repr(app.doc)
    send(menu, pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="")
    assert app.stack == [menu] and repr(app.doc) == doc and app.running


def test_every_screen_but_the_table_opens_its_handler_through_common_event():
    """The screens above are driven; this holds every registered one (those added since too) to
    the one opening: its ``handle`` calls ``common_event``. The table (and the scene it is built
    on) handles pointer moves and Esc itself."""
    import ast
    import importlib
    import inspect
    import textwrap

    from scenes.ui.registry import SCENES as REGISTERED
    checked = []
    for name, (module, cls) in REGISTERED.items():
        handle = getattr(importlib.import_module(module), cls).handle
        calls = {n.func.id for n in ast.walk(ast.parse(textwrap.dedent(inspect.getsource(handle))))
                 if isinstance(n, ast.Call) and isinstance(n.func, ast.Name)}
        if name != "table":
            assert "common_event" in calls, f"{name}'s handle does not open with common_event"
            checked.append(name)
    assert len(checked) == len(REGISTERED) - 1 >= 19, checked
