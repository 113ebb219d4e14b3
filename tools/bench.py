"""``python -m tools.bench``: random-play throughput of the engine, and the hard player's playouts.

Each configuration plays random legal actions for a fixed number of hands, five times, and prints
the median rate. Uniformly random play ends most Argentine hands with an early ``mazo``;
``--full-hands`` chooses ``mazo``, ``no-quiero``, ``corro`` and ``run-onze`` only once in twenty times
when something else is legal, so the figure reflects hands played to the end.

``--playouts`` measures ``dificil``'s hot loop (clone a sampled world, apply a candidate, play the
hand out with the rule-of-thumb policy, value the end) on the engine (``game.hand``, before) and on
the fast path (:mod:`game.ai.fast`, after), over the same worlds, in the same run.

``--differential N`` plays N random hands on ``game.match`` and on the fast path side by side and
stops at the first difference (see :func:`differential`).
"""
from __future__ import annotations

import statistics
import time

from dataclasses import dataclass

from game.ai.fast import FastHand, encode
from game.ai.heuristic import FACIL, NORMAL, ROLLOUT, Style, choose
from game.ai.rollout import fast_choose, fast_playout, playout
from game.ai.view import from_hand
from game.ai.winprob import win_probability
from game.match import Match
from game.rng import Rng, derive
from game.rules import Rules

from .cli import Parser, run as cli_run, say
from .fuzz import random_rules, random_start_scores

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
        elif m.to_act is None:  # the hand is over
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


# ------------------------------------------------------------------ dificil's hot loop
def playout_worlds(per_config: int = 12, worlds_each: int = 8, seed: int = 3) -> list[tuple]:
    """Sampled worlds at ``dificil`` decision points of seeded matches of the three arena setups:
    ``(world hand, seat, candidate actions, world seed)``."""
    from game.ai import decide, decision_seed
    from game.ai.search import candidates
    from game.ai.worlds import Knowledge, worlds
    out = []
    for rules in (Rules(players=2, target=15, flor=True), Rules(players=4, target=30),
                  Rules(variant="mineiro", players=4, target=12)):
        m = Match(rules, seed)
        m.start_hand()
        got = 0
        while not m.over and got < per_config:
            hand, seat = m.hand, m.to_act
            if hand is None or seat is None:  # between hands
                m.start_hand()
                continue
            obs = m.observe(seat)
            if len(obs["legal"]) > 1 and obs["phase"] == "play" and not obs["legal"][0].startswith("blind:"):
                rng = Rng(derive("bench", got))
                cands = candidates(obs)
                for h in worlds(Knowledge(obs), rng, worlds_each):
                    if h is not None:
                        out.append((h, seat, cands, rng.next64()))
                got += 1
            m.apply(f"{seat}:{decide(obs, 'normal', decision_seed(seed, m.hand_no, len(hand.history), seat))}")
    return out


def hot_loop(pts: list[tuple], fast: bool, styles: Style = ROLLOUT) -> tuple[int, float]:
    """One pass of dificil's inner loop over ``pts``: ``(playouts, sum of the values)``."""
    count = 0
    total = 0.0
    for h, seat, cands, world_seed in pts:
        team = seat & 1
        rules = h.rules
        sty = [styles] * h.n
        base = FastHand.from_hand(h) if fast else None
        for act in cands:
            if base is not None:  # the fast path
                sim = base.clone()
                sim.apply(seat, encode(sim, act))
                fast_playout(sim, sty, Rng(world_seed))
            else:
                sim = h.clone()
                sim.scores = list(h.scores)
                sim.apply(seat, act)
                playout(sim, sty, Rng(world_seed))
            total += win_probability(rules.variant, rules.target, sim.scores[team], sim.scores[1 - team])
            count += 1
    return count, total


def measure_playouts(runs: int = 5) -> dict:
    """Median playouts per second of the hot loop, engine and fast path, alternating in one run."""
    pts = playout_worlds()
    rates: dict[str, list[float]] = {"engine": [], "fast": []}
    sums = {}
    for _ in range(runs):
        for name in ("engine", "fast"):
            t0 = time.perf_counter()
            count, total = hot_loop(pts, name == "fast")
            rates[name].append(count / (time.perf_counter() - t0))
            sums[name] = round(total, 9)
    if sums["engine"] != sums["fast"]:
        raise AssertionError(f"the two paths disagree: {sums}")
    med = {k: statistics.median(v) for k, v in rates.items()}
    return {"worlds": len(pts), "playouts": count, "engine": med["engine"], "fast": med["fast"],
            "ratio": med["fast"] / med["engine"]}


# ------------------------------------------------------------------ differential test
class Difference(AssertionError):
    """The fast path and the engine disagree."""


@dataclass
class DiffCounts:
    """What a differential run compared."""

    hands: int = 0
    actions: int = 0
    policy: int = 0
    playouts: int = 0


_POLICY_STYLES = (ROLLOUT, NORMAL, FACIL, Style(bluff=0.0, accept=0.3), Style(bluff=0.0, accept=0.7))


def _key(h: FastHand) -> tuple:
    e, mi = h.envido, h.mineiro
    return (h.scores, h.over, h.winner, h.to_act(), h.cards, h.dealt, h.trick, h.results, h.leader, h.turn,
            h.level, h.stake, h.quiero_team, h.pending_bet, mi.bet_closed, mi.bet_trick, mi.bet_pos, mi.last_bettor,
            mi.sudden, e.done, e.calls, e.caller, sorted(e.flor_sung), e.flor_scored, h.phase,
            h.stock_pos, mi.passed, mi.rejections, mi.onze_team, mi.ferro)


def differential(hands: int, seed: int = 1, progress=None) -> DiffCounts:
    """Play ``hands`` random hands on ``game.match`` and on :class:`~game.ai.fast.FastHand` side by side.

    Rules, start scores (mão de onze and de ferro included), dealer and deal are random. Half the
    actions are random legal ones (folding only once in twenty times), half the rule-of-thumb
    policy's. At every step it requires the
    same legal actions for every seat, the same state (the engine hand converted), and the same
    rollout-policy decision for every seat that may act (one of several styles, with the same
    random numbers); once per hand both playouts from the current state must end alike; and at the
    end the same scores and winner.

    :raises Difference: at the first disagreement, with a reproduction.
    """
    rng = Rng(derive("differential", seed))
    c = DiffCounts()
    for i in range(hands):
        rules = random_rules(rng)
        scores = random_start_scores(rules, rng)
        dealer = rng.below(rules.players)
        deck = list(rules.v.deck)
        rng.shuffle(deck)
        m = Match(rules, i, dealer=dealer, scores=scores)
        m.start_hand(stock=deck)
        fast = FastHand.deal(rules, dealer, scores, stock=deck)
        where = f"hand {i} of seed {seed}: rules {rules.to_dict()}, scores {list(scores)}, dealer {dealer}, stock {deck}"
        check_at = rng.below(8)
        step = 0
        while True:
            h = m.hand
            assert h is not None
            if _key(fast) != _key(FastHand.from_hand(h)):
                raise Difference(f"state differs after {h.history} in {where}")
            for s in range(rules.players):
                want = [encode(fast, a) for a in h.legal_actions(s)]
                if fast.legal(s) != want:
                    raise Difference(f"legal actions of seat {s} differ after {h.history} in {where}: "
                                     f"{h.legal_actions(s)}")
            if h.over:
                break
            acting = h.acting_seats()
            for s in acting:
                style = _POLICY_STYLES[(c.policy + s) % len(_POLICY_STYLES)]
                k = rng.next64()
                a = choose(from_hand(h, s, h.legal_actions(s)), style, Rng(k))
                if fast_choose(fast, s, style, Rng(k)) != encode(fast, a):
                    raise Difference(f"policy {style} of seat {s} differs after {h.history} in {where}")
                c.policy += 1
            if step == check_at:
                k = rng.next64()
                sty = [_POLICY_STYLES[(k + s) % len(_POLICY_STYLES)] for s in range(rules.players)]
                slow = h.clone()
                slow.scores = list(h.scores)
                playout(slow, sty, Rng(k))
                quick = fast.clone()
                fast_playout(quick, sty, Rng(k))
                if (slow.scores, slow.winner) != (quick.scores, quick.winner):
                    raise Difference(f"playouts differ after {h.history} in {where}")
                c.playouts += 1
            seat = acting[rng.below(len(acting))]
            legal = h.legal_actions(seat)
            if rng.below(2):
                if rng.below(20):  # rarely fold, so that hands are played out
                    legal = [x for x in legal if x not in FOLDS] or legal
                act = legal[rng.below(len(legal))]
            else:
                act = choose(from_hand(h, seat, legal), NORMAL, rng)
            code = encode(fast, act)
            m.apply(f"{seat}:{act}")
            fast.apply(seat, code)
            c.actions += 1
            step += 1
        if (fast.scores, fast.winner) != (list(m.scores), h.winner):
            raise Difference(f"results differ in {where}")
        c.hands += 1
        if progress and (i + 1) % 10000 == 0:
            progress(f"{i + 1} hands, {c.actions} actions, {c.policy} policy decisions, {c.playouts} playouts: identical")
    return c


def main(argv: list[str] | None = None) -> int:
    """Command-line entry point; returns the exit status (see :func:`tools.cli.run`)."""
    p = Parser(prog="python -m tools.bench", description=__doc__.splitlines()[0])
    p.add_argument("--hands", type=int, default=2000, help="hands per run (default 2000)")
    p.add_argument("--runs", type=int, default=5, help="runs per configuration (median is printed)")
    p.add_argument("--only", choices=sorted(CONFIGS), help="one configuration")
    p.add_argument("--full-hands", action="store_true",
                   help="rarely fold or refuse (mazo, no-quiero, corro, run-onze), so hands run to the end")
    p.add_argument("--playouts", action="store_true",
                   help="dificil's playouts per second, engine and fast path, in the same run")
    p.add_argument("--differential", type=int, metavar="N",
                   help="play N random hands on game.match and on the fast path side by side")
    p.add_argument("--seed", type=int, default=1, help="seed of --differential")
    a = p.parse_args(argv)
    if a.differential is not None:
        t0 = time.perf_counter()
        try:
            c = differential(a.differential, a.seed, progress=say)
        except Difference as exc:
            say(f"DIFFERENCE: {exc}")
            return 1
        say(f"{c.hands} hands, {c.actions} actions, {c.policy} policy decisions, {c.playouts} playouts: "
              f"identical ({time.perf_counter() - t0:.0f} s)")
        return 0
    if a.playouts:
        r = measure_playouts(a.runs)
        say(f"dificil hot loop over {r['worlds']} sampled worlds ({r['playouts']} playouts per pass, median of "
              f"{a.runs}): engine {r['engine']:.0f} playouts/s, fast path {r['fast']:.0f} playouts/s, "
              f"x{r['ratio']:.2f}")
        return 0
    for name, rules in CONFIGS.items():
        if a.only and name != a.only:
            continue
        hps, aps = measure(rules, a.hands, a.runs, a.full_hands)
        mode = ", full hands" if a.full_hands else ""
        say(f"{name:20s} {hps:9.0f} hands/s  {aps:9.0f} actions/s  (median of {a.runs} x {a.hands} hands{mode})")
    return 0


if __name__ == "__main__":
    cli_run(main)
