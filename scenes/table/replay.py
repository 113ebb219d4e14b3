"""The table watching a finished Diario (Ver la partida), from its player's seat, from the share
code's moves (every move is in the code: no computer player thinks).

The friend sits where you sit (seat 0, their cards face up); the others' cards show as the rules
show them: backs, then at each hand's end the cards behind the winning envido. Pause, one move at
a time, a hand back or forward, and three speeds. In the background, Difícil reviews the friend's
decisions hand by hand (:func:`game.coach.review.review_steps`, from what the friend saw then),
the hand being watched first; where it would have chosen otherwise, its mark shows as the move is
played.

:class:`ReplayTable` is the table's own scene in a watching mode: nothing is saved, nothing is
asked of the person. The screen that opens it (checking a code first when it is given one) is
:mod:`scenes.screens.replay`.
"""
from __future__ import annotations

import dataclasses
import datetime as _dt
import time
from typing import Generator

import pygame

from game.coach.review import Decision, review_steps
from game.daily import sharecode
from game.match import Match
from scenes.table.controls import Controls, call_buttons
from scenes.table.layout import Layout
from scenes.table.draw.replay import info_box, info_left
from scenes.table.hand_result import banner_lines, score_lines
from scenes.table.result import RESULT_SECONDS, result_banner
from scenes.table.scene import TableScene
from scenes.table.show import Show, picture_of
from scenes.table.view import ReplayView, TableView
from scenes.table.words import log_line
from scenes.ui import registry
from scenes.ui.canvas import GAP, MIN_TEXT, TAP
from scenes.ui.fonts import get_font
from scenes.ui.i18n import format_date, t
from scenes.ui.widgets import Button, focused_button, handle_buttons
from scenes.ui.words import move_words, reason_words

RATES = (1, 2, 4)
MOVE_PAUSE = 0.8  # seconds between two moves at 1× (times the speed setting)
REVIEW_BUDGET = 0.006  # seconds of Difícil's review a frame


def hand_starts(full: Match) -> list[int]:
    """The index in the match's moves where each hand's moves begin."""
    out, n = [], 0
    for entry in full.log:
        out.append(n)
        n += len(entry["actions"])
    return out



class ReplayTable(TableScene):
    """The table watching a finished match (see the module docstring).

    :param verified: :func:`game.daily.sharecode.verify_code`'s answer for the match.
    """

    def __init__(self, app, verified: dict) -> None:
        self.verified = verified
        self.full = sharecode.match_of(verified)  # the finished match: the review reads it
        self.moves: list[str] = list(verified["moves"])
        self.starts = hand_starts(self.full)
        self.next_move = 0
        self.paused = False
        self.steps_asked = 0  # moves asked for one at a time while paused
        self.rate_index = 0
        self.wait = 0.0
        self.finished = False
        self.mark: Decision | None = None
        self.marks: dict[tuple[int, int], Decision] = {}  # (hand index, move in the hand) -> mark
        self.reviewed: set[int] = set()
        self.review_total = len(self.full.log)
        self.reviewing: tuple[int, Generator] | None = None
        self.focus_index: int | None = None
        day = _dt.date.fromisoformat(verified["date"])
        self.day = day
        match = sharecode.start_of(verified)
        super().__init__(app, match, daily={"date": verified["date"], "rules_key": verified["rules_key"]})
        # the friend sits in seat 0: their name on the plate, the calls, the log and the summary
        self.names = {**(self.names or {}), 0: verified.get("name") or t("friend.someone")}

    # ------------------------------------------------------------------ not a table one plays at
    def save(self) -> None:
        """A watched match is never saved."""

    def human_acting(self) -> bool:
        return False

    def open_pause(self) -> None:
        """Esc (and the menu button) leave the replay."""
        self.leave()

    def leave(self) -> None:
        """Back to the screen the replay was opened from."""
        top = self.app.top
        if top is not None and registry.is_scene(top, "replay"):
            self.app.pop()

    @property
    def speed(self) -> float:
        return super().speed / RATES[self.rate_index]

    @property
    def rate(self) -> int:
        """1, 2 or 4 times the setting's pace."""
        return RATES[self.rate_index]

    # ------------------------------------------------------------------ moving through the match
    def hand_index(self) -> int:
        """The hand being shown, from 0."""
        return max(0, self.match.hand_no - 1)

    def go_to_hand(self, k: int) -> None:
        """Show hand ``k`` (from 0) from its deal: the match is rebuilt to it on the engine."""
        k = max(0, min(k, len(self.starts) - 1))
        m = sharecode.start_of(self.verified)
        for move in self.moves[:self.starts[k]]:
            while m.hand is None or m.hand.over:
                m.start_hand()
            m.apply(move)
        while m.hand is None or m.hand.over:
            m.start_hand()
        self.match = m
        self.picture = picture_of(m)
        self.show = Show(m, self.picture, self.layout, self.sound, lambda: self.speed)
        self.controls = Controls(m, self.picture, self.layout, self.legal)
        self.next_move = self.starts[k]
        self.result = None
        self.summary_done = False
        self.finished = False
        self.mark = None
        self.wait = 0.0
        self.dirty = True

    def step_once(self) -> None:
        """One move more, while paused."""
        self.paused = True
        self.steps_asked += 1
        self.dirty = True

    def _next(self) -> None:
        """Apply the next move of the code, and show Difícil's mark on it (the friend's)."""
        move = self.moves[self.next_move]
        k, j = self.hand_index(), len(self.match.log[-1]["actions"])
        self.next_move += 1
        self.apply(move)
        if move.startswith("0:"):
            self.mark = self.marks.get((k, j))
        self.wait = MOVE_PAUSE * self.speed

    def update(self, dt: float) -> None:
        dt = min(dt, 0.1)
        if self.show.advance(dt):
            self.dirty = True
        self.review_slice()
        h = self.match.hand
        if not self.idle() or h is None:
            return
        if h.over:
            self._after_hand(dt)
            return
        if self.next_move >= len(self.moves):
            return
        if self.paused:
            if self.steps_asked:
                self.steps_asked -= 1
                self._next()
            return
        self.wait -= dt
        if self.wait <= 0:
            self._next()

    def _after_hand(self, dt: float) -> None:
        """The hand's points for a moment (over the hand, above the controls), then the next deal;
        paused, it waits."""
        if self.animating():
            return
        if not self.summary_done:
            self.summary_done = True
            self.picture.bubbles.clear()
            self.result = result_banner(banner_lines(score_lines(self.match)), RESULT_SECONDS * self.speed,
                                        self.layout)
            up = -(self.layout.button_h + 16)
            for part in (self.result.panel, self.result.summary.rect, self.result.review.rect):
                part.move_ip(0, up)
            self.dirty = True
            return
        if self.result is not None:
            if self.paused and not self.steps_asked:
                return
            self.result.left -= dt
            if self.result.left > 0 and not self.steps_asked:
                return
            self.steps_asked = max(0, self.steps_asked - 1)
            self.result = None
            self.dirty = True
        if self.match.over:
            self.finished = True
            return
        self.mark = None
        self._deal()

    # ------------------------------------------------------------------ Difícil's review
    def review_slice(self) -> None:
        """Work on Difícil's review of the friend's decisions, the hand shown first."""
        if self.reviewing is None:
            todo = [k for k in range(self.review_total) if k not in self.reviewed]
            if not todo:
                return
            here = self.hand_index()
            k = min(todo, key=lambda x: (x < here, x))  # this hand, then the next ones, then earlier
            self.reviewing = (k, review_steps(self.full, k, seat=0, use_profile=False))
        k, steps = self.reviewing
        end = time.perf_counter() + REVIEW_BUDGET
        try:
            while time.perf_counter() < end:
                next(steps)
        except StopIteration as stop:
            for d in stop.value:
                if d.played != d.best:
                    self.marks[(k, d.index)] = d
            self.reviewed.add(k)
            self.reviewing = None
            self.dirty = True

    def busy(self) -> bool:
        """Something goes on by itself: the match plays on, or Difícil reviews (the screen is
        drawn every frame while it does)."""
        return self.animating() or self.reviewing is not None or (not self.paused and not self.finished)

    # ------------------------------------------------------------------ buttons and view
    def replay_buttons(self) -> list[Button]:
        """The row under the friend's hand, as a player's controls: a hand back, pause or play, a
        hand on (portrait: these three in the lower row, nearer the thumb), a move, speed, leave."""
        labels = [("prev", t("replay.prev_hand")),
                  ("pause" if not self.paused else "play", t("replay.pause" if not self.paused else "replay.play")),
                  ("next", t("replay.next_hand")), ("step", t("replay.step")),
                  ("speed", t("replay.speed", x=self.rate)), ("leave", t("replay.leave"))]
        out = call_buttons(labels, self.layout_for_buttons())
        for b in out:
            if b.action == "leave":
                b.kind = "no"
            elif b.action in ("pause", "play"):
                b.kind = "primary"
        return out

    def layout_for_buttons(self) -> Layout:
        """The layout the replay's row of buttons is placed in: turned, with side players, the row
        keeps clear of their name plates' chips (mano, dealer), which reach down beside it."""
        lay = self.layout
        if lay.portrait or self.rules.players != 4:
            return lay
        font = get_font("bold", MIN_TEXT)
        total = sum(font.size(t(k))[0] + 16 for k in ("chip_mano", "chip_dealer")) + 6
        edge = lay.frame + 8
        reach = max(edge, lay.plates["left"][0] - total // 2) + total  # the chips' right end, at most
        x0, x1 = lay.button_span
        return dataclasses.replace(lay, button_span=(max(x0, reach + GAP), min(x1, lay.w - reach - GAP)))

    def buttons_now(self, acting: bool) -> list[Button]:
        out = self.replay_buttons()
        if self.result is not None:
            out += [self.result.review, self.result.summary]
        return out + [self.controls.menu]

    def _press(self, b: Button) -> None:
        action = b.action
        if action == "pause":
            self.paused = True
        elif action == "play":
            self.paused = False
            self.steps_asked = 0
        elif action == "step":
            self.step_once()
        elif action == "prev":
            k = self.hand_index()
            started = self.next_move > self.starts[k] or (self.match.hand is not None and self.match.hand.over)
            self.go_to_hand(k if started and not self.finished else k - 1)
        elif action == "next":
            self.go_to_hand(self.hand_index() + 1)
        elif action == "speed":
            self.rate_index = (self.rate_index + 1) % len(RATES)
        elif action == "leave":
            self.leave()
        elif action == "summary":
            self.open_summary()
        elif action == "review":
            self.open_review()
        elif action == "menu":
            self.leave()
        self.dirty = True

    def open_summary(self) -> None:
        h = self.match.hand
        if h is not None and h.over:
            registry.push(self.app, "summary", self.match, names=self.names)

    def open_review(self) -> None:
        h = self.match.hand
        if h is not None and h.over:
            registry.push(self.app, "review", self.match)

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_AC_BACK):
            self.leave()
            return
        if event.type == pygame.MOUSEMOTION:
            return
        pos = None
        if event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 1) == 1 \
                and not getattr(event, "touch", False):
            pos = event.pos
        if pos is not None and self.result is not None and self.result.panel.collidepoint(pos) \
                and not any(b.rect.collidepoint(pos) for b in (self.result.review, self.result.summary)):
            self.open_summary()
            return
        before = self.controls.focus
        self.controls.focus = handle_buttons(event, self.buttons, self.controls.focus, self._press)
        if self.controls.focus != before:
            self.dirty = True

    def view(self) -> TableView:
        v = super().view()
        buttons = self.buttons
        name = self.verified.get("name") or t("friend.someone")
        where = t("replay.over") if self.finished else t("replay.hand", n=self.match.hand_no,
                                                             total=len(self.starts))
        mark = reason = None
        if self.mark is not None:
            variant = self.rules.variant
            how = t("replay.unweighed") if not self.mark.weighed else \
                t("replay.even") if self.mark.cost <= 0 else t("replay.cost", cost=f"{self.mark.cost:g}")
            mark = t("replay.mark", best=move_words(self.mark.best, variant),
                     played=move_words(self.mark.played, variant), how=how)
            reason = reason_words(self.mark.reason, variant)
        progress = None
        if len(self.reviewed) < self.review_total:
            progress = t("replay.reviewing", done=len(self.reviewed), total=self.review_total)
        else:
            progress = t("replay.marks", n=len(self.marks))
        names = self.names
        watched = ReplayView(title=name, where=where, mark=mark, reason=reason, progress=progress)
        lay = v.layout
        box, _ = info_box(lay, watched, info_left(v, self.painter))
        log = lay.log_rect
        if not lay.portrait and box.bottom + 10 > log.y:  # the words took more lines: the log shorter, under them
            top = box.bottom + 10
            lay = dataclasses.replace(lay, log_rect=pygame.Rect(log.x, top, log.w, max(log.bottom - top, TAP)))
        return dataclasses.replace(
            v, layout=lay, calls=self.replay_buttons(), focused=focused_button(buttons, self.controls.focus),
            hint_button=None, hint_shown=False, names=names,
            log=[log_line(ev, self.rules.players, names) for ev in self.picture.log],
            replay=watched)
