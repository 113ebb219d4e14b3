"""The player's rules choice and new match seeds, shared by the menu, the match-over screen and
``main.py`` (so none of them imports another scene for it)."""
from __future__ import annotations

import os
import time

from game.errors import BadRules
from game.rules import Rules

TARGETS = (5, 10, 15, 20, 25, 30)

#: a fixed seed for every new match (``main.py --autoplay --seed S``), or None for fresh ones
FIXED_SEED: int | None = None


def rules_from_settings(settings: dict) -> Rules:
    """The engine's rules for the remembered choice (Mineiro: 4 players, 12, no flor); anything
    that does not fit falls back to the defaults."""
    if settings.get("variant") == "mineiro":
        return Rules(variant="mineiro", players=4, target=12)
    target = settings.get("target", 30)
    if target not in TARGETS:
        target = 30
    players = settings.get("players", 2)
    try:
        return Rules(variant="argentino", players=players if players in (2, 4) else 2,
                     flor=bool(settings.get("flor", False)), target=target)
    except (BadRules, TypeError, ValueError):
        return Rules()


def fresh_seed() -> int:
    """A new match seed from the system's randomness (or the clock), unless one is fixed."""
    if FIXED_SEED is not None:
        return FIXED_SEED
    try:
        return int.from_bytes(os.urandom(6), "big")
    except (NotImplementedError, OSError):
        return time.time_ns() & 0xFFFFFFFFFFFF
