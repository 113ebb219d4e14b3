"""The arena: duplicate format, summary figures, command line."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from tools import arena
from game.rules import Rules

ROOT = Path(__file__).resolve().parent.parent


def test_wilson_interval():
    lo, hi = arena.wilson(0, 10)
    assert lo == 0.0 and hi == pytest.approx(0.2775, abs=1e-3)
    lo, hi = arena.wilson(50, 100)
    assert lo == pytest.approx(0.4038, abs=1e-3) and hi == pytest.approx(0.5962, abs=1e-3)
    assert arena.wilson(0, 0) == (0.0, 1.0)


def test_duplicate_pairs_play_the_same_deals_with_seats_swapped():
    rules = Rules(players=2, target=5)
    calls = []
    real = arena.play_match

    def spy(rules_, seed, levels, **kw):
        calls.append((seed, levels))
        return real(rules_, seed, levels, **kw)

    arena.play_match = spy
    try:
        out = arena.run("facil", "random", rules, 4, 9)
    finally:
        arena.play_match = real
    assert [c[1] for c in calls] == [("facil", "random"), ("random", "facil")] * 2
    assert calls[0][0] == calls[1][0] != calls[2][0] == calls[3][0]
    assert out["matches"] == 4 and 0 <= out["wins_a"] <= 4
    lo, hi = out["ci95"]
    assert 0 <= lo <= out["win_rate_a"] <= hi <= 1
    assert out["points_per_hand_a"] > 0 and set(out["decision_ms"]) == {"facil", "random"}


def test_the_replaying_tools_walk_the_arenas_schedule(monkeypatch):
    """``arena.schedule``: duplicate pairs, the last cut short for an odd count; the tools that
    replay the arena's matches (hand_tally, scorings) play exactly those matches."""
    from tools import hand_tally, scorings

    sched = list(arena.schedule(5, 9))
    assert [team for _, team in sched] == [0, 1, 0, 1, 0]
    assert sched[0][0] == sched[1][0] != sched[2][0] == sched[3][0] != sched[4][0]
    seen = []

    def spy(rules, seed, levels, sources=None, order=None):
        seen.append((seed, levels))
        return 0, []

    monkeypatch.setattr(hand_tally, "hand_points", spy)
    monkeypatch.setattr(scorings, "hand_points", spy)
    expected = [(seed, ("a", "b") if team == 0 else ("b", "a")) for seed, team in sched]
    hand_tally.tally("a", "b", Rules(players=2, target=5), 5, 9)
    assert seen == expected
    seen.clear()
    scorings.measure(Rules(players=2, target=5), "a", "b", 5, 9)
    assert seen == expected


def test_same_seed_same_result():
    rules = Rules(players=2, target=5)
    a = arena.run("normal", "facil", rules, 2, 3)
    b = arena.run("normal", "facil", rules, 2, 3)
    assert (a["wins_a"], a["hands"], a["points_per_hand_a"]) == (b["wins_a"], b["hands"], b["points_per_hand_a"])


def test_facil_beats_random_clearly():
    out = arena.run("facil", "random", Rules(players=2, target=15), 16, 1)
    assert out["win_rate_a"] >= 0.7


def test_command_line_json_and_progress():
    cmd = [sys.executable, "-m", "game.arena", "--a", "dificil", "--b", "normal", "--variant", "mineiro",
           "--matches", "2", "--seed", "4", "--json"]
    res = subprocess.run(cmd, capture_output=True, text=True, cwd=ROOT, timeout=300, check=True)
    doc = json.loads(res.stdout.strip().splitlines()[-1])
    for key in ("matches", "win_rate_a", "ci95", "points_per_hand_a", "decision_ms"):
        assert key in doc
    assert doc["matches"] == 2 and set(doc["decision_ms"]["dificil"]) >= {"median", "p95"}
    assert "[2/2]" in res.stderr
    assert "wins" in res.stdout


def test_command_line_refuses_bad_rules():
    res = subprocess.run([sys.executable, "-m", "game.arena", "--a", "facil", "--b", "random", "--variant",
                          "mineiro", "--players", "2"], capture_output=True, text=True, cwd=ROOT, timeout=60)
    assert res.returncode == 2 and "Traceback" not in res.stderr


@pytest.mark.parametrize("style", sorted(arena.STYLES))
def test_every_opponent_style_plays_whole_matches(style):
    for rules in (Rules(players=2, target=5, flor=True), Rules(variant="mineiro")):
        res = arena.play_match(rules, 3, (style, "facil"))
        assert res.winner in (0, 1) and res.hands >= 1


def test_styles_do_what_their_names_say():
    seen: dict[str, list] = {name: [] for name in arena.STYLES}
    real = arena.run_decision

    def spy(obs, level, seed, profile):
        out = real(obs, level, seed, profile)
        if level in seen and len(obs["legal"]) > 1:
            seen[level].append((out[0], tuple(obs["legal"])))
        return out

    arena.run_decision = spy
    try:
        for name in arena.STYLES:
            for seed in range(6):
                arena.play_match(Rules(players=2, target=15), seed, (name, "normal"))
    finally:
        arena.run_decision = real
    refusals = {"no-quiero", "mazo"}
    assert not any(act in refusals for act, _ in seen["never-folds"])
    truco_answers = [act for act, legal in seen["always-folds"] if "retruco" in legal]  # a truco pending
    assert truco_answers and set(truco_answers) == {"no-quiero"}
    assert any(act == "falta-envido" for act, _ in seen["falta-happy"])
    folds = {name: sum(act in refusals for act, legal in seen[name] if "quiero" in legal) /
             max(1, sum("quiero" in legal for _, legal in seen[name])) for name in arena.STYLES}
    assert folds["tight"] > folds["loose"] > folds["calling-station"]


def test_senas_on_for_both_and_a_deaf_team_makes_none_and_reads_none():
    rules = Rules(players=4, target=5, senas=True)
    out = arena.run("normal", "normal", rules, 2, 5, deaf="b")
    s = out["senas"]
    assert out["deaf"] == "b" and s["made_a"] > 0 and s["made_b"] == 0
    # only A's señas are there to catch, by B's normal players (15 %), two rivals each
    assert set(s["caught"]) == {"15"} and s["caught"]["15"]["chances"] == 2 * s["made_a"]
    # both teams deaf: the match is the one without señas, deal for deal and decision for decision
    plain = arena.play_match(Rules(players=4, target=5), 8, ("normal", "dificil"))
    deaf = arena.play_match(rules, 8, ("normal", "dificil"), deaf=(True, True))
    assert (deaf.winner, deaf.hands, deaf.points, deaf.senas) == (plain.winner, plain.hands, plain.points, [0, 0])


def test_a_level_in_the_humans_seat_beside_its_partner():
    rules = Rules(players=4, target=5, senas=True)
    assert arena.seat_levels(rules, ("dificil", "facil"), ("normal", None)) == ["normal", "facil", "dificil", "facil"]
    out = arena.run("normal", "facil", rules, 2, 3, humans=("facil", None))
    assert out["a_human"] == "facil" and set(out["decision_ms"]) == {"normal", "facil"}
    # fácil makes no señas: A's only signer is the normal player in its second seat
    assert out["senas"]["made_b"] == 0 and out["senas"]["made_a"] > 0
    res = subprocess.run([sys.executable, "-m", "game.arena", "--a", "facil", "--b", "facil", "--a-human", "normal",
                          "--matches", "1"], capture_output=True, text=True, cwd=ROOT, timeout=60)
    assert res.returncode == 2 and "4 players" in res.stderr and "Traceback" not in res.stderr


def test_the_catch_count_of_senas_follows_each_rivals_chance():
    from tools import senas_catch
    tally = senas_catch.count(2000, 3)
    assert set(tally) == {0, 15, 30} and sum(d for _, d in tally.values()) == 2 * 2000
    assert tally[0][0] == 0  # fácil never catches
    for chance in (15, 30):
        got, draws = tally[chance]
        lo, hi = arena.wilson(got, draws, z=4.0)  # wide: a seed, not a statistics test
        assert lo <= chance / 100 <= hi
    res = subprocess.run([sys.executable, "-m", "tools.senas_catch", "--senas", "0"], capture_output=True,
                         text=True, cwd=ROOT, timeout=60)
    assert res.returncode == 2 and "Traceback" not in res.stderr
