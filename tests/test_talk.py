"""Table talk: at most one line per action, chosen from what everyone saw (never a hidden card),
said only by characters, the same on every replay, and written in the three languages."""
from __future__ import annotations

import json

from game.ai import decide, decision_seed
from game.ai.cast import BY_ID, VOICES
from game.match import Match
from game.rules import Rules
from game.talk import MOMENTS, RATE, Line, pick, public
from scenes.ui import i18n

SETUPS = (
    (Rules(players=2, target=30), {1: "rulo"}),
    (Rules(players=4, target=30), {1: "turco", 2: "cosme", 3: "beba"}),
    (Rules(players=4, target=15, flor=True), {1: "chola", 3: "flaco"}),
    (Rules(variant="mineiro"), {1: "tiao", 2: "ze", 3: "nina"}),
)


def matches(seeds=range(4), visit=None):
    """Play the setups' matches (characters at their seats, ``normal`` at the others); ``visit(match,
    cast, events, before)`` sees every action."""
    for rules, ids in SETUPS:
        cast = {s: BY_ID[n] for s, n in ids.items()}
        for seed in seeds:
            m = Match(rules, seed)
            m.start_hand()
            while not m.over:
                if m.hand.over:
                    m.start_hand()
                    continue
                seat = m.to_act
                obs = m.observe(seat)
                act = decide(obs, ids.get(seat, "normal"), decision_seed(seed, m.hand_no, len(m.hand.history), seat))
                before = list(m.scores)
                events = m.apply(f"{seat}:{act}")
                visit(m, cast, events, before)


def test_every_line_exists_in_three_languages_and_names_no_card():
    cat = i18n._catalog if i18n.keys() else {}
    for moment in MOMENTS:
        assert moment in RATE
        for voice in VOICES:
            entry = cat[f"talk.{moment}.{voice}"]
            assert set(entry) == {"es", "pt", "en"}
            for text in entry.values():
                assert 0 < len(text) <= 40 and "{" not in text, text


def test_lines_come_from_characters_one_at_most_and_the_same_on_a_replay():
    said: list[tuple] = []
    moments: set[str] = set()

    def visit(m, cast, events, before):
        line = pick(events, m.observe(0), cast, m.seed, before)
        if line is None:
            return
        assert isinstance(line, Line) and line.seat in cast and line.seat != 0
        assert line.key == f"talk.{line.moment}.{cast[line.seat].voice}"
        assert 0 <= line.after < len(events)
        moments.add(line.moment)
        said.append((m.seed, m.hand_no, len(m.hand.history), line))

    matches(visit=visit)
    again: list[tuple] = []
    matches(visit=lambda m, cast, events, before: again.append(
        (m.seed, m.hand_no, len(m.hand.history), pick(events, m.observe(0), cast, m.seed, before))))
    assert said == [x for x in again if x[3] is not None]
    # the moments of a lively table all happen
    assert {"won_big", "lost_big", "refused", "parda", "son_buenas", "falta", "buenas", "match_won",
            "match_lost", "bluff_caught"} <= moments, moments
    assert len(said) > 100


def test_a_line_never_depends_on_a_hidden_card():
    """Whoever's observation is given, the same line: public() leaves out every private part, and
    the line is the same with it as with the full observation of any seat."""
    checked = 0

    def visit(m, cast, events, before):
        nonlocal checked
        tables = [public(m.observe(s)) for s in range(m.rules.players)]
        assert all(t == tables[0] for t in tables)
        text = json.dumps(tables[0])
        shown = {c for cards in m.hand.envido.shown.values() for c in cards}  # the envido's proof
        for s in range(m.rules.players):
            for card in set(m.hand.cards[s]) - shown:  # cards still held are nowhere in the public part
                assert f'"{card}"' not in text
        lines = [pick(events, m.observe(s), cast, m.seed, before) for s in range(m.rules.players)]
        assert all(line == lines[0] for line in lines)
        checked += 1

    matches(seeds=range(2), visit=visit)
    assert checked > 300


def test_no_characters_no_talk():
    m = Match(Rules(players=2), 3)
    events = m.start_hand()
    assert pick(events, m.observe(0), {}, 3, [0, 0]) is None
