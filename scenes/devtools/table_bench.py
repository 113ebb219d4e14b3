"""Measurements of the table and the frame loop: ``python -m scenes.devtools.table_bench``.

- start: seconds from launching ``python main.py`` to its first drawn frame (median of 5);
- frames: work per frame (events, update, draw, flip) while dealing and while cards fly, p50/p95;
- idle: CPU use of the real frame loop over 10 s while the table waits for you (% of one core).

Run it headless (``SDL_VIDEODRIVER=dummy``): the figures are the Python side; a real window adds
the GPU's scaling and presenting. ``--canvas 720x1280`` measures the frames on the portrait layout
(``--frames-only``: only the frame figures)::

    python -m scenes.devtools.table_bench --canvas 720x1280 --frames-only
"""
from __future__ import annotations

import argparse
import asyncio
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def first_frame(runs: int = 5) -> list[float]:
    """Seconds from process launch to the first drawn frame, one figure per run."""
    out = []
    with tempfile.TemporaryDirectory() as data:
        for _ in range(runs):
            env = dict(os.environ, TRUCO_T0=repr(time.time()), TRUCO_DATA_DIR=data)
            p = subprocess.run([sys.executable, "main.py", "--max-frames", "2", "--report-first-frame"],
                               cwd=ROOT, env=env, capture_output=True, text=True, timeout=60)
            for line in p.stdout.splitlines():
                if line.startswith("first-frame:"):
                    out.append(float(line.split()[1]))
    return out


def _table(players: int = 4, variant: str = "argentino", seed: int = 3,
           canvas: tuple[int, int] = (1280, 720)):
    import pygame

    from game.match import Match
    from game.rules import Rules
    from scenes.devtools.autoplay import MemoryStore
    from scenes.table.scene import TableScene
    from scenes.ui.sound import Sound
    from scenes.ui.stack import App
    pygame.init()
    screen = pygame.display.set_mode(canvas, pygame.SCALED)
    app = App(MemoryStore({"speed": "normal", "sound": False, "difficulty": "normal"}))
    app.sound = Sound(app.settings)
    app.resize(canvas)
    rules = Rules(variant=variant, players=4, target=12) if variant == "mineiro" else Rules(players=players)
    table = TableScene(app, Match(rules, seed))
    app.push(table)
    return app, table, screen


def frame_times(hands: int = 3, canvas: tuple[int, int] = (1280, 720)) -> dict[str, list[float]]:
    """Per-frame work in ms while dealing and while played cards fly (simulated 60 fps clock), on
    a canvas of ``canvas`` (its layout)."""
    import pygame

    from scenes.devtools.autoplay import Autoplayer
    app, table, screen = _table(canvas=canvas)
    auto = Autoplayer(app, level="facil", pause_frames=2)
    times: dict[str, list[float]] = {"dealing": [], "playing": [], "other drawn": []}
    for _ in range(60 * 60 * 5):
        if table.match.hand_no > hands or table.match.over:
            break
        t = time.perf_counter()
        for event in pygame.event.get():
            app.top.handle(event)
        app.top.update(1 / 60)
        auto.step()
        kind = None
        if app.needs_draw():
            app.draw(screen)
            pygame.display.flip()
            if any(f.deal for f in table.picture.flights):
                kind = "dealing"
            elif table.picture.flights:
                kind = "playing"
            else:
                kind = "other drawn"
        if kind:
            times[kind].append((time.perf_counter() - t) * 1000)
    return times


def idle_cpu(seconds: float = 10.0) -> tuple[float, int]:
    """(% of one core, frames drawn) of the real loop while the table waits for the human."""
    import main
    app, table, screen = _table(players=2)
    for _ in range(20000):
        if table.human_acting() and not app.needs_draw():
            break
        app.top.update(1 / 30)
        if app.needs_draw():
            app.draw(screen)
    drawn = []
    frames = int(seconds * 60)
    c0, w0 = time.process_time(), time.perf_counter()
    asyncio.run(main.run(app, screen, max_frames=frames, on_frame=lambda n, d: drawn.append(d)))
    c1, w1 = time.process_time(), time.perf_counter()
    return 100 * (c1 - c0) / (w1 - w0), sum(drawn)


def _pct(xs: list[float], q: float) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(q * len(xs)))] if xs else float("nan")


def main(argv: list[str] | None = None) -> None:
    """Print the three figures."""
    p = argparse.ArgumentParser(prog="python -m scenes.devtools.table_bench", description=__doc__.split("\n")[0])
    p.add_argument("--canvas", default="1280x720", choices=("1280x720", "720x1280"),
                   help="the canvas (and so the layout) the frames are drawn on")
    p.add_argument("--frames-only", action="store_true", help="only the per-frame figures")
    args = p.parse_args(argv)
    w, _, h = args.canvas.partition("x")
    canvas = (int(w), int(h))
    if not args.frames_only:
        starts = first_frame()
        print(f"start to first frame: median {statistics.median(starts):.3f} s over {len(starts)} runs "
              f"(min {min(starts):.3f}, max {max(starts):.3f})")
    print(f"canvas {canvas[0]}x{canvas[1]}")
    for kind, xs in frame_times(canvas=canvas).items():
        print(f"frame work while {kind}: {len(xs)} frames, p50 {_pct(xs, .5):.2f} ms, "
              f"p95 {_pct(xs, .95):.2f} ms, max {max(xs):.2f} ms")
    if args.frames_only:
        return
    cpu, drawn = idle_cpu()
    print(f"idle (waiting for you, 10 s at 60 fps): CPU {cpu:.2f}% of one core, {drawn} frames drawn")


if __name__ == "__main__":
    main()
