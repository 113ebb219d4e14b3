"""The main menu: Diario, Nueva partida, Continuar, the rules choice, difficulty and language.

The rules choice is remembered in ``app.settings`` (``variant``, ``players``, ``flor``, ``target``,
``difficulty``, ``language``) and saved at once. Mineiro is always 4 players to 12 without flor;
the Argentine choices stay remembered while Mineiro is picked.
"""
from __future__ import annotations

import time

import pygame

from game.rules import Rules
from scenes import registry, saves
from scenes import stats as glue
from scenes.base import HEIGHT, WIDTH, Scene
from scenes.cards import CardArt
from scenes.dialogs import (GOLD, dim, draw_buttons, is_back, is_touch_echo, label, option_row, panel,
                            title)
from scenes.choices import TARGETS, rules_from_settings, saved_words, start_new_match
from scenes.i18n import format_date, set_language, t
from scenes.widgets import Button, CREAM, felt, focused_button, route_buttons
from scenes.words import rules_words

FRAME_BUDGET = 0.008  # seconds of replaying per frame
#: offer the Lecciones on the first start (tests of other screens turn it off)
OFFER_LESSONS = True
LEVELS = ("facil", "normal", "dificil")
LANGS = ("es", "pt", "en")


def open_table(app, match, daily: dict | None = None) -> None:
    """Replace the stack with the table for ``match``."""
    registry.replace(app, "table", match, daily=daily)


class MenuScene(Scene):
    """The first screen."""

    def __init__(self, app) -> None:
        super().__init__(app)
        self.focus: int | None = None
        self.buttons: list[Button] = []
        self.today = app.today()
        self.message = ""
        self._cards = None
        #: (replay_steps generator, daily) while a daily in progress is being rebuilt
        self.pending: tuple | None = None
        self.build()

    # ------------------------------------------------------------------ state
    @property
    def rules(self) -> Rules:
        """The rules chosen now."""
        return rules_from_settings(self.app.settings)

    def daily_info(self) -> tuple[str, dict | None]:
        """Today's daily for the current rules: ``("new"|"progress"|"done", record)``."""
        return saves.diario_state(self.app.doc, self.today, self.rules)

    def has_saved_match(self) -> bool:
        """Whether your own match (not the Diario) is saved in progress."""
        return saves.saved(self.app.doc, saves.OWN) is not None

    def saved_words(self) -> str:
        """What Continuar resumes (:func:`saved_words`)."""
        return saved_words(self.app)

    def lessons_seen(self) -> bool:
        """Whether any lesson has been finished (the Lecciones button is gold until then)."""
        return bool(saves.lesson_progress(self.app.doc)["done"])

    def offer_lessons(self) -> bool:
        """On the first start, once: offer the lessons (True when the offer was shown)."""
        data = saves.lesson_progress(self.app.doc)
        if not OFFER_LESSONS or data["offered"] or self.app.top is not self:
            return False
        data["offered"] = True
        self.app.save()

        def answer(action: str) -> None:
            if action == "lessons":
                registry.replace(self.app, "lessons")
        registry.push(self.app, "message", t("lessons.offer_title"), t("lessons.offer_text"),
                      [(t("lessons.offer_yes"), "lessons", "primary"),
                       (t("lessons.offer_no"), "later", "plain")], answer)
        return True

    def on_enter(self) -> None:
        set_language(self.app.settings.get("language", "es"))
        self._cards = None  # the four-colour setting may have changed
        self.today = self.app.today()
        self.build()
        self.dirty = True
        if not self.app.show_notices():
            self.offer_lessons()

    # ------------------------------------------------------------------ layout
    def build(self) -> None:
        """(Re)build the buttons from the settings (after any change)."""
        s = self.app.settings
        state, rec = self.daily_info()
        if state == "done" and rec:
            us, them = (list(rec.get("scores") or [0, 0]) + [0, 0])[:2]
            status = t("menu.daily_won" if rec.get("won") else "menu.daily_lost", us=us, them=them)
        else:
            status = t(f"menu.daily_{state}")
        # under the Diario button: which rules today's Diario is played with, its state, and why
        # the state follows the rules panel (each rules choice has a Diario of its own)
        self.daily_lines = [t("menu.daily_rules", rules=rules_words(self.rules))]
        others = saves.diarios_today(self.app.doc, self.today) - {glue.rules_key(self.rules)}
        self.daily_lines.append(t("menu.daily_others", state=status, n=len(others)) if others
                                else t("menu.daily_each", state=status))
        x, w = 110, 400
        saved = self.has_saved_match()
        col = [
            Button(pygame.Rect(x, 232, w, 66), t("menu.daily", date=format_date(self.today)),
                   "daily", kind="primary", key=pygame.K_d),
            Button(pygame.Rect(x, 372, w, 56), t("menu.new"), "new", kind="quiero", key=pygame.K_n),
            Button(pygame.Rect(x, 440, w, 66), t("menu.continue"), "continue",
                   kind="envido" if saved else "plain", enabled=saved, key=pygame.K_c,
                   sub=self.saved_words() or None),
            Button(pygame.Rect(x, 518, (w - 12) // 2, 52), t("menu.howto"), "howto"),
            Button(pygame.Rect(x + (w + 12) // 2, 518, (w - 12) // 2, 52), t("lessons.title"),
                   "lessons", kind="truco" if not self.lessons_seen() else "plain", key=pygame.K_l),
            Button(pygame.Rect(x, 580, w, 52), t("menu.stats"), "stats"),
            Button(pygame.Rect(x, 642, w, 52), t("menu.settings"), "settings"),
        ]
        mineiro = s.get("variant") == "mineiro"
        ox = 826
        rows = []
        rows += option_row(ox, 200, [(t("variant.argentino"), "variant:argentino"),
                                     (t("variant.mineiro"), "variant:mineiro")],
                           f"variant:{s.get('variant', 'argentino')}", width=190)
        players = 4 if mineiro else s.get("players", 2)
        rows += option_row(ox, 272, [(t("menu.p2"), "players:2"), (t("menu.p4"), "players:4")],
                           f"players:{players}", width=190, enabled=not mineiro)
        flor = "flor:off" if mineiro else ("flor:on" if s.get("flor") else "flor:off")
        rows += option_row(ox, 344, [(t("menu.flor_on"), "flor:on"), (t("menu.flor_off"), "flor:off")],
                           flor, width=190, enabled=not mineiro)
        target = self.rules.target
        rows += option_row(ox, 416, [("15", "target:15"), ("30", "target:30")],
                           f"target:{target}", width=80, enabled=not mineiro)
        rows.append(Button(pygame.Rect(ox + 190, 416, 56, 48), "–", "target:-", enabled=not mineiro
                           and target > TARGETS[0]))
        rows.append(Button(pygame.Rect(ox + 334, 416, 56, 48), "+", "target:+", enabled=not mineiro
                           and target < TARGETS[-1]))
        rows += option_row(ox, 488, [(t(f"level.{lv}"), f"level:{lv}") for lv in LEVELS],
                           f"level:{s.get('difficulty', 'normal')}", width=123)
        rows += option_row(ox, 560, [(t(f"lang.{lg}"), f"lang:{lg}") for lg in LANGS],
                           f"lang:{s.get('language', 'es')}", width=123)
        self.target_rect = pygame.Rect(ox + 246, 416, 88, 48)
        self.buttons = col + rows
        self.dirty = True

    # ------------------------------------------------------------------ frames
    def update(self, dt: float) -> None:
        """Rebuild a daily in progress a slice at a time (the computer players think again)."""
        if self.pending is None:
            return
        steps, _ = self.pending
        end = time.perf_counter() + FRAME_BUDGET
        try:
            while time.perf_counter() < end:
                next(steps)
        except StopIteration as stop:
            self.pending = None
            match, daily, level = stop.value
            if not match.over:
                # the Diario slot holds it from now on (with the level it is played at)
                saves.put(self.app.doc, match, daily, level, self.today,
                          hints=saves.hints_used(self.app.doc, self.today, self.rules))
                self.app.save()
                open_table(self.app, match, daily)
                return
            self.message = t("menu.resume_failed")
            self.build()
        except saves.ResumeError as error:
            self.pending = None
            if error.kind == "slot":
                self._drop_broken(saves.DIARIO)
            else:
                if error.kind == "record":
                    saves.drop_record(self.app.doc, self.today, self.rules,
                                      getattr(self.app.store, "keep_aside", None))
                    self.app.save()
                self.message = t("menu.resume_failed")
                self.build()
        self.dirty = True

    def animating(self) -> bool:
        return self.pending is not None

    # ------------------------------------------------------------------ input
    def handle(self, event: pygame.event.Event) -> None:
        if self.pending is not None:  # the daily is being rebuilt: wait
            return
        if event.type == pygame.MOUSEMOTION or is_touch_echo(event):
            self.dirty = True
            return
        if is_back(event):
            return
        route_buttons(self, event)

    def press(self, button: Button) -> None:
        """Do what a menu button says."""
        s = self.app.settings
        kind, _, arg = button.action.partition(":")
        focused = focused_button(self.buttons, self.focus)
        keep = focused.action if focused is not None else None
        if kind == "daily":
            return self.start_daily()
        if kind == "new":
            return self.start_new()
        if kind == "continue":
            return self.resume()
        if kind == "lessons":
            registry.replace(self.app, "lessons")
            return
        if kind in ("howto", "stats", "settings"):
            return self.open(kind)
        if kind == "variant":
            s["variant"] = arg
        elif kind == "players":
            s["players"] = int(arg)
        elif kind == "flor":
            s["flor"] = arg == "on"
        elif kind == "target":
            current = self.rules.target
            if arg == "-":
                s["target"] = max(TARGETS[0], current - 5)
            elif arg == "+":
                s["target"] = min(TARGETS[-1], current + 5)
            else:
                s["target"] = int(arg)
        elif kind == "level":
            s["difficulty"] = arg
        elif kind == "lang":
            s["language"] = arg
            set_language(arg)
        self.app.save()
        self.build()
        if keep is not None:  # keep the keyboard focus on the same control
            live = [b for b in self.buttons if b.enabled]
            for i, b in enumerate(live):
                if b.action == keep:
                    self.focus = i
                    break
            else:
                self.focus = None

    # ------------------------------------------------------------------ actions
    def start_new(self) -> None:
        """Nueva partida with the chosen rules (asks first over a saved match of your own)."""
        start_new_match(self.app, self.rules, resume=self.resume)

    def start_daily(self) -> None:
        """Today's daily: new, resumed (over the next frames when it must be replayed), or (when
        finished) its result in the statistics."""
        state, _entry = self.daily_info()
        if state == "done":
            return self.open("stats")
        if state == "progress":
            steps = saves.diario_steps(self.app.doc, self.today, self.rules,
                                       self.app.settings.get("difficulty", "normal"))
            self.pending = (steps, None)  # opened by update(), over frames when it must be replayed
            self.dirty = True
            return
        match = glue.daily_match(self.today, self.rules)
        daily = {"date": self.today.isoformat(), "rules_key": glue.rules_key(match.rules)}
        open_table(self.app, match, daily)

    def resume(self) -> None:
        """Continuar: your own match in progress (a copy is kept of one that no longer loads)."""
        from game.match import Match
        slot = saves.saved(self.app.doc, saves.OWN)
        if slot is None:
            return
        try:
            match = Match.from_json(slot["save"])
        except ValueError:
            self._drop_broken(saves.OWN)
            return
        if match.over:
            saves.clear(self.app.doc, saves.OWN)
            self.app.save()
            self.build()
            return
        open_table(self.app, match, None)

    def _drop_broken(self, kind: str) -> None:
        """A saved match that does not load: keep a copy aside, empty its slot, say so."""
        import json
        slot = self.app.doc.get(kind)
        keep = getattr(self.app.store, "keep_aside", None)
        if keep is not None and slot is not None and keep(f"{kind}-broken", json.dumps(slot)) is None:
            self.message = t("menu.resume_failed")  # no copy could be kept: leave it as it is
            self.build()
            return
        self.app.doc[kind] = None
        self.app.save()
        self.message = t("menu.resume_failed")
        self.build()

    def open(self, what: str) -> None:
        """Push Cómo jugar, Estadísticas or Ajustes."""
        registry.push(self.app, what)

    # ------------------------------------------------------------------ drawing
    def _fan(self) -> list[pygame.Surface]:
        if self._cards is None:
            art = CardArt(86, 133, bool(self.app.settings.get("four_colour")))
            self._cards = [art.face(c) for c in ("7o", "7e", "1b", "1e")]
        return self._cards

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(felt((WIDTH, HEIGHT)), (0, 0))
        for i, img in enumerate(self._fan()):
            rot = pygame.transform.rotozoom(img, 24 - i * 16, 1.0)
            surface.blit(rot, rot.get_rect(center=(470 + i * 34, 124 + abs(i - 1.5) * 8)))
        title(surface, t("app.title"), (236, 112), size=120, colour=(250, 226, 150))
        label(surface, t("menu.subtitle"), (236, 196), size=24, colour=CREAM, anchor="center",
              kind="text")
        box = pygame.Rect(644, 112, 586, 510)
        panel(surface, box)
        label(surface, t("menu.rules"), (box.centerx, 150), size=34, colour=GOLD, kind="display",
              anchor="center")
        rows = [("menu.variant", 224), ("menu.players", 296), ("menu.flor", 368),
                ("menu.target", 440), ("menu.difficulty", 512), ("menu.language", 584)]
        for key, y in rows:
            label(surface, t(key), (668, y), size=22)
        mineiro = self.app.settings.get("variant") == "mineiro"
        target = self.rules.target
        label(surface, str(target), self.target_rect.center, size=28, anchor="center",
              colour=(140, 140, 130) if mineiro else CREAM)
        if mineiro:
            label(surface, t("menu.mineiro_note"), (box.centerx, box.bottom + 38), size=20,
                  kind="text", anchor="center")
        draw_buttons(surface, self.buttons, self.focus)
        daily = self.buttons[0].rect
        for i, line in enumerate(self.daily_lines):
            label(surface, line, (daily.centerx, daily.bottom + 16 + 24 * i), size=18, kind="text",
                  anchor="center", colour=(250, 226, 150) if i == 0 else CREAM)
        if self.pending is not None:
            dim(surface, 170)
            box = pygame.Rect(0, 0, 620, 130)
            box.center = (WIDTH // 2, HEIGHT // 2)
            panel(surface, box)
            title(surface, t("menu.preparing"), box.center, size=48)
        if self.message:
            label(surface, self.message, (WIDTH // 2, 700), size=20, kind="text", anchor="center")
