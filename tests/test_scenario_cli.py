"""``python -m game.scenario``: good input prints the outcome; every bad input prints {"error", "index"}
and exits with status 2, never a traceback."""
import json
import subprocess
import sys
from pathlib import Path

import pytest

from tools import scenario

ROOT = Path(__file__).resolve().parents[1]

GOOD = {
    "rules": {"variant": "argentino", "players": 2, "flor": False, "target": 30},
    "scores": [0, 0], "dealer": 1,
    "hands": [["1b", "4e", "6o"], ["2c", "3o", "5e"]],
    "actions": ["play:1b", "play:5e"],
}
MINEIRO = {
    "rules": {"variant": "mineiro", "players": 4, "target": 12}, "scores": [0, 0], "dealer": 3,
    "stock": ["4d", "5d", "6d", "4c", "7h", "As", "2c", "2d", "2h", "5c", "5s", "5h", "6c", "6s", "6h"],
    "actions": ["burn", "keep"],
}


def cli(tmp_path, content, *, raw=False):
    path = tmp_path / "s.json"
    if raw:
        path.write_bytes(content if isinstance(content, bytes) else content.encode())
    else:
        path.write_text(json.dumps(content))
    proc = subprocess.run([sys.executable, "-m", "game.scenario", str(path)], cwd=ROOT,
                          capture_output=True, text=True, timeout=60)
    assert "Traceback" not in proc.stderr, proc.stderr
    return proc.returncode, json.loads(proc.stdout)


def with_(**changes):
    doc = json.loads(json.dumps(GOOD))
    for k, v in changes.items():
        if v is None:
            doc.pop(k)
        else:
            doc[k] = v
    return doc


def test_good_scenario_prints_the_outcome(tmp_path):
    code, out = cli(tmp_path, GOOD)
    assert code == 0
    assert out["scores"] == [0, 0] and out["to_act"] == 0 and out["hand_over"] is False
    assert out["legal"] == ["play:4e", "play:6o", "truco", "mazo"]
    assert [e["kind"] for e in out["events"]] == ["deal", "play", "play", "trick"]


def test_good_mineiro_stock_scenario(tmp_path):
    code, out = cli(tmp_path, MINEIRO)
    assert code == 0 and out["to_act"] == 0 and out["legal"][:3] == ["play:4c", "play:7h", "play:As"]


BAD = {
    "malformed JSON": ('{"rules": {', None),
    "not an object": ([1, 2, 3], None),
    "missing rules": (with_(rules=None), None),
    "missing actions": (with_(actions=None), None),
    "missing hands and stock": (with_(hands=None), None),
    "unknown card": (with_(hands=[["1b", "4e", "9o"], ["2c", "3o", "5e"]]), None),
    "French card in a Spanish deck": (with_(hands=[["1b", "4e", "As"], ["2c", "3o", "5e"]]), None),
    "duplicated card": (with_(hands=[["1b", "4e", "6o"], ["2c", "3o", "6o"]]), None),
    "two cards": (with_(hands=[["1b", "4e"], ["2c", "3o", "5e"]]), None),
    "four cards": (with_(hands=[["1b", "4e", "6o", "7o"], ["2c", "3o", "5e"]]), None),
    "hands of three seats in 2p": (with_(hands=[["1b", "4e", "6o"], ["2c", "3o", "5e"], ["1e", "2e", "3e"]]), None),
    "unknown action": (with_(actions=["play:1b", "dance"]), 1),
    "card not held": (with_(actions=["play:5e"]), 0),
    "action after the hand ends": (with_(actions=["mazo", "play:1b"]), 1),
    "action not a string": (with_(actions=["play:1b", 7]), None),
    "actions not a list": (with_(actions="play:1b"), None),
    "hands not a list": (with_(hands="1b 4e 6o"), None),
    "card not a string": (with_(hands=[["1b", "4e", 6], ["2c", "3o", "5e"]]), None),
    "rules not an object": (with_(rules="argentino"), None),
    "unknown variant": (with_(rules={"variant": "paulista"}), None),
    "players as a string": (with_(rules={"players": "2"}), None),
    "three players": (with_(rules={"players": 3}), None),
    "target out of range": (with_(rules={"target": 31}), None),
    "flor in mineiro": ({**MINEIRO, "rules": {"variant": "mineiro", "flor": True}}, None),
    "unknown rules key": (with_(rules={"contraflor": True}), None),
    "scores wrong type": (with_(scores=["0", 0]), None),
    "scores negative": (with_(scores=[-1, 0]), None),
    "scores three numbers": (with_(scores=[0, 0, 0]), None),
    "scores at the target": (with_(scores=[30, 0]), None),
    "dealer out of range": (with_(dealer=2), None),
    "dealer a boolean": (with_(dealer=True), None),
    "stock too short for the first tanda": ({**MINEIRO, "stock": MINEIRO["stock"][:2]}, None),
    "stock too short for the burn": ({**MINEIRO, "stock": MINEIRO["stock"][:5]}, 0),
    "stock too short for the keep": ({**MINEIRO, "stock": MINEIRO["stock"][:12]}, 1),
    "argentine stock too short": ({**with_(hands=None), "stock": ["1b", "4e", "6o", "2c"]}, None),
    "stock with a Spanish card": ({**MINEIRO, "stock": ["1e"] + MINEIRO["stock"][1:]}, None),
    "stock duplicated card": ({**MINEIRO, "stock": ["5d"] + MINEIRO["stock"][1:]}, None),
    "seat prefix out of range": (with_(actions=["5:play:1b"]), 0),
    "superscript digit seat prefix": (with_(actions=["²:mazo"]), 0),
    "superscript zero seat prefix": (with_(actions=["⁰:mazo"]), 0),
    "fullwidth digit seat prefix": (with_(actions=["０:mazo"]), 0),
    "arabic-indic digit seat prefix": (with_(actions=["١:mazo"]), 0),
    "5,000-digit seat prefix": (with_(actions=["1" * 5000 + ":mazo"]), 0),
    "hands and a stock": (with_(stock=["1e", "2e"]), None),
    "stock longer than the deck": ({**MINEIRO, "stock": MINEIRO["stock"] * 3}, None),
    "seed a float": (with_(seed=1.5), None),
    "seed a boolean": (with_(seed=False), None),
    "seed an object": (with_(seed={"a": 1}), None),
}


@pytest.mark.parametrize("name", list(BAD))
def test_bad_input_prints_error_and_exits_2(tmp_path, name):
    content, index = BAD[name]
    code, out = cli(tmp_path, content, raw=isinstance(content, str))
    assert code == 2
    assert set(out) == {"error", "index"} and isinstance(out["error"], str) and out["error"]
    assert out["index"] == index


def test_not_utf8_deeply_nested_and_huge_files(tmp_path):
    code, out = cli(tmp_path, b"\xff\xfe{}", raw=True)
    assert code == 2 and out["index"] is None
    code, out = cli(tmp_path, "[" * 100_000 + "]" * 100_000, raw=True)
    assert code == 2 and out["index"] is None
    huge = json.dumps(with_(actions=["play:1b"] * 200_000))
    assert len(huge) > scenario.MAX_BYTES
    code, out = cli(tmp_path, huge, raw=True)
    assert code == 2 and "larger" in out["error"]


def test_missing_file_and_usage(tmp_path):
    proc = subprocess.run([sys.executable, "-m", "game.scenario", str(tmp_path / "nope.json")], cwd=ROOT,
                          capture_output=True, text=True, timeout=60)
    assert proc.returncode == 2 and json.loads(proc.stdout)["index"] is None
    assert scenario.main([]) == 2


def test_in_process_run_matches_the_command(tmp_path, capsys):
    path = tmp_path / "s.json"
    path.write_text(json.dumps(GOOD))
    assert scenario.main([str(path)]) == 0
    assert json.loads(capsys.readouterr().out) == scenario.run(GOOD)


def test_long_values_are_cut_in_messages(tmp_path):
    for doc in (with_(actions=["x" * 500_000]), with_(actions=["play:" + "1" * 500_000]),
                with_(hands=[["1b", "4e", "y" * 500_000], ["2c", "3o", "5e"]]),
                with_(rules={"variant": "z" * 500_000})):
        code, out = cli(tmp_path, doc)
        assert code == 2 and len(out["error"]) < 200, out["error"][:300]
        assert "characters)" in out["error"]


def test_a_byte_order_mark_is_accepted(tmp_path):
    code, out = cli(tmp_path, b"\xef\xbb\xbf" + json.dumps(GOOD).encode(), raw=True)
    assert code == 0 and out["to_act"] == 0


def test_a_large_stock_is_checked_in_linear_time(tmp_path):
    """18,000 cards (~110 KB) took over 3 s of CPU with the quadratic duplicate check."""
    deck = [r + s for s in "eboc" for r in ("1", "2", "3", "4", "5", "6", "7", "10", "11", "12")]
    doc = {**with_(hands=None), "stock": deck * 450}
    assert len(doc["stock"]) == 18_000
    with pytest.raises(scenario.ScenarioError, match="40"):
        scenario.build(doc)
    doc["stock"] = deck[:39] + deck[:1]
    with pytest.raises(scenario.ScenarioError, match="dealt twice: 1e"):
        scenario.build(doc)
