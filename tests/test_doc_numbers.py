"""The numbers the documents quote are the code's (issue 27).

Each claim is a sentence of README.md or docs/ whose numbers are constants of the code: the
sentence must be there once, and its numbers must equal the constants. Change a constant and this
fails until the document follows (a figure that needs a build, the size of ``truco.apk``, is
checked in ``tests/test_web_build.py``).
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

import pytest

from game.coach import lessons
from tools import bot
from game.ai import PLAYERS_VERSION, heuristic, rollout, search, tanda, winprob
from game.ai.scorings_table import SCORINGS
from game.ai.senas import PLAYERS_VERSION_SENAS
from scenes.host import device

ROOT = Path(__file__).resolve().parents[1]


@dataclass(frozen=True)
class Claim:
    """``pattern`` (a regular expression whose groups are numbers) in ``doc``, and the numbers the
    code says it must read."""

    name: str
    doc: str
    pattern: str
    code: Callable[[], tuple]


def percent(rate: float) -> int:
    return round(100 * rate)


def _scorings_points() -> float:
    hands = SCORINGS["argentino-2"]
    return sum(n * sum(p for _, p in seq) for seq, n in hands) / sum(n for _, n in hands)


def _scorings_both() -> float:
    hands = SCORINGS["argentino-2"]
    return sum(n for seq, n in hands if len(seq) > 1) / sum(n for _, n in hands)


CLAIMS = [
    # README
    Claim("lessons", "README.md", r"(\d+) short Argentine and (\d+) Mineiro lessons",
          lambda: (len(lessons.lessons_of("argentino")), len(lessons.lessons_of("mineiro")))),
    Claim("unreadable-size", "README.md", r"not a regular file, over (\d+) MB\)",
          lambda: (device.MAX_BYTES // 1_000_000,)),
    # docs/bot-protocol.md
    Claim("bot-line", "docs/bot-protocol.md", r"a line longer than (\d+) MB \(([\d,]+) bytes;",
          lambda: (bot.MAX_LINE >> 20, f"{bot.MAX_LINE:,}")),
    Claim("bot-history", "docs/bot-protocol.md", r"or more than (\d+) of them", lambda: (bot.MAX_HISTORY,)),
    Claim("facil-envido", "docs/bot-protocol.md", r"calls envido with (\d+)\+",
          lambda: (heuristic.FACIL.envido_call,)),
    Claim("normal-envido", "docs/bot-protocol.md", r"envido by its value \((\d+)\+ envido, (\d+)\+ real",
          lambda: (heuristic.NORMAL.envido_call, heuristic.NORMAL.envido_real)),
    Claim("normal-bluff", "docs/bot-protocol.md", r"bluffs about (\d+)% of the time when weak",
          lambda: (percent(heuristic.NORMAL.bluff),)),
    Claim("dificil-budget", "docs/bot-protocol.md",
          r"(\d+) playouts per\s+decision over the legal actions, between (\d+) and (\d+) "
          r"worlds \((\d+) for a mão de onze\)",
          lambda: (search.PLAYOUTS, search.MIN_WORLDS, search.MAX_WORLDS, search.ONZE_WORLDS)),
    Claim("dificil-bluff", "docs/bot-protocol.md",
          r"Bluffing, in Argentino only, is deliberate and measured: with probability (\d+)% it takes a bet "
          r"whose simulated value is within ([\d.]+) of the best",
          lambda: (percent(search.BLUFF_RATES["argentino"]), str(search.BLUFF_MARGIN))),
    Claim("dificil-weak-bets", "docs/bot-protocol.md", r"prefers is kept only about one time in (four)",
          lambda: ({4: "four"}.get(round(1 / (2 * search.BLUFF_RATES["argentino"]))),)),
    Claim("dificil-envido-floors", "docs/bot-protocol.md",
          r"envido calls below (\d+)/(\d+)/(\d+) \(envido/real/falta\) are considered only as a (\d+)% bluff",
          lambda: (*search.ENVIDO_FLOOR.values(), percent(search.BLUFF_RATE / 2))),
    Claim("dificil-sure-folds", "docs/bot-protocol.md",
          r"once it is 95% sure the rival team folds to at least (\d+)% of its bets",
          lambda: (percent(search.SURE_FOLDS[("mineiro", 4)]),) if len(set(search.SURE_FOLDS.values())) == 1
          else ("the bounds differ by setup",)),
    Claim("dificil-mineiro-bluff", "docs/bot-protocol.md", r"In Mineiro it (never) bluffs on purpose",
          lambda: ("never" if search.BLUFF_RATES["mineiro"] == 0 else "sometimes",)),
    # docs/ai.md
    Claim("ai-players-version", "docs/ai.md", r"\*\*Share codes\.\*\* `game.ai.PLAYERS_VERSION` is (\d+) \(",
          lambda: (PLAYERS_VERSION,)),
    Claim("ai-senas-version", "docs/ai.md", r"With señas, `game.ai.senas.PLAYERS_VERSION_SENAS` is (\d+) \(",
          lambda: (PLAYERS_VERSION_SENAS,)),
    Claim("ai-budget", "docs/ai.md",
          r"over (\d+) shuffled stocks on the fast path.*?The budget: (\d+) playouts per decision over the legal\s+"
          r"actions, between (\d+) and (\d+) worlds \((\d+) for a mão de onze\)",
          lambda: (tanda.STOCKS, search.PLAYOUTS, search.MIN_WORLDS, search.MAX_WORLDS, search.ONZE_WORLDS)),
    Claim("ai-edge", "docs/ai.md", r"\(`winprob.EDGE`: its own team takes (\d+)% of the hands",
          lambda: (percent(winprob.EDGE["mineiro"]),)),
    Claim("ai-even", "docs/ai.md", r"Argentino keeps the even model \(`EDGE` ([\d.]+):",
          lambda: (str(winprob.EDGE["argentino"]),)),
    Claim("ai-stronger-edge", "docs/bot-protocol.md", r"as the stronger team's chance \(edge ([\d.]+): `search.STRONGER_EDGE`\)",
          lambda: (str(search.STRONGER_EDGE["argentino"]),)),
    Claim("ai-stronger-edge-doc", "docs/ai.md", r"except where the match is at\s+stake against a loose player \(`search.STRONGER_EDGE` ([\d.]+):",
          lambda: (str(search.STRONGER_EDGE["argentino"]),)),
    Claim("ai-accepter", "docs/ai.md", r"`search.ACCEPTER_SIMULATED` `\{2: \((\d+), (\d+)\)\}`",
          lambda: search.ACCEPTER_SIMULATED[2]),
    Claim("ai-caller", "docs/ai.md", r"\*\*The rule\*\* \(`rollout.CALLER_AFTER` `\{\"mineiro\": (\d+)\}`",
          lambda: (rollout.CALLER_AFTER["mineiro"],)),
    Claim("ai-scorings-hands", "docs/ai.md", r"arena's matches of `dificil-2026-12` against itself \(([\d,]+) hands;",
          lambda: (f"{sum(n for _, n in SCORINGS['argentino-2']):,}",)),
    Claim("ai-scorings-both", "docs/ai.md",
          r"a hand gives ([\d.]+) points and in (\d+)% of hands both teams score",
          lambda: (f"{_scorings_points():.1f}", percent(_scorings_both()))),
    Claim("ai-scorings-lead", "docs/ai.md",
          r"at 14–10 the model gives the leader ([\d.]+), the measured hands ([\d.]+); at 10–5, ([\d.]+) against ([\d.]+)\.",
          lambda: tuple(f"{x:.3f}" for x in (winprob.win_probability("argentino", 15, 14, 10),
                                              winprob.chance("argentino", 2, 15, 14, 10),
                                              winprob.win_probability("argentino", 15, 10, 5),
                                              winprob.chance("argentino", 2, 15, 10, 5)))),
    Claim("ai-points", "docs/ai.md",
          r"the points per hand as measured \(1: (\d+)%, 3: (\d+)%, 6: (\d+)%, 9: (\d+)%, 12: (\d+)%",
          lambda: tuple(percent(w) for _, w in winprob.POINTS["mineiro"])),
    Claim("ai-points-kept", "docs/ai.md",
          r"`winprob.POINTS` keeps the points per hand measured before the edge \(1: (\d+)%, 3: (\d+)%, "
          r"6: (\d+)%, 9: (\d+)%, 12: (\d+)%",
          lambda: tuple(percent(w) for _, w in winprob.POINTS["mineiro"])),
    Claim("mineiro-model-from-folds", "docs/ai.md",
          r'reaches `rollout.MODEL_FROM_FOLDS\["mineiro"\]` = ([\d.]+) \(a seat that folded',
          lambda: (rollout.MODEL_FROM_FOLDS["mineiro"],)),
    Claim("mineiro-model-bot", "docs/bot-protocol.md", r"whose fold rate reaches ([\d.]+): by the equilibrium",
          lambda: (rollout.MODEL_FROM_FOLDS["mineiro"],)),
    # docs/senas.md
    Claim("senas-versions", "docs/senas.md",
          r"below, (\d+) today\), not `game.ai.PLAYERS_VERSION` \(the\s+decisions without señas, (\d+) today\)",
          lambda: (PLAYERS_VERSION_SENAS, PLAYERS_VERSION)),
]


def as_text(value) -> str:
    return value if isinstance(value, str) else str(value)


@pytest.mark.parametrize("claim", CLAIMS, ids=lambda c: c.name)
def test_the_documented_number_is_the_codes(claim):
    text = " ".join((ROOT / claim.doc).read_text(encoding="utf-8").split())  # lines rejoined
    found = re.findall(claim.pattern, text, flags=re.DOTALL)
    assert len(found) == 1, f"{claim.doc}: the sentence of {claim.name!r} is gone or repeated: update CLAIMS"
    said = found[0] if isinstance(found[0], tuple) else (found[0],)
    assert list(said) == [as_text(v) for v in claim.code()], f"{claim.doc} says {said}, the code {claim.code()}"


def test_the_mineiro_points_are_listed_in_the_codes_order():
    assert [k for k, _ in winprob.POINTS["mineiro"]] == [1, 3, 6, 9, 12]


def test_the_hand_tally_plays_the_arenas_matches():
    """docs/ai.md quotes ``tools/hand_tally.py`` for the matches of an arena command: the same
    matches (wins and hands equal), and its counts add up."""
    import importlib.util

    from tools import arena
    from game.rules import Rules
    spec = importlib.util.spec_from_file_location("hand_tally", ROOT / "tools" / "hand_tally.py")
    tally = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(tally)
    rules = Rules(variant="mineiro", players=4, target=12)
    out = tally.tally("facil", "random", rules, 4, 31)
    ref = arena.run("facil", "random", rules, 4, 31)
    assert (out["matches"], out["wins_a"], out["hands"]) == (ref["matches"], ref["wins_a"], ref["hands"])
    assert 0 < out["hands_taken_by_a"] < out["hands"]
    assert abs(sum(out["points_per_hand"].values()) - 1) < 1e-9
    assert set(out["points_per_hand"]) <= {"1", "3", "6", "9", "12"}
    got = out["points_by_source"]  # every point scored, by side and reason
    assert got and all(k.partition(":")[0] in ("a", "b") and v > 0 for k, v in got.items())
    from collections import Counter
    sources: Counter = Counter()
    _, per_hand = tally.hand_points(rules, 31, ("facil", "random"), sources)
    for team in (0, 1):  # the reasons add up to each team's points, hand by hand
        assert sum(v for (t, _), v in sources.items() if t == team) == sum(h[team] for h in per_hand) > 0

