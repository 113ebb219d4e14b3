"""Determinization: full deals consistent with one seat's observation, rebuilt as engine hands.

A *world* gives every unseen card an owner, consistently with everything the observation shows:
the seat's own cards, the cards played face up, burned tandas, a passed tanda the seat saw, the
partner's cards in a mão de onze, envido values declared, a *son buenas* (the value is at most the
best opposing value said before it), flores sung or not. Each world is rebuilt by dealing it to a
fresh :class:`~game.hand.Hand` and replaying the public history; worlds whose replay disagrees
with the observation are thrown away.

Worlds are also weighted by how plausible the others' actions are with the sampled cards (a player
who calls truco usually holds good cards, one with 30 of envido usually calls it, a refusal
suggests a weak hand); :class:`~game.ai.profile.Profile` softens that for players seen to bluff.
"""
from __future__ import annotations

from itertools import combinations
from typing import Iterator

from ..cards import envido_value, has_flor
from ..errors import IllegalAction
from ..hand import Hand
from ..rng import Rng
from ..rules import Rules
from ..variants import VARIANTS
from .strength import beat_table

ENVIDO_CALLS = ("envido", "real-envido", "falta-envido")


class Knowledge:
    """What the observation pins down, prepared once per decision."""

    def __init__(self, obs: dict, bluffiness: list[float] | None = None) -> None:
        rules = self.rules = Rules.from_dict(obs["rules"])
        v = self.v = VARIANTS[rules.variant]
        n = self.n = rules.players
        me = self.me = obs["seat"]
        self.obs = obs
        self.known: list[list[str]] = [[] for _ in range(n)]
        self.downs: list[list[str | None]] = [[] for _ in range(n)]  # face-down plays, in order
        self.faceup: list[set[str]] = [set() for _ in range(n)]
        seen: set[str] = set()
        for row in obs.get("tricks") or []:
            for e in row:
                s, c = e["seat"], e["card"]
                if e["down"]:
                    self.downs[s].append(c)  # known only for the seat itself
                    if c is not None:
                        self.known[s].append(c)
                        seen.add(c)
                elif c is not None:
                    self.known[s].append(c)
                    self.faceup[s].add(c)
                    seen.add(c)
        if obs.get("hand") is not None:
            self.known[me] += obs["hand"]
            seen.update(obs["hand"])
        partner = (me + 2) % n
        if obs.get("partner_hand") is not None and n == 4:
            for c in obs["partner_hand"]:
                if c not in seen:
                    self.known[partner].append(c)
                    seen.add(c)
        tanda = obs.get("tanda") or {}
        if tanda.get("passed_cards") and n == 4:
            for c in tanda["passed_cards"]:
                if c not in seen:
                    self.known[partner].append(c)
                    seen.add(c)
        for entry in obs.get("shown") or []:
            for c in entry["cards"]:
                if c not in seen:
                    self.known[entry["seat"]].append(c)
                    seen.add(c)
        burned: set[str] = set()
        for batch in tanda.get("burned") or []:
            burned.update(batch)
        self.pool = [c for c in v.deck if c not in seen and c not in burned]
        self.missing = [3 - len(self.known[s]) for s in range(n)]
        env = obs.get("envido") or {}
        said = env.get("said") or []
        self.exact: dict[int, int] = {}
        self.at_most: dict[int, int] = {}
        best = None
        for s, val in said:
            if val is not None:
                self.exact[s] = val
                best = val
            elif best is not None:
                self.at_most[s] = best
        self.flor_sung = set(obs.get("flor_sung") or [])
        self.flor_rule = bool(rules.flor)
        self.bluffiness = bluffiness or [0.0] * n
        self._scan_history()
        self.valid_cache: dict[int, list[tuple[str, ...]]] = {}

    def _scan_history(self) -> None:
        """Note, per seat, the actions that say something about its cards."""
        n = self.n
        self.signals: list[list[str]] = [[] for _ in range(n)]
        envido_seen = False
        truco_accepted = False
        played_first: set[int] = set()
        trick_cards = 0
        for item in self.obs.get("history") or []:
            head, _, act = item.partition(":")
            if not head.isdigit():
                continue
            s = int(head)
            verb = act.partition(":")[0]
            if verb in ENVIDO_CALLS:
                envido_seen = True
                self.signals[s].append("envido-call")
            if verb in ("play", "down"):
                if s not in played_first and trick_cards < n:
                    played_first.add(s)
                    if not envido_seen and not truco_accepted and not self.flor_sung and self.v.has_envido:
                        self.signals[s].append("no-envido")
                trick_cards += 1
            elif verb in self.v.bet_calls:
                self.signals[s].append("bet")
            elif verb == self.v.accept and self.v.accept != "quiero":
                self.signals[s].append("accept")
                truco_accepted = True
            elif verb == self.v.refuse and self.v.refuse != "no-quiero":
                self.signals[s].append("refuse")
            elif verb == "mazo":
                self.signals[s].append("refuse")
        # quiero/no-quiero are shared by envido and truco in Argentino: read them from the events order
        if self.v.accept == "quiero":
            self._scan_argentine_answers()

    def _scan_argentine_answers(self) -> None:
        env_open = False
        bet_open = False
        for item in self.obs.get("history") or []:
            head, _, act = item.partition(":")
            if not head.isdigit():
                continue
            s = int(head)
            if act in ENVIDO_CALLS:
                env_open = True
            elif act in self.v.bet_calls:
                bet_open = True
            elif act in ("quiero", "no-quiero"):
                if env_open:
                    self.signals[s].append("envido-accept" if act == "quiero" else "envido-refuse")
                    env_open = False
                elif bet_open:
                    self.signals[s].append("accept" if act == "quiero" else "refuse")
                    bet_open = False

    # ------------------------------------------------------------------ plausibility
    def fits(self, s: int, dealt: tuple[str, ...] | list[str]) -> bool:
        """Hard constraints on seat ``s``'s dealt cards."""
        if self.flor_rule and s in self.flor_sung and not has_flor(dealt):
            return False
        if s in self.exact and envido_value(dealt) != self.exact[s]:
            return False
        if s in self.at_most and envido_value(dealt) > self.at_most[s]:
            return False
        return True

    def likelihood(self, s: int, dealt) -> float:
        """How plausible seat ``s``'s actions are with ``dealt`` (0..1, 1 = no evidence against)."""
        sig = self.signals[s]
        if not sig:
            return 1.0
        floor = 0.15 + 0.5 * self.bluffiness[s]
        bt = beat_table(self.v.name)
        top = sorted((bt[c] for c in dealt), reverse=True)
        power = (top[0] + top[1]) / 2 if len(top) > 1 else 0.5
        ev = envido_value(dealt) if self.v.has_envido else 0
        p = 1.0
        for what in sig:
            if what == "bet":
                p *= max(floor, min(1.0, (power - 0.45) / 0.35))
            elif what == "accept":
                p *= max(floor + 0.1, min(1.0, (power - 0.35) / 0.35))
            elif what == "refuse":
                p *= max(0.2, min(1.0, (0.95 - power) / 0.35))
            elif what == "envido-call":
                p *= 1.0 if ev >= 27 else (0.5 if ev >= 24 else floor)
            elif what == "envido-accept":
                p *= 1.0 if ev >= 26 else (0.5 if ev >= 23 else floor + 0.1)
            elif what == "envido-refuse":
                p *= 1.0 if ev <= 26 else 0.3
            elif what == "no-envido":
                p *= 1.0 if ev <= 28 else 0.45
        return p

    def _valid_hands(self, s: int, pool: list[str]) -> list[tuple[str, ...]]:
        """Every completion of seat ``s``'s hand from the whole pool that meets the hard constraints."""
        if s not in self.valid_cache:
            k = self.missing[s]
            known = self.known[s]
            self.valid_cache[s] = [combo for combo in combinations(pool, k)
                                   if self.fits(s, known + list(combo))]
        return self.valid_cache[s]

    # ------------------------------------------------------------------ sampling
    def sample(self, rng: Rng, tries: int = 30) -> list[list[str]] | None:
        """One deal (every seat's three cards of the deal), or None if the sampling failed."""
        n = self.n
        if sum(max(0, k) for k in self.missing) > len(self.pool):
            return None  # an impossible observation: nothing to sample
        order = sorted(range(n), key=lambda s: (0 if (s in self.exact or s in self.flor_sung or s in self.at_most) else 1, s))
        best: list[list[str]] | None = None
        best_w = -1.0
        for _ in range(tries):
            pool = list(self.pool)
            dealt: list[list[str]] = [list(self.known[s]) for s in range(n)]
            ok = True
            for s in order:
                k = self.missing[s]
                if k <= 0:
                    continue
                constrained = s in self.exact or s in self.at_most or (self.flor_rule and s in self.flor_sung)
                got = None
                for _attempt in range(200 if constrained else 1):
                    idx = _pick(rng, len(pool), k)
                    combo = [pool[i] for i in idx]
                    if not constrained or self.fits(s, dealt[s] + combo):
                        got = combo
                        break
                if got is None:
                    valid = [c for c in self._valid_hands(s, self.pool) if all(x in pool for x in c)]
                    if not valid:
                        ok = False
                        break
                    got = list(valid[rng.below(len(valid))])
                for c in got:
                    pool.remove(c)
                dealt[s] += got
            if not ok:
                continue
            w = 1.0
            for s in range(n):
                if s != self.me:
                    w *= self.likelihood(s, dealt[s])
            if rng.random() < w:
                return dealt
            if w > best_w:
                best, best_w = dealt, w
        return best

    def build(self, dealt: list[list[str]]) -> Hand | None:
        """Deal ``dealt`` to a fresh hand and replay the public history; None if it disagrees."""
        obs = self.obs
        h = Hand(self.rules, obs["dealer"], list(obs["start_scores"]), hands=dealt)
        # the face-down plays of the others take their first sampled cards
        unknown = [list(dealt[s][len(self.known[s]):]) for s in range(self.n)]
        mine_down = [c for c in self.downs[self.me] if c is not None]
        try:
            for item in obs.get("history") or []:
                head, _, act = item.partition(":")
                s = int(head)
                if act in ("keep", "pass", "burn"):
                    continue
                if act == "down":
                    if s == self.me and mine_down:
                        card = mine_down.pop(0)
                    elif unknown[s]:
                        card = unknown[s].pop(0)
                    else:  # every card of s is known (a passed tanda): any one not played face up later
                        card = next((c for c in h.cards[s] if c not in self.faceup[s]), None)
                        if card is None:
                            return None
                    act = "down:" + card
                elif h.ferro and act.startswith("play:"):
                    act = f"blind:{h.cards[s].index(act[5:]) + 1}"
                h.apply(s, act)
        except (IllegalAction, ValueError, IndexError):
            return None
        if sorted(h.flor_sung) != sorted(self.flor_sung) or h.to_act != obs.get("to_act"):
            return None
        said = [[s, val] for s, val in h.envido_said]
        if said != (obs.get("envido") or {}).get("said", []):
            return None
        return h


def _pick(rng: Rng, n: int, k: int) -> list[int]:
    """``k`` distinct indices below ``n``."""
    out: list[int] = []
    if k > n:
        raise ValueError("not enough cards to sample from")
    while len(out) < k:
        i = rng.below(n)
        if i not in out:
            out.append(i)
    return out


def worlds(know: Knowledge, rng: Rng, count: int, max_tries: int = 0) -> Iterator[Hand | None]:
    """Yield up to ``count`` consistent worlds; yields None for a failed attempt (a slice of work)."""
    made = 0
    attempts = 0
    limit = max_tries or count * 4
    while made < count and attempts < limit:
        attempts += 1
        dealt = know.sample(rng)
        h = know.build(dealt) if dealt is not None else None
        if h is not None:
            made += 1
        yield h
