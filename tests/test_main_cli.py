"""Issue 14, point 7: ``main.py`` explains every flag, says when there is no display (instead of
waiting for a player nobody can see), and an autoplay says how it ended."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

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
             "--max-hands", "--max-frames", "--shots", "--speed", "--level", "--lang", "--realtime", "--size",
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


# ---------------------------------------------------------------- mistakes on the command line
def mistake(args, tmp_path, timeout=30):
    """Run main.py with ``args``: (status, its stderr lines, seconds of CPU it used). CPU time,
    not the clock's: other processes on a busy machine do not count."""
    import resource

    def children_cpu() -> float:
        used = resource.getrusage(resource.RUSAGE_CHILDREN)
        return used.ru_utime + used.ru_stime

    start = children_cpu()
    p = run(args, {"SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "TRUCO_DATA_DIR": str(tmp_path)},
            timeout=timeout)
    return p.returncode, p.stderr.splitlines(), children_cpu() - start


@pytest.mark.parametrize("args,words", [
    (["--player", "4"], ["--player 4", "did you mean --players?"]),  # a shortened option is a typo
    (["--autoplay", "--sed", "5"], ["--sed 5", "did you mean --seed?"]),
    (["menu"], ["unrecognized arguments: menu"]),
    (["--players", "3"], ["--players", "invalid choice"]),
    (["--seed", "five"], ["--seed", "'five'"]),
    (["--size", "huge"], ["--size", "1600x900", "'huge'"]),
    (["--size", "99999x720"], ["--size", "'99999x720'"]),
    (["--max-hands", "0"], ["--max-hands", "at least 1"]),
    (["--level"], ["--level", "expected one argument"]),
])
def test_a_mistake_on_the_command_line_is_one_line_and_status_2(tmp_path, args, words):
    status, err, _ = mistake(args, tmp_path)
    assert status == 2 and len(err) == 1, err
    assert err[0].startswith("truco: ") and err[0].endswith("python main.py --help lists the options")
    assert all(w in err[0] for w in words), err[0]
    assert list(tmp_path.iterdir()) == []  # nothing started, nothing saved


def test_hostile_arguments_stay_one_short_line_in_bounded_time(tmp_path):
    status, err, _ = mistake(["--x\nY\x1b[31m", "\u202e", "--" + "é" * 20000], tmp_path)
    assert status == 2 and len(err) == 1 and len(err[0]) < 400, err
    assert "\\n" in err[0] and "\\x1b" in err[0] and "\x1b" not in err[0]
    status, err, cpu = mistake(["--y"] * 20000, tmp_path)  # argparse alone would take minutes
    assert status == 2 and len(err) == 1 and "20000 arguments" in err[0], err
    assert 0 < cpu < 10, f"{cpu:.2f} s of CPU"


def test_screenshots_into_a_folder_that_cannot_be_made_is_one_line(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("x")
    status, err, _ = mistake(["--autoplay", "--max-hands", "1", "--shots", str(blocker / "shots")], tmp_path)
    assert status == 2 and len(err) == 1 and err[0].startswith("truco: --shots"), err


def test_only_main_py_s_own_command_line_is_read(monkeypatch):
    import main
    monkeypatch.chdir(ROOT)
    assert main.own_arguments([str(ROOT / "main.py"), "--autoplay"]) == ["--autoplay"]
    assert main.own_arguments(["main.py", "--seed", "5"]) == ["--seed", "5"]
    # pygbag's simulator runs main.py as the script of ``python -m pygbag --sim build/truco/main.py``
    pygbag = "/venv/lib/python3.11/site-packages/pygbag/__main__.py"
    assert main.own_arguments([pygbag, "--sim", "build/truco/main.py"]) == []
    assert main.own_arguments([]) == []
    assert main.own_arguments([""]) == []  # the browser: pygbag's CPython starts with sys.argv == [""]
