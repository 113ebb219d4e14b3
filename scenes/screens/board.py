"""Amigos: the friends' board. For a rules choice, today's Diario and this week's, each friend's
verified result ranked with your own row (:mod:`game.daily.board`, kept in ``doc["board"]``
through :mod:`scenes.host.records`); a field to add a friend's code or share link (checked over
frames, then kept; a refused one is never kept); *Ver* on a row watches that match.

The places of everything come from :func:`board_layout` for the canvas's size (landscape, or a
portrait canvas: the same parts stacked).
"""
from __future__ import annotations

import datetime as _dt

import pygame

from game import daily as _daily
from scenes.host import records
from scenes.screens.choices import rules_from_settings
from scenes.screens.code_entry import CodeEntry, paste_text
from scenes.ui import registry
from scenes.ui.canvas import HEIGHT, LANDSCAPE, WIDTH
from scenes.ui.dialogs import GOLD, common_event, draw_buttons, label, panel, title
from scenes.ui.fonts import get_font
from scenes.ui.i18n import format_date, language, t
from scenes.ui.stack import Scene
from scenes.ui.widgets import Button, CREAM, ellipsize, felt, route_buttons

ROW_H = 54
MUTED = (200, 214, 200)
OWN_ROW = (30, 100, 66)


def board_layout(w: int, h: int) -> dict[str, pygame.Rect]:
    """Where the board's parts go on a ``w`` × ``h`` canvas: ``back``, ``prev`` / ``rules`` /
    ``next`` (the rules choice), ``today`` / ``week`` (the tabs), ``table`` (the standings),
    ``add`` (the panel to add a code), ``field``, ``paste``, ``go``."""
    out: dict[str, pygame.Rect] = {"back": pygame.Rect(40, 30, 170, 54)}
    if w >= h:  # landscape
        top = 104
        out["prev"] = pygame.Rect(40, top, 56, 54)
        out["rules"] = pygame.Rect(104, top, 520, 54)
        out["next"] = pygame.Rect(632, top, 56, 54)
        out["today"] = pygame.Rect(w - 40 - 2 * 170 - 10, top, 170, 54)
        out["week"] = pygame.Rect(w - 40 - 170, top, 170, 54)
        out["table"] = pygame.Rect(40, top + 74, w - 80, h - top - 74 - 200)
        out["add"] = pygame.Rect(40, h - 180, w - 80, 160)
    else:  # portrait: the same parts, stacked
        top = 104
        out["prev"] = pygame.Rect(24, top, 56, 54)
        out["rules"] = pygame.Rect(88, top, w - 176, 54)
        out["next"] = pygame.Rect(w - 80, top, 56, 54)
        out["today"] = pygame.Rect(24, top + 64, (w - 58) // 2, 54)
        out["week"] = pygame.Rect(34 + (w - 58) // 2, top + 64, (w - 58) // 2, 54)
        out["table"] = pygame.Rect(24, top + 138, w - 48, h - top - 138 - 280)
        out["add"] = pygame.Rect(24, h - 260, w - 48, 240)
    add = out["add"]
    if w >= h:
        out["field"] = pygame.Rect(add.x + 22, add.y + 50, add.w - 420, 54)
        out["paste"] = pygame.Rect(add.right - 372, add.y + 50, 170, 54)
        out["go"] = pygame.Rect(add.right - 192, add.y + 50, 170, 54)
    else:
        out["field"] = pygame.Rect(add.x + 16, add.y + 50, add.w - 32, 54)
        out["paste"] = pygame.Rect(add.x + 16, add.y + 114, (add.w - 48) // 2, 54)
        out["go"] = pygame.Rect(add.x + 32 + (add.w - 48) // 2, add.y + 114, (add.w - 48) // 2, 54)
    return out


class BoardScene(CodeEntry, Scene):
    """The friends' board (see the module docstring)."""

    #: laid out for the landscape canvas only so far: a phone held upright shows it fitted
    fixed_canvas = LANDSCAPE

    def __init__(self, app, rules_key: str | None = None) -> None:
        super().__init__(app)
        self.place = board_layout(WIDTH, HEIGHT)
        self.init_field(self.place["field"])
        first = rules_key or _daily.rules_key(rules_from_settings(app.settings))
        self.keys = records.board_rules_keys(app.doc, first)
        self.key_index = 0
        self.tab = "today"
        self.first_row = 0  # the first row shown (the table scrolls)
        self.added: str | None = None
        self.focus: int | None = None
        self.data: dict = {"day": [], "week": []}
        self.refresh()

    # ------------------------------------------------------------------ state
    @property
    def key(self) -> str:
        """The rules choice shown."""
        return self.keys[self.key_index % len(self.keys)]

    def refresh(self) -> None:
        """Read the standings again (after a code is added, another rules choice or tab)."""
        self.keys = records.board_rules_keys(self.app.doc, self.keys[0] if self.keys else self.key)
        self.data = records.standings(self.app.doc, self.key, self.app.today())
        self.first_row = min(self.first_row, max(0, len(self.rows()) - 1))
        self.dirty = True

    def rows(self) -> list[dict]:
        """The rows of the tab shown, ranked."""
        return self.data["day" if self.tab == "today" else "week"]

    def visible(self) -> int:
        """How many rows the table shows at once."""
        return max(1, (self.place["table"].h - 60) // ROW_H)  # from under the heading to the rim

    def row_rect(self, i: int) -> pygame.Rect:
        """The place of the ``i``-th row shown."""
        table = self.place["table"]
        return pygame.Rect(table.x + 12, table.y + 52 + i * ROW_H, table.w - 24, ROW_H - 4)

    # ------------------------------------------------------------------ buttons
    @property
    def buttons(self) -> list[Button]:
        p = self.place
        out = [Button(p["back"], t("common.back"), "back", key=pygame.K_ESCAPE),
               Button(p["prev"], "‹", "prev", enabled=len(self.keys) > 1),
               Button(p["next"], "›", "next", enabled=len(self.keys) > 1),
               Button(p["today"], t("board.today"), "tab:today", kind="primary" if self.tab == "today" else "plain"),
               Button(p["week"], t("board.week"), "tab:week", kind="primary" if self.tab == "week" else "plain"),
               Button(p["paste"], t("stats.paste"), "paste"),
               Button(p["go"], t("board.add_button"), "verify", kind="quiero")]
        if len(self.rows()) > self.visible():  # the table scrolls
            table = p["table"]
            up = pygame.Rect(table.right - 12 - 2 * 64 - 8, table.y + 6, 64, 40)
            out += [Button(up, "", "up", enabled=self.first_row > 0),
                    Button(up.move(72, 0), "", "down",
                           enabled=self.first_row + self.visible() < len(self.rows()))]
        if self.tab == "today":
            for i, row in enumerate(self.rows()[self.first_row:self.first_row + self.visible()]):
                if row.get("code"):
                    r = self.row_rect(i)
                    out.append(Button(pygame.Rect(r.right - 120, r.y + 1, 116, r.h - 2), t("board.watch"),
                                      f"watch:{row['code']}", kind="envido"))
        return out

    def clipboard(self) -> str:
        return paste_text()

    def on_enter(self) -> None:
        self.refresh()
        self.open_field()

    def close(self) -> None:
        """Back to the screen below."""
        self.close_field()
        if self.app.top is self:
            self.app.pop()

    def handle(self, event: pygame.event.Event) -> None:
        if common_event(self, event, self.close):
            return
        if event.type == pygame.MOUSEWHEEL:
            self.scroll(-event.y)
            return
        if event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 1) == 1 \
                and self.field.collidepoint(event.pos):
            self.focus = None
            self.dirty = True
            return
        if self.field_key(event, self.focus is None):
            return
        route_buttons(self, event)

    def scroll(self, rows: int) -> None:
        """Move the table by ``rows``."""
        last = max(0, len(self.rows()) - self.visible())
        self.first_row = max(0, min(last, self.first_row + rows))
        self.dirty = True

    def press(self, button: Button) -> None:
        """Volver, the rules choice, the tabs, Pegar, Verificar, Ver."""
        action = button.action
        if action == "back":
            self.close()
        elif action in ("prev", "next"):
            self.key_index = (self.key_index + (1 if action == "next" else -1)) % len(self.keys)
            self.first_row = 0
            self.refresh()
        elif action.startswith("tab:"):
            self.tab = action[4:]
            self.first_row = 0
            self.dirty = True
        elif action in ("up", "down"):
            self.scroll(self.visible() * (1 if action == "down" else -1))
        elif action == "paste":
            self.paste()
        elif action == "verify":
            self.added = None
            self.run_verify()
        elif action.startswith("watch:"):
            self.close_field()
            registry.push(self.app, "replay", action[6:])

    def verified(self) -> None:
        """A code was checked: a verified one goes on the board at once (a refused one never)."""
        self.added = records.add_to_board(self.app.doc, self.result or {}, self.app.today())
        if self.added == "added":
            self.app.save()
            key = (self.result or {}).get("rules_key")
            if key in self.keys:
                self.key_index = self.keys.index(key)
            elif isinstance(key, str):
                self.keys.append(key)
                self.key_index = len(self.keys) - 1
        self.refresh()

    def update(self, dt: float) -> None:
        self.update_field()

    def animating(self) -> bool:
        return self.checking is not None

    # ------------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface) -> None:
        p = self.place
        surface.blit(felt(surface.get_size()), (0, 0))
        title(surface, t("board.title"), (surface.get_width() // 2, 56), size=54)
        rules = self.rules_words(p["rules"].w - 24)
        pygame.draw.rect(surface, (12, 70, 45), p["rules"], border_radius=12)
        label(surface, rules, p["rules"].center, size=22, anchor="center")
        self.draw_table(surface)
        self.draw_add(surface)
        buttons = self.buttons
        draw_buttons(surface, buttons, self.focus)
        for b in buttons:  # the scroll buttons' arrows (the fonts have no arrow glyphs)
            if b.action in ("up", "down"):
                cx, cy, d = b.rect.centerx, b.rect.centery, 1 if b.action == "down" else -1
                pygame.draw.polygon(surface, CREAM, [(cx - 12, cy - 6 * d), (cx + 12, cy - 6 * d), (cx, cy + 8 * d)])

    def rules_words(self, width: int) -> str:
        """The rules choice shown, in words that fit ``width``."""
        try:
            text = _daily.rules_label(_daily.rules_from_key(self.key), language())
        except Exception:
            text = self.key
        return ellipsize(text, get_font("bold", 22), width)

    def heading(self) -> str:
        """Today's Diario, or this week's dates."""
        today = self.app.today()
        if self.tab == "today":
            return t("board.day_head", date=format_date(today))
        monday = today - _dt.timedelta(days=today.weekday())
        return t("board.week_head", start=format_date(monday), end=format_date(monday + _dt.timedelta(days=6)))

    def draw_table(self, surface: pygame.Surface) -> None:
        table = self.place["table"]
        panel(surface, table)
        label(surface, self.heading(), (table.x + 24, table.y + 28), size=24, colour=GOLD)
        rows = self.rows()
        if not rows:
            label(surface, t("board.nobody"), (table.x + 24, table.y + 80), size=20, kind="text", colour=MUTED)
            return
        shown = rows[self.first_row:self.first_row + self.visible()]
        for i, row in enumerate(shown):
            self.draw_row(surface, self.row_rect(i), row)
        if len(rows) > len(shown):
            more = f"{self.first_row + 1}–{self.first_row + len(shown)} / {len(rows)}"
            label(surface, more, (table.right - 12 - 2 * 64 - 24, table.y + 28), size=18, kind="text",
                  anchor="midright", colour=MUTED)

    def draw_row(self, surface: pygame.Surface, r: pygame.Rect, row: dict) -> None:
        if row.get("own"):
            pygame.draw.rect(surface, OWN_ROW, r, border_radius=8)
        y = r.centery
        label(surface, f"{row['rank']}.", (r.x + 8, y), size=22, colour=GOLD)
        name = row.get("name") or (t("friend.someone") if not row.get("own") else "")
        if row.get("own"):
            name = f"{t('board.you')} ({name})" if name else t("board.you")
        name_w = int(r.w * 0.30)
        label(surface, ellipsize(name, get_font("bold", 22), name_w), (r.x + 56, y), size=22)
        x = r.x + 56 + name_w + 16
        if self.tab == "today":
            us, them = row["scores"]
            text = t("board.won" if row["won"] else "board.lost", us=us, them=them)
            colour = GOLD if row["won"] else CREAM
        else:
            text = t("board.week_row", won=row["won"], played=row["played"], margin=row["margin"])
            colour = CREAM
        result = label(surface, text, (x, y), size=22, colour=colour)
        x = result.right + 20
        notes = []
        if self.tab == "today":
            if row.get("hints"):
                notes.append(t("board.hints"))
            if not row.get("own"):
                notes.append(t(f"board.{'exact' if row.get('check') == 'exact' else 'legal'}"))
        elif row.get("hints"):
            notes.append(t("board.hint_days", n=row["hints"]))
        if notes:
            room = r.right - (128 if self.tab == "today" else 8) - x
            label(surface, ellipsize(" · ".join(notes), get_font("text", 18), room), (x, y), size=18,
                  kind="text", colour=MUTED)

    def draw_add(self, surface: pygame.Surface) -> None:
        add = self.place["add"]
        panel(surface, add)
        head = label(surface, t("board.add_title"), (add.x + 22, add.y + 24), size=22, colour=GOLD)
        self.draw_field(surface)
        y = self.field.bottom + 24 if self.place["go"].y == self.field.y else self.place["go"].bottom + 24
        self.draw_answer(surface, add.x + 22, y, add.w - 44)
        if self.added is not None and self.checking is None:
            colour = (150, 230, 150) if self.added == "added" else (250, 200, 160)
            text = ellipsize(t(f"board.status.{self.added}"), get_font("text", 20), add.right - head.right - 48)
            label(surface, text, (head.right + 24, head.centery), size=20, kind="text", colour=colour)
