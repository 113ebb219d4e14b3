"""Every command-line tool whose output cannot be written (the reader went away, ``| head -1``; a
full disk, ``>/dev/full``; stdout closed, ``>&-``) ends quietly with a non-zero status, as Unix
tools do: no traceback, no "Exception ignored" at exit."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tools.cli import OUTPUT_FAILED
from game.match import Match
from game.rules import Rules

ROOT = Path(__file__).resolve().parents[1]
SCENARIO = {"rules": {"variant": "argentino", "players": 2}, "dealer": 1,
            "hands": [["1b", "4e", "6o"], ["2c", "3o", "5e"]], "actions": ["play:1b"]}


def _observation() -> bytes:
    m = Match(Rules(players=2), 3)
    m.start_hand()
    return (json.dumps(m.observe(m.to_act)) + "\n").encode() * 3


TOOLS = {
    "scenario": (["game.scenario", "{file}"], b""),
    "bot": (["game.bot", "--level", "random"], _observation()),
    "daily deals": (["game.daily", "deals", "--date", "2026-11-29", "--count", "40"], b""),
    "daily verify": (["game.daily", "verify", "NOT A CODE"], b""),
    "daily bad argument": (["game.daily", "deals", "--date", "2026-11-29", "--players", "3"], b""),
    "daily help": (["game.daily", "deals", "--help"], b""),
    "arena": (["game.arena", "--a", "random", "--b", "random", "--matches", "2", "--target", "5"], b""),
    "bench": (["tools.bench", "--hands", "10", "--runs", "1", "--only", "argentino-2p"], b""),
    "fuzz": (["tools.fuzz", "--actions", "200", "--progress", "0"], b""),
    "code map": (["tools.code_map", "--top", "1"], b""),
    "hand tally": (["tools.hand_tally", "--a", "random", "--b", "random", "--matches", "2", "--target", "5"], b""),
    "diverge": (["tools.diverge", "--a", "random", "--b", "random", "--matches", "2", "--target", "5"], b""),
}


def _run(tool: str, tmp_path: Path, mode: str) -> subprocess.CompletedProcess:
    args, stdin = TOOLS[tool]
    path = tmp_path / "s.json"
    path.write_text(json.dumps(SCENARIO))
    cmd = [sys.executable, "-m", *[a.format(file=path) for a in args]]
    kw: dict = dict(cwd=ROOT, input=stdin, stderr=subprocess.PIPE, timeout=120)
    if mode == "closed pipe":  # the reader is gone before the first line: EPIPE at once
        r, w = os.pipe()
        os.close(r)
        try:
            return subprocess.run(cmd, stdout=w, **kw)
        finally:
            os.close(w)
    if mode == "full disk":
        with open("/dev/full", "wb") as full:
            return subprocess.run(cmd, stdout=full, **kw)
    return subprocess.run(cmd, stdout=subprocess.DEVNULL, preexec_fn=lambda: os.close(1), **kw)


@pytest.mark.skipif(not os.path.exists("/dev/full") or os.name != "posix", reason="needs /dev/full")
@pytest.mark.parametrize("mode", ["closed pipe", "full disk", "closed stdout"])
@pytest.mark.parametrize("tool", list(TOOLS))
def test_an_output_that_cannot_be_written_ends_the_tool_quietly(tool, mode, tmp_path):
    p = _run(tool, tmp_path, mode)
    assert p.returncode == OUTPUT_FAILED, (p.returncode, p.stderr.decode()[-2000:])
    if tool in ("arena", "diverge"):  # their progress lines go to stderr, which works
        assert b"Traceback" not in p.stderr and b"Exception" not in p.stderr
    else:
        assert p.stderr == b"", p.stderr.decode()[-2000:]


def test_the_tools_still_write_to_a_working_stdout(tmp_path):
    for tool in ("scenario", "bot", "daily deals"):
        args, stdin = TOOLS[tool]
        path = tmp_path / "s.json"
        path.write_text(json.dumps(SCENARIO))
        p = subprocess.run([sys.executable, "-m", *[a.format(file=path) for a in args]], cwd=ROOT,
                           input=stdin, capture_output=True, timeout=120)
        assert p.returncode == 0 and p.stdout and p.stderr == b"", (tool, p.stderr)


@pytest.mark.parametrize("unbuffered", ["1", ""])
def test_a_reader_gone_in_the_middle_of_a_long_line_is_noticed(unbuffered):
    """``deals`` writes its JSON as one long line (~350 KB for 1000 deals), more than a pipe holds:
    the reader takes 10 bytes and leaves, ``| head -c 10``. With PYTHONUNBUFFERED the text layer
    would drop the rest of a partial write without a word."""
    env = dict(os.environ, PYTHONUNBUFFERED=unbuffered)
    p = subprocess.Popen([sys.executable, "-m", "game.daily", "deals", "--date", "2026-11-29",
                          "--count", "1000"], cwd=ROOT, env=env, stdout=subprocess.PIPE,
                         stderr=subprocess.PIPE)
    assert p.stdout.read(10) == b'[{"hand": '
    p.stdout.close()
    err = p.stderr.read()
    assert p.wait(timeout=120) == OUTPUT_FAILED and err == b"", err.decode()[-2000:]


@pytest.mark.parametrize("tool", ["game.scenario", "game.bot", "game.daily", "game.arena", "tools.bench",
                                  "tools.fuzz"])
def test_bad_arguments_get_one_line(tool):
    p = subprocess.run([sys.executable, "-m", tool, "--no-such-option", "x" * 5000], cwd=ROOT,
                       capture_output=True, text=True, timeout=60)
    assert p.returncode == 2 and "Traceback" not in p.stderr
    lines = (p.stdout + p.stderr).splitlines()
    assert len(lines) == 1 and len(lines[0]) < 400, lines
