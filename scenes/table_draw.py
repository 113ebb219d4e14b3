"""Drawing the table (``TableScene.draw``): reads the scene's view, changes nothing."""
from __future__ import annotations

import pygame

from scenes import table_layout as L
from scenes.fonts import get_font
from scenes.fosforos import draw_fosforos, draw_malas_buenas
from scenes.i18n import t
from scenes.widgets import CREAM, INK, felt
from scenes.words import chicos_words, fitted

GOLD = (255, 214, 90)
WON = (70, 176, 96)
LOST = (196, 62, 52)
PARDA = (214, 204, 170)
PANEL = (6, 40, 26, 200)


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


def _rotated(scene, img: pygame.Surface, angle: float) -> pygame.Surface:
    if abs(angle) < 0.01:
        return img
    key = (id(img), round(angle, 1))
    out = scene._rot_cache.get(key)
    if out is None:
        out = pygame.transform.rotozoom(img, angle, 1.0)
        scene._rot_cache[key] = out
    return out


def _panel(surface, rect: pygame.Rect) -> None:
    s = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(s, PANEL, s.get_rect(), border_radius=14)
    pygame.draw.rect(s, (200, 170, 110, 160), s.get_rect(), width=2, border_radius=14)
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


def _down_mark(scene, code: str | None) -> pygame.Surface:
    """A back of the played size carrying a small picture of your own face-down card."""
    key = ("down", code)
    img = scene._glow_cache.get(key)
    if img is None:
        img = scene.art_played.back(scene.deck).copy()
        if code:
            mini = scene.art_tiny.face(code, scene.deck)
            mini = pygame.transform.smoothscale(mini, (42, 64))
            img.blit(mini, (img.get_width() - 48, img.get_height() - 70))
        scene._glow_cache[key] = img
    return img


# --------------------------------------------------------------------------- parts
def draw_scoreboard(scene, surface) -> None:
    """Nosotros / ellos in the top-left corner: fósforos (Argentino) or tentos (Mineiro)."""
    rules = scene.rules
    fosforos = scene.variant == "argentino"
    h = 326 if fosforos and rules.target > 15 else (250 if fosforos else 184)
    if rules.chicos > 1:
        h += 26
    box = pygame.Rect(18, 18, 284, h)
    _panel(surface, box)
    scores = [int(round(x)) for x in scene.shown_scores]
    for team in (0, 1):
        cx = box.x + 70 + team * 142
        if fosforos:  # "Nosotros 5": the count in gold beside the name, the sticks under them
            name = _text(scene, t(f"team_{team}"), "bold", 22, CREAM)
            num = _text(scene, str(scores[team]), "bold", 24, GOLD)
            left = cx - (name.get_width() + 10 + num.get_width()) // 2
            _blit_text(scene, surface, t(f"team_{team}"), (left, box.y + 8), "bold", 22, CREAM)
            _blit_text(scene, surface, str(scores[team]), (left + name.get_width() + 10, box.y + 6), "bold", 24,
                       GOLD)
            col = pygame.Rect(cx - 32, box.y + 42, 64, h - 42 - 54 - (26 if rules.chicos > 1 else 0))
            draw_malas_buenas(surface, col.inflate(40, 0), rules.target)
            draw_fosforos(surface, col, scores[team], rules.target)
        else:
            _blit_text(scene, surface, t(f"team_{team}"), (cx, box.y + 8), "bold", 22, CREAM, "midtop")
            _blit_text(scene, surface, str(scores[team]), (cx, box.y + 36), "display", 58, GOLD, "midtop")
    if not fosforos:
        _blit_text(scene, surface, t("tentos_of", target=rules.target), (box.centerx, box.y + 98), "text", 18,
                   CREAM, "midtop")
    y = box.bottom - 50 - (26 if rules.chicos > 1 else 0)
    chicos = chicos_words(scene.match)
    if chicos:
        _blit_text(scene, surface, chicos, (box.centerx, y), "bold", 20, GOLD, "midtop")
        y += 26
    # to fit, leave out what the table shows anyway: the deck's variant, the partido (the chicos
    # line above), the number of players (the seats)
    line = fitted([rules_line(rules, drop) for drop in range(4)], get_font("text", 18), box.w - 12)
    _blit_text(scene, surface, line, (box.centerx, y + 2), "text", 18, (230, 222, 196), "midtop")
    stake = scene.match.hand.stake if scene.match.hand is not None else 1
    _blit_text(scene, surface, t("stake", n=stake), (box.centerx, y + 24), "bold", 18, GOLD, "midtop")


def rules_line(rules, drop: int = 0) -> str:
    """"Argentino · Flor · a 30" (the rules in play, written small under the scoreboard); a
    shorter line leaves out, from ``drop`` 1 on, the variant when it is Argentino, then (2) the
    partido, then (3) the number of players."""
    parts = [] if drop >= 1 and rules.variant == "argentino" else [t(f"rules_{rules.variant}")]
    if (rules.players == 4 or rules.variant == "mineiro") and drop < 3:
        parts.append(t("rules_players", n=rules.players))
    if rules.flor:
        parts.append(t("rules_flor"))
    if not rules.envido_raises and rules.v.has_envido:
        parts.append(t("rules.noraises_short"))
    parts.append(t("rules_target", target=rules.target))
    if rules.chicos > 1 and drop < 2:
        parts.append(t("rules.partido_short"))
    return " · ".join(parts)


def draw_log(scene, surface) -> None:
    """The hand's calls, top-right."""
    box = pygame.Rect(L.W - 18 - L.LOG_W, 18, L.LOG_W, 214)
    _panel(surface, box)
    _blit_text(scene, surface, t("log_title"), (box.x + 14, box.y + 8), "bold", 20, GOLD)
    y = box.y + 35
    room = box.w - 26
    for line in scene.log[-7:]:
        img = _text(scene, line, "text", 20, CREAM)  # 20 px, 18 px for a long line: still readable small
        if img.get_width() > room:
            img = _text(scene, line, "text", 18, CREAM)
        if img.get_width() > room:
            surface.blit(img, (box.x + 14, y), pygame.Rect(0, 0, room, img.get_height()))
        else:
            surface.blit(img, (box.x + 14, y))
        y += 25


def draw_burned(scene, surface) -> None:
    """Mineiro: the burned tandas, face up, beside the scoreboard."""
    if not scene.v_burned:
        return
    x, y = 316, 22
    _blit_text(scene, surface, t("burned"), (x, y), "bold", 18, CREAM)
    y += 24
    for k, batch in enumerate(scene.v_burned[-3:]):
        bx, by = x + (k % 2) * 110, y + (k // 2) * 96
        for i, code in enumerate(batch):  # 22 px apart: each card's corner index stays readable
            surface.blit(scene.art_tiny.face(code, scene.deck), (bx + i * 22, by))


def draw_seat(scene, surface, seat: int) -> None:
    """A player's held cards, name plate and chips."""
    n = scene.n
    where = L.place(n, seat)
    hand = scene.v_hands[seat]
    if seat != 0:
        for (rect, angle), code in zip(L.hand_slots(where, scene.slot_count(seat)), hand):
            art = scene.art_small
            img = art.face(code, scene.deck) if code else art.back(scene.deck)
            img = _rotated(scene, img, angle)
            surface.blit(img, img.get_rect(center=rect.center))
    # the name plate, with the mano and dealer chips
    name = _text(scene, scene_seat_name(scene, seat), "bold", 20, CREAM)
    plate, chips = plate_rects(scene, seat)
    team_col = (40, 80, 150) if seat % 2 == 0 else (140, 50, 44)
    if seat in acting_now(scene):  # whose turn: a gold ring around the name as well as the glow
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
    name = _text(scene, scene_seat_name(scene, seat), "bold", 20, CREAM)
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
    else:
        total = sum(widths) + 6 * len(chips)
        x = max(24, min(L.W - 24 - total, px - total // 2))
        if where == "top":  # never over the partner's (or rival's) held cards
            x = max(x, L.TOP_PLATE_LEFT)
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
    for word in text.split():
        trial = f"{line} {word}".strip()
        if line and font.size(trial)[0] > width:
            lines.append(line)
            line = word
        else:
            line = trial
    if line:
        lines.append(line)
    return lines


def scene_seat_name(scene, seat: int) -> str:
    from scenes.table import seat_name
    return seat_name(scene.n, seat)


def acting_now(scene) -> list[int]:
    """The seats that may act now (none while something is being shown)."""
    h = scene.match.hand
    if h is None or h.over or not scene.idle():
        return []
    return [s for s in h.acting_seats() if scene.match.legal_actions(s)]


def draw_glow(scene, surface) -> None:
    """A soft glow at the place of whoever must act now."""
    for seat in acting_now(scene):
        where = L.place(scene.n, seat)
        size = {"bottom": (560, 260), "top": (360, 190)}.get(where, (250, 380))
        g = _glow(scene, size)
        c = L.hand_centre(where)
        surface.blit(g, g.get_rect(center=c))


def draw_tricks(scene, surface) -> None:
    """The played cards, each in front of its player, overlapping by trick; winners highlighted."""
    landing = getattr(scene, "_landing", set())
    for k, trick in enumerate(scene.v_tricks):
        winner = scene.v_winners[k] if k < len(scene.v_winners) else None
        for j, (seat, code, down) in enumerate(trick):
            if (k, j) in landing:
                continue
            where = L.place(scene.n, seat)
            r = L.played_rect(where, k)
            if down:
                img = _down_mark(scene, code) if seat == 0 else scene.art_played.back(scene.deck)
            else:
                img = scene.art_played.face(code, scene.deck)
            if winner == seat and k < len(scene.v_results):
                pygame.draw.rect(surface, GOLD, r.inflate(10, 10), border_radius=10)
            surface.blit(img, r)


def draw_results(scene, surface) -> None:
    """Three markers for the tricks: won (green), lost (red), parda (cream), still to play (outline)."""
    x0, y = L.W - 18 - L.LOG_W, 262
    _blit_text(scene, surface, t("bazas"), (x0 + 8, y), "bold", 20, CREAM, "midleft")
    for i in range(3):
        c = (x0 + L.LOG_W - 24 - (2 - i) * 42, y)
        if i < len(scene.v_results):
            res = scene.v_results[i]
            col = PARDA if res is None else (WON if res == 0 else LOST)
            pygame.draw.circle(surface, col, c, 16)
            pygame.draw.circle(surface, (20, 20, 20), c, 16, 2)
            mark = "=" if res is None else str(i + 1)
            _blit_text(scene, surface, mark, c, "bold", 18, INK if res is None else CREAM, "center", False)
        else:
            pygame.draw.circle(surface, (200, 190, 160), c, 16, 2)
            _blit_text(scene, surface, str(i + 1), c, "bold", 18, (200, 190, 160), "center", False)


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
        if code is None or (h is not None and h.ferro):
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
        if not (h is not None and h.ferro) and scene.top_card(code):
            draw_top_mark(surface, rect, angle)
        if playable:
            _blit_text(scene, surface, str(i + 1), (rect.centerx, rect.bottom + 2), "bold", 18,
                       GOLD, "midtop")


def top_mark_centre(rect: pygame.Rect, angle: float) -> tuple[int, int]:
    """Where the top-card mark sits on a held card: near its top-right corner, turned with it."""
    v = pygame.math.Vector2(rect.w / 2 - 20, -rect.h / 2 + 22).rotate(-angle)
    return (int(rect.centerx + v.x), int(rect.centery + v.y))


def draw_top_mark(surface, rect: pygame.Rect, angle: float) -> None:
    """A small gold star badge: this held card is one of the four top cards (help is on)."""
    import math
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


def draw_shown(scene, surface) -> None:
    """Cards shown at the end of the hand (the envido's proof), beside their owner, outlined in gold."""
    for seat, cards in scene.v_shown.items():
        if seat == 0:
            continue
        for code, r in zip(cards, shown_rects(scene, seat, len(cards))):
            img = scene.art_tiny.face(code, scene.deck)
            pygame.draw.rect(surface, GOLD, r.inflate(6, 6), border_radius=8)
            surface.blit(img, r)


def shown_rects(scene, seat: int, count: int) -> list[pygame.Rect]:
    """Where ``count`` cards shown by ``seat`` at the end of a hand sit: beside their owner's hand,
    clear of the name plates."""
    where = L.place(scene.n, seat)
    cx, cy = {"top": (430, 88), "left": (250, 424), "right": (L.W - 250, 424)}[where]
    w, h = L.TINY
    out = []
    for i in range(count):
        r = pygame.Rect(0, 0, w, h)
        r.center = (int(cx + (i - (count - 1) / 2) * 62), cy)
        out.append(r)
    return out


def draw_flights(scene, surface) -> None:
    for f in scene.flights:
        if not f.started:
            continue
        img = _rotated(scene, f.image(), f.angle)
        surface.blit(img, img.get_rect(center=(int(f.pos()[0]), int(f.pos()[1]))))


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
    elif where == "top":
        box.topleft = (ax - 16, ay + 18)
        box.right = min(box.right, L.W - 18 - L.LOG_W - 8)  # clear of the hand's log
    elif where == "left":
        box.midleft = (ax + 24, ay)
    else:
        box.midright = (ax - 24, ay)
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


def draw_controls(scene, surface) -> None:
    """The call buttons (with their keyboard letters), the status line and your envido."""
    focused = scene.focused()
    mouse = pygame.mouse.get_pos() if pygame.mouse.get_focused() else None
    for b in scene.buttons if scene.human_acting() else []:
        hovered = mouse is not None and b.rect.collidepoint(mouse)
        b.draw(surface, focused=b is focused, hovered=hovered)
        letter = b.data.get("letter")
        if letter:
            img = _text(scene, letter, "bold", 18, INK)
            r = pygame.Rect(0, 0, 24, 24)
            r.center = (b.rect.x + 6, b.rect.y + 4)
            pygame.draw.rect(surface, (250, 244, 220), r, border_radius=6)
            surface.blit(img, img.get_rect(center=r.center))
    px, py = L.plate_pos("bottom")
    h = scene.match.hand
    status = None
    if scene.human_acting() and h is not None:
        if h.phase == "tanda":
            status = t("choose_tanda")
        elif h.phase == "onze":
            status = t("mao_de_onze")
        elif h.envido_caller is not None or h.pending_bet is not None:
            status = t("your_answer")
        elif h.ferro:
            status = t("mao_de_ferro")
        else:
            status = t("your_turn")
    y = py + 28
    if status:
        for line in _wrap(status, "bold", 22, 250):
            y = _blit_text(scene, surface, line, (px, y), "bold", 22, GOLD, "midtop").bottom
    value, flor = scene.my_envido(), scene.my_flor()
    if flor is not None:
        _blit_text(scene, surface, t("your_flor", value=flor), (px, y + 6), "text", 20, CREAM, "midtop")
    elif value is not None:
        _blit_text(scene, surface, t("your_envido", value=value), (px, y + 6), "text", 20, CREAM, "midtop")


def draw_table(scene, surface) -> None:
    """Everything, back to front."""
    surface.blit(felt(surface.get_size()), (0, 0))
    draw_glow(scene, surface)
    draw_scoreboard(scene, surface)
    draw_log(scene, surface)
    draw_burned(scene, surface)
    for seat in range(scene.n):
        draw_seat(scene, surface, seat)
    draw_tricks(scene, surface)
    draw_shown(scene, surface)
    draw_results(scene, surface)
    draw_my_hand(scene, surface)
    draw_flights(scene, surface)
    draw_controls(scene, surface)
    draw_bubbles(scene, surface)
