"""Card faces and backs, drawn by code (no image files).

Two 40-card decks:

* Spanish (Truco argentino): ranks ``1``-``7``, ``10``, ``11``, ``12``; suits ``e`` espadas,
  ``b`` bastos, ``o`` oros, ``c`` copas (codes ``"1e"``, ``"12c"``, ``"7o"``). Cream face, a thin
  frame broken to show the suit (oros none, copas one break, espadas two, bastos three), the
  rank and a small pip in two corners, pips laid out for 1-7, and figures for 10 (sota, a
  standing page), 11 (caballo, a horse and rider) and 12 (rey, a crowned king).
* French (Truco mineiro): ranks ``A``, ``2``-``7``, ``J``, ``Q``, ``K``; suits ``c`` clubs,
  ``h`` hearts, ``s`` spades, ``d`` diamonds (``"4c"``, ``"7h"``, ``"As"``, ``"Qd"``).
  Classic red and black, or four colours (clubs green, diamonds blue) with ``four_colour``.

API::

    art = CardArt(width=110, height=170, four_colour=False)
    art.face("1e")                  # pygame.Surface, width x height, per-pixel alpha, cached
    art.face("7c", deck="french")   # "7c" exists in both decks; default is Spanish
    art.back("spanish") / art.back("french")
    SPANISH_CODES, FRENCH_CODES, deck_of(code) -> "spanish" | "french"
    art_for(width, height, four_colour)  # one shared CardArt per size (create once, reuse)

The four-colour option changes only the French deck (clubs green, diamonds blue); the
Spanish deck always has its four strong suit colours.

Everything is drawn once at three times the target size and smooth-scaled down once, then
cached: the result is exactly ``width x height`` and is never rescaled per frame. It works
before ``pygame.display.set_mode`` and with the dummy video driver (no ``convert_alpha``).
"""
from __future__ import annotations

import math

import pygame

from scenes.ui.fonts import raw_font

SPANISH_RANKS = ["1", "2", "3", "4", "5", "6", "7", "10", "11", "12"]
SPANISH_SUITS = ["e", "b", "o", "c"]
FRENCH_RANKS = ["A", "2", "3", "4", "5", "6", "7", "J", "Q", "K"]
FRENCH_SUITS = ["c", "h", "s", "d"]

SPANISH_CODES = [r + s for s in SPANISH_SUITS for r in SPANISH_RANKS]
FRENCH_CODES = [r + s for s in FRENCH_SUITS for r in FRENCH_RANKS]

SUPERSAMPLE = 3
INDEX_EM = 0.145  # the corner rank's font size, as a share of the card's height (the design's)
CAP = 1.38  # a font's size over the height of its capitals and digits

Colour = tuple[int, int, int]

CREAM = (250, 243, 224)
CREAM_DARK = (226, 212, 180)
EDGE = (120, 98, 72)
INK = (40, 32, 28)
GOLD = (222, 170, 48)
GOLD_DARK = (150, 100, 20)
GOLD_LIGHT = (250, 220, 120)
SKIN = (243, 208, 170)
SKIN_DARK = (180, 130, 95)
WHITE = (255, 252, 245)
FELT = (14, 90, 58)
FELT_DARK = (8, 60, 38)
WOOD = (122, 68, 34)
WOOD_LIGHT = (176, 112, 60)

# Spanish suit palettes: main, dark (outlines), light (highlights), ink (corner index).
SPANISH_COLOURS: dict[str, dict[str, Colour]] = {
    "o": {"main": (224, 168, 36), "dark": (132, 86, 10), "light": (252, 222, 120), "ink": (170, 110, 0)},
    "c": {"main": (192, 32, 42), "dark": (105, 12, 20), "light": (236, 110, 110), "ink": (185, 22, 34)},
    "e": {"main": (62, 104, 176), "dark": (22, 46, 98), "light": (196, 214, 238), "ink": (30, 68, 150)},
    "b": {"main": (86, 128, 44), "dark": (44, 66, 18), "light": (158, 196, 86), "ink": (56, 108, 30)},
}
BASTO_WOOD = (132, 86, 40)
FRAME_BREAKS = {"o": 0, "c": 1, "e": 2, "b": 3}

FRENCH_RED = (204, 22, 38)
FRENCH_BLACK = (28, 28, 34)
FRENCH_GREEN = (16, 128, 58)
FRENCH_BLUE = (22, 88, 200)


def deck_of(code: str) -> str:
    """``"spanish"`` or ``"french"`` for a card code (ambiguous codes such as "7c" are Spanish)."""
    rank, suit = _split(code)
    if rank in ("A", "J", "Q", "K") or suit in ("h", "s", "d"):
        return "french"
    return "spanish"


def _split(code: str) -> tuple[str, str]:
    code = code.strip()
    if len(code) < 2:
        raise ValueError(f"not a card code: {code!r}")
    return code[:-1].upper() if code[:-1].isalpha() else code[:-1], code[-1].lower()


def _check(code: str, deck: str) -> tuple[str, str]:
    rank, suit = _split(code)
    if deck == "spanish":
        if rank not in SPANISH_RANKS or suit not in SPANISH_SUITS:
            raise ValueError(f"not a Spanish card: {code!r}")
    elif deck == "french":
        if rank not in FRENCH_RANKS or suit not in FRENCH_SUITS:
            raise ValueError(f"not a French card: {code!r}")
    else:
        raise ValueError(f"unknown deck {deck!r}: use 'spanish' or 'french'")
    return rank, suit


# --- drawing helpers ----------------------------------------------------------


def _shade(c: Colour, f: float) -> Colour:
    """Darken (f < 1) or lighten (f > 1) a colour."""
    if f <= 1:
        return tuple(max(0, min(255, int(v * f))) for v in c)  # type: ignore[return-value]
    return tuple(max(0, min(255, int(v + (255 - v) * (f - 1)))) for v in c)  # type: ignore[return-value]


class _Box:
    """Maps unit coordinates (u, v) in [0, 1] onto a pixel rectangle."""

    def __init__(self, surf: pygame.Surface, x: float, y: float, w: float, h: float, lw: int):
        self.surf, self.x, self.y, self.w, self.h, self.lw = surf, x, y, w, h, lw

    def p(self, u: float, v: float) -> tuple[float, float]:
        return (self.x + u * self.w, self.y + v * self.h)

    def pts(self, seq) -> list[tuple[float, float]]:
        return [self.p(u, v) for u, v in seq]

    def rect(self, u: float, v: float, w: float, h: float) -> pygame.Rect:
        return pygame.Rect(round(self.x + u * self.w), round(self.y + v * self.h),
                           max(1, round(w * self.w)), max(1, round(h * self.h)))

    def poly(self, fill, seq, outline=None, width=None) -> None:
        pts = self.pts(seq)
        if fill is not None:
            pygame.draw.polygon(self.surf, fill, pts)
        if outline is not None:
            pygame.draw.polygon(self.surf, outline, pts, width or self.lw)

    def ellipse(self, fill, u, v, w, h, outline=None, width=None) -> None:
        r = self.rect(u, v, w, h)
        if fill is not None:
            pygame.draw.ellipse(self.surf, fill, r)
        if outline is not None:
            pygame.draw.ellipse(self.surf, outline, r, width or self.lw)

    def circle(self, fill, u, v, r, outline=None, width=None) -> None:
        """Circle of radius ``r`` measured in box widths."""
        c = self.p(u, v)
        rad = max(1, round(r * self.w))
        if fill is not None:
            pygame.draw.circle(self.surf, fill, c, rad)
        if outline is not None:
            pygame.draw.circle(self.surf, outline, c, rad, width or self.lw)

    def line(self, colour, seq, width=None) -> None:
        pygame.draw.lines(self.surf, colour, False, self.pts(seq), width or self.lw)

    def box(self, fill, u, v, w, h, outline=None, radius=0, width=None) -> None:
        r = self.rect(u, v, w, h)
        if fill is not None:
            pygame.draw.rect(self.surf, fill, r, border_radius=radius)
        if outline is not None:
            pygame.draw.rect(self.surf, outline, r, width or self.lw, border_radius=radius)


def _arc_pts(cx, cy, rx, ry, a0, a1, n=16):
    return [(cx + rx * math.cos(math.radians(a0 + (a1 - a0) * i / n)),
             cy + ry * math.sin(math.radians(a0 + (a1 - a0) * i / n))) for i in range(n + 1)]


# --- Spanish pips ---------------------------------------------------------------

def _fit(rect: pygame.Rect, aspect: float) -> pygame.Rect:
    """Largest rect of width/height ``aspect`` centred in ``rect``."""
    w: float = rect.w
    h: float = rect.h
    if w / h > aspect:
        w = h * aspect
    else:
        h = w / aspect
    r = pygame.Rect(0, 0, max(1, round(w)), max(1, round(h)))
    r.center = rect.center
    return r


def _pip_oros(surf, rect, lw, big=False, aspect=None):
    r = _fit(rect, 1.0)
    b = _Box(surf, r.x, r.y, r.w, r.h, lw)
    pal = SPANISH_COLOURS["o"]
    b.circle(pal["dark"], 0.5, 0.5, 0.5)
    b.circle(pal["main"], 0.5, 0.5, 0.44)
    b.circle(None, 0.5, 0.5, 0.36, outline=pal["dark"], width=max(1, lw))
    # a small sun: rays round a disc
    cx, cy = b.p(0.5, 0.5)
    n = 12
    r_in, r_out = 0.17 * r.w, 0.31 * r.w
    for i in range(n):
        a = 2 * math.pi * i / n
        da = math.pi / n * 0.55
        pts = [(cx + r_in * math.cos(a - da), cy + r_in * math.sin(a - da)),
               (cx + r_out * math.cos(a), cy + r_out * math.sin(a)),
               (cx + r_in * math.cos(a + da), cy + r_in * math.sin(a + da))]
        pygame.draw.polygon(surf, (206, 92, 24), pts)
    b.circle((246, 196, 60), 0.5, 0.5, 0.17, outline=(206, 92, 24))
    if big:
        # a face on the sun of the ace
        b.circle(pal["dark"], 0.45, 0.47, 0.018)
        b.circle(pal["dark"], 0.55, 0.47, 0.018)
        b.line(pal["dark"], _unit_arc(0.5, 0.52, 0.05, 0.03, 20, 160))
    # a highlight
    pygame.draw.arc(surf, pal["light"], b.rect(0.12, 0.12, 0.76, 0.76), math.radians(100),
                    math.radians(170), max(1, lw * 2))


def _unit_arc(cx, cy, rx, ry, a0, a1, n=10):
    return _arc_pts(cx, cy, rx, ry, a0, a1, n)


def _pip_copas(surf, rect, lw, big=False, aspect=None):
    r = _fit(rect, aspect or 0.72)
    b = _Box(surf, r.x, r.y, r.w, r.h, lw)
    pal = SPANISH_COLOURS["c"]
    # base
    b.poly(pal["main"], [(0.18, 0.98), (0.82, 0.98), (0.64, 0.86), (0.36, 0.86)], pal["dark"])
    # stem and knob
    b.box(pal["main"], 0.43, 0.58, 0.14, 0.3, pal["dark"])
    b.ellipse(GOLD, 0.33, 0.66, 0.34, 0.09, pal["dark"])
    # bowl: half an ellipse under a rim
    bowl = _unit_arc(0.5, 0.14, 0.46, 0.46, 0, 180, 24)
    b.poly(pal["main"], bowl, pal["dark"])
    # highlight on the bowl
    b.poly(pal["light"], _unit_arc(0.36, 0.2, 0.1, 0.3, 60, 170, 8) + [(0.3, 0.2)])
    # rim
    b.box(GOLD, 0.02, 0.08, 0.96, 0.1, pal["dark"], radius=max(1, lw))
    if big:
        # jewels on the bowl of the ace
        for u in (0.3, 0.5, 0.7):
            b.circle(GOLD_LIGHT, u, 0.34, 0.05, pal["dark"])
        b.ellipse(GOLD, 0.3, 0.9, 0.4, 0.05)


def _pip_espadas(surf, rect, lw, big=False, aspect=None):
    r = _fit(rect, aspect or (0.4 if not big else 0.44))
    b = _Box(surf, r.x, r.y, r.w, r.h, lw)
    pal = SPANISH_COLOURS["e"]
    # blade
    blade = [(0.5, 0.0), (0.64, 0.08), (0.62, 0.72), (0.38, 0.72), (0.36, 0.08)]
    b.poly(pal["main"], blade, pal["dark"])
    b.poly(pal["light"], [(0.5, 0.04), (0.55, 0.1), (0.53, 0.7), (0.5, 0.7)])
    # cross-guard
    b.poly(GOLD, [(0.02, 0.72), (0.98, 0.72), (0.9, 0.79), (0.1, 0.79)], GOLD_DARK)
    b.circle(GOLD, 0.04, 0.745, 0.07, GOLD_DARK)
    b.circle(GOLD, 0.96, 0.745, 0.07, GOLD_DARK)
    # grip and pommel
    b.box(pal["dark"], 0.4, 0.79, 0.2, 0.14)
    for v in (0.82, 0.86, 0.9):
        b.line(pal["light"], [(0.41, v), (0.59, v + 0.02)], max(1, lw // 2))
    b.circle(GOLD, 0.5, 0.955, 0.11, GOLD_DARK)
    if big:
        # a knuckle-bow and a ribbon for the ace
        b.line(GOLD_DARK, _unit_arc(0.5, 0.82, 0.45, 0.12, 0, 180, 12), max(1, lw * 2))
        b.poly((196, 32, 42), [(0.36, 0.3), (0.02, 0.22), (0.12, 0.3), (0.0, 0.38), (0.36, 0.36)],
               (105, 12, 20))
        b.poly((196, 32, 42), [(0.64, 0.3), (0.98, 0.22), (0.88, 0.3), (1.0, 0.38), (0.64, 0.36)],
               (105, 12, 20))


def _pip_bastos(surf, rect, lw, big=False, aspect=None):
    r = _fit(rect, aspect or (0.4 if not big else 0.62))
    b = _Box(surf, r.x, r.y, r.w, r.h, lw)
    pal = SPANISH_COLOURS["b"]
    wood = BASTO_WOOD
    main, dark = pal["main"], pal["dark"]
    # stubs of cut branches, behind the trunk
    stubs = ((0.22, 0.3, -1), (0.78, 0.46, 1), (0.28, 0.62, -1), (0.7, 0.76, 1))
    for u, v, side in stubs:
        b.poly(main, [(0.5, v - 0.02), (u + side * 0.04, v - 0.05), (u + side * 0.1, v - 0.03),
                      (u + side * 0.08, v + 0.02), (0.5, v + 0.06)], dark)
        b.ellipse(wood, u + side * 0.09 - 0.07, v - 0.045, 0.14, 0.07, dark)
    # a knobbly cudgel: thick at the top, tapering to the grip
    body = [(0.24, 0.1), (0.5, 0.02), (0.76, 0.1), (0.72, 0.42), (0.62, 0.95), (0.5, 0.99),
            (0.38, 0.95), (0.3, 0.42)]
    b.poly(main, body, dark)
    b.poly(pal["light"], [(0.36, 0.12), (0.44, 0.08), (0.44, 0.5), (0.47, 0.9), (0.43, 0.9), (0.36, 0.42)])
    # wood showing at the cut top
    b.ellipse(wood, 0.28, 0.02, 0.44, 0.09, dark)
    if big:
        # leaves sprouting from the stubs of the ace
        for u, v, side in stubs:
            x0, y0 = u + side * 0.1, v - 0.02
            _leaf(b, pal["light"], dark, (x0, y0), (x0 + side * 0.2, y0 - 0.1), 0.06)
            _leaf(b, pal["light"], dark, (x0, y0), (x0 + side * 0.08, y0 - 0.16), 0.05)


def _leaf(b: "_Box", fill, outline, p0, p1, width):
    """An almond-shaped leaf from p0 to p1 (unit coordinates of ``b``)."""
    (x0, y0), (x1, y1) = p0, p1
    dx, dy = x1 - x0, (y1 - y0) * b.h / b.w
    n = math.hypot(dx, dy) or 1.0
    nx, ny = -dy / n * width, dx / n * width * b.w / b.h
    mx, my = (x0 + x1) / 2, (y0 + y1) / 2
    b.poly(fill, [(x0, y0), (mx + nx, my + ny), (x1, y1), (mx - nx, my - ny)], outline)


SPANISH_PIPS = {"o": _pip_oros, "c": _pip_copas, "e": _pip_espadas, "b": _pip_bastos}

# Pip centres (in the pip area, unit coordinates) and the size of each pip's box.
SPANISH_LAYOUT: dict[int, tuple[list[tuple[float, ...]], tuple[float, float]]] = {
    1: ([(0.5, 0.5)], (0.9, 0.86)),
    2: ([(0.5, 0.23), (0.5, 0.77)], (0.62, 0.42)),
    3: ([(0.5, 0.16), (0.5, 0.5), (0.5, 0.84)], (0.56, 0.3)),
    4: ([(0.25, 0.24), (0.75, 0.24), (0.25, 0.76), (0.75, 0.76)], (0.48, 0.42)),
    5: ([(0.25, 0.2), (0.75, 0.2), (0.5, 0.5), (0.25, 0.8), (0.75, 0.8)], (0.42, 0.34)),
    6: ([(0.25, 0.16), (0.75, 0.16), (0.25, 0.5), (0.75, 0.5), (0.25, 0.84), (0.75, 0.84)],
        (0.46, 0.3)),
    7: ([(0.25, 0.12), (0.75, 0.12), (0.5, 0.37), (0.25, 0.62), (0.75, 0.62), (0.25, 0.87),
         (0.75, 0.87)], (0.4, 0.24)),
}

# Swords and clubs are tall: they stand side by side in up to three columns.
#: (u, v) centres, or (u, v, angle) for the crossed pips of 2 and 3
TALL_LAYOUT: dict[int, tuple[list[tuple[float, ...]], tuple[float, float]]] = {
    1: SPANISH_LAYOUT[1],
    2: ([(0.5, 0.5, 22), (0.5, 0.5, -22)], (0.56, 0.94)),
    3: ([(0.5, 0.5, 26), (0.5, 0.5, -26), (0.5, 0.5, 0)], (0.56, 0.94)),
    4: ([(0.3, 0.25), (0.7, 0.25), (0.3, 0.75), (0.7, 0.75)], (0.4, 0.47)),
    5: ([(0.17, 0.25), (0.83, 0.25), (0.5, 0.5), (0.17, 0.75), (0.83, 0.75)], (0.33, 0.47)),
    6: ([(0.17, 0.25), (0.5, 0.25), (0.83, 0.25), (0.17, 0.75), (0.5, 0.75), (0.83, 0.75)],
        (0.33, 0.47)),
    7: ([(0.17, 0.17), (0.5, 0.17), (0.83, 0.17), (0.5, 0.5), (0.17, 0.83), (0.5, 0.83),
         (0.83, 0.83)], (0.33, 0.32)),
}


# --- French pips -------------------------------------------------------------------

def _pip_heart(surf, rect, colour, lw):
    r = _fit(rect, 1.0)
    b = _Box(surf, r.x, r.y, r.w, r.h, lw)
    b.circle(colour, 0.28, 0.3, 0.26)
    b.circle(colour, 0.72, 0.3, 0.26)
    b.poly(colour, [(0.035, 0.38), (0.5, 0.98), (0.965, 0.38), (0.5, 0.3)])


def _pip_diamond(surf, rect, colour, lw):
    r = _fit(rect, 0.8)
    b = _Box(surf, r.x, r.y, r.w, r.h, lw)
    b.poly(colour, [(0.5, 0.0), (0.95, 0.5), (0.5, 1.0), (0.05, 0.5)])


def _pip_spade(surf, rect, colour, lw):
    r = _fit(rect, 0.92)
    b = _Box(surf, r.x, r.y, r.w, r.h, lw)
    b.circle(colour, 0.28, 0.6, 0.25)
    b.circle(colour, 0.72, 0.6, 0.25)
    b.poly(colour, [(0.04, 0.55), (0.5, 0.0), (0.96, 0.55), (0.5, 0.7)])
    b.poly(colour, [(0.5, 0.6), (0.66, 1.0), (0.34, 1.0)])


def _pip_club(surf, rect, colour, lw):
    r = _fit(rect, 1.0)
    b = _Box(surf, r.x, r.y, r.w, r.h, lw)
    b.circle(colour, 0.5, 0.26, 0.235)
    b.circle(colour, 0.25, 0.6, 0.235)
    b.circle(colour, 0.75, 0.6, 0.235)
    b.poly(colour, [(0.5, 0.4), (0.4, 0.6), (0.5, 0.7), (0.6, 0.6)])
    b.poly(colour, [(0.5, 0.55), (0.67, 1.0), (0.33, 1.0)])


FRENCH_PIPS = {"h": _pip_heart, "d": _pip_diamond, "s": _pip_spade, "c": _pip_club}

FRENCH_LAYOUT: dict[int, list[tuple[float, float]]] = {
    1: [(0.5, 0.5)],
    2: [(0.5, 0.1), (0.5, 0.9)],
    3: [(0.5, 0.1), (0.5, 0.5), (0.5, 0.9)],
    4: [(0.12, 0.1), (0.88, 0.1), (0.12, 0.9), (0.88, 0.9)],
    5: [(0.12, 0.1), (0.88, 0.1), (0.5, 0.5), (0.12, 0.9), (0.88, 0.9)],
    6: [(0.12, 0.1), (0.88, 0.1), (0.12, 0.5), (0.88, 0.5), (0.12, 0.9), (0.88, 0.9)],
    7: [(0.12, 0.1), (0.88, 0.1), (0.5, 0.3), (0.12, 0.5), (0.88, 0.5), (0.12, 0.9), (0.88, 0.9)],
}


# --- the art ----------------------------------------------------------------------


class CardArt:
    """Draws and caches card faces and backs at one size."""

    def __init__(self, width: int = 110, height: int = 170, four_colour: bool = False,
                 index_px: int | None = None):
        self.width = int(width)
        self.height = int(height)
        self.four_colour = bool(four_colour)
        #: the font size (final px) of the rank in the corners: the design's 14.5 % of the card's
        #: height, or ``index_px`` when that is larger (small cards read on a phone)
        self.index_px = max(round(INDEX_EM * self.height), int(index_px or 0))
        self._faces: dict[tuple[str, str], pygame.Surface] = {}
        self._backs: dict[str, pygame.Surface] = {}
        # drawing scale (big pixels)
        self.S = SUPERSAMPLE
        self.W = self.width * self.S
        self.H = self.height * self.S
        self.k = self.W / 110.0  # big pixels per design pixel (design width 110)
        self.lw = max(1, round(1.2 * self.k))

    # public API ------------------------------------------------------------------

    @property
    def size(self) -> tuple[int, int]:
        return (self.width, self.height)

    def face(self, code: str, deck: str | None = None) -> pygame.Surface:
        """The face of ``code`` (cached; do not draw on it: copy it first)."""
        deck = deck or deck_of(code)
        rank, suit = _check(code, deck)
        key = (deck, rank + suit)
        surf = self._faces.get(key)
        if surf is None:
            big = self._blank(CREAM)
            if deck == "spanish":
                self._spanish(big, rank, suit)
            else:
                self._french(big, rank, suit)
            surf = self._finish(big)
            self._faces[key] = surf
        return surf

    def back(self, deck: str = "spanish") -> pygame.Surface:
        """The back of a card of ``deck`` ("spanish" or "french"), cached."""
        if deck not in ("spanish", "french"):
            raise ValueError(f"unknown deck {deck!r}: use 'spanish' or 'french'")
        surf = self._backs.get(deck)
        if surf is None:
            big = self._blank(CREAM)
            if deck == "spanish":
                self._back_spanish(big)
            else:
                self._back_french(big)
            surf = self._finish(big)
            self._backs[deck] = surf
        return surf

    # plumbing --------------------------------------------------------------------

    def _blank(self, fill: Colour) -> pygame.Surface:
        big = pygame.Surface((self.W, self.H), pygame.SRCALPHA)
        big.fill((*EDGE, 0))
        rad = self._radius()
        pygame.draw.rect(big, EDGE, big.get_rect(), border_radius=rad)
        inner = big.get_rect().inflate(-2 * self._edge(), -2 * self._edge())
        pygame.draw.rect(big, fill, inner, border_radius=max(0, rad - self._edge()))
        return big

    def _radius(self) -> int:
        return round(0.075 * self.W)

    def _edge(self) -> int:
        # about one final pixel of darker edge
        return max(1, round(self.S * max(1.0, self.width / 110)))

    def _finish(self, big: pygame.Surface) -> pygame.Surface:
        """Scale the big drawing once to the final size and cut the rounded corners."""
        size = (self.width, self.height)
        # smoothscale darkens alpha by a step or two: make the picture opaque first ...
        small = pygame.transform.smoothscale(big, size)
        small.fill((0, 0, 0, 255), special_flags=pygame.BLEND_RGBA_MAX)
        # ... then take the alpha from a smooth-scaled mask of the rounded card shape,
        # doubled so that the inside is fully opaque and the corners stay antialiased.
        maskc = pygame.Surface((self.W, self.H), pygame.SRCALPHA)
        maskc.fill((255, 255, 255, 0))
        pygame.draw.rect(maskc, (255, 255, 255, 255), maskc.get_rect(), border_radius=self._radius())
        mask_small = pygame.transform.smoothscale(maskc, size)
        mask_small.blit(mask_small.copy(), (0, 0), special_flags=pygame.BLEND_RGBA_ADD)
        small.blit(mask_small, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        return small

    def _text(self, text: str, kind: str, px: float, colour: Colour) -> pygame.Surface:
        font = raw_font(kind, max(6, round(px)))
        return font.render(text, True, colour)

    def _index_k(self) -> float:
        """How much larger than the design the corner index is drawn (1 at the design's size)."""
        return self.index_px / (INDEX_EM * self.height) if self.height else 1.0

    def _fit_text(self, text: str, kind: str, height_px: float, colour: Colour,
                  max_w: float | None = None) -> pygame.Surface:
        """Text whose cap height is about ``height_px`` (and no wider than ``max_w``)."""
        surf = self._text(text, kind, height_px * 1.38, colour)
        bbox = surf.get_bounding_rect()
        if bbox.h:
            surf = surf.subsurface(bbox).copy()
        if max_w is not None and surf.get_width() > max_w:
            surf = pygame.transform.smoothscale(surf, (round(max_w), surf.get_height()))
        return surf

    # Spanish -------------------------------------------------------------------------

    def _spanish(self, big: pygame.Surface, rank: str, suit: str) -> None:
        W, H = self.W, self.H
        pal = SPANISH_COLOURS[suit]
        self._spanish_frame(big, suit)
        n = int(rank)
        # The pip area leaves the corners to the indices.
        area = pygame.Rect(round(0.2 * W), round(0.09 * H), round(0.6 * W), round(0.82 * H))
        if n <= 7:
            centres, (bw, bh) = (TALL_LAYOUT if suit in "eb" else SPANISH_LAYOUT)[n]
            pip = SPANISH_PIPS[suit]
            special = n == 1
            if special:
                area = pygame.Rect(round(0.14 * W), round(0.08 * H), round(0.72 * W), round(0.84 * H))
            for (u, v, *angle) in centres:
                r = pygame.Rect(0, 0, round(bw * area.w), round(bh * area.h))
                r.center = (round(area.x + u * area.w), round(area.y + v * area.h))
                if angle:
                    # crossed swords and clubs (2 and 3), as in the traditional pack
                    tmp = pygame.Surface((r.h, r.h), pygame.SRCALPHA)
                    pip(tmp, pygame.Rect(0, 0, r.h, r.h), self.lw, aspect=0.3)
                    rot = pygame.transform.rotate(tmp, angle[0]) if angle[0] else tmp
                    big.blit(rot, rot.get_rect(center=r.center))
                else:
                    pip(big, r, self.lw, big=special)
        else:
            fig = pygame.Rect(round(0.17 * W), round(0.08 * H), round(0.66 * W), round(0.86 * H))
            {10: self._sota, 11: self._caballo, 12: self._rey}[n](big, fig, suit)
        self._spanish_index(big, rank, suit, pal["ink"])

    def _spanish_frame(self, big: pygame.Surface, suit: str) -> None:
        W, H = self.W, self.H
        pal = SPANISH_COLOURS[suit]
        inset = round(0.065 * W)
        frame = pygame.Rect(inset, inset, W - 2 * inset, H - 2 * inset)
        lw = max(1, round(self.lw * 1.1))
        pygame.draw.rect(big, pal["main"], frame, lw, border_radius=round(0.03 * W))
        breaks = FRAME_BREAKS[suit]
        gap = round(0.085 * W)
        for i in range(breaks):
            x = frame.x + frame.w * (i + 1) / (breaks + 1)
            for y in (frame.top, frame.bottom - lw):
                pygame.draw.rect(big, CREAM, (round(x - gap / 2), y - 1, gap, lw + 2))

    def _spanish_index(self, big, rank, suit, ink):
        W, H = self.W, self.H
        k = self._index_k()
        idx = pygame.Surface((round(0.2 * W * k), round(0.26 * H * k)), pygame.SRCALPHA)
        num = self._fit_text(rank, "bold", self.index_px * self.S / CAP, ink, max_w=0.17 * W * k)
        x = idx.get_width() // 2
        idx.blit(num, num.get_rect(midtop=(x, 0)))
        r = pygame.Rect(0, 0, round(0.15 * W * k), round(0.11 * H * k))
        r.midtop = (x, num.get_height() + round(0.012 * H))
        SPANISH_PIPS[suit](idx, r, max(1, self.lw // 2), aspect=0.55 if suit in "eb" else None)
        pos = (round(0.035 * W), round(0.085 * H))
        # a cream pad so the frame line never runs through the index
        pad = idx.get_bounding_rect().inflate(round(0.02 * W), round(0.01 * H))
        pygame.draw.rect(big, CREAM, pad.move(pos))
        big.blit(idx, pos)
        rot = pygame.transform.rotate(idx, 180)
        rpos = (W - pos[0] - idx.get_width(), H - pos[1] - idx.get_height())
        rpad = rot.get_bounding_rect().inflate(round(0.02 * W), round(0.01 * H))
        pygame.draw.rect(big, CREAM, rpad.move(rpos))
        big.blit(rot, rpos)

    # Spanish figures: simple silhouettes in the suit colour, each holding its suit.

    def _sota(self, big, rect, suit):
        pal = SPANISH_COLOURS[suit]
        b = _Box(big, rect.x, rect.y, rect.w, rect.h, self.lw)
        main, dark, light = pal["main"], pal["dark"], pal["light"]
        ol = dark
        # legs and shoes
        b.box(dark, 0.39, 0.66, 0.09, 0.27, ol)
        b.box(dark, 0.53, 0.66, 0.09, 0.27, ol)
        b.ellipse(INK, 0.34, 0.91, 0.15, 0.05)
        b.ellipse(INK, 0.52, 0.91, 0.15, 0.05)
        # tunic with a belt
        b.poly(main, [(0.36, 0.3), (0.64, 0.3), (0.74, 0.7), (0.26, 0.7)], ol)
        b.poly(light, [(0.47, 0.3), (0.53, 0.3), (0.55, 0.7), (0.45, 0.7)])
        b.box(GOLD, 0.31, 0.5, 0.38, 0.035, GOLD_DARK)
        # left arm down, right arm up holding the suit
        b.poly(main, [(0.36, 0.31), (0.28, 0.33), (0.2, 0.56), (0.26, 0.58), (0.34, 0.42)], ol)
        b.circle(SKIN, 0.23, 0.58, 0.05, SKIN_DARK)
        b.poly(main, [(0.62, 0.31), (0.7, 0.33), (0.8, 0.3), (0.78, 0.24), (0.68, 0.26)], ol)
        b.circle(SKIN, 0.8, 0.26, 0.05, SKIN_DARK)
        # ruff, head, cap with a feather
        b.ellipse(WHITE, 0.4, 0.27, 0.2, 0.05, ol)
        b.circle(SKIN, 0.5, 0.21, 0.11, SKIN_DARK)
        b.poly((90, 52, 26), [(0.39, 0.2), (0.4, 0.26), (0.44, 0.22)])
        b.poly((90, 52, 26), [(0.61, 0.2), (0.6, 0.26), (0.56, 0.22)])
        b.ellipse(main, 0.34, 0.1, 0.36, 0.07, ol)
        b.line(GOLD, [(0.64, 0.12), (0.75, 0.04), (0.8, 0.02)], max(1, self.lw * 2))
        # the suit held up
        pr = b.rect(0.66, 0.02, 0.3, 0.22)
        SPANISH_PIPS[suit](big, pr, self.lw)

    def _caballo(self, big, rect, suit):
        pal = SPANISH_COLOURS[suit]
        b = _Box(big, rect.x, rect.y, rect.w, rect.h, self.lw)
        main, dark, light = pal["main"], pal["dark"], pal["light"]
        horse = _shade(main, 0.72)
        ol = dark
        # tail
        b.poly(dark, [(0.16, 0.55), (0.1, 0.6), (0.04, 0.82), (0.12, 0.78), (0.2, 0.62)])
        # legs (back pair and front pair, one raised)
        b.poly(horse, [(0.2, 0.64), (0.28, 0.64), (0.27, 0.9), (0.21, 0.9)], ol)
        b.poly(horse, [(0.3, 0.64), (0.38, 0.64), (0.37, 0.9), (0.31, 0.9)], ol)
        b.poly(horse, [(0.62, 0.64), (0.7, 0.64), (0.69, 0.9), (0.63, 0.9)], ol)
        b.poly(horse, [(0.7, 0.62), (0.78, 0.6), (0.9, 0.7), (0.86, 0.74), (0.76, 0.68)], ol)
        for u in (0.205, 0.305, 0.625):
            b.box(INK, u, 0.89, 0.07, 0.03)
        # body, neck, head
        b.ellipse(horse, 0.14, 0.46, 0.66, 0.22, ol)
        b.poly(horse, [(0.62, 0.52), (0.72, 0.3), (0.82, 0.26), (0.84, 0.36), (0.78, 0.56)], ol)
        b.poly(horse, [(0.72, 0.26), (0.84, 0.22), (0.98, 0.36), (0.96, 0.42), (0.86, 0.4), (0.76, 0.36)],
               ol)
        b.poly(horse, [(0.76, 0.27), (0.78, 0.18), (0.82, 0.25)], ol)  # ear
        b.poly(dark, [(0.68, 0.3), (0.75, 0.24), (0.68, 0.5), (0.62, 0.52)])  # mane
        b.circle(INK, 0.86, 0.31, 0.018)
        # saddle cloth
        b.poly(light, [(0.36, 0.47), (0.6, 0.47), (0.58, 0.62), (0.38, 0.62)], ol)
        b.line(GOLD, [(0.37, 0.6), (0.59, 0.6)], max(1, self.lw))
        # rider, sitting back so that the horse's head shows
        b = _Box(big, rect.x - 0.07 * rect.w, rect.y, rect.w, rect.h, self.lw)
        b.poly(main, [(0.44, 0.48), (0.52, 0.48), (0.52, 0.68), (0.46, 0.7)], ol)  # leg
        b.ellipse(INK, 0.43, 0.68, 0.1, 0.04)
        b.poly(main, [(0.38, 0.26), (0.56, 0.26), (0.58, 0.5), (0.38, 0.5)], ol)  # torso
        b.box(GOLD, 0.38, 0.43, 0.2, 0.03)
        b.poly(main, [(0.54, 0.27), (0.62, 0.2), (0.68, 0.13), (0.72, 0.16), (0.66, 0.25), (0.56, 0.33)],
               ol)  # arm up
        b.circle(SKIN, 0.7, 0.14, 0.045, SKIN_DARK)
        b.circle(SKIN, 0.47, 0.19, 0.09, SKIN_DARK)
        b.poly(main, [(0.36, 0.16), (0.58, 0.16), (0.52, 0.06), (0.42, 0.07)], ol)  # hat
        b.line(GOLD, [(0.36, 0.16), (0.58, 0.16)], max(1, self.lw))
        pr = b.rect(0.6, 0.0, 0.3, 0.15)
        SPANISH_PIPS[suit](big, pr, self.lw)

    def _rey(self, big, rect, suit):
        pal = SPANISH_COLOURS[suit]
        b = _Box(big, rect.x, rect.y, rect.w, rect.h, self.lw)
        main, dark = pal["main"], pal["dark"]
        ol = dark
        # cape and robe to the ground
        b.poly(dark, [(0.3, 0.3), (0.7, 0.3), (0.9, 0.95), (0.1, 0.95)])
        b.poly(main, [(0.36, 0.3), (0.64, 0.3), (0.8, 0.95), (0.2, 0.95)], ol)
        b.poly(GOLD, [(0.47, 0.33), (0.53, 0.33), (0.56, 0.95), (0.44, 0.95)])
        # ermine hem and collar
        b.box(WHITE, 0.14, 0.89, 0.72, 0.06, ol)
        for u in (0.22, 0.34, 0.46, 0.58, 0.7):
            b.box(INK, u, 0.905, 0.025, 0.03)
        b.ellipse(WHITE, 0.3, 0.27, 0.4, 0.08, ol)
        # arm holding the suit
        b.poly(main, [(0.62, 0.34), (0.72, 0.4), (0.76, 0.5), (0.7, 0.52), (0.64, 0.44)], ol)
        b.circle(SKIN, 0.74, 0.51, 0.05, SKIN_DARK)
        # head, beard, crown
        b.circle(SKIN, 0.5, 0.2, 0.11, SKIN_DARK)
        b.poly((236, 236, 230), [(0.39, 0.2), (0.61, 0.2), (0.58, 0.28), (0.5, 0.34), (0.42, 0.28)],
               (150, 150, 150))
        b.poly(GOLD, [(0.36, 0.14), (0.36, 0.01), (0.43, 0.08), (0.5, -0.02), (0.57, 0.08), (0.64, 0.01),
                      (0.64, 0.14)], GOLD_DARK)
        for u, v in ((0.36, 0.01), (0.5, -0.02), (0.64, 0.01)):
            b.circle(GOLD_LIGHT, u, v, 0.025, GOLD_DARK)
        b.circle((200, 30, 40), 0.5, 0.1, 0.025)
        pr = b.rect(0.66, 0.38, 0.32, 0.24)
        SPANISH_PIPS[suit](big, pr, self.lw)

    # French ---------------------------------------------------------------------------

    def french_colour(self, suit: str) -> Colour:
        if self.four_colour:
            return {"c": FRENCH_GREEN, "d": FRENCH_BLUE, "h": FRENCH_RED, "s": FRENCH_BLACK}[suit]
        return FRENCH_RED if suit in "hd" else FRENCH_BLACK

    def _french(self, big: pygame.Surface, rank: str, suit: str) -> None:
        W, H = self.W, self.H
        col = self.french_colour(suit)
        pip = FRENCH_PIPS[suit]
        area = pygame.Rect(round(0.25 * W), round(0.1 * H), round(0.5 * W), round(0.8 * H))
        if rank in ("J", "Q", "K"):
            self._french_court(big, rank, suit, col)
        elif rank == "A":
            r = pygame.Rect(0, 0, round(0.5 * W), round(0.5 * W))
            r.center = (W // 2, H // 2)
            pip(big, r, col, self.lw)
            if suit == "s":
                # the traditional ornate ace of spades
                pygame.draw.circle(big, col, r.center, round(0.36 * W), max(1, self.lw))
                pygame.draw.circle(big, col, r.center, round(0.39 * W), max(1, self.lw // 2 or 1))
        else:
            n = int(rank)
            size = round(0.2 * W)
            for (u, v) in FRENCH_LAYOUT[n]:
                r = pygame.Rect(0, 0, size, size)
                r.center = (round(area.x + u * area.w), round(area.y + v * area.h))
                if v > 0.55:
                    tmp = pygame.Surface(r.size, pygame.SRCALPHA)
                    pip(tmp, tmp.get_rect(), col, self.lw)
                    big.blit(pygame.transform.rotate(tmp, 180), r)
                else:
                    pip(big, r, col, self.lw)
        self._french_index(big, rank, suit, col)

    def _french_index(self, big, rank, suit, col):
        W, H = self.W, self.H
        k = self._index_k()
        idx = pygame.Surface((round(0.17 * W * k), round(0.24 * H * k)), pygame.SRCALPHA)
        num = self._fit_text(rank, "bold", self.index_px * self.S / CAP, col, max_w=0.16 * W * k)
        x = idx.get_width() // 2
        idx.blit(num, num.get_rect(midtop=(x, 0)))
        r = pygame.Rect(0, 0, round(0.12 * W * k), round(0.12 * W * k))
        r.midtop = (x, num.get_height() + round(0.015 * H))
        FRENCH_PIPS[suit](idx, r, col, self.lw)
        pos = (round(0.03 * W), round(0.04 * H))
        big.blit(idx, pos)
        rot = pygame.transform.rotate(idx, 180)
        big.blit(rot, (W - pos[0] - idx.get_width(), H - pos[1] - idx.get_height()))

    def _french_court(self, big, rank, suit, col):
        W, H = self.W, self.H
        frame = pygame.Rect(round(0.19 * W), round(0.085 * H), round(0.62 * W), round(0.83 * H))
        second = FRENCH_BLUE if col in (FRENCH_RED,) else FRENCH_RED
        if self.four_colour and suit == "d":
            second = FRENCH_RED
        half = pygame.Surface((frame.w, frame.h // 2), pygame.SRCALPHA)
        pygame.draw.rect(half, (*_shade(col, 1.88), 255), half.get_rect())
        {"J": self._jack, "Q": self._queen, "K": self._king}[rank](half, suit, col, second)
        # the suit in the picture's upper-left corner, as on classic court cards
        hb = _Box(half, 0, 0, half.get_width(), half.get_height(), self.lw)
        FRENCH_PIPS[suit](half, hb.rect(0.04, 0.04, 0.2, 0.2), col, self.lw)
        big.blit(half, frame.topleft)
        big.blit(pygame.transform.rotate(half, 180), (frame.x, frame.y + frame.h - half.get_height()))
        pygame.draw.line(big, col, (frame.x, frame.centery), (frame.right - 1, frame.centery), self.lw)
        pygame.draw.rect(big, col, frame, self.lw)

    def _bust(self, half, col, second):
        """Shoulders, neck and head common to the three courts; returns the box."""
        b = _Box(half, 0, 0, half.get_width(), half.get_height(), self.lw)
        ol = INK
        b.poly(col, [(0.08, 1.0), (0.92, 1.0), (0.86, 0.72), (0.64, 0.62), (0.36, 0.62), (0.14, 0.72)], ol)
        b.poly(second, [(0.36, 0.62), (0.64, 0.62), (0.58, 1.0), (0.42, 1.0)], ol)
        b.poly(GOLD, [(0.46, 0.62), (0.54, 0.62), (0.52, 1.0), (0.48, 1.0)])
        b.box(SKIN, 0.45, 0.5, 0.1, 0.14, SKIN_DARK)
        b.ellipse(SKIN, 0.36, 0.24, 0.28, 0.34, SKIN_DARK)
        b.circle(INK, 0.45, 0.4, 0.013)
        b.circle(INK, 0.55, 0.4, 0.013)
        b.line(SKIN_DARK, [(0.5, 0.41), (0.48, 0.47), (0.51, 0.48)])
        b.line((170, 40, 40), [(0.47, 0.52), (0.53, 0.52)])
        return b

    def _jack(self, half, suit, col, second):
        b = self._bust(half, col, second)
        # hair to the collar and a flat cap with a feather
        b.poly((110, 64, 28), [(0.36, 0.3), (0.33, 0.56), (0.39, 0.56), (0.4, 0.34)])
        b.poly((110, 64, 28), [(0.64, 0.3), (0.67, 0.56), (0.61, 0.56), (0.6, 0.34)])
        b.poly(second, [(0.3, 0.28), (0.7, 0.28), (0.64, 0.12), (0.36, 0.12)], INK)
        b.box(col, 0.28, 0.25, 0.44, 0.06, INK)
        b.line(GOLD, [(0.62, 0.14), (0.78, 0.03), (0.86, 0.02)], max(1, self.lw * 2))

    def _queen(self, half, suit, col, second):
        b = self._bust(half, col, second)
        # long hair falling to the shoulders, a small tiara, a flower
        b.poly((200, 150, 40), [(0.36, 0.28), (0.26, 0.72), (0.36, 0.7), (0.4, 0.36)], INK)
        b.poly((200, 150, 40), [(0.64, 0.28), (0.74, 0.72), (0.64, 0.7), (0.6, 0.36)], INK)
        b.ellipse((200, 150, 40), 0.36, 0.2, 0.28, 0.12, INK)
        b.poly(GOLD, [(0.38, 0.22), (0.41, 0.1), (0.45, 0.18), (0.5, 0.06), (0.55, 0.18), (0.59, 0.1),
                      (0.62, 0.22)], GOLD_DARK)
        b.line((40, 120, 40), [(0.2, 0.98), (0.22, 0.7)], max(1, self.lw * 2))
        b.circle((220, 40, 70), 0.22, 0.66, 0.06, INK)
        b.circle(GOLD_LIGHT, 0.22, 0.66, 0.02)

    def _king(self, half, suit, col, second):
        b = self._bust(half, col, second)
        # ermine collar, beard, a big crown, a sword behind
        b.line((150, 160, 180), [(0.8, 1.0), (0.82, 0.1)], max(1, self.lw * 3))
        b.box(GOLD, 0.74, 0.52, 0.16, 0.04, GOLD_DARK)
        b.ellipse(WHITE, 0.2, 0.66, 0.6, 0.1, INK)
        b.poly((120, 80, 50), [(0.36, 0.42), (0.64, 0.42), (0.6, 0.62), (0.5, 0.7), (0.4, 0.62)], INK)
        b.poly(GOLD, [(0.32, 0.26), (0.32, 0.04), (0.41, 0.14), (0.5, 0.0), (0.59, 0.14), (0.68, 0.04),
                      (0.68, 0.26)], GOLD_DARK)
        b.box(second, 0.32, 0.2, 0.36, 0.06, GOLD_DARK)

    # Backs -------------------------------------------------------------------------------

    def _round_panel(self, big, under, panel, radius):
        """Put back what a pattern drew outside the rounded corners of ``panel``."""
        for corner in ("topleft", "topright", "bottomleft", "bottomright"):
            r = pygame.Rect(0, 0, radius, radius)
            setattr(r, corner, getattr(panel, corner))
            big.blit(under, r, r)
        # and redraw the rounded panel's corners over them, using the pattern itself
        pattern = big.subsurface(panel).copy()
        maskc = pygame.Surface(panel.size, pygame.SRCALPHA)
        maskc.fill((255, 255, 255, 0))
        pygame.draw.rect(maskc, (255, 255, 255, 255), maskc.get_rect(), border_radius=radius)
        pattern.blit(maskc, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        big.blit(under, panel, panel)
        big.blit(pattern, panel)

    def _back_spanish(self, big: pygame.Surface) -> None:
        """Wood-red panel with a cream lattice and a sun medallion."""
        W, H = self.W, self.H
        m = round(0.07 * W)
        panel = pygame.Rect(m, m, W - 2 * m, H - 2 * m)
        pygame.draw.rect(big, WOOD, panel, border_radius=round(0.04 * W))
        clip = big.get_clip()
        big.set_clip(panel)
        under = big.copy()
        step = 0.14 * W
        lw = max(1, self.lw)
        n = int(H / step) + int(W / step) + 4
        for i in range(-n, n):
            x = i * step
            pygame.draw.line(big, WOOD_LIGHT, (x, 0), (x + H, H), lw)
            pygame.draw.line(big, WOOD_LIGHT, (x, 0), (x - H, H), lw)
        # dots in the lattice
        for i in range(-2, int(W / step) + 3):
            for j in range(-2, int(H / step) + 3):
                x = i * step + (step / 2 if j % 2 else 0)
                y = j * step / 2 + step / 2
                pygame.draw.circle(big, GOLD, (x, y - step / 4 + step / 4), max(1, round(0.012 * W)))
        big.set_clip(clip)
        self._round_panel(big, under, panel, round(0.04 * W))
        pygame.draw.rect(big, GOLD, panel, max(1, self.lw), border_radius=round(0.04 * W))
        inner = panel.inflate(-round(0.04 * W), -round(0.04 * W))
        pygame.draw.rect(big, CREAM, inner, max(1, self.lw), border_radius=round(0.03 * W))
        # medallion
        c = (W // 2, H // 2)
        pygame.draw.ellipse(big, CREAM, pygame.Rect(0, 0, round(0.5 * W), round(0.62 * W)).move(
            c[0] - round(0.25 * W), c[1] - round(0.31 * W)))
        pygame.draw.ellipse(big, GOLD_DARK, pygame.Rect(0, 0, round(0.5 * W), round(0.62 * W)).move(
            c[0] - round(0.25 * W), c[1] - round(0.31 * W)), max(1, self.lw))
        r = pygame.Rect(0, 0, round(0.38 * W), round(0.38 * W))
        r.center = c
        _pip_oros(big, r, self.lw, big=True)

    def _back_french(self, big: pygame.Surface) -> None:
        """Argyle in two felt greens with fine cream lines, and a cream medallion of the suits."""
        W, H = self.W, self.H
        m = round(0.07 * W)
        panel = pygame.Rect(m, m, W - 2 * m, H - 2 * m)
        pygame.draw.rect(big, FELT_DARK, panel, border_radius=round(0.04 * W))
        clip = big.get_clip()
        big.set_clip(panel)
        under = big.copy()
        dx, dy = 0.21 * W, 0.3 * W
        for i in range(-1, int(W / dx) + 2):
            for j in range(-1, int(H / dy) + 2):
                if (i + j) % 2:
                    continue
                cx, cy = W / 2 + (i - int(W / dx / 2)) * dx, H / 2 + (j - int(H / dy / 2)) * dy
                pygame.draw.polygon(big, FELT, [(cx, cy - dy / 2), (cx + dx / 2, cy), (cx, cy + dy / 2),
                                                (cx - dx / 2, cy)])
        # the argyle's fine lines, through the middles of the diamonds
        thin = max(1, self.lw // 2)
        for i in range(-12, 13):
            x0 = W / 2 + i * dx + dx / 2
            pygame.draw.line(big, CREAM_DARK, (x0 - 3 * W, H / 2 - 3 * W * dy / dx),
                             (x0 + 3 * W, H / 2 + 3 * W * dy / dx), thin)
            pygame.draw.line(big, CREAM_DARK, (x0 - 3 * W, H / 2 + 3 * W * dy / dx),
                             (x0 + 3 * W, H / 2 - 3 * W * dy / dx), thin)
        big.set_clip(clip)
        self._round_panel(big, under, panel, round(0.04 * W))
        pygame.draw.rect(big, CREAM, panel, max(1, self.lw), border_radius=round(0.04 * W))
        inner = panel.inflate(-round(0.04 * W), -round(0.04 * W))
        pygame.draw.rect(big, GOLD, inner, max(1, self.lw), border_radius=round(0.03 * W))
        c = (W // 2, H // 2)
        d = 0.26 * W
        pygame.draw.polygon(big, CREAM, [(c[0], c[1] - d * 1.3), (c[0] + d, c[1]), (c[0], c[1] + d * 1.3),
                                         (c[0] - d, c[1])])
        pygame.draw.polygon(big, GOLD_DARK, [(c[0], c[1] - d * 1.3), (c[0] + d, c[1]),
                                             (c[0], c[1] + d * 1.3), (c[0] - d, c[1])], max(1, self.lw))
        s = round(0.17 * W)
        for dx, dy, suit in ((0, -0.55, "s"), (0.5, 0, "h"), (0, 0.55, "c"), (-0.5, 0, "d")):
            r = pygame.Rect(0, 0, s, s)
            r.center = (round(c[0] + dx * d), round(c[1] + dy * d * 1.3))
            col = FRENCH_RED if suit in "hd" else FRENCH_BLACK
            FRENCH_PIPS[suit](big, r, col, self.lw)


_arts: dict[tuple[int, int, bool, int], CardArt] = {}


def art_for(width: int = 110, height: int = 170, four_colour: bool = False,
            index_px: int | None = None) -> CardArt:
    """A shared ``CardArt`` for that size, colour option and corner index (so every scene reuses
    one cache)."""
    key = (int(width), int(height), bool(four_colour), int(index_px or 0))
    art = _arts.get(key)
    if art is None:
        art = _arts[key] = CardArt(*key)
    return art

