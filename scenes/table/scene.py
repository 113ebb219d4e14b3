"""The playable table: your hand, the others, the calls, the scoreboard, the computer players.

The engine (``game.match.Match``) decides everything; the table shows it. Every action's events go
into a queue that is *shown* one by one (:mod:`scenes.table.show`), so the picture
(:mod:`scenes.table.picture`) lags the engine by at most one action: nobody acts while the queue
is being shown. Each frame the table builds its view (:mod:`scenes.table.view`), which the drawing
code (:mod:`scenes.table.draw`) reads; your buttons and cards are :mod:`scenes.table.controls`,
the computer players :mod:`scenes.table.computer`.
"""
from __future__ import annotations

import pygame

from game.ai import LEVELS
from game.ai.cast import BY_ID
from game.ai.profile import Profile, learned_profiles
from game.errors import IllegalAction
from game.match import Match
from scenes.host import saves
from scenes.table.computer import FRAME_BUDGET, Computers
from scenes.table.controls import Controls
from scenes.table.draw import draw_table
from scenes.table.draw.paint import Painter
from scenes.table.hand_result import banner_lines, score_lines, several_parts
from scenes.table.hint import HintHelper
from scenes.table.layout import Layout, layout_for
from scenes.table.result import RESULT_SECONDS, ResultBanner, result_banner
from scenes.table.show import Show, picture_of, with_talk
from scenes.table.picture import Picture
from scenes.table.senas import SenasControl
from scenes.table.table_view import table_view
from scenes.table.touch import cards, hover, press_pos, tap_targets
from scenes.table.view import TableView
from scenes.table.words import TOGGLE_DOWN
from scenes.ui import registry
from scenes.ui.i18n import t
from scenes.ui.sound import Sound
from scenes.ui.stack import App, Scene
from scenes.ui.widgets import Button, handle_buttons

SPEEDS = {"slow": 1.5, "normal": 1.0, "fast": 0.5}
#: on the first 2 v 2 match, a tip about señas, once (tests of other screens turn it off)
OFFER_TIPS = True


class TableScene(Scene):
    """The table for one match; the human is seat 0.

    :param match: a new match (no hand dealt yet) or a resumed one.
    :param daily: None for a normal match, or the Diario's ``{"date": ..., "rules_key": ...}``.
    :param cast: the characters at the computer seats (``{seat: character id}``); a resumed match
        keeps the ones it was saved with; none: the seats play at the difficulty level, unnamed.
    :param tour: the stage of La Gira this match is played for (a resumed match keeps its own).
    """

    def __init__(self, app: App, match: Match, *, daily: dict | None = None,
                 cast: dict[int, str] | None = None, tour: str | None = None) -> None:
        super().__init__(app)
        self.match = match
        self.daily = daily
        self.rules = match.rules
        self.layout: Layout = layout_for(app.size, faces=match.rules.senas)
        settings = app.settings
        resumed = saves.resumed(app.doc, daily, match)
        saved_level = (resumed or {}).get("level")  # a daily replays with the level it began with
        self.level = saved_level if saved_level in LEVELS else settings.get("difficulty", "normal")
        self.cast: dict[int, str] = dict(cast) if cast is not None else saves.cast_of(resumed, self.rules.players)
        self.tour: str | None = tour if tour is not None else saves.tour_of(resumed)
        #: the characters' short names by seat (the table calls them so)
        self.names = {seat: BY_ID[name].short for seat, name in self.cast.items()}
        # What the computer players learn of the others (the human's bluffs and folds) within the
        # match. A daily plays without it, so that its share code replays from the choices alone.
        self.profiles: dict[int, Profile] = {} if daily is not None else learned_profiles(
            match, [s for s in range(self.rules.players) if s != 0])
        if app.sound is None:
            app.sound = Sound(settings)
        self.sound = app.sound
        deck = "spanish" if self.rules.variant == "argentino" else "french"
        self.painter = Painter(self.layout, deck, bool(settings.get("four_colour", False)))
        self.picture: Picture = picture_of(match) if match.hand is not None else \
            Picture.empty(self.rules.players, list(match.scores))
        self.show = Show(match, self.picture, self.layout, self.sound, lambda: self.speed)
        self.controls = Controls(match, self.picture, self.layout, self.legal)
        self.senas = SenasControl(match, self.layout, daily is not None)
        self.hint = HintHelper(match, settings)
        slot = saves.saved(app.doc, saves.slot_of(daily))
        if daily is not None and slot is not None and slot.get("daily") == daily:
            self.hint.used = bool(slot.get("hints"))  # a resumed Diario keeps its record
        self.computers = Computers(match, self.level, self.profiles, self.cast)
        self.result: ResultBanner | None = None  # the finished hand's result on the table
        self.summary_done = match.hand is None or match.hand.over  # the finished hand was shown
        self.over_shown = False  # the match-over screen was opened
        self.actions_applied = 0
        self.was_idle: bool | None = None
        if match.hand is None and not match.over:
            self._deal()

    def relayout(self) -> None:
        """The window turned (or the text size changed): the same table in the new layout; the
        cards in flight fly on to their new places, the call waits, the buttons keep the focus."""
        self.layout = layout_for(self.app.size, faces=self.rules.senas)
        self.painter = Painter(self.layout, self.painter.deck, bool(self.app.settings.get("four_colour", False)))
        self.show.set_layout(self.layout)
        self.controls.set_layout(self.layout)
        self.senas.set_layout(self.layout)
        if self.result is not None:
            self.result = result_banner(self.result.lines, self.result.left, self.layout)
        self.dirty = True

    # ------------------------------------------------------------------ pacing
    @property
    def speed(self) -> float:
        """Seconds multiplier from ``settings["speed"]`` (and the app's ``time_scale``, for tests)."""
        return SPEEDS.get(self.app.settings.get("speed", "normal"), 1.0) * self.app.time_scale

    def idle(self) -> bool:
        """Nothing left to show: the engine and the picture agree."""
        return self.show.idle()

    def animating(self) -> bool:
        return bool(self.picture.flights) or self.picture.counting() or self.picture.signing()

    # ------------------------------------------------------------------ the match
    def _deal(self) -> None:
        self.summary_done = False
        self.senas.new_hand()
        self.show.queue.extend(self.match.start_hand())
        self.show.queue.extend(self.computers.senas())
        self.save()

    def save(self) -> None:
        """Keep the match in progress in its slot of the document (emptied when it ends)."""
        saves.put(self.app.doc, self.match, self.daily, self.level, self.app.today(), hints=self.hint.used,
                  cast=self.cast, tour=self.tour)
        self.app.save()

    def apply(self, action: str) -> bool:
        """Apply an engine action (with its seat prefix) and queue its events; False if refused."""
        before = list(self.match.scores)
        try:
            events = self.match.apply(action)
        except IllegalAction:
            return False
        events += self.computers.senas()
        self.actions_applied += 1
        self.hint.clear()
        talk = self.app.settings.get("talk", True)  # Charla en la mesa
        self.show.queue.extend(with_talk(events, self.match, self.cast, before) if talk else events)
        self.controls.reset()
        self.computers.forget()
        self.save()
        self.dirty = True
        return True

    def human_acting(self) -> bool:
        """True when the person may act now (nothing being shown, seat 0 among the acting seats)."""
        h = self.match.hand
        if h is None or h.over or self.match.over or not self.idle():
            return False
        return 0 in h.acting_seats() and bool(self.match.legal_actions(0))

    def legal(self) -> list[str]:
        """Seat 0's legal actions now (empty while something is being shown)."""
        return self.match.legal_actions(0) if self.human_acting() else []

    # ------------------------------------------------------------------ update
    def update(self, dt: float) -> None:
        dt = min(dt, 0.1)
        if self.show.advance(dt):
            self.dirty = True
        idle = self.idle()
        if idle != self.was_idle:
            self.was_idle = idle
            self.dirty = True  # the turn glow and the buttons come and go with it
        h = self.match.hand
        for action in self.senas.due():  # a seña you chose that waited for your decision
            self.apply(action)
        if self.senas.open and not self.senas.shown():
            self.senas.open = False
            self.dirty = True
        if not idle or h is None:
            return
        self._tip()
        if h.over:
            self._after_hand(dt)
        elif self.human_acting():
            self.refresh_buttons()
            if self.hint.busy():
                if self.hint.step(FRAME_BUDGET):
                    self.dirty = True
            else:
                self.painter.warm_up(self.rules.v.deck, 0.004)
        else:
            action = self.computers.step(dt, self.speed)
            if action is not None and not self.apply(action):
                # a computer player asked for something illegal: play the first legal action
                seat = int(action.partition(":")[0])
                self.apply(f"{seat}:{self.match.legal_actions(seat)[0]}")

    def _tip(self) -> None:
        """On the first 2 v 2 match, once: what señas are (and how to make yours, or to turn them on)."""
        settings = self.app.settings
        if not OFFER_TIPS or self.rules.players != 4 or settings.get("tip_senas") or self.app.top is not self:
            return
        settings["tip_senas"] = True
        self.app.save()
        registry.push(self.app, "message", t("tip.senas_title"),
                      t("tip.senas_on" if self.rules.senas else "tip.senas_off"),
                      [(t("tip.ok"), "ok", "primary")], lambda action: None)

    def _after_hand(self, dt: float) -> None:
        """The hand is over and shown: its result on the table for a moment (the full summary by
        itself when the setting asks), then the match-over screen or the next deal."""
        m = self.match
        if self.animating():
            return  # let the points finish counting up first
        if not self.summary_done:
            self.summary_done = True
            self.picture.bubbles.clear()  # the hand's last words do not outlive it behind the summary
            for seat, profile in self.profiles.items():
                profile.learn(m.observe(seat))
            lines = score_lines(m)
            self.result = result_banner(banner_lines(lines), RESULT_SECONDS * self.speed, self.layout)
            self.dirty = True
            mode = self.app.settings.get("summary", "auto")
            if mode == "always" or (mode == "auto" and several_parts(lines)):
                self.open_summary()
            return
        if self.result is not None:
            self.result.left -= dt
            if self.result.left > 0:
                return
            self.result = None
            self.dirty = True
        if not m.over:
            self._deal()
        elif not self.over_shown:
            self.over_shown = True
            self.save()
            registry.push(self.app, "match_over", m, daily=self.daily, level=self.computers.stats_level(),
                          hints=self.hint.used, tour=self.tour)

    def open_summary(self) -> None:
        """The full summary of the hand just finished, over the table; the table moves on when it
        closes."""
        h = self.match.hand
        if h is None or not h.over or self.app.top is not self:
            return
        if self.result is not None:
            self.result.left = 0.0
        registry.push(self.app, "summary", self.match, names=self.names)

    def open_review(self) -> None:
        """Repaso de la mano: your decisions in the hand just finished, against dificil's."""
        h = self.match.hand
        if h is None or not h.over or self.app.top is not self:
            return
        if self.result is not None:
            self.result.left = max(self.result.left, RESULT_SECONDS * self.speed)
        registry.push(self.app, "review", self.match)

    def open_pause(self) -> None:
        """The pause menu (the menu button, Esc)."""
        if self.app.top is self:
            self.controls.hover = None
            registry.push(self.app, "pause", self)

    def toggle_hint(self) -> None:
        """Ayuda: show the hint for your decision now, or hide it (a Diario remembers it was used)."""
        if self.hint.toggle(self.human_acting()):
            if self.hint.shown and self.daily is not None:
                self.save()
            self.dirty = True

    # ------------------------------------------------------------------ input
    def refresh_buttons(self) -> None:
        """Build the call buttons for your decision now, when they are not built yet."""
        if self.controls.refresh(self.actions_applied):
            if self.controls.focus is not None and self.controls.focus >= len(self.buttons):
                self.controls.focus = None
            self.dirty = True

    @property
    def buttons(self) -> list[Button]:
        """Every button on the table now, in keyboard (Tab) order: the calls while you act, the
        hand result's buttons while it shows, Ayuda while you act, and the menu button, always."""
        return self.buttons_now(self.human_acting())

    def buttons_now(self, acting: bool) -> list[Button]:
        out = list(self.controls.calls) if acting else []
        if self.senas.view() is not None and self.senas.button.enabled:
            out.append(self.senas.button)
        if self.result is not None:
            out += [self.result.review, self.result.summary]
        if acting and self.hint.enabled():
            out.append(self.controls.hint)
        out.append(self.controls.menu)
        return out

    def _press(self, b: Button) -> None:
        if b.action == "menu":
            self.open_pause()
        elif b.action == "summary":
            self.open_summary()
        elif b.action == "hint":
            self.toggle_hint()
        elif b.action == "senas":
            self.senas.open = bool(self.senas.available())
            self.senas.focus = None
        elif b.action == "review":
            self.open_review()
        elif b.action == TOGGLE_DOWN:
            self.controls.toggle_down(self.actions_applied)
            self.dirty = True
        elif b.action in self.legal():
            self.apply(f"0:{b.action}")

    def _play_card(self, i: int) -> None:
        act = self.controls.card_action(i)
        if act is None:
            return
        if act.startswith("blind:"):
            self.show.blind_index = i
        self.controls.hover = None
        self.controls.selected = None
        self.apply(f"0:{act}")

    @property
    def board_open(self) -> bool:
        """Portrait: the folded scoreboard is opened over the table."""
        top = self.app.top
        return top is not self and top is not None and registry.is_scene(top, "scoreboard") \
            and getattr(top, "table", None) is self

    def toggle_board(self) -> None:
        """Portrait: open the folded scoreboard into its panel over the table (a tap folds it)."""
        if self.layout.portrait and self.app.top is self:
            self.controls.hover = None
            registry.push(self.app, "scoreboard", self)

    def handle(self, event: pygame.event.Event) -> None:
        controls = self.controls
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and getattr(event, "touch", False):
            return  # SDL's mouse echo of a touch: the FINGERDOWN already acted
        pos = press_pos(event, self.layout.size) if event.type in (pygame.MOUSEBUTTONDOWN, pygame.FINGERDOWN) else None
        used, sena = self.senas.handle(event, pos)  # the señas panel, while it is open, takes it all
        if used:
            if sena is not None:
                self.apply(sena)
            self.dirty = True
            return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_AC_BACK):
            self.open_pause()
            return
        if event.type == pygame.MOUSEMOTION:
            self.dirty = hover(controls, event.pos, self.human_acting()) or self.dirty
            return
        acting = self.human_acting()
        if acting:
            self.refresh_buttons()
        if pos is not None and self.layout.score_strip is not None and self.layout.score_strip.collidepoint(pos):
            self.toggle_board()
            return
        if pos is not None and self.result is not None and self.result.panel.collidepoint(pos):
            if self.result.review.rect.collidepoint(pos):
                self.open_review()
            else:
                self.open_summary()  # a tap anywhere else on the hand's result: the full summary
            return
        gesture = cards(controls, self.app.settings, event, pos, acting, self.layout.size)
        if gesture.taken:
            self.dirty = gesture.redraw or self.dirty
            if gesture.play is not None:
                self._play_card(gesture.play)
            return
        if pos is not None and controls.selected is not None:
            controls.selected = None  # a tap elsewhere lets the picked card down
            self.dirty = True
        # clicks and keys during animations or on the others' turns reach only the menu button
        # (and the result's buttons): they never change the match
        before = controls.focus
        controls.focus = handle_buttons(event, self.buttons, controls.focus, self._press)
        if controls.focus != before:
            self.dirty = True

    # ------------------------------------------------------------------ showing
    def draw(self, surface: pygame.Surface) -> None:
        draw_table(surface, self.view(), self.painter)

    def view(self) -> TableView:
        """What the table shows now: the record the drawing code reads."""
        return table_view(self)

    def tap_targets(self) -> list[tuple[str, pygame.Rect]]:
        """Everything a person may tap now (:func:`scenes.table.touch.tap_targets`)."""
        return tap_targets(self.buttons, self.senas.view(), self.controls, self.human_acting(),
                           self.layout.score_strip)
