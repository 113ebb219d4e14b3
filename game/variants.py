"""Each variant as data: deck, card ranking, betting ladder and the switches for its few hooks.

The hand's state machine (:mod:`game.hand`) reads these fields instead of branching on the
variant's name, so a third variant would be a new :class:`Variant`, not a new engine.
"""
from __future__ import annotations

from dataclasses import dataclass
from types import MappingProxyType
from typing import Mapping

from .cards import FRENCH_DECK, FRENCH_STRENGTH, SPANISH_DECK, SPANISH_STRENGTH


@dataclass(frozen=True)
class Variant:
    """Everything that makes a variant different.

    :param bet_calls: the betting ladder's calls, level 1 first.
    :param bet_values: what the hand is worth at each level (index 0: no bet accepted).
    :param accept, refuse: the answers to a bet.
    :param bet_on_trick: Mineiro's Truco! bets on the trick in progress (B4); Argentine truco raises
        the hand's value (A5).
    :param tie_leader_first_top: after a tied trick the player of the first tying top card leads
        (Mineiro); otherwise the leader of the parda trick leads again (Argentino).
    :param three_ties_nobody: three tied tricks score nothing (Mineiro) instead of going to the mano.
    """

    name: str
    deck: tuple[str, ...]
    strength: Mapping[str, int]
    bet_calls: tuple[str, ...]
    bet_values: tuple[int, ...]
    accept: str
    refuse: str
    players: tuple[int, ...]
    targets: tuple[int, ...]
    default_target: int
    has_envido: bool
    has_flor: bool
    has_mazo: bool
    bet_on_trick: bool
    face_down: bool
    tandas: bool
    mao_de_onze: bool
    tie_leader_first_top: bool
    three_ties_nobody: bool


ARGENTINO = Variant(
    name="argentino",
    deck=SPANISH_DECK,
    strength=MappingProxyType(SPANISH_STRENGTH),
    bet_calls=("truco", "retruco", "vale-cuatro"),
    bet_values=(1, 2, 3, 4),
    accept="quiero",
    refuse="no-quiero",
    players=(2, 4),
    targets=(5, 10, 15, 20, 25, 30),
    default_target=30,
    has_envido=True,
    has_flor=True,
    has_mazo=True,
    bet_on_trick=False,
    face_down=False,
    tandas=False,
    mao_de_onze=False,
    tie_leader_first_top=False,
    three_ties_nobody=False,
)

MINEIRO = Variant(
    name="mineiro",
    deck=FRENCH_DECK,
    strength=MappingProxyType(FRENCH_STRENGTH),
    bet_calls=("truco", "seis", "nove", "doze"),
    bet_values=(1, 3, 6, 9, 12),
    accept="aceito",
    refuse="corro",
    players=(4,),
    targets=(12,),
    default_target=12,
    has_envido=False,
    has_flor=False,
    has_mazo=False,
    bet_on_trick=True,
    face_down=True,
    tandas=True,
    mao_de_onze=True,
    tie_leader_first_top=True,
    three_ties_nobody=True,
)

VARIANTS = {v.name: v for v in (ARGENTINO, MINEIRO)}
