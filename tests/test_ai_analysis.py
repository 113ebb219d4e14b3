"""dificil's analysis API, its reading of the others' calls, and the opponent profile it adapts."""
from __future__ import annotations

import io
import json

import pytest

from tools import bot
from game.ai import Analysis, Profile, analyse, decide, think
from game.ai.evidence import Reader, read_step
from game.ai.calls_table import COUNTS
from game.hand import Hand
from game.match import Match
from game.rules import Rules
from tests.helpers import sliced
from tests.test_ai import CONFIGS, play, run


def _points(per_config: int = 8):
    out = []
    for name in ("ar2-flor", "ar4", "mn4"):
        rules = CONFIGS[name]
        got = []

        def visit(m, seat, obs, act):
            if len(got) < per_config and (len(obs["legal"]) > 1 or len(got) % 3 == 0):
                got.append(obs)

        play(rules, 21, ["normal"] * rules.players, hands=6, visit=visit)
        out += got
    return out


def test_analysis_chooses_exactly_what_think_plays_and_estimates_every_legal_action():
    prof = Profile(4)
    prof.bets[1], prof.bluffs[1], prof.env_hands[1], prof.env_weak[1], prof.env_shown[1] = 6, 3, 5, 2, 3
    for i, obs in enumerate(_points()):
        for p in (None, prof):
            an = run(analyse(obs, i, p))
            assert isinstance(an, Analysis)
            assert an.choice == run(think(obs, "dificil", i, p)) == decide(obs, "dificil", i, p)
            assert set(an.chances) == set(obs["legal"]) and an.choice in an.considered
            assert all(0.0 <= x <= 1.0 for x in an.chances.values())
            assert an.worlds == an.facts.worlds or obs["phase"] == "tanda"
            assert an.facts.target == obs["rules"]["target"]


def test_analysis_is_sliced_and_deterministic():
    obs = next(o for o in _points() if len(o["legal"]) > 3)
    slices, first = sliced(analyse(obs, 5))
    assert slices > 20 and run(analyse(json.loads(json.dumps(obs)), 5)) == first


def _falta_obs(mine: list[str], scores=(0, 0)) -> dict:
    m = Match(Rules(players=2, target=15, flor=True), 1, dealer=0, scores=scores)
    m.start_hand(hands=[mine, ["1e", "2o", "3b"]])
    m.apply("1:falta-envido")
    return m.observe(0)


def test_a_falta_envido_from_a_careful_player_means_a_strong_envido():
    """Issue 15's repro: 1v1 to 15 with flor, 0-0, the rival opened with a Falta envido, 26 in hand."""
    obs = _falta_obs(["6c", "12c", "4b"])
    assert [decide(obs, "dificil", seed) for seed in range(8)] == ["no-quiero"] * 8
    out = io.StringIO()
    bot.serve("dificil", 0, io.BytesIO(b"".join(json.dumps(obs).encode() + b"\n" for _ in range(2))), out)
    for seed in range(8):
        assert bot.answer(json.dumps(obs), "dificil", seed) == "no-quiero"
    an = run(analyse(obs, 1))
    assert an.facts.envido == 26 and an.facts.reads == ("1:falta-envido",)
    assert an.facts.envido_beaten > an.facts.worlds // 2
    # with the best envido there is it accepts
    assert decide(_falta_obs(["7c", "6c", "4b"]), "dificil", 1) == "quiero"


def test_a_player_shown_to_bluff_the_falta_is_believed_less():
    """The profile raises the floor of the reading: 29 accepts a habitual bluffer's Falta envido."""
    obs = _falta_obs(["7c", "2c", "4b"])  # 29
    careful, bluffer = Profile(2), Profile(2)
    bluffer.hands, bluffer.env_hands[1], bluffer.env_shown[1], bluffer.env_weak[1] = 8, 7, 5, 4
    assert bluffer.envido_bluffiness(1) > 10 * careful.envido_bluffiness(1)
    acc = {name: sum(decide(obs, "dificil", s, p) == "quiero" for s in range(6))
           for name, p in (("careful", careful), ("bluffer", bluffer))}
    assert acc["bluffer"] == 6 and acc["careful"] <= 1


def test_the_profile_learns_envido_bluffs_from_the_cards_shown():
    # seat 1 (mano) calls real envido with 6b 4c 5o (value 6); seat 0 refuses; all cards are played out
    m = Match(Rules(players=2, target=30), 1, dealer=0)
    m.start_hand(hands=[["4o", "5c", "1e"], ["6b", "4c", "5o"]])
    for a in ("1:real-envido", "0:no-quiero", "1:play:6b", "0:play:4o", "1:play:4c", "0:play:1e", "0:play:5c",
              "1:play:5o"):
        m.apply(a)
    assert m.hand.over
    p = Profile(2)
    p.learn(m.observe(0))
    assert (p.env_hands[1], p.env_shown[1], p.env_weak[1]) == (1, 1, 1)
    assert (p.env_answers[1], p.env_hands[0]) == (0, 0)  # our own calls and answers are not counted
    assert Profile.from_dict(p.to_dict()).to_dict() == p.to_dict()


def test_reading_an_envido_call_and_a_lead():
    h = Hand(Rules(players=2, target=30), 0, [0, 0], hands=[["1e", "7e", "3o"], ["4c", "5o", "6b"]])
    items = read_step(h, 1, "envido")
    assert [(i.key, i.kind, i.label) for i in items] == [("ar2:env-open", "ev", "envido")]
    assert items[0].outcome(["7c", "6c", "1e"]) == (33, "envido")
    h.apply(1, "play:5o")
    items = read_step(h, 0, "play:3o")
    assert [i.key for i in items] == ["ar2:env-open", "ar2:bet:1:0", "ar2:follow:0:o"]
    # the 3o beats the 5o and is the weakest card of 1e 7e 3o that does: the lowest winner
    assert items[2].outcome(["1e", "7e", "3o"]) == (1, "low-win")
    assert items[2].outcome(["3o", "4b", "5c"]) == (1, "low-win")  # the 5c only ties
    assert items[2].outcome(["3o", "2b", "6c"]) == (1, "win")  # the 2b would have won too
    reader = Reader(COUNTS)
    strong = reader.prob("ar2:env-open", 33, "falta-envido", 0.01)
    weak = reader.prob("ar2:env-open", 20, "falta-envido", 0.01)
    assert strong == 1.0 and weak == pytest.approx(0.01, rel=0.5)
    assert reader.prob("unknown:key", 3, "x", 0.1) == 1.0


def test_the_learner_is_deterministic_and_writes_a_module(tmp_path):
    from tools import learn
    a, b = tmp_path / "a.py", tmp_path / "b.py"
    assert learn.main(["--hands", "300", "--seed", "4", "--out", str(a)]) == 0
    assert learn.main(["--hands", "300", "--seed", "4", "--out", str(b)]) == 0
    assert a.read_text() == b.read_text()
    ns: dict = {}
    exec(a.read_text(), ns)
    counts = ns["COUNTS"]
    assert "ar2:env-open" in counts and "mi4:tanda:0" in counts
    # normal never opens a Falta envido with less than 32
    assert all(f >= 32 for f, labels in counts["ar2:env-open"].items() if "falta-envido" in labels)
    assert learn.main(["--hands", "10", "--out", str(tmp_path / "no" / "such" / "dir.py")]) == 1
