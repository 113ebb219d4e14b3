"""What a seat may do now, and why not: one check per kind of action.

Every action passes the same gate first (a call waits for the other team's answer, the tanda is
the mão's, the mão de onze the team on 11's, a turn is one seat's), then the rule of its kind (a
card, an envido call, a bet call, an answer, the mazo, a tanda choice, a mão de onze choice). The
gate and the rule give the reason the action is not legal for a seat now (the message of
:class:`~game.errors.IllegalAction`, naming the rule), or None when it is. :func:`reason` asks
them for any action; :func:`legal_actions` asks them for every candidate of the situation: so the
list and the explanation can never disagree (tests/test_properties.py tries it on random states).

Señas (``sena:<sign>``, RULES.md Part D) are table talk: they pass no turn gate (a seat makes them
whether or not it is its turn) and are never in :func:`legal_actions`, so they cannot change what
else is legal; :func:`sena_actions` lists them and :func:`reason` explains them like any action.

The rules are RULES.md's; the state they read is the hand's (:class:`game.hand.Hand`).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from . import envido as env
from . import senas as sn
from .cards import has_flor
from .errors import clip
from .variants import VARIANTS, Variant

if TYPE_CHECKING:
    from .hand import Hand

ENVIDO_CALLS = env.CALLS
CARDS = ("play", "down", "blind")
TANDA = ("keep", "pass", "burn")
ONZE = ("play-onze", "run-onze")


# ------------------------------------------------------------------ the rules' conditions
def envido_open(h: Hand, seat: int) -> bool:
    """``seat`` may call envido: first trick, before its own first card, no truco accepted, no
    envido played, no flor (RULES.md A4, A7)."""
    if h.envido.done or h.results or h.level > 0:
        return False
    for s, _, _ in h.tricks[0]:
        if s == seat:
            return False
    return not (h.envido.flor and (h.envido.flor_sung or has_flor(h.dealt[seat])))


def may_call_bet(h: Hand, seat: int) -> bool:
    """``seat`` may call the next bet at its turn (A5; Mineiro B4: not when the stake already
    wins the game, and no new bet once one is settled)."""
    v = h.v
    if h.level >= len(v.bet_calls) or h.mineiro.onze_team is not None or h.mineiro.ferro:
        return False
    team = seat & 1
    if v.bet_on_trick:
        return not h.mineiro.bet_closed and h.scores[team] + h.stake < h.target
    return h.level == 0 or h.quiero_team == team


def may_raise(h: Hand, team: int, level: int) -> bool:
    """``team`` may answer a bet of ``level`` with the next one (Mineiro: not when the stake
    already wins the game)."""
    if not h.v.bet_on_trick:
        return True
    return h.scores[team] + h.v.bet_values[level] < h.target


# ------------------------------------------------------------------ the gate: who may act, what comes first
def _gate(h: Hand, seat: int, verb: str, name: str) -> str | None:
    """Common to every kind of action, and checked first: a call waits for the other team's answer
    and is answered before any card; the tanda is the mão's, and comes first; the mão de onze is
    the team on 11's, and its choice comes first; with no call pending, only the seat whose turn it
    is acts (an answer with no call to answer is the answer's own rule)."""
    pending = h.envido.caller is not None or h.pending_bet is not None
    if pending and seat not in h.acting_seats():
        return f"{name}: seat {seat} must wait for the other team to answer the call"
    if pending and verb in CARDS:
        return f"{name}: a call must be answered before any card is played"
    if h.phase == "tanda":
        if seat != h.mano:
            return f"{name}: only the mão (seat {h.mano}) chooses the tanda"
        return None if verb in TANDA else f"{name}: the mão must first keep, pass or burn the tanda"
    if h.phase == "onze":
        if seat & 1 != h.mineiro.onze_team:
            return f"{name}: only the team on 11 decides the mão de onze"
        return None if verb in ONZE else f"{name}: the team on 11 must first choose play-onze or run-onze"
    if not pending and seat != h.turn and verb not in ("quiero", "no-quiero", h.v.accept, h.v.refuse):
        return f"{name}: it is seat {h.turn}'s turn, not seat {seat}'s"
    return None


# ------------------------------------------------------------------ one rule per kind of action (after the gate)
# A rule decides whether the action is legal now; when it is not, it names the reason, or, asked
# with no name (legal_actions only wants to know), answers NO without building the sentence.
NO = "not legal"


def _card(h: Hand, seat: int, verb: str, arg: str, name: str | None) -> str | None:
    """``play:C``, ``down:C`` (Mineiro, from the second trick on), ``blind:N`` (mão de ferro)."""
    v = h.v
    held = h.cards[seat]
    ferro = h.mineiro.ferro
    if verb == "blind":
        legal = ferro and arg in [str(i + 1) for i in range(len(held))]
    else:
        legal = not ferro and arg in held and (verb == "play" or bool(v.face_down and h.results))
    if legal or name is None:
        return None if legal else NO
    if verb == "blind":
        return f"{name}: blind play only in a mão de ferro, with N from 1 to {len(held)}"
    if ferro:
        return f"{name}: mão de ferro is played blind (blind:N)"
    if arg not in held:
        return f"{name}: seat {seat} does not hold {clip(arg, 12)}"
    return f"{name}: a card may go face down only from the second trick on" if v.face_down \
        else f"{name}: {v.name} has no face-down cards"


def _envido(h: Hand, seat: int, verb: str, arg: str, name: str | None) -> str | None:
    """Envido, real envido, falta envido: a call, a raise of one, or the answer to a truco (A4, A6)."""
    if h.envido.caller is not None:
        legal = h.rules.envido_raises and verb in env.raises_after(h.envido.calls)
    elif h.pending_bet is not None:
        legal = h.pending_bet[0] == 1 and envido_open(h, seat)
    else:
        legal = envido_open(h, seat)
    if legal or name is None:
        return None if legal else NO
    v = h.v
    if not v.has_envido:
        return f"{name}: {v.name} has no envido"
    if h.envido.flor and h.envido.flor_sung:
        return f"{name}: a flor was sung, there is no envido this hand"
    if h.envido.done:
        return f"{name}: the envido was already played this hand"
    if h.results:
        return f"{name}: envido only during the first trick"
    if h.level > 0:
        return f"{name}: no envido once a truco is accepted"
    if h.pending_bet is not None and h.pending_bet[0] > 1:
        return f"{name}: no envido once a truco is accepted (a raise accepts it)"
    if h.envido.caller is not None:
        return f"{name}: envido raises go Envido (twice), Real envido, Falta envido"
    return f"{name}: envido only before your own first card"


def _bet(h: Hand, seat: int, verb: str, arg: str, name: str | None) -> str | None:
    """Truco and its raises (A5); Mineiro's truco, seis, nove, doze on the trick (B4)."""
    v = h.v
    if h.envido.caller is not None:
        legal = False
    elif h.pending_bet is not None:
        level = h.pending_bet[0]
        legal = level < len(v.bet_calls) and verb == v.bet_calls[level] and may_raise(h, seat & 1, level)
    else:
        legal = h.level < len(v.bet_calls) and verb == v.bet_calls[h.level] and may_call_bet(h, seat)
    if legal or name is None:
        return None if legal else NO
    if h.mineiro.onze_team is not None or h.mineiro.ferro:
        return f"{name}: no truco in a mão de onze or mão de ferro"
    if h.envido.caller is not None:
        return f"{name}: the envido must be answered first"
    if v.bet_on_trick and h.mineiro.bet_closed:
        return f"{name}: no new bets after a bet is settled"
    if v.bet_on_trick and h.pending_bet is None:
        if verb != v.bet_calls[0]:
            return f"{name}: the first bet is {v.bet_calls[0]}"
        return f"{name}: no bet when the current stake already wins the game"
    if v.bet_on_trick:
        return f"{name}: raises go {' → '.join(v.bet_calls)}, and not when the stake already wins the game"
    if h.quiero_team is not None and h.quiero_team != seat & 1:
        return f"{name}: only the team that accepted the last call may raise"
    return f"{name}: the calls go {' → '.join(v.bet_calls)}, one level at a time"


def _answer(h: Hand, seat: int, verb: str, arg: str, name: str | None) -> str | None:
    """Quiero / no quiero to an envido; the variant's answers to a bet (quiero, aceito ...)."""
    if h.envido.caller is not None:
        legal = verb in ("quiero", "no-quiero")
    else:
        legal = h.pending_bet is not None and verb in (h.v.accept, h.v.refuse)
    return None if legal else NO if name is None else f"{name}: there is no call to answer"


def _mazo(h: Hand, seat: int, verb: str, arg: str, name: str | None) -> str | None:
    """Irse al mazo: at one's turn, or instead of answering a call (Argentino only)."""
    return None if h.v.has_mazo else NO if name is None else f"{name}: {h.v.name} has no irse al mazo"


def _tanda(h: Hand, seat: int, verb: str, arg: str, name: str | None) -> str | None:
    """Keep, pass (once) or burn the tanda; after three rejected, the next is kept (B2)."""
    if h.phase != "tanda":
        return f"{name}: not legal now"
    if verb == "pass" and h.mineiro.passed is not None:
        return "pass: a tanda may be passed only once per deal"
    if verb != "keep" and h.mineiro.rejections >= 3:
        return f"{verb}: three tandas were rejected; the fourth must be kept"
    return None


def _onze(h: Hand, seat: int, verb: str, arg: str, name: str | None) -> str | None:
    """Play or run from a mão de onze: the team on 11 decides (B5)."""
    return None if h.phase == "onze" else f"{name}: not legal now"


def sena_reason(h: Hand, seat: int, sign: str, name: str | None) -> str | None:
    """A seña (D2): the option on, the cards dealt and seen (not in the tanda, not in a mão de
    ferro), before the seat's first card, at most two in a hand, a sign of the variant."""
    legal = (h.rules.senas and h.phase in ("play", "onze") and not h.mineiro.ferro
             and sign in sn.signs(h.v.name, h.rules.flor) and not _has_played(h, seat)
             and sum(s == seat for s, _, _ in h.senas) < sn.MAX_PER_HAND)
    if legal or name is None:
        return None if legal else NO
    if not h.rules.senas:
        return f"{name}: señas are off in these rules (option senas, 4 players)"
    if sign not in sn.signs(h.v.name, h.rules.flor):
        return f"{name}: {clip(sign, 20)} is not a seña of {h.v.name}" + (
            " without flor" if sign == "flor" else f" ({', '.join(sn.signs(h.v.name, h.rules.flor))})")
    if h.phase == "tanda":
        return f"{name}: no seña before the mão keeps its tanda (nobody holds their cards yet)"
    if h.mineiro.ferro:
        return f"{name}: no seña in a mão de ferro (nobody has seen their cards)"
    if _has_played(h, seat):
        return f"{name}: señas only before the seat's first card"
    return f"{name}: at most {sn.MAX_PER_HAND} señas a hand"


def _has_played(h: Hand, seat: int) -> bool:
    return bool(h.results) or any(s == seat for s, _, _ in h.tricks[0])


def sena_actions(h: Hand, seat: int) -> list[str]:
    """The señas ``seat`` may make now (none once the hand is over)."""
    if h.over or not h.rules.senas or not 0 <= seat < h.n:
        return []
    return [f"sena:{sign}" for sign in sn.signs(h.v.name, h.rules.flor) if sena_reason(h, seat, sign, None) is None]


Rule = Callable[["Hand", int, str, str, "str | None"], "str | None"]
_RULES: dict[str, Rule] = {
    **{verb: _card for verb in CARDS}, **{verb: _envido for verb in ENVIDO_CALLS},
    "quiero": _answer, "no-quiero": _answer, "mazo": _mazo,
    **{verb: _tanda for verb in TANDA}, **{verb: _onze for verb in ONZE},
}


#: An action that may be legal: ``(action, its rule, verb, argument)``.
Candidate = tuple[str, Rule, str, str]


def _rule(h: Hand, verb: str) -> Rule | None:
    """The rule of ``verb`` in the hand's variant, or None for a verb it does not have."""
    if verb in h.v.bet_calls:
        return _bet
    if verb in (h.v.accept, h.v.refuse):
        return _answer
    return _RULES.get(verb)


# ------------------------------------------------------------------ the two faces of the checks
def reason(h: Hand, seat: int | None, action: str) -> str | None:
    """Why ``action`` is not legal for ``seat`` (default: the seat to act) now, naming the rule;
    None when it is legal: the gate, then the action's own rule."""
    name = clip(action)  # a long action is not repeated whole in the message
    if h.over:
        return f"{name}: the hand is over, nobody is to act"
    verb, _, arg = action.partition(":")
    rule = _rule(h, verb)
    if rule is None and verb != "sena":
        return f"{name}: unknown action in {h.v.name}"
    if seat is None:
        seat = h.to_act
        assert seat is not None  # the hand is not over
    if not 0 <= seat < h.n:
        return f"{name}: there is no seat {seat} with {h.n} players"
    if rule is None:  # a seña: table talk, no turn gate
        return sena_reason(h, seat, arg, name)
    return _gate(h, seat, verb, name) or rule(h, seat, verb, arg, name)


def _calls(v: Variant) -> tuple[tuple[Candidate, ...], ...]:
    """A variant's candidates that hold no card: the answers to an envido and to a bet, the envido
    calls, the bet calls, the mazo, the tanda choices and the mão de onze choices."""
    return ((("quiero", _answer, "quiero", ""), ("no-quiero", _answer, "no-quiero", "")),
            ((v.accept, _answer, v.accept, ""), (v.refuse, _answer, v.refuse, "")),
            tuple((c, _envido, c, "") for c in ENVIDO_CALLS), tuple((c, _bet, c, "") for c in v.bet_calls),
            (("mazo", _mazo, "mazo", ""),), tuple((c, _tanda, c, "") for c in TANDA),
            tuple((c, _onze, c, "") for c in ONZE))


_CALLS = {name: _calls(v) for name, v in VARIANTS.items()}  # built once


def candidates(h: Hand, seat: int) -> list[Candidate]:
    """Every action that may be legal for ``seat`` in the hand's situation, with its rule, verb
    and argument, in the order :func:`legal_actions` gives them: answers, raises, then the mazo
    while a call is pending; the cards, envido, the bet, then the mazo at a turn."""
    envido_answers, bet_answers, calls, bets, mazo, tanda, onze = _CALLS[h.v.name]
    if h.envido.caller is not None:
        return [*envido_answers, *calls, *mazo]
    if h.pending_bet is not None:
        return [*bet_answers, *bets, *calls, *mazo]
    if h.phase == "tanda":
        return list(tanda)
    if h.phase == "onze":
        return list(onze)
    held = h.cards[seat]
    cards: list[Candidate]
    if h.mineiro.ferro:
        cards = [(f"blind:{i + 1}", _card, "blind", str(i + 1)) for i in range(len(held))]
    else:
        cards = [(f"{verb}:{c}", _card, verb, c) for verb in ("play", "down") for c in held]
    return [*cards, *calls, *bets, *mazo]


def legal_actions(h: Hand, seat: int | None = None) -> list[str]:
    """The actions ``seat`` (default: the seat to act) may take now: the candidates that pass the
    gate and their own rule. The gate says the same of every candidate of a situation (none is a
    card while a call is pending, all are tanda choices in the tanda ...), so it is asked once."""
    to_act = h.to_act
    if to_act is None:
        return []
    if seat is None:
        seat = to_act
    elif not 0 <= seat < h.n:
        return []  # no such seat: it may not answer for a team (it used to, as seat & 1)
    actions = candidates(h, seat)
    last = actions[-1][0]
    if _gate(h, seat, last, last) is not None:
        return []
    return [action for action, rule, verb, arg in actions if rule(h, seat, verb, arg, None) is None]
