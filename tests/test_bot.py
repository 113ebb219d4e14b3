"""The bot line protocol: one observation in, one action (or an error object) out, never a crash."""
from __future__ import annotations

import io
import json
import subprocess
import sys
from pathlib import Path

from tools import bot
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


def test_every_real_observation_passes_the_checks():
    """The checks refuse only what cannot happen: every seat's observation at every step of random
    matches (both variants, flor, 2 and 4 players, the hand's end with shown cards) passes."""
    import random
    for k, rules in enumerate([Rules(players=2, flor=True, target=15), Rules(players=4, flor=True, target=15),
                               Rules(players=4, target=15), Rules(variant="mineiro", players=4, target=12)]):
        rnd = random.Random(k)
        m = Match(rules, k)
        m.start_hand()
        steps = 0
        while not m.over and steps < 300:
            steps += 1
            for seat in range(rules.players):
                obs = m.observe(seat)
                obs["legal"] = obs["legal"] or ["mazo"]
                bot.check(obs)
            if m.hand.over:
                m.start_hand()
                continue
            seat = rnd.choice(m.hand.acting_seats())
            acts = m.legal_actions(seat)
            m.apply(f"{seat}:{rnd.choices(acts, [0.1 if a in ('mazo', 'no-quiero') else 1 for a in acts])[0]}")


def _error(obs, level="dificil") -> str:
    out = _serve([json.dumps(obs).encode() + b"\n"], level)[0]
    return json.loads(out)["error"]


def test_declared_envido_and_flores_the_cards_rule_out_are_refused_naming_the_field():
    m = Match(Rules(players=4, flor=True), 0, dealer=3)
    m.start_hand(hands=[["7e", "7o", "7b"], ["6c", "1e", "2e"], ["4o", "5o", "4b"], ["10c", "11c", "12c"]])
    obs = m.observe(0)
    for said, field in (([[1, 34]], "envido.said: seat 1 declares 34"),
                        ([[0, 30]], "envido.said: seat 0 cannot hold an envido of 30"),  # holds 7 7 7
                        ([[1, 33], [3, 33]], "envido.said and flor_sung"),  # only 7c 6c make 33 now
                        ([[1, 30], [1, 31]], "envido.said: a seat declares at most once"),
                        ([[1, 33], [2, None], [9, 1]], "envido.said must be")):
        assert _error(dict(obs, envido=dict(obs["envido"], said=said))).startswith(field), said
    assert _error(dict(obs, flor_sung=[0])).startswith("flor_sung: seat 0 cannot hold a flor")
    assert _error(dict(obs, flor_sung=[1, 1])).startswith("flor_sung must be")
    assert _error(dict(obs, rules=dict(obs["rules"], flor=False), flor_sung=[1])).startswith("flor_sung:")
    assert _error(dict(obs, history=["²:mazo"])).startswith("history:")
    assert _error(dict(obs, history=["0:play:7e"] * 201)).startswith("history has 201")
    # possible declarations are answered by the players
    ok = dict(obs, envido=dict(obs["envido"], said=[[1, 33], [3, 31]]), flor_sung=[2])
    assert _serve([json.dumps(ok).encode() + b"\n"], "dificil")[0] in obs["legal"]


def test_with_senas_the_bot_signs_first_says_none_and_refuses_bad_senas():
    rules = Rules(players=4, target=15, senas=True)
    m = Match(rules, 3, dealer=3)
    m.start_hand(hands=[["1e", "3c", "4b"], ["4e", "5c", "6b"], ["1b", "12c", "11e"], ["7o", "6o", "5b"]])
    obs = m.observe(0)  # seat 0 is mano: to act, and may sign
    assert obs["senas_legal"]
    first = bot.answer(json.dumps(obs), "normal", 1)
    assert first == "sena:ancho-espada"  # honest: the strongest card first
    m.apply(f"0:{first}")
    second = bot.answer(json.dumps(m.observe(0)), "normal", 1)
    assert second == "sena:tres" and second in m.observe(0)["senas_legal"]
    m.apply(f"0:{second}")
    assert bot.answer(json.dumps(m.observe(0)), "normal", 1) in m.observe(0)["legal"]  # two made: it plays
    seat1 = m.observe(1)  # not its turn: only señas it may make
    assert seat1["legal"] == [] and seat1["senas_legal"]
    assert bot.answer(json.dumps(seat1), "facil", 1) == "none"  # fácil makes none
    assert bot.answer(json.dumps(seat1), "normal", 1).startswith("sena:")
    for bad, why in ((dict(obs, senas=[{"seat": 9, "sign": "nada", "caught": False}]), "senas must be"),
                     (dict(obs, senas_legal=["sena:guino"]), "senas_legal"),
                     (dict(obs, catch=[30, 30, 30, 300]), "catch must be"),
                     (dict(obs, rules=dict(obs["rules"], senas=False)), "no señas")):
        err = json.loads(bot.answer(json.dumps(bad), "normal", 1))
        assert why in err["error"], (why, err)
