"""Card and hand strength as the computer players estimate it, from what one seat can see.

Every number here is a rough, cheap estimate (no search): the probability that a card takes a trick
against a random card, and from that the chance of taking the hand given the tricks played so far.
"""
from __future__ import annotations

from functools import lru_cache
from typing import Mapping, Sequence

from ..variants import VARIANTS


@lru_cache(maxsize=None)
def beat_table(variant: str) -> dict[str, float]:
    """For every card: the chance it beats one random other card of the deck (ties count half)."""
    v = VARIANTS[variant]
    st = v.strength
    deck = v.deck
    out = {}
    for c in deck:
        s = st[c]
        lower = sum(1 for d in deck if d != c and st[d] < s)
        equal = sum(1 for d in deck if d != c and st[d] == s)
        out[c] = (lower + 0.5 * equal) / (len(deck) - 1)
    return out


def trick_chance(card: str, variant: str, opponents: int, partners: int) -> float:
    """Chance that ``card`` takes a trick against ``opponents`` unknown cards, helped by ``partners``."""
    p = beat_table(variant)[card]
    if partners <= 0:
        return p ** max(opponents, 0)
    # two opponents' cards, but a partner's unknown card also has a go: about even for an average card
    return min(1.0, max(0.0, 0.5 + 1.1 * (p - 0.5)))


def hand_equity(cards: Sequence[str], results: Sequence[int | None], team: int, variant: str,
                players: int, table_best_opp: int = -1, table_best_ours: int = -1,
                strength: Mapping[str, int] | None = None) -> float:
    """Rough chance that ``team`` takes the hand, seen from a seat holding ``cards``.

    :param results: tricks completed so far (team or None for parda).
    :param table_best_opp: strength of the best opposing face-up card in the trick in progress
        (-1 if none); ``table_best_ours`` the same for the seat's partner.
    """
    if not cards:
        return 0.5
    st = strength or VARIANTS[variant].strength
    opp = 1 if players == 2 else 2
    partners = 0 if players == 2 else 1
    qs = sorted((trick_chance(c, variant, opp, partners) for c in cards), reverse=True)
    best = max(st[c] for c in cards) if table_best_opp >= 0 or table_best_ours >= 0 else -1
    return equity_from_chances(qs, best, results, team, partners, table_best_opp, table_best_ours)


def equity_from_chances(qs: list[float], best: int, results: Sequence[int | None], team: int,
                        partners: int, table_best_opp: int, table_best_ours: int) -> float:
    """The core of :func:`hand_equity`, on numbers only (the simulations' fast path calls it too).

    :param qs: the trick chance of each held card, highest first (changed in place).
    :param best: strength of the seat's best card (read only when a card is on the table).
    """
    # the trick in progress: what is already on the table matters
    if table_best_opp >= 0 or table_best_ours >= 0:
        if table_best_ours > table_best_opp:
            q0 = max(qs[0], 0.8)
        elif best > table_best_opp:
            q0 = max(qs[0], 0.85)
        elif best == table_best_opp:
            q0 = 0.4
        else:
            q0 = 0.15 if partners else 0.0
        qs[0] = q0
    ours = theirs = 0
    parda = False
    for r in results:
        if r is None:
            parda = True
        elif r == team:
            ours += 1
        else:
            theirs += 1
    q = qs + [0.5] * (3 - len(results) - len(qs))
    if not results:
        a, b, c = (q + [0.5, 0.5, 0.5])[:3]
        return a * b + a * c + b * c - 2 * a * b * c
    if results[0] is None:
        return q[0]  # after a first parda the next trick decides
    if ours >= 1 and theirs == 0:
        if parda:
            return 1.0
        return 1.0 - (1.0 - q[0]) * (1.0 - (q[1] if len(q) > 1 else 0.5)) * 0.9
    if theirs >= 1 and ours == 0:
        if parda:
            return 0.0
        return q[0] * (q[1] if len(q) > 1 else 0.5)
    # one each: the last trick decides (a parda goes to the winner of the first)
    return q[0]
