"""``python -m game.arena``: computer players against each other, in duplicate format.

Every deal sequence (a match seed) is played twice with the teams' seats swapped: player A on
team 0, then A on team 1, so luck of the cards cancels out. Progress goes to stderr; the summary
(A's match win rate with a 95% Wilson interval, points per hand, decision times per level) to
stdout, and with ``--json`` the last stdout line is one JSON object.

Besides the game's levels, A and B may be one of the gauntlet's opponent :data:`STYLES`: the
``normal`` player with a few rules changed (tight, loose, bluffer, calling station, falta-happy,
never-folds, and here always-folds to truco), to see how ``dificil`` does against players unlike
itself; or a character of the cast (``--characters`` lists them with their strength and style).
The summary gives each side's fingerprint (:class:`Fingerprint`: truco calls per hand, the share
of them made with a weak hand, folds to a truco, Falta envido calls, bluffs caught).

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
from typing import Callable, Generator, Iterator

from game.ai import (CHARACTERS, FROZEN, LEVELS, Profile, computer_senas, decision_seed, new_profile, seat_catch,
                     think)
from game.ai.cast import CAST
from game.ai.heuristic import NORMAL, choose, equity
from game.ai.ismcts import LEVEL as ISMCTS_LEVEL, think_ismcts
from game.ai.styles import GAUNTLET, STYLES as CHARACTER_STYLES, WEAK
from game.ai.view import View, from_obs
from game.match import Match
from game.rng import Rng, derive
from game.rules import Rules
from game.variants import VARIANTS

from .cli import Parser, run as cli_run, say, warn


def _always_folds(view: View, rng: Rng) -> str:
    """Refuses every truco (and raise) called against it; otherwise plays like normal (an arena
    style only: issue 26 measures ``dificil`` against it and against never-folds)."""
    if view.pending_bet is not None and not view.envido_pending:
        return VARIANTS[view.variant].refuse
    return choose(view, NORMAL, rng)


#: The gauntlet's opponent styles (:data:`game.ai.styles.GAUNTLET`, and always-folds): each decides
#: from the view.
STYLES: dict[str, Callable[[View, Rng], str]] = {**GAUNTLET, "always-folds": _always_folds}
#: Experimental variants of ``dificil``, for measurement only (not levels of the game).
EXPERIMENTS = (ISMCTS_LEVEL,)
PLAYERS = LEVELS + FROZEN + EXPERIMENTS + tuple(STYLES) + CHARACTERS


def _think(obs: dict, player: str, seed: int, profile: Profile | None) -> Generator[None, None, str]:
    if player in STYLES:
        return STYLES[player](from_obs(obs), Rng(derive(player, seed)))
    if player == ISMCTS_LEVEL:
        return (yield from think_ismcts(obs, seed, profile))
    return (yield from think(obs, player, seed, profile))


@dataclass
class Fingerprint:
    """How one side of the arena plays, counted decision by decision (all its seats together).

    A *bet* is a call of the betting ladder (truco, retruco, vale cuatro; Mineiro truco, seis, nove,
    doze), at the side's turn or as the answer to a bet. A bet is *weak* when the rule of thumb's
    equity of the caller's hand (:func:`game.ai.heuristic.equity`, from its own cards and the table)
    is under :data:`game.ai.styles.WEAK`. A weak bet is *caught* when the other side accepts it (or
    raises) and the side does not take the hand.
    """

    hands: int = 0
    bets: int = 0
    weak_bets: int = 0
    weak_called: int = 0  #: weak bets the other side accepted or raised
    caught: int = 0
    bet_answers: int = 0  #: answers to the other side's bets (accept, raise, refuse, mazo)
    bet_folds: int = 0
    envido_calls: int = 0  #: envido, real envido and falta envido, opening or raising
    faltas: int = 0

    def add(self, other: Fingerprint) -> None:
        """Add another count into this one."""
        for name in self.__dataclass_fields__:
            setattr(self, name, getattr(self, name) + getattr(other, name))

    def summary(self) -> dict:
        """The figures of ``docs/ai.md``'s fingerprint table, as plain data."""
        hands = max(1, self.hands)
        return {
            "hands": self.hands,
            "truco_calls_per_hand": self.bets / hands,
            "weak_call_share": self.weak_bets / self.bets if self.bets else 0.0,
            "folds_to_truco": self.bet_folds / self.bet_answers if self.bet_answers else 0.0,
            "falta_calls_per_100_hands": 100 * self.faltas / hands,
            "envido_calls_per_hand": self.envido_calls / hands,
            "bluffs_caught": self.caught / self.weak_bets if self.weak_bets else 0.0,
            "counts": {k: getattr(self, k) for k in self.__dataclass_fields__},
        }


class _Watch:
    """Counts both sides' fingerprints during one match (team ``t`` is ``prints[t]``)."""

    def __init__(self, variant: str) -> None:
        self.v = VARIANTS[variant]
        self.prints = [Fingerprint(), Fingerprint()]
        self.weak_open: list[int] = []  # teams of weak bets waiting for the other side's answer
        self.weak_live: list[int] = []  # teams of weak bets the other side accepted, this hand

    def decision(self, obs: dict, act: str) -> None:
        """One decision of the seat observed in ``obs``."""
        v = self.v
        team = obs["seat"] & 1
        fp = self.prints[team]
        pending = obs.get("pending_bet")
        envido = obs.get("envido") or {}
        envido_waits = envido.get("pending_caller") is not None and (envido["pending_caller"] & 1) != team
        # an answer to the bet (an envido that waits is answered first: el envido está primero)
        answering = pending is not None and (pending["caller"] & 1) != team and not envido_waits
        if answering and (act in (v.accept, v.refuse, "mazo") or act in v.bet_calls):
            fp.bet_answers += 1
            fp.bet_folds += act in (v.refuse, "mazo")
            for t in [t for t in self.weak_open if t != team]:
                self.weak_open.remove(t)
                if act not in (v.refuse, "mazo"):
                    self.weak_live.append(t)
                    self.prints[t].weak_called += 1
        if act in v.bet_calls:
            fp.bets += 1
            if equity(from_obs(obs)) < WEAK:
                fp.weak_bets += 1
                self.weak_open.append(team)
        if act in ("envido", "real-envido", "falta-envido"):
            fp.envido_calls += 1
            fp.faltas += act == "falta-envido"

    def hand_over(self, winner: int | str | None) -> None:
        """The hand ended: ``winner`` (a team; ``"nobody"`` or None when no team took it)."""
        for fp in self.prints:
            fp.hands += 1
        for t in self.weak_live:
            self.prints[t].caught += winner != t
        self.weak_open, self.weak_live = [], []


@dataclass
class MatchResult:
    """One match of the arena."""

    winner: int  # team
    hands: int
    points: list[int]  # points scored by each team during the match (all chicos)
    times: dict[str, list[float]] = field(default_factory=dict)  # level -> decision seconds (wall)
    cpu: dict[str, list[float]] = field(default_factory=dict)  # level -> decision seconds (thread CPU)
    prints: list[Fingerprint] = field(default_factory=lambda: [Fingerprint(), Fingerprint()])  # by team
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
    catch = None
    if rules.senas:
        try:
            catch = seat_catch(seats)  # a level's chance; a character's strength's
        except ValueError:  # a gauntlet style: the default chance
            catch = None
    m = Match(rules, seed, catch=catch)
    profiles = [new_profile(seats[s], n) for s in range(n)]
    times: dict[str, list[float]] = {lvl: [] for lvl in seats}
    cpu: dict[str, list[float]] = {lvl: [] for lvl in seats}
    points = [0, 0]
    hands = 0
    watch = _Watch(rules.variant)
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
        watch.decision(obs, act)
        m.apply(f"{seat}:{act}")
        for t in (0, 1):
            if m.scores[t] > before[t]:
                points[t] += m.scores[t] - before[t]
        if hand.over and was_hand == m.hand_no:
            hands += 1
        if hand.over:
            watch.hand_over(hand.winner)
        actions += 1
        if actions > max_actions:
            raise RuntimeError(f"match {seed} did not end after {max_actions} actions")
    assert m.winner is not None
    if m.hand is not None:
        count(m.hand)
    return MatchResult(winner=m.winner, hands=hands, points=points, times=times, cpu=cpu, prints=watch.prints,
                       senas=made, catches=catches)


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


def schedule(matches: int, seed: int | str) -> Iterator[tuple[int, int]]:
    """The arena's ``matches`` matches in order, as ``(match seed, A's team)``: duplicate pairs, the
    same deals with the teams swapped (the last pair cut short for an odd count). Every tool that
    replays the arena's matches (:mod:`tools.hand_tally`, :mod:`tools.scorings`) walks this."""
    for k in range(matches):
        yield derive("arena", seed, k // 2), k % 2


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
    prints = {"a": Fingerprint(), "b": Fingerprint()}
    t0 = time.perf_counter()
    for mseed, a_team in schedule(matches, seed):
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
        prints["a"].add(res.prints[a_team])
        prints["b"].add(res.prints[1 - a_team])
        for lvl, xs in res.times.items():
            times[lvl].extend(xs)
            cpu[lvl].extend(res.cpu[lvl])
        if progress and (a_team == 1 or played == matches):  # after each pair
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
        "fingerprint": {side: fp.summary() for side, fp in prints.items()},
        "seconds": time.perf_counter() - t0,
    }


def characters() -> list[dict]:
    """The cast as plain data: id, name, home, variant, strength, style and the arena style it is
    modelled on."""
    return [{"id": c.id, "name": c.name, "home": c.home, "variant": c.variant, "strength": c.strength,
             "style": c.style, "like": CHARACTER_STYLES[c.style].like or None} for c in CAST]


def list_characters(as_json: bool) -> int:
    """``--characters``: one line per character (``--json``: one JSON list)."""
    rows = characters()
    if as_json:
        say(json.dumps(rows, ensure_ascii=False, separators=(",", ":")))
        return 0
    for r in rows:
        like = f" (like {r['like']})" if r["like"] else ""
        say(f"{r['id']:<10} {r['strength']:<8} {r['style'] + like:<38} {r['variant']:<10} "
            f"{r['name']}, {r['home']}")
    return 0


def main(argv: list[str] | None = None) -> int:
    """Command-line entry point; returns the exit status (see :func:`tools.cli.run`)."""
    p = Parser(prog="python -m game.arena", description=__doc__.splitlines()[0])
    p.add_argument("--a", choices=PLAYERS, metavar="A",
                   help="player A: a level, an opponent style or a character (--characters lists them)")
    p.add_argument("--b", choices=PLAYERS, metavar="B", help="player B: as A")
    p.add_argument("--characters", action="store_true",
                   help="list the characters (name, home, variant, strength, style) and exit")
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
    if args.characters:
        return list_characters(args.json)
    if args.a is None or args.b is None:
        p.error("--a and --b are required (or --characters)")
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
    for side in ("a", "b"):
        f = out["fingerprint"][side]
        say(f"fingerprint {side.upper()} ({args.a if side == 'a' else args.b}): "
            f"truco calls per hand {f['truco_calls_per_hand']:.3f}, weak {f['weak_call_share']:.1%}, "
            f"folds to truco {f['folds_to_truco']:.1%}, falta envido per 100 hands "
            f"{f['falta_calls_per_100_hands']:.1f}, bluffs caught {f['bluffs_caught']:.1%}")
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
