"""``python -m tools.senas_catch --senas 10000 --seed 1``: how often rivals catch señas, against
RULES.md D3's chances.

Deals hands of 2 v 2 with señas (Argentino and Mineiro in turn, each match with its own seed),
and in each one every seat makes two señas of the signs it may make, chosen at random; the seats
catch with the chances of D3 (a fácil, a normal, a difícil and a human seat, rotated from match to
match). For every seña and each of its two rivals it counts whether that rival caught it, and
prints, per chance, the draws, the catches, the rate and its 95 % interval (Wilson), and whether
D3's chance lies inside it; the last line is the same as JSON.
"""
from __future__ import annotations

import json

from game.match import Match
from game.rng import Rng, derive
from game.rules import Rules
from game.senas import CATCH, MAX_PER_HAND

from .arena import wilson
from .cli import Parser, run as cli_run, say

#: who sits at the table, rotated each match: each chance of D3 once
WHO = ("facil", "normal", "dificil", "human")
RULES = (Rules(players=4, target=30, senas=True, flor=True), Rules(variant="mineiro", senas=True))


def count(senas: int, seed: int | str) -> dict[int, list[int]]:
    """``{chance: [caught, draws]}`` over ``senas`` señas (rounded up to whole hands)."""
    tally: dict[int, list[int]] = {}
    made = i = 0
    while made < senas:
        rules = RULES[i % len(RULES)]
        catch = tuple(CATCH[WHO[(s + i) % 4]] for s in range(4))
        m = Match(rules, derive("senas-catch-bench", seed, i), catch=catch)
        m.start_hand()
        if m.hand is not None and m.hand.phase == "tanda":  # Mineiro: the mão keeps its tanda first
            m.apply(f"{m.to_act}:keep")
        pick = Rng(derive("senas-catch-pick", seed, i))
        for seat in range(4):
            for _ in range(MAX_PER_HAND):
                options = m.sena_actions(seat)
                if not options or made >= senas:
                    break
                (ev,) = m.apply(f"{seat}:{options[pick.below(len(options))]}")
                made += 1
                for rival in ((seat + 1) % 4, (seat + 3) % 4):
                    t = tally.setdefault(catch[rival], [0, 0])
                    t[0] += rival in (ev.seen or ())
                    t[1] += 1
        i += 1
    return tally


def main(argv: list[str] | None = None) -> int:
    p = Parser(prog="python -m tools.senas_catch", description=__doc__.splitlines()[0])
    p.add_argument("--senas", type=int, default=10000, help="señas made in all")
    p.add_argument("--seed", default="1")
    args = p.parse_args(argv)
    if not 1 <= args.senas <= 10_000_000:
        p.error("--senas must be from 1 to 10000000")
    tally = count(args.senas, args.seed)
    out = {"senas": args.senas, "seed": args.seed, "chances": {}}
    for chance in sorted(tally):
        got, draws = tally[chance]
        lo, hi = wilson(got, draws)
        inside = lo <= chance / 100 <= hi
        out["chances"][str(chance)] = {"caught": got, "draws": draws, "rate": got / draws, "ci95": [lo, hi],
                                       "inside": inside}
        say(f"chance {chance:>2}%: {got}/{draws} caught = {got / draws:.2%} (95% CI {lo:.2%} - {hi:.2%})"
            f"{'' if inside else '  OUTSIDE'}")
    say(json.dumps(out))
    return 0


if __name__ == "__main__":
    raise SystemExit(cli_run(main))
