"""The friends' board: friends' verified Diario results, ranked by day and by week.

Pure functions over the saved document's ``"board"`` object (plain JSON); each returns a new
object and leaves its argument alone; anything unreadable in it is dropped, never an error::

    {"version": 1,
     "entries": [
        {"code": "4…",                 # the canonical share code (a code counts once)
         "name": "Ana",                # the name the code carries ("" when none)
         "date": "2026-11-30",         # the Diario's day
         "rules_key": "argentino-2p-30",
         "level": "normal",
         "won": True, "scores": [30, 21],
         "chicos": [2, 1],             # a partido only
         "hints": False,               # a hint (Ayuda) was asked for
         "check": "exact",             # or "legal" (game.daily.sharecode)
         "players_version": 1},        # None for codes of formats 1–3
        ...]}

Only a code that :func:`game.daily.sharecode.verify_code` proved is made an entry
(:func:`entry_of`); the board keeps at most :data:`MAX_ENTRIES` entries and
:data:`MAX_CODE_CHARS_KEPT` characters of codes, dropping whole weeks, the oldest first
(:func:`bound`). A week runs from Monday to Sunday (ISO weeks).

Standings (:func:`day_standings`, :func:`week_standings`) rank the rows of one rules choice:
for a day, a win first, then a result without hints, then the chicos' difference (a partido),
then the points' difference; for a week, more wins first, then fewer days with hints, then the
sum of the points' differences. Rows that tie share a rank (1, 1, 3).
"""
from __future__ import annotations

import copy
from datetime import date, timedelta
from typing import Iterable

from .names import BadName, clean_name, name_key

BOARD_VERSION = 1
MAX_ENTRIES = 400
MAX_CODE_CHARS_KEPT = 150_000
CHECKS = ("exact", "legal")
#: a friend's day may already be tomorrow where the friend lives
DAYS_AHEAD = 1


# --------------------------------------------------------------------------- reading
def _iso(x) -> str | None:
    if not isinstance(x, str):
        return None
    try:
        return date.fromisoformat(x).isoformat() if len(x) == 10 else None
    except ValueError:
        return None


def _pair(x) -> list[int] | None:
    if isinstance(x, list) and len(x) == 2 and all(type(v) is int and 0 <= v < 1000 for v in x):
        return list(x)
    return None


def clean_entry(entry) -> dict | None:
    """A well-formed copy of one entry, or None when it cannot be read."""
    if not isinstance(entry, dict):
        return None
    code, key, day = entry.get("code"), entry.get("rules_key"), _iso(entry.get("date"))
    scores = _pair(entry.get("scores"))
    if not (isinstance(code, str) and 0 < len(code) <= 2000 and isinstance(key, str)
            and 0 < len(key) <= 80 and day and scores):
        return None
    try:
        name = clean_name(entry.get("name", ""))
    except BadName:
        return None
    out = {"code": code, "name": name, "date": day, "rules_key": key,
           "level": str(entry.get("level", ""))[:20], "won": bool(entry.get("won")),
           "scores": scores, "hints": bool(entry.get("hints")),
           "check": entry.get("check") if entry.get("check") in CHECKS else "legal",
           "players_version": entry.get("players_version")
           if type(entry.get("players_version")) is int else None}
    chicos = _pair(entry.get("chicos"))
    if chicos is not None:
        out["chicos"] = chicos
    return out


def clean_board(board) -> dict:
    """A well-formed, bounded copy of ``board`` (unreadable entries and repeated codes dropped)."""
    raw = board.get("entries") if isinstance(board, dict) else None
    seen: set[str] = set()
    entries = []
    for item in raw if isinstance(raw, list) else []:
        entry = clean_entry(item)
        if entry is not None and entry["code"] not in seen:
            seen.add(entry["code"])
            entries.append(entry)
    return bound({"version": BOARD_VERSION, "entries": entries})


def entry_of(verified: dict) -> dict:
    """The board's entry for a verified code (:func:`game.daily.sharecode.verify_code`'s answer).

    :raises ValueError: for an answer that is not a verified code's.
    """
    if not isinstance(verified, dict) or not verified.get("ok"):
        raise ValueError("only a verified code goes on the board")
    result = verified.get("result") or {}
    entry = clean_entry({"code": verified.get("code"), "name": verified.get("name", ""),
                         "date": verified.get("date"), "rules_key": verified.get("rules_key"),
                         "level": verified.get("level"), "won": result.get("won"),
                         "scores": result.get("scores"), "chicos": result.get("chicos"),
                         "hints": verified.get("hints"), "check": verified.get("check"),
                         "players_version": verified.get("players_version")})
    if entry is None:
        raise ValueError("the verified answer is incomplete")
    return entry


# --------------------------------------------------------------------------- weeks and bounds
def week_start(day: date | str) -> date:
    """The Monday of ``day``'s week."""
    d = day if isinstance(day, date) else date.fromisoformat(day)
    return d - timedelta(days=d.weekday())


def bound(board: dict) -> dict:
    """``board`` within :data:`MAX_ENTRIES` entries and :data:`MAX_CODE_CHARS_KEPT` characters of
    codes: whole weeks are dropped, the oldest first (the newest week is cut from its oldest
    entries only when it alone is too big)."""
    entries = list(board.get("entries", []))

    def size(rows: list[dict]) -> int:
        return sum(len(e["code"]) for e in rows)
    weeks = sorted({week_start(e["date"]) for e in entries})
    while len(weeks) > 1 and (len(entries) > MAX_ENTRIES or size(entries) > MAX_CODE_CHARS_KEPT):
        oldest = weeks.pop(0)
        entries = [e for e in entries if week_start(e["date"]) != oldest]
    while entries and (len(entries) > MAX_ENTRIES or size(entries) > MAX_CODE_CHARS_KEPT):
        entries.remove(min(entries, key=lambda e: e["date"]))
    return {"version": BOARD_VERSION, "entries": entries}


def add(board, verified: dict, today: date, own_codes: Iterable[str] = ()) -> tuple[dict, str]:
    """``board`` with a verified code's result, and what happened: ``"added"``, ``"duplicate"``
    (that code is there already), ``"own"`` (one of your own codes: your row is your own
    Diario), ``"future"`` (a Diario of a day that has not come yet, here or a day ahead),
    ``"taken"`` (that name already has a result for that Diario: the first one stays) or
    ``"full"`` (the board is full of this week's results).

    :raises ValueError: for an answer that is not a verified code's.
    """
    out = clean_board(board)
    entry = entry_of(verified)
    if entry["code"] in {e["code"] for e in out["entries"]}:
        return out, "duplicate"
    if entry["code"] in set(own_codes):
        return out, "own"
    if date.fromisoformat(entry["date"]) > today + timedelta(days=DAYS_AHEAD):
        return out, "future"
    if entry["name"] and any(player_key(e) == player_key(entry) and e["date"] == entry["date"]
                             and e["rules_key"] == entry["rules_key"] for e in out["entries"]):
        return out, "taken"
    grown = bound({"version": BOARD_VERSION, "entries": out["entries"] + [entry]})
    if entry not in grown["entries"]:
        return out, "full"
    return grown, "added"


# --------------------------------------------------------------------------- standings
def player_key(row: dict) -> str:
    """Who a row belongs to: you, a name (case folded), or, for a code without a name, that code
    alone."""
    if row.get("own"):
        return "\x00own"
    return name_key(row["name"]) if row.get("name") else f"\x00code:{row.get('code')}"


def own_rows(daily, name: str = "") -> list[dict]:
    """Your own finished Diarios (the saved document's ``"daily"``, :mod:`game.daily.stats`) as
    board rows marked ``"own": True``."""
    out = []
    days = daily.get("days") if isinstance(daily, dict) else None
    for iso, entries in (days if isinstance(days, dict) else {}).items():
        if not _iso(iso) or not isinstance(entries, dict):
            continue
        for key, e in entries.items():
            if not isinstance(e, dict) or e.get("status") != "finished":
                continue
            scores = _pair(e.get("scores")) or [0, 0]
            out.append({"own": True, "name": name, "date": iso, "rules_key": key,
                        "level": e.get("level"), "won": bool(e.get("won")), "scores": scores,
                        "hints": bool(e.get("hints")), "code": e.get("code") or "",
                        "check": "exact", "players_version": None})
    return out


def _ranked(rows: list[dict], key) -> list[dict]:
    rows = sorted(rows, key=key, reverse=True)
    out: list[dict] = []
    for i, row in enumerate(rows):
        tied = out and key(out[-1]) == key(row)
        out.append(dict(row, rank=out[-1]["rank"] if tied else i + 1))
    return out


def _day_key(row: dict) -> tuple:
    us, them = row["scores"]
    chicos = row.get("chicos") or [0, 0]
    return (bool(row["won"]), not row.get("hints"), chicos[0] - chicos[1], us - them)


def day_standings(rows: Iterable[dict], rules_key: str, day: date | str) -> list[dict]:
    """The results of one Diario (a rules choice and a day), ranked (see the module); each row
    as given plus ``"rank"`` and ``"margin"``. A player counts once (the first row found)."""
    iso = day.isoformat() if isinstance(day, date) else day
    mine: dict[str, dict] = {}
    for row in rows:
        if row.get("rules_key") == rules_key and row.get("date") == iso:
            mine.setdefault(player_key(row), copy.deepcopy(row))
    for row in mine.values():
        row["margin"] = row["scores"][0] - row["scores"][1]
    return _ranked(list(mine.values()), _day_key)


def _week_key(row: dict) -> tuple:
    return (row["won"], -row["hints"], row["margin"])


def week_standings(rows: Iterable[dict], rules_key: str, day: date | str) -> list[dict]:
    """One rules choice's Diarios of ``day``'s week (Monday to Sunday), each player's days added
    up and ranked (see the module): rows ``{"name", "own", "played", "won", "hints" (days with
    hints), "margin" (sum of the points' differences), "days": [ISO dates], "rank"}``."""
    monday = week_start(day)
    days = [(monday + timedelta(days=k)).isoformat() for k in range(7)]
    players: dict[str, dict] = {}
    for iso in days:
        for row in day_standings(rows, rules_key, iso):
            p = players.setdefault(player_key(row), {"name": row.get("name", ""),
                                                     "own": bool(row.get("own")), "played": 0,
                                                     "won": 0, "hints": 0, "margin": 0, "days": []})
            p["played"] += 1
            p["won"] += bool(row["won"])
            p["hints"] += bool(row.get("hints"))
            p["margin"] += row["margin"]
            p["days"].append(iso)
    return _ranked(list(players.values()), _week_key)


def rules_keys(rows: Iterable[dict]) -> list[str]:
    """The rules choices the rows have results for, most results first."""
    counts: dict[str, int] = {}
    for row in rows:
        counts[row["rules_key"]] = counts.get(row["rules_key"], 0) + 1
    return sorted(counts, key=lambda k: (-counts[k], k))
