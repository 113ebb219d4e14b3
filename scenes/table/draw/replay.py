"""A watched match's own words on the table: who played it, which hand, how far Difícil's review
is, left of the menu button; and Difícil's mark on the friend's move just shown (with its
reason), in the panel where the Ayuda shows at play."""
from __future__ import annotations

import pygame

from scenes.table.draw.paint import Painter
from scenes.table.view import TableView
from scenes.ui.dialogs import GOLD, wrap
from scenes.ui.fonts import get_font
from scenes.ui.widgets import CREAM, ellipsize

MARK = (250, 196, 120)


def draw_replay(surface: pygame.Surface, view: TableView, painter: Painter) -> None:
    """The title strip over the top of the table and, when there is one, the mark's panel."""
    r = view.replay
    if r is None:
        return
    lay = view.layout
    strip = pygame.Rect(0, 0, 228, lay.menu_rect.h)  # where the Ayuda button is at play, and left
    strip.topright = (lay.menu_rect.x - 8, lay.menu_rect.y)
    veil = pygame.Surface(strip.size, pygame.SRCALPHA)
    pygame.draw.rect(veil, (6, 30, 20, 200), veil.get_rect(), border_radius=12)
    surface.blit(veil, strip)
    font, small = get_font("bold", 22), get_font("text", 18)
    y = strip.y + 6
    for text, f, colour in ((r.title, font, GOLD), (r.where, small, CREAM), (r.progress, small, CREAM)):
        if not text:
            continue
        img = f.render(ellipsize(text, f, strip.w - 20), True, colour)
        surface.blit(img, img.get_rect(midtop=(strip.centerx, y)))
        y += f.get_linesize() + 1
    if not r.mark:
        return
    box = lay.hint_rect.copy()
    body = get_font("text", 19)
    lines = wrap(r.mark, get_font("bold", 20), box.w - 28)
    reason = wrap(r.reason, body, box.w - 28) if r.reason else []
    box.h = min(lay.hint_rect.h, 16 + len(lines) * 26 + len(reason) * 23 + 10)
    pygame.draw.rect(surface, (0, 0, 0), box.move(4, 6), border_radius=14)
    pygame.draw.rect(surface, (110, 66, 34), box.inflate(8, 8), border_radius=16)
    pygame.draw.rect(surface, (60, 36, 20), box, border_radius=12)
    y = box.y + 10
    for line in lines:
        surface.blit(get_font("bold", 20).render(line, True, MARK), (box.x + 14, y))
        y += 26
    for line in reason:
        if y + 22 > box.bottom:
            break
        surface.blit(body.render(line, True, CREAM), (box.x + 14, y))
        y += 23
