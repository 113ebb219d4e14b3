"""The cast: characters are names the players accept wherever a level is; their styles steer their
level's decisions from the observation alone; the arena lists them and measures their fingerprints."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from game.ai import CHARACTERS, LEVELS, decide, decision_seed, is_player, think
from game.ai.cast import CAST, REGIONS, STRENGTHS, VOICES, character, of_region
from game.ai.heuristic import equity
from game.ai.styles import GAUNTLET, STYLES, WEAK, steer
from game.ai.view import from_obs
from game.match import Match
from game.rng import Rng
from game.rules import Rules
from tools import arena
from tests.helpers import sliced

ROOT = Path(__file__).resolve().parent.parent
HOME_RULES = {"argentino": Rules(players=2, target=15), "mineiro": Rules(variant="mineiro")}


def test_the_cast_is_complete_and_consistent():
    assert len(CAST) >= 12 and len(set(CHARACTERS)) == len(CAST)
    for c in CAST:
        assert c.id.isascii() and c.id.isidentifier() and c.id.islower(), c.id
        assert c.id not in LEVELS and c.id not in GAUNTLET, c.id
        assert c.strength in STRENGTHS and c.style in STYLES and c.region in REGIONS, c.id
        assert c.voice in VOICES and 0.0 <= c.chatty <= 1.0, c.id
        assert c.name and c.home and c.look.skin.startswith("#"), c.id
    for region in REGIONS:  # both homes, every strength at each
        assert {c.strength for c in of_region(region)} == set(STRENGTHS), region
    assert {c.style for c in CAST} - {"parejo"} >= {"prudente", "mentiroso", "aguantador", "faltero", "guapo"}
    for style in STYLES.values():
        assert style.like == "" or style.like in GAUNTLET, style.name


def test_character_lookup_says_what_exists():
    assert character("cosme").home == "San Antonio de Areco"
    with pytest.raises(ValueError, match="unknown character 'nadie'; characters: nieves"):
        character("nadie")
    assert all(is_player(n) for n in LEVELS + CHARACTERS) and not is_player("nadie") and not is_player(None)


def test_think_refuses_an_unknown_name_naming_the_characters():
    m = Match(Rules(players=2), 1)
    m.start_hand()
    obs = m.observe(m.to_act)
    with pytest.raises(ValueError, match="or a character: nieves, rulo"):
        decide(obs, "x" * 500, 1)


def _play(rules: Rules, seed: int, levels, hands: int = 1000, visit=None):
    m = Match(rules, seed)
    m.start_hand()
    while not m.over and hands > 0:
        if m.hand.over:
            hands -= 1
            if hands:
                m.start_hand()
            continue
        seat = m.to_act
        obs = m.observe(seat)
        act = decide(obs, levels[seat], decision_seed(seed, m.hand_no, len(m.hand.history), seat))
        assert act in obs["legal"], (levels[seat], act, obs["legal"])
        if visit:
            visit(seat, obs, act)
        m.apply(f"{seat}:{act}")
    return m


@pytest.mark.parametrize("name", [c.id for c in CAST if c.strength != "dificil"])
def test_every_quick_character_plays_whole_matches_in_both_variants(name):
    for rules in (Rules(players=2, target=15, flor=True), Rules(players=4, target=15),
                  Rules(variant="mineiro")):
        m = _play(rules, 5, [name, "normal"] * (rules.players // 2))
        assert m.over and m.winner in (0, 1)


@pytest.mark.parametrize("name", [c.id for c in CAST if c.strength == "dificil"])
def test_every_dificil_character_plays_legal_hands_in_both_variants(name):
    for rules in (Rules(players=2, target=15, flor=True), Rules(variant="mineiro")):
        m = _play(rules, 5, [name, "normal"] * (rules.players // 2), hands=2)
        assert m.hand_no >= 1


def test_same_observation_same_decision_for_every_character():
    points = []

    def visit(seat, obs, act):
        if len(obs["legal"]) > 2 and len(points) < 30:
            points.append(obs)

    _play(Rules(players=2, target=15), 8, ["normal", "normal"], hands=6, visit=visit)
    _play(Rules(variant="mineiro"), 8, ["normal"] * 4, hands=4, visit=visit)
    assert len(points) >= 20
    for obs in points:
        for name in CHARACTERS:
            a = decide(obs, name, 77)
            assert a in obs["legal"]
            assert decide(json.loads(json.dumps(obs)), name, 77) == a


def test_a_character_thinks_in_slices_like_its_strength():
    m = Match(Rules(players=2, target=15), 3)
    m.start_hand()
    obs = m.observe(m.to_act)
    slices, choice = sliced(think(obs, "rosa", 1))
    assert choice in obs["legal"]
    assert slices > 5  # dificil's worlds, one slice each


# ------------------------------------------------------------------ the styles themselves
def _decisions(style_name: str, rules: Rules, seeds=range(6)):
    """Every decision of a seat steered by ``style_name`` over normal, with what steer said."""
    out = []
    style = STYLES[style_name]

    def visit(seat, obs, act):
        if seat & 1 == 0 and len(obs["legal"]) > 1:
            view = from_obs(obs)
            out.append((view, steer(view, style, Rng(seat)), act))

    name = next(c.id for c in CAST if c.style == style_name and c.strength == "normal") \
        if any(c.style == style_name and c.strength == "normal" for c in CAST) else None
    for seed in seeds:
        _play(rules, seed, [name or "normal", "normal"] * (rules.players // 2), visit=visit)
    return out


def test_steer_never_leaves_nothing_and_only_legal_actions():
    for style in STYLES.values():
        for view, (forced, allowed), _ in _decisions("parejo", Rules(players=2, target=15), range(3)):
            forced2, allowed2 = steer(view, style, Rng(1))
            assert allowed2 and set(allowed2) <= set(view.legal)
            assert forced2 is None or forced2 in view.legal


def test_guapo_never_folds_and_mentiroso_bluffs():
    for _view, _, act in _decisions("guapo", Rules(variant="mineiro")):
        assert act != "corro"
    weak_bets = [act for view, _, act in _decisions("mentiroso", Rules(players=2, target=15))
                 if act in ("truco", "retruco", "vale-cuatro") and equity(view) < WEAK]
    assert len(weak_bets) >= 5


def test_parejo_plays_exactly_as_its_level():
    points = []

    def visit(seat, obs, act):
        if len(obs["legal"]) > 1 and len(points) < 60:
            points.append(obs)

    _play(Rules(players=2, target=15), 11, ["normal", "normal"], visit=visit)
    for i, obs in enumerate(points):
        assert decide(obs, "cosme", i) == decide(obs, "normal", i)


# ------------------------------------------------------------------ the arena's faces
def test_arena_lists_the_characters_with_strength_and_style():
    res = subprocess.run([sys.executable, "-m", "game.arena", "--characters"], capture_output=True,
                         text=True, cwd=ROOT, timeout=60, check=True)
    lines = res.stdout.strip().splitlines()
    assert len(lines) == len(CAST)
    for c, line in zip(CAST, lines):
        assert line.split()[:3] == [c.id, c.strength, c.style] and c.home in line
    res = subprocess.run([sys.executable, "-m", "game.arena", "--characters", "--json"], capture_output=True,
                         text=True, cwd=ROOT, timeout=60, check=True)
    rows = json.loads(res.stdout)
    assert [r["id"] for r in rows] == list(CHARACTERS) and rows[0]["like"] == "tight"


def test_arena_plays_a_character_and_reports_both_fingerprints():
    cmd = [sys.executable, "-m", "game.arena", "--a", "turco", "--b", "normal", "--players", "2", "--target",
           "15", "--matches", "2", "--seed", "4", "--json"]
    res = subprocess.run(cmd, capture_output=True, text=True, cwd=ROOT, timeout=120, check=True)
    doc = json.loads(res.stdout.strip().splitlines()[-1])
    for side in ("a", "b"):
        fp = doc["fingerprint"][side]
        assert set(fp) >= {"truco_calls_per_hand", "weak_call_share", "folds_to_truco",
                           "falta_calls_per_100_hands", "bluffs_caught"}
        assert fp["hands"] == doc["hands"] > 0
    assert "fingerprint A (turco)" in res.stdout
    res = subprocess.run([sys.executable, "-m", "game.arena", "--a", "nadie", "--b", "normal"],
                         capture_output=True, text=True, cwd=ROOT, timeout=60)
    assert res.returncode == 2 and "Traceback" not in res.stderr
    res = subprocess.run([sys.executable, "-m", "game.arena", "--a", "cosme"], capture_output=True, text=True,
                         cwd=ROOT, timeout=60)
    assert res.returncode == 2 and "--a and --b are required" in res.stderr


def test_bot_plays_as_a_character():
    m = Match(Rules(players=2, target=15), 2)
    m.start_hand()
    obs = m.observe(m.to_act)
    res = subprocess.run([sys.executable, "-m", "game.bot", "--level", "beba"], input=json.dumps(obs) + "\n",
                         capture_output=True, text=True, cwd=ROOT, timeout=60, check=True)
    assert res.stdout.strip() == decide(obs, "beba", decision_seed(0, obs["hand_no"], len(obs["history"]),
                                                                   obs["seat"]))
