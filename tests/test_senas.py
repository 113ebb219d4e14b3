"""Señas in the engine (RULES.md Part D): when they may be made, who sees them, what they claim,
and that they survive saves, replays and the scenario format. The properties over random matches
(a seña never changes what is legal or scored; a rival holds a seña only when caught; replays agree)
are in tests/test_properties.py through tools/fuzz.py."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from game import senas as sn
from game.errors import BadRules, IllegalAction
from game.match import Match
from game.rules import Rules

ROOT = Path(__file__).resolve().parent.parent
AR4 = Rules(players=4, target=15, senas=True)
#: seat 0 is dealt ancho de espada and a 3, seat 1 nothing of value, seat 2 ancho de basto,
#: seat 3 a 7 and a 6 of oros (envido 33) with the siete de oro; dealer 3, so seat 0 is mano.
HANDS = [["1e", "3c", "4b"], ["4e", "5c", "6b"], ["1b", "12c", "11e"], ["7o", "6o", "5b"]]


def match(catch=(30, 30, 30, 30), rules: Rules = AR4, hands=HANDS, seed: int | str = 1) -> Match:
    m = Match(rules, seed, dealer=3, catch=catch)
    m.start_hand(hands=hands)
    return m


# ------------------------------------------------------------------ the option
def test_senas_need_four_players_and_a_boolean():
    with pytest.raises(BadRules, match="4 players"):
        Rules(players=2, senas=True)
    with pytest.raises(BadRules, match="senas must be true or false"):
        Rules(players=4, senas=1)
    assert Rules.from_dict({"variant": "mineiro", "senas": True}).senas
    assert Rules().to_dict()["senas"] is False


def test_no_sena_with_the_option_off():
    m = Match(Rules(players=4, target=15), 1, dealer=3)
    m.start_hand(hands=HANDS)
    assert m.sena_actions(0) == [] and m.observe(0)["senas_legal"] == []
    with pytest.raises(IllegalAction, match="señas are off"):
        m.apply("0:sena:ancho-espada")


# ------------------------------------------------------------------ when (D2)
def test_any_seat_signs_before_its_first_card_whether_or_not_it_is_its_turn():
    m = match()
    assert m.to_act == 0
    for seat in (1, 2, 3):  # not their turn
        assert "sena:nada" in m.sena_actions(seat)
        m.apply(f"{seat}:sena:nada")
    assert m.to_act == 0


def test_at_most_two_senas_a_hand_and_none_after_the_first_card():
    m = match()
    m.apply("0:sena:ancho-espada")
    m.apply("0:sena:tres")
    assert m.sena_actions(0) == []
    with pytest.raises(IllegalAction, match="at most 2"):
        m.apply("0:sena:nada")
    m.apply("1:sena:nada")
    m.apply("0:play:4b")
    assert m.sena_actions(0) == []
    m.apply("1:play:4e")
    with pytest.raises(IllegalAction, match="before the seat's first card"):
        m.apply("1:sena:nada")
    assert "sena:ancho-basto" in m.sena_actions(2)  # seat 2 has not played yet
    m.apply("2:play:12c")
    m.apply("3:play:5b")
    assert all(m.sena_actions(s) == [] for s in range(4))  # the second trick: nobody


def test_the_same_sign_twice_is_allowed():
    m = match(hands=[["3e", "3c", "4b"], *HANDS[1:]])
    m.apply("0:sena:tres")
    m.apply("0:sena:tres")
    assert [sign for _, sign, _ in m.hand.senas] == ["tres", "tres"]


def test_sena_without_a_seat_prefix_is_the_seat_to_act():
    m = match()
    m.apply("sena:ancho-espada")
    assert m.hand.senas[0][0] == 0 and m.to_json().count('"0:sena:ancho-espada"') == 1


@pytest.mark.parametrize("action,why", [
    ("0:sena:zap", "not a seña of argentino"), ("0:sena:flor", "without flor"), ("0:sena:", "not a seña"),
    ("0:sena:guiño", "not a seña"), ("7:sena:nada", "no seat 7"),
])
def test_bad_senas_are_refused_by_name(action, why):
    m = match()
    with pytest.raises(IllegalAction, match=why):
        m.apply(action)
    assert m.hand.senas == []


def test_flor_is_a_sign_only_with_the_flor_rule():
    m = match(rules=Rules(players=4, target=15, senas=True, flor=True))
    assert "sena:flor" in m.sena_actions(1)
    assert "sena:flor" not in match().sena_actions(1)


def test_mineiro_signs_only_once_the_cards_are_held():
    rules = Rules(variant="mineiro", senas=True)
    m = Match(rules, 3)
    m.start_hand()
    assert m.hand.phase == "tanda"
    assert m.sena_actions(m.hand.mano) == []
    with pytest.raises(IllegalAction, match="tanda"):
        m.apply(f"{m.hand.mano}:sena:zap")
    m.apply(f"{m.hand.mano}:keep")
    assert m.sena_actions(0) == [f"sena:{s}" for s in sn.SIGNS["mineiro"]]
    ferro = Match(rules, 3, scores=(11, 11))
    ferro.start_hand()
    assert ferro.hand.mineiro.ferro and ferro.sena_actions(0) == []
    with pytest.raises(IllegalAction, match="mão de ferro"):
        ferro.apply("0:sena:nada")
    onze = Match(rules, 3, scores=(11, 4))
    onze.start_hand()
    assert onze.hand.phase == "onze" and onze.sena_actions(1)  # the other team may sign


# ------------------------------------------------------------------ what it changes: nothing but itself
def test_a_sena_is_one_event_and_changes_nothing_else():
    m = match()
    before = [m.legal_actions(s) for s in range(4)], m.to_act, list(m.scores), list(m.hand.history)
    events = m.apply("2:sena:ancho-basto")
    assert [e.kind for e in events] == ["sena"]
    assert (events[0].seat, events[0].what, events[0].value) == (2, "ancho-basto", 0)
    assert before == ([m.legal_actions(s) for s in range(4)], m.to_act, list(m.scores), list(m.hand.history))
    assert not any(a.startswith("sena:") for s in range(4) for a in m.legal_actions(s))


# ------------------------------------------------------------------ who sees it (D3)
def test_the_partner_always_sees_and_rivals_by_their_chance():
    never = match(catch=(0, 0, 0, 0))
    ev = never.apply("0:sena:ancho-espada")[0]
    assert ev.seen == (0, 2)
    always = match(catch=(100, 100, 100, 100))
    ev = always.apply("0:sena:ancho-espada")[0]
    assert ev.seen == (0, 1, 2, 3)
    assert always.observe(1)["senas"] == [{"seat": 0, "sign": "ancho-espada", "caught": True}]
    assert always.observe(2)["senas"] == [{"seat": 0, "sign": "ancho-espada", "caught": False}]
    assert never.observe(1)["senas"] == [] and never.observe(3)["senas"] == []
    assert never.observe(0)["senas"] == never.observe(2)["senas"] == [
        {"seat": 0, "sign": "ancho-espada", "caught": False}]


def test_a_rival_catches_with_its_own_chance():
    m = match(catch=(30, 100, 30, 0))  # seat 1 always catches, seat 3 never
    for seat, sign in ((0, "ancho-espada"), (2, "ancho-basto"), (0, "tres")):
        ev = m.apply(f"{seat}:{'sena:' + sign}")[0]
        assert 1 in ev.seen and 3 not in ev.seen
    assert len(m.observe(1)["senas"]) == 3 and m.observe(3)["senas"] == []


def test_sena_events_are_hidden_from_who_did_not_see_them():
    m = match(catch=(0, 0, 0, 0))
    ev = m.apply("0:sena:tres")[0]
    assert ev.visible_to(0) and ev.visible_to(2) and not ev.visible_to(1) and not ev.visible_to(3)
    assert ev.to_dict() == {"kind": "sena", "seat": 0, "value": 0, "what": "tres", "seen": [0, 2]}
    assert all(e.visible_to(1) for e in m.hand.events if e.kind != "sena")
    obs = m.observe(1)
    del obs["senas_legal"]  # seat 1's own señas to make name every sign
    assert "tres" not in json.dumps(obs)


def test_the_catch_draw_depends_on_the_hand_and_the_place_not_on_the_sign():
    a, b = match(catch=(30, 30, 30, 30)), match(catch=(30, 30, 30, 30))
    seen_a = [a.apply(f"{s}:sena:nada")[0].seen for s in (0, 1, 2, 3)]
    seen_b = [b.apply(f"{s}:sena:{sign}")[0].seen
              for s, sign in ((0, "ancho-espada"), (1, "dos"), (2, "envido-alto"), (3, "tres"))]
    assert seen_a == seen_b
    assert sn.caught(5, 0, 1, 30) == sn.caught(5, 0, 1, 30)
    draws = [sn.caught(5, i, r, 30) for i in range(200) for r in (1, 3)]
    assert 0.2 < sum(draws) / len(draws) < 0.4
    assert not any(sn.caught(5, i, 1, 0) for i in range(300))
    assert all(sn.caught(5, i, 1, 100) for i in range(300))


def test_catch_rates_match_the_chances_over_many_senas():
    """10,000 draws per chance: the observed rate is within 1.5 points of D3's chance."""
    for chance in (0, 15, 30):
        hits = sum(sn.caught(sn.hand_seed(7, 0, h), i, 1 + 2 * (i % 2), chance) for h in range(2500) for i in range(4))
        assert abs(100 * hits / 10_000 - chance) < 1.5, (chance, hits)


def test_catch_chances_by_who_plays_the_seat():
    assert sn.catch_chances(["human", "facil", "normal", "dificil"]) == (30, 0, 15, 30)
    assert sn.catch_chances(["dificil-2026-12", None, 50, "random"]) == (30, sn.DEFAULT_CATCH, 50, 0)
    for bad in (["nobody"], [True], [101], [1.5]):
        with pytest.raises(ValueError):
            sn.catch_chances(bad)
    with pytest.raises(ValueError, match="each of the 4 seats"):
        Match(AR4, 1, catch=(30, 30))
    with pytest.raises(ValueError, match="whole percent"):
        Match(AR4, 1, catch=(30, 30, 30, -1))


# ------------------------------------------------------------------ what a sign claims
@pytest.mark.parametrize("variant,sign,yes,no", [
    ("argentino", "ancho-espada", ["1e", "4c", "5c"], ["1b", "7e", "3c"]),
    ("argentino", "ancho-basto", ["1b", "4c", "5c"], ["1e", "1o", "3c"]),
    ("argentino", "siete-espada", ["7e", "4c", "5c"], ["7o", "7b", "3c"]),
    ("argentino", "siete-oro", ["7o", "4c", "5c"], ["7e", "7c", "3c"]),
    ("argentino", "tres", ["3o", "4c", "5c"], ["2e", "1o", "12c"]),
    ("argentino", "dos", ["2b", "4c", "5c"], ["3e", "1o", "12c"]),
    ("argentino", "ancho-falso", ["1c", "4c", "5c"], ["1e", "1b", "12c"]),
    ("argentino", "envido-alto", ["7o", "1o", "5c"], ["7o", "11o", "5c"]),
    ("argentino", "flor", ["7o", "1o", "12o"], ["7o", "1o", "12c"]),
    ("argentino", "nada", ["4c", "5c", "12o"], ["4c", "5c", "1o"]),
    ("mineiro", "zap", ["4c", "5h", "Kd"], ["4h", "7h", "As"]),
    ("mineiro", "copas", ["7h", "5h", "Kd"], ["7d", "7c", "As"]),
    ("mineiro", "espadilha", ["As", "5h", "Kd"], ["Ah", "Ac", "4c"]),
    ("mineiro", "pica-fumo", ["7d", "5h", "Kd"], ["7s", "7h", "4c"]),
    ("mineiro", "um-tres", ["3d", "5h", "Kd"], ["2d", "Ah", "4c"]),
    ("mineiro", "dois-tres", ["3d", "3h", "Kd"], ["3d", "2h", "Kd"]),
    ("mineiro", "nada", ["2d", "5h", "Kd"], ["3d", "5h", "Kd"]),
])
def test_what_each_sign_claims(variant, sign, yes, no):
    assert sn.holds(variant, sign, yes) and not sn.holds(variant, sign, no)
    assert sign in sn.true_signs(variant, yes, flor=True)


def test_a_sign_proves_true_false_or_unknown_by_the_cards_seen():
    assert sn.verdict("argentino", "ancho-espada", ["1e"]) is True
    assert sn.verdict("argentino", "ancho-espada", ["3c", "4b"]) is None
    assert sn.verdict("argentino", "ancho-espada", ["3c", "4b", "5e"]) is False
    assert sn.verdict("argentino", "nada", ["3c"]) is False
    assert sn.verdict("argentino", "nada", ["4c", "5c"]) is None
    assert sn.verdict("argentino", "nada", ["4c", "5c", "6e"]) is True
    assert sn.verdict("argentino", "envido-alto", ["4c"], envido=29) is True
    assert sn.verdict("argentino", "envido-alto", ["4c"], envido=27) is False
    assert sn.verdict("argentino", "envido-alto", ["4c"]) is None
    assert sn.verdict("mineiro", "dois-tres", ["3c", "3h"]) is True
    with pytest.raises(ValueError, match="unknown seña"):
        sn.holds("argentino", "guino", ["1e"])


# ------------------------------------------------------------------ the record (D4)
def test_saves_and_replays_keep_the_senas_and_the_catches():
    m = match(catch=(30, 15, 30, 0), seed="replay")
    for action in ("0:sena:ancho-espada", "3:sena:siete-oro", "1:sena:nada", "2:sena:ancho-basto",
                   "0:play:4b", "1:sena:tres", "1:play:4e"):
        m.apply(action)
    text = m.to_json()
    assert '"catch":[30,15,30,0]' in text and '"3:sena:siete-oro"' in text
    r = Match.from_json(text)
    assert r.hand.senas == m.hand.senas and r.catch == m.catch
    assert [r.observe(s) for s in range(4)] == [m.observe(s) for s in range(4)]
    assert r.to_json() == text
    with pytest.raises(ValueError, match="catch"):
        Match.from_json(text.replace('"catch":[30,15,30,0]', '"catch":"everyone"'))


def test_a_default_catch_is_not_written_and_old_saves_read():
    m = match()
    m.apply("1:sena:nada")
    assert '"catch"' not in m.to_json()
    old = json.loads(m.to_json())
    del old["rules"]["senas"]
    old["hands"][0]["actions"] = []
    assert Match.from_json(json.dumps(old)).rules.senas is False


def test_each_hand_draws_its_own_catches():
    m = Match(AR4, 11, catch=(30, 30, 30, 30))
    rows = []
    for _ in range(12):
        m.start_hand()
        rows.append(m.apply(f"{m.to_act}:sena:nada")[0].seen)
        while not m.hand.over:
            m.apply(m.legal_actions()[0])
        if m.over:
            break
    assert len(set(rows)) > 1


def test_the_scenario_tool_takes_senas_and_catch(tmp_path):
    doc = {"rules": {"variant": "argentino", "players": 4, "target": 15, "senas": True}, "dealer": 3,
           "hands": HANDS, "catch": [0, 100, 0, 0], "actions": ["2:sena:ancho-basto", "sena:tres", "play:4b"]}
    path = tmp_path / "s.json"
    path.write_text(json.dumps(doc))
    out = subprocess.run([sys.executable, "-m", "game.scenario", str(path)], cwd=ROOT, capture_output=True,
                         text=True, timeout=60)
    assert out.returncode == 0, out.stdout + out.stderr
    events = [e for e in json.loads(out.stdout)["events"] if e["kind"] == "sena"]
    assert events == [{"kind": "sena", "seat": 2, "value": 0, "what": "ancho-basto", "seen": [0, 1, 2]},
                      {"kind": "sena", "seat": 0, "value": 1, "what": "tres", "seen": [0, 1, 2]}]
    doc["catch"] = [0, 100, 0]
    path.write_text(json.dumps(doc))
    out = subprocess.run([sys.executable, "-m", "game.scenario", str(path)], cwd=ROOT, capture_output=True,
                         text=True, timeout=60)
    assert out.returncode == 2 and "catch must give each of the 4 seats" in json.loads(out.stdout)["error"]
    doc["catch"] = [0, 100, 0, 0]
    doc["actions"] = ["play:4b", "0:sena:tres"]
    path.write_text(json.dumps(doc))
    out = subprocess.run([sys.executable, "-m", "game.scenario", str(path)], cwd=ROOT, capture_output=True,
                         text=True, timeout=60)
    assert out.returncode == 2 and json.loads(out.stdout)["index"] == 1
