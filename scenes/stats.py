"""Estadísticas: matches per variant, the daily streak, envido and truco success, the history of
dailies, the best daily results, and "Verificar un código".

The top half of this module is the glue between the scenes and the statistics/daily helpers of
``game/`` (``game.stats``, ``game.daily``, ``game.sharecode``). Those are written by another
developer; when one of them is missing (or lacks a function) a small fallback here keeps the game
working: FALLBACK marks each such place.

Fallback shapes (only used without ``game.stats``)::

    doc["stats"] = {"matches": {"argentino": {"played": n, "won": n}, "mineiro": {...}},
                    "envido": {"played": n, "won": n}, "truco": {"played": n, "won": n},
                    "recorded": [keys of the matches already counted (last 50)]}
    doc["daily"] = {"results": {"<date>|<rules key>": {"won": bool, "scores": [a, b],
                                                       "code": str, "text": str}}}
"""
from __future__ import annotations

import datetime as _dt

import pygame

from scenes import device
from scenes.base import HEIGHT, WIDTH, Scene
from scenes.dialogs import (GOLD, dim, draw_buttons, is_back, label, panel, title)
from scenes.fonts import get_font
from scenes.i18n import language, t
from scenes.widgets import CREAM, Button, felt, handle_buttons

try:  # the daily deal (game/daily.py)
    from game import daily as _daily
except ImportError:  # FALLBACK: no daily module yet
    _daily = None
try:  # share codes (game/sharecode.py)
    from game import sharecode as _sharecode
except ImportError:  # FALLBACK: no share codes yet
    _sharecode = None
try:  # statistics (game/stats.py)
    from game import stats as _stats
except ImportError:  # FALLBACK: the small statistics below
    _stats = None


# =========================================================================== glue
def rules_key(rules) -> str:
    """The daily's key of a rules choice (``"argentino-2p-30-flor"``)."""
    if _daily is not None and hasattr(_daily, "rules_key"):
        return _daily.rules_key(rules)
    r = rules  # FALLBACK: the same key shape as game.daily
    return f"{r.variant}-{r.players}p-{r.target}" + ("-flor" if r.flor else "")


def daily_match(day: _dt.date, rules):
    """The Match of the daily of ``day`` for ``rules`` (a fresh one, no hand dealt)."""
    if _daily is not None and hasattr(_daily, "daily_match"):
        return _daily.daily_match(day, rules)
    from game.match import Match  # FALLBACK: a seed from the date and the rules
    from game.rng import derive
    return Match(rules, derive("truco-diario", day.isoformat(), rules.variant, rules.players,
                               int(rules.flor), rules.target))


def _daily_results(doc: dict) -> dict:
    daily = doc.setdefault("daily", {})
    if not isinstance(daily.get("results"), dict):
        daily["results"] = {}
    return daily["results"]


def daily_record(doc: dict, day: str, key: str) -> dict | None:
    """The recorded result of the daily of ``day`` (ISO date) for rules ``key``, or None."""
    if _stats is not None and hasattr(_stats, "daily_result"):
        try:
            return _stats.daily_result(doc, day, key)
        except Exception:
            pass
    return _daily_results(doc).get(f"{day}|{key}")


def daily_state(doc: dict, day: str, key: str) -> tuple[str, dict | None]:
    """``("new" | "progress" | "done", record or None)`` for today's daily of one rules choice."""
    rec = daily_record(doc, day, key)
    if rec:
        return "done", rec
    saved = doc.get("match")
    if isinstance(saved, dict):
        daily = saved.get("daily")
        if isinstance(daily, dict) and daily.get("date") == day and daily.get("rules_key") == key:
            return "progress", None
    return "new", None


def human_actions(match) -> list[str]:
    """The human's (seat 0's) actions of the whole match, without the seat prefix."""
    out = []
    for entry in match.log:
        for action in entry["actions"]:
            seat, _, act = action.partition(":")
            if seat == "0":
                out.append(act)
    return out


def share_code(match, daily: dict, level: str) -> str:
    """The share code of a finished daily ("" when share codes are not available)."""
    if _sharecode is None or not hasattr(_sharecode, "encode_code"):
        return ""  # FALLBACK: no codes yet
    try:
        day = _dt.date.fromisoformat(daily["date"])
        return _sharecode.encode_code(day, match.rules, level, human_actions(match))
    except Exception:
        return ""


def share_line(match, daily: dict, code: str) -> str:
    """The text to share for a finished daily."""
    result = {"over": match.over, "won": match.winner == 0, "scores": list(match.scores),
              "hands": match.hand_no}
    try:
        day = _dt.date.fromisoformat(daily["date"])
    except Exception:
        day = _dt.date.today()
    if _daily is not None and hasattr(_daily, "share_text"):
        try:
            return _daily.share_text(day, match.rules, result, code, language())
        except Exception:
            pass
    us, them = result["scores"]  # FALLBACK
    outcome = t("share.won" if result["won"] else "share.lost", us=us, them=them)
    parts = [t("share.title", date=day.isoformat()), t(f"variant.{match.rules.variant}"), outcome]
    return " · ".join(parts + ([code] if code else []))


def verify(code: str) -> dict:
    """``{"ok": bool, "text" or "error": str}`` for a pasted share code."""
    code = (code or "").strip()
    if not code:
        return {"ok": False, "error": t("verify.empty")}
    if _sharecode is None or not hasattr(_sharecode, "verify_code"):
        return {"ok": False, "error": t("verify.unavailable")}  # FALLBACK
    try:
        out = _sharecode.verify_code(code, lang=language())
    except Exception as exc:  # a refusal, whatever shape it takes
        return {"ok": False, "error": str(exc) or t("verify.bad")}
    if not isinstance(out, dict):
        return {"ok": False, "error": t("verify.bad")}
    if out.get("ok"):
        return {"ok": True, "text": str(out.get("text", ""))}
    return {"ok": False, "error": str(out.get("error") or t("verify.bad"))}


def _replay_events(match) -> list:
    """Every event of the match, rebuilt from its log (cheap: a few hundred actions)."""
    from game.match import Match
    m = Match(match.rules, match.seed, dealer=match.first_dealer, scores=match.start_scores)
    events = []
    for entry in match.log:
        deal = entry["deal"]
        events += m.start_hand(hands=deal.get("hands"), stock=deal.get("stock"))
        for action in entry["actions"]:
            events += m.apply(action)
    return events


def match_key(match) -> str:
    """A key naming one finished match (to count it only once)."""
    return f"{match.seed}|{match.hand_no}|{match.scores[0]}-{match.scores[1]}|{len(match.log[-1]['actions']) if match.log else 0}"


def record_match(doc: dict, match, daily: dict | None = None, level: str = "normal") -> bool:
    """Count a finished match in ``doc["stats"]`` (and a daily in ``doc["daily"]``) once.

    :returns: True when it was recorded now, False when it had been already (or is not over).
    """
    if not match.over:
        return False
    stats = doc.setdefault("stats", {})
    key = match_key(match)
    seen = stats.setdefault("recorded", [])
    if not isinstance(seen, list):
        seen = stats["recorded"] = []
    if key in seen:
        return False
    seen.append(key)
    del seen[:-50]
    code = share_code(match, daily, level) if daily else ""
    if _stats is not None and hasattr(_stats, "record_match"):
        try:
            _stats.record_match(doc, match, daily=daily, code=code)
            return True
        except Exception:
            pass
    # FALLBACK statistics
    won = match.winner == 0
    per = stats.setdefault("matches", {}).setdefault(match.rules.variant, {"played": 0, "won": 0})
    per["played"] += 1
    per["won"] += int(won)
    try:
        events = _replay_events(match)
    except Exception:
        events = []
    for family, reasons in (("envido", ("envido", "envido-refused", "flor")),
                            ("truco", ("truco", "truco-refused"))):
        box = stats.setdefault(family, {"played": 0, "won": 0})
        for e in events:
            if e.kind == "score" and e.what in reasons:
                box["played"] += 1
                box["won"] += int(e.team == 0)
    if daily:
        _daily_results(doc)[f"{daily.get('date')}|{daily.get('rules_key')}"] = {
            "won": won, "scores": list(match.scores), "code": code,
            "text": share_line(match, daily, code)}
    return True


def summary(doc: dict) -> dict:
    """What the statistics screen shows, as plain data.

    ``{"variants": {v: {"played", "won"}}, "streak", "best_streak", "envido": {"played", "won"},
    "truco": {...}, "history": [{"date", "key", "won", "scores", "code"}] newest first,
    "best": [...] best dailies first}``
    """
    if _stats is not None and hasattr(_stats, "summary"):
        try:
            return _stats.summary(doc)
        except Exception:
            pass
    stats = doc.get("stats") or {}
    matches = stats.get("matches") or {}
    variants = {v: {"played": int((matches.get(v) or {}).get("played", 0)),
                    "won": int((matches.get(v) or {}).get("won", 0))} for v in ("argentino", "mineiro")}
    history = []
    for k, rec in (((doc.get("daily") or {}).get("results")) or {}).items():
        day, _, key = k.partition("|")
        if isinstance(rec, dict):
            history.append({"date": day, "key": key, "won": bool(rec.get("won")),
                            "scores": list(rec.get("scores") or [0, 0]), "code": rec.get("code", "")})
    history.sort(key=lambda r: r["date"], reverse=True)
    days_won = sorted({r["date"] for r in history if r["won"]})
    streak = best = run = 0
    prev = None
    for d in days_won:
        day = _dt.date.fromisoformat(d)
        run = run + 1 if prev is not None and (day - prev).days == 1 else 1
        best = max(best, run)
        prev = day
    if prev is not None and (_dt.date.today() - prev).days <= 1:
        streak = run
    best_list = sorted([r for r in history if r["won"]],
                       key=lambda r: (-(r["scores"][0] - r["scores"][1]), r["date"]))[:5]
    box = {f: {"played": int((stats.get(f) or {}).get("played", 0)),
               "won": int((stats.get(f) or {}).get("won", 0))} for f in ("envido", "truco")}
    return {"variants": variants, "streak": streak, "best_streak": best, **box,
            "history": history, "best": best_list}
