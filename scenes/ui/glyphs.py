"""Characters the game's font files lack, drawn anyway.

Cabin and Lobster cover Latin-1 only, and a missing character is drawn as the font's own
"not defined" glyph, a dot that reads as "·". A player's name may be in any alphabet
("Çağla", "Жора", "Ελένη"), and a few marks (✓, →) are written in the catalogues. So the game's
fonts are :class:`Font`: a ``pygame.font.Font`` whose ``render`` and ``size`` take each
character from the first of

1. the font file itself,
2. pygame's own font (it ships inside pygame, in the browser too): Latin Extended, Greek,
   Cyrillic, at the same height,
3. a mark drawn by code (:data:`MARKS`).

A character none of them has is drawn as an empty box (:data:`NO_GLYPH`). Scripts that need shaping or right
to left (Arabic, Hebrew, Indic) and Chinese, Japanese and Korean are not drawn: a font that
covers them costs megabytes in the page. Text the font file covers goes straight to pygame,
unchanged.
"""
from __future__ import annotations

from typing import Callable

import pygame

NOT_DEFINED = "\ue000"  # a private-use character: no font of ours has a glyph there
_PROBE_SIZE = 32
_DEFAULT_CAP = 0.4  # less than a capital of pygame's own font over its size (0.45): search down from there

_has: dict[str, dict[str, bool]] = {}  # font file ("" = pygame's own) -> character -> has it
_probes: dict[str, tuple[pygame.font.Font, bytes, tuple[int, int]]] = {}
_default: dict[int, pygame.font.Font] = {}


def _draw_check(surface: pygame.Surface, colour, box: pygame.Rect) -> None:
    w = max(2, box.h // 6)
    points = [(box.x + box.w * 0.12, box.y + box.h * 0.55), (box.x + box.w * 0.42, box.y + box.h * 0.85),
              (box.x + box.w * 0.92, box.y + box.h * 0.2)]
    pygame.draw.lines(surface, colour, False, points, w)


def _draw_arrow(surface: pygame.Surface, colour, box: pygame.Rect) -> None:
    w = max(2, box.h // 10)
    y = box.y + box.h * 0.55
    head = box.w * 0.35
    pygame.draw.line(surface, colour, (box.x + box.w * 0.08, y), (box.right - box.w * 0.12, y), w)
    pygame.draw.lines(surface, colour, False, [(box.right - box.w * 0.12 - head, y - head),
                                               (box.right - box.w * 0.12, y),
                                               (box.right - box.w * 0.12 - head, y + head)], w)


#: Marks drawn by code: their width as a share of the font's ascent, and how to draw them.
MARKS: dict[str, tuple[float, Callable[[pygame.Surface, object, pygame.Rect], None]]] = {
    "✓": (0.8, _draw_check),
    "→": (1.0, _draw_arrow),
}


def _draw_box(surface: pygame.Surface, colour, box: pygame.Rect) -> None:
    w = max(1, box.h // 14)
    pygame.draw.rect(surface, colour, pygame.Rect(box.x + box.w * 0.15, box.y + box.h * 0.2,
                                                  box.w * 0.7, box.h * 0.8), w)


#: What a character no font of ours draws looks like: an empty box, the usual sign for "this
#: is a character the screen cannot show" (the font files' own glyph is a dot that reads as "·").
NO_GLYPH = (0.7, _draw_box)


def reset() -> None:
    """Forget every font object (pygame.font was quit)."""
    _probes.clear()
    _default.clear()


def has_glyph(path: str, char: str) -> bool:
    """Whether the font file at ``path`` ("" for pygame's own font) draws ``char`` itself."""
    known = _has.setdefault(path, {})
    found = known.get(char)
    if found is None:
        if char.isascii() and path:
            found = True
        else:
            probe = _probes.get(path)
            if probe is None:
                font = pygame.font.Font(path or None, _PROBE_SIZE)
                blank = font.render(NOT_DEFINED, True, (0, 0, 0))
                probe = _probes[path] = (font, pygame.image.tobytes(blank, "RGBA"), blank.get_size())
            font, blank_bytes, blank_size = probe
            try:
                drawn = font.render(char, True, (0, 0, 0))
            except (UnicodeError, pygame.error, ValueError):  # a lone surrogate, a NUL
                found = False
            else:
                found = drawn.get_size() != blank_size or pygame.image.tobytes(drawn, "RGBA") != blank_bytes
        known[char] = found
    return found


def undrawn(text: str, path: str) -> str:
    """The characters of ``text`` that neither the font at ``path``, pygame's font nor a mark draws."""
    return "".join(c for c in dict.fromkeys(text)
                   if not c.isspace() and not has_glyph(path, c) and not has_glyph("", c) and c not in MARKS)


def default_font(cap: int) -> pygame.font.Font:
    """pygame's own font at the size whose capital letters are ``cap`` pixels tall."""
    font = _default.get(cap)
    if font is None:
        size = max(1, round(cap / _DEFAULT_CAP))
        while size > 1 and pygame.font.Font(None, size).metrics("H")[0][3] > cap:
            size -= 1
        font = _default[cap] = pygame.font.Font(None, size)
    return font


class Font(pygame.font.Font):
    """A font file, with what it lacks taken from pygame's font or drawn by code."""

    def __init__(self, path: str, size: int) -> None:
        super().__init__(path, size)
        self.path = path

    def _runs(self, text: str) -> list[tuple[object, str]] | None:
        """``text`` cut into runs by who draws them, or None when the file draws it all."""
        if text.isascii() or all(has_glyph(self.path, c) for c in text):
            return None
        runs: list[tuple[object, str]] = []
        for c in text:
            if has_glyph(self.path, c) or c.isspace():
                who: object = self
            elif has_glyph("", c):
                who = default_font(self.metrics("H")[0][3])
            else:
                who = c  # a mark, or the empty box
            if runs and runs[-1][0] is who and not isinstance(who, str):
                runs[-1] = (who, runs[-1][1] + c)
            else:
                runs.append((who, c))
        return runs

    def _piece_size(self, who: object, part: str) -> tuple[int, int]:
        if isinstance(who, str):
            return max(1, round(MARKS.get(who, NO_GLYPH)[0] * self.get_ascent())), self.get_height()
        if who is self:
            return pygame.font.Font.size(self, part)
        return who.size(part)  # type: ignore[attr-defined]

    def size(self, text: str) -> tuple[int, int]:  # type: ignore[override]
        """Width and height of ``text`` as :meth:`render` draws it."""
        runs = self._runs(text)
        if runs is None:
            return pygame.font.Font.size(self, text)
        return self._layout(runs)[0]

    def _layout(self, runs) -> tuple[tuple[int, int], list[tuple[int, int]]]:
        ascent = max([self.get_ascent()] + [w.get_ascent() for w, _ in runs if isinstance(w, pygame.font.Font)])
        x, bottom, places = 0, 0, []
        for who, part in runs:
            w, h = self._piece_size(who, part)
            top = ascent - (who.get_ascent() if isinstance(who, pygame.font.Font) else self.get_ascent())
            places.append((x, top))
            x += w
            bottom = max(bottom, top + h)
        return (x, bottom), places

    def render(self, text, antialias, color, bgcolor=None, wraplength=0):  # type: ignore[override]
        """Draw ``text`` as pygame does, each character by the first that has it."""
        runs = self._runs(str(text)) if not wraplength else None
        if runs is None:
            return pygame.font.Font.render(self, text, antialias, color, bgcolor, wraplength)
        (w, h), places = self._layout(runs)
        surface = pygame.Surface((max(1, w), max(1, h)), pygame.SRCALPHA)
        if bgcolor is not None:
            surface.fill(bgcolor)
        for (who, part), (x, y) in zip(runs, places):
            if isinstance(who, str):
                pw, ph = self._piece_size(who, part)
                MARKS.get(who, NO_GLYPH)[1](surface, color, pygame.Rect(x, y, pw, self.get_ascent()))
            elif who is self:
                surface.blit(pygame.font.Font.render(self, part, antialias, color), (x, y))
            else:
                surface.blit(who.render(part, antialias, color), (x, y))  # type: ignore[attr-defined]
        return surface
