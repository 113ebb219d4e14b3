"""Pure functions for tricks (bazas) and for deciding a hand from its tricks."""
from __future__ import annotations

from typing import Protocol, Sequence, TypeVar

from .cards import Card

#: A card on the table: (seat, card, face_down).
Played = tuple[int, str, bool]
C_contra = TypeVar("C_contra", contravariant=True)


class Strength(Protocol[C_contra]):
    """Each card's strength in tricks: the variant's table by card name, or the fast path's tuple
    by card number."""

    def __getitem__(self, card: C_contra, /) -> int: ...


def trick_outcome(trick: Sequence[tuple[int, Card, bool]], strength: Strength[Card]) -> tuple[int | None, int | None]:
    """Who took a trick.

    :returns: ``(team, seat)``: the winning team (``None`` for a tie/parda) and the seat of the
        first of the top cards (``None`` when every card was face down).
    """
    best = -1
    first = -1
    teams = 0  # bit mask of the teams holding the top card
    for seat, card, down in trick:
        if down:
            continue
        s = strength[card]
        if s > best:
            best, first, teams = s, seat, 1 << (seat & 1)
        elif s == best:
            teams |= 1 << (seat & 1)
    if first < 0:
        return None, None
    if teams == 3:
        return None, first
    return first & 1, first


def top_positions(trick: Sequence[tuple[int, Card, bool]], strength: Strength[Card]) -> list[int]:
    """Positions (order of play) of the trick's top face-up cards."""
    ups = [strength[c] for _, c, d in trick if not d]
    if not ups:
        return []
    best = max(ups)
    return [i for i, (_, c, d) in enumerate(trick) if not d and strength[c] == best]


def hand_winner(results: Sequence[int | None], mano_team: int, three_ties_nobody: bool = False) -> int | str | None:
    """Decide a hand from its completed tricks (RULES.md A2, B3).

    :param results: the team that won each trick, ``None`` for a parda.
    :returns: the winning team, ``"nobody"`` (Mineiro's three ties), or ``None`` while undecided.
    """
    n = len(results)
    if n < 2:
        return None
    w0 = w1 = 0
    for r in results:
        if r == 0:
            w0 += 1
        elif r == 1:
            w1 += 1
    if w0 >= 2:
        return 0
    if w1 >= 2:
        return 1
    first = results[0]
    if first is None:
        for r in results[1:]:
            if r is not None:
                return r
        if n == 3:
            return "nobody" if three_ties_nobody else mano_team
        return None
    if None in results[1:]:
        return first
    return None
