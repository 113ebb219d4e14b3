"""Fixtures shared by the scene suites."""
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402


@pytest.fixture()
def canvas(tmp_path, monkeypatch):
    """A headless 1280×720 display, Spanish strings, and storage in a temporary folder."""
    from scenes.i18n import set_language

    monkeypatch.setenv("TRUCO_DATA_DIR", str(tmp_path))
    pygame.init()
    surface = pygame.display.set_mode((1280, 720))
    set_language("es")
    yield surface
    set_language("es")
