"""Truco bets and answers from the ladder's equilibrium (:mod:`game.ai.truco_table`).

Indexed as :mod:`game.ai.truco_game` abstracts a moment of the hand: the trick state as the
bettor's team sees it, the level called and the two teams' needs. :func:`call_chance` is how often
the equilibrium calls with a strength bucket, :func:`answer_chances` how often it accepts and
raises. The simulations' rivals answer (and call) by them, and ``dificil``'s own bluffs follow them.
"""
from __future__ import annotations

from functools import lru_cache

from .truco_game import BUCKETS, NEED_GRID, STATES, TARGET

#: Numbers per ladder in the table: the call chance per bucket, then (accept, raise) per bucket.
ROW = BUCKETS * 3


@lru_cache(maxsize=4)
def _table(key: str) -> tuple[bytes, int] | None:
    import base64
    import zlib

    from . import truco_table

    text = truco_table.TABLES.get(key)
    if text is None:
        return None
    return zlib.decompress(base64.b64decode(text)), truco_table.QUANT


@lru_cache(maxsize=None)
def _grid_index(variant: str, need: int) -> int:
    grid = NEED_GRID[variant]
    return min(range(len(grid)), key=lambda k: (abs(grid[k] - need), grid[k]))


@lru_cache(maxsize=None)
def _levels(variant: str) -> int:
    from ..variants import VARIANTS
    return len(VARIANTS[variant].bet_calls)


def _row(variant: str, players: int, state: str, level: int, need_b: int, need_a: int):
    got = _table(f"{variant[:2]}{players}")
    if got is None:
        return None
    data, quant = got
    grid = len(NEED_GRID[variant])
    target = TARGET[variant]
    ib = _grid_index(variant, min(max(need_b, 1), target))
    ia = _grid_index(variant, min(max(need_a, 1), target))
    k = ((STATES[variant].index(state) * _levels(variant) + level - 1) * grid + ib) * grid + ia
    return data, k * ROW, quant


def call_chance(variant: str, players: int, state: str, level: int, need_b: int, need_a: int,
                bucket: int) -> float | None:
    """How often the equilibrium calls ``level`` with ``bucket`` (None: no table)."""
    got = _row(variant, players, state, level, need_b, need_a)
    if got is None:
        return None
    data, at, quant = got
    return data[at + bucket] / quant


@lru_cache(maxsize=None)
def _bettor_law(key: str, state: str) -> tuple[float, ...] | None:
    """The share of the betting moments of ``state`` with each of the bettor's buckets, from the
    hands' law the table was solved from (None: no law)."""
    import base64
    import json
    import zlib

    from . import truco_table

    text = truco_table.LAWS.get(key)
    if text is None:
        return None
    count = json.loads(zlib.decompress(base64.b64decode(text)))[state][0]
    total = sum(map(sum, count))
    return tuple(sum(row) / total for row in count) if total else None


def bluff_cap(variant: str, players: int, state: str, level: int, need_b: int, need_a: int) -> float | None:
    """The equilibrium's mean bluff rate here: how often it calls ``level`` with a weak hand
    (a bucket under half), weighted by how often each weak bucket comes (None: no table or law).

    The equilibrium may put all its bluffs in one weak bucket (at 15-15 on the first trick, one
    against one: every hand of the second bucket, none of the first), an indifference the solver
    settles either way; a cap at the mean spreads them over the weak hands.
    """
    law = _bettor_law(f"{variant[:2]}{players}", state)
    if law is None:
        return None
    weak = range(BUCKETS // 2)
    mass = sum(law[b] for b in weak)
    if mass <= 0:
        return None
    total = 0.0
    for b in weak:
        c = call_chance(variant, players, state, level, need_b, need_a, b)
        if c is None:
            return None
        total += law[b] * c
    return total / mass


def answer_chances(variant: str, players: int, state: str, level: int, need_b: int, need_a: int,
                   bucket: int) -> tuple[float, float] | None:
    """``(accept, raise)`` chances of the side called at ``level`` holding ``bucket`` (refusing is
    the rest); the state and the first need are the bettor's. None: no table."""
    got = _row(variant, players, state, level, need_b, need_a)
    if got is None:
        return None
    data, at, quant = got
    at += BUCKETS + 2 * bucket
    return data[at] / quant, data[at + 1] / quant
