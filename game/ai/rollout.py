"""Playouts: the rest of a simulated hand played by the rule-of-thumb policy.

Shared by the hard player's searches (:mod:`game.ai.search`, :mod:`game.ai.tanda`). Every
simulated seat decides from its own cards and the public table only, as :func:`game.ai.heuristic.choose`
decides from a :class:`~game.ai.view.View`. Two implementations of one policy:

- :func:`playout` on an engine :class:`~game.hand.Hand` (the reference, and the benchmark's "before");
- :func:`fast_playout` on a :class:`~game.ai.fast.FastHand`, with :func:`fast_choose` calling the same
  decision cores as ``choose`` (card choice, equity, envido and bet answers, tanda, onze) on numbers.
  The differential test requires both to pick the same action in every state.
"""
from __future__ import annotations

from dataclasses import replace

from ..envido import raises_after
from ..rng import Rng
from .fast import (ACCEPT, BET, BLIND, BURN, DOWN, ENVIDO_CODES, KEEP, PASS, PLAY, PLAY_ONZE, REFUSE,
                   RUN_ONZE, FastHand)
from .heuristic import (ROLLOUT, Style, bet_answer, card_choice, choose, envido_answer, envido_call,
                        onze_choice, tanda_choice, table_bests, trick_equity_core, wants_bet)
from .profile import FOLD_PRIOR, Profile, rivals
from .strength import equity_from_chances
from .truco_game import bucket, trick_state
from .truco_policy import answer_chances, call_chance
from .view import from_hand

_ENVIDO_CALLS = ("envido", "real-envido", "falta-envido")


#: Answers to our bets seen from a seat before its own fold rate replaces the equilibrium's answers.
CONFIDENT_ANSWERS = 10
#: Per variant, whether the simulated rivals bet and answer the truco ladder by the equilibrium
#: (else by the rule of thumb's thresholds). Mineiro: no; against ``normal`` the search then won
#: 92 of 100 matches, with the model 69 (docs/ai.md).
TRUCO_MODEL = {"argentino": True, "mineiro": False}
#: Per variant, the fold rate (:meth:`Profile.fold_rate`) from which a rival seat is modelled by
#: the equilibrium where :data:`TRUCO_MODEL` is off (None: never; a seat that folded to our first
#: bet is at 0.55). The model pays against a rival who folds to our bets and loses to one who calls
#: them: in Mineiro, from 0.55, 59.2% against ``dificil-2026-12`` (53.2% without) and 81.0% against
#: ``normal`` (85.8% without; from 0.5: 79.8%, under the ladder's 80%). docs/ai.md.
MODEL_FROM_FOLDS = {"argentino": None, "mineiro": 0.55}
#: Per variant, how many of our bets the rivals must have answered, folding to none, before the
#: simulated rivals accept every bet (absent: never; the first fold ends it). Mineiro: a rival who
#: calls is met by value bets, not by bets that only a folder pays. Measured against never-folds
#: (``PLAYERS_VERSION`` 10, docs/ai.md).
CALLER_AFTER = {"mineiro": 1}
#: An accepting threshold no equity is under: the simulated seat never folds.
NEVER_FOLDS = -1.0
#: Per variant and table size, how many of our bets the rivals must have answered, pooled, folding
#: to every one, before the simulated rivals fold to every bet and raise none (:data:`FOLDING`).
#: The pair is (in a hand where they have not bet, in one where they have: their bet waits for
#: our answer or we accepted it); :func:`game.ai.search.simulated_styles` picks one. Absent: never.
#: Their first acceptance ends it, and in the hand being searched so does their acceptance (or
#: raise) of our bet. Argentino 2v2: against always-folds (``PLAYERS_VERSION`` 11, docs/ai.md).
FOLDER_AFTER: dict[tuple[str, int], tuple[int, int]] = {("argentino", 4): (2, 4)}
#: Thresholds no equity reaches: the simulated seat folds to every bet and raises none.
FOLDING = replace(ROLLOUT, accept=2.0, raise_=2.0)
#: Per variant, whether their calls (not only their answers) follow the equilibrium: in Argentino
#: the rule of thumb's calls played better in the arena (docs/ai.md).
MODEL_CALLS = {"argentino": False, "mineiro": True}


def rollout_styles(n: int, me: int, profile: Profile | None, model: bool = True,
                   model_from: float | None = None, caller_after: int | None = None,
                   folder_after: int | None = None) -> list[Style]:
    """The simulated seats' styles. The others answer envidos as often as ``me`` has seen them do
    (the profile's fold rates) and bet and answer the truco ladder by the equilibrium
    (:mod:`game.ai.truco_policy`; with ``model`` false, only a seat whose fold rate reaches
    ``model_from``: :data:`MODEL_FROM_FOLDS`), its folds scaled by how often the profile has seen
    the seat fold against the prior, or, once the profile has seen a seat answer our bets often
    enough (:data:`CONFIDENT_ANSWERS`), by thresholds set from its fold rate. Once the rivals have
    answered ``caller_after`` of our bets and folded to none (:data:`CALLER_AFTER`), they accept
    every bet; once they have answered ``folder_after`` and accepted none (:data:`FOLDER_AFTER`),
    they fold to every bet and raise none (:data:`FOLDING`), answering envidos as before."""
    styles = []
    caller = (caller_after is not None and profile is not None
              and profile.called_all(rivals(n, me & 1)) >= caller_after)
    folder = (not caller and folder_after is not None and profile is not None
              and profile.folded_all(rivals(n, me & 1)) >= folder_after)
    for s in range(n):
        if (s & 1) == (me & 1):
            styles.append(ROLLOUT)
            continue
        accept, envido = ROLLOUT.accept, ROLLOUT.envido_accept
        modelled = model or (model_from is not None and profile is not None
                             and profile.fold_rate(s) >= model_from)
        scale = 1.0
        if profile is not None:
            if profile.answers[s]:
                scale = profile.fold_rate(s) / FOLD_PRIOR
            if not modelled or profile.answers[s] >= CONFIDENT_ANSWERS:  # sure of it: its own fold rate
                accept += (profile.fold_rate(s) - 0.4) * 0.6
                modelled = False
            envido += round((profile.envido_fold_rate(s) - 0.5) * 12)
        if folder:
            styles.append(replace(FOLDING, envido_accept=min(33, max(0, envido))))
            continue
        if caller:
            modelled = False
        if accept == ROLLOUT.accept and envido == ROLLOUT.envido_accept and not modelled and not caller:
            styles.append(ROLLOUT)
        else:
            styles.append(Style(bluff=0.0, accept=NEVER_FOLDS if caller else min(0.9, max(0.05, accept)),
                                envido_accept=min(33, max(0, envido)), truco_model=modelled,
                                fold_scale=scale if modelled else 1.0))
    return styles


def playout(h, styles: list[Style], rng: Rng) -> None:
    """Play the engine hand ``h`` to its end with the heuristic policy (the slow reference)."""
    while not h.over:
        s = h.to_act
        legal = h.legal_actions(s)
        if len(legal) == 1:
            act = legal[0]
        else:
            act = choose(from_hand(h, s, legal), styles[s], rng)
        h.apply(s, act)


def fast_playout(h: FastHand, styles: list[Style], rng: Rng) -> None:
    """Play ``h`` to its end with :func:`fast_choose` (the same decisions as :func:`playout`)."""
    to_act, apply, pick = h.to_act, h.apply, fast_choose
    while (s := to_act()) is not None:  # None once the hand is over
        apply(s, pick(h, s, styles[s], rng))


def fast_equity(h: FastHand, seat: int, careful: bool = True) -> float:
    """:func:`game.ai.heuristic.equity` of ``seat`` in ``h``."""
    if h.mineiro.ferro:
        return 0.5
    cards = h.cards[seat]
    if not cards:
        return 0.5
    t = h.t
    if not careful:
        return sum(t.bt[c] for c in cards) / len(cards)
    st = t.st
    opp, ours = table_bests(h.trick, st, seat & 1) if h.trick else (-1, -1)
    if t.v.bet_on_trick:
        played = {s for s, _, _ in h.trick}
        if seat in played:
            mine, mine_bt = -1, None
        else:
            best = cards[0]
            for c in cards:
                if st[c] > st[best]:
                    best = c
            mine, mine_bt = st[best], t.bt[best]
        return trick_equity_core(played, mine, mine_bt, seat, h.n, opp, ours)
    chance = t.chance[h.n]
    qs = [chance[c] for c in cards]
    qs.sort(reverse=True)
    best = max([st[c] for c in cards]) if opp >= 0 or ours >= 0 else -1
    return equity_from_chances(qs, best, h.results, seat & 1, 0 if h.n == 2 else 1, opp, ours)


def model_answer(h: FastHand, seat: int, level: int, bettors: int, can_raise: bool, rng: Rng,
                 fold_scale: float = 1.0) -> int | None:
    """The equilibrium's answer of ``seat`` to a bet of ``level`` by team ``bettors``, drawn with
    ``rng``, its chance of folding scaled by ``fold_scale`` (None: no table for this table size)."""
    variant = h.t.v.name
    scores, target = h.scores, h.target
    got = answer_chances(variant, h.n, trick_state(variant, h.results, bettors), level,
                         target - scores[bettors], target - scores[1 - bettors], bucket(fast_equity(h, seat)))
    if got is None:
        return None
    accept, raise_ = got
    if fold_scale != 1.0:
        fold = 1.0 - accept - raise_
        scaled = min(1.0, fold * fold_scale)
        stay = accept + raise_
        if stay > 0:
            accept, raise_ = accept * (1 - scaled) / stay, raise_ * (1 - scaled) / stay
        else:  # the equilibrium always folds here
            accept = 1 - scaled
    roll = rng.random()
    if roll < raise_:
        return BET + level + 1 if can_raise else ACCEPT
    return ACCEPT if roll < raise_ + accept else REFUSE


def fast_choose(h: FastHand, seat: int, style: Style, rng: Rng) -> int:
    """:func:`game.ai.heuristic.choose` for ``seat`` of ``h``, as an action code."""
    t = h.t
    team = seat & 1
    if h.phase != "play":
        if h.phase == "tanda":
            bts = [t.bt[c] for c in h.cards[seat]]
            mi = h.mineiro
            what = tanda_choice(bts, mi.rejections, mi.passed is None and mi.rejections < 3, mi.rejections < 3, style)
            return KEEP if what == "keep" else PASS if what == "pass" else BURN
        what = onze_choice([t.bt[c] for c in h.cards[seat]], h.scores[1 - team], h.target)
        return PLAY_ONZE if what == "play-onze" else RUN_ONZE
    scores, target = h.scores, h.target
    falta = target - (scores[0] if scores[0] > scores[1] else scores[1])
    if h.envido.caller is not None:  # the seat's team answers an envido
        raises = raises_after(h.envido.calls) if h.envido_raises else []
        what = envido_answer(h.envido_of(seat), h.envido.calls, falta, scores, team, target, raises, style)
        return ACCEPT if what == "quiero" else REFUSE if what == "no-quiero" else ENVIDO_CODES[what]
    pb = h.pending_bet
    if pb is not None:
        level = pb[0]
        if level == 1 and style.initiate and h.envido_open(seat):
            call = envido_call(h.envido_of(seat), falta, _ENVIDO_CALLS, style, rng)
            if call:
                return ENVIDO_CODES[call]
        can_raise = level < t.n_bets and h.may_raise(team, level)
        if style.truco_model:
            got = model_answer(h, seat, level, pb[1] & 1, can_raise, rng, style.fold_scale)
            if got is not None:
                return got
        what = bet_answer(fast_equity(h, seat, style.careful), level, scores, team, target, can_raise,
                          t.bet_values, style, rng)
        return BET + level + 1 if what == "raise" else ACCEPT if what == "accept" else REFUSE
    cards = h.cards[seat]
    if h.mineiro.ferro:
        return BLIND if len(cards) == 1 else BLIND + rng.below(len(cards))
    if style.initiate:
        if not h.envido.done and h.envido_open(seat):
            call = envido_call(h.envido_of(seat), falta, _ENVIDO_CALLS, style, rng)
            if call:
                return ENVIDO_CODES[call]
        if h.may_call_bet(seat):
            e = fast_equity(h, seat, style.careful)
            if style.truco_model and MODEL_CALLS[t.v.name]:
                p = call_chance(t.v.name, h.n, trick_state(t.v.name, h.results, team), h.level + 1,
                                h.target - scores[team], h.target - scores[1 - team], bucket(e))
                if p is not None:
                    if p > 0 and rng.random() < p:
                        return BET + h.level + 1
                    e = -1.0  # no call: play a card
            if e >= 0 and wants_bet(e, scores[team], scores[1 - team], h.level, target, bool(h.results), t.bet_values,
                         style, rng):
                return BET + h.level + 1
    if len(cards) > 1:
        cards = sorted(cards, key=t.order.__getitem__)
    card, down = card_choice(cards, t.st, t.bt, h.trick, h.results, seat, h.n, t.v.tie_leader_first_top,
                             t.v.face_down and bool(h.results), style.careful)
    return (DOWN if down else PLAY) + card

