"""What a computer player learns about the other seats during one match, from observations only.

The table (or the arena, or the bot) keeps one :class:`Profile` per computer player and passes it
to :func:`game.ai.think`; it calls :meth:`Profile.learn` with that player's observation at the end
of every hand (``observe(seat)`` once the hand is over: its public history, the cards turned face
up and the envido cards shown). Nothing hidden is ever read, so the profile is as honest as the
observation. Counted per seat:

- bets made (truco and raises) and how many of them were *bluffs*: the seat's cards seen by the
  end of the hand were weak (no card better than an average one);
- answers to our bets and how many were folds (no quiero / corro / mazo);
- envido calls: in how many hands the seat called one, and how many of those calls were shown to be
  weak (its envido value became known, declared or from its cards, and was below what the call
  promises); answers to our envido calls and how many were refusals;
- señas seen (a partner's, a rival's caught): how many proved true and how many false by the end of
  the hand (:func:`game.senas.verdict`); the hard player believes a seat's señas that much
  (:func:`game.ai.senas.truthfulness`).

The hard player uses the bluff rates as the floors of its reading of the others' calls (a call from
a player seen to bluff says less about the cards: :mod:`game.ai.worlds`), and the fold rates to
predict how they answer its own calls. A fresh profile is the prior (no evidence).
The decision depends only on the observation, the level, the seed and the profile's counts, so it
stays reproducible; :meth:`to_dict` and :meth:`from_dict` save it with the match.
"""
from __future__ import annotations

import math

from ..cards import envido_value
from ..senas import verdict
from ..variants import VARIANTS
from .strength import beat_table

#: An envido call is a bluff when the caller's value turns out at most this.
WEAK_ENVIDO = {"envido": 24, "real-envido": 26, "falta-envido": 27}
_ENVIDO_ORDER = ("envido", "real-envido", "falta-envido")
#: The prior share of our bets a rival folds to (:meth:`Profile.fold_rate`: 1.2 folds in 3 answers).
FOLD_PRIOR = 0.4
#: At or below this fold rate a rival gets no bluffs (:meth:`Profile.bluff_scale`).
NO_BLUFF_FOLDS = 0.1
#: Our truco bluffs before the rivals have been seen to fold, as a share of the equilibrium's
#: (:meth:`Profile.bluff_scale` at the prior), and how many answers that prior weighs.
BLUFF_PRIOR_SCALE = 0.5
BLUFF_PRIOR_ANSWERS = 3


def rivals(n: int, team: int) -> list[int]:
    """The seats of a table of ``n`` that play against ``team`` (what the counts below are asked about)."""
    return [s for s in range(n) if (s & 1) != team]


def lower_bound(k: int, n: int, z: float = 1.645) -> float:
    """A one-sided 95% lower bound of a share seen ``k`` times out of ``n`` (Wilson)."""
    if n <= 0:
        return 0.0
    p = k / n
    den = 1 + z * z / n
    return max(0.0, (p + z * z / (2 * n) - z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n))) / den)


class Profile:
    """Counts about the other seats, learned hand by hand (see the module docstring)."""

    def __init__(self, players: int = 4) -> None:
        self.bets = [0] * players
        self.bluffs = [0] * players
        self.answers = [0] * players
        self.folds = [0] * players
        self.hands = 0
        self.env_hands = [0] * players  # hands in which the seat called an envido
        self.falta_hands = [0] * players  # ... a Falta envido
        self.env_shown = [0] * players  # ... and its value became known
        self.env_weak = [0] * players  # ... and it was weak
        self.env_answers = [0] * players  # answers to our envido calls
        self.env_folds = [0] * players
        self.sena_true = [0] * players  # señas seen of the seat that proved true
        self.sena_false = [0] * players  # ... and false
        self._last_hand: tuple | None = None

    def learn(self, obs: dict) -> None:
        """Fold one finished hand (the observation after it ended) into the counts; once per hand."""
        if not obs.get("hand_over") or not obs.get("history"):
            return
        key = (tuple(obs.get("chicos") or ()), obs.get("hand_no"))
        if key == self._last_hand:
            return
        self._last_hand = key
        self.hands += 1
        v = VARIANTS[obs["rules"]["variant"]]
        bt = beat_table(v.name)
        me = obs["seat"]
        seen: dict[int, list[str]] = {}
        for row in obs.get("tricks") or []:
            for e in row:
                if e["card"] is not None and not e["down"]:
                    seen.setdefault(e["seat"], []).append(e["card"])
        for entry in obs.get("shown") or []:
            seen.setdefault(entry["seat"], []).extend(entry["cards"])
        bet_by: int | None = None
        env_open = False
        env_by: int | None = None
        strongest: dict[int, str] = {}
        for item in obs["history"]:
            head, _, act = item.partition(":")
            if not head.isdigit():
                continue
            s = int(head)
            if act in _ENVIDO_ORDER:
                env_open = True
                env_by = s
                if (s & 1) != (me & 1) and s < len(self.bets):
                    if _ENVIDO_ORDER.index(act) >= _ENVIDO_ORDER.index(strongest.get(s, "envido")):
                        strongest[s] = act
                continue
            if env_open and act in ("quiero", "no-quiero", "mazo") and env_by is not None \
                    and (env_by & 1) == (me & 1) and (s & 1) != (me & 1) and s < len(self.bets):
                self.env_answers[s] += 1
                self.env_folds[s] += act != "quiero"
            if act in v.bet_calls:
                bet_by = s
                if (s & 1) != (me & 1) and s < len(self.bets):
                    self.bets[s] += 1
                    cards = seen.get(s, [])
                    if len(cards) >= 2 and max(bt[c] for c in cards) < 0.6:
                        self.bluffs[s] += 1
            elif act in (v.accept, v.refuse, "mazo") and not (env_open and act in ("quiero", "no-quiero")):
                if bet_by is not None and (bet_by & 1) == (me & 1) and (s & 1) != (me & 1):
                    self.answers[s] += 1
                    if act != v.accept:
                        self.folds[s] += 1
                bet_by = None if act != v.accept else bet_by
            elif act in ("quiero", "no-quiero") and env_open:
                env_open = False
        for e in obs.get("senas") or []:
            s = e["seat"]
            if s != me and s < len(self.sena_true):
                said = next((val for who, val in (obs.get("envido") or {}).get("said") or [] if who == s), None)
                proved = verdict(v.name, e["sign"], list(dict.fromkeys(seen.get(s, []))), said)
                if proved is not None:
                    self.sena_true[s] += proved
                    self.sena_false[s] += not proved
        for s, call in strongest.items():
            self.env_hands[s] += 1
            self.falta_hands[s] += call == "falta-envido"
            value = _known_envido(obs, s, seen.get(s, []))
            if value is not None:
                self.env_shown[s] += 1
                self.env_weak[s] += value <= WEAK_ENVIDO[call]

    def bluffiness(self, seat: int) -> float:
        """Share of the seat's bets that looked like bluffs (prior: 0.15)."""
        return (self.bluffs[seat] + 0.45) / (self.bets[seat] + 3)

    def fold_rate(self, seat: int) -> float:
        """Share of our bets the seat folded to (prior: 0.4)."""
        return (self.folds[seat] + 1.2) / (self.answers[seat] + 3)

    def sure_folds(self, seats) -> float:
        """How surely ``seats`` (the rivals) fold to our bets: a one-sided 95% lower bound of the
        share of our bets they folded to, all answers pooled (0 before any answer)."""
        seats = [s for s in seats if s < len(self.answers)]
        return lower_bound(sum(self.folds[s] for s in seats), sum(self.answers[s] for s in seats))

    def called_all(self, seats) -> int:
        """How many of our bets ``seats`` (the rivals) answered, all pooled, while they folded to
        none of them (0 once they folded to one)."""
        seats = [s for s in seats if s < len(self.answers)]
        return 0 if any(self.folds[s] for s in seats) else sum(self.answers[s] for s in seats)

    def folded_all(self, seats) -> int:
        """How many of our bets ``seats`` (the rivals) answered, all pooled, while they accepted
        none of them (0 once they accepted one): the mirror of :meth:`called_all`."""
        seats = [s for s in seats if s < len(self.answers)]
        if any(self.answers[s] > self.folds[s] for s in seats):
            return 0
        return sum(self.answers[s] for s in seats)

    def refused_nothing(self, seats) -> tuple[int, int] | None:
        """How many of our envido calls and of our bets ``seats`` (the rivals) answered, all pooled,
        while they refused none of those envido calls; None once they refused one. The second count
        is :meth:`called_all`'s."""
        seats = [s for s in seats if s < len(self.env_answers)]
        if any(self.env_folds[s] for s in seats):
            return None
        return sum(self.env_answers[s] for s in seats), self.called_all(seats)

    def bluff_scale(self, seats, prior_scale: float = BLUFF_PRIOR_SCALE) -> float:
        """How much bluffing pays against ``seats`` (the rivals), relative to a rival who folds at the
        prior's rate: 0 when they fold to at most :data:`NO_BLUFF_FOLDS` of our bets (bluffs only
        get called), up to 2 for a rival who folds to nearly everything. Bluffs are bought by
        evidence: before any answer it is ``prior_scale`` (:data:`BLUFF_PRIOR_SCALE`; 1: the prior
        fold rate of :meth:`fold_rate`), and it rises only as the rivals are seen to fold (their
        folds counted against that prior)."""
        seats = [s for s in seats if s < len(self.answers)]
        if not seats:
            return 1.0
        if prior_scale == 1.0:
            f = sum(self.fold_rate(s) for s in seats) / len(seats)
        else:
            prior = NO_BLUFF_FOLDS + prior_scale * (FOLD_PRIOR - NO_BLUFF_FOLDS)
            f = sum((self.folds[s] + prior * BLUFF_PRIOR_ANSWERS) / (self.answers[s] + BLUFF_PRIOR_ANSWERS)
                    for s in seats) / len(seats)
        return min(2.0, max(0.0, (f - NO_BLUFF_FOLDS) / (FOLD_PRIOR - NO_BLUFF_FOLDS)))

    def envido_bluff_scale(self, seats) -> float:
        """:meth:`bluff_scale` for our envido calls: how often ``seats`` refused them against the
        prior's half (0 at :data:`NO_BLUFF_FOLDS` or less, at most 2)."""
        seats = [s for s in seats if s < len(self.env_answers)]
        if not seats:
            return 1.0
        f = sum(self.envido_fold_rate(s) for s in seats) / len(seats)
        return min(2.0, max(0.0, (f - NO_BLUFF_FOLDS) / (0.5 - NO_BLUFF_FOLDS)))

    def bet_floor(self, seat: int) -> float:
        """How much a bet of the seat may be a bluff (the floor of its reading): its bluffiness."""
        return self.bluffiness(seat)

    def envido_bluffiness(self, seat: int) -> float:
        """How much an envido call of the seat may be a bluff (prior 0.01): the larger of the share
        of its calls shown to be weak and how far it calls more often than a careful player (about
        one hand in three)."""
        shown = (self.env_weak[seat] + 0.03) / (self.env_shown[seat] + 3)
        often = (self.env_hands[seat] + 1) / (self.hands + 4) - 0.35 if self.hands else 0.0
        return max(shown, often)

    def falta_bluffiness(self, seat: int) -> float:
        """How much a Falta envido of the seat may be a bluff: :meth:`envido_bluffiness`, or how far
        it calls Falta more often than a careful player (about one hand in fifty), if more."""
        often = (self.falta_hands[seat] + 0.1) / (self.hands + 6) - 0.03
        return max(self.envido_bluffiness(seat), often)

    def envido_fold_rate(self, seat: int) -> float:
        """Share of our envido calls the seat refused (prior: 0.5)."""
        return (self.env_folds[seat] + 1.5) / (self.env_answers[seat] + 3)

    def to_dict(self) -> dict:
        """Plain data."""
        return {"bets": self.bets, "bluffs": self.bluffs, "answers": self.answers, "folds": self.folds,
                "hands": self.hands, "env_hands": self.env_hands, "falta_hands": self.falta_hands, "env_shown": self.env_shown,
                "env_weak": self.env_weak, "env_answers": self.env_answers, "env_folds": self.env_folds,
                "sena_true": self.sena_true, "sena_false": self.sena_false}

    @classmethod
    def from_dict(cls, data: dict) -> "Profile":
        """Rebuild a profile saved by :meth:`to_dict`."""
        p = cls(len(data["bets"]))
        p.bets, p.bluffs = list(data["bets"]), list(data["bluffs"])
        p.answers, p.folds = list(data["answers"]), list(data["folds"])
        p.hands = int(data.get("hands", 0))
        for key in ("env_hands", "falta_hands", "env_shown", "env_weak", "env_answers", "env_folds",
                    "sena_true", "sena_false"):
            if key in data:
                setattr(p, key, [int(x) for x in data[key]])
        return p


def _known_envido(obs: dict, seat: int, seen: list[str]) -> int | None:
    """The seat's envido value if the hand showed it: declared, or all its cards seen; a "son
    buenas" gives the value it could not beat (an upper bound, enough to call a bluff)."""
    env = obs.get("envido") or {}
    best = None
    for s, val in env.get("said") or []:
        if s == seat:
            return val if val is not None else best
        if val is not None:
            best = val
    if len(set(seen)) >= 3:
        return envido_value(list(dict.fromkeys(seen))[:3])
    return None


def learned_profiles(match, seats) -> dict[int, Profile]:
    """Profiles for ``seats`` as if they had watched every finished hand of ``match``.

    Used when a saved match is resumed: the profiles are rebuilt from the match's own record, so
    they need no saving and cannot disagree with it.
    """
    profiles = {s: Profile(match.rules.players) for s in seats}
    replay = match.rewound()
    for entry in match.log:
        deal = entry["deal"]
        replay.start_hand(hands=deal.get("hands"), stock=deal.get("stock"))
        for action in entry["actions"]:
            replay.apply(action)
        if replay.hand is not None and replay.hand.over:
            for seat, profile in profiles.items():
                profile.learn(replay.observe(seat))
        if replay.over:
            break
    return profiles
