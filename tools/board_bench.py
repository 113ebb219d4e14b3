#!/usr/bin/env python3
"""How long verifying a Diario share code takes (the friends' board checks each code it is
given), natively and inside a real browser (Pyodide in headless Chromium).

    python3 tools/board_bench.py --both     # native, then the same in the browser: one run
    python3 tools/board_bench.py --native   # this Python only

(The saved document's size after a year of daily play: ``python -m scenes.devtools.doc_size``.)

Verification: real codes of whole Diarios (the person's seat played by ``normal``) are made here
first, then each is verified with :func:`game.daily.sharecode.verify_code` and timed (CPU time
natively; the browser's one thread's wall time in Pyodide): codes of this version of the computer
players at ``normal`` and at ``dificil`` (an exact replay: every computer move decided again), and
the same codes as if made by another version (a replay for legality: no computer player thinks).
Medians and 95th percentiles, in milliseconds, per kind.

Needs Chromium and npm for the browser (``../shared/tools/run_in_browser.py`` fetches Pyodide once).
"""
from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
from datetime import date, timedelta
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
HARNESS = Path(os.environ.get("RUN_IN_BROWSER", ROOT.parent / "shared" / "tools" / "run_in_browser.py"))

MEASURE = r'''
import json, statistics, sys, time
from pathlib import Path
import game
from game import ai
from game.daily import sharecode
from tools.arena import percentile

clock = time.perf_counter if sys.platform == "emscripten" else time.thread_time
codes = json.loads((Path(game.__file__).resolve().parent.parent / "codes.json").read_text())
out = {"platform": sys.platform, "kinds": {}}


def timed(kind, items, other_version=False):
    real = ai.PLAYERS_VERSION
    if other_version:
        ai.PLAYERS_VERSION = real + 1
    xs = []
    try:
        for code in items:
            t0 = clock()
            res = sharecode.verify_code(code)
            xs.append(1000 * (clock() - t0))
            assert res["ok"] and res["check"] == ("legal" if other_version else "exact"), res
    finally:
        ai.PLAYERS_VERSION = real
    out["kinds"][kind] = {"codes": len(xs), "median": statistics.median(xs), "p95": percentile(xs, 0.95),
                          "max": max(xs)}
    print(f"{kind}: {len(xs)} codes, median {statistics.median(xs):.1f} ms, p95 {percentile(xs, 0.95):.1f} ms, "
          f"max {max(xs):.1f} ms", flush=True)


timed("exact, normal", codes["normal"])
timed("exact, dificil", codes["dificil"])
timed("legal (another version), normal", codes["normal"], other_version=True)
timed("legal (another version), dificil", codes["dificil"], other_version=True)
print(json.dumps(out))
'''


def make_codes(per_level: int) -> dict[str, list[str]]:
    """Real codes of whole Diarios: Argentino 1 v 1 and 2 v 2 to 30 and Mineiro, on consecutive
    days, the computer players at ``normal`` and at ``dificil``."""
    sys.path.insert(0, str(ROOT))
    from game import daily
    from game.daily import sharecode
    from game.rules import Rules
    rules = [Rules(), Rules(players=4), Rules(variant="mineiro")]
    out: dict[str, list[str]] = {}
    for level in ("normal", "dificil"):
        out[level] = []
        for i in range(per_level):
            day = date(2026, 11, 1) + timedelta(days=i)
            r = rules[i % len(rules)]
            actions = daily.autoplay_actions(day, r, level, "normal")
            out[level].append(sharecode.encode_code(day, r, level, actions, name=f"Amigo {i}"))
    return out


def run_verify(browser: bool, codes: dict, timeout: float) -> int:
    with tempfile.TemporaryDirectory(prefix="board-bench-") as tmp:
        src = Path(tmp) / "src"
        for folder in ("game", "tools"):  # pure standard-library Python, for either Python
            shutil.copytree(ROOT / folder, src / folder, ignore=shutil.ignore_patterns("__pycache__"))
        (src / "codes.json").write_text(json.dumps(codes))
        script = Path(tmp) / "measure.py"
        script.write_text(MEASURE)
        if browser:
            if not HARNESS.exists():
                print(f"no browser harness at {HARNESS}", file=sys.stderr)
                return 2
            cmd = [sys.executable, str(HARNESS), "--src", str(src), "--timeout", str(timeout), "--script",
                   str(script)]
            env = dict(os.environ)
        else:
            cmd = [sys.executable, str(script)]
            env = dict(os.environ, PYTHONPATH=str(src))
        print(f"--- {'browser (Pyodide in headless Chromium)' if browser else 'native'}", flush=True)
        return subprocess.run(cmd, env=env).returncode


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python3 tools/board_bench.py", description=__doc__.splitlines()[0])
    where = p.add_mutually_exclusive_group()
    where.add_argument("--native", action="store_true", help="this Python only")
    where.add_argument("--both", action="store_true", help="native, then in the browser")
    p.add_argument("--codes", type=int, default=30, help="codes per level (default 30)")
    p.add_argument("--timeout", type=float, default=1800)
    a = p.parse_args(argv)
    codes = make_codes(a.codes)
    status = 0
    if a.native or a.both:
        status |= run_verify(False, codes, a.timeout)
    if not a.native:
        status |= run_verify(True, codes, a.timeout)
    return status


if __name__ == "__main__":
    sys.exit(main())
