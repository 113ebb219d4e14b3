"""Reading the others' actions: what each call, answer and play says about the actor's cards.

Every action a seat takes is a choice among alternatives; how likely that choice was depends on the
cards behind it. An :class:`Item` records one such choice with its public context: the envido
opened or not, an envido answered, a bet called or not, a bet answered, the card led or followed
with, the tanda kept or passed. :meth:`Item.outcome` turns a candidate hand into the ``(feature,
label)`` pair the tables are indexed by: the envido value, the hand's equity at that moment
(:func:`game.ai.heuristic.equity`'s numbers), or where the card played sits in the hand.

The tables (:mod:`game.ai.calls_table`) count, per context key, feature and label, what the modelled
level did in self-play (``python -m tools.learn``); :class:`Reader` turns the counts into
``P(label | key, feature)`` and the likelihood of a candidate hand, with a floor for bluffs: an
action never seen with such a hand still keeps ``floor`` times the best likelihood of that action.
Numeric features are widened a little (:func:`_widen`): the model is one level's habits, and other
careful players draw their lines a point or two away.
"""
from __future__ import annotations

from functools import lru_cache

from ..cards import envido_value
from ..variants import VARIANTS
from .heuristic import table_bests, trick_equity_core
from .strength import beat_table, equity_from_chances, trick_chance

ENVIDO_CALLS = ("envido", "real-envido", "falta-envido")
#: Families of evidence, each with its own bluff floor (see :class:`Reader`).
FAMILY = {"env-open": "envido", "env-ans": "envido", "bet": "bet", "ans": "bet", "lead": "play",
          "follow": "play", "tanda": "play"}


class Item:
    """One choice of one seat, with what was public when it was made.

    :param kind: ``ev`` (feature: envido value), ``eq`` (feature: equity bucket), ``lead``,
        ``follow`` (label: where the card sits in the hand) or ``batch`` (feature: the batch's
        strength bucket).
    """

    __slots__ = ("seat", "key", "kind", "label", "card", "gone", "downs", "results", "opp", "ours",
                 "played", "variant", "n")

    def __init__(self, seat: int, key: str, kind: str, label: str, h, card: str | None = None) -> None:
        self.seat = seat
        self.key = key
        self.kind = kind
        self.label = label
        self.card = card
        self.variant = h.v.name
        self.n = h.n
        gone, downs = [], 0
        for trick in h.tricks:
            for s, c, down in trick:
                if s == seat:
                    if down:
                        downs += 1
                    else:
                        gone.append(c)
        self.gone = tuple(gone)
        self.downs = downs
        self.results = tuple(h.results)
        trick = h.tricks[-1] if len(h.tricks[-1]) < h.n else []
        self.opp, self.ours = table_bests(trick, h.v.strength, seat & 1)
        self.played = frozenset(s for s, _, _ in trick)

    @property
    def family(self) -> str:
        """``envido`` (``falta`` for a Falta envido call), ``bet`` or ``play``: which bluff floor applies."""
        if self.label == "falta-envido":
            return "falta"
        return FAMILY[self.key.split(":")[1]]

    def held(self, dealt, unknown_from: int) -> list[str]:
        """The seat's cards at the time, from its dealt cards: minus what it had played face up and,
        for face-down plays, its first cards from ``unknown_from`` on (the worlds' convention)."""
        hidden = set(dealt[unknown_from:unknown_from + self.downs]) if self.downs else ()
        return [c for c in dealt if c not in self.gone and c not in hidden]

    def outcome(self, dealt, unknown_from: int = 3) -> tuple[int, str]:
        """``(feature, label)`` of this choice if the seat's dealt cards were ``dealt``."""
        kind = self.kind
        if kind == "ev":
            return _envido(tuple(sorted(dealt))), self.label
        if kind == "batch":
            return _batch_bucket(self.variant, dealt), self.label
        held = self.held(dealt, unknown_from)
        if kind == "eq":
            return equity_bucket(self.variant, self.n, held, self.seat, self.results, self.opp, self.ours,
                                 self.played), self.label
        st = VARIANTS[self.variant].strength
        held.sort(key=lambda c: (st[c], c))
        if kind == "lead":
            return 0, str(held.index(self.card)) if self.card in held else "?"
        # follow
        if self.ours > self.opp:
            label = "down" if self.card is None else ("low" if held and self.card == held[0] else "other")
            return 0, label
        winners = [c for c in held if st[c] > self.opp]
        feature = 1 if winners else 0
        if self.card is None:
            return feature, "down"
        if winners and self.card == winners[0]:
            return feature, "low-win"
        if st[self.card] > self.opp:
            return feature, "win"
        return feature, "low" if held and self.card == held[0] else "other"


def equity_bucket(variant: str, n: int, held: list[str], seat: int, results, opp: int, ours: int,
                  played) -> int:
    """The seat's equity (as the rule of thumb computes it) in tenths, 0..9."""
    if not held:
        return 5
    v = VARIANTS[variant]
    st = v.strength
    if v.bet_on_trick:
        if seat in played:
            mine, mine_bt = -1, None
        else:
            best = max(held, key=lambda c: (st[c], c))
            mine, mine_bt = st[best], beat_table(variant)[best]
        e = trick_equity_core(played, mine, mine_bt, seat, n, opp, ours)
    else:
        ch = _chances(variant, n)
        qs = sorted((ch[c] for c in held), reverse=True)
        top = max(st[c] for c in held) if opp >= 0 or ours >= 0 else -1
        e = equity_from_chances(qs, top, results, seat & 1, 0 if n == 2 else 1, opp, ours)
    return min(9, max(0, int(e * 10)))


@lru_cache(maxsize=20000)
def _envido(cards: tuple[str, ...]) -> int:
    return envido_value(cards)


@lru_cache(maxsize=None)
def _chances(variant: str, n: int) -> dict[str, float]:
    return {c: trick_chance(c, variant, 1 if n == 2 else 2, 0 if n == 2 else 1) for c in VARIANTS[variant].deck}


def _batch_bucket(variant: str, cards) -> int:
    bt = beat_table(variant)
    return min(9, int(sum(bt[c] for c in cards) / max(1, len(cards)) * 10))


def context(h) -> str:
    """The prefix of every key: variant and table size (``ar2``, ``ar4``, ``mi4``)."""
    return f"{h.v.name[:2]}{h.n}"


def read_step(h, seat: int, action: str) -> list[Item]:
    """The evidence in ``seat`` choosing ``action`` in the engine hand ``h`` (before it is applied).

    ``action`` is the public form: ``down`` without its card is fine.
    """
    v = h.v
    verb, _, arg = action.partition(":")
    ctx = context(h)
    items: list[Item] = []
    if h.phase == "tanda":
        if verb in ("keep", "pass"):
            target = seat if verb == "keep" else (seat + 2) % h.n
            items.append(Item(target, f"{ctx}:tanda:{h.mineiro.rejections}", "batch", verb, h))
        return items
    if h.phase != "play" or h.mineiro.ferro:
        return items
    pb = h.pending_bet
    if h.envido.caller is not None:
        calls = h.envido.calls
        label = "refuse" if verb == "mazo" else verb
        items.append(Item(seat, f"{ctx}:env-ans:{calls[-1]}:{min(len(calls), 2)}", "ev", label, h))
        return items
    if (pb is None or pb[0] == 1) and v.has_envido and h.envido_open(seat):
        items.append(Item(seat, f"{ctx}:env-open", "ev", verb if verb in ENVIDO_CALLS else "none", h))
    if verb in ENVIDO_CALLS:
        return items  # the bet decision, if any, comes later
    results = len(h.results)
    if pb is not None:
        label = "accept" if verb == v.accept else "raise" if verb in v.bet_calls else "refuse"
        items.append(Item(seat, f"{ctx}:ans:{pb[0]}:{results}", "eq", label, h))
        return items
    if h.may_call_bet(seat):
        label = "call" if verb in v.bet_calls else "mazo" if verb == "mazo" else "none"
        items.append(Item(seat, f"{ctx}:bet:{h.level + 1}:{results}", "eq", label, h))
    if verb in ("play", "down"):
        card = arg or None
        trick = h.tricks[-1] if len(h.tricks[-1]) < h.n else []
        if not trick:
            first = "-" if not h.results else "p" if h.results[0] is None else \
                "w" if h.results[0] == (seat & 1) else "l"
            k = len(h.cards[seat])
            items.append(Item(seat, f"{ctx}:lead:{results}:{k}:{first}", "lead", "", h, card))
        else:
            item = Item(seat, f"{ctx}:follow:{results}:x", "follow", "", h, card)
            item.key = f"{ctx}:follow:{results}:{'p' if item.ours > item.opp else 'o'}"
            items.append(item)
    return items


#: Contexts whose feature is a number (envido value, equity or batch strength in tenths).
ORDINAL = frozenset(("env-open", "env-ans", "bet", "ans", "tanda"))
#: How much an action seen with a feature value lends to its neighbours (1 and 2 away).
WIDEN = (0.6, 0.3)


def _widen(table: dict[int, dict[str, float]]) -> dict[int, dict[str, float]]:
    """Let every action keep part of its likelihood one or two steps away: another careful player
    draws its lines a point or two from where the modelled level draws them."""
    out: dict[int, dict[str, float]] = {}
    feats = sorted(table)
    for f in feats:
        row = dict(table[f])
        for d, w in zip((1, 2), WIDEN):
            for g in (f - d, f + d):
                for label, p in table.get(g, {}).items():
                    if p * w > row.get(label, 0.0):
                        row[label] = p * w
        out[f] = row
    return out


class Reader:
    """``P(label | key, feature)`` from self-play counts, and hand likelihoods with bluff floors.

    :param counts: ``{key: {feature: {label: count}}}`` (see :mod:`game.ai.calls_table`).
    """

    def __init__(self, counts: dict) -> None:
        self.p: dict[str, dict[int, dict[str, float]]] = {}
        self.top: dict[str, dict[str, float]] = {}
        for key, by_feature in counts.items():
            marginal: dict[str, float] = {}
            total = 0
            for labels in by_feature.values():
                for label, c in labels.items():
                    marginal[label] = marginal.get(label, 0) + c
                    total += c
            base = {label: c / total for label, c in marginal.items()} if total else {}
            table: dict[int, dict[str, float]] = {}
            for f, labels in by_feature.items():
                k = sum(labels.values())
                table[int(f)] = {label: (labels.get(label, 0) + m) / (k + 1) for label, m in base.items()}
            if key.split(":")[1] in ORDINAL:
                table = _widen(table)
            self.p[key] = table
            self.top[key] = {label: max(t.get(label, 0.0) for t in table.values()) for label in base}
            self.p[key][-1] = base  # a feature never seen: the base rates

    def prob(self, key: str, feature: int, label: str, floor: float, shift: int = 0) -> float:
        """The likelihood of ``label`` with ``feature`` in context ``key``, with the bluff floor
        (1.0 for a context never seen in self-play: no evidence).

        :param shift: read the action as if the feature were up to this much higher (a loose player
            draws its lines lower than the modelled level).
        """
        table = self.p.get(key)
        if table is None:
            return 1.0
        top = self.top[key].get(label, 0.0)
        if top <= 0.0:
            return 1.0  # an action the model never takes: says nothing about the cards
        p = (table.get(feature) or table[-1]).get(label, 0.0)
        for f in range(feature + 1, feature + shift + 1):
            row = table.get(f)
            if row is not None and row.get(label, 0.0) > p:
                p = row[label]
        return max(p, floor * top) / top
