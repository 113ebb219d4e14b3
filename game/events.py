"""Events: what an action caused, for the table to animate and the tests to check.

Events carry only public information (a face-down card is an event without its card), but for
señas: a ``sena`` event names in ``seen`` the seats that know of it, and only those may be shown it.
"""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Event:
    """One thing that happened.

    Kinds: ``deal``, ``tanda``, ``onze``, ``play``, ``call``, ``answer``, ``flor``, ``envido-value``,
    ``son-buenas``, ``envido-withdrawn``, ``trick``, ``score``, ``show``, ``hand-over``, ``chico-over``,
    ``match-over``, ``sena``.

    :param team: for ``trick`` the winning team (``None`` for a parda), for ``score`` the scorer.
    :param what: the call or answer (``"truco"``, ``"quiero"``), the tanda choice, a score's reason,
        or a seña's sign.
    :param value: for ``sena`` its place in the hand (0, 1 ...).
    :param seen: the seats that know of the event, when not everyone does: for ``sena`` the signer,
        its partner and each rival that caught it (:mod:`game.senas`).
    """

    kind: str
    seat: int | None = None
    team: int | None = None
    card: str | None = None
    points: int | None = None
    value: int | None = None
    what: str | None = None
    cards: tuple[str, ...] | None = None
    seen: tuple[int, ...] | None = None

    def visible_to(self, seat: int) -> bool:
        """Whether ``seat`` may be shown this event."""
        return self.seen is None or seat in self.seen

    def to_dict(self) -> dict:
        """Plain data, without the empty fields."""
        d: dict[str, object] = {"kind": self.kind}
        for k in ("seat", "team", "card", "points", "value", "what"):
            x = getattr(self, k)
            if x is not None:
                d[k] = x
        if self.cards is not None:
            d["cards"] = list(self.cards)
        if self.seen is not None:
            d["seen"] = list(self.seen)
        return d
