"""The logical canvases the screens draw on, and the smallest sizes a phone still shows well.

Two canvases, chosen by the window's shape (:func:`canvas_for`): **landscape** 1280 × 720 for a
window wider than tall (or square), **portrait** 720 × 1280 for one taller than wide. The desktop
window (``pygame.SCALED``) and the browser page scale the canvas to the window, keeping its shape
(the rest of the window shows the felt of the page, or black bars on the desktop).

The phones we design for are 390 × 844 CSS px held upright and 844 × 390 turned (:data:`PHONES`):
both show their canvas at the same scale, 390 / 720 (:data:`PHONE_SCALE`: the portrait canvas's
720 px across the phone's 390, the landscape one's 720 px up its 390). At that scale:

============================  =======  ===============  ==========================================
what                          CSS px   canvas px        constant
============================  =======  ===============  ==========================================
any text                      12       23               :data:`MIN_TEXT`
card indices, the scoreboard  14       26               :data:`MIN_KEY_TEXT`
a tap target, each side       44       84               :data:`TAP`
space between two targets     8        15               :data:`GAP`
============================  =======  ===============  ==========================================

Texto grande (the ``big_text`` setting) makes every text :data:`BIG_TEXT` times larger
(``scenes.ui.fonts``); the minimums above then grow with it. The measuring tests
(``tests/test_phone_layout.py``) read these constants.
"""
from __future__ import annotations

import math

LANDSCAPE = (1280, 720)
PORTRAIT = (720, 1280)
WIDTH, HEIGHT = LANDSCAPE  # the landscape canvas (the first one, and the desktop window's default)

#: the phone windows the minimums are designed for, in CSS px: held upright and turned
PHONES = {"portrait": (390, 844), "landscape": (844, 390)}
PHONE_SCALE = 390 / 720  # the canvas's scale on those phones (both shapes)

MIN_TEXT_CSS = 12
MIN_KEY_TEXT_CSS = 14
TAP_CSS = 44
GAP_CSS = 8
MIN_TEXT = math.ceil(MIN_TEXT_CSS / PHONE_SCALE)  # 23
MIN_KEY_TEXT = math.ceil(MIN_KEY_TEXT_CSS / PHONE_SCALE)  # 26
TAP = 84  # >= 44 CSS px at PHONE_SCALE (44 / 0.5417 = 81.2), rounded up to a comfortable thumb
GAP = math.ceil(GAP_CSS / PHONE_SCALE)  # 15
BIG_TEXT = 1.25  # Texto grande


def canvas_for(window: tuple[int, int]) -> tuple[int, int]:
    """The logical canvas for a window of ``window`` pixels: portrait when it is taller than
    wide, landscape otherwise."""
    w, h = window
    return PORTRAIT if h > w else LANDSCAPE


def is_portrait(size: tuple[int, int]) -> bool:
    """Whether a canvas (or window) of ``size`` is taller than wide."""
    return size[1] > size[0]


def display_scale(window: tuple[int, int], canvas: tuple[int, int]) -> float:
    """How many window pixels one canvas pixel takes when ``canvas`` is fitted into ``window``
    keeping its shape."""
    return min(window[0] / canvas[0], window[1] / canvas[1])


def fitted_rect(window: tuple[int, int], canvas: tuple[int, int]) -> tuple[int, int, int, int]:
    """``(x, y, w, h)``: where the canvas lies in the window, centred, its shape kept."""
    k = display_scale(window, canvas)
    w, h = round(canvas[0] * k), round(canvas[1] * k)
    return ((window[0] - w) // 2, (window[1] - h) // 2, w, h)


def css_px(canvas_px: float) -> float:
    """How many CSS pixels ``canvas_px`` canvas pixels measure on the phones we design for."""
    return canvas_px * PHONE_SCALE


def finger_pos(event, size: tuple[int, int]) -> tuple[int, int]:
    """A touch event's place on a canvas of ``size`` (SDL gives it as fractions of the window,
    whose whole area the canvas fills: the page sizes it so, and on the desktop SDL maps touches
    into the scaled canvas)."""
    x, y = (_fraction(getattr(event, name, 0.0)) for name in ("x", "y"))
    return (min(size[0] - 1, int(x * size[0])), min(size[1] - 1, int(y * size[1])))


def _fraction(value) -> float:
    """``value`` as a number in 0..1 (anything else, NaN included, is 0)."""
    try:
        v = float(value)
    except (TypeError, ValueError):
        return 0.0
    return min(max(v, 0.0), 1.0) if math.isfinite(v) else 0.0
