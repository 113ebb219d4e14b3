"""The table's paint box: its card art at each size, its colours, and the drawing caches (texts,
turned cards, glows, veils). Owned by the drawing code; the table keeps one and hands it over."""
from __future__ import annotations

import time
from typing import Sequence

import pygame

from scenes.table.layout import Layout
from scenes.ui.canvas import MIN_KEY_TEXT, MIN_TEXT
from scenes.ui.card_art import CardArt, art_for
from scenes.ui.fonts import get_font
from scenes.ui.widgets import CREAM

GOLD = (255, 214, 90)
WON = (70, 176, 96)
LOST = (196, 62, 52)
PARDA = (214, 204, 170)
PANEL = (6, 40, 26, 200)
SOFT = (214, 226, 210)

Colour = tuple[int, ...]
TEXT_CACHE = 400  # rendered texts kept before the cache starts afresh


class Painter:
    """Draws the table's cards and texts, each rendered once.

    :param deck: ``"spanish"`` or ``"french"``.
    """

    def __init__(self, layout: Layout, deck: str, four_colour: bool = False) -> None:
        self.layout = layout
        self.deck = deck
        #: card art by size: ``big`` (your hand), ``small`` (the others'), ``played``, ``past``
        #: (earlier tricks), ``tiny`` (burned tandas, the envido's proof)
        sizes = {"big": layout.big, "small": layout.small, "played": layout.played, "past": layout.past,
                 "tiny": layout.tiny}
        #: the corner index read on a phone: your cards and the trick being played larger
        index = {"big": MIN_KEY_TEXT, "played": MIN_KEY_TEXT}
        self.art: dict[str, CardArt] = {name: art_for(w, h, four_colour, index.get(name, MIN_TEXT))
                                        for name, (w, h) in sizes.items()}
        self._texts: dict[tuple, pygame.Surface] = {}
        self._turned: dict[tuple, pygame.Surface] = {}
        self._shapes: dict[tuple, pygame.Surface] = {}
        self._to_warm: list[tuple[CardArt, str]] | None = None

    # ------------------------------------------------------------------ cards
    def card(self, size: str, code: str | None) -> pygame.Surface:
        """A card at one of the named sizes: its face, or its back for None."""
        art = self.art[size]
        return art.face(code, self.deck) if code else art.back(self.deck)

    def trick_card(self, code: str | None, size: tuple[int, int]) -> pygame.Surface:
        """A played card (face, or back for None) at the played or the smaller past-trick size."""
        return self.card("played" if size == self.layout.played else "past", code)

    def down_mark(self, code: str | None, size: tuple[int, int]) -> pygame.Surface:
        """A back carrying a small picture of your own face-down card."""
        key = ("down", code, size)
        img = self._shapes.get(key)
        if img is None:
            img = self.trick_card(None, size).copy()
            if code:
                w, h = size
                mini = art_for(w * 3 // 5, h * 3 // 5, self.art["tiny"].four_colour, MIN_TEXT).face(code, self.deck)
                img.blit(mini, (w - mini.get_width() - 3, h - mini.get_height() - 3))
            self._shapes[key] = img
        return img

    def rotated(self, img: pygame.Surface, angle: float) -> pygame.Surface:
        """``img`` turned by ``angle`` degrees (cached)."""
        if abs(angle) < 0.01:
            return img
        key = (id(img), round(angle, 1))
        out = self._turned.get(key)
        if out is None:
            out = pygame.transform.rotozoom(img, angle, 1.0)
            self._turned[key] = out
        return out

    def warm_up(self, cards: Sequence[str], budget: float) -> None:
        """Draw (once) the card faces not drawn yet, for up to ``budget`` seconds, so that no card
        played later has to be drawn in the middle of its flight."""
        if self._to_warm is None:
            self._to_warm = [(self.art[name], c) for name in ("past", "played", "big") for c in cards]
        start = time.perf_counter()
        while self._to_warm and time.perf_counter() - start < budget:
            art, code = self._to_warm.pop()
            art.face(code, self.deck)

    # ------------------------------------------------------------------ shapes
    def glow(self, size: tuple[int, int]) -> pygame.Surface:
        """A soft gold glow filling ``size``."""
        g = self._shapes.get(("glow", size))
        if g is None:
            w, h = size
            g = pygame.Surface(size, pygame.SRCALPHA)
            steps = 14
            for i in range(steps):
                k = i / steps
                rw, rh = int(w * (1 - k)), int(h * (1 - k))
                pygame.draw.ellipse(g, (255, 226, 120, 14 + i * 4),
                                    pygame.Rect((w - rw) // 2, (h - rh) // 2, rw, rh))
            self._shapes[("glow", size)] = g
        return g

    def veil(self, size: tuple[int, int]) -> pygame.Surface:
        """A dark veil over a card that lost its trick."""
        veil = self._shapes.get(("veil", size))
        if veil is None:
            veil = pygame.Surface(size, pygame.SRCALPHA)
            pygame.draw.rect(veil, (0, 20, 10, 96), veil.get_rect(), border_radius=6)
            self._shapes[("veil", size)] = veil
        return veil

    # ------------------------------------------------------------------ text
    def text(self, text: str, kind: str, size: int, colour: Colour = CREAM) -> pygame.Surface:
        """``text`` rendered in ``kind`` at ``size`` (cached)."""
        key = (text, kind, size, colour)
        img = self._texts.get(key)
        if img is None:
            if len(self._texts) > TEXT_CACHE:
                self._texts.clear()
            img = get_font(kind, size).render(text, True, colour)
            self._texts[key] = img
        return img

    def blit_text(self, surface: pygame.Surface, text: str, pos: tuple[int, int], kind: str = "text",
                  size: int = 20, colour: Colour = CREAM, anchor: str = "topleft",
                  shadow: bool = True) -> pygame.Rect:
        """Draw ``text`` anchored at ``pos`` (with a dark shadow); returns where it went."""
        img = self.text(text, kind, size, colour)
        rect = img.get_rect(**{anchor: pos})
        if shadow:
            sh = self.text(text, kind, size, (0, 0, 0))
            surface.blit(sh, rect.move(2, 2))
        surface.blit(img, rect)
        return rect


def panel(surface: pygame.Surface, rect: pygame.Rect, fill: Colour = PANEL,
          edge: Colour = (200, 170, 110, 160)) -> None:
    """A translucent rounded panel on the felt."""
    s = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(s, fill, s.get_rect(), border_radius=14)
    pygame.draw.rect(s, edge, s.get_rect(), width=2, border_radius=14)
    surface.blit(s, rect)


def wrap(text: str, font_kind: str, size: int, width: int) -> list[str]:
    """Split ``text`` into lines no wider than ``width`` pixels (only at plain spaces: a no-break
    space keeps "a 30" together)."""
    font = get_font(font_kind, size)
    lines: list[str] = []
    line = ""
    for word in text.split(" "):
        trial = f"{line} {word}".strip()
        if line and font.size(trial)[0] > width:
            lines.append(line)
            line = word
        else:
            line = trial
    if line:
        lines.append(line)
    return lines
