"""The table's Ayuda (hint): computed on request, in slices, for the decision in front of you.

``dificil``'s evaluation of your own observation (:func:`game.coach.hint.hint_steps`), with the seed
``dificil`` would use and the profile of the others you have built by watching the finished hands:
every legal action with its chance of winning the match, the best one first, and one reason. It is
for the decision it was asked at; any action (yours or not) clears it. Its panel is drawn by
:mod:`scenes.table.draw.hint`.
"""
from __future__ import annotations

import time
from typing import Generator

from game.coach.hint import Hint, decision_seed, hint_steps
from game.ai.profile import learned_profiles
from game.match import Match


class HintHelper:
    """The hint of one table: ``toggle()`` asks (or hides it); ``step(budget)`` works on it.

    :param settings: the remembered settings (the Ayudas setting turns the hint off).
    """

    def __init__(self, match: Match, settings: dict) -> None:
        self.match = match
        self.settings = settings
        self.shown = False
        self.for_point: tuple[int, int] | None = None  # (hand_no, actions so far) the hint is for
        self.steps: Generator[None, None, Hint] | None = None
        self.hint: Hint | None = None
        #: True once a hint was shown in this match (a Diario records it)
        self.used = False

    def point(self) -> tuple[int, int]:
        """The decision now: ``(hand number, actions so far in the hand)``."""
        m = self.match
        return (m.hand_no, len(m.hand.history) if m.hand is not None else 0)

    def enabled(self) -> bool:
        """The Ayudas setting (Ajustes) turns the hint off with the other helps."""
        return bool(self.settings.get("show_envido", True))

    def toggle(self, acting: bool) -> bool:
        """Show the hint for the decision now (computing it over the next frames), or hide it;
        True when that changed anything.

        :param acting: whether it is your decision now (a hint is shown only then).
        """
        if self.shown and self.for_point == self.point():
            self.shown = False
            return True
        if not self.enabled() or not acting:
            return False
        self.shown = True
        self.used = True
        if self.for_point != self.point() or (self.hint is None and self.steps is None):
            m = self.match
            obs = m.observe(0)
            seed = decision_seed(m.seed, m.hand_no, len(obs["history"]), 0)
            profile = learned_profiles(m, [0])[0]
            self.for_point, self.hint = self.point(), None
            self.steps = hint_steps(obs, seed, profile)
        return True

    def clear(self) -> None:
        """An action was taken: the hint no longer applies."""
        self.shown, self.steps, self.hint, self.for_point = False, None, None, None

    def busy(self) -> bool:
        """It is still being worked out."""
        return self.steps is not None

    def step(self, budget: float) -> bool:
        """Work on the hint for up to ``budget`` seconds; True when it was finished."""
        if self.steps is None:
            return False
        end = time.perf_counter() + budget
        try:
            while time.perf_counter() < end:
                next(self.steps)
        except StopIteration as stop:
            self.hint, self.steps = stop.value, None
            return True
        return False
