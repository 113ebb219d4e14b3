"""The person's picture of the table: what has been shown so far.

The engine runs ahead; the table shows its events one by one (:mod:`scenes.table.show`), so the
picture lags the engine by the events still being shown. The drawing code reads it through the
table's view (:class:`scenes.table.view.TableView`).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import NamedTuple

from game.events import Event
from scenes.table.motion import Flight
from scenes.table.words import LOGGED
from scenes.ui.faces import SIGN_SECONDS

#: a pause between two señas on the same face
SIGN_GAP = 0.25

LOG_KEPT = 8  # events kept in the log (the panel shows the last five)


class Played(NamedTuple):
    """A card on the table: who played it, its code (None: face down, unseen), face down or not."""

    seat: int
    card: str | None
    down: bool


@dataclass(slots=True)
class Bubble:
    """A speech bubble: what a player says, for how many more seconds."""

    text: str
    left: float


@dataclass(slots=True)
class Sign:
    """A seña playing (or waiting to play) on a seat's face."""

    gesture: str
    caught: bool  #: a rival's seña you caught: its face carries the eye mark
    t: float = 0.0  #: seconds since it began (negative: it waits for the one before it)


@dataclass(slots=True)
class Talk:
    """A character's line of table talk (:mod:`game.talk`): who says it, the words, for how many
    more seconds. One at a time; it does not hold the game up."""

    seat: int
    text: str
    left: float


@dataclass
class Picture:
    """What the person has seen of the hand (see the module docstring)."""

    players: int
    #: each seat's held cards as seen: codes, or None for a back
    hands: list[list[str | None]]
    #: places kept in each hand (cards still being dealt keep theirs)
    slots: list[int]
    #: the tricks, each in playing order; the last one is being played
    tricks: list[list[Played]]
    #: each finished trick's winning team (None: parda)
    results: list[int | None]
    #: each finished trick's winning seat (None: parda)
    winners: list[int | None]
    #: the scores shown
    scores: list[int]
    #: the scores as the scoreboard counts them up to :attr:`scores`
    counted: list[float]
    #: Mineiro: the burned tandas, face up
    burned: list[list[str]] = field(default_factory=list)
    #: cards shown at the end of the hand (the envido's proof), by seat
    shown: dict[int, list[str]] = field(default_factory=dict)
    bubbles: dict[int, Bubble] = field(default_factory=dict)
    #: the line of table talk being said, if any
    talk: Talk | None = None
    #: the hand's calls and scores (:data:`LOGGED`), shown as words in the log panel
    log: list[Event] = field(default_factory=list)
    flights: list[Flight] = field(default_factory=list)
    #: ``(trick, entry)`` of played cards still flying to their place (drawn by their flight)
    landing: set[tuple[int, int]] = field(default_factory=set)
    #: the señas you see playing on each seat's face, in order
    signs: dict[int, list[Sign]] = field(default_factory=dict)
    #: the rivals whose seña you caught this hand (their faces keep the eye mark)
    caught: set[int] = field(default_factory=set)

    @classmethod
    def empty(cls, players: int, scores: list[int]) -> Picture:
        """An empty table at ``scores``."""
        return cls(players, [[] for _ in range(players)], [0] * players, [[]], [], [], list(scores),
                   [float(x) for x in scores])

    def slot_count(self, seat: int) -> int:
        """How many places ``seat``'s hand takes (cards still flying in keep theirs)."""
        return max(len(self.hands[seat]), self.slots[seat])

    def clear_hand(self, start_scores: list[int]) -> None:
        """A new deal: nothing held, played, burned or shown; the scores the hand starts at (a new
        chico starts from zero: no counting down)."""
        self.hands = [[] for _ in range(self.players)]
        self.slots = [0] * self.players
        self.tricks = [[]]
        self.results, self.winners = [], []
        self.burned, self.shown = [], {}
        self.bubbles.clear()
        self.signs, self.caught = {}, set()
        self.talk = None
        self.scores = list(start_scores)
        for i in (0, 1):
            if self.scores[i] < self.counted[i]:
                self.counted[i] = float(self.scores[i])

    def say(self, seat: int | None, text: str, seconds: float) -> None:
        """A bubble at ``seat`` for ``seconds``."""
        if seat is not None:
            self.bubbles[seat] = Bubble(text, seconds)

    def sign(self, seat: int, gesture: str, caught: bool) -> None:
        """A seña to play on ``seat``'s face, after any still playing there."""
        queue = self.signs.setdefault(seat, [])
        start = 0.0
        if queue:
            last = queue[-1]
            start = min(0.0, last.t - SIGN_SECONDS - SIGN_GAP)
        queue.append(Sign(gesture, caught, start))
        if caught:
            self.caught.add(seat)

    def signing(self) -> bool:
        """A seña is playing or waiting on some face."""
        return any(self.signs.values())

    def log_event(self, ev: Event) -> None:
        """Keep one event for the hand's log (only those you may see); a deal starts a new log."""
        if not ev.visible_to(0):
            return
        if ev.kind == "deal":
            self.log = []
        elif ev.kind in LOGGED:
            self.log.append(ev)
            del self.log[:-LOG_KEPT]

    def counting(self) -> bool:
        """The scoreboard is still counting points up."""
        return any(abs(a - b) > 0.01 for a, b in zip(self.counted, self.scores))

    def age(self, dt: float) -> bool:
        """Count the points up and age the bubbles by ``dt`` seconds; True when a bubble went."""
        for i in (0, 1):
            a, b = self.counted[i], self.scores[i]
            if a != b:
                step = max(3.0, abs(b - a) * 3) * dt
                self.counted[i] = b if abs(b - a) <= step else a + step * (1 if b > a else -1)
        gone = False
        for seat, queue in self.signs.items():
            for sign in queue:
                sign.t += dt
            if queue and queue[0].t > SIGN_SECONDS:
                queue.pop(0)
                gone = True
        if self.talk is not None:
            self.talk.left -= dt
            if self.talk.left <= 0:
                self.talk = None
                gone = True
        for seat in list(self.bubbles):
            self.bubbles[seat].left -= dt
            if self.bubbles[seat].left <= 0:
                del self.bubbles[seat]
                gone = True
        return gone
