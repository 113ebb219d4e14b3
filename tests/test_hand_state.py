"""Issue 21, point 5: the hand's state by concern. Envido and flor live in ``hand.envido``
(:class:`game.state.EnvidoState`), Mineiro's bet on the trick, tandas, mão de onze and de ferro in
``hand.mineiro`` (:class:`game.state.MineiroState`), on the engine's hand and on the fast path's
alike; a clone plays on copies of both records, never on the hand it came from."""
from __future__ import annotations

import copy
import dataclasses

import pytest

from game.ai.fast import FastHand
from game.match import Match
from game.rng import Rng
from game.rules import Rules
from game.state import EnvidoState, MineiroState

ENVIDO = {f.name for f in dataclasses.fields(EnvidoState)}
MINEIRO = {f.name for f in dataclasses.fields(MineiroState)}
RULES = [Rules(players=2, flor=True, target=15), Rules(players=4, flor=True, target=15),
         Rules(players=4, target=15, envido_raises=False), Rules(variant="mineiro")]


def _mid_hand(rules: Rules, seed: int) -> Match:
    """A match part way through a hand, reached by random legal play that calls often."""
    m = Match(rules, seed, scores=(11, 11) if rules.variant == "mineiro" and seed % 5 == 0 else
              (11, seed % 11) if rules.variant == "mineiro" and seed % 5 == 1 else (0, 0))
    m.start_hand()
    rng = Rng(seed)
    for _ in range(rng.below(9)):
        h = m.hand
        assert h is not None
        if h.over:
            break
        seat = rng.choice(h.acting_seats())
        legal = m.legal_actions(seat)
        calls = [a for a in legal if not a.startswith(("play:", "down:", "blind:", "mazo", "no-quiero", "corro"))]
        m.apply(f"{seat}:{rng.choice(calls if calls and rng.below(2) else legal)}")
    return m


def test_neither_record_is_spread_over_the_hand():
    """Hand's own fields hold none of the two records' (``winner`` is the hand's, and the
    envido's own winner is ``envido.winner``)."""
    for rules in RULES:
        m = _mid_hand(rules, 3)
        h = m.hand
        assert isinstance(h.envido, EnvidoState) and isinstance(h.mineiro, MineiroState)
        own = set(vars(h))
        assert not own & (ENVIDO - {"winner"}), sorted(own & ENVIDO)
        assert not own & MINEIRO, sorted(own & MINEIRO)
        fast = FastHand.from_hand(h)
        assert isinstance(fast.envido, EnvidoState) and isinstance(fast.mineiro, MineiroState)
        fast_own = {name for name in dir(fast) if not name.startswith("__")}
        assert not fast_own & MINEIRO and not fast_own & (ENVIDO - {"winner"}), sorted(fast_own & (ENVIDO | MINEIRO))


@pytest.mark.parametrize("rules", RULES, ids=["ar2-flor", "ar4-flor", "ar4-no-raises", "mineiro"])
def test_a_clone_plays_on_its_own_records(rules):
    """A clone played to the end leaves the hand it came from as it was, records and all (the
    computer players' simulations rely on it); the fast path's clone too."""
    changed = 0
    for seed in range(60):
        m = _mid_hand(rules, seed)
        h = m.hand
        if h.over:
            continue
        before = (copy.deepcopy(h.envido), copy.deepcopy(h.mineiro), list(h.history))
        fast = FastHand.from_hand(h)
        fast_before = (copy.deepcopy(fast.envido), copy.deepcopy(fast.mineiro))
        clone, quick = h.clone(), fast.clone()
        clone.scores = list(h.scores)
        quick.scores = list(fast.scores)
        rng = Rng(seed)
        while not clone.over:
            seat = rng.choice(clone.acting_seats())
            legal = clone.legal_actions(seat)
            calls = [a for a in legal if not a.startswith(("play:", "down:", "blind:", "mazo", "no-quiero", "corro"))]
            clone.apply(seat, rng.choice(calls if calls and rng.below(2) else legal))
        while not quick.over:
            quick.apply(quick.to_act(), quick.legal(quick.to_act())[0])
        changed += (clone.envido, clone.mineiro) != before[:2]
        assert (h.envido, h.mineiro, h.history) == before, (rules, seed)
        assert (fast.envido, fast.mineiro) == fast_before, (rules, seed)
    assert changed >= 10, changed  # the clones' records did change: the check above means something
