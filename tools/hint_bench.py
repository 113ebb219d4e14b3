#!/usr/bin/env python3
"""How long the Ayuda (hint) takes, natively and inside a real browser (Pyodide in headless
Chromium), and how often its best action is the one ``dificil`` plays (it must be always).

Plays seeded matches (seat 0 at ``dificil``, the others at ``normal``) in Argentine 1v1 to 15 with
flor, Argentine 2v2 to 30 and Mineiro 2v2. At every decision of seat 0 with a choice it asks for the
hint exactly as the table does (:func:`game.coach.hint.hint_steps` with the profile learned from the
finished hands, the seed ``dificil`` would use) and times it (CPU time natively; the browser's one
thread's wall time in Pyodide), then checks the hint's best action against ``dificil``'s decision.

    python3 tools/hint_bench.py --both       # native, then the same in the browser: one run
    python3 tools/hint_bench.py --native     # this Python only

Needs Chromium and npm for the browser (``../shared/tools/run_in_browser.py`` fetches Pyodide once).
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
HARNESS = Path(os.environ.get("RUN_IN_BROWSER", ROOT.parent / "shared" / "tools" / "run_in_browser.py"))

MEASURE = r'''
import json, statistics, sys, time
from game import ai
from game.ai.profile import learned_profiles
from game.coach import hint as advice
from game.match import Match
from game.rules import Rules
from tools.arena import percentile

clock = time.perf_counter if sys.platform == "emscripten" else time.thread_time
per_config = int(sys.argv[1]) if len(sys.argv) > 1 else 60
configs = {
    "argentino-2p-15-flor": Rules(players=2, target=15, flor=True),
    "argentino-4p-30": Rules(players=4, target=30),
    "mineiro-4p-12": Rules(variant="mineiro", players=4, target=12),
}
out = {"platform": sys.platform, "configs": {}}
every, same, total = [], 0, 0
for name, rules in configs.items():
    xs = []
    seed = 0
    while len(xs) < per_config:
        seed += 1
        m = Match(rules, seed)
        while not m.over and len(xs) < per_config:
            if m.hand is None or m.hand.over:
                m.start_hand()
                continue
            seat = m.to_act
            obs = m.observe(seat)
            s = ai.decision_seed(m.seed, m.hand_no, len(obs["history"]), seat)
            if seat == 0 and len(obs["legal"]) > 1:
                t0 = clock()
                profile = learned_profiles(m, [0])[0]
                gen = advice.hint_steps(obs, s, profile)
                try:
                    while True:
                        next(gen)
                except StopIteration as stop:
                    h = stop.value
                xs.append(1000 * (clock() - t0))
                action = ai.decide(obs, "dificil", s, profile)
                same += h.best == action
                total += 1
            else:
                action = ai.decide(obs, "normal", s)
            m.apply(f"{seat}:{action}")
    every += xs
    out["configs"][name] = {"hints": len(xs), "median": statistics.median(xs), "p95": percentile(xs, 0.95)}
    print(f"{name}: {len(xs)} hints, median {statistics.median(xs):.1f} ms, p95 {percentile(xs, 0.95):.1f} ms",
          flush=True)
out["all"] = {"hints": len(every), "median": statistics.median(every), "p95": percentile(every, 0.95),
              "max": max(every), "same_as_dificil": same, "decisions": total}
print(f"all: {len(every)} hints, median {out['all']['median']:.1f} ms, p95 {out['all']['p95']:.1f} ms, "
      f"max {out['all']['max']:.1f} ms; best action = dificil's in {same} of {total}")
print(json.dumps(out))
'''


def run(browser: bool, per_config: int, timeout: float) -> int:
    with tempfile.TemporaryDirectory(prefix="hint-bench-") as tmp:
        src = Path(tmp) / "src"
        for folder in ("game", "tools"):  # pure standard-library Python, for either Python
            shutil.copytree(ROOT / folder, src / folder, ignore=shutil.ignore_patterns("__pycache__"))
        script = Path(tmp) / "measure.py"
        script.write_text(MEASURE)
        if browser:
            if not HARNESS.exists():
                print(f"no browser harness at {HARNESS}", file=sys.stderr)
                return 2
            cmd = [sys.executable, str(HARNESS), "--src", str(src), "--timeout", str(timeout),
                   "--script", str(script), "--", str(per_config)]
            env = dict(os.environ)
        else:
            cmd = [sys.executable, str(script), str(per_config)]
            env = dict(os.environ, PYTHONPATH=str(src))
        print(f"--- {'browser (Pyodide in headless Chromium)' if browser else 'native'}", flush=True)
        return subprocess.run(cmd, env=env).returncode


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python3 tools/hint_bench.py", description=__doc__.splitlines()[0])
    where = p.add_mutually_exclusive_group()
    where.add_argument("--native", action="store_true", help="this Python only")
    where.add_argument("--both", action="store_true", help="native, then in the browser")
    p.add_argument("--hints", type=int, default=60, help="hints per configuration (default 60)")
    p.add_argument("--timeout", type=float, default=900)
    a = p.parse_args(argv)
    status = 0
    if a.native or a.both:
        status |= run(False, a.hints, a.timeout)
    if not a.native:
        status |= run(True, a.hints, a.timeout)
    return status


if __name__ == "__main__":
    sys.exit(main())
