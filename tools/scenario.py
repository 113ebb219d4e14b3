"""``python -m game.scenario FILE.json``: play a scripted hand and print the outcome as JSON.

Input and output are described in DESIGN.md (the señas' keys in docs/senas.md). Any problem with the input prints
``{"error": "...", "index": ...}`` and exits with status 2 (``index`` is the failing action's index,
or null when the problem is not an action).
"""
from __future__ import annotations

import json
import sys
from collections import Counter

from game.errors import BadRules, IllegalAction, clip
from game.match import Match
from game.rules import Rules

from .cli import run as cli_run, say

MAX_BYTES = 1 << 20


class ScenarioError(Exception):
    """A problem with the scenario file; ``index`` names the action when it is one."""

    def __init__(self, message: str, index: int | None = None) -> None:
        super().__init__(message)
        self.index = index


def _cards(value, what: str, deck: frozenset[str]) -> list[str]:
    if not isinstance(value, list) or not all(isinstance(c, str) for c in value):
        raise ScenarioError(f"{what} must be a list of card strings")
    for c in value:
        if c not in deck:
            raise ScenarioError(f"{what}: unknown card {clip(repr(c), 20)}")
    return value


def _dealt_once(cards: list[str]) -> None:
    dup = sorted(c for c, k in Counter(cards).items() if k > 1)
    if dup:
        raise ScenarioError(f"card(s) dealt twice: {', '.join(dup)}")


def build(doc: dict) -> Match:
    """The match described by a scenario document, before its actions."""
    if not isinstance(doc, dict):
        raise ScenarioError("the scenario must be a JSON object")
    for key in ("rules", "actions"):
        if key not in doc:
            raise ScenarioError(f"missing key {key!r}")
    try:
        rules = Rules.from_dict(doc["rules"])
    except (BadRules, TypeError) as exc:
        raise ScenarioError(f"rules: {exc}") from None
    n = rules.players
    scores = doc.get("scores", [0, 0])
    if (not isinstance(scores, list) or len(scores) != 2
            or not all(type(x) is int and 0 <= x < 10_000 for x in scores)):
        raise ScenarioError("scores must be two non-negative whole numbers")
    if max(scores) >= rules.target:
        raise ScenarioError(f"scores must be below the target ({rules.target}): the match would be over")
    dealer = doc.get("dealer", n - 1)
    if type(dealer) is not int or not 0 <= dealer < n:
        raise ScenarioError(f"dealer must be a seat from 0 to {n - 1}")
    seed = doc.get("seed", 0)
    if type(seed) is not int and not isinstance(seed, str):
        raise ScenarioError("seed must be a whole number or a string")
    deck = frozenset(rules.v.deck)
    hands = stock = None
    if "hands" in doc and "stock" in doc:
        raise ScenarioError("give 'hands' or 'stock', not both")
    if "hands" in doc:
        hands = doc["hands"]
        if not isinstance(hands, list) or len(hands) != n:
            raise ScenarioError(f"hands must list the cards of all {n} seats")
        for s, h in enumerate(hands):
            _cards(h, f"hands[{s}]", deck)
            if len(h) != 3:
                raise ScenarioError(f"hands[{s}] must have 3 cards, not {len(h)}")
        _dealt_once([c for h in hands for c in h])
    elif "stock" in doc:
        stock = _cards(doc["stock"], "stock", deck)
        if len(stock) > len(deck):
            raise ScenarioError(f"the stock has {len(stock)} cards; the deck has {len(deck)}")
        _dealt_once(stock)
    else:
        raise ScenarioError("missing key 'hands' (or 'stock')")
    actions = doc["actions"]
    if not isinstance(actions, list) or not all(isinstance(a, str) for a in actions):
        raise ScenarioError("actions must be a list of strings")
    catch = doc.get("catch")
    if catch is not None and (not isinstance(catch, list) or len(catch) != n
                              or not all(type(c) is int and 0 <= c <= 100 for c in catch)):
        raise ScenarioError(f"catch must give each of the {n} seats a chance from 0 to 100 (percent)")
    m = Match(rules, seed=seed, dealer=dealer, scores=scores, catch=catch)
    try:
        m.start_hand(hands=hands, stock=stock)
    except IllegalAction as exc:
        raise ScenarioError(str(exc)) from None
    return m


def run(doc: dict) -> dict:
    """Play a scenario document and return the output document."""
    m = build(doc)
    hand = m.hand
    assert hand is not None  # build deals it
    events = list(hand.events)
    for i, action in enumerate(doc["actions"]):
        try:
            events += m.apply(action)
        except IllegalAction as exc:
            raise ScenarioError(str(exc), i) from None
    return {
        "scores": list(m.scores),
        "hand_over": hand.over,
        "match_over": m.over,
        "events": [e.to_dict() for e in events],
        "legal": m.legal_actions(),
        "to_act": m.to_act,
    }


def main(argv: list[str] | None = None) -> int:
    """Command-line entry point; returns the exit status.

    :raises tools.cli.OutputClosed: when the answer cannot be written (:func:`tools.cli.run`).
    """
    argv = sys.argv[1:] if argv is None else argv
    if len(argv) != 1:
        say(json.dumps({"error": "usage: python -m game.scenario FILE.json", "index": None}))
        return 2
    try:
        with open(argv[0], "rb") as f:
            raw = f.read(MAX_BYTES + 1)
        if len(raw) > MAX_BYTES:
            raise ScenarioError(f"the file is larger than {MAX_BYTES} bytes")
        try:
            doc = json.loads(raw.decode("utf-8-sig"))  # a UTF-8 byte order mark is allowed
        except (UnicodeDecodeError, ValueError) as exc:
            raise ScenarioError(f"malformed JSON: {clip(str(exc), 200)}") from None
        out = run(doc)
    except OSError as exc:
        say(json.dumps({"error": f"cannot read {clip(argv[0], 200)}: {exc.strerror}", "index": None}))
        return 2
    except ScenarioError as exc:
        say(json.dumps({"error": str(exc), "index": exc.index}))
        return 2
    except RecursionError:
        say(json.dumps({"error": "the JSON is nested too deeply", "index": None}))
        return 2
    say(json.dumps(out))
    return 0


if __name__ == "__main__":
    cli_run(main)
