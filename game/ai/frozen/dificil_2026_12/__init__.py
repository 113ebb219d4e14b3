"""``dificil-2026-12``: the hard player as it was in December 2026, frozen for measurement.

A copy of the code it needs (search, worlds, evidence, fast path, rule of thumb, profile, the
rules themselves in :mod:`.base`) that reads only observations, so later changes to the engine,
the fast path or the live ``dificil`` cannot change it. Every later version of ``dificil`` is
measured against it in the arena; ``tests/test_ai_frozen.py`` pins its decisions. It is not part
of the game (the web build leaves ``game/ai/frozen/`` out).
"""
from __future__ import annotations

from typing import Generator

from .profile import Profile
from .search import think_dificil

__all__ = ["Profile", "think"]


def think(obs: dict, seed: int, profile: Profile | None = None) -> Generator[None, None, str]:
    """Choose an action for the observed seat, in slices, as ``dificil`` did in December 2026."""
    return (yield from think_dificil(obs, seed, profile))
