"""Styles of play: how a player bends the decisions of its level.

Two kinds live here.

- :data:`GAUNTLET`, the arena's opponent styles (tight, loose, bluffer, calling-station,
  falta-happy, never-folds): each one *is* a player, the ``normal`` rule of thumb with a few rules
  changed, measured against ``dificil`` in ``docs/ai.md``. They are kept exactly as they were
  measured (``python -m game.arena --b tight`` ...).
- :data:`STYLES`, the characters' styles (:mod:`game.ai.cast`): a :class:`PlayStyle` is laid over
  *any* level (``facil``, ``normal``, ``dificil``). Before the level thinks, :func:`steer` looks at
  the seat's view and either decides at once (a bluff, an eager bet, a Falta envido, a fold) or
  takes some actions out of the legal list (no refusal for a player that never folds, no bet with
  a hand under its floor); the level then chooses among what is left, so a change to a level flows
  through to every character built on it.

Everything reads only the seat's observation (through :class:`~game.ai.view.View`) and a seeded
:class:`~game.rng.Rng`: the same observation and seed give the same decision, and hidden cards
cannot matter.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from .. import envido as env
from ..rng import Rng
from ..variants import VARIANTS
from .heuristic import NORMAL, Style, choose, equity
from .view import View

#: A hand (or, in Mineiro with a bet, a trick) whose equity is under this is weak: a bet with it
#: is a bluff. The same line the gauntlet's bluffer uses.
WEAK = 0.35
#: Envido values a bluffing envido is opened with (at most this).
WEAK_ENVIDO = 23
ENVIDO_CALLS = ("envido", "real-envido", "falta-envido")
#: Never: a threshold no equity or envido value reaches.
NEVER_EQUITY = 2.0
NEVER_ENVIDO = 99


# ------------------------------------------------------------------ the gauntlet (arena only)
def _plain(style: Style) -> Callable[[View, Rng], str]:
    return lambda view, rng: choose(view, style, rng)


def _bluffer(view: View, rng: Rng) -> str:
    """Bluffs a lot: bets with a weak hand one time in three at any trick, and bluffs like normal."""
    bet = next((a for a in view.legal if a in VARIANTS[view.variant].bet_calls), None)
    if bet and view.pending_bet is None and not view.envido_pending and equity(view) < 0.35 and rng.random() < 0.33:
        return bet
    return choose(view, Style(bluff=0.3), rng)


def _falta_happy(view: View, rng: Rng) -> str:
    """Goes for the biggest stake: Falta envido whenever it may, with an envido of 25 or more and
    one time in four with anything (Mineiro, which has no envido: a bet whenever it may, one time
    in three)."""
    if "falta-envido" in view.legal and (view.envido() >= 25 or rng.random() < 0.25):
        return "falta-envido"
    bet = next((a for a in view.legal if a in VARIANTS[view.variant].bet_calls), None)
    if bet and not VARIANTS[view.variant].has_envido and rng.random() < 0.33:
        return bet
    return choose(view, NORMAL, rng)


def _never_folds(view: View, rng: Rng) -> str:
    """Never refuses a call, never goes to the mazo, never runs from a mão de onze."""
    act = choose(view, NORMAL, rng)
    v = VARIANTS[view.variant]
    folds = (v.refuse, "no-quiero", "mazo", "run-onze")
    if act in folds:
        return next((a for a in ("quiero", v.accept, "play-onze") if a in view.legal),
                    next((a for a in view.legal if a not in folds), act))
    return act


#: The arena's opponent styles: each decides from the view like a level (``decide(view, rng)``).
GAUNTLET: dict[str, Callable[[View, Rng], str]] = {
    "tight": _plain(Style(bluff=0.0, call_truco=0.82, accept=0.58, raise_=0.9, envido_call=29,
                          envido_real=31, envido_accept=29)),
    "loose": _plain(Style(bluff=0.12, call_truco=0.55, accept=0.32, raise_=0.68, envido_call=24,
                          envido_real=27, envido_accept=23)),
    "bluffer": _bluffer,
    "calling-station": _plain(Style(bluff=0.0, call_truco=0.85, accept=0.1, raise_=0.95, envido_call=29,
                                    envido_real=31, envido_accept=19)),
    "falta-happy": _falta_happy,
    "never-folds": _never_folds,
}


# ------------------------------------------------------------------ the characters' styles
@dataclass(frozen=True)
class PlayStyle:
    """How a character bends its level's decisions (see the module docstring).

    Equities are the rule of thumb's (:func:`game.ai.heuristic.equity`, from the seat's own cards
    and the table); envido values are the seat's own. A threshold that is never reached
    (:data:`NEVER_EQUITY`, :data:`NEVER_ENVIDO`, 0) leaves that decision to the level.

    :param like: the arena style it is modelled on (:data:`GAUNTLET`), or ``""``.
    :param bet_from: at its turn, calls the next bet (truco, retruco ...) with at least this equity.
    :param bet_floor: at its turn, never calls a bet with less (but for a bluff).
    :param bluff: at its turn, the chance of a bet with a weak hand (equity under :data:`WEAK`).
    :param raise_from: answering a bet, raises with at least this equity.
    :param raise_bluff: answering a bet, the chance of a raise with a weak hand.
    :param fold_below: answering a bet, refuses with less (unless refusing loses the match).
    :param stay_from: answering a bet, never refuses with at least this (0: never folds).
    :param envido_from: opens an envido with at least this value.
    :param envido_floor: never opens an envido with less (but for a bluff).
    :param envido_bluff: the chance of opening an envido with at most :data:`WEAK_ENVIDO`.
    :param envido_fold_below: answering an envido, refuses with less (unless that loses the match).
    :param envido_stay_from: answering an envido, never refuses with at least this.
    :param falta_from: calls or raises to the Falta envido with at least this value.
    :param falta_bluff: ... and with any value, this often.
    :param mazo: may go to the mazo at its turn.
    """

    name: str
    like: str = ""
    bet_from: float = NEVER_EQUITY
    bet_floor: float = 0.0
    bluff: float = 0.0
    raise_from: float = NEVER_EQUITY
    raise_bluff: float = 0.0
    fold_below: float = 0.0
    stay_from: float = NEVER_EQUITY
    envido_from: int = NEVER_ENVIDO
    envido_floor: int = 0
    envido_bluff: float = 0.0
    envido_fold_below: int = 0
    envido_stay_from: int = NEVER_ENVIDO
    falta_from: int = NEVER_ENVIDO
    falta_bluff: float = 0.0
    mazo: bool = True


#: The characters' styles, by name (the words the game shows for them are in ``scenes/strings``).
STYLES: dict[str, PlayStyle] = {s.name: s for s in (
    # plays as its level does
    PlayStyle("parejo"),
    # tight: bets and answers only with good cards, never bluffs
    PlayStyle("prudente", like="tight", bet_floor=0.85, fold_below=0.55, envido_floor=28,
              envido_fold_below=27),
    # loose: bets and accepts middling hands, bluffs now and then
    PlayStyle("picante", like="loose", bet_from=0.55, bluff=0.12, raise_from=0.72, stay_from=0.30,
              envido_from=25, envido_bluff=0.08, envido_stay_from=24),
    # bluffer: a bet with a weak hand one time in three, envido bluffs, raises on nothing
    PlayStyle("mentiroso", like="bluffer", bluff=0.33, raise_bluff=0.3, envido_bluff=0.2),
    # calling station: accepts nearly everything, seldom bets
    PlayStyle("aguantador", like="calling-station", bet_floor=0.75, stay_from=0.12,
              envido_stay_from=20),
    # falta-happy: the Falta envido with a good envido and now and then with anything; in Mineiro,
    # which has no envido, the biggest raise it may
    PlayStyle("faltero", like="falta-happy", falta_from=27, falta_bluff=0.07, raise_from=0.55),
    # never folds: never refuses a call, never goes to the mazo, bets eagerly
    PlayStyle("guapo", like="never-folds", bet_from=0.6, stay_from=0.0, envido_stay_from=0, mazo=False),
)}


def _refusal_loses(view: View, points: int) -> bool:
    """Refusing now gives the other team ``points`` and with them the match."""
    return view.scores[1 - view.team] + points >= view.target


def _drop(allowed: list[str], *actions: str) -> list[str]:
    """``allowed`` without ``actions``, unless nothing would be left."""
    rest = [a for a in allowed if a not in actions]
    return rest or allowed


def _open_envido(view: View, style: PlayStyle, rng: Rng, allowed: list[str]) -> tuple[str | None, list[str]]:
    """At its turn (or answering a truco: el envido está primero), an envido call to make now, or
    the legal list without the envido calls under its floor."""
    ev = view.envido()
    legal = view.legal
    if "falta-envido" in legal and (ev >= style.falta_from or (style.falta_bluff and rng.random() < style.falta_bluff)):
        return "falta-envido", allowed
    if "envido" in legal and ev >= style.envido_from:
        return "envido", allowed
    if "envido" in legal and ev <= WEAK_ENVIDO and style.envido_bluff and rng.random() < style.envido_bluff:
        return "envido", allowed
    if ev < style.envido_floor:
        allowed = _drop(allowed, *ENVIDO_CALLS)
    return None, allowed


def steer(view: View, style: PlayStyle, rng: Rng) -> tuple[str | None, list[str]]:
    """The style's say in one decision: ``(action, allowed)``.

    :returns: the action to play now (the level is not asked), or None and the legal actions the
        level may choose among (the observation's, or fewer; never none).
    """
    legal = list(view.legal)
    if len(legal) <= 1 or view.phase == "tanda" or legal[0].startswith("blind:"):
        return None, legal
    v = VARIANTS[view.variant]
    if view.phase == "onze":
        return None, (_drop(legal, "run-onze") if style.stay_from <= 0 else legal)
    allowed = legal if style.mazo else _drop(legal, "mazo")
    if view.envido_pending:
        ev = view.envido()
        if "falta-envido" in legal and (ev >= style.falta_from or
                                        (style.falta_bluff and rng.random() < style.falta_bluff)):
            return "falta-envido", allowed
        _, refused = env.points(view.envido_calls, view.falta)
        if ev < style.envido_fold_below and "no-quiero" in legal and not _refusal_loses(view, refused):
            return "no-quiero", allowed
        if ev >= style.envido_stay_from:
            allowed = _drop(allowed, "no-quiero", "mazo")
        return None, allowed
    if view.pending_bet is not None:
        if any(a in legal for a in ENVIDO_CALLS):  # el envido está primero
            call, allowed = _open_envido(view, style, rng, allowed)
            if call is not None:
                return call, allowed
        level = view.pending_bet
        e = equity(view)
        up = v.bet_calls[level] if level < len(v.bet_calls) and v.bet_calls[level] in legal else None
        if up is not None and (e >= style.raise_from or
                               (e < WEAK and style.raise_bluff and rng.random() < style.raise_bluff)):
            return up, allowed
        if e < style.fold_below and v.refuse in legal and not _refusal_loses(view, v.bet_values[level - 1]):
            return v.refuse, allowed
        if e >= style.stay_from:
            allowed = _drop(allowed, v.refuse, "mazo")
        return None, allowed
    if any(a in legal for a in ENVIDO_CALLS):
        call, allowed = _open_envido(view, style, rng, allowed)
        if call is not None:
            return call, allowed
    bet = next((a for a in legal if a in v.bet_calls), None)
    if bet is not None:
        e = equity(view)
        if e >= style.bet_from:
            return bet, allowed
        if e < WEAK and style.bluff and rng.random() < style.bluff:
            return bet, allowed
        if e < style.bet_floor:
            allowed = _drop(allowed, bet)
    return None, allowed
