"""Drawing the table (``TableScene.draw``): reads the scene's view, changes nothing.

Back to front: felt, the one turn glow, scoreboard, the table's buttons and the hand's log, the
burned tandas, the seats, the tricks (each seat's row in front of it), the cards shown for the
envido, your hand, cards in flight, your corner (name plate, the pending call's banner or what you
are to do), the call buttons, the hand's result, and the speech bubbles on top.
"""
from __future__ import annotations

import dataclasses
import datetime as _dt
import math

import pygame

from scenes import table_layout as L
from scenes.fonts import get_font
from scenes.fosforos import draw_fosforos, group_count
from scenes.i18n import format_date, t
from scenes.table_words import action_label, bet_stakes, envido_stakes, seat_name, team_words
from scenes.widgets import CREAM, INK, felt
from scenes.words import chicos_words

GOLD = (255, 214, 90)
WON = (70, 176, 96)
LOST = (196, 62, 52)
PARDA = (214, 204, 170)
PANEL = (6, 40, 26, 200)
SOFT = (214, 226, 210)


def _text(scene, text: str, kind: str, size: int, colour=CREAM) -> pygame.Surface:
    key = (text, kind, size, colour)
    img = scene._text_cache.get(key)
    if img is None:
        if len(scene._text_cache) > 400:
            scene._text_cache.clear()
        img = get_font(kind, size).render(text, True, colour)
        scene._text_cache[key] = img
    return img


def _blit_text(scene, surface, text, pos, kind="text", size=20, colour=CREAM, anchor="topleft",
               shadow=True) -> pygame.Rect:
    img = _text(scene, text, kind, size, colour)
    rect = img.get_rect(**{anchor: pos})
    if shadow:
        sh = _text(scene, text, kind, size, (0, 0, 0))
        surface.blit(sh, rect.move(2, 2))
    surface.blit(img, rect)
    return rect


def _fit_size(text: str, kind: str, size: int, width: int, minimum: int = 18) -> int:
    """The largest size (down to ``minimum``) at which ``text`` fits in ``width`` pixels."""
    while size > minimum and get_font(kind, size).size(text)[0] > width:
        size -= 1
    return size


def _rotated(scene, img: pygame.Surface, angle: float) -> pygame.Surface:
    if abs(angle) < 0.01:
        return img
    key = (id(img), round(angle, 1))
    out = scene._rot_cache.get(key)
    if out is None:
        out = pygame.transform.rotozoom(img, angle, 1.0)
        scene._rot_cache[key] = out
    return out


def _panel(surface, rect: pygame.Rect, fill=PANEL, edge=(200, 170, 110, 160)) -> None:
    s = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(s, fill, s.get_rect(), border_radius=14)
    pygame.draw.rect(s, edge, s.get_rect(), width=2, border_radius=14)
    surface.blit(s, rect)


def _glow(scene, size: tuple[int, int]) -> pygame.Surface:
    g = scene._glow_cache.get(size)
    if g is None:
        w, h = size
        g = pygame.Surface(size, pygame.SRCALPHA)
        steps = 14
        for i in range(steps):
            k = i / steps
            rw, rh = int(w * (1 - k)), int(h * (1 - k))
            pygame.draw.ellipse(g, (255, 226, 120, 14 + i * 4),
                                pygame.Rect((w - rw) // 2, (h - rh) // 2, rw, rh))
        scene._glow_cache[size] = g
    return g


def _down_mark(scene, code: str | None, size: tuple[int, int]) -> pygame.Surface:
    """A back carrying a small picture of your own face-down card."""
    key = ("down", code, size)
    img = scene._glow_cache.get(key)
    if img is None:
        img = _card(scene, None, size).copy()
        if code:
            w, h = size
            mini = pygame.transform.smoothscale(scene.art_tiny.face(code, scene.deck), (w // 2, h // 2))
            img.blit(mini, (w - w // 2 - 4, h - h // 2 - 4))
        scene._glow_cache[key] = img
    return img


def _card(scene, code: str | None, size: tuple[int, int]) -> pygame.Surface:
    """A played card (face, or back for None) at the played or the smaller past-trick size."""
    art = scene.art_played if size == L.PLAYED else scene.art_past
    return art.face(code, scene.deck) if code else art.back(scene.deck)


# --------------------------------------------------------------------------- whose turn
def acting_now(scene) -> list[int]:
    """The seats that may act now (none while something is being shown)."""
    h = scene.match.hand
    if h is None or h.over or not scene.idle():
        return []
    return [s for s in h.acting_seats() if scene.match.legal_actions(s)]


def turn_owner(scene) -> tuple[str, int] | None:
    """Who the one turn highlight marks: ``("seat", s)`` for a player, ``("team", 1)`` when the
    rivals answer as a team (either may speak), or None while nobody may act.

    When your team answers, you answer for it: the highlight is yours alone."""
    acting = acting_now(scene)
    if not acting:
        return None
    if 0 in acting or len(acting) == 1:
        return ("seat", 0 if 0 in acting else acting[0])
    teams = {s & 1 for s in acting}
    if len(teams) == 1:
        return ("team", teams.pop())
    return ("seat", acting[0])


def draw_glow(scene, surface) -> None:
    """A soft glow at the place of the one player who must act now."""
    owner = turn_owner(scene)
    if owner is None or owner[0] != "seat":
        return
    where = L.place(scene.n, owner[1])
    size = {"bottom": (560, 250), "top": (330, 170)}.get(where, (230, 360))
    g = _glow(scene, size)
    surface.blit(g, g.get_rect(center=L.hand_centre(where)))


# --------------------------------------------------------------------------- scoreboard
def score_box(scene) -> pygame.Rect:
    """The scoreboard's panel: taller with a Diario line and for the Mineiro stake."""
    h = 318 if scene.variant == "argentino" else 252
    if scene.rules.chicos > 1:
        h += 24
    lines = len(_wrap(rules_line(scene.rules, partido=False), "text", 18, L.SCORE_BOX.w - 16))
    h += 22 * max(0, lines - 2)  # room for a long rules line (envido not raised, flor …)
    if scene.daily:
        h += 26
    return pygame.Rect(L.SCORE_BOX.x, L.SCORE_BOX.y, L.SCORE_BOX.w, h)


def daily_title(scene) -> str | None:
    """"Diario · 30 de noviembre" when the table plays the Diario (date in the current language)."""
    daily = scene.daily
    if not isinstance(daily, dict):
        return None
    try:
        day = _dt.date.fromisoformat(str(daily.get("date", "")))
    except ValueError:
        return t("table_daily_plain")
    return t("menu.daily", date=format_date(day))


def draw_scoreboard(scene, surface) -> None:
    """Nosotros / ellos in the top-left corner: big counts, fósforos (Argentino) in squares of
    five, the malas beside the buenas; the stake now; the rules in play (and the Diario)."""
    rules = scene.rules
    box = score_box(scene)
    _panel(surface, box)
    scores = [int(round(x)) for x in scene.shown_scores]
    owner = turn_owner(scene)
    y = box.y + 8
    title = daily_title(scene)
    if title:
        size = _fit_size(title, "bold", 20, box.w - 20)
        _blit_text(scene, surface, title, (box.centerx, y), "bold", size, GOLD, "midtop")
        y += 26
    col_w = box.w // 2
    argentino = scene.variant == "argentino"
    for team in (0, 1):
        cx = box.x + col_w // 2 + team * col_w
        if owner == ("team", team):  # the team that answers now, drawn as one
            ring = pygame.Rect(box.x + 6 + team * col_w, y - 4, col_w - 12, 212 if argentino else 102)
            pygame.draw.rect(surface, GOLD, ring, width=4, border_radius=12)
        _blit_text(scene, surface, t(f"team_{team}"), (cx, y), "bold", 22, CREAM, "midtop")
        num = str(scores[team])
        _blit_text(scene, surface, num, (cx, y + 22), "display", 50 if argentino else 64, GOLD, "midtop")
        if argentino:
            draw_team_fosforos(surface, pygame.Rect(cx - 50, y + 86, 100, 116), scores[team], rules.target)
    y += 212 if argentino else 106
    if not argentino:
        _blit_text(scene, surface, t("tentos_of", target=rules.target), (box.centerx, y), "text", 18,
                   SOFT, "midtop")
        y += 26
    chicos = chicos_words(scene.match)
    if chicos:
        _blit_text(scene, surface, chicos, (box.centerx, y), "bold", 20, GOLD, "midtop")
        y += 24
    draw_stake(scene, surface, (box.centerx, y + 2))
    lines = _wrap(rules_line(rules, partido=False), "text", 18, box.w - 16)
    y = box.bottom - 6 - 22 * len(lines)
    for line in lines:
        _blit_text(scene, surface, line, (box.centerx, y), "text", 18, SOFT, "midtop")
        y += 22


def draw_team_fosforos(surface, rect: pygame.Rect, points: int, target: int) -> None:
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


def draw_stake(scene, surface, midtop: tuple[int, int]) -> pygame.Rect:
    """The hand's worth now, as a gold pill: "Vale 2"."""
    h = scene.match.hand
    stake = h.stake if h is not None else 1
    img = _text(scene, t("stake", n=stake), "bold", 24, INK)
    pill = img.get_rect(midtop=midtop).inflate(28, 8)
    pygame.draw.rect(surface, GOLD, pill, border_radius=16)
    pygame.draw.rect(surface, (150, 100, 20), pill, width=2, border_radius=16)
    surface.blit(img, img.get_rect(center=pill.center))
    return pill


def rules_line(rules, partido: bool = True) -> str:
    """"Argentino · Flor · Sin subir · a 30 · 3 chicos" (the rules in play, written small under
    the scoreboard; each part kept on one line when it wraps); ``partido=False`` leaves out the
    chicos (the scoreboard's chicos line says it already)."""
    parts = [t(f"rules_{rules.variant}")]
    if rules.players == 4 or rules.variant == "mineiro":
        parts.append(t("rules_players", n=rules.players))
    if rules.flor:
        parts.append(t("rules_flor"))
    if not rules.envido_raises and rules.v.has_envido:
        parts.append(t("rules.noraises_short").replace(" ", "\u00a0"))
    parts.append(t("rules_target", target=rules.target))
    if rules.chicos > 1 and partido:
        parts.append(t("rules.partido_short").replace(" ", "\u00a0"))
    return " · ".join(parts)


# --------------------------------------------------------------------------- top right
def draw_tools(scene, surface) -> None:
    """The menu button (top right), and left of it the Ayuda (hint) button while you act."""
    draw_hint_button(scene, surface)
    b = scene.menu_button
    focused = scene.focused() is b
    mouse = pygame.mouse.get_pos() if pygame.mouse.get_focused() else None
    b.label = ""
    b.draw(surface, focused=focused, hovered=mouse is not None and b.rect.collidepoint(mouse))
    cx, top = b.rect.centerx, b.rect.y + 16
    for i in range(3):  # the three bars of a menu
        pygame.draw.rect(surface, CREAM, pygame.Rect(cx - 20, top + i * 11, 40, 6), border_radius=3)
    word = t("table_menu")
    size = _fit_size(word, "bold", 20, b.rect.w - 8)
    _blit_text(scene, surface, word, (cx, b.rect.bottom - 8), "bold", size, CREAM, "midbottom", False)


def draw_hint_button(scene, surface) -> None:
    """Ayuda: a "?" and its word, while it is your decision and the helps are on."""
    b = scene.hint_button
    if b not in scene.controls():
        return
    focused = scene.focused() is b
    mouse = pygame.mouse.get_pos() if pygame.mouse.get_focused() else None
    saved = b.label
    look = dataclasses.replace(b, label="", kind="primary" if scene.hint_helper.shown else "plain")
    look.draw(surface, focused=focused, hovered=mouse is not None and b.rect.collidepoint(mouse))
    colour = INK if scene.hint_helper.shown else CREAM
    _blit_text(scene, surface, "?", (b.rect.centerx, b.rect.y + 4), "display", 40, colour, "midtop", False)
    size = _fit_size(saved, "bold", 20, b.rect.w - 8)
    _blit_text(scene, surface, saved, (b.rect.centerx, b.rect.bottom - 8), "bold", size, colour,
               "midbottom", False)


def draw_log(scene, surface) -> None:
    """The hand's calls and scores, under the table's buttons; the bazas markers in its header."""
    box = L.LOG_RECT
    _panel(surface, box)
    _blit_text(scene, surface, t("log_title"), (box.x + 14, box.y + 8), "bold", 20, GOLD)
    draw_results(scene, surface, (box.right - 16, box.y + 20))
    y = box.y + 38
    room = box.w - 26
    lines = [scene.log_line(ev) for ev in scene.log]
    for line in lines[-5:]:
        img = _text(scene, line, "text", 20, CREAM)  # 20 px, 18 px for a long line: still readable small
        if img.get_width() > room:
            img = _text(scene, line, "text", 18, CREAM)
        if img.get_width() > room:
            surface.blit(img, (box.x + 14, y), pygame.Rect(0, 0, room, img.get_height()))
        else:
            surface.blit(img, (box.x + 14, y))
        y += 23


def draw_results(scene, surface, right_mid: tuple[int, int]) -> None:
    """Three markers for the tricks: won (green), lost (red), parda (cream, "="), still to play."""
    x1, y = right_mid
    for i in range(3):
        c = (x1 - 13 - (2 - i) * 34, y)
        if i < len(scene.v_results):
            res = scene.v_results[i]
            col = PARDA if res is None else (WON if res == 0 else LOST)
            pygame.draw.circle(surface, col, c, 13)
            pygame.draw.circle(surface, (20, 20, 20), c, 13, 2)
            mark = "=" if res is None else str(i + 1)
            _blit_text(scene, surface, mark, c, "bold", 18, INK if res is None else CREAM, "center", False)
        else:
            pygame.draw.circle(surface, (200, 190, 160), c, 13, 2)
            _blit_text(scene, surface, str(i + 1), c, "bold", 18, (200, 190, 160), "center", False)


def draw_burned(scene, surface) -> None:
    """Mineiro: the burned tandas, face up, beside the scoreboard."""
    if not scene.v_burned:
        return
    x, y = L.SCORE_BOX.right + 14, 22
    _blit_text(scene, surface, t("burned"), (x, y), "bold", 18, CREAM)
    y += 24
    for k, batch in enumerate(scene.v_burned[-3:]):
        bx, by = x + (k % 2) * 110, y + (k // 2) * 96
        for i, code in enumerate(batch):  # 22 px apart: each card's corner index stays readable
            surface.blit(scene.art_tiny.face(code, scene.deck), (bx + i * 22, by))


# --------------------------------------------------------------------------- seats
def draw_seat(scene, surface, seat: int) -> None:
    """A player's held cards (the others'), name plate and chips; a gold ring on the plate of the
    one player who acts."""
    where = L.place(scene.n, seat)
    hand = scene.v_hands[seat]
    if seat != 0:
        for (rect, angle), code in zip(L.hand_slots(where, scene.slot_count(seat)), hand):
            art = scene.art_small
            img = art.face(code, scene.deck) if code else art.back(scene.deck)
            img = _rotated(scene, img, angle)
            surface.blit(img, img.get_rect(center=rect.center))
    name = _text(scene, seat_name(scene.n, seat), "bold", 20, CREAM)
    plate, chips = plate_rects(scene, seat)
    team_col = (40, 80, 150) if seat % 2 == 0 else (140, 50, 44)
    if turn_owner(scene) == ("seat", seat):
        pygame.draw.rect(surface, GOLD, plate.inflate(10, 10), width=4, border_radius=21)
    pygame.draw.rect(surface, team_col, plate, border_radius=16)
    pygame.draw.rect(surface, (230, 220, 190), plate, width=2, border_radius=16)
    surface.blit(name, name.get_rect(center=plate.center))
    for (label, bg, fg), r in chips:
        pygame.draw.rect(surface, bg, r, border_radius=13)
        img = _text(scene, label, "bold", 18, fg)
        surface.blit(img, img.get_rect(center=r.center))


def plate_rects(scene, seat: int) -> tuple[pygame.Rect, list]:
    """A player's name plate and its chips (mano, dealer): ``(plate, [((label, bg, fg), rect) ...])``."""
    where = L.place(scene.n, seat)
    h = scene.match.hand
    px, py = L.plate_pos(where)
    name = _text(scene, seat_name(scene.n, seat), "bold", 20, CREAM)
    chips = []
    if h is not None:
        if seat == h.mano:
            chips.append((t("chip_mano"), GOLD, INK))
        if seat == h.dealer:
            chips.append((t("chip_dealer"), (240, 236, 226), INK))
    widths = [name.get_width() + 24] + [_text(scene, c, "bold", 18).get_width() + 16 for c, _, _ in chips]
    stacked = where in ("left", "right")  # chips under the plate, to keep the sides narrow
    if stacked:
        x = max(24, min(L.W - 24 - widths[0], px - widths[0] // 2))
    elif where == "bottom":  # your plate: left end of your corner, the chips after it
        x = L.YOUR_CORNER.x
    else:
        total = sum(widths) + 6 * len(chips)
        x = max(24, min(L.W - 24 - total, px - total // 2))
        x = max(x, L.TOP_PLATE_LEFT)  # never over the partner's (or rival's) held cards
    plate = pygame.Rect(x, py - 16, widths[0], 32)
    if stacked:
        total = sum(widths[1:]) + 6 * max(0, len(chips) - 1)
        x, cy = plate.centerx - total // 2, py + 32
    else:
        x, cy = plate.right + 6, py
    out = []
    for chip, w in zip(chips, widths[1:]):
        out.append((chip, pygame.Rect(x, cy - 13, w, 26)))
        x += w + 6
    return plate, out


def _wrap(text: str, font_kind: str, size: int, width: int) -> list[str]:
    """Split ``text`` into lines no wider than ``width`` pixels."""
    font = get_font(font_kind, size)
    lines: list[str] = []
    line = ""
    for word in text.split(" "):  # only plain spaces: a no-break space keeps "a 30" together
        trial = f"{line} {word}".strip()
        if line and font.size(trial)[0] > width:
            lines.append(line)
            line = word
        else:
            line = trial
    if line:
        lines.append(line)
    return lines


# --------------------------------------------------------------------------- tricks
def trick_cards(scene) -> list[tuple[int, int, int, str | None, bool, pygame.Rect]]:
    """Every played card where it lies: ``(trick, entry, seat, code, down, rect)``. Each seat's
    cards sit in a row in front of it in trick order; the trick being played (the last one) at
    full size, the earlier ones smaller."""
    out = []
    last = len(scene.v_tricks) - 1
    for k, trick in enumerate(scene.v_tricks):
        for j, (seat, code, down) in enumerate(trick):
            r = L.played_rect(L.place(scene.n, seat), k, current=k == last)
            out.append((k, j, seat, code, down, r))
    return out


def draw_tricks(scene, surface) -> None:
    """The played cards: the trick's winner framed in gold with a star, the losers of a finished
    trick dimmed, every card of a parda framed in cream with "=" ."""
    landing = getattr(scene, "_landing", set())
    draw_trick_mats(scene, surface)
    for k, j, seat, code, down, r in trick_cards(scene):
        if (k, j) in landing:
            continue
        size = r.size
        if down:
            img = _down_mark(scene, code, size) if seat == 0 else _card(scene, None, size)
        else:
            img = _card(scene, code, size)
        done = k < len(scene.v_results)
        winner = scene.v_winners[k] if k < len(scene.v_winners) else None
        parda = done and scene.v_results[k] is None
        if done and winner == seat:
            pygame.draw.rect(surface, GOLD, r.inflate(10, 10), border_radius=10)
        elif parda:
            pygame.draw.rect(surface, PARDA, r.inflate(8, 8), border_radius=10)
        surface.blit(img, r)
        if done and not parda and winner != seat:
            veil = scene._glow_cache.get(("veil", size))
            if veil is None:
                veil = pygame.Surface(size, pygame.SRCALPHA)
                pygame.draw.rect(veil, (0, 20, 10, 96), veil.get_rect(), border_radius=6)
                scene._glow_cache[("veil", size)] = veil
            surface.blit(veil, r)
        if done and winner == seat:
            draw_badge(surface, (r.right - 2, r.top + 2), GOLD, star=True)
        elif parda:
            draw_badge(surface, (r.right - 2, r.top + 2), PARDA, mark=_text(scene, "=", "bold", 20, INK))


def draw_trick_mats(scene, surface) -> None:
    """A line in the player's team colour under each seat's row of played cards, so a glance
    tells whose cards are whose (blue: your team; red: theirs)."""
    rows: dict[int, list[pygame.Rect]] = {}
    for _, _, seat, _, _, r in trick_cards(scene):
        rows.setdefault(seat, []).append(r)
    for seat, rects in rows.items():
        area = rects[0].unionall(rects)
        y = L.TRICK_CENTRES[L.place(scene.n, seat)][1] + L.PLAYED[1] // 2 + 6
        colour = (110, 150, 235) if seat % 2 == 0 else (232, 120, 96)
        line = pygame.Rect(area.x - 4, y, area.w + 8, 5)
        pygame.draw.rect(surface, (0, 0, 0), line.move(1, 2), border_radius=3)
        pygame.draw.rect(surface, colour, line, border_radius=3)


def draw_badge(surface, centre: tuple[int, int], colour, *, star: bool = False,
               mark: pygame.Surface | None = None) -> None:
    """A small round badge on a card's corner: a star (trick won) or a mark ("=" for a parda)."""
    cx, cy = centre
    pygame.draw.circle(surface, (40, 30, 10), (cx + 1, cy + 2), 13)
    pygame.draw.circle(surface, colour, (cx, cy), 13)
    pygame.draw.circle(surface, (120, 90, 30), (cx, cy), 13, 2)
    if star:
        pts = []
        for k in range(10):
            rad = 8 if k % 2 == 0 else 3.5
            a = -math.pi / 2 + k * math.pi / 5
            pts.append((cx + rad * math.cos(a), cy + rad * math.sin(a)))
        pygame.draw.polygon(surface, (150, 30, 24), pts)
    if mark is not None:
        surface.blit(mark, mark.get_rect(center=(cx, cy)))


# --------------------------------------------------------------------------- your hand
def draw_my_hand(scene, surface) -> None:
    """Your cards, large and fanned; playable ones raised, the one under the pointer lifted more."""
    h = scene.match.hand
    hand = scene.v_hands[0]
    if not hand:
        return
    rects = scene.card_rects()
    slots = L.hand_slots("bottom", scene.slot_count(0))
    legal = set(scene.legal())
    for i, (code, rect, (_, angle)) in enumerate(zip(hand, rects, slots)):
        if code is None or (h is not None and h.mineiro.ferro):
            img = scene.art_big.back(scene.deck)
        else:
            img = scene.art_big.face(code, scene.deck)
        img = _rotated(scene, img, angle)
        dest = img.get_rect(center=rect.center)
        playable = scene._card_action(i, legal) is not None
        if playable:
            pygame.draw.rect(surface, GOLD if i == scene.hover else (250, 236, 180),
                             rect.inflate(8, 8), width=3, border_radius=10)
        surface.blit(img, dest)
        if not (h is not None and h.mineiro.ferro) and scene.top_card(code):
            draw_top_mark(surface, rect, angle)
        if playable:
            _blit_text(scene, surface, str(i + 1), (rect.centerx, rect.bottom + 1), "bold", 18,
                       GOLD, "midtop")


def top_mark_centre(rect: pygame.Rect, angle: float) -> tuple[int, int]:
    """Where the top-card mark sits on a held card: near its top-right corner, turned with it."""
    v = pygame.math.Vector2(rect.w / 2 - 20, -rect.h / 2 + 22).rotate(-angle)
    return (int(rect.centerx + v.x), int(rect.centery + v.y))


def draw_top_mark(surface, rect: pygame.Rect, angle: float) -> None:
    """A small gold star badge: this held card is one of the four top cards (help is on)."""
    cx, cy = top_mark_centre(rect, angle)
    pygame.draw.circle(surface, (60, 40, 10), (cx + 1, cy + 2), 14)
    pygame.draw.circle(surface, GOLD, (cx, cy), 14)
    pygame.draw.circle(surface, (150, 100, 20), (cx, cy), 14, 2)
    pts = []
    for k in range(10):
        r = 9 if k % 2 == 0 else 4
        a = -math.pi / 2 + k * math.pi / 5
        pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    pygame.draw.polygon(surface, (150, 30, 24), pts)


# --------------------------------------------------------------------------- shown cards
def shown_value(scene, seat: int) -> int | None:
    """The envido value ``seat`` declared this hand (what its shown cards prove)."""
    h = scene.match.hand
    if h is None:
        return None
    vals = [e.value for e in h.events if e.kind == "envido-value" and e.seat == seat]
    return vals[-1] if vals else None


def draw_shown(scene, surface) -> None:
    """Cards shown at the end of the hand (the envido's proof), beside their owner, outlined in
    gold, under a label with the owner and the value ("Rival: 31")."""
    for seat, cards in scene.v_shown.items():
        if seat == 0:
            continue
        rects = shown_rects(scene, seat, len(cards))
        for code, r in zip(cards, rects):
            img = scene.art_tiny.face(code, scene.deck)
            pygame.draw.rect(surface, GOLD, r.inflate(6, 6), border_radius=8)
            surface.blit(img, r)
        if rects:
            value = shown_value(scene, seat)
            who = seat_name(scene.n, seat)
            text = t("shown_label", who=who, value=value) if value is not None else who
            img = _text(scene, text, "bold", 18, INK)
            tag = shown_label_rect(scene, rects, img.get_size(), L.place(scene.n, seat) == "top")
            pygame.draw.rect(surface, GOLD, tag, border_radius=10)
            surface.blit(img, img.get_rect(center=tag.center))


def shown_rects(scene, seat: int, count: int) -> list[pygame.Rect]:
    """Where ``count`` cards shown by ``seat`` at the end of a hand lie: turned face up over its
    own held cards (they are those cards), clear of every name plate; a label goes above them."""
    where = L.place(scene.n, seat)
    cx, cy = L.hand_centre(where)
    if where == "top":
        cy = 22 + L.TINY[1] // 2 + 28
    w, h = L.TINY
    out = []
    for i in range(count):
        r = pygame.Rect(0, 0, w, h)
        r.center = (int(cx + (i - (count - 1) / 2) * 62), cy)
        out.append(r)
    return out


def shown_label_rect(scene, rects: list[pygame.Rect], size: tuple[int, int], top: bool = False) -> pygame.Rect:
    """The label over shown cards ("Rival: 31"), kept on the canvas."""
    area = rects[0].unionall(rects)
    tag = pygame.Rect(0, 0, size[0] + 14, size[1] + 4)
    tag.midbottom = (area.centerx, area.top - 6)
    if top:
        tag.right = min(tag.right, L.TOP_PLATE_LEFT - 8)  # clear of the top player's name plate
    tag.clamp_ip(pygame.Rect(L.FRAME + 4, L.FRAME + 4, L.W - 2 * L.FRAME - 8, L.H - 2 * L.FRAME - 8))
    return tag


def draw_flights(scene, surface) -> None:
    for f in scene.flights:
        if not f.started:
            continue
        img = _rotated(scene, f.image(), f.angle)
        surface.blit(img, img.get_rect(center=(int(f.pos()[0]), int(f.pos()[1]))))


# --------------------------------------------------------------------------- speech
def bubble_tip(scene, seat: int) -> tuple[int, int]:
    """The point a speaker's bubble tail touches: your bubble points at the right edge of your hand."""
    where = L.place(scene.n, seat)
    ax, ay = L.bubble_anchor(where)
    if where == "bottom" and scene.slot_count(0):
        right = max(r.right for r, _ in L.hand_slots("bottom", scene.slot_count(0)))
        ax = min(ax, right + 4)
    elif where == "bottom":  # no cards left in your hand: the bubble speaks from your name plate
        plate, chips = plate_rects(scene, seat)
        right = max([plate.right] + [r.right for _, r in chips])
        ax, ay = right + 4, plate.centery
    return ax, ay


def bubble_rect(scene, seat: int, text_size: tuple[int, int]) -> pygame.Rect:
    """Where the bubble of ``seat`` sits (its text measuring ``text_size``), on the canvas."""
    where = L.place(scene.n, seat)
    ax, ay = bubble_tip(scene, seat)
    box = pygame.Rect(0, 0, text_size[0] + 36, text_size[1] + 18)
    if where == "bottom":
        box.midleft = (ax + 24, ay + 14)
        box.bottom = min(box.bottom, L.BUTTON_Y - 8)
    elif where == "top":
        box.topleft = (ax - 16, ay + 18)
        box.right = min(box.right, L.LOG_RECT.x - 8)  # clear of the hand's log
    elif where == "left":
        box.midleft = (ax + 24, ay)
        box.bottom = min(box.bottom, L.YOUR_CORNER.y - 6)  # clear of your name plate
    else:
        box.midright = (ax - 24, ay)
        box.bottom = min(box.bottom, L.YOUR_CORNER.y - 6)
    box.clamp_ip(pygame.Rect(16, 16, L.W - 32, L.H - 32))
    return box


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


def draw_bubbles(scene, surface) -> None:
    """Speech bubbles pointing at their speakers, in the bold display face."""
    fill, edge = (252, 248, 232), (120, 90, 50)
    for seat, (text, _) in scene.bubbles.items():
        tip = bubble_tip(scene, seat)
        img = _text(scene, text, "display", 34, INK)
        box = bubble_rect(scene, seat, img.get_size())
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
        surface.blit(img, img.get_rect(center=box.center))


# --------------------------------------------------------------------------- your corner
def call_banner(scene) -> dict | None:
    """The pending call, in words, while it waits for its answer (nothing while events are still
    being shown): ``{"who", "call", "accept", "refuse", "answer", "yours"}``."""
    h = scene.match.hand
    if h is None or h.over or not scene.idle():
        return None
    v = h.v
    owner = turn_owner(scene)
    yours = owner == ("seat", 0)
    if h.phase == "onze":
        team = h.mineiro.onze_team
        return {"who": t("mao_de_onze_title"), "call": None,
                "accept": t("banner_accept_bet", word=action_label("play-onze", scene.variant), n=h.stake),
                "refuse": t("banner_refuse", word=action_label("run-onze", scene.variant), n=1,
                            team=team_words(1 - team)),
                "answer": answer_words(scene, team, yours), "yours": yours}
    env = envido_stakes(h)
    if env is not None:
        caller, won, refused = env
        return {"who": seat_name(scene.n, caller), "call": t(f"say_{h.envido.calls[-1]}"),
                "accept": t("banner_accept_envido", word=action_label("quiero", scene.variant), n=won),
                "refuse": t("banner_refuse", word=action_label("no-quiero", scene.variant), n=refused,
                            team=team_words(caller & 1)),
                "answer": answer_words(scene, 1 - (caller & 1), yours), "yours": yours}
    bet = bet_stakes(h)
    if bet is not None:
        caller, won, refused = bet
        call = v.bet_calls[h.pending_bet[0] - 1]
        return {"who": seat_name(scene.n, caller), "call": t(f"say_{call}"),
                "accept": t("banner_accept_bet", word=action_label(v.accept, scene.variant), n=won),
                "refuse": t("banner_refuse", word=action_label(v.refuse, scene.variant), n=refused,
                            team=team_words(caller & 1)),
                "answer": answer_words(scene, 1 - (caller & 1), yours), "yours": yours}
    return None


def answer_words(scene, team: int, yours: bool) -> str:
    """Who answers: "Te toca responder", "Responden ellos", "Responde el rival"."""
    if yours:
        return t("your_answer")
    if scene.n == 2:
        return t("answers_rival") if team == 1 else t("answers_you")
    return t(f"answers_team_{team}")


def draw_corner(scene, surface) -> None:
    """Your corner, left of your hand: the pending call's banner (who called what, what Quiero and
    No quiero give, who answers), or what you are to do now."""
    corner = L.YOUR_CORNER
    plate, chips = plate_rects(scene, 0)
    top = plate.bottom + 10
    banner = call_banner(scene)
    if banner is not None:
        box = pygame.Rect(corner.x, top, corner.w, corner.bottom - top)
        _panel(surface, box, fill=(30, 22, 8, 225), edge=(255, 214, 90, 230))
        if banner["yours"]:
            pygame.draw.rect(surface, GOLD, box.inflate(6, 6), width=3, border_radius=16)
        y = box.y + 6
        inner = box.w - 20
        if banner["call"] is None:
            size = _fit_size(banner["who"], "display", 30, inner)
            y = _blit_text(scene, surface, banner["who"], (box.centerx, y), "display", size, GOLD,
                           "midtop").bottom + 2
        else:
            who = banner["who"] + ":"
            y = _blit_text(scene, surface, who, (box.centerx, y), "bold", 20, CREAM, "midtop").bottom
            size = _fit_size(banner["call"], "display", 32, inner, minimum=22)
            y = _blit_text(scene, surface, banner["call"], (box.centerx, y - 2), "display", size, GOLD,
                           "midtop").bottom + 2
        for key in ("accept", "refuse"):
            size = _fit_size(banner[key], "bold", 20, inner)
            y = _blit_text(scene, surface, banner[key], (box.centerx, y), "bold", size, CREAM,
                           "midtop").bottom + 1
        size = _fit_size(banner["answer"], "text", 20, inner)
        _blit_text(scene, surface, banner["answer"], (box.centerx, y + 2), "text", size,
                   GOLD if banner["yours"] else SOFT, "midtop")
        return
    h = scene.match.hand
    status = None
    if scene.human_acting() and h is not None:
        if h.phase == "tanda":
            status = t("choose_tanda")
        elif h.mineiro.ferro:
            status = t("mao_de_ferro")
        else:
            status = t("your_turn")
    y = top + 4
    if status:
        for line in _wrap(status, "bold", 24, corner.w):
            y = _blit_text(scene, surface, line, (corner.centerx, y), "bold", 24, GOLD, "midtop").bottom


def draw_help(scene, surface) -> None:
    """Your envido (or flor) value, right of your hand, when help is on."""
    value, flor = scene.my_envido(), scene.my_flor()
    if flor is None and value is None:
        return
    text = t("your_flor", value=flor) if flor is not None else t("your_envido", value=value)
    right = max(r.right for r, _ in L.hand_slots("bottom", max(1, scene.slot_count(0))))
    _blit_text(scene, surface, text, (right + 22, L.HAND_BOTTOM - 160), "bold", 20, CREAM)


def draw_controls(scene, surface) -> None:
    """The call buttons, each with its keyboard letter on a cream tab."""
    focused = scene.focused()
    mouse = pygame.mouse.get_pos() if pygame.mouse.get_focused() else None
    for b in scene.buttons if scene.human_acting() else []:
        hovered = mouse is not None and b.rect.collidepoint(mouse)
        b.draw(surface, focused=b is focused, hovered=hovered)
        draw_letter(scene, surface, b)


def draw_letter(scene, surface, b) -> None:
    """A button's keyboard letter on a cream tab at its top-left corner."""
    letter = b.data.get("letter")
    if not letter:
        return
    img = _text(scene, letter, "bold", 18, INK)
    r = pygame.Rect(0, 0, 26, 26)
    r.topleft = (b.rect.x + 6, b.rect.y + 6)
    pygame.draw.rect(surface, (250, 244, 220), r, border_radius=6)
    surface.blit(img, img.get_rect(center=r.center))


# --------------------------------------------------------------------------- the hand's result
def result_layout(lines: list[str]) -> tuple[pygame.Rect, pygame.Rect, pygame.Rect, int]:
    """The result banner's panel, its summary and review buttons, and the text size, for
    ``lines``: over the middle of the table, the text left, the buttons right."""
    button_w = 190
    text_w = 880 - 56 - 2 * button_w
    size = min(_fit_size(line, "display", 36, text_w, minimum=22) for line in lines)
    line_h = get_font("display", size).get_linesize()
    height = max(L.TAP + 12, len(lines) * line_h + 20)
    panel = pygame.Rect(0, 0, 880, height)
    panel.midbottom = (L.W // 2, L.BUTTON_Y + L.BUTTON_H + 4)  # where the call buttons were
    button = pygame.Rect(0, 0, button_w, L.TAP)
    button.midright = (panel.right - 14, panel.centery)
    review = button.move(-(button_w + 10), 0)
    return panel, button, review, size


def draw_result(scene, surface) -> None:
    """The finished hand's points on the table ("+1 Nosotros · Truco no querido"), with the button
    that opens the full summary; it goes by itself."""
    if scene.result is None or scene.result_button is None:
        return
    panel, _, _, size = result_layout(scene.result)
    shadow = panel.move(4, 6)
    pygame.draw.rect(surface, (0, 0, 0), shadow, border_radius=18)
    pygame.draw.rect(surface, (110, 66, 34), panel.inflate(10, 10), border_radius=20)
    pygame.draw.rect(surface, (12, 70, 45), panel, border_radius=16)
    pygame.draw.rect(surface, GOLD, panel, width=2, border_radius=16)
    line_h = get_font("display", size).get_linesize()
    y = panel.centery - len(scene.result) * line_h // 2
    for line in scene.result:
        colour = GOLD if line.startswith("+") and t("team.0") in line.split("·")[0] else CREAM
        _blit_text(scene, surface, line, (panel.x + 24, y), "display", size, colour)
        y += line_h
    for b in (scene.review_button, scene.result_button):
        if b is None:
            continue
        b.draw(surface, focused=scene.focused() is b)
        draw_letter(scene, surface, b)


def draw_table(scene, surface) -> None:
    """Everything, back to front."""
    surface.blit(felt(surface.get_size()), (0, 0))
    draw_glow(scene, surface)
    draw_scoreboard(scene, surface)
    draw_tools(scene, surface)
    draw_log(scene, surface)
    scene.hint_helper.draw(surface)
    draw_burned(scene, surface)
    for seat in range(scene.n):
        draw_seat(scene, surface, seat)
    draw_tricks(scene, surface)
    draw_shown(scene, surface)
    draw_my_hand(scene, surface)
    draw_flights(scene, surface)
    draw_corner(scene, surface)
    draw_help(scene, surface)
    draw_controls(scene, surface)
    draw_result(scene, surface)
    draw_bubbles(scene, surface)
