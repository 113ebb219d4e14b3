"""The Diario's command line, ``python -m game.daily`` (see :mod:`game.daily`)::

    python -m game.daily deals --date 2026-11-29 --variant argentino --players 2 [--flor] \\
        [--target 30] [--no-envido-raises] [--chicos 3] --count 3
    python -m game.daily verify CODE
    python -m game.daily board [CODE ...] [--date 2026-11-30] [--json]   # or the codes on stdin
    python -m game.daily autoplay --date 2026-11-29 --variant argentino --level normal

``deals`` prints the day's first deals as JSON; ``verify`` replays a share code and prints the
proven result (JSON, then a line of text), or refuses it with a message and exit status 2;
``board`` verifies friends' codes (or share links; one a line on stdin when none is given) and
prints the friends' board they make: for each rules choice, each day's Diario and each week,
the players ranked (:mod:`game.daily.board`); a refused code gets a line on stderr with the
reason, and the status is then 2. ``autoplay`` lets a computer player take the human's seat too
and prints the record and its code (for trying the format out and measuring). Bad arguments get
one line on stderr and status 2.

The imports go one way: this command line → :mod:`game.daily.sharecode` → the rest of the
package. It is a command line, not part of the game: the web build leaves it out.
"""
from __future__ import annotations

import argparse
import json
import re
from datetime import date, timedelta

from tools.cli import Parser, run as cli_run, say, warn

from .. import ai
from ..errors import BadRules, clip
from ..rules import Rules
from . import board as board_mod
from . import sharecode
from .codetext import MAX_CODE_CHARS, code_in
from .deals import daily_rules, deals
from .play import DEFAULT_LEVEL, autoplay_actions, match_result, replay
from .words import board_words, check_words, rules_label, share_text

_DATE = re.compile(r"[0-9]{4}-[0-9]{2}-[0-9]{2}", re.ASCII)


def _parse_date(text: str) -> date:
    """A date written YYYY-MM-DD (nothing else that :meth:`date.fromisoformat` would read)."""
    if not _DATE.fullmatch(text):
        raise argparse.ArgumentTypeError(f"{clip(repr(text), 30)} is not a date YYYY-MM-DD")
    try:
        return date.fromisoformat(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a day of the calendar") from None


def _whole(text: str) -> int:
    """A small whole number written in ASCII digits."""
    if not (text.isascii() and text.isdigit() and len(text) <= 6):
        raise argparse.ArgumentTypeError(f"{clip(repr(text), 30)} is not a whole number")
    return int(text)


def _rules_args(p: argparse.ArgumentParser) -> None:
    p.add_argument("--date", type=_parse_date, required=True, help="the local date, YYYY-MM-DD")
    p.add_argument("--variant", choices=("argentino", "mineiro"), default="argentino")
    p.add_argument("--players", type=_whole, default=None, help="2 or 4 (Mineiro: 4)")
    p.add_argument("--flor", action="store_true")
    p.add_argument("--target", type=_whole, default=None)
    p.add_argument("--no-envido-raises", dest="envido_raises", action="store_false")
    p.add_argument("--chicos", type=_whole, choices=(1, 3), default=1)


def _rules_of(args) -> Rules:
    d = {"variant": args.variant, "flor": args.flor, "envido_raises": args.envido_raises,
         "chicos": args.chicos}
    if args.players is not None:
        d["players"] = args.players
    if args.target is not None:
        d["target"] = args.target
    return daily_rules(Rules.from_dict(d))


def parser() -> argparse.ArgumentParser:
    """The argument parser of ``python -m game.daily``."""
    top = Parser(prog="python -m game.daily", description="The Diario.")
    sub = top.add_subparsers(dest="cmd", required=True)
    p = sub.add_parser("deals", help="print the day's first deals as JSON")
    _rules_args(p)
    p.add_argument("--count", type=_whole, default=1)
    p = sub.add_parser("verify", help="replay a share code and print the proven result")
    p.add_argument("code")
    p.add_argument("--lang", default="es", choices=("es", "pt", "en"))
    p = sub.add_parser("board", help="verify friends' codes and print their standings")
    p.add_argument("codes", nargs="*", metavar="CODE", help="share codes or links (default: stdin)")
    p.add_argument("--date", type=_parse_date, default=None,
                   help="only that day's Diario and its week")
    p.add_argument("--lang", default="es", choices=("es", "pt", "en"))
    p.add_argument("--json", action="store_true", help="the standings as JSON")
    p = sub.add_parser("autoplay", help="a computer plays the human seat too; prints the code")
    _rules_args(p)
    p.add_argument("--level", choices=ai.LEVELS, default=DEFAULT_LEVEL)
    p.add_argument("--human-level", choices=ai.LEVELS, default="random")
    p.add_argument("--lang", default="es", choices=("es", "pt", "en"))
    return top


def main(argv: list[str] | None = None) -> int:
    """The command line (see the module docstring); returns the exit status.

    :raises tools.cli.OutputClosed: when the answer cannot be written (:func:`tools.cli.run`).
    """
    args = parser().parse_args(argv)
    try:
        if args.cmd == "deals":
            say(json.dumps(deals(args.date, _rules_of(args), args.count)))
            return 0
        if args.cmd == "autoplay":
            rules = _rules_of(args)
            actions = autoplay_actions(args.date, rules, args.level, args.human_level)
            m = replay(args.date, rules, args.level, actions)
            code = sharecode.encode_code(args.date, rules, args.level, actions)
            res = match_result(m)
            say(json.dumps({"human_actions": actions, "code": code, "result": res}))
            say(share_text(args.date, rules, res, code, args.lang))
            return 0
    except (BadRules, ValueError) as exc:
        say(json.dumps({"error": str(exc)}))
        return 2
    if args.cmd == "board":
        return _board(args)
    out = sharecode.verify_code(args.code, lang=args.lang)
    say(json.dumps(out, ensure_ascii=False))
    if not out["ok"]:
        warn(f"refused: {out['error']}")
        return 2
    say(out["text"])
    return 0


MAX_STDIN_CODES = 10_000


def _stdin_codes() -> list[str]:
    """One code (or link) a line from stdin, blank lines skipped; bounded."""
    import sys
    out: list[str] = []
    for line in sys.stdin:
        if len(out) >= MAX_STDIN_CODES:
            warn(f"more than {MAX_STDIN_CODES} codes: the rest are left out")
            break
        line = line[:4 * MAX_CODE_CHARS].strip()
        if line:
            out.append(line)
    return out


def _board(args) -> int:
    """``board``: verify, gather, rank, print."""
    texts = args.codes or _stdin_codes()
    entries: list[dict] = []
    refused = 0
    for text in texts:
        out = sharecode.verify_code(code_in(text), lang=args.lang)
        if not out["ok"]:
            refused += 1
            warn(f"refused: {clip(text.strip(), 40)}: {out['error']}")
            continue
        if out["code"] in {e["code"] for e in entries}:
            continue
        entries.append(board_mod.entry_of(out))
    result = _standings(entries, args.date)
    if args.json:
        say(json.dumps(result, ensure_ascii=False))
    else:
        _print_standings(result, args.lang)
    return 2 if refused else 0


def _standings(entries: list[dict], day: date | None) -> dict:
    """``{rules_key: {"days": {iso: rows}, "weeks": {monday iso: rows}}}``."""
    out: dict = {}
    for key in board_mod.rules_keys(entries):
        rows = [e for e in entries if e["rules_key"] == key]
        days = sorted({e["date"] for e in rows})
        if day is not None:
            days = [d for d in days if d == day.isoformat()]
            weeks = [board_mod.week_start(day)]
        else:
            weeks = sorted({board_mod.week_start(d) for d in days})
        per_week = {w.isoformat(): board_mod.week_standings(rows, key, w) for w in weeks}
        per_week = {w: r for w, r in per_week.items() if r}
        if days or per_week:
            out[key] = {"days": {d: board_mod.day_standings(rows, key, d) for d in days},
                        "weeks": per_week}
    return out


def _print_standings(result: dict, lang: str) -> None:
    w = board_words(lang)
    for key, parts in result.items():
        say(f"{rules_label(daily_rules(_rules_from_key(key)), lang)} ({key})")
        for iso, rows in parts["days"].items():
            say("  " + w["day"].format(date=iso))
            for row in rows:
                us, them = row["scores"]
                text = w["won" if row["won"] else "lost"].format(us=us, them=them)
                if row.get("hints"):
                    text += f" ({w['hints']})"
                name = row["name"] or w["anonymous"]
                say(f"    {row['rank']:>2}. {name:<16}  {text:<24}  {check_words(row['check'], lang)}")
        for monday, rows in parts["weeks"].items():
            start = date.fromisoformat(monday)
            say("  " + w["week"].format(start=monday, end=(start + timedelta(days=6)).isoformat()))
            for row in rows:
                text = w["week_row"].format(won=row["won"], played=row["played"], margin=row["margin"])
                if row["hints"]:
                    text += f" · {w['hint_days'].format(n=row['hints'])}"
                say(f"    {row['rank']:>2}. {row['name'] or w['anonymous']:<16}  {text}")


def _rules_from_key(key: str) -> Rules:
    from .deals import rules_from_key
    return rules_from_key(key)


if __name__ == "__main__":
    cli_run(main)
