"""A watched match's own words on the table: who played it, which hand, how far Difícil's review
is, left of the menu button; and Difícil's mark on the friend's move just shown (with its
reason), in the panel where the Ayuda shows at play."""
from __future__ import annotations

import pygame

from scenes.table.draw.paint import Painter
from scenes.table.draw.seats import PLATE_PX
from scenes.table.view import TableView
from scenes.ui.canvas import GAP, MIN_TEXT
from scenes.ui.dialogs import GOLD, wrap
from scenes.ui.fonts import get_font
from scenes.ui.widgets import CREAM

MARK = (250, 196, 120)


def info_lines(r, portrait: bool = False) -> list[tuple[str, str]]:
    """The words of the watched match's box, each with its font's kind: who played it and which
    hand (bold; portrait: the name alone, bold, then the hand), then how far Difícil's review is."""
    if portrait:
        head = [(r.title, "bold"), (r.where, "text")]
    else:
        head = [(f"{r.title} · {r.where}" if r.title and r.where else (r.title or r.where or ""), "bold")]
    return [(text, kind) for text, kind in head if text] + ([(r.progress, "text")] if r.progress else [])


def info_left(view: TableView, painter: Painter) -> int:
    """Where the watched match's box may begin in landscape: right of the top player's name plate
    and its chips (as wide as Texto grande makes them)."""
    from scenes.table.draw.seats import plate_rects
    from scenes.table.layout import place
    seat = next(s for s in range(view.players) if place(view.players, s) == "top")
    plate, chips = plate_rects(view, painter, seat)
    return max([plate.right] + [r.right for _, r in chips]) + GAP


def info_box(lay, r, left: int = 0) -> tuple[pygame.Rect, list[tuple[str, str]]]:
    """Where the watched match's words go, and their lines wrapped to it: landscape, left of the
    menu button, above the log (which the replay shortens under it when it grows); portrait,
    under the folded scoreboard, left of the top player's held cards (the partner's or rival's)."""
    if lay.portrait:
        right = lay.hand_centres["top"][0] - lay.back_step - lay.small[0] // 2 - GAP
        box = pygame.Rect(lay.frame + 10, lay.top_y, right - lay.frame - 10, 0)
        # down to the left player's chips at most (over its name plate): the review's words go first
        plate_h = get_font("bold", PLATE_PX).get_linesize() + 6
        limit = lay.plates["left"][1] - plate_h // 2 - 4 - get_font("bold", MIN_TEXT).get_height() - 2 - GAP
    else:
        left = max(left, lay.top_plate_left + 100)
        box = pygame.Rect(0, lay.menu_rect.y, lay.menu_rect.x - 8 - left, 0)
        box.right = lay.menu_rect.x - 8
        limit = lay.h
    lines: list[tuple[str, str, bool]] = []
    for text, kind in info_lines(r, lay.portrait):
        lines += [(line, kind, text == r.progress) for line in wrap(text, get_font(kind, MIN_TEXT), box.w - 20)]

    def height() -> int:
        return sum(get_font(kind, MIN_TEXT).get_linesize() for _, kind, _ in lines) + 12
    if box.y + height() > limit:  # no room for the review's words: they go (the hand stays)
        lines = [line for line in lines if not line[2]]
    box.h = height()
    if not lay.portrait:
        box.h = max(box.h, lay.menu_rect.h)
    return box, [(line, kind) for line, kind, _ in lines]


def draw_replay(surface: pygame.Surface, view: TableView, painter: Painter) -> None:
    """The watched match's box over the top of the table and, when there is one, the mark's panel."""
    r = view.replay
    if r is None:
        return
    lay = view.layout
    strip, lines = info_box(lay, r, info_left(view, painter))
    veil = pygame.Surface(strip.size, pygame.SRCALPHA)
    pygame.draw.rect(veil, (6, 30, 20, 200), veil.get_rect(), border_radius=12)
    surface.blit(veil, strip)
    y = strip.y + 6
    for i, (text, kind) in enumerate(lines):
        f = get_font(kind, MIN_TEXT)
        img = f.render(text, True, GOLD if kind == "bold" else CREAM)
        surface.blit(img, img.get_rect(midtop=(strip.centerx, y)))
        y += f.get_linesize()
    if not r.mark:
        return
    box = lay.hint_rect.copy()
    body, bold = get_font("text", MIN_TEXT), get_font("bold", MIN_TEXT)
    lines = wrap(r.mark, bold, box.w - 28)
    reason = wrap(r.reason, body, box.w - 28) if r.reason else []
    box.h = min(lay.hint_rect.h, 16 + len(lines) * bold.get_linesize() + len(reason) * body.get_linesize() + 10)
    cover = getattr(surface, "cover", None)  # the measuring tool's canvas: what lies under is hidden
    if cover is not None:
        cover(box.inflate(8, 8))
    pygame.draw.rect(surface, (0, 0, 0), box.move(4, 6), border_radius=14)
    pygame.draw.rect(surface, (110, 66, 34), box.inflate(8, 8), border_radius=16)
    pygame.draw.rect(surface, (60, 36, 20), box, border_radius=12)
    y = box.y + 10
    for line in lines:
        surface.blit(bold.render(line, True, MARK), (box.x + 14, y))
        y += bold.get_linesize()
    for line in reason:
        if y + body.get_linesize() > box.bottom:
            break
        surface.blit(body.render(line, True, CREAM), (box.x + 14, y))
        y += body.get_linesize()
