"""Señas (RULES.md Part D): the signs of each variant, what each one claims, and who catches it.

A seña is table talk: it scores nothing and changes nothing that is legal. It is the action
``sena:<sign>`` of a seat that has not played its first card (at most :data:`MAX_PER_HAND` in a
hand), and the event ``sena`` whose ``seen`` names every seat that knows of it: the signer, its
partner, and each rival that caught it. Whether a rival catches it is drawn when it is made, from
the hand's seed and the seña's place in the hand (:func:`caught`), with that rival's chance
(:data:`CATCH`): a replay catches the same señas.

The signs, in the notation (D1)::

    argentino  ancho-espada  ancho-basto  siete-espada  siete-oro  tres  dos  ancho-falso
               envido-alto (28 or more)  flor (only with the flor rule)  nada
    mineiro    zap  copas  espadilha  pica-fumo  um-tres  dois-tres  nada

What a sign claims about the three cards dealt (:func:`holds`): a card sign, that the card is among
them (``tres``, ``dos``, ``ancho-falso``, ``um-tres``: at least one such card; ``dois-tres``: at
least two threes); ``envido-alto``, an envido of 28 or more; ``flor``, a flor; ``nada``, no card that
has a sign of its own. A seña may be false.
"""
from __future__ import annotations

from typing import Iterable, Sequence

from .cards import envido_value, has_flor, rank
from .rng import Rng, derive

MAX_PER_HAND = 2
#: An envido value the ``envido-alto`` sign claims at least.
ENVIDO_ALTO = 28

#: The signs of each variant, the strongest card first (RULES.md D1).
SIGNS: dict[str, tuple[str, ...]] = {
    "argentino": ("ancho-espada", "ancho-basto", "siete-espada", "siete-oro", "tres", "dos", "ancho-falso",
                  "envido-alto", "flor", "nada"),
    "mineiro": ("zap", "copas", "espadilha", "pica-fumo", "um-tres", "dois-tres", "nada"),
}

#: The card a card sign names (one card exactly).
CARD_OF: dict[str, str] = {"ancho-espada": "1e", "ancho-basto": "1b", "siete-espada": "7e", "siete-oro": "7o",
                           "zap": "4c", "copas": "7h", "espadilha": "As", "pica-fumo": "7d"}
#: The cards a sign for "one of these" names.
ANY_OF: dict[str, frozenset[str]] = {
    "tres": frozenset({"3e", "3b", "3o", "3c"}),
    "dos": frozenset({"2e", "2b", "2o", "2c"}),
    "ancho-falso": frozenset({"1o", "1c"}),
    "um-tres": frozenset({"3c", "3h", "3s", "3d"}),
}
#: Cards that have a sign of their own, per variant: ``nada`` says none of them is held.
VALUED: dict[str, frozenset[str]] = {
    "argentino": frozenset({"1e", "1b", "7e", "7o"}) | ANY_OF["tres"] | ANY_OF["dos"] | ANY_OF["ancho-falso"],
    "mineiro": frozenset({"4c", "7h", "As", "7d"}) | ANY_OF["um-tres"],
}

#: Each seat's chance (percent) of catching a rival's seña, by who sits there (D3).
CATCH: dict[str, int] = {"human": 30, "facil": 0, "normal": 15, "dificil": 30, "random": 0}
#: The chance of a seat whose player is not named (a scenario, a saved match of unknown seats).
DEFAULT_CATCH = 30


def signs(variant: str, flor: bool = False) -> tuple[str, ...]:
    """The signs of ``variant`` (``flor`` only when the flor rule is on)."""
    return tuple(s for s in SIGNS[variant] if s != "flor" or flor)


def holds(variant: str, sign: str, dealt: Sequence[str]) -> bool:
    """Whether ``sign`` is true of the three cards ``dealt`` (see the module docstring)."""
    if sign in CARD_OF:
        return CARD_OF[sign] in dealt
    if sign in ANY_OF:
        return any(c in ANY_OF[sign] for c in dealt)
    if sign == "dois-tres":
        return sum(rank(c) == "3" for c in dealt) >= 2
    if sign == "envido-alto":
        return envido_value(tuple(dealt)) >= ENVIDO_ALTO
    if sign == "flor":
        return has_flor(tuple(dealt))
    if sign == "nada":
        return not any(c in VALUED[variant] for c in dealt)
    raise ValueError(f"unknown seña {sign!r}")


def verdict(variant: str, sign: str, seen: Sequence[str], envido: int | None = None) -> bool | None:
    """Whether ``sign`` proved true (True), false (False) or is still unknown (None), from the
    signer's cards seen by the end of the hand (``seen``, at most three) and its envido value if it
    was declared."""
    complete = len(seen) >= 3
    if sign in CARD_OF or sign in ANY_OF or sign == "dois-tres":
        if holds(variant, sign, seen):
            return True
        return False if complete else None
    if sign == "nada":
        if not holds(variant, sign, seen):
            return False
        return True if complete else None
    if sign == "envido-alto":
        if envido is not None:
            return envido >= ENVIDO_ALTO
        return holds(variant, sign, seen) if complete else None
    if sign == "flor":
        return holds(variant, sign, seen) if complete else None
    raise ValueError(f"unknown seña {sign!r}")


def true_signs(variant: str, dealt: Sequence[str], flor: bool = False) -> list[str]:
    """Every sign that is true of ``dealt``, strongest first (a hand holds ``nada`` alone)."""
    return [s for s in signs(variant, flor) if holds(variant, s, dealt)]


def catch_chances(who: Iterable[str | int | None]) -> tuple[int, ...]:
    """Each seat's catch chance (percent) from who plays it: a level name (``"normal"``), ``"human"``,
    a percent, or None for :data:`DEFAULT_CATCH`; a level not in :data:`CATCH` (a frozen
    ``dificil-…``) takes the chance of the level it starts with."""
    out = []
    for w in who:
        if w is None:
            out.append(DEFAULT_CATCH)
        elif isinstance(w, int) and not isinstance(w, bool):
            out.append(check_chance(w))
        elif isinstance(w, str):
            base = next((k for k in CATCH if w == k or w.startswith(k + "-")), None)
            if base is None:
                raise ValueError(f"no catch chance for {w!r}; known: {', '.join(CATCH)}")
            out.append(CATCH[base])
        else:
            raise ValueError(f"no catch chance for {w!r}")
    return tuple(out)


def check_chance(value: object) -> int:
    """A catch chance: a whole percent from 0 to 100."""
    if type(value) is not int or not 0 <= value <= 100:
        raise ValueError(f"a catch chance is a whole percent from 0 to 100, not {value!r}")
    return value


def hand_seed(match_seed: int | str, chico: int, hand_no: int) -> int:
    """The seed of a hand's catch draws (from the match's seed and the hand's place in it)."""
    return derive("senas", match_seed, chico, hand_no)


def caught(seed: int, index: int, rival: int, chance: int) -> bool:
    """Whether ``rival`` catches the seña at place ``index`` of the hand whose catch seed is
    ``seed``, with a ``chance`` percent: the draw depends only on the seed, the place and the
    rival, not on the sign or on who made it."""
    return Rng(derive("sena-catch", seed, index, rival)).below(100) < chance
