"""The table's view: everything the drawing code reads, in one record built for each frame.

:class:`TableView` holds the picture (what has been shown so far: hands, tricks, bubbles, cards in
flight ...) and what the table shows of the engine's state now: whose turn it is, the pending call,
the stake, your cards as you may play them, the buttons, the hint, the hand's result. The drawing
code (:mod:`scenes.table.draw`) reads only this record and the layout in it; it never asks the
scene or the engine.
"""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.coach.hint import Hint
from game.cards import envido_value, flor_value, has_flor
from game.hand import Hand
from game.match import Match
from game.rules import Rules
from scenes.table.layout import Layout
from scenes.table.picture import Picture
from scenes.table.result import ResultBanner
from scenes.table.words import CallBanner, seat_name
from scenes.ui.faces import Appearance, Pose
from scenes.ui.widgets import Button

#: who the one turn highlight marks: ``("seat", s)``, or ``("team", t)`` when a team answers
Turn = tuple[str, int]


@dataclass(frozen=True)
class HeldCard:
    """One of your cards as drawn now."""

    card: str | None  #: its code (None: unseen)
    rect: pygame.Rect  #: where it is (raised when playable, lifted more under the pointer)
    angle: float  #: its turn in the fan
    playable: bool
    face_up: bool  #: drawn face up (not in a mão de ferro)
    marked: bool  #: one of the variant's four top cards, marked when help is on
    selected: bool = False  #: picked by a first tap: a second tap plays it (Confirmar jugada)


@dataclass(frozen=True)
class FaceView:
    """One seat's face as drawn now."""

    seat: int
    rect: pygame.Rect
    appearance: Appearance
    pose: Pose  #: the seña playing on it (at rest: :data:`scenes.ui.faces.REST`)
    marked: bool  #: you caught a seña of this rival in this hand: a small eye mark stays


@dataclass(frozen=True)
class SenasView:
    """Your señas control: its button, and the panel of signs while it is open."""

    button: Button  #: opens and closes the panel (key S)
    left: int  #: señas you may still make this hand
    open: bool
    signs: list[Button]  #: one per sign (``data``: ``sign``, ``gesture``), while open
    note: str | None  #: a seña chosen that waits for your turn (the Diario)


@dataclass(frozen=True)
class TableView:
    """What the table shows now (see the module docstring)."""

    layout: Layout
    rules: Rules
    deck: str  #: ``"spanish"`` or ``"french"``
    daily: dict | None  #: the Diario's ``{"date", "rules_key"}``, or None
    picture: Picture
    acting: list[int]  #: the seats that may act now (none while something is being shown)
    turn: Turn | None
    banner: CallBanner | None  #: the call waiting for its answer
    status: str | None  #: what you are to do, when it is your decision and no call waits
    stake: int  #: what the hand is worth now
    mano: int | None
    dealer: int | None
    declared: dict[int, int]  #: the envido value each seat declared this hand
    chicos: str | None  #: the chicos won so far, in a partido
    log: list[str]  #: the hand's log, in words
    envido: int | None  #: your envido value, when help is on
    flor: int | None  #: your flor's value instead, when you hold one and help is on
    my_cards: list[HeldCard]
    hover: int | None  #: your card under the pointer
    calls: list[Button]  #: the call buttons, while you act
    focused: Button | None  #: the button with the keyboard focus
    menu: Button
    hint_button: Button | None  #: Ayuda, while you act and the helps are on
    hint_shown: bool
    hint: Hint | None  #: the hint once computed (None while it is being worked out)
    result: ResultBanner | None  #: the finished hand's result
    mouse: tuple[int, int] | None  #: the pointer, when it is over the window
    board_open: bool = False  #: portrait: the scoreboard strip is opened into its panel
    confirm_hint: str | None = None  #: a card is picked: what a second tap does
    #: watching a finished match (:mod:`scenes.table.replay`): its title and Difícil's mark
    replay: "ReplayView | None" = None
    #: names that replace the table's own by seat: the characters' short names, or the friend
    #: whose match is watched (None: the table's own)
    names: dict[int, str] | None = None
    cast: dict[int, str] | None = None  #: the characters' ids by seat, for their faces
    faces: tuple[FaceView, ...] = ()  #: the seats' faces (a table with señas)
    senas: SenasView | None = None  #: your señas control, while you may still make one

    @property
    def players(self) -> int:
        """2 or 4."""
        return self.rules.players

    @property
    def variant(self) -> str:
        """``"argentino"`` or ``"mineiro"``."""
        return self.rules.variant

    def seat_label(self, seat: int) -> str:
        """What a seat's name plate says: :attr:`names`' name, or the table's ("Vos", "Rival" …)."""
        if self.names and seat in self.names:
            return self.names[seat]
        return seat_name(self.players, seat)


@dataclass(frozen=True)
class ReplayView:
    """What a replayed match shows besides the table: who played it and where it is, and
    Difícil's mark on the move just shown (:mod:`scenes.table.replay`)."""

    title: str  #: "Ana · Diario del 1 de diciembre"
    where: str  #: "Mano 3 de 17"
    mark: str | None  #: "Difícil habría elegido …", for the friend's move just shown
    reason: str | None  #: why, in Difícil's words
    progress: str | None  #: Difícil's review still in progress ("… 12/40"), or None when done


def acting_now(match: Match, idle: bool) -> list[int]:
    """The seats that may act now (none while something is being shown)."""
    h = match.hand
    if h is None or h.over or not idle:
        return []
    return [s for s in h.acting_seats() if match.legal_actions(s)]


def turn_owner(acting: list[int]) -> Turn | None:
    """Who the one turn highlight marks: ``("seat", s)`` for a player, ``("team", 1)`` when the
    rivals answer as a team (either may speak), or None while nobody may act.

    When your team answers, you answer for it: the highlight is yours alone."""
    if not acting:
        return None
    if 0 in acting or len(acting) == 1:
        return ("seat", 0 if 0 in acting else acting[0])
    teams = {s & 1 for s in acting}
    if len(teams) == 1:
        return ("team", teams.pop())
    return ("seat", acting[0])


def helps_on(settings: dict) -> bool:
    """The Ayudas setting: your envido, the top-card marks and the hint."""
    return bool(settings.get("show_envido", True))


def top_card(rules: Rules, settings: dict, code: str | None) -> bool:
    """True when ``code`` is one of the variant's four top cards (1e 1b 7e 7o; the manilhas) and
    help is on: your own cards carry a small mark."""
    if not code or not helps_on(settings):
        return False
    return rules.v.strength.get(code, 0) >= 11


def your_envido(match: Match, picture: Picture, settings: dict) -> int | None:
    """Your envido value to show on your hand (Argentino, first trick, when help is on)."""
    h = match.hand
    if (match.rules.variant != "argentino" or h is None or not helps_on(settings)
            or h.over or h.results or not picture.hands[0] or len(picture.hands[0]) < 3):
        return None
    return envido_value(h.dealt[0])


def your_flor(match: Match, picture: Picture, settings: dict) -> int | None:
    """Your flor's value instead of the envido, when flor is played and you hold one (help on)."""
    h = match.hand
    if not match.rules.flor or your_envido(match, picture, settings) is None or h is None \
            or not has_flor(h.dealt[0]):
        return None
    return flor_value(h.dealt[0])


def declared(hand: Hand | None) -> dict[int, int]:
    """The envido value each seat declared this hand (the last one, what its shown cards prove)."""
    out: dict[int, int] = {}
    for e in hand.events if hand is not None else ():
        if e.kind == "envido-value" and e.seat is not None and e.value is not None:
            out[e.seat] = e.value
    return out


def pointer() -> tuple[int, int] | None:
    """Where the pointer is, when it is over the window."""
    try:
        return pygame.mouse.get_pos() if pygame.mouse.get_focused() else None
    except pygame.error:
        return None
