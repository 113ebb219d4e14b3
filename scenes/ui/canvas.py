"""The logical canvas the screens draw on, and the size of a thumb on it.

The canvas is 1280 × 720 (landscape): the desktop window and the browser page scale it to the
window, keeping its shape. A portrait canvas for windows taller than wide goes here beside it.

Tap targets: in the browser the canvas may be shown as small as 693 × 390 (a phone held in
landscape, 844 × 390 CSS px), a scale of 390 / 720. A target must then still measure 44 CSS px,
so every button is at least :data:`TAP` canvas pixels in both directions.
"""
from __future__ import annotations

WIDTH, HEIGHT = 1280, 720
PHONE_SCALE = 390 / 720  # the smallest display of the canvas we design for (844 × 390 CSS px)
TAP = 84  # >= 44 CSS px at PHONE_SCALE (44 / 0.5417 = 81.2)


def css_px(canvas_px: float) -> float:
    """How many CSS pixels ``canvas_px`` canvas pixels measure on the smallest display we design for."""
    return canvas_px * PHONE_SCALE
