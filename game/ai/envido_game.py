"""The envido as a small betting game of private values and public bets, for the equilibrium.

The abstraction (solved offline by :mod:`tools.envido_solve`, played by
:mod:`game.ai.envido_policy`):

- **Positions** 0 .. n-1 in playing order from the mano (0 is the mano); even positions are the
  mano's team ``M``, odd ones the other team ``P``. Each position holds a private envido value
  (:data:`VALUES`); with the flor rule on, only hands without flor take part (a flor is sung at
  once, and a call that meets a flor is withdrawn whatever it was, so it changes no decision).
- **Opening** (:class:`Node` ``open``): position 0, then 1, ... may open with envido, real envido
  or falta envido, or pass; when every position passed there is no envido.
- **Answers** (``answer``): the position after the last caller answers quiero, no quiero or (rule
  ``envido_raises``) a raise allowed by :func:`game.envido.raises_after`; a raise is answered by
  the position after the raiser.
- **Payoffs**: the envido's points as RULES.md A4 scores them (refused: the points accepted
  before the last call, or 1; accepted: the best value wins, equal values to the earlier position;
  a Falta is what the leader still needs), then the rest of the hand (:data:`TRUCO_POINTS` to
  either team, even) and the match, valued by the chance that team ``M`` wins the match
  (:func:`game.ai.winprob.win_probability`, even teams).

A state is the two teams' **needs** (target minus score): the payoffs depend on nothing else, so
one table for the needs 1..30 serves every target. Declaring is automatic and truthful in this
game, so it is no decision: the tie rule and the order are in the payoff.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from operator import mul

from ..envido import points, raises_after
from .winprob import win_probability

#: The envido values a hand can have, in increasing order (the index is the value's code).
VALUES = tuple(range(8)) + tuple(range(20, 34))
INDEX = {v: i for i, v in enumerate(VALUES)}
CALLS = ("envido", "real-envido", "falta-envido")
#: The largest need the tables cover (target 30); a need above it is read as this one.
MAX_NEED = 30
#: The needs the table is solved at; any other need reads the nearest one's strategy.
NEED_GRID = (1, 2, 3, 4, 5, 6, 8, 10, 13, 17, 22, 30)
#: A node the other positions reach less often than this (a call the equilibrium never makes)
#: has no strategy in the table: there the simulation's reading of the call decides.
OFF_PATH = 0.002
#: The points the rest of a hand gives after its envido (truco and the tricks), to either team.
TRUCO_POINTS = ((1, 0.56), (2, 0.26), (3, 0.12), (4, 0.06))


@dataclass
class Node:
    """A public state of the envido game.

    :param kind: ``open`` (``pos`` may open or pass), ``answer`` (``pos`` answers ``calls``) or a
        terminal: ``none`` (nobody called), ``refused`` or ``accepted``.
    :param actions: the labels of the actions (``pass``, ``quiero``, ``no-quiero`` or a call).
    :param opener: the position that made the first call (answer nodes and terminals after a call).
    """

    kind: str
    pos: int = -1
    calls: tuple[str, ...] = ()
    opener: int = -1
    caller: int = -1
    actions: tuple[str, ...] = ()
    children: list["Node"] = field(default_factory=list)
    index: int = -1  # decision nodes: their number in :attr:`Tree.decisions`

    @property
    def terminal(self) -> bool:
        """No one acts here."""
        return self.kind in ("none", "refused", "accepted")


class Tree:
    """The public tree for ``players`` (2 or 4) with or without raises; decision nodes numbered
    in a fixed order (depth first), which the tables follow."""

    def __init__(self, players: int, raises: bool) -> None:
        self.n = players
        self.raises = raises
        self.decisions: list[Node] = []
        self.terminals: list[Node] = []
        self.root = self._open(0)

    def _number(self, node: Node) -> Node:
        if node.terminal:
            self.terminals.append(node)
        else:
            node.index = len(self.decisions)
            self.decisions.append(node)
        return node

    def _open(self, pos: int) -> Node:
        node = self._number(Node("open", pos=pos, actions=("pass",) + CALLS))
        nxt = self._open(pos + 1) if pos + 1 < self.n else self._number(Node("none"))
        node.children = [nxt] + [self._answer((call,), pos, pos) for call in CALLS]
        return node

    def _answer(self, calls: tuple[str, ...], opener: int, caller: int) -> Node:
        pos = (caller + 1) % self.n
        more = tuple(raises_after(calls)) if self.raises else ()
        node = self._number(Node("answer", pos=pos, calls=calls, opener=opener, caller=caller,
                                 actions=("quiero", "no-quiero") + more))
        node.children = [self._number(Node("accepted", calls=calls, opener=opener, caller=caller)),
                         self._number(Node("refused", calls=calls, opener=opener, caller=caller))]
        node.children += [self._answer(calls + (r,), opener, pos) for r in more]
        return node

    def find(self, pos: int, calls: tuple[str, ...] | list[str], opener: int) -> Node | None:
        """The decision node of ``pos``: its opening (no calls) or its answer to ``calls`` first
        called by ``opener``; None if the tree has no such node."""
        calls = tuple(calls)
        for node in self.decisions:
            if not calls and node.kind == "open" and node.pos == pos:
                return node
            if calls and node.kind == "answer" and node.calls == calls and node.opener == opener:
                return node
        return None


@lru_cache(maxsize=8)
def tree(players: int, raises: bool) -> Tree:
    """The shared tree of a table size and raise rule."""
    return Tree(players, raises)


@lru_cache(maxsize=None)
def _win(need_m: int, need_p: int) -> float:
    """Chance that team M wins the match from the needs, at the start of a hand's play."""
    if need_m <= 0:
        return 1.0
    if need_p <= 0:
        return 0.0
    return win_probability("argentino", MAX_NEED, MAX_NEED - need_m, MAX_NEED - need_p)


@lru_cache(maxsize=None)
def continuation(need_m: int, need_p: int) -> float:
    """Chance that team M wins the match once the envido is settled: the rest of the hand gives
    :data:`TRUCO_POINTS` to either team, then the match goes on."""
    if need_m <= 0:
        return 1.0
    if need_p <= 0:
        return 0.0
    return sum(w * 0.5 * (_win(need_m - k, need_p) + _win(need_m, need_p - k)) for k, w in TRUCO_POINTS)


def payoffs(node: Node, need_m: int, need_p: int) -> tuple[float, float]:
    """Team M's chance of winning the match at terminal ``node``: ``(if M takes the envido, if P
    does)``; for ``none`` and ``refused`` both are the same."""
    if node.kind == "none":
        x = continuation(need_m, need_p)
        return x, x
    falta = min(need_m, need_p)
    won, refused = points(node.calls, falta)
    if node.kind == "refused":
        if node.caller % 2 == 0:
            x = continuation(need_m - refused, need_p)
        else:
            x = continuation(need_m, need_p - refused)
        return x, x
    return continuation(need_m - won, need_p), continuation(need_m, need_p - won)


# ------------------------------------------------------------------ evaluating strategies
K = len(VALUES)


class Evaluator:
    """Values of strategy profiles in one state (the two teams' needs) of the envido game.

    A strategy profile gives, for every decision node (by index), one row of action
    probabilities per value. Values are *counterfactual* (weighted by the law of the values and
    the other positions' reach), team M's chance of winning for M's positions, minus it for P's.

    :param prior: the joint law ``P[i][j]`` of the two hands' values (2 players) or one hand's law,
        taken as independent between positions (4 players).
    """

    def __init__(self, t: Tree, prior, need_m: int, need_p: int) -> None:
        self.t = t
        self.n = t.n
        if self.n == 2:
            self.P = prior
            self.PT = [list(col) for col in zip(*prior)]
        else:
            self.pi = prior
        self.pay = {id(z): payoffs(z, need_m, need_p) for z in t.terminals}

    def terminal(self, z: Node, p: int, reach: list[list[float]]) -> list[float]:
        """The counterfactual value of terminal ``z`` for position ``p``, per value of ``p``."""
        win, lose = self.pay[id(z)]
        sign = 1.0 if p % 2 == 0 else -1.0
        if self.n == 2:
            if p == 0:
                r = reach[1]
                mass = [sum(map(mul, row, r)) for row in self.P]
                if z.kind != "accepted" or win == lose:
                    return [lose * m for m in mass]
                d = win - lose  # the mano takes equal values
                return [lose * mass[i] + d * sum(map(mul, self.P[i][:i + 1], r[:i + 1])) for i in range(K)]
            r = reach[0]
            mass = [sum(map(mul, col, r)) for col in self.PT]
            if z.kind != "accepted" or win == lose:
                return [-lose * m for m in mass]
            d = win - lose
            return [-(lose * mass[j] + d * sum(map(mul, self.PT[j][j:], r[j:]))) for j in range(K)]
        pi = self.pi
        w: list[list[float]] = [[] if q == p else [a * b for a, b in zip(pi, reach[q])] for q in range(4)]
        others = 1.0
        for q in range(4):
            if q != p:
                others *= sum(w[q])
        if z.kind != "accepted" or win == lose:
            x = sign * lose * others
            return [x * pi[i] for i in range(K)]
        mine = team_takes(p, w)  # mass in which p's team takes the envido
        d = win - lose
        if p % 2 == 0:
            return [pi[i] * (lose * others + d * mine[i]) for i in range(K)]
        return [-pi[i] * (lose * others + d * (others - mine[i])) for i in range(K)]

    def cf(self, p: int, strat, best: dict | None = None, node: Node | None = None, reach=None) -> list[float]:
        """Counterfactual values for position ``p`` under ``strat`` (from the root); with ``best``
        (a dict), ``p`` plays its best action at each of its nodes (recorded there, per value)."""
        node = node or self.t.root
        reach = reach or [[1.0] * K for _ in range(self.n)]
        if node.terminal:
            return self.terminal(node, p, reach)
        sigma = strat[node.index]
        if node.pos != p or best is None:
            out = [0.0] * K
            q = node.pos
            for a, child in enumerate(node.children):
                r = list(reach)
                if q != p:
                    r[q] = [x * s[a] for x, s in zip(reach[q], sigma)]
                v = self.cf(p, strat, best, child, r)
                if q == p:
                    v = [x * s[a] for x, s in zip(v, sigma)]
                out = [x + y for x, y in zip(out, v)]
            return out
        vals = [self.cf(p, strat, best, child, reach) for child in node.children]
        acts = [max(range(len(vals)), key=lambda a: (vals[a][i], -a)) for i in range(K)]
        best[node.index] = acts
        return [vals[acts[i]][i] for i in range(K)]

    def others_reach(self, strat) -> list[float]:
        """For every decision node: the chance that the other positions' actions lead to it (over
        their values' law), whatever the acting position holds."""
        if self.n == 2:
            laws = [[sum(row) for row in self.P], [sum(col) for col in self.PT]]
        else:
            laws = [self.pi] * self.n
        out = [0.0] * len(self.t.decisions)

        def walk(node: Node, reach: list[list[float]]) -> None:
            if node.terminal:
                return
            mass = 1.0
            for q in range(self.n):
                if q != node.pos:
                    mass *= sum(a * b for a, b in zip(laws[q], reach[q]))
            out[node.index] = mass
            sigma = strat[node.index]
            for a, child in enumerate(node.children):
                r = list(reach)
                r[node.pos] = [x * s[a] for x, s in zip(reach[node.pos], sigma)]
                walk(child, r)

        walk(self.t.root, [[1.0] * K for _ in range(self.n)])
        return out

    def value(self, strat) -> float:
        """Team M's chance of winning with every position playing ``strat``."""
        return sum(self.cf(0, strat))

    def best_response(self, team: int, strat) -> tuple[float, list]:
        """Team ``team``'s best response to ``strat`` (seat by seat for 4 players, until no seat
        changes) and team M's chance of winning against it: ``(chance, profile with it)``."""
        mine = [p for p in range(self.n) if p % 2 == team]
        strat = [list(s) for s in strat]
        for _round in range(6 if len(mine) > 1 else 1):
            changed = False
            for p in mine:
                best: dict[int, list[int]] = {}
                self.cf(p, strat, best)
                for d, acts in best.items():
                    k = len(self.t.decisions[d].actions)
                    pure = [[1.0 if a == b else 0.0 for a in range(k)] for b in acts]
                    if pure != strat[d]:
                        strat[d] = pure
                        changed = True
            if not changed:
                break
        return self.value(strat), strat

    def exploitability(self, strat) -> float:
        """``(BR_M - BR_P) / 2``: what a best response gains against ``strat`` on average over
        the two teams, in the chance of winning the match."""
        br_m, _ = self.best_response(0, strat)
        br_p, _ = self.best_response(1, strat)
        return (br_m - br_p) / 2


def team_takes(p: int, w: list) -> list[float]:
    """For 4 positions with independent reach-weighted laws ``w[q]`` (``w[p]`` unused): for each
    value of ``p``, the mass of the others' values in which ``p``'s team shows the best envido
    (equal values go to the earlier position)."""
    r, x, y = (p + 2) % 4, (p + 1) % 4, (p + 3) % 4

    def below(q: int, of: int) -> list[float]:
        """For each value: the mass of ``q``'s values that lose to position ``of`` holding it."""
        out, c, wq, later = [], 0.0, w[q], q > of
        for v in wq:
            out.append(c + v if later else c)
            c += v
        return out

    bx_p, by_p, br_p = below(x, p), below(y, p), below(r, p)
    bx_r, by_r = below(x, r), below(y, r)
    t_r = [a * b * c for a, b, c in zip(w[r], bx_r, by_r)]
    tail = [0.0] * (K + 1)
    for i in range(K - 1, -1, -1):
        tail[i] = tail[i + 1] + t_r[i]
    early = r < p
    return [br_p[i] * bx_p[i] * by_p[i] + tail[i + 1] + (t_r[i] if early else 0.0) for i in range(K)]
