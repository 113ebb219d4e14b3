"""The statistics as pictures, drawn by the game (no plotting library): each chart draws itself
into any rectangle (a landscape or a portrait canvas, a phone's or a desktop's) and has a table of
its numbers (:func:`results_table` …) that the charts screen shows instead at a tap.

Colours carry a second cue for those who do not tell them apart: a lost day is crossed out, a
refused bet hatched; every bar has its number written on it or beside it.
"""
from __future__ import annotations

import calendar
import datetime as _dt

import pygame

from scenes.ui.canvas import GAP, MIN_TEXT as _MIN_TEXT, TAP
from scenes.ui.dialogs import GOLD, wrap
from scenes.ui.fonts import fit_size, get_font
from scenes.ui.i18n import t
from scenes.ui.widgets import CREAM

WON = (70, 168, 92)
LOST = (192, 72, 60)
UNFINISHED = (120, 134, 150)
PLAYING = (70, 130, 200)
EMPTY = (16, 78, 52)
GRID = (46, 112, 78)
MUTED = (200, 214, 200)
REFUSED = (150, 150, 156)
#: envido values in their columns: 0–7 (no two of a suit) together, then 20 to 33
ENVIDO_COLUMNS: list[tuple[str, tuple[int, ...]]] = [("0–7", tuple(range(8)))] + [
    (str(v), (v,)) for v in range(20, 34)]


MIN_TEXT = _MIN_TEXT  # the phone's minimum on either canvas (``scenes.ui.canvas``)


def _text(surface: pygame.Surface, text: str, pos: tuple[int, int], size: int, colour=CREAM,
          kind: str = "text", anchor: str = "center", width: int = 0) -> pygame.Rect | None:
    """Draw ``text`` at ``pos``; with ``width``, as large as fits up to ``size`` and not under
    :data:`MIN_TEXT` (a text that does not fit even then is left out: the numbers' table has it)."""
    size = max(size, MIN_TEXT)
    if width:
        size = fit_size(text, kind, size, width, minimum=MIN_TEXT)
        if get_font(kind, size).size(text)[0] > width:
            return None
    img = get_font(kind, size).render(text, True, colour)
    rect = img.get_rect(**{anchor: pos})
    surface.blit(img, rect)
    return rect


def _head(surface: pygame.Surface, text: str, rect: pygame.Rect) -> int:
    """A chart's heading at the top of ``rect``, wrapped to its width; returns the y under it."""
    font = get_font("bold", MIN_TEXT + 1)
    y = rect.y + 2
    for line in wrap(text, font, rect.w - 20):
        img = font.render(line, True, GOLD)
        surface.blit(img, img.get_rect(midtop=(rect.centerx, y)))
        y += font.get_linesize()
    return y


def _hatch(surface: pygame.Surface, rect: pygame.Rect, colour) -> None:
    """Diagonal lines across ``rect`` (clipped to it)."""
    old = surface.get_clip()
    surface.set_clip(rect.clip(old) if old else rect)
    for x in range(rect.x - rect.h, rect.right, 10):
        pygame.draw.line(surface, colour, (x, rect.bottom), (x + rect.h, rect.y), 2)
    surface.set_clip(old)


def legend_rows(items: list[tuple[tuple[int, int, int], str, bool]], width: int) -> int:
    """How many rows :func:`legend` takes within ``width``."""
    rows, cx = 1, 0
    for _, words, _ in items:
        need = 22 + get_font("text", MIN_TEXT).size(words)[0] + 22
        if cx + need > width and cx > 0:
            rows, cx = rows + 1, 0
        cx += need
    return rows


def legend(surface: pygame.Surface, items: list[tuple[tuple[int, int, int], str, bool]], x: int, y: int,
           width: int, up: bool = False) -> None:
    """A row of colour swatches and their words from ``(x, y)`` (wrapping within ``width``);
    ``hatched`` marks the swatches drawn hatched on the chart. With ``up``, ``y`` is the middle
    of the last row (the rows it wraps into go up from the chart's bottom)."""
    if up:
        y -= (legend_rows(items, width) - 1) * get_font("text", MIN_TEXT).get_linesize()
    cx, cy = x, y
    for colour, words, hatched in items:
        img = get_font("text", MIN_TEXT).render(words, True, CREAM)
        need = 22 + img.get_width() + 22
        if cx + need > x + width and cx > x:
            cx, cy = x, cy + get_font("text", MIN_TEXT).get_linesize()
        sw = pygame.Rect(cx, cy - 8, 16, 16)
        pygame.draw.rect(surface, colour, sw, border_radius=3)
        if hatched:
            _hatch(surface, sw, (30, 30, 30))
        surface.blit(img, img.get_rect(midleft=(cx + 22, cy)))
        cx += need


# --------------------------------------------------------------------------- results
def draw_results(surface: pygame.Surface, rect: pygame.Rect, rows: list[dict]) -> None:
    """The last matches of a rules choice, oldest left: a bar up for a win, down for a loss, as
    tall as the points' difference; a "D" under a Diario."""
    if not rows:
        _text(surface, t("charts.no_results"), rect.center, MIN_TEXT + 3, MUTED)
        return
    won = sum(1 for r in rows if r["won"])
    below = _head(surface, t("charts.results_head", n=len(rows), won=won), rect) + 16
    area = pygame.Rect(rect.x + 56, below, rect.w - 70, rect.bottom - 90 - below)
    top = max(max(abs(r["us"] - r["them"]) for r in rows), 1)
    mid = area.centery
    pygame.draw.line(surface, GRID, (area.x, mid), (area.right, mid), 2)
    for frac in (1.0, 0.5):
        for sign in (1, -1):
            y = int(mid - sign * frac * (area.h // 2))
            pygame.draw.line(surface, GRID, (area.x, y), (area.right, y), 1)
            _text(surface, f"{'+' if sign > 0 else '-'}{round(top * frac)}", (area.x - 8, y), MIN_TEXT, MUTED,
                  anchor="midright")
    _text(surface, "0", (area.x - 8, mid), MIN_TEXT, MUTED, anchor="midright")
    step = area.w / max(len(rows), 1)
    bar_w = max(4, int(step * 0.7))
    for i, r in enumerate(rows):
        margin = r["us"] - r["them"]
        h = int(abs(margin) / top * (area.h // 2 - 4))
        x = int(area.x + i * step + (step - bar_w) / 2)
        bar = pygame.Rect(x, mid - h if margin >= 0 else mid, bar_w, max(h, 2))
        pygame.draw.rect(surface, WON if r["won"] else LOST, bar, border_radius=3)
        if not r["won"]:
            _hatch(surface, bar, (120, 36, 30))
        _text(surface, f"{margin:+d}", (bar.centerx, bar.y - 12 if margin >= 0 else bar.bottom + 12), MIN_TEXT, CREAM,
              width=int(step))
        if r.get("daily"):
            _text(surface, "D", (bar.centerx, area.bottom + 34), MIN_TEXT, GOLD, "bold")
    legend(surface, [(WON, t("charts.won"), False), (LOST, t("charts.lost"), True)], rect.x + 20,
           rect.bottom - 16, rect.w - 200, up=True)
    _text(surface, t("charts.daily_mark"), (rect.right - 16, rect.bottom - 16), MIN_TEXT, GOLD, anchor="midright")


def results_table(rows: list[dict]) -> tuple[list[str], list[list[str]]]:
    """The results' numbers: a header and one row a match, newest first."""
    out = []
    for i, r in reversed(list(enumerate(rows))):
        out.append([str(i + 1), t("charts.won" if r["won"] else "charts.lost"), f"{r['us']}–{r['them']}",
                    f"{r['us'] - r['them']:+d}", t("charts.daily_mark").split()[0] if r.get("daily") else ""])
    return [t("charts.match"), "", t("charts.score"), "±", ""], out


# --------------------------------------------------------------------------- the Diario's month
def month_days(year: int, month: int) -> list[list[_dt.date | None]]:
    """The weeks of a month, Monday first; None outside the month."""
    weeks = calendar.Calendar(firstweekday=0).monthdatescalendar(year, month)
    return [[d if d.month == month else None for d in week] for week in weeks]


def draw_calendar(surface: pygame.Surface, rect: pygame.Rect, year: int, month: int, states: dict[str, str],
                  streak_days: list[str], today: _dt.date, streak: int, best: int) -> None:
    """A month of Diarios of one rules choice: each day won, lost (crossed out), unfinished or
    being played; the days of the current streak underlined in gold; today outlined."""
    head = f"{t(f'month.{month}').capitalize()} {year}"
    _text(surface, head, (rect.centerx, rect.y + 14), MIN_TEXT + 3, GOLD, "bold")
    weeks = month_days(year, month)
    letters = t("weekday.short").split()
    line = get_font("text", MIN_TEXT).get_linesize()
    items = [(WON, t("charts.won"), False), (LOST, t("charts.lost"), False),
             (UNFINISHED, t("charts.unfinished"), False), (GOLD, t("charts.in_streak"), False)]
    if any(day is not None and states.get(day.isoformat()) == "playing" for week in weeks for day in week):
        items.insert(3, (PLAYING, t("charts.playing"), False))  # today's, when the month shows it
    rows = legend_rows(items, rect.w - 40)
    below = 18 + line * rows + line // 2  # the legend and the streak's line under the month
    if rect.w >= 2 * rect.h:  # a wide chart: the month between its buttons (in the corners), under its name
        side = TAP + GAP + 4
        top = 14 + line + line // 2 + 10
    else:  # a narrow one: the weekdays' letters under the month's buttons
        side, top = 16, TAP + 22 + line
    grid = pygame.Rect(rect.x + side, rect.y + top, rect.w - 2 * side, rect.h - top - below)
    cw, ch = grid.w / 7, min(grid.h / max(len(weeks), 1), 90)
    for c, letter in enumerate(letters[:7]):
        _text(surface, letter, (int(grid.x + (c + 0.5) * cw), grid.y - line // 2 - 2), MIN_TEXT, MUTED, "bold")
    streak_set = set(streak_days)
    for r, week in enumerate(weeks):
        for c, day in enumerate(week):
            if day is None:
                continue
            cell = pygame.Rect(int(grid.x + c * cw) + 3, int(grid.y + r * ch) + 3, int(cw) - 6, int(ch) - 8)
            state = states.get(day.isoformat())
            colour = {"won": WON, "lost": LOST, "unfinished": UNFINISHED, "playing": PLAYING}.get(state or "", EMPTY)
            pygame.draw.rect(surface, colour, cell, border_radius=8)
            if state == "lost":
                pygame.draw.line(surface, (250, 226, 210), (cell.x + 8, cell.bottom - 8), (cell.right - 8, cell.y + 8),
                                 3)
            if day == today:
                pygame.draw.rect(surface, CREAM, cell, width=3, border_radius=8)
            if day.isoformat() in streak_set:
                pygame.draw.rect(surface, GOLD, pygame.Rect(cell.x + 6, cell.bottom - 7, cell.w - 12, 5),
                                 border_radius=2)
            if cell.h >= 2 * line:
                _text(surface, str(day.day), (cell.x + 8, cell.y + 6), MIN_TEXT, CREAM, "bold", anchor="topleft")
            else:  # a short cell (a wide chart): the day's number in its middle
                _text(surface, str(day.day), (cell.x + 8, cell.centery), MIN_TEXT, CREAM, "bold", anchor="midleft")
    legend(surface, items, rect.x + 20, rect.bottom - 18 - line, rect.w - 40, up=True)
    _text(surface, t("charts.streak", n=streak, best=best), (rect.x + 20, rect.bottom - 18), MIN_TEXT, CREAM,
          anchor="midleft")


def calendar_table(year: int, month: int, states: dict[str, str], streak_days: list[str],
                   streak: int, best: int) -> tuple[list[str], list[list[str]]]:
    """The month's numbers: one row a day with a Diario, and the streak."""
    words = {"won": t("charts.won"), "lost": t("charts.lost"), "unfinished": t("charts.unfinished"),
             "playing": t("charts.playing")}
    rows = []
    for week in month_days(year, month):
        for day in week:
            if day is not None and day.isoformat() in states:
                mark = t("charts.in_streak") if day.isoformat() in streak_days else ""
                rows.append([str(day.day), words[states[day.isoformat()]], mark])
    rows.append(["", t("charts.streak", n=streak, best=best), ""])
    return [t("charts.day"), "", ""], rows


# --------------------------------------------------------------------------- envido
def envido_columns(values: dict[int, dict]) -> list[tuple[str, int, int]]:
    """``(label, played, won)`` for each column of the envido chart."""
    out = []
    for name, group in ENVIDO_COLUMNS:
        played = sum(values.get(v, {}).get("played", 0) for v in group)
        won = sum(values.get(v, {}).get("won", 0) for v in group)
        out.append((name, played, won))
    return out


def draw_envido(surface: pygame.Surface, rect: pygame.Rect, values: dict[int, dict]) -> None:
    """Accepted envidos by your envido value: a pale bar for those played, a green one inside it for
    those won, "won/played" above."""
    cols = envido_columns(values)
    if not any(p for _, p, _ in cols):
        _text(surface, t("charts.no_envido"), rect.center, MIN_TEXT + 3, MUTED)
        return
    items = [(WON, t("charts.won_n"), False), ((86, 120, 100), t("charts.played"), False)]
    line = get_font("text", MIN_TEXT).get_linesize()
    below = _head(surface, t("charts.envido_head"), rect) + 12
    bottom = rect.bottom - 24 - legend_rows(items, rect.w - 40) * line
    top = max(p for _, p, _ in cols)
    if rect.h > rect.w:  # a tall chart: a row a value, the bars across
        _envido_rows(surface, pygame.Rect(rect.x + 16, below, rect.w - 32, bottom - below), cols, top)
    else:
        _envido_columns(surface, pygame.Rect(rect.x + 20, below, rect.w - 40, bottom - line - below), cols, top)
    legend(surface, items, rect.x + 20, rect.bottom - 24, rect.w - 40, up=True)


def _envido_columns(surface: pygame.Surface, area: pygame.Rect, cols: list[tuple[str, int, int]], top: int) -> None:
    """The envido chart's columns, a value each, the values under them."""
    step = area.w / len(cols)
    bar_w = max(6, int(step * 0.72))
    pygame.draw.line(surface, GRID, (area.x, area.bottom), (area.right, area.bottom), 2)
    for i, (name, played, won) in enumerate(cols):
        x = int(area.x + i * step + (step - bar_w) / 2)
        h_p = int(played / top * (area.h - 30))
        h_w = int(won / top * (area.h - 30))
        if played:
            pygame.draw.rect(surface, (86, 120, 100), pygame.Rect(x, area.bottom - h_p, bar_w, h_p), border_radius=3)
            pygame.draw.rect(surface, WON, pygame.Rect(x, area.bottom - h_w, bar_w, h_w), border_radius=3)
            _text(surface, f"{won}/{played}", (x + bar_w // 2, area.bottom - h_p - 14), MIN_TEXT, CREAM,
                  width=int(step))
        _text(surface, name, (x + bar_w // 2, area.bottom + 16), MIN_TEXT, MUTED, "bold", width=int(step))


def _envido_rows(surface: pygame.Surface, area: pygame.Rect, cols: list[tuple[str, int, int]], top: int) -> None:
    """The envido chart's rows, a value each (its name left, "won/played" right of its bar)."""
    bold, text = get_font("bold", MIN_TEXT), get_font("text", MIN_TEXT)
    name_w = max(bold.size(name)[0] for name, _, _ in cols) + 14
    count_w = max(text.size(f"{w}/{p}")[0] for _, p, w in cols) + 14
    step = min(area.h / len(cols), bold.get_linesize() * 1.5)
    bar_h = max(6, int(step * 0.7))
    bar_room = area.w - name_w - count_w
    pygame.draw.line(surface, GRID, (area.x + name_w, area.y), (area.x + name_w, area.y + int(step * len(cols))), 2)
    for i, (name, played, won) in enumerate(cols):
        cy = int(area.y + (i + 0.5) * step)
        _text(surface, name, (area.x + name_w - 10, cy), MIN_TEXT, MUTED, "bold", anchor="midright")
        if not played:
            continue
        w_p, w_w = int(played / top * bar_room), int(won / top * bar_room)
        x = area.x + name_w + 2
        pygame.draw.rect(surface, (86, 120, 100), pygame.Rect(x, cy - bar_h // 2, w_p, bar_h), border_radius=3)
        pygame.draw.rect(surface, WON, pygame.Rect(x, cy - bar_h // 2, w_w, bar_h), border_radius=3)
        _text(surface, f"{won}/{played}", (x + w_p + 8, cy), MIN_TEXT, CREAM, anchor="midleft")


def envido_table(values: dict[int, dict]) -> tuple[list[str], list[list[str]]]:
    """The envido's numbers: one row a column with envidos played."""
    rows = [[name, str(p), str(w), f"{round(100 * w / p)}%"] for name, p, w in envido_columns(values) if p]
    return [t("charts.value"), t("charts.played"), t("charts.won_n"), "%"], rows


# --------------------------------------------------------------------------- truco
def draw_bets(surface: pygame.Surface, rect: pygame.Rect, bets: dict) -> None:
    """How the hands with a bet ended: a bar for the hands where we made the last call, one for
    theirs, each split into accepted and won by the caller, accepted and lost, refused (hatched)."""
    total = sum(bets[s][e] for s in ("ours", "theirs") for e in ("won", "lost", "refused"))
    if not total:
        _text(surface, t("charts.no_truco"), rect.center, MIN_TEXT + 3, MUTED)
        return
    items = [(WON, t("charts.bet_won"), False), (LOST, t("charts.bet_lost"), False),
             (REFUSED, t("charts.bet_refused"), True)]
    below = _head(surface, t("charts.truco_head"), rect) + 16
    bottom = rect.bottom - 24 - legend_rows(items, rect.w - 40) * get_font("text", MIN_TEXT).get_linesize()
    label_w = min(max(get_font("bold", MIN_TEXT + 3).size(t(f"charts.{s}"))[0] for s in ("ours", "theirs")) + 8,
                  rect.w // 3)
    total_w = get_font("text", MIN_TEXT).size("0000")[0] + 20  # right of the longest bar: its total (four digits)
    bar_x, bar_w = rect.x + label_w + 24, rect.w - label_w - 24 - total_w
    longest = max(sum(bets[s].values()) for s in ("ours", "theirs")) or 1
    bar_h = max(TAP // 2, min(70 if rect.w >= rect.h else 110, (bottom - below - 40) // 2))
    for i, side in enumerate(("ours", "theirs")):
        y = below + i * (bar_h + 40)
        _text(surface, t(f"charts.{side}"), (rect.x + 16, y + bar_h // 2), MIN_TEXT + 3, CREAM, "bold",
              anchor="midleft", width=label_w)
        x = bar_x
        for end, colour in (("won", WON), ("lost", LOST), ("refused", REFUSED)):
            n = bets[side][end]
            w = int(n / longest * bar_w)
            if not n:
                continue
            seg = pygame.Rect(x, y, max(w, 3), bar_h)
            pygame.draw.rect(surface, colour, seg, border_radius=4)
            if end == "refused":
                _hatch(surface, seg, (90, 90, 96))
            _text(surface, str(n), seg.center, MIN_TEXT + 1, (20, 20, 20) if end == "refused" else CREAM, "bold",
                  width=max(1, w - 6))
            x += w
        _text(surface, str(sum(bets[side].values())), (x + 10, y + bar_h // 2), MIN_TEXT, MUTED, anchor="midleft")
    legend(surface, items, rect.x + 20, rect.bottom - 24, rect.w - 40, up=True)


def bets_table(bets: dict) -> tuple[list[str], list[list[str]]]:
    """The bets' numbers: who made the last call, and how the hand ended."""
    rows = [[t(f"charts.{side}"), str(bets[side]["won"]), str(bets[side]["lost"]), str(bets[side]["refused"])]
            for side in ("ours", "theirs")]
    return ["", t("charts.bet_won"), t("charts.bet_lost"), t("charts.bet_refused")], rows


# --------------------------------------------------------------------------- numbers
def draw_numbers(surface: pygame.Surface, rect: pygame.Rect, header: list[str], rows: list[list[str]],
                 first: int = 0) -> int:
    """A chart's numbers as a table from row ``first``; returns how many rows fit."""
    cols = max(len(header), 1)
    col_w = (rect.w - 32) // cols
    step = get_font("text", MIN_TEXT).get_linesize() + 4
    y = rect.y + 16
    for c, head in enumerate(header):
        _text(surface, head, (rect.x + 16 + c * col_w + col_w // 2, y + step // 2), MIN_TEXT, GOLD, "bold",
              width=col_w - 6)
    y += step + 8
    fit = max(1, (rect.bottom - y - 8) // step)
    for row in rows[first:first + fit]:
        for c, cell in enumerate(row):
            _text(surface, cell, (rect.x + 16 + c * col_w + col_w // 2, y + step // 2), MIN_TEXT, CREAM,
                  width=col_w - 6)
        y += step
    return fit
