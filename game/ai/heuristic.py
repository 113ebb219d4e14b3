"""The rule-of-thumb players (``facil``, ``normal``) and the fast policy of the simulations.

One function, :func:`choose`, decides from a :class:`~game.ai.view.View` with a :class:`Style`
(thresholds, bluff rate, how careful the card play is). Every decision of both variants is covered:
the card (and in Mineiro whether face down), envido and truco calls, answers and raises, the tanda,
the mão de onze and the blind play of a mão de ferro.
"""
from __future__ import annotations

from dataclasses import dataclass

from .. import envido as env
from ..cards import Card
from ..rng import Rng
from ..variants import VARIANTS
from . import senas
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
    :param reads_senas: it reads the señas it sees, by rule of thumb (:mod:`game.ai.senas`).
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
    reads_senas: bool = False


FACIL = Style(careful=False, bluff=0.0, call_truco=0.78, accept=0.35, raise_=0.9,
              envido_call=27, envido_real=32, envido_accept=27)
NORMAL = Style(reads_senas=True)
ROLLOUT = Style(bluff=0.0, envido_accept=25)


# ------------------------------------------------------------------ card play
def table_bests(trick, st, team: int) -> tuple[int, int]:
    """Best face-up strength on the table of the other team and of ``team`` (-1 if none)."""
    opp = ours = -1
    for s, c, down in trick:
        if down or c is None:
            continue
        if (s & 1) == team:
            if st[c] > ours:
                ours = st[c]
        elif st[c] > opp:
            opp = st[c]
    return opp, ours


def _table(view: View) -> tuple[int, int]:
    """Best face-up strength on the table of the other team and of the seat's own team."""
    return table_bests(view.trick, view.strength, view.team)


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
    card, down = card_choice(cards, st, beat_table(view.variant), view.trick, view.results, view.seat,
                             view.n, VARIANTS[view.variant].tie_leader_first_top, can_down, style.careful)
    return ("down:" if down else "play:") + card


def card_choice(cards: list[Card], st, bt, trick, results, seat: int, n: int, first_top: bool, can_down: bool,
                careful: bool) -> tuple[Card, bool]:
    """The core of :func:`pick_card`, for any card representation (the fast path uses ints).

    :param cards: the playable cards, weakest first (ties in the notation's order).
    :param st, bt: strength and chance to beat a random card, indexable by a card.
    :param trick: the trick in progress, ``(seat, card, face_down)``.
    :param first_top: the variant's first trick is worth fighting for (Mineiro).
    :returns: ``(card, face_down)``.
    """
    low, high = cards[0], cards[-1]
    team = seat & 1
    opp, ours = table_bests(trick, st, team)
    won_first = bool(results) and results[0] == team
    if not trick:  # leading
        if not careful:
            return high, False
        if not results:
            if first_top:
                return high, False  # Mineiro: the first trick is worth fighting for
            return (cards[1] if len(cards) == 3 else high), False
        if won_first and None not in results:
            return low, False
        return high, False
    after = n - len(trick) - 1  # seats still to play after this one
    opp_after = (after + 1) // 2  # the teams alternate around the table: the next seat is an opponent
    if ours > opp:
        # the partner is winning: keep the good cards (hide the low one in Mineiro)
        return low, bool(can_down and not opp_after)
    winners = [c for c in cards if st[c] > opp]
    if winners:
        if not careful:
            return winners[-1], False
        pick = winners[0]
        if opp_after and len(winners) > 1 and bt[pick] < 0.6:
            pick = winners[1] if st[winners[1]] < 12 else pick
        return pick, False
    ties = [c for c in cards if st[c] == opp]
    if ties and careful:
        rest = [c for c in cards if c != ties[0]]
        if won_first or (not results and rest and st[rest[-1]] >= 10) or results and results[0] is None:
            return ties[0], False
    return low, bool(can_down)


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
    played = {s for s, _, _ in view.trick}
    cards = view.cards or []
    mine = max((st[c] for c in cards), default=-1) if view.seat not in played else -1
    mine_bt = beat_table(view.variant)[max(cards, key=lambda c: st[c])] if mine >= 0 else None
    return trick_equity_core(played, mine, mine_bt, view.seat, view.n, opp, ours)


def trick_equity_core(played, mine: int, mine_bt: float | None, seat: int, n: int, opp: int,
                      ours: int) -> float:
    """The core of :func:`trick_equity` on numbers: ``played`` holds the seats already in the trick,
    ``mine`` the strength of the seat's best card (-1 if it has played), ``mine_bt`` that card's
    chance to beat a random card."""
    team = seat & 1
    opp_later = 0
    partner_later = False
    for i in range(1, n):
        s = (seat + i) % n
        if s not in played:
            if (s & 1) != team:
                opp_later += 1
            else:
                partner_later = True
    team_best = max(ours, mine)
    if team_best > opp:
        p = mine_bt if mine >= ours and mine_bt is not None else min(0.97, 0.35 + 0.05 * team_best)
        return max(0.05, p ** opp_later)
    if team_best == opp and opp >= 0:
        return 0.3 if not partner_later else 0.5
    if partner_later:
        return 0.35 if opp < 10 else 0.15
    return 0.0 if opp >= 0 else 0.5


# ------------------------------------------------------------------ decisions
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
        call = envido_call(_envido_value(view, style), view.falta, legal, style, rng)
        if call:
            return call
    bet = next((a for a in legal if a in v.bet_calls), None)
    if bet and style.initiate:
        e = _equity(view, style)
        if wants_bet(e, view.scores[view.team], view.scores[1 - view.team], view.level, view.target,
                     bool(view.results), v.bet_values, style, rng):
            return bet
    return pick_card(view, style)


def wants_bet(e: float, ours: int, theirs: int, level: int, target: int, has_results: bool,
              bet_values, style: Style, rng: Rng) -> bool:
    """Whether to call the next bet at one's own turn, with hand (or trick) equity ``e``."""
    if ours + bet_values[level + 1] >= target and e > 0.55:
        return True  # the bet wins the match
    if e >= style.call_truco:
        return True
    if style.bluff and has_results and e < 0.3 and rng.random() < style.bluff:
        return True
    return theirs + bet_values[level] >= target and e >= 0.5 and level == 0


def envido_call(ev: int, falta: int, legal, style: Style, rng: Rng) -> str | None:
    """Which envido call to open with envido value ``ev`` (None: none); ``legal`` holds the calls
    that may be made."""
    if ev >= 33 - (1 if falta <= 4 else 0) and "falta-envido" in legal and style.careful:
        return "falta-envido"
    if ev >= style.envido_real and "real-envido" in legal:
        return "real-envido"
    if ev >= style.envido_call and "envido" in legal:
        return "envido"
    if style.bluff and ev <= 23 and "envido" in legal and rng.random() < style.bluff:
        return "envido"
    return None


def _equity(view: View, style: Style) -> float:
    """:func:`equity`, with the señas seen when the style reads them."""
    e = equity(view, not style.careful)
    return senas.team_equity(view, e) if style.reads_senas else e


def _envido_value(view: View, style: Style, answering: bool = False) -> int:
    """The envido value to play with: the seat's own, or with the señas seen when the style reads
    them (a partner's envido alto; when answering, a rival's envido alto asks two points more)."""
    ev = view.envido()
    if not style.reads_senas:
        return ev
    ev = senas.team_envido(view, ev)
    return ev - 2 if answering and senas.rival_envido_alto(view) else ev


def _answer_envido(view: View, style: Style, rng: Rng) -> str:
    return envido_answer(_envido_value(view, style, True), view.envido_calls, view.falta, view.scores, view.team, view.target,
                         view.legal, style)


def envido_answer(ev: int, calls: list[str], falta: int, scores, team: int, target: int, legal,
                  style: Style) -> str:
    """The answer to the envido ``calls`` with value ``ev``: quiero, no-quiero or a raise in ``legal``."""
    won, refused = env.points(calls, falta)
    if scores[1 - team] + refused >= target:
        return "quiero"  # refusing loses the match anyway
    need = style.envido_accept + (1 if calls[-1] == "real-envido" else 0) + (2 if calls[-1] == "falta-envido" else 0)
    need += 1 if len(calls) > 1 else 0
    if calls[-1] == "falta-envido" and scores[team] + won >= target:
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
        call = envido_call(_envido_value(view, style), view.falta, legal, style, rng)
        if call:
            return call
    level = view.pending_bet
    assert level is not None  # a bet waits for this seat's team
    can_raise = level < len(v.bet_calls) and v.bet_calls[level] in legal
    what = bet_answer(_equity(view, style), level, view.scores, view.team, view.target,
                      can_raise, v.bet_values, style, rng)
    return v.bet_calls[level] if what == "raise" else v.accept if what == "accept" else v.refuse


def bet_answer(e: float, level: int, scores, team: int, target: int, can_raise: bool, bet_values,
               style: Style, rng: Rng) -> str:
    """The answer to a bet of ``level`` with equity ``e``: ``"raise"``, ``"accept"`` or ``"refuse"``."""
    if scores[1 - team] + bet_values[level - 1] >= target:
        return "accept"
    if can_raise and e >= style.raise_ + 0.04 * (level - 1):
        return "raise"
    if e >= style.accept + 0.05 * (level - 1):
        return "accept"
    if can_raise and style.bluff and e < 0.2 and rng.random() < style.bluff / 2:
        return "raise"
    return "refuse"


def _tanda(view: View, style: Style, rng: Rng) -> str:
    bt = beat_table(view.variant)
    return tanda_choice([bt[c] for c in view.cards or []], view.rejections, "pass" in view.legal,
                        "burn" in view.legal, style)


def tanda_choice(bts: list[float], rejections: int, can_pass: bool, can_burn: bool, style: Style) -> str:
    """Keep, pass or burn a batch whose cards beat a random card with chances ``bts``."""
    score = sum(bts)
    top = max(bts, default=0)
    need = 1.45 - 0.15 * rejections
    if not style.careful:
        need = 1.3
    if score >= need or top >= 0.9 or not can_burn:
        return "keep"
    if can_pass and score >= need - 0.25:
        return "pass"  # a middling batch: the partner may be short of cards
    return "burn"


def _onze(view: View) -> str:
    bt = beat_table(view.variant)
    return onze_choice([bt[c] for c in list(view.cards or []) + list(view.partner_hand or [])],
                       view.scores[1 - view.team], view.target)


def onze_choice(bts: list[float], opp: int, target: int) -> str:
    """Play the mão de onze or run, from the chances of the team's known cards and the other score."""
    top = sorted(bts, reverse=True)
    strength = sum(top[:3]) / 3 if top else 0.5
    if opp >= target - 3:
        # running gives them a point; playing and losing gives them three
        return "play-onze" if strength >= 0.78 else "run-onze"
    return "play-onze" if strength >= 0.7 or opp <= target - 8 else "run-onze"
