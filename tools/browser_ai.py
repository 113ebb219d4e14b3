#!/usr/bin/env python3
"""Decision time of the computer players inside a real browser (Pyodide in headless Chromium).

Plays seeded matches (the measured level against ``normal``) in Argentine 1v1 to 15 with flor,
Argentine 2v2 to 30 and Mineiro 2v2, times every decision of the measured level that has a choice,
and prints the median and p95 per configuration and overall, as text and, on the last line, JSON.

    python3 tools/browser_ai.py                 # in the browser, via /work/shared/tools/run_in_browser.py
    python3 tools/browser_ai.py --native        # the same measurement in this Python, for comparison
    python3 tools/browser_ai.py --same          # every level decides the same in the browser as here

Needs Chromium (``apt-get install chromium``) and npm (the harness fetches Pyodide from npm once).
Only ``game/`` is copied into the browser: it is pure standard-library Python.
"""
from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
HARNESS = Path(os.environ.get("RUN_IN_BROWSER", "/work/shared/tools/run_in_browser.py"))

MEASURE = r'''
import json, statistics, sys, time
from game.arena import play_match, percentile
from game.rng import derive
from game.rules import Rules

level = sys.argv[1] if len(sys.argv) > 1 else "dificil"
per_config = int(sys.argv[2]) if len(sys.argv) > 2 else 150
configs = {
    "argentino-2p-15-flor": Rules(players=2, target=15, flor=True),
    "argentino-4p-30": Rules(players=4, target=30),
    "mineiro-4p-12": Rules(variant="mineiro", players=4, target=12),
}
out = {"level": level, "python": sys.version.split()[0], "platform": sys.platform, "configs": {}}
every = []
for name, rules in configs.items():
    xs = []
    i = 0
    while len(xs) < per_config:
        levels = (level, "normal") if i % 2 == 0 else ("normal", level)
        res = play_match(rules, derive("browser-ai", name, i // 2), levels)
        xs += res.times[level]
        i += 1
    ms = [1000 * x for x in xs]
    every += ms
    out["configs"][name] = {"decisions": len(ms), "median": statistics.median(ms),
                            "p95": percentile(ms, 0.95), "max": max(ms)}
    print(f"{name}: {len(ms)} decisions, median {statistics.median(ms):.1f} ms, "
          f"p95 {percentile(ms, 0.95):.1f} ms, max {max(ms):.1f} ms", flush=True)
out["all"] = {"decisions": len(every), "median": statistics.median(every), "p95": percentile(every, 0.95)}
print(f"all: {len(every)} decisions, median {out['all']['median']:.1f} ms, p95 {out['all']['p95']:.1f} ms")
print(json.dumps(out))
'''


DECIDE = r'''
import json, os
import game
from game.ai import decide
root = os.path.dirname(os.path.dirname(os.path.abspath(game.__file__)))
pts = json.load(open(os.path.join(root, "points.json")))
print(json.dumps([[decide(o, lvl, 7) for lvl in ("random", "facil", "normal", "dificil")] for o in pts]))
'''


def decision_points(per_config: int = 40) -> list[dict]:
    """Observations with a choice, from seeded matches of the three measured configurations."""
    sys.path.insert(0, str(ROOT))
    from game.ai import decide, decision_seed
    from game.match import Match
    from game.rules import Rules
    pts: list[dict] = []
    for rules in (Rules(players=2, target=15, flor=True), Rules(players=4, target=30),
                  Rules(variant="mineiro", players=4, target=12)):
        m = Match(rules, 9)
        m.start_hand()
        got = 0
        while not m.over and got < per_config:
            if m.hand.over:
                m.start_hand()
                continue
            seat = m.to_act
            obs = m.observe(seat)
            act = decide(obs, "normal", decision_seed(9, m.hand_no, len(m.hand.history), seat))
            if len(obs["legal"]) > 1:
                pts.append(obs)
                got += 1
            m.apply(f"{seat}:{act}")
    return pts


def same_everywhere(timeout: float) -> int:
    """Compare every level's decisions in the browser with this Python's; 0 if all agree."""
    import json
    pts = decision_points()
    with tempfile.TemporaryDirectory(prefix="browser-ai-") as tmp:
        src = Path(tmp) / "src"
        shutil.copytree(ROOT / "game", src / "game", ignore=shutil.ignore_patterns("__pycache__"))
        (src / "points.json").write_text(json.dumps(pts))
        script = Path(tmp) / "decide.py"
        script.write_text(DECIDE)
        native = subprocess.run([sys.executable, str(script)], env=dict(os.environ, PYTHONPATH=str(src)),
                                capture_output=True, text=True, check=True).stdout
        web = subprocess.run([sys.executable, str(HARNESS), "--src", str(src), "--timeout", str(timeout),
                              "--script", str(script)], capture_output=True, text=True).stdout
    a = json.loads(native.strip().splitlines()[-1])
    try:
        b = json.loads(web.strip().splitlines()[-1])
    except (IndexError, ValueError):
        print("the browser run failed", file=sys.stderr)
        return 2
    diff = sum(x != y for x, y in zip(a, b))
    print(f"{len(a)} observations x 4 levels: {len(a) - diff} identical, {diff} different")
    return 0 if diff == 0 and len(a) == len(b) else 1


def main(argv: list[str] | None = None) -> int:
    """Command-line entry point."""
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--level", default="dificil")
    p.add_argument("--decisions", type=int, default=150, help="decisions measured per configuration")
    p.add_argument("--native", action="store_true", help="measure in this Python instead of the browser")
    p.add_argument("--same", action="store_true", help="check that decisions are identical in the browser")
    p.add_argument("--timeout", type=float, default=1800)
    a = p.parse_args(argv)
    if a.same:
        return same_everywhere(a.timeout)
    with tempfile.TemporaryDirectory(prefix="browser-ai-") as tmp:
        src = Path(tmp) / "src"
        shutil.copytree(ROOT / "game", src / "game", ignore=shutil.ignore_patterns("__pycache__"))
        script = Path(tmp) / "measure.py"
        script.write_text(MEASURE)
        if a.native:
            cmd = [sys.executable, str(script), a.level, str(a.decisions)]
            env = dict(os.environ, PYTHONPATH=str(src))
        else:
            cmd = [sys.executable, str(HARNESS), "--src", str(src), "--timeout", str(a.timeout),
                   "--script", str(script), "--", a.level, str(a.decisions)]
            env = None
        return subprocess.call(cmd, env=env)


if __name__ == "__main__":
    raise SystemExit(main())
