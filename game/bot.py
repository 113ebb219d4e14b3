"""``python -m game.bot --level L [--seed S]``: a computer player over a line protocol.

Reads one JSON observation per line on stdin (the object ``Match.observe(seat)`` returns) and writes
one line per observation on stdout: the chosen action (``play:1e``, ``quiero`` ...), or
``{"error": "..."}`` for a line it cannot use (not JSON, not an observation, nothing to do, longer
than 1 MB). It never stops on bad input; it ends at the end of stdin. See docs/bot-protocol.md.
"""
from __future__ import annotations

import argparse
import json
import sys
from typing import BinaryIO, TextIO

from .ai import LEVELS, decide, decision_seed
from .errors import BadRules
from .rules import Rules

MAX_LINE = 1 << 20  # bytes


class BadObservation(ValueError):
    """An input line that is not a usable observation."""


def check(obs: object) -> dict:
    """Validate an observation's shape enough for the players; returns it or raises BadObservation."""
    if not isinstance(obs, dict):
        raise BadObservation("an observation is a JSON object")
    try:
        rules = Rules.from_dict(obs.get("rules"))
    except (BadRules, TypeError) as exc:
        raise BadObservation(f"rules: {exc}") from None
    seat = obs.get("seat")
    if type(seat) is not int or not 0 <= seat < rules.players:
        raise BadObservation(f"seat must be an integer from 0 to {rules.players - 1}")
    legal = obs.get("legal")
    if not isinstance(legal, list) or not all(isinstance(a, str) for a in legal):
        raise BadObservation("legal must be a list of action strings")
    if not legal:
        raise BadObservation("no legal actions: this seat has nothing to do")
    hand = obs.get("hand")
    if hand is not None and (not isinstance(hand, list) or not all(isinstance(c, str) and c in rules.v.strength for c in hand)):
        raise BadObservation("hand must be a list of cards of the variant's deck (or null in a mão de ferro)")
    for key, kind in (("tricks", list), ("results", list), ("history", list), ("scores", list)):
        if key in obs and not isinstance(obs[key], kind):
            raise BadObservation(f"{key} must be a list")
    scores = obs.get("scores")
    if not (isinstance(scores, list) and len(scores) == 2 and all(type(x) is int for x in scores)):
        raise BadObservation("scores must be two integers")
    return obs


def answer(line: bytes | str, level: str, seed: int) -> str:
    """The output line (without newline) for one input line."""
    try:
        obs = check(json.loads(line))
    except BadObservation as exc:
        return json.dumps({"error": str(exc)})
    except (ValueError, RecursionError) as exc:
        return json.dumps({"error": f"not JSON: {str(exc)[:200]}"})
    except (TypeError, KeyError, AttributeError) as exc:  # a shape check() did not foresee
        return json.dumps({"error": f"not a usable observation: {type(exc).__name__}"})
    hist = obs.get("history") if isinstance(obs.get("history"), list) else []
    hand_no = obs.get("hand_no") if type(obs.get("hand_no")) is int else 0
    dseed = decision_seed(seed, hand_no, len(hist), obs["seat"])
    for lvl in (level, "normal", "random"):
        try:
            act = decide(obs, lvl, dseed)
        except Exception:  # a malformed but plausible observation: fall back to a simpler player
            continue
        if act in obs["legal"]:
            return act
    return json.dumps({"error": "the observation is inconsistent; no decision could be made"})


def serve(level: str, seed: int, inp: BinaryIO, out: TextIO) -> int:
    """Answer every line of ``inp`` on ``out``; returns the number of lines answered."""
    count = 0
    while True:
        line = inp.readline(MAX_LINE + 1)
        if not line:
            return count
        if len(line) > MAX_LINE and not line.endswith(b"\n"):
            while True:  # skip the rest of the huge line
                more = inp.readline(MAX_LINE)
                if not more or more.endswith(b"\n"):
                    break
            reply = json.dumps({"error": f"line longer than {MAX_LINE} bytes"})
        elif not line.strip():
            continue
        else:
            reply = answer(line, level, seed)
        out.write(reply + "\n")
        out.flush()
        count += 1


def main(argv: list[str] | None = None) -> int:
    """Command-line entry point."""
    p = argparse.ArgumentParser(prog="python -m game.bot", description=__doc__.splitlines()[0])
    p.add_argument("--level", choices=LEVELS, default="normal")
    p.add_argument("--seed", type=int, default=0, help="mixed into every decision's seed")
    a = p.parse_args(argv)
    try:
        serve(a.level, a.seed, sys.stdin.buffer, sys.stdout)
    except (KeyboardInterrupt, BrokenPipeError):
        return 0
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
