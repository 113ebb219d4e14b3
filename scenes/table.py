"""The playable table: your hand, the others, the calls, the scoreboard, the computer players.

The engine (``game.match.Match``) decides everything; the table shows it. Every action's events go
into a queue that is *shown* one by one (cards fly, bubbles speak, points count up), so the picture
lags the engine by at most one action: nobody acts while the queue is being shown. The view keeps
its own copy of what is on the table (``v_hands``, ``v_tricks`` ...), updated from the events.

Computer players think in slices (``game.ai.think``) within a per-frame budget, then wait a short
readable pause (``settings["speed"]``) before they act.
"""
from __future__ import annotations

import time
from collections import deque
from dataclasses import dataclass
from typing import Callable

import pygame

from game.ai import LEVELS, decision_seed, think
from game.ai.profile import Profile, learned_profiles
from game.cards import envido_value, flor_value, has_flor
from game.errors import IllegalAction
from game.events import Event
from game.match import Match
from scenes import registry, saves
from scenes import table_layout as L
from scenes.base import Scene
from scenes.cards import art_for
from scenes.fonts import get_font
from scenes.hand_result import banner_lines, score_lines, several_parts
from scenes.i18n import language, t
from scenes.sound import Sound
from scenes.table_draw import draw_table, result_layout
from scenes.table_hint import HintHelper
from scenes.table_words import (BET_FAMILY, ENVIDO_FAMILY, LOGGED, TOGGLE_DOWN, action_label,
                                button_kind, key_letters, log_line)
from scenes.widgets import Button, focused_button, handle_buttons

FRAME_BUDGET = 0.008  # seconds of computer thinking per frame
SPEEDS = {"slow": 1.5, "normal": 1.0, "fast": 0.5}
AI_PAUSE = 0.8  # seconds a computer player waits before acting (times the speed factor)
BUBBLE_SECONDS = 2.0
GATHER_SECONDS = 0.4  # the dealer gathers the last hand's cards before dealing

RESULT_SECONDS = 2.6  # how long a hand's result stays on the table (times the speed factor)
SUMMARY_MODES = ("always", "auto", "never")  # settings["summary"]: when the full summary opens itself


def ease_out(x: float) -> float:
    """Cubic ease-out on 0..1."""
    x = min(1.0, max(0.0, x))
    return 1 - (1 - x) ** 3


@dataclass
class Flight:
    """A card moving across the table."""

    image: Callable[[], pygame.Surface]
    start: tuple[float, float]
    end: tuple[float, float]
    duration: float
    delay: float = 0.0
    angle: float = 0.0
    t: float = 0.0
    on_land: Callable[[], None] | None = None

    def pos(self) -> tuple[float, float]:
        """Where the card's centre is now."""
        k = ease_out((self.t - self.delay) / self.duration) if self.duration > 0 else 1.0
        return (self.start[0] + (self.end[0] - self.start[0]) * k,
                self.start[1] + (self.end[1] - self.start[1]) * k)

    @property
    def started(self) -> bool:
        return self.t >= self.delay

    @property
    def done(self) -> bool:
        return self.t >= self.delay + self.duration


class TableScene(Scene):
    """The table for one match; the human is seat 0.

    :param match: a new match (no hand dealt yet) or a resumed one.
    :param daily: None for a normal match, or the Diario's ``{"date": ..., "rules_key": ...}``.
    """

    def __init__(self, app, match: Match, *, daily: dict | None = None) -> None:
        super().__init__(app)
        self.match = match
        self.daily = daily
        self.rules = match.rules
        self.n = match.rules.players
        self.variant = match.rules.variant
        self.deck = "spanish" if self.variant == "argentino" else "french"
        settings = app.settings
        self.level = self._saved_level() or settings.get("difficulty", "normal")
        # What the computer players learn of the others (the human's bluffs and folds) within the
        # match. A daily plays without it, so that its share code replays from the choices alone.
        self.profiles: dict[int, Profile] = {} if daily is not None else learned_profiles(
            match, [s for s in range(self.n) if s != 0])
        self.sound: Sound = getattr(app, "sound", None) or Sound(settings)
        if getattr(app, "sound", None) is None:
            app.sound = self.sound
        four = bool(settings.get("four_colour", False))
        self.art_big = art_for(*L.BIG, four)
        self.art_small = art_for(*L.SMALL, four)
        self.art_played = art_for(*L.PLAYED, four)
        self.art_past = art_for(*L.PAST, four)
        self.art_tiny = art_for(*L.TINY, four)
        # the queue of events being shown, and what is moving
        self.queue: deque[Event] = deque()
        self.hold = 0.0
        self.flights: list[Flight] = []
        # the view of the table (what the person has seen so far)
        self.v_hands: list[list[str | None]] = [[] for _ in range(self.n)]
        self.slots = [0] * self.n  # places kept in each hand (cards still being dealt keep theirs)
        self.v_tricks: list[list[tuple[int, str | None, bool]]] = [[]]
        self.v_results: list[int | None] = []
        self.v_winners: list[int | None] = []
        self.v_scores = list(match.scores)
        self.shown_scores = [float(x) for x in match.scores]
        self.v_burned: list[list[str]] = []
        self.v_shown: dict[int, list[str]] = {}
        self.bubbles: dict[int, list] = {}  # seat -> [text, seconds left]
        self.log: list[Event] = []  # the hand's calls and scores, shown as words in the log panel
        # the hand's result on the table (lines, seconds left, its "summary" button)
        self.result: list[str] | None = None
        self.result_left = 0.0
        self.result_button: Button | None = None
        self.review_button: Button | None = None  # Repaso, beside the summary's button
        self.result_rect: pygame.Rect | None = None
        self.menu_button = Button(L.MENU_RECT.copy(), t("table_menu"), "menu", "plain")
        #: Ayuda: dificil's view of your decision, on request (scenes/table_hint.py)
        self.hint_button = Button(L.SPARE_TOOL_RECT.copy(), t("hint.button"), "hint", "plain",
                                  key=pygame.K_F1)
        self.hint_helper = HintHelper(self)
        slot = saves.saved(app.doc, saves.slot_of(daily))
        if daily is not None and slot is not None and slot.get("daily") == daily:
            self.hint_helper.used = bool(slot.get("hints"))  # a resumed Diario keeps its record
        # turn state
        self.ai: dict | None = None
        self.buttons: list[Button] = []
        self.focus: int | None = None
        self.hover: int | None = None  # index of the card under the pointer
        self.down_mode = False
        self.summary_done = False
        self.over_shown = False
        self._buttons_for: tuple | None = None
        self._last_blind: int | None = None
        self.actions_applied = 0
        self._glow_cache: dict = {}
        self._rot_cache: dict = {}
        self._text_cache: dict = {}
        self._start()

    def _saved_level(self) -> str | None:
        """The computer level this match was started with, when it is the saved match resumed
        (a daily must replay with the level it began with, whatever the settings say now)."""
        saved = saves.saved(self.app.doc, saves.slot_of(self.daily))
        if saved is None or saved.get("level") not in LEVELS:
            return None
        same = (self.daily is not None and saved.get("daily") == self.daily) or (
            self.match.hand is not None and saved.get("save") == self.match.to_json())
        return saved["level"] if same else None

    # ------------------------------------------------------------------ pacing
    @property
    def speed(self) -> float:
        """Seconds multiplier from ``settings["speed"]`` (and the app's ``time_scale``, for tests)."""
        return SPEEDS.get(self.app.settings.get("speed", "normal"), 1.0) * getattr(self.app, "time_scale", 1.0)

    def idle(self) -> bool:
        """Nothing left to show: the engine and the picture agree."""
        return not self.queue and not self.flights and self.hold <= 0

    def animating(self) -> bool:
        return bool(self.flights) or any(abs(a - b) > 0.01 for a, b in zip(self.shown_scores, self.v_scores))

    # ------------------------------------------------------------------ the match
    def _start(self) -> None:
        m = self.match
        if m.hand is None and not m.over:
            self._deal()
            return
        # a resumed match: show it as it stands; a finished hand goes straight on to the next deal
        self._sync_from_engine()
        self.summary_done = m.hand is None or m.hand.over

    def _deal(self) -> None:
        self.summary_done = False
        events = self.match.start_hand()
        self.queue.extend(events)
        self._save()

    def _sync_from_engine(self) -> None:
        """Build the view straight from the engine (a resumed match): no animation."""
        h = self.match.hand
        self.v_scores = list(self.match.scores)
        self.shown_scores = [float(x) for x in self.v_scores]
        if h is None:
            return
        for s in range(self.n):
            self.v_hands[s] = self._visible_cards(s)
            self.slots[s] = len(self.v_hands[s])
        self.v_tricks = []
        for trick in h.tricks:
            self.v_tricks.append([(s, c if (not d or s == 0) else None, d) for s, c, d in trick])
        if not self.v_tricks:
            self.v_tricks = [[]]
        self.v_results = list(h.results)
        self.v_winners = [None] * len(h.results)
        for i, ev in enumerate(e for e in h.events if e.kind == "trick"):
            if i < len(self.v_winners) and ev.team is not None:
                self.v_winners[i] = ev.seat
        self.v_burned = [list(b) for b in h.mineiro.burned]
        self.v_shown = {s: list(c) for s, c in h.envido.shown.items()}
        for ev in h.events:
            self._log_event(ev)

    def _visible_cards(self, seat: int) -> list[str | None]:
        """What the person sees of ``seat``'s cards now: codes, or None for a back."""
        h = self.match.hand
        cards = h.cards[seat]
        if seat == 0 and not h.mineiro.ferro:
            return list(cards)
        if seat == 2 and self.n == 4 and h.mineiro.onze_team == 0:
            return list(cards)
        return [None] * len(cards)

    def _save(self) -> None:
        """Keep the match in progress in its slot of the document (emptied when it ends)."""
        saves.put(self.app.doc, self.match, self.daily, self.level, self.app.today(),
                  hints=self.hint_helper.used)
        self.app.save()

    def apply(self, action: str) -> bool:
        """Apply an engine action (with its seat prefix) and queue its events; False if refused."""
        try:
            events = self.match.apply(action)
        except IllegalAction:
            return False
        self.actions_applied += 1
        self.hint_helper.clear()
        self.queue.extend(events)
        self.buttons = []
        self._buttons_for = None
        self.focus = None
        self.down_mode = False
        self.ai = None
        self._save()
        self.dirty = True
        return True

    # ------------------------------------------------------------------ whose turn
    def human_acting(self) -> bool:
        """True when the person may act now (nothing being shown, seat 0 among the acting seats)."""
        h = self.match.hand
        if h is None or h.over or self.match.over or not self.idle():
            return False
        return 0 in h.acting_seats() and bool(self.match.legal_actions(0))

    def legal(self) -> list[str]:
        """Seat 0's legal actions now (empty while something is being shown)."""
        return self.match.legal_actions(0) if self.human_acting() else []

    def _computer_seat(self) -> int | None:
        h = self.match.hand
        if h is None or h.over or self.match.over:
            return None
        acting = h.acting_seats()
        if 0 in acting and self.match.legal_actions(0):
            return None
        order = [h.to_act] + [s for s in acting if s != h.to_act]
        for s in order:
            if s is not None and s != 0 and s in acting and self.match.legal_actions(s):
                return s
        return None

    # ------------------------------------------------------------------ update
    def update(self, dt: float) -> None:
        dt = min(dt, 0.1)
        self._advance(dt)
        idle = self.idle()
        if idle != getattr(self, "_was_idle", None):
            self._was_idle = idle
            self.dirty = True  # the turn glow and the buttons come and go with it
        if not idle:
            return
        m = self.match
        h = m.hand
        if h is None:
            return
        if h.over:
            self._after_hand(dt)
            return
        if self.human_acting():
            self._refresh_buttons()
            if self.hint_helper.busy():
                self.hint_helper.step(FRAME_BUDGET)
            else:
                self._warm_up()
            return
        self._computer_turn(dt)

    def _warm_up(self, budget: float = 0.004) -> None:
        """While you think, draw (once) the card faces not drawn yet, a few per frame, so no card
        played later has to be drawn in the middle of its flight."""
        todo = getattr(self, "_warm_todo", None)
        if todo is None:
            deck = self.rules.v.deck
            todo = self._warm_todo = [(a, c) for a in (self.art_past, self.art_played, self.art_big)
                                      for c in deck]
        start = time.perf_counter()
        while todo and time.perf_counter() - start < budget:
            art, code = todo.pop()
            art.face(code, self.deck)

    def _advance(self, dt: float) -> None:
        """Move flights, count points up, age bubbles, show queued events."""
        for f in list(self.flights):
            was = f.started
            f.t += dt
            if f.started and not was and f.on_land is not None and getattr(f, "_sound", None):
                self.sound.play(f._sound)
            if f.done:
                self.flights.remove(f)
                if f.on_land:
                    f.on_land()
                self.dirty = True
        for i in (0, 1):
            a, b = self.shown_scores[i], self.v_scores[i]
            if a != b:
                step = max(3.0, abs(b - a) * 3) * dt
                self.shown_scores[i] = b if abs(b - a) <= step else a + step * (1 if b > a else -1)
        for seat in list(self.bubbles):
            self.bubbles[seat][1] -= dt
            if self.bubbles[seat][1] <= 0:
                del self.bubbles[seat]
                self.dirty = True
        if self.hold > 0:
            self.hold -= dt
        while self.hold <= 0 and self.queue and not self._deal_in_flight():
            ev = self.queue.popleft()
            self.hold += self._show(ev)
            self.dirty = True

    def _deal_in_flight(self) -> bool:
        return any(getattr(f, "_deal", False) for f in self.flights)

    def _after_hand(self, dt: float) -> None:
        """The hand is over and shown: its result on the table for a moment (the full summary by
        itself when the setting asks), then the match-over screen or the next deal."""
        m = self.match
        if self.animating():
            return  # let the points finish counting up first
        if not self.summary_done:
            self.summary_done = True
            self.bubbles.clear()  # the hand's last words do not outlive it behind the summary
            for seat, profile in self.profiles.items():
                profile.learn(m.observe(seat))
            lines = score_lines(m)
            self.result = banner_lines(lines)
            self.result_left = RESULT_SECONDS * self.speed
            panel, rect, review_rect, _ = result_layout(self.result)
            self.result_rect = panel
            word, review = t("table_summary"), t("review.button")
            letter, review_letter = key_letters([word, review])
            self.result_button = Button(rect, word, "summary", "primary",
                                        key=getattr(pygame, f"K_{letter.lower()}") if letter else None)
            self.result_button.data["letter"] = letter
            self.review_button = Button(review_rect, review, "review", "envido",
                                        key=getattr(pygame, f"K_{review_letter.lower()}")
                                        if review_letter else None)
            self.review_button.data["letter"] = review_letter
            self.dirty = True
            mode = self.app.settings.get("summary", "auto")
            if mode == "always" or (mode == "auto" and several_parts(lines)):
                self.open_summary()
            return
        if self.result is not None:
            self.result_left -= dt
            if self.result_left > 0:
                return
            self.result = None
            self.result_button = self.review_button = None
            self.dirty = True
        if m.over:
            if not self.over_shown:
                self.over_shown = True
                self._save()
                registry.push(self.app, "match_over", m, daily=self.daily, level=self.level,
                              hints=self.hint_helper.used)
            return
        self._deal()

    def open_summary(self) -> None:
        """The full summary of the hand just finished, over the table; the table moves on when it
        closes."""
        h = self.match.hand
        if h is None or not h.over or self.app.top is not self:
            return
        self.result_left = 0.0
        registry.push(self.app, "summary", self.match)

    def open_review(self) -> None:
        """Repaso de la mano: your decisions in the hand just finished, against dificil's."""
        h = self.match.hand
        if h is None or not h.over or self.app.top is not self:
            return
        self.result_left = max(self.result_left, RESULT_SECONDS * self.speed)
        registry.push(self.app, "review", self.match)

    def open_pause(self) -> None:
        """The pause menu (the menu button, Esc)."""
        if self.app.top is self:
            self.hover = None
            registry.push(self.app, "pause", self)

    def _computer_turn(self, dt: float) -> None:
        seat = self._computer_seat()
        if seat is None:
            return
        if self.ai is None or self.ai["seat"] != seat:
            obs = self.match.observe(seat)
            seed = decision_seed(self.match.seed, self.match.hand_no, len(obs["history"]), seat)
            gen = think(obs, self.level, seed, self.profiles.get(seat))
            self.ai = {"seat": seat, "gen": gen, "action": None,
                       "wait": AI_PAUSE * self.speed}
        ai = self.ai
        if ai["action"] is None:
            start = time.perf_counter()
            gen = ai["gen"]
            try:
                while time.perf_counter() - start < FRAME_BUDGET:
                    next(gen)
            except StopIteration as stop:
                ai["action"] = stop.value
        ai["wait"] -= dt
        if ai["action"] is not None and ai["wait"] <= 0:
            action = ai["action"]
            if not self.apply(f"{seat}:{action}"):
                # a computer player asked for something illegal: play the first legal action
                self.apply(f"{seat}:{self.match.legal_actions(seat)[0]}")

    # ------------------------------------------------------------------ showing events
    def _say(self, seat: int | None, text: str) -> None:
        if seat is None:
            return
        self.bubbles[seat] = [text, BUBBLE_SECONDS]

    def _log_event(self, ev: Event) -> None:
        """Keep one event for the hand's log (no motion, no sound); a deal starts a new log."""
        if ev.kind == "deal":
            self.log = []
        elif ev.kind in LOGGED:
            self.log.append(ev)
            del self.log[:-8]

    def log_line(self, ev: Event) -> str:
        """One logged event in words, in the current language (:func:`table_words.log_line`)."""
        return log_line(ev, self.n)

    def _show(self, ev: Event) -> float:
        """Start showing one event; returns how long to wait before the next one."""
        k = ev.kind
        sp = self.speed
        self._log_event(ev)
        if k == "deal":
            gather = self._gather()
            self.v_hands = [[] for _ in range(self.n)]
            self.slots = [0] * self.n
            self.v_tricks = [[]]
            self.v_results, self.v_winners = [], []
            self.v_burned, self.v_shown = [], {}
            self.bubbles.clear()
            h = self.match.hand
            self.v_scores = list(h.start_scores)
            for i in (0, 1):  # a new chico starts from zero: no counting down
                if self.v_scores[i] < self.shown_scores[i]:
                    self.shown_scores[i] = float(self.v_scores[i])
            self.sound.play("shuffle")
            return self._deal_missing(delay=gather) + 0.1 * sp
        if k == "tanda":
            h = self.match.hand
            mano = h.mano
            self._say(ev.seat, t(f"say_{ev.what}"))
            if ev.what == "pass":
                partner = (mano + 2) % self.n
                self._move_hand(mano, partner)
            elif ev.what == "burn":
                self.v_burned.append(list(ev.cards or ()))
                self.v_hands[mano] = []
                self.slots[mano] = 0
            return 0.6 * sp + self._deal_missing(delay=0.4 * sp)
        if k == "play":
            return self._show_play(ev)
        if k == "trick":
            self.v_results.append(ev.team)
            self.v_winners.append(ev.seat if ev.team is not None else None)
            return 0.9 * sp
        if k in ("call", "answer", "onze"):
            self._say(ev.seat, t(f"say_{ev.what}"))
            if ev.what in ENVIDO_FAMILY:
                self.sound.play("envido")
            elif ev.what in BET_FAMILY:
                self.sound.play("truco")
            return 1.0 * sp
        if k == "flor":
            self._say(ev.seat, t("say_flor"))
            self.sound.play("envido")
            return 1.0 * sp
        if k == "envido-value":
            self._say(ev.seat, t("say_value", value=ev.value))
            return 0.9 * sp
        if k == "son-buenas":
            self._say(ev.seat, t("say_son-buenas"))
            return 0.9 * sp
        if k == "score":
            self.v_scores[ev.team] += ev.points
            self.sound.play("points")
            return 0.5 * sp
        if k == "show":
            self.v_shown[ev.seat] = list(ev.cards or ())
            return 0.6 * sp
        if k == "hand-over":
            if ev.team == 0:
                self.sound.play("win")
            return 1.0 * sp
        if k == "chico-over":
            return 0.5 * sp
        return 0.0

    def _card_image(self, seat: int, code: str | None, where: str, size: str = "hand"):
        """A function returning the picture of a card in flight."""
        if size == "played":
            art = self.art_played
            return (lambda: art.face(code, self.deck)) if code else (lambda: art.back(self.deck))
        if where == "bottom":
            art = self.art_big
        else:
            art = self.art_small
        if code is None:
            return lambda: art.back(self.deck)
        return lambda: art.face(code, self.deck)

    def _gather(self) -> float:
        """The new dealer gathers the last hand's cards (played, shown and still held) into the deck:
        each flies there with ease-out in ~0.4 s. Returns how long it takes (0 on the first deal)."""
        h = self.match.hand
        if h is None:
            return 0.0
        end = L.deck_pos(L.place(self.n, h.dealer))
        per = GATHER_SECONDS * self.speed
        k = 0
        for trick_no, trick in enumerate(self.v_tricks):
            for seat, code, down in trick:
                where = L.place(self.n, seat)
                image = self._card_image(seat, None if down else code, where, "played")
                start = L.played_rect(where, trick_no).center
                self.flights.append(Flight(image, start, end, per, delay=0.03 * k * self.speed))
                k += 1
        for seat in range(self.n):
            where = L.place(self.n, seat)
            slots = L.hand_slots(where, self.slot_count(seat))
            for (rect, angle), code in zip(slots, self.v_hands[seat]):
                image = self._card_image(seat, None, where)
                self.flights.append(Flight(image, rect.center, end, per, delay=0.03 * k * self.speed,
                                           angle=angle))
                k += 1
        if not k:
            return 0.0
        return per + 0.03 * (k - 1) * self.speed

    def _deal_missing(self, delay: float = 0.0) -> float:
        """Deal (fly) the cards the engine holds but the view does not show yet; returns the time."""
        h = self.match.hand
        per = 0.25 * self.speed
        dealer_where = L.place(self.n, h.dealer)
        start = L.deck_pos(dealer_where)
        order = [(h.mano + i) % self.n for i in range(self.n)]
        want = {s: self._visible_cards(s) for s in order}
        missing = {s: len(want[s]) - len(self.v_hands[s]) for s in order}
        for s in order:
            self.slots[s] = max(self.slots[s], len(want[s]))
        k = 0
        for rnd in range(3):
            for s in order:
                if missing[s] <= 0:
                    continue
                have = len(self.v_hands[s]) + sum(1 for f in self.flights if getattr(f, "_seat", None) == s)
                if have >= len(want[s]):
                    continue
                code = want[s][have]
                where = L.place(self.n, s)
                slots = L.hand_slots(where, len(want[s]))
                rect, angle = slots[have]
                f = Flight(self._card_image(s, code, where), start, rect.center, per * 1.4,
                           delay=delay + k * per, angle=angle)
                f._deal = True
                f._seat = s
                f._sound = "deal"

                def land(s=s, code=code):
                    self.v_hands[s].append(code)
                f.on_land = land
                self.flights.append(f)
                missing[s] -= 1
                k += 1
        return delay + k * per + per * 0.4

    def _move_hand(self, src: int, dst: int) -> None:
        cards = self._visible_cards(dst)
        self.v_hands[src] = []
        self.v_hands[dst] = []
        self.slots[src] = 0
        self.slots[dst] = len(cards)
        where = L.place(self.n, dst)
        for i, code in enumerate(cards):
            rect, angle = L.hand_slots(where, len(cards))[i]
            f = Flight(self._card_image(dst, code, where), L.hand_centre(L.place(self.n, src)), rect.center,
                       0.35 * self.speed, delay=0.1 * i * self.speed, angle=angle)
            f._deal = True
            f._seat = dst

            def land(dst=dst, code=code):
                self.v_hands[dst].append(code)
            f.on_land = land
            self.flights.append(f)

    def _show_play(self, ev: Event) -> float:
        seat = ev.seat
        self.bubbles.clear()  # the talk is over when a card is played: no bubble hides the trick
        down = ev.what == "down"
        code = ev.card
        hand = self.v_hands[seat]
        where = L.place(self.n, seat)
        slots = L.hand_slots(where, self.slot_count(seat))
        idx = None
        if code is not None and code in hand:
            idx = hand.index(code)
        elif seat == 0 and down:
            # my own face-down card: the engine knows which
            for s, c, d in self.match.hand.tricks[-1] if self.match.hand.tricks[-1] else self._last_trick():
                if s == 0:
                    code = c
            if code in hand:
                idx = hand.index(code)
        elif seat == 0 and self._last_blind is not None and self._last_blind < len(hand):
            idx = self._last_blind
        if idx is None:
            idx = len(hand) - 1 if hand else None
        start = slots[idx][0].center if idx is not None and idx < len(slots) else L.hand_centre(where)
        if idx is not None and hand:
            hand.pop(idx)
        self.slots[seat] = len(hand)
        if len(self.v_tricks[-1]) >= self.n:
            self.v_tricks.append([])
        trick_no = len(self.v_tricks) - 1
        shown = code if (not down or seat == 0) else None
        end = L.played_rect(where, trick_no).center
        image = (lambda: self.art_played.back(self.deck)) if down else self._card_image(seat, code, where, "played")
        f = Flight(image, start, end, 0.3 * self.speed)
        self.v_tricks[-1].append((seat, shown, down))
        entry = len(self.v_tricks[-1]) - 1
        self._landing = getattr(self, "_landing", set())
        key = (trick_no, entry)
        self._landing.add(key)

        def land(key=key):
            self._landing.discard(key)
        f.on_land = land
        self.flights.append(f)
        self.sound.play("play")
        self._last_blind = None
        return 0.35 * self.speed

    def _last_trick(self) -> list:
        h = self.match.hand
        for trick in reversed(h.tricks):
            if trick:
                return trick
        return []

    # ------------------------------------------------------------------ input
    def _refresh_buttons(self) -> None:
        key = (self.actions_applied, self.down_mode, self.match.hand_no, language())
        if self._buttons_for == key:
            return
        self._buttons_for = key
        legal = self.match.legal_actions(0)
        calls = [a for a in legal if ":" not in a]
        labels = [(a, action_label(a, self.variant)) for a in calls]
        if any(a.startswith("down:") for a in legal):
            labels.append((TOGGLE_DOWN, t("act_down_on") if self.down_mode else t("act_down")))
        self.buttons = call_buttons(labels)
        if self.focus is not None and self.focus >= len(self.controls()):
            self.focus = None
        self.dirty = True

    def card_rects(self) -> list[pygame.Rect]:
        """Screen rects of your cards as drawn now (raised when playable), left to right."""
        slots = L.hand_slots("bottom", self.slot_count(0))
        legal = set(self.legal())
        out = []
        for i, (r, _) in enumerate(slots):
            r = r.copy()
            if self._card_action(i, legal) is not None:
                r.y -= L.RAISE
                if i == self.hover:
                    r.y -= 10
            out.append(r)
        return out

    def slot_count(self, seat: int) -> int:
        """How many places ``seat``'s hand takes (cards still flying in keep theirs)."""
        return max(len(self.v_hands[seat]), self.slots[seat])

    def _card_action(self, i: int, legal: set[str] | None = None) -> str | None:
        """The engine action of clicking your ``i``-th card now, or None."""
        legal = set(self.legal()) if legal is None else legal
        hand = self.v_hands[0]
        if i >= len(hand):
            return None
        if self.match.hand.mineiro.ferro:
            act = f"blind:{i + 1}"
        else:
            code = hand[i]
            act = f"{'down' if self.down_mode else 'play'}:{code}"
        return act if act in legal else None

    def offered_actions(self) -> set[str]:
        """Every engine action the person can take now through a card or a button."""
        legal = set(self.legal())
        out = set()
        for i in range(len(self.v_hands[0])):
            a = self._card_action(i, legal)
            if a:
                out.add(a)
        toggle = False
        for b in self.buttons:
            if b.action == TOGGLE_DOWN:
                toggle = True
            elif b.action in legal:
                out.add(b.action)
        if toggle:  # the toggle switches the cards between face up and face down
            other = "play:" if self.down_mode else "down:"
            out |= {other + c for c in self.v_hands[0] if c and other + c in legal}
        return out

    def point_for(self, action: str) -> tuple[int, int] | None:
        """Where a person clicks to take ``action`` now (None if it is not offered)."""
        for b in self.buttons:
            if b.action == action:
                return b.rect.center
        verb, _, arg = action.partition(":")
        if verb in ("play", "down", "blind"):
            if (verb == "down") != self.down_mode:
                return None
            rects = self.card_rects()
            for i in range(len(rects)):
                if self._card_action(i) == action:
                    r = rects[i]
                    return (r.centerx, r.top + 30)
        return None

    def _press(self, b: Button) -> None:
        if b.action == "menu":
            self.open_pause()
            return
        if b.action == "summary":
            self.open_summary()
            return
        if b.action == "hint":
            self.hint_helper.toggle()
            return
        if b.action == "review":
            self.open_review()
            return
        if b.action == TOGGLE_DOWN:
            self.down_mode = not self.down_mode
            self._buttons_for = None
            self._refresh_buttons()
            return
        if b.action in self.legal():
            self.apply(f"0:{b.action}")

    def controls(self) -> list[Button]:
        """Every button on the table now, in keyboard (Tab) order: the calls while you act, the
        hand result's summary button while it shows, and the menu button, always."""
        acting = self.human_acting()
        out = list(self.buttons) if acting else []
        if self.result is not None and self.result_button is not None:
            out += [b for b in (self.review_button, self.result_button) if b is not None]
        if acting and self.hint_helper.enabled():
            out.append(self.hint_button)
        out.append(self.menu_button)
        return out

    def on_hint_used(self) -> None:
        """A hint was asked for: a Diario remembers it (its result and share code say so)."""
        if self.daily is not None:
            self._save()

    def _play_card(self, i: int) -> None:
        act = self._card_action(i)
        if act is None:
            return
        if act.startswith("blind:"):
            self._last_blind = i
        self.hover = None
        self.apply(f"0:{act}")

    def _card_at(self, pos) -> int | None:
        rects = self.card_rects()
        for i in reversed(range(len(rects))):
            if rects[i].collidepoint(pos):
                return i
        return None

    def handle(self, event: pygame.event.Event) -> None:
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and getattr(event, "touch", False):
            return  # SDL's mouse echo of a touch: the FINGERDOWN already acted
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_AC_BACK):
            self.open_pause()
            return
        if event.type == pygame.MOUSEMOTION:
            hover = self._card_at(event.pos) if self.human_acting() else None
            if hover != self.hover:
                self.hover = hover
                self.dirty = True
            return
        acting = self.human_acting()
        if acting:
            self._refresh_buttons()
        pos = None
        if event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 1) == 1:
            pos = event.pos
        elif event.type == pygame.FINGERDOWN:
            surf = pygame.display.get_surface()
            w, h = surf.get_size() if surf else (L.W, L.H)
            pos = (int(event.x * w), int(event.y * h))
        if pos is not None and self.result is not None and self.result_rect is not None \
                and self.result_rect.collidepoint(pos):
            if self.review_button is not None and self.review_button.rect.collidepoint(pos):
                self.open_review()
            else:
                self.open_summary()  # a tap anywhere else on the hand's result: the full summary
            return
        if acting and pos is not None:
            i = self._card_at(pos)
            if i is not None and self._card_action(i) is not None:
                self._play_card(i)
                return
        if acting and event.type == pygame.KEYDOWN and pygame.K_1 <= event.key <= pygame.K_3:
            self._play_card(event.key - pygame.K_1)
            return
        # clicks and keys during animations or on the others' turns reach only the menu button
        # (and the result's summary button): they never change the match
        before = self.focus
        self.focus = handle_buttons(event, self.controls(), self.focus, self._press)
        if self.focus != before:
            self.dirty = True

    # ------------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface) -> None:
        draw_table(self, surface)

    def focused(self) -> Button | None:
        """The button with the keyboard focus (a call, the result's summary, or the menu)."""
        return focused_button(self.controls(), self.focus)

    def autoplay_targets(self) -> dict[str, tuple[int, int]]:
        """Where a person taps for the table's own buttons now: ``menu``, and ``summary`` while a
        hand's result shows (``--autoplay`` and the tests click there)."""
        out = {"menu": self.menu_button.rect.center}
        if self.human_acting() and self.hint_helper.enabled():
            out["hint"] = self.hint_button.rect.center
        if self.result is not None and self.result_button is not None:
            out["summary"] = self.result_button.rect.center
            if self.review_button is not None:
                out["review"] = self.review_button.rect.center
        return out

    def my_envido(self) -> int | None:
        """Your envido value to show on your hand (Argentino, first trick, when help is on)."""
        h = self.match.hand
        if (self.variant != "argentino" or h is None or not self.app.settings.get("show_envido", True)
                or h.over or h.results or not self.v_hands[0] or len(self.v_hands[0]) < 3):
            return None
        return envido_value(h.dealt[0])

    def my_flor(self) -> int | None:
        """Your flor's value instead of the envido, when flor is played and you hold one (help on)."""
        h = self.match.hand
        if not self.rules.flor or self.my_envido() is None or not has_flor(h.dealt[0]):
            return None
        return flor_value(h.dealt[0])

    def top_card(self, code: str | None) -> bool:
        """True when ``code`` is one of the variant's four top cards (1e 1b 7e 7o; the manilhas) and
        help is on: your own cards carry a small mark."""
        if not code or not self.app.settings.get("show_envido", True):
            return False
        return self.rules.v.strength.get(code, 0) >= 11


def call_buttons(labels: list[tuple[str, str]]) -> list[Button]:
    """One row of call buttons under your hand, centred, each a thumb's size (``L.TAP``) and
    carrying a keyboard letter taken from its own word."""
    font = get_font("bold", 24)
    widths = [max(L.TAP + 36, font.size(text)[0] + 58) for _, text in labels]
    gap = 12
    total = sum(widths) + gap * (len(widths) - 1)
    room = L.W - 2 * (L.FRAME + 40)
    scale = min(1.0, room / total) if total else 1.0
    x = (L.W - total * scale) / 2
    out = []
    letters = key_letters([text for _, text in labels])
    for (action, text), w, letter in zip(labels, widths, letters):
        w = max(L.TAP, int(w * scale))
        b = Button(pygame.Rect(int(x), L.BUTTON_Y, w, L.BUTTON_H), text, action, button_kind(action),
                   key=getattr(pygame, f"K_{letter.lower()}") if letter else None)
        b.data["letter"] = letter
        out.append(b)
        x += w + gap * scale
    return out
