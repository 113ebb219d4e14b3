"""The game's one saved document: settings, the match in progress, statistics, daily results.

Shape (``SCHEMA_VERSION`` 1)::

    {"version": 1,
     "settings": {"variant": "argentino", "flor": False, "players": 2, "target": 30,
                  "language": "es", "difficulty": "normal", "sound": True, "speed": "normal",
                  "four_colour": False, "show_envido": True},
     "match": None,      # the engine's saved match (plain JSON) or None
     "stats": {},        # free-form JSON object
     "daily": {}}        # free-form JSON object

``Store().load()`` never fails: a missing document gives the defaults; an unreadable, old or
partly wrong one is repaired key by key (wrong types and out-of-range values fall back to that
key's default, huge strings are refused or cut), a copy of the text that could not be read as is
is kept (desktop ``truco.corrupt-<n>.json`` next to ``truco.json``; browser localStorage key
``truco.corrupt``), and the repaired document is written back so the copy is made only once.
Where the text lives is ``scenes.device``'s business (a file or ``window.localStorage``).
"""
from __future__ import annotations

import copy
import json
import math
import sys

from scenes import device

SCHEMA_VERSION = 1
STORAGE_KEY = "truco"

MAX_DOCUMENT_CHARS = 1_000_000  # localStorage holds about 5 M characters per site
MAX_STRING = 2_000  # longest string kept inside stats / daily / match
MAX_KEY = 200  # longest dict key kept inside stats / daily / match
MAX_DEPTH = 32
MAX_ITEMS = 10_000  # per list / dict
MAX_CORRUPT_COPIES = 20

VARIANTS = ("argentino", "mineiro")
DIFFICULTIES = ("facil", "normal", "dificil")
SPEEDS = ("slow", "normal", "fast")
PLAYERS = (2, 4)
TARGET_RANGE = (1, 99)


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
        "language": language,
        "difficulty": "normal",
        "sound": True,
        "speed": "normal",
        "four_colour": False,
        "show_envido": True,
    }


def default_document(language: str | None = None) -> dict:
    """A fresh document; ``language`` defaults to the detected one."""
    return {
        "version": SCHEMA_VERSION,
        "settings": _default_settings(language),
        "match": None,
        "stats": {},
        "daily": {},
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


SETTING_CHECKS = {
    "variant": _choice(VARIANTS),
    "flor": _boolean,
    "players": _players,
    "target": _target,
    "language": _choice(device.LANGUAGES),
    "difficulty": _choice(DIFFICULTIES),
    "sound": _boolean,
    "speed": _choice(SPEEDS),
    "four_colour": _boolean,
    "show_envido": _boolean,
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
    if not _is_int(version):
        problems.append(f"version {version!r} is not a number")
    elif version != SCHEMA_VERSION:
        problems.append(f"version {version} is not {SCHEMA_VERSION}")
    same_version = version == SCHEMA_VERSION and _is_int(version)

    settings = doc.get("settings")
    if isinstance(settings, dict):
        for name, check in SETTING_CHECKS.items():
            if name not in settings:
                problems.append(f"settings.{name} missing")
                continue
            value = settings[name]
            if check(value):
                clean["settings"][name] = value
            else:
                shown = repr(value)
                problems.append(f"settings.{name} = {shown[:60]} refused")
        for name in settings:
            if name not in SETTING_CHECKS:
                problems.append(f"settings.{str(name)[:60]} unknown")
    else:
        problems.append("settings is not an object")

    match = doc.get("match")
    if match is not None:
        if not isinstance(match, dict):
            problems.append("match is not an object")
        elif not same_version:
            problems.append("match from another version dropped")
        else:
            try:
                # the engine's save may be kept as one JSON string: allow it to be long
                clean["match"] = _clean_json(match, strict=True, max_string=MAX_DOCUMENT_CHARS // 2)
            except _Cut as why:
                problems.append(f"match dropped: {why}")

    for name in ("stats", "daily"):
        part = doc.get(name)
        if part is None and name not in doc:
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
    """Loads and saves the document under ``key`` through ``scenes.device``."""

    def __init__(self, key: str = STORAGE_KEY):
        self.key = key
        self.problems: list[str] = []  # what the last load() had to repair (for logs / tests)
        self.backup_key: str | None = None  # where the last load() kept the unreadable text

    # -- reading
    def load(self) -> dict:
        """The whole document, defaults merged and validated; never raises."""
        self.problems = []
        self.backup_key = None
        try:
            text = device.load_text(self.key)
        except Exception as error:  # unreadable storage: play with defaults, touch nothing
            self.problems = [f"cannot read storage: {error}"]
            _warn(self.problems[0])
            return default_document()
        if text is None:
            return default_document()

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
            self._keep_copy(text)
            self.save(clean)
        return copy.deepcopy(clean)

    def _keep_copy(self, text: str) -> None:
        """Keep the text that could not be used as it was, next to the document."""
        try:
            if device.is_browser():
                key = f"{self.key}.corrupt"
            else:
                key = None
                for n in range(1, MAX_CORRUPT_COPIES + 1):
                    candidate = f"{self.key}.corrupt-{n}"
                    if device.load_text(candidate) is None:
                        key = candidate
                        break
                if key is None:  # many copies already: refresh the last one
                    key = f"{self.key}.corrupt-{MAX_CORRUPT_COPIES}"
            device.save_text(key, text)
            self.backup_key = key
        except Exception as error:
            _warn(f"cannot keep a copy of the unreadable document: {error}")

    # -- writing
    def save(self, doc: dict) -> None:
        """Validate ``doc`` and write it; a failure is reported on stderr, never raised."""
        try:
            clean, _ = validate(doc)
            text = _encode(clean)
            if len(text) > MAX_DOCUMENT_CHARS and clean.get("match") is not None:
                clean["match"] = None
                text = _encode(clean)
            device.save_text(self.key, text)
        except Exception as error:
            _warn(f"cannot save: {error}")
