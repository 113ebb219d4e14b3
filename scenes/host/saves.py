"""The saved matches: one slot per kind, so that neither ever overwrites the other.

The document (``scenes.host.storage``) keeps two slots, each ``None`` or a dict::

    doc["match"]   your own match (Nueva partida / Continuar)
    doc["diario"]  the Diario being played

    {"save": Match.to_json(), "daily": None | {"date": "YYYY-MM-DD", "rules_key": ...},
     "level": "normal", "saved_on": "YYYY-MM-DD", "scores": [a, b], "rules": Rules.to_dict(),
     "cast": {"1": "rulo", ...}, "tour": "la_boca"}

``cast`` names the characters at the computer seats (none: the seats play at ``level``, as matches
saved before the characters did), ``tour`` the stage of La Gira the match is played for (absent:
not a tour match).

``scores`` and ``rules`` describe the match for the menu ("Continuar · Argentino, 1 v 1 a 30 ·
12–8") without replaying it. A Diario of another day or rules choice found in the Diario slot when
a new one starts is *parked*: its human record goes to ``doc["daily"]`` (``game.daily.stats``), from
which :func:`diario_steps` rebuilds it later with :func:`game.daily.replay_steps`, to the same
point the table saves at (the human's next decision).

``doc["lessons"]`` keeps the Lecciones finished (:func:`lesson_progress`).

Nothing here draws or reads the clock: the day is passed in.
"""
from __future__ import annotations

import datetime as _dt
import json
from typing import Generator

from game import daily as _daily
from game.daily import stats as _stats
from game.match import Match
from game.rules import Rules

OWN = "match"
DIARIO = "diario"
SLOTS = (OWN, DIARIO)
LEVELS = ("facil", "normal", "dificil")


class ResumeError(ValueError):
    """A saved match could not be rebuilt (the message says why, in English, for logs).

    :param kind: what failed: ``"slot"`` (the Diario slot's save) or ``"record"`` (the human's
        record in ``doc["daily"]``), or ``"none"`` (nothing was in progress).
    """

    def __init__(self, message: str, kind: str) -> None:
        super().__init__(message)
        self.kind = kind


def slot_of(daily: dict | None) -> str:
    """The slot a match belongs in: the Diario's, or your own match's."""
    return DIARIO if daily else OWN


def saved(doc: dict, kind: str) -> dict | None:
    """The slot ``kind`` when it holds a match (a dict with a ``save`` string), else None."""
    slot = doc.get(kind)
    if isinstance(slot, dict) and isinstance(slot.get("save"), str):
        return slot
    return None


def put(doc: dict, match: Match, daily: dict | None, level: str, day: _dt.date,
        hints: bool = False, cast: dict[int, str] | None = None, tour: str | None = None) -> None:
    """Keep ``match`` in its slot (or empty the slot when the match is over).

    :param hints: whether the person asked for a hint in this match (a Diario records it).
    :param cast: the characters at the computer seats, by seat.
    :param tour: the stage of La Gira the match is played for.

    A Diario of another day or rules choice found in the Diario slot is parked first (its
    human record goes to ``doc["daily"]``), so it can still be resumed.
    """
    kind = slot_of(daily)
    old = saved(doc, kind)
    if kind == DIARIO and old is not None and old.get("daily") != daily:
        park(doc)
    if match.over:
        if old is not None and _seed_of(old) == match.seed:
            doc[kind] = None
        return
    doc[kind] = {"save": match.to_json(), "daily": daily, "level": level,
                 "saved_on": day.isoformat(), "scores": [int(x) for x in match.scores],
                 "rules": match.rules.to_dict(), "hints": bool(hints)}
    if cast:
        doc[kind]["cast"] = {str(seat): name for seat, name in sorted(cast.items())}
    if tour:
        doc[kind]["tour"] = tour


def check_slots(doc: dict, keep_aside=None, notices: list | None = None) -> bool:
    """Replay each saved match once (at start-up); a slot that no longer replays is kept in a
    copy of its own (``keep_aside(tag, text)``, see ``Store.keep_aside``) and emptied, and the
    player is told (a ``notices`` entry). True when the document changed."""
    changed = False
    for kind in SLOTS:
        slot = doc.get(kind)
        if slot is None:
            continue
        try:
            if not isinstance(slot, dict) or not isinstance(slot.get("save"), str):
                raise ValueError("not a saved match")
            Match.from_json(slot["save"])
            continue
        except Exception as exc:  # noqa: BLE001 - any failure: the save is unusable
            why = str(exc)
        where = keep_aside(f"{kind}-broken", json.dumps(slot)) if keep_aside else None
        if keep_aside and where is None:
            continue  # no copy could be kept: leave it in the document, untouched
        doc[kind] = None
        changed = True
        if notices is not None:
            notices.append(("storage.match_broken", {"where": where or "", "why": why[:120]}))
    return changed


def clear(doc: dict, kind: str, seed: int | None = None) -> None:
    """Empty slot ``kind`` (only when it holds the match of ``seed``, if given)."""
    old = saved(doc, kind)
    if old is not None and (seed is None or _seed_of(old) == seed):
        doc[kind] = None


def _seed_of(slot: dict):
    try:
        return json.loads(slot["save"]).get("seed")
    except (ValueError, AttributeError, TypeError, KeyError):
        return None


def resumed(doc: dict, daily: dict | None, match: Match) -> dict | None:
    """The saved slot of ``match``'s kind when it holds this very match (it is resumed), else None."""
    slot = saved(doc, slot_of(daily))
    if slot is None:
        return None
    same = (daily is not None and slot.get("daily") == daily) or (
        match.hand is not None and slot.get("save") == match.to_json())
    return slot if same else None


def level_of(slot: dict | None, default: str = "normal") -> str:
    """The computer level a saved match was started with."""
    level = (slot or {}).get("level")
    return level if level in LEVELS else default


def cast_of(slot: dict | None, players: int) -> dict[int, str]:
    """The characters a saved match was started with, by seat (``{}``: none, or none that can be
    trusted: a seat that is not a computer seat of the table, or a name not in the cast)."""
    from game.ai.cast import BY_ID, COMPUTER_SEATS
    cast = (slot or {}).get("cast")
    if not isinstance(cast, dict):
        return {}
    out: dict[int, str] = {}
    for seat, name in cast.items():
        if not (isinstance(seat, str) and seat.isdigit() and int(seat) in COMPUTER_SEATS.get(players, ())
                and isinstance(name, str) and name in BY_ID):
            return {}
        out[int(seat)] = name
    return out if len(set(out.values())) == len(out) else {}


def tour_of(slot: dict | None) -> str | None:
    """The stage of La Gira a saved match is played for, or None."""
    from game.tour import BY_STAGE
    stage = (slot or {}).get("tour")
    return stage if isinstance(stage, str) and stage in BY_STAGE else None


def describe(slot: dict | None) -> dict | None:
    """What the menu says of a slot: ``{"rules": Rules, "scores": [a, b], "saved_on": date |
    None, "daily": date | None}``; None for an empty or unreadable slot."""
    if slot is None:
        return None
    try:
        rules = Rules.from_dict(slot["rules"])
        scores = [int(x) for x in slot["scores"]][:2]
        if len(scores) != 2:
            raise ValueError
    except Exception:
        try:
            m = Match.from_json(slot["save"])
        except Exception:
            return None
        rules, scores = m.rules, list(m.scores)
    return {"rules": rules, "scores": scores, "saved_on": _date(slot.get("saved_on")),
            "daily": _date((slot.get("daily") or {}).get("date")) if isinstance(slot.get("daily"), dict)
            else None}


def _date(text) -> _dt.date | None:
    try:
        return _dt.date.fromisoformat(text)
    except (TypeError, ValueError):
        return None


# --------------------------------------------------------------------------- the Diario
def park(doc: dict) -> bool:
    """Move the Diario slot's match to ``doc["daily"]`` as the human's record (in progress),
    and empty the slot. True when a match was parked."""
    slot = saved(doc, DIARIO)
    daily = slot.get("daily") if slot else None
    if not isinstance(daily, dict):
        return False
    try:
        match = Match.from_json(slot["save"])
    except ValueError:
        return False
    doc[DIARIO] = None
    if match.over:
        return False
    result = dict(_daily.match_result(match), level=level_of(slot), actions=human_actions(match),
                  hints=bool(slot.get("hints")))
    try:
        doc["daily"] = _stats.record_daily(doc.get("daily"), daily.get("date"),
                                           daily.get("rules_key") or _daily.rules_key(match.rules),
                                           result)
    except (ValueError, TypeError):
        return False
    return True


def drop_record(doc: dict, day: _dt.date, rules: Rules, keep_aside=None) -> None:
    """Forget the human's record of a Diario in progress that no longer replays (a copy is
    kept first with ``keep_aside(tag, text)`` when given), so that it can start afresh."""
    daily = doc.get("daily")
    iso, key = day.isoformat(), _daily.rules_key(rules)
    try:
        entries = daily["days"][iso]
        entry = entries[key]
    except (KeyError, TypeError):
        return
    if keep_aside is not None:
        keep_aside("diario-record", json.dumps({"date": iso, "rules_key": key, "entry": entry}))
    del entries[key]


def human_actions(match: Match) -> list[str]:
    """The human's (seat 0's) actions of the whole match, without the seat prefix."""
    out = []
    for entry in match.log:
        for action in entry["actions"]:
            seat, _, act = action.partition(":")
            if seat == "0":
                out.append(act)
    return out


def diario_state(doc: dict, day: _dt.date, rules: Rules) -> tuple[str, dict | None]:
    """``("new" | "progress" | "done", entry)`` for the Diario of ``day`` under ``rules``.

    In progress: the Diario slot holds it, or ``doc["daily"]`` keeps its human record.
    ``entry`` is the stored record (``game.daily.stats``), or the slot's description.
    """
    iso, key = day.isoformat(), _daily.rules_key(rules)
    try:
        status, entry = _stats.daily_status(doc.get("daily"), iso, key)
    except (ValueError, TypeError):
        status, entry = "new", None
    if status == "finished":
        return "done", entry
    slot = saved(doc, DIARIO)
    if slot is not None and slot.get("daily") == {"date": iso, "rules_key": key}:
        return "progress", describe(slot)
    if status == "in_progress" and isinstance((entry or {}).get("actions"), list):
        return "progress", entry
    return "new", None


def hints_used(doc: dict, day: _dt.date, rules: Rules) -> bool:
    """Whether a hint was asked for in the Diario of ``day`` under ``rules`` (slot or record)."""
    iso, key = day.isoformat(), _daily.rules_key(rules)
    slot = saved(doc, DIARIO)
    if slot is not None and slot.get("daily") == {"date": iso, "rules_key": key}:
        return bool(slot.get("hints"))
    try:
        _status, entry = _stats.daily_status(doc.get("daily"), iso, key)
    except (ValueError, TypeError):
        return False
    return bool((entry or {}).get("hints"))


def diarios_today(doc: dict, day: _dt.date) -> set[str]:
    """The rules keys of the Diarios of ``day`` begun so far (in progress or finished)."""
    iso = day.isoformat()
    days = doc.get("daily", {}).get("days") if isinstance(doc.get("daily"), dict) else None
    keys = {k for k, e in (days or {}).get(iso, {}).items()
            if isinstance(e, dict) and e.get("status") in ("finished", "in_progress")} \
        if isinstance((days or {}).get(iso), dict) else set()
    slot = saved(doc, DIARIO)
    if slot is not None and isinstance(slot.get("daily"), dict) and slot["daily"].get("date") == iso:
        keys.add(str(slot["daily"].get("rules_key")))
    return keys


def diario_steps(doc: dict, day: _dt.date, rules: Rules,
                 default_level: str) -> Generator[None, None, tuple[Match, dict, str]]:
    """Today's Diario in progress, rebuilt in small steps for the frame loop: from the Diario
    slot when it holds it (exact), else by replaying the human's record to the human's next
    decision (the point the table saves at), the computer players at the level it began with.

    :returns: ``(match, daily, level)``.
    :raises ResumeError: when nothing is in progress or the record does not replay.
    """
    iso, key = day.isoformat(), _daily.rules_key(rules)
    daily = {"date": iso, "rules_key": key}
    slot = saved(doc, DIARIO)
    if slot is not None and slot.get("daily") == daily:
        try:
            return Match.from_json(slot["save"]), daily, level_of(slot, default_level)
        except ValueError as exc:
            raise ResumeError(f"the saved Diario is damaged: {exc}", "slot") from None
    status, entry = _stats.daily_status(doc.get("daily"), iso, key)
    actions = (entry or {}).get("actions") if status == "in_progress" else None
    if not isinstance(actions, list) or not all(isinstance(a, str) for a in actions):
        raise ResumeError("no Diario in progress for this day and rules", "none")
    level = level_of(entry, default_level)
    try:
        match = yield from _daily.replay_steps(day, rules, level, list(actions))
    except (ValueError, RuntimeError) as exc:
        raise ResumeError(f"the Diario's record does not replay: {exc}", "record") from None
    return match, daily, level


# --------------------------------------------------------------------------- the lessons
def lesson_progress(doc: dict) -> dict:
    """``doc["lessons"]`` as ``{"done": [lesson ids], "offered": bool}`` (created when missing):
    the lessons finished, and whether they were offered on the first start."""
    data = doc.get("lessons")
    if not isinstance(data, dict):
        data = doc["lessons"] = {}
    if not isinstance(data.get("done"), list):
        data["done"] = []
    data["offered"] = bool(data.get("offered", False))
    return data
