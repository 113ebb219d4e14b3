"""The review of a hand (Repaso): each of the person's decisions against ``dificil``'s.

Like the hint (:mod:`game.coach.hint`), it rests on ``dificil``'s own evaluation of the person's
observation at each decision, never of the hidden cards, and it is sliced for the frame loop.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Generator

from .. import ai
from ..ai.profile import learned_profiles
from ..match import Match
from .hint import Reason, decision_seed, ranked, reason


@dataclass(frozen=True)
class Decision:
    """One of the person's decisions in a reviewed hand.

    :param index: its position among the hand's actions.
    :param played: what the person did; ``best``: what ``dificil`` would have done.
    :param cost: win chance given up, in points out of 100 (0 when ``played`` is ``best``).
    :param weighed: whether ``played`` has a meaningful estimate (see :class:`~game.coach.hint.Hint` ``others``);
        when it has not, ``cost`` is a lower bound.
    """

    index: int
    trick: int
    played: str
    best: str
    cost: float
    weighed: bool
    chances: tuple[tuple[str, float], ...]
    reason: Reason


def decision_points(match: Match, hand_index: int | None = None,
                    seat: int = 0) -> list[tuple[int, int, dict, str, int]]:
    """``seat``'s decisions in one hand of ``match`` (default: the last), replayed from its log:
    ``(index in the hand's actions, trick number, observation before it, action, seed)``."""
    log = match.log
    if not log:
        return []
    k = len(log) - 1 if hand_index is None else hand_index
    replay = match.rewound()
    for i, entry in enumerate(log[:k + 1]):
        deal = entry["deal"]
        replay.start_hand(hands=deal.get("hands"), stock=deal.get("stock"))
        if i < k:
            for action in entry["actions"]:
                replay.apply(action)
    out = []
    for j, action in enumerate(log[k]["actions"]):
        who, _, act = action.partition(":")
        if who == str(seat):
            obs = replay.observe(seat)
            if act in obs["legal"] and len(obs["legal"]) > 1:
                trick = len(obs["results"]) + 1
                seed = decision_seed(match.seed, replay.hand_no, len(obs["history"]), seat)
                out.append((j, trick, obs, act, seed))
        replay.apply(action)
    return out


def review_steps(match: Match, hand_index: int | None = None, seat: int = 0,
                 use_profile: bool = True) -> Generator[int | None, None, list[Decision]]:
    """Every decision of ``seat`` in a hand, what ``dificil`` would have chosen and what the
    choice cost; the costliest first (ties: in the order played). Deterministic. It yields None
    between slices, and the number of decisions done after each one."""
    points = decision_points(match, hand_index, seat)
    profile = None
    if use_profile and points:
        before = _before_hand(match, len(match.log) - 1 if hand_index is None else hand_index)
        profile = learned_profiles(before, [seat])[seat] if before is not None else None
    out = []
    for index, trick, obs, played, seed in points:
        analysis = yield from ai.analyse(obs, seed, profile)
        chances = ranked(analysis)
        best = analysis.choice
        weighed = any(a == played for a, _ in chances)
        cost = 0.0 if played == best else max(
            0.0, 100 * (analysis.chances.get(best, 0) - analysis.chances.get(played, 0)))
        out.append(Decision(index, trick, played, best, round(cost, 1), weighed, chances,
                            reason(obs, analysis)))
        yield len(out)  # progress: decisions reviewed so far
    out.sort(key=lambda d: (-d.cost, d.index))
    return out


def _before_hand(match: Match, k: int) -> Match | None:
    """The match as it stood before hand ``k`` (for the profile learned up to then)."""
    before = match.rewound()
    for entry in match.log[:k]:
        deal = entry["deal"]
        before.start_hand(hands=deal.get("hands"), stock=deal.get("stock"))
        for action in entry["actions"]:
            before.apply(action)
    return before


def review(match: Match, hand_index: int | None = None, seat: int = 0) -> list[Decision]:
    """:func:`review_steps` run to its end."""
    return ai.run(review_steps(match, hand_index, seat))
