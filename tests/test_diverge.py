"""``tools/diverge.py``: the arena's matches, read where two players part ways (docs/ai.md quotes it)."""
from __future__ import annotations

import json

import pytest

from game.rules import Rules
from tools import arena, diverge

AR2 = Rules(players=2, target=15, flor=True)


def test_a_player_against_itself_never_parts_ways():
    """The same level on both sides plays both matches of a pair alike: every hand is "same", no
    gain either way, and each side wins one match of each pair."""
    out = diverge.compare("normal", "normal", AR2, 4, 31)
    assert out["hands_compared"] > 10
    assert [(r["a_kind"], r["b_kind"]) for r in out["divergences"]] == [("same", "same")]
    row = out["divergences"][0]
    assert (row["hands"], row["points"], row["win_prob"]) == (out["hands_compared"], 0, 0.0)
    assert out["wins_a"] == 2


def test_the_divergences_are_the_arenas_matches_and_add_up():
    out = diverge.compare("normal", "facil", AR2, 6, 31)
    ref = arena.run("normal", "facil", AR2, 6, 31)
    assert (out["matches"], out["wins_a"]) == (ref["matches"], ref["wins_a"])
    rows = out["divergences"]
    assert sum(r["hands"] for r in rows) == out["hands_compared"] > 0
    kinds = {"card", "envido", "bet", "envido-yes", "envido-no", "bet-yes", "bet-no", "mazo", "flor", "same"}
    assert {r["a_kind"] for r in rows} | {r["b_kind"] for r in rows} <= kinds
    assert any(r["a_kind"] != "same" for r in rows)
    assert out["answers"] and {r["player"] for r in out["answers"]} <= {"normal", "facil"}
    for r in out["answers"]:
        assert 1 <= r["level"] <= 3 and 0 <= r["bucket"] <= 9
        assert 0.0 <= r["model_fold"] <= 1.0 and 0.0 <= r["real_fold"] <= 1.0


def test_the_first_divergence_is_one_seats_other_choice_on_the_same_cards():
    """In the two matches of a pair a hand number deals the same cards, and where the histories
    first differ the same seat chose differently after the same actions."""
    _, first = diverge.record_match(AR2, 7, ("normal", "facil"))
    _, second = diverge.record_match(AR2, 7, ("facil", "normal"))
    assert first[0].before == second[0].before == (0, 0)
    by_no = {h.no: h for h in second}
    split = 0
    for x in first:
        y = by_no.get(x.no)
        if y is None:
            continue
        assert x.dealt == y.dealt
        j = diverge.first_divergence(x, y)
        if j is None:  # the same actions throughout (every hand, a player against itself: above)
            continue
        split += 1
        assert x.actions[:j] == y.actions[:j] and x.actions[j][0] != y.actions[j][0]
        assert x.actions[j][0].split(":")[0] == y.actions[j][0].split(":")[0]
    assert split > 0


def test_the_command_prints_its_tables_and_json(capsys):
    assert diverge.main(["--a", "normal", "--b", "facil", "--players", "2", "--target", "15", "--flor",
                         "--matches", "2", "--seed", "31"]) == 0
    got = capsys.readouterr()
    assert got.err.splitlines() == ["[1/2] matches played", "[2/2] matches played"]
    lines = got.out.splitlines()
    assert lines[0].startswith("normal (A) vs facil (B), argentino 2p to 15: 2 matches, seed 31")
    assert json.loads(lines[-1])["matches"] == 2


@pytest.mark.parametrize("argv, says", [
    (["--matches", "0"], "--matches must be at least 1"),
    (["--target", "-3"], "target"),
    (["--players", "3"], "invalid choice"),
])
def test_bad_arguments_are_refused_in_one_line(argv, says, capsys):
    with pytest.raises(SystemExit) as stop:
        diverge.main(["--a", "normal", "--b", "facil"] + argv)
    assert stop.value.code == 2
    err = capsys.readouterr().err.splitlines()
    assert len(err) == 1 and says in err[0]
