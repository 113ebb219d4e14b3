"""The chance of winning the match from a score, for weighing points by what they are worth.

A point is worth more near the target (and a Falta envido or a mão de onze changes everything), so
the hard player values the end of a simulated hand by ``win_probability(own, theirs)`` rather than by
points. The table comes from a small model: every hand one team scores a number of points drawn from
the variant's typical distribution, and that team is the first one with chance ``edge``.

With ``edge`` 0.5 (the default) the teams are even: that is the chance the analysis reports
(hints, reviews). The hard player chooses by :func:`value`, the same model with its variant's
:data:`EDGE`: in Mineiro it values a score as the stronger team, which takes most hands. That makes
it protect a lead and turn down coin flips for six or nine tentos that an even model calls fair
(measured in the arena: ``docs/ai.md``).

Where a setup's hands have been measured (:data:`game.ai.scorings_table.SCORINGS`: Argentino one
against one), the search values scores by :func:`chance` instead: the same chance of winning, but
each hand scores as such hands were seen to score, in order, both teams often scoring in one hand
(an envido for one, the truco for the other). A lead is worth more there than in the one-team
model, and the trailing team cannot gather points hand after hand while the leader scores none.
"""
from __future__ import annotations

from functools import lru_cache
from typing import Callable

from .scorings_table import SCORINGS

#: Typical points a hand gives its winner (truco levels, envido and flor mixed in). Mineiro: as
#: measured in ``dificil`` against ``normal`` before :data:`EDGE` (about 2,300 hands: most hands
#: see a truco, many a seis); ``tools/hand_tally.py`` counts them for today's players (docs/ai.md).
POINTS = {
    "argentino": ((1, 0.30), (2, 0.30), (3, 0.22), (4, 0.12), (5, 0.06)),
    "mineiro": ((1, 0.42), (3, 0.36), (6, 0.20), (9, 0.01), (12, 0.01)),
}
#: The share of the hands the hard player's value function gives its own team, per variant (with
#: it, it takes 53.5% of the hands against ``normal`` in Mineiro, ``tools/hand_tally.py``; 0.6 to
#: 0.7 played best there: docs/ai.md).
EDGE = {"argentino": 0.5, "mineiro": 0.65}


def _from_the_end(target: int, hand: Callable[[list[list[float]], int, int], float]) -> tuple[tuple[float, ...], ...]:
    """``p[a][b]`` for every score short of ``target``, from the scores nearest the end back to
    0–0: ``hand(p, a, b)`` values one more hand from ``(a, b)``, reading ``p`` only at scores with
    more points in all (a hand always scores)."""
    p = [[0.0] * target for _ in range(target)]
    for total in range(2 * target - 2, -1, -1):
        for a in range(max(0, total - target + 1), min(target - 1, total) + 1):
            p[a][total - a] = hand(p, a, total - a)
    return tuple(tuple(row) for row in p)


@lru_cache(maxsize=None)
def table(variant: str, target: int, edge: float = 0.5) -> tuple[tuple[float, ...], ...]:
    """``table[a][b]``: chance that the team with ``a`` points beats the one with ``b`` (both <
    target), when each hand goes to the first team with chance ``edge``."""
    dist = POINTS[variant]

    def hand(p: list[list[float]], a: int, b: int) -> float:
        def get(a: int, b: int) -> float:
            if a >= target:
                return 1.0
            if b >= target:
                return 0.0
            return p[a][b]
        return sum(w * (edge * get(a + k, b) + (1 - edge) * get(a, b + k)) for k, w in dist)

    return _from_the_end(target, hand)


def win_probability(variant: str, target: int, ours: int, theirs: int, edge: float = 0.5) -> float:
    """Chance that a team with ``ours`` points wins against ``theirs`` (1 or 0 once someone has won),
    when it takes each hand with chance ``edge``."""
    if ours >= target:
        return 1.0
    if theirs >= target:
        return 0.0
    return table(variant, target, edge)[max(ours, 0)][max(theirs, 0)]


def value(variant: str, target: int, ours: int, theirs: int) -> float:
    """What the hard player maximizes: :func:`win_probability` with the variant's :data:`EDGE`."""
    return win_probability(variant, target, ours, theirs, EDGE[variant])


@lru_cache(maxsize=None)
def measured(key: str, target: int, edge: float = 0.5) -> tuple[tuple[float, ...], ...]:
    """As :func:`table`, with the hands of :data:`SCORINGS` ``[key]``: each hand is one of the
    measured sequences of scorings (``((0, x), (1, y))``: the first team to score takes ``x``, then
    the other ``y``), drawn with its measured frequency, and its first scorer is ours with chance
    ``edge``. The match ends the moment a team reaches the target (RULES.md A3)."""
    hands = SCORINGS[key]
    total = sum(n for _, n in hands)

    def after(p: list[list[float]], a: int, b: int, seq: tuple[tuple[int, int], ...], ours_first: bool) -> float:
        for who, points in seq:
            if (who == 0) == ours_first:
                a += points
                if a >= target:
                    return 1.0
            else:
                b += points
                if b >= target:
                    return 0.0
        return p[a][b]

    def hand(p: list[list[float]], a: int, b: int) -> float:
        return sum(n * (edge * after(p, a, b, seq, True) + (1 - edge) * after(p, a, b, seq, False))
                   for seq, n in hands) / total

    return _from_the_end(target, hand)


def chance(variant: str, players: int, target: int, ours: int, theirs: int, edge: float = 0.5) -> float:
    """What the search values a score with: :func:`measured` where the setup's hands have been
    measured (:data:`SCORINGS`) and the teams are taken as even, else :func:`win_probability`
    (the stronger team's edge keeps the one-team model it was measured with: docs/ai.md); 1 or 0
    once someone has won."""
    key = f"{variant}-{players}"
    if key not in SCORINGS or edge != 0.5:
        return win_probability(variant, target, ours, theirs, edge)
    if ours >= target:
        return 1.0
    if theirs >= target:
        return 0.0
    return measured(key, target, edge)[max(ours, 0)][max(theirs, 0)]
