"""Placing the screens' pieces on either canvas (``scenes.ui.canvas``): the margins, the back
button, a dialog's box, rows of thumb-sized buttons, and the text that fits a width.

Every screen lays itself out from its canvas's size with these, so that the same screen works in
landscape and in portrait, at the minimum sizes of ``scenes.ui.canvas``.
"""
from __future__ import annotations

import pygame

from scenes.ui.canvas import GAP, MIN_TEXT, TAP, is_portrait
from scenes.ui.fonts import get_font

MARGIN = 26  # from the canvas's edge: clear of the felt's wooden rim (14 px)
RIM = 10  # a dialog panel's wooden rim, outside its box


def inner(size: tuple[int, int]) -> pygame.Rect:
    """The canvas inside its margins."""
    w, h = size
    return pygame.Rect(MARGIN, MARGIN, w - 2 * MARGIN, h - 2 * MARGIN)


def portrait(size: tuple[int, int]) -> bool:
    """Whether the canvas is the portrait one."""
    return is_portrait(size)


def dialog_box(size: tuple[int, int], width: int, height: int) -> pygame.Rect:
    """A dialog's box of at most ``width`` × ``height``, centred, its rim inside the canvas."""
    w, h = size
    box = pygame.Rect(0, 0, min(width, w - 2 * (MARGIN + RIM)), min(height, h - 2 * (MARGIN + RIM)))
    box.center = (w // 2, h // 2)
    return box


def split(rect: pygame.Rect, n: int, gap: int = GAP) -> list[pygame.Rect]:
    """``rect`` cut into ``n`` equal parts across, ``gap`` apart."""
    if n <= 0:
        return []
    w = (rect.w - gap * (n - 1)) // n
    return [pygame.Rect(rect.x + i * (w + gap), rect.y, w, rect.h) for i in range(n)]


def stack(x: int, y: int, w: int, n: int, height: int = TAP, gap: int = GAP) -> list[pygame.Rect]:
    """``n`` rects ``height`` tall one under the other from ``(x, y)``."""
    return [pygame.Rect(x, y + i * (height + gap), w, height) for i in range(n)]


def text_width(text: str, kind: str = "bold", size: int = MIN_TEXT) -> int:
    """How wide ``text`` is drawn."""
    return get_font(kind, size).size(text)[0]


def line_h(kind: str = "text", size: int = MIN_TEXT) -> int:
    """The height of one line of text."""
    return get_font(kind, size).get_linesize()


def button_width(label: str, minimum: int = TAP) -> int:
    """A button wide enough for ``label`` on one line at the buttons' usual size."""
    return max(minimum, text_width(label, "bold", 28) + 36)


def back_rect(size: tuple[int, int], label: str) -> pygame.Rect:
    """Where Volver goes: the top-left corner, a thumb's size."""
    return pygame.Rect(MARGIN, MARGIN, max(TAP + 60, min(button_width(label), 260)), TAP)
