"""The Diario's records and the statistics in the saved document, the Diario's share codes and
links, and the friends' board: the glue between the screens and ``game.daily.stats`` (the shapes
of ``doc["stats"]`` and ``doc["daily"]`` are documented there), ``game.daily.board``
(``doc["board"]``), ``game.daily`` and ``game.daily.sharecode``. The statistics, the board, the
charts, the menu and the match-over dialog use it.
"""
from __future__ import annotations

import datetime as _dt
from typing import Any

from game import daily as _daily
from game.daily import board as _board
from game.daily import sharecode as _sharecode
from game.daily import stats as _stats
from game.daily.codetext import WHYS, code_in
from game.daily.names import BadName, clean_name
from scenes.host import device
from scenes.host.saves import DIARIO, describe, saved
from scenes.ui.i18n import language, t


def rules_key(rules) -> str:
    """The daily's key of a rules choice (``"argentino-2p-30-flor"``)."""
    return _daily.rules_key(rules)


def daily_match(day: _dt.date, rules, level: str):
    """The Match of the daily of ``day`` for ``rules`` (a fresh one, no hand dealt), its computer
    players at ``level`` (with señas, how they catch them)."""
    return _daily.daily_match(day, rules, level)


def daily_record(doc: dict, day: str, key: str) -> dict | None:
    """The finished daily of ``day`` (ISO date) for rules ``key`` as stored, or None."""
    try:
        status, entry = _stats.daily_status(doc.get("daily"), day, key)
    except (ValueError, TypeError):
        return None
    return entry if status == "finished" else None


def player_name(doc: dict) -> str:
    """The player's name as the settings keep it ("" when none was given)."""
    name = doc.get("settings", {}).get("name", "") if isinstance(doc.get("settings"), dict) else ""
    try:
        return clean_name(name)
    except BadName:
        return ""


def share_code(match, daily: dict, level: str, hints: bool = False, name: str = "") -> str:
    """The share code of a finished daily ("" when the match is not a finished daily), with the
    player's ``name``.

    The finished match's log already holds every move, the computer players' too: the code is
    packed from it on the engine alone (``game.daily.sharecode.encode_moves``), in milliseconds.
    """
    try:
        day = _dt.date.fromisoformat(daily["date"])
        if not match.over or match.seed != _daily.daily_seed(day, match.rules):
            return ""
        return _sharecode.encode_moves(day, match.rules, level, _sharecode.moves_of(match), hints, name)
    except Exception:  # a code is a bonus: never stop the end of a match for it
        return ""


def share_link(code: str) -> str:
    """The link that opens the game's page on ``code`` ("" without a code, or where the page's
    address is not known: ``scenes.host.device.page_address``)."""
    page = device.page_address()
    return f"{page}#d={code}" if code and page else ""


def set_daily_code(doc: dict, daily: dict, code: str) -> None:
    """The finished Diario's record keeps ``code`` (made again with the player's name)."""
    try:
        entry = doc["daily"]["days"][daily["date"]][daily["rules_key"]]
    except (KeyError, TypeError):
        return
    if isinstance(entry, dict) and entry.get("status") == "finished":
        entry["code"] = code


def share_line(match, daily: dict, code: str, hints: bool = False) -> str:
    """The text to share for a finished daily, ending with its link ("" when ``daily`` names no
    date)."""
    result = _daily.match_result(match)
    if hints:
        result["hints"] = True
    try:
        day = _dt.date.fromisoformat(daily["date"])
    except (KeyError, TypeError, ValueError):
        return ""
    return _daily.share_text(day, match.rules, result, code, language(), link=share_link(code) or None)


def refusal_words(error: str, why: str | None) -> str:
    """Why a code was refused, in the player's language (by ``why``, one of
    ``game.daily.codetext.WHYS``), then the engine's own words (English): "Está mal copiado o
    incompleto. (the code's checksum does not match…)"; the engine's words alone for another
    ``why``."""
    if why not in WHYS:
        return error
    return f"{t(f'verify.why.{why}')} ({error})" if error else t(f"verify.why.{why}")


def _verify_answer(out) -> dict:
    if isinstance(out, dict) and out.get("ok"):
        return dict(out, text=str(out.get("text", "")), result=out.get("result") or {})
    detail, why = (str(out.get("error", "")), out.get("why")) if isinstance(out, dict) else ("", None)
    return {"ok": False, "error": t("verify.bad"), "detail": refusal_words(detail, why)}


def verify_steps(code: str):
    """Check a pasted code or share link in small steps (a generator for the frame loop; its
    value is ``game.daily.sharecode.verify_code``'s answer, or ``{"ok": False, "error",
    "detail"}``)."""
    code = code_in(code or "")
    if not code:
        return {"ok": False, "error": t("verify.empty"), "detail": ""}
    try:
        out = yield from _sharecode.verify_steps(code, lang=language())
    except Exception as exc:  # a refusal, whatever shape it takes
        out = {"ok": False, "error": str(exc), "why": getattr(exc, "why", None)}
    return _verify_answer(out)


def match_key(match) -> str:
    """A key naming one finished match (to count it only once)."""
    n = len(match.log[-1]["actions"]) if match.log else 0
    return f"{match.seed}|{match.hand_no}|{match.scores[0]}-{match.scores[1]}|{n}"


def record_match(doc: dict, match, daily: dict | None = None, level: str = "normal",
                 hints: bool = False) -> bool:
    """Count a finished match in ``doc["stats"]`` (and a daily in ``doc["daily"]``) once;
    ``hints``: the person asked for a hint during it (a Diario's record and code say so).

    :returns: True when it was recorded now, False when it had been already (or is not over).
    """
    if not match.over:
        return False
    stored = doc.get("stats")
    old = stored if isinstance(stored, dict) else {}
    seen = [k for k in old.get("recorded", []) if isinstance(k, str)] \
        if isinstance(old.get("recorded"), list) else []
    key = match_key(match)
    if key in seen:
        return False
    try:
        envido = _stats.envido_outcomes(match)
    except Exception:  # a chart's detail: never stop the end of a match for it
        envido = []
    stats = _stats.record_match(old, match.rules, match.winner == 0, _stats.match_events(match),
                                scores=list(match.scores), daily=bool(daily), envido=envido)
    stats["recorded"] = (seen + [key])[-50:]
    doc["stats"] = stats
    if daily:
        result = dict(_daily.match_result(match), level=level, hints=hints,
                      code=share_code(match, daily, level, hints, player_name(doc)))
        day: Any = daily.get("date")  # as stored: record_daily checks it
        doc["daily"] = _stats.record_daily(doc.get("daily"), day,
                                           daily.get("rules_key") or rules_key(match.rules), result)
    return True


def summary(doc: dict, today: _dt.date, rules=None) -> dict:
    """What the statistics screen shows, as plain data.

    ``{"variants": {v: {"played", "won", ...}}, "these_rules": {"played", "won"} (the matches of
    the rule set ``rules``, the one chosen in the menu; zeros without it), "streak", "best_streak",
    "envido": {"called", "won"}, "truco": {...}, "flor": {"sung", "won"},
    "history": [{"date", "rules_key", "won", "scores", "level", "code"}] newest first (a Diario
    in progress has ``"playing": True`` and no code),
    "best": leaderboard rows}``
    """
    stats = _stats.clean_stats(doc.get("stats"))
    daily = _stats.clean_daily(doc.get("daily"))
    variants = stats["variants"]
    totals = {}
    for name, (a, b) in (("envido", ("called", "won")), ("truco", ("called", "won")),
                         ("flor", ("sung", "won"))):
        totals[name] = {a: sum(v[name][a] for v in variants.values()),
                        b: sum(v[name][b] for v in variants.values())}
    current, best = _stats.streak(daily, today)
    history = []
    slot = saved(doc, DIARIO)
    live = slot.get("daily") if slot is not None and isinstance(slot.get("daily"), dict) else None
    for iso in sorted(daily["days"], reverse=True):
        for key, e in sorted(daily["days"][iso].items()):
            if e.get("status") == "finished":
                history.append({"date": iso, "rules_key": key, "won": bool(e.get("won")),
                                "scores": list(e.get("scores") or [0, 0]), "level": e.get("level"),
                                "code": e.get("code") or ""})
            elif e.get("status") == "in_progress" and live != {"date": iso, "rules_key": key}:
                history.append({"date": iso, "rules_key": key, "playing": True,
                                "scores": list(e.get("scores") or [0, 0]), "level": e.get("level"),
                                "code": ""})
    if slot is not None and live is not None and isinstance(live.get("date"), str):
        about = describe(slot)
        history.append({"date": live["date"], "rules_key": str(live.get("rules_key")), "playing": True,
                        "scores": about["scores"] if about else [0, 0], "level": slot.get("level"),
                        "code": ""})
    for row in history:  # only today's Diario can still be played; an older one was left unfinished
        if row.get("playing") and row["date"] != today.isoformat():
            row["playing"], row["unfinished"] = False, True
    history.sort(key=lambda row: row["date"], reverse=True)
    these = stats["by_rules"].get(rules_key(rules)) if rules is not None else None
    return {"variants": variants, "these_rules": these or {"played": 0, "won": 0},
            "streak": current, "best_streak": best, **totals,
            "history": history, "best": _stats.leaderboard(daily, 5)}


# --------------------------------------------------------------------------- the friends' board
def own_codes(doc: dict) -> set[str]:
    """The share codes of your own finished Diarios."""
    return {row["code"] for row in _board.own_rows(doc.get("daily")) if row["code"]}


def board_rows(doc: dict) -> list[dict]:
    """Every row the board ranks: the friends' entries and your own Diarios (``"own": True``)."""
    return _board.clean_board(doc.get("board"))["entries"] + _board.own_rows(doc.get("daily"), player_name(doc))


def add_to_board(doc: dict, verified: dict, today: _dt.date) -> str:
    """Put a verified code's result on the board of ``doc`` (see ``game.daily.board.add`` for
    what comes back: ``"added"``, ``"duplicate"``, ``"own"``, ``"future"``, ``"taken"``,
    ``"full"``); a refused code (``verified["ok"]`` false) is never stored: ``"refused"``."""
    if not isinstance(verified, dict) or not verified.get("ok"):
        return "refused"
    board, status = _board.add(doc.get("board"), verified, today, own_codes(doc))
    doc["board"] = board
    return status


def standings(doc: dict, rules_key: str, today: _dt.date) -> dict:
    """``{"day": today's Diario ranked, "week": this week's ranked}`` for a rules choice."""
    rows = board_rows(doc)
    return {"day": _board.day_standings(rows, rules_key, today),
            "week": _board.week_standings(rows, rules_key, today)}


def board_rules_keys(doc: dict, first: str) -> list[str]:
    """The rules choices the board can show, ``first`` (the menu's) first, then those with
    results."""
    keys = [first] + _board.rules_keys(board_rows(doc))
    return list(dict.fromkeys(keys))


# --------------------------------------------------------------------------- the charts
def chart_data(doc: dict, today: _dt.date) -> dict:
    """What the charts draw, as plain data:

    ``{"recent": {rules key: [{"won", "us", "them", "daily"}, ...] oldest first},
    "days": {ISO date: {rules key: "won" | "lost" | "unfinished" | "playing"}},
    "streak_days": [ISO dates of the current streak], "streak": n, "best_streak": n,
    "envido": {value: {"played", "won"}}, "bets": {variant: {"ours" | "theirs": {"won", "lost",
    "refused"}}}, "keys": rules keys with results, most recent first}``
    """
    stats = _stats.clean_stats(doc.get("stats"))
    daily = _stats.clean_daily(doc.get("daily"))
    days: dict[str, dict[str, str]] = {}
    for iso, entries in daily["days"].items():
        for key, e in entries.items():
            if e.get("status") == "finished":
                days.setdefault(iso, {})[key] = "won" if e.get("won") else "lost"
            else:
                days.setdefault(iso, {})[key] = "playing" if iso == today.isoformat() else "unfinished"
    slot = saved(doc, DIARIO)
    live = slot.get("daily") if slot is not None and isinstance(slot.get("daily"), dict) else None
    if live is not None and isinstance(live.get("date"), str) and isinstance(live.get("rules_key"), str):
        state = "playing" if live["date"] == today.isoformat() else "unfinished"
        days.setdefault(live["date"], {}).setdefault(live["rules_key"], state)
    current, best = _stats.streak(daily, today)
    end = today if today.isoformat() in days and any(
        v in ("won", "lost") for v in days[today.isoformat()].values()) else today - _dt.timedelta(days=1)
    streak_days = [(end - _dt.timedelta(days=i)).isoformat() for i in range(current)]
    keys = list(reversed(list(stats["recent"])))
    for iso in sorted(days, reverse=True):
        keys += [k for k in days[iso] if k not in keys]
    return {"recent": stats["recent"], "days": days, "streak_days": streak_days, "streak": current,
            "best_streak": best, "envido": {int(k): v for k, v in stats["envido_values"].items()},
            "bets": stats["bets"], "keys": keys}
