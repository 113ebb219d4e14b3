"""Estadísticas: matches per variant, the daily streak, envido and truco success, the history of
dailies, the best daily results, and "Verificar un código" (the records and the codes are
:mod:`scenes.host.records`).
"""
from __future__ import annotations

import datetime as _dt
import time

import pygame

from game import daily as _daily
from scenes.host import device
from scenes.host.records import summary, verify_steps
from scenes.screens.choices import rules_from_settings
from scenes.ui.canvas import HEIGHT, WIDTH
from scenes.ui.dialogs import GOLD, PAPER, common_event, draw_buttons, fit_text, label, panel, title
from scenes.ui.fonts import get_font
from scenes.ui.i18n import language, t
from scenes.ui.stack import Scene
from scenes.ui.widgets import Button, CREAM, INK, ellipsize, felt, route_buttons
from scenes.ui.words import fitted, rules_words


VERIFY_CHARS = set("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz- ")
MAX_CODE = 400  # a partido's code (three chicos) runs to about 200 characters
FRAME_BUDGET = 0.008  # seconds of checking per frame
LEFT = pygame.Rect(40, 108, 560, 352)
RIGHT = pygame.Rect(640, 108, 600, 352)
VERIFY = pygame.Rect(40, 500, 1200, 180)


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


def paste_text() -> str:
    """The clipboard's text ("" when there is none or no clipboard)."""
    try:
        import pygame.scrap as scrap
        if hasattr(scrap, "get_text"):
            return scrap.get_text() or ""
        if not scrap.get_init():
            scrap.init()
        raw = scrap.get(pygame.SCRAP_TEXT)
        return raw.decode("utf-8", "ignore").rstrip("\x00") if raw else ""
    except Exception:
        return ""


class StatsScene(Scene):
    """Estadísticas and "Verificar un código"."""

    def __init__(self, app) -> None:
        super().__init__(app)
        self.data = summary(app.doc, app.today(), self.rules())
        self.code = ""
        self.result: dict | None = None
        self.checking = None  # the verify_steps generator while a code is being checked
        self.focus: int | None = None
        self.buttons = [
            Button(pygame.Rect(40, 30, 170, 50), t("common.back"), "back", key=pygame.K_ESCAPE),
            Button(pygame.Rect(VERIFY.right - 372, VERIFY.y + 52, 170, 54), t("stats.paste"),
                   "paste", kind="plain"),
            Button(pygame.Rect(VERIFY.right - 192, VERIFY.y + 52, 170, 54), t("stats.verify"),
                   "verify", kind="primary"),
        ]
        self.field = pygame.Rect(VERIFY.x + 22, VERIFY.y + 52, VERIFY.w - 420, 54)
        self.copied: tuple[str, object] | None = None  # (code, what copy_to_clipboard returned)
        self.copy_seen: str | None = None
        # browser: the page's text box over the field (a phone's keyboard, the browser's paste)
        self.box: device.TextBox | None = None
        self.box_text = ""

    def rules(self):
        """The rule set chosen in the menu (its matches get a row of their own)."""
        return rules_from_settings(self.app.settings)

    def on_enter(self) -> None:
        self.data = summary(self.app.doc, self.app.today(), self.rules())
        try:
            pygame.key.start_text_input()
            pygame.key.set_text_input_rect(self.field)
        except pygame.error:
            pass
        if self.box is None:
            self.box = device.text_box(self.field, self.code)
            self.box_text = self.code
        self.dirty = True

    # ------------------------------------------------------------------ input
    def type_text(self, text: str) -> None:
        """Add typed or pasted characters to the code (only those a code may hold)."""
        kept = "".join(c for c in text if c in VERIFY_CHARS)
        self.set_code((self.code + kept)[:MAX_CODE])

    def set_code(self, code: str) -> None:
        """The field's text is ``code`` (the page's text box too, in the browser)."""
        self.code = code
        self.result = None
        self.dirty = True
        if self.box is not None and code != self.box_text:
            self.box.write(code)
            self.box_text = code

    def read_box(self) -> None:
        """Browser: take what was typed or pasted into the page's text box; Enter there verifies."""
        box = self.box
        if box is None:
            return
        text = box.read()
        if text != self.box_text:
            self.box_text = text
            kept = "".join(c for c in text if c in VERIFY_CHARS)[:MAX_CODE]
            self.set_code(kept)  # writes the filtered text back when it differs
        if box.entered():
            self.run_verify()

    def paste(self) -> None:
        """Pegar (or Ctrl+V): the page's paste in the browser, pygame's clipboard elsewhere."""
        if self.box is not None:
            self.box.paste()
        else:
            self.type_text(paste_text())

    def handle(self, event: pygame.event.Event) -> None:
        if common_event(self, event, self.close):
            return
        if event.type == pygame.TEXTINPUT:
            self.type_text(event.text)
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
        if event.type == pygame.KEYDOWN:
            ctrl = event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META)
            if event.key == pygame.K_v and ctrl:
                self.paste()
                return
            if event.key == pygame.K_BACKSPACE:
                self.set_code(self.code[:-1])
                return
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.focus is None:
                self.run_verify()
                return
            if event.key == pygame.K_SPACE and self.focus is None:
                return  # a space typed into the field arrives as TEXTINPUT
        route_buttons(self, event)

    def press(self, button: Button) -> None:
        """Volver, Pegar or Verificar."""
        if button.action == "back":
            self.close()
        elif button.action == "paste":
            self.paste()
        else:
            self.run_verify()

    def run_verify(self) -> None:
        """Start checking the typed code; :meth:`update` advances it a slice per frame."""
        self.checking = verify_steps(self.code)
        self.result = None
        self.dirty = True

    def update(self, dt: float) -> None:
        if self.box is not None:
            self.read_box()
        if self.copied is not None:
            state = device.copy_state(self.copied[1])
            if state != self.copy_seen:  # the page's answer arrived: show it
                self.copy_seen = state
                self.dirty = True
        if self.checking is None:
            return
        end = time.perf_counter() + FRAME_BUDGET
        try:
            while time.perf_counter() < end:
                next(self.checking)
        except StopIteration as stop:
            self.checking = None
            self.result = stop.value
        except Exception as exc:  # never let a bad code break the screen
            self.checking = None
            self.result = {"ok": False, "error": t("verify.bad"), "detail": str(exc)}
        self.dirty = True

    def animating(self) -> bool:
        return self.checking is not None

    def close(self) -> None:
        """Back to the menu."""
        try:
            pygame.key.stop_text_input()
        except pygame.error:
            pass
        if self.box is not None:
            self.box.close()
            self.box = None
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
        label(surface, t("stats.verify_title"), (VERIFY.x + 22, VERIFY.y + 24), size=24, colour=GOLD)
        pygame.draw.rect(surface, PAPER, self.field, border_radius=10)
        pygame.draw.rect(surface, GOLD, self.field, width=2, border_radius=10)
        font = get_font("bold", 24)
        if self.code:
            img = font.render(self.code, True, INK)
            clip = self.field.inflate(-24, 0)
            src = pygame.Rect(max(0, img.get_width() - clip.w), 0, clip.w, img.get_height())
            surface.blit(img, img.get_rect(midleft=clip.midleft), src)
            caret_x = min(clip.right, clip.x + img.get_width()) + 2
        else:
            hint = get_font("text", 22).render(t("stats.code_hint"), True, (130, 120, 100))
            surface.blit(hint, hint.get_rect(midleft=(self.field.x + 12, self.field.centery)))
            caret_x = self.field.x + 10
        pygame.draw.line(surface, INK, (caret_x, self.field.y + 12), (caret_x, self.field.bottom - 12), 2)
        r = self.result
        y = self.field.bottom + 26
        if self.checking is not None:
            label(surface, t("stats.checking"), (VERIFY.x + 22, y), size=22, colour=CREAM)
        if r is None:
            return
        if r["ok"]:
            res = r.get("result") or {}
            head = t("stats.verified_won" if res.get("won") else "stats.verified_lost")
            label(surface, head, (VERIFY.x + 22, y), size=22, colour=(150, 230, 150))
            # the share line without its last part, the code (it is in the field above)
            text = str(r["text"]).rpartition(" \u00b7 ")[0] or str(r["text"])
            font = get_font("text", 19)
            label(surface, ellipsize(text, font, VERIFY.w - 44), (VERIFY.x + 22, y + 28), size=19,
                  kind="text")
        else:
            label(surface, r["error"], (VERIFY.x + 22, y), size=22, colour=(255, 170, 150))
            if r.get("detail"):
                detail = r["detail"] if len(r["detail"]) < 110 else r["detail"][:107] + "…"
                label(surface, detail, (VERIFY.x + 22, y + 26), size=18, kind="text",
                      colour=(210, 200, 190))
