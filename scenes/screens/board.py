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
from scenes.screens.code_entry import CodeEntry, friend_sentence, paste_text
from scenes.ui import registry
from scenes.ui.canvas import GAP, MIN_TEXT, TAP
from scenes.ui.dialogs import GOLD, common_event, draw_buttons, draw_paragraph, label, panel, title
from scenes.ui.fonts import fit_size, get_font
from scenes.ui.i18n import format_date, language, t
from scenes.ui.place import back_rect, button_width, inner, line_h, split
from scenes.ui.stack import Scene
from scenes.ui.widgets import Button, CREAM, ellipsize, felt, route_buttons

ROW_H = TAP + GAP  #: a row of the standings: its Ver button a thumb's size, a gap to the next
MUTED = (200, 214, 200)
OWN_ROW = (30, 100, 66)
PAD = 16  #: inside the panels
TEXT_PX = MIN_TEXT + 1  #: the rows' words


def board_layout(w: int, h: int) -> dict[str, pygame.Rect]:
    """Where the board's parts go on a ``w`` × ``h`` canvas: ``back``, ``prev`` / ``rules`` /
    ``next`` (the rules choice), ``today`` / ``week`` (the tabs), ``table`` (the standings),
    ``add`` (the panel to add a code), ``field``, ``paste``, ``go``. Landscape: the rules choice
    and the tabs in one row, the standings left and the panel to add a code right; portrait:
    the rules choice, the tabs, the standings and the panel one under the other."""
    box = inner((w, h))
    out: dict[str, pygame.Rect] = {"back": back_rect((w, h), t("common.back"))}
    top = out["back"].bottom + GAP
    tab_w = max(170, button_width(t("board.today")), button_width(t("board.week")))
    # under the buttons: the answer's two lines, or a refusal and its reason (two lines of text)
    add_h = PAD + line_h("bold") + 8 + TAP + GAP + TAP + 8 + 2 * line_h("bold") + line_h() + PAD
    if w >= h:  # landscape
        tabs = pygame.Rect(box.right - 2 * tab_w - GAP, top, 2 * tab_w + GAP, TAP)
        choice = pygame.Rect(box.x, top, tabs.x - GAP - box.x, TAP)
        below = top + TAP + GAP
        out["add"] = pygame.Rect(box.right - 420, below, 420, min(add_h, box.bottom - below))
        out["table"] = pygame.Rect(box.x, below, out["add"].x - GAP - box.x, box.bottom - below)
    else:  # portrait: the same parts, stacked
        choice = pygame.Rect(box.x, top, box.w, TAP)
        tabs = pygame.Rect(box.x, top + TAP + GAP, box.w, TAP)
        out["add"] = pygame.Rect(box.x, box.bottom - add_h, box.w, add_h)
        below = tabs.bottom + GAP
        out["table"] = pygame.Rect(box.x, below, box.w, out["add"].y - GAP - below)
    out["prev"] = pygame.Rect(choice.x, choice.y, TAP, TAP)
    out["next"] = pygame.Rect(choice.right - TAP, choice.y, TAP, TAP)
    out["rules"] = pygame.Rect(choice.x + TAP + GAP, choice.y, choice.w - 2 * (TAP + GAP), TAP)
    out["today"], out["week"] = split(tabs, 2)
    add = out["add"]
    out["field"] = pygame.Rect(add.x + PAD, add.y + PAD + line_h("bold") + 8, add.w - 2 * PAD, TAP)
    out["paste"], out["go"] = split(pygame.Rect(add.x + PAD, out["field"].bottom + GAP, add.w - 2 * PAD, TAP), 2)
    return out


class BoardScene(CodeEntry, Scene):
    """The friends' board (see the module docstring)."""

    def __init__(self, app, rules_key: str | None = None) -> None:
        super().__init__(app)
        self.place = board_layout(*self.size)
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

    def relayout(self) -> None:
        """The window turned (or Texto grande): the parts move, the code typed stays."""
        self.place = board_layout(*self.size)
        self.move_field(self.place["field"])
        self.first_row = min(self.first_row, max(0, len(self.rows()) - 1))
        self.dirty = True

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
        return max(1, (self.place["table"].h - TAP - 12 - 8 + GAP) // ROW_H)  # under the heading

    def row_rect(self, i: int) -> pygame.Rect:
        """The place of the ``i``-th row shown."""
        table = self.place["table"]
        return pygame.Rect(table.x + 12, table.y + TAP + 12 + i * ROW_H, table.w - 24, ROW_H - GAP)

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
            up = self.scroll_rect()
            out += [Button(up, "", "up", enabled=self.first_row > 0),
                    Button(up.move(TAP + GAP, 0), "", "down",
                           enabled=self.first_row + self.visible() < len(self.rows()))]
        if self.tab == "today":
            for i, row in enumerate(self.rows()[self.first_row:self.first_row + self.visible()]):
                if row.get("code"):
                    r = self.row_rect(i)
                    w = self.watch_w()
                    out.append(Button(pygame.Rect(r.right - w, r.y, w, r.h), t("board.watch"),
                                      f"watch:{row['code']}", kind="envido"))
        return out

    def scroll_rect(self) -> pygame.Rect:
        """The table's scroll up button (down is right of it), in its heading's row."""
        table = self.place["table"]
        return pygame.Rect(table.right - 12 - 2 * TAP - GAP, table.y + 6, TAP, TAP)

    @staticmethod
    def watch_w() -> int:
        """How wide a row's Ver button is."""
        return max(TAP + 20, button_width(t("board.watch")) - 20)

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
        box = inner(self.size)
        back = p["back"]
        heading = t("board.title")
        title(surface, heading, ((back.right + box.right) // 2, back.centery),
              size=fit_size(heading, "display", 54, box.right - back.right - 2 * GAP, MIN_TEXT))
        pygame.draw.rect(surface, (12, 70, 45), p["rules"], border_radius=12)
        rules = self.rules_words(p["rules"].w - 24)
        label(surface, rules, p["rules"].center, size=self.rules_px(rules, p["rules"].w - 24), anchor="center")
        self.draw_table(surface)
        self.draw_add(surface)
        buttons = self.buttons
        draw_buttons(surface, buttons, self.focus)
        for b in buttons:  # the scroll buttons' arrows (the fonts have no arrow glyphs)
            if b.action in ("up", "down"):
                cx, cy, d = b.rect.centerx, b.rect.centery, 1 if b.action == "down" else -1
                pygame.draw.polygon(surface, CREAM, [(cx - 14, cy - 7 * d), (cx + 14, cy - 7 * d), (cx, cy + 9 * d)])

    def rules_words(self, width: int) -> str:
        """The rules choice shown, in words that fit ``width``."""
        try:
            text = _daily.rules_label(_daily.rules_from_key(self.key), language())
        except Exception:
            text = self.key
        return ellipsize(text, get_font("bold", MIN_TEXT), width)

    @staticmethod
    def rules_px(text: str, width: int) -> int:
        """The rules choice's size: as large as fits, from 28 down to the smallest."""
        return fit_size(text, "bold", 28, width, MIN_TEXT)

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
        rows = self.rows()
        scrolls = len(rows) > self.visible()
        right = self.scroll_rect().x - GAP if scrolls else table.right - 12
        shown = rows[self.first_row:self.first_row + self.visible()]
        more = f"{self.first_row + 1}–{self.first_row + len(shown)} / {len(rows)}" if scrolls and shown else ""
        if more:
            right = label(surface, more, (right, table.y + 6 + TAP // 2), size=MIN_TEXT, kind="text",
                          anchor="midright", colour=MUTED).x - GAP
        head_font = get_font("bold", MIN_TEXT + 1)
        label(surface, ellipsize(self.heading(), head_font, right - table.x - 24), (table.x + 16, table.y + 6 + TAP // 2),
              size=MIN_TEXT + 1, colour=GOLD)
        if not rows:
            label(surface, ellipsize(t("board.nobody"), get_font("text", MIN_TEXT), table.w - 32),
                  (table.x + 16, table.y + TAP + 12 + line_h() // 2), size=MIN_TEXT, kind="text", colour=MUTED)
            return
        for i, row in enumerate(shown):
            self.draw_row(surface, self.row_rect(i), row)

    def draw_row(self, surface: pygame.Surface, r: pygame.Rect, row: dict) -> None:
        """One friend's row: rank, name, result, notes (two lines where the row is narrow)."""
        if row.get("own"):
            pygame.draw.rect(surface, OWN_ROW, r, border_radius=8)
        font = get_font("bold", TEXT_PX)
        rank = label(surface, f"{row['rank']}.", (r.x + 8, r.centery), size=TEXT_PX, colour=GOLD)
        name = row.get("name") or (t("friend.someone") if not row.get("own") else "")
        if row.get("own"):
            name = f"{t('board.you')} ({name})" if name else t("board.you")
        right = r.right - (self.watch_w() + GAP if self.tab == "today" and row.get("code") else 8)
        if self.tab == "today":
            us, them = row["scores"]
            text = t("board.won" if row["won"] else "board.lost", us=us, them=them)
            colour = GOLD if row["won"] else CREAM
        else:
            text = t("board.week_row", won=row["won"], played=row["played"], margin=row["margin"])
            colour = CREAM
        notes = []
        if self.tab == "today":
            if row.get("hints"):
                notes.append(t("board.hints"))
            if not row.get("own"):
                notes.append(t(f"board.{'exact' if row.get('check') == 'exact' else 'legal'}"))
        elif row.get("hints"):
            notes.append(t("board.hint_days", n=row["hints"]))
        x = rank.right + 10
        room = right - x
        top = r.centery if not notes else r.y + 4 + line_h("bold", TEXT_PX) // 2  # the name's line, its middle
        # the name, then the result on the same line (or the result alone when the name leaves no room)
        result_w = font.size(text)[0]
        name_room = max(0, room - result_w - 16)
        if name_room >= 60:
            shown = label(surface, ellipsize(name, font, name_room), (x, top), size=TEXT_PX)
            label(surface, text, (shown.right + 16, top), size=TEXT_PX, colour=colour)
        else:
            label(surface, ellipsize(f"{name} · {text}", font, room), (x, top), size=TEXT_PX, colour=colour)
        if notes:
            small = get_font("text", MIN_TEXT)
            label(surface, ellipsize(" · ".join(notes), small, room), (x, r.bottom - 4 - line_h() // 2),
                  size=MIN_TEXT, kind="text", colour=MUTED)

    def draw_add(self, surface: pygame.Surface) -> None:
        add = self.place["add"]
        panel(surface, add)
        head_font = get_font("bold", MIN_TEXT)
        y = add.y + PAD + line_h("bold") // 2
        head = label(surface, ellipsize(t("board.add_title"), head_font, add.w - 2 * PAD), (add.x + PAD, y),
                     size=MIN_TEXT, colour=GOLD)
        self.draw_field(surface)
        answer_y = self.place["go"].bottom + 8 + line_h("bold") // 2
        if self.added is not None and self.checking is None:
            colour = (150, 230, 150) if self.added == "added" else (250, 200, 160)
            room = add.right - PAD - head.right - GAP
            status = t(f"board.status.{self.added}")
            if head_font.size(status)[0] <= room:  # beside the title, else where the answer goes
                label(surface, status, (head.right + GAP, head.centery), size=MIN_TEXT, colour=colour)
            else:
                label(surface, ellipsize(status, head_font, add.w - 2 * PAD), (add.x + PAD, answer_y), size=MIN_TEXT,
                      colour=colour)
                # under it, why it was refused, or the verified result ("Ana: ganó 30–21 el Diario…")
                r = self.result or {}
                words, kind, tint = (friend_sentence(r), "bold", (150, 230, 150)) if r.get("ok") else \
                    (str(r.get("detail") or r.get("error") or ""), "text", (210, 200, 190))
                top = answer_y + head_font.get_linesize() // 2
                draw_paragraph(surface, words, pygame.Rect(add.x + PAD, top, add.w - 2 * PAD, add.bottom - PAD - top),
                               kind=kind, colour=tint, spacing=0, clip=True)
                return
        self.draw_answer(surface, add.x + PAD, answer_y, add.w - 2 * PAD)
