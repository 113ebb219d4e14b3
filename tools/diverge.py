#!/usr/bin/env python3
"""Where two players part ways on the same cards, what it cost, and how rivals really answer bets.

Plays the arena's duplicate pairs (``python -m game.arena``'s seeds, profiles and decision seeds:
in the first match of a pair A holds team 0's cards, in the second B does; a hand number deals the
same cards in both) and reads them two ways:

- **Divergences.** For each hand both matches reached, the first action where the two histories
  differ: the same seat, at the same point of the hand, chose differently (one of them A, the other
  B). Team 0's result in the first match minus its result in the second is what A's play gained
  over B's with the same cards: it is credited to that first divergence, by the kind of each
  player's choice (``card``, ``envido`` call, ``bet`` call or raise, ``envido-yes`` /
  ``envido-no``, ``bet-yes`` / ``bet-no`` answers, ...), in points and in match-win probability
  (:func:`game.ai.winprob.win_probability`, the even model). Everything after the divergence, and
  the different scores the hands began at, count too: a row is where the paths split, not a proof
  that its choice alone was better.
- **Answers.** At every answer to a bet of the truco ladder (no envido pending), the answering
  seat's strength bucket (:func:`game.ai.truco_game.bucket` of the rule of thumb's equity, as its
  own view gives it), the ladder equilibrium's chance of folding there
  (:func:`game.ai.truco_policy.answer_chances`, which the hard player's playouts use) and whether
  it really folded (no quiero, or the mazo), by player and level.

``docs/ai.md`` quotes both (issue 26)::

    python3 tools/diverge.py --a dificil --b dificil-2026-12 --players 2 --target 15 --flor --matches 200 --seed 31
"""
from __future__ import annotations

import json
import sys
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.ai import decision_seed, new_profile  # noqa: E402
from game.ai.heuristic import equity  # noqa: E402
from game.ai.truco_game import bucket, trick_state  # noqa: E402
from game.ai.truco_policy import answer_chances  # noqa: E402
from game.ai.view import from_obs  # noqa: E402
from game.ai.winprob import win_probability  # noqa: E402
from game.match import Match  # noqa: E402
from game.rng import derive  # noqa: E402
from game.rules import Rules  # noqa: E402
from game.variants import VARIANTS  # noqa: E402
from tools.arena import run_decision  # noqa: E402
from tools.cli import run, say, warn  # noqa: E402
from tools.hand_tally import duel_arguments  # noqa: E402

ENVIDO_CALLS = ("envido", "real-envido", "falta-envido")


@dataclass
class HandRecord:
    """One hand of a match: its number, dealt cards, scores before and after, and its actions as
    ``(action, kind)`` in order (``action`` as the history writes it, ``seat:verb...``)."""

    no: int
    dealt: list[list[str]]
    before: tuple[int, int]
    after: tuple[int, int] = (0, 0)
    actions: list[tuple[str, str]] = field(default_factory=list)


@dataclass(frozen=True)
class Answer:
    """An answer to a ladder bet: who answered (the player's name), the level, the seat's bucket,
    the equilibrium's chance of folding there and whether it folded."""

    player: str
    level: int
    bucket: int
    model_fold: float
    folded: bool


def kind(view, act: str) -> str:
    """What sort of choice ``act`` was for the seat whose ``view`` it was made from."""
    v = VARIANTS[view.variant]
    if act.startswith(("play:", "down:", "blind")):
        return "card"
    if act in ENVIDO_CALLS:
        return "envido"
    if act in v.bet_calls:
        return "bet"
    if act in ("quiero", "no-quiero") and view.envido_pending:
        return "envido-yes" if act == "quiero" else "envido-no"
    if view.pending_bet is not None and act in (v.accept, v.refuse):
        return "bet-yes" if act == v.accept else "bet-no"
    return act.partition(":")[0]


def record_match(rules: Rules, seed, levels: tuple[str, str], answers: list[Answer] | None = None
                 ) -> tuple[int, list[HandRecord]]:
    """One arena match (``levels[team]`` plays every seat of that team): its winning team and its
    hands; with ``answers``, every answer to a ladder bet is added to it."""
    m = Match(rules, seed)
    n = rules.players
    profiles = [new_profile(levels[s & 1], n) for s in range(n)]
    hands: list[HandRecord] = []
    m.start_hand()
    while not m.over:
        assert m.hand is not None
        if m.hand.over:
            for s in range(n):
                profiles[s].learn(m.observe(s))
            m.start_hand()
            continue
        if not hands or hands[-1].no != m.hand_no:
            hands.append(HandRecord(m.hand_no, [list(c) for c in m.hand.dealt], (m.scores[0], m.scores[1])))
        seat = m.to_act
        assert seat is not None
        obs = m.observe(seat)
        act, *_ = run_decision(obs, levels[seat & 1], decision_seed(seed, m.hand_no, len(m.hand.history), seat),
                               profiles[seat])
        view = from_obs(obs)
        what = kind(view, act)
        if answers is not None and view.pending_bet is not None and not view.envido_pending \
                and what in ("bet-yes", "bet-no", "bet", "mazo"):
            _answer(answers, view, levels[seat & 1], what)
        m.apply(f"{seat}:{act}")
        hands[-1].actions.append((f"{seat}:{act}", what))
        hands[-1].after = (m.scores[0], m.scores[1])
    assert m.winner is not None
    return m.winner, hands


def _answer(answers: list[Answer], view, player: str, what: str) -> None:
    team = view.team
    b = bucket(equity(view))
    got = answer_chances(view.variant, view.n, trick_state(view.variant, view.results, 1 - team),
                         view.pending_bet, view.target - view.scores[1 - team], view.target - view.scores[team], b)
    if got is not None:
        answers.append(Answer(player, view.pending_bet, b, 1.0 - got[0] - got[1], what in ("bet-no", "mazo")))


def first_divergence(a: HandRecord, b: HandRecord) -> int | None:
    """The index of the first action where the two hands differ (None: the same actions)."""
    for i, (x, y) in enumerate(zip(a.actions, b.actions)):
        if x[0] != y[0]:
            return i
    return None


def compare(a: str, b: str, rules: Rules, matches: int, seed, progress=None) -> dict:
    """The arena's ``matches`` matches of A against B (in pairs), read as the module docstring says;
    ``progress(played, matches)`` is called after each match."""
    target, variant = rules.target, rules.variant

    def wp(scores) -> float:
        return win_probability(variant, target, min(scores[0], target), min(scores[1], target))

    rows: dict[tuple[str, str], list[float]] = defaultdict(lambda: [0, 0, 0.0])
    answers: list[Answer] = []
    wins = played = compared = 0
    for i in range((matches + 1) // 2):
        mseed = derive("arena", seed, i)
        w0, first = record_match(rules, mseed, (a, b), answers)
        played += 1
        wins += w0 == 0
        if progress:
            progress(played, matches)
        if played == matches:
            break
        w1, second = record_match(rules, mseed, (b, a), answers)
        played += 1
        wins += w1 == 1
        if progress:
            progress(played, matches)
        by_no = {h.no: h for h in second}
        for x in first:
            y = by_no.get(x.no)
            if y is None or not x.actions or not y.actions:
                continue
            assert x.dealt == y.dealt, "a hand number deals the same cards in both matches of a pair"
            j = first_divergence(x, y)
            if j is None:
                key = ("same", "same")
            else:
                seat = int(x.actions[j][0].partition(":")[0])
                a_kind, b_kind = (x.actions[j][1], y.actions[j][1]) if seat % 2 == 0 else (y.actions[j][1], x.actions[j][1])
                key = (a_kind, b_kind)
            gain = ((x.after[0] - x.before[0]) - (x.after[1] - x.before[1])
                    - (y.after[0] - y.before[0]) + (y.after[1] - y.before[1]))
            row = rows[key]
            row[0] += 1
            row[1] += gain
            row[2] += (wp(x.after) - wp(x.before)) - (wp(y.after) - wp(y.before))
            compared += 1
    table: dict[tuple[str, int, int], list[float]] = defaultdict(lambda: [0, 0.0, 0])
    for ans in answers:
        cell = table[ans.player, ans.level, ans.bucket]
        cell[0] += 1
        cell[1] += ans.model_fold
        cell[2] += ans.folded
    return {
        "a": a, "b": b, "rules": rules.to_dict(), "seed": seed, "matches": played, "wins_a": wins,
        "hands_compared": compared,
        "divergences": [{"a_kind": k[0], "b_kind": k[1], "hands": int(v[0]), "points": int(v[1]),
                         "win_prob": round(v[2], 4)} for k, v in sorted(rows.items(), key=lambda kv: kv[1][2])],
        "answers": [{"player": p, "level": lv, "bucket": bk, "answers": c[0], "model_fold": round(c[1] / c[0], 3),
                     "real_fold": round(c[2] / c[0], 3)} for (p, lv, bk), c in sorted(table.items())],
    }


def main(argv: list[str] | None = None) -> int:
    args, rules, seed = duel_arguments(argv, __doc__.splitlines()[0])
    out = compare(args.a, args.b, rules, args.matches, seed,
                  lambda k, total: warn(f"[{k}/{total}] matches played"))
    total = [sum(r[k] for r in out["divergences"]) for k in ("hands", "points", "win_prob")]
    say(f"{args.a} (A) vs {args.b} (B), {rules.variant} {rules.players}p to {rules.target}: {out['matches']} "
          f"matches, seed {seed}; A wins {out['wins_a']}; {out['hands_compared']} hands played with the same cards "
          f"by both; A's gain over B {total[1]:+d} points, {total[2]:+.2f} in match-win probability")
    say("first divergence (A's choice / B's)    hands  A's gain: points  win prob")
    for r in out["divergences"]:
        say(f"  {r['a_kind'] + ' / ' + r['b_kind']:36s} {r['hands']:5d}  {r['points']:+6d}  {r['win_prob']:+8.2f}")
    say("answers to ladder bets (player, level, bucket): answers, the equilibrium's fold chance, real folds")
    for r in out["answers"]:
        say(f"  {r['player']:18s} {r['level']} {r['bucket']}: {r['answers']:4d}  {r['model_fold']:.2f}  {r['real_fold']:.2f}")
    say(json.dumps(out, separators=(",", ":")))
    return 0


if __name__ == "__main__":
    run(main)
