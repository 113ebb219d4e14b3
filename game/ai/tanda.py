"""The hard player's tanda (Mineiro deal): keep, pass or burn the batch, by simulation.

The mão sees its batch, the burned batches and the batch it passed (if any); every other card is
still in the stock, in an unknown order. For one decision it shuffles those unseen cards into a
stock many times (the same shuffles for every choice: common random numbers), rebuilds the deal
(the earlier rejections replayed in order), applies each legal choice and plays the rest of the
hand with the fast rule-of-thumb policy (later tandas too, so a burn is valued by what usually
follows it), on the fast path (:mod:`game.ai.fast`). Each ending is valued by the chance of winning
the match from its score as in :mod:`game.ai.search` (chosen by :func:`game.ai.winprob.value`,
reported with even teams). The rule of thumb's own choice gets a small
bonus to settle near ties.
"""
from __future__ import annotations

from typing import Generator

from ..rng import Rng, derive
from ..rules import Rules
from ..variants import VARIANTS
from .fast import FastHand, encode
from .heuristic import NORMAL, choose
from .profile import Profile
from .rollout import CALLER_AFTER, MODEL_FROM_FOLDS, fast_playout, rollout_styles
from .view import from_obs
from .winprob import value, win_probability

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


def analyse_tanda(obs: dict, seed: int, profile: Profile | None = None,
                  stocks: int = STOCKS) -> Generator[None, None, tuple[str, dict[str, float], int]]:
    """Choose keep / pass / burn by simulation (see the module docstring), with the estimates:
    ``(choice, chance of winning the match per legal choice, stocks simulated)``; with nothing
    simulated every chance is the current score's. Yields after each stock."""
    legal = list(obs["legal"])
    view = from_obs(obs)
    rng = Rng(derive("dificil-tanda", seed))
    hint = choose(view, NORMAL, Rng(derive("tanda-hint", seed)))
    rules = Rules.from_dict(obs["rules"])
    me, team = obs["seat"], obs["seat"] & 1
    start = list(obs["start_scores"])
    now = win_probability(rules.variant, rules.target, start[team], start[1 - team])
    batches = known_order(obs)
    if len(legal) == 1 or batches is None:
        return hint, {a: now for a in legal}, 0
    v = VARIANTS[rules.variant]
    seen = {c for b in batches for c in b}
    unseen = [c for c in v.deck if c not in seen]
    head = [c for b in batches for c in b]
    # the batch's worth: less noise without the model, save for a seat seen to fold (MODEL_FROM_FOLDS)
    styles = rollout_styles(rules.players, me, profile, False, MODEL_FROM_FOLDS[rules.variant],
                            CALLER_AFTER.get(rules.variant))
    replay = [item.partition(":")[2] for item in obs.get("history") or []
              if item.partition(":")[2] in ("pass", "burn")]
    totals = [0.0] * len(legal)  # the hard player's value (winprob.value)
    even = [0.0] * len(legal)  # the chance reported (even teams)
    count = 0
    for _ in range(stocks):
        rest = list(unseen)
        rng.shuffle(rest)
        base = FastHand.deal(rules, obs["dealer"], start, stock=head + rest)
        replayed = True
        for act in replay:
            if encode(base, act) not in base.legal(base.mano):
                replayed = False
                break
            base.apply(base.mano, encode(base, act))
        if not replayed:
            continue
        if base.mano != me or base.phase != "tanda":
            return hint, {a: now for a in legal}, 0
        world_seed = rng.next64()
        codes = [encode(base, act) for act in legal]
        if any(c not in base.legal(me) for c in codes):
            continue
        for i, code in enumerate(codes):
            sim = base.clone()
            sim.apply(me, code)
            fast_playout(sim, styles, Rng(world_seed))
            ours, theirs = sim.scores[team], sim.scores[1 - team]
            totals[i] += value(rules.variant, rules.target, ours, theirs)
            even[i] += win_probability(rules.variant, rules.target, ours, theirs)
        count += 1
        yield
    if count == 0:
        return hint, {a: now for a in legal}, 0
    chances = {a: even[i] / count for i, a in enumerate(legal)}
    if hint in legal:
        totals[legal.index(hint)] += PRIOR * count
    best = max(range(len(legal)), key=lambda i: (totals[i], -i))
    return legal[best], chances, count
