"""``python -m game.arena``: computer players against each other, in duplicate format.

Every deal sequence (a match seed) is played twice with the teams' seats swapped: player A on
team 0, then A on team 1, so luck of the cards cancels out. Progress goes to stderr; the summary
(A's match win rate with a 95% Wilson interval, points per hand, decision times per level) to
stdout, and with ``--json`` the last stdout line is one JSON object.

Besides the game's levels, A and B may be one of the gauntlet's opponent :data:`STYLES`: the
``normal`` player with a few rules changed (tight, loose, bluffer, calling station, falta-happy,
never-folds), to see how ``dificil`` does against players unlike itself.

Señas (RULES.md Part D, 4 players): ``--senas`` turns the option on for both teams; the computer
players make señas at the start of each hand and read those they see (``game.ai.senas``), and each
seat catches the rivals' with the chance of its level. ``--deaf a|b`` makes that team's players
ignore every seña they see and make none. ``--a-human L`` (``--b-human L``) seats level ``L`` in the
team's first seat, where the human sits at the table (seat 0 when the team is team 0), beside
``--a`` (``--b``). The summary then also counts the señas made and caught, per catching level.

Example::

    python -m game.arena --a dificil --b normal --variant argentino --players 2 --target 15 --flor \\
        --matches 200 --seed 1 --json
    python -m game.arena --a dificil --b dificil --players 4 --target 30 --senas --deaf b --matches 400
"""
from __future__ import annotations

import json
import math
import statistics
import time
from dataclasses import dataclass, field
from typing import Callable, Generator

from game.ai import FROZEN, LEVELS, Profile, computer_senas, decision_seed, new_profile, think
from game.ai.heuristic import NORMAL, Style, choose, equity
from game.ai.view import View, from_obs
from game.match import Match
from game.rng import Rng, derive
from game.rules import Rules
from game.senas import catch_chances
from game.variants import VARIANTS

from .cli import Parser, run as cli_run, say, warn


# ------------------------------------------------------------------ the gauntlet's opponent styles
def _plain(style: Style) -> Callable[[View, Rng], str]:
    return lambda view, rng: choose(view, style, rng)


def _bluffer(view: View, rng: Rng) -> str:
    """Bluffs a lot: bets with a weak hand one time in three at any trick, and bluffs like normal."""
    bet = next((a for a in view.legal if a in VARIANTS[view.variant].bet_calls), None)
    if bet and view.pending_bet is None and not view.envido_pending and equity(view) < 0.35 and rng.random() < 0.33:
        return bet
    return choose(view, Style(bluff=0.3), rng)


def _falta_happy(view: View, rng: Rng) -> str:
    """Goes for the biggest stake: Falta envido whenever it may, with an envido of 25 or more and
    one time in four with anything (Mineiro, which has no envido: a bet whenever it may, one time
    in three)."""
    if "falta-envido" in view.legal and (view.envido() >= 25 or rng.random() < 0.25):
        return "falta-envido"
    bet = next((a for a in view.legal if a in VARIANTS[view.variant].bet_calls), None)
    if bet and not VARIANTS[view.variant].has_envido and rng.random() < 0.33:
        return bet
    return choose(view, NORMAL, rng)


def _never_folds(view: View, rng: Rng) -> str:
    """Never refuses a call, never goes to the mazo, never runs from a mão de onze."""
    act = choose(view, NORMAL, rng)
    v = VARIANTS[view.variant]
    folds = (v.refuse, "no-quiero", "mazo", "run-onze")
    if act in folds:
        return next((a for a in ("quiero", v.accept, "play-onze") if a in view.legal),
                    next((a for a in view.legal if a not in folds), act))
    return act


#: Opponent styles for the gauntlet (arena only): each decides from the observation like a level.
STYLES: dict[str, Callable[[View, Rng], str]] = {
    "tight": _plain(Style(bluff=0.0, call_truco=0.82, accept=0.58, raise_=0.9, envido_call=29,
                          envido_real=31, envido_accept=29)),
    "loose": _plain(Style(bluff=0.12, call_truco=0.55, accept=0.32, raise_=0.68, envido_call=24,
                          envido_real=27, envido_accept=23)),
    "bluffer": _bluffer,
    "calling-station": _plain(Style(bluff=0.0, call_truco=0.85, accept=0.1, raise_=0.95, envido_call=29,
                                    envido_real=31, envido_accept=19)),
    "falta-happy": _falta_happy,
    "never-folds": _never_folds,
}
PLAYERS = LEVELS + FROZEN + tuple(STYLES)


def _think(obs: dict, player: str, seed: int, profile: Profile | None) -> Generator[None, None, str]:
    if player in STYLES:
        return STYLES[player](from_obs(obs), Rng(derive(player, seed)))
    return (yield from think(obs, player, seed, profile))


@dataclass
class MatchResult:
    """One match of the arena."""

    winner: int  # team
    hands: int
    points: list[int]  # points scored by each team during the match (all chicos)
    times: dict[str, list[float]] = field(default_factory=dict)  # level -> decision seconds (wall)
    cpu: dict[str, list[float]] = field(default_factory=dict)  # level -> decision seconds (thread CPU)
    senas: list[int] = field(default_factory=lambda: [0, 0])  # señas made by each team
    #: catching level -> [rival señas it caught, rival señas it could have caught]
    catches: dict[str, list[int]] = field(default_factory=dict)


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """95% Wilson score interval of a proportion."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    den = 1 + z * z / n
    mid = (p + z * z / (2 * n)) / den
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / den
    return max(0.0, mid - half), min(1.0, mid + half)


#: CPU clock of this thread (Pyodide has no thread_time: the process clock is the same thing there).
_cpu_clock = getattr(time, "thread_time", time.process_time)


def run_decision(obs: dict, level: str, seed: int, profile: Profile | None) -> tuple[str, float, float, float]:
    """Run one decision to the end: ``(action, wall seconds, longest slice in wall seconds, CPU seconds)``.

    The CPU time (of this thread) is what the decision costs; the wall time also counts whatever
    else the machine is running.
    """
    gen = _think(obs, level, seed, profile)
    longest = 0.0
    c0 = _cpu_clock()
    t0 = t = time.perf_counter()
    try:
        while True:
            next(gen)
            now = time.perf_counter()
            longest = max(longest, now - t)
            t = now
    except StopIteration as stop:
        now = time.perf_counter()
        return stop.value, now - t0, max(longest, now - t), _cpu_clock() - c0


def seat_levels(rules: Rules, levels: tuple[str, str], humans: tuple[str | None, str | None] = (None, None)) -> list[str]:
    """Each seat's player: ``levels[team]``, but ``humans[team]`` in the team's first seat."""
    out = []
    for s in range(rules.players):
        human = humans[s & 1]
        out.append(human if human is not None and s < 2 else levels[s & 1])
    return out


def play_match(rules: Rules, seed: int, levels: tuple[str, str], *, max_actions: int = 20000,
               humans: tuple[str | None, str | None] = (None, None),
               deaf: tuple[bool, bool] = (False, False)) -> MatchResult:
    """Play one match; ``levels[team]`` plays every seat of that team (``humans[team]``, when given,
    its first seat); a ``deaf`` team's players ignore every seña and make none."""
    n = rules.players
    seats = seat_levels(rules, levels, humans)
    catch = catch_chances(seats) if rules.senas and all(s in LEVELS or s in FROZEN for s in seats) else None
    m = Match(rules, seed, catch=catch)
    profiles = [new_profile(seats[s], n) for s in range(n)]
    times: dict[str, list[float]] = {lvl: [] for lvl in seats}
    cpu: dict[str, list[float]] = {lvl: [] for lvl in seats}
    points = [0, 0]
    hands = 0
    made = [0, 0]
    catches: dict[str, list[int]] = {}

    def level_of(seat: int) -> str | None:
        return None if deaf[seat & 1] else seats[seat]

    def count(hand) -> None:
        for signer, _, seen in hand.senas:
            made[signer & 1] += 1
            for rival in ((signer + 1) % n, (signer + 3) % n):
                tally = catches.setdefault(str(m.catch[rival]), [0, 0])
                tally[0] += rival in seen
                tally[1] += 1

    m.start_hand()
    actions = 0
    while not m.over:
        hand, seat = m.hand, m.to_act
        if hand is None or seat is None:  # between hands
            for s in range(n):
                profiles[s].learn(_heard(m.observe(s), deaf[s & 1]))
            if hand is not None:
                count(hand)
            m.start_hand()
            continue
        computer_senas(m, level_of)
        obs = _heard(m.observe(seat), deaf[seat & 1])
        level = seats[seat]
        dseed = decision_seed(seed, m.hand_no, len(hand.history), seat)
        act, secs, _, cpu_secs = run_decision(obs, level, dseed, profiles[seat])
        if len(obs["legal"]) > 1:
            times[level].append(secs)
            cpu[level].append(cpu_secs)
        before = list(m.scores)
        was_hand = m.hand_no
        m.apply(f"{seat}:{act}")
        for t in (0, 1):
            if m.scores[t] > before[t]:
                points[t] += m.scores[t] - before[t]
        if hand.over and was_hand == m.hand_no:
            hands += 1
        actions += 1
        if actions > max_actions:
            raise RuntimeError(f"match {seed} did not end after {max_actions} actions")
    assert m.winner is not None
    if m.hand is not None:
        count(m.hand)
    return MatchResult(winner=m.winner, hands=hands, points=points, times=times, cpu=cpu, senas=made,
                       catches=catches)


def _heard(obs: dict, deaf: bool) -> dict:
    """The observation a player works from: a deaf one's without any seña."""
    return dict(obs, senas=[], senas_legal=[]) if deaf else obs


def percentile(xs: list[float], q: float) -> float:
    """The ``q`` quantile (0..1) of ``xs`` by nearest rank."""
    if not xs:
        return 0.0
    ys = sorted(xs)
    k = min(len(ys) - 1, max(0, math.ceil(q * len(ys)) - 1))
    return ys[k]


def run(a: str, b: str, rules: Rules, matches: int, seed: int | str,
        progress=None, *, humans: tuple[str | None, str | None] = (None, None), deaf: str | None = None) -> dict:
    """Play ``matches`` matches (pairs with seats swapped) and return the summary as plain data.

    :param humans: the levels in A's and B's first seats (None: the team's level).
    :param deaf: ``"a"`` or ``"b"``: that team ignores señas and makes none.
    """
    wins = 0
    played = 0
    hands = 0
    pts_a = pts_b = 0
    senas_a = senas_b = 0
    catches: dict[str, list[int]] = {}
    names = {a, b} | {h for h in humans if h is not None}
    times: dict[str, list[float]] = {lvl: [] for lvl in names}
    cpu: dict[str, list[float]] = {lvl: [] for lvl in names}
    pairs = (matches + 1) // 2
    t0 = time.perf_counter()
    for i in range(pairs):
        mseed = derive("arena", seed, i)
        for a_team in (0, 1):
            if played >= matches:
                break
            levels = (a, b) if a_team == 0 else (b, a)
            team_humans = humans if a_team == 0 else (humans[1], humans[0])
            team_deaf = (deaf == "a", deaf == "b") if a_team == 0 else (deaf == "b", deaf == "a")
            res = play_match(rules, mseed, levels, humans=team_humans, deaf=team_deaf)
            played += 1
            wins += res.winner == a_team
            hands += res.hands
            pts_a += res.points[a_team]
            pts_b += res.points[1 - a_team]
            senas_a += res.senas[a_team]
            senas_b += res.senas[1 - a_team]
            for chance, (got, tries) in res.catches.items():
                tally = catches.setdefault(chance, [0, 0])
                tally[0] += got
                tally[1] += tries
            for lvl, xs in res.times.items():
                times[lvl].extend(xs)
                cpu[lvl].extend(res.cpu[lvl])
        if progress:
            lo, hi = wilson(wins, played)
            progress(f"[{played}/{matches}] A={a} wins {wins} ({wins / played:.1%}, 95% {lo:.1%}-{hi:.1%}) "
                     f"{time.perf_counter() - t0:.0f}s")
    lo, hi = wilson(wins, played)
    return {
        "a": a, "b": b, "a_human": humans[0], "b_human": humans[1], "deaf": deaf,
        "rules": rules.to_dict(), "seed": seed,
        "matches": played, "wins_a": wins,
        "win_rate_a": wins / played if played else 0.0,
        "ci95": [lo, hi],
        "hands": hands,
        "points_per_hand_a": pts_a / hands if hands else 0.0,
        "points_per_hand_b": pts_b / hands if hands else 0.0,
        "senas": {"made_a": senas_a, "made_b": senas_b,
                  "caught": {chance: {"caught": got, "chances": tries, "rate": got / tries if tries else 0.0}
                             for chance, (got, tries) in sorted(catches.items(), key=lambda kv: int(kv[0]))}},
        "decision_ms": {lvl: {"median": 1000 * statistics.median(xs) if xs else 0.0,
                              "p95": 1000 * percentile(xs, 0.95),
                              "max": 1000 * max(xs) if xs else 0.0,
                              "decisions": len(xs)}
                        for lvl, xs in times.items()},
        "decision_cpu_ms": {lvl: {"median": 1000 * statistics.median(xs) if xs else 0.0,
                                  "p95": 1000 * percentile(xs, 0.95),
                                  "max": 1000 * max(xs) if xs else 0.0}
                            for lvl, xs in cpu.items()},
        "seconds": time.perf_counter() - t0,
    }


def main(argv: list[str] | None = None) -> int:
    """Command-line entry point; returns the exit status (see :func:`tools.cli.run`)."""
    p = Parser(prog="python -m game.arena", description=__doc__.splitlines()[0])
    p.add_argument("--a", choices=PLAYERS, required=True, help="level (or opponent style) of player A")
    p.add_argument("--b", choices=PLAYERS, required=True, help="level (or opponent style) of player B")
    p.add_argument("--variant", choices=("argentino", "mineiro"), default="argentino")
    p.add_argument("--players", type=int, choices=(2, 4), default=None)
    p.add_argument("--target", type=int, default=None)
    p.add_argument("--flor", action="store_true")
    p.add_argument("--chicos", type=int, choices=(1, 3), default=1)
    p.add_argument("--senas", action="store_true", help="señas on for both teams (4 players)")
    p.add_argument("--deaf", choices=("a", "b"), help="that team ignores every seña and makes none")
    p.add_argument("--a-human", choices=LEVELS, help="level in A's first seat (the human's seat)")
    p.add_argument("--b-human", choices=LEVELS, help="level in B's first seat")
    p.add_argument("--matches", type=int, default=20, help="matches in all (pairs of the same deals)")
    p.add_argument("--seed", default="1")
    p.add_argument("--json", action="store_true", help="last stdout line: the summary as JSON")
    args = p.parse_args(argv)
    data = {"variant": args.variant, "flor": args.flor, "chicos": args.chicos, "senas": args.senas}
    if args.players is not None:
        data["players"] = args.players
    if args.target is not None:
        data["target"] = args.target
    try:
        rules = Rules.from_dict(data)
    except ValueError as exc:
        p.error(str(exc))
    if args.matches < 1:
        p.error("--matches must be at least 1")
    if (args.a_human or args.b_human) and rules.players != 4:
        p.error("--a-human and --b-human need 4 players (a partner to sit beside)")
    seed: int | str = int(args.seed) if args.seed.lstrip("-").isdigit() else args.seed
    out = run(args.a, args.b, rules, args.matches, seed,
              progress=warn, humans=(args.a_human, args.b_human), deaf=args.deaf)
    lo, hi = out["ci95"]
    team_a = f"{args.a_human}+{args.a}" if args.a_human else args.a
    team_b = f"{args.b_human}+{args.b}" if args.b_human else args.b
    say(f"{team_a} vs {team_b}, {rules.variant} {rules.players}p to {rules.target}"
          f"{' con flor' if rules.flor else ''}{' con señas' if rules.senas else ''}"
          f"{f' (team {args.deaf.upper()} deaf)' if args.deaf else ''}: {out['matches']} matches (duplicate), seed {seed}")
    say(f"A ({args.a}) wins {out['wins_a']}/{out['matches']} = {out['win_rate_a']:.1%} "
          f"(95% CI {lo:.1%} - {hi:.1%})")
    say(f"points per hand: A {out['points_per_hand_a']:.3f}, B {out['points_per_hand_b']:.3f} "
          f"({out['hands']} hands)")
    if rules.senas:
        s = out["senas"]
        say(f"señas made: A {s['made_a']}, B {s['made_b']}; caught: " + ", ".join(
            f"{c['caught']}/{c['chances']} = {c['rate']:.1%} at a {chance}% chance" for chance, c in s["caught"].items()))
    for lvl, d in out["decision_ms"].items():
        c = out["decision_cpu_ms"][lvl]
        say(f"decision time {lvl}: median {d['median']:.2f} ms, p95 {d['p95']:.2f} ms, "
              f"max {d['max']:.2f} ms ({d['decisions']} decisions); CPU median {c['median']:.2f} ms, "
              f"p95 {c['p95']:.2f} ms")
    if args.json:
        say(json.dumps(out, separators=(",", ":")))
    return 0


if __name__ == "__main__":
    cli_run(main)
