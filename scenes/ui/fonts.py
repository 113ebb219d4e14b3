"""The game's fonts, shipped in ``assets/fonts/`` with their licences (SIL OFL 1.1).

Kinds:
    ``"display"``  Lobster (titles, call bubbles: "¡Truco!")
    ``"text"``     Cabin Regular (everything else)
    ``"bold"``     Cabin Bold (buttons, scores)

``get_font(kind, size)`` returns a cached ``pygame.font.Font`` (a :class:`scenes.ui.glyphs.Font`,
which draws what the file lacks: names in other alphabets, ✓); it initialises
``pygame.font`` if needed and falls back to pygame's default font if a file is
missing, so a broken install never stops the game from starting.

Texto grande (the ``big_text`` setting, :func:`apply_settings`) makes every font
``scenes.ui.canvas.BIG_TEXT`` times the size the screens ask for: the screens ask for the
same sizes and lay out with what they measure (``font.size``, ``get_linesize``).
"""
from __future__ import annotations

from pathlib import Path

import pygame

from scenes.ui import glyphs

FONT_DIR = Path(__file__).resolve().parents[2] / "assets" / "fonts"

FONT_FILES: dict[str, str] = {
    "display": "Lobster-Regular.otf",
    "text": "Cabin-Regular.otf",
    "bold": "Cabin-Bold.otf",
}

# Licence file shipped beside each font file.
LICENCE_FILES: dict[str, str] = {
    "Lobster-Regular.otf": "Lobster-LICENSE.txt",
    "Cabin-Regular.otf": "Cabin-LICENSE.txt",
    "Cabin-Bold.otf": "Cabin-LICENSE.txt",
}

_cache: dict[tuple[str, int], pygame.font.Font] = {}
_scale = 1.0  # Texto grande: every size times this


def set_text_scale(scale: float) -> None:
    """Every font from now on ``scale`` times the size asked for (1.0: normal)."""
    global _scale
    if not 0.5 <= scale <= 3.0:
        raise ValueError(f"text scale {scale!r} is outside 0.5 to 3")
    _scale = float(scale)


def apply_settings(settings: dict) -> None:
    """Follow the ``big_text`` setting (Texto grande)."""
    from scenes.ui.canvas import BIG_TEXT
    set_text_scale(BIG_TEXT if settings.get("big_text") else 1.0)


def scaled(size: float) -> int:
    """The pixel size a font asked for at ``size`` gets now (Texto grande included)."""
    return max(1, round(size * _scale))


def font_path(kind: str) -> Path:
    """Path of the font file for ``kind`` ("display", "text" or "bold")."""
    try:
        return FONT_DIR / FONT_FILES[kind]
    except KeyError:
        raise ValueError(f"unknown font kind {kind!r}; use one of {sorted(FONT_FILES)}") from None


def get_font(kind: str, size: int) -> pygame.font.Font:
    """A cached font of the given kind and pixel size (times the Texto grande factor)."""
    return raw_font(kind, scaled(int(size)))


def raw_font(kind: str, size: int) -> pygame.font.Font:
    """A cached font of exactly ``size`` pixels, whatever Texto grande says (the card art's)."""
    size = max(1, int(size))
    if not pygame.font.get_init():
        # Fonts made before a pygame.quit() are dead: start afresh.
        _cache.clear()
        glyphs.reset()
        pygame.font.init()
    key = (kind, size)
    font = _cache.get(key)
    if font is not None:
        try:
            font.get_height()
            font.size("")  # raises if pygame.font was quit and re-initialised since
            return font
        except pygame.error:
            _cache.clear()
            glyphs.reset()
    path = font_path(kind)
    try:
        font = glyphs.Font(str(path), size)
    except (OSError, FileNotFoundError, pygame.error):
        font = pygame.font.Font(None, size)
        if kind == "bold":
            font.set_bold(True)
    _cache[key] = font
    return font


def fit_size(text: str, kind: str, size: int, width: int, minimum: int = 23) -> int:
    """The largest size (down to ``minimum``) at which ``text`` fits in ``width`` pixels."""
    while size > minimum and get_font(kind, size).size(text)[0] > width:
        size -= 1
    return size
