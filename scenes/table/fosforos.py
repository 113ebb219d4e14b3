"""Fósforos: the Argentine way of keeping score with matchsticks.

Points are laid as squares of five: the four sides of a square (left, top, right,
bottom), then the diagonal. The squares are stacked vertically, top to bottom. When
the match is to 30, the first 15 points are the *malas* and the next 15 the *buenas*,
and a line is drawn between the third and fourth squares.

    draw_fosforos(surface, rect, points, target)
        Only the sticks, fitted into ``rect`` (centred horizontally). With target 30 a
        gap is left between squares 3 and 4 where the malas/buenas line goes.
    fosforos_layout(rect, target) -> list[pygame.Rect]
        The square box of each group of five, in order (for animations or hit tests).

Sticks are drawn at three times the size and scaled down once; each (size, count)
group image is cached, so drawing every frame is cheap.
"""
from __future__ import annotations

import math

import pygame

STICK_WOOD = (238, 214, 164)
STICK_WOOD_DARK = (176, 140, 86)
STICK_HEAD = (196, 38, 30)
STICK_HEAD_DARK = (120, 18, 14)

_SS = 3
_group_cache: dict[tuple[int, int], pygame.Surface] = {}


def _groups(target: int) -> int:
    return max(1, math.ceil(max(1, target) / 5))


def group_count(target: int) -> int:
    """How many squares of five a match to ``target`` needs."""
    return _groups(target)


def _has_line(target: int) -> bool:
    return target == 30


def fosforos_layout(rect: pygame.Rect, target: int) -> list[pygame.Rect]:
    """Boxes (squares) of each group of five, top to bottom, fitted into ``rect``."""
    rect = pygame.Rect(rect)
    n = _groups(target)
    gap_f = 0.22  # gap between squares, in squares
    line_f = 0.5 if _has_line(target) else 0.0  # extra gap for the malas/buenas line
    side = min(rect.w, rect.h / (n + gap_f * (n - 1) + line_f))
    side = max(4, int(side))
    gap = side * gap_f
    boxes = []
    y = float(rect.y)
    for i in range(n):
        if _has_line(target) and i == 3:
            y += side * line_f
        box = pygame.Rect(0, round(y), side, side)
        box.centerx = rect.centerx
        boxes.append(box)
        y += side + gap
    return boxes


def _stick(surf: pygame.Surface, a: tuple[float, float], b: tuple[float, float], thick: float) -> None:
    """One matchstick from ``a`` (tail) to ``b`` (head)."""
    ax, ay = a
    bx, by = b
    dx, dy = bx - ax, by - ay
    length = math.hypot(dx, dy) or 1.0
    ux, uy = dx / length, dy / length
    nx, ny = -uy * thick / 2, ux * thick / 2
    body = [(ax + nx, ay + ny), (bx + nx, by + ny), (bx - nx, by - ny), (ax - nx, ay - ny)]
    pygame.draw.polygon(surf, STICK_WOOD_DARK, [(x + 1, y + 1) for x, y in body])
    pygame.draw.polygon(surf, STICK_WOOD, body)
    # head: a slightly fat rounded tip
    hr = thick * 0.85
    hx, hy = bx - ux * hr * 0.6, by - uy * hr * 0.6
    pygame.draw.circle(surf, STICK_HEAD_DARK, (hx + 1, hy + 1), hr)
    pygame.draw.circle(surf, STICK_HEAD, (hx, hy), hr)
    pygame.draw.circle(surf, (236, 110, 90), (hx - hr * 0.3, hy - hr * 0.3), max(1, hr * 0.3))


def _group_surface(side: int, count: int) -> pygame.Surface:
    key = (side, count)
    surf = _group_cache.get(key)
    if surf is not None:
        return surf
    S = side * _SS
    big = pygame.Surface((S, S), pygame.SRCALPHA)
    big.fill((*STICK_WOOD, 0))
    thick = max(2.0, S * 0.085)
    m = S * 0.1  # inset of the sides
    lo, hi = m, S - m
    # left (head up), top (head right), right (head down), bottom (head left), diagonal
    sticks = [
        ((lo, hi - thick * 0.2), (lo, lo + thick * 0.2)),
        ((lo + thick * 0.2, lo), (hi - thick * 0.2, lo)),
        ((hi, lo + thick * 0.2), (hi, hi - thick * 0.2)),
        ((hi - thick * 0.2, hi), (lo + thick * 0.2, hi)),
    ]
    d = (hi - lo) * 0.5 / math.sqrt(2) * 1.05
    c = S / 2
    sticks.append(((c - d, c + d), (c + d, c - d)))
    for a, b in sticks[:count]:
        _stick(big, a, b, thick)
    surf = pygame.transform.smoothscale(big, (side, side))
    _group_cache[key] = surf
    return surf


def draw_fosforos(surface: pygame.Surface, rect: pygame.Rect, points: int, target: int) -> None:
    """Draw ``points`` matchsticks (of a game to ``target``) in squares of five inside ``rect``."""
    points = max(0, min(int(points), _groups(target) * 5))
    for i, box in enumerate(fosforos_layout(rect, target)):
        count = max(0, min(5, points - 5 * i))
        if count == 0:
            break
        surface.blit(_group_surface(box.w, count), box)

