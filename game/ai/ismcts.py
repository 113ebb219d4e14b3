"""Card play by information-set search (issue 26 point 4): an arena-only variant of ``dificil``.

Single-observer information-set Monte Carlo tree search (Cowling, Powley & Whitehouse 2012) for
the deciding seat's card play. One tree per decision; its nodes are the deciding seat's
information sets: the public actions since the decision (the others' face-down cards hidden),
the flores sung and the envido values declared, with the seat's own cards (the same in every
world). Each world comes from the evidence-weighted sampler that ``dificil`` uses
(:func:`game.ai.worlds.fast_worlds`); in it every candidate action at the root is played once
with the same luck (as :mod:`game.ai.search` does, so the root's comparisons stay paired), and
below the root the seat's later card choices are made by the tree: UCB1 with availability counts
over the cards it holds there, one new node per iteration, the policy's card at a node until it
has been visited :data:`EXPAND_AFTER` times. Everything else is played as in ``dificil``'s
playouts: the others by the modelled policy (:func:`game.ai.search.simulated_styles`: their
answers to the truco ladder from its equilibrium or their fold rates), the seat's own bets
(unless :data:`TREE_BETS`) and envido by the rule of thumb, the end valued by
:func:`game.ai.winprob.value` for the seat's team. The others' decisions are not nodes of the
tree (their cards are with :data:`RIVAL_NODES`): in a single-observer tree their choices could not
depend on their own cards, and Truco's bets are mostly about one's own cards. Measured against ``dificil`` it neither won nor lost
(docs/ai.md, "Card play by information-set search"): ``dificil`` stays PIMC.

Scope (:data:`SETUPS`): card decisions in Argentino one against one. Any other decision, and any
other setup, is ``dificil``'s (:func:`game.ai.search.think_dificil`), and so are the bets at a
card decision: the envido from its equilibrium, and the choice among the root's values by
``dificil``'s rule (:func:`game.ai.search._choose`: the rule of thumb on near ties, the truco
bluffs' frequencies). Same number of worlds as ``dificil``, no more playouts; deterministic from
the decision's seed; thinks in slices (yields after every world). It is not a level of the game:
``python -m game.arena --a dificil-ismcts --b dificil`` measures it (docs/ai.md).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from math import log, sqrt
from typing import Generator

from ..rng import Rng, derive
from ..variants import VARIANTS
from . import search
from .fast import ACCEPT, BET, BLIND, DOWN, REFUSE, FastHand, encode
from .heuristic import NORMAL, choose
from .profile import BLUFF_PRIOR_SCALE, Profile, rivals
from .rollout import fast_choose, fast_playout
from .view import from_obs
from .winprob import value
from .worlds import Knowledge, fast_worlds

__all__ = ["HIDDEN", "LEVEL", "SETUPS", "Node", "Search", "in_scope", "ismcts", "think_ismcts"]

#: The arena's name for this player.
LEVEL = "dificil-ismcts"
#: The setups (variant, players) whose card decisions the tree makes.
SETUPS = frozenset({("argentino", 2)})
#: UCB1's exploration constant (values are chances of winning the match, in [0, 1]).
EXPLORE = 0.5
#: A key's code for another seat's face-down card (which card it was is not seen).
HIDDEN = -1
#: Whether the tree also makes the seat's later truco ladder decisions (call at its turn, answers)
#: below the root (else the rule of thumb's, as in ``dificil``'s playouts).
TREE_BETS = False
#: Whether the others' card choices are nodes of the tree too (the paper's single-observer tree:
#: their choices by UCB for their team's value, available cards from each world), else their policy.
RIVAL_NODES = False
#: Whether the keys name another seat's face-up card by its strength only (an abstraction:
#: information sets that differ only in which of two equally strong cards was played are merged).
RANK_KEYS = False
#: Where those strengths' codes start (above every action code).
RANKED = 1000
#: Visits of a node below the root before the tree chooses there (before: the policy's card).
EXPAND_AFTER = 4


@dataclass
class Node:
    """One information set of the deciding seat.

    :param edges: per action code ``[visits, total value, availability]``.
    :param kids: the next information sets, by ``(action, public events since, public state)``.
    """

    visits: int = 0
    edges: dict[int, list[float]] = field(default_factory=dict)
    kids: dict[tuple, "Node"] = field(default_factory=dict)

    def mean(self, a: int) -> float:
        """The average value after action ``a`` here (0 if never tried)."""
        e = self.edges.get(a)
        return e[1] / e[0] if e and e[0] else 0.0

    def size(self) -> int:
        """Nodes in this subtree, itself included."""
        return 1 + sum(k.size() for k in self.kids.values())


@dataclass(frozen=True)
class Search:
    """One decision: the action, and the tree behind it (None when ``dificil`` decided)."""

    choice: str
    root: Node | None
    worlds: int


def in_scope(obs: dict) -> bool:
    """Whether the tree decides here: a card decision (a card may be played, nothing is pending)
    in one of :data:`SETUPS`."""
    rules = obs["rules"]
    legal = obs.get("legal") or []
    return ((rules["variant"], rules["players"]) in SETUPS and len(legal) > 1
            and any(a.startswith(("play:", "down:")) for a in legal))


def think_ismcts(obs: dict, seed: int, profile: Profile | None = None,
                 playouts: int = search.PLAYOUTS) -> Generator[None, None, str]:
    """Choose: :attr:`Search.choice` of :func:`ismcts`."""
    return (yield from ismcts(obs, seed, profile, playouts)).choice


def ismcts(obs: dict, seed: int, profile: Profile | None = None,
           playouts: int = search.PLAYOUTS) -> Generator[None, None, Search]:
    """Search (see the module docstring); yields after every world.

    Deterministic for the same observation, seed and profile counts, and blind to hidden cards.
    """
    if not in_scope(obs):
        return Search((yield from search.think_dificil(obs, seed, profile, playouts)), None, 0)
    legal = list(obs["legal"])
    view = from_obs(obs)
    rules = obs["rules"]
    variant, target = rules["variant"], rules["target"]
    me = obs["seat"]
    team = me & 1
    rng = Rng(derive("ismcts", seed))
    has_envido = VARIANTS[variant].has_envido
    eq = search.envido_policy.draw(obs, seed, profile) if has_envido and search.ENVIDO_EQ else None
    eq = search._guarded(eq, seed, profile, team)
    if eq is not None and eq[0] != "pass":  # the envido equilibrium decides, as in dificil
        if search.ENVIDO_CALL_CHOICE:
            return Search((yield from search.think_dificil(obs, seed, profile, playouts)), None, 0)
        return Search(eq[0], None, 0)
    cands = search.candidates(obs, rng, eq is not None)
    if eq is not None:
        cands = search.envido_after_pass(cands, eq[1].value)
    know = Knowledge(obs, profile)
    yield
    styles = search.simulated_styles(view, obs["quiero_team"], profile)  # the same simulated rivals as dificil's
    n_worlds = max(search.MIN_WORLDS, min(search.MAX_WORLDS, playouts // len(legal)))
    root = Node()
    count = 0
    codes: list[int] = []
    for base in fast_worlds(know, rng, n_worlds):
        if base is None:
            yield
            continue
        if not codes:
            codes = [encode(base, a) for a in cands]
        count += 1
        world_seed = rng.next64()
        for a in codes:  # every candidate once per world, with the same luck: paired comparisons
            _iterate(root, base, me, a, styles, Rng(world_seed), variant, target)
        yield
    if count == 0:
        return Search(choose(view, NORMAL, rng), root, 0)
    totals = [root.mean(c) * count for c in codes]
    prior = BLUFF_PRIOR_SCALE if search.BLUFF_EVIDENCE[variant] else 1.0
    scale = prior if profile is None else profile.bluff_scale(rivals(know.n, team), prior)
    choice = search._choose(view, cands, totals, count, variant, rng, scale)
    return Search(search.slow_card(view, cands, totals, count, choice, profile) or choice, root, count)


def _tree_codes(h: FastHand, seat: int) -> list[int]:
    """The seat's actions the tree chooses among here: each card face up, the lowest face down
    where face-down play is legal, and with :data:`TREE_BETS` the truco ladder's call or answers."""
    legal = h.legal(seat)
    out = [a for a in legal if a < DOWN]  # PLAY + card is the card
    downs = [a for a in legal if DOWN <= a < BLIND]
    if downs:
        out.append(min(downs, key=lambda a: h.t.order[a - DOWN]))
    if TREE_BETS and h.envido.caller is None:
        out += [a for a in legal if BET < a <= BET + 4 or a == ACCEPT or a == REFUSE]
    return out


def _tree_decides(h: FastHand, a: int) -> bool:
    """Whether the tree makes the decision in which the policy chose ``a`` (a card; with
    :data:`TREE_BETS` also the truco ladder's call or answers; never the envido)."""
    if a < BLIND:
        return True
    return TREE_BETS and h.envido.caller is None and (BET < a <= BET + 4 or a == ACCEPT or a == REFUSE)


def _public(seat: int, me: int, a: int, st: tuple[int, ...] | None = None) -> int:
    """What the deciding seat ``me`` keys ``seat``'s action ``a`` by: a face-down card of another
    seat is only "a card face down" (:data:`HIDDEN`); with the strength table ``st``
    (:data:`RANK_KEYS`), another seat's face-up card is only its strength."""
    if seat == me or a >= BLIND:
        return a
    if a >= DOWN:
        return HIDDEN
    return a if st is None else RANKED + st[a]


def _iterate(root: Node, base: FastHand, me: int, first: int, styles, rng: Rng, variant: str,
             target: int) -> None:
    """One iteration in the world ``base``: ``first`` at the root, then the tree's choices for
    ``me`` (and with :data:`RIVAL_NODES` the others' cards) while in the tree, the policy for
    everything else; back up the value for each deciding seat's team."""
    h = base.clone()
    team = me & 1
    path: list[tuple[Node, int, int]] = [(root, first, team)]
    root.edges.setdefault(first, [0, 0.0, 0])[2] += 1
    h.apply(me, first)
    node, last = root, first
    events: list[int] = []
    st = h.t.st if RANK_KEYS else None
    in_tree = True
    while in_tree and (s := h.to_act()) is not None:
        a = fast_choose(h, s, styles[s], rng)
        if s == me:
            decides = _tree_decides(h, a)
        else:
            decides = RIVAL_NODES and a < BLIND
        if not decides:  # an envido or bet of ours, another seat's bets: the policy
            events.append(_public(s, me, a, st))
            h.apply(s, a)
            continue
        e = h.envido
        key = (last, tuple(events), tuple(e.flor_sung), tuple(e.said))
        found = node.kids.get(key)
        fresh = found is None
        kid = node.kids[key] = Node() if found is None else found
        avail = _tree_codes(h, me) if s == me else [c for c in h.legal(s) if c < BLIND]
        if a not in avail:  # the policy's face-down card is not the lowest: it is one more choice
            avail.append(a)
        for c in avail:
            kid.edges.setdefault(c, [0, 0.0, 0])[2] += 1
        if not fresh and kid.visits >= EXPAND_AFTER:
            a = _select(kid, avail, a)
        path.append((kid, a, s & 1))
        h.apply(s, a)
        node, last, events = kid, _public(s, me, a, st), []
        in_tree = not fresh  # one new node per iteration, then the policy plays on
    fast_playout(h, styles, rng)
    values = [value(variant, target, h.scores[t], h.scores[1 - t]) for t in (0, 1)]
    for n, a, t in path:
        n.visits += 1
        edge = n.edges[a]
        edge[0] += 1
        edge[1] += values[t]


def _select(node: Node, avail: list[int], policy: int) -> int:
    """UCB1 with availability counts among ``avail`` (untried actions first, the policy's first)."""
    edges = node.edges
    if policy in avail and not edges[policy][0]:
        return policy
    best, best_score = avail[0], -1.0
    for c in avail:
        visits, total, seen = edges[c]
        if not visits:
            return c
        score = total / visits + EXPLORE * sqrt(log(seen) / visits)
        if score > best_score:
            best, best_score = c, score
    return best
