"""Where everything sits on the table: a :class:`Layout` computed from the canvas's size.

Seats go counter-clockwise from the human: with 4 players 0 = South (you), 1 = East, 2 = North
(partner), 3 = West; with 2 players 0 = South, 1 = North. Each seat has a place: ``"bottom"``
(you), ``"right"``, ``"top"``, ``"left"``.

Two layouts, one per canvas shape (``scenes.ui.canvas``): :func:`landscape` (1280 × 720) and
:func:`portrait` (720 × 1280: your hand large at the bottom, the call buttons in two rows above
it, the scoreboard folded into a strip at the top that opens on a tap); :func:`layout_for` picks
one for a canvas. The table asks for a new one when the window turns, and keeps its state.

A table with señas (RULES.md Part D) shows each seat's face (``faces=True``: :attr:`Layout.faces`,
:data:`LANDSCAPE_FACES`, :data:`PORTRAIT_FACES`) and places the señas control
(:attr:`Layout.senas_button`, :attr:`Layout.senas_panel`), clear of your cards and the call
buttons. A table of characters (issue 25) shows their faces under their name plates
(:attr:`Layout.cast_faces`; a señas table draws its faces in the characters' looks instead).

For what others add to the table, each layout keeps named places that none of the table's own
things cover: the faces above, the talk boxes (:attr:`Layout.talk_boxes`, a seat's speech bubble
points at :attr:`Layout.bubble_anchors`), and :attr:`Layout.control_rect`, a free area for one
more control (never over your cards, the call buttons, the banner or the scoreboard; a señas table
puts its button there).
"""
from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from scenes.ui.canvas import GAP, LANDSCAPE as LANDSCAPE_SIZE, PORTRAIT as PORTRAIT_SIZE, TAP, is_portrait

Point = tuple[int, int]
Size = tuple[int, int]
PLACES = ("bottom", "right", "top", "left")


def place(players: int, seat: int) -> str:
    """``"bottom"``, ``"right"``, ``"top"`` or ``"left"``."""
    if players == 2:
        return "bottom" if seat == 0 else "top"
    return PLACES[seat % 4]


@dataclass(frozen=True)
class Layout:
    """The table's geometry for one canvas; the drawing code and the scene's hit tests read it.

    Points, sizes and rects by place are keyed ``"bottom"``, ``"right"``, ``"top"``, ``"left"``.
    """

    w: int
    h: int
    portrait: bool
    frame: int  #: the wooden rim drawn by ``widgets.felt``
    big: Size  #: your cards
    small: Size  #: the others' backs
    played: Size  #: the trick being played
    past: Size  #: earlier tricks, kept in their places but smaller
    tiny: Size  #: burned tandas, cards shown for the envido
    hand_bottom: int  #: bottom edge of your (unraised) middle card
    hand_step: int  #: from one of your cards to the next (wider than a card: a thumb's gap)
    fan: float  #: degrees each of your cards turns away from the middle one
    drop: int  #: pixels each of your cards sinks away from the middle one
    lift: int  #: playable cards rise this much on your turn
    top_y: int  #: top edge of the top player's held backs
    back_step: int  #: from one held back to the next (top player)
    side_step: int  #: from one held back to the next (sideways, left and right)
    side_y: int  #: middle of the sideways hands
    button_h: int
    button_rows: tuple[int, ...]  #: top of each row of call buttons, the first row first
    button_span: tuple[int, int]  #: the call buttons' rows run from x to x
    trick_centres: dict[str, Point]  #: centre of the middle place of each seat's row of played cards
    trick_steps: dict[str, Point]  #: from one trick's place to the next in a seat's row
    hand_centres: dict[str, Point]  #: where dealt cards fly to, where the turn glow sits
    glows: dict[str, Size]  #: the turn glow's size at each place
    bubble_anchors: dict[str, Point]  #: the point a speech bubble's tail points at
    plates: dict[str, Point]  #: centre of each player's name plate
    decks: dict[str, Point]  #: where the dealer holds the deck
    control_rect: pygame.Rect  #: free for one more control: clear of your cards, buttons and banner
    score_box: pygame.Rect  #: the scoreboard (landscape: its height depends on the rules; portrait: opened)
    score_strip: pygame.Rect | None  #: portrait: the folded scoreboard, a tap opens it
    menu_rect: pygame.Rect  #: the menu (pause) button, top right
    spare_tool_rect: pygame.Rect  #: the place for one more table button (Ayuda), left of the menu
    log_rect: pygame.Rect  #: the hand's log (portrait: inside the opened scoreboard)
    hint_rect: pygame.Rect  #: the Ayuda's panel (its height fits its text)
    top_plate_left: int  #: the top player's name plate starts right of their held cards
    your_corner: pygame.Rect  #: your name plate, then the call banner or what you are to do
    help_at: Point  #: your envido (or flor) value: its text's left middle (portrait: top right)
    burned_at: Point  #: top left of the burned tandas (Mineiro)
    shown_step: int  #: from one card shown for the envido to the next
    result_rect: pygame.Rect  #: the hand's result: its width and bottom (its height fits its text)
    #: where a character's line of table talk sits first, by the speaker's place: clear of your
    #: cards, your corner, the call buttons, the scoreboard, the log and the tricks (a line too
    #: long for it goes to the free place nearest its speaker: ``draw.talk.talk_rect``)
    talk_boxes: dict[str, pygame.Rect]
    talk_tips: dict[str, Point]  #: the point a talk bubble's tail points at (the speaker)
    #: a character's face, by its place (you have none): beside or under the others' name plates,
    #: clear of the call buttons' rows (a table with señas draws its faces at :attr:`faces`
    #: instead, in the character's looks, and has none here)
    cast_faces: dict[str, pygame.Rect]
    #: each seat's face by place, yours too, for the señas (empty: the table shows no faces)
    faces: dict[str, pygame.Rect] = field(default_factory=dict)
    #: the señas control's button (opens and closes the panel), thumb-sized
    senas_button: pygame.Rect = field(default_factory=pygame.Rect)
    #: the señas panel: the signs as buttons in :attr:`senas_cols` columns, clear of your cards
    #: (raised or not) and of the call buttons
    senas_panel: pygame.Rect = field(default_factory=pygame.Rect)
    senas_cols: int = 5
    #: where the chips (mano, dealer) of a place go, as the centre of their row, when not by its
    #: plate (beside the rivals' faces)
    chip_rows: dict[str, Point] = field(default_factory=dict)

    @property
    def size(self) -> Size:
        """The canvas's size."""
        return (self.w, self.h)

    @property
    def button_y(self) -> int:
        """Top of the last (lowest) row of call buttons."""
        return self.button_rows[-1]

    def hand_slots(self, where: str, count: int) -> list[tuple[pygame.Rect, float]]:
        """Rects (unrotated size) and angles of ``count`` cards held at ``where``.

        The bottom hand is large and fanned; the others are backs, sideways at left and right.
        """
        out: list[tuple[pygame.Rect, float]] = []
        if count <= 0:
            return out
        mid = (count - 1) / 2
        cx = self.w // 2
        if where == "bottom":
            w, h = self.big
            for i in range(count):
                off = i - mid
                r = pygame.Rect(0, 0, w, h)
                r.midbottom = (int(cx + off * self.hand_step), self.hand_bottom + int(abs(off) * self.drop))
                out.append((r, -off * self.fan))
        elif where == "top":
            w, h = self.small
            for i in range(count):
                off = i - mid
                r = pygame.Rect(0, 0, w, h)
                r.midtop = (int(self.hand_centres["top"][0] + off * self.back_step), self.top_y)
                out.append((r, 0.0))
        else:
            w, h = self.small[1], self.small[0]  # sideways
            x = self.hand_centres[where][0]
            for i in range(count):
                off = i - mid
                r = pygame.Rect(0, 0, w, h)
                r.center = (x, int(self.side_y + off * self.side_step))
                out.append((r, 90.0 if where == "left" else -90.0))
        return out

    def played_rect(self, where: str, trick: int, current: bool = True) -> pygame.Rect:
        """Where the card a player plays in trick ``trick`` (0-based) lies: each seat's tricks in a
        row in front of it, in trick order; the trick being played at full size (``current``),
        earlier ones smaller in their own places."""
        cx, cy = self.trick_centres[where]
        dx, dy = self.trick_steps[where]
        r = pygame.Rect(0, 0, *(self.played if current else self.past))
        r.center = (cx + (trick - 1) * dx, cy + (trick - 1) * dy)
        return r


def landscape(w: int = LANDSCAPE_SIZE[0], h: int = LANDSCAPE_SIZE[1], faces: bool = False) -> Layout:
    """The table on a canvas wider than tall (designed at 1280 × 720).

    :param faces: show each seat's face (a table with señas): the side players' under their
        name plates and chips, the top player's under its plate, yours right of your hand with the
        señas button beside it (the characters' faces are drawn there, in their looks).
    """
    frame = 14
    cx = w // 2
    # with faces: each side player's face at the top of its column, its name plate under it, its
    # chip under the plate, its held cards closer together below
    side_y = 616 if faces else 440  # with faces: room above for a plate of two lines (Texto grande) and its chips
    plate_y = 454 if faces else 552
    # your corner: your plate, then the banner under it, growing up from its bottom as its words
    # need (up to this rect's top: clear of the left seat's plate and the left row of tricks)
    your_corner = pygame.Rect(212, 356, 240, 250)
    menu = pygame.Rect(w - frame - 10 - TAP, frame + 10, TAP, TAP)
    log_w = 372
    hand_centres = {"bottom": (cx, 520), "top": (cx, 78), "left": (96, side_y), "right": (w - 96, side_y)}
    decks = {"bottom": (420, 540), "top": (520, 78),
             "left": (96, side_y - (0 if faces else 130)), "right": (w - 96, side_y - (0 if faces else 130))}
    button_y = h - frame - 10 - TAP
    side = 152 + GAP if faces else 128 + GAP  # the call buttons keep clear of the side faces or cards
    # the free control area right of your hand (with faces: under your face, the señas button)
    control = pygame.Rect(830, 506, 130, 90) if faces else pygame.Rect(940, 410, 176, 96)
    spare = menu.move(-(TAP + GAP), 0)
    # with faces the right player's talk box sits over the right face, under the log (4 px
    # shorter then: as many of its lines, normal and Texto grande)
    log_h = 156 if faces else 160
    face_y = 348
    talk_right = frame + 10 + TAP + 10 + log_h if faces else 292
    return Layout(
        w=w, h=h, portrait=False, frame=frame,
        big=(104, 160), small=(72, 112), played=(80, 124), past=(58, 90), tiny=(58, 90),
        hand_bottom=590, hand_step=104 + GAP + 2, fan=5.0, drop=6, lift=16,
        top_y=22, back_step=48, side_step=22 if faces else 38, side_y=side_y,
        button_h=TAP, button_rows=(button_y,), button_span=(side, w - side),
        trick_centres={"bottom": (cx, 340), "top": (cx, 202), "left": (392, 288), "right": (888, 288)},
        trick_steps={p: (76, 0) for p in PLACES},
        hand_centres=hand_centres,
        glows={"bottom": (560, 250), "top": (330, 170), "left": (230, 360), "right": (230, 360)},
        # the top player's bubble under their face (a character's)
        bubble_anchors={"bottom": (800, 562), "top": (686, 142), "left": (158, 388), "right": (w - 158, 388)},
        plates={"bottom": (your_corner.centerx, your_corner.y + 18), "top": (790, 44),
                "left": (112 if faces else 96, plate_y), "right": (w - (112 if faces else 96), plate_y)},
        decks=decks,
        # the side players' faces under their plates, beside the call buttons' row (which keeps
        # clear of them); the top player's under their plate and its chips; yours beside your hand
        cast_faces={} if faces else {"top": pygame.Rect(760, 98, 56, 56), "left": pygame.Rect(64, 622, 64, 64),
                                     "right": pygame.Rect(w - 128, 622, 64, 64)},
        faces={"bottom": pygame.Rect(830, 404, 96, 96), "top": pygame.Rect(930, 16, 92, 92),
               "left": pygame.Rect(70, face_y, 84, 84), "right": pygame.Rect(w - 154, face_y, 84, 84)} if faces else {},
        control_rect=control,
        senas_button=control.inflate(0, TAP - control.h),
        # over the scoreboard, the tricks and the table's buttons (while it is open): clear of your
        # corner, your raised cards and the call buttons
        senas_panel=pygame.Rect(18, 24, w - 36, your_corner.y - 4 - 24),
        chip_rows={"top": (790, 84)} if faces else {},  # under the top plate: the face is right of it
        score_box=pygame.Rect(18, 18, 256, 316 if faces else 340),  # with faces: clear of the left one
        score_strip=None,
        menu_rect=menu,
        spare_tool_rect=spare,
        log_rect=pygame.Rect(w - 18 - log_w, menu.bottom + 10, log_w, log_h),
        hint_rect=pygame.Rect(w - 18 - 470, menu.bottom + 10, 470, 290),  # clear of your raised cards
        top_plate_left=736,
        your_corner=your_corner,
        help_at=(974, 552) if faces else (830, 524),  # with faces: right of the señas button
        burned_at=(288, 22),
        shown_step=64,
        result_rect=pygame.Rect(cx - 460, 0, 920, button_y + TAP + 4),
        # above the left row of tricks; right of them, between the log and the right seat's cards
        talk_boxes={"top": pygame.Rect(284, 24, 262, 104), "left": pygame.Rect(282, 142, 236, 78),
                    "right": pygame.Rect(1012, talk_right, 250, 70), "bottom": pygame.Rect(1012, talk_right, 250, 70)},
        talk_tips={"top": (560, 72), "left": (164, 392), "right": (w - 164, 392), "bottom": (cx, 470)},
    )


def portrait(w: int = PORTRAIT_SIZE[0], h: int = PORTRAIT_SIZE[1], faces: bool = False) -> Layout:
    """The table on a canvas taller than wide (designed at 720 × 1280): the scoreboard folded
    into a strip at the top, the partner under it, the rivals at the upper sides, the tricks in
    the middle, then your corner (the call banner), two rows of call buttons and your hand,
    large, at the bottom within a thumb's reach.

    :param faces: show each seat's face (a table with señas) where the characters' faces go,
        yours right over your corner, and the señas button in the free control area left of it.
    """
    frame = 14
    cx = w // 2
    edge = frame + 10
    menu = pygame.Rect(w - edge - TAP, edge, TAP, TAP)
    tool = menu.move(-(TAP + GAP), 0)
    strip = pygame.Rect(edge, edge, tool.x - GAP - edge, TAP)
    big = (150, 231)
    hand_bottom = h - frame - 12
    lift = 20
    row2 = hand_bottom - big[1] - lift - GAP - TAP
    row1 = row2 - GAP - TAP
    corner = pygame.Rect(edge, row1 - GAP - 140, w - 2 * edge, 140)
    side_y = 470
    top_y = strip.bottom + 14
    hand_centres = {"bottom": (cx, hand_bottom - big[1] // 2), "top": (cx - 40, top_y + 56),
                    "left": (80, side_y), "right": (w - 80, side_y)}
    decks = {"bottom": (cx - 200, hand_bottom - 120), "top": (cx - 200, top_y + 56),
             "left": (80, side_y - 140), "right": (w - 80, side_y - 140)}
    tricks_top, tricks_bottom = top_y + 112 + 20, corner.y - 14
    mid = (tricks_top + tricks_bottom) // 2
    played, past = (92, 142), (60, 92)
    # the side players' faces in the top corners, a talk box under each, then their chips and
    # name plates (their held cards are under the plates); the top player's face left of their
    # held cards, its disc clear of the left one's
    seat_faces = {"bottom": pygame.Rect(w - edge - 96, corner.y - 12 - 96, 96, 96),
                  "top": pygame.Rect(cx - 40 - 84 - 4 - 88, top_y, 88, 88),
                  "left": pygame.Rect(edge, top_y, 88, 88), "right": pygame.Rect(w - edge - 88, top_y, 88, 88)}
    talk_y = top_y + 88 + 6  # under the side faces' discs, over the side players' chips (Texto grande's too)
    control = pygame.Rect(edge, corner.y - 12 - 96, 196, 96)
    # the side rows under the side plates (a winner's frame too); the partner's row between the
    # side plates, at Texto grande's width too; the rows' steps keep the four cards of one trick
    # (and their winner's frame) apart: the rows overlap in height, each trick's cards not
    # and an earlier trick's smaller card clear of a neighbour's current one: the side rows between
    # the partner's and yours, each as far up and down as it goes
    trick_centres = {"top": (cx, tricks_top + played[1] // 2 - 10), "bottom": (cx, tricks_bottom - played[1] // 2 + 9),
                     "left": (244, mid + 12), "right": (w - 244, mid + 12)}
    return Layout(
        w=w, h=h, portrait=True, frame=frame,
        big=big, small=(72, 112), played=played, past=past, tiny=(62, 96),
        hand_bottom=hand_bottom, hand_step=big[0] + 34, fan=4.0, drop=8, lift=lift,
        top_y=top_y, back_step=48, side_step=36, side_y=side_y,
        button_h=TAP, button_rows=(row1, row2), button_span=(edge, w - edge),
        trick_centres=trick_centres,
        trick_steps={"top": (64, 0), "bottom": (64, 0), "left": (50, 0), "right": (50, 0)},
        hand_centres=hand_centres,
        glows={"bottom": (640, 300), "top": (300, 160), "left": (200, 300), "right": (200, 300)},
        # with faces your bubble speaks from left of your face, else from over your plate; the
        # side players' from over theirs or under their held cards (talk.bubble_tip)
        bubble_anchors={"bottom": ((seat_faces["bottom"].x - 6, seat_faces["bottom"].centery) if faces
                                   else (corner.x + 90, corner.y - 8)),
                        "top": (cx + 60, top_y + 100), "left": (140, side_y - 30), "right": (w - 140, side_y - 30)},
        plates={"bottom": (corner.x + 90, corner.y + 20), "top": (cx + 180, top_y + 22),
                "left": (92, side_y - 112), "right": (w - 92, side_y - 112)},
        decks=decks,
        cast_faces={} if faces else {p: r for p, r in seat_faces.items() if p != "bottom"},
        faces=seat_faces if faces else {},
        control_rect=control,
        senas_button=control.inflate(0, TAP - control.h),
        # over the top of the table (the scoreboard's strip and the table's buttons too, while it is
        # open): clear of your corner (your plate, the call banner), the call buttons and your cards
        senas_panel=pygame.Rect(edge, edge, w - 2 * edge, corner.y - GAP - edge),
        senas_cols=2,
        score_box=pygame.Rect(edge, strip.bottom + 8, w - 2 * edge, 560),
        score_strip=strip,
        menu_rect=menu,
        spare_tool_rect=tool,
        log_rect=pygame.Rect(edge + 16, strip.bottom + 8 + 380, w - 2 * edge - 32, 170),
        hint_rect=pygame.Rect(edge, strip.bottom + 10, w - 2 * edge, 520),
        top_plate_left=cx - 40 + 84 + 16,
        your_corner=corner,
        help_at=(corner.right - 14, corner.y + 8),
        burned_at=(edge, top_y),
        shown_step=70,
        result_rect=pygame.Rect(edge, 0, w - 2 * edge, row2 + TAP),
        # under the side faces (the partner's at the left one, its tail towards their cards): clear
        # of every face, plate and chips, and of every row of tricks
        # two lines of talk (``draw.talk.TALK_LINES``) at the phone's minimum text
        talk_boxes={"top": pygame.Rect(edge, talk_y, 206, 70),
                    "left": pygame.Rect(edge, talk_y, 206, 70),
                    "right": pygame.Rect(w - edge - 206, talk_y, 206, 70),
                    "bottom": pygame.Rect(w - edge - 206, talk_y, 206, 70)},
        talk_tips={"top": (cx - 40, top_y + 100), "left": (80, top_y + 48), "right": (w - 80, top_y + 48),
                   "bottom": (cx, corner.y)},
    )


LANDSCAPE = landscape()
PORTRAIT_LAYOUT = portrait()
LANDSCAPE_FACES = landscape(faces=True)
PORTRAIT_FACES = portrait(faces=True)


def layout_for(size: tuple[int, int], faces: bool = False) -> Layout:
    """The table's layout for a canvas of ``size``: portrait when it is taller than wide; with
    ``faces``, each seat's face and the señas control (a table with señas)."""
    w, h = size
    if is_portrait(size):
        if (w, h) == PORTRAIT_SIZE:
            return PORTRAIT_FACES if faces else PORTRAIT_LAYOUT
        return portrait(w, h, faces)
    if (w, h) == LANDSCAPE_SIZE:
        return LANDSCAPE_FACES if faces else LANDSCAPE
    return landscape(w, h, faces)
