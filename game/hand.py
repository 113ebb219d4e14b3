"""One hand (mano) of Truco as a state machine, for both variants.

The hand owns its cards, tricks, calls and pending answers. It adds points straight into the
match's ``scores`` list, because envido and flor points can end the match in the middle of a hand.
The variant's differences come from :class:`game.variants.Variant` fields, read at a few hooks:
the deal (tandas), the bet's meaning (hand value or trick in progress), face-down cards, and the
Mineiro special hands (mão de onze, mão de ferro).

What is legal, and why not, is :mod:`game.legal`; the state only the envido and flor need, and
the state only Mineiro needs, are records of their own (:mod:`game.state`): ``hand.envido`` and
``hand.mineiro``.
"""
from __future__ import annotations

from . import envido as env
from . import legal
from . import senas as sn
from .cards import envido_cards, flor_value, has_flor
from .errors import IllegalAction
from .events import Event
from .rules import Rules
from .state import EnvidoState, MineiroState
from .tricks import Played, hand_winner, top_positions, trick_outcome

ENVIDO_CALLS = env.CALLS


class Hand:
    """The state of one hand. Drive it with :meth:`legal_actions` and :meth:`apply`.

    :param scores: the match's scores, updated in place as points are won.
    :param hands: each seat's three cards (skips the tandas).
    :param stock: the cards in dealing order (Mineiro: the tanda deal reads batches from it).
    :param sena_seed: the seed of this hand's catch draws (:func:`game.senas.hand_seed`).
    :param catch: each seat's chance (percent) of catching a rival's seña (default
        :data:`game.senas.DEFAULT_CATCH` for every seat).
    """

    def __init__(self, rules: Rules, dealer: int, scores: list[int], *,
                 hands: list[list[str]] | None = None, stock: list[str] | None = None,
                 sena_seed: int = 0, catch: tuple[int, ...] | None = None) -> None:
        v = rules.v
        self.rules = rules
        self.v = v
        self.n = n = rules.players
        self.target = rules.target
        self.scores = scores
        self.start_scores = list(scores)
        self.dealer = dealer
        self.mano = (dealer + 1) % n
        self.cards: list[list[str]] = [[] for _ in range(n)]
        self.dealt: list[list[str]] = [[] for _ in range(n)]
        self.tricks: list[list[tuple[int, str, bool]]] = [[]]
        self.results: list[int | None] = []
        self.leader = self.turn = self.mano
        self.over = False
        self.match_over = False
        self.winner: int | str | None = None  # team, "nobody", or None while playing
        self.events: list[Event] = []
        self.history: list[str] = []  # public log: "seat:action" (face-down cards hidden)
        # bets (truco ladder)
        self.level = 0
        self.stake = 1
        self.quiero_team: int | None = None
        self.pending_bet: tuple[int, int] | None = None  # (level called, caller seat)
        self.phase = "play"  # "tanda" and "onze" only in Mineiro
        self.stock: list[str] = list(stock) if stock else []
        self.stock_pos = 0
        self.envido = EnvidoState(flor=rules.flor, done=not v.has_envido)
        self.mineiro: MineiroState[str] = MineiroState()
        #: the señas made, in order: ``(seat, sign, seen)``, ``seen`` the seats that know of it
        self.senas: list[tuple[int, str, tuple[int, ...]]] = []
        self.sena_seed = sena_seed
        self.catch = catch if catch is not None else (sn.DEFAULT_CATCH,) * n

        if v.mao_de_onze:
            on = [t for t in (0, 1) if scores[t] == self.target - 1]
            if len(on) == 2:
                self.mineiro.ferro = True
            elif len(on) == 1:
                self.mineiro.onze_team = on[0]
                self.stake = 3
        if hands is not None:
            for s in range(n):
                self.cards[s] = list(hands[s])
                self.dealt[s] = list(hands[s])
        elif v.tandas and not self.mineiro.ferro and self.mineiro.onze_team is None:
            self.phase = "tanda"
            self._show_batch()
        else:
            for i in range(n):
                s = (self.mano + i) % n
                self._give(s)
        if self.mineiro.onze_team is not None and self.phase == "play":
            self.phase = "onze"
        self._auto_flor(self.events)

    # ------------------------------------------------------------------ who acts
    @property
    def to_act(self) -> int | None:
        """The seat that acts next (for a pending call: the next seat after the caller)."""
        if self.over:
            return None
        if self.envido.caller is not None:
            return (self.envido.caller + 1) % self.n
        if self.pending_bet is not None:
            return (self.pending_bet[1] + 1) % self.n
        if self.phase == "tanda":
            return self.mano
        if self.phase == "onze":
            return self._first_of_team(self.mineiro.onze_team)
        return self.turn

    def _first_of_team(self, team: int | None) -> int:
        for i in range(self.n):
            s = (self.mano + i) % self.n
            if s & 1 == team:
                return s
        raise AssertionError("no seat of team")

    def acting_seats(self) -> list[int]:
        """Every seat that may act now (either player of a team answering a call)."""
        s = self.to_act
        if s is None:
            return []
        if self.envido.caller is not None or self.pending_bet is not None or self.phase == "onze":
            return [x for x in range(self.n) if x & 1 == s & 1]
        return [s]

    # ------------------------------------------------------------------ legality (game.legal)
    def legal_actions(self, seat: int | None = None) -> list[str]:
        """Actions that ``seat`` (default: the seat to act) may take now."""
        return legal.legal_actions(self, seat)

    def explain(self, seat: int | None, action: str) -> str | None:
        """Why ``action`` is not legal for ``seat`` (default: the seat to act) now: the message of
        :class:`IllegalAction`, naming the rule; None when it is legal. The same check as
        :meth:`legal_actions` (:mod:`game.legal`)."""
        return legal.reason(self, seat, action)

    def envido_open(self, seat: int) -> bool:
        """``seat`` may call envido now, as far as the envido's own rules go
        (:func:`game.legal.envido_open`)."""
        return legal.envido_open(self, seat)

    def sena_actions(self, seat: int) -> list[str]:
        """The señas ``seat`` may make now (:func:`game.legal.sena_actions`); never part of
        :meth:`legal_actions`."""
        return legal.sena_actions(self, seat)

    def may_call_bet(self, seat: int) -> bool:
        """``seat`` may call the next bet at its turn (:func:`game.legal.may_call_bet`)."""
        return legal.may_call_bet(self, seat)

    # ------------------------------------------------------------------ applying
    def apply(self, seat: int | None, action: str) -> list[Event]:
        """Apply a legal action and return the events it caused.

        :raises IllegalAction: naming the broken rule; the hand is left untouched.
        """
        if seat is None:
            seat = self.to_act
        why = legal.reason(self, seat, action)
        if why is not None:
            raise IllegalAction(why)
        assert seat is not None  # legal, so the hand is not over
        if action.startswith("sena:"):
            said = self._sena(seat, action[5:])
            self.events.append(said)
            return [said]
        if action in ("keep", "pass", "burn"):
            need = 3 if action != "keep" else 3 * (3 - (self.mineiro.passed is not None))
            if self.stock_pos + need > len(self.stock):
                raise IllegalAction(f"{action}: the stock has too few cards left to deal")
        ev: list[Event] = []
        self._sing_flor(seat, ev)
        verb, _, arg = action.partition(":")
        self.history.append(f"{seat}:{'down' if verb == 'down' else action}")
        v = self.v
        if verb == "play" or verb == "down":
            self._play(seat, arg, verb == "down", ev)
        elif verb == "blind":
            card = self.cards[seat][int(arg) - 1]
            self.history[-1] = f"{seat}:play:{card}"
            self._play(seat, card, False, ev)
        elif verb in ENVIDO_CALLS:
            self._envido_call(seat, verb, ev)
        elif verb in ("quiero", "no-quiero") and self.envido.caller is not None:
            self._envido_answer(seat, verb == "quiero", ev)
        elif verb in v.bet_calls:
            self._bet_call(seat, verb, ev)
        elif verb == v.accept:
            self._bet_accept(seat, ev)
        elif verb == v.refuse:
            self._bet_refuse(seat, ev)
        elif verb == "mazo":
            self._mazo(seat, ev)
        elif verb in ("keep", "pass", "burn"):
            self._tanda(verb, ev)
        elif verb in ("play-onze", "run-onze"):
            self._onze(seat, verb == "play-onze", ev)
        self._auto_flor(ev)
        self.events.extend(ev)
        return ev

    # ------------------------------------------------------------------ scoring
    def _score(self, team: int, points: int, why: str, ev: list[Event]) -> bool:
        """Add points; end the hand and the match when the target is reached. True if it ended."""
        if points <= 0:
            return False
        self.scores[team] += points
        ev.append(Event("score", team=team, points=points, what=why))
        if self.scores[team] >= self.target:
            self.match_over = True
            self._close(team, ev)
            return True
        return False

    def _finish(self, team: int | str, points: int, why: str, ev: list[Event]) -> None:
        """End the hand: flor still owed first, then the hand's points to ``team``."""
        if self._score_flor(ev):
            return
        if isinstance(team, int) and self._score(team, points, why, ev):
            return
        self._close(team, ev)

    def _close(self, team: int | str, ev: list[Event]) -> None:
        if self.over:
            return
        self.over = True
        self.winner = team
        self.pending_bet = None  # a call still open when the hand ends (e.g. the match ended on the
        self.envido.caller = None  # envido, A6) lapses
        self._show_envido(ev)
        ev.append(Event("hand-over", team=team if isinstance(team, int) else None,
                        what="nobody" if team == "nobody" else None))

    def _show_envido(self, ev: list[Event]) -> None:
        """Show the cards behind the winning envido value that were not played."""
        w = self.envido.winner
        if w is None:
            return
        _, behind = envido_cards(self.dealt[w])
        hidden = tuple(c for c in behind if c in self.cards[w])
        if hidden:
            self.envido.shown[w] = list(hidden)
            ev.append(Event("show", seat=w, cards=hidden))

    # ------------------------------------------------------------------ cards and tricks
    def _play(self, seat: int, card: str, down: bool, ev: list[Event]) -> None:
        self.cards[seat].remove(card)
        trick = self.tricks[-1]
        trick.append((seat, card, down))
        ev.append(Event("play", seat=seat, card=None if down else card, what="down" if down else None))
        if len(trick) < self.n:
            self.turn = (seat + 1) % self.n
            return
        self._end_trick(ev)

    def _end_trick(self, ev: list[Event]) -> None:
        v = self.v
        trick = self.tricks[-1]
        team, first = trick_outcome(trick, v.strength)
        k = len(self.results)
        self.results.append(team)
        # a trick won, or tied with the variant's rule: the first top card leads; else the leader again
        nxt = first if first is not None and (team is not None or v.tie_leader_first_top) else self.leader
        ev.append(Event("trick", team=team, seat=nxt, value=k + 1))
        if k == 0 and self._score_flor(ev):
            return
        decided = self._decide(team, trick)
        if decided is not None:
            self._finish(decided, self.stake, "truco" if self.level else "hand", ev)
            return
        self.tricks.append([])
        self.leader = self.turn = nxt

    def _decide(self, team: int | None, trick: list[Played]) -> int | str | None:
        """Who takes the hand after the trick just completed, or None to go on."""
        v = self.v
        last = len(self.results) == 3
        if v.bet_on_trick and self.level > 0 and len(self.results) - 1 >= self.mineiro.bet_trick:
            if team is not None:
                return team
            if len(self.results) - 1 == self.mineiro.bet_trick and not self.mineiro.sudden:
                tops = top_positions(trick, v.strength)
                if any(p < self.mineiro.bet_pos for p in tops):
                    assert self.mineiro.last_bettor is not None  # a bet was called
                    return 1 - self.mineiro.last_bettor
                self.mineiro.sudden = True
            return "nobody" if last else None
        return hand_winner(self.results, self.mano & 1, v.three_ties_nobody)

    # ------------------------------------------------------------------ bets
    def _bet_call(self, seat: int, call: str, ev: list[Event]) -> None:
        v = self.v
        if self.pending_bet is not None:
            # a raise as the answer accepts the level before it
            self._accept_level(seat)
        elif v.bet_on_trick:
            self.mineiro.bet_trick = len(self.results)
            self.mineiro.bet_pos = len(self.tricks[-1])
        level = v.bet_calls.index(call) + 1
        self.pending_bet = (level, seat)
        self.mineiro.last_bettor = seat & 1
        ev.append(Event("call", seat=seat, what=call))

    def _accept_level(self, seat: int) -> None:
        assert self.pending_bet is not None
        level = self.pending_bet[0]
        self.level = level
        self.stake = self.v.bet_values[level]
        self.quiero_team = seat & 1

    def _bet_accept(self, seat: int, ev: list[Event]) -> None:
        self._accept_level(seat)
        self.pending_bet = None
        if self.v.bet_on_trick:
            self.mineiro.bet_closed = True
        ev.append(Event("answer", seat=seat, what=self.v.accept))

    def _bet_refuse(self, seat: int, ev: list[Event]) -> None:
        assert self.pending_bet is not None
        level, caller = self.pending_bet
        self.pending_bet = None
        self.mineiro.bet_closed = True
        ev.append(Event("answer", seat=seat, what=self.v.refuse))
        self._finish(caller & 1, self.v.bet_values[level - 1], "truco-refused", ev)

    def _mazo(self, seat: int, ev: list[Event]) -> None:
        ev.append(Event("answer" if self.envido.caller is not None or self.pending_bet is not None else "call",
                        seat=seat, what="mazo"))
        other = 1 - (seat & 1)
        if self.envido.caller is not None:
            _, refused = env.points(self.envido.calls, env.falta(self.scores, self.target))
            self.envido.caller = None
            self.envido.done = True
            if self._score(other, refused, "envido-refused", ev):
                return
        self.pending_bet = None
        self._finish(other, self.stake, "mazo", ev)

    # ------------------------------------------------------------------ envido
    def _envido_call(self, seat: int, call: str, ev: list[Event]) -> None:
        self.envido.calls.append(call)
        self.envido.caller = seat
        ev.append(Event("call", seat=seat, what=call))
        if self.envido.flor:
            for i in range(self.n):
                s = (self.mano + i) % self.n
                if s not in self.envido.flor_sung and has_flor(self.dealt[s]):
                    self.envido.flor_sung.append(s)
                    ev.append(Event("flor", seat=s))
            if self.envido.flor_sung:
                self.envido.caller = None
                self.envido.done = True
                ev.append(Event("envido-withdrawn"))

    def _envido_answer(self, seat: int, accepted: bool, ev: list[Event]) -> None:
        calls = self.envido.calls
        caller = self.envido.caller
        assert caller is not None
        self.envido.caller = None
        self.envido.done = True
        won, refused = env.points(calls, env.falta(self.scores, self.target))
        ev.append(Event("answer", seat=seat, what="quiero" if accepted else "no-quiero"))
        if not accepted:
            self._score(caller & 1, refused, "envido-refused", ev)
            return
        order = [(self.mano + i) % self.n for i in range(self.n)]
        values = [envido_cards(self.dealt[s])[0] for s in range(self.n)]
        said, best = env.declarations(order, values)
        self.envido.said = said
        self.envido.winner = best
        for s, val in said:
            if val is None:
                ev.append(Event("son-buenas", seat=s))
            else:
                ev.append(Event("envido-value", seat=s, value=val))
        self._score(best & 1, won, "envido", ev)

    # ------------------------------------------------------------------ flor
    def _sing_flor(self, seat: int, ev: list[Event]) -> None:
        if (self.envido.flor and not self.results and seat not in self.envido.flor_sung
                and has_flor(self.dealt[seat]) and not self.over):
            self.envido.flor_sung.append(seat)
            ev.append(Event("flor", seat=seat))
            if not self.envido.done:
                self.envido.done = True

    def _auto_flor(self, ev: list[Event]) -> None:
        """Sing the flores due now (A7): the seat at its turn; when a call is pending, both players
        of the team asked (the named seat first), whichever of them then answers."""
        if self.envido.flor and not self.over and not self.results and self.phase == "play":
            s = self.to_act
            if s is None:
                return
            self._sing_flor(s, ev)
            if self.envido.caller is not None or self.pending_bet is not None:
                self._sing_flor((s + 2) % self.n, ev)  # the partner (in 2 players: s again, a no-op)

    def _score_flor(self, ev: list[Event]) -> bool:
        """Score the flores sung (once). True if that ended the match."""
        if self.envido.flor_scored or not self.envido.flor_sung:
            return False
        self.envido.flor_scored = True
        order = {(self.mano + i) % self.n: i for i in range(self.n)}
        best = max(self.envido.flor_sung, key=lambda s: (flor_value(self.dealt[s]), -order[s]))
        return self._score(best & 1, 3 * len(self.envido.flor_sung), "flor", ev)

    # ------------------------------------------------------------------ señas
    def _sena(self, seat: int, sign: str) -> Event:
        """Record a seña: the partner sees it, each rival catches it by its own draw (D3). Nothing
        else changes: no turn, no history, no score."""
        index = len(self.senas)
        seen = {seat, (seat + 2) % self.n}
        for rival in ((seat + 1) % self.n, (seat + 3) % self.n):
            if sn.caught(self.sena_seed, index, rival, self.catch[rival]):
                seen.add(rival)
        self.senas.append((seat, sign, tuple(sorted(seen))))
        return Event("sena", seat=seat, what=sign, value=index, seen=tuple(sorted(seen)))

    # ------------------------------------------------------------------ Mineiro deal and special hands
    def _give(self, seat: int) -> None:
        batch = self.stock[self.stock_pos:self.stock_pos + 3]
        if len(batch) < 3:
            raise IllegalAction("deal: the stock ran out of cards")
        self.stock_pos += 3
        self.cards[seat] = list(batch)
        self.dealt[seat] = list(batch)

    def _show_batch(self) -> None:
        self._give(self.mano)

    def _tanda(self, choice: str, ev: list[Event]) -> None:
        batch = self.cards[self.mano]
        partner = (self.mano + 2) % self.n
        if choice == "keep":
            ev.append(Event("tanda", seat=self.mano, what="keep"))
            for s in ((self.dealer + 2) % self.n, partner, self.dealer):
                if s == partner and self.mineiro.passed is not None:
                    continue
                self._give(s)
            self.phase = "play"
            return
        self.mineiro.rejections += 1
        if choice == "pass":
            self.mineiro.passed = list(batch)
            self.cards[partner] = list(batch)
            self.dealt[partner] = list(batch)
            ev.append(Event("tanda", seat=self.mano, what="pass"))
        else:
            self.mineiro.burned.append(list(batch))
            ev.append(Event("tanda", seat=self.mano, what="burn", cards=tuple(batch)))
        self.cards[self.mano] = []
        self._give(self.mano)

    def _onze(self, seat: int, play: bool, ev: list[Event]) -> None:
        ev.append(Event("onze", seat=seat, what="play-onze" if play else "run-onze"))
        if play:
            self.phase = "play"
        else:
            assert self.mineiro.onze_team is not None
            self._finish(1 - self.mineiro.onze_team, 1, "onze-run", ev)

    # ------------------------------------------------------------------ copying
    def clone(self) -> "Hand":
        """A deep copy, fast enough for the computer players' simulations."""
        h = Hand.__new__(Hand)
        h.__dict__.update(self.__dict__)
        h.cards = [list(c) for c in self.cards]
        h.dealt = list(self.dealt)
        h.tricks = [list(t) for t in self.tricks]
        h.results = list(self.results)
        h.events = list(self.events)
        h.history = list(self.history)
        h.envido = self.envido.copy()
        h.mineiro = self.mineiro.copy()
        h.senas = list(self.senas)
        h.scores = self.scores  # rebound by the owner when it copies the scores
        return h
