"""The hand's state by concern: what only the envido and flor need, and what only Mineiro needs.

:class:`game.hand.Hand` keeps what every hand has (cards, tricks, the bet ladder, whose turn it
is); these two records keep the rest, so that a reader of one variant does not wade through the
other's fields. A variant that has no use for a record keeps it at its starting values. The fast
path (:class:`game.ai.fast.FastHand`) keeps the same records, with cards as numbers.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Generic

from .cards import Card


@dataclass(slots=True)
class EnvidoState:
    """Envido and flor (RULES.md A4, A6, A7). Mineiro has neither: ``done`` from the start.

    :param flor: the flor rule is on (a rules choice, fixed for the hand).
    :param done: no envido may be called any more this hand (it was played, or a flor was sung).
    :param calls: the envido calls so far, in order (``"envido"``, ``"real-envido"`` …).
    :param caller: the seat whose envido call waits for an answer, or None.
    :param said: after an accepted envido, the declarations: ``(seat, value)``, or
        ``(seat, None)`` for "son buenas".
    :param winner: the seat whose value won the accepted envido.
    :param flor_sung: the seats that sang flor, in the order they sang.
    :param flor_scored: the flores sung have been scored.
    :param shown: at the end of the hand, the cards behind the winning envido value that were
        not played (the engine only; the fast path leaves it empty).
    """

    flor: bool = False
    done: bool = False
    calls: list[str] = field(default_factory=list)
    caller: int | None = None
    said: list[tuple[int, int | None]] = field(default_factory=list)
    winner: int | None = None
    flor_sung: list[int] = field(default_factory=list)
    flor_scored: bool = False
    shown: dict[int, list[str]] = field(default_factory=dict)

    def copy(self) -> EnvidoState:
        """A copy to play on: the lists changed in place are copied, ``said`` is only ever
        replaced."""
        return EnvidoState(self.flor, self.done, list(self.calls), self.caller, self.said, self.winner,
                           list(self.flor_sung), self.flor_scored, dict(self.shown))


@dataclass(slots=True)
class MineiroState(Generic[Card]):
    """Mineiro only (RULES.md Part B): the bet on the trick in progress, the tandas, the mão de
    onze and the mão de ferro. In Argentino these keep their starting values and decide nothing.

    :param bet_closed: a bet was settled (accepted or refused): no new bet this hand.
    :param bet_trick: the trick the bet was called on (-1: no bet yet).
    :param bet_pos: how many cards that trick held when the bet was called.
    :param last_bettor: the team that made the last bet call.
    :param sudden: the bet's trick was tied by a card played after the call: the next tricks decide.
    :param burned: the tandas burned, in order.
    :param passed: the tanda the mão passed to its partner, or None.
    :param rejections: the tandas passed or burned (after three, the next is kept).
    :param onze_team: the team on 11 in a mão de onze, or None.
    :param ferro: both teams on 11, a mão de ferro: every card is played blind.
    """

    bet_closed: bool = False
    bet_trick: int = -1
    bet_pos: int = 0
    last_bettor: int | None = None
    sudden: bool = False
    burned: list[list[Card]] = field(default_factory=list)
    passed: list[Card] | None = None
    rejections: int = 0
    onze_team: int | None = None
    ferro: bool = False

    def copy(self) -> MineiroState[Card]:
        """A copy to play on: ``burned`` is copied, ``passed`` is only ever replaced."""
        return MineiroState(self.bet_closed, self.bet_trick, self.bet_pos, self.last_bettor, self.sudden,
                            list(self.burned), self.passed, self.rejections, self.onze_team, self.ferro)
