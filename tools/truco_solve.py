"""``python -m tools.truco_solve``: the truco ladder's equilibrium over hand strength, as a table.

Two steps, both seeded and deterministic:

1. **The hand's law** (:func:`sample_law`): hands dealt from the seed and played on the fast path by
   the rule of thumb with no bets. At every moment a seat could bet, the bettor's and the answering
   seat's strength buckets (:func:`game.ai.truco_game.bucket`) are counted per trick state, and the
   hand is finished once from there with the bet accepted, to count who takes it.
2. **The equilibrium** (:class:`LadderSolver`): CFR+ on each ladder of :mod:`game.ai.truco_game`
   (per trick state, level and the two teams' needs), both sides' buckets as vectors.

The table keeps, per state, the bettor's chance of calling and the answers (accept, raise; refuse is
the rest) of the side called, per bucket, in steps of 1/16.

    python -m tools.truco_solve --hands 60000 --iterations 200 --seed 1
"""
from __future__ import annotations

import base64
import json
import zlib
from operator import mul
from pathlib import Path

from game.rng import Rng, derive
from game.rules import Rules
from game.variants import VARIANTS
from game.ai.fast import ACCEPT, BET, FastHand
from game.ai.heuristic import Style
from game.ai.rollout import fast_choose, fast_equity
from game.ai.truco_game import BUCKETS, NEED_GRID, STATES, Ladder, Node, bucket, payoff, trick_state

from .cli import Parser, run as cli_run, say, warn

B = BUCKETS
OUT = Path(__file__).resolve().parents[1] / "game" / "ai" / "truco_table.py"
#: The table sizes solved: (variant, players).
SETUPS = (("argentino", 2), ("argentino", 4), ("mineiro", 4))
QUANT = 16
#: No bets at all: the rule of thumb's card play only.
QUIET = Style(bluff=0.0, initiate=False)


# ------------------------------------------------------------------ the hand's law
def sample_law(variant: str, players: int, hands: int, seed: int) -> dict[str, tuple[list, list, list]]:
    """Per trick state: ``(count[b][a], bettor takes[b][a], nobody takes[b][a])`` over the moments
    a seat could bet (``b`` its bucket, ``a`` the answering seat's)."""
    v = VARIANTS[variant]
    rules = Rules(variant=variant, players=players, target=v.default_target)
    law = {s: ([[0] * B for _ in range(B)], [[0] * B for _ in range(B)], [[0] * B for _ in range(B)])
           for s in STATES[variant]}
    rng = Rng(derive("truco-law", variant, players, seed))
    styles = [QUIET] * players
    for k in range(hands):
        deck = list(v.deck)
        rng.shuffle(deck)
        h = FastHand.deal(rules, k % players, [0, 0], stock=deck)
        while not h.over:
            s = h.to_act()
            assert s is not None  # the hand is not over
            if h.phase == "play" and h.pending_bet is None and h.envido.caller is None and h.may_call_bet(s):
                state = trick_state(variant, h.results, s & 1)
                answer = (s + 1) % players
                b, a = bucket(fast_equity(h, s)), bucket(fast_equity(h, answer))
                sim = h.clone()
                sim.apply(s, BET + sim.level + 1)
                sim.apply(answer, ACCEPT)
                while not sim.over:
                    q = sim.to_act()
                    assert q is not None
                    sim.apply(q, fast_choose(sim, q, QUIET, rng))
                count, takes, nobody = law[state]
                count[b][a] += 1
                takes[b][a] += sim.winner == (s & 1)
                nobody[b][a] += sim.winner == "nobody"
            h.apply(s, fast_choose(h, s, styles[s], rng))
    return law


def prior_and_chances(law: tuple[list, list, list]) -> tuple[list[list[float]], list[list[float]], list[list[float]]]:
    """The joint law of the buckets and, per pair, the chances that the bettor's side / nobody
    takes the hand (smoothed towards the bettor's row average where pairs are rare)."""
    count, takes, nobody = law
    total = sum(map(sum, count)) or 1
    prior = [[c / total for c in row] for row in count]
    rows = [(sum(takes[b]) + 0.5) / (sum(count[b]) + 1) for b in range(B)]
    win = [[(takes[b][a] + 2 * rows[b]) / (count[b][a] + 2) for a in range(B)] for b in range(B)]
    tie = [[(nobody[b][a]) / (count[b][a] + 2) for a in range(B)] for b in range(B)]
    return prior, win, tie


# ------------------------------------------------------------------ the solver
class LadderSolver:
    """CFR+ on one ladder: side 0 (the bettor) and side 1 hold buckets with the joint law ``prior``."""

    def __init__(self, variant: str, ladder: Ladder, prior, win, tie) -> None:
        self.t = ladder
        self.P = prior
        self.PT = [list(c) for c in zip(*prior)]
        nb, na = ladder.needs
        self.pay = {}
        for z in ladder.terminals:
            xw, xl, xn = payoff(variant, z, nb, na)
            # the bettor's match chance per bucket pair, weighted by the joint law
            m = [[prior[b][a] * (win[b][a] * xw + tie[b][a] * xn + (1 - win[b][a] - tie[b][a]) * xl)
                  for a in range(B)] for b in range(B)]
            self.pay[id(z)] = (m, [list(c) for c in zip(*m)])
        self.regret = [[[0.0] * len(d.actions) for _ in range(B)] for d in ladder.decisions]
        self.total = [[[0.0] * len(d.actions) for _ in range(B)] for d in ladder.decisions]
        self.iterations = 0

    def _strategy(self, table, d: int) -> list[list[float]]:
        out = []
        for row in table[d]:
            s = sum(row)
            out.append([r / s for r in row] if s > 0 else [1.0 / len(row)] * len(row))
        return out

    def average(self, d: int) -> list[list[float]]:
        """The average strategy at decision ``d``, per bucket."""
        return self._strategy(self.total, d)

    def iterate(self, count: int) -> None:
        """``count`` iterations of CFR+ with alternating updates."""
        for _ in range(count):
            self.iterations += 1
            for side in (0, 1):
                self._walk(self.t.root, side, [[1.0] * B, [1.0] * B], [1.0] * B, None)

    def _terminal(self, z: Node, side: int, reach) -> list[float]:
        m, mt = self.pay[id(z)]
        if side == 0:
            return [sum(map(mul, row, reach[1])) for row in m]
        return [-sum(map(mul, col, reach[0])) for col in mt]

    def _walk(self, node: Node, side: int, reach, own, strat) -> list[float]:
        """Counterfactual values for ``side``; updates its regrets unless ``strat`` is given (then
        it only evaluates that profile, or plays its best action where ``strat`` holds None)."""
        if node.terminal:
            return self._terminal(node, side, reach)
        d = node.index
        sigma = self._strategy(self.regret, d) if strat is None else strat[d]
        if node.side != side:
            out = [0.0] * B
            for a, child in enumerate(node.children):
                r = list(reach)
                r[node.side] = [x * s[a] for x, s in zip(reach[node.side], sigma)]
                out = [x + y for x, y in zip(out, self._walk(child, side, r, own, strat))]
            return out
        vals = [self._walk(child, side, reach, [o * s[a] for o, s in zip(own, sigma)] if strat is None else own,
                           strat) for a, child in enumerate(node.children)]
        if strat is not None:
            if sigma is None:  # best response
                return [max(v[i] for v in vals) for i in range(B)]
            return [sum(sigma[i][a] * vals[a][i] for a in range(len(vals))) for i in range(B)]
        here = [sum(sigma[i][a] * vals[a][i] for a in range(len(vals))) for i in range(B)]
        w = self.iterations
        for i in range(B):
            reg, tot, sg = self.regret[d][i], self.total[d][i], sigma[i]
            for a in range(len(vals)):
                x = reg[a] + vals[a][i] - here[i]
                reg[a] = x if x > 0 else 0.0
                tot[a] += own[i] * w * sg[a]
        return here

    def exploitability(self, strategies=None) -> float:
        """``(BR_bettor - BR_other) / 2`` in the bettor's chance of winning the match."""
        avg = strategies or [self.average(d) for d in range(len(self.t.decisions))]
        br = []
        for side in (0, 1):
            mixed = [None if node.side == side else avg[d] for d, node in enumerate(self.t.decisions)]
            v = sum(self._walk(self.t.root, side, [[1.0] * B, [1.0] * B], [1.0] * B, mixed))
            br.append(v if side == 0 else -v)
        return (br[0] - br[1]) / 2


# ------------------------------------------------------------------ the table
def rows_of(solver: LadderSolver) -> bytes:
    """The shipped numbers of one ladder, in steps of 1/QUANT: the call chance per bucket, then
    the first answer's (accept, raise) per bucket (refusing is the rest)."""
    t = solver.t
    out = bytearray()
    call = solver.average(t.root.index)
    out.extend(round(call[i][1] * QUANT) for i in range(B))
    avg = solver.average(t.root.children[1].index)
    for i in range(B):
        acc = round(avg[i][0] * QUANT)
        rai = round(avg[i][2] * QUANT) if len(avg[i]) > 2 else 0
        out.extend((acc, min(rai, QUANT - acc)))
    return bytes(out)


def solve_setup(variant: str, players: int, hands: int, iterations: int, seed: int, progress=None):
    """The table bytes of a setup and the exploitabilities: for trick state, level, need of the
    bettor and need of the other side along :data:`~game.ai.truco_game.NEED_GRID`: 30 numbers."""
    law = sample_law(variant, players, hands, seed)
    grid = NEED_GRID[variant]
    top = len(VARIANTS[variant].bet_calls)
    data = bytearray()
    expl = []
    for state in STATES[variant]:
        prior, win, tie = prior_and_chances(law[state])
        for level in range(1, top + 1):
            for nb in grid:
                for na in grid:
                    s = LadderSolver(variant, Ladder(variant, level, nb, na), prior, win, tie)
                    s.iterate(iterations)
                    expl.append(s.exploitability())
                    data.extend(rows_of(s))
            if progress:
                progress(f"{variant} {players}: state {state} level {level}: exploitability mean "
                         f"{sum(expl) / len(expl):.5f}, max {max(expl):.5f}")
    return bytes(data), expl, law


def _packed(blob: bytes) -> list[str]:
    text = base64.b64encode(zlib.compress(blob, 9)).decode("ascii")
    return [f"        {text[k:k + 96]!r}" for k in range(0, len(text), 96)]


def write_table(path: Path, tables: dict, args, expl: dict, laws: dict) -> None:
    """Write the tables and the hands' laws behind them as a Python module (zlib-compressed,
    base64 text; the laws as JSON)."""
    lines = ['"""The truco ladder\'s equilibrium per setup: see :mod:`tools.truco_solve` and :mod:`game.ai.truco_policy`.',
             "",
             f"Generated by ``python -m tools.truco_solve --hands {args.hands} --iterations {args.iterations} "
             f"--seed {args.seed}``; do not edit",
             "by hand. Exploitability (a best response's gain in the chance of winning the match, in the abstract",
             "game; mean and max over the ladders):", ""]
    for key, xs in expl.items():
        lines.append(f"- {key}: mean {sum(xs) / len(xs):.5f}, max {max(xs):.5f}")
    lines += ['"""', "", f"QUANT = {QUANT}", f"ITERATIONS = {args.iterations}", "TABLES = {"]
    for key, blob in tables.items():
        lines += [f"    {key!r}: ("] + _packed(blob) + ["    ),"]
    lines += ["}", "#: The hands' laws the tables were solved from (JSON: per trick state, count, bettor takes,",
              "#: nobody takes, per pair of buckets).", "LAWS = {"]
    for key, law in laws.items():
        lines += [f"    {key!r}: ("] + _packed(json.dumps(law, separators=(",", ":")).encode()) + ["    ),"]
    lines.append("}")
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")


def main(argv: list[str] | None = None) -> int:
    """Command-line entry point; returns the exit status."""
    p = Parser(prog="python -m tools.truco_solve", description=__doc__.splitlines()[0])
    p.add_argument("--hands", type=int, default=60000, help="self-play hands for the hand's law, per setup")
    p.add_argument("--iterations", type=int, default=200, help="CFR+ iterations per ladder")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--out", default=str(OUT))
    args = p.parse_args(argv)
    tables, expl, laws = {}, {}, {}
    for variant, players in SETUPS:
        key = f"{variant[:2]}{players}"
        tables[key], expl[key], laws[key] = solve_setup(variant, players, args.hands, args.iterations, args.seed, warn)
        say(f"{key}: exploitability mean {sum(expl[key]) / len(expl[key]):.5f}, max {max(expl[key]):.5f}")
    write_table(Path(args.out), tables, args, expl, laws)
    say(f"wrote {args.out}")
    return 0


if __name__ == "__main__":
    cli_run(main)
