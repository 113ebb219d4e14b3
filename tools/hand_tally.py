#!/usr/bin/env python3
"""Who takes the hands, and how many points a hand gives, in the arena's matches.

Plays exactly the matches of ``python -m game.arena`` (same seeds, duplicate pairs, profiles and
decision seeds: the match wins it prints equal the arena's) and counts, hand by hand, the team
that scored the hand's points and how many it scored. ``docs/ai.md`` quotes it for Mineiro
(``winprob.POINTS`` and ``winprob.EDGE`` rest on these figures):

    python3 tools/hand_tally.py --a dificil --b normal --variant mineiro --matches 200 --seed 31

A hand where both teams score (an envido for one, the truco for the other) counts for the team
that scored more (the truco's, on a tie). It also sums each side's points by where they came from
(the score's reason: ``envido``, ``envido-refused``, ``truco``, ``truco-refused``, ``flor`` ...),
which ``docs/ai.md`` quotes to show where ``dificil`` loses points against never-folds.
"""
from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.ai import decision_seed, new_profile  # noqa: E402
from tools.arena import PLAYERS, run_decision, schedule  # noqa: E402
from tools.cli import Parser, run, say  # noqa: E402
from game.match import Match  # noqa: E402
from game.rules import Rules  # noqa: E402


def hand_points(rules: Rules, seed: int, levels: tuple[str, str],
                sources: Counter[tuple[int, str]] | None = None,
                order: list[list[tuple[int, int]]] | None = None) -> tuple[int, list[tuple[int, int]]]:
    """One arena match: its winning team and, per hand, ``(points of team 0, points of team 1)``;
    with ``sources``, each team's points are added to it by reason (``(team, reason)``); with
    ``order``, each hand's scorings are appended to it as ``(team, points)`` in the order they
    happened (the last hand cut short if the match ended in its middle)."""
    m = Match(rules, seed)
    profiles = [new_profile(levels[s & 1], rules.players) for s in range(rules.players)]
    hands: list[tuple[int, int]] = []
    m.start_hand()
    scored = [0, 0]
    events: list[tuple[int, int]] = []
    while not m.over:
        assert m.hand is not None
        if m.hand.over:
            for s in range(rules.players):
                profiles[s].learn(m.observe(s))
            m.start_hand()
            continue
        seat = m.to_act
        assert seat is not None
        obs = m.observe(seat)
        act, *_ = run_decision(obs, levels[seat & 1], decision_seed(seed, m.hand_no, len(m.hand.history), seat),
                               profiles[seat])
        before, was_hand = list(m.scores), m.hand_no
        for ev in m.apply(f"{seat}:{act}"):
            if sources is not None and ev.kind == "score" and ev.team is not None and ev.points:
                sources[ev.team, str(ev.what)] += ev.points
        for t in (0, 1):
            scored[t] += max(0, m.scores[t] - before[t])
            if m.scores[t] > before[t]:
                events.append((t, m.scores[t] - before[t]))
        if (m.hand.over and was_hand == m.hand_no) or m.over:
            hands.append((scored[0], scored[1]))
            if order is not None:
                order.append(events)
            scored, events = [0, 0], []
    assert m.winner is not None
    return m.winner, hands


def tally(a: str, b: str, rules: Rules, matches: int, seed: int | str) -> dict:
    """The arena's ``matches`` matches: A's wins, hands, A's share of them, points per hand."""
    wins = taken = 0
    points: Counter[int] = Counter()
    hands = 0
    played = 0
    by_source: Counter[str] = Counter()
    for mseed, a_team in schedule(matches, seed):
        sources: Counter[tuple[int, str]] = Counter()
        winner, per_hand = hand_points(rules, mseed, (a, b) if a_team == 0 else (b, a), sources)
        for (team, why), scored in sources.items():
            by_source[f"{'a' if team == a_team else 'b'}:{why}"] += scored
        played += 1
        wins += winner == a_team
        for pts in per_hand:
            if not any(pts):
                continue
            hands += 1
            taker = 0 if pts[0] > pts[1] else 1
            taken += taker == a_team
            points[pts[taker]] += 1
    return {"a": a, "b": b, "rules": rules.to_dict(), "seed": seed, "matches": played, "wins_a": wins,
            "hands": hands, "hands_taken_by_a": taken, "share_a": taken / hands if hands else 0.0,
            "points_per_hand": {str(k): points[k] / hands for k in sorted(points)},
            "points_by_source": dict(sorted(by_source.items()))}


def duel_arguments(argv: list[str] | None, description: str) -> tuple[argparse.Namespace, Rules, int | str]:
    """The options of a tool that replays the arena's matches of A against B (``--a``, ``--b``,
    the rules, ``--matches``, ``--seed``), checked: the arguments, the rules and the seed; a bad
    one ends the tool with one line on stderr (:class:`tools.cli.Parser`)."""
    p = Parser(description=description)
    p.add_argument("--a", choices=PLAYERS, required=True)
    p.add_argument("--b", choices=PLAYERS, required=True)
    p.add_argument("--variant", choices=("argentino", "mineiro"), default="argentino")
    p.add_argument("--players", type=int, choices=(2, 4), default=None)
    p.add_argument("--target", type=int, default=None)
    p.add_argument("--flor", action="store_true")
    p.add_argument("--matches", type=int, default=20)
    p.add_argument("--seed", default="1")
    args = p.parse_args(argv)
    if args.matches < 1:
        p.error("--matches must be at least 1")
    data = {"variant": args.variant, "flor": args.flor}
    if args.players is not None:
        data["players"] = args.players
    if args.target is not None:
        data["target"] = args.target
    try:
        rules = Rules.from_dict(data)
    except ValueError as exc:
        p.error(str(exc))
    seed: int | str = int(args.seed) if args.seed.lstrip("-").isdigit() else args.seed
    return args, rules, seed


def main(argv: list[str] | None = None) -> int:
    args, rules, seed = duel_arguments(argv, __doc__.splitlines()[0])
    out = tally(args.a, args.b, rules, args.matches, seed)
    say(f"{args.a} vs {args.b}, {rules.variant} {rules.players}p to {rules.target}: {out['matches']} "
        f"matches, seed {seed}; A wins {out['wins_a']}")
    say(f"hands: {out['hands']}; A's team takes {out['hands_taken_by_a']} ({out['share_a']:.1%})")
    shares = ", ".join(f"{k}: {v:.1%}" for k, v in out["points_per_hand"].items())
    say(f"points a hand gives its taker: {shares}")
    say("points by source: " + ", ".join(f"{k} {v}" for k, v in out["points_by_source"].items()))
    say(json.dumps(out, separators=(",", ":")))
    return 0


if __name__ == "__main__":
    run(main)
