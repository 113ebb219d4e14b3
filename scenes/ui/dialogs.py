"""Shared pieces of the menus and dialogs: the dimmed backdrop, the wooden panel, option rows.

Everything here only draws or builds :class:`scenes.ui.widgets.Button` lists; the scenes own the
state and route the events.
"""
from __future__ import annotations

from typing import Callable

import pygame

from scenes.ui.canvas import GAP, MIN_TEXT, TAP
from scenes.ui.fonts import fit_size, get_font
from scenes.ui.widgets import CREAM, INK, WOOD, WOOD_LIGHT, Button, ellipsize

PAPER = (248, 240, 216)
PAPER_DARK = (226, 212, 178)
GOLD = (236, 196, 90)

_dim_cache: dict[tuple[int, int, int], pygame.Surface] = {}


def dim(surface: pygame.Surface, alpha: int = 150) -> None:
    """Darken what is already drawn (the table under a dialog)."""
    key = (*surface.get_size(), alpha)
    veil = _dim_cache.get(key)
    if veil is None:
        veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        veil.fill((0, 0, 0, alpha))
        _dim_cache[key] = veil
    surface.blit(veil, (0, 0))


def panel(surface: pygame.Surface, rect: pygame.Rect, *, paper: bool = False) -> None:
    """A framed panel: wooden rim and either dark felt (default) or cream paper inside."""
    rect = pygame.Rect(rect)
    shadow = pygame.Surface(rect.inflate(24, 24).size, pygame.SRCALPHA)
    pygame.draw.rect(shadow, (0, 0, 0, 110), shadow.get_rect(), border_radius=26)
    surface.blit(shadow, rect.inflate(24, 24).move(6, 10))
    pygame.draw.rect(surface, WOOD, rect.inflate(20, 20), border_radius=24)
    pygame.draw.rect(surface, WOOD_LIGHT, rect.inflate(20, 20), width=3, border_radius=24)
    inside = PAPER if paper else (12, 70, 45)
    pygame.draw.rect(surface, inside, rect, border_radius=16)
    edge = PAPER_DARK if paper else (40, 120, 80)
    pygame.draw.rect(surface, edge, rect, width=2, border_radius=16)


def title(surface: pygame.Surface, text: str, center: tuple[int, int], size: int = 56,
          colour=GOLD) -> pygame.Rect:
    """A Lobster title with a soft dark shadow, centred on ``center``."""
    font = get_font("display", size)
    shade = font.render(text, True, (20, 12, 6))
    shade.set_alpha(150)
    img = font.render(text, True, colour)
    rect = img.get_rect(center=center)
    surface.blit(shade, rect.move(3, 4))
    surface.blit(img, rect)
    return rect


def fit_text(text: str, kind: str, size: int, width: int, minimum: int = MIN_TEXT) -> pygame.font.Font:
    """The largest font of ``kind`` (down to ``minimum``) in which ``text`` fits in ``width``."""
    return get_font(kind, fit_size(text, kind, size, width, minimum))


def wrap(text: str, font: pygame.font.Font, width: int) -> list[str]:
    """Split ``text`` into lines no wider than ``width`` (explicit newlines are kept)."""
    lines: list[str] = []
    for para in text.split("\n"):
        words = para.split(" ")
        line = ""
        for word in words:
            trial = f"{line} {word}" if line else word
            if font.size(trial)[0] <= width or not line:
                line = trial
            else:
                lines.append(line)
                line = word
        lines.append(line)
    return lines


def draw_paragraph(surface: pygame.Surface, text: str, rect: pygame.Rect, *, size: int = MIN_TEXT,
                   colour=CREAM, kind: str = "text", spacing: int = 4, clip: bool = False,
                   centre: bool = False) -> int:
    """Draw wrapped text inside ``rect``; returns the y under the last line.

    A line starting with ``"• "`` is indented under its bullet. With ``clip`` the lines that
    would run past ``rect``'s bottom are left out, the last one shown ending in "…".
    """
    font = get_font(kind, size)
    y = rect.y
    lines = paragraph_lines(text, font, rect.w)
    if clip:
        step = font.get_linesize() + spacing
        room = max(0, (rect.h + spacing) // step)
        if len(lines) > room:
            lines = lines[:room]
            if lines:
                indent, line, bullet = lines[-1]
                lines[-1] = (indent, ellipsize(line + "…", font, rect.w - indent) if line else "…", bullet)
    for indent, line, bullet in lines:
        if bullet:
            surface.blit(font.render("•", True, GOLD), (rect.x, y))
        img = font.render(line, True, colour)
        x = rect.centerx - img.get_width() // 2 if centre else rect.x + indent
        surface.blit(img, (x, y))
        y += font.get_linesize() + spacing
    return y


def paragraph_lines(text: str, font: pygame.font.Font, width: int) -> list[tuple[int, str, bool]]:
    """The lines :func:`draw_paragraph` draws: ``(indent, text, bullet first)``."""
    out = []
    for para in text.split("\n"):
        indent = 0
        if para.startswith("• "):
            indent = font.size("• ")[0]
        for i, line in enumerate(wrap(para[2:] if indent else para, font, width - indent)):
            out.append((indent, line, bool(indent) and i == 0))
    return out


def paragraph_height(text: str, rect_w: int, *, size: int = MIN_TEXT, kind: str = "text", spacing: int = 4) -> int:
    """How tall :func:`draw_paragraph` draws ``text`` in a box ``rect_w`` wide."""
    font = get_font(kind, size)
    return len(paragraph_lines(text, font, rect_w)) * (font.get_linesize() + spacing)


def option_row(x: int, y: int, options: list[tuple[str, str]], selected: str | None, *,
               width: int = 150, height: int = TAP, gap: int = GAP, enabled: bool = True) -> list[Button]:
    """A row of segment buttons; the one whose action is ``selected`` is highlighted (gold)."""
    out = []
    for i, (label, action) in enumerate(options):
        rect = pygame.Rect(x + i * (width + gap), y, width, height)
        out.append(Button(rect, label, action, kind="primary" if action == selected else "plain",
                          enabled=enabled))
    return out


def label(surface: pygame.Surface, text: str, pos: tuple[int, int], *, size: int = 24,
          colour=CREAM, kind: str = "bold", anchor: str = "midleft") -> pygame.Rect:
    """A plain label (no shadow) anchored at ``pos``."""
    img = get_font(kind, size).render(text, True, colour)
    rect = img.get_rect(**{anchor: pos})
    surface.blit(img, rect)
    return rect


def draw_buttons(surface: pygame.Surface, buttons: list[Button], focus: int | None) -> None:
    """Draw every button, the focused one with its ring and the hovered one lighter."""
    live = [b for b in buttons if b.enabled]
    focused = live[focus] if focus is not None and 0 <= focus < len(live) else None
    try:
        mouse = pygame.mouse.get_pos() if pygame.mouse.get_focused() else None
    except pygame.error:
        mouse = None
    for b in buttons:
        b.draw(surface, focused=b is focused, hovered=bool(mouse and b.enabled and b.rect.collidepoint(mouse)))
        if not b.enabled:  # a veil, so a disabled button cannot be mistaken for a live one
            veil = pygame.Surface(b.rect.size, pygame.SRCALPHA)
            pygame.draw.rect(veil, (10, 30, 20, 120), veil.get_rect(), border_radius=12)
            surface.blit(veil, b.rect)


def is_back(event: pygame.event.Event) -> bool:
    """Esc (or the browser/Android back key) pressed."""
    return event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_AC_BACK)


def is_touch_echo(event: pygame.event.Event) -> bool:
    """A mouse event SDL made up from a touch (the FINGERDOWN itself presses the button, so the
    echo must not press it a second time)."""
    return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and bool(getattr(event, "touch", False))


def common_event(scene, event: pygame.event.Event, back: Callable[[], object] | None, *,
                 confirm: bool = False) -> bool:
    """The opening every screen's event handler shares; True when it took ``event``.

    A pointer move (or SDL's mouse echo of a touch, whose FINGERDOWN already pressed) only redraws
    the screen; Esc or the back key (and Enter or Space too, with ``confirm``) calls ``back``
    (None: there is nothing to go back to, and the key does nothing).
    """
    if event.type == pygame.MOUSEMOTION or is_touch_echo(event):
        scene.dirty = True
        return True
    if is_back(event) or (confirm and is_confirm(event)):
        if back is not None:
            back()
        return True
    return False


def is_confirm(event: pygame.event.Event) -> bool:
    """Enter or Space pressed."""
    return event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER,
                                                         pygame.K_SPACE)


__all__ = ["dim", "panel", "title", "wrap", "draw_paragraph", "option_row", "label", "draw_buttons",
           "is_back", "is_confirm", "is_touch_echo", "common_event", "fit_text", "PAPER", "INK", "GOLD"]
