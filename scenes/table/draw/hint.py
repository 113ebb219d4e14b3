"""The Ayuda's panel, over the hand's log while the hint is shown: every move with its chance of
winning the match, the best first, and one reason."""
from __future__ import annotations

import pygame

from scenes.table.view import TableView
from scenes.ui.dialogs import GOLD, draw_paragraph, wrap
from scenes.ui.fonts import get_font
from scenes.ui.i18n import t
from scenes.ui.widgets import CREAM
from scenes.ui.words import move_words, reason_words


def draw_hint(surface: pygame.Surface, view: TableView) -> None:
    """The panel while the hint is shown ("thinking" until it is computed); as tall as its text."""
    if not view.hint_shown:
        return
    hint, variant = view.hint, view.variant
    full = view.layout.hint_rect
    box = full.copy()
    if hint is not None:
        lines = len(wrap(reason_words(hint.reason, variant), get_font("text", 19), box.w - 28))
        rows = (min(6, len(hint.chances)) + 1) // 2
        box.h = min(full.h, 46 + rows * 26 + (24 if hint.others else 0) + lines * 24 + 10)
    pygame.draw.rect(surface, (0, 0, 0), box.move(4, 6), border_radius=14)
    pygame.draw.rect(surface, (110, 66, 34), box.inflate(8, 8), border_radius=16)
    pygame.draw.rect(surface, (12, 60, 40), box, border_radius=12)
    title = get_font("bold", 22).render(t("hint.title"), True, GOLD)
    surface.blit(title, (box.x + 14, box.y + 8))
    if hint is None:
        img = get_font("text", 20).render(t("hint.thinking"), True, CREAM)
        surface.blit(img, (box.x + 14, box.y + 44))
        return
    font, bold = get_font("text", 19), get_font("bold", 19)
    rows_shown = hint.chances[:6]
    half = (box.w - 28) // 2
    for i, (action, chance) in enumerate(rows_shown):
        x = box.x + 14 + (i % 2) * half
        y = box.y + 40 + (i // 2) * 26
        best = action == hint.best
        words = move_words(action, variant)
        f = bold if best else font
        colour = GOLD if best else CREAM
        pct_img = f.render(f"{round(100 * chance)}%", True, colour)
        text = cut(words, f, half - pct_img.get_width() - 16, "…")
        surface.blit(f.render(text, True, colour), (x, y))
        surface.blit(pct_img, (x + half - pct_img.get_width() - 10, y))
    y = box.y + 40 + ((len(rows_shown) + 1) // 2) * 26 + 2
    if hint.others:
        moves = ", ".join(move_words(a, variant) for a in hint.others)
        f = get_font("text", 18)
        text = cut(t("hint.others", moves=moves), f, box.w - 28, "…", strip=" ,")
        surface.blit(f.render(text, True, (190, 206, 190)), (box.x + 14, y))
        y += 24
    draw_paragraph(surface, reason_words(hint.reason, variant),
                   pygame.Rect(box.x + 14, y, box.w - 28, box.bottom - y - 4), size=19, spacing=0)


def cut(text: str, font: pygame.font.Font, width: int, mark: str, strip: str | None = None) -> str:
    """``text`` shortened to ``width`` pixels, ending in ``mark`` when it was cut (the cut end
    loses trailing spaces, or the characters of ``strip``)."""
    short = text
    while short and font.size(short)[0] > width:
        short = short[:-1]
    if short != text:
        short = short.rstrip(strip) + mark
    return short
