"""The table's corners: the scoreboard (top left), the burned tandas beside it, the table's own
buttons and the hand's log (top right)."""
from __future__ import annotations

import dataclasses

import pygame

from scenes.table.draw.paint import GOLD, LOST, PARDA, SOFT, WON, Painter, panel, wrap
from scenes.table.fosforos import draw_fosforos, group_count
from scenes.table.view import TableView
from scenes.table.words import daily_title, rules_line
from scenes.ui.fonts import fit_size
from scenes.ui.i18n import t
from scenes.ui.widgets import CREAM, INK


def score_box(view: TableView) -> pygame.Rect:
    """The scoreboard's panel: taller with a Diario line and for the Mineiro stake."""
    box = view.layout.score_box
    h = 318 if view.variant == "argentino" else 252
    if view.rules.chicos > 1:
        h += 24
    lines = len(wrap(rules_line(view.rules, partido=False), "text", 18, box.w - 16))
    h += 22 * max(0, lines - 2)  # room for a long rules line (envido not raised, flor …)
    if view.daily:
        h += 26
    return pygame.Rect(box.x, box.y, box.w, h)


def draw_scoreboard(surface: pygame.Surface, view: TableView, painter: Painter) -> None:
    """Nosotros / ellos in the top-left corner: big counts, fósforos (Argentino) in squares of
    five, the malas beside the buenas; the stake now; the rules in play (and the Diario)."""
    rules = view.rules
    box = score_box(view)
    panel(surface, box)
    scores = [int(round(x)) for x in view.picture.counted]
    y = box.y + 8
    title = daily_title(view.daily)
    if title:
        size = fit_size(title, "bold", 20, box.w - 20)
        painter.blit_text(surface, title, (box.centerx, y), "bold", size, GOLD, "midtop")
        y += 26
    col_w = box.w // 2
    argentino = view.variant == "argentino"
    for team in (0, 1):
        cx = box.x + col_w // 2 + team * col_w
        if view.turn == ("team", team):  # the team that answers now, drawn as one
            ring = pygame.Rect(box.x + 6 + team * col_w, y - 4, col_w - 12, 212 if argentino else 102)
            pygame.draw.rect(surface, GOLD, ring, width=4, border_radius=12)
        painter.blit_text(surface, t(f"team_{team}"), (cx, y), "bold", 22, CREAM, "midtop")
        num = str(scores[team])
        painter.blit_text(surface, num, (cx, y + 22), "display", 50 if argentino else 64, GOLD, "midtop")
        if argentino:
            draw_team_fosforos(surface, pygame.Rect(cx - 50, y + 86, 100, 116), scores[team], rules.target)
    y += 212 if argentino else 106
    if not argentino:
        painter.blit_text(surface, t("tentos_of", target=rules.target), (box.centerx, y), "text", 18,
                          SOFT, "midtop")
        y += 26
    if view.chicos:
        painter.blit_text(surface, view.chicos, (box.centerx, y), "bold", 20, GOLD, "midtop")
        y += 24
    draw_stake(surface, view, painter, (box.centerx, y + 2))
    lines = wrap(rules_line(rules, partido=False), "text", 18, box.w - 16)
    y = box.bottom - 6 - 22 * len(lines)
    for line in lines:
        painter.blit_text(surface, line, (box.centerx, y), "text", 18, SOFT, "midtop")
        y += 22


def draw_team_fosforos(surface: pygame.Surface, rect: pygame.Rect, points: int, target: int) -> None:
    """A team's fósforos: squares of five in columns of three (to 30: the malas, a line, then the
    buenas beside them)."""
    groups = group_count(target)
    cols = 1 if groups <= 3 else 2
    side = 34
    gap = 8
    col_x = [rect.centerx - side // 2] if cols == 1 else [rect.centerx - side - 8, rect.centerx + 8]
    for c in range(cols):
        first = c * 3
        count = min(3, groups - first)
        if count <= 0:
            break
        col = pygame.Rect(col_x[c], rect.y, side, count * side + (count - 1) * gap)
        for i in range(count):  # the squares still to fill, faintly, so the sticks are easy to count
            box = pygame.Rect(col.x, col.y + i * (side + gap), side, side)
            pygame.draw.rect(surface, (24, 92, 62), box.inflate(2, 2), width=2, border_radius=4)
        draw_fosforos(surface, col, max(0, points - 5 * first), count * 5)
    if cols == 2 and target == 30:  # the line between the malas and the buenas
        x = rect.centerx
        pygame.draw.line(surface, (245, 232, 196), (x, rect.y - 2), (x, rect.y + 3 * side + 2 * gap + 2), 2)


def draw_stake(surface: pygame.Surface, view: TableView, painter: Painter,
               midtop: tuple[int, int]) -> pygame.Rect:
    """The hand's worth now, as a gold pill: "Vale 2"."""
    img = painter.text(t("stake", n=view.stake), "bold", 24, INK)
    pill = img.get_rect(midtop=midtop).inflate(28, 8)
    pygame.draw.rect(surface, GOLD, pill, border_radius=16)
    pygame.draw.rect(surface, (150, 100, 20), pill, width=2, border_radius=16)
    surface.blit(img, img.get_rect(center=pill.center))
    return pill


def draw_tools(surface: pygame.Surface, view: TableView, painter: Painter) -> None:
    """The menu button (top right), and left of it the Ayuda (hint) button while you act."""
    draw_hint_button(surface, view, painter)
    b = view.menu
    mouse = view.mouse
    b.draw(surface, focused=view.focused is b, hovered=mouse is not None and b.rect.collidepoint(mouse))
    cx, top = b.rect.centerx, b.rect.y + 16
    for i in range(3):  # the three bars of a menu
        pygame.draw.rect(surface, CREAM, pygame.Rect(cx - 20, top + i * 11, 40, 6), border_radius=3)
    word = t("table_menu")
    size = fit_size(word, "bold", 20, b.rect.w - 8)
    painter.blit_text(surface, word, (cx, b.rect.bottom - 8), "bold", size, CREAM, "midbottom", False)


def draw_hint_button(surface: pygame.Surface, view: TableView, painter: Painter) -> None:
    """Ayuda: a "?" and its word, while it is your decision and the helps are on."""
    b = view.hint_button
    if b is None:
        return
    mouse = view.mouse
    look = dataclasses.replace(b, label="", kind="primary" if view.hint_shown else "plain")
    look.draw(surface, focused=view.focused is b, hovered=mouse is not None and b.rect.collidepoint(mouse))
    colour = INK if view.hint_shown else CREAM
    painter.blit_text(surface, "?", (b.rect.centerx, b.rect.y + 4), "display", 40, colour, "midtop", False)
    size = fit_size(b.label, "bold", 20, b.rect.w - 8)
    painter.blit_text(surface, b.label, (b.rect.centerx, b.rect.bottom - 8), "bold", size, colour,
                      "midbottom", False)


def draw_log(surface: pygame.Surface, view: TableView, painter: Painter) -> None:
    """The hand's calls and scores, under the table's buttons; the bazas markers in its header."""
    box = view.layout.log_rect
    panel(surface, box)
    painter.blit_text(surface, t("log_title"), (box.x + 14, box.y + 8), "bold", 20, GOLD)
    draw_results(surface, view, painter, (box.right - 16, box.y + 20))
    y = box.y + 38
    room = box.w - 26
    # the last entries that fit, oldest first; a long one (a seña told in full) takes two lines
    rows: list[list[pygame.Surface]] = []
    free = (box.bottom - 4 - y) // 23
    for line in reversed(view.log):
        img = painter.text(line, "text", 20, CREAM)  # 20 px, 18 px for a long line: still readable small
        if img.get_width() > room:
            img = painter.text(line, "text", 18, CREAM)
        imgs = [img]
        if img.get_width() > room:
            parts = wrap(line, "text", 18, room)
            imgs = [painter.text(p, "text", 18, CREAM) for p in parts[:2]]
        if len(imgs) > free:
            break
        rows.insert(0, imgs)
        free -= len(imgs)
    for imgs in rows:
        for i, img in enumerate(imgs):
            indent = 12 if i else 0
            surface.blit(img, (box.x + 14 + indent, y), pygame.Rect(0, 0, room - indent, img.get_height()))
            y += 23


def draw_results(surface: pygame.Surface, view: TableView, painter: Painter,
                 right_mid: tuple[int, int]) -> None:
    """Three markers for the tricks: won (green), lost (red), parda (cream, "="), still to play."""
    x1, y = right_mid
    results = view.picture.results
    for i in range(3):
        c = (x1 - 13 - (2 - i) * 34, y)
        if i < len(results):
            res = results[i]
            col = PARDA if res is None else (WON if res == 0 else LOST)
            pygame.draw.circle(surface, col, c, 13)
            pygame.draw.circle(surface, (20, 20, 20), c, 13, 2)
            mark = "=" if res is None else str(i + 1)
            painter.blit_text(surface, mark, c, "bold", 18, INK if res is None else CREAM, "center", False)
        else:
            pygame.draw.circle(surface, (200, 190, 160), c, 13, 2)
            painter.blit_text(surface, str(i + 1), c, "bold", 18, (200, 190, 160), "center", False)


def draw_burned(surface: pygame.Surface, view: TableView, painter: Painter) -> None:
    """Mineiro: the burned tandas, face up, beside the scoreboard."""
    if not view.picture.burned:
        return
    x, y = view.layout.score_box.right + 14, 22
    painter.blit_text(surface, t("burned"), (x, y), "bold", 18, CREAM)
    y += 24
    for k, batch in enumerate(view.picture.burned[-3:]):
        bx, by = x + (k % 2) * 110, y + (k // 2) * 96
        for i, code in enumerate(batch):  # 22 px apart: each card's corner index stays readable
            surface.blit(painter.card("tiny", code), (bx + i * 22, by))
