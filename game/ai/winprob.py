"""The chance of winning the match from a score, for weighing points by what they are worth.

A point is worth more near the target (and a Falta envido or a mão de onze changes everything), so
the hard player values the end of a simulated hand by ``win_probability(own, theirs)`` rather than by
points. The table comes from a small model: every hand one team, either with equal chance, scores a
number of points drawn from the variant's typical distribution.
"""
from __future__ import annotations

from functools import lru_cache

#: Typical points a hand gives its winner (truco levels, envido and flor mixed in).
POINTS = {
    "argentino": ((1, 0.30), (2, 0.30), (3, 0.22), (4, 0.12), (5, 0.06)),
    "mineiro": ((1, 0.62), (3, 0.28), (6, 0.07), (9, 0.02), (12, 0.01)),
}


@lru_cache(maxsize=None)
def table(variant: str, target: int) -> tuple[tuple[float, ...], ...]:
    """``table[a][b]``: chance that the team with ``a`` points beats the one with ``b`` (both < target)."""
    dist = POINTS[variant]
    p = [[0.0] * target for _ in range(target)]

    def get(a: int, b: int) -> float:
        if a >= target:
            return 1.0
        if b >= target:
            return 0.0
        return p[a][b]

    for total in range(2 * target - 2, -1, -1):
        for a in range(max(0, total - target + 1), min(target - 1, total) + 1):
            b = total - a
            p[a][b] = sum(w * 0.5 * (get(a + k, b) + get(a, b + k)) for k, w in dist)
    return tuple(tuple(row) for row in p)


def win_probability(variant: str, target: int, ours: int, theirs: int) -> float:
    """Chance that a team with ``ours`` points wins against ``theirs`` (1 or 0 once someone has won)."""
    if ours >= target:
        return 1.0
    if theirs >= target:
        return 0.0
    return table(variant, target)[max(ours, 0)][max(theirs, 0)]
