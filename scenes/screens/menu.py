"""The main menu: Diario, Nueva partida, Continuar, the rules choice, difficulty and language.

The rules panel (landscape: right; portrait: under the buttons) in three tabs: *Reglamentos*,
the named rule sets (:mod:`game.presets`) with the one in play lit, and the variant; *Partida*:
players, señas (4 players, RULES.md Part D: a toggle, lit when on), target (5–30 in steps of 5),
chicos (one, or a partido: the first to win two); *Opciones*: flor, envido raises, the computer
players' level and the rivals. Its last line names the rule set in play (or "Personalizado").
The rules choice is remembered in ``app.settings`` (``variant``, ``players``, ``flor``, ``target``,
``envido_raises``, ``chicos``, ``senas``, ``difficulty``, ``language``) and saved at once. Mineiro
is always 4 players to 12 without flor, envido or chicos: those rows are greyed, with the reason; the
Argentine choices stay remembered while Mineiro is picked.
"""
from __future__ import annotations

import time
from dataclasses import dataclass

import pygame

from game import presets
from game.rules import Rules
from scenes.host import records, saves
from scenes.screens.choices import (TARGETS, apply_preset, argentine_rules, chosen_rivals, rules_from_settings,
                                    saved_words, start_new_match)
from scenes.ui import registry
from scenes.ui.canvas import GAP, MIN_TEXT, TAP
from scenes.ui.card_art import CardArt
from scenes.ui.dialogs import (GOLD, common_event, dim, draw_buttons, draw_paragraph, label, panel,
                               paragraph_height, title)
from scenes.ui.fonts import fit_size, get_font
from scenes.ui.i18n import format_date, set_language, t
from scenes.ui.place import dialog_box, inner, line_h, portrait, split, text_width
from scenes.ui.stack import Scene
from scenes.ui.widgets import Button, CREAM, ellipsize, felt, focused_button, route_buttons
from scenes.ui.words import fitted, rules_words

FRAME_BUDGET = 0.008  # seconds of replaying per frame
#: offer the Lecciones on the first start (tests of other screens turn it off)
OFFER_LESSONS = True
LEVELS = ("facil", "normal", "dificil")
LANGS = ("es", "pt", "en")
#: the rules panel's tabs and the option rows of each (the first tab holds the presets)
TABS = {"presets": ("variant",), "match": ("players", "senas", "target", "chicos"),
        "options": ("flor", "envido", "difficulty", "rivals")}
LEFT_W = 560  # landscape: the left column of buttons
PAD = 14  # inside the rules panel


@dataclass(frozen=True)
class MenuPlaces:
    """Where the menu's pieces go on one canvas."""

    title: tuple[int, int]  #: the title's centre
    fan: tuple[int, int]  #: the middle of the little fan of cards
    langs: pygame.Rect  #: the language chips' row
    column: pygame.Rect  #: the main buttons' column
    panel: pygame.Rect  #: the rules panel
    message: tuple[int, int]  #: a message line's centre


def menu_places(size: tuple[int, int]) -> MenuPlaces:
    """The menu's places: landscape, the buttons left and the rules right; portrait, the buttons
    above the rules."""
    box = inner(size)
    langs_w = 3 * TAP + 2 * GAP
    if portrait(size):
        top = box.y
        column = pygame.Rect(box.x, top + TAP + GAP, box.w, 84 + 2 * line_h() + 8 + 4 * (TAP + GAP))
        panel = pygame.Rect(box.x, column.bottom + GAP + 6, box.w, box.bottom - column.bottom - GAP - 6)
        return MenuPlaces((box.x + 100, top + 44), (box.x + 270, top + 46),
                          pygame.Rect(box.right - langs_w, top, langs_w, TAP), column, panel,
                          (size[0] // 2, box.bottom - 14))
    column = pygame.Rect(box.x + 8, box.y + 100, LEFT_W, box.h - 100)
    panel = pygame.Rect(column.right + 22, box.y, box.right - column.right - 22, box.h)
    return MenuPlaces((column.x + 86, box.y + 44), (column.x + 230, box.y + 48),
                      pygame.Rect(column.right - langs_w, box.y, langs_w, TAP), column, panel,
                      (column.centerx, box.bottom - 14))


def open_table(app, match, daily: dict | None = None) -> None:
    """Replace the stack with the table for ``match``."""
    registry.replace(app, "table", match, daily=daily)


class MenuScene(Scene):
    """The first screen."""

    takes_back = False  # Esc does nothing here: the browser's back button leaves the page

    def __init__(self, app) -> None:
        super().__init__(app)
        self.focus: int | None = None
        self.buttons: list[Button] = []
        self.today = app.today()
        self.message = ""
        self._cards: list[pygame.Surface] | None = None
        #: (replay_steps generator, daily) while a daily in progress is being rebuilt
        self.pending: tuple | None = None
        #: the rules panel's tab shown (:data:`TABS`)
        self.tab = "presets"
        #: where each option row's label goes: ``(row, text rect)``
        self.row_labels: list[tuple[str, pygame.Rect]] = []
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
        """(Re)build the buttons from the settings (after any change) for the canvas now."""
        state, rec = self.daily_info()
        if state == "done" and rec:
            us, them = (list(rec.get("scores") or [0, 0]) + [0, 0])[:2]
            status = t("menu.daily_won" if rec.get("won") else "menu.daily_lost", us=us, them=them)
        else:
            status = t(f"menu.daily_{state}")
        places = menu_places(self.size)
        col = places.column
        # under the Diario button: which rules today's Diario is played with, its state, and why
        # the state follows the rules panel (each rules choice has a Diario of its own)
        font = get_font("text", MIN_TEXT)
        self.daily_lines = [fitted([t("menu.daily_rules", rules=rules_words(self.rules, short))
                                    for short in (False, True)], font, col.w)]
        others = saves.diarios_today(self.app.doc, self.today) - {records.rules_key(self.rules)}
        self.daily_lines.append(t("menu.daily_others", state=status, n=len(others)) if others
                                else t("menu.daily_each", state=status))
        saved = self.has_saved_match()
        y = col.y
        daily = pygame.Rect(col.x, y, col.w, TAP)
        y = daily.bottom + 2 * line_h() + 8
        new, pair0, pair1, pair2 = (pygame.Rect(col.x, y + i * (TAP + GAP), col.w, TAP) for i in range(4))
        tour, cont = split(pair0, 2)
        howto, lessons = split(pair1, 2)
        stats, settings = split(pair2, 2)
        column = [
            Button(daily, t("menu.daily", date=format_date(self.today)), "daily", kind="primary", key=pygame.K_d),
            Button(new, t("menu.new"), "new", kind="quiero", key=pygame.K_n),
            Button(tour, t("tour.title"), "tour", kind="truco", key=pygame.K_g, sub=self.tour_words()),
            Button(cont, t("menu.continue"), "continue", kind="envido" if saved else "plain", enabled=saved,
                   key=pygame.K_c, sub=self.saved_words() or None),
            Button(howto, t("menu.howto"), "howto"),
            Button(lessons, t("lessons.title"), "lessons", kind="truco" if not self.lessons_seen() else "plain",
                   key=pygame.K_l),
            Button(stats, t("menu.stats"), "stats"),
            Button(settings, t("menu.settings"), "settings"),
        ]
        self.buttons = column + self.rules_buttons()
        self.dirty = True

    def tab_of(self, action: str) -> str | None:
        """The rules panel's tab that holds the button ``action`` (None: it is not in the panel)."""
        kind = action.partition(":")[0]
        if kind == "preset":
            return "presets"
        row = {"level": "difficulty", "raises": "envido"}.get(kind, kind)
        return next((tab for tab, rows in TABS.items() if row in rows), None)

    def show_tab(self, tab: str) -> None:
        """Show the rules panel's tab ``tab``."""
        if tab in TABS and tab != self.tab:
            self.tab = tab
            self.build()

    def rules_buttons(self) -> list[Button]:
        """The rules panel's buttons: the language chips, the tabs, and the tab shown."""
        s = self.app.settings
        rules = self.rules
        places = menu_places(self.size)
        box = places.panel.inflate(-2 * PAD, -2 * PAD)
        out = [Button(r, t(f"lang_short.{lg}"), f"lang:{lg}",
                      kind="primary" if s.get("language", "es") == lg else "plain")
               for r, lg in zip(split(places.langs, 3), LANGS)]
        tabs = pygame.Rect(box.x, box.y, box.w, TAP)
        for r, name in zip(split(tabs, len(TABS)), TABS):
            out.append(Button(r, t(f"menu.tab_{name}"), f"tab:{name}",
                              kind="envido" if name == self.tab else "plain"))
        y = tabs.bottom + GAP + 6
        self.row_labels = []
        if self.tab == "presets":
            lit = presets.active(rules)
            cols = 3
            cells = [pygame.Rect(x.x, y + (i // cols) * (TAP + GAP), x.w, TAP)
                     for i in range(len(presets.PRESETS))
                     for x in [split(pygame.Rect(box.x, 0, box.w, TAP), cols)[i % cols]]]
            for rect, p in zip(cells, presets.PRESETS):
                out.append(Button(rect, t(f"preset.{p.name}"), f"preset:{p.name}",
                                  kind="primary" if p.name == lit else "plain"))
            y = cells[-1].bottom + GAP + 6
        mineiro = rules.variant == "mineiro"
        argentine = argentine_rules(s)
        chosen = chosen_rivals(s, rules.players)
        options = {
            "variant": ([(t("variant.argentino"), "variant:argentino"), (t("variant.mineiro"), "variant:mineiro")],
                        f"variant:{rules.variant}", True),
            "players": ([(t("menu.p2"), "players:2"), (t("menu.p4"), "players:4")],
                        f"players:{rules.players}", not mineiro),
            # señas are a way of playing in pairs (Mineiro too): one toggle, lit when on
            "senas": ([(t("menu.senas_on"), "senas:off" if rules.senas else "senas:on")],
                      "senas:off" if rules.senas else None, rules.players == 4),
            "target": ([(str(n), f"target:{n}") for n in TARGETS],
                       None if mineiro else f"target:{argentine.target}", not mineiro),
            "chicos": ([(t("menu.chicos_1"), "chicos:1"), (t("menu.chicos_3"), "chicos:3")],
                       None if mineiro else f"chicos:{rules.chicos}", not mineiro),
            "flor": ([(t("menu.flor_on"), "flor:on"), (t("menu.flor_off"), "flor:off")],
                     "flor:on" if rules.flor else "flor:off", not mineiro),
            "envido": ([(t("menu.raises_on"), "raises:on"), (t("menu.raises_off"), "raises:off")],
                       None if mineiro else ("raises:on" if rules.envido_raises else "raises:off"), not mineiro),
            "difficulty": ([(t(f"level.{lv}"), f"level:{lv}") for lv in LEVELS],
                           f"level:{s.get('difficulty', 'normal')}", True),
            "rivals": ([(t("rivals.chance"), "rivals:chance"),
                        (self.rivals_words(chosen) if chosen else t("rivals.choose"), "rivals:choose")],
                       "rivals:choose" if chosen else "rivals:chance", True),
        }
        for row in TABS[self.tab]:
            choices, selected, enabled = options[row]
            words = self.row_words(row)
            label_w = max(text_width(words), 96) + GAP
            need = len(choices) * TAP + (len(choices) - 1) * GAP
            beside = box.w - label_w >= max(need, 2 * 150 + GAP if len(choices) == 2 else need)
            if beside:
                self.row_labels.append((row, pygame.Rect(box.x, y, label_w - GAP, TAP)))
                area = pygame.Rect(box.x + label_w, y, box.w - label_w, TAP)
            else:  # the words over the row, which takes the panel's whole width
                self.row_labels.append((row, pygame.Rect(box.x, y, box.w, line_h("bold"))))
                y += line_h("bold") + 4
                area = pygame.Rect(box.x, y, box.w, TAP)
            if row == "target":
                area.w = min(area.w, len(choices) * 96 + (len(choices) - 1) * GAP)
            if row == "senas":  # one toggle, as wide as one of two choices
                area.w = min(area.w, max((area.w - GAP) // 2, text_width(choices[0][0]) + 40))
            for r, (text, action) in zip(split(area, len(choices)), choices):
                out.append(Button(r, text, action, kind="primary" if action == selected else "plain",
                                  enabled=enabled, key=pygame.K_r if action == "rivals:choose" else None))
            y += TAP + GAP
        return out

    def row_words(self, row: str) -> str:
        """The words beside an option row."""
        if row == "rivals":
            return t("rivals.row")
        return t("menu.target_chico" if row == "target" and self.rules.chicos > 1 else f"menu.{row}")

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
        if kind == "tab":
            self.show_tab(arg)
            if keep is not None:  # the keyboard focus stays on the tab
                live = [b for b in self.buttons if b.enabled]
                self.focus = next((i for i, b in enumerate(live) if b.action == keep), None)
            return
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
        places = menu_places(self.size)
        panel(surface, places.panel)
        box = places.panel.inflate(-2 * PAD, -2 * PAD)
        mineiro = self.rules.variant == "mineiro"
        for row, rect in self.row_labels:
            greyed = mineiro and row not in ("variant", "difficulty", "rivals", "senas")
            label(surface, self.row_words(row), rect.midleft, size=MIN_TEXT,
                  colour=(150, 160, 150) if greyed else CREAM)
        bottom = max([b.rect.bottom for b in self.buttons if b.action.partition(":")[0]
                      in ("preset", "variant", "players", "senas", "target", "chicos", "flor", "raises", "level", "rivals")]
                     + [box.y + TAP])
        # the last line: the rule set in play (the lit preset, or Personalizado)
        lit = presets.active(self.rules)
        name = t(f"preset.{lit}") if lit else t("preset.custom")
        text = fitted([t("menu.preset_now", name=name), name], get_font("bold", MIN_TEXT), box.w)
        line = line_h("bold")
        if box.bottom - line >= bottom + 6:  # where there is room (Texto grande: the lit preset says it)
            label(surface, text, (box.centerx, box.bottom - line // 2), size=MIN_TEXT,
                  colour=GOLD if lit else CREAM, anchor="center")
        if mineiro and self.tab != "presets":  # why the greyed rows cannot be changed
            area = pygame.Rect(box.x, bottom + GAP, box.w, box.bottom - line - 6 - bottom - GAP)
            draw_paragraph(surface, t("menu.mineiro_why"), area, size=MIN_TEXT, spacing=0, clip=True)

    def _fan(self) -> list[pygame.Surface]:
        if self._cards is None:
            art = CardArt(56, 86, bool(self.app.settings.get("four_colour")))
            self._cards = [art.face(c) for c in ("7o", "7e", "1b", "1e")]
        return self._cards

    def draw(self, surface: pygame.Surface) -> None:
        size = self.size
        places = menu_places(size)
        surface.blit(felt(size), (0, 0))
        name = title(surface, t("app.title"), places.title, size=76, colour=(250, 226, 150))
        fx, fy = places.fan
        if fx - 40 > name.right and fx + 110 < places.langs.x:  # a little fan, where there is room
            for i, img in enumerate(self._fan()):
                rot = pygame.transform.rotozoom(img, 24 - i * 16, 1.0)
                surface.blit(rot, rot.get_rect(center=(fx + i * 24, fy + abs(i - 1.5) * 6)))
        self._draw_rules_panel(surface)
        draw_buttons(surface, self.buttons, self.focus)
        daily = self.buttons[0].rect
        font = get_font("text", MIN_TEXT)
        for i, line in enumerate(self.daily_lines):
            label(surface, ellipsize(line, font, daily.w), (daily.centerx, daily.bottom + 4 + line_h() * i + line_h() // 2),
                  size=MIN_TEXT, kind="text", anchor="center", colour=(250, 226, 150) if i == 0 else CREAM)
        if self.pending is not None:
            dim(surface, 170)
            box = dialog_box(size, 620, 130)
            panel(surface, box)
            title(surface, t("menu.preparing"), box.center,
                  size=fit_size(t("menu.preparing"), "display", 48, box.w - 30, MIN_TEXT))
        if self.message:
            text = ellipsize(self.message, get_font("text", MIN_TEXT), size[0] - 60)
            label(surface, text, places.message, size=MIN_TEXT, kind="text", anchor="center")
