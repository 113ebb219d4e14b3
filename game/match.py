"""A match: the rules choice, the scores, chicos, the dealer, seeded deals, saving and restoring.

Typical use::

    m = Match(Rules(players=4, flor=True), seed=7)
    m.start_hand()
    while not m.over:
        if m.hand.over:
            m.start_hand()
        events = m.apply(m.legal_actions()[0])
"""
from __future__ import annotations

import json

from .errors import IllegalAction, clip
from .events import Event
from .hand import Hand
from . import senas as sn
from .rng import Rng, derive
from .rules import Rules

SAVE_FORMAT = "truco-match"
SAVE_VERSION = 1


def parse_action(text: str) -> tuple[int | None, str]:
    """Split an action's optional seat prefix: ``"3:quiero"`` → ``(3, "quiero")``.

    A prefix is ASCII digits only (``"²:mazo"`` and ``"０:mazo"`` have none: they are unknown
    actions).

    :raises IllegalAction: for a prefix too long to be any seat.
    """
    head, sep, rest = text.partition(":")
    if sep and head.isascii() and head.isdigit():
        if len(head) > 3:
            raise IllegalAction(f"{clip(text)}: there is no seat {clip(head, 12)}")
        return int(head), rest
    return None, text


def seeded_deck(rules: Rules, seed: int | str, hand_no: int, chico: int = 0) -> list[str]:
    """The shuffled deck of hand ``hand_no`` of a match: depends only on the seed and the numbers."""
    deck = list(rules.v.deck)
    Rng(derive("deal", seed, chico, hand_no)).shuffle(deck)
    return deck


class Match:
    """A whole match (or partido of chicos), driven by actions.

    :param seed: every deal comes from it; also draws the first dealer unless ``dealer`` is given.
    :param scores: starting scores (scenarios start mid-match).
    :param catch: with señas, each seat's chance (percent, 0-100) of catching a rival's seña: who
        plays the seat decides it (:func:`game.senas.catch_chances`); left out,
        :data:`game.senas.DEFAULT_CATCH` for every seat.
    """

    def __init__(self, rules: Rules | None = None, seed: int | str = 0, *,
                 dealer: int | None = None, scores: tuple[int, int] | list[int] = (0, 0),
                 catch: tuple[int, ...] | list[int] | None = None) -> None:
        self.rules = rules = rules or Rules()
        self.seed = seed
        n = rules.players
        if catch is None:
            catch = (sn.DEFAULT_CATCH,) * n
        if not isinstance(catch, (tuple, list)) or len(catch) != n:
            raise ValueError(f"catch must give a chance for each of the {n} seats")
        self.catch = tuple(sn.check_chance(c) for c in catch)
        if dealer is None:
            dealer = Rng(derive("first-dealer", seed)).below(n)
        if not (isinstance(dealer, int) and 0 <= dealer < n):
            raise ValueError(f"dealer must be a seat from 0 to {n - 1}")
        self.first_dealer = dealer
        self.start_scores = [int(scores[0]), int(scores[1])]
        self.scores = list(self.start_scores)
        self.chicos = [0, 0]
        self.chico_no = 0
        self.hand_no = 0  # hands started in this match
        self.chico_hand = 0  # hands started in this chico
        self.dealer = dealer
        self.hand: Hand | None = None
        self.over = False
        self.winner: int | None = None
        self.log: list[dict] = []  # one entry per hand: its deal and its actions, for saving

    # ------------------------------------------------------------------ hands
    def start_hand(self, *, hands: list[list[str]] | None = None, stock: list[str] | None = None) -> list[Event]:
        """Deal the next hand (from the seed unless ``hands`` or ``stock`` is given)."""
        if self.over:
            raise IllegalAction("deal: the match is over")
        dealer = self.dealer
        if self.hand is not None:
            if not self.hand.over:
                raise IllegalAction("deal: the hand in progress is not over")
            dealer = (dealer + 1) % self.rules.players
        deal: dict[str, list]
        if hands is not None:
            deal = {"hands": [list(h) for h in hands]}
        else:
            if stock is None:
                stock = seeded_deck(self.rules, self.seed, self.chico_hand, self.chico_no)
            deal = {"stock": list(stock)}
        before = list(self.scores)
        if self.hand is not None and max(self.scores) >= self.rules.target:
            # the last hand ended a chico: its score stayed on the board until now; the next starts at 0
            self.scores[0] = self.scores[1] = 0
        try:
            hand = Hand(self.rules, dealer, self.scores, hands=hands, stock=stock,  # may refuse the deal
                        sena_seed=sn.hand_seed(self.seed, self.chico_no, self.chico_hand), catch=self.catch)
        except IllegalAction:
            self.scores[:] = before
            raise
        self.dealer, self.hand = dealer, hand
        self.hand_no += 1
        self.chico_hand += 1
        self.log.append({"deal": deal, "actions": []})
        ev = [Event("deal", seat=self.dealer, value=self.hand_no)] + self.hand.events
        self.hand.events = list(ev)
        return ev

    @property
    def to_act(self) -> int | None:
        """The seat to act, or None between hands and after the match."""
        return None if self.hand is None or self.over else self.hand.to_act

    def legal_actions(self, seat: int | None = None) -> list[str]:
        """Legal actions of ``seat`` (default: the seat to act)."""
        if self.hand is None or self.over:
            return []
        return self.hand.legal_actions(seat)

    def sena_actions(self, seat: int) -> list[str]:
        """The señas ``seat`` may make now (never among :meth:`legal_actions`)."""
        if self.hand is None or self.over:
            return []
        return self.hand.sena_actions(seat)

    def apply(self, action: str) -> list[Event]:
        """Apply an action (``"play:1e"``, ``"3:quiero"``) and return its events.

        :raises IllegalAction: the state is left untouched.
        """
        if not isinstance(action, str):
            raise IllegalAction(f"{clip(repr(action))}: an action is a string such as 'play:1e' or '3:quiero'")
        if self.over:
            raise IllegalAction(f"{clip(action)}: the match is over")
        if self.hand is None:
            raise IllegalAction(f"{clip(action)}: no hand has been dealt")
        seat, act = parse_action(action)
        if seat is None:
            seat = self.hand.to_act  # the hand checks it: None when the hand is over
        ev = self.hand.apply(seat, act)
        assert seat is not None  # applied, so the hand was not over
        self.log[-1]["actions"].append(f"{seat}:{act}")
        if self.hand.over:
            extra = self._after_hand()
            self.hand.events.extend(extra)
            ev += extra
        return ev

    def _after_hand(self) -> list[Event]:
        ev: list[Event] = []
        for team in (0, 1):
            if self.scores[team] >= self.rules.target:
                self.chicos[team] += 1
                need = self.rules.chicos // 2 + 1
                if self.chicos[team] >= need:
                    self.over = True
                    self.winner = team
                    ev.append(Event("match-over", team=team))
                else:
                    ev.append(Event("chico-over", team=team, value=self.chico_no + 1))
                    self.chico_no += 1
                    self.chico_hand = 0
                break
        return ev

    # ------------------------------------------------------------------ observation
    def observe(self, seat: int) -> dict:
        """Exactly what ``seat`` may know, as plain data (DESIGN.md, "Observation per seat")."""
        from .observe import observe
        return observe(self, seat)

    # ------------------------------------------------------------------ copying and saving
    def rewound(self) -> "Match":
        """A new match with this one's setup (rules, seed, first dealer, starting scores, catch
        chances) and no hand dealt: its log replays to this match."""
        return Match(self.rules, self.seed, dealer=self.first_dealer, scores=self.start_scores, catch=self.catch)

    def clone(self) -> "Match":
        """A deep copy (for simulations)."""
        m = Match.__new__(Match)
        m.__dict__.update(self.__dict__)
        m.scores = list(self.scores)
        m.chicos = list(self.chicos)
        m.log = [{"deal": e["deal"], "actions": list(e["actions"])} for e in self.log]
        if self.hand is not None:
            m.hand = self.hand.clone()
            m.hand.scores = m.scores
        return m

    def to_json(self) -> str:
        """Save the match as versioned JSON: the rules, the seed, the seats' catch chances (when
        not the default), every deal and every action (señas too)."""
        return json.dumps({
            "format": SAVE_FORMAT,
            "version": SAVE_VERSION,
            "rules": self.rules.to_dict(),
            "seed": self.seed,
            "dealer": self.first_dealer,
            "scores": self.start_scores,
            **({"catch": list(self.catch)} if self.catch != (sn.DEFAULT_CATCH,) * self.rules.players else {}),
            "hands": self.log,
        }, separators=(",", ":"))

    @classmethod
    def from_json(cls, text: str) -> "Match":
        """Restore a match saved by :meth:`to_json` by replaying it.

        :raises ValueError: for a document that is not a valid save (wrong format, version, or an
            action the rules refuse).
        """
        try:
            doc = json.loads(text)
        except (TypeError, ValueError) as exc:
            raise ValueError(f"not a saved match: {exc}") from None
        if not isinstance(doc, dict) or doc.get("format") != SAVE_FORMAT:
            raise ValueError("not a saved match")
        if doc.get("version") != SAVE_VERSION:
            raise ValueError(f"saved match version {doc.get('version')!r} is not supported")
        try:
            m = cls(Rules.from_dict(doc["rules"]), doc["seed"], dealer=doc["dealer"], scores=doc["scores"],
                    catch=doc.get("catch"))
            for entry in doc["hands"]:
                deal = entry["deal"]
                m.start_hand(hands=deal.get("hands"), stock=deal.get("stock"))
                for action in entry["actions"]:
                    m.apply(action)
        except (KeyError, TypeError, AttributeError, IndexError) as exc:
            raise ValueError(f"saved match is damaged: {exc!r}") from None
        return m
