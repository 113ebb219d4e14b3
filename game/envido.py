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
    """The declarations after an accepted envido (cantar los tantos, RULES.md A4).

    The mano declares first. Then, again and again, the first player in playing order who has not
    spoken yet and whose team is losing speaks: their value if it beats the best of the other team
    (equal values: the earlier in playing order wins), otherwise "son buenas". A player whose team is
    winning stays silent, but speaks later if the other team overtakes it (4 players).

    :param order: seats in playing order from the mano.
    :param values: envido value of every seat.
    :returns: ``([(seat, value or None for "son buenas")], winning seat)``; seats that never had to
        speak do not appear.
    """
    pos = {s: i for i, s in enumerate(order)}
    best = order[0]
    said: list[tuple[int, int | None]] = [(best, values[best])]
    spoken = {best}
    while True:
        seat = next((s for s in order if s not in spoken and (s & 1) != (best & 1)), None)
        if seat is None:
            return said, best
        spoken.add(seat)
        if values[seat] > values[best] or (values[seat] == values[best] and pos[seat] < pos[best]):
            said.append((seat, values[seat]))
            best = seat
        else:
            said.append((seat, None))
