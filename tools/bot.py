"""``python -m game.bot --level L [--seed S]``: a computer player over a line protocol.

``L`` is a level (``random``, ``facil``, ``normal``, ``dificil``) or a character of the cast
(``python -m game.arena --characters`` lists them).

Reads one JSON observation per line on stdin (the object ``Match.observe(seat)`` returns) and writes
one line per observation on stdout: the chosen action (``play:1e``, ``quiero`` ...; with señas a
seña, ``sena:tres``, or ``none`` when the seat may only make señas and makes none), or
``{"error": "..."}`` for a line it cannot use (not JSON, not an observation, declarations the cards
seen rule out, nothing to do, longer than 1 MB). It never stops on bad input; it ends at the end of
stdin, or quietly with status 1 when its answers cannot be written. See docs/bot-protocol.md.
"""
from __future__ import annotations

import json
import sys
from itertools import combinations
from typing import BinaryIO, TextIO, TypeGuard

from game.ai import CHARACTERS, LEVELS, choose_senas, decide, decision_seed
from game.ai.senas import sena_seed
from game.cards import envido_value, has_flor
from game.errors import BadRules, clip
from game.rules import Rules
from game.senas import MAX_PER_HAND, signs

from .cli import Parser, OutputClosed, run as cli_run, say, warn

MAX_LINE = 1 << 20  # bytes


class BadObservation(ValueError):
    """An input line that is not a usable observation; the message names the field."""


#: Every value an envido can have (RULES.md A4): the best single card, or 20 + two of a suit.
ENVIDO_VALUES = frozenset(range(0, 8)) | frozenset(range(20, 34))
#: More public actions than any hand can have (the longest are about 30).
MAX_HISTORY = 200
_BOM = b"\xef\xbb\xbf"


def _seat(value: object, n: int) -> TypeGuard[int]:
    return type(value) is int and 0 <= value < n


def check(obs: object) -> dict:
    """Validate an observation enough for the players, cheaply: shapes, seats, cards, and declared
    envido values and flores that the cards seen allow. Returns it, or raises BadObservation."""
    if not isinstance(obs, dict):
        raise BadObservation("an observation is a JSON object")
    try:
        rules = Rules.from_dict(obs.get("rules"))
    except (BadRules, TypeError) as exc:
        raise BadObservation(f"rules: {exc}") from None
    n = rules.players
    seat = obs.get("seat")
    if not _seat(seat, n):
        raise BadObservation(f"seat must be an integer from 0 to {n - 1}")
    legal = obs.get("legal")
    if not isinstance(legal, list) or not all(isinstance(a, str) for a in legal):
        raise BadObservation("legal must be a list of action strings")
    _check_senas(obs, rules, n)
    if not legal and not obs.get("senas_legal"):
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
    _check_history(obs.get("history") or [], n)
    played = _check_tricks(obs.get("tricks") or [], rules)
    _check_declared(obs, rules, seat, hand, played)
    return obs


def _check_senas(obs: dict, rules: Rules, n: int) -> None:
    """``senas``: the señas seen, ``{seat, sign, caught}``; ``senas_legal``: ``sena:<sign>``
    actions; ``catch``: a chance per seat (all optional)."""
    every = signs(rules.variant, rules.flor)
    senas = obs.get("senas", [])
    if not isinstance(senas, list) or len(senas) > MAX_PER_HAND * n or not all(
            isinstance(e, dict) and _seat(e.get("seat"), n) and e.get("sign") in every
            and type(e.get("caught")) is bool for e in senas):
        raise BadObservation(f"senas must be a list of at most {MAX_PER_HAND * n} {{seat, sign, caught}} "
                             f"with a sign of {rules.variant}")
    legal = obs.get("senas_legal", [])
    if not isinstance(legal, list) or not all(isinstance(a, str) and a.startswith("sena:") and a[5:] in every
                                              for a in legal):
        raise BadObservation("senas_legal must be a list of seña actions (sena:<sign>)")
    if (senas or legal) and not rules.senas:
        raise BadObservation("senas: the rules have no señas")
    catch = obs.get("catch")
    if catch is not None and not (isinstance(catch, list) and len(catch) == n
                                  and all(type(c) is int and 0 <= c <= 100 for c in catch)):
        raise BadObservation(f"catch must be a chance from 0 to 100 for each of the {n} seats")


def _check_history(history: list, n: int) -> None:
    if len(history) > MAX_HISTORY:
        raise BadObservation(f"history has {len(history)} entries; no hand has more than {MAX_HISTORY}")
    for item in history:
        head, sep, act = item.partition(":") if isinstance(item, str) else ("", "", "")
        if not (sep and act and head.isascii() and head.isdigit() and int(head) < n):
            raise BadObservation(f"history: {clip(repr(item), 30)} is not 'seat:action' "
                                 f"with a seat from 0 to {n - 1}")


def _check_tricks(tricks: list, rules: Rules) -> list[list[str]]:
    """The cards each seat was seen to play (face-down ones only when they are shown: the
    observer's own)."""
    n = rules.players
    played: list[list[str]] = [[] for _ in range(n)]
    if len(tricks) > 3:
        raise BadObservation(f"tricks: a hand has 3 tricks, not {len(tricks)}")
    for row in tricks:
        if not isinstance(row, list) or len(row) > n:
            raise BadObservation(f"tricks: each trick is a list of at most {n} plays")
        for e in row:
            if not (isinstance(e, dict) and _seat(e.get("seat"), n) and type(e.get("down")) is bool
                    and (e.get("card") is None or (isinstance(e.get("card"), str)
                                                   and e["card"] in rules.v.strength))):
                raise BadObservation("tricks: each play is {seat, card (a card or null), down}")
            if e["card"] is not None:
                played[e["seat"]].append(e["card"])
    return played


def _check_declared(obs: dict, rules: Rules, me: int, hand: list | None,
                    played: list[list[str]]) -> None:
    """Declared envido values and flores must be possible with the cards seen."""
    env = obs.get("envido")
    said = env.get("said") if isinstance(env, dict) else None
    sung = obs.get("flor_sung")
    if said is None and sung is None:
        return
    n = rules.players
    said = said or []
    sung = sung or []
    if not isinstance(said, list) or not all(isinstance(x, list) and len(x) == 2 and _seat(x[0], n)
                                              for x in said):
        raise BadObservation(f"envido.said must be a list of [seat, value] with a seat from 0 to {n - 1}")
    if len({x[0] for x in said}) != len(said):
        raise BadObservation("envido.said: a seat declares at most once")
    if said and not rules.v.has_envido:
        raise BadObservation(f"envido.said: {rules.variant} has no envido")
    for s, value in said:
        if value is not None and (type(value) is not int or value not in ENVIDO_VALUES):
            raise BadObservation(f"envido.said: seat {s} declares {clip(repr(value), 20)}, "
                                 "not an envido value (0 to 7 or 20 to 33)")
    if not isinstance(sung, list) or not all(_seat(s, n) for s in sung) or len(set(sung)) != len(sung):
        raise BadObservation(f"flor_sung must be a list of distinct seats from 0 to {n - 1}")
    if sung and not rules.flor:
        raise BadObservation("flor_sung: the rules have no flor")
    known = [list(dict.fromkeys(p)) for p in played]
    for entry in obs.get("shown") or []:
        if isinstance(entry, dict) and _seat(entry.get("seat"), n) and isinstance(entry.get("cards"), list):
            known[entry["seat"]] += [c for c in entry["cards"] if c in rules.v.strength and c not in known[entry["seat"]]]
    if hand is not None:
        known[me] = list(dict.fromkeys(known[me] + hand))
    seen = [c for cards in known for c in cards]
    if len(set(seen)) != len(seen):
        raise BadObservation("tricks, hand and shown hold the same card twice")
    for s in range(n):
        if len(known[s]) > 3:
            raise BadObservation(f"tricks: seat {s} shows more than three cards")
    seen_set = set(seen)
    unseen = [c for c in rules.v.deck if c not in seen_set]
    tests: dict[int, list] = {}  # per seat: what its three cards must satisfy
    best = None
    for s, value in said:
        if value is not None:
            best = value
            tests.setdefault(s, []).append((f"envido.said: seat {s} cannot hold an envido of {value}",
                                            lambda cards, v=value: envido_value(cards) == v))
        elif best is not None:  # son buenas: no better than the best value of the other team so far
            tests.setdefault(s, []).append((f"envido.said: seat {s} cannot say son buenas to {best}",
                                            lambda cards, v=best: envido_value(cards) <= v))
    for s in sung:
        tests.setdefault(s, []).append((f"flor_sung: seat {s} cannot hold a flor", has_flor))
    for s, checks in tests.items():
        for why, test in checks:
            if not _completions(known[s], unseen, test, first_only=True):
                raise BadObservation(f"{why} with the cards seen")
    open_seats = [s for s in tests if len(known[s]) < 3]
    if len(open_seats) < 2:
        return
    options = [_completions(known[s], unseen, lambda cards, c=tests[s]: all(t(cards) for _, t in c))
               for s in open_seats]
    if not _jointly_possible(options):
        raise BadObservation("envido.said and flor_sung: the seats' declared values and flores "
                             "cannot all hold at once with the cards seen")


def _completions(known: list[str], unseen: list[str], test, first_only: bool = False) -> list[frozenset]:
    """The sets of unseen cards that complete ``known`` to three cards passing ``test``."""
    out = []
    for more in combinations(unseen, 3 - len(known)):
        if test(known + list(more)):
            out.append(frozenset(more))
            if first_only:
                break
    return out


def _jointly_possible(options: list[list[frozenset]], budget: int = 200_000) -> bool:
    """Whether every seat can take one of its completions with no card taken twice (a search
    with forward checking, the most constrained seat first). Past ``budget`` steps it answers
    True: the observation is then left to the players, not refused on a guess."""
    steps = 0

    def search(lists: list[list[frozenset]]) -> bool:
        nonlocal steps
        if not lists:
            return True
        first, *rest = sorted(lists, key=len)
        for pick in first:
            steps += 1 + sum(map(len, rest))
            if steps > budget:
                return True
            narrowed = [[c for c in other if not (pick & c)] for other in rest]
            if all(narrowed) and search(narrowed):
                return True
        return False

    return search(options)


def answer(line: bytes | str, level: str, seed: int) -> str:
    """The output line (without newline) for one input line."""
    if isinstance(line, bytes) and line.startswith(_BOM):
        line = line[len(_BOM):]
    elif isinstance(line, str) and line.startswith("\ufeff"):
        line = line[1:]
    try:
        obs = check(json.loads(line))
    except BadObservation as exc:
        return json.dumps({"error": str(exc)})
    except (ValueError, RecursionError) as exc:
        return json.dumps({"error": f"not JSON: {clip(str(exc), 200)}"})
    except (TypeError, KeyError, AttributeError) as exc:  # a shape check() did not foresee
        return json.dumps({"error": f"not a usable observation: {type(exc).__name__}"})
    hist, hand_no = obs.get("history"), obs.get("hand_no")
    hand_no = hand_no if type(hand_no) is int else 0
    dseed = decision_seed(seed, hand_no, len(hist) if isinstance(hist, list) else 0, obs["seat"])
    if obs.get("senas_legal"):
        try:
            senas = choose_senas(obs, level, sena_seed(seed, hand_no, obs["seat"]))
        except Exception:  # a malformed but plausible observation: no seña
            senas = []
        if senas:
            return senas[0]
        if not obs["legal"]:
            return "none"
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
        say(reply, out)
        count += 1


def main(argv: list[str] | None = None) -> int:
    """Command-line entry point; returns the exit status.

    :raises tools.cli.OutputClosed: when an answer cannot be written (:func:`tools.cli.run`).
    """
    p = Parser(prog="python -m game.bot", description=__doc__.splitlines()[0])
    p.add_argument("--level", choices=LEVELS + CHARACTERS, default="normal", metavar="LEVEL",
                   help=f"a level ({', '.join(LEVELS)}) or a character ({', '.join(CHARACTERS)})")
    p.add_argument("--seed", type=int, default=0, help="mixed into every decision's seed")
    a = p.parse_args(argv)
    if sys.stdout is None:
        raise OutputClosed("standard output is closed")
    if sys.stdin is None:
        warn("python -m game.bot: standard input is closed")
        return 1
    try:
        serve(a.level, a.seed, sys.stdin.buffer, sys.stdout)
    except KeyboardInterrupt:
        return 0
    return 0


if __name__ == "__main__":
    cli_run(main)
