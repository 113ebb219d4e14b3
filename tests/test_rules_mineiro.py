"""Truco Mineiro, RULES.md Part B, driven through real hands. Dealer 3, so seat 0 is the mão."""
import json

import pytest

from game.cards import FRENCH_DECK, FRENCH_STRENGTH
from game.errors import IllegalAction
from game.match import Match
from game.rules import Rules
from tests.helpers import kinds, run, scores_of

MINEIRO = Rules(variant="mineiro", players=4, target=12)


def deal(hands=None, *, stock=None, scores=(0, 0), dealer=3):
    m = Match(MINEIRO, seed=0, dealer=dealer, scores=scores)
    m.start_hand(hands=[list(h) for h in hands] if hands else None, stock=stock)
    return m



def cards_in(obs):
    return json.dumps(obs)


# ------------------------------------------------------------------------------------ B1 cards
B1_ORDER = [["4c"], ["7h"], ["As"], ["7d"], ["3c", "3h", "3s", "3d"], ["2c", "2h", "2s", "2d"],
            ["Ac", "Ah", "Ad"], ["Kc", "Kh", "Ks", "Kd"], ["Jc", "Jh", "Js", "Jd"], ["Qc", "Qh", "Qs", "Qd"],
            ["7c", "7s"], ["6c", "6h", "6s", "6d"], ["5c", "5h", "5s", "5d"], ["4h", "4s", "4d"]]


def test_b1_strength_order_covers_the_deck():
    assert sorted(c for line in B1_ORDER for c in line) == sorted(FRENCH_DECK)
    for i, line in enumerate(B1_ORDER):
        assert len({FRENCH_STRENGTH[c] for c in line}) == 1, line
        if i:
            assert FRENCH_STRENGTH[line[0]] < FRENCH_STRENGTH[B1_ORDER[i - 1][0]]


# ------------------------------------------------------------------------------------ B2 tandas
STOCK = ["Kd", "Qd", "Jd", "4c", "7h", "As", "2c", "2d", "2h", "5c", "5s", "5h", "6c", "6s", "6h",
         "Ac", "Ah", "Ad", "3c", "3h", "3s"]


def test_b2_keep_then_deal_to_dealers_partner_maos_partner_and_dealer():
    m = deal(stock=STOCK)
    assert m.hand.phase == "tanda" and m.to_act == 0 and m.legal_actions() == ["keep", "pass", "burn"]
    assert all(m.legal_actions(s) == [] for s in (1, 2, 3))
    assert m.observe(0)["hand"] == ["Kd", "Qd", "Jd"] and m.observe(1)["hand"] == []
    run(m, "keep")
    assert m.hand.cards == [["Kd", "Qd", "Jd"], ["4c", "7h", "As"], ["2c", "2d", "2h"], ["5c", "5s", "5h"]]
    assert m.to_act == 0 and m.hand.phase == "play"


def test_b2_pass_once_to_the_partner_who_is_not_dealt_again():
    m = deal(stock=STOCK)
    ev = run(m, "pass")
    assert ev == [{"kind": "tanda", "seat": 0, "what": "pass"}]  # face down: no cards in the event
    assert m.legal_actions() == ["keep", "burn"]
    with pytest.raises(IllegalAction, match="only once"):
        m.apply("pass")
    assert m.observe(0)["tanda"]["passed_cards"] == ["Kd", "Qd", "Jd"]
    assert m.observe(2)["hand"] == ["Kd", "Qd", "Jd"]
    for s in (1, 3):
        assert "Kd" not in cards_in(m.observe(s)) and m.observe(s)["tanda"]["passed"] is True
    run(m, "keep")
    assert m.hand.cards == [["4c", "7h", "As"], ["2c", "2d", "2h"], ["Kd", "Qd", "Jd"], ["5c", "5s", "5h"]]


def test_b2_burn_is_seen_by_everyone_and_at_most_three_rejections():
    m = deal(stock=STOCK)
    ev = run(m, "burn")
    assert ev == [{"kind": "tanda", "seat": 0, "what": "burn", "cards": ["Kd", "Qd", "Jd"]}]
    for s in range(4):
        assert m.observe(s)["tanda"]["burned"] == [["Kd", "Qd", "Jd"]]
    run(m, "pass", "burn")
    assert m.hand.mineiro.rejections == 3 and m.legal_actions() == ["keep"]  # the fourth must be kept
    with pytest.raises(IllegalAction, match="fourth must be kept"):
        m.apply("burn")
    run(m, "keep")
    # mão saw Kd.., 4c.. (passed), 2c.. (burned), kept 5c..; then dealer's partner, dealer
    assert m.hand.cards == [["5c", "5s", "5h"], ["6c", "6s", "6h"], ["4c", "7h", "As"], ["Ac", "Ah", "Ad"]]
    assert m.hand.mineiro.burned == [["Kd", "Qd", "Jd"], ["2c", "2d", "2h"]]


def test_b2_seeded_deal_has_tandas_and_no_tandas_in_onze_or_ferro():
    m = Match(MINEIRO, seed=5, dealer=3)
    m.start_hand()
    assert m.hand.phase == "tanda"
    for scores in ((11, 4), (11, 11)):
        m = deal(stock=STOCK, scores=scores)
        assert m.hand.phase == ("onze" if scores[1] != 11 else "play")
        # three consecutive cards each, starting with the mão
        assert m.hand.cards == [STOCK[0:3], STOCK[3:6], STOCK[6:9], STOCK[9:12]]


# ------------------------------------------------------------------------------------ B3 tricks
def test_b3_face_down_only_from_second_trick_never_wins_and_stays_hidden():
    m = deal([["Kd", "2c", "5h"], ["4c", "Qh", "6s"], ["3d", "Jc", "4s"], ["7h", "5d", "6c"]])
    assert not any(a.startswith("down:") for a in m.legal_actions())
    with pytest.raises(IllegalAction, match="second trick"):
        m.apply("down:Kd")
    run(m, "play:Kd", "play:4c", "play:3d", "play:7h")  # team 1 wins, seat 1 leads
    assert m.to_act == 1 and "down:Qh" in m.legal_actions()
    ev = run(m, "down:Qh", "play:Jc", "play:6c", "play:5h")
    assert ev[0] == {"kind": "play", "seat": 1, "what": "down"}
    # Jc (team 0) is the top face-up card; the face-down Qh does not count
    assert kinds(ev, "trick")[0]["team"] == 0 and kinds(ev, "trick")[0]["seat"] == 2
    for s in (0, 2, 3):
        assert "Qh" not in cards_in(m.observe(s))
    assert "Qh" in cards_in(m.observe(1))


def test_b3_all_face_down_trick_is_tied_and_its_leader_leads_again():
    m = deal([["3c", "2c", "5h"], ["3h", "Qh", "6s"], ["Jd", "Jc", "4s"], ["Kd", "5d", "6c"]])
    ev = run(m, "play:3c", "play:3h", "play:Jd", "play:Kd")  # tie: seat 0 played the first 3
    assert kinds(ev, "trick")[0].get("team") is None and m.to_act == 0
    ev = run(m, "down:2c", "down:Qh", "down:Jc", "down:6c")
    t = kinds(ev, "trick")[0]
    assert t.get("team") is None and t["seat"] == 0 and m.to_act == 0 and not m.hand.over
    ev = run(m, "play:5h", "play:6s", "play:4s", "play:5d")  # tie, tie, then team 1: it wins
    assert m.hand.winner == 1 and scores_of(ev) == [(1, 1, "hand")]


def test_b3_leader_after_a_tie_is_the_first_of_the_tying_top_cards():
    # trick 1: seat0 5h, seat1 3c, seat2 Kd, seat3 3h → 3c (team 1) and 3h (team 1): same team wins
    m = deal([["5h", "2c", "Kd"], ["3c", "Qh", "6s"], ["Jc", "Jd", "4s"], ["3h", "5d", "6c"]])
    ev = run(m, "play:5h", "play:3c", "play:Jc", "play:3h")
    assert kinds(ev, "trick")[0] == {"kind": "trick", "team": 1, "seat": 1, "value": 1}
    # tie across teams: seat 1 3c, seat 2 3d → tied, seat 1 (first top card) leads, not the leader 0
    m = deal([["5h", "2c", "Kd"], ["3c", "Qh", "6s"], ["3d", "Jd", "4s"], ["Jc", "5d", "6c"]])
    ev = run(m, "play:5h", "play:3c", "play:3d", "play:Jc")
    t = kinds(ev, "trick")[0]
    assert t.get("team") is None and t["seat"] == 1 and m.to_act == 1


B3_TABLE = [  # outcomes per trick ("A", "B", "tie"), hand goes to
    (("A", "A"), "A"),
    (("A", "B", "A"), "A"),
    (("A", "tie"), "A"),
    (("A", "B", "tie"), "A"),
    (("tie", "A"), "A"),
    (("tie", "tie", "A"), "A"),
    (("tie", "tie", "tie"), "nobody"),
]
_WIN = [("3c", "4h"), ("3h", "4s"), ("3s", "4d")]  # (A's card, B's card) when A wins
_TIE = [("2c", "2h"), ("Kc", "Kh"), ("Jc", "Jh")]
_LOW = {0: ["5c", "5h", "5s"], 1: ["6c", "6h", "6s"]}  # partners' cards, never on top


@pytest.mark.parametrize("team_a", [0, 1])
@pytest.mark.parametrize("outcomes,goes_to", B3_TABLE, ids=["-".join(r[0]) for r in B3_TABLE])
def test_b3_table_row(outcomes, goes_to, team_a):
    per_team = {0: [], 1: []}
    full = list(outcomes) + ["A"] * (3 - len(outcomes))
    for t, o in enumerate(full):
        a, b = _TIE[t] if o == "tie" else _WIN[t]
        if o == "B":
            a, b = b, a
        per_team[team_a].append(a)
        per_team[1 - team_a].append(b)
    hands = [per_team[0], per_team[1], _LOW[0], _LOW[1]]
    m = deal(hands)
    ev = []
    while not m.hand.over:
        s = m.to_act
        ev += run(m, f"play:{hands[s][len(m.hand.results)]}")
    expect = {"A": team_a, "B": 1 - team_a, "tie": None}
    assert [t.get("team") for t in kinds(ev, "trick")] == [expect[o] for o in outcomes]
    if goes_to == "nobody":
        assert m.hand.winner == "nobody" and scores_of(ev) == [] and m.scores == [0, 0]
        assert kinds(ev, "hand-over") == [{"kind": "hand-over", "what": "nobody"}]
    else:
        assert m.hand.winner == team_a and scores_of(ev) == [(team_a, 1, "hand")]


# ------------------------------------------------------------------------------------ B4 stakes
HANDS = [["Kd", "2c", "5h"], ["4c", "Qh", "6s"], ["3d", "Jc", "4s"], ["7h", "5d", "6c"]]


def test_b4_accepted_truco_bets_on_the_trick_in_progress():
    m = deal(HANDS, scores=(2, 4))
    run(m, "play:Kd", "play:4c", "play:3d", "play:7h")  # team 1 took trick 1
    ev = run(m, "play:Qh", "play:Jc", "truco", "aceito", "play:6c", "play:2c")
    assert scores_of(ev) == [(0, 3, "truco")] and m.hand.over and m.scores == [5, 4]


@pytest.mark.parametrize("calls,refused", [(("truco",), 1), (("truco", "seis"), 3),
                                           (("truco", "seis", "nove"), 6), (("truco", "seis", "nove", "doze"), 9)])
def test_b4_corro_scores_the_previous_stake_and_raises_alternate(calls, refused):
    m = deal(HANDS)
    for i, c in enumerate(calls):
        caller_team = i % 2  # seat 0 calls, then the teams alternate
        assert c in m.legal_actions() and m.to_act & 1 == caller_team
        run(m, c)
        assert all(m.legal_actions(s) == [] for s in range(4) if s & 1 == caller_team)  # it waits
        if i + 1 < len(calls):
            assert calls[i] not in m.legal_actions()  # no repeating the same level
    ev = run(m, "corro")
    assert scores_of(ev) == [((len(calls) - 1) % 2, refused, "truco-refused")] and m.hand.over


def test_b4_no_folding_but_corro():
    m = deal(HANDS)
    assert "mazo" not in m.legal_actions()
    with pytest.raises(IllegalAction, match="no irse al mazo"):
        m.apply("mazo")


def test_b4_tie_with_a_top_card_played_before_the_call_loses_for_the_last_bettor():
    m = deal(HANDS)
    run(m, "play:Kd", "play:4c", "play:3d", "play:7h")  # team 1 leads trick 2 from seat 1
    # seat 1 plays Qh, seat 2 calls truco, seat 3 raises seis, team 0 accepts: 3 then Q of team 0 ties Qh
    m = deal([["Kd", "2c", "5h"], ["4c", "Qh", "6s"], ["3d", "Qc", "4s"], ["7h", "5d", "6c"]])
    run(m, "play:Kd", "play:4c", "play:3d", "play:7h")
    ev = run(m, "play:Qh", "truco", "seis", "aceito", "play:Qc", "play:5d", "play:5h")
    # the tie Qh/Qc: Qh was played before the call; team 1 raised last, so team 1 loses the hand
    assert scores_of(ev) == [(0, 6, "truco")] and m.hand.winner == 0


def test_b4_tie_after_the_call_goes_to_following_tricks_and_last_tie_is_nobody():
    m = deal([["Kd", "2c", "4h"], ["4c", "Qh", "Js"], ["3d", "Qc", "4s"], ["7h", "5d", "6c"]])
    run(m, "play:Kd", "play:4c", "play:3d", "play:7h")  # team 1 leads trick 2
    ev = run(m, "truco", "aceito", "play:Qh", "play:Qc", "play:5d", "play:2c")
    # 2c (team 0) wins trick 2 after the call: team 0 takes the hand for 3
    assert scores_of(ev) == [(0, 3, "truco")]
    m = deal([["Kd", "4h", "2c"], ["4c", "Qh", "Js"], ["3d", "Qc", "4s"], ["7h", "5d", "6c"]])
    run(m, "play:Kd", "play:4c", "play:3d", "play:7h")
    ev = run(m, "truco", "aceito", "play:Qh", "play:Qc", "play:5d", "play:4h")
    assert m.hand.over is False and m.to_act == 1  # tied after the call: trick 3 decides
    assert not any(a in ("truco", "seis") for s in range(4) for a in m.legal_actions(s))  # no new bets
    ev += run(m, "play:Js", "play:4s", "play:6c", "play:2c")
    assert scores_of(ev) == [(0, 3, "truco")]
    m = deal([["Kd", "4h", "Ks"], ["4c", "Qh", "Kh"], ["3d", "Qc", "4s"], ["7h", "5d", "6c"]])
    run(m, "play:Kd", "play:4c", "play:3d", "play:7h")
    ev = run(m, "truco", "aceito", "play:Qh", "play:Qc", "play:5d", "play:4h",
             "play:Kh", "play:4s", "play:6c", "play:Ks")
    assert m.hand.winner == "nobody" and scores_of(ev) == []


def test_b4_no_call_or_raise_when_score_plus_stake_reaches_twelve():
    m = deal(HANDS, scores=(5, 9))
    run(m, "truco")
    assert m.legal_actions(1) == ["aceito", "corro"]  # accepting gives 3: 9 + 3 = 12
    m = deal(HANDS, scores=(6, 3))
    run(m, "truco", "seis")
    assert m.legal_actions(0) == ["aceito", "corro"]  # 6 + 6 = 12
    m = deal(HANDS, scores=(5, 3))
    run(m, "truco", "seis")
    assert "nove" in m.legal_actions(0)


def test_b4_no_new_bets_after_a_settled_bet():
    m = deal(HANDS)
    run(m, "truco", "aceito")
    assert "truco" not in m.legal_actions()
    with pytest.raises(IllegalAction, match="settled"):
        m.apply("truco")


# ------------------------------------------------------------------------------------ B5 onze and ferro
def test_b5_mao_de_onze_partner_cards_play_for_three_without_truco():
    m = deal(HANDS, scores=(11, 4))
    assert m.hand.phase == "onze" and m.to_act == 0 and m.hand.acting_seats() == [0, 2]
    assert m.observe(0)["partner_hand"] == HANDS[2] and m.observe(2)["partner_hand"] == HANDS[0]
    for s in (1, 3):
        o = m.observe(s)
        assert o["partner_hand"] is None
        assert not any(c in cards_in(o) for c in HANDS[0] + HANDS[2])
    assert m.legal_actions(1) == []
    run(m, "2:play-onze")  # either partner may choose
    assert m.hand.stake == 3 and "truco" not in m.legal_actions()
    ev = []
    while not m.hand.over:
        s = m.to_act
        ev += run(m, f"play:{m.hand.cards[s][0]}")
    assert scores_of(ev) and scores_of(ev)[-1][1] == 3 and scores_of(ev)[-1][2] == "hand"


def test_b5_running_from_the_mao_de_onze_gives_one():
    m = deal(HANDS, scores=(3, 11))
    assert m.to_act == 1 and m.hand.acting_seats() == [1, 3]
    ev = run(m, "3:run-onze")
    assert scores_of(ev) == [(0, 1, "onze-run")] and m.hand.over and m.scores == [4, 11]


def test_b5_mao_de_ferro_blind_no_truco_no_face_down_nobody_means_no_score():
    hands = [["3c", "2c", "Kc"], ["3h", "2h", "Kh"], ["5c", "5h", "5s"], ["6c", "6h", "6s"]]
    m = deal(hands, scores=(11, 11))
    assert m.hand.mineiro.ferro and m.legal_actions() == ["blind:1", "blind:2", "blind:3"]
    for s in range(4):
        o = m.observe(s)
        assert o["hand"] is None and not any(f'"{c}"' in cards_in(o) for h in hands for c in h)
    ev = run(m, "blind:1", "blind:1", "blind:1", "blind:1")
    assert kinds(ev, "play")[0] == {"kind": "play", "seat": 0, "card": "3c"}
    assert m.legal_actions() == ["blind:1", "blind:2"]  # no face-down, no truco
    with pytest.raises(IllegalAction):
        m.apply("play:2c")
    while not m.hand.over:
        ev += run(m, "blind:1")
    assert m.hand.winner == "nobody" and scores_of(ev) == [] and m.scores == [11, 11]
    m.start_hand()
    assert m.hand.mineiro.ferro and m.hand.dealer == 0  # the deal passes on; again a mão de ferro


def test_b2_a_stock_too_short_for_the_next_tanda_is_refused_without_changing_anything():
    """Regression: a burn with no next batch in a scripted stock raised after burning the tanda."""
    m = deal(stock=STOCK[:5])
    before = m.to_json(), [m.observe(s) for s in range(4)]
    with pytest.raises(IllegalAction, match="too few cards"):
        m.apply("burn")
    assert (m.to_json(), [m.observe(s) for s in range(4)]) == before
    m = deal(stock=STOCK[:11])
    run(m, "pass")
    with pytest.raises(IllegalAction, match="too few cards"):
        m.apply("keep")
    m = deal(stock=STOCK[:12])
    run(m, "pass", "keep")  # after a pass the keep needs only six more cards
    assert m.hand.cards[2] == STOCK[:3] and m.hand.cards[3] == STOCK[9:12]


def test_rules_default_to_each_variants_table():
    assert Rules(variant="mineiro") == Rules(variant="mineiro", players=4, target=12)
    assert Rules() == Rules(variant="argentino", players=2, target=30)
    assert Rules.from_dict({"variant": "mineiro"}).to_dict()["players"] == 4
