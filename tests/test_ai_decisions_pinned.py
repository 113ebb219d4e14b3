"""``dificil`` decides as recorded for its ``PLAYERS_VERSION``: work that only makes it faster
changes nothing.

``tests/vectors/dificil_decisions.json.gz`` holds 127 positions of ``dificil`` (one in nine of
1,139 recorded at commit e6d88f1 from arena matches against ``dificil-2026-12`` and ``normal``:
Argentine 1v1 to 15 with flor and to 30 without, 2v2 to 30 with and without señas, Mineiro with
its tandas), each with its observation, seed and opponent profile, and what ``dificil`` of the
recorded players version makes of it: the action chosen, every legal action's estimated chance and
the worlds sampled. A change that moves any of them changes the players' decisions: it must bump
``game.ai.PLAYERS_VERSION`` (share codes name it) and record the file again, on purpose, with
``python -m tools.pin_decisions``.
"""
from __future__ import annotations

import gzip
import json
from pathlib import Path

import pytest

from game import ai
from game.ai import Profile
from game.ai.worlds import _envido, _pick
from game.cards import SPANISH_DECK, envido_value
from game.rng import Rng

VECTORS = Path(__file__).resolve().parent / "vectors" / "dificil_decisions.json.gz"


def _recorded() -> dict:
    with gzip.open(VECTORS, "rt", encoding="utf-8") as f:
        return json.load(f)


def test_the_recording_is_of_this_version_and_covers_every_setup():
    data = _recorded()
    assert data["players_version"] == ai.PLAYERS_VERSION, "decisions changed: record the vectors again"
    points = data["positions"]
    assert len(points) == 127
    assert {p["setup"] for p in points} >= {"ar2-15-flor", "ar2-30-noflor", "ar4-30", "ar4-30-senas", "mn4"}
    assert {p["choice"].partition(":")[0] for p in points} >= {"play", "envido", "falta-envido", "truco",
                                                               "retruco", "quiero", "no-quiero", "keep", "pass"}


def test_dificil_decides_and_estimates_as_recorded():
    wrong = []
    for p in _recorded()["positions"]:
        profile = Profile.from_dict(p["profile"]) if p["profile"] else None
        got = ai.run(ai.analyse(p["obs"], p["seed"], profile))
        seen = (got.choice, sorted(map(list, got.chances.items())), got.worlds)
        if seen != (p["choice"], p["chances"], p["worlds"]):
            wrong.append((p["setup"], p["obs"]["history"], got.choice, p["choice"]))
    assert wrong == []


def test_playing_does_only_the_work_the_choice_needs_and_chooses_as_recorded():
    """``think`` (``analyse`` with ``estimate_all=False``) plays the recorded choice everywhere,
    with no world at all where the envido's equilibrium decides and fewer playouts elsewhere."""
    from game.ai import search

    wrong, skipped, fewer = [], 0, 0
    for p in _recorded()["positions"]:
        profile = Profile.from_dict(p["profile"]) if p["profile"] else None
        quick = ai.run(search.analyse(p["obs"], p["seed"], profile, estimate_all=False))
        if ai.run(ai.think(p["obs"], "dificil", p["seed"], profile)) != p["choice"] or quick.choice != p["choice"]:
            wrong.append((p["setup"], p["obs"]["history"], quick.choice, p["choice"]))
        skipped += quick.worlds == 0 < p["worlds"]
        left_out = [a for a in p["obs"]["legal"] if a not in quick.considered]
        fewer += (quick.worlds == p["worlds"] > 0 and left_out != []  # left out: never played out
                  and all(quick.chances[a] == quick.facts.win_now != dict(p["chances"])[a] for a in left_out))
    assert wrong == []
    assert skipped >= 5 and fewer >= 20, (skipped, fewer)


@pytest.mark.parametrize("n,k", [(40, 3), (28, 3), (5, 2), (3, 3), (1, 1), (7, 0)])
def test_pick_draws_what_rng_below_draws(n, k):
    for seed in range(200):
        a, b = Rng(seed), Rng(seed)
        want: list[int] = []
        while len(want) < k:
            i = b.below(n)
            if i not in want:
                want.append(i)
        assert _pick(a, n, k) == want and a.state == b.state


def test_the_quick_envido_of_a_sampled_hand_is_the_rules_envido():
    cards = SPANISH_DECK
    for i, a in enumerate(cards):
        for b in cards[i + 1:]:
            for c in cards:
                if c not in (a, b):
                    assert _envido([a, b, c]) == envido_value([a, b, c]) == _envido((c, b, a))
    assert _envido(["1e", "7e"]) == envido_value(["1e", "7e"]) == 28 and _envido([]) == envido_value([])


def test_may_play_is_a_face_up_play_among_the_legal_actions():
    from game.ai.fast import DOWN, FastHand
    from game.ai.worlds import may_play
    from tools.fuzz import random_rules, random_start_scores

    rng = Rng(26)
    seen = [0, 0]
    for _ in range(300):
        rules = random_rules(rng)
        scores = random_start_scores(rules, rng)
        deck = list(rules.v.deck)
        rng.shuffle(deck)
        h = FastHand.deal(rules, rng.below(rules.players), scores, stock=deck)
        while True:
            for s in range(rules.players):
                legal = h.legal(s)
                for code in range(DOWN):
                    assert may_play(h, s, code) == (code in legal)
                    seen[code in legal] += 1
            seat = h.to_act()
            if seat is None:
                break
            legal = h.legal(seat)
            h.apply(seat, legal[rng.below(len(legal))])
    assert seen[1] > 1000


def test_the_recording_is_the_pin_commands_own_bytes():
    """``python -m tools.pin_decisions`` wrote the file: loading and dumping it gives its bytes back
    (no time in the gzip header), so recording again on purpose changes only what moved."""
    from tools import pin_decisions

    assert pin_decisions.VECTORS == VECTORS
    assert pin_decisions.dump(pin_decisions.load()) == VECTORS.read_bytes()


@pytest.mark.parametrize("content", [b"", b"not gzip at all", b"\x1f\x8b\x08\x00broken", None])
def test_the_pin_command_says_in_one_line_what_is_wrong_with_a_damaged_file(tmp_path, monkeypatch, capsys, content):
    from tools import pin_decisions

    bad = tmp_path / "dificil_decisions.json.gz"
    if content is None:  # a gzip of JSON without positions
        content = pin_decisions.dump({"players_version": 1, "recorded_at": "x", "positions": "é" * 10_000})
    bad.write_bytes(content)
    monkeypatch.setattr(pin_decisions, "VECTORS", bad)
    assert pin_decisions.main(["--check"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("pin_decisions: cannot read dificil_decisions.json.gz: ") and err.count("\n") == 1
    assert bad.read_bytes() == content  # nothing written


def test_the_pin_command_names_a_position_it_cannot_decide(tmp_path, monkeypatch, capsys):
    from tools import pin_decisions

    bad = tmp_path / "dificil_decisions.json.gz"
    content = pin_decisions.dump({"players_version": 1, "recorded_at": "x",
                                  "positions": [{"obs": {"seat": "Ω"}, "seed": 1, "profile": None}]})
    bad.write_bytes(content)
    monkeypatch.setattr(pin_decisions, "VECTORS", bad)
    assert pin_decisions.main([]) == 2
    err = capsys.readouterr().err
    assert err.startswith("pin_decisions: position 0 of dificil_decisions.json.gz cannot be decided: ")
    assert err.count("\n") == 1 and bad.read_bytes() == content
