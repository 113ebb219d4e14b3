"""The game's one saved document: settings, the match in progress, statistics, daily results.

Shape (``SCHEMA_VERSION`` 4)::

    {"version": 4,
     "settings": {"variant": "argentino", "flor": False, "players": 2, "target": 30,
                  "envido_raises": True, "chicos": 1, "senas": False, "tip_senas": False,
                  "language": "es", "difficulty": "normal", "sound": True, "speed": "normal",
                  "four_colour": False, "show_envido": True, "talk": True,
                  "rivals": {},  # your own choice of characters by seat ("1", "2", "3"); none: by chance
                  "name": "", "name_asked": False},   # the player's name (game.daily.names),
                                                      # and whether it was asked for once
     "match": None,      # your own match in progress (scenes.host.saves) or None
     "diario": None,     # the Diario in progress (scenes.host.saves) or None
     "stats": {},        # free-form JSON object
     "daily": {},        # free-form JSON object
     "lessons": {},      # free-form JSON object (scenes.screens.lessons: finished ones, first-start offer)
     "tour": {},         # La Gira's progress, {"won": [stage ids]} (game.tour reads it defensively)
     "board": {}}        # free-form JSON object (the friends' board, game.daily.board)

Older versions are migrated without loss (:func:`migrate`, one step a version): version 1 kept
one ``match`` for both kinds (a Diario found there moves to ``diario``); version 2 had no
``tour`` (it gets an empty one); version 3 had no ``board`` (it gets an empty one). Settings added
since (``LATER_SETTINGS``) may be missing from a saved document: they take their defaults
quietly (a document is not damaged for being older than a setting).

A document of a **newer** version (saved by a later game) is never "repaired" down to this one:
the game uses what it can read of it, keeps it as it is, writes nothing over it for the whole
session (:attr:`Store.read_only`) and tells the player once (``storage.newer``).

**What load accepts, save can write.** Text is kept as JSON that any device can store: a lone
surrogate (``"\ud800"``, which a browser's storage can hold) in a string or a key is replaced
by U+FFFD when the document is repaired (a match that holds one is dropped whole, with the rest
of its slot's problems), and a document that would grow past ``MAX_DOCUMENT_CHARS`` when written
(numbers written longer than they were read, ``1e5`` → ``100000.0``) is fitted: the matches in
progress go first, then the board's oldest weeks, then the oldest Diarios.

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
import re
import sys

from game.daily.names import BadName, clean_name
from scenes.host import device

SCHEMA_VERSION = 4
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
LATER_SETTINGS = ("envido_raises", "chicos", "summary", "big_text", "confirm_play", "talk", "rivals", "name",
                  "name_asked", "senas", "tip_senas")
#: the computer seats a choice of rivals may name (your partner is "2")
RIVAL_SEATS = ("1", "2", "3")
#: the free-form parts of the document, each a JSON object
PARTS = ("stats", "daily", "lessons", "tour", "board")
#: the parts a document may lack without being damaged (added after the versions that lack them)
LATER_PARTS = ("lessons", "tour", "board")
_SURROGATE = re.compile("[\ud800-\udfff]")


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
        "senas": False,
        "tip_senas": False,
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
        "name": "",
        "name_asked": False,
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
        "board": {},
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


def _name(value) -> bool:
    try:
        return isinstance(value, str) and clean_name(value) == value
    except BadName:
        return False


SETTING_CHECKS = {
    "variant": _choice(VARIANTS),
    "flor": _boolean,
    "players": _players,
    "target": _target,
    "envido_raises": _boolean,
    "chicos": _chicos,
    "senas": _boolean,
    "tip_senas": _boolean,
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
    "name": _name,
    "name_asked": _boolean,
}


class _Cut(Exception):
    """Raised by ``_clean_json(strict=True)`` when something had to change."""


def _storable(text: str) -> str:
    """``text`` with every lone surrogate replaced by U+FFFD (a pair is joined into its
    character): text every device can store."""
    if not _SURROGATE.search(text):
        return text
    return text.encode("utf-16", "surrogatepass").decode("utf-16", "replace")


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
            value = value[:max_string]
        fixed = _storable(value)
        if fixed != value and strict:
            raise _Cut("a lone surrogate in a string")
        return fixed
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
            fixed = _storable(key)
            if fixed != key and (strict or fixed in value):
                if strict:
                    raise _Cut("a lone surrogate in a key")
                continue
            out[fixed] = _clean_json(item, strict, depth + 1, max_string)
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
    if _is_int(version) and 1 <= version < SCHEMA_VERSION:
        doc = migrate(doc)
        version = SCHEMA_VERSION
    if not _is_int(version):
        problems.append(f"version {version!r} is not a number")
    elif version > SCHEMA_VERSION:
        problems.append(f"{NEWER}: version {version} (this game writes {SCHEMA_VERSION})")
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

    for name in PARTS:
        part = doc.get(name)
        if part is None and name not in doc:
            if name not in LATER_PARTS:  # added later: an older document simply has none yet
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


#: the first words of the problem a document of a newer version gives
NEWER = "saved by a newer version"


def is_newer(problems: list[str]) -> bool:
    """Whether :func:`validate`'s problems say the document came from a newer version."""
    return any(p.startswith(NEWER) for p in problems)


def migrate(doc: dict) -> dict:
    """An older document (version 1, 2 or 3) as this version's, one step a version, losing
    nothing (see the module docstring)."""
    steps = {1: _from_version_1, 2: _from_version_2, 3: _from_version_3}
    while _is_int(doc.get("version")) and doc["version"] in steps:
        doc = steps[doc["version"]](doc)
    return doc


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


def _from_version_3(doc: dict) -> dict:
    """A version 3 document as version 4: no friends' board yet (the name is a later setting)."""
    doc = dict(doc, version=4)
    doc.setdefault("board", {})
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


def encode(doc: dict) -> str:
    """The text of a document as it is saved (and exported): validated, compact JSON."""
    return _encode(fit(validate(doc)[0]))


def fit(clean: dict) -> dict:
    """A validated document cut to at most ``MAX_DOCUMENT_CHARS`` characters when written: the
    matches in progress first, then the board's oldest weeks, then the oldest Diarios (see the
    module docstring). Returns ``clean`` itself when it fits."""
    if len(_encode(clean)) <= MAX_DOCUMENT_CHARS:
        return clean
    out = copy.deepcopy(clean)
    for slot in ("match", "diario"):
        out[slot] = None
        if len(_encode(out)) <= MAX_DOCUMENT_CHARS:
            return out
    from game.daily.board import clean_board, week_start
    board = clean_board(out.get("board"))
    while board["entries"] and len(_encode(out)) > MAX_DOCUMENT_CHARS:
        oldest = week_start(min(e["date"] for e in board["entries"]))
        board["entries"] = [e for e in board["entries"] if week_start(e["date"]) != oldest]
        out["board"] = copy.deepcopy(board)
    days = out.get("daily", {}).get("days") if isinstance(out.get("daily"), dict) else None
    while isinstance(days, dict) and days and len(_encode(out)) > MAX_DOCUMENT_CHARS:
        del days[min(days)]
    for part in PARTS:
        if len(_encode(out)) <= MAX_DOCUMENT_CHARS:
            break
        out[part] = {}
    return out


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
        if parsed and is_newer(problems):
            # a later game's document: use what can be read, keep it as it is, write nothing
            _warn("; ".join(self.problems[:5]))
            self.read_only = True
            self.notice = ("storage.newer", {"version": doc.get("version")})
            return copy.deepcopy(clean)
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
            text = encode(doc)
            device.save_text(self.key, text)
            self._save_failed = False
        except Exception as error:
            _warn(f"cannot save: {error}")
            if not self._save_failed:
                self._save_failed = True
                self.notice = ("storage.save_failed", {"error": str(error)[:120]})
