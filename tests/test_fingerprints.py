"""The characters' fingerprints (issue 25, point 4).

:data:`HOME` is ``docs/ai.md``'s table (each character at home against ``normal``, 200 duplicate
matches, seed 31): the test below checks the document says the same. Characters of one strength
at one variant's tables differ in it by clear margins. Each character's style is pinned on a
short arena run (a few matches, to keep the suite fast) within its style's bounds.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

import pytest

from game.ai.cast import CAST, STRENGTHS
from game.rules import Rules
from tools import arena

ROOT = Path(__file__).resolve().parents[1]
HOME_RULES = {"argentino": Rules(players=2, target=15), "mineiro": Rules(variant="mineiro")}


@dataclass(frozen=True)
class FP:
    """One row of the table: the win rate against ``normal`` and the fingerprint."""

    win: float
    truco: float  #: truco calls (and raises) per hand
    weak: float  #: share of them made with a weak hand
    folds: float  #: share of the answers to the other side's bets that fold
    falta: float  #: Falta envido calls per 100 hands
    caught: float  #: share of the weak calls the other side accepted and won


#: docs/ai.md's table (``python -m game.arena --a NAME --b normal ... --matches 200 --seed 31``).
HOME: dict[str, FP] = {
    "nieves": FP(0.220, 0.062, 0.000, 0.744, 0.00, 0.000),
    "rulo": FP(0.190, 0.380, 0.770, 0.390, 0.00, 0.809),
    "chola": FP(0.140, 0.064, 0.000, 0.152, 0.00, 0.000),
    "mingo": FP(0.545, 0.459, 0.000, 0.674, 1.86, 0.000),
    "cosme": FP(0.500, 0.604, 0.044, 0.438, 1.86, 0.852),
    "beba": FP(0.455, 0.634, 0.038, 0.403, 29.93, 0.841),
    "turco": FP(0.390, 0.825, 0.338, 0.423, 1.49, 0.783),
    "rosa": FP(0.850, 0.693, 0.128, 0.431, 8.76, 0.444),
    "flaco": FP(0.580, 0.921, 0.162, 0.243, 3.43, 0.585),
    "pocho": FP(0.715, 0.457, 0.006, 0.554, 3.98, 0.714),
    "ze": FP(0.175, 0.108, 0.000, 0.025, 0.00, 0.000),
    "lurdinha": FP(0.260, 0.098, 0.000, 0.327, 0.00, 0.000),
    "cida": FP(0.255, 0.191, 0.440, 0.181, 0.00, 0.470),
    "tiao": FP(0.495, 0.640, 0.064, 0.262, 0.00, 0.646),
    "nina": FP(0.405, 0.631, 0.000, 0.000, 0.00, 0.000),
    "juca": FP(0.575, 0.830, 0.000, 0.305, 0.00, 0.000),
    "geraldo": FP(0.825, 0.558, 0.033, 0.549, 0.00, 0.741),
    "dirceu": FP(0.705, 0.758, 0.015, 0.365, 0.00, 0.583),
    "zica": FP(0.605, 0.759, 0.026, 0.130, 0.00, 0.350),
}
HOME_WIN_RATE = {name: fp.win for name, fp in HOME.items()}

#: Two characters of one strength at one variant's tables differ by at least one of these.
MARGINS = {"truco": 0.15, "weak": 0.15, "folds": 0.15, "falta": 5.0}
#: The short run that pins each style: matches against normal at home, seed 31 (Mineiro's dificil
#: characters need more hands for their style to show: a Mineiro match is short).
QUICK = {("argentino", "facil"): 20, ("argentino", "normal"): 20, ("argentino", "dificil"): 4,
         ("mineiro", "facil"): 20, ("mineiro", "normal"): 20, ("mineiro", "dificil"): 8}


def test_the_table_covers_the_cast_and_the_document_says_the_same():
    assert set(HOME) == {c.id for c in CAST}
    text = (ROOT / "docs" / "ai.md").read_text(encoding="utf-8")
    for c in CAST:
        fp = HOME[c.id]
        rows = [line for line in text.splitlines() if line.startswith(f"| {c.id} | {c.strength} | ")]
        assert len(rows) == 1, c.id
        cells = [cell.strip() for cell in rows[0].strip("|").split("|")]
        assert cells[1:3] == [c.strength, c.style], c.id
        numbers = [float(x) for x in re.findall(r"\d+(?:\.\d+)?", " ".join(cells[4:9]))]
        # the document's figures are this table's, to the document's last digit (the table keeps three)
        said = [numbers[0], numbers[3], numbers[4], numbers[5], numbers[6]]
        ours = [100 * fp.win, fp.truco, 100 * fp.weak, 100 * fp.folds, fp.falta]
        for doc, code, unit in zip(said, ours, (0.1, 0.01, 1, 1, 0.1)):
            assert abs(doc - code) <= unit / 2 + 0.05 * unit + 1e-9, (c.id, said, ours)


def test_characters_of_one_strength_differ_by_clear_margins():
    for variant in HOME_RULES:
        for strength in STRENGTHS:
            group = [c.id for c in CAST if c.variant == variant and c.strength == strength]
            assert len(group) >= 3, (variant, strength)
            for i, a in enumerate(group):
                for b in group[i + 1:]:
                    gaps = {k: abs(getattr(HOME[a], k) - getattr(HOME[b], k)) for k in MARGINS}
                    assert any(gaps[k] >= m for k, m in MARGINS.items()), (a, b, gaps)


@lru_cache(maxsize=None)
def _quick(player: str, variant: str, matches: int) -> tuple[dict, dict]:
    """The fingerprints of ``player`` (a character or a level) and of normal over a short run at
    ``variant``'s home tables."""
    out = arena.run(player, "normal", HOME_RULES[variant], matches, 31)
    return out["fingerprint"]["a"], out["fingerprint"]["b"]


@pytest.mark.parametrize("name", [c.id for c in CAST])
def test_each_character_plays_to_its_style(name):
    """Against normal, or against its own level over the same matches where the style is a matter
    of degree (an eager style built on an eager level)."""
    c = next(c for c in CAST if c.id == name)
    matches = 2 if c.style == "parejo" and c.strength == "dificil" else QUICK[c.variant, c.strength]
    me, them = _quick(name, c.variant, matches)
    assert me["hands"] >= 8, me
    truco, weak, folds = me["truco_calls_per_hand"], me["weak_call_share"], me["folds_to_truco"]
    falta = me["falta_calls_per_100_hands"]
    if c.style in ("parejo", "picante") or (c.style, c.variant) == ("faltero", "mineiro"):
        level, _ = _quick(c.strength, c.variant, matches)
    if c.style == "parejo":  # exactly its level
        assert me == level
    elif c.style == "prudente":  # never bluffs, calls less than normal
        assert weak <= 0.05 and truco < them["truco_calls_per_hand"], me
    elif c.style == "mentiroso":  # bets on weak hands, far more than normal
        assert weak >= 0.03 and weak > 2 * them["weak_call_share"], (me, them)
    elif c.style == "aguantador":  # hardly ever folds, seldom calls
        assert folds <= 0.2 and truco <= 0.25, me
    elif c.style == "faltero" and c.variant == "argentino":  # the Falta envido, again and again
        assert falta >= 10, me
    elif c.style == "faltero":  # Mineiro has no envido: the biggest raise it may
        assert truco >= level["truco_calls_per_hand"] + 0.08, (me, level)
    elif c.style == "picante":  # calls more, folds less than its level
        assert truco >= level["truco_calls_per_hand"] + 0.1 and folds < level["folds_to_truco"], (me, level)
    else:
        assert c.style == "guapo" and folds == 0.0, me
