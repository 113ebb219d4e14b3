"""Estadísticas, in three tabs: *Partidas* (matches per variant and for the rules chosen, envido,
truco and flor success, the daily streak), *Diario* (the last dailies and the best ones: a tap
copies a daily's share code) and *Verificar* ("Verificar un código"). The records and the codes
are :mod:`scenes.host.records`.
"""
from __future__ import annotations

import datetime as _dt
import time

import pygame

from game import daily as _daily
from scenes.host import device
from scenes.host.records import summary, verify_steps
from scenes.screens.choices import rules_from_settings
from scenes.ui.canvas import GAP, MIN_TEXT, TAP
from scenes.ui.dialogs import GOLD, PAPER, common_event, draw_buttons, draw_paragraph, label, panel, title
from scenes.ui.fonts import fit_size, get_font
from scenes.ui.i18n import language, t
from scenes.ui.place import back_rect, inner, line_h, portrait, split
from scenes.ui.stack import Scene
from scenes.ui.widgets import Button, CREAM, INK, ellipsize, felt, focused_button, route_buttons
from scenes.ui.words import fitted, rules_words


VERIFY_CHARS = set("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz- ")
MAX_CODE = 400  # a partido's code (three chicos) runs to about 200 characters
FRAME_BUDGET = 0.008  # seconds of checking per frame
TABS = ("matches", "daily", "verify")
SOFT_GREEN = (200, 214, 200)


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
        self.tab = "matches"
        self.buttons: list[Button] = []
        self.field = pygame.Rect(0, 0, 0, 0)
        self.body = pygame.Rect(0, 0, 0, 0)
        self.build()
        self.copied: tuple[str, object] | None = None  # (code, what copy_to_clipboard returned)
        self.copy_seen: str | None = None
        # browser: the page's text box over the field (a phone's keyboard, the browser's paste)
        self.box: device.TextBox | None = None
        self.box_text = ""

    def rules(self):
        """The rule set chosen in the menu (its matches get a row of their own)."""
        return rules_from_settings(self.app.settings)

    def build(self) -> None:
        """The buttons and places for the tab shown and the canvas now."""
        box = inner(self.size)
        back = Button(back_rect(self.size, t("common.back")), t("common.back"), "back", key=pygame.K_ESCAPE)
        title_h = line_h("display", 54)
        if portrait(self.size):
            tabs = pygame.Rect(box.x, back.rect.bottom + GAP + title_h, box.w, TAP)
        else:
            w = min(3 * 220 + 2 * GAP, box.w - back.rect.w - GAP - 300)
            tabs = pygame.Rect(box.right - w, box.y, w, TAP)
        self.buttons = [back] + [Button(r, t(f"stats.tab_{name}"), f"tab:{name}",
                                        kind="envido" if name == self.tab else "plain")
                                 for r, name in zip(split(tabs, len(TABS)), TABS)]
        self.body = pygame.Rect(box.x, tabs.bottom + GAP + 8, box.w, box.bottom - tabs.bottom - GAP - 8)
        if self.tab == "verify":
            body = self.body.inflate(-32, -24)
            y = body.y + line_h("bold", MIN_TEXT + 1) + 10
            if portrait(self.size):
                self.field = pygame.Rect(body.x, y, body.w, TAP)
                row = pygame.Rect(body.x, self.field.bottom + GAP, body.w, TAP)
                paste, verify = split(row, 2)
            else:
                buttons_w = 2 * 200 + GAP
                self.field = pygame.Rect(body.x, y, body.w - buttons_w - GAP, TAP)
                paste, verify = split(pygame.Rect(self.field.right + GAP, y, buttons_w, TAP), 2)
            self.buttons += [Button(paste, t("stats.paste"), "paste", kind="plain"),
                             Button(verify, t("stats.verify"), "verify", kind="primary")]
        else:
            self.field = pygame.Rect(0, 0, 0, 0)
        self.dirty = True

    def relayout(self) -> None:
        self.build()
        self._sync_box(moved=True)

    def show_tab(self, tab: str) -> None:
        """Show the tab ``tab`` (the page's text box comes and goes with Verificar)."""
        if tab in TABS and tab != self.tab:
            self.tab = tab
            self.build()
            self._sync_box()

    def tab_of(self, action: str) -> str | None:
        """The tab that holds the button ``action``."""
        return "verify" if action in ("paste", "verify") else None

    def _sync_box(self, moved: bool = False) -> None:
        """The browser's text box over the field while Verificar is shown (moved with it), and
        the keyboard's text input."""
        if self.tab == "verify" and self.app.top is self:
            try:
                pygame.key.start_text_input()
                pygame.key.set_text_input_rect(self.field)
            except pygame.error:
                pass
            if self.box is None or moved:
                if self.box is not None:
                    self.box.close()
                self.box = device.text_box(self.field, self.code)
                self.box_text = self.code
        else:
            if self.box is not None:
                self.box.close()
                self.box = None
            try:
                pygame.key.stop_text_input()
            except pygame.error:
                pass

    def on_enter(self) -> None:
        self.data = summary(self.app.doc, self.app.today(), self.rules())
        self._sync_box()
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
        """Volver, a tab, Pegar or Verificar."""
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
        surface.blit(felt(self.size), (0, 0))
        back = self.buttons[0].rect
        tabs = self.buttons[1].rect
        heading = t("menu.stats")
        if portrait(self.size):
            centre, room = (self.size[0] // 2, back.bottom + GAP // 2 + line_h("display", 54) // 2), inner(self.size).w
        else:
            centre, room = ((back.right + tabs.x) // 2, back.centery), tabs.x - back.right - 2 * GAP
        title(surface, heading, centre, size=fit_size(heading, "display", 54, room, MIN_TEXT))
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
                  anchor="center", colour=SOFT_GREEN)
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
        """The Diario tab: where the last dailies go, where the best ones go, and the rows' height."""
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
            draw_paragraph(surface, t("stats.no_daily"), recent, size=MIN_TEXT, colour=SOFT_GREEN, spacing=0)
        if not d["best"]:
            label(surface, "—", (best.x, best.y + line_h() // 2), size=MIN_TEXT, kind="text", colour=SOFT_GREEN)
        n_recent = len([1 for r, _ in self.code_rows() if r.colliderect(recent)])
        for i, (rect, row) in enumerate(self.code_rows()):
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
            label(surface, f"{rank}.", (x, top), size=MIN_TEXT, colour=GOLD)
            x += 34
        label(surface, _date_words(row["date"]), (x, top), size=MIN_TEXT, kind="text")
        if row.get("playing"):
            text, colour = t("stats.row_playing", us=us, them=them), (170, 210, 250)
        elif row.get("unfinished"):
            text, colour = t("stats.row_unfinished", us=us, them=them), SOFT_GREEN
        else:
            text = t("stats.row_won" if row.get("won") else "stats.row_lost", us=us, them=them)
            colour = GOLD if row.get("won") else CREAM
        label(surface, text, (rect.right - 12, top), size=MIN_TEXT, anchor="midright", colour=colour)
        font = get_font("text", MIN_TEXT)
        words = _rules_words(row["rules_key"], font, rect.right - 12 - x)
        img = font.render(words, True, SOFT_GREEN)
        surface.blit(img, img.get_rect(midleft=(x, top + line_h() + 2)))

    def _draw_verify(self, surface: pygame.Surface) -> None:
        body = self.body.inflate(-32, -24)
        label(surface, t("stats.verify_title"), (body.x, body.y + line_h("bold", MIN_TEXT + 1) // 2),
              size=MIN_TEXT + 1, colour=GOLD)
        pygame.draw.rect(surface, PAPER, self.field, border_radius=10)
        pygame.draw.rect(surface, GOLD, self.field, width=2, border_radius=10)
        font = get_font("bold", MIN_TEXT + 1)
        if self.code:
            img = font.render(self.code, True, INK)
            clip = self.field.inflate(-24, 0)
            src = pygame.Rect(max(0, img.get_width() - clip.w), 0, clip.w, img.get_height())
            surface.blit(img, img.get_rect(midleft=clip.midleft), src)
            caret_x = min(clip.right, clip.x + img.get_width()) + 2
        else:
            hint_font = get_font("text", MIN_TEXT)
            hint = hint_font.render(ellipsize(t("stats.code_hint"), hint_font, self.field.w - 24), True,
                                    (130, 120, 100))
            surface.blit(hint, hint.get_rect(midleft=(self.field.x + 12, self.field.centery)))
            caret_x = self.field.x + 10
        pygame.draw.line(surface, INK, (caret_x, self.field.y + 12), (caret_x, self.field.bottom - 12), 2)
        r = self.result
        below = max(b.rect.bottom for b in self.buttons if b.action in ("paste", "verify"))
        area = pygame.Rect(body.x, max(self.field.bottom, below) + GAP, body.w,
                           body.bottom - max(self.field.bottom, below) - GAP)
        if self.checking is not None:
            draw_paragraph(surface, t("stats.checking"), area, size=MIN_TEXT, kind="bold", spacing=0, clip=True)
        if r is None:
            return
        if r["ok"]:
            res = r.get("result") or {}
            head = t("stats.verified_won" if res.get("won") else "stats.verified_lost")
            y = draw_paragraph(surface, head, area, size=MIN_TEXT, kind="bold", colour=(150, 230, 150),
                               spacing=0, clip=True)
            # the share line without its last part, the code (it is in the field above)
            text = str(r["text"]).rpartition(" \u00b7 ")[0] or str(r["text"])
            draw_paragraph(surface, text, pygame.Rect(area.x, y + 4, area.w, area.bottom - y - 4),
                           size=MIN_TEXT, spacing=0, clip=True)
        else:
            y = draw_paragraph(surface, r["error"], area, size=MIN_TEXT, kind="bold", colour=(255, 170, 150),
                               spacing=0, clip=True)
            if r.get("detail"):
                detail = r["detail"] if len(r["detail"]) < 110 else r["detail"][:107] + "…"
                draw_paragraph(surface, detail, pygame.Rect(area.x, y + 4, area.w, area.bottom - y - 4),
                               size=MIN_TEXT, colour=(210, 200, 190), spacing=0, clip=True)
