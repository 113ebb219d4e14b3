"""Pure functions for the envido (RULES.md A4): legal raises, points, and the declarations."""
from __future__ import annotations

from typing import Sequence

CALLS = ("envido", "real-envido", "falta-envido")
_WORTH = {"envido": 2, "real-envido": 3}


def raises_after(calls: Sequence[str]) -> list[str]:
    """The envido calls that may follow ``calls`` (Envido ≤ 2, then Real ≤ 1, then Falta)."""
    if "falta-envido" in calls:
        return []
    out = []
    if "real-envido" not in calls:
        if calls.count("envido") < 2:
            out.append("envido")
        out.append("real-envido")
    out.append("falta-envido")
    return out


def falta(scores: Sequence[int], target: int) -> int:
    """What the team ahead still needs to reach the target."""
    return target - max(scores)


def points(calls: Sequence[str], falta_points: int) -> tuple[int, int]:
    """Points of an envido sequence: ``(if accepted, if refused)``.

    Refused: what was accepted before the last call, or 1 if nothing was. An accepted Falta envido
    replaces the amounts before it.
    """
    if calls[-1] == "falta-envido":
        accepted = falta_points
    else:
        accepted = sum(_WORTH[c] for c in calls)
    before = calls[:-1]
    refused = sum(_WORTH[c] for c in before) if before else 1
    return accepted, refused


def declarations(order: Sequence[int], values: Sequence[int]) -> tuple[list[tuple[int, int | None]], int]:
    """The declarations after an accepted envido (cantar los tantos).

    :param order: seats in playing order from the mano.
    :param values: envido value of every seat.
    :returns: ``([(seat, value or None for "son buenas")], winning seat)``. A teammate of the seat
        currently winning stays silent and does not appear.
    """
    said: list[tuple[int, int | None]] = []
    best_seat = order[0]
    said.append((best_seat, values[best_seat]))
    for seat in order[1:]:
        if (seat & 1) == (best_seat & 1):
            continue  # a teammate is winning: silence
        if values[seat] > values[best_seat]:
            said.append((seat, values[seat]))
            best_seat = seat
        else:
            said.append((seat, None))
    return said, best_seat
