"""The bot line protocol: one observation in, one action (or an error object) out, never a crash."""
from __future__ import annotations

import io
import json
import subprocess
import sys
from pathlib import Path

from game import bot
from game.match import Match
from game.rules import Rules

ROOT = Path(__file__).resolve().parent.parent


def _obs(rules=None, seed=3):
    m = Match(rules or Rules(players=2, flor=True, target=15), seed)
    m.start_hand()
    return m, m.observe(m.to_act)


def _serve(lines: list[bytes], level="normal") -> list[str]:
    out = io.StringIO()
    bot.serve(level, 1, io.BytesIO(b"".join(lines)), out)
    return out.getvalue().splitlines()


def test_answers_a_legal_action_per_observation():
    lines = []
    legal = []
    for rules in (Rules(players=2), Rules(players=4, flor=True), Rules(variant="mineiro", players=4, target=12)):
        m, obs = _obs(rules)
        lines.append(json.dumps(obs).encode() + b"\n")
        legal.append(obs["legal"])
    for level in ("random", "facil", "normal", "dificil"):
        got = _serve(lines, level)
        assert len(got) == 3
        assert all(a in lg for a, lg in zip(got, legal))


def test_bad_lines_give_one_error_each_and_the_bot_goes_on():
    m, obs = _obs()
    good = json.dumps(obs).encode() + b"\n"
    other = m.observe(1 - m.to_act)  # not this seat's turn: no legal actions
    lines = [good, b"{not json\n", b"[1, 2]\n", json.dumps({"rules": {"variant": "x"}}).encode() + b"\n",
             json.dumps(other).encode() + b"\n", b"\xff\xfe\n", b"[" * 50000 + b"\n",
             json.dumps(dict(obs, seat=9)).encode() + b"\n", json.dumps(dict(obs, hand=["zz"])).encode() + b"\n",
             b"x" * (bot.MAX_LINE + 10) + b"\n", good]
    got = _serve(lines)
    assert len(got) == len(lines)
    assert got[0] in obs["legal"] and got[-1] == got[0]
    for line in got[1:-1]:
        assert set(json.loads(line)) == {"error"}
    assert "no legal actions" in json.loads(got[4])["error"]
    assert "longer than" in json.loads(got[9])["error"]


def test_inconsistent_but_well_formed_observation_still_answers():
    m, obs = _obs()
    broken = dict(obs, history=["0:play:1e", "1:play:1e", "0:play:1e"], tricks=[])
    got = _serve([json.dumps(broken).encode() + b"\n"], "dificil")
    assert got[0] in obs["legal"] or "error" in json.loads(got[0])


def test_process_speaks_the_protocol():
    m, obs = _obs()
    inp = (json.dumps(obs) + "\n" + "garbage\n" + json.dumps(obs) + "\n").encode()
    res = subprocess.run([sys.executable, "-m", "game.bot", "--level", "dificil", "--seed", "5"], input=inp,
                         capture_output=True, cwd=ROOT, timeout=120)
    assert res.returncode == 0 and b"Traceback" not in res.stderr
    out = res.stdout.decode().splitlines()
    assert out[0] in obs["legal"] and out[2] == out[0] and "error" in json.loads(out[1])
