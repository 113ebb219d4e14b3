"""Estadísticas: matches per variant, the daily streak, envido and truco success, the history of
dailies, the best daily results, and "Verificar un código" (a code or a share link; a verified
one goes to the friends' board, or is watched); the way to the charts, the friends' board and
the backup (the records and the codes are :mod:`scenes.host.records`).
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
from scenes.ui.canvas import HEIGHT, LANDSCAPE, WIDTH
from scenes.ui.dialogs import GOLD, common_event, draw_buttons, fit_text, label, panel, title
from scenes.ui.fonts import get_font
from scenes.ui.i18n import language, t
from scenes.ui.stack import Scene
from scenes.ui.widgets import Button, CREAM, ellipsize, felt, route_buttons
from scenes.ui.words import fitted, rules_words


FRAME_BUDGET = CODE_FRAME_BUDGET
LEFT = pygame.Rect(40, 108, 560, 352)
RIGHT = pygame.Rect(640, 108, 600, 352)
VERIFY = pygame.Rect(40, 500, 1200, 180)
#: the verified code's buttons, right of its answer: to the friends' board, and watch the match
AFTER = (pygame.Rect(VERIFY.right - 372, VERIFY.bottom - 62, 170, 50),
         pygame.Rect(VERIFY.right - 192, VERIFY.bottom - 62, 170, 50))


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

    #: laid out for the landscape canvas only so far: a phone held upright shows it fitted
    fixed_canvas = LANDSCAPE

    def __init__(self, app) -> None:
        super().__init__(app)
        self.data = summary(app.doc, app.today(), self.rules())
        self.init_field(pygame.Rect(VERIFY.x + 22, VERIFY.y + 52, VERIFY.w - 420, 54))
        self.focus: int | None = None
        self.added: str | None = None  # what became of the last "add to the board"
        self.top_buttons = [
            Button(pygame.Rect(40, 30, 170, 50), t("common.back"), "back", key=pygame.K_ESCAPE),
            Button(pygame.Rect(WIDTH - 40 - 3 * 150 - 2 * 10, 30, 150, 50), t("stats.charts"), "charts",
                   kind="envido"),
            Button(pygame.Rect(WIDTH - 40 - 2 * 150 - 10, 30, 150, 50), t("stats.friends"), "friends",
                   kind="envido"),
            Button(pygame.Rect(WIDTH - 40 - 150, 30, 150, 50), t("stats.backup"), "backup"),
        ]
        self.code_buttons = [
            Button(pygame.Rect(VERIFY.right - 372, VERIFY.y + 52, 170, 54), t("stats.paste"),
                   "paste", kind="plain"),
            Button(pygame.Rect(VERIFY.right - 192, VERIFY.y + 52, 170, 54), t("stats.verify"),
                   "verify", kind="primary"),
        ]
        self.copied: tuple[str, object] | None = None  # (code, what copy_to_clipboard returned)
        self.copy_seen: str | None = None

    @property
    def buttons(self) -> list[Button]:
        """Volver, the ways to the other screens, Pegar and Verificar, and, once a code is
        verified, Al tablero and Ver la partida."""
        out = self.top_buttons + self.code_buttons
        if self.result is not None and self.result.get("ok") and self.checking is None:
            out = out + [Button(AFTER[0], t("board.add"), "add", kind="quiero"),
                         Button(AFTER[1], t("replay.watch"), "watch", kind="envido")]
        return out

    def rules(self):
        """The rule set chosen in the menu (its matches get a row of their own)."""
        return rules_from_settings(self.app.settings)

    def clipboard(self) -> str:
        return paste_text()

    def on_enter(self) -> None:
        self.data = summary(self.app.doc, self.app.today(), self.rules())
        self.open_field()
        self.dirty = True

    def set_code(self, code: str) -> None:
        self.added = None
        super().set_code(code)

    # ------------------------------------------------------------------ input
    def handle(self, event: pygame.event.Event) -> None:
        if common_event(self, event, self.close):
            return
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
        """Volver, Gráficos, Amigos, Respaldo, Pegar, Verificar, Al tablero or Ver la partida."""
        if button.action == "back":
            self.close()
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
        surface.blit(felt((WIDTH, HEIGHT)), (0, 0))
        title(surface, t("menu.stats"), (WIDTH // 2, 56), size=54)
        self._draw_left(surface)
        self._draw_right(surface)
        self._draw_verify(surface)
        draw_buttons(surface, self.buttons, self.focus)

    def _draw_left(self, surface: pygame.Surface) -> None:
        d = self.data
        panel(surface, LEFT)
        x, y = LEFT.x + 24, LEFT.y + 30
        label(surface, t("stats.matches"), (x, y), size=26, colour=GOLD)
        cols = (LEFT.x + 270, LEFT.x + 370, LEFT.x + 470)
        for cx, key in zip(cols, ("stats.played", "stats.won", "stats.rate")):
            label(surface, t(key), (cx, y), size=20, kind="text", anchor="center",
                  colour=(200, 214, 200))
        rows = [(t(f"variant.{name}"), d["variants"][name]) for name in ("argentino", "mineiro")]
        rows.append((t("stats.these_rules"), d["these_rules"]))
        for name, v in rows:
            y += 36
            label(surface, name, (x, y), size=24)
            for cx, text in zip(cols, (str(v["played"]), str(v["won"]),
                                       _percent(v["won"], v["played"]))):
                label(surface, text, (cx, y), size=24, anchor="center")
        y += 46
        label(surface, t("stats.calls"), (x, y), size=26, colour=GOLD)
        calls = [("stats.envido", d["envido"]["won"], d["envido"]["called"]),
                 ("stats.truco", d["truco"]["won"], d["truco"]["called"])]
        if d["flor"]["sung"]:
            calls.append(("stats.flor", d["flor"]["won"], d["flor"]["sung"]))
        for key, won, total in calls:
            y += 32
            label(surface, t(key), (x, y), size=22, kind="text")
            label(surface, t("stats.of", won=won, total=total, pct=_percent(won, total)),
                  (LEFT.right - 24, y), size=22, anchor="midright")
        y = LEFT.bottom - 30
        label(surface, t("stats.streak", n=d["streak"], best=d["best_streak"]), (x, y), size=24,
              colour=CREAM)

    def code_rows(self) -> list[tuple[pygame.Rect, dict]]:
        """The daily rows of the right panel (a click copies that daily's share code)."""
        out = []
        y = RIGHT.y + 30
        for row in self.data["history"][:4]:
            y += 34
            out.append((pygame.Rect(RIGHT.x + 14, y - 15, RIGHT.w - 28, 30), row))
        y = RIGHT.y + 200
        for row in self.data["best"][:3]:
            y += 34
            out.append((pygame.Rect(RIGHT.x + 14, y - 15, RIGHT.w - 28, 30), row))
        return out

    def _draw_right(self, surface: pygame.Surface) -> None:
        d = self.data
        panel(surface, RIGHT)
        try:
            mouse = pygame.mouse.get_pos() if pygame.mouse.get_focused() else None
        except pygame.error:
            mouse = None
        for rect, row in self.code_rows():
            if mouse and rect.collidepoint(mouse) and row.get("code"):
                pygame.draw.rect(surface, (30, 100, 66), rect, border_radius=8)
        x, y = RIGHT.x + 24, RIGHT.y + 30
        label(surface, t("stats.history"), (x, y), size=26, colour=GOLD)
        if not d["history"]:
            label(surface, t("stats.no_daily"), (x, y + 40), size=22, kind="text",
                  colour=(200, 214, 200))
        for row in d["history"][:4]:
            y += 34
            self._daily_row(surface, row, x, y)
        y = RIGHT.y + 200
        label(surface, t("stats.best"), (x, y), size=26, colour=GOLD)
        best = [r for r in d["best"]][:3]
        if not best:
            label(surface, "—", (x, y + 36), size=22, kind="text", colour=(200, 214, 200))
        for i, row in enumerate(best):
            y += 34
            label(surface, f"{i + 1}.", (x, y), size=22, colour=GOLD)
            self._daily_row(surface, row, x + 34, y)
        if d["history"]:
            code, copied = self.copied if self.copied is not None else ("", None)
            state = device.copy_state(copied) if self.copied is not None else None
            if state in (None, "pending"):
                note, colour = t("stats.tap_to_copy"), (190, 206, 190)
            elif state == "copied":
                note, colour = t("stats.code_copied", code=code), CREAM
            else:
                note, colour = t("stats.copy_failed", code=code), (250, 190, 170)
            font = fit_text(note, "text", 18, RIGHT.w - 48)
            img = font.render(note, True, colour)
            surface.blit(img, img.get_rect(midleft=(x, RIGHT.bottom - 26)))

    def _daily_row(self, surface: pygame.Surface, row: dict, x: int, y: int) -> None:
        us, them = (list(row.get("scores") or [0, 0]) + [0, 0])[:2]
        label(surface, _date_words(row["date"]), (x, y), size=20, kind="text")
        if row.get("playing"):
            text, colour = t("stats.row_playing", us=us, them=them), (170, 210, 250)
        elif row.get("unfinished"):
            text, colour = t("stats.row_unfinished", us=us, them=them), (200, 214, 200)
        else:
            text = t("stats.row_won" if row.get("won") else "stats.row_lost", us=us, them=them)
            colour = GOLD if row.get("won") else CREAM
        result = label(surface, text, (RIGHT.right - 24, y), size=20, anchor="midright", colour=colour)
        room = result.x - 14 - (x + 170)
        words = _rules_words(row["rules_key"])
        font = fit_text(words, "text", 20, room)
        words = _rules_words(row["rules_key"], font, room)
        img = font.render(words, True, (200, 214, 200))
        surface.blit(img, img.get_rect(midleft=(x + 170, y)))

    def _draw_verify(self, surface: pygame.Surface) -> None:
        panel(surface, VERIFY)
        head = label(surface, t("stats.verify_title"), (VERIFY.x + 22, VERIFY.y + 24), size=24, colour=GOLD)
        self.draw_field(surface)
        width = VERIFY.w - 44 - (AFTER[0].w * 2 + 30 if self.result and self.result.get("ok") else 0)
        self.draw_answer(surface, VERIFY.x + 22, self.field.bottom + 26, width)
        if self.added is not None:  # what became of "Al tablero"
            colour = (150, 230, 150) if self.added == "added" else (250, 200, 160)
            text = ellipsize(t(f"board.status.{self.added}"), get_font("text", 20), VERIFY.right - head.right - 48)
            label(surface, text, (head.right + 24, head.centery), size=20, kind="text", colour=colour)
