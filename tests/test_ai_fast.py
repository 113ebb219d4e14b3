"""The simulations' fast path plays exactly the engine's rules and the rollout policy's decisions."""
from __future__ import annotations

import pytest

from tools import bench
from game.ai.fast import FastHand, decode, encode
from game.ai.heuristic import NORMAL, ROLLOUT, choose
from game.ai.rollout import fast_choose, fast_playout, playout
from game.ai.view import from_hand
from game.match import Match
from game.rng import Rng
from game.rules import Rules


def test_differential_slice_identical_to_the_engine():
    """A slice of ``python -m tools.bench --differential 100000`` (every rules option, random and
    policy play, onze and ferro starts)."""
    c = bench.differential(1500, seed=7)
    assert c.hands == 1500 and c.actions > 8000 and c.policy > c.actions and c.playouts > 1000


def _side_by_side(rules: Rules, dealer: int, hands, actions, scores=(0, 0)):
    m = Match(rules, 1, dealer=dealer, scores=scores)
    m.start_hand(hands=hands)
    fast = FastHand.deal(rules, dealer, scores, hands=hands)
    for a in actions:
        seat_s, _, act = a.partition(":")
        seat = int(seat_s)
        assert fast.legal(seat) == [encode(fast, x) for x in m.hand.legal_actions(seat)]
        code = encode(fast, act)
        assert decode(fast, code) == act
        m.apply(a)
        fast.apply(seat, code)
        assert fast.scores == m.scores and fast.over == m.hand.over
    return m, fast


@pytest.mark.parametrize("hands", [
    # RULES.md A7 (issue 13): the flor of seat 3 is sung at a truco its partner answers ...
    [["4o", "5b", "6e"], ["11o", "10b", "1c"], ["7c", "6c", "12b"], ["1e", "2e", "3e"]],
    # ... and its mirror, the named answerer holding the flor
    [["4o", "5b", "6e"], ["1e", "2e", "3e"], ["7c", "6c", "12b"], ["11o", "10b", "1c"]],
])
def test_four_player_flor_at_a_truco_answered_by_either_partner(hands):
    m, fast = _side_by_side(Rules(players=4, flor=True, target=30), 3, hands, ["0:truco", "1:no-quiero"])
    assert fast.scores == m.scores and fast.winner == m.hand.winner
    assert sorted(fast.envido.flor_sung) == sorted(m.hand.envido.flor_sung)


def test_envido_raised_accepted_and_declared_in_four_players():
    hands = [["7e", "6e", "4c"], ["5o", "4o", "12b"], ["1b", "7b", "3c"], ["2c", "3o", "11e"]]
    m, fast = _side_by_side(Rules(players=4, target=30), 3,
                            hands, ["0:envido", "1:real-envido", "2:falta-envido", "3:quiero"])
    assert m.scores == fast.scores and max(m.scores) > 0


def test_mineiro_tandas_onze_and_face_down_play_side_by_side():
    rules = Rules(variant="mineiro")
    for seed in range(30):
        deck = list(rules.v.deck)
        Rng(seed).shuffle(deck)
        for scores in ((0, 0), (11, 4), (11, 11)):
            m = Match(rules, seed, dealer=seed % 4, scores=scores)
            m.start_hand(stock=deck)
            fast = FastHand.deal(rules, seed % 4, scores, stock=deck)
            rng = Rng(seed)
            while not m.hand.over:
                seat = m.to_act
                legal = m.hand.legal_actions(seat)
                assert fast.legal(seat) == [encode(fast, a) for a in legal]
                act = choose(from_hand(m.hand, seat, legal), NORMAL, rng)
                fast.apply(seat, encode(fast, act))
                m.apply(f"{seat}:{act}")
            assert (fast.scores, fast.winner) == (m.scores, m.hand.winner)


def test_a_converted_world_plays_out_like_the_engine_hand():
    for seed in range(40):
        m = Match(Rules(players=4, flor=True, target=15), seed)
        m.start_hand()
        rng = Rng(seed)
        for _ in range(rng.below(6)):
            if m.hand.over:
                break
            m.apply(m.legal_actions()[rng.below(len(m.legal_actions()))])
        if m.hand.over:
            continue
        slow = m.hand.clone()
        slow.scores = list(m.scores)
        fast = FastHand.from_hand(m.hand)
        playout(slow, [ROLLOUT] * 4, Rng(seed))
        fast_playout(fast, [ROLLOUT] * 4, Rng(seed))
        assert (fast.scores, fast.winner) == (slow.scores, slow.winner)
        seat = m.to_act
        assert fast_choose(FastHand.from_hand(m.hand), seat, NORMAL, Rng(1)) == \
            encode(fast, choose(from_hand(m.hand, seat, m.legal_actions(seat)), NORMAL, Rng(1)))


def test_encode_refuses_what_is_not_an_action():
    fast = FastHand.from_hand(_side_by_side(Rules(players=2), 0, [["1e", "2e", "3e"], ["4o", "5o", "6c"]], [])[0].hand)
    with pytest.raises((ValueError, KeyError)):
        encode(fast, "seis")


def test_hot_loop_same_values_on_both_paths():
    pts = bench.playout_worlds(per_config=2, worlds_each=3)
    assert len(pts) >= 12
    assert bench.hot_loop(pts, fast=False) == bench.hot_loop(pts, fast=True)
