"""Where everything sits on the table: a :class:`Layout` computed from the canvas's size.

Seats go counter-clockwise from the human: with 4 players 0 = South (you), 1 = East, 2 = North
(partner), 3 = West; with 2 players 0 = South, 1 = North. Each seat has a place: ``"bottom"``
(you), ``"right"``, ``"top"``, ``"left"``.

There is one layout so far, :func:`landscape` (1280 × 720, :data:`LANDSCAPE`); a portrait one is
a second function beside it, which the table picks when the canvas is taller than wide. A table
with señas (RULES.md Part D) shows each seat's face (``faces=True``, :data:`LANDSCAPE_FACES`): the
sideways hands move down under the rivals' faces. Every layout places the señas control
(:attr:`Layout.senas_button`, :attr:`Layout.senas_panel`), clear of your cards and the call buttons.
"""
from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from scenes.ui.canvas import HEIGHT, TAP, WIDTH

Point = tuple[int, int]
Size = tuple[int, int]


def place(players: int, seat: int) -> str:
    """``"bottom"``, ``"right"``, ``"top"`` or ``"left"``."""
    if players == 2:
        return "bottom" if seat == 0 else "top"
    return ("bottom", "right", "top", "left")[seat % 4]


@dataclass(frozen=True)
class Layout:
    """The table's geometry for one canvas; the drawing code and the scene's hit tests read it.

    Points and sizes by place are keyed ``"bottom"``, ``"right"``, ``"top"``, ``"left"``.
    """

    w: int
    h: int
    frame: int  #: the wooden rim drawn by ``widgets.felt``
    big: Size  #: your cards
    small: Size  #: the others' backs
    played: Size  #: the trick being played
    past: Size  #: earlier tricks, kept in their places but smaller
    tiny: Size  #: burned tandas, cards shown for the envido
    side_y: int  #: middle of the sideways hands
    hand_bottom: int  #: bottom edge of your (unraised) middle card
    lift: int  #: playable cards rise this much on your turn
    button_h: int
    button_y: int  #: the call buttons: clear of the rim and of your cards
    trick_centres: dict[str, Point]  #: centre of each seat's row of played cards
    trick_step: int  #: from one trick's place to the next in a seat's row
    hand_centres: dict[str, Point]  #: where dealt cards fly to, where the turn glow sits
    bubble_anchors: dict[str, Point]  #: the point a speech bubble's tail points at
    plates: dict[str, Point]  #: centre of each player's name plate
    decks: dict[str, Point]  #: where the dealer holds the deck
    score_box: pygame.Rect  #: the scoreboard (its height depends on the rules)
    menu_rect: pygame.Rect  #: the menu (pause) button, top right
    spare_tool_rect: pygame.Rect  #: the place for one more table button, left of the menu button
    log_rect: pygame.Rect  #: the hand's log, under the table's buttons
    hint_rect: pygame.Rect  #: the Ayuda's panel, over the hand's log (its height fits its text)
    top_plate_left: int  #: the top player's name plate starts right of their held cards
    your_corner: pygame.Rect  #: your name plate, then the call banner or what you are to do
    result_w: int  #: the hand's result, over the middle of the table once the hand is over
    #: where a character's line of table talk may sit, by the speaker's place: clear of your
    #: cards, your corner, the call buttons, the calls' bubbles and the tricks
    talk_boxes: dict[str, pygame.Rect]
    talk_tips: dict[str, Point]  #: the point a talk bubble's tail points at (the speaker)
    #: a character's face, by its place (you have none): under the side players' name plates and
    #: chips, beside the call buttons' row (which keeps clear of them), under the top player's plate
    #: (a table with señas draws its faces at :attr:`faces` instead, in the character's looks)
    cast_faces: dict[str, pygame.Rect]
    #: each seat's face by place (empty: the table shows no faces)
    faces: dict[str, pygame.Rect] = field(default_factory=dict)
    #: the señas control's button (opens and closes the panel), thumb-sized
    senas_button: pygame.Rect = field(default_factory=pygame.Rect)
    #: the señas panel: the signs as buttons in :attr:`senas_cols` columns, clear of your cards
    #: (raised or not) and of the call buttons
    senas_panel: pygame.Rect = field(default_factory=pygame.Rect)
    senas_cols: int = 5
    #: the step between the sideways held cards of the rivals (closer under their faces)
    side_step: int = 38
    #: where the chips (mano, dealer) of a place go, as the centre of their row, when not by its
    #: plate (beside the rivals' faces)
    chip_rows: dict[str, Point] = field(default_factory=dict)

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
            step = 112
            for i in range(count):
                off = i - mid
                r = pygame.Rect(0, 0, w, h)
                r.midbottom = (int(cx + off * step), self.hand_bottom + int(abs(off) * 6))
                out.append((r, -off * 5.0))
        elif where == "top":
            w, h = self.small
            step = 48
            for i in range(count):
                off = i - mid
                r = pygame.Rect(0, 0, w, h)
                r.midtop = (int(cx + off * step), 22)
                out.append((r, 0.0))
        else:
            w, h = self.small[1], self.small[0]  # sideways
            step = self.side_step
            x = self.hand_centres[where][0]
            for i in range(count):
                off = i - mid
                r = pygame.Rect(0, 0, w, h)
                r.center = (x, int(self.side_y + off * step))
                out.append((r, 90.0 if where == "left" else -90.0))
        return out

    def played_rect(self, where: str, trick: int, current: bool = True) -> pygame.Rect:
        """Where the card a player plays in trick ``trick`` (0-based) lies: each seat's tricks side
        by side in front of it, left to right in trick order; the trick being played at full size
        (``current``), earlier ones smaller in their own places."""
        cx, cy = self.trick_centres[where]
        r = pygame.Rect(0, 0, *(self.played if current else self.past))
        r.center = (cx + (trick - 1) * self.trick_step, cy)
        return r


def landscape(w: int = WIDTH, h: int = HEIGHT, faces: bool = False) -> Layout:
    """The table on a canvas wider than tall (designed at 1280 × 720).

    :param faces: show each seat's face (a table with señas): the partner's right of its name plate
        (its chips under the plate),
        yours right of your hand, the rivals' at the top of their columns, their names under them,
        their chips beside them, their held cards closer together below.
    """
    frame = 14
    cx = w // 2
    side_y = 541 if faces else 440
    plate_y = 452 if faces else 552
    your_corner = pygame.Rect(186, 414, 276, 192)
    menu = pygame.Rect(w - frame - 10 - TAP, frame + 10, TAP, TAP)
    log_w = 296
    face = 96
    hand_centres = {"bottom": (cx, 520), "top": (cx, 78), "left": (96, side_y), "right": (w - 96, side_y)}
    decks = {"bottom": (420, 540), "top": (520, 78),
             "left": (96, side_y - (0 if faces else 130)), "right": (w - 96, side_y - (0 if faces else 130))}
    face_rects = {  # the partner's right of its name plate: left of its cards lie Mineiro's burned tandas
        "top": pygame.Rect(874, 16, face, face),
        "left": pygame.Rect(48, 342, face, face),
        "right": pygame.Rect(w - 48 - face, 342, face, face),
        "bottom": pygame.Rect(cx + 320, 462, face, face),
    } if faces else {}
    spare = menu.move(-(TAP + 8), 0)
    return Layout(
        w=w, h=h, frame=frame,
        big=(104, 160), small=(72, 112), played=(80, 124), past=(56, 87), tiny=(56, 86),
        side_y=side_y, hand_bottom=598, lift=18,
        button_h=TAP, button_y=h - frame - 10 - TAP,
        trick_centres={"bottom": (cx, 344), "top": (cx, 206), "left": (392, 340), "right": (888, 340)},
        trick_step=76,
        hand_centres=hand_centres,
        bubble_anchors={"bottom": (800, 560), "top": (686, 128), "left": (158, 388), "right": (w - 158, 388)},
        plates={"bottom": (your_corner.centerx, your_corner.y + 16), "top": (790, 44),
                "left": (96, plate_y), "right": (w - 96, plate_y)},
        decks=decks,
        score_box=pygame.Rect(18, 18, 246, 318),
        menu_rect=menu,
        spare_tool_rect=spare,
        log_rect=pygame.Rect(w - 18 - log_w, menu.bottom + 8, log_w, 156),
        hint_rect=pygame.Rect(842, 116, 420, 250),
        top_plate_left=736,
        your_corner=your_corner,
        result_w=880,
        talk_boxes={"top": pygame.Rect(284, 24, 262, 104), "left": pygame.Rect(276, 212, 240, 64),
                    "right": pygame.Rect(764, 212, 196, 64), "bottom": pygame.Rect(764, 212, 196, 64)},
        talk_tips={"top": (560, 72), "left": (164, 392), "right": (w - 164, 392), "bottom": (cx, 470)},
        cast_faces={} if faces else {"top": pygame.Rect(738, 68, 56, 56), "left": pygame.Rect(64, 622, 64, 64),
                                     "right": pygame.Rect(w - 128, 622, 64, 64)},
        faces=face_rects,
        senas_button=spare.move(-(TAP + 8), 0),
        senas_panel=pygame.Rect(276, 116, w - 18 - 276, 290),
        senas_cols=5,
        side_step=29 if faces else 38,
        chip_rows={"left": (190, 356), "right": (w - 190, 356), "top": (800, 82)} if faces else {},
    )


LANDSCAPE = landscape()
LANDSCAPE_FACES = landscape(faces=True)

