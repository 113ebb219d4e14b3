"""Frozen earlier versions of ``dificil`` (``dificil-YYYY-MM``), kept so that every change to the
hard player is measured against them in the same run (``python -m game.arena --b dificil-2026-12``).

Each one is a package with its own copy of everything it needs, reading only observations, so
nothing done to the engine or to the live players can change its decisions (a test pins them).
They are measurement tools, not levels of the game: the web build leaves this package out and
:func:`game.ai.think` imports it only when a frozen level is asked for.
"""
from __future__ import annotations

from typing import Generator

#: The frozen levels, oldest first.
FROZEN = ("dificil-2026-12",)


def _module(level: str):
    if level == "dificil-2026-12":
        from . import dificil_2026_12
        return dificil_2026_12
    raise ValueError(f"unknown frozen level {level!r}; frozen levels: {', '.join(FROZEN)}")


def new_profile(level: str, players: int):
    """A fresh opponent profile of the kind the frozen ``level`` learns with."""
    return _module(level).Profile(players)


def think_frozen(level: str, obs: dict, seed: int, profile=None) -> Generator[None, None, str]:
    """The frozen ``level``'s decision, in slices.

    :param profile: its own kind of profile (:func:`new_profile`); any other profile is read
        through its ``to_dict()`` counts.
    """
    mod = _module(level)
    if profile is not None and not isinstance(profile, mod.Profile):
        profile = mod.Profile.from_dict(profile.to_dict())
    return (yield from mod.think(obs, seed, profile))
