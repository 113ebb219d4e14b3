"""The search's value of a score from the hands' measured scorings (:func:`game.ai.winprob.chance`)
and the command that measures them (``python -m tools.scorings``)."""
from __future__ import annotations

import pytest
from hypothesis import given, settings, strategies as st

from game.ai import winprob
from game.ai.scorings_table import SCORINGS
from game.ai.winprob import POINTS, chance, measured, table, win_probability
from game.rules import Rules
from tools import scorings as tool

TARGETS = (15, 30)


def test_the_one_team_model_is_the_measured_model_with_one_scorer_a_hand(monkeypatch):
    # hands where only the first scorer scores are the one-team model exactly
    one_team = tuple((((0, k),), round(w * 1000)) for k, w in POINTS["argentino"])
    monkeypatch.setitem(SCORINGS, "test-one-team", one_team)
    measured.cache_clear()
    for target in TARGETS:
        for edge in (0.5, 0.6):
            got, want = measured("test-one-team", target, edge), table("argentino", target, edge)
            for a in range(target):
                for b in range(target):
                    assert got[a][b] == pytest.approx(want[a][b], abs=1e-12)
    measured.cache_clear()


def test_the_match_ends_the_moment_a_team_reaches_the_target(monkeypatch):
    # every hand: the first scorer takes 1, then the other 1. At 14-14 the first scorer wins the
    # match and the other's point never counts; at 14-13 we win either way (they reach 14 and we
    # then score), at 13-14 we lose either way.
    monkeypatch.setitem(SCORINGS, "test-both", ((((0, 1), (1, 1)), 1),))
    measured.cache_clear()
    p = measured("test-both", 15)
    assert p[14][14] == pytest.approx(0.5)
    assert p[14][13] == 1.0 and p[13][14] == 0.0
    assert p[13][13] == pytest.approx(0.5)
    assert p[12][13] == 0.0  # 13-13 then 13-14, or 12-14 then 13-14: lost
    measured.cache_clear()


@pytest.mark.parametrize("target", TARGETS)
def test_the_shipped_scorings_value_a_lead_as_worth_more_than_a_coin_flip_and_never_less_for_a_point(target):
    p = measured("argentino-2", target)
    for a in range(target):
        assert p[a][a] == pytest.approx(0.5, abs=1e-12)
        for b in range(target):
            assert p[a][b] + p[b][a] == pytest.approx(1.0, abs=1e-12)
            if a + 1 < target:
                assert p[a + 1][b] >= p[a][b]
    # both teams often score in one hand, so a trailer gathers points more slowly than the
    # one-team model says: a lead near the end is worth more
    assert p[target - 1][target - 5] > win_probability("argentino", target, target - 1, target - 5)


@settings(max_examples=200, deadline=None)
@given(st.sampled_from(TARGETS), st.integers(-3, 35), st.integers(-3, 35), st.sampled_from((0.5, 0.6)))
def test_chance_reads_the_measured_table_only_where_the_setup_was_measured_and_teams_are_even(target, ours, theirs, edge):
    got = chance("argentino", 2, target, ours, theirs, edge)
    assert 0.0 <= got <= 1.0
    if ours >= target:
        assert got == 1.0
    elif theirs >= target:
        assert got == 0.0
    elif edge == 0.5:
        assert got == measured("argentino-2", target, edge)[max(ours, 0)][max(theirs, 0)]
    else:  # the stronger team's edge keeps the one-team model
        assert got == win_probability("argentino", target, ours, theirs, edge)
    for variant, players in (("argentino", 4), ("mineiro", 4)):
        assert chance(variant, players, target, ours, theirs, edge) == \
            win_probability(variant, target, ours, theirs, edge)


def test_the_shipped_table_is_well_formed():
    assert set(SCORINGS) == set(tool.SETUPS)
    for key, hands in SCORINGS.items():
        assert sum(n for _, n in hands) >= 1000, key  # enough hands to mean something
        for seq, n in hands:
            assert n >= 1 and seq and seq[0][0] == 0
            assert all(points >= 1 for _, points in seq)
            assert all(seq[i][0] != seq[i + 1][0] for i in range(len(seq) - 1))  # teams alternate
    assert winprob.SCORINGS is SCORINGS


def test_a_hands_scorings_are_seen_from_its_first_scorer():
    assert tool.scorings([]) == ()
    assert tool.scorings([(1, 2)]) == ((0, 2),)
    assert tool.scorings([(1, 1), (0, 3)]) == ((0, 1), (1, 3))
    assert tool.scorings([(0, 1), (0, 2), (1, 1), (0, 1)]) == ((0, 3), (1, 1), (0, 1))


def test_measuring_plays_the_arenas_matches_the_same_way_each_time():
    rules = Rules(players=2, target=15, flor=True)
    first = tool.measure(rules, "normal", "normal", 2, 5)
    assert first == tool.measure(rules, "normal", "normal", 2, 5)
    assert sum(first.values()) >= 2
    for seq in first:
        assert seq[0][0] == 0 and sum(points for _, points in seq) >= 1


def test_the_command_writes_a_module_that_reads_back(tmp_path, monkeypatch):
    out = tmp_path / "scorings_table.py"
    monkeypatch.setattr(tool, "SETUPS", {"argentino-2": Rules(players=2, target=15, flor=True)})
    assert tool.main(["--a", "normal", "--b", "facil", "--matches", "2", "--seed", "3", "--out", str(out)]) == 0
    space: dict = {}
    exec(compile(out.read_text(encoding="utf-8"), str(out), "exec"), space)
    got = space["SCORINGS"]["argentino-2"]
    assert got and all(n >= 1 for _, n in got)
    assert "--a normal --b facil --matches 2 --seed 3" in out.read_text(encoding="utf-8")


def test_the_command_refuses_bad_arguments_in_one_line(tmp_path, capsys):
    with pytest.raises(SystemExit) as exc:
        tool.main(["--matches", "0", "--out", str(tmp_path / "x.py")])
    assert exc.value.code == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "--matches" in err[0]
    assert not (tmp_path / "x.py").exists()
    assert tool.main(["--a", "random", "--b", "random", "--matches", "1",
                      "--out", str(tmp_path / "missing" / "x.py")]) == 1
    assert "cannot write" in capsys.readouterr().err
