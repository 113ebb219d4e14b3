"""The Diario's records and the statistics in the saved document, and the Diario's share codes:
the glue between the screens and ``game.daily.stats`` (the shapes of ``doc["stats"]`` and
``doc["daily"]`` are documented there), ``game.daily`` and ``game.daily.sharecode``. The statistics
screen, the menu and the match-over dialog use it.
"""
from __future__ import annotations

import datetime as _dt
from typing import Any

from game import daily as _daily
from game.daily import sharecode as _sharecode
from game.daily import stats as _stats
from scenes.host.saves import DIARIO, describe, human_actions, saved
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


def human_choices(match) -> list[tuple[int, int]]:
    """Each human action of a finished match as ``(index among the legal actions, how many)``,
    read from the match's own log (no computer player has to think again); with señas the human's
    choices at a decision are its legal actions and then its señas (``game.daily.human_options``)."""
    m = match.rewound()
    out = []
    for entry in match.log:
        deal = entry["deal"]
        m.start_hand(hands=deal.get("hands"), stock=deal.get("stock"))
        for action in entry["actions"]:
            seat, _, act = action.partition(":")
            if seat == "0":
                legal = _daily.human_options(m)
                out.append((legal.index(act), len(legal)))
            m.apply(action)
    return out


def share_code(match, daily: dict, level: str, hints: bool = False) -> str:
    """The share code of a finished daily ("" when the match is not a finished daily).

    ``game.daily.sharecode.encode_code`` replays the whole match with the computer players (seconds
    for a hard daily, which would freeze the frame loop); the finished match already holds every
    answer, so the code is packed from its log with the same bits (a test checks they agree).
    """
    try:
        day = _dt.date.fromisoformat(daily["date"])
        if not match.over or match.seed != _daily.daily_seed(day, match.rules):
            return ""
        rules = _daily.daily_rules(match.rules)
        bits = _sharecode._header_bits(day, rules, level, hints)
        for index, n in human_choices(match):
            bits.write(index, (n - 1).bit_length())
        payload = bits.to_bytes()
        return _sharecode._to_text(payload + _sharecode._checksum(payload))
    except AttributeError:  # the private packing changed: the slow public way
        try:
            return _sharecode.encode_code(day, match.rules, level, human_actions(match), hints)
        except Exception:
            return ""
    except Exception:  # a code is a bonus: never stop the end of a match for it
        return ""


def share_line(match, daily: dict, code: str, hints: bool = False) -> str:
    """The text to share for a finished daily ("" when ``daily`` names no date)."""
    result = _daily.match_result(match)
    if hints:
        result["hints"] = True
    try:
        day = _dt.date.fromisoformat(daily["date"])
    except (KeyError, TypeError, ValueError):
        return ""
    return _daily.share_text(day, match.rules, result, code, language())


def _verify_answer(out) -> dict:
    if isinstance(out, dict) and out.get("ok"):
        return {"ok": True, "text": str(out.get("text", "")), "result": out.get("result") or {},
                "date": out.get("date", ""), "rules_key": out.get("rules_key", ""),
                "level": out.get("level", "")}
    detail = str(out.get("error", "")) if isinstance(out, dict) else ""
    return {"ok": False, "error": t("verify.bad"), "detail": detail}


def verify_steps(code: str):
    """Check a pasted code in small steps (a generator for the frame loop; its value is
    ``{"ok": True, "text", "result", ...}`` or ``{"ok": False, "error", "detail"}``)."""
    code = (code or "").strip()
    if not code:
        return {"ok": False, "error": t("verify.empty"), "detail": ""}
    try:
        out = yield from _sharecode.verify_steps(code, lang=language())
    except Exception as exc:  # a refusal, whatever shape it takes
        out = {"ok": False, "error": str(exc)}
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
    stats = _stats.record_match(old, match.rules, match.winner == 0, _stats.match_events(match))
    stats["recorded"] = (seen + [key])[-50:]
    doc["stats"] = stats
    if daily:
        result = dict(_daily.match_result(match), level=level, hints=hints,
                      code=share_code(match, daily, level, hints))
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
