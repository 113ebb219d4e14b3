"""The game's one saved document: settings, the match in progress, statistics, daily results.

Shape (``SCHEMA_VERSION`` 3)::

    {"version": 3,
     "settings": {"variant": "argentino", "flor": False, "players": 2, "target": 30,
                  "envido_raises": True, "chicos": 1,
                  "language": "es", "difficulty": "normal", "sound": True, "speed": "normal",
                  "four_colour": False, "show_envido": True, "talk": True,
                  "rivals": {}},  # your own choice of characters by seat ("1", "2", "3"); none: by chance
     "match": None,      # your own match in progress (scenes.host.saves) or None
     "diario": None,     # the Diario in progress (scenes.host.saves) or None
     "stats": {},        # free-form JSON object
     "daily": {},        # free-form JSON object
     "lessons": {},      # free-form JSON object (scenes.screens.lessons: finished ones, first-start offer)
     "tour": {}}         # La Gira's progress, {"won": [stage ids]} (game.tour reads it defensively)

Version 1 kept one ``match`` for both kinds; a Diario found there moves to ``diario``. Version 2 had
no ``tour``: it gets an empty one (its matches, settings and records are kept as they are).
Settings added since (``LATER_SETTINGS``) may be missing from a saved document: they take their
defaults quietly (a document is not damaged for being older than a setting).

``Store().load()`` never fails and never destroys what it could not read:

- nothing stored: the defaults;
- stored but not readable as it is (permissions, not a regular file, larger than
  ``device.MAX_BYTES``, checked before reading): it is moved aside untouched
  (``truco.unreadable-<n>.json``) and the game starts with the defaults; when it cannot even be
  moved, the store goes read-only for the session and never writes over it;
- readable but not JSON, or partly wrong: repaired key by key (wrong types and out-of-range values
  fall back to that key's default, huge strings are refused or cut), a copy of the text as it
  was is kept (``truco.corrupt-<n>.json``; browser ``truco.corrupt``), and the repaired document
  is written back so the copy is made only once. A UTF-8 byte order mark is accepted.

Each of these leaves one :attr:`Store.notice` for the player (a message key of
``scenes.strings.menu`` and its values), shown once. Temporary files of saves that were killed
are removed at load. Where the text lives is ``scenes.host.device``'s business.
"""
from __future__ import annotations

import copy
import json
import math
import sys

from scenes.host import device

SCHEMA_VERSION = 3
STORAGE_KEY = "truco"

MAX_DOCUMENT_CHARS = 1_000_000  # localStorage holds about 5 M characters per site
MAX_STRING = 2_000  # longest string kept inside stats / daily / match
MAX_KEY = 200  # longest dict key kept inside stats / daily / match
MAX_DEPTH = 32
MAX_ITEMS = 10_000  # per list / dict

VARIANTS = ("argentino", "mineiro")
DIFFICULTIES = ("facil", "normal", "dificil")
SPEEDS = ("slow", "normal", "fast")
SUMMARY = ("always", "auto", "never")
CONFIRM = ("touch", "always", "never")
PLAYERS = (2, 4)
TARGET_RANGE = (1, 99)
CHICOS = (1, 3)
#: settings a document of this version may not have yet (it was saved before they existed)
LATER_SETTINGS = ("envido_raises", "chicos", "summary", "big_text", "confirm_play", "talk", "rivals")
#: the computer seats a choice of rivals may name (your partner is "2")
RIVAL_SEATS = ("1", "2", "3")


def _default_settings(language: str | None = None) -> dict:
    if language not in device.LANGUAGES:
        try:
            language = device.detect_language()
        except Exception:
            language = device.DEFAULT_LANGUAGE
    return {
        "variant": "argentino",
        "flor": False,
        "players": 2,
        "target": 30,
        "envido_raises": True,
        "chicos": 1,
        "language": language,
        "difficulty": "normal",
        "sound": True,
        "speed": "normal",
        "four_colour": False,
        "show_envido": True,
        "summary": "auto",
        "big_text": False,
        "confirm_play": "touch",
        "talk": True,
        "rivals": {},
    }


def default_document(language: str | None = None) -> dict:
    """A fresh document; ``language`` defaults to the detected one."""
    return {
        "version": SCHEMA_VERSION,
        "settings": _default_settings(language),
        "match": None,
        "diario": None,
        "stats": {},
        "daily": {},
        "lessons": {},
        "tour": {},
    }


# --------------------------------------------------------------------------- validation
def _is_int(value) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _choice(options):
    def check(value):
        return isinstance(value, str) and value in options

    return check


def _boolean(value) -> bool:
    return isinstance(value, bool)


def _players(value) -> bool:
    return _is_int(value) and value in PLAYERS


def _target(value) -> bool:
    return _is_int(value) and TARGET_RANGE[0] <= value <= TARGET_RANGE[1]


def _chicos(value) -> bool:
    return _is_int(value) and value in CHICOS


def _rivals(value) -> bool:
    """``{seat: character id}`` with computer seats and characters of the cast only."""
    from game.ai.cast import BY_ID
    return isinstance(value, dict) and len(value) <= len(RIVAL_SEATS) and all(
        seat in RIVAL_SEATS and isinstance(name, str) and name in BY_ID for seat, name in value.items())


SETTING_CHECKS = {
    "variant": _choice(VARIANTS),
    "flor": _boolean,
    "players": _players,
    "target": _target,
    "envido_raises": _boolean,
    "chicos": _chicos,
    "language": _choice(device.LANGUAGES),
    "difficulty": _choice(DIFFICULTIES),
    "sound": _boolean,
    "speed": _choice(SPEEDS),
    "four_colour": _boolean,
    "show_envido": _boolean,
    "summary": _choice(SUMMARY),
    "big_text": _boolean,
    "confirm_play": _choice(CONFIRM),
    "talk": _boolean,
    "rivals": _rivals,
}


class _Cut(Exception):
    """Raised by ``_clean_json(strict=True)`` when something had to change."""


def _clean_json(value, strict: bool, depth: int = 0, max_string: int = MAX_STRING):
    """A JSON-able copy of ``value``: finite numbers, capped strings, bounded size and depth.

    With ``strict`` anything that would have to be cut raises ``_Cut`` (used for the match,
    which is worthless once altered); otherwise the offending parts are cut or dropped.
    """
    if depth > MAX_DEPTH:
        if strict:
            raise _Cut("too deep")
        return None
    if value is None or isinstance(value, bool) or _is_int(value):
        return value
    if isinstance(value, float):
        if math.isfinite(value):
            return value
        if strict:
            raise _Cut("non-finite number")
        return None
    if isinstance(value, str):
        if len(value) > max_string:
            if strict:
                raise _Cut("huge string")
            return value[:max_string]
        return value
    if isinstance(value, (list, tuple)):
        if len(value) > MAX_ITEMS and strict:
            raise _Cut("huge list")
        return [_clean_json(item, strict, depth + 1, max_string) for item in list(value)[:MAX_ITEMS]]
    if isinstance(value, dict):
        out = {}
        for key, item in value.items():
            if len(out) >= MAX_ITEMS:
                if strict:
                    raise _Cut("huge object")
                break
            if not isinstance(key, str) or len(key) > MAX_KEY:
                if strict:
                    raise _Cut("bad key")
                continue
            out[key] = _clean_json(item, strict, depth + 1, max_string)
        return out
    if strict:
        raise _Cut(f"not JSON: {type(value).__name__}")
    return None


def validate(doc, language: str | None = None) -> tuple[dict, list[str]]:
    """``(clean document, list of problems found)``; never raises.

    Every setting is checked on its own: a wrong type or an out-of-range value falls back to
    that setting's default. ``match`` must be an object (or null) that needs no cutting, and
    is only kept from a document of the current ``SCHEMA_VERSION``.
    """
    problems: list[str] = []
    clean = default_document(language)
    if not isinstance(doc, dict):
        return clean, [f"document is {type(doc).__name__}, not an object"]

    version = doc.get("version")
    if _is_int(version) and version == 1:
        doc = _from_version_1(doc)
        version = 2
    if _is_int(version) and version == 2:
        doc = _from_version_2(doc)
        version = SCHEMA_VERSION
    if not _is_int(version):
        problems.append(f"version {version!r} is not a number")
    elif version != SCHEMA_VERSION:
        problems.append(f"version {version} is not {SCHEMA_VERSION}")
    same_version = version == SCHEMA_VERSION and _is_int(version)

    settings = doc.get("settings")
    if isinstance(settings, dict):
        for name, check in SETTING_CHECKS.items():
            if name not in settings:
                if name not in LATER_SETTINGS:
                    problems.append(f"settings.{name} missing")
                continue
            value = settings[name]
            if check(value):
                clean["settings"][name] = dict(value) if isinstance(value, dict) else value
            else:
                shown = repr(value)
                problems.append(f"settings.{name} = {shown[:60]} refused")
        for name in settings:
            if name not in SETTING_CHECKS:
                problems.append(f"settings.{str(name)[:60]} unknown")
    else:
        problems.append("settings is not an object")

    for slot in ("match", "diario"):
        match = doc.get(slot)
        if match is None:
            continue
        if not isinstance(match, dict):
            problems.append(f"{slot} is not an object")
        elif not same_version:
            problems.append(f"{slot} from another version dropped")
        else:
            try:
                # the engine's save may be kept as one JSON string: allow it to be long
                clean[slot] = _clean_json(match, strict=True, max_string=MAX_DOCUMENT_CHARS // 2)
            except _Cut as why:
                problems.append(f"{slot} dropped: {why}")

    for name in ("stats", "daily", "lessons", "tour"):
        part = doc.get(name)
        if part is None and name not in doc:
            if name not in ("lessons", "tour"):  # added later: an older document simply has none yet
                problems.append(f"{name} missing")
            continue
        if not isinstance(part, dict):
            problems.append(f"{name} is not an object")
            continue
        cleaned = _clean_json(part, strict=False)
        if cleaned != part:
            problems.append(f"{name} cut")
        clean[name] = cleaned

    extra = [key for key in doc if key not in clean]
    if extra:
        problems.append("unknown keys: " + ", ".join(str(k)[:30] for k in extra[:5]))
    return clean, problems


def _from_version_1(doc: dict) -> dict:
    """A version 1 document as version 2: its one ``match`` goes to the slot of its kind."""
    doc = dict(doc, version=2)
    match = doc.get("match")
    if isinstance(match, dict) and isinstance(match.get("daily"), dict) and "diario" not in doc:
        doc["diario"], doc["match"] = match, None
    doc.setdefault("diario", None)
    return doc


def _from_version_2(doc: dict) -> dict:
    """A version 2 document as version 3: La Gira not begun yet."""
    doc = dict(doc, version=3)
    if not isinstance(doc.get("tour"), dict):
        doc["tour"] = {}
    return doc


def looks_like_ours(text: str) -> bool:
    """Whether ``text`` is a document of this game (any version): for the browser's key migration."""
    try:
        doc = json.loads(text.lstrip("\ufeff"))
    except (ValueError, RecursionError, AttributeError):
        return False
    return isinstance(doc, dict) and _is_int(doc.get("version")) and isinstance(doc.get("settings"), dict)


def _encode(doc: dict) -> str:
    return json.dumps(doc, ensure_ascii=False, separators=(",", ":"), sort_keys=True,
                      allow_nan=False)


def _warn(message: str) -> None:
    try:
        print(f"truco storage: {message}", file=sys.stderr)
    except Exception:
        pass


# --------------------------------------------------------------------------- the store
class Store:
    """Loads and saves the document under ``key`` through ``scenes.host.device``."""

    def __init__(self, key: str = STORAGE_KEY):
        self.key = key
        self.problems: list[str] = []  # what the last load() had to repair (for logs / tests)
        self.backup_key: str | None = None  # where the last load() kept what it could not use
        #: what the player should be told once (``(message key, values)``), or None
        self.notice: tuple[str, dict] | None = None
        #: True when the stored document could neither be read nor moved aside: never write
        self.read_only = False
        self._save_failed = False

    # -- reading
    def load(self) -> dict:
        """The whole document, defaults merged and validated; never raises."""
        self.problems = []
        self.backup_key = None
        self.notice = None
        self.read_only = False
        try:
            device.remove_stale_temp(self.key)
            device.migrate_browser_key(self.key, looks_like_ours)
        except Exception as error:
            _warn(f"cleaning up: {error}")
        try:
            text = device.load_text(self.key)
        except Exception as error:
            return self._unreadable(error)
        if text is None:
            return default_document()
        if text.startswith("\ufeff"):
            text = text[1:]  # a byte order mark left by a text editor

        if len(text) > MAX_DOCUMENT_CHARS:
            self.problems = [f"document of {len(text)} characters is too big"]
            doc, parsed = None, False
        else:
            try:
                doc, parsed = json.loads(text), True
            except (ValueError, RecursionError) as error:
                self.problems = [f"not JSON: {str(error)[:80]}"]
                doc, parsed = None, False

        try:
            clean, problems = validate(doc)
        except Exception as error:  # belt and braces: never stop the game from starting
            clean, problems = default_document(), [f"validation failed: {error}"]
        if parsed:
            self.problems.extend(problems)
        if self.problems:
            _warn("; ".join(self.problems[:5]))
            if self._keep_copy(text):
                self.notice = ("storage.repaired", {"where": self.backup_key})
                self.save(clean)
            else:  # no copy could be kept: do not write over the only one
                self.read_only = True
                self.notice = ("storage.read_only", {})
        return copy.deepcopy(clean)

    def _unreadable(self, error: Exception) -> dict:
        """The stored document exists but cannot be read: move it aside untouched, or never
        write over it."""
        reason = getattr(error, "reason", "unreadable")
        self.problems = [f"cannot read storage: {error}"]
        _warn(self.problems[0])
        try:
            self.backup_key = device.set_aside(self.key, "unreadable")
            self.notice = ("storage.set_aside", {"reason": reason, "where": self.backup_key})
        except Exception as why:
            _warn(f"cannot move it aside either ({why}): nothing will be saved this session")
            self.read_only = True
            self.notice = ("storage.read_only", {"reason": reason})
        return default_document()

    def _keep_copy(self, text: str) -> bool:
        """Keep the text that could not be used as it was, next to the document."""
        try:
            self.backup_key = device.keep_copy(self.key, "corrupt", text)
            return True
        except Exception as error:
            _warn(f"cannot keep a copy of the unreadable document: {error}")
            return False

    def keep_aside(self, tag: str, text: str) -> str | None:
        """Keep ``text`` (say, a saved match that no longer replays) in a copy of its own before
        it is dropped from the document; returns where, or None."""
        try:
            return device.keep_copy(self.key, tag, text)
        except Exception as error:
            _warn(f"cannot keep a copy of the {tag}: {error}")
            return None

    # -- writing
    def save(self, doc: dict) -> None:
        """Validate ``doc`` and write it; a failure is reported (stderr, and one notice), never
        raised. A read-only store writes nothing."""
        if self.read_only:
            return
        try:
            clean, _ = validate(doc)
            text = _encode(clean)
            if len(text) > MAX_DOCUMENT_CHARS:
                for slot in ("match", "diario"):
                    if clean.get(slot) is not None and len(text) > MAX_DOCUMENT_CHARS:
                        clean[slot] = None
                        text = _encode(clean)
            device.save_text(self.key, text)
            self._save_failed = False
        except Exception as error:
            _warn(f"cannot save: {error}")
            if not self._save_failed:
                self._save_failed = True
                self.notice = ("storage.save_failed", {"error": str(error)[:120]})
