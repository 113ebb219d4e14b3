"""A second rules review: every tests/scenarios/*.json through ``python -m game.scenario``, against its
"expect" (expected values worked out by hand from RULES.md, one rule sentence per file)."""
import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
FILES = sorted((ROOT / "tests" / "scenarios").glob("*.json"))


def run_cli(path):
    proc = subprocess.run([sys.executable, "-m", "game.scenario", str(path)], cwd=ROOT,
                          capture_output=True, text=True, timeout=60)
    return proc.returncode, proc.stdout, proc.stderr


def test_there_are_enough_scenarios():
    assert len(FILES) >= 40


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_scenario_matches_its_expect(path):
    expect = json.loads(path.read_text())["expect"]
    code, out, err = run_cli(path)
    assert "Traceback" not in err
    doc = json.loads(out)
    if "error_index" in expect:
        assert code == 2, out
        assert set(doc) == {"error", "index"} and doc["index"] == expect["error_index"], doc
        assert isinstance(doc["error"], str) and doc["error"]
        return
    assert code == 0, out
    assert set(doc) == {"scores", "hand_over", "match_over", "events", "legal", "to_act"}
    for key, value in expect.items():
        assert doc[key] == value, f"{path.name}: {key} is {doc[key]!r}, expected {value!r}"
    if doc["hand_over"]:
        assert doc["to_act"] is None and doc["legal"] == []
        assert doc["events"][-1]["kind"] in ("hand-over", "match-over", "chico-over")
