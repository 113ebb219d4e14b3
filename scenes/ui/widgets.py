"""Small shared widgets: buttons with keyboard focus, and felt/wood backgrounds.

Buttons are plain data plus drawing; the scene owns the list, routes events with
:func:`handle_buttons` and draws with :meth:`Button.draw`.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable

import pygame

from scenes.ui.canvas import MIN_TEXT, finger_pos
from scenes.ui.fonts import get_font

FELT = (14, 90, 58)
FELT_DARK = (7, 52, 33)
WOOD = (110, 66, 34)
WOOD_LIGHT = (160, 104, 58)
CREAM = (246, 236, 208)
INK = (30, 26, 22)

#: Button colours by kind (ART.md): envido blue, truco gold, quiero green, no quiero red, mazo grey.
KIND_COLOURS = {
    "envido": (46, 98, 178),
    "truco": (206, 158, 36),
    "quiero": (46, 140, 70),
    "no": (176, 52, 46),
    "mazo": (110, 110, 116),
    "plain": (68, 86, 76),
    "primary": (196, 140, 40),
}


FOCUS_RING = (255, 222, 80)


@dataclass
class Button:
    """A clickable, focusable button.

    :param action: what the scene does when it is pressed (an engine action, or a menu command).
    :param key: a keyboard shortcut (``pygame.K_...``), optional.
    """

    rect: pygame.Rect
    label: str
    action: str
    kind: str = "plain"
    key: int | None = None
    enabled: bool = True
    data: dict = field(default_factory=dict)
    #: a second, smaller line inside the button (what "Continuar" resumes)
    sub: str | None = None

    def draw(self, surface: pygame.Surface, focused: bool = False, hovered: bool = False) -> None:
        """Draw the button (rounded, coloured by kind, a bright ring when focused); its label at
        the largest size that fits, on two lines when one does not, its keyboard letter
        (``data["letter"]``) underlined in the word."""
        base: tuple[int, ...] = KIND_COLOURS.get(self.kind, KIND_COLOURS["plain"])
        if not self.enabled:
            base = tuple(int(c * 0.45 + 60) for c in base)
        elif hovered:
            base = tuple(min(255, int(c * 1.15 + 12)) for c in base)
        r = self.rect
        shadow = r.move(0, 4)
        pygame.draw.rect(surface, (0, 0, 0, 90) if surface.get_flags() & pygame.SRCALPHA else (8, 40, 26),
                         shadow, border_radius=12)
        pygame.draw.rect(surface, base, r, border_radius=12)
        pygame.draw.rect(surface, tuple(min(255, c + 40) for c in base), r, width=2, border_radius=12)
        if focused:  # a thick gold ring with a dark edge: visible on the felt and on every colour
            pygame.draw.rect(surface, (24, 16, 6), r.inflate(12, 12), width=2, border_radius=17)
            pygame.draw.rect(surface, FOCUS_RING, r.inflate(8, 8), width=4, border_radius=15)
        text_col = INK if self.kind in ("truco", "primary") else (250, 248, 240)
        if not self.label:
            return
        sub_font = get_font("text", MIN_TEXT) if self.sub else None
        room_h = r.height - 8 - (sub_font.get_linesize() if sub_font else 0)
        size, lines = label_lines(self.label, r.width - 16, room_h, max(MIN_TEXT, min(28, r.height // 2)))
        font = get_font("bold", size)
        step = font.get_linesize()
        block = step * len(lines) + (sub_font.get_linesize() if sub_font else 0)
        y = r.centery - block // 2
        letter = self.data.get("letter")
        for line in lines:
            img = font.render(line, True, text_col)
            at = img.get_rect(midtop=(r.centerx, y))
            surface.blit(img, at)
            if letter:
                x = letter_offset(line, letter, font)
                if x is not None:
                    w = font.size(line[x[0]])[0]
                    base_y = at.y + font.get_ascent() + 3
                    pygame.draw.line(surface, text_col, (at.x + x[1], base_y), (at.x + x[1] + w - 1, base_y), 3)
                    letter = None
            y += step
        if sub_font is not None and self.sub:
            sub = sub_font.render(ellipsize(self.sub, sub_font, r.width - 16), True, text_col)
            surface.blit(sub, sub.get_rect(midtop=(r.centerx, y)))


def label_lines(label: str, width: int, height: int, size: int) -> tuple[int, list[str]]:
    """A button's label as ``(font size, lines)``: one line at the largest size from ``size``
    down to :data:`MIN_TEXT` that fits ``width``; else two lines (split at a space) that fit
    ``width`` and ``height``; else one line cut with "…"."""
    for s in range(size, MIN_TEXT - 1, -1):
        if get_font("bold", s).size(label)[0] <= width:
            return s, [label]
    words = label.split(" ")
    if len(words) > 1:
        for s in range(size, MIN_TEXT - 1, -1):
            font = get_font("bold", s)
            if 2 * font.get_linesize() > height:
                continue
            best = None
            for i in range(1, len(words)):
                a, b = " ".join(words[:i]), " ".join(words[i:])
                wide = max(font.size(a)[0], font.size(b)[0])
                if wide <= width and (best is None or wide < best[0]):
                    best = (wide, [a, b])
            if best is not None:
                return s, best[1]
    return MIN_TEXT, [ellipsize(label, get_font("bold", MIN_TEXT), width)]


def letter_offset(line: str, letter: str, font: pygame.font.Font) -> tuple[int, int] | None:
    """Where the keyboard ``letter`` sits in ``line``: ``(index, x)`` of the first word's first
    letter that is it, else of its first occurrence (accents aside); None when it is not there."""
    import unicodedata

    def plain(c: str) -> str:
        return unicodedata.normalize("NFD", c)[:1].upper()
    starts = [i for i, c in enumerate(line) if c.isalpha() and (i == 0 or not line[i - 1].isalpha())]
    for i in starts + list(range(len(line))):
        if plain(line[i]) == letter:
            return i, font.size(line[:i])[0]
    return None


def ellipsize(text: str, font: pygame.font.Font, width: int) -> str:
    """``text``, cut with "…" so that it fits in ``width`` pixels."""
    if font.size(text)[0] <= width:
        return text
    while text and font.size(text + "…")[0] > width:
        text = text[:-1]
    return text.rstrip(" ·") + "…"


def handle_buttons(event: pygame.event.Event, buttons: list[Button], focus: int | None,
                   press: Callable[[Button], None]) -> int | None:
    """Route one event to a row of buttons; returns the new focus index.

    Mouse/touch clicks press the button under the pointer; Tab/arrows move the focus; Enter or
    Space press the focused button; a button's own ``key`` presses it.
    """
    live = [b for b in buttons if b.enabled]
    if event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 1) == 1:
        for b in live:
            if b.rect.collidepoint(event.pos):
                press(b)
                return None
    elif event.type == pygame.FINGERDOWN:
        pos = finger_pos(event, canvas_size())
        for b in live:
            if b.rect.collidepoint(pos):
                press(b)
                return None
    elif event.type == pygame.KEYDOWN:
        for b in live:
            if b.key is not None and event.key == b.key:
                press(b)
                return focus
        if not live:
            return None
        if event.key in (pygame.K_TAB, pygame.K_RIGHT, pygame.K_DOWN):
            back = event.key == pygame.K_TAB and event.mod & pygame.KMOD_SHIFT
            step = -1 if back else 1
            return 0 if focus is None else (focus + step) % len(live)
        if event.key in (pygame.K_LEFT, pygame.K_UP):
            return len(live) - 1 if focus is None else (focus - 1) % len(live)
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE) and focus is not None:
            if 0 <= focus < len(live):
                press(live[focus])
            return focus
    return focus


def canvas_size() -> tuple[int, int]:
    """The logical canvas's size now (the display surface's; landscape without one)."""
    surf = pygame.display.get_surface()
    return surf.get_size() if surf is not None else (1280, 720)


def route_buttons(scene, event: pygame.event.Event, press: Callable[[Button], None] | None = None) -> None:
    """Route ``event`` to ``scene.buttons`` with :func:`handle_buttons`, keeping ``scene.focus``;
    presses go to ``press`` (default ``scene.press``); a moved focus marks the scene dirty."""
    before = scene.focus
    scene.focus = handle_buttons(event, scene.buttons, scene.focus, press or scene.press)
    if scene.focus != before:
        scene.dirty = True


def focused_button(buttons: list[Button], focus: int | None) -> Button | None:
    """The enabled button that has the keyboard focus, if any."""
    live = [b for b in buttons if b.enabled]
    if focus is None or not 0 <= focus < len(live):
        return None
    return live[focus]


_felt_cache: dict[tuple[int, int], pygame.Surface] = {}


def felt(size: tuple[int, int] = (1280, 720)) -> pygame.Surface:
    """The green felt with a soft light in the middle and a wooden rim (cached per size)."""
    surf = _felt_cache.get(size)
    if surf is not None:
        return surf
    w, h = size
    surf = pygame.Surface(size)
    surf.fill(FELT_DARK)
    steps = 28
    cx, cy = w // 2, h // 2
    for i in range(steps):
        t = i / (steps - 1)
        col = tuple(int(FELT_DARK[k] + (FELT[k] + 18 - FELT_DARK[k]) * t) for k in range(3))
        rw, rh = int(w * 1.25 * (1 - t * 0.8)), int(h * 1.25 * (1 - t * 0.8))
        pygame.draw.ellipse(surf, col, pygame.Rect(cx - rw // 2, cy - rh // 2, rw, rh))
    rim = 14
    pygame.draw.rect(surf, WOOD, surf.get_rect(), width=rim)
    pygame.draw.rect(surf, WOOD_LIGHT, surf.get_rect().inflate(-rim * 2 + 4, -rim * 2 + 4), width=2)
    pygame.draw.rect(surf, (70, 40, 20), surf.get_rect(), width=3)
    _felt_cache[size] = surf
    return surf

