"""What moves on the table: cards in flight, by elapsed time with ease-out."""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Callable

if TYPE_CHECKING:
    from scenes.table.layout import Layout

Point = tuple[float, float]


def ease_out(x: float) -> float:
    """Cubic ease-out on 0..1."""
    x = min(1.0, max(0.0, x))
    return 1 - (1 - x) ** 3


@dataclass(slots=True)
class Flight:
    """A card moving across the table.

    :param card: the card's code, or None for its back.
    :param size: which of the table's card sizes draws it: ``"big"`` (your hand), ``"small"``
        (the others' hands) or ``"played"``.
    :param deal: part of a deal: the next event waits until every dealt card has landed.
    :param seat: the hand a dealt card flies into.
    :param sound: the cue played when it sets off.
    :param on_land: called once when it arrives.
    :param route: its start and end on a given layout, so that it flies on when the canvas
        turns (``start`` and ``end`` are then taken from the new layout).
    """

    card: str | None
    size: str
    start: Point
    end: Point
    duration: float
    delay: float = 0.0
    angle: float = 0.0
    t: float = 0.0
    deal: bool = False
    seat: int | None = None
    sound: str | None = None
    on_land: Callable[[], None] | None = None
    route: Callable[["Layout"], tuple[Point, Point]] | None = None

    def relayout(self, layout: "Layout") -> None:
        """The canvas turned: the same flight, at the same point of its time, between the places
        of the new layout."""
        if self.route is not None:
            self.start, self.end = self.route(layout)

    def pos(self) -> Point:
        """Where the card's centre is now."""
        k = ease_out((self.t - self.delay) / self.duration) if self.duration > 0 else 1.0
        return (self.start[0] + (self.end[0] - self.start[0]) * k,
                self.start[1] + (self.end[1] - self.start[1]) * k)

    @property
    def started(self) -> bool:
        """It has set off (its delay is over)."""
        return self.t >= self.delay

    @property
    def done(self) -> bool:
        """It has arrived."""
        return self.t >= self.delay + self.duration
