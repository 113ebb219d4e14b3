"""``python -m game.bench``: random-play throughput of the engine (hands per second).

Each configuration plays random legal actions for a fixed number of hands, five times, and prints
the median rate. The computer players simulate thousands of hands per decision, so this matters.
Uniformly random play ends most Argentine hands with an early ``mazo``; ``--full-hands`` chooses
``mazo``, ``no-quiero``, ``corro`` and ``run-onze`` only once in twenty times when something else is
legal, so the figure reflects hands played to the end.
"""
from __future__ import annotations

import statistics
import time

from .cli import Parser, run as cli_run, say
from .match import Match
from .rng import Rng
from .rules import Rules

CONFIGS = {
    "argentino-2p": Rules(players=2),
    "argentino-2p-flor": Rules(players=2, flor=True),
    "argentino-4p": Rules(players=4),
    "argentino-4p-flor": Rules(players=4, flor=True),
    "mineiro-4p": Rules(variant="mineiro", players=4, target=12),
}


FOLDS = frozenset(("mazo", "no-quiero", "corro", "run-onze"))


def random_hands(rules: Rules, hands: int, seed: int = 1, full_hands: bool = False) -> int:
    """Play ``hands`` hands of random legal actions; returns the number of actions applied.

    :param full_hands: fold or refuse only once in twenty times when another action is legal.
    """
    rng = Rng(seed)
    actions = 0
    m = Match(rules, seed)
    m.start_hand()
    played = 0
    while played < hands:
        if m.over:
            m = Match(rules, rng.next64())
            m.start_hand()
        elif m.hand.over:
            played += 1
            if not m.over:
                m.start_hand()
        else:
            legal = m.legal_actions()
            if full_hands and rng.below(20):
                rest = [a for a in legal if a not in FOLDS]
                legal = rest or legal
            m.apply(legal[rng.below(len(legal))])
            actions += 1
    return actions


def measure(rules: Rules, hands: int = 2000, runs: int = 5, full_hands: bool = False) -> tuple[float, float]:
    """Median hands/s and actions/s over ``runs`` runs."""
    rates, arates = [], []
    for r in range(runs):
        t0 = time.perf_counter()
        acts = random_hands(rules, hands, seed=r + 1, full_hands=full_hands)
        dt = time.perf_counter() - t0
        rates.append(hands / dt)
        arates.append(acts / dt)
    return statistics.median(rates), statistics.median(arates)


def main(argv: list[str] | None = None) -> int:
    """Command-line entry point; returns the exit status (see :func:`game.cli.run`)."""
    p = Parser(prog="python -m game.bench", description=__doc__.splitlines()[0])
    p.add_argument("--hands", type=int, default=2000, help="hands per run (default 2000)")
    p.add_argument("--runs", type=int, default=5, help="runs per configuration (median is printed)")
    p.add_argument("--only", choices=sorted(CONFIGS), help="one configuration")
    p.add_argument("--full-hands", action="store_true",
                   help="rarely fold or refuse (mazo, no-quiero, corro, run-onze), so hands run to the end")
    a = p.parse_args(argv)
    for name, rules in CONFIGS.items():
        if a.only and name != a.only:
            continue
        hps, aps = measure(rules, a.hands, a.runs, a.full_hands)
        mode = ", full hands" if a.full_hands else ""
        say(f"{name:20s} {hps:9.0f} hands/s  {aps:9.0f} actions/s  (median of {a.runs} x {a.hands} hands{mode})")
    return 0


if __name__ == "__main__":
    cli_run(main)
