#!/usr/bin/env python3
"""Decision time of the computer players inside a real browser (Pyodide in headless Chromium).

Plays seeded matches (the measured level against ``normal``, with opponent profiles as in the game)
in Argentine 1v1 to 15 with flor, Argentine 2v2 to 30 and Mineiro 2v2, times every decision of the
measured level that has a choice (CPU time of the thinking thread; in the browser, which has no CPU
clock, the wall time of its one thread, so a busy machine inflates it) and its longest slice, and prints the median and p95 per configuration and overall, as
text and, on the last line, JSON.

    python3 tools/browser_ai.py --both          # native, then the same in the browser: one run, side by side
    python3 tools/browser_ai.py --both --repeat 3   # each decision timed 3 times, the least kept (busy machine)
    python3 tools/browser_ai.py                 # in the browser, via ../shared/tools/run_in_browser.py
    python3 tools/browser_ai.py --native        # the same measurement in this Python only
    python3 tools/browser_ai.py --same          # every level and character decides the same in the browser as here
    python3 tools/browser_ai.py --both --characters --decisions 60   # every character, in its home variant
    python3 tools/browser_ai.py --both --senas  # 2v2 with señas (both variants): every player signs and reads

Needs Chromium (``apt-get install chromium``) and npm (the harness fetches Pyodide from npm once).
Only ``game/`` and ``tools/`` are copied into the browser: they are pure standard-library Python.
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
from game.ai import Profile, computer_senas, decision_seed, think
from game.match import Match
from game.rng import derive
from game.rules import Rules
from game.senas import catch_chances
from tools.arena import percentile

# CPU time of this thread; in the browser (Pyodide) there is no CPU clock: the wall clock of its one thread
clock = time.perf_counter if sys.platform == "emscripten" else time.thread_time
level = sys.argv[1] if len(sys.argv) > 1 else "dificil"
per_config = int(sys.argv[2]) if len(sys.argv) > 2 else 150
repeat = int(sys.argv[3]) if len(sys.argv) > 3 else 1
senas = len(sys.argv) > 4 and sys.argv[4] == "senas"
configs = {
    "argentino-2p-15-flor": Rules(players=2, target=15, flor=True),
    "argentino-4p-30": Rules(players=4, target=30),
    "mineiro-4p-12": Rules(variant="mineiro", players=4, target=12),
} if not senas else {
    "argentino-4p-30-senas": Rules(players=4, target=30, senas=True),
    "mineiro-4p-12-senas": Rules(variant="mineiro", players=4, target=12, senas=True),
}


def timed(obs, seed, profile):
    """One decision, timed ``repeat`` times (the same work each time): (action, least ms, least
    longest slice in ms); the least of several strips the time other processes took."""
    runs = [timed_once(obs, seed, profile) for _ in range(repeat)]
    return runs[0][0], min(r[1] for r in runs), min(r[2] for r in runs)


def timed_once(obs, seed, profile):
    gen = think(obs, level, seed, profile)
    t0 = t = clock()
    longest = 0.0
    try:
        while True:
            next(gen)
            now = clock()
            longest = max(longest, now - t)
            t = now
    except StopIteration as stop:
        now = clock()
        return stop.value, 1000 * (now - t0), 1000 * max(longest, now - t)


def play(rules, seed, levels, xs, slices):
    seats = [levels[s & 1] for s in range(rules.players)]
    m = Match(rules, seed, catch=catch_chances(seats) if rules.senas else None)
    profiles = [Profile(rules.players) for _ in range(rules.players)]
    m.start_hand()
    while not m.over:
        if m.hand.over:
            for s in range(rules.players):
                profiles[s].learn(m.observe(s))
            m.start_hand()
            continue
        computer_senas(m, lambda s: seats[s])
        seat = m.to_act
        obs = m.observe(seat)
        lvl = levels[seat & 1]
        dseed = decision_seed(seed, m.hand_no, len(m.hand.history), seat)
        if lvl == level and len(obs["legal"]) > 1:
            act, ms, longest = timed(obs, dseed, profiles[seat])
            xs.append(ms)
            slices.append(longest)
        else:
            gen = think(obs, lvl, dseed, profiles[seat])
            try:
                while True:
                    next(gen)
            except StopIteration as stop:
                act = stop.value
        m.apply(f"{seat}:{act}")


out = {"level": level, "python": sys.version.split()[0], "platform": sys.platform, "repeat": repeat,
       "senas": senas, "configs": {}}
every, every_slice = [], []
for name, rules in configs.items():
    xs, slices = [], []
    i = 0
    while len(xs) < per_config:
        levels = (level, "normal") if i % 2 == 0 else ("normal", level)
        play(rules, derive("browser-ai", name, i // 2), levels, xs, slices)
        i += 1
    every += xs
    every_slice += slices
    out["configs"][name] = {"decisions": len(xs), "median": statistics.median(xs), "p95": percentile(xs, 0.95),
                            "max": max(xs), "slice_max": max(slices)}
    print(f"{name}: {len(xs)} decisions, median {statistics.median(xs):.1f} ms, p95 {percentile(xs, 0.95):.1f} ms, "
          f"max {max(xs):.1f} ms; longest slice {max(slices):.2f} ms", flush=True)
out["all"] = {"decisions": len(every), "median": statistics.median(every), "p95": percentile(every, 0.95),
              "slice_max": max(every_slice), "slice_p99": percentile(every_slice, 0.99)}
print(f"all: {len(every)} decisions, median {out['all']['median']:.1f} ms, p95 {out['all']['p95']:.1f} ms; "
      f"longest slice {out['all']['slice_max']:.2f} ms (p99 {out['all']['slice_p99']:.2f} ms)")
print(json.dumps(out))
'''


MEASURE_CAST = r'''
import json, statistics, sys, time
from game.ai import Profile, decision_seed, think
from game.ai.cast import CAST
from game.match import Match
from game.rng import derive
from game.rules import Rules
from tools.arena import percentile

# CPU time of this thread; in the browser (Pyodide) there is no CPU clock: the wall clock of its one thread
clock = time.perf_counter if sys.platform == "emscripten" else time.thread_time
per_character = int(sys.argv[1]) if len(sys.argv) > 1 else 60
repeat = int(sys.argv[2]) if len(sys.argv) > 2 else 1
home = {"argentino": Rules(players=2, target=15), "mineiro": Rules(variant="mineiro")}


def timed_once(obs, name, seed, profile):
    gen = think(obs, name, seed, profile)
    t0 = t = clock()
    longest = 0.0
    try:
        while True:
            next(gen)
            now = clock()
            longest = max(longest, now - t)
            t = now
    except StopIteration as stop:
        now = clock()
        return stop.value, 1000 * (now - t0), 1000 * max(longest, now - t)


def play(rules, seed, levels, name, xs, slices):
    m = Match(rules, seed)
    profiles = [Profile(rules.players) for _ in range(rules.players)]
    m.start_hand()
    while not m.over and len(xs) < per_character:
        if m.hand.over:
            for s in range(rules.players):
                profiles[s].learn(m.observe(s))
            m.start_hand()
            continue
        seat = m.to_act
        obs = m.observe(seat)
        lvl = levels[seat & 1]
        dseed = decision_seed(seed, m.hand_no, len(m.hand.history), seat)
        if lvl == name and len(obs["legal"]) > 1:
            runs = [timed_once(obs, lvl, dseed, profiles[seat]) for _ in range(repeat)]
            act = runs[0][0]
            xs.append(min(r[1] for r in runs))
            slices.append(min(r[2] for r in runs))
        else:
            act = timed_once(obs, lvl, dseed, profiles[seat])[0]
        m.apply(f"{seat}:{act}")


out = {"python": sys.version.split()[0], "platform": sys.platform, "repeat": repeat, "characters": {}}
for c in CAST:
    xs, slices = [], []
    i = 0
    while len(xs) < per_character:
        levels = (c.id, "normal") if i % 2 == 0 else ("normal", c.id)
        play(home[c.variant], derive("browser-ai-cast", c.id, i // 2), levels, c.id, xs, slices)
        i += 1
    row = {"strength": c.strength, "style": c.style, "decisions": len(xs), "median": statistics.median(xs),
           "p95": percentile(xs, 0.95), "slice_max": max(slices)}
    out["characters"][c.id] = row
    print(f"{c.id:<9} {c.strength:<8} {c.style:<11} {len(xs)} decisions, median {row['median']:.2f} ms, "
          f"p95 {row['p95']:.2f} ms, longest slice {row['slice_max']:.2f} ms", flush=True)
print(json.dumps(out))
'''


DECIDE = r'''
import json, os
import game
from game.ai import decide
root = os.path.dirname(os.path.dirname(os.path.abspath(game.__file__)))
pts = json.load(open(os.path.join(root, "points.json")))
from game.ai import CHARACTERS
print(json.dumps([[decide(o, lvl, 7) for lvl in ("random", "facil", "normal", "dificil") + CHARACTERS] for o in pts]))
'''


def _copy_sources(src: Path) -> None:
    """The game and the tools (pure standard-library Python) into ``src``, for either Python."""
    for folder in ("game", "tools"):
        shutil.copytree(ROOT / folder, src / folder, ignore=shutil.ignore_patterns("__pycache__"))


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
            hand, seat = m.hand, m.to_act
            if hand is None or seat is None:  # between hands
                m.start_hand()
                continue
            obs = m.observe(seat)
            act = decide(obs, "normal", decision_seed(9, m.hand_no, len(hand.history), seat))
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
        _copy_sources(src)
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
    print(f"{len(a)} observations x {len(a[0]) if a else 0} levels and characters: {len(a) - diff} identical, "
          f"{diff} different")
    return 0 if diff == 0 and len(a) == len(b) else 1


def both(level: str, decisions: int, timeout: float, repeat: int = 1, cast: bool = False,
         senas: bool = False) -> int:
    """Measure natively and in the browser in one run; print both and the ratio of the medians
    (``cast``: every character, each in its home variant, instead of one level)."""
    import json
    runs = {}
    args = [str(decisions), str(repeat)] if cast else [level, str(decisions), str(repeat),
                                                       "senas" if senas else "plain"]
    with tempfile.TemporaryDirectory(prefix="browser-ai-") as tmp:
        src = Path(tmp) / "src"
        _copy_sources(src)
        script = Path(tmp) / "measure.py"
        script.write_text(MEASURE_CAST if cast else MEASURE)
        for where, cmd, env in (
                ("native", [sys.executable, str(script), *args],
                 dict(os.environ, PYTHONPATH=str(src))),
                ("browser", [sys.executable, str(HARNESS), "--src", str(src), "--timeout", str(timeout), "--script",
                             str(script), "--", *args], None)):
            res = subprocess.run(cmd, env=env, capture_output=True, text=True)
            lines = res.stdout.strip().splitlines()
            try:
                runs[where] = json.loads(lines[-1])
            except (IndexError, ValueError):
                print(f"the {where} run failed: {res.stderr.strip()[-500:]}", file=sys.stderr)
                return 2
            print(f"-- {where} (Python {runs[where]['python']}, {runs[where]['platform']})")
            print("\n".join(lines[:-1]), flush=True)
    if cast:
        print(f"{'character':<9} {'p95 native':>11} {'p95 browser':>12}")
        for name, nat in runs["native"]["characters"].items():
            web = runs["browser"]["characters"][name]
            print(f"{name:<9} {nat['p95']:>8.2f} ms {web['p95']:>9.2f} ms")
        print(json.dumps(runs))
        return 0
    nat, web = runs["native"]["all"], runs["browser"]["all"]
    print(f"median {nat['median']:.1f} ms native, {web['median']:.1f} ms in the browser "
          f"(x{web['median'] / nat['median']:.2f}); p95 {nat['p95']:.1f} ms native, {web['p95']:.1f} ms in the browser")
    print(json.dumps(runs))
    return 0


def main(argv: list[str] | None = None) -> int:
    """Command-line entry point."""
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--level", default="dificil")
    p.add_argument("--decisions", type=int, default=150, help="decisions measured per configuration")
    p.add_argument("--native", action="store_true", help="measure in this Python instead of the browser")
    p.add_argument("--both", action="store_true", help="measure natively, then in the browser, and compare")
    p.add_argument("--same", action="store_true", help="check that decisions are identical in the browser")
    p.add_argument("--characters", action="store_true",
                   help="every character of the cast in its home variant (--decisions per character)")
    p.add_argument("--timeout", type=float, default=1800)
    p.add_argument("--senas", action="store_true", help="2v2 with señas in both variants (the señas' cost)")
    p.add_argument("--repeat", type=int, default=1,
                   help="time every decision this many times and keep the least (a busy machine)")
    a = p.parse_args(argv)
    if a.same:
        return same_everywhere(a.timeout)
    if a.both:
        return both(a.level, a.decisions, a.timeout, a.repeat, a.characters, a.senas)
    args = [str(a.decisions), str(a.repeat)] if a.characters else [a.level, str(a.decisions), str(a.repeat),
                                                                   "senas" if a.senas else "plain"]
    with tempfile.TemporaryDirectory(prefix="browser-ai-") as tmp:
        src = Path(tmp) / "src"
        _copy_sources(src)
        script = Path(tmp) / "measure.py"
        script.write_text(MEASURE_CAST if a.characters else MEASURE)
        if a.native:
            cmd = [sys.executable, str(script), *args]
            env = dict(os.environ, PYTHONPATH=str(src))
        else:
            cmd = [sys.executable, str(HARNESS), "--src", str(src), "--timeout", str(a.timeout),
                   "--script", str(script), "--", *args]
            env = None
        return subprocess.call(cmd, env=env)


if __name__ == "__main__":
    raise SystemExit(main())
