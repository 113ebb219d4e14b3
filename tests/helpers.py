"""Helpers shared by the test suites: driving hands and running scenario files."""
import json
import os
import shutil
import subprocess
import sys
import textwrap
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


def small_suite(folder: Path, plugin: str, conftest: str, tests: str) -> Path:
    """A throwaway project with a ``tests`` package holding a copy of one of our plugins."""
    pkg = folder / "tests"
    pkg.mkdir(parents=True)
    (pkg / "__init__.py").write_text("")
    shutil.copy(Path(__file__).with_name(plugin), pkg / plugin)
    (pkg / "conftest.py").write_text(conftest)
    (pkg / "test_demo.py").write_text(textwrap.dedent(tests))
    (folder / "pytest.ini").write_text("[pytest]\ntestpaths = tests\n")
    return folder


def pytest_in(folder: Path, *args: str, **env: str) -> subprocess.CompletedProcess:
    """``python -m pytest ARGS`` in ``folder``, with ``env`` added to this environment."""
    environ = dict(os.environ, **env)
    return subprocess.run([sys.executable, "-m", "pytest", "-p", "no:cacheprovider", *args], cwd=folder,
                          env=environ, capture_output=True, text=True, timeout=120)


def sliced(steps):
    """Drive a step generator (``think``, ``analyse``) to its end: ``(slices, value)``, the number
    of ``next()`` calls that yielded and the value it returned."""
    slices = 0
    try:
        while True:
            next(steps)
            slices += 1
    except StopIteration as stop:
        return slices, stop.value


def decision_points(rules, seeds, keep, count=None, levels=("normal", "normal")):
    """Decision points of matches played by ``levels`` (per team), one match per seed, where
    ``keep(obs)`` holds: ``(match, seat, obs)``, at most ``count`` of them (None: every one)."""
    from game.ai import decide, decision_seed
    from game.match import Match

    out = []
    for seed in seeds:
        m = Match(rules, seed)
        m.start_hand()
        while not m.over and (count is None or len(out) < count):
            if m.hand.over:
                m.start_hand()
                continue
            seat = m.to_act
            obs = m.observe(seat)
            if keep(obs):
                out.append((m.clone(), seat, obs))
            m.apply(f"{seat}:{decide(obs, levels[seat & 1], decision_seed(seed, m.hand_no, len(m.hand.history), seat))}")
        if count is not None and len(out) >= count:
            break
    return out
