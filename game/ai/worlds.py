"""Determinization: full deals consistent with one seat's observation, rebuilt as engine hands.

A *world* gives every unseen card an owner, consistently with everything the observation shows:
the seat's own cards, the cards played face up, burned tandas, a passed tanda the seat saw, the
partner's cards in a mão de onze, envido values declared, a *son buenas* (the value is at most the
best opposing value said before it), flores sung or not. Each world is rebuilt by dealing it to a
fresh :class:`~game.hand.Hand` and replaying the public history; worlds whose replay disagrees
with the observation are thrown away.

Worlds are also weighted by how likely the others' actions were with the sampled cards: every call,
answer and play is an evidence item (:mod:`game.ai.evidence`) whose likelihood comes from self-play
statistics of the modelled level (:mod:`game.ai.calls_table`), with a floor for bluffs that the
opponent :class:`~game.ai.profile.Profile` raises for a player seen to bluff. A Falta envido from a
careful player therefore means a strong envido. Each seat's hidden cards are drawn in turn and
kept with a probability equal to their likelihood (a few tries, else the most plausible draw).

Señas the seat knows (its partner's, the rivals' it caught: :mod:`game.ai.senas`) are believed in
each world with the chance that the signer's señas proved true in this match; a believed seña deals
the signer only hands that fit it (dropped again when no hand can): the cards it names are dealt
first, then the rest, with every hand that fits as likely as with drawing whole hands until one fits.
"""
from __future__ import annotations

from itertools import combinations
from math import comb
from typing import Iterator, Literal

from ..cards import ENVIDO_CARD, envido_value, has_flor
from ..errors import IllegalAction
from ..hand import Hand
from ..rng import Rng
from ..rules import Rules
from ..senas import ENVIDO_ALTO, holds
from ..variants import VARIANTS
from .calls_table import COUNTS
from .evidence import Item, Reader, context, read_step
from .fast import BLIND, DOWN, FastHand, code_of, tables
from .profile import Profile
from .senas import needs, seen_senas, truthfulness

#: Draws per seat before the most plausible one is taken.
TRIES = 24
#: Draws of a seat whose señas are believed before a rare fit is taken from the list of every fit.
QUICK = 15
#: The bluff floor of card play (how often a player leads or follows unlike the model), per
#: :class:`game.ai.evidence.Reader`; the envido and bet floors come from the profile.
PLAY_FLOOR = 0.15

ENVIDO_CALLS = ("envido", "real-envido", "falta-envido")
#: Actions that say something about the actor's cards.
READ = frozenset(ENVIDO_CALLS + ("truco", "retruco", "vale-cuatro", "seis", "nove", "doze", "quiero", "no-quiero",
                                 "aceito", "corro", "mazo"))


class Knowledge:
    """What the observation pins down, prepared once per decision."""

    def __init__(self, obs: dict, profile: Profile | None = None) -> None:
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
        prof = profile or Profile(n)
        self.floors = [{"envido": prof.envido_bluffiness(s), "falta": prof.falta_bluffiness(s),
                        "bet": prof.bet_floor(s), "play": PLAY_FLOOR} for s in range(n)]
        self.items: list[list[Item]] | None = None  # read from the history by the first sample
        self._memo: list[dict[tuple | frozenset, float]] = [{} for _ in range(n)]
        self._plans: list[tuple[list[tuple[Item, float, int, dict]], bool] | None] = [None] * n
        self.valid_cache: dict[tuple[int, tuple[str, ...]], list[tuple[str, ...]]] = {}
        #: the señas of the others the seat knows, and how far each signer is believed
        self.signs = seen_senas(obs)
        self.truth = {s: truthfulness(profile, s) for s in self.signs}
        self.believed: dict[int, tuple[str, ...]] = {}  # the señas believed in the world being drawn
        self._codes: list[tuple[int, int]] | Literal[False] | None = None
        self._signed: tuple | Literal[False] | None = None  # what the seat being dealt is dealt from
        self._rare: set[tuple[int, tuple[str, ...]]] = set()  # believed señas rarely met by a draw

    def reads(self) -> list[str]:
        """The other seats' actions read as evidence about their cards, as ``"seat:action"``."""
        out = []
        for item in self.obs.get("history") or []:
            head, _, act = item.partition(":")
            if head.isdigit() and int(head) != self.me and act.partition(":")[0] in READ:
                out.append(item)
        return out

    # ------------------------------------------------------------------ plausibility
    def fits(self, s: int, dealt: tuple[str, ...] | list[str]) -> bool:
        """Hard constraints on seat ``s``'s dealt cards."""
        if self.flor_rule and s in self.flor_sung and not has_flor(dealt):
            return False
        if s in self.exact and _envido(dealt) != self.exact[s]:
            return False
        if s in self.at_most and _envido(dealt) > self.at_most[s]:
            return False
        for sign in self.believed.get(s, ()):
            if not holds(self.v.name, sign, dealt):
                return False
        return True

    def likelihood(self, s: int, dealt) -> float:
        """How likely seat ``s``'s actions were with ``dealt`` (0..1: 1 = as likely as with any hand)."""
        items = self.items[s] if self.items else ()
        if not items:
            return 1.0
        plan = self._plans[s]
        if plan is None:
            plan = self._plans[s] = self._plan(s)
        reads, in_any_order = plan
        start = len(self.known[s])
        key = frozenset(dealt[start:]) if in_any_order else tuple(dealt[start:])
        memo = self._memo[s]
        if key in memo:
            return memo[key]
        p = 1.0
        for item, floor, shift, probs in reads:
            # an envido value read: Item.outcome's feature (the envido counts the same in any order)
            got = (_envido(dealt), item.label) if item.kind == "ev" else item.outcome(dealt, start)
            q = probs.get(got)
            if q is None:
                feature, label = got
                q = probs[got] = _READER.prob(item.key, feature, label, floor, shift if label in ENVIDO_CALLS else 0)
            p *= q
        memo[key] = p
        return p

    def _plan(self, s: int) -> tuple[list[tuple[Item, float, int, dict]], bool]:
        """Seat ``s``'s evidence items with their bluff floor, envido shift and a memo of their
        likelihoods by ``(feature, label)``, and whether its likelihood depends only on which cards
        were drawn, not on their order (no face-down play, whose card is the first drawn, and no
        tanda, whose bucket sums in the cards' order)."""
        floors = self.floors[s]
        reads: list[tuple[Item, float, int, dict]] = []
        for item in self.items[s] if self.items else ():
            family = item.family
            floor = floors[family]
            reads.append((item, floor, loose_shift(floor) if family in ("envido", "falta") else 0, {}))
        return reads, all(item.downs == 0 and item.kind != "batch" for item, _, _, _ in reads)

    def _read(self, rng: Rng) -> None:
        """Collect the evidence items of the public history, replayed on one consistent deal."""
        self.items = [[] for _ in range(self.n)]
        if not any(item.partition(":")[0].isdigit() and int(item.partition(":")[0]) != self.me
                   for item in self.obs.get("history") or []):
            return
        for _ in range(12):
            dealt = self._draw_deal(rng, weighted=False)
            if dealt is not None and self.build(dealt, self.items) is not None:
                return
            self.items = [[] for _ in range(self.n)]

    def _valid_hands(self, s: int, pool: list[str]) -> list[tuple[str, ...]]:
        """Every completion of seat ``s``'s hand from the whole pool that meets the hard constraints."""
        key = (s, self.believed.get(s, ()))
        if key not in self.valid_cache:
            k = self.missing[s]
            known = self.known[s]
            value = self.exact.get(s)
            if k == 3 and value is None and "envido-alto" in key[1] and not (self.flor_rule and s in self.flor_sung):
                # a believed envido alto: a pair of one suit worth 28 or more, and any third card
                env = ENVIDO_CARD
                pairs = [(a, b) for a, b in combinations(pool, 2)
                         if a[-1] == b[-1] and 20 + env[a] + env[b] >= ENVIDO_ALTO]
                found = {tuple(sorted((a, b, c))) for a, b in pairs for c in pool
                         if c != a and c != b and self.fits(s, [a, b, c])}
                self.valid_cache[key] = sorted(found)
            elif k == 3 and value is not None and value >= 20 and not (self.flor_rule and s in self.flor_sung):
                # a declared value of 20 or more is a pair of one suit worth it: start from those pairs
                env = ENVIDO_CARD
                pairs = [(a, b) for a, b in combinations(pool, 2) if a[-1] == b[-1] and 20 + env[a] + env[b] == value]
                found = {tuple(sorted((a, b, c))) for a, b in pairs for c in pool
                         if c != a and c != b and self.fits(s, [a, b, c])}
                self.valid_cache[key] = sorted(found)
            else:
                self.valid_cache[key] = [combo for combo in combinations(pool, k)
                                         if self.fits(s, known + list(combo))]
        return self.valid_cache[key]

    # ------------------------------------------------------------------ sampling
    def sample(self, rng: Rng, tries: int = TRIES) -> list[list[str]] | None:
        """One deal (every seat's three cards of the deal), or None if the sampling failed."""
        if self.items is None:
            self._read(rng)
        return self._draw_deal(rng, weighted=True, tries=tries)

    def _draw_deal(self, rng: Rng, weighted: bool, tries: int = 1) -> list[list[str]] | None:
        n = self.n
        if sum(max(0, k) for k in self.missing) > len(self.pool):
            return None  # an impossible observation: nothing to sample
        self.believed = {s: tuple(sign for sign in signs if rng.random() < self.truth[s])
                         for s, signs in self.signs.items()} if weighted else {}
        order = sorted(range(n), key=lambda s: (0 if self._constrained(s) else 1, s))
        pool = list(self.pool)
        dealt: list[list[str]] = [list(self.known[s]) for s in range(n)]
        for s in order:
            k = self.missing[s]
            if k <= 0:
                continue
            self._signed = None
            best, best_w = None, -1.0
            for _ in range(tries if weighted else 1):
                got = self._draw(s, dealt[s], pool, rng)
                if got is None and self.believed.get(s):
                    self.believed[s] = ()  # no hand fits the señas believed: they were false
                    got = self._draw(s, dealt[s], pool, rng)
                if got is None:
                    return None
                if not weighted:
                    best = got
                    break
                w = self.likelihood(s, dealt[s] + got)
                if w >= 1.0 or rng.random() < w:
                    best = got
                    break
                if w > best_w:
                    best, best_w = got, w
            assert best is not None  # the first try always keeps its draw
            for c in best:
                pool.remove(c)
            dealt[s] += best
        return dealt

    def _constrained(self, s: int) -> bool:
        return s in self.exact or s in self.at_most or (self.flor_rule and s in self.flor_sung) \
            or bool(self.believed.get(s))

    def _draw(self, s: int, mine: list[str], pool: list[str], rng: Rng) -> list[str] | None:
        """Seat ``s``'s missing cards from ``pool``, meeting the hard constraints (None: impossible)."""
        k = self.missing[s]
        if not self._constrained(s):
            return [pool[i] for i in _pick(rng, len(pool), k)]
        if self.believed.get(s):
            return self._draw_signed(s, mine, pool, rng)
        # :meth:`fits` inlined (no seña believed here): a rare declared value takes 200 draws
        flor = self.flor_rule and s in self.flor_sung
        exact, most = self.exact.get(s), self.at_most.get(s)
        valued = exact is not None or most is not None
        n = len(pool)
        for _attempt in range(200):
            combo = [pool[i] for i in _pick(rng, n, k)]
            cards = mine + combo
            if flor and not has_flor(cards):
                continue
            if valued:
                value = _envido(cards)
                if (exact is not None and value != exact) or (most is not None and value > most):
                    continue
            return combo
        return self._enumerated(s, pool, rng)

    def _draw_signed(self, s: int, mine: list[str], pool: list[str], rng: Rng) -> list[str] | None:
        """:meth:`_draw` for a seat whose señas are believed: the cards they name are dealt first,
        then the rest, with the same law as drawing whole hands until one fits (every hand that
        fits equally likely). A "one of these" claim deals one such card (two for ``dois-tres``)
        first and keeps the hand with the chance 1 / (ways it could have been dealt so)."""
        if self._signed is None:  # once per seat and deal: the pool does not change between tries
            self._signed = self._signed_plan(s, mine, pool)
        if not self._signed:
            return None
        forced, rest, grouped, r, q, check = self._signed
        if (s, self.believed[s]) not in self._rare:
            for attempt in range(200):
                chosen = _pick(rng, grouped, q)  # the claim's cards are the first ``grouped`` of ``rest``
                while len(chosen) < r:
                    i = rng.below(len(rest))
                    if i not in chosen:
                        chosen.append(i)
                if q:
                    ways = comb(sum(i < grouped for i in chosen), q)
                    if ways > 1 and rng.below(ways):
                        continue
                combo = forced + [rest[i] for i in chosen]
                if not check or self.fits(s, mine + combo):
                    rng.shuffle(combo)  # a face-down play takes the first sampled card: any of them
                    return combo
                if attempt == QUICK and self._few_fit(s):
                    self._rare.add((s, self.believed[s]))  # this decision's next draws go to the list
                    break
            else:
                return self._enumerated(s, pool, rng)
        # a rare fit (an envido alto, a declared value) among hands that are quick to list: one of
        # them at random, again while it holds a card dealt to another seat in this world
        valid = self._valid_hands(s, self.pool)
        free = set(pool)
        for _ in range(4 * QUICK):
            if not valid:
                return None
            combo = list(valid[rng.below(len(valid))])
            if all(c in free for c in combo):
                rng.shuffle(combo)
                return combo
        return self._enumerated(s, pool, rng)

    def _few_fit(self, s: int) -> bool:
        """Whether every hand of seat ``s`` that fits is quick to list (:meth:`_valid_hands`)."""
        if self.missing[s] < 3:
            return True
        value = self.exact.get(s)
        return not (self.flor_rule and s in self.flor_sung) and (
            (value is not None and value >= 20) or (value is None and "envido-alto" in self.believed.get(s, ())))

    def _signed_plan(self, s: int, mine: list[str], pool: list[str]) -> tuple | Literal[False]:
        """What :meth:`_draw_signed` deals from: the forced cards, the other free cards (those of a
        "one of these" claim first), how many of those the claim has, how many to deal, how many must
        be of the claim, and whether a hand so dealt still needs :meth:`fits`; False when no hand
        can fit."""
        need = needs(self.v.name, self.believed[s], mine)
        k = self.missing[s]
        if need is None or len(need.forced) > k or any(c not in pool for c in need.forced):
            return False
        if self.valid_cache.get((s, self.believed[s])) == []:
            return False  # listed before in this decision: no hand fits these señas
        if "envido-alto" in self.believed[s] and min(self.exact.get(s, 99), self.at_most.get(s, 99)) < ENVIDO_ALTO:
            return False  # its envido was said (or beaten with a "son buenas") below 28
        forced = list(need.forced)
        free = [c for c in pool if c not in need.banned and c not in forced]
        group = [c for c in free if c in need.among]
        rest = group + [c for c in free if c not in need.among]
        r, q = k - len(forced), need.count
        if r > len(rest) or q > min(r, len(group)):
            return False
        check = not need.met or s in self.exact or s in self.at_most or (self.flor_rule and s in self.flor_sung)
        return forced, rest, len(group), r, q, check

    def _enumerated(self, s: int, pool: list[str], rng: Rng) -> list[str] | None:
        """One of every hand of seat ``s`` that fits, from the cards still free (None: none)."""
        free = set(pool)
        valid = [c for c in self._valid_hands(s, self.pool) if all(x in free for x in c)]
        if not valid:
            return None
        return list(valid[rng.below(len(valid))])

    def build(self, dealt: list[list[str]], read: list[list[Item]] | None = None) -> Hand | None:
        """Deal ``dealt`` to a fresh hand and replay the public history; None if it disagrees.

        :param read: if given, the evidence items of the other seats' actions are added to it, per seat.
        """
        obs = self.obs
        h = Hand(self.rules, obs["dealer"], list(obs["start_scores"]), hands=dealt)
        # the face-down plays of the others take their first sampled cards
        unknown = [list(dealt[s][len(self.known[s]):]) for s in range(self.n)]
        mine_down = [c for c in self.downs[self.me] if c is not None]
        rejections = 0
        try:
            for item in obs.get("history") or []:
                head, _, act = item.partition(":")
                s = int(head)
                if act in ("keep", "pass", "burn"):
                    if read is not None and s != self.me and act != "burn":
                        seat = s if act == "keep" else (s + 2) % self.n
                        read[seat].append(Item(seat, f"{context(h)}:tanda:{rejections}", "batch", act, h))
                    rejections += act != "keep"
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
                elif h.mineiro.ferro and act.startswith("play:"):
                    act = f"blind:{h.cards[s].index(act[5:]) + 1}"
                if read is not None and s != self.me:
                    for ev in read_step(h, s, "down" if act.startswith("down:") else act):
                        read[ev.seat].append(ev)
                h.apply(s, act)
        except (IllegalAction, ValueError, IndexError):
            return None
        if sorted(h.envido.flor_sung) != sorted(self.flor_sung) or h.to_act != obs.get("to_act"):
            return None
        said = [[s, val] for s, val in h.envido.said]
        if said != (obs.get("envido") or {}).get("said", []):
            return None
        return h


    def build_fast(self, dealt: list[list[str]]) -> FastHand | None:
        """:meth:`build` on the fast path: the world as a :class:`~game.ai.fast.FastHand` (None if
        its replay disagrees with the observation), for the simulations."""
        if self._codes is None:
            self._codes = self._encode_history()
        if self._codes is False:
            return None
        t = tables(self.v.name)
        ix = t.index
        obs = self.obs
        n = self.n
        h = FastHand.deal(self.rules, obs["dealer"], obs["start_scores"], hands=dealt)
        unknown = [[ix[c] for c in dealt[s][len(self.known[s]):]] for s in range(n)]
        mine_down = [ix[c] for c in self.downs[self.me] if c is not None]
        for s, code in self._codes:
            if code < 0:  # a face-down card: the sampled one
                if s == self.me and mine_down:
                    card = mine_down.pop(0)
                elif unknown[s]:
                    card = unknown[s].pop(0)
                else:
                    up = next((c for c in h.cards[s] if t.names[c] not in self.faceup[s]), None)
                    if up is None:
                        return None
                    card = up
                code = DOWN + card
            elif h.mineiro.ferro and code < DOWN:
                if code not in h.cards[s]:
                    return None
                code = BLIND + h.cards[s].index(code)
            if not (may_play(h, s, code) if code < DOWN else code in h.legal(s)):
                return None
            h.apply(s, code)
        if sorted(h.envido.flor_sung) != sorted(self.flor_sung) or h.to_act() != obs.get("to_act"):
            return None
        if [[s, val] for s, val in h.envido.said] != (obs.get("envido") or {}).get("said", []):
            return None
        return h

    def _encode_history(self):
        """The public history as ``(seat, code)`` (-1 for a face-down card), tandas left out; False
        for a history that is not made of this variant's actions."""
        t = tables(self.v.name)
        out = []
        try:
            for item in self.obs.get("history") or []:
                head, _, act = item.partition(":")
                if act in ("keep", "pass", "burn"):
                    continue
                out.append((int(head), -1 if act == "down" else code_of(t, act)))
        except (ValueError, KeyError):
            return False
        return out


_READER = Reader(COUNTS)


def loose_shift(floor: float) -> int:
    """How many envido points lower than the modelled level a player with this bluff floor draws
    its calling lines: 0 for a careful player (floor 0.01), 5 at 0.25, at most 8."""
    return min(8, int(25 * max(0.0, floor - 0.02)))


def may_play(h: FastHand, seat: int, code: int) -> bool:
    """Whether the face-up play ``code`` (below ``DOWN``) is among ``h.legal(seat)``, without
    listing every legal action: the seat's turn to play, with no envido or bet to answer."""
    return (not h.over and h.envido.caller is None and h.pending_bet is None and h.phase == "play"
            and seat == h.turn and not h.mineiro.ferro and code in h.cards[seat])


def _pick(rng: Rng, n: int, k: int) -> list[int]:
    """``k`` distinct indices below ``n``."""
    if k > n:
        raise ValueError("not enough cards to sample from")
    return rng.distinct(n, k)


#: Each Spanish card's suit and envido value, for :func:`_envido`.
_SUIT_VALUE = {c: (c[-1], v) for c, v in ENVIDO_CARD.items()}


def _envido(cards) -> int:
    """:func:`game.cards.envido_value`, quicker for the three cards of a sampled hand."""
    if len(cards) != 3:
        return envido_value(cards)
    (sa, a), (sb, b), (sc, c) = _SUIT_VALUE[cards[0]], _SUIT_VALUE[cards[1]], _SUIT_VALUE[cards[2]]
    if sa == sb:
        return 20 + (max(a + b, a + c, b + c) if sa == sc else a + b)
    if sa == sc:
        return 20 + a + c
    if sb == sc:
        return 20 + b + c
    return max(a, b, c)


def _sampled(know: Knowledge, rng: Rng, count: int, max_tries: int, build) -> Iterator:
    """Up to ``count`` consistent worlds made by ``build(dealt)``; None for a failed attempt."""
    made = 0
    attempts = 0
    limit = max_tries or count * 4
    while made < count and attempts < limit:
        attempts += 1
        dealt = know.sample(rng)
        h = build(dealt) if dealt is not None else None
        if h is not None:
            made += 1
        yield h


def fast_worlds(know: Knowledge, rng: Rng, count: int, max_tries: int = 0) -> Iterator[FastHand | None]:
    """:func:`worlds` on the fast path (the same draws, rebuilt as :class:`~game.ai.fast.FastHand`)."""
    return _sampled(know, rng, count, max_tries, know.build_fast)


def worlds(know: Knowledge, rng: Rng, count: int, max_tries: int = 0) -> Iterator[Hand | None]:
    """Yield up to ``count`` consistent worlds; yields None for a failed attempt (a slice of work)."""
    return _sampled(know, rng, count, max_tries, know.build)
