"""``python -m tools.envido_solve``: the envido betting game solved by CFR+, written as a table.

The game is :mod:`game.ai.envido_game`'s abstraction. Private values come from the deck itself:
for one against one the exact joint law of the two hands' envido values (every deal counted,
:func:`joint_prior`), for two against two each position's exact law taken as independent of the
others' (:func:`marginal_prior`: the four hands share one deck, which this leaves out). With flor,
hands with flor take no part.

The solver is CFR+ (regret matching+, alternating updates, the average strategy weighted by the
iteration number) on vectors: each public node holds every private value's regrets at once, and
terminal values use prefix sums, so one iteration of the one-against-one game is a few
milliseconds. It has no randomness: the same arguments always write the same file.

**Exploitability** is what a best response gains against the strategy, in the chance of winning
the match: ``(BR_M - BR_P) / 2`` where ``BR_M`` is the mano's team's chance when it best-responds
to the other team's strategy and ``BR_P`` the same chance when the other team best-responds. For
one against one it is exact. For two against two a team's best response is computed seat by seat
(each seat best-responds to the others, in turn, until nothing changes): partners do not see each
other's values, so that is a real exploitation, and a lower bound of the team's best one.

    python -m tools.envido_solve --iterations 300            # writes game/ai/envido_table.py
    python -m tools.envido_solve --iterations 150 --team-iterations 600   # 2v2 solved longer
    python -m tools.envido_solve --curve 10,30,100,300,1000  # exploitability against iterations
"""
from __future__ import annotations

import base64
import math
import zlib
from itertools import combinations
from pathlib import Path

from game.cards import SPANISH_DECK, envido_value, has_flor
from game.ai.envido_game import INDEX, K, MAX_NEED, NEED_GRID, OFF_PATH, Evaluator, Node, Tree, tree

from .cli import Parser, run as cli_run, say, warn

OUT = Path(__file__).resolve().parents[1] / "game" / "ai" / "envido_table.py"
#: The setups written to the table: (players, flor, envido raises): the named rule sets' and the
#: arena's. A setup with flor and no table of its own plays the one without flor (with flor the
#: values' law lacks the hands with flor: a small difference, measured in docs/ai.md).
SETUPS = ((2, True, True), (2, False, True), (4, False, True), (2, False, False), (4, False, False))
#: Probabilities are stored in steps of 1/QUANT; a probability below PURGE is dropped first (the
#: average strategy's faint traces of early iterations, which only make the table larger).
QUANT = 16
PURGE = 0.05


# ------------------------------------------------------------------ the private values' laws
def _canonical_hands(flor: bool) -> dict[tuple[str, ...], int]:
    """Every three-card hand up to a renaming of the suits (the envido ignores suit names), with
    how many hands each stands for."""
    suits = "eboc"
    from itertools import permutations
    perms = [dict(zip(suits, p)) for p in permutations(suits)]
    out: dict[tuple[str, ...], int] = {}
    for hand in combinations(SPANISH_DECK, 3):
        if flor and has_flor(hand):
            continue
        key = min(tuple(sorted(c[:-1] + m[c[-1]] for c in hand)) for m in perms)
        out[key] = out.get(key, 0) + 1
    return out


def joint_prior(flor: bool) -> list[list[float]]:
    """``P[i][j]``: the chance that the mano's hand has envido value ``VALUES[i]`` and the other
    hand ``VALUES[j]``, over every deal of two hands (with flor: hands without flor only)."""
    counts = joint_counts(flor)
    total = sum(map(sum, counts))
    return [[c / total for c in row] for row in counts]


def joint_counts(flor: bool) -> list[list[int]]:
    """The deals behind :func:`joint_prior`, counted."""
    counts = [[0] * K for _ in range(K)]
    # every hand's value index, once (None: a flor left out); ``combinations`` of the cards left
    # keep the deck's order, so the other hand is found as it was listed here
    index = {hand: None if flor and has_flor(hand) else INDEX[envido_value(hand)]
             for hand in combinations(SPANISH_DECK, 3)}
    for hand, weight in _canonical_hands(flor).items():
        row = counts[INDEX[envido_value(list(hand))]]
        rest = [c for c in SPANISH_DECK if c not in hand]
        for other in combinations(rest, 3):
            j = index[other]
            if j is not None:
                row[j] += weight
    return counts


def marginal_prior(flor: bool) -> list[float]:
    """The chance of each envido value for one hand (with flor: among hands without flor)."""
    counts = marginal_counts(flor)
    total = sum(counts)
    return [c / total for c in counts]


def marginal_counts(flor: bool) -> list[int]:
    """The hands behind :func:`marginal_prior`, counted."""
    counts = [0] * K
    for hand in combinations(SPANISH_DECK, 3):
        if flor and has_flor(hand):
            continue
        counts[INDEX[envido_value(hand)]] += 1
    return counts


# ------------------------------------------------------------------ the solver
class Solver(Evaluator):
    """CFR+ on one state (the two teams' needs) of the envido game (:class:`Evaluator` for the
    values)."""

    def __init__(self, t: Tree, prior, need_m: int, need_p: int) -> None:
        super().__init__(t, prior, need_m, need_p)
        self.regret = [[[0.0] * len(d.actions) for _ in range(K)] for d in t.decisions]
        self.total = [[[0.0] * len(d.actions) for _ in range(K)] for d in t.decisions]
        self.iterations = 0

    def current(self, d: int) -> list[list[float]]:
        """The strategy of regret matching+ at decision ``d``, per value."""
        out = []
        for row in self.regret[d]:
            s = sum(row)
            out.append([r / s for r in row] if s > 0 else [1.0 / len(row)] * len(row))
        return out

    def average(self, d: int) -> list[list[float]]:
        """The average strategy at decision ``d``, per value (uniform where never reached)."""
        out = []
        for row in self.total[d]:
            s = sum(row)
            out.append([r / s for r in row] if s > 0 else [1.0 / len(row)] * len(row))
        return out

    def averages(self) -> list[list[list[float]]]:
        """The average strategy at every decision."""
        return [self.average(d) for d in range(len(self.t.decisions))]

    def iterate(self, count: int) -> None:
        """Run ``count`` iterations of CFR+ (every position updated in turn)."""
        for _ in range(count):
            self.iterations += 1
            for p in range(self.n):
                self._walk(self.t.root, p, [[1.0] * K for _ in range(self.n)], [1.0] * K)

    def _walk(self, node: Node, p: int, reach: list[list[float]], own: list[float]) -> list[float]:
        if node.terminal:
            return self.terminal(node, p, reach)
        d = node.index
        sigma = self.current(d)
        if node.pos != p:
            out = [0.0] * K
            q = node.pos
            for a, child in enumerate(node.children):
                r = list(reach)
                r[q] = [x * s[a] for x, s in zip(reach[q], sigma)]
                out = [x + y for x, y in zip(out, self._walk(child, p, r, own))]
            return out
        vals = [self._walk(child, p, reach, [o * s[a] for o, s in zip(own, sigma)])
                for a, child in enumerate(node.children)]
        here = [sum(sigma[i][a] * vals[a][i] for a in range(len(vals))) for i in range(K)]
        weight = self.iterations
        for i in range(K):
            reg, tot, sg, oi = self.regret[d][i], self.total[d][i], sigma[i], own[i] * weight
            for a in range(len(vals)):
                x = reg[a] + vals[a][i] - here[i]
                reg[a] = x if x > 0 else 0.0
                tot[a] += oi * sg[a]
        return here

    def solved_exploitability(self) -> float:
        """The exploitability of the average strategy."""
        return self.exploitability(self.averages())


# ------------------------------------------------------------------ the table
def setup_key(players: int, flor: bool, raises: bool) -> str:
    """The table's name for a setup: ``"2-flor-raises"``, ``"4-noflor-fixed"`` ..."""
    return f"{players}-{'flor' if flor else 'noflor'}-{'raises' if raises else 'fixed'}"


def prior_for(players: int, flor: bool):
    """The private values' law of a setup (joint for 2 players, one hand's for 4)."""
    return joint_prior(flor) if players == 2 else marginal_prior(flor)


#: An information set whose own reach averages below this share is never played by the
#: equilibrium; it gets the best response to the others (their reach widened by :data:`EPSILON`).
UNREACHED = 0.01
EPSILON = 0.02


def policy_rows(solver: Solver) -> list[list[list[int]]]:
    """The strategy to ship, per decision and value, in steps of ``1/QUANT``: the average strategy
    where the equilibrium plays the information set, the best response where only the seat's own
    earlier choices make it unreachable, and zeros where the others never lead (:data:`OFF_PATH`)."""
    t = solver.t
    avg = solver.averages()
    seen = solver.others_reach(avg)
    widened = [[[(1 - EPSILON) * p + EPSILON / len(row) for p in row] for row in rows] for rows in avg]
    best: dict[int, list[int]] = {}
    for p in range(solver.n):
        found: dict[int, list[int]] = {}
        solver.cf(p, widened, found)
        best.update(found)
    weight = solver.iterations * (solver.iterations + 1) / 2
    out = []
    for d, node in enumerate(t.decisions):
        rows = []
        for i in range(K):
            if seen[d] < OFF_PATH:
                rows.append([0] * len(node.actions))
            elif sum(solver.total[d][i]) < UNREACHED * weight:
                rows.append([QUANT if a == best[d][i] else 0 for a in range(len(node.actions))])
            else:
                rows.append(quantize(avg[d][i]))
        out.append(rows)
    return out


def quantize(probs: list[float]) -> list[int]:
    """Probabilities as whole steps of ``1/QUANT`` summing to ``QUANT`` (below :data:`PURGE`
    dropped, then largest remainders)."""
    kept = [p if p >= PURGE else 0.0 for p in probs]
    total = sum(kept) or 1.0
    raw = [p / total * QUANT for p in kept]
    base = [int(math.floor(x)) for x in raw]
    left = QUANT - sum(base)
    for a in sorted(range(len(raw)), key=lambda a: (-(raw[a] - base[a]), a))[:left]:
        base[a] += 1
    return base


def shipped_strategy(rows: list[list[list[int]]], fill: list[list[list[float]]]) -> list[list[list[float]]]:
    """The strategy a table's rows stand for, with ``fill``'s rows where the table has none."""
    return [[[x / QUANT for x in row] if sum(row) else list(f) for row, f in zip(node_rows, fill_rows)]
            for node_rows, fill_rows in zip(rows, fill)]


def exploitability_of(solver: Solver, rows: list[list[list[int]]]) -> float:
    """The exploitability of a shipped strategy (rows of :func:`policy_rows`) in ``solver``'s game
    (where the table has no strategy, the average strategy's: those nodes are not reached)."""
    return solver.exploitability(shipped_strategy(rows, solver.averages()))


def seat_gain(solver: Solver) -> float:
    """The most one position alone gains by best-responding to the average strategy (the gap to
    a Nash equilibrium of the game between positions; for 2 players, the exploitability's larger half)."""
    avg = solver.averages()
    base = solver.value(avg)
    gains = []
    for p in range(solver.n):
        best: dict[int, list[int]] = {}
        solver.cf(p, avg, best)
        strat = list(avg)
        for d, acts in best.items():
            strat[d] = [[1.0 if a == b else 0.0 for a in range(len(solver.t.decisions[d].actions))] for b in acts]
        v = solver.value(strat)
        gains.append(v - base if p % 2 == 0 else base - v)
    return max(gains)


def solve_setup(players: int, flor: bool, raises: bool, iterations: int, grid=NEED_GRID,
                progress=None) -> tuple[bytes, list[float], list[float]]:
    """Solve every grid state of a setup: ``(the table's bytes, each state's exploitability as
    solved, and as shipped)``.

    The bytes hold, for need_m and need_p along the grid, each decision node in tree order, each
    value, each action: the probability in steps of ``1/QUANT``.
    """
    t = tree(players, raises)
    prior = prior_for(players, flor)
    data = bytearray()
    solved, shipped = [], []
    for need_m in grid:
        for need_p in grid:
            s = Solver(t, prior, need_m, need_p)
            s.iterate(iterations)
            solved.append(s.solved_exploitability())
            rows = policy_rows(s)
            shipped.append(exploitability_of(s, rows))
            for node_rows in rows:
                for row in node_rows:
                    data.extend(row)
        if progress:
            progress(f"{setup_key(players, flor, raises)}: need {need_m}, exploitability so far: solved mean "
                     f"{sum(solved) / len(solved):.5f} max {max(solved):.5f}, shipped mean "
                     f"{sum(shipped) / len(shipped):.5f} max {max(shipped):.5f}")
    return bytes(data), solved, shipped


def write_table(path: Path, tables: dict[str, bytes], iterations: int, grid: tuple[int, ...],
                expl: dict[str, tuple[list[float], list[float]]], team_iterations: int | None = None) -> None:
    """Write the tables as a Python module (zlib-compressed, base64 text); the two-against-two
    setups solved with ``team_iterations`` (None: ``iterations``)."""
    team = iterations if team_iterations is None else team_iterations
    command = f"--iterations {iterations}" + (f" --team-iterations {team}" if team != iterations else "")
    lines = ['"""The envido equilibrium, per setup: see :mod:`tools.envido_solve` and :mod:`game.ai.envido_policy`.',
             "",
             f"Generated by ``python -m tools.envido_solve {command}``; do not edit by hand.",
             "Exploitability (a best response's gain in the chance of winning the match; mean and max over",
             "the states; for 4 players the team's best response seat by seat), as solved and as shipped:", ""]
    for key, (solved, shipped) in expl.items():
        lines.append(f"- {key}: solved mean {sum(solved) / len(solved):.5f}, max {max(solved):.5f}; "
                     f"shipped mean {sum(shipped) / len(shipped):.5f}, max {max(shipped):.5f}")
    lines += ['"""', "", f"QUANT = {QUANT}", f"GRID = {tuple(grid)!r}", f"ITERATIONS = {iterations}",
              *([] if team == iterations else ["#: CFR+ iterations of the two-against-two setups (the others: ITERATIONS).",
                                               f"TEAM_ITERATIONS = {team}"]),
              "#: The laws of the private values, counted: two hands' joint law (one against one) and one",
              "#: hand's (two against two), with and without flor.",
              "PRIORS = {"]
    for flor in (False, True):
        lines.append(f"    '2-{'flor' if flor else 'noflor'}': {joint_counts(flor)!r},")
        lines.append(f"    '4-{'flor' if flor else 'noflor'}': {marginal_counts(flor)!r},")
    lines += ["}", "TABLES = {"]
    for key, blob in tables.items():
        text = base64.b64encode(zlib.compress(blob, 9)).decode("ascii")
        lines.append(f"    {key!r}: (")
        for k in range(0, len(text), 96):
            lines.append(f"        {text[k:k + 96]!r}")
        lines.append("    ),")
    lines.append("}")
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")


def curve(players: int, flor: bool, raises: bool, checkpoints: list[int],
          states: list[tuple[int, int]]) -> list[tuple[int, float, float, float]]:
    """Exploitability against iterations over ``states``: ``(iterations, mean, max, largest
    single-seat gain)``."""
    t = tree(players, raises)
    prior = prior_for(players, flor)
    solvers = [Solver(t, prior, m, p) for m, p in states]
    out = []
    done = 0
    for k in checkpoints:
        xs, seats = [], []
        for s in solvers:
            s.iterate(k - done)
            xs.append(s.solved_exploitability())
            seats.append(seat_gain(s))
        done = k
        out.append((k, sum(xs) / len(xs), max(xs), max(seats)))
    return out


#: The states the curve is measured on: needs from the start of a match to 30 to its end.
CURVE_STATES = ((30, 30), (30, 22), (22, 30), (15, 15), (12, 8), (8, 12), (5, 5), (3, 9), (9, 3), (2, 2))


def main(argv: list[str] | None = None) -> int:
    """Command-line entry point; returns the exit status."""
    p = Parser(prog="python -m tools.envido_solve", description=__doc__.splitlines()[0])
    p.add_argument("--iterations", type=int, default=200, help="CFR+ iterations per state")
    p.add_argument("--team-iterations", type=int, default=None,
                   help="CFR+ iterations per state of the two-against-two setups (default: --iterations)")
    p.add_argument("--setups", default="all", help="comma-separated setup names (2-flor-raises ...) or all")
    p.add_argument("--max-need", type=int, default=MAX_NEED, help="solve the grid's needs up to N only (a quick look)")
    p.add_argument("--out", default=str(OUT))
    p.add_argument("--curve", default=None, help="comma-separated iteration counts: print the exploitability "
                                                 "against iterations instead of writing the table")
    args = p.parse_args(argv)
    if args.iterations < 1 or (args.team_iterations is not None and args.team_iterations < 1):
        p.error("the iterations must be 1 or more")
    chosen = [s for s in SETUPS if args.setups == "all" or setup_key(*s) in args.setups.split(",")]
    if not chosen:
        p.error(f"no such setup; setups: {', '.join(setup_key(*s) for s in SETUPS)}")
    if args.curve:
        checkpoints = sorted(int(x) for x in args.curve.split(","))
        for setup in chosen:
            say(f"{setup_key(*setup)} (states {', '.join(f'{m}/{q}' for m, q in CURVE_STATES)}):")
            for k, mean, worst, seat in curve(*setup, checkpoints, list(CURVE_STATES)):
                say(f"  {k:6d} iterations: exploitability mean {mean:.5f}, max {worst:.5f}; "
                    f"one seat's best gain {seat:.5f}")
        return 0
    grid = tuple(g for g in NEED_GRID if g <= args.max_need)
    tables, expl = {}, {}
    for setup in chosen:
        key = setup_key(*setup)
        iterations = args.team_iterations if setup[0] == 4 and args.team_iterations is not None else args.iterations
        blob, solved, shipped = solve_setup(*setup, iterations, grid, progress=warn)
        tables[key], expl[key] = blob, (solved, shipped)
        say(f"{key}: exploitability solved mean {sum(solved) / len(solved):.5f}, max {max(solved):.5f}; "
            f"shipped mean {sum(shipped) / len(shipped):.5f}, max {max(shipped):.5f}")
    write_table(Path(args.out), tables, args.iterations, grid, expl, args.team_iterations)
    say(f"wrote {args.out}")
    return 0


if __name__ == "__main__":
    cli_run(main)
