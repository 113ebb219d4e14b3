"""The main menu: Diario, Nueva partida, Continuar, the rules choice, difficulty and language.

The rules panel (right): named rule sets (:mod:`game.presets`) with the one in play lit (or
"Personalizado"), then each option: variant, players, flor, envido raises, target (5–30 in steps
of 5), chicos (one, or a partido: the first to win two), señas (4 players, RULES.md Part D: a
toggle at the end of the players' row, lit when on), and the computer players' level. The rules choice is remembered in ``app.settings`` (``variant``,
``players``, ``flor``, ``target``, ``envido_raises``, ``chicos``, ``senas``, ``difficulty``,
``language``) and saved at once. Mineiro is always
4 players to 12 without flor, envido or chicos: those rows are greyed, with the reason; the
Argentine choices stay remembered while Mineiro is picked.
"""
from __future__ import annotations

import time

import pygame

from game import presets
from game.rules import Rules
from scenes.host import records, saves
from scenes.screens.choices import (TARGETS, apply_preset, argentine_rules, chosen_rivals, rules_from_settings,
                                    saved_words, start_new_match)
from scenes.ui import registry
from scenes.ui.canvas import HEIGHT, WIDTH
from scenes.ui.card_art import CardArt
from scenes.ui.dialogs import (GOLD, common_event, dim, draw_buttons, fit_text, label, option_row, panel,
                               title)
from scenes.ui.fonts import get_font
from scenes.ui.i18n import format_date, set_language, t
from scenes.ui.stack import Scene
from scenes.ui.widgets import Button, CREAM, felt, focused_button, route_buttons
from scenes.ui.words import fitted, rules_words

FRAME_BUDGET = 0.008  # seconds of replaying per frame
#: offer the Lecciones on the first start (tests of other screens turn it off)
OFFER_LESSONS = True
LEVELS = ("facil", "normal", "dificil")
LANGS = ("es", "pt", "en")
#: the rules panel: the box, the language chips' left edge, the presets' first row, the options'
#: controls' left edge, and each option row's top
PANEL = pygame.Rect(644, 26, 586, 668)
LANG_X = PANEL.right - 12 - 3 * 58 - 2 * 8
PRESET_Y = PANEL.y + 58
OX = 826
ROWS = (("variant", 246), ("players", 298), ("flor", 350), ("envido", 402), ("target", 454),
        ("chicos", 506), ("difficulty", 580), ("rivals", 632))
ROW_H = 46


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
        self._cards: list[pygame.Surface] | None = None
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
        state, rec = self.daily_info()
        if state == "done" and rec:
            us, them = (list(rec.get("scores") or [0, 0]) + [0, 0])[:2]
            status = t("menu.daily_won" if rec.get("won") else "menu.daily_lost", us=us, them=them)
        else:
            status = t(f"menu.daily_{state}")
        # under the Diario button: which rules today's Diario is played with, its state, and why
        # the state follows the rules panel (each rules choice has a Diario of its own)
        self.daily_lines = [fitted([t("menu.daily_rules", rules=rules_words(self.rules, short))
                                    for short in (False, True)], get_font("text", 18), 540)]
        others = saves.diarios_today(self.app.doc, self.today) - {records.rules_key(self.rules)}
        self.daily_lines.append(t("menu.daily_others", state=status, n=len(others)) if others
                                else t("menu.daily_each", state=status))
        x, w = 110, 400
        saved = self.has_saved_match()
        half = (w - 12) // 2
        col = [
            Button(pygame.Rect(x, 232, w, 66), t("menu.daily", date=format_date(self.today)),
                   "daily", kind="primary", key=pygame.K_d),
            Button(pygame.Rect(x, 372, w, 56), t("menu.new"), "new", kind="quiero", key=pygame.K_n),
            Button(pygame.Rect(x, 438, w, 58), t("tour.title"), "tour", kind="truco", key=pygame.K_g,
                   sub=self.tour_words()),
            Button(pygame.Rect(x, 506, w, 66), t("menu.continue"), "continue",
                   kind="envido" if saved else "plain", enabled=saved, key=pygame.K_c,
                   sub=self.saved_words() or None),
            Button(pygame.Rect(x, 582, half, 52), t("menu.howto"), "howto"),
            Button(pygame.Rect(x + (w + 12) // 2, 582, half, 52), t("lessons.title"),
                   "lessons", kind="truco" if not self.lessons_seen() else "plain", key=pygame.K_l),
            Button(pygame.Rect(x, 644, half, 50), t("menu.stats"), "stats"),
            Button(pygame.Rect(x + (w + 12) // 2, 644, half, 50), t("menu.settings"), "settings"),
        ]
        self.buttons = col + self.rules_buttons()
        self.dirty = True

    def rules_buttons(self) -> list[Button]:
        """The rules panel's buttons (see the module docstring; rows at :data:`ROWS`)."""
        s = self.app.settings
        rules = self.rules
        mineiro = rules.variant == "mineiro"
        argentine = argentine_rules(s)
        out = [Button(pygame.Rect(LANG_X + i * 66, PANEL.y + 6, 58, 44), t(f"lang_short.{lg}"),
                      f"lang:{lg}", kind="primary" if s.get("language", "es") == lg else "plain")
               for i, lg in enumerate(LANGS)]
        lit = presets.active(rules)
        for i, p in enumerate(presets.PRESETS):
            rect = pygame.Rect(PANEL.x + 20 + (i % 3) * 188, PRESET_Y + (i // 3) * 50, 178, 44)
            out.append(Button(rect, t(f"preset.{p.name}"), f"preset:{p.name}",
                              kind="primary" if p.name == lit else "plain"))
        y = dict(ROWS)
        out += option_row(OX, y["variant"], [(t("variant.argentino"), "variant:argentino"),
                                             (t("variant.mineiro"), "variant:mineiro")],
                          f"variant:{rules.variant}", width=190, height=ROW_H)
        out += option_row(OX, y["players"], [(t("menu.p2"), "players:2"), (t("menu.p4"), "players:4")],
                          f"players:{rules.players}", width=123, height=ROW_H, enabled=not mineiro)
        # señas are a way of playing in pairs: a toggle at the end of the players' row (Mineiro too)
        out.append(Button(pygame.Rect(OX + 266, y["players"], 123, ROW_H), t("menu.senas_on"),
                          "senas:off" if rules.senas else "senas:on",
                          kind="primary" if rules.senas else "plain", enabled=rules.players == 4))
        out += option_row(OX, y["flor"], [(t("menu.flor_on"), "flor:on"), (t("menu.flor_off"), "flor:off")],
                          "flor:on" if rules.flor else "flor:off", width=190, height=ROW_H,
                          enabled=not mineiro)
        raises = None if mineiro else ("raises:on" if rules.envido_raises else "raises:off")
        out += option_row(OX, y["envido"], [(t("menu.raises_on"), "raises:on"),
                                            (t("menu.raises_off"), "raises:off")],
                          raises, width=190, height=ROW_H, enabled=not mineiro)
        target = None if mineiro else f"target:{argentine.target}"
        out += option_row(OX, y["target"], [(str(n), f"target:{n}") for n in TARGETS], target,
                          width=58, height=ROW_H, gap=8, enabled=not mineiro)
        chicos = None if mineiro else f"chicos:{rules.chicos}"
        out += option_row(OX, y["chicos"], [(t("menu.chicos_1"), "chicos:1"),
                                            (t("menu.chicos_3"), "chicos:3")],
                          chicos, width=190, height=ROW_H, enabled=not mineiro)
        out += option_row(OX, y["difficulty"], [(t(f"level.{lv}"), f"level:{lv}") for lv in LEVELS],
                          f"level:{s.get('difficulty', 'normal')}", width=123, height=ROW_H)
        chosen = chosen_rivals(s, rules.players)
        out.append(Button(pygame.Rect(OX, y["rivals"], 123, ROW_H), t("rivals.chance"), "rivals:chance",
                          kind="plain" if chosen else "primary"))
        out.append(Button(pygame.Rect(OX + 133, y["rivals"], 256, ROW_H),
                          self.rivals_words(chosen) if chosen else t("rivals.choose"), "rivals:choose",
                          kind="primary" if chosen else "plain", key=pygame.K_r))
        return out

    def rivals_words(self, chosen: dict[int, str]) -> str:
        """The characters you chose, by their short names, partner last ("Turco, Beba · Cosme")."""
        from game.ai.cast import BY_ID
        rivals = [BY_ID[chosen[s]].short for s in (1, 3) if s in chosen]
        partner = [BY_ID[chosen[2]].short] if 2 in chosen else []
        return " · ".join(p for p in (", ".join(rivals), ", ".join(partner)) if p)

    def tour_words(self) -> str:
        """Where you are on La Gira ("Etapa 3 de 11: Serro")."""
        from game.tour import STAGES, current
        n = current(self.app.doc.get("tour"))
        if n >= len(STAGES):
            return t("tour.menu_done")
        return t("tour.menu_sub", n=n + 1, total=len(STAGES), place=STAGES[n].place)


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
        if common_event(self, event, None):  # the menu is the first screen: Esc leaves nothing
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
        if kind == "tour":
            registry.replace(self.app, "tour")
            return
        if kind == "rivals" and arg == "choose":
            registry.push(self.app, "rivals")
            return
        if kind == "variant":
            s["variant"] = arg
        elif kind == "players":
            s["players"] = int(arg)
        elif kind == "flor":
            s["flor"] = arg == "on"
        elif kind == "raises":
            s["envido_raises"] = arg == "on"
        elif kind == "target":
            s["target"] = int(arg)
        elif kind == "chicos":
            s["chicos"] = int(arg)
        elif kind == "senas":
            s["senas"] = arg == "on"
        elif kind == "preset":
            apply_preset(s, arg)
        elif kind == "level":
            s["difficulty"] = arg
        elif kind == "rivals":
            s["rivals"] = {}
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
        match = records.daily_match(self.today, self.rules, self.app.settings.get("difficulty", "normal"))
        daily = {"date": self.today.isoformat(), "rules_key": records.rules_key(match.rules)}
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
    def _draw_rules_panel(self, surface: pygame.Surface) -> None:
        """The panel's frame and words (its buttons are drawn with the others)."""
        panel(surface, PANEL)
        title = label(surface, t("menu.rules"), (PANEL.x + 24, PANEL.y + 27), size=32, colour=GOLD,
                      kind="display", anchor="midleft")
        # the rule set in play, between the title and the languages (the lit preset says it too)
        lit = presets.active(self.rules)
        name = t(f"preset.{lit}") if lit else t("preset.custom")
        font = get_font("bold", 20)
        free = pygame.Rect(title.right + 8, PANEL.y + 6, LANG_X - 8 - title.right - 8, 44)
        text = fitted([t("menu.preset_now", name=name), name], font, free.w - 16)
        img = font.render(text, True, GOLD if lit else CREAM)
        surface.blit(img, img.get_rect(center=free.center))
        pygame.draw.line(surface, (40, 120, 80), (PANEL.x + 20, ROWS[0][1] - 9),
                         (PANEL.right - 20, ROWS[0][1] - 9), 2)
        mineiro = self.rules.variant == "mineiro"
        chicos = self.rules.chicos > 1
        for key, y in ROWS:
            words = t("menu.target_chico" if key == "target" and chicos else
                      "rivals.row" if key == "rivals" else f"menu.{key}")
            greyed = mineiro and key not in ("variant", "difficulty", "rivals")
            label(surface, words, (PANEL.x + 24, y + ROW_H // 2), size=22,
                  colour=(150, 160, 150) if greyed else CREAM)
        if mineiro:  # why the greyed rows cannot be changed
            why = t("menu.mineiro_why")
            img = fit_text(why, "text", 18, PANEL.w - 40).render(why, True, CREAM)
            rows = dict(ROWS)  # between the greyed rows and the ones that stay
            surface.blit(img, img.get_rect(center=(PANEL.centerx, (rows["chicos"] + ROW_H + rows["difficulty"]) // 2)))

    def _fan(self) -> list[pygame.Surface]:
        if self._cards is None:
            art = CardArt(86, 133, bool(self.app.settings.get("four_colour")))
            self._cards = [art.face(c) for c in ("7o", "7e", "1b", "1e")]
        return self._cards

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(felt((WIDTH, HEIGHT)), (0, 0))
        for i, img in enumerate(self._fan()):
            rot = pygame.transform.rotozoom(img, 24 - i * 16, 1.0)
            surface.blit(rot, rot.get_rect(center=(456 + i * 34, 124 + abs(i - 1.5) * 8)))
        title(surface, t("app.title"), (236, 112), size=120, colour=(250, 226, 150))
        label(surface, t("menu.subtitle"), (236, 196), size=24, colour=CREAM, anchor="center",
              kind="text")
        self._draw_rules_panel(surface)
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
