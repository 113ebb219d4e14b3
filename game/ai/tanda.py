"""The hard player's tanda (Mineiro deal): keep, pass or burn the batch, by simulation.

The mão sees its batch, the burned batches and the batch it passed (if any); every other card is
still in the stock, in an unknown order. For one decision it shuffles those unseen cards into a
stock many times (the same shuffles for every choice: common random numbers), rebuilds the deal
(the earlier rejections replayed in order), applies each legal choice and plays the rest of the
hand with the fast rule-of-thumb policy (later tandas too, so a burn is valued by what usually
follows it). Each ending is valued by the chance of winning the match from its score, as in
:mod:`game.ai.search`. The rule of thumb's own choice gets a small bonus to settle near ties.
"""
from __future__ import annotations

from typing import Generator

from ..errors import IllegalAction
from ..hand import Hand
from ..rng import Rng, derive
from ..rules import Rules
from ..variants import VARIANTS
from .heuristic import NORMAL, ROLLOUT, Style, choose
from .profile import Profile
from .view import from_obs
from .winprob import win_probability

#: Shuffled stocks per decision (each one is played out once per legal choice).
STOCKS = 150
#: Bonus (in win probability, per stock) for the rule-of-thumb choice.
PRIOR = 0.004


def known_order(obs: dict) -> list[list[str]] | None:
    """The batches the mão has seen, in dealing order (the current one last), or None if the
    observation does not say them all (e.g. another seat's view of a passed batch)."""
    tanda = obs.get("tanda") or {}
    burned = list(tanda.get("burned") or [])
    passed = tanda.get("passed_cards")
    out: list[list[str]] = []
    for item in obs.get("history") or []:
        act = item.partition(":")[2]
        if act == "burn":
            if not burned:
                return None
            out.append(list(burned.pop(0)))
        elif act == "pass":
            if not passed:
                return None
            out.append(list(passed))
    if obs.get("hand") is None:
        return None
    out.append(list(obs["hand"]))
    return out


def _styles(n: int, me: int, profile: Profile | None) -> list[Style]:
    styles = []
    for s in range(n):
        if profile is None or (s & 1) == (me & 1):
            styles.append(ROLLOUT)
        else:
            shift = (profile.fold_rate(s) - 0.4) * 0.5
            styles.append(Style(bluff=0.0, accept=min(0.8, max(0.2, ROLLOUT.accept + shift))))
    return styles


def think_tanda(obs: dict, seed: int, profile: Profile | None = None,
                stocks: int = STOCKS) -> Generator[None, None, str]:
    """Choose keep / pass / burn by simulation (see the module docstring); yields after each playout."""
    from .search import playout  # search imports this module

    legal = list(obs["legal"])
    view = from_obs(obs)
    rng = Rng(derive("dificil-tanda", seed))
    hint = choose(view, NORMAL, Rng(derive("tanda-hint", seed)))
    batches = known_order(obs)
    if len(legal) == 1 or batches is None:
        return hint
    rules = Rules.from_dict(obs["rules"])
    v = VARIANTS[rules.variant]
    seen = {c for b in batches for c in b}
    unseen = [c for c in v.deck if c not in seen]
    head = [c for b in batches for c in b]
    me, team = obs["seat"], obs["seat"] & 1
    start = list(obs["start_scores"])
    styles = _styles(rules.players, me, profile)
    replay = [item.partition(":")[2] for item in obs.get("history") or []
              if item.partition(":")[2] in ("pass", "burn")]
    totals = [0.0] * len(legal)
    count = 0
    for _ in range(stocks):
        rest = list(unseen)
        rng.shuffle(rest)
        stock = head + rest
        try:
            base = Hand(rules, obs["dealer"], list(start), stock=stock)
            for act in replay:
                base.apply(base.mano, act)
        except IllegalAction:
            continue
        if base.mano != me or base.phase != "tanda":
            return hint
        world_seed = rng.next64()
        results = []
        for act in legal:
            sim = base.clone()
            sim.scores = list(start)
            try:
                sim.apply(me, act)
                playout(sim, styles, Rng(world_seed))
            except IllegalAction:
                break
            results.append(win_probability(rules.variant, rules.target, sim.scores[team], sim.scores[1 - team]))
            yield
        if len(results) != len(legal):
            continue
        count += 1
        for i, r in enumerate(results):
            totals[i] += r
    if count == 0:
        return hint
    if hint in legal:
        totals[legal.index(hint)] += PRIOR * count
    best = max(range(len(legal)), key=lambda i: (totals[i], -i))
    return legal[best]

