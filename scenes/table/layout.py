"""Where everything sits on the 1280 × 720 table: places of the seats, hands, played cards, bubbles,
the scoreboard, the hand's log, the call buttons and the table's own buttons.

Seats go counter-clockwise from the human: with 4 players 0 = South (you), 1 = East, 2 = North
(partner), 3 = West; with 2 players 0 = South, 1 = North.

Tap targets: in the browser the canvas may be shown as small as 693 × 390 (a phone held in
landscape, 844 × 390 CSS px), a scale of 390 / 720. A target must then still measure 44 CSS px,
so every button on the table is at least :data:`TAP` canvas pixels in both directions.
"""
from __future__ import annotations

import pygame

W, H = 1280, 720
FRAME = 14  # the wooden rim drawn by ``widgets.felt``
PHONE_SCALE = 390 / 720  # the smallest display of the canvas we design for (844 × 390 CSS px)
TAP = 84  # >= 44 CSS px at PHONE_SCALE (44 / 0.5417 = 81.2)

BIG = (104, 160)  # your cards
SMALL = (72, 112)  # the others' backs
PLAYED = (80, 124)  # the trick being played
PAST = (56, 87)  # earlier tricks, kept in their places but smaller
TINY = (56, 86)  # burned tandas, cards shown for the envido

SIDE_Y = 440  # middle of the sideways hands
HAND_BOTTOM = 598  # bottom edge of your (unraised) middle card
RAISE = 18  # playable cards rise this much on your turn
BUTTON_H = TAP
BUTTON_Y = H - FRAME - 10 - BUTTON_H  # the call buttons: clear of the rim (10 px) and of your cards

#: centre of each seat's row of played cards (the middle of its three trick places)
TRICK_CENTRES = {"bottom": (640, 344), "top": (640, 206), "left": (392, 340), "right": (888, 340)}
TRICK_STEP = 76  # from one trick's place to the next in a seat's row

SCORE_BOX = pygame.Rect(18, 18, 246, 318)  # the scoreboard (its height depends on the rules)
MENU_RECT = pygame.Rect(W - FRAME - 10 - TAP, FRAME + 10, TAP, TAP)  # the menu (pause) button, top right
#: the free place for one more table button, left of the menu button (kept empty on purpose)
SPARE_TOOL_RECT = MENU_RECT.move(-(TAP + 8), 0)
LOG_W = 296  # the hand's log, top right under the table's buttons (the bazas markers in its header)
LOG_RECT = pygame.Rect(W - 18 - LOG_W, MENU_RECT.bottom + 8, LOG_W, 156)
TOP_PLATE_LEFT = 736  # the top player's name plate starts right of their three held cards
#: your corner, left of your hand: your name plate, then the call banner or what you are to do
YOUR_CORNER = pygame.Rect(186, 414, 276, 192)
#: the hand's result, over the middle of the table once the hand is over
RESULT_RECT = pygame.Rect(0, 0, 660, 0)


def place(players: int, seat: int) -> str:
    """``"bottom"``, ``"right"``, ``"top"`` or ``"left"``."""
    if players == 2:
        return "bottom" if seat == 0 else "top"
    return ("bottom", "right", "top", "left")[seat % 4]


def hand_slots(where: str, count: int) -> list[tuple[pygame.Rect, float]]:
    """Rects (unrotated size) and angles of ``count`` cards held at ``where``.

    The bottom hand is large and fanned; the others are backs, sideways at left and right.
    """
    out: list[tuple[pygame.Rect, float]] = []
    if count <= 0:
        return out
    mid = (count - 1) / 2
    if where == "bottom":
        w, h = BIG
        step = 112
        for i in range(count):
            off = i - mid
            r = pygame.Rect(0, 0, w, h)
            r.midbottom = (int(640 + off * step), HAND_BOTTOM + int(abs(off) * 6))
            out.append((r, -off * 5.0))
    elif where == "top":
        w, h = SMALL
        step = 48
        for i in range(count):
            off = i - mid
            r = pygame.Rect(0, 0, w, h)
            r.midtop = (int(640 + off * step), 22)
            out.append((r, 0.0))
    else:
        w, h = SMALL[1], SMALL[0]  # sideways
        step = 38
        x = 96 if where == "left" else W - 96
        for i in range(count):
            off = i - mid
            r = pygame.Rect(0, 0, w, h)
            r.center = (x, int(SIDE_Y + off * step))
            out.append((r, 90.0 if where == "left" else -90.0))
    return out


def hand_centre(where: str) -> tuple[int, int]:
    """The middle of a player's place (where dealt cards fly to, where the turn glow sits)."""
    return {"bottom": (640, 520), "top": (640, 78), "left": (96, SIDE_Y), "right": (W - 96, SIDE_Y)}[where]


def played_rect(where: str, trick: int, current: bool = True) -> pygame.Rect:
    """Where the card a player plays in trick ``trick`` (0-based) lies: each seat's tricks side by
    side in front of it, left to right in trick order; the trick being played at full size
    (``current``), earlier ones smaller in their own places."""
    cx, cy = TRICK_CENTRES[where]
    r = pygame.Rect(0, 0, *(PLAYED if current else PAST))
    r.center = (cx + (trick - 1) * TRICK_STEP, cy)
    return r


def bubble_anchor(where: str) -> tuple[int, int]:
    """The point a speech bubble's tail points at."""
    return {"bottom": (800, 560), "top": (686, 128), "left": (158, 388), "right": (W - 158, 388)}[where]


def plate_pos(where: str) -> tuple[int, int]:
    """Centre of a player's name plate."""
    return {"bottom": (YOUR_CORNER.centerx, YOUR_CORNER.y + 16), "top": (790, 44),
            "left": (96, 552), "right": (W - 96, 552)}[where]


def deck_pos(where: str) -> tuple[int, int]:
    """Where the dealer holds the deck (cards are dealt from there)."""
    cx, cy = hand_centre(where)
    if where == "bottom":
        return (420, 540)
    if where == "top":
        return (520, 78)
    return (cx, cy - 130)


def css_px(canvas_px: float) -> float:
    """How many CSS pixels ``canvas_px`` canvas pixels measure on the smallest display we design for."""
    return canvas_px * PHONE_SCALE
