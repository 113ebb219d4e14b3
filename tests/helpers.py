"""Helpers shared by the test suites: driving hands and running scenario files."""
import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def run(m, *actions):
    """Apply actions to a match; return all their events as dicts."""
    out = []
    for a in actions:
        out += [e.to_dict() for e in m.apply(a)]
    return out


def kinds(events, kind):
    """The events of one kind."""
    return [e for e in events if e["kind"] == kind]


def scores_of(events):
    """``(team, points, reason)`` of every score event."""
    return [(e["team"], e["points"], e["what"]) for e in events if e["kind"] == "score"]


def run_cli(path):
    """``python -m game.scenario PATH``: ``(exit status, stdout, stderr)``."""
    proc = subprocess.run([sys.executable, "-m", "game.scenario", str(path)], cwd=ROOT,
                          capture_output=True, text=True, timeout=60)
    return proc.returncode, proc.stdout, proc.stderr


def check_scenario(path: Path) -> None:
    """Run a scenario file through the command line and compare with its "expect" block."""
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
