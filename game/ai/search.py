"""The hard player (``dificil``): determinized simulation of the rest of the hand.

For one decision it samples worlds consistent with the observation (:mod:`game.ai.worlds`), and in
each world plays every candidate action followed by the rest of the hand with the fast heuristic
policy (every simulated seat sees only its own cards and the table). The end of each playout is
valued by the chance of winning the match from the resulting score (:mod:`game.ai.winprob`), so a
point near the target, a Falta envido or a mão de onze weigh what they are worth. The action with
the best average wins; with a small, fixed chance it bluffs: it picks a bet whose value is close to
the best one when its hand is weak.

Mineiro's special decisions: the tanda (keep / pass / burn) is simulated over shuffled stocks
(:mod:`game.ai.tanda`); the mão de onze (play for 3 or run giving 1) is an ordinary candidate pair
here, over more worlds (:data:`ONZE_WORLDS`: the partner's cards are known, the opponents' sampled);
the blind plays of a mão de ferro stay random: no one knows their own blind cards, so every position
is the same bet. With three chicos the value of a chico for the match is an increasing affine
function of the chance of winning it, so maximizing that chance is already the right choice.

The work is a fixed number of playouts (no clock, so the result is reproducible), done in slices:
the generator yields after every playout.
"""
from __future__ import annotations

from typing import Generator

from ..rng import Rng, derive
from ..variants import VARIANTS
from .heuristic import NORMAL, ROLLOUT, Style, choose, equity
from .profile import Profile
from .tanda import think_tanda
from .view import from_hand, from_obs
from .winprob import win_probability
from .worlds import Knowledge, worlds

#: Playouts per decision (shared by the candidate actions), and the bounds on sampled worlds.
PLAYOUTS = 300
MIN_WORLDS, MAX_WORLDS = 12, 60
#: Worlds for a mão de onze decision: rare, worth 3 tentos or the match, and running needs no playout.
ONZE_WORLDS = 200
#: How often it bluffs on purpose when a bet is nearly as good as the best action.
BLUFF_RATE = 0.12
BLUFF_MARGIN = 0.03
#: Bonus (in win probability) for the rule-of-thumb choice, to settle near ties sensibly.
PRIOR = 0.004


#: Lowest envido value with which it calls (or raises to) each envido call, except when bluffing.
ENVIDO_FLOOR = {"envido": 26, "real-envido": 28, "falta-envido": 30}


def candidates(obs: dict, rng: Rng | None = None) -> list[str]:
    """The legal actions worth simulating.

    No mazo (a refusal does the same), one face-down card (the lowest), and envido calls only with
    a value that justifies them, or as a deliberate bluff (:data:`BLUFF_RATE`): the simulated
    opponents answer by rule of thumb, and an envido bluff that works against them every time would
    be a bad habit against anyone else.
    """
    legal = list(obs["legal"])
    v = VARIANTS[obs["rules"]["variant"]]
    out = [a for a in legal if a != "mazo"] or legal
    if v.has_envido and any(a in ENVIDO_FLOOR for a in out):
        ev = from_obs(obs).envido()
        bluff = rng is not None and rng.random() < BLUFF_RATE / 2
        out = [a for a in out if a not in ENVIDO_FLOOR or ev >= ENVIDO_FLOOR[a]
               or (bluff and a == "envido")] or out
    downs = [a for a in out if a.startswith("down:")]
    if len(downs) > 1:
        st = v.strength
        keep = min(downs, key=lambda a: (st[a[5:]], a))
        out = [a for a in out if not a.startswith("down:") or a == keep]
    return out


def _styles(know: Knowledge, profile: Profile | None) -> list[Style]:
    """The simulated seats' styles: opponents answer bets as often as this one has seen them do."""
    styles = []
    for s in range(know.n):
        if profile is None or (s & 1) == (know.me & 1):
            styles.append(ROLLOUT)
        else:
            shift = (profile.fold_rate(s) - 0.4) * 0.5
            styles.append(Style(bluff=0.0, accept=min(0.8, max(0.2, ROLLOUT.accept + shift))))
    return styles


def playout(h, styles: list[Style], rng: Rng) -> None:
    """Play the hand ``h`` to its end with the heuristic policy."""
    while not h.over:
        s = h.to_act
        legal = h.legal_actions(s)
        if len(legal) == 1:
            act = legal[0]
        else:
            act = choose(from_hand(h, s, legal), styles[s], rng)
        h.apply(s, act)


def think_dificil(obs: dict, seed: int, profile: Profile | None = None,
                  playouts: int = PLAYOUTS) -> Generator[None, None, str]:
    """Choose by simulation (see the module docstring); yields after every playout."""
    legal = obs["legal"]
    view = from_obs(obs)
    rng = Rng(derive("dificil", seed))
    if len(legal) == 1:
        return legal[0]
    if view.phase == "tanda":
        return (yield from think_tanda(obs, seed, profile))
    if legal[0].startswith("blind:"):
        return choose(view, NORMAL, rng)  # nothing is known of one's own blind cards: any is as good
    cands = candidates(obs, rng)
    if len(cands) == 1:
        return cands[0]
    me = obs["seat"]
    team = me & 1
    rules = obs["rules"]
    variant, target = rules["variant"], rules["target"]
    bluff = [profile.bluffiness(s) if profile else 0.15 for s in range(rules["players"])]
    know = Knowledge(obs, bluff)
    yield
    styles = _styles(know, profile)
    n_worlds = max(MIN_WORLDS, min(MAX_WORLDS, playouts // len(cands)))
    if view.phase == "onze":
        n_worlds = ONZE_WORLDS * playouts // PLAYOUTS
    totals = [0.0] * len(cands)
    count = 0
    for h in worlds(know, rng, n_worlds):
        if h is None:
            yield
            continue
        count += 1
        world_seed = rng.next64()
        for i, act in enumerate(cands):
            sim = h.clone()
            sim.scores = list(h.scores)
            sim.apply(me, act)
            playout(sim, styles, Rng(world_seed))  # the same luck for every candidate
            totals[i] += win_probability(variant, target, sim.scores[team], sim.scores[1 - team])
            yield
    if count == 0:
        return choose(view, NORMAL, rng)
    hint = choose(view, ROLLOUT, Rng(0))
    if hint in cands:  # close calls go the rule-of-thumb way
        totals[cands.index(hint)] += PRIOR * count
    best = max(range(len(cands)), key=lambda i: (totals[i], -i))
    choice = cands[best]
    bets = [i for i, a in enumerate(cands) if a in VARIANTS[variant].bet_calls]
    roll = rng.random()
    if bets and choice not in VARIANTS[variant].bet_calls and roll < BLUFF_RATE:
        i = bets[0]
        if totals[i] >= totals[best] - BLUFF_MARGIN * count and equity(view) < 0.5:
            choice = cands[i]
    elif choice in VARIANTS[variant].bet_calls and equity(view) < 0.3 + 0.05 * view.level \
            and roll > 2 * BLUFF_RATE:
        # a weak bet the simulation likes: only a measured share of them is kept as bluffs
        rest = [i for i in range(len(cands)) if cands[i] not in VARIANTS[variant].bet_calls]
        if rest:
            choice = cands[max(rest, key=lambda i: (totals[i], -i))]
    return choice
