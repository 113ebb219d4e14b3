"""The rules choice of a match: variant, players, flor, target, envido raises, chicos, señas."""
from __future__ import annotations

from dataclasses import dataclass

from .errors import BadRules, clip
from .variants import VARIANTS, Variant

_KEYS = ("variant", "players", "flor", "target", "envido_raises", "chicos", "senas")


@dataclass(frozen=True)
class Rules:
    """A validated rules choice (RULES.md A8, B4).

    :param players: left out, the variant's usual table (argentino 2, mineiro 4).
    :param target: left out, the variant's usual target (argentino 30, mineiro 12).
    :param chicos: 1, or 3 for a best-of-three partido.
    :param senas: partners make señas (RULES.md Part D): 4 players only.
    """

    variant: str = "argentino"
    players: int = None  # type: ignore[assignment]  # resolved in __post_init__
    flor: bool = False
    target: int = None  # type: ignore[assignment]
    envido_raises: bool = True
    chicos: int = 1
    senas: bool = False

    def __post_init__(self) -> None:
        v = VARIANTS.get(self.variant)
        if v is None:
            raise BadRules(f"unknown variant {clip(repr(self.variant), 40)} (argentino or mineiro)")
        if self.players is None:
            object.__setattr__(self, "players", v.players[0])
        if self.target is None:
            object.__setattr__(self, "target", v.default_target)
        if type(self.players) is not int or self.players not in v.players:
            raise BadRules(f"{self.variant} is played by {' or '.join(map(str, v.players))} players, not {clip(repr(self.players), 40)}")
        if type(self.target) is not int or self.target not in v.targets:
            raise BadRules(f"{self.variant} target must be one of {list(v.targets)}, not {clip(repr(self.target), 40)}")
        if type(self.flor) is not bool or (self.flor and not v.has_flor):
            raise BadRules(f"flor must be true or false, and only argentino has flor (got {clip(repr(self.flor), 40)})")
        if type(self.envido_raises) is not bool:
            raise BadRules(f"envido_raises must be true or false, not {clip(repr(self.envido_raises), 40)}")
        if type(self.chicos) is not int or self.chicos not in (1, 3):
            raise BadRules(f"chicos must be 1 or 3, not {clip(repr(self.chicos), 40)}")
        if type(self.senas) is not bool:
            raise BadRules(f"senas must be true or false, not {clip(repr(self.senas), 40)}")
        if self.senas and self.players != 4:
            raise BadRules("señas are made between partners: senas needs 4 players")

    @property
    def v(self) -> Variant:
        """The variant's data."""
        return VARIANTS[self.variant]

    def to_dict(self) -> dict:
        """Plain data for JSON (every observation carries it, so no slow ``dataclasses.asdict``)."""
        return {k: getattr(self, k) for k in _KEYS}

    @classmethod
    def from_dict(cls, data: object) -> "Rules":
        """Build from plain data; unknown keys are refused, missing ones take the variant's defaults."""
        if not isinstance(data, dict):
            raise BadRules("rules must be a JSON object")
        unknown = sorted(set(data) - set(_KEYS))
        if unknown:
            raise BadRules(f"unknown rules key(s): {clip(', '.join(unknown), 80)}")
        variant = data.get("variant", "argentino")
        v = VARIANTS.get(variant) if isinstance(variant, str) else None
        if v is None:
            raise BadRules(f"unknown variant {clip(repr(variant), 40)} (argentino or mineiro)")
        return cls(**data)
