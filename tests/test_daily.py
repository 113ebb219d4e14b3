"""The Diario: daily seeds and deals, who acts at a daily's table, replays, share text, CLI."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from datetime import date, timedelta
from pathlib import Path

import pytest

from game import ai, daily
from game.errors import BadRules
from game.match import Match, seeded_deck
from game.rules import Rules

ROOT = Path(__file__).resolve().parent.parent
VECTORS = sorted((ROOT / "tests" / "vectors").glob("daily_*.json"))
DAY = date(2026, 11, 29)
ALL_CHOICES = [Rules(players=p, flor=f, target=t) for p in (2, 4) for f in (False, True)
               for t in (5, 10, 15, 20, 25, 30)] + [Rules(variant="mineiro", players=4, target=12)]
#: every rule set the menu offers, envido raises and chicos included
EVERY_CHOICE = [Rules(players=p, flor=f, target=t, envido_raises=e, chicos=c) for p in (2, 4)
                for f in (False, True) for t in (5, 10, 15, 20, 25, 30) for e in (True, False)
                for c in (1, 3)] + [Rules(variant="mineiro", players=4, target=12)]


def _run(*args: str, env_extra: dict | None = None) -> subprocess.CompletedProcess:
    env = dict(os.environ, **(env_extra or {}))
    return subprocess.run([sys.executable, "-m", "game.daily", *args], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=60)


# --------------------------------------------------------------------------- seeds and deals
def test_there_are_vectors_for_both_variants():
    variants = {json.loads(p.read_text())["rules"]["variant"] for p in VECTORS}
    assert variants == {"argentino", "mineiro"}


@pytest.mark.parametrize("path", VECTORS, ids=lambda p: p.stem)
def test_committed_vectors_hold(path):
    vec = json.loads(path.read_text())
    day = date.fromisoformat(vec["date"])
    rules = Rules.from_dict(vec["rules"])
    assert daily.daily_seed(day, rules) == vec["seed"]
    m = daily.daily_match(day, rules)
    assert m.seed == vec["seed"] and m.first_dealer == vec["first_dealer"]
    assert daily.deals(day, rules, len(vec["deals"])) == vec["deals"]
    # the match really deals them: first hand from the vector, and deal k is seeded_deck(seed, k)
    m.start_hand()
    first = vec["deals"][0]
    assert m.dealer == first["dealer"] and m.hand.mano == first["mano"]
    if rules.variant == "mineiro":
        assert m.hand.cards[first["mano"]] == first["stock"][:3]
    else:
        assert [list(c) for c in m.hand.cards] == first["hands"]
    for k, deal in enumerate(vec["deals"]):
        assert seeded_deck(m.rules, m.seed, k, 0) == deal["stock"]


def test_deals_hand_every_card_once():
    for rules in (Rules(players=4), Rules(variant="mineiro", players=4, target=12)):
        for deal in daily.deals(DAY, rules, 4):
            assert sorted(deal["stock"]) == sorted(rules.v.deck)
            dealt = [c for h in deal["hands"] for c in h]
            assert len(dealt) == len(set(dealt)) == 3 * rules.players
            assert set(dealt) <= set(deal["stock"])


def test_seed_is_stable_across_processes():
    code = ("from datetime import date; from game.daily import daily_seed, deals; "
            "from game.rules import Rules; import json; r = Rules(players=4, flor=True); "
            "print(json.dumps([daily_seed(date(2026, 11, 29), r), deals(date(2026, 11, 29), r, 2)]))")
    outs = set()
    for hashseed in ("0", "1", "12345"):
        p = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True,
                           env=dict(os.environ, PYTHONHASHSEED=hashseed), timeout=60)
        assert p.returncode == 0, p.stderr
        outs.add(p.stdout)
    assert len(outs) == 1
    seed, deals = json.loads(outs.pop())
    r = Rules(players=4, flor=True)
    assert seed == daily.daily_seed(DAY, r) and deals == daily.deals(DAY, r, 2)


def test_different_days_give_different_deals():
    rules = Rules()
    days = [date(2026, 12, 20) + timedelta(days=i) for i in range(40)]  # across a year end
    seeds = {daily.daily_seed(d, rules) for d in days}
    firsts = {tuple(daily.deals(d, rules, 1)[0]["stock"]) for d in days}
    assert len(seeds) == len(firsts) == len(days)


def test_different_rules_give_different_deals():
    seeds = {daily.daily_seed(DAY, r) for r in ALL_CHOICES}
    assert len(seeds) == len(ALL_CHOICES)
    # the same deck, the same day: flor or not changes the deal
    a = daily.deals(DAY, Rules(), 1)[0]["stock"]
    b = daily.deals(DAY, Rules(flor=True), 1)[0]["stock"]
    assert a != b


def test_the_whole_rules_choice_makes_the_daily():
    plain = Rules(players=4, flor=True, target=15)
    options = [Rules(players=4, flor=True, target=15, envido_raises=False),
               Rules(players=4, flor=True, target=15, chicos=3),
               Rules(players=4, flor=True, target=15, envido_raises=False, chicos=3)]
    seeds = {daily.daily_seed(DAY, r) for r in [plain] + options}
    assert len(seeds) == 4
    for r in options:  # the daily is played with the rules chosen, all of them
        assert daily.daily_match(DAY, r).rules == r
        assert daily.deals(DAY, r, 1) != daily.deals(DAY, plain, 1)
    # the usual options keep the seed of RULES.md Part C (date, variant, players, flor, target)
    from game.rng import derive
    assert daily.daily_seed(DAY, plain) == derive("truco-diario", "2026-11-29", "argentino", 4, 1, 15)
    assert daily.daily_rules({"variant": "mineiro"}) == Rules(variant="mineiro", players=4, target=12)
    # no envido in Mineiro: envido raises off changes nothing there, so it is the same daily
    mineiro = Rules(variant="mineiro", players=4, target=12)
    assert daily.daily_rules(Rules(variant="mineiro", envido_raises=False)) == mineiro
    assert daily.rules_key(Rules(variant="mineiro", envido_raises=False)) == "mineiro-4p-12"


def test_rules_keys_round_trip():
    keys = {daily.rules_key(r) for r in EVERY_CHOICE}
    assert len(keys) == len(EVERY_CHOICE)
    seeds = {daily.daily_seed(DAY, r) for r in EVERY_CHOICE}
    assert len(seeds) == len(EVERY_CHOICE)
    assert daily.rules_key(Rules()) == "argentino-2p-30"
    assert daily.rules_key(Rules(players=4, flor=True, target=15)) == "argentino-4p-15-flor"
    assert daily.rules_key(Rules(envido_raises=False)) == "argentino-2p-30-noraises"
    assert daily.rules_key(Rules(players=4, flor=True, envido_raises=False, chicos=3)) == \
        "argentino-4p-30-flor-noraises-3chicos"
    for r in EVERY_CHOICE:
        assert daily.rules_from_key(daily.rules_key(r)) == r
    for bad in ("", "argentino", "argentino-3p-30", "mineiro-2p-12", "truco-2p-30", "argentino-2p-x", 7,
                "argentino-02p-030", "argentino-2p-30-flor-flor", "argentino-2p-30-1chicos",
                "argentino-2p-30-5chicos", "argentino-2p-30-3chicos-noraises", "mineiro-4p-12-noraises",
                "argentino-2p-30-noraises-noraises", "argentino-2p-30-chicos", "x" * 10_000):
        with pytest.raises(BadRules):
            daily.rules_from_key(bad)


def test_the_date_must_be_a_date():
    with pytest.raises(TypeError):
        daily.daily_seed("2026-11-29", Rules())
    # the time of day never changes the daily
    from datetime import datetime
    assert daily.daily_seed(datetime(2026, 11, 29, 23, 59), Rules()) == daily.daily_seed(DAY, Rules())


# --------------------------------------------------------------------------- who acts
def _four(dealer: int = 0) -> Match:
    m = Match(Rules(players=4), seed=3, dealer=dealer)
    m.start_hand()
    return m


def test_next_actor_human_answers_calls_to_the_team():
    m = _four(dealer=0)  # mano is seat 1
    assert daily.next_actor(m) == 1
    m.apply("1:truco")
    assert m.to_act == 2 and m.hand.acting_seats() == [0, 2]
    assert daily.next_actor(m) == 0  # not the computer partner
    assert "quiero" in daily.human_legal(m)
    m.apply("0:quiero")
    assert daily.next_actor(m) == 1


def test_next_actor_follows_to_act_otherwise():
    m = _four(dealer=1)  # mano is seat 2, the human's partner
    assert daily.next_actor(m) == 2
    assert daily.human_legal(m) == []
    m.apply("2:truco")  # the partner calls: the other team answers, the human waits
    assert set(m.hand.acting_seats()) == {1, 3}
    assert daily.next_actor(m) == m.to_act == 3
    m.apply("3:no-quiero")
    assert m.hand.over and daily.next_actor(m) is None


def test_computer_action_is_decide_with_decision_seed():
    m = daily.daily_match(DAY, Rules(players=4))
    m.start_hand()
    daily.advance(m, "normal")
    assert daily.next_actor(m) == 0
    m.apply("0:" + m.legal_actions(0)[0])
    seat, obs, seed = daily.computer_turn(m)
    assert seat != 0 and obs == m.observe(seat)
    assert seed == ai.decision_seed(m.seed, m.hand_no, len(obs["history"]), seat)
    assert daily.computer_action(m, "normal") == f"{seat}:{ai.decide(obs, 'normal', seed)}"


# --------------------------------------------------------------------------- replays
@pytest.mark.parametrize("rules", [Rules(), Rules(players=4, flor=True, target=15),
                                   Rules(variant="mineiro", players=4, target=12)],
                         ids=daily.rules_key)
def test_replay_of_the_human_record_reproduces_the_match(rules):
    actions = daily.autoplay_actions(DAY, rules, "normal")
    a = daily.replay(DAY, rules, "normal", actions)
    b = daily.replay(DAY, rules, "normal", list(actions))
    assert a.over and a.to_json() == b.to_json()
    assert max(a.scores) >= rules.target
    # the human's record is exactly the seat-0 actions of the match's log
    logged = [act.partition(":")[2] for hand in a.log for act in hand["actions"] if act.startswith("0:")]
    assert logged == actions


def test_replay_in_progress_waits_for_the_human():
    rules = Rules(players=4)
    actions = daily.autoplay_actions(DAY, rules, "normal")
    assert len(actions) >= 2
    k = len(actions) // 2  # the human acted again afterwards: the match is not over there
    part = actions[:k]
    m = daily.replay(DAY, rules, "normal", part)
    assert not m.over and daily.next_actor(m) == 0
    assert daily.human_legal(m) and actions[k] in daily.human_legal(m)
    stopped = daily.replay(DAY, rules, "normal", part, stop_after_last=True)
    assert stopped.log[-1]["actions"][-1] == "0:" + part[-1]
    daily.advance(stopped, "normal")
    assert stopped.to_json() == m.to_json()


def test_replay_refuses_illegal_and_extra_actions():
    rules = Rules()
    actions = daily.autoplay_actions(DAY, rules, "normal")
    with pytest.raises(ValueError, match="human action 1"):
        daily.replay(DAY, rules, "normal", ["play:99x"] + actions)
    with pytest.raises(ValueError, match="already over"):
        daily.replay(DAY, rules, "normal", actions + [actions[-1]])


def test_a_fresh_replay_is_dealt_and_waiting():
    m = daily.replay(DAY, Rules(), "normal", [])
    assert m.hand is not None and daily.next_actor(m) == 0


def test_play_match_with_a_callback_matches_the_replay():
    rules = Rules(players=4)
    seen = []

    def human(m, legal):
        assert daily.next_actor(m) == 0 and legal == m.legal_actions(0)
        seen.append(legal[-1] if len(seen) % 3 == 0 else legal[0])
        return seen[-1]

    m = daily.play_match(daily.daily_match(DAY, rules), human, "facil")
    assert m.over
    assert daily.replay(DAY, rules, "facil", seen).to_json() == m.to_json()
    res = daily.match_result(m)
    assert res["over"] and res["won"] == (m.winner == 0) and res["scores"] == m.scores


# --------------------------------------------------------------------------- share text
def test_share_text_in_three_languages():
    res = {"won": True, "scores": [30, 22]}
    assert daily.share_text(DAY, Rules(), res, "ABC", "es") == \
        "Truco Diario 2026-11-29 \u00b7 Argentino \u00b7 Ganamos 30\u201322 \u00b7 ABC"
    lost = {"won": False, "scores": [9, 12]}
    mn = Rules(variant="mineiro", players=4, target=12)
    assert daily.share_text(DAY, mn, lost, "X", "pt") == \
        "Truco Di\u00e1rio 2026-11-29 \u00b7 Mineiro \u00b7 Perdemos 9\u201312 \u00b7 X"
    assert daily.share_text(DAY, Rules(players=4, flor=True, target=15), res, "X", "en") == \
        "Truco Daily 2026-11-29 \u00b7 Argentine, 4 players, with flor, to 15 \u00b7 We won 30\u201322 \u00b7 X"



def test_share_text_names_envido_raises_off_and_the_chicos_won():
    partido = {"won": True, "scores": [30, 22], "chicos": [2, 1]}
    assert daily.share_text(DAY, Rules(players=4, envido_raises=False, chicos=3), partido, "X", "es") == \
        ("Truco Diario 2026-11-29 \u00b7 Argentino, 4 jugadores, sin subir el envido, al mejor de 3 "
         "chicos \u00b7 Ganamos 30\u201322 (chicos 2\u20131) \u00b7 X")
    assert daily.rules_label(Rules(envido_raises=False), "pt") == "Argentino, sem aumentar o envido"
    assert daily.rules_label(Rules(chicos=3, target=15), "en") == "Argentine, to 15, best of 3 chicos"
    # a match of one chico says nothing of chicos
    assert "chicos" not in daily.share_text(DAY, Rules(), {"won": True, "scores": [30, 2]}, "X", "en")


# --------------------------------------------------------------------------- command line
def test_cli_deals_prints_the_vectors():
    vec = json.loads((ROOT / "tests/vectors/daily_argentino_4p_15_flor.json").read_text())
    p = _run("deals", "--date", vec["date"], "--variant", "argentino", "--players", "4", "--flor",
             "--target", "15", "--count", "3")
    assert p.returncode == 0, p.stderr
    assert json.loads(p.stdout) == vec["deals"]


def test_cli_deals_of_every_rule_set():
    p = _run("deals", "--date", "2026-11-29", "--players", "4", "--no-envido-raises", "--chicos", "3",
             "--count", "2")
    assert p.returncode == 0, p.stderr
    rules = Rules(players=4, envido_raises=False, chicos=3)
    assert json.loads(p.stdout) == daily.deals(DAY, rules, 2) != daily.deals(DAY, Rules(players=4), 2)
    p = _run("deals", "--date", "2026-11-29", "--chicos", "2")
    assert p.returncode == 2 and "Traceback" not in p.stderr


def test_cli_deals_refuses_bad_input():
    p = _run("deals", "--date", "2026-02-30", "--variant", "argentino")
    assert p.returncode == 2 and "Traceback" not in p.stderr
    p = _run("deals", "--date", "2026-02-03", "--variant", "mineiro", "--players", "2")
    assert p.returncode == 2 and "error" in json.loads(p.stdout)


def test_steps_give_the_same_match_and_yield_often():
    rules = Rules(players=4)
    actions = daily.autoplay_actions(DAY, rules, "facil")
    gen = daily.replay_steps(DAY, rules, "facil", actions)
    yields = 0
    try:
        while True:
            next(gen)
            yields += 1
    except StopIteration as stop:
        m = stop.value
    assert m.to_json() == daily.replay(DAY, rules, "facil", actions).to_json()
    computer_actions = sum(1 for h in m.log for a in h["actions"] if not a.startswith("0:"))
    assert yields >= computer_actions


def test_a_whole_daily_is_the_same_in_another_process():
    rules = Rules(players=4, flor=True)
    actions = daily.autoplay_actions(DAY, rules, "normal")
    from game.daily.sharecode import encode_code
    code = encode_code(DAY, rules, "normal", actions)
    res = daily.match_result(daily.replay(DAY, rules, "normal", actions))
    for hashseed in ("0", "99"):
        p = _run("autoplay", "--date", "2026-11-29", "--players", "4", "--flor", "--level", "normal",
                 env_extra={"PYTHONHASHSEED": hashseed})
        assert p.returncode == 0, p.stderr
        out = json.loads(p.stdout.splitlines()[0])
        assert out == {"human_actions": actions, "code": code, "result": res}
