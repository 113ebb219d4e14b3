"""Truco argentino, RULES.md Part A, driven through real hands (Match + start_hand(hands=...) + actions)."""
import json

import pytest

from game.cards import SPANISH_DECK, SPANISH_STRENGTH, envido_value, flor_value, has_flor
from game.errors import IllegalAction
from game.match import Match
from game.rules import Rules
from tests.helpers import kinds, run, scores_of


def deal(hands, *, dealer=None, scores=(0, 0), **rules):
    """A match with the given hands dealt; the dealer defaults to the seat before seat 0 (mano = 0)."""
    r = Rules(players=len(hands), **rules)
    m = Match(r, seed=0, dealer=(r.players - 1) if dealer is None else dealer, scores=scores)
    m.start_hand(hands=[list(h) for h in hands])
    return m



# ------------------------------------------------------------------------------------ A1 cards
A1 = {14: ["1e"], 13: ["1b"], 12: ["7e"], 11: ["7o"], 10: ["3e", "3b", "3o", "3c"],
      9: ["2e", "2b", "2o", "2c"], 8: ["1o", "1c"], 7: ["12e", "12b", "12o", "12c"],
      6: ["11e", "11b", "11o", "11c"], 5: ["10e", "10b", "10o", "10c"], 4: ["7c", "7b"],
      3: ["6e", "6b", "6o", "6c"], 2: ["5e", "5b", "5o", "5c"], 1: ["4e", "4b", "4o", "4c"]}


def test_a1_strength_table_covers_the_deck():
    assert sorted(c for cs in A1.values() for c in cs) == sorted(SPANISH_DECK)
    for strength, cards in A1.items():
        for c in cards:
            assert SPANISH_STRENGTH[c] == strength, c


@pytest.mark.parametrize("high,low", [("1e", "1b"), ("1b", "7e"), ("7e", "7o"), ("7o", "3c"), ("3c", "2e"),
                                      ("2e", "1o"), ("1c", "12b"), ("12b", "11o"), ("11o", "10e"),
                                      ("10e", "7c"), ("7b", "6e"), ("6e", "5o"), ("5o", "4c")])
def test_a1_higher_card_takes_the_trick_in_play(high, low):
    m = deal([[low, "4e", "5e"] if low not in ("4e", "5e") else [low, "4b", "5b"],
              [high, "6o", "6c"] if high not in ("6o", "6c") else [high, "6b", "4o"]])
    ev = run(m, f"play:{low}", f"play:{high}")
    assert kinds(ev, "trick") == [{"kind": "trick", "team": 1, "seat": 1, "value": 1}]


# ------------------------------------------------------------------------------------ A2 tricks and pardas
# Per trick: a winning pair (high, low) and a parda pair; all twelve cards distinct.
_WIN = [("3e", "4e"), ("3b", "4b"), ("3o", "4o")]
_PARDA = [("2e", "2b"), ("12e", "12b"), ("11e", "11b")]

A2_TABLE = [  # trick outcomes, hand goes to
    (("A", "A"), "A"),
    (("A", "parda"), "A"),
    (("A", "B", "A"), "A"),
    (("A", "B", "parda"), "A"),
    (("parda", "A"), "A"),
    (("parda", "parda", "A"), "A"),
    (("parda", "parda", "parda"), "mano"),
]


def _a2_hands(outcomes, team_a, players):
    """Cards so that trick t ends as ``outcomes[t]``; the remaining tricks get harmless pairs."""
    full = list(outcomes) + ["A"] * (3 - len(outcomes))
    cards = {0: [], 1: []}  # per team
    for t, o in enumerate(full):
        if o == "parda":
            a, b = _PARDA[t]
        elif o == "A":
            a, b = _WIN[t]
        else:
            b, a = _WIN[t]
        cards[team_a].append(a)
        cards[1 - team_a].append(b)
    if players == 2:
        return [cards[0], cards[1]]
    # 4 players: the partners (2, 3) get low cards that never matter
    low = {2: ["5e", "5b", "5o"], 3: ["6e", "6b", "6o"]}
    return [cards[0], cards[1], low[2], low[3]]


@pytest.mark.parametrize("players", [2, 4])
@pytest.mark.parametrize("team_a", [0, 1], ids=["A=mano", "A=pie"])
@pytest.mark.parametrize("outcomes,goes_to", A2_TABLE, ids=["-".join(r[0]) for r in A2_TABLE])
def test_a2_table_row(outcomes, goes_to, team_a, players):
    hands = _a2_hands(outcomes, team_a, players)
    m = deal(hands)
    assert m.hand.mano == 0
    by_seat = {s: list(h) for s, h in enumerate(hands)}
    leaders = []
    ev = []
    while not m.hand.over:
        seat = m.to_act
        if len(m.hand.tricks[-1]) == 0:
            leaders.append(seat)
        ev += run(m, f"play:{by_seat[seat][len(m.hand.results)]}")
    tricks = kinds(ev, "trick")
    expect_team = {"A": team_a, "B": 1 - team_a, "parda": None}
    assert [t.get("team") for t in tricks] == [expect_team[o] for o in outcomes]
    assert len(tricks) == len(outcomes), "the hand ends as soon as the tricks decide it"
    winner = 0 if goes_to == "mano" else team_a  # seat 0 is the mano
    assert m.hand.winner == winner
    assert scores_of(ev) == [(winner, 1, "hand")]
    assert m.scores == ([1, 0] if winner == 0 else [0, 1])
    # the leader of each trick: the winner of the last one, or after a parda the parda's leader again
    for k in range(1, len(leaders)):
        prev = tricks[k - 1]
        assert leaders[k] == (leaders[k - 1] if prev.get("team") is None else prev["seat"])
        if prev.get("team") is not None:
            assert leaders[k] & 1 == prev["team"]
    # tricks not started are not played: their cards stay hidden from the other seats
    unplayed = [c for s in (0, 1) for c in m.hand.cards[s]]
    assert len(unplayed) == 2 * (3 - len(outcomes))
    obs_text = json.dumps(m.observe(1))
    for c in m.hand.cards[0]:
        assert f'"{c}"' not in obs_text


def test_a2_parda_within_one_team_goes_to_that_team_and_first_of_them_leads():
    # 4p, mano 0: seat 0 plays 3e, seat 1 4e, seat 2 3b (ties with partner), seat 3 5e
    m = deal([["3e", "1e", "1b"], ["4e", "4b", "4o"], ["3b", "5o", "5c"], ["5e", "5b", "6c"]])
    ev = run(m, "play:3e", "play:4e", "play:3b", "play:5e")
    assert kinds(ev, "trick") == [{"kind": "trick", "team": 0, "seat": 0, "value": 1}]
    assert m.to_act == 0
    # the same with the tied cards played by seat 1 then seat 3: team 1 wins, seat 1 leads
    m = deal([["4e", "1e", "1b"], ["3e", "4b", "4o"], ["5e", "5o", "5c"], ["3b", "5b", "6c"]])
    ev = run(m, "play:4e", "play:3e", "play:5e", "play:3b")
    assert kinds(ev, "trick")[0].get("team") == 1 and m.to_act == 1


def test_a2_parda_across_teams_in_four_players_leader_leads_again():
    m = deal([["4e", "1e", "1b"], ["5e", "4b", "4o"], ["3b", "5o", "5c"], ["3e", "5b", "6c"]],
             dealer=0)  # mano is seat 1
    ev = run(m, "play:5e", "play:3b", "play:3e", "play:4e")
    assert kinds(ev, "trick") == [{"kind": "trick", "seat": 1, "value": 1}]  # no team: parda
    assert m.to_act == 1


# ------------------------------------------------------------------------------------ A3 hand value
def test_a3_plain_hand_is_worth_one_and_envido_scores_first():
    m = deal([["7e", "6e", "1b"], ["4c", "5o", "6b"]])
    ev = run(m, "envido", "quiero", "play:1b", "play:6b", "play:7e", "play:5o")
    assert scores_of(ev) == [(0, 2, "envido"), (0, 1, "hand")]


# ------------------------------------------------------------------------------------ A4 envido points table
A4_TABLE = [
    (("envido",), 2, 1),
    (("real-envido",), 3, 1),
    (("falta-envido",), "falta", 1),
    (("envido", "envido"), 4, 2),
    (("envido", "real-envido"), 5, 2),
    (("envido", "falta-envido"), "falta", 2),
    (("real-envido", "falta-envido"), "falta", 3),
    (("envido", "envido", "real-envido"), 7, 4),
    (("envido", "envido", "falta-envido"), "falta", 4),
    (("envido", "real-envido", "falta-envido"), "falta", 5),
    (("envido", "envido", "real-envido", "falta-envido"), "falta", 7),
]


@pytest.mark.parametrize("players", [2, 4])
@pytest.mark.parametrize("answer", ["quiero", "no-quiero"])
@pytest.mark.parametrize("calls,quiero,no_quiero", A4_TABLE, ids=["-".join(r[0]) for r in A4_TABLE])
def test_a4_table_row(calls, quiero, no_quiero, answer, players):
    # seat 1 (team 1) holds 33, the best envido; scores 3-7 to 30: falta = 23
    hands = [["4e", "5b", "12o"], ["7e", "6e", "1b"]]
    if players == 4:
        hands += [["4o", "5c", "11b"], ["10e", "11c", "2o"]]
    m = deal(hands, scores=(3, 7))
    ev = []
    for call in calls:
        ev += run(m, call)  # callers alternate teams: each call is the other team's raise
    last_caller_team = ev[-1]["seat"] & 1
    ev += run(m, answer)
    assert [e["what"] for e in kinds(ev, "call")] == list(calls)
    if answer == "quiero":
        pts = 23 if quiero == "falta" else quiero
        assert scores_of(ev) == [(1, pts, "envido")]
        assert m.scores == [3, 7 + pts]
    else:
        assert scores_of(ev) == [(last_caller_team, no_quiero, "envido-refused")]
        assert m.scores[last_caller_team] == (3, 7)[last_caller_team] + no_quiero
    if answer == "quiero" and quiero == "falta":
        assert m.over and m.winner == 1 and m.to_act is None  # the falta reaches the target
    else:
        assert not m.hand.over and m.to_act == 0  # the mano's turn resumes: it called at its turn


def test_a4_falta_with_equal_scores_and_when_it_ends_the_match():
    m = deal([["4e", "5b", "12o"], ["7e", "6e", "1b"]], scores=(12, 12), target=15)
    ev = run(m, "falta-envido", "quiero")
    assert scores_of(ev) == [(1, 3, "envido")]
    assert m.over and m.winner == 1 and m.hand.over
    assert kinds(ev, "match-over") == [{"kind": "match-over", "team": 1}]
    assert m.legal_actions() == [] and m.to_act is None


def test_a4_envido_value_examples():
    assert envido_value(["7e", "6e", "1b"]) == 33
    assert envido_value(["12e", "11e", "1b"]) == 20
    assert envido_value(["12e", "5b", "3o"]) == 5
    assert envido_value(["12e", "11b", "10o"]) == 0
    assert envido_value(["7o", "6o", "5o"]) == 33  # flor off: the best two
    assert envido_value(["1c", "12c", "4b"]) == 21


def test_a4_envido_raises_option_off_allows_only_answers():
    m = deal([["4e", "5b", "12o"], ["7e", "6e", "1b"]], envido_raises=False)
    run(m, "envido")
    assert m.legal_actions() == ["quiero", "no-quiero", "mazo"]
    with pytest.raises(IllegalAction):
        m.apply("real-envido")


def test_a4_raise_order_envido_twice_then_real_then_falta():
    m = deal([["4e", "5b", "12o"], ["7e", "6e", "1b"]])
    run(m, "envido")
    assert set(m.legal_actions()) >= {"envido", "real-envido", "falta-envido"}
    run(m, "envido")
    assert "envido" not in m.legal_actions() and "real-envido" in m.legal_actions()
    run(m, "real-envido")
    assert [a for a in m.legal_actions() if "envido" in a] == ["falta-envido"]
    run(m, "falta-envido")
    assert m.legal_actions() == ["quiero", "no-quiero", "mazo"]


def test_a4_envido_only_in_first_trick_before_own_card_and_once():
    m = deal([["4e", "5b", "12o"], ["7e", "6e", "1b"]])
    assert "envido" in m.legal_actions()
    run(m, "play:4e")
    assert "envido" in m.legal_actions()  # the pie has not played yet
    run(m, "envido", "no-quiero")
    assert "envido" not in m.legal_actions(1)  # one envido per hand
    m = deal([["4e", "5b", "12o"], ["7e", "6e", "1b"]])
    run(m, "play:4e", "play:7e")
    assert not any("envido" in a for a in m.legal_actions())  # second trick
    m = deal([["4e", "5b", "12o"], ["7e", "6e", "1b"]])
    run(m, "truco", "quiero")
    assert not any("envido" in a for a in m.legal_actions())  # a truco was accepted
    with pytest.raises(IllegalAction, match="truco"):
        m.apply("envido")


def test_a4_declarations_son_buenas_hides_the_losing_value():
    m = deal([["7e", "6e", "1b"], ["4o", "5o", "12c"]])  # mano 33, pie 29
    ev = run(m, "envido", "quiero")
    assert [e for e in ev if e["kind"] in ("envido-value", "son-buenas")] == [
        {"kind": "envido-value", "seat": 0, "value": 33}, {"kind": "son-buenas", "seat": 1}]
    for s in (0, 1):
        obs = m.observe(s)
        assert obs["envido"]["said"] == [[0, 33], [1, None]]
        assert obs["envido"]["winner"] == 0
    assert "29" not in json.dumps(m.observe(0)["envido"])


def test_a4_equal_values_the_mano_wins():
    m = deal([["7e", "6e", "1b"], ["7o", "6o", "12c"]])
    ev = run(m, "envido", "quiero")
    assert [e["kind"] for e in ev if e["kind"] in ("envido-value", "son-buenas")] == ["envido-value", "son-buenas"]
    assert scores_of(ev) == [(0, 2, "envido")]


def test_a4_pie_beats_mano_and_declares():
    m = deal([["4e", "5b", "12o"], ["7e", "6e", "1b"]])
    ev = run(m, "envido", "quiero")
    assert [(e["kind"], e.get("value")) for e in ev if e["kind"] in ("envido-value", "son-buenas")] == [
        ("envido-value", 5), ("envido-value", 33)]


def test_a4_four_players_a_silent_teammate_speaks_when_the_other_team_overtakes():
    # dealer 0, mano 1: order 1, 2, 3, 0. Values: seat0 25, seat1 20, seat2 7, seat3 33.
    m = deal([["5e", "10e", "1o"], ["10b", "11b", "4c"], ["7o", "12c", "11e"], ["7c", "6c", "2e"]], dealer=0)
    ev = run(m, "envido", "quiero")
    assert [(e["kind"], e["seat"], e.get("value")) for e in ev if e["kind"] in ("envido-value", "son-buenas")] == [
        ("envido-value", 1, 20), ("son-buenas", 2, None), ("envido-value", 0, 25), ("envido-value", 3, 33)]
    assert scores_of(ev) == [(1, 2, "envido")]


def test_a4_four_players_equal_value_earlier_in_order_wins_even_when_speaking_later():
    # order 1, 2, 3, 0. seat1 20, seat2 7 (son buenas), seat0 25, seat3 25: seat 3 is earlier than seat 0
    m = deal([["5e", "10e", "1o"], ["10b", "11b", "4c"], ["7o", "12c", "11e"], ["5c", "10c", "2e"]], dealer=0)
    ev = run(m, "envido", "quiero")
    assert scores_of(ev) == [(1, 2, "envido")]
    assert m.hand.envido.winner == 3


def test_a4_showing_the_winning_envido_cards_at_hand_end_only_unplayed():
    m = deal([["7e", "6e", "1b"], ["4o", "5c", "12c"]])
    ev = run(m, "envido", "quiero", "play:7e", "play:4o", "play:1b", "play:5c")
    shows = kinds(ev, "show")
    assert shows == [{"kind": "show", "seat": 0, "cards": ["6e"]}]
    assert m.observe(1)["shown"] == [{"seat": 0, "cards": ["6e"]}]
    # before the end of the hand nothing is shown
    m = deal([["7e", "6e", "1b"], ["4o", "5c", "12c"]])
    run(m, "envido", "quiero")
    assert m.observe(1)["shown"] == [] and "6e" not in json.dumps(m.observe(1))


# ------------------------------------------------------------------------------------ A5 truco
@pytest.mark.parametrize("depth,accepted,refused", [(1, 2, 1), (2, 3, 2), (3, 4, 3)])
def test_a5_truco_ladder_values(depth, accepted, refused):
    calls = ["truco", "retruco", "vale-cuatro"][:depth]
    hands = [["1e", "1b", "7e"], ["4e", "4b", "5c"]]
    m = deal(hands)
    ev = run(m, *calls, "quiero", "play:1e" if m.to_act == 0 else "play:4e")
    while not m.hand.over:
        s = m.to_act
        ev += run(m, f"play:{m.hand.cards[s][0]}")
    assert scores_of(ev) == [(0, accepted, "truco")]
    m = deal(hands)
    ev = run(m, *calls, "no-quiero")
    last_caller = kinds(ev, "call")[-1]["seat"]
    assert scores_of(ev) == [(last_caller & 1, refused, "truco-refused")] and m.hand.over


def test_a5_only_the_quiero_holder_raises_and_caller_plays_after_answer():
    m = deal([["1e", "1b", "7e"], ["4e", "4b", "5c"]])
    run(m, "truco", "quiero")
    assert m.to_act == 0  # the caller plays after the answer
    assert "retruco" not in m.legal_actions(0)
    run(m, "play:1e")
    assert "retruco" in m.legal_actions(1)  # team 1 accepted: it holds el quiero
    run(m, "retruco")
    assert m.legal_actions(0) == ["quiero", "no-quiero", "vale-cuatro", "mazo"]
    run(m, "quiero")
    assert m.to_act == 1 and "vale-cuatro" not in m.legal_actions(1)
    with pytest.raises(IllegalAction, match="accepted the last call"):
        m.apply("vale-cuatro")


def test_a5_mazo_scores_the_hand_value_and_counts_pending_calls_as_no_quiero():
    hands = [["4e", "5b", "12o"], ["7e", "6e", "1b"]]
    m = deal(hands)
    assert scores_of(run(m, "mazo")) == [(1, 1, "mazo")]
    m = deal(hands)
    assert scores_of(run(m, "truco", "quiero", "mazo")) == [(1, 2, "mazo")]
    m = deal(hands)
    assert scores_of(run(m, "truco", "retruco", "mazo")) == [(1, 2, "mazo")]  # like no quiero to retruco
    m = deal(hands)
    # a pending envido counts as no quiero first, then the hand's value
    assert scores_of(run(m, "envido", "real-envido", "mazo")) == [(1, 2, "envido-refused"), (1, 1, "mazo")]
    m = deal(hands)
    # envido points already scored stay; no extra point for folding before the envido
    assert scores_of(run(m, "envido", "quiero", "mazo")) == [(1, 2, "envido"), (1, 1, "mazo")]


# ------------------------------------------------------------------------------------ A6 envido está primero
def test_a6_envido_esta_primero():
    m = deal([["4e", "5b", "12o"], ["7e", "6e", "1b"]])
    run(m, "truco")
    assert set(m.legal_actions()) == {"quiero", "no-quiero", "retruco", "envido", "real-envido",
                                      "falta-envido", "mazo"}
    ev = run(m, "envido")
    assert m.to_act == 0 and m.legal_actions() == ["quiero", "no-quiero", "envido", "real-envido",
                                                   "falta-envido", "mazo"]
    ev += run(m, "quiero")
    assert scores_of(ev) == [(1, 2, "envido")]
    # the truco waited: the same team answers it now, without another envido
    assert m.to_act == 1 and m.legal_actions() == ["quiero", "no-quiero", "retruco", "mazo"]
    run(m, "quiero")
    assert m.hand.stake == 2 and m.to_act == 0


def test_a6_not_for_a_player_who_already_played_but_for_the_partner():
    m = deal([["4e", "5b", "12o"], ["7e", "6e", "1b"], ["4c", "5o", "6b"], ["7o", "6o", "1c"]])
    run(m, "play:4e", "play:1b", "truco")  # seat 2 calls; team 1: seat 1 played, seat 3 did not
    assert "envido" not in m.legal_actions(1)
    assert "envido" in m.legal_actions(3)
    run(m, "3:envido", "no-quiero")
    assert m.to_act == 3 and "envido" not in m.legal_actions(3)


def test_a6_envido_that_ends_the_match_lapses_the_truco():
    m = deal([["4e", "5b", "12o"], ["7e", "6e", "1b"]], scores=(0, 28))
    ev = run(m, "truco", "envido", "quiero")
    assert m.over and m.winner == 1 and m.hand.over
    assert scores_of(ev) == [(1, 2, "envido")]
    assert not any(e["what"] in ("truco", "truco-refused") for e in ev if e["kind"] == "score")


# ------------------------------------------------------------------------------------ A7 flor
def test_a7_flor_sung_at_first_turn_and_scored_at_end_of_first_trick():
    m = deal([["7e", "6e", "1e"], ["4o", "5b", "12c"]], flor=True)
    assert [e.to_dict() for e in m.hand.events if e.kind == "flor"] == [{"kind": "flor", "seat": 0}]
    assert not any("envido" in a for a in m.legal_actions(0))  # flor: no envido
    run(m, "play:1e")
    assert not any("envido" in a for a in m.legal_actions(1))  # a flor was sung: no envido this hand
    ev = run(m, "play:4o")
    assert scores_of(ev) == [(0, 3, "flor")]
    assert m.scores == [3, 0]


def test_a7_envido_call_makes_every_holder_sing_and_is_withdrawn():
    # 4p, mano 0; seats 1 and 3 hold flor; seat 0 calls envido before anyone else's turn
    m = deal([["4e", "5b", "12o"], ["7o", "6o", "1o"], ["4c", "5c", "6b"], ["7c", "6c", "3c"]], flor=True)
    ev = run(m, "envido")
    assert [e["seat"] for e in kinds(ev, "flor")] == [1, 3]
    assert kinds(ev, "envido-withdrawn") == [{"kind": "envido-withdrawn"}]
    assert m.to_act == 0 and not any("envido" in a for a in m.legal_actions())
    ev = run(m, "play:4e", "play:7o", "play:4c", "play:7c")
    assert scores_of(ev) == [(1, 6, "flor")]  # 3 for each of the two flores, to the best (33 > 29)


def test_a7_best_flor_ties_go_earlier_in_order_and_flor_counts_when_the_hand_ends_early():
    m = deal([["7e", "6e", "1e"], ["7o", "6o", "1o"]], flor=True)  # 34 and 34
    ev = run(m, "play:1e", "play:1o")
    assert scores_of(ev) == [(0, 6, "flor")]
    m = deal([["7e", "6e", "1e"], ["7o", "6o", "12o"]], flor=True)  # 34 vs 33: the pie's is worse
    ev = run(m, "truco", "no-quiero")  # the pie sang when it answered; hand ends in trick 1
    assert [e.seat for e in m.hand.events if e.kind == "flor"] == [0, 1]
    assert scores_of(ev) == [(0, 6, "flor"), (0, 1, "truco-refused")]
    m = deal([["4e", "5b", "12o"], ["7o", "6o", "1o"]], flor=True)
    ev = run(m, "mazo")  # the holder never had a turn: its flor was not sung and does not count
    assert scores_of(ev) == [(1, 1, "mazo")]


def test_a7_flor_holder_sings_when_answering_a_call():
    m = deal([["4e", "5b", "12o"], ["7o", "6o", "1o"]], flor=True)
    ev = run(m, "truco")
    assert [e["seat"] for e in kinds(ev, "flor")] == [1]
    assert "envido" not in m.legal_actions(1)


def test_a7_flor_value():
    assert has_flor(["7e", "6e", "1e"]) and flor_value(["7e", "6e", "1e"]) == 34
    assert flor_value(["12o", "11o", "10o"]) == 20
    assert not has_flor(["7e", "6e", "1b"])


# ------------------------------------------------------------------------------------ A8 match
def test_a8_match_ends_mid_hand_and_tricks_do_not_count():
    m = deal([["7e", "6e", "1b"], ["4o", "5c", "12c"]], scores=(28, 0))
    run(m, "envido", "quiero")
    assert m.over and m.winner == 0 and m.hand.over and m.scores == [30, 0]
    with pytest.raises(IllegalAction, match="over"):
        m.apply("play:7e")
    with pytest.raises(IllegalAction, match="over"):
        m.start_hand()


def test_a8_scores_are_not_capped():
    m = deal([["7e", "6e", "1b"], ["4o", "5c", "12c"]], scores=(29, 0))
    run(m, "envido", "real-envido", "quiero")
    assert m.scores == [34, 0] and m.over


def test_a8_chicos_best_of_three():
    m = Match(Rules(players=2, target=5, chicos=3), seed=3, dealer=1)
    hands = [["7e", "6e", "1b"], ["4o", "5c", "12c"]]
    seen = []
    for chico in range(2):
        m.start_hand(hands=hands)
        if chico == 1:  # the next chico's first deal starts it at 0-0
            assert m.scores == [0, 0] and m.hand.start_scores == [0, 0]
        ev = run(m, "0:falta-envido" if m.hand.mano == 0 else "1:falta-envido", "quiero")
        seen += [e["kind"] for e in ev if e["kind"] in ("chico-over", "match-over")]
        if chico == 0:
            # the chico's final score stays on the board (and in the summary) until then
            assert m.chicos == [1, 0] and m.scores[0] >= 5 and not m.over and m.hand.over
            assert seen == ["chico-over"]
    assert m.over and m.winner == 0 and m.chicos == [2, 0]
    assert seen == ["chico-over", "match-over"]


def test_a8_dealer_rotates_and_mano_follows():
    m = Match(Rules(players=4), seed=11)
    first = m.dealer
    for k in range(5):
        m.start_hand()
        assert m.hand.dealer == (first + k) % 4 and m.hand.mano == (first + k + 1) % 4
        run(m, "mazo")


# ------------------------------------------------------------------------------------ robustness
def test_out_of_range_seat_cannot_answer_for_a_team():
    """Regression: a seat number beyond the table answered as ``seat & 1`` (or crashed)."""
    m = deal([["4e", "5b", "12o"], ["7e", "6e", "1b"]], flor=True)
    run(m, "truco")
    before = m.to_json()
    for bad in ("3:quiero", "7:no-quiero", "5:envido", "2:mazo"):
        with pytest.raises(IllegalAction, match="no seat"):
            m.apply(bad)
    assert m.to_json() == before
    assert m.legal_actions(3) == [] and m.legal_actions(9) == []


def test_illegal_actions_name_the_rule_and_change_nothing():
    m = deal([["4e", "5b", "12o"], ["7e", "6e", "1b"]])
    before = m.to_json(), m.observe(0), m.observe(1)
    for bad, words in (("play:7e", "does not hold"), ("quiero", "no call"), ("retruco", "calls go"),
                       ("1:play:7e", "turn"), ("aceito", "unknown"), ("down:4e", "face-down")):
        with pytest.raises(IllegalAction, match=words):
            m.apply(bad)
    assert (m.to_json(), m.observe(0), m.observe(1)) == before


def test_a6_the_lapsed_truco_is_no_longer_pending_in_the_observation():
    m = deal([["4e", "5b", "12o"], ["7e", "6e", "1b"]], scores=(0, 28))
    run(m, "truco", "envido", "quiero")
    for s in (0, 1):
        o = m.observe(s)
        assert o["hand_over"] and o["pending_bet"] is None and o["to_act"] is None and o["legal"] == []


def test_common_either_partner_answers_the_engine_names_the_next_seat():
    m = deal([["4e", "5b", "12o"], ["7e", "6e", "1b"], ["4c", "5o", "6b"], ["7o", "6o", "1c"]])
    run(m, "truco")
    assert m.to_act == 1 and m.hand.acting_seats() == [1, 3]
    assert m.legal_actions(0) == [] and m.legal_actions(2) == []
    ev = run(m, "3:retruco")
    assert ev[0] == {"kind": "call", "seat": 3, "what": "retruco"}
    assert m.to_act == 0 and m.hand.acting_seats() == [0, 2]  # the seat after the last caller
    ev = run(m, "2:quiero")
    assert ev == [{"kind": "answer", "seat": 2, "what": "quiero"}]
    assert m.to_act == 0 and m.hand.stake == 3  # the first caller plays now
