"""The Ayuda's panel, over the hand's log while the hint is shown: every move with its chance of
winning the match, the best first, and one reason."""
from __future__ import annotations

import pygame

from scenes.table.view import TableView
from scenes.ui.canvas import MIN_TEXT
from scenes.ui.dialogs import GOLD, draw_paragraph, wrap
from scenes.ui.fonts import get_font
from scenes.ui.i18n import t
from scenes.ui.widgets import CREAM
from scenes.ui.words import move_words, reason_words


def draw_hint(surface: pygame.Surface, view: TableView) -> None:
    """The panel while the hint is shown ("thinking" until it is computed); as tall as its text:
    the moves in two columns (one in portrait), the others in a line, the reason."""
    if not view.hint_shown:
        return
    hint, variant = view.hint, view.variant
    full = view.layout.hint_rect
    box = full.copy()
    font, bold = get_font("text", MIN_TEXT), get_font("bold", MIN_TEXT)
    row = bold.get_linesize() + 2
    title_h = get_font("bold", MIN_TEXT + 1).get_linesize() + 8
    cols = 1 if view.layout.portrait and box.w < 2 * 300 else 2
    if hint is not None:
        reason = reason_words(hint.reason, variant)
        lines = len(wrap(reason, font, box.w - 28))
        rows = (min(6, len(hint.chances)) + cols - 1) // cols
        others = len(wrap(t("hint.others", moves=", ".join(move_words(a, variant) for a in hint.others)),
                          font, box.w - 28)[:2]) if hint.others else 0
        box.h = min(full.h, title_h + rows * row + others * font.get_linesize() + lines * font.get_linesize() + 18)
    pygame.draw.rect(surface, (0, 0, 0), box.move(4, 6), border_radius=14)
    pygame.draw.rect(surface, (110, 66, 34), box.inflate(8, 8), border_radius=16)
    pygame.draw.rect(surface, (12, 60, 40), box, border_radius=12)
    title = get_font("bold", MIN_TEXT + 1).render(t("hint.title"), True, GOLD)
    surface.blit(title, (box.x + 14, box.y + 8))
    if hint is None:
        img = font.render(t("hint.thinking"), True, CREAM)
        surface.blit(img, (box.x + 14, box.y + title_h + 4))
        return
    rows_shown = hint.chances[:6]
    col_w = (box.w - 28) // cols
    for i, (action, chance) in enumerate(rows_shown):
        x = box.x + 14 + (i % cols) * col_w
        y = box.y + title_h + (i // cols) * row
        best = action == hint.best
        words = move_words(action, variant)
        f = bold if best else font
        colour = GOLD if best else CREAM
        pct_img = f.render(f"{round(100 * chance)}%", True, colour)
        text = cut(words, f, col_w - pct_img.get_width() - 20, "…")
        surface.blit(f.render(text, True, colour), (x, y))
        surface.blit(pct_img, (x + col_w - pct_img.get_width() - 10, y))
    y = box.y + title_h + ((len(rows_shown) + cols - 1) // cols) * row + 2
    if hint.others:
        moves = ", ".join(move_words(a, variant) for a in hint.others)
        for line in wrap(t("hint.others", moves=moves), font, box.w - 28)[:2]:
            surface.blit(font.render(cut(line, font, box.w - 28, "…", strip=" ,"), True, (190, 206, 190)),
                         (box.x + 14, y))
            y += font.get_linesize()
    draw_paragraph(surface, reason_words(hint.reason, variant),
                   pygame.Rect(box.x + 14, y, box.w - 28, box.bottom - y - 4), size=MIN_TEXT, spacing=0,
                   clip=True)


def cut(text: str, font: pygame.font.Font, width: int, mark: str, strip: str | None = None) -> str:
    """``text`` shortened to ``width`` pixels, ending in ``mark`` when it was cut (the cut end
    loses trailing spaces, or the characters of ``strip``)."""
    if font.size(text)[0] <= width:
        return text
    short = text
    while short and font.size(short.rstrip(strip) + mark)[0] > width:
        short = short[:-1]
    return short.rstrip(strip) + mark
