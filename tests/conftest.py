"""Fixtures shared by the scene suites."""
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402
from hypothesis import HealthCheck, settings  # noqa: E402

#: Hypothesis's wall-clock checks (a 200 ms deadline per example, the "too slow" health check on
#: generating data) fail on a busy machine, not on slow code: off for every property of the suite,
#: set before the test modules are imported so that each ``@settings`` inherits it. Time is
#: bounded in CPU time where it matters (``tests/test_untrusted_input.py`` ``cpu_bound``).
settings.register_profile("truco", deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.load_profile("truco")

#: ``tests.isolation``: a temporary data folder for every test and child process, the day pinned;
#: ``tests.ci_policy``: under CI=true a skip is a failure; ``tests.assert_guard``: with
#: ``--assert-guard`` (``make test``) a whole run fails when an assert in tests/ never ran.
pytest_plugins = ("tests.isolation", "tests.ci_policy", "tests.assert_guard")


@pytest.fixture(autouse=True)
def fixed_today(monkeypatch):
    """``App.today()`` is ``tests.isolation.TODAY`` unless a test passes its own ``today``; the
    menu does not offer the lessons on a first start (``tests/test_lessons.py`` turns it back on),
    nor the end of a first Diario ask for the player's name (``tests/test_friends_scenes.py``), nor
    the table its one-time tip on señas (``tests/test_senas_table.py`` does)."""
    from tests.isolation import TODAY  # the day every test plays on, child processes too
    monkeypatch.setattr("scenes.ui.stack.local_today", lambda: TODAY)
    monkeypatch.setattr("scenes.screens.menu.OFFER_LESSONS", False)
    monkeypatch.setattr("scenes.screens.match_over.ASK_NAME", False)
    monkeypatch.setattr("scenes.table.scene.OFFER_TIPS", False)
    return TODAY


@pytest.fixture()
def canvas(tmp_path, monkeypatch):
    """A headless 1280×720 display, Spanish strings, and storage in a temporary folder."""
    from scenes.ui.i18n import set_language

    monkeypatch.setenv("TRUCO_DATA_DIR", str(tmp_path))
    pygame.init()
    surface = pygame.display.set_mode((1280, 720))
    set_language("es")
    yield surface
    set_language("es")


class Recorder:
    """Wraps a font and records every text it renders."""

    def __init__(self, font, seen):
        self._font, self._seen = font, seen

    def render(self, text, *args, **kw):
        self._seen.append(text)
        return self._font.render(text, *args, **kw)

    def __getattr__(self, name):
        return getattr(self._font, name)


@pytest.fixture()
def rendered(canvas, monkeypatch):
    """The list of texts rendered by the scenes (fonts wrapped in every scene module that draws)."""
    import scenes.ui.dialogs
    import scenes.ui.fonts
    import scenes.screens.backup
    import scenes.screens.board
    import scenes.screens.code_entry
    import scenes.screens.howto
    import scenes.screens.link
    import scenes.screens.name
    import scenes.screens.stats
    import scenes.table.draw.hint
    import scenes.table.draw.paint
    import scenes.table.draw.replay
    import scenes.ui.charts
    import scenes.ui.widgets
    from scenes.ui.i18n import set_language
    seen: list[str] = []
    real = scenes.ui.fonts.get_font
    for module in (scenes.ui.dialogs, scenes.screens.howto, scenes.screens.stats, scenes.table.draw.paint,
                   scenes.table.draw.hint, scenes.ui.widgets, scenes.screens.backup, scenes.screens.board,
                   scenes.screens.code_entry, scenes.screens.link, scenes.screens.name,
                   scenes.table.draw.replay, scenes.ui.charts):
        monkeypatch.setattr(module, "get_font", lambda kind, size: Recorder(real(kind, size), seen))
    yield seen
    set_language("es")
