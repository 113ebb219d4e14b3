"""What the table says: speech bubbles pointing at their speakers, your corner (the pending call's
banner or what you are to do), your envido, the call buttons, and the hand's result."""
from __future__ import annotations

import pygame

from scenes.table.draw.paint import GOLD, Painter, panel, wrap
from scenes.table.draw.banner import Line, banner_height, corner_lines, corner_parts, lines_height  # noqa: F401
from scenes.table.draw.seats import draw_seat, plate_rects
from scenes.table.layout import place
from scenes.table.view import TableView
from scenes.ui.canvas import MIN_KEY_TEXT, MIN_TEXT
from scenes.ui.fonts import get_font
from scenes.ui.i18n import t
from scenes.ui.widgets import CREAM, INK, ellipsize

def bubble_tip(view: TableView, painter: Painter, seat: int) -> tuple[int, int]:
    """The point a speaker's bubble tail touches: your bubble points at the right edge of your hand."""
    lay = view.layout
    where = place(view.players, seat)
    ax, ay = lay.bubble_anchors[where]
    held = view.picture.slot_count(0)
    if lay.portrait:
        return ax, ay  # portrait: your bubble speaks from over your corner (left of your face)
    if where == "bottom" and lay.faces:  # your face beside your hand: from over it
        face = lay.faces["bottom"]
        return face.centerx, face.y - 6
    if where == "bottom" and held:
        right = max(r.right for r, _ in lay.hand_slots("bottom", held))
        ax = min(ax, right + 4)
    elif where == "bottom":  # no cards left in your hand: the bubble speaks from your name plate
        plate, chips = plate_rects(view, painter, seat)
        right = max([plate.right] + [r.right for _, r in chips])
        ax, ay = right + 4, plate.centery
    return ax, ay


def bubble_rect(view: TableView, painter: Painter, seat: int, text_size: tuple[int, int]) -> pygame.Rect:
    """Where the bubble of ``seat`` sits (its text measuring ``text_size``), on the canvas: never
    over your cards, the call buttons, your corner or the scoreboard."""
    lay = view.layout
    where = place(view.players, seat)
    ax, ay = bubble_tip(view, painter, seat)
    box = pygame.Rect(0, 0, text_size[0] + 36, text_size[1] + 18)
    top = lay.score_strip.bottom + 8 if lay.score_strip is not None else 16
    if where == "bottom":
        if lay.portrait and lay.faces:  # left of your face
            box.midright = (ax - 24, ay)
        elif lay.portrait:
            box.midbottom = (min(ax, lay.w - 16 - box.w // 2), ay)
        elif lay.faces:  # over your face (the señas button is under it), above the side players'
            # bubbles (held over your corner: a call and its answer show together), left of the log
            box.midbottom = (ax, lay.your_corner.y - 6 - box.h - 8)
            box.right = min(box.right, lay.log_rect.x - 8)
        else:
            box.midleft = (ax + 24, ay + 14)
            if view.players == 4 and not lay.faces:  # a long call meets the right player's plate: over it
                plate, chips = plate_rects(view, painter, 1)
                for r in [plate] + [c for _, c in chips]:
                    if box.colliderect(r):
                        box.bottom = min(box.bottom, r.top - 8)
        box.bottom = min(box.bottom, lay.button_rows[0] - 8, lay.your_corner.y - 6 if lay.portrait else lay.h)
    elif where == "top":
        box.topleft = (ax - 16, ay + 18)
        if not lay.portrait:
            box.right = min(box.right, lay.log_rect.x - 8)  # clear of the hand's log
        else:  # clear of the right player's face, plate and chips
            near = [f.inflate(8, 8) for f in faces_shown(view).values()]
            if view.players == 4:  # seat 1 sits at the right
                plate, chips = plate_rects(view, painter, 1)
                near += [plate] + [c for _, c in chips]
            for r in near:
                if r.colliderect(box) and r.centerx > box.centerx:
                    box.right = r.x - 8
    elif where == "left":
        box.midleft = (ax + 24, ay)
        box.bottom = min(box.bottom, lay.your_corner.y - 6)  # clear of your name plate
    else:
        box.midright = (ax - 24, ay)
        box.bottom = min(box.bottom, lay.your_corner.y - 6)
    box.clamp_ip(pygame.Rect(16, top, lay.w - 32, lay.h - 16 - top))
    return box


def faces_shown(view: TableView) -> dict[str, pygame.Rect]:
    """The faces drawn on the table, by place: the seats' (señas) or the characters'."""
    lay = view.layout
    return dict(lay.faces) or (dict(lay.cast_faces) if view.cast else {})


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


BUBBLE_PX = 34  #: a call bubble's words (smaller, down to MIN_TEXT, where a long call meets a plate)


def bubble_obstacles(view: TableView, painter: Painter) -> list[pygame.Rect]:
    """What no call bubble covers: every face shown (with its disc), every name plate and chip,
    the señas button."""
    out = [f.inflate(8, 8) for f in faces_shown(view).values()]
    if view.layout.faces:
        out.append(view.layout.senas_button)
    for seat in range(view.players):
        plate, chips = plate_rects(view, painter, seat)
        out += [plate] + [r for _, r in chips]
    return out


def bubble_px(view: TableView, painter: Painter, seat: int, text: str) -> int:
    """The size of a bubble's words: :data:`BUBBLE_PX`, or smaller (down to ``MIN_TEXT``)
    until the bubble (:func:`bubble_rect`) covers no face, name plate nor chip."""
    near = bubble_obstacles(view, painter)
    for px in range(BUBBLE_PX, MIN_TEXT - 1, -1):
        box = bubble_rect(view, painter, seat, painter.text(text, "display", px, INK).get_size())
        if not any(box.colliderect(r) for r in near):
            return px
    return MIN_TEXT


def draw_bubbles(surface: pygame.Surface, view: TableView, painter: Painter) -> None:
    """Speech bubbles pointing at their speakers, in the bold display face."""
    fill, edge = (252, 248, 232), (120, 90, 50)
    for seat, bubble in view.picture.bubbles.items():
        tip = bubble_tip(view, painter, seat)
        img = painter.text(bubble.text, "display", bubble_px(view, painter, seat, bubble.text), INK)
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


TALK_SIZE = MIN_TEXT  #: the text face's size in a talk bubble (12 CSS px on a phone)
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
    font_h = get_font("text", TALK_SIZE).get_linesize()
    room = max(1, min(TALK_LINES, (area.h - 14) // font_h))  # Texto grande: one line in a low box
    wrapped = wrap(talk.text, "text", TALK_SIZE, area.w - 28)
    lines = wrapped[:room]
    if len(wrapped) > room:  # a narrow box: the last line says the rest is cut
        lines[-1] = ellipsize(" ".join(wrapped[room - 1:]), get_font("text", TALK_SIZE), area.w - 28)
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
    """Your corner (left of your hand; portrait: across the table above the call buttons): the
    pending call's banner (who called what, what Quiero and No quiero give, who answers), or what
    you are to do now."""
    corner = view.layout.your_corner
    plate, chips = plate_rects(view, painter, 0)
    wide = corner.w > 2 * corner.h  # portrait: the banner runs beside your plate
    banner = view.banner
    if banner is None:
        status = view.confirm_hint or view.status
        if not status:
            return
        if wide:
            right = max([plate.right] + [r.right for _, r in chips]) + 16
            top = corner.y + (get_font("bold", MIN_TEXT).get_linesize() if help_words(view) else 0)
            area = pygame.Rect(right, top, corner.right - right, corner.bottom - top)
        else:
            area = pygame.Rect(corner.x, plate.bottom + 10, corner.w, corner.bottom - plate.bottom - 10)
        lines = wrap(status, "bold", MIN_KEY_TEXT, area.w)
        line_h = get_font("bold", MIN_KEY_TEXT).get_linesize()
        y = area.centery - len(lines) * line_h // 2 if wide else area.y + 2
        for line in lines:
            y = painter.blit_text(surface, line, (area.centerx, y), "bold", MIN_KEY_TEXT, GOLD, "midtop").bottom
        return
    box, columns = corner_box(view, painter)
    panel(surface, box, fill=(30, 22, 8, 225), edge=(255, 214, 90, 230))
    if banner.yours:
        pygame.draw.rect(surface, GOLD, box.inflate(6, 6), width=3, border_radius=16)
    if wide:  # your plate and chips sit on the banner's top left
        draw_seat(surface, view, painter, 0)
    for area, lines in columns:
        height = sum(get_font(kind, size).get_linesize() for _, kind, size, _ in lines)
        y = area.y + max(0, (area.h - height) // 2)
        for text, kind, size, colour in lines:
            painter.blit_text(surface, text, (area.centerx, y), kind, size, colour, "midtop")
            y += get_font(kind, size).get_linesize()



def corner_box(view: TableView, painter: Painter) -> tuple[pygame.Rect, list[tuple[pygame.Rect, list[Line]]]]:
    """The banner's panel and its columns of lines. Landscape: one column under your plate, the
    panel as tall as its lines from the corner's bottom up. Portrait: your plate, who called and
    the call on the left; your envido, what each answer gives and who answers on the right (who
    answers, then your envido, left out when there is no room: Texto grande)."""
    corner = view.layout.your_corner
    if corner.w <= 2 * corner.h:
        height = banner_height(view)
        box = pygame.Rect(corner.x, corner.bottom - height, corner.w, height)
        return box, [(box.inflate(-20, -14), corner_lines(view, corner.w - 20))]
    plate, _ = plate_rects(view, painter, 0)
    half = (corner.w - 36) // 2
    left = pygame.Rect(corner.x + 12, plate.bottom + 4, half, corner.bottom - plate.bottom - 10)
    call_px = 36
    head, stakes, answer = corner_parts(view, half, call_px)
    while lines_height(head) > left.h and call_px > MIN_KEY_TEXT:  # Texto grande: a smaller call
        call_px -= 1
        head, stakes, answer = corner_parts(view, half, call_px)
    right = pygame.Rect(left.right + 12, corner.y + 6, corner.right - 12 - left.right - 12, corner.h - 12)
    words = help_words(view)
    helps: list[Line] = [(words, "bold", MIN_TEXT, CREAM)] if words else []
    column = helps + stakes + answer
    if lines_height(column) > right.h and view.banner is not None and view.banner.yours:
        column = helps + stakes  # the gold ring and your buttons say it is your answer
    if lines_height(column) > right.h:
        column = stakes + answer
    return pygame.Rect(corner), [(left, head), (right, column)]


def draw_help(surface: pygame.Surface, view: TableView, painter: Painter) -> None:
    """Your envido (or flor) value, beside your hand (portrait: over your corner, and in the
    call's banner while one waits), when help is on."""
    if view.flor is None and view.envido is None or (view.layout.portrait and view.banner is not None):
        return
    painter.blit_text(surface, help_words(view), view.layout.help_at, "bold", MIN_TEXT, CREAM,
                      "topright" if view.layout.portrait else "midleft")


def help_words(view: TableView) -> str | None:
    """"Tu envido: 27" (or your flor), when help is on and it is worth saying; watching a friend's
    match, theirs ("Ana: envido 27")."""
    kind, value = ("flor", view.flor) if view.flor is not None else ("envido", view.envido)
    if value is None:
        return None
    name = (view.names or {}).get(0)  # watching a friend's match: theirs, not yours
    return t(f"named_{kind}", name=name, value=value) if name else t(f"your_{kind}", value=value)


def draw_calls(surface: pygame.Surface, view: TableView, painter: Painter) -> None:
    """The call buttons, each with its keyboard letter on a cream tab."""
    mouse = view.mouse
    for b in view.calls:
        b.draw(surface, focused=b is view.focused, hovered=mouse is not None and b.rect.collidepoint(mouse))


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
    area = result.text
    y = area.centery - len(result.shown) * line_h // 2
    for line, ours in result.shown:
        painter.blit_text(surface, line, (area.x, y), "display", size, GOLD if ours else CREAM)
        y += line_h
    for b in (result.review, result.summary):
        b.draw(surface, focused=view.focused is b)
