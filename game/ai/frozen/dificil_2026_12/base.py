"""The rules this frozen player was written against, copied so that it depends on no engine module.

Seeded randomness (as :mod:`game.rng`), cards and their values (:mod:`game.cards`), the two
variants' data (:mod:`game.variants`), tricks (:mod:`game.tricks`) and the envido's pure functions
(:mod:`game.envido`), as they were in December 2026, and a minimal rules record read from an
observation's ``rules``. The frozen player reads only observations; nothing here may change.
"""
from __future__ import annotations

import hashlib
from dataclasses import dataclass
from types import MappingProxyType
from typing import Mapping, Sequence

# ------------------------------------------------------------------ seeded randomness (game.rng)
_MASK = (1 << 64) - 1


def derive(*parts: object) -> int:
    """Derive a 64-bit seed from any mix of ints and strings (stable across platforms)."""
    text = "\x1f".join(f"{type(p).__name__}:{p}" for p in parts)
    return int.from_bytes(hashlib.sha256(text.encode("utf-8")).digest()[:8], "big")


class Rng:
    """SplitMix64 generator."""

    __slots__ = ("state",)

    def __init__(self, seed: int) -> None:
        self.state = seed & _MASK

    def next64(self) -> int:
        """Return the next 64-bit unsigned integer."""
        self.state = z = (self.state + 0x9E3779B97F4A7C15) & _MASK
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """Uniform integer in ``[0, n)``, without modulo bias."""
        if n <= 0:
            raise ValueError("n must be positive")
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            x = self.next64()
            if x < limit:
                return x % n

    def random(self) -> float:
        """Uniform float in ``[0, 1)`` with 53 bits."""
        return (self.next64() >> 11) / float(1 << 53)

    def shuffle(self, items: list) -> None:
        """Shuffle ``items`` in place (Fisher–Yates)."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]


# ------------------------------------------------------------------ cards (game.cards)
SPANISH_DECK = tuple(r + s for s in "ebo" "c" for r in ("1", "2", "3", "4", "5", "6", "7", "10", "11", "12"))
FRENCH_DECK = tuple(r + s for s in "chsd" for r in ("A", "2", "3", "4", "5", "6", "7", "J", "Q", "K"))


def _spanish_strength(card: str) -> int:
    special = {"1e": 14, "1b": 13, "7e": 12, "7o": 11}
    if card in special:
        return special[card]
    return {"3": 10, "2": 9, "1": 8, "12": 7, "11": 6, "10": 5, "7": 4, "6": 3, "5": 2, "4": 1}[card[:-1]]


def _french_strength(card: str) -> int:
    manilhas = {"4c": 14, "7h": 13, "As": 12, "7d": 11}
    if card in manilhas:
        return manilhas[card]
    return {"3": 10, "2": 9, "A": 8, "K": 7, "J": 6, "Q": 5, "7": 4, "6": 3, "5": 2, "4": 1}[card[:-1]]


ENVIDO_CARD = {c: (0 if c[:-1] in ("10", "11", "12") else int(c[:-1])) for c in SPANISH_DECK}


def envido_value(cards) -> int:
    """Envido value of a hand of up to three cards (flor counted as its best two)."""
    best = -1
    for i in range(len(cards)):
        for j in range(i + 1, len(cards)):
            a, b = cards[i], cards[j]
            if a[-1] == b[-1]:
                v = 20 + ENVIDO_CARD[a] + ENVIDO_CARD[b]
                if v > best:
                    best = v
    if best >= 0:
        return best
    for c in cards:
        if ENVIDO_CARD[c] > best:
            best = ENVIDO_CARD[c]
    return best


def has_flor(cards) -> bool:
    """Three cards of one suit."""
    return len(cards) == 3 and cards[0][-1] == cards[1][-1] == cards[2][-1]


# ------------------------------------------------------------------ variants (game.variants)
@dataclass(frozen=True)
class Variant:
    """A variant's data, as :class:`game.variants.Variant`."""

    name: str
    deck: tuple[str, ...]
    strength: Mapping[str, int]
    bet_calls: tuple[str, ...]
    bet_values: tuple[int, ...]
    accept: str
    refuse: str
    players: tuple[int, ...]
    has_envido: bool
    has_mazo: bool
    bet_on_trick: bool
    face_down: bool
    tandas: bool
    mao_de_onze: bool
    tie_leader_first_top: bool
    three_ties_nobody: bool


VARIANTS = {
    "argentino": Variant("argentino", SPANISH_DECK, MappingProxyType({c: _spanish_strength(c) for c in SPANISH_DECK}),
                         ("truco", "retruco", "vale-cuatro"), (1, 2, 3, 4), "quiero", "no-quiero", (2, 4),
                         has_envido=True, has_mazo=True, bet_on_trick=False, face_down=False, tandas=False,
                         mao_de_onze=False, tie_leader_first_top=False, three_ties_nobody=False),
    "mineiro": Variant("mineiro", FRENCH_DECK, MappingProxyType({c: _french_strength(c) for c in FRENCH_DECK}),
                       ("truco", "seis", "nove", "doze"), (1, 3, 6, 9, 12), "aceito", "corro", (4,),
                       has_envido=False, has_mazo=False, bet_on_trick=True, face_down=True, tandas=True,
                       mao_de_onze=True, tie_leader_first_top=True, three_ties_nobody=True),
}


@dataclass(frozen=True)
class Rules:
    """The rules choice as an observation gives it (``obs["rules"]``)."""

    variant: str
    players: int
    flor: bool
    target: int
    envido_raises: bool

    @classmethod
    def from_dict(cls, data: dict) -> "Rules":
        """The record of an observation's ``rules``."""
        return cls(data["variant"], data["players"], bool(data["flor"]), data["target"],
                   bool(data.get("envido_raises", True)))


# ------------------------------------------------------------------ tricks (game.tricks)
def trick_outcome(trick, strength) -> tuple[int | None, int | None]:
    """``(winning team or None for a tie, seat of the first top card or None)``."""
    best = -1
    first = -1
    teams = 0
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


def top_positions(trick, strength) -> list[int]:
    """Positions (order of play) of the trick's top face-up cards."""
    ups = [strength[c] for _, c, d in trick if not d]
    if not ups:
        return []
    best = max(ups)
    return [i for i, (_, c, d) in enumerate(trick) if not d and strength[c] == best]


def hand_winner(results: Sequence[int | None], mano_team: int, three_ties_nobody: bool = False):
    """The winning team of a hand from its tricks, ``"nobody"``, or None while undecided."""
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


# ------------------------------------------------------------------ envido (game.envido)
_WORTH = {"envido": 2, "real-envido": 3}


def raises_after(calls: Sequence[str]) -> list[str]:
    """The envido calls that may follow ``calls``."""
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
    """Points of an envido sequence: ``(if accepted, if refused)``."""
    if calls[-1] == "falta-envido":
        accepted = falta_points
    else:
        accepted = sum(_WORTH[c] for c in calls)
    before = calls[:-1]
    refused = sum(_WORTH[c] for c in before) if before else 1
    return accepted, refused


def declarations(order: Sequence[int], values: Sequence[int]) -> tuple[list[tuple[int, int | None]], int]:
    """The declarations after an accepted envido: ``([(seat, value or None)], winning seat)``."""
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
