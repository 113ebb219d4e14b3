"""What a seat may do now, and why not: one check per kind of action.

Each kind of action (a card, an envido call, a bet call, an answer, the mazo, a tanda choice, a
mão de onze choice) has one check, which gives the reason the action is not legal for a seat now
(the message of :class:`~game.errors.IllegalAction`, naming the rule), or None when it is.
:func:`legal_actions` lists the actions of the situation whose check gives None, and
:func:`reason` is the same check for any action: so the list and the explanation can never
disagree (tests/test_properties.py tries it on random states).

The rules are RULES.md's; the state they read is the hand's (:class:`game.hand.Hand`).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from . import envido as env
from .cards import has_flor
from .errors import clip

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


# ------------------------------------------------------------------ who may act, what comes first
def _pending(h: Hand) -> bool:
    return h.envido.caller is not None or h.pending_bet is not None


def _who(h: Hand, seat: int, verb: str, name: str) -> str | None:
    """Common to every kind: a call waits for the other team's answer, and is answered before any
    card; the tanda is the mão's and the mão de onze the team on 11's."""
    pending = _pending(h)
    if pending and seat not in h.acting_seats():
        return f"{name}: seat {seat} must wait for the other team to answer the call"
    if pending and verb in CARDS:
        return f"{name}: a call must be answered before any card is played"
    if h.phase == "tanda" and seat != h.mano:
        return f"{name}: only the mão (seat {h.mano}) chooses the tanda"
    if h.phase == "onze" and seat & 1 != h.mineiro.onze_team:
        return f"{name}: only the team on 11 decides the mão de onze"
    return None


def _first(h: Hand, name: str) -> str | None:
    """Before the play: the tanda, or the mão de onze's choice, comes first."""
    if h.phase == "tanda":
        return f"{name}: the mão must first keep, pass or burn the tanda"
    if h.phase == "onze":
        return f"{name}: the team on 11 must first choose play-onze or run-onze"
    return None


def _turn(h: Hand, seat: int, name: str) -> str | None:
    """With no call pending, only the seat whose turn it is acts."""
    if not _pending(h) and seat != h.turn:
        return f"{name}: it is seat {h.turn}'s turn, not seat {seat}'s"
    return None


# ------------------------------------------------------------------ one check per kind of action
def _card(h: Hand, seat: int, verb: str, arg: str, name: str) -> str | None:
    """``play:C``, ``down:C`` (Mineiro, from the second trick on), ``blind:N`` (mão de ferro)."""
    why = _who(h, seat, verb, name) or _first(h, name) or _turn(h, seat, name)
    if why:
        return why
    v = h.v
    held = h.cards[seat]
    if verb == "blind":
        if h.mineiro.ferro and arg in [str(i + 1) for i in range(len(held))]:
            return None
        return f"{name}: blind play only in a mão de ferro, with N from 1 to {len(held)}"
    if h.mineiro.ferro:
        return f"{name}: mão de ferro is played blind (blind:N)"
    if arg not in held:
        return f"{name}: seat {seat} does not hold {clip(arg, 12)}"
    if verb == "down" and not (v.face_down and h.results):
        return f"{name}: a card may go face down only from the second trick on" if v.face_down \
            else f"{name}: {v.name} has no face-down cards"
    return None


def _envido(h: Hand, seat: int, verb: str, arg: str, name: str) -> str | None:
    """Envido, real envido, falta envido: a call, a raise of one, or the answer to a truco (A4, A6)."""
    why = _who(h, seat, verb, name) or _first(h, name) or _turn(h, seat, name)
    if why:
        return why
    if h.envido.caller is not None:
        legal = h.rules.envido_raises and verb in env.raises_after(h.envido.calls)
    elif h.pending_bet is not None:
        legal = h.pending_bet[0] == 1 and envido_open(h, seat)
    else:
        legal = envido_open(h, seat)
    if legal:
        return None
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


def _bet(h: Hand, seat: int, verb: str, arg: str, name: str) -> str | None:
    """Truco and its raises (A5); Mineiro's truco, seis, nove, doze on the trick (B4)."""
    why = _who(h, seat, verb, name) or _first(h, name) or _turn(h, seat, name)
    if why:
        return why
    v = h.v
    if h.envido.caller is not None:
        legal = False
    elif h.pending_bet is not None:
        level = h.pending_bet[0]
        legal = level < len(v.bet_calls) and may_raise(h, seat & 1, level) and verb == v.bet_calls[level]
    else:
        legal = may_call_bet(h, seat) and verb == v.bet_calls[h.level]
    if legal:
        return None
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


def _answer(h: Hand, seat: int, verb: str, arg: str, name: str) -> str | None:
    """Quiero / no quiero to an envido; the variant's answers to a bet (quiero, aceito ...)."""
    why = _who(h, seat, verb, name) or _first(h, name)
    if why:
        return why
    if h.envido.caller is not None:
        legal = verb in ("quiero", "no-quiero")
    else:
        legal = h.pending_bet is not None and verb in (h.v.accept, h.v.refuse)
    return None if legal else f"{name}: there is no call to answer"


def _mazo(h: Hand, seat: int, verb: str, arg: str, name: str) -> str | None:
    """Irse al mazo: at one's turn, or instead of answering a call (Argentino only)."""
    why = _who(h, seat, verb, name) or _first(h, name) or _turn(h, seat, name)
    if why:
        return why
    return None if h.v.has_mazo else f"{name}: {h.v.name} has no irse al mazo"


def _tanda(h: Hand, seat: int, verb: str, arg: str, name: str) -> str | None:
    """Keep, pass (once) or burn the tanda; after three rejected, the next is kept (B2)."""
    why = _who(h, seat, verb, name)
    if why:
        return why
    if h.phase == "tanda":
        if verb == "pass" and h.mineiro.passed is not None:
            return "pass: a tanda may be passed only once per deal"
        if verb != "keep" and h.mineiro.rejections >= 3:
            return f"{verb}: three tandas were rejected; the fourth must be kept"
        return None
    return _first(h, name) or _turn(h, seat, name) or f"{name}: not legal now"


def _onze(h: Hand, seat: int, verb: str, arg: str, name: str) -> str | None:
    """Play or run from a mão de onze: the team on 11 decides (B5)."""
    why = _who(h, seat, verb, name)
    if why:
        return why
    if h.phase == "onze":
        return None
    return _first(h, name) or _turn(h, seat, name) or f"{name}: not legal now"


Check = Callable[["Hand", int, str, str, str], "str | None"]
_CHECKS: dict[str, Check] = {
    **{verb: _card for verb in CARDS}, **{verb: _envido for verb in ENVIDO_CALLS},
    "quiero": _answer, "no-quiero": _answer, "mazo": _mazo,
    **{verb: _tanda for verb in TANDA}, **{verb: _onze for verb in ONZE},
}


def _check(h: Hand, verb: str) -> Check | None:
    """The check of ``verb`` in the hand's variant, or None for a verb it does not have."""
    if verb in h.v.bet_calls:
        return _bet
    if verb in (h.v.accept, h.v.refuse):
        return _answer
    return _CHECKS.get(verb)


# ------------------------------------------------------------------ the two faces of the checks
def reason(h: Hand, seat: int | None, action: str) -> str | None:
    """Why ``action`` is not legal for ``seat`` (default: the seat to act) now, naming the rule;
    None when it is legal."""
    name = clip(action)  # a long action is not repeated whole in the message
    if h.over:
        return f"{name}: the hand is over, nobody is to act"
    verb, _, arg = action.partition(":")
    check = _check(h, verb)
    if check is None:
        return f"{name}: unknown action in {h.v.name}"
    if seat is None:
        seat = h.to_act
        assert seat is not None  # the hand is not over
    if not 0 <= seat < h.n:
        return f"{name}: there is no seat {seat} with {h.n} players"
    return check(h, seat, verb, arg, name)


def candidates(h: Hand, seat: int) -> list[str]:
    """Every action that may be legal for ``seat`` in the hand's situation, in the order
    :func:`legal_actions` gives them: answers, raises, then the mazo while a call is pending; the
    cards, envido, the bet, then the mazo at a turn."""
    v = h.v
    if h.envido.caller is not None:
        return ["quiero", "no-quiero", *ENVIDO_CALLS, "mazo"]
    if h.pending_bet is not None:
        return [v.accept, v.refuse, *v.bet_calls, *ENVIDO_CALLS, "mazo"]
    if h.phase == "tanda":
        return list(TANDA)
    if h.phase == "onze":
        return list(ONZE)
    held = h.cards[seat]
    if h.mineiro.ferro:
        cards = [f"blind:{i + 1}" for i in range(len(held))]
    else:
        cards = ["play:" + c for c in held] + ["down:" + c for c in held]
    return cards + [*ENVIDO_CALLS, *v.bet_calls, "mazo"]


def legal_actions(h: Hand, seat: int | None = None) -> list[str]:
    """The actions ``seat`` (default: the seat to act) may take now: the candidates that pass
    their check."""
    to_act = h.to_act
    if to_act is None:
        return []
    if seat is None:
        seat = to_act
    elif not 0 <= seat < h.n:
        return []  # no such seat: it may not answer for a team (it used to, as seat & 1)
    out = []
    for action in candidates(h, seat):
        verb, _, arg = action.partition(":")
        check = _check(h, verb)
        if check is not None and check(h, seat, verb, arg, action) is None:
            out.append(action)
    return out
