"""The simulations' fast path: one hand of Truco on small integers, for playouts.

:class:`FastHand` follows the rules of :class:`game.hand.Hand` exactly (both variants, flor, tandas,
mão de onze and de ferro), on a lean representation: a card is its index in the variant's deck,
an action a small int (:func:`encode`, :func:`decode`), strength and envido values come from
precomputed tables, and there are no events, no history, no observations and no legality check
in :meth:`FastHand.apply` (a simulation applies only what :meth:`FastHand.legal` or the rollout
policy gives). The rules themselves are not repeated where they are pure functions: tricks
(:mod:`game.tricks`) and envido points and declarations (:mod:`game.envido`) are the engine's own.

A differential test plays random hands on both engines side by side and requires the same legal
actions at every step and the same scores and winner (``tests/test_ai_fast.py``; the long run is
``python -m tools.bench --differential 100000``).
"""
from __future__ import annotations

from functools import lru_cache

from .. import envido as env
from ..state import EnvidoState, MineiroState
from ..tricks import hand_winner, top_positions, trick_outcome
from ..variants import VARIANTS, Variant
from .strength import beat_table, trick_chance

# ------------------------------------------------------------------ action codes
PLAY = 0  # + card
DOWN = 40  # + card
BLIND = 80  # + index of the held card (0-based)
ENVIDO, REAL, FALTA = 90, 91, 92
BET = 100  # + the level called (1..4)
ACCEPT, REFUSE, MAZO = 110, 111, 112
KEEP, PASS, BURN = 113, 114, 115
PLAY_ONZE, RUN_ONZE = 116, 117

ENVIDO_CODES = {"envido": ENVIDO, "real-envido": REAL, "falta-envido": FALTA}
ENVIDO_NAMES = ("envido", "real-envido", "falta-envido")
_SIMPLE = {"mazo": MAZO, "keep": KEEP, "pass": PASS, "burn": BURN, "play-onze": PLAY_ONZE,
           "run-onze": RUN_ONZE, **ENVIDO_CODES}
_SIMPLE_NAMES = {code: name for name, code in _SIMPLE.items()}


class Tables:
    """A variant's cards as numbers: names, strength, suit, envido value, order, trick chances."""

    def __init__(self, v: Variant) -> None:
        self.v = v
        self.names: tuple[str, ...] = v.deck
        self.index: dict[str, int] = {c: i for i, c in enumerate(v.deck)}
        self.st: tuple[int, ...] = tuple(v.strength[c] for c in v.deck)
        self.suit: tuple[str, ...] = tuple(c[-1] for c in v.deck)
        self.env: tuple[int, ...] = tuple(0 if c[:-1] in ("10", "11", "12") or not c[:-1].isdigit()
                                          else int(c[:-1]) for c in v.deck)
        ranked = sorted(range(len(v.deck)), key=lambda i: (self.st[i], v.deck[i]))
        order = [0] * len(v.deck)
        for pos, i in enumerate(ranked):
            order[i] = pos
        self.order: tuple[int, ...] = tuple(order)  # sorting key: strength, then the notation
        bt = beat_table(v.name)
        self.bt: tuple[float, ...] = tuple(bt[c] for c in v.deck)
        self.chance = {n: tuple(trick_chance(c, v.name, 1 if n == 2 else 2, 0 if n == 2 else 1) for c in v.deck)
                       for n in v.players}
        self.bet_values = v.bet_values
        self.n_bets = len(v.bet_calls)

    def envido_value(self, cards) -> int:
        """Envido value of up to three cards (as :func:`game.cards.envido_value`)."""
        env_, suit = self.env, self.suit
        best = -1
        k = len(cards)
        for i in range(k):
            a = cards[i]
            for j in range(i + 1, k):
                b = cards[j]
                if suit[a] == suit[b]:
                    val = 20 + env_[a] + env_[b]
                    if val > best:
                        best = val
        if best >= 0:
            return best
        return max((env_[c] for c in cards), default=-1)

    def has_flor(self, cards) -> bool:
        """Three cards of one suit."""
        return len(cards) == 3 and self.suit[cards[0]] == self.suit[cards[1]] == self.suit[cards[2]]


@lru_cache(maxsize=None)
def tables(variant: str) -> Tables:
    """The number tables of a variant (built once)."""
    return Tables(VARIANTS[variant])


def encode(h: "FastHand", action: str) -> int:
    """The code of an action string (the same in every state: ``quiero`` answers what is pending)."""
    return code_of(h.t, action)


def code_of(t: "Tables", action: str) -> int:
    """The code of an action string in a variant.

    :raises ValueError: not an action of the variant; ``KeyError``: not one of its cards.
    """
    verb, _, arg = action.partition(":")
    if verb == "play":
        return PLAY + t.index[arg]
    if verb == "down":
        return DOWN + t.index[arg]
    if verb == "blind":
        return BLIND + int(arg) - 1
    if verb in _SIMPLE:
        return _SIMPLE[verb]
    v = t.v
    if verb in v.bet_calls:
        return BET + v.bet_calls.index(verb) + 1
    if verb in ("quiero", v.accept):
        return ACCEPT
    if verb in ("no-quiero", v.refuse):
        return REFUSE
    raise ValueError(f"{action}: not an action of {v.name}")


def decode(h: "FastHand", code: int) -> str:
    """The action string of a code in the state of ``h``."""
    t = h.t
    if code < DOWN:
        return "play:" + t.names[code]
    if code < BLIND:
        return "down:" + t.names[code - DOWN]
    if code < ENVIDO:
        return f"blind:{code - BLIND + 1}"
    if BET < code <= BET + 4:
        return t.v.bet_calls[code - BET - 1]
    if code == ACCEPT:
        return "quiero" if h.envido.caller is not None else t.v.accept
    if code == REFUSE:
        return "no-quiero" if h.envido.caller is not None else t.v.refuse
    return _SIMPLE_NAMES[code]


class FastHand:
    """One hand on numbers; the fields mean what :class:`game.hand.Hand`'s fields of the same name mean."""

    __slots__ = ("t", "n", "target", "envido_raises", "scores", "dealer", "mano", "cards", "dealt",
                 "trick", "results", "leader", "turn", "over", "winner", "level", "stake", "quiero_team",
                 "pending_bet", "phase", "stock", "stock_pos", "envido", "mineiro", "_ev")

    # ------------------------------------------------------------------ building
    @classmethod
    def deal(cls, rules, dealer: int, scores, *, hands=None, stock=None) -> "FastHand":
        """A new hand, as ``Hand(rules, dealer, scores, hands=..., stock=...)`` deals it (cards as
        names or numbers)."""
        t = tables(rules.variant)
        h = cls.__new__(cls)
        h._blank(t, rules.players, rules.target, rules.envido_raises, rules.flor, list(scores), dealer)
        n = h.n
        v = t.v
        if v.mao_de_onze:
            on = [team for team in (0, 1) if h.scores[team] == h.target - 1]
            if len(on) == 2:
                h.mineiro.ferro = True
            elif len(on) == 1:
                h.mineiro.onze_team = on[0]
                h.stake = 3
        if hands is not None:
            for s in range(n):
                h.cards[s] = [_num(t, c) for c in hands[s]]
                h.dealt[s] = tuple(h.cards[s])
        else:
            h.stock = [_num(t, c) for c in stock]
            if v.tandas and not h.mineiro.ferro and h.mineiro.onze_team is None:
                h.phase = "tanda"
                h._give(h.mano)
            else:
                for i in range(n):
                    h._give((h.mano + i) % n)
        if h.mineiro.onze_team is not None and h.phase == "play":
            h.phase = "onze"
        if h.envido.flor:
            h._auto_flor()
        return h

    def _blank(self, t: Tables, n: int, target: int, envido_raises: bool, flor: bool, scores: list[int],
               dealer: int) -> None:
        self.t = t
        self.n = n
        self.target = target
        self.envido_raises = envido_raises
        self.scores = scores
        self.dealer = dealer
        self.mano = (dealer + 1) % n
        self.cards: list[list[int]] = [[] for _ in range(n)]
        self.dealt: list[tuple[int, ...]] = [() for _ in range(n)]
        self.trick: list[tuple[int, int, bool]] = []
        self.results: list[int | None] = []
        self.leader = self.turn = self.mano
        self.over = False
        self.winner: int | str | None = None
        self.level = 0
        self.stake = 1
        self.quiero_team: int | None = None
        self.pending_bet: tuple[int, int] | None = None
        self.phase = "play"
        self.stock: list[int] = []
        self.stock_pos = 0
        self.envido = EnvidoState(flor=flor, done=not t.v.has_envido)
        self.mineiro: MineiroState[int] = MineiroState()
        self._ev: list[int] | None = None

    @classmethod
    def from_hand(cls, hand) -> "FastHand":
        """The same state as an engine :class:`~game.hand.Hand` (its scores copied)."""
        t = tables(hand.v.name)
        ix = t.index
        h = cls.__new__(cls)
        h._blank(t, hand.n, hand.target, hand.rules.envido_raises, hand.envido.flor, list(hand.scores), hand.dealer)
        h.cards = [[ix[c] for c in cs] for cs in hand.cards]
        h.dealt = [tuple(ix[c] for c in cs) for cs in hand.dealt]
        h.trick = [(s, ix[c], d) for s, c, d in hand.tricks[-1]]  # complete only once the hand is over
        h.results = list(hand.results)
        h.leader, h.turn = hand.leader, hand.turn
        h.over, h.winner = hand.over, hand.winner
        h.level, h.stake, h.quiero_team = hand.level, hand.stake, hand.quiero_team
        h.pending_bet = hand.pending_bet
        h.phase = hand.phase
        h.stock = [ix[c] for c in hand.stock]
        h.stock_pos = hand.stock_pos
        e = hand.envido
        h.envido = EnvidoState(e.flor, e.done, list(e.calls), e.caller, list(e.said), None, list(e.flor_sung),
                               e.flor_scored)
        mi = hand.mineiro
        h.mineiro = MineiroState(mi.bet_closed, mi.bet_trick, mi.bet_pos, mi.last_bettor, mi.sudden, [],
                                 None if mi.passed is None else [ix[c] for c in mi.passed], mi.rejections,
                                 mi.onze_team, mi.ferro)
        return h

    def clone(self) -> "FastHand":
        """A copy to play on (cards, tricks, calls and scores copied; tables shared)."""
        h = FastHand.__new__(FastHand)
        h.t, h.n, h.target, h.envido_raises = self.t, self.n, self.target, self.envido_raises
        h.scores = list(self.scores)
        h.dealer, h.mano = self.dealer, self.mano
        h.cards = [list(c) for c in self.cards]
        h.dealt = list(self.dealt)
        h.trick = list(self.trick)
        h.results = list(self.results)
        h.leader, h.turn, h.over, h.winner = self.leader, self.turn, self.over, self.winner
        h.level, h.stake, h.quiero_team, h.pending_bet = self.level, self.stake, self.quiero_team, self.pending_bet
        h.phase = self.phase
        h.stock, h.stock_pos = self.stock, self.stock_pos  # never changed in place
        h.envido = self.envido.copy()
        h.mineiro = self.mineiro.copy()
        h._ev = self._ev
        return h

    # ------------------------------------------------------------------ who acts, what is legal
    def to_act(self) -> int | None:
        """The seat that acts next (None when the hand is over)."""
        if self.over:
            return None
        if self.envido.caller is not None:
            return (self.envido.caller + 1) % self.n
        if self.pending_bet is not None:
            return (self.pending_bet[1] + 1) % self.n
        if self.phase == "play":
            return self.turn
        if self.phase == "tanda":
            return self.mano
        for i in range(self.n):  # onze: the team's first player from the mano
            s = (self.mano + i) % self.n
            if s & 1 == self.mineiro.onze_team:
                return s
        raise AssertionError("no seat of the onze team")

    def envido_of(self, seat: int) -> int:
        """The envido value of ``seat``'s dealt cards (cached per hand)."""
        if self._ev is None:
            self._ev = [self.t.envido_value(d) if d else 0 for d in self.dealt]
        return self._ev[seat]

    def envido_open(self, seat: int) -> bool:
        """``seat`` may call envido now (as :func:`game.legal.envido_open`)."""
        if self.envido.done or self.results or self.level > 0:
            return False
        for s, _, _ in self.trick:
            if s == seat:
                return False
        return not (self.envido.flor and (self.envido.flor_sung or self.t.has_flor(self.dealt[seat])))

    def may_call_bet(self, seat: int) -> bool:
        """``seat`` may call the next bet at its turn."""
        t = self.t
        if self.level >= t.n_bets or self.mineiro.onze_team is not None or self.mineiro.ferro:
            return False
        team = seat & 1
        if t.v.bet_on_trick:
            return not self.mineiro.bet_closed and self.scores[team] + self.stake < self.target
        return self.level == 0 or self.quiero_team == team

    def may_raise(self, team: int, level: int) -> bool:
        """``team`` may answer a bet of ``level`` by raising it (ladder permitting)."""
        if not self.t.v.bet_on_trick:
            return True
        return self.scores[team] + self.t.bet_values[level] < self.target

    def legal(self, seat: int | None = None) -> list[int]:
        """The codes ``seat`` may play now, in the order of :meth:`game.hand.Hand.legal_actions`."""
        to_act = self.to_act()
        if to_act is None:
            return []
        if seat is None:
            seat = to_act
        t = self.t
        v = t.v
        team = seat & 1
        if self.envido.caller is not None:
            if team == self.envido.caller & 1:
                return []
            acts = [ACCEPT, REFUSE]
            if self.envido_raises:
                acts += [ENVIDO_CODES[c] for c in env.raises_after(self.envido.calls)]
            acts.append(MAZO)
            return acts
        if self.pending_bet is not None:
            level, caller = self.pending_bet
            if team == caller & 1:
                return []
            acts = [ACCEPT, REFUSE]
            if level < t.n_bets and self.may_raise(team, level):
                acts.append(BET + level + 1)
            if level == 1 and self.envido_open(seat):
                acts += [ENVIDO, REAL, FALTA]
            if v.has_mazo:
                acts.append(MAZO)
            return acts
        if self.phase == "tanda":
            if seat != self.mano:
                return []
            if self.mineiro.rejections >= 3:
                return [KEEP]
            return [KEEP, BURN] if self.mineiro.passed is not None else [KEEP, PASS, BURN]
        if self.phase == "onze":
            return [PLAY_ONZE, RUN_ONZE] if team == self.mineiro.onze_team else []
        if seat != self.turn:
            return []
        mine = self.cards[seat]
        if self.mineiro.ferro:
            acts = [BLIND + i for i in range(len(mine))]
        else:
            acts = [PLAY + c for c in mine]
            if v.face_down and self.results:
                acts += [DOWN + c for c in mine]
        if self.envido_open(seat):
            acts += [ENVIDO, REAL, FALTA]
        if self.may_call_bet(seat):
            acts.append(BET + self.level + 1)
        if v.has_mazo:
            acts.append(MAZO)
        return acts

    # ------------------------------------------------------------------ applying
    def apply(self, seat: int, a: int) -> None:
        """Apply the legal action ``a`` of ``seat`` (not checked)."""
        if self.envido.flor and not self.results:
            self._sing_flor(seat)
        if a < DOWN:
            self._play(seat, a, False)
        elif a < BLIND:
            self._play(seat, a - DOWN, True)
        elif a < ENVIDO:
            self._play(seat, self.cards[seat][a - BLIND], False)
        elif a <= FALTA:
            self._envido_call(seat, ENVIDO_NAMES[a - ENVIDO])
        elif a <= BET + 4:
            self._bet_call(seat, a - BET)
        elif a == ACCEPT:
            if self.envido.caller is not None:
                self._envido_answer(seat, True)
            else:
                self._accept_level(seat)
                self.pending_bet = None
                if self.t.v.bet_on_trick:
                    self.mineiro.bet_closed = True
        elif a == REFUSE:
            if self.envido.caller is not None:
                self._envido_answer(seat, False)
            else:
                assert self.pending_bet is not None
                level, caller = self.pending_bet
                self.pending_bet = None
                self.mineiro.bet_closed = True
                self._finish(caller & 1, self.t.bet_values[level - 1])
        elif a == MAZO:
            self._mazo(seat)
        elif a <= BURN:
            self._tanda(a)
        elif a == PLAY_ONZE:
            self.phase = "play"
        else:
            assert self.mineiro.onze_team is not None
            self._finish(1 - self.mineiro.onze_team, 1)
        if self.envido.flor and not self.results:
            self._auto_flor()

    def _score(self, team: int, points: int) -> bool:
        if points <= 0:
            return False
        self.scores[team] += points
        if self.scores[team] >= self.target:
            self._close(team)
            return True
        return False

    def _finish(self, team, points: int) -> None:
        if self._score_flor():
            return
        if team != "nobody" and self._score(team, points):
            return
        self._close(team)

    def _close(self, team) -> None:
        if self.over:
            return
        self.over = True
        self.winner = team
        self.pending_bet = None
        self.envido.caller = None

    def _play(self, seat: int, card: int, down: bool) -> None:
        self.cards[seat].remove(card)
        trick = self.trick
        trick.append((seat, card, down))
        if len(trick) < self.n:
            self.turn = (seat + 1) % self.n
            return
        v = self.t.v
        team, first = trick_outcome(trick, self.t.st)
        k = len(self.results)
        self.results.append(team)
        nxt = first if first is not None and (team is not None or v.tie_leader_first_top) else self.leader
        if k == 0 and self.envido.flor and self._score_flor():
            return
        decided = self._decide(team, trick)
        if decided is not None:
            self._finish(decided, self.stake)
            return
        self.trick = []
        self.leader = self.turn = nxt

    def _decide(self, team: int | None, trick: list[tuple[int, int, bool]]) -> int | str | None:
        v = self.t.v
        results = self.results
        last = len(results) == 3
        if v.bet_on_trick and self.level > 0 and len(results) - 1 >= self.mineiro.bet_trick:
            if team is not None:
                return team
            if len(results) - 1 == self.mineiro.bet_trick and not self.mineiro.sudden:
                if any(p < self.mineiro.bet_pos for p in top_positions(trick, self.t.st)):
                    assert self.mineiro.last_bettor is not None  # a bet was called
                    return 1 - self.mineiro.last_bettor
                self.mineiro.sudden = True
            return "nobody" if last else None
        return hand_winner(results, self.mano & 1, v.three_ties_nobody)

    def _bet_call(self, seat: int, level: int) -> None:
        if self.pending_bet is not None:
            self._accept_level(seat)
        elif self.t.v.bet_on_trick:
            self.mineiro.bet_trick = len(self.results)
            self.mineiro.bet_pos = len(self.trick)
        self.pending_bet = (level, seat)
        self.mineiro.last_bettor = seat & 1

    def _accept_level(self, seat: int) -> None:
        assert self.pending_bet is not None
        level = self.pending_bet[0]
        self.level = level
        self.stake = self.t.bet_values[level]
        self.quiero_team = seat & 1

    def _mazo(self, seat: int) -> None:
        other = 1 - (seat & 1)
        if self.envido.caller is not None:
            _, refused = env.points(self.envido.calls, env.falta(self.scores, self.target))
            self.envido.caller = None
            self.envido.done = True
            if self._score(other, refused):
                return
        self.pending_bet = None
        self._finish(other, self.stake)

    def _envido_call(self, seat: int, call: str) -> None:
        self.envido.calls.append(call)
        self.envido.caller = seat
        if self.envido.flor:
            for i in range(self.n):
                s = (self.mano + i) % self.n
                if s not in self.envido.flor_sung and self.t.has_flor(self.dealt[s]):
                    self.envido.flor_sung.append(s)
            if self.envido.flor_sung:
                self.envido.caller = None
                self.envido.done = True

    def _envido_answer(self, seat: int, accepted: bool) -> None:
        calls = self.envido.calls
        caller = self.envido.caller
        assert caller is not None
        self.envido.caller = None
        self.envido.done = True
        won, refused = env.points(calls, env.falta(self.scores, self.target))
        if not accepted:
            self._score(caller & 1, refused)
            return
        order = [(self.mano + i) % self.n for i in range(self.n)]
        self.envido.said, best = env.declarations(order, [self.envido_of(s) for s in range(self.n)])
        self._score(best & 1, won)

    def _sing_flor(self, seat: int) -> None:  # only with the flor rule on
        e = self.envido
        if not self.results and seat not in e.flor_sung and not self.over and self.t.has_flor(self.dealt[seat]):
            e.flor_sung.append(seat)
            e.done = True

    def _auto_flor(self) -> None:  # only with the flor rule on
        """The flores due now (RULES.md A7): the seat at its turn; with a call pending, both
        players of the team asked (the named seat first)."""
        if not self.over and not self.results and self.phase == "play":
            s = self.to_act()
            if s is None:
                return
            self._sing_flor(s)
            if self.envido.caller is not None or self.pending_bet is not None:
                self._sing_flor((s + 2) % self.n)

    def _score_flor(self) -> bool:
        if self.envido.flor_scored or not self.envido.flor_sung:
            return False
        self.envido.flor_scored = True
        n, mano, env_ = self.n, self.mano, self.t.env
        best = max(self.envido.flor_sung, key=lambda s: (sum(env_[c] for c in self.dealt[s]), -((s - mano) % n)))
        return self._score(best & 1, 3 * len(self.envido.flor_sung))

    def _give(self, seat: int) -> None:
        batch = self.stock[self.stock_pos:self.stock_pos + 3]
        if len(batch) < 3:
            raise ValueError("deal: the stock ran out of cards")
        self.stock_pos += 3
        self.cards[seat] = batch
        self.dealt[seat] = tuple(batch)
        self._ev = None

    def _tanda(self, a: int) -> None:
        mano = self.mano
        partner = (mano + 2) % self.n
        if a == KEEP:
            for s in ((self.dealer + 2) % self.n, partner, self.dealer):
                if s == partner and self.mineiro.passed is not None:
                    continue
                self._give(s)
            self.phase = "play"
            return
        batch = self.cards[mano]
        self.mineiro.rejections += 1
        if a == PASS:
            self.mineiro.passed = list(batch)
            self.cards[partner] = list(batch)
            self.dealt[partner] = tuple(batch)
            self._ev = None
        self.cards[mano] = []
        self._give(mano)


def _num(t: Tables, card) -> int:
    return card if isinstance(card, int) else t.index[card]
