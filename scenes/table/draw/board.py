"""The table's corners: the scoreboard, the burned tandas, the table's own buttons and the hand's
log. Landscape: the scoreboard top left, the log top right under the buttons. Portrait: the
scoreboard folded into a strip at the top (the counts, the stake, the bazas); a tap opens it into
a panel with the fósforos, the rules and the hand's log."""
from __future__ import annotations

import dataclasses

import pygame

from scenes.table.draw.paint import GOLD, LOST, PARDA, SOFT, WON, Painter, panel, wrap
from scenes.table.fosforos import draw_fosforos, group_count
from scenes.table.layout import Layout
from scenes.table.view import TableView
from scenes.table.words import daily_title, rules_line
from scenes.ui.canvas import GAP, MIN_KEY_TEXT, MIN_TEXT
from scenes.ui.fonts import fit_size, get_font
from scenes.ui.i18n import t
from scenes.ui.widgets import CREAM, INK, ellipsize

TEAM_PX = MIN_KEY_TEXT  # "Nosotros", "Ellos"
STAKE_PX = MIN_KEY_TEXT  # "Vale 2"
MARK_R = 17  # the bazas' markers: a circle with the trick's number at MIN_TEXT


def _line(kind: str, px: int) -> int:
    return get_font(kind, px).get_linesize()


FOSFORO_SIDE, FOSFORO_GAP = 30, 6  # a square of five fósforos, and the space between squares


def fosforos_h() -> int:
    """The fósforos' height: three squares of five."""
    return 3 * FOSFORO_SIDE + 2 * FOSFORO_GAP + 2


def score_parts(view: TableView, width: int) -> list[tuple[str, int]]:
    """The scoreboard's parts top to bottom with their heights: ``(part, height)``."""
    parts = []
    title = daily_title(view.daily)
    if title:
        parts.append(("daily", len(wrap(title, "bold", MIN_TEXT, width - 16)) * _line("bold", MIN_TEXT) + 4))
    argentino = view.variant == "argentino"
    parts.append(("teams", _line("bold", TEAM_PX)))
    parts.append(("counts", _line("display", 50 if argentino else 64)))
    if argentino:
        parts.append(("fosforos", fosforos_h() + 8))
    else:
        parts.append(("tentos", _line("text", MIN_TEXT) + 2))
    if view.chicos:
        parts.append(("chicos", _line("bold", MIN_TEXT) + 2))
    parts.append(("stake", _line("bold", STAKE_PX) + 16))
    lines = wrap(rules_line(view.rules, partido=False), "text", MIN_TEXT, width - 16)
    parts.append(("rules", len(lines) * _line("text", MIN_TEXT) + 4))
    lay = view.layout
    room = min(lay.your_corner.y - 10, lay.score_box.bottom) - lay.score_box.y - 12
    if not view.layout.portrait and sum(h for _, h in parts) > room:
        parts.pop()  # Texto grande: the rules in play are left to the pause menu, clear of your corner
    return parts


def score_box(view: TableView) -> pygame.Rect:
    """The scoreboard's panel (landscape), as tall as its parts; portrait: the opened panel."""
    box = view.layout.score_box
    if view.layout.portrait:
        return box
    h = 12 + sum(height for _, height in score_parts(view, box.w))
    return pygame.Rect(box.x, box.y, box.w, h)


def draw_scoreboard(surface: pygame.Surface, view: TableView, painter: Painter) -> None:
    """Landscape: nosotros / ellos in the top-left corner. Portrait: the folded strip at the top,
    and the opened panel over the table while it is open."""
    if view.layout.portrait:
        draw_strip(surface, view, painter)  # opened: scenes.table.board draws the panel over the table
        return
    box = score_box(view)
    panel(surface, box)
    draw_score_parts(surface, view, painter, box)


def draw_score_parts(surface: pygame.Surface, view: TableView, painter: Painter, box: pygame.Rect) -> int:
    """Big counts, fósforos (Argentino) in squares of five, the malas beside the buenas; the
    stake now; the rules in play (and the Diario); returns the y under them."""
    rules = view.rules
    scores = [int(round(x)) for x in view.picture.counted]
    col_w = box.w // 2
    argentino = view.variant == "argentino"
    y = box.y + 8
    for part, height in score_parts(view, box.w):
        if part == "daily":
            ly = y
            for line in wrap(daily_title(view.daily) or "", "bold", MIN_TEXT, box.w - 16):
                painter.blit_text(surface, line, (box.centerx, ly), "bold", MIN_TEXT, GOLD, "midtop")
                ly += _line("bold", MIN_TEXT)
        elif part == "teams":
            for team in (0, 1):
                cx = box.x + col_w // 2 + team * col_w
                if view.turn == ("team", team):  # the team that answers now, drawn as one
                    ring_h = _line("bold", TEAM_PX) + _line("display", 50 if argentino else 64) + \
                        (fosforos_h() + 8 if argentino else 0)
                    ring = pygame.Rect(box.x + 6 + team * col_w, y - 4, col_w - 12, ring_h + 8)
                    pygame.draw.rect(surface, GOLD, ring, width=4, border_radius=12)
                word = t(f"team_{team}")
                size = fit_size(word, "bold", TEAM_PX, col_w - 12, TEAM_PX)
                painter.blit_text(surface, word, (cx, y), "bold", size, CREAM, "midtop")
        elif part == "counts":
            for team in (0, 1):
                cx = box.x + col_w // 2 + team * col_w
                painter.blit_text(surface, str(scores[team]), (cx, y - 4), "display", 50 if argentino else 64,
                                  GOLD, "midtop")
        elif part == "fosforos":
            for team in (0, 1):
                cx = box.x + col_w // 2 + team * col_w
                draw_team_fosforos(surface, pygame.Rect(cx - 50, y + 4, 100, fosforos_h()), scores[team],
                                   rules.target)
        elif part == "tentos":
            painter.blit_text(surface, t("tentos_of", target=rules.target), (box.centerx, y), "text",
                              MIN_TEXT, SOFT, "midtop")
        elif part == "chicos" and view.chicos:
            size = fit_size(view.chicos, "bold", MIN_TEXT, box.w - 16, MIN_TEXT)
            painter.blit_text(surface, view.chicos, (box.centerx, y), "bold", size, GOLD, "midtop")
        elif part == "stake":
            draw_stake(surface, view, painter, (box.centerx, y + 4))
        elif part == "rules":
            ly = y
            for line in wrap(rules_line(rules, partido=False), "text", MIN_TEXT, box.w - 16):
                painter.blit_text(surface, line, (box.centerx, ly), "text", MIN_TEXT, SOFT, "midtop")
                ly += _line("text", MIN_TEXT)
        y += height
    return y


def draw_team_fosforos(surface: pygame.Surface, rect: pygame.Rect, points: int, target: int) -> None:
    """A team's fósforos: squares of five in columns of three (to 30: the malas, a line, then the
    buenas beside them)."""
    groups = group_count(target)
    cols = 1 if groups <= 3 else 2
    side = FOSFORO_SIDE
    gap = FOSFORO_GAP
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


def stake_pill(view: TableView, painter: Painter, midtop: tuple[int, int]) -> tuple[pygame.Surface, pygame.Rect]:
    """The stake's words and its gold pill's rect."""
    img = painter.text(t("stake", n=view.stake), "bold", STAKE_PX, INK)
    pill = img.get_rect(midtop=midtop).inflate(28, 8)
    return img, pill


def draw_stake(surface: pygame.Surface, view: TableView, painter: Painter,
               midtop: tuple[int, int]) -> pygame.Rect:
    """The hand's worth now, as a gold pill: "Vale 2"."""
    img, pill = stake_pill(view, painter, midtop)
    pygame.draw.rect(surface, GOLD, pill, border_radius=16)
    pygame.draw.rect(surface, (150, 100, 20), pill, width=2, border_radius=16)
    surface.blit(img, img.get_rect(center=pill.center))
    return pill


# ---------------------------------------------------------------------------------- portrait
def strip_places(view: TableView, painter: Painter) -> dict[str, pygame.Rect]:
    """The folded strip's parts: each team's count (``team0``, ``team1``), the stake (``stake``),
    Mineiro's burned tandas counted (``burned``: :func:`burned_chip`) and the bazas (``bazas``:
    absent when the strip has no room left, then the opened panel shows them)."""
    strip = view.layout.score_strip
    assert strip is not None
    names = [t(f"team_{team}") for team in (0, 1)]
    font = get_font("bold", TEAM_PX)
    widths = [max(font.size(n)[0], get_font("display", strip_count_px(strip)).size("30")[0]) + 16 for n in names]
    _, pill = stake_pill(view, painter, (0, 0))
    bazas_w = 3 * (2 * MARK_R) + 2 * 6 + 8
    x = strip.x + 12
    out = {}
    for team in (0, 1):
        out[f"team{team}"] = pygame.Rect(x, strip.y + 4, widths[team], strip.h - 8)
        x += widths[team] + 8
    out["stake"] = pill.move(x + 4 - pill.x, strip.centery - pill.h // 2 - pill.y)
    x = out["stake"].right + 12
    bazas = pygame.Rect(strip.right - 8 - bazas_w, strip.y + 8, bazas_w, strip.h - 16)
    if view.picture.burned:  # beside the stake, before the bazas (left out when both do not fit)
        rooms = (bazas.x - 12 - x, strip.right - 8 - x)  # with the bazas after it, or without
        chip = next((c for words in (True, False) for room in rooms
                     if (c := burned_chip(view, strip.h - 12, room, words)) is not None), None)
        if chip is not None:
            out["burned"] = pygame.Rect(x, strip.centery - chip[1][1] // 2, *chip[1])
            x = out["burned"].right + 12
    if x + bazas_w <= strip.right - 8:
        out["bazas"] = bazas
    return out


BURNED_ICON = (20, 30)  #: the little burned card drawn before the count where the word has no room


def burned_chip(view: TableView, height: int, room: int, words: bool = False) -> tuple[str, tuple[int, int]] | None:
    """How the folded strip says how many tandas were burned (Mineiro), in ``room`` pixels
    across: ``"line"`` ("Queimadas 2"), ``"two"`` (the word over the count) or, unless
    ``words``, ``"icon"`` (a little burned card and the count), with the chip's size; None when
    none fits."""
    font = get_font("bold", MIN_TEXT)
    word, count = t("burned"), str(len(view.picture.burned))
    line_h = font.get_linesize()
    ways = [("line", (font.size(f"{word} {count}")[0] + 20, line_h + 10)),
            ("two", (max(font.size(word)[0], font.size(count)[0]) + 20, 2 * line_h + 6)),
            ("icon", (BURNED_ICON[0] + 8 + font.size(count)[0] + 24, max(line_h, BURNED_ICON[1]) + 10))]
    return next(((how, size) for how, size in ways[:2 if words else 3] if size[0] <= room and size[1] <= height), None)


def draw_burned_chip(surface: pygame.Surface, view: TableView, painter: Painter, rect: pygame.Rect) -> None:
    """The burned tandas' count on the folded strip (a tap there opens the scoreboard, which
    shows the cards)."""
    chip = burned_chip(view, rect.h, rect.w)
    if chip is None:
        return
    how = chip[0]
    word, count = t("burned"), str(len(view.picture.burned))
    pygame.draw.rect(surface, (70, 44, 22), rect, border_radius=12)
    pygame.draw.rect(surface, (200, 150, 90), rect, width=2, border_radius=12)
    if how == "line":
        painter.blit_text(surface, f"{word} {count}", rect.center, "bold", MIN_TEXT, CREAM, "center")
    elif how == "two":
        line_h = _line("bold", MIN_TEXT)
        painter.blit_text(surface, word, (rect.centerx, rect.centery - line_h), "bold", MIN_TEXT, CREAM, "midtop")
        painter.blit_text(surface, count, (rect.centerx, rect.centery), "bold", MIN_TEXT, GOLD, "midtop")
    else:
        card = pygame.Rect(rect.x + 10, rect.centery - BURNED_ICON[1] // 2, *BURNED_ICON)
        pygame.draw.rect(surface, (240, 232, 210), card.move(4, -3), border_radius=3)
        pygame.draw.rect(surface, (120, 40, 20), card.move(4, -3), width=2, border_radius=3)
        pygame.draw.rect(surface, (240, 232, 210), card, border_radius=3)
        pygame.draw.rect(surface, (120, 40, 20), card, width=2, border_radius=3)
        pygame.draw.circle(surface, (230, 110, 30), card.center, 5)
        painter.blit_text(surface, count, (card.right + 12, rect.centery), "bold", MIN_TEXT, GOLD, "midleft")


def strip_count_px(strip: pygame.Rect) -> int:
    """The counts' size in the folded strip: as large as fits under the teams' names."""
    room = strip.h - 4 - get_font("bold", TEAM_PX).get_height() + 6
    size = 44
    while size > MIN_KEY_TEXT and get_font("display", size).get_ascent() + 4 > room:
        size -= 1
    return size


def draw_strip(surface: pygame.Surface, view: TableView, painter: Painter) -> None:
    """The folded scoreboard (portrait): each team's name and count, the stake, Mineiro's burned
    tandas counted, the bazas."""
    strip = view.layout.score_strip
    assert strip is not None
    panel(surface, strip, edge=(255, 214, 90, 200) if view.board_open else (200, 170, 110, 160))
    places = strip_places(view, painter)
    scores = [int(round(x)) for x in view.picture.counted]
    count_px = strip_count_px(strip)
    for team in (0, 1):
        r = places[f"team{team}"]
        if view.turn == ("team", team):
            pygame.draw.rect(surface, GOLD, r.inflate(4, 2), width=3, border_radius=10)
        name = painter.blit_text(surface, t(f"team_{team}"), (r.centerx, r.y), "bold", TEAM_PX, CREAM, "midtop")
        painter.blit_text(surface, str(scores[team]), (r.centerx, name.bottom - 6), "display", count_px, GOLD,
                          "midtop")
    draw_stake(surface, view, painter, places["stake"].move(0, 4).midtop)
    if "burned" in places:
        draw_burned_chip(surface, view, painter, places["burned"])
    if "bazas" in places:
        r = places["bazas"]
        draw_results(surface, view, painter, (r.right - 4, r.centery))


BOARD_LEFT_W = 300  #: the opened scoreboard's left column (portrait)


def draw_board_panel(surface: pygame.Surface, view: TableView, painter: Painter) -> None:
    """The opened scoreboard (portrait): the whole scoreboard on the left, the bazas and the
    hand's log beside and under it."""
    box = view.layout.score_box
    shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    shade.fill((0, 0, 0, 110))
    surface.blit(shade, (0, 0))
    panel(surface, box, fill=(6, 40, 26, 240), edge=(255, 214, 90, 220))
    left = pygame.Rect(box.x + 8, box.y, BOARD_LEFT_W, box.h)
    bottom = draw_score_parts(surface, view, painter, left)
    burned = board_burned_rect(view, painter)
    if burned is not None:
        draw_burned(surface, view, painter, burned)
        bottom = burned.bottom + GAP
    log = pygame.Rect(left.right + 12, box.y + 12, box.right - left.right - 24, box.h - 24)
    draw_log(surface, view, painter, log, framed=False)
    close = t("board_close")
    painter.blit_text(surface, close, (box.centerx, max(bottom, box.bottom - 12 - _line("text", MIN_TEXT))),
                      "text", fit_size(close, "text", MIN_TEXT, box.w - 20, MIN_TEXT), SOFT, "midtop")


# ---------------------------------------------------------------------------------- buttons
def draw_tools(surface: pygame.Surface, view: TableView, painter: Painter) -> None:
    """The menu button (top right), and left of it the Ayuda (hint) button while you act."""
    draw_hint_button(surface, view, painter)
    b = view.menu
    mouse = view.mouse
    b.draw(surface, focused=view.focused is b, hovered=mouse is not None and b.rect.collidepoint(mouse))
    word = t("table_menu")
    size = fit_size(word, "bold", MIN_TEXT, b.rect.w - 8, MIN_TEXT)
    word_h = get_font("bold", size).get_height()
    bars = b.rect.y + (b.rect.h - word_h - 3 * 6 - 2 * 5) // 2 - 2
    for i in range(3):  # the three bars of a menu
        pygame.draw.rect(surface, CREAM, pygame.Rect(b.rect.centerx - 20, bars + i * 11, 40, 6), border_radius=3)
    painter.blit_text(surface, word, (b.rect.centerx, b.rect.bottom - 4), "bold", size, CREAM, "midbottom", False)


def draw_hint_button(surface: pygame.Surface, view: TableView, painter: Painter) -> None:
    """Ayuda: a "?" and its word, while it is your decision and the helps are on."""
    b = view.hint_button
    if b is None:
        return
    mouse = view.mouse
    look = dataclasses.replace(b, label="", kind="primary" if view.hint_shown else "plain")
    look.draw(surface, focused=view.focused is b, hovered=mouse is not None and b.rect.collidepoint(mouse))
    colour = INK if view.hint_shown else CREAM
    size = fit_size(b.label, "bold", MIN_TEXT, b.rect.w - 8, MIN_TEXT)
    painter.blit_text(surface, "?", (b.rect.centerx, b.rect.y - 2), "display", 40, colour, "midtop", False)
    painter.blit_text(surface, b.label, (b.rect.centerx, b.rect.bottom - 4), "bold", size, colour,
                      "midbottom", False)


# ---------------------------------------------------------------------------------- the log
def log_rows(box: pygame.Rect) -> int:
    """How many of the log's lines fit ``box`` under its title."""
    return max(1, (box.h - 12 - _line("bold", MIN_TEXT)) // _line("text", MIN_TEXT))


def log_box(layout: Layout, players: int) -> pygame.Rect:
    """Where the log goes on a landscape table: the layout's place, narrowed in pairs so that the
    right player's row of tricks (under its left end) never covers its lines."""
    box = layout.log_rect
    if players != 4:
        return box
    row = layout.played_rect("right", 0).unionall([layout.played_rect("right", t) for t in (1, 2)])
    if not row.colliderect(box):
        return box
    left = row.right + GAP
    return pygame.Rect(left, box.y, box.right - left, box.h)


def draw_log(surface: pygame.Surface, view: TableView, painter: Painter, box: pygame.Rect | None = None,
             framed: bool = True) -> None:
    """The hand's calls and scores (landscape: under the table's buttons; portrait: in the opened
    scoreboard); the bazas markers in its header."""
    if box is None:
        if view.layout.portrait or view.hint_shown:
            return  # folded into the strip (drawn in the opened scoreboard); or under the hint
        box = log_box(view.layout, view.rules.players)
    if framed:
        panel(surface, box)
    title_h = _line("bold", MIN_TEXT)
    painter.blit_text(surface, t("log_title"), (box.x + 12, box.y + 6), "bold", MIN_TEXT, GOLD)
    draw_results(surface, view, painter, (box.right - 10, box.y + 6 + title_h // 2))
    y = box.y + 10 + title_h
    room = box.w - 24
    step = _line("text", MIN_TEXT)
    for parts in log_lines(view.log, room, log_rows(box)):
        for i, part in enumerate(parts):
            indent = 12 if i else 0
            img = painter.text(part, "text", MIN_TEXT, CREAM)
            if img.get_width() > room - indent:  # one long word: its end is cut off, the start readable
                surface.blit(img, (box.x + 12 + indent, y), pygame.Rect(0, 0, room - indent, img.get_height()))
            else:
                surface.blit(img, (box.x + 12 + indent, y))
            y += step


def log_lines(log: list[str], room: int, rows: int) -> list[list[str]]:
    """The log's last entries that fit ``rows`` lines ``room`` pixels wide, oldest first, each
    entry whole (a seña told in full may take several lines, the second and later indented); only
    an entry longer than the whole box is cut, its last line ending in "…"."""
    out: list[list[str]] = []
    free = rows
    for line in reversed(log):
        parts = wrap(line, "text", MIN_TEXT, room - 12) or [line]
        if len(parts) > free:
            if not out:
                cut = ellipsize(parts[free - 1] + " …", get_font("text", MIN_TEXT), room - 12)
                out.insert(0, parts[:free - 1] + [cut])
            break
        out.insert(0, parts)
        free -= len(parts)
    return out


def draw_results(surface: pygame.Surface, view: TableView, painter: Painter,
                 right_mid: tuple[int, int]) -> None:
    """Three markers for the tricks: won (green), lost (red), parda (cream, "="), still to play."""
    x1, y = right_mid
    results = view.picture.results
    for i in range(3):
        c = (x1 - MARK_R - (2 - i) * (2 * MARK_R + 6), y)
        if i < len(results):
            res = results[i]
            col = PARDA if res is None else (WON if res == 0 else LOST)
            pygame.draw.circle(surface, col, c, MARK_R)
            pygame.draw.circle(surface, (20, 20, 20), c, MARK_R, 2)
            mark = "=" if res is None else str(i + 1)
            painter.blit_text(surface, mark, c, "bold", MIN_TEXT, INK if res is None else CREAM, "center", False)
        else:
            pygame.draw.circle(surface, (200, 190, 160), c, MARK_R, 2)
            painter.blit_text(surface, str(i + 1), c, "bold", MIN_TEXT, (200, 190, 160), "center", False)


def burned_on_felt(view: TableView) -> bool:
    """Whether the burned tandas lie on the felt (landscape): in portrait the top corners are the
    faces' (señas, characters) and the side players' chips', so there the opened scoreboard shows
    them (:func:`board_burned_rect`)."""
    return not view.layout.portrait


def burned_size(view: TableView, painter: Painter, batches: int = 3) -> tuple[int, int]:
    """The burned tandas' size (their title and the last ``batches`` batches)."""
    w, h = view.layout.tiny
    step = painter.art["tiny"].index_px + 8
    shown = view.picture.burned[-batches:]
    title = painter.text(t("burned"), "bold", MIN_TEXT, CREAM)
    cards_w = (max(len(b) for b in shown) - 1) * step + w
    cards_h = (len(shown) - 1) * (h // 2) + h
    return max(title.get_width(), cards_w), _line("bold", MIN_TEXT) + cards_h


def burned_rect(view: TableView, painter: Painter) -> pygame.Rect | None:
    """Where the burned tandas lie on the felt (their title and cards), or None: nothing burned,
    or they are shown in the opened scoreboard (:func:`burned_on_felt`)."""
    if not view.picture.burned or not burned_on_felt(view):
        return None
    return pygame.Rect(view.layout.burned_at, burned_size(view, painter))


def board_burned_rect(view: TableView, painter: Painter) -> pygame.Rect | None:
    """Portrait: where the opened scoreboard shows the burned tandas, under the
    scoreboard's parts in its left column (as many of the last batches as fit), or None."""
    if not view.picture.burned or burned_on_felt(view):
        return None
    box = view.layout.score_box
    left = pygame.Rect(box.x + 8, box.y, BOARD_LEFT_W, box.h)
    top = left.y + 8 + sum(height for _, height in score_parts(view, left.w)) + GAP
    room = box.bottom - 12 - 2 * _line("text", MIN_TEXT) - top  # the close line stays under them
    for batches in (3, 2, 1):
        w, h = burned_size(view, painter, batches)
        if h <= room:
            return pygame.Rect(left.x + 8, top, w, h)
    return None


def draw_burned(surface: pygame.Surface, view: TableView, painter: Painter,
                rect: pygame.Rect | None = None) -> None:
    """Mineiro: the burned tandas, face up, at the layout's place (:func:`burned_rect`) or in
    ``rect`` (the opened scoreboard): each batch's cards overlapping so that each one's corner
    index stays readable, the batches one under the other."""
    rect = rect or burned_rect(view, painter)
    if rect is None:
        return
    x, y = rect.topleft
    painter.blit_text(surface, t("burned"), (x, y), "bold", MIN_TEXT, CREAM)
    y += _line("bold", MIN_TEXT)
    w, h = view.layout.tiny
    step = painter.art["tiny"].index_px + 8
    batches = (rect.h - _line("bold", MIN_TEXT) - h) // (h // 2) + 1
    for k, batch in enumerate(view.picture.burned[-batches:]):
        for i, code in enumerate(batch):
            surface.blit(painter.card("tiny", code), (x + i * step, y + k * (h // 2)))
