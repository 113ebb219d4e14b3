"""What the table says: speech bubbles pointing at their speakers, your corner (the pending call's
banner or what you are to do), your envido, the call buttons, and the hand's result."""
from __future__ import annotations

import itertools
from dataclasses import dataclass

import pygame

from scenes.table.draw.paint import GOLD, Painter, panel, wrap
from scenes.table.draw.board import burned_rect
from scenes.table.draw.banner import Line, banner_height, corner_lines, corner_parts, lines_height  # noqa: F401
from scenes.table.draw.seats import draw_seat, plate_rects, trick_cards
from scenes.table.layout import place
from scenes.table.view import TableView
from scenes.ui.canvas import MIN_KEY_TEXT, MIN_TEXT
from scenes.ui.fonts import get_font
from scenes.ui.i18n import t
from scenes.ui.widgets import CREAM, INK, ellipsize

def bubble_tip(view: TableView, painter: Painter, seat: int, box: pygame.Rect | None = None) -> tuple[int, int]:
    """The point a speaker's bubble tail touches: your bubble points at the right edge of your
    hand; in portrait a side player's at the top of its plate, or at the foot of its held cards
    when its bubble (``box``) lies under them, and yours, put in your corner, at your face's foot."""
    lay = view.layout
    where = place(view.players, seat)
    ax, ay = lay.bubble_anchors[where]
    held = view.picture.slot_count(0)
    if lay.portrait and where in ("left", "right") and box is not None and box.top > lay.plates[where][1]:
        held = [r for r, _ in lay.hand_slots(where, 3)]
        if box.collidelist(held) >= 0:  # over its own held cards: from under its plate
            plate, chips = plate_rects(view, painter, seat)
            return plate.centerx, max([plate.bottom] + [r.bottom for _, r in chips]) + 2
        return side_foot(view, seat)
    if lay.portrait and where in ("left", "right"):  # from over the plate (the table's middle is the tricks')
        plate, chips = plate_rects(view, painter, seat)
        return plate.centerx, min([plate.y] + [r.y for _, r in chips])
    if where == "bottom" and lay.portrait and box is not None and lay.your_corner.contains(box):
        if lay.faces:  # in your corner (a crowded table): from under your face, or from your plate
            return lay.faces["bottom"].centerx, lay.faces["bottom"].bottom + 2
        plate, chips = plate_rects(view, painter, seat)
        return max([plate.right] + [r.right for _, r in chips]) + 2, plate.centery
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


@dataclass(frozen=True)
class BubbleRoom:
    """What the call bubbles keep off on one frame's table, worked out once for every bubble and
    every size of words tried (:func:`bubble_room`)."""

    cards: list[pygame.Rect]  #: the played cards (:func:`bubble_cards`)
    obstacles: list[pygame.Rect]  #: the faces, plates and chips (:func:`bubble_obstacles`)
    fixed: list[pygame.Rect]  #: where a moved bubble never lands (:func:`bubble_fixed`)


def bubble_room(view: TableView, painter: Painter) -> BubbleRoom:
    """The :class:`BubbleRoom` of ``view``."""
    return BubbleRoom(bubble_cards(view), bubble_obstacles(view, painter), bubble_fixed(view, painter))


def bubble_rect(view: TableView, painter: Painter, seat: int, text_size: tuple[int, int],
                taken: tuple[pygame.Rect, ...] = (), reach: int | None = None,
                room: BubbleRoom | None = None) -> pygame.Rect:
    """Where the bubble of ``seat`` sits (its text measuring ``text_size``), on the canvas: never
    over your cards, the call buttons, your corner or the scoreboard; moved off the cards played
    so far (the nearest place up, down or aside that covers none of them, nor a face, plate,
    chip, another bubble (``taken``) or what it never covers), or left where it is when there
    is none within ``reach`` (:data:`BUBBLE_MOVE`). ``room``: this frame's, when the caller has it."""
    room = room or bubble_room(view, painter)
    box = bubble_home(view, painter, seat, text_size)
    cards = room.cards
    lay = view.layout
    side_right = lay.portrait and place(view.players, seat) == "right"  # its first home: under its cards
    clear = cards + list(taken) + (room.obstacles if lay.portrait else [])
    if not side_right and box.collidelist(clear) < 0:
        return box  # (portrait: moved off a face or plate too, where a side player's has two homes)
    tx, ty = bubble_tip(view, painter, seat)
    keep = cards + room.obstacles + room.fixed + list(taken)
    if place(view.players, seat) in ("left", "right") and lay.portrait:  # the tail's point stays out of it
        keep.append(pygame.Rect(tx - 10, ty - 8, 20, 8))  # (a side player's, over its plate: 8 px out)
    else:
        keep.append(pygame.Rect(tx - 10, ty - 10, 20, 20))
    top = lay.score_strip.bottom + 8 if lay.score_strip is not None else 16
    area = pygame.Rect(16, top, lay.w - 32, lay.h - 16 - top)
    far = BUBBLE_MOVE if reach is None else reach
    if lay.portrait and not taken:  # a crowded portrait table: never across it (its tail over every
        far = min(far, BUBBLE_NEAR)  # card), unless another bubble holds its place near its speaker
    homes = [box]
    where = place(view.players, seat)
    if lay.portrait and where in ("left", "right"):  # or under its held cards (the right player's first:
        fx, fy = side_foot(view, seat)  # over its plate is by the partner's bubble)
        under = pygame.Rect(0, 0, *box.size)
        under.midtop = (fx, fy + 26)
        homes.insert(0 if where == "right" else 1, under.clamp(area))
        own = [r for r, _ in lay.hand_slots(where, 3)]  # last: over its own held cards (their backs)
        over = pygame.Rect(0, 0, *box.size)
        over.center = own[0].unionall(own[1:]).center
        homes.append(over.clamp(area))
    for home in homes:
        clear = keep if home is not homes[-1] or len(homes) < 3 else [r for r in keep if r not in own]
        if home.collidelist(clear) < 0:
            return home
        moved = free_spot(home.size, home.center, area, clear, far)
        if moved is not None and abs(moved.centerx - home.centerx) + abs(moved.centery - home.centery) <= far:
            return moved
    return box


def side_foot(view: TableView, seat: int) -> tuple[int, int]:
    """The middle of the foot of a side player's held cards (portrait), just over it: where the
    tail of a bubble under them points."""
    held = [r for r, _ in view.layout.hand_slots(place(view.players, seat), 3)]
    foot = held[0].unionall(held[1:])
    return foot.centerx, foot.bottom - 8


BUBBLE_MOVE = 480  #: how far (across plus down) a bubble may move off the played cards
BUBBLE_NEAR = 120  #: a move this short is taken before smaller words (:func:`bubble_words`)


def bubble_cards(view: TableView) -> list[pygame.Rect]:
    """The played cards a bubble keeps off (framed as a winner): every one of every trick."""
    return [r.inflate(10, 10) for *_, r in trick_cards(view)]


def bubble_fixed(view: TableView, painter: Painter) -> list[pygame.Rect]:
    """What a bubble moved off the played cards never lands on: every seat's held cards (yours
    raised too), the call buttons, your envido's words, the scoreboard and the log (portrait: its
    strip, your corner)."""
    lay = view.layout
    out = [r.union(r.move(0, -lay.lift)) for r, _ in lay.hand_slots("bottom", 3)]
    for seat in range(1, view.players):
        out += [r for r, _ in lay.hand_slots(place(view.players, seat), 3)]
    x0, x1 = lay.button_span
    out += [pygame.Rect(x0, y, x1 - x0, lay.button_h) for y in lay.button_rows]
    out += [lay.menu_rect, lay.spare_tool_rect, help_rect(view, painter)]
    if lay.score_strip is not None:
        return out + [lay.score_strip, lay.your_corner]
    return out + [lay.score_box, lay.log_rect]


def bubble_home(view: TableView, painter: Painter, seat: int, text_size: tuple[int, int]) -> pygame.Rect:
    """A bubble's own place, by its speaker's (:func:`bubble_rect` moves it off played cards)."""
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
    elif lay.portrait:  # a side player's: over its plate and chips, toward the table's middle
        box.midbottom = (ax, ay - 14)
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


def bubble_wraps(text: str) -> list[tuple[str, ...]]:
    """The ways a bubble may say ``text``: on one line, else on two or three (broken between
    words, the longest line as short as it can be)."""
    words = text.split()
    out = [(text,)]
    for parts in (2, 3):
        if len(words) < parts:
            break
        cuts = [c for c in itertools.combinations(range(1, len(words)), parts - 1)]
        best = min(cuts, key=lambda c: max(len(" ".join(words[a:b])) for a, b in zip((0, *c), (*c, len(words)))))
        out.append(tuple(" ".join(words[a:b]) for a, b in zip((0, *best), (*best, len(words)))))
    return out


def bubble_size(painter: Painter, lines: tuple[str, ...], px: int) -> tuple[int, int]:
    """The size of a bubble's words, its ``lines`` stacked."""
    sizes = [painter.text(line, "display", px, INK).get_size() for line in lines]
    return max(w for w, _ in sizes), sum(h for _, h in sizes)


def bubble_words(view: TableView, painter: Painter, seat: int, text: str, taken: tuple[pygame.Rect, ...] = (),
                 room: BubbleRoom | None = None) -> tuple[pygame.Rect, int, tuple[str, ...]] | None:
    """Where a bubble saying ``text`` goes, its words' size and lines: one line at
    :data:`BUBBLE_PX`, or smaller (down to ``MIN_TEXT``), else on two or three lines
    (:func:`bubble_wraps`), the first that lets the bubble (:func:`bubble_rect`, moved at most
    :data:`BUBBLE_NEAR`, else farther) cover no face, name plate, chip nor played card; None
    where none does."""
    room = room or bubble_room(view, painter)
    near = room.obstacles + room.cards + list(taken)
    for lines in bubble_wraps(text):
        for reach in (BUBBLE_NEAR, BUBBLE_MOVE):  # near its speaker in smaller words, before farther
            for px in [*range(BUBBLE_PX, MIN_TEXT, -3), MIN_TEXT]:  # a few sizes: each may search the table
                box = bubble_rect(view, painter, seat, bubble_size(painter, lines, px), taken, reach, room)
                if box.collidelist(near) < 0:
                    return box, px, lines
    return None


def bubble_box(view: TableView, painter: Painter, seat: int, text: str, taken: tuple[pygame.Rect, ...] = (),
               room: BubbleRoom | None = None) -> tuple[pygame.Rect, int, tuple[str, ...]]:
    """Where a bubble saying ``text`` is drawn, its words' size and lines (:func:`bubble_words`);
    where the table has no place for it clear of the played cards, faces and plates, yours goes
    down into your corner in portrait (:func:`corner_bubble`), any other is said in one line at
    ``MIN_TEXT`` where it would go."""
    room = room or bubble_room(view, painter)
    found = bubble_words(view, painter, seat, text, taken, room)
    if found is not None:
        return found
    if seat == 0 and view.layout.portrait:
        return corner_bubble(view, painter, text)
    lines = (text,)
    return bubble_rect(view, painter, seat, bubble_size(painter, lines, MIN_TEXT), taken, room=room), MIN_TEXT, lines


def corner_room(view: TableView, painter: Painter) -> pygame.Rect:
    """Portrait: the part of your corner a bubble of yours may take, right of your plate and
    chips (your envido's words give way to it, as the corner's do)."""
    corner = view.layout.your_corner
    plate, chips = plate_rects(view, painter, 0)
    left = max([plate.right] + [r.right for _, r in chips]) + 16
    return pygame.Rect(left, corner.y + 6, corner.right - 8 - left, corner.h - 12)


def corner_bubble(view: TableView, painter: Painter, text: str) -> tuple[pygame.Rect, int, tuple[str, ...]]:
    """Your bubble inside your corner (portrait, a crowded table): its words at the largest size,
    on the fewest lines, that fit the room there (:func:`corner_room`). The corner's own words
    and your envido's give way to it while it shows (:func:`draw_corner`, :func:`draw_help`);
    while a call's banner fills the corner it is not shown (:func:`placed_bubbles`): the words
    too long for the table are raises, which the banner says, and the log keeps every call."""
    room = corner_room(view, painter)
    fits = [(px, lines) for lines in bubble_wraps(text) for px in [*range(BUBBLE_PX, MIN_TEXT, -3), MIN_TEXT]]
    for px, lines in fits:
        w, h = bubble_size(painter, lines, px)
        if w + 36 <= room.w and h + 18 <= room.h:
            break  # (else the last, the smallest: it may not fit)
    box = pygame.Rect(0, 0, w + 36, h + 18)
    box.midright = room.midright
    return box, px, lines


def in_your_corner(view: TableView, seat: int, box: pygame.Rect) -> bool:
    """Whether the bubble of ``seat`` at ``box`` was put in your corner (:func:`corner_bubble`)."""
    return seat == 0 and view.layout.portrait and view.layout.your_corner.contains(box)


Placed = list[tuple[int, pygame.Rect, int, tuple[str, ...]]]  #: :func:`placed_bubbles`' answer


def placed_bubbles(view: TableView, painter: Painter) -> Placed:
    """Each call bubble shown, as :func:`draw_bubbles` draws it: its seat, its box, the size and
    lines of its words; each placed clear of the ones before."""
    out: Placed = []
    taken: tuple[pygame.Rect, ...] = ()
    room = bubble_room(view, painter) if view.picture.bubbles else None
    for seat, bubble in view.picture.bubbles.items():
        box, px, lines = bubble_box(view, painter, seat, bubble.text, taken, room)
        if in_your_corner(view, seat, box) and view.banner is not None:
            continue  # a call's banner fills your corner: it says your call (a raise is your call)
        taken += (box.inflate(8, 8),)
        out.append((seat, box, px, lines))
    return out


def draw_bubbles(surface: pygame.Surface, view: TableView, painter: Painter, placed: Placed | None = None) -> None:
    """Speech bubbles pointing at their speakers, in the bold display face (``placed``: where
    :func:`placed_bubbles` put them this frame)."""
    fill, edge = (252, 248, 232), (120, 90, 50)
    for seat, box, px, lines in placed_bubbles(view, painter) if placed is None else placed:
        tip = bubble_tip(view, painter, seat, box)
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
        imgs = [painter.text(line, "display", px, INK) for line in lines]
        y = box.centery - sum(img.get_height() for img in imgs) // 2
        for img in imgs:
            surface.blit(img, img.get_rect(midtop=(box.centerx, y)))
            y += img.get_height()


TALK_SIZE = MIN_TEXT  #: the text face's size in a talk bubble (12 CSS px on a phone)
TALK_LINES = 2  #: the lines a talk box of the layout holds at the normal text size
#: the widths (canvas px) a line of talk may wrap at when it does not fit its talk box whole
TALK_WIDTHS = (200, 230, 260, 300, 380, 470, 560, 660)
TALK_PAD = (28, 14)  #: a talk bubble's room around its text, across and down
LINE_COST = 30  #: px farther from its speaker a talk bubble may go to take one line less
TALK_NEAR = 140  #: how far from its speaker (px) a line of talk is near it


def distance(box: pygame.Rect, point: tuple[int, int]) -> float:
    """How far ``point`` lies from ``box`` (0 inside it)."""
    dx = max(box.left - point[0], 0, point[0] - box.right)
    dy = max(box.top - point[1], 0, point[1] - box.bottom)
    return float((dx * dx + dy * dy) ** 0.5)


def talk_obstacles(view: TableView, painter: Painter, bubbles: Placed | None = None) -> list[pygame.Rect]:
    """What a line of talk never covers: every face (its disc), name plate and chip, every
    seat's held cards (yours raised too), every place of a played card (framed), the call
    buttons' rows, your corner, the scoreboard (portrait: its strip), the log, the table's
    buttons, the señas button, your envido's words, Mineiro's burned tandas and the call bubbles
    shown (a talk box placed before a call moves off its bubble; ``bubbles``: where
    :func:`placed_bubbles` put them this frame)."""
    lay, n = view.layout, view.players
    out = [f.inflate(8, 8) for f in faces_shown(view).values()]
    for seat in range(n):
        where = place(n, seat)
        cards = [r.inflate(8, 8) for r, _ in lay.hand_slots(where, 3)]
        if where == "bottom":
            cards += [r.move(0, -lay.lift) for r in cards]
        plate, chips = plate_rects(view, painter, seat)
        out += cards + [plate] + [r for _, r in chips]
        out += [lay.played_rect(where, k).inflate(10, 10) for k in range(3)]
    x0, x1 = lay.button_span
    out += [pygame.Rect(x0, y, x1 - x0, lay.button_h) for y in lay.button_rows]
    out += [lay.your_corner, lay.menu_rect, lay.spare_tool_rect]
    out += [lay.score_strip] if lay.score_strip is not None else [lay.score_box, lay.log_rect]
    if lay.faces:
        out.append(lay.senas_button)
    out.append(help_rect(view, painter))
    burned = burned_rect(view, painter)
    if burned is not None:
        out.append(burned.inflate(8, 8))
    out += [box.inflate(8, 8) for _, box, _, _ in (placed_bubbles(view, painter) if bubbles is None else bubbles)]
    return out


def help_rect(view: TableView, painter: Painter) -> pygame.Rect:
    """Where your envido's words go (:func:`draw_help`), as wide as the widest, with a margin."""
    lay = view.layout
    words = painter.text(t("your_envido", value=33), "bold", MIN_TEXT, CREAM).get_rect()
    setattr(words, "topright" if lay.portrait else "midleft", lay.help_at)
    return words.inflate(8, 8)


_placed: dict[tuple, pygame.Rect | None] = {}


def free_spot(size: tuple[int, int], tip: tuple[int, int], bounds: pygame.Rect,
              obstacles: list[pygame.Rect], reach: int | None = None) -> pygame.Rect | None:
    """The rect of ``size`` inside ``bounds`` covering none of ``obstacles`` that lies nearest to
    ``tip`` (None: there is none; nor any within ``reach`` across and down). The candidates line
    up with the obstacles' edges (cached)."""
    key = (size, tip, tuple(bounds), tuple(tuple(r) for r in obstacles), reach)
    if key in _placed:
        return _placed[key]
    w, h = size
    xs = {bounds.left, bounds.right - w, tip[0] - w // 2} | {r.right + 8 for r in obstacles} | \
        {r.left - 8 - w for r in obstacles}
    ys = {bounds.top, bounds.bottom - h, tip[1] - h // 2} | {r.bottom + 8 for r in obstacles} | \
        {r.top - 8 - h for r in obstacles}
    xs = {x for x in xs if bounds.left <= x and x + w <= bounds.right}
    ys = {y for y in ys if bounds.top <= y and y + h <= bounds.bottom}
    dx = {x: max(x - tip[0], 0, tip[0] - x - w) ** 2 for x in xs}  # the distance splits across and down
    dy = {y: max(y - tip[1], 0, tip[1] - y - h) ** 2 for y in ys}
    if reach is not None:
        dx = {x: d for x, d in dx.items() if d <= reach * reach}
        dy = {y: d for y, d in dy.items() if d <= reach * reach}
    near = sorted((dx[x] + dy[y], x, y) for x in dx for y in dy)
    best = next((box for _, x, y in near if (box := pygame.Rect(x, y, w, h)).collidelist(obstacles) < 0), None)
    if len(_placed) > 512:
        _placed.clear()
    _placed[key] = best
    return best


def talk_rect(view: TableView, painter: Painter,
              bubbles: Placed | None = None) -> tuple[pygame.Rect, list[str]] | None:
    """Where the line of table talk sits now and its lines of text (None: nobody talks): in the
    speaker's talk box of the layout when the line fits there whole; else wrapped as wide as it
    needs, at the free place nearest the speaker (clear of :func:`talk_obstacles`), or in
    portrait over the folded scoreboard; else at any free place, after the speaker's name; cut
    with "…" only when no place on the table holds it whole."""
    talk = view.picture.talk
    if talk is None:
        return None
    lay = view.layout
    where = place(view.players, talk.seat)
    tip = lay.talk_tips[where]
    font_h = get_font("text", TALK_SIZE).get_linesize()
    pad_x, pad_y = TALK_PAD
    obstacles = talk_obstacles(view, painter, bubbles)

    def fitted(lines: list[str]) -> tuple[int, int]:
        w = max(painter.text(line, "text", TALK_SIZE, INK).get_width() for line in lines)
        return w + pad_x, font_h * len(lines) + pad_y

    area = lay.talk_boxes[where]
    lines = wrap(talk.text, "text", TALK_SIZE, area.w - pad_x)
    w, h = fitted(lines)
    if h <= area.h and area.collidelist(obstacles) < 0:
        box = pygame.Rect(0, 0, w, h)
        box.centery = area.centery
        if tip[0] < area.left:
            box.left = area.left
        elif tip[0] > area.right:
            box.right = area.right
        else:
            box.centerx = area.centerx
        return box, lines
    bounds = pygame.Rect(0, 0, lay.w, lay.h).inflate(-2 * (lay.frame + 4), -2 * (lay.frame + 4))
    # near its speaker; portrait, else over the folded scoreboard (a moment); else anywhere free
    anywhere = float(lay.w + lay.h)
    passes: list[tuple[list[pygame.Rect], float, pygame.Rect, str]] = [(obstacles, TALK_NEAR, bounds, talk.text)]
    if lay.score_strip is not None:  # wholly over the strip: its words never cross the strip's edge
        passes.append(([r for r in obstacles if r != lay.score_strip], anywhere,
                       lay.score_strip.inflate(0, 4).clip(bounds), talk.text))
    named = (view.names or {}).get(talk.seat)  # away from its speaker: it says who speaks
    if named:
        passes.append((obstacles, anywhere, bounds, f"{named}: {talk.text}"))
    passes.append((obstacles, anywhere, bounds, talk.text))  # no room for the name: the words whole
    for clear, near, within, text in passes:
        best: tuple[float, pygame.Rect, list[str]] | None = None
        for width in TALK_WIDTHS:
            lines = wrap(text, "text", TALK_SIZE, width - pad_x)
            w, h = fitted(lines)
            spot = free_spot((max(width, w), h), tip, within, clear)  # a long word may be wider
            if spot is None or distance(spot, tip) > near:
                continue
            box = pygame.Rect(0, 0, w, h)  # as wide as its words, on the speaker's side of the spot
            box.top = spot.top
            box.left = spot.left if tip[0] < spot.centerx else spot.right - w
            d = ((box.centerx - tip[0]) ** 2 + (box.centery - tip[1]) ** 2) ** 0.5 + LINE_COST * len(lines)
            if best is None or d < best[0]:
                best = (d, box, lines)
        if best is not None and within is not bounds and lay.score_strip is not None:
            # over the folded scoreboard: the whole strip, so no part of the score shows cut
            lines = wrap(talk.text, "text", TALK_SIZE, lay.score_strip.w - pad_x)
            return pygame.Rect(lay.score_strip), lines
        if best is not None:
            return best[1], best[2]
    room = max(1, (area.h - pad_y) // font_h)  # nowhere holds it whole: the talk box, cut
    wrapped = wrap(talk.text, "text", TALK_SIZE, area.w - pad_x)
    lines = wrapped[:room]
    if len(wrapped) > room:
        lines[-1] = ellipsize(" ".join(wrapped[room - 1:]), get_font("text", TALK_SIZE), area.w - pad_x)
    w, h = fitted(lines)
    box = pygame.Rect(0, 0, min(area.w, w), min(area.h, h))
    box.center = area.center
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


def draw_talk(surface: pygame.Surface, view: TableView, painter: Painter, bubbles: Placed | None = None) -> None:
    """A character's line of table talk: a small bubble in the text face, pointing at the speaker
    (clear of the call ``bubbles`` placed this frame)."""
    placed = talk_rect(view, painter, bubbles)
    if placed is None:
        return
    box, lines = placed
    talk = view.picture.talk
    assert talk is not None
    where = place(view.players, talk.seat)
    tip = short_tip(box, view.layout.talk_tips[where])
    face = faces_shown(view).get(where)
    strip = view.layout.score_strip
    if face is not None and strip is not None and box.colliderect(strip):
        # over the folded scoreboard (portrait, Texto grande): the tail reaches the speaker's face
        tip = (min(max(box.centerx, face.left + 8), face.right - 8), face.top + 4 if face.top > box.bottom
               else min(max(box.centery, face.top + 8), face.bottom - 8))
    fill, edge = (246, 240, 222), (120, 90, 50)
    cover = getattr(surface, "cover", None)  # the measuring tool's canvas: what lies under is hidden
    if cover is not None:
        cover(box)
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


def draw_corner(surface: pygame.Surface, view: TableView, painter: Painter, placed: Placed | None = None) -> None:
    """Your corner (left of your hand; portrait: across the table above the call buttons): the
    pending call's banner (who called what, what Quiero and No quiero give, who answers), or what
    you are to do now (not while your bubble is there: ``placed``, :func:`corner_bubble`)."""
    corner = view.layout.your_corner
    plate, chips = plate_rects(view, painter, 0)
    wide = corner.w > 2 * corner.h  # portrait: the banner runs beside your plate
    banner = view.banner
    if banner is None:
        status = view.confirm_hint or view.status
        placed = placed_bubbles(view, painter) if placed is None else placed
        if not status or any(in_your_corner(view, seat, box) for seat, box, _, _ in placed):
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


def draw_help(surface: pygame.Surface, view: TableView, painter: Painter, placed: Placed | None = None) -> None:
    """Your envido (or flor) value, beside your hand (portrait: over your corner, and in the
    call's banner while one waits; not while your bubble is in the corner), when help is on."""
    if view.flor is None and view.envido is None or (view.layout.portrait and view.banner is not None):
        return
    placed = placed_bubbles(view, painter) if placed is None else placed
    if any(in_your_corner(view, seat, box) for seat, box, _, _ in placed):
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
