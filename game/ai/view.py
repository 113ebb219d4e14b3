"""A compact view of one seat's situation, built from an observation or (in simulations) a hand.

The heuristic players read only this view. :func:`from_obs` is what the real players use;
:func:`from_hand` builds the same view for a seat of a simulated world, from that seat's own cards
and the public table only, so the simulated players do not peek either.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from ..cards import envido_value
from ..variants import VARIANTS
from .senas import seen_senas


@dataclass
class View:
    """What a heuristic player looks at."""

    seat: int
    n: int
    variant: str
    legal: list[str]
    cards: list[str] | None  # None in a mão de ferro
    dealt: list[str] | None  # own cards of the deal (for the envido)
    trick: list[tuple[int, str | None, bool]]  # the trick in progress: (seat, card or None, down)
    results: list[int | None]
    scores: list[int]
    target: int
    level: int  # accepted bet level
    stake: int
    pending_bet: int | None  # level called against this seat's team, if any
    envido_calls: list[str]
    envido_pending: bool  # an envido call waits for this seat's team
    phase: str
    partner_hand: list[str] | None = None
    passed: bool = False
    rejections: int = 0
    falta: int = 0
    flags: dict = field(default_factory=dict)
    #: the señas the seat knows of the others (its partner's, the rivals' it caught), by seat
    signs: dict[int, list[str]] = field(default_factory=dict)

    @property
    def team(self) -> int:
        """The seat's team."""
        return self.seat & 1

    @property
    def strength(self):
        """The variant's trick strength table."""
        return VARIANTS[self.variant].strength

    def envido(self) -> int:
        """The seat's envido value (0 when unknown)."""
        return envido_value(self.dealt) if self.dealt else 0


def from_obs(obs: dict) -> View:
    """The view of the observed seat."""
    rules = obs["rules"]
    seat = obs["seat"]
    n = rules["players"]
    tricks = obs.get("tricks") or [[]]
    cur = tricks[-1] if tricks else []
    trick = [(e["seat"], e["card"], bool(e["down"])) for e in cur]
    if len(trick) == n:  # defensive: a completed trick is not in progress
        trick = []
    hand = obs.get("hand")
    dealt = None
    if hand is not None:
        dealt = list(hand)
        for row in tricks:
            for e in row:
                if e["seat"] == seat and e["card"] is not None:
                    dealt.append(e["card"])
    pb = obs.get("pending_bet")
    env = obs.get("envido") or {}
    pending_env = env.get("pending_caller") is not None and (env["pending_caller"] & 1) != (seat & 1)
    scores = list(obs["scores"])
    target = rules["target"]
    tanda = obs.get("tanda") or {}
    return View(
        seat=seat, n=n, variant=rules["variant"], legal=list(obs["legal"]),
        cards=list(hand) if hand is not None else None, dealt=dealt, trick=trick,
        results=list(obs.get("results") or []), scores=scores, target=target,
        level=obs.get("level", 0) or 0, stake=obs.get("stake", 1) or 1,
        pending_bet=(pb["level"] if pb and (pb["caller"] & 1) != (seat & 1) else None),
        envido_calls=list(env.get("calls") or []), envido_pending=pending_env,
        phase=obs.get("phase", "play"), partner_hand=obs.get("partner_hand"),
        passed=bool(tanda.get("passed")), rejections=int(tanda.get("rejections") or 0),
        falta=target - max(scores), signs=seen_senas(obs),
    )


def from_hand(h, seat: int, legal: list[str]) -> View:
    """The view of ``seat`` in a simulated hand (its own cards and the public table only)."""
    trick = h.tricks[-1]
    if len(trick) == h.n:
        trick = []
    pb = h.pending_bet
    ec = h.envido.caller
    scores = h.scores
    return View(
        seat=seat, n=h.n, variant=h.v.name, legal=legal,
        cards=None if h.mineiro.ferro else h.cards[seat], dealt=h.dealt[seat], trick=trick,
        results=h.results, scores=scores, target=h.target, level=h.level, stake=h.stake,
        pending_bet=(pb[0] if pb is not None and (pb[1] & 1) != (seat & 1) else None),
        envido_calls=h.envido.calls, envido_pending=ec is not None and (ec & 1) != (seat & 1),
        phase=h.phase, partner_hand=None, passed=h.mineiro.passed is not None, rejections=h.mineiro.rejections,
        falta=h.target - max(scores),
    )
