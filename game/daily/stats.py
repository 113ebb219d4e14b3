"""Statistics and the Diario's history: pure functions over the storage document's ``stats`` and
``daily`` objects (plain JSON). Each function returns a new object and leaves its argument alone;
a missing, old or damaged object (wrong types, cut by the storage) reads as empty where it is
wrong, never as an error.

``stats`` (the document's ``"stats"``)::

    {"version": 1,
     "variants": {
        "argentino": {
            "played": 12, "won": 7,            # matches finished and won
            "hands": 160,                      # hands dealt in them
            "points_for": 301, "points_against": 287,
            "envido": {"called": 20, "won": 13},  # hands where our team called envido / and
                                                  # then scored the envido (quiero or no quiero)
            "truco": {"called": 25, "won": 18},   # hands where our team made a bet call (truco,
                                                  # retruco …; Mineiro truco, seis …) / and won
                                                  # that hand
            "flor": {"sung": 3, "won": 2}},       # hands where our team sang flor / scored it
        "mineiro": {...same keys...}},
     "by_rules": {"argentino-2p-30": {"played": 5, "won": 3}, ...},
     "recent": {"argentino-2p-30": [        # the last RECENT_KEPT matches of a rules choice,
        {"won": True, "us": 30, "them": 21, "daily": False}, ...]},   # oldest first
     "envido_values": {"27": {"played": 4, "won": 3}, ...},   # Argentino: hands whose envido was
                                                # accepted, by your own envido value / and
                                                # our team scored it
     "bets": {"argentino": {"ours": {"won": 5, "lost": 2, "refused": 7},   # how the hands with
                            "theirs": {...}},   # a bet ended, by who made the last call:
              "mineiro": {...}}}                # accepted and won or lost by the caller, or
                                                # refused (no quiero, corro, or the mazo)

"Our team" is the human's: team 0 (seats 0 and 2). Keys are :func:`game.daily.rules_key`.
``recent``, ``envido_values`` and ``bets`` came with the charts: matches recorded before them
count there from then on.

``daily`` (the document's ``"daily"``)::

    {"version": 1,
     "days": {
        "2026-11-29": {                       # the player's local date, ISO
            "argentino-2p-30": {              # one daily per rules choice per day
                "status": "finished",         # or "in_progress"
                "level": "normal",
                "won": True, "scores": [30, 22], "hands": 14,
                "code": "25H6CP6Z…",          # the share code (finished only)
                "actions": [...]}},           # the human's record (in progress only):
                                              # game.daily.replay rebuilds the match from it
        ...},
     "best_streak": 9}                        # kept even if old days are dropped

A finished daily is final: recording that day and rules choice again changes nothing. The streak
counts consecutive days with at least one finished daily (won or lost); today's streak is still
alive while today's daily has not been played yet.
"""
from __future__ import annotations

import copy
from datetime import date, timedelta
from typing import Iterable

from ..envido import CALLS as ENVIDO_CALLS
from ..rules import Rules
from ..variants import VARIANTS
from .deals import rules_key

STATS_VERSION = 1
DAILY_VERSION = 1
HUMAN_TEAM = 0
LEVEL_ORDER = ("random", "facil", "normal", "dificil")
_COUNTERS = ("played", "won", "hands", "points_for", "points_against")
_PAIRS = {"envido": ("called", "won"), "truco": ("called", "won"), "flor": ("sung", "won")}
RECENT_KEPT = 30
MAX_RULE_SETS = 60  # rules choices with recent results kept
ENVIDO_MAX = 33
BET_ENDS = ("won", "lost", "refused")
BET_SIDES = ("ours", "theirs")


# --------------------------------------------------------------------------- helpers
def _count(x) -> int:
    return x if type(x) is int and x >= 0 else 0


def _dict(x) -> dict:
    return x if isinstance(x, dict) else {}


def _key(rules) -> str:
    return rules if isinstance(rules, str) else rules_key(rules)


def _as_date(day) -> date:
    if isinstance(day, date):
        return day
    try:
        return date.fromisoformat(day)
    except (TypeError, ValueError):
        raise ValueError(f"{day!r} is not a date YYYY-MM-DD") from None


def _event(e) -> dict:
    return e.to_dict() if hasattr(e, "to_dict") else _dict(e)


def empty_variant() -> dict:
    """The counters of one variant, all zero."""
    out: dict[str, int | dict[str, int]] = {k: 0 for k in _COUNTERS}
    for name, (a, b) in _PAIRS.items():
        out[name] = {a: 0, b: 0}
    return out


def _clean_variant(x) -> dict:
    x = _dict(x)
    out: dict[str, int | dict[str, int]] = {k: _count(x.get(k)) for k in _COUNTERS}
    for name, (a, b) in _PAIRS.items():
        pair = _dict(x.get(name))
        out[name] = {a: _count(pair.get(a)), b: _count(pair.get(b))}
    return out


def empty_bets() -> dict:
    """How the hands with a bet ended, all zero (see the module docstring)."""
    return {side: {end: 0 for end in BET_ENDS} for side in BET_SIDES}


def _clean_recent(recent) -> dict:
    out = {}
    for key, rows in list(_dict(recent).items())[-MAX_RULE_SETS:]:
        if not isinstance(key, str) or not isinstance(rows, list):
            continue
        good = [{"won": bool(r.get("won")), "us": _count(r.get("us")), "them": _count(r.get("them")),
                 "daily": bool(r.get("daily"))} for r in rows if isinstance(r, dict)]
        if good:
            out[key] = good[-RECENT_KEPT:]
    return out


def _clean_envido_values(values) -> dict:
    out = {}
    for k, pair in _dict(values).items():
        if isinstance(k, str) and k.isdigit() and len(k) <= 2 and int(k) <= ENVIDO_MAX:
            pair = _dict(pair)
            out[str(int(k))] = {"played": _count(pair.get("played")), "won": _count(pair.get("won"))}
    return out


def _clean_bets(bets) -> dict:
    out = {}
    for v in VARIANTS:
        sides = _dict(_dict(bets).get(v))
        out[v] = {side: {end: _count(_dict(sides.get(side)).get(end)) for end in BET_ENDS}
                  for side in BET_SIDES}
    return out


def clean_stats(stats) -> dict:
    """A well-formed copy of ``stats`` (anything unreadable reads as zero)."""
    stats = _dict(stats)
    variants = _dict(stats.get("variants"))
    by_rules = _dict(stats.get("by_rules"))
    return {
        "version": STATS_VERSION,
        "variants": {v: _clean_variant(variants.get(v)) for v in VARIANTS},
        "by_rules": {k: {"played": _count(_dict(r).get("played")), "won": _count(_dict(r).get("won"))}
                     for k, r in by_rules.items() if isinstance(k, str)},
        "recent": _clean_recent(stats.get("recent")),
        "envido_values": _clean_envido_values(stats.get("envido_values")),
        "bets": _clean_bets(stats.get("bets")),
    }


# --------------------------------------------------------------------------- matches
def hand_tallies(events: Iterable, rules: Rules) -> dict:
    """Our team's envido, truco and flor tallies and points over a match's events.

    :param events: every event of the match, in order (:class:`game.events.Event` or their
        ``to_dict()``); ``deal`` events separate the hands (:func:`match_events` gives them all).
    :returns: ``{"hands", "points_for", "points_against", "envido": {"called", "won"},
        "truco": {...}, "flor": {"sung", "won"}, "bets": {"ours", "theirs"}}`` (``bets``: how
        the hands with a bet ended, see the module docstring).
    """
    bet_calls = set(rules.v.bet_calls)
    out = empty_variant()
    del out["played"], out["won"]
    out["bets"] = empty_bets()
    hand: list[dict] = []

    def bet_end() -> None:
        caller = None  # the team of the hand's last bet call, and whether it was refused
        refused = False
        for e in hand:
            if e.get("kind") == "call" and e.get("what") in bet_calls and type(e.get("seat")) is int:
                caller, refused = e["seat"] % 2, False
            elif caller is not None and e.get("kind") == "answer" and type(e.get("seat")) is int \
                    and e["seat"] % 2 != caller and e.get("what") in (rules.v.refuse, "mazo"):
                refused = True
        winner = next((e.get("team") for e in hand if e.get("kind") == "hand-over"), None)
        if caller is None or (winner not in (0, 1) and not refused):
            return
        side = "ours" if caller == HUMAN_TEAM else "theirs"
        out["bets"][side]["refused" if refused else "won" if winner == caller else "lost"] += 1

    def close() -> None:
        if not hand:
            return
        ours = [e for e in hand if type(e.get("seat")) is int and e["seat"] % 2 == HUMAN_TEAM]
        scored = {e.get("what") for e in hand if e.get("kind") == "score" and e.get("team") == HUMAN_TEAM}
        won_hand = any(e.get("kind") == "hand-over" and e.get("team") == HUMAN_TEAM for e in hand)
        if any(e.get("kind") == "call" and e.get("what") in ENVIDO_CALLS for e in ours):
            out["envido"]["called"] += 1
            out["envido"]["won"] += bool(scored & {"envido", "envido-refused"})
        if any(e.get("kind") == "call" and e.get("what") in bet_calls for e in ours):
            out["truco"]["called"] += 1
            out["truco"]["won"] += won_hand
        if any(e.get("kind") == "flor" for e in ours):
            out["flor"]["sung"] += 1
            out["flor"]["won"] += "flor" in scored
        bet_end()
        hand.clear()

    for raw in events:
        e = _event(raw)
        kind = e.get("kind")
        if kind == "deal":
            close()
            out["hands"] += 1
        elif kind == "score" and type(e.get("points")) is int:
            side = "points_for" if e.get("team") == HUMAN_TEAM else "points_against"
            out[side] += e["points"]
        hand.append(e)
    close()
    return out


def match_events(match) -> list:
    """Every event of a match from its first deal (a :class:`game.match.Match` keeps only the
    hand in progress): replays its log."""
    m = match.rewound()
    ev: list = []
    for entry in match.log:
        deal = entry["deal"]
        ev += m.start_hand(hands=deal.get("hands"), stock=deal.get("stock"))
        for action in entry["actions"]:
            ev += m.apply(action)
    return ev


def envido_outcomes(match) -> list[tuple[int, bool]]:
    """For each hand of a match whose envido was accepted: ``(your envido value, our team scored
    it)`` (Argentino; replays the match's log for the cards)."""
    from ..cards import envido_value
    if match.rules.variant != "argentino":
        return []
    m = match.rewound()
    out = []
    for entry in match.log:
        deal = entry["deal"]
        m.start_hand(hands=deal.get("hands"), stock=deal.get("stock"))
        ev = []
        for action in entry["actions"]:
            ev += m.apply(action)
        assert m.hand is not None
        won = [e.team for e in ev if e.kind == "score" and e.what == "envido"]
        if won:
            out.append((envido_value(m.hand.dealt[0]), won[0] == HUMAN_TEAM))
    return out


def record_match(stats, rules: Rules, won: bool, events: Iterable, *,
                 scores: list[int] | None = None, daily: bool = False,
                 envido: Iterable[tuple[int, bool]] = ()) -> dict:
    """``stats`` with one more finished match (see the module docstring for the shape).

    :param won: whether the human's team won.
    :param events: all the match's events (:func:`match_events`).
    :param scores: the final ``[nosotros, ellos]`` (for the recent results), when known.
    :param daily: it was a Diario.
    :param envido: :func:`envido_outcomes` of the match.
    """
    out = clean_stats(stats)
    if isinstance(rules, dict):
        rules = Rules.from_dict(rules)
    v = out["variants"][rules.variant]
    v["played"] += 1
    v["won"] += bool(won)
    t = hand_tallies(events, rules)
    for k in ("hands", "points_for", "points_against"):
        v[k] += t[k]
    for name, (a, b) in _PAIRS.items():
        v[name][a] += t[name][a]
        v[name][b] += t[name][b]
    bets = out["bets"][rules.variant]
    for side in BET_SIDES:
        for end in BET_ENDS:
            bets[side][end] += t["bets"][side][end]
    key = _key(rules)
    r = out["by_rules"].setdefault(key, {"played": 0, "won": 0})
    r["played"] += 1
    r["won"] += bool(won)
    if scores is not None:
        recent = out["recent"].pop(key, [])  # re-inserted last: the rule set played most lately
        recent.append({"won": bool(won), "us": _count(scores[0]), "them": _count(scores[1]),
                       "daily": bool(daily)})
        out["recent"][key] = recent[-RECENT_KEPT:]
        if len(out["recent"]) > MAX_RULE_SETS:
            del out["recent"][next(iter(out["recent"]))]
    for value, ours in envido:
        if type(value) is int and 0 <= value <= ENVIDO_MAX:
            pair = out["envido_values"].setdefault(str(value), {"played": 0, "won": 0})
            pair["played"] += 1
            pair["won"] += bool(ours)
    return out


# --------------------------------------------------------------------------- dailies
def clean_daily(daily) -> dict:
    """A well-formed copy of ``daily`` (unreadable days and entries are dropped)."""
    daily = _dict(daily)
    days = {}
    for iso, entries in _dict(daily.get("days")).items():
        try:
            _as_date(iso)
        except ValueError:
            continue
        good = {k: copy.deepcopy(e) for k, e in _dict(entries).items()
                if isinstance(k, str) and isinstance(e, dict)
                and e.get("status") in ("finished", "in_progress")}
        if good:
            days[iso] = good
    return {"version": DAILY_VERSION, "days": days, "best_streak": _count(daily.get("best_streak"))}


def record_daily(daily, date_iso: str, rules_key, result: dict) -> dict:
    """``daily`` with the result of the daily of ``date_iso`` for a rules choice.

    :param rules_key: a :func:`game.daily.rules_key` (or the rules themselves).
    :param result: :func:`game.daily.match_result` plus ``"level"``, and ``"code"`` when over
        (:func:`game.daily.sharecode.encode_code`) or ``"actions"`` (the human's record) while in progress.
        A finished daily is never replaced.
    """
    out = clean_daily(daily)
    iso = _as_date(date_iso).isoformat()
    key = _key(rules_key)
    day = out["days"].setdefault(iso, {})
    if _dict(day.get(key)).get("status") == "finished":
        return out
    over = bool(result.get("over", True))
    entry = {"status": "finished" if over else "in_progress", "level": result.get("level")}
    if result.get("hints"):
        entry["hints"] = True  # the person asked for a hint (Ayuda) during it
    if over:
        scores = result.get("scores") or [0, 0]
        entry.update(won=bool(result.get("won")), scores=[_count(scores[0]), _count(scores[1])],
                     hands=_count(result.get("hands")), code=result.get("code"))
    else:
        entry.update(scores=list(result.get("scores") or [0, 0]),
                     actions=list(result.get("actions") or []))
    day[key] = entry
    out["best_streak"] = max(out["best_streak"], _runs(out)[1])
    return out


def daily_status(daily, date_iso: str, rules) -> tuple[str, dict | None]:
    """``("new", None)``, ``("in_progress", entry)`` or ``("finished", entry)`` for the daily of a
    day and rules choice (``rules``: a Rules, its dict or its key); ``entry`` as stored."""
    days = _dict(_dict(daily).get("days"))
    entry = _dict(days.get(_as_date(date_iso).isoformat())).get(_key(rules))
    if not isinstance(entry, dict) or entry.get("status") not in ("finished", "in_progress"):
        return "new", None
    return entry["status"], copy.deepcopy(entry)


def _played_days(daily: dict) -> list[date]:
    out = []
    for iso, entries in daily["days"].items():
        if any(e.get("status") == "finished" for e in entries.values()):
            out.append(_as_date(iso))
    return sorted(out)


def _runs(daily: dict) -> tuple[dict[date, int], int]:
    """For each played day, the length of the run that ends on it; and the longest run."""
    ending: dict[date, int] = {}
    best = 0
    for d in _played_days(daily):
        ending[d] = ending.get(d - timedelta(days=1), 0) + 1
        best = max(best, ending[d])
    return ending, best


def streak(daily, today) -> tuple[int, int]:
    """``(current, best)``: consecutive days with a finished daily, up to ``today`` (a date or
    ISO text: the player's local date); the current run still counts when it ended yesterday."""
    d = clean_daily(daily)
    t = _as_date(today)
    ending, best = _runs(d)
    current = ending.get(t) or ending.get(t - timedelta(days=1), 0)
    return current, max(best, d["best_streak"])


def leaderboard(daily, n: int = 10) -> list[dict]:
    """The ``n`` best finished dailies: wins first, then the widest margin, the harder level, the
    latest date. Each ``{"date", "rules_key", "level", "won", "scores", "margin", "code"}``."""
    rows = []
    for iso, entries in clean_daily(daily)["days"].items():
        for key, e in entries.items():
            if e.get("status") != "finished":
                continue
            scores = e.get("scores") if isinstance(e.get("scores"), list) and len(e["scores"]) == 2 else [0, 0]
            us, them = _count(scores[0]), _count(scores[1])
            rows.append({"date": iso, "rules_key": key, "level": e.get("level"),
                         "won": bool(e.get("won")), "scores": [us, them], "margin": us - them,
                         "code": e.get("code")})
    level = {name: i for i, name in enumerate(LEVEL_ORDER)}
    rows.sort(key=lambda r: (r["won"], r["margin"], level.get(r["level"], -1), r["date"], r["rules_key"]),
              reverse=True)
    return rows[:max(0, n)]
