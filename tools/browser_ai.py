#!/usr/bin/env python3
"""Decision time of the computer players inside a real browser (Pyodide in headless Chromium).

Plays seeded matches (the measured level against ``normal``) in Argentine 1v1 to 15 with flor,
Argentine 2v2 to 30 and Mineiro 2v2, times every decision of the measured level that has a choice,
and prints the median and p95 per configuration and overall, as text and, on the last line, JSON.

    python3 tools/browser_ai.py                 # in the browser, via /work/shared/tools/run_in_browser.py
    python3 tools/browser_ai.py --native        # the same measurement in this Python, for comparison

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


def main(argv: list[str] | None = None) -> int:
    """Command-line entry point."""
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--level", default="dificil")
    p.add_argument("--decisions", type=int, default=150, help="decisions measured per configuration")
    p.add_argument("--native", action="store_true", help="measure in this Python instead of the browser")
    p.add_argument("--timeout", type=float, default=1800)
    a = p.parse_args(argv)
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
