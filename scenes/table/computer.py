"""The computer players' turns: each thinks in slices within a per-frame budget, then waits a
short readable pause (``settings["speed"]``) before it acts."""
from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Generator

from game.ai import computer_senas, decision_seed, think
from game.ai.cast import BY_ID, STRENGTHS
from game.ai.profile import Profile
from game.match import Match

FRAME_BUDGET = 0.008  # seconds of computer thinking per frame
AI_PAUSE = 0.8  # seconds a computer player waits before acting (times the speed factor)


@dataclass
class Thought:
    """A computer player's decision in progress."""

    seat: int
    steps: Generator[None, None, str]
    wait: float  #: seconds left of its pause
    action: str | None = None  #: its decision, once made


def computer_seat(match: Match) -> int | None:
    """The computer player to act now, or None (nobody, or you may act)."""
    h = match.hand
    if h is None or h.over or match.over:
        return None
    acting = h.acting_seats()
    if 0 in acting and match.legal_actions(0):
        return None
    order = [h.to_act] + [s for s in acting if s != h.to_act]
    for s in order:
        if s is not None and s != 0 and s in acting and match.legal_actions(s):
            return s
    return None


class Computers:
    """The computer players of one table.

    :param level: their level (``game.ai.LEVELS``).
    :param profiles: what each has learned of the others within the match, by seat.
    :param cast: the characters at the table by seat (``game.ai.cast``): each plays as itself;
        the seats not in it play at ``level``.
    """

    def __init__(self, match: Match, level: str, profiles: dict[int, Profile],
                 cast: dict[int, str] | None = None) -> None:
        self.match = match
        self.level = level
        self.profiles = profiles
        self.cast = dict(cast or {})
        self.thought: Thought | None = None

    def level_of(self, seat: int) -> str:
        """Who plays ``seat``: its character, or the table's level."""
        return self.cast.get(seat, self.level)

    def senas(self) -> list:
        """The computer players' señas due now (at the deal; in Mineiro once the tanda is kept):
        the same moments as the Diario's replay (:func:`game.daily.advance_steps`)."""
        return computer_senas(self.match, lambda seat: None if seat == 0 else self.level_of(seat))

    def stats_level(self) -> str:
        """The level the statistics count this match under: the strongest character's against
        you, or the table's level."""
        rivals = [BY_ID[name].strength for seat, name in self.cast.items() if seat & 1]
        return max(rivals, key=STRENGTHS.index) if rivals else self.level

    def forget(self) -> None:
        """An action was taken: any decision in progress no longer applies."""
        self.thought = None

    def step(self, dt: float, speed: float) -> str | None:
        """Think for one frame; the action to apply (with its seat prefix) once the one to act
        has decided and waited its pause, else None."""
        seat = computer_seat(self.match)
        if seat is None:
            return None
        m = self.match
        if self.thought is None or self.thought.seat != seat:
            obs = m.observe(seat)
            seed = decision_seed(m.seed, m.hand_no, len(obs["history"]), seat)
            self.thought = Thought(seat, think(obs, self.level_of(seat), seed, self.profiles.get(seat)),
                                   AI_PAUSE * speed)
        thought = self.thought
        if thought.action is None:
            start = time.perf_counter()
            try:
                while time.perf_counter() - start < FRAME_BUDGET:
                    next(thought.steps)
            except StopIteration as stop:
                thought.action = stop.value
        thought.wait -= dt
        if thought.action is not None and thought.wait <= 0:
            return f"{seat}:{thought.action}"
        return None
