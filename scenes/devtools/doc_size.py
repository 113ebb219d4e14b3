"""The saved document after a year of daily play, simulated: how big it grows.

    python -m scenes.devtools.doc_size [--days 365]

365 days from 2026-01-01; each day the Diario of the usual rules (Argentino 1 v 1 to 30) and, every
other day, the one of Argentino 2 v 2, played to the end by a computer in the person's seat and
recorded as the game records them (statistics, the Diario's history with its code); three matches
of your own a day; five friends' codes a day put on the friends' board (their Diarios of the
usual rules, verified). Prints the saved document's size (characters as written, bytes of UTF-8),
its parts, what the board kept, and the backup's text code's length.
"""
from __future__ import annotations

import argparse
import sys
from datetime import date, timedelta


def year_document(days: int = 365, friends: int = 5, own_matches: int = 3, start: date = date(2026, 1, 1),
                  level: str = "normal") -> dict:
    """The saved document after ``days`` of daily play (see the module docstring)."""
    from game import daily
    from game.ai import decide
    from game.daily import sharecode
    from game.match import Match
    from game.rules import Rules
    from scenes.host import records
    from scenes.host.storage import default_document
    doc = default_document("es")
    doc["settings"]["name"] = "Ana María"
    usual, pairs = Rules(), Rules(players=4)
    seed = 0
    for k in range(days):
        day = start + timedelta(days=k)
        for rules in ([usual, pairs] if k % 2 == 0 else [usual]):
            actions = daily.autoplay_actions(day, rules, level, "normal")
            m = daily.replay(day, rules, level, actions)
            records.record_match(doc, m, {"date": day.isoformat(), "rules_key": daily.rules_key(rules)}, level)
        for _ in range(own_matches):
            seed += 1
            m = Match(Rules(target=15), seed)
            while not m.over:
                if m.hand is None or m.hand.over:
                    m.start_hand()
                    continue
                seat = m.to_act
                m.apply(f"{seat}:{decide(m.observe(seat), 'normal', seed + len(m.hand.history))}")
            records.record_match(doc, m)
        for f in range(friends):
            acts = daily.autoplay_actions(day, usual, level, ("normal", "random", "facil")[f % 3])
            code = sharecode.encode_code(day, usual, level, acts, name=f"Amigo {f + 1}")
            records.add_to_board(doc, sharecode.verify_code(code), day)
    return doc


def main(argv: list[str] | None = None) -> int:
    """Simulate, then print the sizes."""
    p = argparse.ArgumentParser(prog="python -m scenes.devtools.doc_size", description=__doc__.splitlines()[0])
    p.add_argument("--days", type=int, default=365, help="days played (default 365)")
    a = p.parse_args(argv)
    from scenes.host import storage
    from scenes.host.backup import backup_text
    doc = year_document(a.days)
    text = storage.encode(doc)
    parts = {name: len(storage._encode(doc.get(name))) for name in ("settings", "stats", "daily", "board")}
    print(f"{a.days} days: the saved document is {len(text)} characters ({len(text.encode('utf-8'))} bytes of "
          f"UTF-8; the limit is {storage.MAX_DOCUMENT_CHARS})")
    print("  parts (characters): " + ", ".join(f"{k} {v}" for k, v in parts.items()))
    entries = doc["board"]["entries"]
    print(f"  board: {len(entries)} friends' results kept, from {min(e['date'] for e in entries)} "
          f"to {max(e['date'] for e in entries)}")
    print(f"  Diarios: {len(doc['daily']['days'])} days kept; the backup as a text code: "
          f"{len(backup_text(doc))} characters")
    return 0


if __name__ == "__main__":
    sys.exit(main())
