"""The rule-of-thumb players (``facil``, ``normal``) and the fast policy of the simulations.

One function, :func:`choose`, decides from a :class:`~game.ai.view.View` with a :class:`Style`
(thresholds, bluff rate, how careful the card play is). Every decision of both variants is covered:
the card (and in Mineiro whether face down), envido and truco calls, answers and raises, the tanda,
the mão de onze and the blind play of a mão de ferro.
"""
from __future__ import annotations

from dataclasses import dataclass

from .. import envido as env
from ..rng import Rng
from ..variants import VARIANTS
from .strength import beat_table, hand_equity
from .view import View


@dataclass(frozen=True)
class Style:
    """How a heuristic player plays.

    :param careful: plays the lowest card that wins and never beats its partner (else: a beginner
        who throws its best card whenever it can win).
    :param bluff: chance to call with a weak hand when a call is open.
    :param call_truco, accept, raise_: equity thresholds for calling, accepting and raising a bet.
    :param envido_call, envido_accept: envido values to call and to accept an envido.
    :param initiate: whether it makes calls at all (the simulations' opponents do, quietly).
    """

    careful: bool = True
    bluff: float = 0.08
    call_truco: float = 0.70
    accept: float = 0.45
    raise_: float = 0.80
    envido_call: int = 27
    envido_real: int = 30
    envido_accept: int = 27
    initiate: bool = True


FACIL = Style(careful=False, bluff=0.0, call_truco=0.78, accept=0.35, raise_=0.9,
              envido_call=27, envido_real=32, envido_accept=27)
NORMAL = Style()
ROLLOUT = Style(bluff=0.0, envido_accept=25)


# ------------------------------------------------------------------ card play
def _table(view: View) -> tuple[int, int]:
    """Best face-up strength on the table of the other team and of the seat's own team."""
    st = view.strength
    opp = ours = -1
    for s, c, down in view.trick:
        if down or c is None:
            continue
        if (s & 1) == view.team:
            ours = max(ours, st[c])
        else:
            opp = max(opp, st[c])
    return opp, ours


def _plays(view: View) -> tuple[list[str], bool]:
    """The cards the seat may play and whether it may play face down."""
    cards = [a[5:] for a in view.legal if a.startswith("play:")]
    down = any(a.startswith("down:") for a in view.legal)
    return cards, down


def pick_card(view: View, style: Style) -> str:
    """Which card to play (and, in Mineiro, whether face down)."""
    cards, can_down = _plays(view)
    st = view.strength
    cards.sort(key=lambda c: (st[c], c))
    low, high = cards[0], cards[-1]
    opp, ours = _table(view)
    results = view.results
    team = view.team
    won_first = bool(results) and results[0] == team
    if not view.trick:  # leading
        if not style.careful:
            return "play:" + high
        if not results:
            if VARIANTS[view.variant].tie_leader_first_top:
                return "play:" + high  # Mineiro: the first trick is worth fighting for
            return "play:" + (cards[1] if len(cards) == 3 else high)
        if won_first and None not in results:
            return "play:" + low
        return "play:" + high
    after = view.n - len(view.trick) - 1  # seats still to play after this one
    opp_after = sum(1 for i in range(1, after + 1) if ((view.seat + i) & 1) != team)
    if ours > opp:
        # the partner is winning: keep the good cards (hide the low one in Mineiro)
        return ("down:" if can_down and not opp_after else "play:") + low
    winners = [c for c in cards if st[c] > opp]
    if winners:
        if not style.careful:
            return "play:" + winners[-1]
        pick = winners[0]
        if opp_after and len(winners) > 1 and beat_table(view.variant)[pick] < 0.6:
            pick = winners[1] if st[winners[1]] < 12 else pick
        return "play:" + pick
    ties = [c for c in cards if st[c] == opp]
    if ties and style.careful:
        rest = [c for c in cards if c != ties[0]]
        if won_first or (not results and rest and st[rest[-1]] >= 10) or results and results[0] is None:
            return "play:" + ties[0]
    if can_down:
        return "down:" + low
    return "play:" + low


# ------------------------------------------------------------------ equity
def equity(view: View, simple: bool = False) -> float:
    """The seat's rough chance of taking the hand (Mineiro with a bet: the trick in progress).

    :param simple: a beginner's estimate: only the average of the seat's own cards.
    """
    if view.cards is None:
        return 0.5
    cards = view.cards
    if not cards:
        return 0.5
    if simple:
        bt = beat_table(view.variant)
        return sum(bt[c] for c in cards) / len(cards)
    opp, ours = _table(view)
    if VARIANTS[view.variant].bet_on_trick:
        return trick_equity(view, opp, ours)
    return hand_equity(cards, view.results, view.team, view.variant, view.n, opp, ours)


def trick_equity(view: View, opp: int, ours: int) -> float:
    """Mineiro: the chance that the seat's team takes the trick in progress (a bet is on it)."""
    st = view.strength
    bt = beat_table(view.variant)
    played = {s for s, _, _ in view.trick}
    cards = view.cards or []
    mine = max((st[c] for c in cards), default=-1) if view.seat not in played else -1
    best_card = max(cards, key=lambda c: st[c]) if mine >= 0 and cards else None
    later = [(view.seat + i) % view.n for i in range(1, view.n) if (view.seat + i) % view.n not in played]
    opp_later = sum(1 for s in later if (s & 1) != view.team)
    partner_later = any((s & 1) == view.team for s in later)
    team_best = max(ours, mine)
    if team_best > opp:
        ref = best_card if mine >= ours and best_card else None
        p = bt[ref] if ref else min(0.97, 0.35 + 0.05 * team_best)
        return max(0.05, p ** opp_later)
    if team_best == opp and opp >= 0:
        return 0.3 if not partner_later else 0.5
    if partner_later:
        return 0.35 if opp < 10 else 0.15
    return 0.0 if opp >= 0 else 0.5


# ------------------------------------------------------------------ decisions
def _first(legal: list[str], *names: str) -> str | None:
    for n in names:
        if n in legal:
            return n
    return None


def choose(view: View, style: Style, rng: Rng) -> str:
    """The heuristic decision of the viewed seat (one of ``view.legal``)."""
    legal = view.legal
    if len(legal) == 1:
        return legal[0]
    v = VARIANTS[view.variant]
    if view.phase == "tanda":
        return _tanda(view, style, rng)
    if view.phase == "onze":
        return _onze(view)
    if legal[0].startswith("blind:"):
        blinds = [a for a in legal if a.startswith("blind:")]
        return blinds[rng.below(len(blinds))]
    if view.envido_pending:
        return _answer_envido(view, style, rng)
    if view.pending_bet is not None:
        return _answer_bet(view, style, rng, v)
    # my turn, nothing pending: envido? truco? then a card
    if style.initiate and "envido" in legal:
        call = _call_envido(view, style, rng)
        if call:
            return call
    bet = next((a for a in legal if a in v.bet_calls), None)
    if bet and style.initiate:
        e = equity(view, not style.careful)
        their = view.scores[1 - view.team]
        if view.scores[view.team] + v.bet_values[view.level + 1] >= view.target and e > 0.55:
            return bet  # the bet wins the match
        if e >= style.call_truco:
            return bet
        if style.bluff and view.results and e < 0.3 and rng.random() < style.bluff:
            return bet
        if their + v.bet_values[view.level] >= view.target and e >= 0.5 and view.level == 0:
            return bet
    return pick_card(view, style)


def _call_envido(view: View, style: Style, rng: Rng) -> str | None:
    ev = view.envido()
    legal = view.legal
    if ev >= 33 - (1 if view.falta <= 4 else 0) and "falta-envido" in legal and style.careful:
        return "falta-envido"
    if ev >= style.envido_real and "real-envido" in legal:
        return "real-envido"
    if ev >= style.envido_call and "envido" in legal:
        return "envido"
    if style.bluff and ev <= 23 and "envido" in legal and rng.random() < style.bluff:
        return "envido"
    return None


def _answer_envido(view: View, style: Style, rng: Rng) -> str:
    legal = view.legal
    ev = view.envido()
    calls = view.envido_calls
    won, refused = env.points(calls, view.falta)
    opp = 1 - view.team
    if view.scores[opp] + refused >= view.target:
        return "quiero"  # refusing loses the match anyway
    need = style.envido_accept + (1 if calls[-1] == "real-envido" else 0) + (2 if calls[-1] == "falta-envido" else 0)
    need += 1 if len(calls) > 1 else 0
    if calls[-1] == "falta-envido" and view.scores[view.team] + won >= view.target:
        need -= 2  # winning it wins the match
    if ev >= 31 and style.careful:
        for r in ("falta-envido", "real-envido", "envido"):
            if r in legal and (r != "falta-envido" or ev >= 33):
                return r
    if ev >= need:
        return "quiero"
    return "no-quiero"


def _answer_bet(view: View, style: Style, rng: Rng, v) -> str:
    legal = view.legal
    # el envido está primero
    if "envido" in legal and style.initiate:
        call = _call_envido(view, style, rng)
        if call:
            return call
    level = view.pending_bet
    e = equity(view, not style.careful)
    opp = 1 - view.team
    refused = v.bet_values[level - 1]
    if view.scores[opp] + refused >= view.target:
        return v.accept
    raise_ = v.bet_calls[level] if level < len(v.bet_calls) and v.bet_calls[level] in legal else None
    if raise_ and e >= style.raise_ + 0.04 * (level - 1):
        return raise_
    need = style.accept + 0.05 * (level - 1)
    if e >= need:
        return v.accept
    if raise_ and style.bluff and e < 0.2 and rng.random() < style.bluff / 2:
        return raise_
    return v.refuse


def _tanda(view: View, style: Style, rng: Rng) -> str:
    legal = view.legal
    cards = view.cards or []
    bt = beat_table(view.variant)
    score = sum(bt[c] for c in cards)
    top = max((bt[c] for c in cards), default=0)
    need = 1.45 - 0.15 * view.rejections
    if not style.careful:
        need = 1.3
    if score >= need or top >= 0.9 or "burn" not in legal:
        return "keep"
    if "pass" in legal and score >= need - 0.25:
        return "pass"  # a middling batch: the partner may be short of cards
    return "burn"


def _onze(view: View) -> str:
    cards = list(view.cards or [])
    part = list(view.partner_hand or [])
    bt = beat_table(view.variant)
    top = sorted((bt[c] for c in cards + part), reverse=True)
    strength = sum(top[:3]) / 3 if top else 0.5
    opp = view.scores[1 - view.team]
    if opp >= view.target - 3:
        # running gives them a point; playing and losing gives them three
        return "play-onze" if strength >= 0.78 else "run-onze"
    return "play-onze" if strength >= 0.7 or opp <= view.target - 8 else "run-onze"
