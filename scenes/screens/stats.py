"""Estadísticas, in three tabs: *Diario* (the last dailies and the best ones: a tap on one copies
its share code), *Partidas* (matches per variant and for the rules chosen, envido, truco and flor
success, the daily streak) and *Verificar* ("Verificar un código": a code or a share link; a
verified one goes to the friends' board, or is watched); the ways to the charts, the friends' board
and the backup over the tabs (the records and the codes are :mod:`scenes.host.records`). Laid out
for either canvas: landscape the three ways right of the title, portrait under it.
"""
from __future__ import annotations

import datetime as _dt

import pygame

from game import daily as _daily
from scenes.host import device, records
from scenes.host.records import summary
from scenes.screens.choices import rules_from_settings
from scenes.screens.code_entry import (CODE_CHARS as VERIFY_CHARS, FRAME_BUDGET as CODE_FRAME_BUDGET,
                                       MAX_CODE, CodeEntry, paste_text)
from scenes.ui import registry
from scenes.ui.canvas import GAP, MIN_TEXT, TAP
from scenes.ui.dialogs import GOLD, common_event, draw_buttons, draw_paragraph, label, panel, title
from scenes.ui.fonts import fit_size, get_font
from scenes.ui.i18n import language, t
from scenes.ui.place import back_rect, button_width, inner, line_h, portrait, split
from scenes.ui.stack import Scene
from scenes.ui.widgets import Button, CREAM, ellipsize, felt, focused_button, route_buttons
from scenes.ui.words import fitted, rules_words

__all__ = ["StatsScene", "VERIFY_CHARS", "MAX_CODE", "paste_text"]

FRAME_BUDGET = CODE_FRAME_BUDGET
TABS = ("daily", "matches", "verify")
SOFT = (200, 214, 200)
TITLE_PX = 54


def _date_words(iso: str) -> str:
    try:
        day = _dt.date.fromisoformat(iso)
    except (TypeError, ValueError):
        return str(iso)
    return t("date.format", d=day.day, m=day.month, y=day.year, month=t(f"month.{day.month}"))


def _rules_words(key: str, font: pygame.font.Font | None = None, width: int = 0) -> str:
    """The rules of a daily's key in words; with ``font`` the longest form that fits ``width``
    (cut with "…" when none does)."""
    try:
        rules = _daily.rules_from_key(key)
    except Exception:
        return str(key)
    forms = [_daily.rules_label(rules, language()), rules_words(rules, short=True)]
    if font is None:
        return forms[0]
    return ellipsize(fitted(forms, font, width), font, width)


def _percent(won: int, total: int) -> str:
    return f"{round(100 * won / total)}%" if total else "–"


class StatsScene(CodeEntry, Scene):
    """Estadísticas and "Verificar un código"."""

    def __init__(self, app) -> None:
        super().__init__(app)
        self.data = summary(app.doc, app.today(), self.rules())
        self.init_field(pygame.Rect(0, 0, 0, 0))
        self.focus: int | None = None
        self.added: str | None = None  # what became of the last "add to the board"
        self.tab = "daily"
        self.body = pygame.Rect(0, 0, 0, 0)
        self.fixed: list[Button] = []  # Volver, the ways to the other screens, the tabs
        self.code_buttons: list[Button] = []  # Pegar and Verificar (the Verificar tab)
        self.after: tuple[pygame.Rect, pygame.Rect] = (pygame.Rect(0, 0, 0, 0), pygame.Rect(0, 0, 0, 0))
        self.copied: tuple[str, object] | None = None  # (code, what copy_to_clipboard returned)
        self.copy_seen: str | None = None
        self.build()

    def build(self) -> None:
        """The buttons and places for the tab shown and the canvas now."""
        box = inner(self.size)
        back = Button(back_rect(self.size, t("common.back")), t("common.back"), "back", key=pygame.K_ESCAPE)
        ways = [("charts", "envido"), ("friends", "envido"), ("backup", "plain")]
        if portrait(self.size):
            row = pygame.Rect(box.x, back.rect.bottom + GAP, box.w, TAP)
        else:
            w = max(150, *(button_width(t(f"stats.{name}")) for name, _ in ways))
            row = pygame.Rect(box.right - 3 * w - 2 * GAP, box.y, 3 * w + 2 * GAP, TAP)
        self.fixed = [back] + [Button(r, t(f"stats.{name}"), name, kind=kind) for r, (name, kind) in zip(split(row, 3), ways)]
        tabs = pygame.Rect(box.x, row.bottom + GAP if portrait(self.size) else back.rect.bottom + GAP, box.w, TAP)
        self.fixed += [Button(r, t(f"stats.tab_{name}"), f"tab:{name}", kind="primary" if name == self.tab else "plain")
                       for r, name in zip(split(tabs, len(TABS)), TABS)]
        self.body = pygame.Rect(box.x, tabs.bottom + GAP, box.w, box.bottom - tabs.bottom - GAP)
        body = self.body.inflate(-32, -24)
        self.code_buttons = []
        field = pygame.Rect(0, 0, 0, 0)
        if self.tab == "verify":
            y = body.y + line_h("bold", MIN_TEXT + 1) + 10
            if portrait(self.size):
                field = pygame.Rect(body.x, y, body.w, TAP)
                paste, verify = split(pygame.Rect(body.x, field.bottom + GAP, body.w, TAP), 2)
            else:
                buttons_w = 2 * 200 + GAP
                field = pygame.Rect(body.x, y, body.w - buttons_w - GAP, TAP)
                paste, verify = split(pygame.Rect(field.right + GAP, y, buttons_w, TAP), 2)
            self.code_buttons = [Button(paste, t("stats.paste"), "paste", kind="plain"),
                                 Button(verify, t("stats.verify"), "verify", kind="primary")]
            below = max(field.bottom, verify.bottom) + GAP + 2 * line_h("bold") + GAP
            self.after = tuple(split(pygame.Rect(body.x, below, min(body.w, 2 * 300 + GAP), TAP), 2))  # type: ignore
        self.move_field(field)
        self.dirty = True

    @property
    def buttons(self) -> list[Button]:
        """Volver, the ways to the other screens, the tabs; on Verificar, Pegar and Verificar and,
        once a code is verified, Al tablero and Ver la partida."""
        out = self.fixed + self.code_buttons
        if self.tab == "verify" and self.result is not None and self.result.get("ok") and self.checking is None:
            out = out + [Button(self.after[0], t("board.add"), "add", kind="quiero"),
                         Button(self.after[1], t("replay.watch"), "watch", kind="envido")]
        return out

    def show_tab(self, tab: str) -> None:
        """Show the tab ``tab`` (the page's text box comes and goes with Verificar)."""
        if tab in TABS and tab != self.tab:
            self.tab = tab
            self.build()

    def tab_of(self, action: str) -> str | None:
        """The tab that holds the button ``action``."""
        return "verify" if action in ("paste", "verify", "add", "watch") else None

    def rules(self):
        """The rule set chosen in the menu (its matches get a row of their own)."""
        return rules_from_settings(self.app.settings)

    def clipboard(self) -> str:
        return paste_text()

    def on_enter(self) -> None:
        self.data = summary(self.app.doc, self.app.today(), self.rules())
        if self.field.w:
            self.open_field()
        self.dirty = True

    def set_code(self, code: str) -> None:
        self.added = None
        if code:
            self.show_tab("verify")  # typing or pasting a code shows where it goes
        super().set_code(code)

    def run_verify(self) -> None:
        self.show_tab("verify")
        super().run_verify()

    # ------------------------------------------------------------------ input
    def handle(self, event: pygame.event.Event) -> None:
        if common_event(self, event, self.close):
            return
        if event.type == pygame.FINGERDOWN and self.tab == "daily":
            from scenes.ui.canvas import finger_pos
            event = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=finger_pos(event, self.size), button=1)
        if event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 1) == 1:
            for rect, row in self.code_rows():
                if rect.collidepoint(event.pos) and row.get("code"):
                    self.copied = (row["code"], device.copy_to_clipboard(row["code"]))
                    self.dirty = True
                    return
        if event.type == pygame.MOUSEBUTTONDOWN and self.field.collidepoint(event.pos):
            self.focus = None  # typing goes to the field; Enter verifies
            try:
                pygame.key.start_text_input()
            except pygame.error:
                pass
            self.dirty = True
            return
        if self.field_key(event, self.focus is None):
            return
        route_buttons(self, event)

    def press(self, button: Button) -> None:
        """Volver, a tab, Gráficos, Amigos, Respaldo, Pegar, Verificar, Al tablero or Ver la partida."""
        if button.action == "back":
            self.close()
        elif button.action.startswith("tab:"):
            keep = focused_button(self.buttons, self.focus)
            self.show_tab(button.action.partition(":")[2])
            if keep is not None:
                live = [b for b in self.buttons if b.enabled]
                self.focus = next((i for i, b in enumerate(live) if b.action == keep.action), None)
        elif button.action == "paste":
            self.paste()
        elif button.action == "verify":
            self.run_verify()
        elif button.action in ("charts", "friends", "backup"):
            self.close_field()
            registry.push(self.app, {"friends": "board"}.get(button.action, button.action))
        elif button.action == "add" and self.result is not None:
            self.added = records.add_to_board(self.app.doc, self.result, self.app.today())
            if self.added == "added":
                self.app.save()
            self.dirty = True
        elif button.action == "watch" and self.result is not None and self.result.get("ok"):
            self.close_field()
            registry.push(self.app, "replay", self.result)

    def update(self, dt: float) -> None:
        if self.copied is not None:
            state = device.copy_state(self.copied[1])
            if state != self.copy_seen:  # the page's answer arrived: show it
                self.copy_seen = state
                self.dirty = True
        self.update_field()

    def animating(self) -> bool:
        return self.checking is not None

    def close(self) -> None:
        """Back to the menu."""
        self.close_field()
        if self.app.top is self:
            self.app.pop()

    # ------------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(felt(self.size), (0, 0))
        back = self.fixed[0].rect
        right = inner(self.size).right if portrait(self.size) else self.fixed[1].rect.x - GAP
        heading = t("menu.stats")
        title(surface, heading, ((back.right + right) // 2, back.centery),
              size=fit_size(heading, "display", TITLE_PX, right - back.right - 2 * GAP, MIN_TEXT))
        panel(surface, self.body)
        {"matches": self._draw_matches, "daily": self._draw_daily, "verify": self._draw_verify}[self.tab](surface)
        draw_buttons(surface, self.buttons, self.focus)

    def _draw_matches(self, surface: pygame.Surface) -> None:
        d = self.data
        body = self.body.inflate(-40, -28)
        x, y = body.x, body.y + line_h("bold", MIN_TEXT + 3) // 2
        label(surface, t("stats.matches"), (x, y), size=MIN_TEXT + 3, colour=GOLD)
        col_w = min(130, (body.w - 220) // 3)
        cols = [body.right - col_w * (2 - i) - col_w // 2 for i in range(3)]
        for cx, key in zip(cols, ("stats.played", "stats.won", "stats.rate")):
            word = t(key)
            label(surface, word, (cx, y), size=fit_size(word, "text", MIN_TEXT, col_w - 6, MIN_TEXT), kind="text",
                  anchor="center", colour=SOFT)
        rows = [(t(f"variant.{name}"), d["variants"][name]) for name in ("argentino", "mineiro")]
        rows.append((t("stats.these_rules"), d["these_rules"]))
        step = line_h("bold", MIN_TEXT + 1) + 8
        name_w = cols[0] - col_w // 2 - x - 10
        for name, v in rows:
            y += step
            label(surface, ellipsize(name, get_font("bold", MIN_TEXT + 1), name_w), (x, y), size=MIN_TEXT + 1)
            for cx, text in zip(cols, (str(v["played"]), str(v["won"]), _percent(v["won"], v["played"]))):
                label(surface, text, (cx, y), size=MIN_TEXT + 1, anchor="center")
        y += step + 14
        label(surface, t("stats.calls"), (x, y), size=MIN_TEXT + 3, colour=GOLD)
        calls = [("stats.envido", d["envido"]["won"], d["envido"]["called"]),
                 ("stats.truco", d["truco"]["won"], d["truco"]["called"])]
        if d["flor"]["sung"]:
            calls.append(("stats.flor", d["flor"]["won"], d["flor"]["sung"]))
        for key, won, total in calls:
            y += step
            value = t("stats.of", won=won, total=total, pct=_percent(won, total))
            right = label(surface, value, (body.right, y), size=MIN_TEXT, anchor="midright")
            words = ellipsize(t(key), get_font("text", MIN_TEXT), right.x - x - 12)
            label(surface, words, (x, y), size=MIN_TEXT, kind="text")
        y += step + 14
        draw_paragraph(surface, t("stats.streak", n=d["streak"], best=d["best_streak"]),
                       pygame.Rect(x, y - line_h("bold", MIN_TEXT + 1) // 2, body.w, body.bottom - y),
                       size=MIN_TEXT + 1, kind="bold", spacing=0, clip=True)

    def daily_places(self) -> tuple[pygame.Rect, pygame.Rect, int]:
        """The Diario tab: where the last dailies go, where the best ones go, and the rows' height
        (portrait one over the other, landscape side by side)."""
        body = self.body.inflate(-32, -24)
        head = line_h("bold", MIN_TEXT + 3) + 8
        note = line_h("text", MIN_TEXT) + 6
        if portrait(self.size):
            half = (body.h - note) // 2
            return (pygame.Rect(body.x, body.y + head, body.w, half - head),
                    pygame.Rect(body.x, body.y + half + head, body.w, half - head), TAP)
        w = (body.w - 24) // 2
        return (pygame.Rect(body.x, body.y + head, w, body.h - head - note),
                pygame.Rect(body.x + w + 24, body.y + head, w, body.h - head - note), TAP)

    def code_rows(self) -> list[tuple[pygame.Rect, dict]]:
        """The daily rows of the Diario tab (a tap copies that daily's share code); none on the
        other tabs."""
        if self.tab != "daily":
            return []
        recent, best, row_h = self.daily_places()
        out = []
        for area, rows in ((recent, self.data["history"]), (best, self.data["best"])):
            n = max(0, (area.h + GAP) // (row_h + GAP))
            for i, row in enumerate(rows[:n]):
                out.append((pygame.Rect(area.x, area.y + i * (row_h + GAP), area.w, row_h), row))
        return out

    def tap_targets(self) -> list[tuple[str, pygame.Rect]]:
        """The buttons, the daily rows that copy a code, and the code's field."""
        out = [(b.action, b.rect) for b in self.buttons if b.enabled]
        out += [(f"copy:{row.get('date')}", rect) for rect, row in self.code_rows() if row.get("code")]
        if self.tab == "verify":
            out.append(("field", self.field))
        return out

    def _draw_daily(self, surface: pygame.Surface) -> None:
        d = self.data
        recent, best, _ = self.daily_places()
        try:
            mouse = pygame.mouse.get_pos() if pygame.mouse.get_focused() else None
        except pygame.error:
            mouse = None
        head = line_h("bold", MIN_TEXT + 3)
        label(surface, t("stats.history"), (recent.x, recent.y - 8 - head // 2), size=MIN_TEXT + 3, colour=GOLD)
        label(surface, t("stats.best"), (best.x, best.y - 8 - head // 2), size=MIN_TEXT + 3, colour=GOLD)
        if not d["history"]:
            draw_paragraph(surface, t("stats.no_daily"), recent, size=MIN_TEXT, colour=SOFT, spacing=0)
        if not d["best"]:
            label(surface, "—", (best.x, best.y + line_h() // 2), size=MIN_TEXT, kind="text", colour=SOFT)
        rows = self.code_rows()
        n_recent = len([1 for r, _ in rows if r.colliderect(recent)])
        for i, (rect, row) in enumerate(rows):
            colour = (30, 100, 66) if mouse and rect.collidepoint(mouse) and row.get("code") else (10, 58, 38)
            pygame.draw.rect(surface, colour, rect, border_radius=10)
            self._daily_row(surface, row, rect, None if i < n_recent else i - n_recent + 1)
        if d["history"]:
            code, copied = self.copied if self.copied is not None else ("", None)
            state = device.copy_state(copied) if self.copied is not None else None
            if state in (None, "pending"):
                note, colour = t("stats.tap_to_copy"), (190, 206, 190)
            elif state == "copied":
                note, colour = t("stats.code_copied", code=code), CREAM
            else:
                note, colour = t("stats.copy_failed", code=code), (250, 190, 170)
            body = self.body.inflate(-32, -24)
            font = get_font("text", MIN_TEXT)
            img = font.render(ellipsize(note, font, body.w), True, colour)
            surface.blit(img, img.get_rect(midleft=(body.x, body.bottom - line_h() // 2)))

    def _daily_row(self, surface: pygame.Surface, row: dict, rect: pygame.Rect, rank: int | None) -> None:
        """One daily in its row: the date and the result on the first line, its rules under them."""
        us, them = (list(row.get("scores") or [0, 0]) + [0, 0])[:2]
        x = rect.x + 12
        top = rect.y + rect.h // 2 - line_h() // 2 - 2
        if rank is not None:
            x = label(surface, f"{rank}.", (x, top), size=MIN_TEXT, colour=GOLD).right + 10
        if row.get("playing"):
            text, colour = t("stats.row_playing", us=us, them=them), (170, 210, 250)
        elif row.get("unfinished"):
            text, colour = t("stats.row_unfinished", us=us, them=them), SOFT
        else:
            text = t("stats.row_won" if row.get("won") else "stats.row_lost", us=us, them=them)
            colour = GOLD if row.get("won") else CREAM
        result = label(surface, text, (rect.right - 12, top), size=MIN_TEXT, anchor="midright", colour=colour)
        font = get_font("text", MIN_TEXT)
        label(surface, ellipsize(_date_words(row["date"]), font, result.x - 12 - x), (x, top), size=MIN_TEXT,
              kind="text")
        words = _rules_words(row["rules_key"], font, rect.right - 12 - x)
        img = font.render(words, True, SOFT)
        surface.blit(img, img.get_rect(midleft=(x, top + line_h() + 2)))

    def _draw_verify(self, surface: pygame.Surface) -> None:
        body = self.body.inflate(-32, -24)
        head = label(surface, t("stats.verify_title"), (body.x, body.y + line_h("bold", MIN_TEXT + 1) // 2),
                     size=MIN_TEXT + 1, colour=GOLD)
        self.draw_field(surface)
        below = max(b.rect.bottom for b in self.code_buttons)
        self.draw_answer(surface, body.x, below + GAP + line_h("bold") // 2, body.w)
        if self.added is not None:  # what became of "Al tablero"
            colour = (150, 230, 150) if self.added == "added" else (250, 200, 160)
            font = get_font("text", MIN_TEXT)
            status = t(f"board.status.{self.added}")
            if font.size(status)[0] <= body.right - head.right - GAP:
                label(surface, status, (head.right + GAP, head.centery), size=MIN_TEXT, kind="text", colour=colour)
            else:  # under Al tablero and Ver la partida
                label(surface, ellipsize(status, font, body.w), (body.x, self.after[0].bottom + GAP + line_h() // 2),
                      size=MIN_TEXT, kind="text", colour=colour)
