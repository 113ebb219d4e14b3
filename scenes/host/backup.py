"""Backups of the whole saved document, to carry it to another device or browser.

Two forms, both read by :func:`read_backup`:

- a **file**: the document as it is saved (``scenes.host.storage.encode``: compact JSON);
- a **text code** to copy and paste: ``TRUCO-RESPALDO-1:`` then the document's JSON compressed
  with zlib (whose own checksum refuses a damaged copy) in URL-safe base64; white space inside
  it (a copy that wrapped lines) is ignored.

Reading validates exactly as a load does (``scenes.host.storage.validate``, after the same size
limits): what a load would repair is repaired and said so, and a document of a newer version is
refused (this game would have to repair it down). Nothing here writes: the backup screen asks
before it replaces anything, and keeps what it replaces aside first.
"""
from __future__ import annotations

import base64
import binascii
import datetime as _dt
import json
import os
import re
import zlib
from dataclasses import dataclass, field

from scenes.host import device, storage

PREFIX = "TRUCO-RESPALDO-1:"
#: the longest text read as a backup (a code, or a file); anything longer is not one of ours
MAX_TEXT = 4 * storage.MAX_DOCUMENT_CHARS
_SPACE = re.compile(r"\s+")
_BASE64 = re.compile(r"[A-Za-z0-9_-]+")


class BadBackup(ValueError):
    """Text that is not a backup of this game; the message says why."""


@dataclass
class Backup:
    """A backup read and validated: the document as a load would give it, what had to be
    repaired, and a few words about it for the question before replacing."""

    doc: dict
    problems: list[str] = field(default_factory=list)

    def summary(self) -> dict:
        """``{"dailies", "matches", "friends", "name"}``: finished Diarios, finished matches,
        friends' results, the player's name."""
        days = (self.doc.get("daily") or {}).get("days")
        dailies = sum(1 for entries in (days or {}).values() if isinstance(entries, dict)
                      for e in entries.values() if isinstance(e, dict) and e.get("status") == "finished")
        variants = (self.doc.get("stats") or {}).get("variants") or {}
        matches = sum(v.get("played", 0) for v in variants.values()
                      if isinstance(v, dict) and type(v.get("played")) is int)
        entries = (self.doc.get("board") or {}).get("entries")
        return {"dailies": dailies, "matches": matches,
                "friends": len(entries) if isinstance(entries, list) else 0,
                "name": self.doc["settings"].get("name", "")}


def backup_text(doc: dict) -> str:
    """The text code of a document (see the module docstring)."""
    raw = storage.encode(doc).encode("utf-8")
    return PREFIX + base64.urlsafe_b64encode(zlib.compress(raw, 9)).decode("ascii").rstrip("=")


def _unpack(text: str) -> str:
    body = _SPACE.sub("", text[len(PREFIX):]).rstrip("=")
    if not _BASE64.fullmatch(body):
        raise BadBackup("the text code is damaged (not base64)")
    try:
        data = base64.urlsafe_b64decode(body + "=" * (-len(body) % 4))
    except (binascii.Error, ValueError):
        raise BadBackup("the text code is damaged (not base64)") from None
    unzip = zlib.decompressobj()
    try:
        raw = unzip.decompress(data, MAX_TEXT + 1)
    except zlib.error:
        raise BadBackup("the text code is damaged or cut short") from None
    if len(raw) > MAX_TEXT or unzip.unconsumed_tail:
        raise BadBackup("the backup is larger than any saved document")
    if not unzip.eof:
        raise BadBackup("the text code is damaged: cut short")
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError:
        raise BadBackup("the backup is not text") from None


def read_backup(text: object) -> Backup:
    """A backup's document, validated as a load validates.

    :raises BadBackup: for text that is not a backup (the reason in English, for the message),
        or a backup of a newer version of the game (message starting ``"newer"``).
    """
    if not isinstance(text, str):
        raise BadBackup("a backup is text")
    if len(text) > MAX_TEXT:
        raise BadBackup(f"{len(text)} characters is larger than any backup")
    text = text.strip().lstrip("\ufeff")
    if not text:
        raise BadBackup("there is nothing in it")
    if text.upper().startswith(PREFIX):
        text = _unpack(text)
    if len(text) > storage.MAX_DOCUMENT_CHARS:
        raise BadBackup("the document is larger than a saved document may be")
    try:
        doc = json.loads(text)
    except (ValueError, RecursionError) as exc:
        raise BadBackup(f"not a saved document ({str(exc)[:60]})") from None
    if not storage.looks_like_ours(text):
        raise BadBackup("not a saved document of this game")
    clean, problems = storage.validate(doc)
    if storage.is_newer(problems):
        raise BadBackup(f"newer: version {doc.get('version')}")
    return Backup(clean, problems)


def file_name(day: _dt.date) -> str:
    """The name a backup file gets: ``truco-respaldo-2026-11-30.json``."""
    return f"truco-respaldo-{day.isoformat()}.json"


def write_file(doc: dict, day: _dt.date) -> str:
    """Desktop: the document as a backup file in the game's data folder (a new name, never over
    an earlier backup); returns its path.

    :raises OSError: when it cannot be written.
    """
    folder = device.data_dir()
    folder.mkdir(parents=True, exist_ok=True)
    base = file_name(day)[:-5]
    for n in range(1, 1000):
        path = folder / (f"{base}.json" if n == 1 else f"{base}-{n}.json")
        if not os.path.lexists(path):
            with open(path, "x", encoding="utf-8") as f:
                f.write(storage.encode(doc))
            return str(path)
    raise OSError("too many backups of the same day")


def read_file(path: str) -> str:
    """Desktop: a dropped file's text, bounded (a huge or special file is refused before it is
    read).

    :raises BadBackup: for a file that cannot be a backup or cannot be read.
    """
    try:
        info = os.stat(path)
    except OSError as exc:
        raise BadBackup(f"the file cannot be read ({exc.strerror or exc})") from None
    import stat
    if not stat.S_ISREG(info.st_mode):
        raise BadBackup("not a regular file")
    if info.st_size > MAX_TEXT:
        raise BadBackup(f"the file is {info.st_size} bytes: larger than any backup")
    try:
        with open(path, "rb") as f:
            data = f.read(MAX_TEXT + 1)
    except OSError as exc:
        raise BadBackup(f"the file cannot be read ({exc.strerror or exc})") from None
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        raise BadBackup("the file is not text") from None


def replace_document(app, backup: Backup) -> str:
    """Replace ``app``'s saved document with a backup's, keeping the one it replaces aside first;
    returns where it was kept.

    :raises OSError: when nothing was replaced: the store writes nothing this session, or what is
        there could not be kept aside.
    """
    store = app.store
    if store is None or getattr(store, "read_only", False):
        raise OSError("read-only")
    keep = getattr(store, "keep_aside", None)
    where = keep("before-import", storage.encode(app.doc)) if keep is not None else None
    if not where:
        raise OSError("not kept")
    app.doc.clear()
    app.doc.update(json.loads(json.dumps(backup.doc)))
    from scenes.host.saves import check_slots
    check_slots(app.doc, keep, app.notices)
    app.save()
    return where
