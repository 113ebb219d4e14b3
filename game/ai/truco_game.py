"""The truco ladder as a small betting game over an abstraction of the hand, for the equilibrium.

The abstraction (solved offline by :mod:`tools.truco_solve`, read by :mod:`game.ai.truco_policy`):

- **Strength**: each side's private strength is its *bucket*, the rule of thumb's own chance of
  taking the hand (Mineiro: the trick in progress) in tenths (:func:`bucket`), as the seat about to
  bet and the seat that would answer see it.
- **Trick state** (:func:`trick_state`): Argentino, the tricks already played, as the bettor's team
  sees them (``-`` none, ``w`` won, ``l`` lost, ``p`` parda, ``wl`` ...); Mineiro, the number of
  tricks played (the bet is on the trick in progress).
- The law of the two buckets and the chance that the bettor's side takes the hand given both come
  from self-play (hands played by the rule of thumb without bets, the bet accepted at the sampled
  moment and the hand finished).
- **The ladder** from level ``L``: the bettor calls it or not; the other side accepts, refuses or
  raises; a raise is answered by the bettor's side the same way, up to the variant's last level
  (Mineiro: no call or raise for a team the stake would take to its target). Refused, the last
  caller's side scores the value before its call; accepted, the hand is played out for the stake:
  the bucket law decides who takes it (Mineiro: also nobody). Not calling plays the hand for its
  current value. Later bets of the same hand are left out.
- **Payoffs**: the chance that the bettor's team wins the match from the two teams' needs
  (:func:`game.ai.winprob.win_probability`, even teams).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache

from ..variants import VARIANTS
from .winprob import win_probability

#: Strength buckets (tenths of the rule of thumb's chance).
BUCKETS = 10
#: Argentino's trick states from the bettor's side (the undecided ones), Mineiro's tricks played.
STATES = {"argentino": ("-", "w", "l", "p", "wl", "lw", "pp"), "mineiro": ("0", "1", "2")}
#: The needs the Argentine tables are solved at (any other reads the nearest); Mineiro: every need.
NEED_GRID = {"argentino": (1, 2, 3, 4, 5, 6, 8, 10, 13, 17, 22, 30), "mineiro": tuple(range(1, 13))}
#: Needs are counted against this target (the win chance depends on the needs only).
TARGET = {"argentino": 30, "mineiro": 12}


def bucket(e: float) -> int:
    """The strength bucket of a chance ``e`` of taking the hand (or the trick)."""
    return min(BUCKETS - 1, max(0, int(e * BUCKETS)))


def trick_state(variant: str, results, team: int) -> str:
    """The trick state of :data:`STATES` for ``team`` about to bet, from the tricks' results."""
    if variant == "mineiro":
        return str(min(len(results), 2))
    if not results:
        return "-"
    return "".join("p" if r is None else "w" if r == team else "l" for r in results)


@dataclass
class Node:
    """A state of the ladder: ``bettor`` side (0) or ``answer`` side (1) to act, or a terminal.

    :param kind: ``call`` (the bettor calls ``level`` or not), ``answer`` (the side to act answers
        ``level``), ``play`` (the hand is played out for ``stake``) or ``refused`` (``winner`` side
        scores ``stake``).
    """

    kind: str
    side: int = -1
    level: int = 0
    stake: int = 0
    winner: int = -1
    actions: tuple[str, ...] = ()
    children: list["Node"] = field(default_factory=list)
    index: int = -1

    @property
    def terminal(self) -> bool:
        """No one acts here."""
        return self.kind in ("play", "refused")


class Ladder:
    """The public tree from level ``level`` (the next bet to call) with the sides' needs (which
    forbid some calls and raises in Mineiro)."""

    def __init__(self, variant: str, level: int, need_b: int, need_a: int) -> None:
        v = VARIANTS[variant]
        self.v = v
        self.values = v.bet_values
        self.top = len(v.bet_calls)
        self.needs = (need_b, need_a)
        self.decisions: list[Node] = []
        self.terminals: list[Node] = []
        stake = self.values[level - 1]
        self.root = self._num(Node("call", side=0, level=level, actions=("check", "call")))
        self.root.children = [self._num(Node("play", stake=stake)), self._answer(1, level)]

    def _num(self, node: Node) -> Node:
        if node.terminal:
            self.terminals.append(node)
        else:
            node.index = len(self.decisions)
            self.decisions.append(node)
        return node

    def _may_raise(self, side: int, level: int) -> bool:
        """``side`` may answer a bet of ``level`` by raising it."""
        if level >= self.top:
            return False
        return not self.v.bet_on_trick or self.needs[side] > self.values[level]

    def _answer(self, side: int, level: int) -> Node:
        raise_ = self._may_raise(side, level)
        node = self._num(Node("answer", side=side, level=level,
                              actions=("accept", "refuse") + (("raise",) if raise_ else ())))
        node.children = [self._num(Node("play", stake=self.values[level])),
                         self._num(Node("refused", stake=self.values[level - 1], winner=1 - side))]
        if raise_:
            node.children.append(self._answer(1 - side, level + 1))
        return node


def may_call(variant: str, level: int, need: int) -> bool:
    """A side with ``need`` may call a bet of ``level`` (Mineiro: not when the current stake
    would already take it to its target)."""
    v = VARIANTS[variant]
    if level > len(v.bet_calls):
        return False
    return not v.bet_on_trick or need > v.bet_values[level - 1]


@lru_cache(maxsize=None)
def match_chance(variant: str, need_b: int, need_a: int) -> float:
    """The bettor's team's chance of winning the match from the needs (even teams)."""
    if need_b <= 0:
        return 1.0
    if need_a <= 0:
        return 0.0
    t = TARGET[variant]
    return win_probability(variant, t, t - need_b, t - need_a)


def payoff(variant: str, z: Node, need_b: int, need_a: int) -> tuple[float, float, float]:
    """The bettor's chance of winning the match at terminal ``z``: ``(if the bettor's side takes
    the hand, if the other does, if nobody does)``; a refusal gives the same three."""
    if z.kind == "refused":
        x = match_chance(variant, need_b - z.stake, need_a) if z.winner == 0 else \
            match_chance(variant, need_b, need_a - z.stake)
        return x, x, x
    return (match_chance(variant, need_b - z.stake, need_a), match_chance(variant, need_b, need_a - z.stake),
            match_chance(variant, need_b, need_a))
