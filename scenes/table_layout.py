"""Where everything sits on the 1280 × 720 table: places of the seats, hands, played cards, bubbles.

Seats go counter-clockwise from the human: with 4 players 0 = South (you), 1 = East, 2 = North
(partner), 3 = West; with 2 players 0 = South, 1 = North.
"""
from __future__ import annotations

import pygame

W, H = 1280, 720
BIG = (110, 170)  # your cards
SMALL = (80, 124)  # the others' backs
PLAYED = (84, 130)  # cards on the table
TINY = (56, 86)  # burned tandas, partner's cards in a mão de onze

SIDE_Y = 430  # middle of the sideways hands
HAND_BOTTOM = 640  # bottom edge of your (unraised) cards
RAISE = 22  # playable cards rise this much on your turn
BUTTON_Y, BUTTON_H = 654, 50

TRICK_CENTRES = {"bottom": (640, 376), "top": (640, 226), "left": (408, 300), "right": (872, 300)}
LOG_W = 296  # the hand's log, top right (the bazas markers under it)
TOP_PLATE_LEFT = 748  # the top player's name plate starts right of their three held cards
TRICK_STEP = 54  # each trick lands this much to the right of the one before


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
        step = 118
        for i in range(count):
            off = i - mid
            r = pygame.Rect(0, 0, w, h)
            r.midbottom = (int(640 + off * step), HAND_BOTTOM + int(abs(off) * 8))
            out.append((r, -off * 5.0))
    elif where == "top":
        w, h = SMALL
        step = 52
        for i in range(count):
            off = i - mid
            r = pygame.Rect(0, 0, w, h)
            r.midtop = (int(640 + off * step), 26)
            out.append((r, 0.0))
    else:
        w, h = SMALL[1], SMALL[0]  # sideways
        step = 40
        x = 98 if where == "left" else W - 98
        for i in range(count):
            off = i - mid
            r = pygame.Rect(0, 0, w, h)
            r.center = (x, int(SIDE_Y + off * step))
            out.append((r, 90.0 if where == "left" else -90.0))
    return out


def hand_centre(where: str) -> tuple[int, int]:
    """The middle of a player's place (where dealt cards fly to, where the turn glow sits)."""
    return {"bottom": (640, 560), "top": (640, 88), "left": (98, SIDE_Y), "right": (W - 98, SIDE_Y)}[where]


def played_rect(where: str, trick: int) -> pygame.Rect:
    """Where the card a player plays in trick ``trick`` (0-based) lands."""
    cx, cy = TRICK_CENTRES[where]
    r = pygame.Rect(0, 0, *PLAYED)
    if where in ("left", "right"):  # sideways players: tricks step down, their corners stay readable
        r.center = (cx + (trick - 1) * 16 * (1 if where == "left" else -1), cy + (trick - 1) * 30)
    else:
        r.center = (cx + (trick - 1) * TRICK_STEP, cy + (trick - 1) * 4)
    return r


def bubble_anchor(where: str) -> tuple[int, int]:
    """The point a speech bubble's tail points at."""
    return {"bottom": (822, 592), "top": (700, 140), "left": (160, 380), "right": (W - 160, 380)}[where]


def plate_pos(where: str) -> tuple[int, int]:
    """Centre of a player's name plate."""
    return {"bottom": (330, 490), "top": (800, 50), "left": (98, 540), "right": (W - 98, 540)}[where]


def deck_pos(where: str) -> tuple[int, int]:
    """Where the dealer holds the deck (cards are dealt from there)."""
    cx, cy = hand_centre(where)
    if where == "bottom":
        return (420, 560)
    if where == "top":
        return (520, 88)
    return (cx, cy - 130)
