"""Playing a daily: who acts, the computer players' turns, replaying the human's record.

The table of a daily
--------------------
The human sits at seat 0. Every other seat (the partner too, in 4 players) is a computer player at
the daily's level. Who acts next is :func:`next_actor`:

- the human, whenever seat 0 is among ``m.hand.acting_seats()``: so when a call is pending for the
  human's team, the human answers it (the computer partner never answers for the team);
- otherwise ``m.to_act`` (a computer seat, or the human on its own turn).

The human's record is the list of actions the human took, in order, without a seat prefix
(``["envido", "play:1e", ...]``); it is applied as ``"0:<action>"``. With señas the human's choices
at a decision are its legal actions and then its señas (:func:`human_options`): the human's señas
are made at the human's decisions (a seña chosen while a computer player acts waits for the next
one), and the computer players make theirs at their first chance in a hand, before anyone acts
(:func:`game.ai.computer_senas`: as the hand is dealt, in Mineiro once the tanda is kept), so the
record still replays. That list is all a saved
daily in progress needs (:func:`replay` rebuilds the match), and what a share code packs
(:mod:`game.daily.sharecode`).

A computer player's turn: ``seat, obs, seed = computer_turn(m)``, then ``ai.think(obs, level,
seed)`` stepped over frames (or ``ai.decide``), then ``m.apply(f"{seat}:{action}")``. In a daily
the computer players get **no** ``profile`` (what a player learns about the others over a match):
a daily must replay from its record alone, the same way on every machine. :func:`advance_steps`
does all of this in steps; :func:`advance` at once.
"""
from __future__ import annotations

from datetime import date
from typing import Callable, Generator, Iterable

from .. import ai
from ..ai import run
from ..events import Event
from ..match import Match
from ..rng import derive
from ..rules import Rules
from .deals import HUMAN, daily_match

DEFAULT_LEVEL = "normal"
#: Safety bound on the actions of one daily (a real match takes a few hundred at most).
MAX_ACTIONS = 20_000

HumanChoice = Callable[[Match, list], str]


def next_actor(match: Match) -> int | None:
    """Who acts next in a daily, the human being seat 0: the human whenever seat 0 is among
    ``acting_seats()`` (so the human answers every call made to the human's team), otherwise
    ``match.to_act``. None between hands (deal the next one) and when the match is over."""
    if match.over or match.hand is None or match.hand.over:
        return None
    if HUMAN in match.hand.acting_seats():
        return HUMAN
    return match.to_act


def human_legal(match: Match) -> list[str]:
    """The human's legal actions now (empty when it is not the human's turn)."""
    return match.legal_actions(HUMAN) if next_actor(match) == HUMAN else []


def human_options(match: Match) -> list[str]:
    """Everything the human may choose at a decision of a daily: the legal actions, then the señas
    (empty when it is not the human's turn). A share code numbers the human's choices in this list."""
    if next_actor(match) != HUMAN:
        return []
    return match.legal_actions(HUMAN) + match.sena_actions(HUMAN)


def computer_senas(match: Match, level: str) -> list[Event]:
    """The computer players' señas due now in a daily (:func:`game.ai.computer_senas`)."""
    return ai.computer_senas(match, lambda seat: None if seat == HUMAN else level)


def computer_turn(match: Match) -> tuple[int, dict, int]:
    """The computer seat to act, its observation and its decision seed — what the table passes to
    :func:`game.ai.think` (step by step over frames), then applies as ``f"{seat}:{action}"``.

    :raises ValueError: when no computer player is to act.
    """
    seat = next_actor(match)
    if seat is None or seat == HUMAN:
        raise ValueError("no computer player is to act now")
    obs = match.observe(seat)
    seed = ai.decision_seed(match.seed, match.hand_no, len(obs["history"]), seat)
    return seat, obs, seed


def computer_action(match: Match, level: str) -> str:
    """The computer's action now, with its seat prefix (``"1:quiero"``), ready for ``apply``."""
    seat, obs, seed = computer_turn(match)
    return f"{seat}:{ai.decide(obs, level, seed)}"


def advance_steps(match: Match, level: str) -> Generator[None, None, list[Event]]:
    """:func:`advance` in small steps for the frame loop: yields while a computer player thinks
    (through :func:`game.ai.think`) and after each action; returns the events."""
    ev: list[Event] = []
    steps = 0
    while not match.over:
        if match.hand is None or match.hand.over:
            ev += match.start_hand()
            continue
        ev += computer_senas(match, level)
        if next_actor(match) == HUMAN:
            break
        steps += 1
        if steps > MAX_ACTIONS:
            raise RuntimeError("the computer players did not finish the match")
        seat, obs, seed = computer_turn(match)
        action = yield from ai.think(obs, level, seed)
        ev += match.apply(f"{seat}:{action}")
        yield
    return ev


def advance(match: Match, level: str) -> list[Event]:
    """Deal and let the computer players act until the human must act or the match is over.

    :returns: the events, in order.
    """
    return run(advance_steps(match, level))


def play_match(match: Match, human: HumanChoice | Iterable[str], level: str) -> Match:
    """Play ``match`` to its end (or until the human's choices run out), the computer players at
    ``level``.

    :param human: an iterable of the human's actions (no seat prefix), or a callback
        ``human(match, legal) -> action`` asked at each of the human's turns.
    :raises ValueError: for an action that is not legal for the human at that point.
    """
    pick: HumanChoice
    if callable(human):
        pick = human
    else:
        it = iter(human)

        def pick(m: Match, legal: list) -> str:
            return next(it)
    n = 0
    while True:
        advance(match, level)
        if match.over:
            return match
        legal = human_options(match)
        try:
            action = pick(match, legal)
        except StopIteration:
            return match
        if action not in legal:
            raise ValueError(f"human action {n + 1} ({action!r}) is not legal now; legal: {legal}")
        match.apply(f"{HUMAN}:{action}")
        n += 1
        if n > MAX_ACTIONS:
            raise RuntimeError("too many human actions")


def replay_steps(day: date, rules: Rules | dict, level: str, human_actions: list[str], *,
                 stop_after_last: bool = False) -> Generator[None, None, Match]:
    """:func:`replay` in small steps for the frame loop (a ``dificil`` daily's computer players
    think for seconds in all); drive it with ``next()`` or :func:`game.ai.run`."""
    m = daily_match(day, rules, level)
    for i, action in enumerate(human_actions):
        yield from advance_steps(m, level)
        legal = [] if m.over else human_options(m)
        if action not in legal:
            why = "the match is already over" if m.over else f"legal: {', '.join(legal)}"
            raise ValueError(f"human action {i + 1} ({action!r}) is not legal now; {why}")
        m.apply(f"{HUMAN}:{action}")
    if not stop_after_last or not human_actions:
        yield from advance_steps(m, level)
    return m


def replay(day: date, rules: Rules | dict, level: str, human_actions: list[str], *,
           stop_after_last: bool = False) -> Match:
    """Rebuild a daily from the human's actions (the record described in the module docstring).

    The match ends either over, or waiting for the human's next action (the computer players
    have acted and the next hand is dealt); with ``stop_after_last`` it stops right after the
    human's last recorded action instead (the table can then let the computers act with
    animations, calling :func:`advance` or :func:`computer_turn`). :func:`replay_steps` does the
    same in steps.

    :raises ValueError: for an action that is not legal at its point of the match.
    """
    return run(replay_steps(day, rules, level, human_actions, stop_after_last=stop_after_last))


# --------------------------------------------------------------------------- results and sharing
def match_result(match: Match) -> dict:
    """The result of a daily for the human's team: ``{"over": bool, "won": bool | None,
    "scores": [nosotros, ellos], "hands": hands dealt}`` (``won`` is None while playing); in a
    partido also ``"chicos": [nosotros, ellos]`` (``scores`` are then the last chico's)."""
    out = {
        "over": match.over,
        "won": (match.winner == 0) if match.over else None,
        "scores": [int(match.scores[0]), int(match.scores[1])],
        "hands": match.hand_no,
    }
    if match.rules.chicos > 1:
        out["chicos"] = [int(match.chicos[0]), int(match.chicos[1])]
    return out



def autoplay_actions(day: date, rules: Rules | dict, level: str, human_level: str = "random") -> list[str]:
    """A whole daily's human record chosen by a computer player at ``human_level`` (seeded from
    the daily, so always the same): for tests, demos and timings."""
    m = daily_match(day, rules, level)
    actions: list[str] = []

    def pick(match: Match, legal: list) -> str:
        obs = match.observe(HUMAN)
        seed = derive("autoplay", ai.decision_seed(match.seed, match.hand_no, len(obs["history"]), HUMAN))
        act = ai.decide(obs, human_level, seed)
        actions.append(act)
        return act

    play_match(m, pick, level)
    return actions
