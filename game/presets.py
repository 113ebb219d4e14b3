"""Named rule sets (presets): several options set at once, and which one the rules in play are.

A preset fixes some options of a :class:`game.rules.Rules` and may leave others to the player
(``free``): *Sin subir el envido* fixes flor off, envido not raised and one chico, and keeps the
players and the target the player chose. The rules in play "are" a preset when every option the
preset fixes has its value (:func:`active`); no two presets can match the same rules (a test
checks it), so the menu can show one name, or "Personalizado" when none matches.

Presets are plain data: the menu names them (``preset.<name>``) and applies them with
:func:`apply`.
"""
from __future__ import annotations

from dataclasses import dataclass
from types import MappingProxyType
from typing import Mapping

from .errors import BadRules
from .rules import Rules


@dataclass(frozen=True)
class Preset:
    """A named rule set.

    :param fixed: the options it sets (``Rules`` field names and values).
    :param free: the options it leaves as the player chose them.
    """

    name: str
    fixed: Mapping[str, object]
    free: tuple[str, ...] = ()


def _preset(name: str, fixed: dict[str, object], free: tuple[str, ...] = ()) -> Preset:
    return Preset(name, MappingProxyType(fixed), free)


_ARGENTINO: dict[str, object] = {"variant": "argentino", "flor": False, "envido_raises": True, "chicos": 1,
                                  "senas": False}

PRESETS: tuple[Preset, ...] = (
    # 2 v 2 to 30 (malas and buenas), no flor, envido raised: the reglamento's game of one chico
    _preset("clasico", {**_ARGENTINO, "players": 4, "target": 30}),
    # one against one to 30: the game's default rules
    _preset("mano_a_mano", {**_ARGENTINO, "players": 2, "target": 30}),
    _preset("rapido", {**_ARGENTINO, "players": 2, "target": 15}),
    _preset("con_flor", {**_ARGENTINO, "players": 4, "target": 30, "flor": True}),
    # every envido call is accepted or refused as it was made (RULES.md A4, envido_raises false)
    _preset("sin_subir", {**_ARGENTINO, "envido_raises": False}, free=("players", "target")),
    # a partido: the first team to win two chicos of 30 (RULES.md A8)
    _preset("partido", {**_ARGENTINO, "players": 4, "target": 30, "chicos": 3}),
    # Mineiro with or without señas is Mineiro: the option stays as the player chose it
    _preset("mineiro", {"variant": "mineiro", "players": 4, "target": 12, "flor": False, "envido_raises": True,
                        "chicos": 1}, free=("senas",)),
    # Clásico with señas between partners (RULES.md Part D)
    _preset("con_senas", {**_ARGENTINO, "players": 4, "target": 30, "senas": True}),
)

BY_NAME = MappingProxyType({p.name: p for p in PRESETS})


def preset(name: str) -> Preset:
    """The preset called ``name``.

    :raises BadRules: for a name no preset has.
    """
    p = BY_NAME.get(name) if isinstance(name, str) else None
    if p is None:
        raise BadRules(f"unknown preset {name!r}; presets: {', '.join(BY_NAME)}")
    return p


def apply(name: str, rules: Rules | None = None) -> Rules:
    """The rules of preset ``name``; the options it leaves free come from ``rules`` (the player's
    choice so far), or from the variant's defaults when ``rules`` does not fit them."""
    p = preset(name)
    data = dict(p.fixed)
    if rules is not None:
        for key in p.free:
            data[key] = getattr(rules, key)
    try:
        return Rules.from_dict(data)
    except BadRules:  # a free option that does not fit this preset's variant: its default
        return Rules.from_dict(dict(p.fixed))


def matches(p: Preset, rules: Rules) -> bool:
    """Whether ``rules`` has every option ``p`` fixes."""
    return all(getattr(rules, key) == value for key, value in p.fixed.items())


def active(rules: Rules) -> str | None:
    """The name of the preset the rules in play are, or None ("Personalizado")."""
    for p in PRESETS:
        if matches(p, rules):
            return p.name
    return None
