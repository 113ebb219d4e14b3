"""Issue 14, point 7: ``main.py`` explains every flag, says when there is no display (instead of
waiting for a player nobody can see), and an autoplay says how it ended."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def run(args, env_changes, timeout=60):
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER")}
    env.update(env_changes)
    return subprocess.run([sys.executable, "main.py", *args], cwd=ROOT, env=env, capture_output=True,
                          text=True, timeout=timeout)


def test_every_flag_has_help_text():
    import main
    parser_help = run(["--help"], {"SDL_VIDEODRIVER": "dummy"})
    assert parser_help.returncode == 0
    out = parser_help.stdout
    flags = ["--autoplay", "--seed", "--variant", "--players", "--flor", "--target", "--preset",
             "--max-hands", "--max-frames", "--shots", "--speed", "--level", "--realtime", "--size",
             "--report-first-frame"]
    for flag in flags:
        assert flag in out, flag
    assert "Esc" in out and "mineiro" in out  # how to leave a match, how to pick the variant
    import argparse
    seen = []
    real = argparse.ArgumentParser.add_argument

    def spy(self, *a, **kw):
        seen.append((a, kw.get("help")))
        return real(self, *a, **kw)

    argparse.ArgumentParser.add_argument = spy
    try:
        main.parse_args([])
    finally:
        argparse.ArgumentParser.add_argument = real
    assert len(seen) == len(flags) + 1 and all(h for _, h in seen), [a for a, h in seen if not h]  # + --help


def test_no_display_says_so_in_one_line_and_exits_non_zero(tmp_path):
    p = run(["--max-frames", "100000"], {"TRUCO_DATA_DIR": str(tmp_path), "XDG_RUNTIME_DIR": str(tmp_path)},
            timeout=30)
    lines = [ln for ln in p.stderr.splitlines() if ln.startswith("truco:")]
    assert p.returncode == 2, (p.returncode, p.stderr[-800:])
    assert len(lines) == 1 and "no display" in lines[0] and "SDL_VIDEODRIVER=dummy" in lines[0]
    assert list(tmp_path.iterdir()) == [] or not any(x.suffix == ".json" for x in tmp_path.iterdir())
