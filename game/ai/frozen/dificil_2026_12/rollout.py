"""Playouts: the rest of a simulated hand played by the rule-of-thumb policy.

Shared by the hard player's searches (:mod:`game.ai.search`, :mod:`game.ai.tanda`). Every
simulated seat decides from its own cards and the public table only, as :func:`game.ai.heuristic.choose`
decides from a :class:`~game.ai.view.View`: :func:`fast_playout` on a :class:`~.fast.FastHand`,
with :func:`fast_choose` calling the same decision cores as ``choose`` (card choice, equity, envido
and bet answers, tanda, onze) on numbers (frozen copy: the engine reference is not kept).
"""
from __future__ import annotations

from .base import raises_after
from .base import Rng
from .fast import (ACCEPT, BET, BLIND, BURN, DOWN, ENVIDO_CODES, KEEP, PASS, PLAY, PLAY_ONZE, REFUSE,
                   RUN_ONZE, FastHand)
from .heuristic import (ROLLOUT, Style, bet_answer, card_choice, envido_answer, envido_call,
                        onze_choice, tanda_choice, table_bests, trick_equity_core, wants_bet)
from .profile import Profile
from .strength import equity_from_chances

_ENVIDO_CALLS = ("envido", "real-envido", "falta-envido")


def rollout_styles(n: int, me: int, profile: Profile | None) -> list[Style]:
    """The simulated seats' styles: the others answer bets and envidos as often as ``me`` has seen
    them do (the profile's fold rates)."""
    styles = []
    for s in range(n):
        if (s & 1) == (me & 1):
            styles.append(ROLLOUT)
            continue
        accept, envido = ROLLOUT.accept, ROLLOUT.envido_accept
        if profile is not None:
            accept += (profile.fold_rate(s) - 0.4) * 0.6
            envido += round((profile.envido_fold_rate(s) - 0.5) * 12)
        if accept == ROLLOUT.accept and envido == ROLLOUT.envido_accept:
            styles.append(ROLLOUT)
        else:
            styles.append(Style(bluff=0.0, accept=min(0.9, max(0.05, accept)),
                                envido_accept=min(33, max(0, envido))))
    return styles


def fast_playout(h: FastHand, styles: list[Style], rng: Rng) -> None:
    """Play ``h`` to its end with :func:`fast_choose` (the rule-of-thumb policy)."""
    to_act, apply, pick = h.to_act, h.apply, fast_choose
    while not h.over:
        s = to_act()
        apply(s, pick(h, s, styles[s], rng))


def fast_equity(h: FastHand, seat: int, careful: bool = True) -> float:
    """:func:`game.ai.heuristic.equity` of ``seat`` in ``h``."""
    if h.ferro:
        return 0.5
    cards = h.cards[seat]
    if not cards:
        return 0.5
    t = h.t
    if not careful:
        return sum(t.bt[c] for c in cards) / len(cards)
    st = t.st
    opp, ours = table_bests(h.trick, st, seat & 1)
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
    qs = sorted((chance[c] for c in cards), reverse=True)
    best = max(st[c] for c in cards) if opp >= 0 or ours >= 0 else -1
    return equity_from_chances(qs, best, h.results, seat & 1, 0 if h.n == 2 else 1, opp, ours)


def fast_choose(h: FastHand, seat: int, style: Style, rng: Rng) -> int:
    """:func:`game.ai.heuristic.choose` for ``seat`` of ``h``, as an action code."""
    t = h.t
    team = seat & 1
    if h.phase != "play":
        if h.phase == "tanda":
            bts = [t.bt[c] for c in h.cards[seat]]
            what = tanda_choice(bts, h.rejections, h.passed is None and h.rejections < 3, h.rejections < 3, style)
            return KEEP if what == "keep" else PASS if what == "pass" else BURN
        what = onze_choice([t.bt[c] for c in h.cards[seat]], h.scores[1 - team], h.target)
        return PLAY_ONZE if what == "play-onze" else RUN_ONZE
    scores, target = h.scores, h.target
    falta = target - (scores[0] if scores[0] > scores[1] else scores[1])
    if h.envido_caller is not None:  # the seat's team answers an envido
        raises = raises_after(h.envido_calls) if h.envido_raises else []
        what = envido_answer(h.envido_of(seat), h.envido_calls, falta, scores, team, target, raises, style)
        return ACCEPT if what == "quiero" else REFUSE if what == "no-quiero" else ENVIDO_CODES[what]
    pb = h.pending_bet
    if pb is not None:
        level = pb[0]
        if level == 1 and style.initiate and h.envido_open(seat):
            call = envido_call(h.envido_of(seat), falta, _ENVIDO_CALLS, style, rng)
            if call:
                return ENVIDO_CODES[call]
        can_raise = level < t.n_bets and h.may_raise(team, level)
        what = bet_answer(fast_equity(h, seat, style.careful), level, scores, team, target, can_raise,
                          t.bet_values, style, rng)
        return BET + level + 1 if what == "raise" else ACCEPT if what == "accept" else REFUSE
    cards = h.cards[seat]
    if h.ferro:
        return BLIND if len(cards) == 1 else BLIND + rng.below(len(cards))
    if style.initiate:
        if not h.envido_done and h.envido_open(seat):
            call = envido_call(h.envido_of(seat), falta, _ENVIDO_CALLS, style, rng)
            if call:
                return ENVIDO_CODES[call]
        if h.may_call_bet(seat):
            e = fast_equity(h, seat, style.careful)
            if wants_bet(e, scores[team], scores[1 - team], h.level, target, bool(h.results), t.bet_values,
                         style, rng):
                return BET + h.level + 1
    if len(cards) > 1:
        cards = sorted(cards, key=t.order.__getitem__)
    card, down = card_choice(cards, t.st, t.bt, h.trick, h.results, seat, h.n, t.v.tie_leader_first_top,
                             t.v.face_down and bool(h.results), style.careful)
    return (DOWN if down else PLAY) + card

