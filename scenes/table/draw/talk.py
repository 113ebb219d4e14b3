"""What the table says: speech bubbles pointing at their speakers, your corner (the pending call's
banner or what you are to do), your envido, the call buttons, and the hand's result."""
from __future__ import annotations

import pygame

from scenes.table.draw.paint import GOLD, SOFT, Painter, panel, wrap
from scenes.table.draw.seats import plate_rects
from scenes.table.layout import place
from scenes.table.view import TableView
from scenes.ui.fonts import fit_size, get_font
from scenes.ui.i18n import t
from scenes.ui.widgets import CREAM, INK, Button


def bubble_tip(view: TableView, painter: Painter, seat: int) -> tuple[int, int]:
    """The point a speaker's bubble tail touches: your bubble points at the right edge of your hand."""
    lay = view.layout
    where = place(view.players, seat)
    ax, ay = lay.bubble_anchors[where]
    held = view.picture.slot_count(0)
    if where == "bottom" and held:
        right = max(r.right for r, _ in lay.hand_slots("bottom", held))
        ax = min(ax, right + 4)
    elif where == "bottom":  # no cards left in your hand: the bubble speaks from your name plate
        plate, chips = plate_rects(view, painter, seat)
        right = max([plate.right] + [r.right for _, r in chips])
        ax, ay = right + 4, plate.centery
    return ax, ay


def bubble_rect(view: TableView, painter: Painter, seat: int, text_size: tuple[int, int]) -> pygame.Rect:
    """Where the bubble of ``seat`` sits (its text measuring ``text_size``), on the canvas."""
    lay = view.layout
    where = place(view.players, seat)
    ax, ay = bubble_tip(view, painter, seat)
    box = pygame.Rect(0, 0, text_size[0] + 36, text_size[1] + 18)
    if where == "bottom":
        box.midleft = (ax + 24, ay + 14)
        box.bottom = min(box.bottom, lay.button_y - 8)
    elif where == "top":
        box.topleft = (ax - 16, ay + 18)
        box.right = min(box.right, lay.log_rect.x - 8)  # clear of the hand's log
    elif where == "left":
        box.midleft = (ax + 24, ay)
        box.bottom = min(box.bottom, lay.your_corner.y - 6)  # clear of your name plate
    else:
        box.midright = (ax - 24, ay)
        box.bottom = min(box.bottom, lay.your_corner.y - 6)
    box.clamp_ip(pygame.Rect(16, 16, lay.w - 32, lay.h - 32))
    return box


def bubble_tail(box: pygame.Rect, tip: tuple[int, int]) -> list[tuple[int, int]]:
    """The tail's triangle: its base on the box's edge nearest the speaker, its point at ``tip``."""
    tx, ty = tip
    if tx < box.left or tx > box.right:  # the speaker is beside the box: base on a side edge
        ex = box.left if tx < box.left else box.right - 1
        y = max(box.top + 14, min(box.bottom - 14, ty))
        return [tip, (ex, y - 11), (ex, y + 11)]
    ey = box.top if ty < box.top else box.bottom - 1
    x = max(box.left + 20, min(box.right - 20, tx))
    return [tip, (x - 12, ey), (x + 12, ey)]


def draw_bubbles(surface: pygame.Surface, view: TableView, painter: Painter) -> None:
    """Speech bubbles pointing at their speakers, in the bold display face."""
    fill, edge = (252, 248, 232), (120, 90, 50)
    for seat, bubble in view.picture.bubbles.items():
        tip = bubble_tip(view, painter, seat)
        img = painter.text(bubble.text, "display", 34, INK)
        box = bubble_rect(view, painter, seat, img.get_size())
        tail = bubble_tail(box, tip)
        pygame.draw.rect(surface, (0, 0, 0), box.move(3, 4), border_radius=18)
        pygame.draw.polygon(surface, (0, 0, 0), [(x + 3, y + 4) for x, y in tail])
        pygame.draw.polygon(surface, fill, tail)
        pygame.draw.polygon(surface, edge, tail, width=2)
        pygame.draw.rect(surface, fill, box, border_radius=18)
        pygame.draw.rect(surface, edge, box, width=2, border_radius=18)
        # the tail's base joins the bubble without the edge line across it
        (x1, y1), (x2, y2) = tail[1], tail[2]
        if x1 == x2:
            pygame.draw.line(surface, fill, (x1, y1 + 2), (x2, y2 - 2), 3)
        else:
            pygame.draw.line(surface, fill, (x1 + 2, y1), (x2 - 2, y2), 3)
        surface.blit(img, img.get_rect(center=box.center))


TALK_SIZE = 20  #: the text face's size in a talk bubble
TALK_LINES = 2


def talk_rect(view: TableView, painter: Painter) -> tuple[pygame.Rect, list[str]] | None:
    """Where the line of table talk sits now and its lines of text (None: nobody talks): inside
    the speaker's talk box of the layout, on the side nearest the speaker."""
    talk = view.picture.talk
    if talk is None:
        return None
    lay = view.layout
    where = place(view.players, talk.seat)
    area = lay.talk_boxes[where]
    lines = wrap(talk.text, "text", TALK_SIZE, area.w - 28)[:TALK_LINES]
    font_h = get_font("text", TALK_SIZE).get_linesize()
    w = max(painter.text(line, "text", TALK_SIZE, INK).get_width() for line in lines) + 28
    box = pygame.Rect(0, 0, min(area.w, w), min(area.h, font_h * len(lines) + 14))
    tip = lay.talk_tips[where]
    box.centery = area.centery
    if tip[0] < area.left:
        box.left = area.left
    elif tip[0] > area.right:
        box.right = area.right
    else:
        box.centerx = area.centerx
    return box, lines


TAIL = 34  #: how far a talk bubble's tail reaches out towards its speaker


def short_tip(box: pygame.Rect, towards: tuple[int, int]) -> tuple[int, int]:
    """The end of a talk bubble's tail: :data:`TAIL` pixels out of ``box``, towards the speaker."""
    x = min(max(towards[0], box.left), box.right)
    y = min(max(towards[1], box.top), box.bottom)
    dx, dy = towards[0] - x, towards[1] - y
    far = max(1.0, (dx * dx + dy * dy) ** 0.5)
    if far <= TAIL:
        return towards
    return x + round(dx * TAIL / far), y + round(dy * TAIL / far)


def draw_talk(surface: pygame.Surface, view: TableView, painter: Painter) -> None:
    """A character's line of table talk: a small bubble in the text face, pointing at the speaker."""
    placed = talk_rect(view, painter)
    if placed is None:
        return
    box, lines = placed
    talk = view.picture.talk
    assert talk is not None
    tip = short_tip(box, view.layout.talk_tips[place(view.players, talk.seat)])
    fill, edge = (246, 240, 222), (120, 90, 50)
    tail = bubble_tail(box, tip)
    (x1, y1), (x2, y2) = tail[1], tail[2]
    # a slim tail: its base is half as wide as a call's
    tail = [tail[0], ((3 * x1 + x2) // 4, (3 * y1 + y2) // 4), ((x1 + 3 * x2) // 4, (y1 + 3 * y2) // 4)]
    pygame.draw.rect(surface, (0, 0, 0), box.move(2, 3), border_radius=12)
    pygame.draw.polygon(surface, fill, tail)
    pygame.draw.polygon(surface, edge, tail, width=2)
    pygame.draw.rect(surface, fill, box, border_radius=12)
    pygame.draw.rect(surface, edge, box, width=2, border_radius=12)
    (x1, y1), (x2, y2) = tail[1], tail[2]
    if x1 == x2:
        pygame.draw.line(surface, fill, (x1, y1 + 2), (x2, y2 - 2), 3)
    else:
        pygame.draw.line(surface, fill, (x1 + 2, y1), (x2 - 2, y2), 3)
    font_h = get_font("text", TALK_SIZE).get_linesize()
    y = box.centery - font_h * len(lines) // 2
    for line in lines:
        painter.blit_text(surface, line, (box.centerx, y), "text", TALK_SIZE, INK, "midtop", shadow=False)
        y += font_h


def draw_corner(surface: pygame.Surface, view: TableView, painter: Painter) -> None:
    """Your corner, left of your hand: the pending call's banner (who called what, what Quiero and
    No quiero give, who answers), or what you are to do now."""
    corner = view.layout.your_corner
    plate, _ = plate_rects(view, painter, 0)
    top = plate.bottom + 10
    banner = view.banner
    if banner is None:
        y = top + 4
        if view.status:
            for line in wrap(view.status, "bold", 24, corner.w):
                y = painter.blit_text(surface, line, (corner.centerx, y), "bold", 24, GOLD, "midtop").bottom
        return
    box = pygame.Rect(corner.x, top, corner.w, corner.bottom - top)
    panel(surface, box, fill=(30, 22, 8, 225), edge=(255, 214, 90, 230))
    if banner.yours:
        pygame.draw.rect(surface, GOLD, box.inflate(6, 6), width=3, border_radius=16)
    y = box.y + 6
    inner = box.w - 20
    if banner.call is None:
        size = fit_size(banner.who, "display", 30, inner)
        y = painter.blit_text(surface, banner.who, (box.centerx, y), "display", size, GOLD, "midtop").bottom + 2
    else:
        y = painter.blit_text(surface, banner.who + ":", (box.centerx, y), "bold", 20, CREAM, "midtop").bottom
        size = fit_size(banner.call, "display", 32, inner, minimum=22)
        y = painter.blit_text(surface, banner.call, (box.centerx, y - 2), "display", size, GOLD,
                              "midtop").bottom + 2
    for text in (banner.accept, banner.refuse):
        size = fit_size(text, "bold", 20, inner)
        y = painter.blit_text(surface, text, (box.centerx, y), "bold", size, CREAM, "midtop").bottom + 1
    size = fit_size(banner.answer, "text", 20, inner)
    painter.blit_text(surface, banner.answer, (box.centerx, y + 2), "text", size,
                      GOLD if banner.yours else SOFT, "midtop")


def draw_help(surface: pygame.Surface, view: TableView, painter: Painter) -> None:
    """Your envido (or flor) value, right of your hand, when help is on."""
    if view.flor is None and view.envido is None:
        return
    text = t("your_flor", value=view.flor) if view.flor is not None else t("your_envido", value=view.envido)
    lay = view.layout
    right = max(r.right for r, _ in lay.hand_slots("bottom", max(1, view.picture.slot_count(0))))
    painter.blit_text(surface, text, (right + 22, lay.hand_bottom - 160), "bold", 20, CREAM)


def draw_calls(surface: pygame.Surface, view: TableView, painter: Painter) -> None:
    """The call buttons, each with its keyboard letter on a cream tab."""
    mouse = view.mouse
    for b in view.calls:
        b.draw(surface, focused=b is view.focused, hovered=mouse is not None and b.rect.collidepoint(mouse))
        draw_letter(surface, painter, b)


def draw_letter(surface: pygame.Surface, painter: Painter, b: Button) -> None:
    """A button's keyboard letter on a cream tab at its top-left corner."""
    letter = b.data.get("letter")
    if not letter:
        return
    img = painter.text(letter, "bold", 18, INK)
    r = pygame.Rect(0, 0, 26, 26)
    r.topleft = (b.rect.x + 6, b.rect.y + 6)
    pygame.draw.rect(surface, (250, 244, 220), r, border_radius=6)
    surface.blit(img, img.get_rect(center=r.center))


def draw_result(surface: pygame.Surface, view: TableView, painter: Painter) -> None:
    """The finished hand's points on the table ("+1 Nosotros · Truco no querido"), with the buttons
    that open the full summary and the review; it goes by itself."""
    result = view.result
    if result is None:
        return
    panel_rect, size = result.panel, result.size
    pygame.draw.rect(surface, (0, 0, 0), panel_rect.move(4, 6), border_radius=18)
    pygame.draw.rect(surface, (110, 66, 34), panel_rect.inflate(10, 10), border_radius=20)
    pygame.draw.rect(surface, (12, 70, 45), panel_rect, border_radius=16)
    pygame.draw.rect(surface, GOLD, panel_rect, width=2, border_radius=16)
    line_h = get_font("display", size).get_linesize()
    y = panel_rect.centery - len(result.lines) * line_h // 2
    for line in result.lines:
        colour = GOLD if line.startswith("+") and t("team.0") in line.split("·")[0] else CREAM
        painter.blit_text(surface, line, (panel_rect.x + 24, y), "display", size, colour)
        y += line_h
    for b in (result.review, result.summary):
        b.draw(surface, focused=view.focused is b)
        draw_letter(surface, painter, b)
