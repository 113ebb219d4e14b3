"""Envido bets and answers from the equilibrium table (:mod:`game.ai.envido_table`).

:func:`spot` places an observation in the abstract envido game of :mod:`game.ai.envido_game`:
the seat's position from the mano, the calls made and who opened, the seat's envido value and the
two teams' needs. :func:`strategy` reads the equilibrium's mixed strategy there, and :func:`draw`
draws one action from it with the decision's seed. Everything comes from the observation: the
seat's own cards, the public calls and the scores.

**The opponent profile**, where it is confident (:func:`deviations`: a one-sided 95% bound on what
it has seen, beyond what an equilibrium player does), changes the answer: a rival that calls Falta
envido or envido far more often, or that accepts or refuses our calls far more often, is modelled
as the equilibrium mixed with that habit, and the seat plays its best response to that model
(:func:`exploit`), over the whole abstract game (the rival's earlier calls read under the model).
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from ..cards import envido_value
from ..rng import Rng, derive
from .envido_game import CALLS, INDEX, MAX_NEED, OFF_PATH, Evaluator, Node, tree
from .profile import lower_bound

__all__ = ["EnvidoSpot", "deviations", "draw", "exploit", "spot", "strategy"]

#: What an equilibrium player does about as often (per hand: a Falta envido, any envido call; per
#: answer to our calls: accepting), and how far beyond it a rival must be, surely, to be exploited.
BASE_FALTA, BASE_CALL, BASE_ACCEPT, BASE_FOLD = 0.04, 0.45, 0.55, 0.55
MARGIN = 0.05


@dataclass(frozen=True)
class Deviation:
    """A rival's habits beyond the equilibrium's, as shares: ``falta`` (a Falta envido whenever it
    may), ``call`` (an envido call whenever it may open), ``accept`` and ``refuse`` (our calls)."""

    falta: float = 0.0
    call: float = 0.0
    accept: float = 0.0
    refuse: float = 0.0


@dataclass(frozen=True)
class EnvidoSpot:
    """Where an envido decision sits in the abstract game.

    :param setup: the table's setup name (``2-flor-raises`` ...).
    :param node: the decision node (its ``actions`` are the labels of :func:`strategy`).
    :param value: the seat's envido value.
    :param need_m, need_p: what the mano's team and the other team still need (1..30).
    """

    setup: str
    node: Node
    value: int
    need_m: int
    need_p: int


def setup_name(players: int, flor: bool, raises: bool) -> str:
    """The table's name of a setup (as :func:`tools.envido_solve.setup_key`)."""
    return f"{players}-{'flor' if flor else 'noflor'}-{'raises' if raises else 'fixed'}"


def spot(obs: dict) -> EnvidoSpot | None:
    """The envido decision the observed seat faces, or None: no envido call is legal for it and
    none is pending against its team, or its cards are not known."""
    rules = obs["rules"]
    if rules["variant"] != "argentino" or obs.get("hand") is None:
        return None
    legal = obs["legal"]
    env = obs.get("envido") or {}
    seat, n = obs["seat"], rules["players"]
    mano = obs.get("mano", 0)
    calls = list(env.get("calls") or [])
    caller = env.get("pending_caller")
    if caller is not None and (caller & 1) != (seat & 1) and calls:
        opener_seat = next((int(item.partition(":")[0]) for item in obs.get("history") or []
                            if item.partition(":")[2] in CALLS), caller)
        node = tree(n, bool(rules["envido_raises"])).find(-1, calls, (opener_seat - mano) % n)
    elif not calls and any(a in CALLS for a in legal):
        node = tree(n, bool(rules["envido_raises"])).find((seat - mano) % n, (), -1)
    else:
        return None
    if node is None:
        return None
    mine = list(obs["hand"]) + [e["card"] for row in obs.get("tricks") or [] for e in row
                                if e["seat"] == seat and e["card"] is not None]
    target = rules["target"]
    scores = obs["scores"]
    team_m = mano & 1

    def need(team: int) -> int:
        return max(1, min(MAX_NEED, target - scores[team]))

    return EnvidoSpot(setup_name(n, bool(rules["flor"]), bool(rules["envido_raises"])), node,
                      envido_value(mine), need(team_m), need(1 - team_m))


@lru_cache(maxsize=8)
def _table(setup: str) -> tuple[bytes, tuple[int, ...], int] | None:
    """A setup's decoded table (with flor and no table of its own: the one without flor), its grid
    of needs and its step, or None when there is no table."""
    import base64
    import zlib

    from . import envido_table

    text = envido_table.TABLES.get(setup, envido_table.TABLES.get(setup.replace("-flor-", "-noflor-")))
    if text is None:
        return None
    return zlib.decompress(base64.b64decode(text)), envido_table.GRID, envido_table.QUANT


@lru_cache(maxsize=8)
def _offsets(players: int, raises: bool) -> tuple[list[int], int]:
    """Where each decision node starts inside one state's block, and the block's size."""
    t = tree(players, raises)
    starts, pos = [], 0
    for d in t.decisions:
        starts.append(pos)
        pos += len(INDEX) * len(d.actions)
    return starts, pos


def _nearest(grid: tuple[int, ...], need: int) -> int:
    """The index of the grid's need nearest ``need`` (the smaller on a tie)."""
    return min(range(len(grid)), key=lambda k: (abs(grid[k] - need), grid[k]))


def strategy(s: EnvidoSpot) -> dict[str, float] | None:
    """The equilibrium's probabilities of the node's actions for this spot (None: no table, or a
    node the equilibrium's rivals never lead to)."""
    got = _table(s.setup)
    if got is None:
        return None
    data, grid, quant = got
    players, _, raises = s.setup.split("-")
    starts, block = _offsets(int(players), raises == "raises")
    k = len(s.node.actions)
    state = _nearest(grid, s.need_m) * len(grid) + _nearest(grid, s.need_p)
    at = state * block + starts[s.node.index] + INDEX[s.value] * k
    row = data[at:at + k]
    if not any(row):
        return None  # a call the equilibrium never makes: no strategy here
    return {a: row[i] / quant for i, a in enumerate(s.node.actions)}


def deviations(obs: dict, profile) -> dict[int, Deviation]:
    """The rivals (by seat) the profile surely shows playing the envido unlike an equilibrium
    player, with their habits (see :class:`Deviation`); empty when nothing is sure."""
    if profile is None:
        return {}
    out = {}
    me = obs["seat"]
    for seat in range(obs["rules"]["players"]):
        if (seat & 1) == (me & 1) or seat >= len(profile.bets):
            continue
        hands = profile.hands
        d = Deviation(
            falta=max(0.0, lower_bound(profile.falta_hands[seat], hands) - BASE_FALTA - MARGIN),
            call=max(0.0, lower_bound(profile.env_hands[seat], hands) - BASE_CALL - MARGIN),
            accept=max(0.0, lower_bound(profile.env_answers[seat] - profile.env_folds[seat], profile.env_answers[seat])
                       - BASE_ACCEPT - MARGIN),
            refuse=max(0.0, lower_bound(profile.env_folds[seat], profile.env_answers[seat]) - BASE_FOLD - MARGIN))
        if d != Deviation():
            out[seat] = d
    return out


@lru_cache(maxsize=4)
def _prior(setup: str) -> list[list[float]] | list[float]:
    from . import envido_table

    players, flor, _ = setup.split("-")
    counts: Any = envido_table.PRIORS[f"{players}-{flor}"]  # a joint law (lists) or one law
    if players == "2":
        total = sum(map(sum, counts))
        return [[c / total for c in row] for row in counts]
    total = sum(counts)
    return [c / total for c in counts]


def _state_rows(s: EnvidoSpot) -> list[list[list[float]]]:
    """The equilibrium at every decision node of the spot's state (uniform where it has none)."""
    got = _table(s.setup)
    assert got is not None, f"no envido table for {s.setup}"
    data, grid, quant = got
    players, _, raises = s.setup.split("-")
    t = tree(int(players), raises == "raises")
    starts, block = _offsets(int(players), raises == "raises")
    base = (_nearest(grid, s.need_m) * len(grid) + _nearest(grid, s.need_p)) * block
    out = []
    for d, node in enumerate(t.decisions):
        k = len(node.actions)
        at = base + starts[d]
        rows = []
        for i in range(len(INDEX)):
            row = data[at + i * k:at + (i + 1) * k]
            rows.append([x / quant for x in row] if any(row) else [1.0 / k] * k)
        out.append(rows)
    return out


def _mix(rows: list[list[float]], action: int, share: float, only_from: int | None = None) -> list[list[float]]:
    """Every row mixed with ``share`` of ``action`` (taken only from ``only_from``'s mass, if given)."""
    out = []
    for row in rows:
        row = list(row)
        if only_from is None:
            row = [(1 - share) * x for x in row]
            row[action] += share
        else:
            moved = share * row[only_from]
            row[only_from] -= moved
            row[action] += moved
        out.append(row)
    return out


def exploit(s: EnvidoSpot, obs: dict, devs: dict[int, Deviation]) -> str | None:
    """The best response of the observed seat at its spot when the rivals of ``devs`` play the
    equilibrium mixed with their habits (None: no table, or a node even that model never leads
    to)."""
    if _table(s.setup) is None:
        return None
    players, _, raises = s.setup.split("-")
    n = int(players)
    t = tree(n, raises == "raises")
    strat = _state_rows(s)
    mano = obs.get("mano", 0)
    for seat, d in devs.items():
        pos = (seat - mano) % n
        for node in t.decisions:
            if node.pos != pos:
                continue
            rows = strat[node.index]
            acts = node.actions
            if d.falta and "falta-envido" in acts:
                rows = _mix(rows, acts.index("falta-envido"), d.falta)
            if node.kind == "open" and d.call:
                rows = _mix(rows, acts.index("envido"), d.call, only_from=acts.index("pass"))
            if node.kind == "answer" and d.accept:
                rows = _mix(rows, acts.index("quiero"), d.accept, only_from=acts.index("no-quiero"))
            if node.kind == "answer" and d.refuse:
                rows = _mix(rows, acts.index("no-quiero"), d.refuse, only_from=acts.index("quiero"))
            strat[node.index] = rows
    ev = Evaluator(t, _prior(s.setup), s.need_m, s.need_p)
    if ev.others_reach(strat)[s.node.index] < OFF_PATH:
        return None  # even the rivals' habits do not lead here: nothing to read the call by
    best: dict[int, list[int]] = {}
    ev.cf(s.node.pos, strat, best)
    return s.node.actions[best[s.node.index][INDEX[s.value]]]


def draw(obs: dict, seed: int, profile=None) -> tuple[str, EnvidoSpot] | None:
    """The action for the observed seat: the equilibrium's, drawn with ``seed``, or the best
    response to the rivals the profile is sure about (:func:`exploit`). ``pass`` means open no
    envido (choose among the other actions); else ``quiero``, ``no-quiero`` or a call. None when
    the seat faces no envido decision or the setup has no table."""
    s = spot(obs)
    if s is None:
        return None
    devs = deviations(obs, profile)
    if devs:
        choice = exploit(s, obs, devs)
        if choice is not None and (choice == "pass" or choice in obs["legal"]):
            return choice, s
    probs = strategy(s)
    if probs is None:
        return None
    roll = Rng(derive("envido-equilibrium", seed)).random()
    acc = 0.0
    choice = s.node.actions[0]
    for a, p in probs.items():
        if p <= 0:
            continue
        choice = a
        acc += p
        if roll < acc:
            break
    if choice != "pass" and choice not in obs["legal"]:
        return None
    return choice, s
