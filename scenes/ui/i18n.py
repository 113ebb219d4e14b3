"""Every visible string comes from here: Spanish (default), Portuguese, English.

Catalogs live in small modules, one per part of the game (``scenes/strings/*.py``), each defining
``STRINGS = {"key": {"es": ..., "pt": ..., "en": ...}}``; they are merged at import. Missing
languages fall back to Spanish; missing keys show the key itself (and a test catches them).
"""
from __future__ import annotations

import importlib
import pkgutil

LANGUAGES = ("es", "pt", "en")
DEFAULT = "es"

_catalog: dict[str, dict[str, str]] = {}
_language = DEFAULT


def _load() -> None:
    from scenes import strings
    for info in pkgutil.iter_modules(strings.__path__):
        mod = importlib.import_module(f"scenes.strings.{info.name}")
        _catalog.update(getattr(mod, "STRINGS", {}))


def set_language(lang: str) -> None:
    """Switch the language (unknown codes fall back to Spanish)."""
    global _language
    _language = lang if lang in LANGUAGES else DEFAULT


def language() -> str:
    """The current language code."""
    return _language


def t(key: str, **kw) -> str:
    """The string for ``key`` in the current language, formatted with ``kw``."""
    if not _catalog:
        _load()
    entry = _catalog.get(key)
    if entry is None:
        return key
    text = entry.get(_language) or entry.get(DEFAULT) or key
    return text.format(**kw) if kw else text


def format_date(day) -> str:
    """A ``datetime.date`` as the current language writes it ("30 de noviembre", "November 30")."""
    return t("date.format", d=day.day, m=day.month, y=day.year, month=t(f"month.{day.month}"))


def keys() -> set[str]:
    """All known keys (for tests)."""
    if not _catalog:
        _load()
    return set(_catalog)
