"""Saving and restoring a match: versioned plain JSON, replayed to the same state; damaged saves refused."""
import json

import pytest

from game.match import SAVE_FORMAT, SAVE_VERSION, Match
from game.rng import Rng
from game.rules import Rules

CONFIGS = [Rules(players=2), Rules(players=4, flor=True, target=15),
           Rules(players=2, target=5, chicos=3, envido_raises=False),
           Rules(variant="mineiro", players=4, target=12)]


def play(m, rng, steps):
    for _ in range(steps):
        if m.over:
            return
        if m.hand is None or m.hand.over:
            m.start_hand()
            continue
        seats = m.hand.acting_seats()
        seat = seats[rng.below(len(seats))]
        legal = m.legal_actions(seat)
        m.apply(f"{seat}:{legal[rng.below(len(legal))]}")


def same(a, b):
    n = a.rules.players
    assert a.to_json() == b.to_json()
    assert a.scores == b.scores and a.chicos == b.chicos and a.dealer == b.dealer and a.over == b.over
    for s in range(n):
        assert a.observe(s) == b.observe(s)
        assert a.legal_actions(s) == b.legal_actions(s)


@pytest.mark.parametrize("rules", CONFIGS, ids=lambda r: f"{r.variant}-{r.players}p")
@pytest.mark.parametrize("steps", [0, 1, 7, 40, 400])
def test_round_trip_at_any_action_boundary_and_play_on_identically(rules, steps):
    m = Match(rules, seed=99)
    m.start_hand()
    play(m, Rng(steps), steps)
    text = m.to_json()
    doc = json.loads(text)
    assert doc["format"] == SAVE_FORMAT and doc["version"] == SAVE_VERSION
    assert doc["rules"] == rules.to_dict()
    r = Match.from_json(text)
    same(m, r)
    # both continue the same way, event for event
    rng = Rng(1234)
    for _ in range(60):
        if m.over:
            break
        if m.hand.over:
            assert [e.to_dict() for e in m.start_hand()] == [e.to_dict() for e in r.start_hand()]
            continue
        legal = m.legal_actions()
        a = legal[rng.below(len(legal))]
        assert [e.to_dict() for e in m.apply(a)] == [e.to_dict() for e in r.apply(a)]
    same(m, r)


def test_save_with_seed_string_and_scripted_hands():
    m = Match(Rules(players=2), seed="2026-11-29", dealer=1, scores=(3, 5))
    m.start_hand(hands=[["7e", "6e", "1b"], ["4o", "5c", "12c"]])
    m.apply("envido")
    m.apply("quiero")
    r = Match.from_json(m.to_json())
    same(m, r)
    assert r.seed == "2026-11-29" and r.scores == [5, 5]


def test_clone_is_independent():
    m = Match(Rules(players=4, flor=True), seed=5)
    m.start_hand()
    c = m.clone()
    before = m.to_json(), [m.observe(s) for s in range(4)]
    play(c, Rng(3), 80)
    assert (m.to_json(), [m.observe(s) for s in range(4)]) == before


@pytest.mark.parametrize("text", [
    "", "not json", "[]", "{}", '{"format": "other", "version": 1}',
    json.dumps({"format": SAVE_FORMAT, "version": 99}),
    json.dumps({"format": SAVE_FORMAT, "version": SAVE_VERSION}),
    json.dumps({"format": SAVE_FORMAT, "version": SAVE_VERSION, "rules": {"variant": "x"}, "seed": 1,
                "dealer": 0, "scores": [0, 0], "hands": []}),
    json.dumps({"format": SAVE_FORMAT, "version": SAVE_VERSION, "rules": {}, "seed": 1, "dealer": 7,
                "scores": [0, 0], "hands": []}),
    json.dumps({"format": SAVE_FORMAT, "version": SAVE_VERSION, "rules": {}, "seed": 1, "dealer": 0,
                "scores": [0, 0], "hands": [{"deal": {"hands": [["1e", "2e", "3e"], ["4e", "5e", "6e"]]},
                                             "actions": ["0:play:7e"]}]}),
    json.dumps({"format": SAVE_FORMAT, "version": SAVE_VERSION, "rules": {}, "seed": 1, "dealer": 0,
                "scores": [0, 0], "hands": [{"actions": []}]}),
    json.dumps({"format": SAVE_FORMAT, "version": SAVE_VERSION, "rules": {}, "seed": 1, "dealer": 0,
                "scores": [0, 0], "hands": [{"deal": {"stock": []}, "actions": []}]}),
    json.dumps({"format": SAVE_FORMAT, "version": SAVE_VERSION, "rules": {}, "seed": 1, "dealer": 0,
                "scores": [0, 0], "hands": "x"}),
])
def test_damaged_saves_raise_value_error(text):
    with pytest.raises(ValueError):
        Match.from_json(text)


def test_a_save_of_a_finished_match_restores_finished():
    m = Match(Rules(players=2, target=5), seed=8)
    m.start_hand()
    play(m, Rng(8), 5000)
    assert m.over
    r = Match.from_json(m.to_json())
    same(m, r)
    assert r.over and r.winner == m.winner and r.legal_actions() == []
