"""The frozen rival ``dificil-2026-12``: it decides exactly as ``dificil`` did when it was frozen.

``tests/vectors/dificil_2026_12_decisions.json.gz`` holds 272 decisions recorded from ``dificil``
itself at commit d244cce (before the frozen copy existed), in six rule sets (Argentine 1v1 and 2v2,
with and without flor, to 15 and 30, without envido raises, Mineiro with its tandas, mão de onze and
mão de ferro): each with its observation, seed, opponent profile and the action ``dificil`` chose.
Do not re-record it: a difference is a drift of the frozen player, to be found and undone.
"""
from __future__ import annotations

import ast
import gzip
import json
from pathlib import Path

import pytest

from game import ai
from game.ai.frozen import FROZEN, dificil_2026_12, new_profile, think_frozen
from tools.arena import run as arena_run
from game.rules import Rules

ROOT = Path(__file__).resolve().parents[1]
VECTORS = ROOT / "tests" / "vectors" / "dificil_2026_12_decisions.json.gz"
PACKAGE = ROOT / "game" / "ai" / "frozen" / "dificil_2026_12"


def _positions() -> list[dict]:
    with gzip.open(VECTORS, "rt", encoding="utf-8") as f:
        return json.load(f)


def test_the_recorded_positions_cover_every_kind_of_decision():
    kinds = {p["dificil"].partition(":")[0] for p in _positions()}
    assert {"play", "down", "blind", "envido", "real-envido", "falta-envido", "truco", "retruco",
            "vale-cuatro", "quiero", "no-quiero", "seis", "aceito", "corro", "burn", "pass",
            "run-onze"} <= kinds
    assert {p["setup"] for p in _positions()} >= {"ar2-15-flor", "ar4-30", "mn4", "ar2-15-noraise"}


def test_frozen_dificil_decides_as_recorded():
    points = _positions()
    assert len(points) == 272
    wrong = []
    for p in points:
        profile = dificil_2026_12.Profile.from_dict(p["profile"])
        got = ai.run(ai.think(p["obs"], "dificil-2026-12", p["seed"], profile))
        if got != p["dificil"]:
            wrong.append((p["setup"], p["obs"]["history"], got, p["dificil"]))
    assert wrong == []


def test_it_imports_nothing_but_itself_and_the_standard_library():
    for path in sorted(PACKAGE.glob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom):
                assert node.level == 1 or node.module.split(".")[0] in {"__future__", "dataclasses", "functools",
                                                                        "hashlib", "itertools", "types",
                                                                        "typing"}, (path.name, node.module)
            elif isinstance(node, ast.Import):
                assert all(a.name.split(".")[0] != "game" for a in node.names), path.name


def test_a_profile_of_another_kind_is_read_through_its_counts():
    p = next(p for p in _positions() if any(p["profile"]["bets"]))
    live = ai.Profile.from_dict(p["profile"])
    assert ai.run(think_frozen("dificil-2026-12", p["obs"], p["seed"], live)) == p["dificil"]
    assert isinstance(new_profile("dificil-2026-12", 4), dificil_2026_12.Profile)
    assert isinstance(ai.new_profile("dificil-2026-12", 2), dificil_2026_12.Profile)
    assert type(ai.new_profile("dificil", 2)) is ai.Profile


def test_it_is_registered_apart_from_the_game_levels():
    assert FROZEN == ai.FROZEN == ("dificil-2026-12",)
    assert "dificil-2026-12" not in ai.LEVELS  # share codes keep two bits for the level
    with pytest.raises(ValueError, match="unknown frozen level"):
        ai.run(think_frozen("dificil-1999-01", _positions()[0]["obs"], 1))


def test_the_arena_result_against_normal_is_pinned():
    """Recorded with ``dificil`` itself at d244cce: 2 matches, 22 hands, 33 points to 24."""
    out = arena_run("dificil-2026-12", "normal", Rules(players=2, target=15, flor=True), 2, 31)
    pts = round(out["points_per_hand_a"] * out["hands"]), round(out["points_per_hand_b"] * out["hands"])
    assert (out["matches"], out["wins_a"], out["hands"], *pts) == (2, 2, 22, 33, 24)


def test_against_itself_in_the_arena_every_pair_is_split():
    out = arena_run("dificil-2026-12", "dificil-2026-12", Rules(players=2, target=15), 4, 9)
    assert out["wins_a"] == 2 and out["points_per_hand_a"] == out["points_per_hand_b"]
