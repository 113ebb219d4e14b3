"""The players' places: the turn glow, each seat's held cards and name plate, the tricks in a
row in front of each seat, your own hand, the cards shown at the end, and the cards in flight."""
from __future__ import annotations

import math

import pygame

from scenes.table.draw.banner import banner_height
from scenes.table.draw.paint import GOLD, PARDA, Painter
from scenes.table.layout import place
from scenes.table.view import TableView
from scenes.table.words import seat_name
from scenes.ui.canvas import GAP, MIN_TEXT
from scenes.ui.cast_faces import cast_face
from scenes.ui.i18n import t
from scenes.ui.widgets import CREAM, INK

PLATE_PX = MIN_TEXT + 1  # a player's name on its plate

Chip = tuple[tuple[str, tuple[int, int, int], tuple[int, int, int]], pygame.Rect]


def draw_glow(surface: pygame.Surface, view: TableView, painter: Painter) -> None:
    """A soft glow at the place of the one player who must act now."""
    owner = view.turn
    if owner is None or owner[0] != "seat":
        return
    where = place(view.players, owner[1])
    g = painter.glow(view.layout.glows[where])
    surface.blit(g, g.get_rect(center=view.layout.hand_centres[where]))


def draw_seat(surface: pygame.Surface, view: TableView, painter: Painter, seat: int) -> None:
    """A player's held cards (the others'), name plate and chips; a gold ring on the plate of the
    one player who acts."""
    lay, pic = view.layout, view.picture
    where = place(view.players, seat)
    if seat != 0:
        for (rect, angle), code in zip(lay.hand_slots(where, pic.slot_count(seat)), pic.hands[seat]):
            img = painter.rotated(painter.card("small", code), angle)
            surface.blit(img, img.get_rect(center=rect.center))
    plate, chips = plate_rects(view, painter, seat)
    team_col = (40, 80, 150) if seat % 2 == 0 else (140, 50, 44)
    if view.turn == ("seat", seat):
        pygame.draw.rect(surface, GOLD, plate.inflate(10, 10), width=4, border_radius=21)
    pygame.draw.rect(surface, team_col, plate, border_radius=16)
    pygame.draw.rect(surface, (230, 220, 190), plate, width=2, border_radius=16)
    lines = plate_lines(view, painter, seat)
    step = painter.text("M", "bold", PLATE_PX).get_height()
    y = plate.centery - step * len(lines) // 2
    for line in lines:
        img = painter.text(line, "bold", PLATE_PX, CREAM)
        surface.blit(img, img.get_rect(midtop=(plate.centerx, y)))
        y += step
    for (label, bg, fg), r in chips:
        pygame.draw.rect(surface, bg, r, border_radius=r.h // 2)
        img = painter.text(label, "bold", MIN_TEXT, fg)
        surface.blit(img, img.get_rect(center=r.center))
    if view.cast and seat in view.cast and where in lay.cast_faces:
        draw_face(surface, view.cast[seat], lay.cast_faces[where], team_col)


_discs: dict[tuple[str, int, tuple[int, int, int]], pygame.Surface] = {}


def face_disc(name: str, size: int, team_col) -> pygame.Surface:
    """A character's face in a disc of its team's colour, rimmed like a name plate (cached)."""
    key = (name, size, tuple(team_col))
    disc = _discs.get(key)
    if disc is None:
        disc = pygame.Surface((size, size), pygame.SRCALPHA)
        r = size // 2
        pygame.draw.circle(disc, team_col, (r, r), r)
        disc.blit(cast_face(name, size), (0, 2))
        mask = pygame.Surface((size, size), pygame.SRCALPHA)
        pygame.draw.circle(mask, (255, 255, 255, 255), (r, r), r)
        disc.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        pygame.draw.circle(disc, (230, 220, 190), (r, r), r, width=2)
        _discs[key] = disc
    return disc


def draw_face(surface: pygame.Surface, name: str, rect: pygame.Rect, team_col) -> None:
    """A character's face at ``rect``."""
    surface.blit(face_disc(name, rect.w, team_col), rect)


def plate_room(view: TableView, seat: int) -> int:
    """How wide a player's name plate may be: a side player's never reaches your corner
    (landscape) nor the middle of the table."""
    lay = view.layout
    where = place(view.players, seat)
    if where in ("left", "right"):
        return (lay.your_corner.x - 8 - (lay.frame + 8)) if not lay.portrait else lay.w // 2 - 40
    return lay.w


def plate_lines(view: TableView, painter: Painter, seat: int) -> list[str]:
    """A player's name on its plate: one line, or two when one would be too wide (Texto grande)."""
    name = view.seat_label(seat)
    room = plate_room(view, seat) - 24
    if painter.text(name, "bold", PLATE_PX).get_width() <= room or " " not in name:
        return [name]
    head, _, tail = name.partition(" ")
    return [head, tail]


def plate_rects(view: TableView, painter: Painter, seat: int) -> tuple[pygame.Rect, list[Chip]]:
    """A player's name plate and its chips (mano, dealer): ``(plate, [((label, bg, fg), rect) ...])``."""
    lay = view.layout
    where = place(view.players, seat)
    px, py = lay.plates[where]
    lines = [painter.text(line, "bold", PLATE_PX, CREAM) for line in plate_lines(view, painter, seat)]
    chips = []
    if seat == view.mano:
        chips.append((t("chip_mano"), GOLD, INK))
    if seat == view.dealer:
        chips.append((t("chip_dealer"), (240, 236, 226), INK))
    chip_h = painter.text("M", "bold", MIN_TEXT).get_height() + 2
    plate_h = sum(img.get_height() for img in lines) + 6
    widths = [max(img.get_width() for img in lines) + 24] + [painter.text(c, "bold", MIN_TEXT).get_width() + 16 for c, _, _ in chips]
    stacked = where in ("left", "right")  # chips under the plate, to keep the sides narrow
    edge = lay.frame + 8
    if stacked:
        x = max(edge, min(lay.w - edge - widths[0], px - widths[0] // 2))
    elif where == "bottom":  # your plate: left end of your corner, the chips after it
        x = lay.your_corner.x + (10 if lay.portrait else 0)
    else:
        total = sum(widths) + 6 * len(chips)
        room = lay.w - edge if lay.portrait else lay.log_rect.x - 8
        face = (lay.faces or (lay.cast_faces if view.cast else {})).get("right")
        if lay.portrait and face is not None:  # portrait: clear of the right player's face (its disc)
            room = face.x - 4 - GAP
        x = max(edge, min(room - total, px - total // 2))
        x = max(x, lay.top_plate_left)  # never over the partner's (or rival's) held cards
        stacked = x + total > room  # no room beside the plate (the log, top right): under it
    if where == "bottom" and not lay.portrait:  # over the banner (or the status) in your corner
        above = banner_height(view) or 2 * painter.text("M", "bold", MIN_TEXT + 3).get_height() + 8
        py = lay.your_corner.bottom - above - 6 - plate_h // 2
    if stacked and lay.faces and not lay.portrait and len(lines) > 1:
        py += (plate_h - lines[0].get_height() - 6) // 2  # under a face: a second line grows down, not up
    plate = pygame.Rect(x, py - plate_h // 2, widths[0], plate_h)
    if where in lay.chip_rows:  # beside the face (a table with señas)
        total = sum(widths[1:]) + 6 * max(0, len(chips) - 1)
        cx, cy = lay.chip_rows[where]
        x = cx - total // 2
    elif stacked:  # under the plate (portrait: over it, the hand being under it)
        total = sum(widths[1:]) + 6 * max(0, len(chips) - 1)
        x = max(edge, min(lay.w - edge - total, plate.centerx - total // 2))
        if where == "top":
            x = plate.x
        cy = plate.y - 4 - chip_h // 2 if lay.portrait and where != "top" else plate.bottom + 4 + chip_h // 2
    else:
        x, cy = plate.right + 6, py
    out = []
    for chip, w in zip(chips, widths[1:]):
        out.append((chip, pygame.Rect(x, cy - chip_h // 2, w, chip_h)))
        x += w + 6
    return plate, out


def trick_cards(view: TableView) -> list[tuple[int, int, int, str | None, bool, pygame.Rect]]:
    """Every played card where it lies: ``(trick, entry, seat, code, down, rect)``. Each seat's
    cards sit in a row in front of it in trick order; the trick being played (the last one) at
    full size, the earlier ones smaller."""
    out = []
    tricks = view.picture.tricks
    last = len(tricks) - 1
    for k, trick in enumerate(tricks):
        for j, (seat, code, down) in enumerate(trick):
            r = view.layout.played_rect(place(view.players, seat), k, current=k == last)
            out.append((k, j, seat, code, down, r))
    return out


def draw_tricks(surface: pygame.Surface, view: TableView, painter: Painter) -> None:
    """The played cards: the trick's winner framed in gold with a star, the losers of a finished
    trick dimmed, every card of a parda framed in cream with "=" ."""
    pic = view.picture
    draw_trick_mats(surface, view)
    for k, j, seat, code, down, r in trick_cards(view):
        if (k, j) in pic.landing:
            continue
        size = r.size
        if down:
            img = painter.down_mark(code, size) if seat == 0 else painter.trick_card(None, size)
        else:
            img = painter.trick_card(code, size)
        done = k < len(pic.results)
        winner = pic.winners[k] if k < len(pic.winners) else None
        parda = done and pic.results[k] is None
        if done and winner == seat:
            pygame.draw.rect(surface, GOLD, r.inflate(10, 10), border_radius=10)
        elif parda:
            pygame.draw.rect(surface, PARDA, r.inflate(8, 8), border_radius=10)
        surface.blit(img, r)
        if done and not parda and winner != seat:
            surface.blit(painter.veil(size), r)
        if done and winner == seat:
            draw_badge(surface, (r.right - 2, r.top + 2), GOLD, star=True)
        elif parda:
            draw_badge(surface, (r.right - 2, r.top + 2), PARDA, mark=painter.text("=", "bold", MIN_TEXT, INK))


def draw_trick_mats(surface: pygame.Surface, view: TableView) -> None:
    """A line in the player's team colour under each seat's row of played cards, so a glance
    tells whose cards are whose (blue: your team; red: theirs)."""
    rows: dict[int, list[pygame.Rect]] = {}
    for _, _, seat, _, _, r in trick_cards(view):
        rows.setdefault(seat, []).append(r)
    lay = view.layout
    for seat, rects in rows.items():
        area = rects[0].unionall(rects)
        y = lay.trick_centres[place(view.players, seat)][1] + lay.played[1] // 2 + 6
        colour = (110, 150, 235) if seat % 2 == 0 else (232, 120, 96)
        line = pygame.Rect(area.x - 4, y, area.w + 8, 5)
        pygame.draw.rect(surface, (0, 0, 0), line.move(1, 2), border_radius=3)
        pygame.draw.rect(surface, colour, line, border_radius=3)


def _star(cx: float, cy: float, outer: float, inner: float) -> list[tuple[float, float]]:
    """The ten points of a five-pointed star."""
    pts = []
    for k in range(10):
        rad = outer if k % 2 == 0 else inner
        a = -math.pi / 2 + k * math.pi / 5
        pts.append((cx + rad * math.cos(a), cy + rad * math.sin(a)))
    return pts


def draw_badge(surface: pygame.Surface, centre: tuple[int, int], colour, *, star: bool = False,
               mark: pygame.Surface | None = None) -> None:
    """A small round badge on a card's corner: a star (trick won) or a mark ("=" for a parda)."""
    cx, cy = centre
    pygame.draw.circle(surface, (40, 30, 10), (cx + 1, cy + 2), 16)
    pygame.draw.circle(surface, colour, (cx, cy), 16)
    pygame.draw.circle(surface, (120, 90, 30), (cx, cy), 16, 2)
    if star:
        pygame.draw.polygon(surface, (150, 30, 24), _star(cx, cy, 8, 3.5))
    if mark is not None:
        surface.blit(mark, mark.get_rect(center=(cx, cy)))


def draw_my_hand(surface: pygame.Surface, view: TableView, painter: Painter) -> None:
    """Your cards, large and fanned; playable ones raised, the one under the pointer lifted more."""
    for i, held in enumerate(view.my_cards):
        img = painter.rotated(painter.card("big", held.card if held.face_up else None), held.angle)
        dest = img.get_rect(center=held.rect.center)
        if held.playable:
            pygame.draw.rect(surface, GOLD if i == view.hover else (250, 236, 180),
                             held.rect.inflate(8, 8), width=3, border_radius=10)
        surface.blit(img, dest)
        if held.marked:
            draw_top_mark(surface, held.rect, held.angle)
        if held.selected:  # picked by a first tap: a second tap (or a drag up) plays it
            pygame.draw.rect(surface, GOLD, held.rect.inflate(14, 14), width=5, border_radius=14)
        if held.playable and not view.layout.portrait:  # its key (1-3), on a tab at its foot
            tag = painter.text(str(i + 1), "bold", MIN_TEXT, INK)
            pill = tag.get_rect(midbottom=(held.rect.centerx, held.rect.bottom - 4)).inflate(14, 0)
            pygame.draw.rect(surface, GOLD, pill, border_radius=8)
            surface.blit(tag, tag.get_rect(center=pill.center))


def top_mark_centre(rect: pygame.Rect, angle: float) -> tuple[int, int]:
    """Where the top-card mark sits on a held card: near its top-right corner, turned with it."""
    v = pygame.math.Vector2(rect.w / 2 - 20, -rect.h / 2 + 22).rotate(-angle)
    return (int(rect.centerx + v.x), int(rect.centery + v.y))


def draw_top_mark(surface: pygame.Surface, rect: pygame.Rect, angle: float) -> None:
    """A small gold star badge: this held card is one of the four top cards (help is on)."""
    cx, cy = top_mark_centre(rect, angle)
    pygame.draw.circle(surface, (60, 40, 10), (cx + 1, cy + 2), 14)
    pygame.draw.circle(surface, GOLD, (cx, cy), 14)
    pygame.draw.circle(surface, (150, 100, 20), (cx, cy), 14, 2)
    pygame.draw.polygon(surface, (150, 30, 24), _star(cx, cy, 9, 4))


def draw_shown(surface: pygame.Surface, view: TableView, painter: Painter) -> None:
    """Cards shown at the end of the hand (the envido's proof), beside their owner, outlined in
    gold, under a label with the owner and the value ("Rival: 31")."""
    for seat, cards in view.picture.shown.items():
        if seat == 0:
            continue
        rects = shown_rects(view, seat, len(cards))
        for code, r in zip(cards, rects):
            pygame.draw.rect(surface, GOLD, r.inflate(6, 6), border_radius=8)
            surface.blit(painter.card("tiny", code), r)
        if rects:
            value = view.declared.get(seat)
            who = view.seat_label(seat)
            text = t("shown_label", who=who, value=value) if value is not None else who
            img = painter.text(text, "bold", MIN_TEXT, INK)
            tag = shown_label_rect(view, rects, img.get_size(), place(view.players, seat) == "top")
            pygame.draw.rect(surface, GOLD, tag, border_radius=10)
            surface.blit(img, img.get_rect(center=tag.center))


def shown_rects(view: TableView, seat: int, count: int) -> list[pygame.Rect]:
    """Where ``count`` cards shown by ``seat`` at the end of a hand lie: turned face up over its
    own held cards (they are those cards), clear of every name plate; a label goes above them."""
    lay = view.layout
    where = place(view.players, seat)
    cx, cy = lay.hand_centres[where]
    if where == "top":
        cy = lay.top_y + lay.tiny[1] // 2 + 36
    w, h = lay.tiny
    out = []
    for i in range(count):
        r = pygame.Rect(0, 0, w, h)
        r.center = (int(cx + (i - (count - 1) / 2) * lay.shown_step), cy)
        out.append(r)
    return out


def shown_label_rect(view: TableView, rects: list[pygame.Rect], size: tuple[int, int],
                     top: bool = False) -> pygame.Rect:
    """The label over shown cards ("Rival: 31"), kept on the canvas."""
    lay = view.layout
    area = rects[0].unionall(rects)
    tag = pygame.Rect(0, 0, size[0] + 14, size[1] + 4)
    tag.midbottom = (area.centerx, area.top - 6)
    if top:
        tag.right = min(tag.right, lay.top_plate_left - 8)  # clear of the top player's name plate
    tag.clamp_ip(pygame.Rect(lay.frame + 4, lay.frame + 4, lay.w - 2 * lay.frame - 8, lay.h - 2 * lay.frame - 8))
    return tag


def draw_flights(surface: pygame.Surface, view: TableView, painter: Painter) -> None:
    """The cards in flight (dealt, played, gathered)."""
    for f in view.picture.flights:
        if not f.started:
            continue
        img = painter.rotated(painter.card(f.size, f.card), f.angle)
        surface.blit(img, img.get_rect(center=(int(f.pos()[0]), int(f.pos()[1]))))
