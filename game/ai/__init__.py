"""Computer players. They receive only an observation (``Match.observe(seat)``), never the state.

Contract (used by the table, the arena, the bot protocol and the daily deal):

- ``think(obs, level, seed, profile=None)`` is a generator: each ``next()`` does a small slice of
  work and yields ``None``; when it is done it returns the chosen action (``StopIteration.value``).
  The table calls it between frames until its time budget for the frame is spent, so nothing blocks.
- ``decide(obs, level, seed, profile=None)`` runs ``think`` to the end and returns the action.
- The same observation, level, seed (and profile counts) always give the same action.
- ``LEVELS`` lists the levels: ``random``, ``facil``, ``normal``, ``dificil``. ``FROZEN`` lists the
  frozen earlier versions of ``dificil`` (``dificil-2026-12``), which ``think`` also accepts: they are
  for measurement (the arena), not levels of the game, and the web build leaves them out.
- ``CHARACTERS`` lists the cast (:mod:`game.ai.cast`): each is a name ``think`` accepts wherever a
  level is, a strength (``facil``, ``normal`` or ``dificil``) with a style laid over it
  (:func:`game.ai.styles.steer`: it may decide at once, or leave the level fewer actions to choose
  among). ``is_player(name)`` says whether ``think`` accepts a name.
- ``PLAYERS_VERSION`` names the version of the computer players: it changes whenever a level's
  decisions change (a share code recorded with other players does not replay the same). Share codes
  with señas name ``game.ai.senas.PLAYERS_VERSION_SENAS`` instead: it moves on whenever the
  decisions with señas (four players) change, with ``PLAYERS_VERSION`` when its change reaches
  them, alone when only they change.
- ``new_profile(level, players)`` is a fresh opponent profile of the kind ``level`` learns with.
- ``decision_seed(match_seed, hand_no, n_actions, seat)`` is the seed every caller passes: it depends
  only on the match's seed and the hand's history, so a daily match replays the same anywhere.
- ``profile`` (optional, :class:`game.ai.profile.Profile`) is what the player has learned about the
  others in this match; the caller keeps it and calls ``profile.learn(observe(seat))`` after each hand.
- ``choose_senas(obs, level, seed)`` lists the señas (``sena:<sign>``) the observed seat makes now
  (none for ``random``, ``facil`` and the frozen levels); ``computer_senas(match, level_of)`` lets
  every computer seat make its señas at the start of a hand (:mod:`game.ai.senas`). ``normal`` and
  ``dificil`` read the señas in their observation (its partner's, the rivals' it caught).
- ``analyse(obs, seed, profile=None)`` is ``dificil``'s decision with its numbers, sliced like
  ``think``: it returns an :class:`~game.ai.search.Analysis` (every legal action's estimated chance of
  winning the match, the action ``think(obs, "dificil", seed, profile)`` plays, and the facts behind
  the estimate, all from the observation), for hints and hand reviews.

Levels: ``random`` (any legal action), ``facil`` and ``normal`` (rules of thumb,
:mod:`game.ai.heuristic`), ``dificil`` (simulation over sampled deals, :mod:`game.ai.search`;
Mineiro tandas over shuffled stocks, :mod:`game.ai.tanda`).
"""
from __future__ import annotations

from typing import Any, Generator, TypeVar

from ..rng import Rng, derive
from ..senas import catch_chances
from .cast import BY_ID as _CAST, CHARACTERS
from .heuristic import FACIL, NORMAL, choose
from .profile import Profile
from .search import Analysis, Facts, analyse, think_dificil
from . import senas as _senas
from .styles import STYLES, steer
from .view import from_obs

LEVELS = ("random", "facil", "normal", "dificil")
T = TypeVar("T")
#: Frozen earlier versions of ``dificil`` (:mod:`game.ai.frozen`, imported only when asked for).
FROZEN = ("dificil-2026-12",)
#: The version of the computer players' decisions: changes whenever any level decides differently.
PLAYERS_VERSION = 12  # 1: dificil-2026-12; 2: envido and truco from equilibria (issue 26);
#                        3: in Mineiro, rivals seen to fold modelled by the equilibrium;
#                        4: in Argentino, scores valued as the stronger team against a Falta envido
#                           and against loose envido players (search.STRONGER_EDGE);
#                        5: in Argentino one against one, the envido equilibrium's bluffs at its
#                           own rate times the profile's scale squared (search.ENVIDO_BLUFFS)
#                        6: in Mineiro, every bet made (and every rival bet raised) against
#                           rivals the profile surely shows folding (search.SURE_FOLDS)
#                        7: the same in Argentino 2v2 once our envido is played or past; and in
#                           2v2 the envido left to the simulation against a rival surely seen to
#                           call the Falta far more than the equilibrium (search.FALTA_SIMULATED)
#                        8: in Argentino one against one, scores valued by how hands were measured
#                           to score, both teams often in one hand (winprob.chance)
#                        9: one against one, the envido left to the simulation once the rival
#                           has answered our envido calls or bets and refused none (search.accepter)
#                        10: in Mineiro, once the rivals have called our bets and folded to none,
#                            the simulated rivals accept every bet (rollout.CALLER_AFTER)
#                        11: in Argentino 2v2, once the rivals have answered our bets and
#                            accepted none, the simulated rivals fold to every bet and raise
#                            none (rollout.FOLDER_AFTER)
#                        12: in Argentino one against one, slow play: a strong hand plays its
#                            best card where a truco call is barely better (search.SLOW_PLAY)

__all__ = ["CHARACTERS", "FROZEN", "LEVELS", "PLAYERS_VERSION", "Analysis", "Facts", "Profile", "analyse",
           "choose_senas", "computer_senas", "decide", "decision_seed", "is_player", "new_profile", "run", "seat_catch",
           "strength", "think"]


def decision_seed(match_seed: int | str, hand_no: int, n_actions: int, seat: int) -> int:
    """The seed of one decision: from the match seed and the position in the hand's history."""
    return derive("decision", match_seed, hand_no, n_actions, seat)


def _think_random(obs: dict, seed: int) -> Generator[None, None, str]:
    legal = obs["legal"]
    rng = Rng(derive("random", seed, obs.get("hand_no"), len(obs.get("history", ()))))
    return legal[rng.below(len(legal))]
    yield  # pragma: no cover  (makes this a generator)


def _think_heuristic(obs: dict, level: str, seed: int) -> Generator[None, None, str]:
    rng = Rng(derive(level, seed))
    return choose(from_obs(obs), FACIL if level == "facil" else NORMAL, rng)
    yield  # pragma: no cover  (makes this a generator)


def is_player(name: object) -> bool:
    """Whether :func:`think` accepts ``name``: a level, a frozen level or a character."""
    return isinstance(name, str) and (name in LEVELS or name in FROZEN or name in _CAST)


def _think_character(obs: dict, name: str, seed: int, profile: Profile | None) -> Generator[None, None, str]:
    """A character: its style's say first, then its strength's choice among what the style left."""
    who = _CAST[name]
    action, allowed = steer(from_obs(obs), STYLES[who.style], Rng(derive("style", name, seed)))
    if action is not None:
        return action
    if allowed == obs["legal"]:
        return (yield from think(obs, who.strength, seed, profile))
    action = yield from think(dict(obs, legal=allowed), who.strength, seed, profile)
    if action not in allowed:  # the rules of thumb answer a call without asking whether refusing is left
        accept = "aceito" if obs["rules"]["variant"] == "mineiro" else "quiero"
        action = accept if accept in allowed else allowed[0]
    return action


def new_profile(level: str, players: int):
    """A fresh opponent profile for a player of ``level`` (a frozen level learns with its own kind)."""
    if level in FROZEN:
        from .frozen import new_profile as frozen_profile
        return frozen_profile(level, players)
    return Profile(players)


def think(obs: dict, level: str, seed: int, profile: Profile | None = None) -> Generator[None, None, str]:
    """Choose an action for the observed seat, in slices (see the module docstring)."""
    if not obs.get("legal"):
        raise ValueError("the observed seat has nothing to do")
    if level in FROZEN:
        from .frozen import think_frozen
        return (yield from think_frozen(level, obs, seed, profile))
    if level in _CAST:
        return (yield from _think_character(obs, level, seed, profile))
    if level not in LEVELS:
        raise ValueError(f"unknown level {str(level)[:40]!r}; levels: {', '.join(LEVELS + FROZEN)}, "
                         f"or a character: {', '.join(CHARACTERS)}")
    if level == "random":
        return (yield from _think_random(obs, seed))
    if level == "dificil":
        return (yield from think_dificil(obs, seed, profile))
    return (yield from _think_heuristic(obs, level, seed))


def decide(obs: dict, level: str, seed: int, profile: Profile | None = None) -> str:
    """Run :func:`think` to the end and return the action."""
    return run(think(obs, level, seed, profile))


def run(steps: Generator[Any, None, T]) -> T:
    """Drive a step generator (:func:`think`, :func:`analyse`, the Diario's ``advance_steps`` …)
    to its end and return its value."""
    try:
        while True:
            next(steps)
    except StopIteration as stop:
        return stop.value


# ------------------------------------------------------------------ señas (game.ai.senas), characters too
def strength(name: str | None) -> str | None:
    """The level a player makes and reads señas as: a character's strength, else the name itself."""
    who = _CAST.get(name) if isinstance(name, str) else None
    return who.strength if who is not None else name


def choose_senas(obs: dict, level: str, seed: int) -> list[str]:
    """The señas the observed seat makes now (:func:`game.ai.senas.choose_senas`); a character
    signs as its strength."""
    return _senas.choose_senas(obs, strength(level) or level, seed)


def computer_senas(match, level_of) -> list:
    """Let the computer players make the señas due now (:func:`game.ai.senas.computer_senas`);
    ``level_of(seat)`` may name a character."""
    return _senas.computer_senas(match, lambda seat: strength(level_of(seat)))


def seat_catch(names) -> tuple[int, ...]:
    """Each seat's catch chance (RULES.md D3) from who plays it: a level, ``"human"``, a frozen
    level or a character (as its strength); see :func:`game.senas.catch_chances`."""
    return catch_chances([strength(n) for n in names])
